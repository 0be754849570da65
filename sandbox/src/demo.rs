//! Demo data on a first run: each enabled module fills its own part through
//! `Module::seed_demo`. Never in the production profile (the config refuses
//! `demo_data` there), and absent from a build without the `sandbox` feature.

use kernel::module::Registry;
use kernel::AppState;

/// The password of every demo account.
pub const DEMO_PASSWORD: &str = "Demo@2026";

pub async fn seed_demo(state: &AppState, registry: &Registry) -> anyhow::Result<()> {
    if !state.config.demo_data || !state.config.is_dev() {
        return Ok(());
    }
    for (name, module) in &registry.modules {
        module.seed_demo(state).await.map_err(|e| e.context(format!("demo data of module {name}")))?;
    }
    // Demo rows are written as plain SQL; personal data in them is sealed like any other.
    kernel::privacy::seal_existing(&state.db, &state.privacy, &state.modules).await?;
    Ok(())
}

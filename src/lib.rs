//! The platform application: the kernel plus every business module linked into
//! this binary. Tests and the binary build the app through [`build`], so they
//! run exactly the same router.

// Linking each module crate is what makes its `inventory::submit!` visible to the kernel.
pub use company;
pub use content;
pub use identity;
pub use workbench;

use kernel::config::Config;
use kernel::AppState;

/// Names of every module this binary links, for the registration check.
pub const MODULES: &[&str] = &[identity::NAME, company::NAME, workbench::NAME, content::NAME];

/// Connects, migrates, seeds demo data where allowed, and returns the state and router.
pub async fn build(config: Config) -> anyhow::Result<(AppState, axum::Router)> {
    let state = AppState::new(config).await?;
    kernel::seed::seed_demo(&state).await?;
    Ok((state.clone(), kernel::server::app(state)))
}

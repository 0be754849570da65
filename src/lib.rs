//! The platform application: the kernel, the shared services and every business module linked into
//! this binary. Tests and the binary build the app through [`build`], so they
//! run exactly the same router.

// Linking each module crate is what makes its `inventory::submit!` visible to the kernel.
pub use services;
pub use certification;
pub use account;
pub use market;
pub use notices;
pub use sign;
pub use orders;
pub use identity;
pub use workbench;
pub use partner;
pub use openplatform;
// The stand-ins for outside services, when the binary is built with them (the default feature).
#[cfg(feature = "sandbox")]
pub use sandbox;

use kernel::config::Config;
use kernel::module::Registry;
use kernel::AppState;

/// Names of every module this binary links, for the registration check.
pub const MODULES: &[&str] = &[identity::NAME, certification::NAME, market::NAME, orders::NAME, account::NAME, sign::NAME, workbench::NAME, notices::NAME, partner::NAME, openplatform::NAME];

/// Connects, migrates, seeds demo data where allowed, and returns the state,
/// the enabled modules and the router.
pub async fn build(config: Config) -> anyhow::Result<(AppState, Registry, axum::Router)> {
    let (state, registry) = kernel::module::start(config).await?;
    #[cfg(feature = "sandbox")]
    sandbox::demo::seed_demo(&state, &registry).await?;
    let router = kernel::server::app(state.clone(), &registry);
    Ok((state, registry, router))
}

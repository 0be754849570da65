//! The workbench: the console every signed-in user lands on, the company's
//! apps on it (bought, free and its own services), opening an app (a one-time
//! code, a token or directly, decided by the server), the code exchange for
//! apps' own servers, and the sandbox app that tries it in dev and test.

mod application;
#[cfg(feature = "demo")]
mod demo;
mod figures_repo;
mod error;
mod launch;
mod oidc;
mod plugin;
mod sandbox_app;

use kernel::jobs::Job;
use kernel::menu::{BaseApp, MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use utoipa_axum::router::OpenApiRouter;

/// The demo app opened with a one-time code (its key is printed with the demo logins),
/// which the sandbox app plays and signs in as with OpenID Connect.
pub const SANDBOX_APP_KEY: &str = "equipment-cloud-1";
pub use error::WorkbenchError;
pub use application::remind_expiring;
pub use launch::{add_up_launches, exchange_sign};
pub use oidc::rotate_now as rotate_oidc_keys;
pub use oidc::tell_logouts as tell_oidc_logouts;

pub const NAME: &str = "workbench";

pub mod menus {
    pub const HOME: &str = "workbench.home";
    pub const CONSOLE: &str = "workbench.console";
    pub const PLUGINS: &str = "workbench.launch-plugins";
    pub const BASE: &str = "workbench.base";
    pub const BASE_DATA: &str = "workbench.base-data";
    pub const ORGANISATION: &str = "workbench.organisation";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::folder(menus::HOME, "/home", "Home", "首页", "dashboard").order(0).redirect("/home/console"),
    MenuEntry::page(menus::CONSOLE, menus::HOME, "console", "Console", "workbench/Console", "工作台", MenuAccess::AnyUser)
        .icon("dashboard")
        .affix()
        .order(1),
    MenuEntry::page(
        menus::PLUGINS,
        kernel::menu::folders::OPERATION,
        "launchPlugins",
        "LaunchPlugins",
        "workbench/LaunchPlugins",
        "应用启动规则",
        MenuAccess::Role(services::identity::Role::Operator),
    )
    .order(95),
    // Shown only while the company holds the configured base-data / organisation application.
    MenuEntry::folder(menus::BASE, "/base", "Base", "基础配置", "appstore").order(25),
    MenuEntry::page(menus::BASE_DATA, menus::BASE, "baseData", "BaseData", "workbench/BaseData", "基础数据", MenuAccess::CompanyApp(BaseApp::BaseData)).order(26),
    MenuEntry::page(menus::ORGANISATION, menus::BASE, "orgConfig", "OrgConfig", "workbench/OrgConfig", "组织配置", MenuAccess::CompanyApp(BaseApp::Organisation))
        .order(27),
];

/// What the OpenID Connect provider keeps in memory (its signing key, apps as clients, userinfo answers) lives with the built app.
struct Workbench {
    oidc: std::sync::Arc<oidc::Provider>,
    /// What opening an app reads that is the same for every caller.
    launch: std::sync::Arc<launch::Memory>,
}

impl Module for Workbench {
    /// Enabled launch rules are kept (`plugin::Rules`).
    fn memo_tables(&self) -> &'static [&'static str] {
        &["launch_plugins"]
    }

    /// A consent given or withdrawn drops what was kept of it (`oidc::protocol::Consents`).
    fn activity_tables(&self) -> &'static [&'static str] {
        &["oidc_consents"]
    }

    /// A token or grant that ends (revoked, withdrawn, replayed, rotated) drops the userinfo answers kept for it.
    fn activity_ended_tables(&self) -> &'static [&'static str] {
        &["oidc_tokens", "oidc_grants"]
    }

    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/workbench"))
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(application::router(self.launch.clone())).merge(launch::router()).merge(plugin::router()).merge(oidc::router(self.oidc.clone()))
    }

    fn pages(&self) -> axum::Router<AppState> {
        oidc::pages()
    }

    fn sandbox_pages(&self) -> axum::Router<AppState> {
        sandbox_app::router()
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["workbench"]
    }

    fn provide(&self, provided: &mut kernel::contracts::Provided) {
        provided.offer::<dyn kernel::contracts::Launcher>(std::sync::Arc::new(launch::WorkbenchLauncher));
    }

    fn jobs(&self) -> Vec<Job> {
        vec![launch::cleanup_job(), launch::counts_job(), application::expiry_reminder_job(), oidc::rotation_job(), oidc::logout_job()]
    }

    #[cfg(feature = "demo")]
    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(state))
    }
}

// After the market (30), whose catalogue the demo apps come from.
kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "工作台与应用", version: env!("CARGO_PKG_VERSION"), order: 40, build: || Box::new(Workbench { oidc: Default::default(), launch: Default::default() }) }
}

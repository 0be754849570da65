//! The workbench: the console every signed-in user lands on, the company's
//! apps on it (bought, free and its own services), opening an app (a one-time
//! code, a token or directly, decided by the server), the code exchange for
//! apps' own servers, and the sandbox app that tries it in dev and test.

mod application;
mod demo;
mod error;
mod launch;
mod plugin;
mod sandbox_app;

use kernel::jobs::Job;
use kernel::menu::{MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use utoipa_axum::router::OpenApiRouter;

pub use demo::SANDBOX_APP_KEY;
pub use error::WorkbenchError;
pub use launch::exchange_sign;

pub const NAME: &str = "workbench";

pub mod menus {
    pub const HOME: &str = "workbench.home";
    pub const CONSOLE: &str = "workbench.console";
    pub const PLUGINS: &str = "workbench.launch-plugins";
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
        MenuAccess::Role(kernel::identity::Role::Operator),
    )
    .order(95),
];

struct Workbench;

impl Module for Workbench {
    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/workbench"))
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(application::router()).merge(launch::router()).merge(plugin::router())
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

    fn jobs(&self) -> Vec<Job> {
        vec![launch::cleanup_job()]
    }

    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(state))
    }
}

// After the market (30), whose catalogue the demo apps come from.
kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, order: 40, build: || Box::new(Workbench) }
}

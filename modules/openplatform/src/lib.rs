//! The open platform: partners publish APIs on their apps (reviewed like other app changes),
//! companies that hold an app make credentials and call its APIs through the gateway with
//! signed requests, and every call is paid in points (held before it is forwarded, captured on
//! a 2xx answer, released otherwise) and logged.

mod address;
mod api;
mod call;
mod credential;
#[cfg(feature = "demo")]
mod demo;
mod figures_repo;
mod error;
mod gateway;
mod sandbox;
mod sign;

use services::identity::Role;
use kernel::jobs::Job;
use kernel::menu::{folders, MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use std::sync::Arc;
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;

pub use error::OpenError;

pub const NAME: &str = "openplatform";

pub mod menus {
    pub const FOLDER: &str = "openplatform.folder";
    pub const CREDENTIALS: &str = "openplatform.credentials";
    pub const CALLS: &str = "openplatform.calls";
    pub const PARTNER_APIS: &str = "openplatform.partner-apis";
    pub const DOCS: &str = "openplatform.docs";
    pub const REVIEW: &str = "openplatform.review";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::folder(menus::FOLDER, "/openPlatform", "OpenPlatform", "开放平台", "api").order(47),
    MenuEntry::page(menus::CREDENTIALS, menus::FOLDER, "credentials", "OpenCredentials", "openplatform/Credentials", "接口凭证", MenuAccess::CompanyMain).order(48),
    MenuEntry::page(menus::CALLS, menus::FOLDER, "calls", "OpenCalls", "openplatform/Calls", "调用明细", MenuAccess::CompanyMain).order(49),
    MenuEntry::page(menus::PARTNER_APIS, menus::FOLDER, "apis", "OpenApis", "openplatform/PartnerApis", "接口发布", MenuAccess::CompanyPartner).order(50),
    MenuEntry::page(menus::DOCS, menus::FOLDER, "docs", "OpenDocs", "openplatform/Portal", "开发文档", MenuAccess::CompanyGranted)
        .grant_note("可查看已发布接口的文档与签名方法")
        .order(51),
    MenuEntry::page(menus::REVIEW, folders::OPERATION, "openApiReview", "OpenApiReview", "openplatform/ApiReview", "接口审核", MenuAccess::Role(Role::Operator)).order(97),
];

struct OpenPlatform {
    gateway: Arc<gateway::Gateway>,
}

impl Module for OpenPlatform {
    /// What the gateway keeps of credentials and APIs (`gateway::Gateway`) is dropped when they change.
    fn memo_tables(&self) -> &'static [&'static str] {
        &["open_apis", "open_credentials", "open_secrets", "open_grants"]
    }

    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/openplatform"))
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(api::router()).merge(credential::router()).merge(call::router()).merge(gateway::router(self.gateway.clone()))
    }

    fn sandbox_pages(&self) -> axum::Router<AppState> {
        sandbox::router()
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["openplatform"]
    }

    fn jobs(&self) -> Vec<Job> {
        vec![
            // Calls an instance left pending when it stopped: released, and old nonces forgotten.
            Job { name: "openplatform.settle-calls", every: Duration::from_secs(60), run: |s| Box::pin(async move { gateway::settle_stale(&s).await }) },
            Job { name: "openplatform.purge-calls", every: Duration::from_secs(3600), run: |s| Box::pin(async move { call::purge(&s).await }) },
        ]
    }

    fn seed_scale<'a>(&'a self, state: &'a AppState, scale: &'a kernel::scale::Scale) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(call::repo::seed_scale(&state.db, scale))
    }

    #[cfg(feature = "demo")]
    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(state))
    }
}

// After the workbench (40), whose sandbox app the demo APIs are published on.
kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "开放平台", version: env!("CARGO_PKG_VERSION"), order: 60, build: || Box::new(OpenPlatform { gateway: Default::default() }) }
}

//! Identity: signing in and out, the user-info reply, company members and the
//! operators' company list. Registration, SMS, captcha, profile and
//! sub-account management build on this module.

mod company;
mod demo;
mod error;
mod session;
mod user;

use kernel::jobs::Job;
use kernel::menu::{MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;

pub use demo::DEMO_ACCOUNTS;
pub use error::IdentityError;

pub const NAME: &str = "identity";

/// Menu keys that guard this module's APIs.
pub mod menus {
    pub const COMPANY: &str = "identity.company";
    pub const COMPANY_INFO: &str = "identity.company-info";
    pub const MEMBERS: &str = "identity.members";
    pub const OPERATION: &str = "identity.operation";
    pub const OPERATION_COMPANIES: &str = "identity.operation-companies";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::folder(menus::COMPANY, "/company", "Company", "企业管理", "bank").order(20),
    MenuEntry::page(menus::COMPANY_INFO, menus::COMPANY, "info", "CompanyInfo", "identity/CompanyInfo", "企业信息", MenuAccess::CompanyGranted)
        .order(21),
    MenuEntry::page(menus::MEMBERS, menus::COMPANY, "members", "Members", "identity/Members", "成员管理", MenuAccess::CompanyGranted)
        .order(22),
    MenuEntry::folder(menus::OPERATION, "/operation", "Operation", "运营管理", "setting").order(90).always_show(),
    MenuEntry::page(
        menus::OPERATION_COMPANIES,
        menus::OPERATION,
        "companies",
        "Companies",
        "identity/Companies",
        "企业列表",
        MenuAccess::Role(kernel::identity::Role::Operator),
    )
    .order(91),
];

struct Identity;

impl Module for Identity {
    fn routes(&self) -> OpenApiRouter<AppState> {
        session::router().merge(user::router()).merge(company::router())
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["identity"]
    }

    fn jobs(&self) -> Vec<Job> {
        vec![Job { name: "identity.stale-login-failures", every: Duration::from_secs(3600), run: |s| Box::pin(session::forget_stale_failures(s)) }]
    }

    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(state))
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, order: 10, build: || Box::new(Identity) }
}

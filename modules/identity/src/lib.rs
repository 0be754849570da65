//! Identity: registration, SMS and mail codes, every way to log in, passwords,
//! the user's profile, the user-info reply, the main account's sub-accounts and
//! invitations, switching companies, and the operators' company list.

mod company;
mod company_detail;
#[cfg(feature = "demo")]
mod demo;
mod error;
mod members;
mod password;
mod people;
mod profile;
mod register;
mod session;
mod signin;
mod user;
mod verification;
mod wechat;

use kernel::jobs::Job;
use kernel::menu::{folders, MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;

#[cfg(feature = "demo")]
pub use demo::DEMO_ACCOUNTS;
pub use error::IdentityError;

pub const NAME: &str = "identity";

/// Menu keys that guard this module's APIs.
pub mod menus {
    pub const COMPANY: &str = "identity.company";
    pub const COMPANY_INFO: &str = "identity.company-info";
    pub const MEMBERS: &str = "identity.members";
    pub const OPERATION_COMPANIES: &str = "identity.operation-companies";
    pub const BASE_INFO: &str = "identity.base-info";
    pub const SECURITY: &str = "identity.security";
    pub const SIGN_IN_LOG: &str = "identity.sign-in-log";
    pub const AUDIT_LOG: &str = "identity.audit-log";
    pub const DASHBOARD: &str = "identity.dashboard";
    pub const MODULES: &str = "identity.modules";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::page(menus::BASE_INFO, folders::USER_CENTER, "baseInfo", "BaseInfo", "identity/UserInfo", "个人信息", MenuAccess::AnyUser).order(82),
    MenuEntry::page(menus::SECURITY, folders::USER_CENTER, "security", "Security", "identity/Security", "账号安全", MenuAccess::AnyUser).order(83),
    MenuEntry::folder(menus::COMPANY, "/company", "Company", "企业管理", "bank").order(20),
    // The one enterprise info page is the user centre's (certification's); the sidebar links to it.
    MenuEntry::page(menus::COMPANY_INFO, menus::COMPANY, "/userCenter/userInfo", "CompanyInfo", "certification/EnterpriseInfo", "企业信息", MenuAccess::CompanyGranted)
        .order(21),
    MenuEntry::page(menus::MEMBERS, menus::COMPANY, "members", "Members", "identity/Members", "成员管理", MenuAccess::CompanyGranted)
        .order(22),
    // The kernel's audit trail, shown here: a company's members' sign-ins for its main account, the whole trail for operators.
    MenuEntry::page(menus::SIGN_IN_LOG, menus::COMPANY, "signInLog", "SignInLog", "identity/SignInLog", "登录日志", MenuAccess::CompanyMain).order(23),
    MenuEntry::page(menus::AUDIT_LOG, folders::OPERATION, "auditLog", "AuditLog", "identity/AuditLog", "审计日志", MenuAccess::Role(services::identity::Role::Operator))
        .order(99),
    // The kernel's cockpit for the platform team: the business at a glance, and what this deployment runs.
    MenuEntry::page(menus::DASHBOARD, folders::OPERATION, "dashboard", "Dashboard", "identity/Dashboard", "运营看板", MenuAccess::Role(services::identity::Role::Operator))
        .order(90),
    MenuEntry::page(menus::MODULES, folders::OPERATION, "modules", "Modules", "identity/Modules", "模块与健康", MenuAccess::Role(services::identity::Role::Operator))
        .order(100),
    MenuEntry::page(
        menus::OPERATION_COMPANIES,
        folders::OPERATION,
        "companies",
        "Companies",
        "identity/Companies",
        "企业列表",
        MenuAccess::Role(services::identity::Role::Operator),
    )
    .order(91),
];

struct Identity;

impl Module for Identity {
    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/identity"))
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        session::router()
            .merge(verification::router())
            .merge(register::router())
            .merge(password::router())
            .merge(profile::router())
            .merge(wechat::router())
            .merge(members::router())
            .merge(user::router())
            .merge(company::router())
            .merge(company_detail::router())
    }

    fn sandbox_routes(&self) -> OpenApiRouter<AppState> {
        wechat::sandbox_router()
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["identity"]
    }

    fn jobs(&self) -> Vec<Job> {
        vec![
            Job { name: "identity.inactive-accounts", every: Duration::from_secs(24 * 3600), run: |s| Box::pin(members::suspend_inactive(s)) },
        ]
    }

    #[cfg(feature = "demo")]
    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(state))
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "账号与成员", version: env!("CARGO_PKG_VERSION"), order: 10, build: || Box::new(Identity) }
}

//! Partner suppliers (software, smart-hardware and solution providers): a
//! certified company applies to become one, operators review; a partner
//! registers its apps, gives them launch rules, test-launches them and
//! submits them; operators review; approved apps become market products any
//! company can buy or add, until the partner takes them offline.

mod app;
mod application;
mod error;

use services::identity::Role;
use kernel::menu::{folders, MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;

pub use error::PartnerError;

pub const NAME: &str = "partner";

pub mod menus {
    pub const FOLDER: &str = "partner";
    pub const APPLY: &str = "partner.apply";
    pub const APPS: &str = "partner.apps";
    pub const APPLICATION_REVIEW: &str = "partner.application-review";
    pub const APP_REVIEW: &str = "partner.app-review";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::folder(menus::FOLDER, "/partnerCenter", "PartnerCenter", "合作伙伴", "team").order(45),
    MenuEntry::page(menus::APPLY, menus::FOLDER, "apply", "PartnerApply", "partner/Apply", "入驻申请", MenuAccess::CompanyMain).order(46),
    MenuEntry::page(menus::APPS, menus::FOLDER, "apps", "PartnerApps", "partner/Apps", "应用接入", MenuAccess::CompanyPartner)
        .order(47)
        .grant_note("可接入应用、管理密钥与启动规则、提交审核（企业须为合作伙伴）"),
    MenuEntry::page(
        menus::APPLICATION_REVIEW,
        folders::OPERATION,
        "partnerApplications",
        "PartnerApplications",
        "partner/ApplicationReview",
        "合作伙伴审核",
        MenuAccess::Role(Role::Operator),
    )
    .order(96),
    MenuEntry::page(menus::APP_REVIEW, folders::OPERATION, "partnerApps", "PartnerAppReview", "partner/AppReview", "应用审核", MenuAccess::Role(Role::Operator))
        .order(97),
];

struct Partner;

impl Module for Partner {
    /// Partners' apps as the OpenID Connect provider keeps them (its clients: secrets, redirect URIs, origins) are read from these.
    fn memo_tables(&self) -> &'static [&'static str] {
        &["partner_apps"]
    }

    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/partner"))
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(application::router()).merge(app::router())
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["partner"]
    }

    fn provide(&self, provided: &mut kernel::contracts::Provided) {
        provided.offer::<dyn kernel::contracts::PartnerApps>(Arc::new(app::Apps));
    }

}

// After the market (30) and the workbench (40), whose shelf and launcher it uses.
kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "合作伙伴", version: env!("CARGO_PKG_VERSION"), order: 45, build: || Box::new(Partner) }
}

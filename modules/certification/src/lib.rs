//! Certification: real-name certification of companies and persons, the operators'
//! review queue, private certification images, the company profile (editing,
//! logo, region, agent applications), receiving addresses and invoice headers.

mod address;
mod certification;
mod company_rows_repo;
#[cfg(feature = "demo")]
mod demo;
mod figures_repo;
mod error;
mod images;
mod invoice;
mod profile;

use kernel::menu::{folders, MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use utoipa_axum::router::OpenApiRouter;

pub use error::CertificationError;

pub const NAME: &str = "certification";

pub mod menus {
    pub const ENTERPRISE_INFO: &str = "company.enterprise-info";
    pub const REVIEWS: &str = "company.reviews";
}

const MENUS: &[MenuEntry] = &[
    // The user centre's first page: enterprise info with its address and invoice tabs.
    MenuEntry::page(menus::ENTERPRISE_INFO, folders::USER_CENTER, "userInfo", "EnterpriseInfo", "certification/EnterpriseInfo", "企业信息", MenuAccess::AnyUser)
        .order(81),
    MenuEntry::page(
        menus::REVIEWS,
        folders::OPERATION,
        "certifications",
        "Reviews",
        "certification/Reviews",
        "认证审核",
        MenuAccess::Role(services::identity::Role::Operator),
    )
    .order(92),
];

struct Certification;

impl Module for Certification {
    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/certification"))
    }

    fn sandbox_routes(&self) -> OpenApiRouter<AppState> {
        images::sandbox_router()
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        certification::router()
            .merge(images::router())
            .merge(certification::review::router())
            .merge(profile::router())
            .merge(address::router())
            .merge(invoice::router())
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["certification"]
    }

    fn provide(&self, provided: &mut kernel::contracts::Provided) {
        provided.offer::<dyn kernel::contracts::InvoiceHeaders>(std::sync::Arc::new(invoice::CompanyInvoiceHeaders));
        provided.offer::<dyn kernel::contracts::CompanyDetails>(std::sync::Arc::new(profile::Details));
    }

    #[cfg(feature = "demo")]
    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(state))
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "企业认证", version: env!("CARGO_PKG_VERSION"), order: 15, build: || Box::new(Certification) }
}

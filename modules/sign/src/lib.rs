//! E-signature: a company's main account opens the service (after company and
//! personal certification) and gets its certificate from the provider and its
//! seals; paid orders bring service contracts (the kernel's contract service),
//! which the main account signs on the provider's signing page; the signed PDF
//! and its detached CMS signature are kept and can be downloaded.

mod account;
mod contract;
mod document;
mod error;
mod sandbox;
mod seal;

use kernel::menu::{MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use utoipa_axum::router::OpenApiRouter;

pub use error::SignError;

pub const NAME: &str = "sign";

pub mod menus {
    pub const FOLDER: &str = "sign";
    pub const CONTRACTS: &str = "sign.contracts";
    pub const SEALS: &str = "sign.seals";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::folder(menus::FOLDER, "/sign", "Sign", "电子签章", "audit").order(35),
    MenuEntry::page(menus::CONTRACTS, menus::FOLDER, "contracts", "Contracts", "sign/Contracts", "合同管理", MenuAccess::CompanyGranted)
        .order(36)
        .grant_note("可查看、下载合同；签署合同须由企业主账号完成"),
    MenuEntry::page(menus::SEALS, menus::FOLDER, "seals", "Seals", "sign/Seals", "印章管理", MenuAccess::CompanyMain).order(37),
];

struct Sign;

impl Module for Sign {
    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/sign"))
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(account::router()).merge(contract::router())
    }

    fn sandbox_pages(&self) -> axum::Router<AppState> {
        sandbox::pages()
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["sign"]
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, order: 38, build: || Box::new(Sign) }
}

//! E-signature: a company's main account opens the service (after company and
//! personal certification) and gets its certificate from the provider and its
//! seals; paid orders bring service contracts (the kernel's contract service),
//! which 甲方 (the platform) signs and certifies when they are made and the
//! main account signs on the provider's signing page, both as PAdES signatures
//! inside the PDF with trusted time and validation data (`pades`); anyone can
//! verify a contract's PDF (合同验签).

mod account;
mod appearance;
mod contract;
mod document;
mod error;
mod pades;
mod sandbox;
mod seal;
mod timestamp;
mod verify;

use kernel::jobs::Job;
use kernel::menu::{MenuAccess, MenuEntry};
use std::time::Duration;
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

    fn jobs(&self) -> Vec<Job> {
        // 甲方 signs contracts as they are made (a page that needs one sooner certifies it itself).
        vec![Job { name: "sign.certify-contracts", every: Duration::from_secs(30), run: |s| Box::pin(async move { contract::certify_new(&s).await }) }]
    }

    fn warm_up(&self, state: AppState) {
        // The font is checked at start and said plainly (a failure is not kept: installing the font mends it).
        match document::font(&state.config.esign.font_path, state.config.esign.font_index) {
            Ok(_) => tracing::info!(path = %state.config.esign.font_path.display(), "contract font ready"),
            Err(e) => tracing::error!(error = %e, "contract font unavailable: contracts cannot be made until it is installed"),
        }
        tokio::spawn(async move {
            match account::seal_plain_keys(&state).await {
                Ok(0) => {}
                Ok(n) => tracing::info!(keys = n, "sealed companies' signing keys stored in plain form"),
                Err(e) => tracing::error!(error = %e, "could not seal stored signing keys"),
            }
        });
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "电子合同", version: env!("CARGO_PKG_VERSION"), order: 38, build: || Box::new(Sign) }
}

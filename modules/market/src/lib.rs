//! The market: what the public site shows (the product catalogue, solutions,
//! cases, scenes, service platforms, experts, suppliers, factory videos, help
//! documents, agreements and site settings that visitors read), the messages,
//! feedback and customer-service conversations they send, full-text search over
//! it all (and over what other areas publish, such as notices), the content
//! revision of the public site, and the operators' API that manages it
//! (`/ptd-industry/manage/...`, menus under 内容管理).

mod agreement;
mod application_scene;
mod banner;
mod catalogue;
mod channel;
mod chat;
mod cooperation_case;
#[cfg(feature = "demo")]
mod demo;
mod error;
mod expert;
mod factory;
mod fields;
mod files;
mod help;
mod manage;
mod message;
mod product;
mod product_category;
mod program;
mod search;
mod search_index;
mod service_platform;
mod shared;
mod site_setting;
mod store;
mod supplier;
mod top_advertising;

use services::identity::Role;
use kernel::menu::{MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;

pub use error::MarketError;

pub const NAME: &str = "market";

/// SHA-384 of `migrations/market/3002_content.sql` as first released (see `migrations`).
const CONTENT_3002_FIRST_CHECKSUM: &str =
    "b3ebe9f5db7ee1e55c96119b16c413ccb4ecf25a53a89edd06f35d7783a9e1df1ba5ae07c60128ba4551fb6da400cbdc";

/// Menu keys of the operators' content console.
pub mod menus {
    pub use kernel::menu::folders::CONTENT;
    pub const PRODUCTS: &str = "content.products";
    pub const CHANNELS: &str = "content.channels";
    pub const ADVERTISING: &str = "content.advertising";
    pub const PROGRAMS: &str = "content.programs";
    pub const CASES: &str = "content.cases";
    pub const SCENES: &str = "content.scenes";
    pub const PLATFORMS: &str = "content.service-platforms";
    pub const EXPERTS: &str = "content.experts";
    pub const SUPPLIERS: &str = "content.suppliers";
    pub const VIDEOS: &str = "content.factory-videos";
    pub const HELP: &str = "content.help-docs";
    pub const AGREEMENTS: &str = "content.agreements";
    pub const SITE_SETTINGS: &str = "content.site-settings";
    pub const MESSAGES: &str = "content.messages";
}

const OPERATOR: MenuAccess = MenuAccess::Role(Role::Operator);

/// A page of the content console (内容管理), for operators.
const fn page(key: &'static str, path: &'static str, name: &'static str, component: &'static str, title: &'static str, order: i32) -> MenuEntry {
    MenuEntry::page(key, menus::CONTENT, path, name, component, title, OPERATOR).order(order)
}

const MENUS: &[MenuEntry] = &[
    page(menus::PRODUCTS, "products", "ContentProducts", "market/Products", "产品管理", 81),
    page(menus::CHANNELS, "channels", "ContentChannels", "market/Channels", "栏目管理", 82),
    page(menus::ADVERTISING, "advertising", "ContentAdvertising", "market/Advertising", "广告与轮播图", 83),
    page(menus::PROGRAMS, "programs", "ContentPrograms", "market/Programs", "解决方案", 84),
    page(menus::CASES, "cases", "ContentCases", "market/Cases", "合作案例", 85),
    page(menus::SCENES, "scenes", "ContentScenes", "market/Scenes", "应用场景", 86),
    page(menus::PLATFORMS, "service-platforms", "ContentServicePlatforms", "market/ServicePlatforms", "服务平台", 87),
    page(menus::EXPERTS, "experts", "ContentExperts", "market/Experts", "共享专家", 88),
    page(menus::SUPPLIERS, "suppliers", "ContentSuppliers", "market/Suppliers", "合作伙伴", 89),
    page(menus::VIDEOS, "factory-videos", "ContentFactoryVideos", "market/FactoryVideos", "数字工厂视频", 90),
    page(menus::HELP, "help-docs", "ContentHelpDocs", "market/HelpDocs", "帮助文档", 91),
    page(menus::AGREEMENTS, "agreements", "ContentAgreements", "market/Agreements", "协议与隐私", 93),
    page(menus::SITE_SETTINGS, "site-settings", "ContentSiteSettings", "market/SiteSettings", "站点设置", 94),
    page(menus::MESSAGES, "messages", "ContentMessages", "market/Messages", "留言与反馈", 95),
];

/// The module owns its read cache and search index; each built app has its own.
struct Market {
    shared: Arc<shared::Shared>,
}

impl Module for Market {
    /// What the catalogue contract answers is kept by other areas (the OpenID
    /// Connect provider's clients, services opened, offers ordered), so it is read from these.
    fn memo_tables(&self) -> &'static [&'static str] {
        &["products", "product_domains", "product_versions", "product_version_functions", "product_categories"]
    }

    fn warm_up(&self, state: AppState) {
        let shared = self.shared.clone();
        tokio::spawn(async move {
            if let Err(e) = shared.search.warm(&state).await {
                tracing::warn!(error = %e, "the search index could not be built at start; the first search builds it");
            }
        });
    }

    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        let mut migrator = sqlx::migrate!("../../migrations/market");
        // 3002 once made the notice tables too, which the notices area now makes (its 9001,
        // when missing). Databases that ran it keep its first checksum, so that one is pinned.
        migrator.migrations = migrator
            .migrations
            .iter()
            .cloned()
            .map(|mut m| {
                if m.version == 3002 {
                    m.checksum = hex::decode(CONTENT_3002_FIRST_CHECKSUM).expect("hex").into();
                }
                m
            })
            .collect::<Vec<_>>()
            .into();
        Some(migrator)
    }

    fn provide(&self, provided: &mut kernel::contracts::Provided) {
        provided.offer::<dyn kernel::contracts::SiteContent>(Arc::new(store::MarketSite(self.shared.clock.clone())));
        provided.offer::<dyn kernel::contracts::Catalogue>(Arc::new(catalogue::MarketCatalogue));
        provided.offer::<dyn kernel::contracts::Shelf>(Arc::new(catalogue::MarketShelf));
    }

    /// The customer-service chat is a sandbox service: without a real provider it is switched off.
    fn sandbox_routes(&self) -> OpenApiRouter<AppState> {
        chat::router()
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new()
            .merge(channel::router())
            .merge(top_advertising::router())
            .merge(banner::router())
            .merge(cooperation_case::router())
            .merge(application_scene::router())
            .merge(service_platform::router())
            .merge(product::router())
            .merge(product_category::router())
            .merge(program::router())
            .merge(expert::router())
            .merge(supplier::router())
            .merge(factory::router())
            .merge(help::router())
            .merge(agreement::router())
            .merge(site_setting::router())
            .merge(message::router())
            .merge(search::router())
            .merge(files::router())
            .layer(axum::Extension(self.shared.clone()))
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["market", "site"]
    }

    #[cfg(feature = "demo")]
    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(demo::seed(state))
    }

    fn seed_scale<'a>(&'a self, state: &'a AppState, scale: &'a kernel::scale::Scale) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async move {
            catalogue::repo::seed_scale(&state.db, scale).await?;
            help::repo::seed_scale(&state.db, scale).await
        })
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "产品市场与内容", version: env!("CARGO_PKG_VERSION"), order: 30, build: || Box::new(Market { shared: Arc::new(shared::Shared::new()) }) }
}

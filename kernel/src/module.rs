//! Business modules plug into the kernel here. A module crate submits a
//! [`ModuleDescriptor`] with `inventory`; the kernel builds the enabled ones (in
//! `order`, since inventory has none) and takes their routes, menus, remotes,
//! jobs and demo data. A disabled module contributes nothing.

use crate::config::Config;
use crate::jobs::Job;
use crate::menu::{MenuEntry, MenuRegistry};
use crate::state::{AppState, Areas};
use futures::future::BoxFuture;
use utoipa_axum::router::OpenApiRouter;

pub trait Module: Send + Sync + 'static {
    /// API routes, with their paths relative to `/api`.
    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new()
    }
    /// The area's own schema, `sqlx::migrate!("../../migrations/<area>")`: run
    /// after the kernel's, and only when the module is enabled.
    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        None
    }
    /// The area's tables that what it keeps per signed-in caller (`CurrentUser::memo`)
    /// is made of: any change to them, by any instance, drops the kept callers
    /// as a change to the kernel's users or grants does (`Db::follow_for_callers`).
    fn caller_tables(&self) -> &'static [&'static str] {
        &[]
    }
    /// Routes of sandbox providers (a WeChat authorize page, a cashier, ...):
    /// merged only in the dev and test profiles, so elsewhere they do not exist.
    fn sandbox_routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new()
    }
    /// Pages of sandbox services outside `/api` (a sandbox app), merged only in the dev and test profiles.
    fn sandbox_pages(&self) -> axum::Router<AppState> {
        axum::Router::new()
    }
    fn menus(&self) -> &'static [MenuEntry] {
        &[]
    }
    /// Names of the federated front-end remotes whose pages this module's menus name.
    fn remotes(&self) -> &'static [&'static str] {
        &[]
    }
    fn jobs(&self) -> Vec<Job> {
        Vec::new()
    }
    /// Work the served instance does once at start, in the background, so the
    /// first visitors do not wait for it (the market builds its search index).
    fn warm_up(&self, _state: AppState) {}
    /// The catalogue this module keeps for the others (the market's products).
    fn catalogue(&self) -> Option<std::sync::Arc<dyn crate::catalogue::Catalogue>> {
        None
    }
    /// What partners put on the market (the market's).
    fn shelf(&self) -> Option<std::sync::Arc<dyn crate::catalogue::Shelf>> {
        None
    }
    /// Partners' apps by app key (the partner module's).
    fn partner_apps(&self) -> Option<std::sync::Arc<dyn crate::catalogue::PartnerApps>> {
        None
    }
    /// Opening apps and their launch rules (the workbench's).
    fn launcher(&self) -> Option<std::sync::Arc<dyn crate::state::Launcher>> {
        None
    }
    /// Products' sales (the orders module's).
    fn sales(&self) -> Option<std::sync::Arc<dyn crate::catalogue::Sales>> {
        None
    }
    /// The company's invoice headers (the certification module's).
    fn invoice_headers(&self) -> Option<std::sync::Arc<dyn crate::catalogue::InvoiceHeaders>> {
        None
    }
    /// The company's details beside its row (the certification module's).
    fn company_details(&self) -> Option<std::sync::Arc<dyn crate::catalogue::CompanyDetails>> {
        None
    }
    /// The company's points account (the account module's).
    fn points_account(&self) -> Option<std::sync::Arc<dyn crate::catalogue::PointsAccount>> {
        None
    }
    /// The public site's content revision (the market's).
    fn site_content(&self) -> Option<std::sync::Arc<dyn crate::site::SiteContent>> {
        None
    }
    /// Documents this module publishes for the site search.
    fn public_documents(&self) -> Option<std::sync::Arc<dyn crate::site::PublicDocuments>> {
        None
    }
    /// What this module's payments do when they succeed (an order paid, points credited).
    fn payment_purposes(&self) -> Vec<std::sync::Arc<dyn crate::payments::PaymentPurpose>> {
        Vec::new()
    }
    /// Fills demo data on a first run outside production; must be idempotent.
    fn seed_demo<'a>(&'a self, _state: &'a AppState) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async { Ok(()) })
    }
}

pub struct ModuleDescriptor {
    pub name: &'static str,
    pub order: i32,
    pub build: fn() -> Box<dyn Module>,
}

inventory::collect!(ModuleDescriptor);

/// Every module linked into this binary, in start-up order.
pub fn linked() -> Vec<&'static ModuleDescriptor> {
    let mut all: Vec<_> = inventory::iter::<ModuleDescriptor>.into_iter().collect();
    all.sort_by_key(|d| (d.order, d.name));
    all
}

/// The enabled modules of this deployment, built once at start.
pub struct Registry {
    pub modules: Vec<(&'static str, Box<dyn Module>)>,
    pub menus: MenuRegistry,
    pub remotes: Vec<&'static str>,
}

impl Registry {
    pub fn from_config(config: &Config) -> Self {
        let modules: Vec<(&'static str, Box<dyn Module>)> =
            linked().into_iter().filter(|d| config.module_enabled(d.name)).map(|d| (d.name, (d.build)())).collect();
        let menus = MenuRegistry::new(
            crate::menu::folders::ENTRIES.iter().copied().chain(modules.iter().flat_map(|(_, m)| m.menus().iter().copied())).collect(),
        );
        let mut remotes: Vec<&'static str> = modules.iter().flat_map(|(_, m)| m.remotes().iter().copied()).collect();
        remotes.sort_unstable();
        remotes.dedup();
        Self { modules, menus, remotes }
    }

    pub fn names(&self) -> Vec<&'static str> {
        self.modules.iter().map(|(n, _)| *n).collect()
    }

    /// What the state needs of the enabled modules.
    pub fn areas(&self) -> Areas {
        Areas {
            names: self.names(),
            menus: self.menus.clone(),
            remotes: self.remotes.clone(),
            migrations: self.modules.iter().filter_map(|(_, m)| m.migrations()).collect(),
            caller_tables: self.modules.iter().flat_map(|(_, m)| m.caller_tables().iter().copied()).collect(),
            catalogue: self.modules.iter().find_map(|(_, m)| m.catalogue()),
            shelf: self.modules.iter().find_map(|(_, m)| m.shelf()),
            partner_apps: self.modules.iter().find_map(|(_, m)| m.partner_apps()),
            launcher: self.modules.iter().find_map(|(_, m)| m.launcher()),
            sales: self.modules.iter().find_map(|(_, m)| m.sales()),
            invoice_headers: self.modules.iter().find_map(|(_, m)| m.invoice_headers()),
            company_details: self.modules.iter().find_map(|(_, m)| m.company_details()),
            points_account: self.modules.iter().find_map(|(_, m)| m.points_account()),
            purposes: self.modules.iter().flat_map(|(_, m)| m.payment_purposes()).collect(),
            site_content: self.modules.iter().find_map(|(_, m)| m.site_content()),
            public_documents: self.modules.iter().filter_map(|(_, m)| m.public_documents()).collect(),
        }
    }

    /// Every job of the kernel and of the enabled modules.
    pub fn jobs(&self) -> Vec<Job> {
        crate::jobs::kernel_jobs().into_iter().chain(crate::payments::routes::jobs()).chain(self.modules.iter().flat_map(|(_, m)| m.jobs())).collect()
    }
}

/// Builds the enabled modules for a configuration and the state they share:
/// connects, migrates and makes the services.
pub async fn start(config: Config) -> anyhow::Result<(AppState, Registry)> {
    let registry = Registry::from_config(&config);
    let state = AppState::new(config, registry.areas()).await?;
    Ok((state, registry))
}

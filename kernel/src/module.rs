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
    /// The area's tables that what is kept in memory (`CurrentUser::memo`,
    /// `callers::Kept`) is made of and that operators or partners change now
    /// and then (the catalogue, registrations): any change to them, by any
    /// instance, drops what was made of them (`Db::follow_for_memos`); the
    /// callers themselves stay.
    fn memo_tables(&self) -> &'static [&'static str] {
        &[]
    }
    /// The area's tables that users' own requests write all the time (orders):
    /// a change drops only what was declared to read them (`callers::Reads::Activity`),
    /// so an order placed leaves the kept catalogue and clients in place.
    fn activity_tables(&self) -> &'static [&'static str] {
        &[]
    }
    /// Activity tables whose rows, once written, only change or go when what
    /// was kept of them ends (issued tokens): their changes and removals drop
    /// it, new rows do not.
    fn activity_ended_tables(&self) -> &'static [&'static str] {
        &[]
    }
    /// Routes of sandbox providers (a WeChat authorize page, a cashier, ...):
    /// merged only in the dev and test profiles, so elsewhere they do not exist.
    fn sandbox_routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new()
    }
    /// Routes outside `/api` whose paths a standard fixes (`/.well-known/…`), in every profile.
    fn pages(&self) -> axum::Router<AppState> {
        axum::Router::new()
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
    /// Services built once the database is open, kept in the state by their type
    /// (`AppState::shared`): the shared business services' payments and plugin host.
    fn shared(&self, _base: &crate::state::Base<'_>, _shared: &mut crate::state::Shared) -> anyhow::Result<()> {
        Ok(())
    }
    /// Routes below `/api`, by their whole path, that keep out of the API document but
    /// pass the API's middleware: webhooks whose contract is another party's (WeChat Pay's notification).
    fn undocumented_routes(&self) -> axum::Router<AppState> {
        axum::Router::new()
    }
    /// What this module offers the other areas (`contracts`): its catalogue,
    /// shelf, launcher, points account, payment purposes... Each contract is
    /// looked up by its trait, so the kernel names none of them here.
    fn provide(&self, _provided: &mut crate::contracts::Provided) {}
    /// Fills demo data on a first run outside production; must be idempotent.
    fn seed_demo<'a>(&'a self, _state: &'a AppState) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async { Ok(()) })
    }
    /// Fills the area's own tables with a large platform's year for the scale bench
    /// (`crate::scale`), on a database that holds the demo data and nothing more.
    fn seed_scale<'a>(&'a self, _state: &'a AppState, _scale: &'a crate::scale::Scale) -> BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(async { Ok(()) })
    }
}

pub struct ModuleDescriptor {
    pub name: &'static str,
    /// Its name for operators (模块与健康).
    pub title: &'static str,
    /// Its crate's version.
    pub version: &'static str,
    pub order: i32,
    pub build: fn() -> Box<dyn Module>,
}

inventory::collect!(ModuleDescriptor);

/// The shared business services (`services`): users, companies, apps, payments,
/// contracts, to-dos, messages, verification codes, captcha, the plugin host.
/// Linked into every binary, always enabled and built before the modules, it
/// plugs in like one of them.
pub struct Foundation {
    pub title: &'static str,
    pub version: &'static str,
    pub build: fn() -> Box<dyn Module>,
}

inventory::collect!(Foundation);

pub use crate::deployment::FOUNDATION;

/// The stand-ins for outside services (the `sandbox` crate): submitted with
/// `inventory` when the binary links them, used only in the dev and test
/// profiles (`Config::sandboxes`).
pub struct Sandbox {
    /// Where its WeChat Pay gateway is served, below the instance's own address.
    pub wechatpay_path: &'static str,
    /// Its pages outside `/api` (the gateway, the cashier).
    pub pages: fn() -> axum::Router<AppState>,
    /// Its e-signature provider.
    pub esign: fn(&Config) -> std::sync::Arc<dyn crate::providers::esign::EsignProvider>,
}

inventory::collect!(Sandbox);

/// The sandbox linked into this binary, when this profile takes sandboxes.
pub fn sandbox(config: &Config) -> Option<&'static Sandbox> {
    if !config.sandboxes() {
        return None;
    }
    inventory::iter::<Sandbox>.into_iter().next()
}

/// Every module linked into this binary, in start-up order.
pub fn linked() -> Vec<&'static ModuleDescriptor> {
    let mut all: Vec<_> = inventory::iter::<ModuleDescriptor>.into_iter().collect();
    all.sort_by_key(|d| (d.order, d.name));
    all
}

/// The enabled modules of this deployment, built once at start.
pub struct Registry {
    pub modules: Vec<(&'static str, Box<dyn Module>)>,
    /// What 模块与健康 shows of each: the kernel first, then the enabled modules.
    pub catalogue: Vec<crate::deployment::ModuleInfo>,
    pub menus: MenuRegistry,
    pub remotes: Vec<&'static str>,
}

impl Registry {
    pub fn from_config(config: &Config) -> Self {
        let foundation = inventory::iter::<Foundation>.into_iter().next().expect("the shared business services (the services crate) are linked into the binary");
        let enabled: Vec<&'static ModuleDescriptor> = linked().into_iter().filter(|d| config.module_enabled(d.name)).collect();
        let modules: Vec<(&'static str, Box<dyn Module>)> =
            std::iter::once((FOUNDATION, (foundation.build)())).chain(enabled.iter().map(|d| (d.name, (d.build)()))).collect();
        let menus = MenuRegistry::new(
            crate::menu::folders::ENTRIES.iter().copied().chain(modules.iter().flat_map(|(_, m)| m.menus().iter().copied())).collect(),
        );
        use crate::deployment::ModuleInfo;
        let kernel = ModuleInfo {
            name: "kernel",
            title: "平台内核",
            version: env!("CARGO_PKG_VERSION"),
            menus: ModuleInfo::menus_of(crate::menu::folders::ENTRIES, &menus),
            jobs: kernel_jobs().map(|j| (j.name, j.every)).collect(),
            migrations: {
                // The kernel's own, and those of this deployment's database only.
                let [own, sqlite, postgres] = crate::db::Db::kernel_migrations();
                let dialect = match crate::db::Backend::of(&config.database_url()) {
                    crate::db::Backend::Sqlite => sqlite,
                    crate::db::Backend::Postgres => postgres,
                };
                let mut all = ModuleInfo::migrations_of(Some(&own));
                all.extend(ModuleInfo::migrations_of(Some(&dialect)));
                all.sort_by_key(|(v, _)| *v);
                all
            },
        };
        // The shared services and then each enabled module, by what it declares.
        let names = std::iter::once((FOUNDATION, foundation.title, foundation.version)).chain(enabled.iter().map(|d| (d.name, d.title, d.version)));
        let catalogue = std::iter::once(kernel)
            .chain(names.zip(&modules).map(|((name, title, version), (_, m))| ModuleInfo {
                name,
                title,
                version,
                menus: ModuleInfo::menus_of(m.menus(), &menus),
                jobs: m.jobs().into_iter().map(|j| (j.name, j.every)).collect(),
                migrations: ModuleInfo::migrations_of(m.migrations().as_ref()),
            }))
            .collect();
        let mut remotes: Vec<&'static str> = modules.iter().flat_map(|(_, m)| m.remotes().iter().copied()).collect();
        remotes.sort_unstable();
        remotes.dedup();
        Self { modules, catalogue, menus, remotes }
    }

    /// The enabled modules' names (the shared services are no module a deployment turns off).
    pub fn names(&self) -> Vec<&'static str> {
        self.modules.iter().map(|(n, _)| *n).filter(|n| *n != FOUNDATION).collect()
    }

    /// What the state needs of the enabled modules.
    pub fn areas(&self) -> Areas {
        Areas {
            names: self.names(),
            catalogue: self.catalogue.clone(),
            menus: self.menus.clone(),
            remotes: self.remotes.clone(),
            migrations: self.modules.iter().filter_map(|(_, m)| m.migrations()).collect(),
            memo_tables: self.modules.iter().flat_map(|(_, m)| m.memo_tables().iter().copied()).collect(),
            activity_tables: self.modules.iter().flat_map(|(_, m)| m.activity_tables().iter().copied()).collect(),
            activity_ended_tables: self.modules.iter().flat_map(|(_, m)| m.activity_ended_tables().iter().copied()).collect(),
            provided: {
                let mut provided = crate::contracts::Provided::default();
                for (_, module) in &self.modules {
                    module.provide(&mut provided);
                }
                provided
            },
            esign: None,
            wechatpay_sandbox: None,
        }
    }

    /// What the shared services and the modules keep in the state by type.
    pub fn shared(&self, base: &crate::state::Base<'_>) -> anyhow::Result<crate::state::Shared> {
        let mut shared = crate::state::Shared::default();
        for (_, module) in &self.modules {
            module.shared(base, &mut shared)?;
        }
        Ok(shared)
    }

    /// Every job of the kernel and of the enabled modules.
    pub fn jobs(&self) -> Vec<Job> {
        kernel_jobs().chain(self.modules.iter().flat_map(|(_, m)| m.jobs())).collect()
    }
}

/// The platform's own jobs.
fn kernel_jobs() -> impl Iterator<Item = Job> {
    crate::jobs::kernel_jobs().into_iter()
}

/// Builds the enabled modules for a configuration and the state they share:
/// connects, migrates and makes the services.
pub async fn start(config: Config) -> anyhow::Result<(AppState, Registry)> {
    let registry = Registry::from_config(&config);
    let mut areas = registry.areas();
    if let Some(sandbox) = sandbox(&config) {
        areas.esign = Some((sandbox.esign)(&config));
        areas.wechatpay_sandbox = Some(sandbox.wechatpay_path);
    }
    let state = AppState::new(config, areas, |base| registry.shared(base)).await?;
    Ok((state, registry))
}

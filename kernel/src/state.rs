//! The one state type every handler receives: configuration and services
//! (database, ids, tokens, menus, providers). It knows nothing of the module
//! registry, which builds it (`module::start`), so no import circle joins them.

use crate::catalogue::{Catalogue, CompanyDetails, InvoiceHeaders, PartnerApps, PointsAccount, Sales, Shelf};
use crate::config::Config;
use crate::payments::{PaymentPurpose, Payments};
use crate::db::Db;
use crate::ids::IdGenerator;
use crate::menu::MenuRegistry;
use crate::site::{PublicDocuments, SiteContent};
use crate::tokens::TokenService;
use crate::providers::mail::{MailProvider, OutboxMail};
use crate::providers::sms::{OutboxSms, SmsProvider};
use crate::providers::storage::ObjectStorage;
use std::sync::Arc;

/// What the enabled modules bring to the state: their names, menus, remotes and schemas.
pub struct Areas {
    pub names: Vec<&'static str>,
    pub menus: MenuRegistry,
    pub remotes: Vec<&'static str>,
    pub migrations: Vec<sqlx::migrate::Migrator>,
    /// The areas' tables whose changes drop the kept callers (`Module::caller_tables`).
    pub caller_tables: Vec<&'static str>,
    pub catalogue: Option<Arc<dyn Catalogue>>,
    pub shelf: Option<Arc<dyn Shelf>>,
    pub partner_apps: Option<Arc<dyn PartnerApps>>,
    pub launcher: Option<Arc<dyn Launcher>>,
    pub sales: Option<Arc<dyn Sales>>,
    pub invoice_headers: Option<Arc<dyn InvoiceHeaders>>,
    pub company_details: Option<Arc<dyn CompanyDetails>>,
    pub points_account: Option<Arc<dyn PointsAccount>>,
    pub purposes: Vec<Arc<dyn PaymentPurpose>>,
    pub site_content: Option<Arc<dyn SiteContent>>,
    pub public_documents: Vec<Arc<dyn PublicDocuments>>,
}

/// The state handlers receive: one pointer to the services, so the clone every
/// request makes of it costs one reference count, not one per service.
#[derive(Clone)]
pub struct AppState(Arc<Services>);

impl std::ops::Deref for AppState {
    type Target = Services;

    fn deref(&self) -> &Services {
        &self.0
    }
}

/// Configuration and services, shared by every request through [`AppState`].
pub struct Services {
    pub config: Arc<Config>,
    pub db: Db,
    pub ids: Arc<IdGenerator>,
    pub tokens: Arc<TokenService>,
    /// The menus of the enabled modules, filtered per caller.
    pub menus: Arc<MenuRegistry>,
    /// Names of the enabled modules and of their front-end remotes.
    pub modules: Arc<[&'static str]>,
    pub remotes: Arc<[&'static str]>,
    pub sms: Arc<dyn SmsProvider>,
    pub mail: Arc<dyn MailProvider>,
    pub storage: ObjectStorage,
    pub payments: Arc<Payments>,
    /// The launch-rule plugin host (wasmtime).
    pub plugins: Arc<crate::plugins::PluginHost>,
    /// The market's catalogue; None when the market module is disabled.
    pub catalogue: Option<Arc<dyn Catalogue>>,
    /// The market's shelf, where partners' approved apps and partners go; None when the market is disabled.
    pub shelf: Option<Arc<dyn Shelf>>,
    /// The partner module's apps by app key; None when it is disabled.
    pub partner_apps: Option<Arc<dyn PartnerApps>>,
    /// The workbench's app launch; None when it is disabled.
    pub launcher: Option<Arc<dyn Launcher>>,
    /// The orders module's sales figures; None when it is disabled.
    pub sales: Option<Arc<dyn Sales>>,
    /// The certification module's invoice headers; None when it is disabled.
    pub invoice_headers: Option<Arc<dyn InvoiceHeaders>>,
    /// The certification module's company details (region, licence); None when it is disabled.
    pub company_details: Option<Arc<dyn CompanyDetails>>,
    /// The account module's points account; None when it is disabled.
    pub points_account: Option<Arc<dyn PointsAccount>>,
    /// The market's content revision of the public site; None when the market is disabled.
    pub site_content: Option<Arc<dyn SiteContent>>,
    /// Documents other areas publish for the site search (the notices').
    pub public_documents: Arc<[Arc<dyn PublicDocuments>]>,
    /// The e-signature provider: the sandbox in the dev and test profiles, none elsewhere until one is configured.
    pub esign: Option<Arc<dyn crate::esign::provider::EsignProvider>>,
    /// Signed-in callers kept between requests, dropped on any change (`callers`).
    pub callers: Arc<crate::callers::Callers>,
    /// Set once the instance was asked to stop: /readyz says so while requests are still served.
    pub draining: Arc<std::sync::atomic::AtomicBool>,
}

impl AppState {
    /// Connects the database, runs the kernel's and the enabled areas' migrations, and builds the services.
    pub async fn new(config: Config, areas: Areas) -> anyhow::Result<Self> {
        std::fs::create_dir_all(&config.data_dir)?;
        let db = Db::connect(&config.database_url()).await?;
        db.migrate(areas.migrations).await?;
        db.follow_for_callers(&[crate::callers::KERNEL_TABLES, &areas.caller_tables].concat()).await?;
        let ids = Arc::new(IdGenerator::new(config.node_id));
        let callers = Arc::new(crate::callers::Callers::default());
        crate::callers::Callers::follow(&callers, &db, &config.database_url());
        Ok(Self(Arc::new(Services {
            callers,
            tokens: Arc::new(TokenService::new(&config.auth.jwt_secret, config.auth.token_ttl_hours)),
            menus: Arc::new(areas.menus),
            modules: areas.names.into(),
            remotes: areas.remotes.into(),
            sms: Arc::new(OutboxSms { db: db.clone(), ids: ids.clone() }),
            mail: Arc::new(OutboxMail { db: db.clone(), ids: ids.clone() }),
            storage: ObjectStorage::from_config(&config.storage, &config.data_dir.join("objects"))?,
            payments: Arc::new(Payments::new(db.clone(), ids.clone(), &config.pay, Payments::gateway_for(&config)?, areas.purposes, areas.points_account.clone())),
            plugins: crate::plugins::PluginHost::new()?,
            catalogue: areas.catalogue,
            shelf: areas.shelf,
            partner_apps: areas.partner_apps,
            launcher: areas.launcher,
            sales: areas.sales,
            invoice_headers: areas.invoice_headers,
            company_details: areas.company_details,
            points_account: areas.points_account,
            site_content: areas.site_content,
            public_documents: areas.public_documents.into(),
            draining: Arc::new(std::sync::atomic::AtomicBool::new(false)),
            esign: if config.sandboxes() {
                Some(Arc::new(crate::esign::sandbox::SandboxEsign::new(&config.auth.jwt_secret)) as Arc<dyn crate::esign::provider::EsignProvider>)
            } else {
                None
            },
            config: Arc::new(config),
            db,
            ids,
        })))
    }

    pub fn next_id(&self) -> i64 {
        self.ids.next_id()
    }

    /// The public content's revision (`SiteContent`), or 0 without the market:
    /// what a value made of catalogue data is kept under.
    pub async fn content_revision(&self) -> Result<i64, crate::KernelError> {
        match &self.site_content {
            Some(site) => site.revision(&self.db).await,
            None => Ok(0),
        }
    }
}

/// Opening apps and their launch rules: implemented by the workbench, which
/// owns launch codes, launch rules and launch counts.
pub trait Launcher: Send + Sync + 'static {
    /// Opens `app` for `by` exactly as the console does (its rule first, then
    /// a one-time code, a token or directly) and counts the launch; answers the address.
    fn launch<'a>(&'a self, state: &'a AppState, by: &'a crate::catalogue::LaunchBy, app: &'a crate::catalogue::Domain) -> futures::future::BoxFuture<'a, Result<Result<String, crate::catalogue::LaunchRefused>, crate::KernelError>>;
    /// Checks a launch rule for the app (exports, imports, ABI, size, a dry run)
    /// with no host permission, stores it and enables it.
    fn attach_rule<'a>(&'a self, state: &'a AppState, app_key: &'a str, wasm: Vec<u8>, uploaded_by: i64) -> futures::future::BoxFuture<'a, Result<Result<crate::catalogue::RuleVersion, crate::catalogue::LaunchRefused>, crate::KernelError>>;
    /// The app's enabled rule, when it has one.
    fn rule<'a>(&'a self, db: &'a crate::db::Db, app_key: &'a str) -> futures::future::BoxFuture<'a, Result<Option<crate::catalogue::RuleVersion>, crate::KernelError>>;
    /// Launches per day (YYYY-MM-DD, count) since `since_ms`, oldest first.
    fn launches<'a>(&'a self, db: &'a crate::db::Db, app_key: &'a str, since_ms: i64) -> futures::future::BoxFuture<'a, Result<Vec<(String, i64)>, crate::KernelError>>;
}

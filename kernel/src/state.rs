//! The one state type every handler receives: configuration and services
//! (database, ids, tokens, menus, providers) and what the areas offer each
//! other (`contracts`). It knows nothing of the module registry, which builds
//! it (`module::start`), so no import circle joins them.

use crate::contracts::{Contract, Provided, SiteContent};
use crate::config::Config;
use crate::db::Db;
use crate::ids::IdGenerator;
use crate::menu::MenuRegistry;
use crate::tokens::TokenService;
use crate::providers::mail::{MailProvider, OutboxMail};
use crate::providers::sms::{OutboxSms, SmsProvider};
use crate::providers::storage::ObjectStorage;
use std::any::Any;
use std::sync::Arc;

/// What the enabled modules bring to the state: their names, menus, remotes and schemas.
pub struct Areas {
    pub names: Vec<&'static str>,
    /// The kernel and the enabled modules as 模块与健康 shows them.
    pub catalogue: Vec<crate::deployment::ModuleInfo>,
    pub menus: MenuRegistry,
    pub remotes: Vec<&'static str>,
    pub migrations: Vec<sqlx::migrate::Migrator>,
    /// The areas' tables whose changes drop what memos made (`Module::memo_tables`).
    pub memo_tables: Vec<&'static str>,
    /// The areas' tables written by users' requests all the time (`Module::activity_tables`),
    /// and those of them whose changes and removals only count (`Module::activity_ended_tables`).
    pub activity_tables: Vec<&'static str>,
    pub activity_ended_tables: Vec<&'static str>,
    /// What the enabled modules offer each other (`Module::provide`).
    pub provided: Provided,
    /// The e-signature provider: the linked sandbox's in the dev and test profiles, none elsewhere until one is configured.
    pub esign: Option<Arc<dyn crate::providers::esign::EsignProvider>>,
    /// Where the linked WeChat Pay sandbox is served, in the dev and test profiles.
    pub wechatpay_sandbox: Option<&'static str>,
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
    /// The data keys personal data is sealed with at rest (`privacy`).
    pub privacy: Arc<crate::privacy::Vault>,
    /// The kernel and the enabled modules with their menus, jobs and migrations (模块与健康).
    pub catalogue: Arc<[crate::deployment::ModuleInfo]>,
    pub sms: Arc<dyn SmsProvider>,
    pub mail: Arc<dyn MailProvider>,
    pub storage: ObjectStorage,
    /// What the shared business services built once the database was open (payments,
    /// the plugin host), by type (`AppState::shared`).
    pub shared: Shared,
    /// What the enabled modules offer each other, by contract (`AppState::contract`).
    pub provided: Provided,
    /// The e-signature provider: the sandbox in the dev and test profiles, none elsewhere until one is configured.
    pub esign: Option<Arc<dyn crate::providers::esign::EsignProvider>>,
    /// Signed-in callers kept between requests, dropped on any change (`callers`).
    pub callers: Arc<crate::callers::Callers>,
    /// Set once the instance was asked to stop: /readyz says so while requests are still served.
    pub draining: Arc<std::sync::atomic::AtomicBool>,
}

/// What a service built at start needs (`Module::shared`).
pub struct Base<'a> {
    pub config: &'a Config,
    pub db: &'a Db,
    pub ids: &'a Arc<IdGenerator>,
    pub provided: &'a Provided,
    /// Where the linked WeChat Pay sandbox is served, in the dev and test profiles.
    pub wechatpay_sandbox: Option<&'static str>,
}

/// Services kept by their type: one of each.
#[derive(Default)]
pub struct Shared(crate::contracts::ByType);

impl Shared {
    /// Keeps a service; a second of the same type is a wiring mistake and stops the start.
    pub fn keep<T: Any + Send + Sync>(&mut self, service: Arc<T>) {
        let twice = self.0.insert(service);
        assert!(!twice, "two services of one type: {}", std::any::type_name::<T>());
    }

    /// The service of a type, when one was kept.
    pub fn get<T: Any + Send + Sync>(&self) -> Option<&Arc<T>> {
        self.0.get::<T>()
    }
}

impl Areas {
    /// Every table kept values are made of, the kernel's own among them, and how each is followed.
    pub fn followed_tables(&self) -> Vec<crate::db::MemoTable> {
        use crate::db::MemoTable;
        let content = crate::callers::KERNEL_MEMO_TABLES.iter().chain(&self.memo_tables).map(|&name| MemoTable { name, activity: false, ended_only: false });
        let activity = self.activity_tables.iter().map(|&name| MemoTable { name, activity: true, ended_only: false });
        let ended = self.activity_ended_tables.iter().map(|&name| MemoTable { name, activity: true, ended_only: true });
        content.chain(activity).chain(ended).collect()
    }
}

impl AppState {
    /// Connects the database, runs the kernel's and the enabled areas' migrations, and builds the services.
    pub async fn new(config: Config, areas: Areas, shared: impl FnOnce(&Base<'_>) -> anyhow::Result<Shared>) -> anyhow::Result<Self> {
        std::fs::create_dir_all(&config.data_dir)?;
        let db = Db::connect(&config.database_url()).await?;
        let followed = areas.followed_tables();
        db.migrate(areas.migrations).await?;
        db.follow_for_memos(&followed).await?;
        let privacy = Arc::new(crate::privacy::Vault::load(&db, &config).await?);
        crate::privacy::seal_existing(&db, &privacy, &areas.names).await?;
        let ids = Arc::new(IdGenerator::new(config.node_id));
        let callers = Arc::new(crate::callers::Callers::default());
        crate::callers::Callers::follow(&callers, &db, &config.database_url());
        let shared = shared(&Base { config: &config, db: &db, ids: &ids, provided: &areas.provided, wechatpay_sandbox: areas.wechatpay_sandbox })?;
        Ok(Self(Arc::new(Services {
            callers,
            tokens: Arc::new(TokenService::new(&config.auth.jwt_secret, config.auth.token_ttl_hours)),
            menus: Arc::new(areas.menus),
            modules: areas.names.into(),
            remotes: areas.remotes.into(),
            catalogue: areas.catalogue.into(),
            privacy,
            sms: Arc::new(OutboxSms { db: db.clone(), ids: ids.clone() }),
            mail: Arc::new(OutboxMail { db: db.clone(), ids: ids.clone() }),
            storage: ObjectStorage::from_config(&config.storage, &config.data_dir.join("objects"))?,
            shared,
            provided: areas.provided,
            draining: Arc::new(std::sync::atomic::AtomicBool::new(false)),
            esign: areas.esign,
            config: Arc::new(config),
            db,
            ids,
        })))
    }

    /// What another area offers (`contracts`), or the one answer when that area is disabled here.
    pub fn contract<C: ?Sized + Contract>(&self) -> Result<&Arc<C>, crate::KernelError> {
        self.provided.get::<C>().ok_or(crate::KernelError::AreaDisabled(C::AREA))
    }

    /// What another area offers, when it is enabled: for callers that do without it.
    pub fn try_contract<C: ?Sized + Contract>(&self) -> Option<&Arc<C>> {
        self.provided.get::<C>()
    }

    /// Every implementation the enabled areas added of a contract (payment purposes, public documents).
    pub fn contracts<C: ?Sized + Contract>(&self) -> &[Arc<C>] {
        self.provided.all::<C>()
    }

    /// A service the shared business services built at start (`Module::shared`).
    pub fn shared<T: Any + Send + Sync>(&self) -> Option<&Arc<T>> {
        self.shared.get::<T>()
    }

    pub fn next_id(&self) -> i64 {
        self.ids.next_id()
    }

    /// The public content's revision (`SiteContent`), or 0 without the market:
    /// what a value made of catalogue data is kept under.
    pub async fn content_revision(&self) -> Result<i64, crate::KernelError> {
        match self.try_contract::<dyn SiteContent>() {
            Some(site) => site.revision(&self.db).await,
            None => Ok(0),
        }
    }
}


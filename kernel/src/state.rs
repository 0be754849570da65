//! The one state type every handler receives.

use crate::auth::TokenService;
use crate::config::Config;
use crate::db::Db;
use crate::ids::IdGenerator;
use crate::module::Registry;
use crate::providers::mail::{MailProvider, OutboxMail};
use crate::providers::sms::{OutboxSms, SmsProvider};
use crate::providers::storage::ObjectStorage;
use std::sync::Arc;

#[derive(Clone)]
pub struct AppState {
    pub config: Arc<Config>,
    pub db: Db,
    pub ids: Arc<IdGenerator>,
    pub tokens: Arc<TokenService>,
    pub registry: Arc<Registry>,
    pub sms: Arc<dyn SmsProvider>,
    pub mail: Arc<dyn MailProvider>,
    pub storage: ObjectStorage,
}

impl AppState {
    /// Connects the database, runs migrations and builds the enabled modules.
    pub async fn new(config: Config) -> anyhow::Result<Self> {
        std::fs::create_dir_all(&config.data_dir)?;
        let db = Db::connect(&config.database_url()).await?;
        db.migrate().await?;
        let ids = Arc::new(IdGenerator::new(config.node_id));
        Ok(Self {
            tokens: Arc::new(TokenService::new(&config.auth.jwt_secret, config.auth.token_ttl_hours)),
            registry: Arc::new(Registry::from_config(&config)),
            sms: Arc::new(OutboxSms { db: db.clone(), ids: ids.clone() }),
            mail: Arc::new(OutboxMail { db: db.clone(), ids: ids.clone() }),
            storage: ObjectStorage::local(&config.data_dir.join("objects"))?,
            config: Arc::new(config),
            db,
            ids,
        })
    }

    pub fn next_id(&self) -> i64 {
        self.ids.next_id()
    }
}

//! SMS delivery. The built-in provider writes every message to the `sms_outbox`
//! table, where tests (and, in development only, a dev page) read the codes.

use crate::db::Db;
use crate::ids::IdGenerator;
use async_trait::async_trait;
use serde::Serialize;
use std::sync::Arc;

#[async_trait]
pub trait SmsProvider: Send + Sync {
    async fn send(&self, mobile: &str, content: &str) -> anyhow::Result<()>;
}

pub struct OutboxSms {
    pub db: Db,
    pub ids: Arc<IdGenerator>,
}

#[async_trait]
impl SmsProvider for OutboxSms {
    async fn send(&self, mobile: &str, content: &str) -> anyhow::Result<()> {
        sqlx::query("INSERT INTO sms_outbox (id, mobile, content, created_at) VALUES ($1, $2, $3, $4)")
            .bind(self.ids.next_id())
            .bind(mobile)
            .bind(content)
            .bind(crate::time::now_ms())
            .execute(&self.db.write)
            .await?;
        Ok(())
    }
}

#[derive(Debug, Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub id: i64,
    pub recipient: String,
    pub content: String,
    pub created_at: i64,
}

/// The latest messages sent to a mobile number, newest first.
pub async fn latest(db: &Db, mobile: &str, limit: i64) -> anyhow::Result<Vec<OutboxMessage>> {
    Ok(sqlx::query_as(
        "SELECT id, mobile AS recipient, content, created_at FROM sms_outbox WHERE mobile = $1 ORDER BY id DESC LIMIT $2",
    )
    .bind(mobile)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

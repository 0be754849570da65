//! Mail delivery. The built-in provider writes to the `mail_outbox` table.

use crate::db::Db;
use crate::ids::IdGenerator;
use crate::providers::sms::OutboxMessage;
use async_trait::async_trait;
use std::sync::Arc;

#[async_trait]
pub trait MailProvider: Send + Sync {
    async fn send(&self, address: &str, subject: &str, content: &str) -> anyhow::Result<()>;
}

pub struct OutboxMail {
    pub db: Db,
    pub ids: Arc<IdGenerator>,
}

#[async_trait]
impl MailProvider for OutboxMail {
    async fn send(&self, address: &str, subject: &str, content: &str) -> anyhow::Result<()> {
        sqlx::query("INSERT INTO mail_outbox (id, address, subject, content, created_at) VALUES ($1, $2, $3, $4, $5)")
            .bind(self.ids.next_id())
            .bind(address)
            .bind(subject)
            .bind(content)
            .bind(crate::time::now_ms())
            .execute(&self.db.write)
            .await?;
        Ok(())
    }
}

pub async fn latest(db: &Db, address: &str, limit: i64) -> anyhow::Result<Vec<OutboxMessage>> {
    Ok(sqlx::query_as(
        "SELECT id, address AS recipient, subject || ': ' || content AS content, created_at FROM mail_outbox
         WHERE address = $1 ORDER BY id DESC LIMIT $2",
    )
    .bind(address)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

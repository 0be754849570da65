//! Messages to users (review results, payments, join requests, expiring apps).
//! Any module sends one on its own transaction; the message centre reads, marks
//! and deletes them, always for the signed-in user only.

use kernel::state::AppState;
use kernel::KernelError;

pub struct NewMessage<'a> {
    pub user_id: i64,
    pub title: &'a str,
    pub content: &'a str,
    pub application_name: Option<&'a str>,
    /// Where opening the message leads (a workbench path).
    pub to_url: Option<&'a str>,
}

pub async fn send(state: &AppState, m: &NewMessage<'_>) -> Result<i64, KernelError> {
    let id = state.next_id();
    send_with(&state.db.write, id, m).await?;
    Ok(id)
}

/// Sends on the caller's connection or transaction, so the message exists exactly when the event does.
pub async fn send_with<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(ex: E, id: i64, m: &NewMessage<'_>) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO user_messages (id, user_id, title, content, application_name, to_url, state, publish_time)
         VALUES ($1, $2, $3, $4, $5, $6, 0, $7)",
    )
    .bind(id)
    .bind(m.user_id)
    .bind(m.title)
    .bind(m.content)
    .bind(m.application_name)
    .bind(m.to_url)
    .bind(kernel::time::now_ms())
    .execute(ex)
    .await?;
    Ok(())
}

/// A message as the message centre shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Message {
    pub id: i64,
    pub title: String,
    pub content: String,
    pub application_name: Option<String>,
    pub to_url: Option<String>,
    pub state: i64,
    pub publish_time: i64,
}

/// A user's messages: their total is kept (`kernel::totals`), so a page counts only the newest.
static OF_USER: kernel::totals::Total =
    kernel::totals::Total { list: "messages.user", table: "user_messages", scope: &[kernel::totals::Column::Int("user_id")], key: kernel::totals::Key::Time("publish_time") };
inventory::submit!(kernel::totals::Kept(&OF_USER));

/// The user's messages, newest first whether read or not (a message read keeps its place), with
/// the total; a deep page starts from the nearest anchor of the kept list.
pub async fn page(db: &kernel::db::Db, user_id: i64, page: &kernel::http::PageQuery) -> Result<(Vec<Message>, i64), KernelError> {
    let conditions = kernel::db::Conditions::default().equal("user_id", Some(kernel::db::Arg::Int(user_id)));
    kernel::totals::page(db, &[&OF_USER], &conditions, "id, title, content, application_name, to_url, state, publish_time", "user_messages", "publish_time DESC, id DESC", page).await
}

pub async fn unread_count(db: &kernel::db::Db, user_id: i64) -> Result<i64, KernelError> {
    let n: (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND state = 0").bind(user_id).fetch_one(&db.read).await?;
    Ok(n.0)
}

/// Marks the listed messages of this user read (ids of other users change
/// nothing); `None` marks all of them. Returns how many turned read.
pub async fn mark_read(db: &kernel::db::Db, user_id: i64, ids: Option<&[i64]>) -> Result<u64, KernelError> {
    let Some(ids) = ids else {
        let r = sqlx::query("UPDATE user_messages SET state = 1 WHERE user_id = $1 AND state = 0").bind(user_id).execute(&db.write).await?;
        return Ok(r.rows_affected());
    };
    let mut tx = db.write.begin().await?;
    let mut changed = 0;
    for id in ids {
        changed += sqlx::query("UPDATE user_messages SET state = 1 WHERE id = $1 AND user_id = $2 AND state = 0")
            .bind(id)
            .bind(user_id)
            .execute(&mut *tx)
            .await?
            .rows_affected();
    }
    tx.commit().await?;
    Ok(changed)
}

/// Deletes the listed messages of this user; ids of other users change nothing.
pub async fn delete(db: &kernel::db::Db, user_id: i64, ids: &[i64]) -> Result<u64, KernelError> {
    let mut tx = db.write.begin().await?;
    let mut deleted = 0;
    for id in ids {
        let gone: Option<(i64,)> =
            sqlx::query_as("DELETE FROM user_messages WHERE id = $1 AND user_id = $2 RETURNING publish_time").bind(id).bind(user_id).fetch_optional(&mut *tx).await?;
        if let Some((published,)) = gone {
            kernel::totals::removed(&mut *tx, &OF_USER, &[kernel::db::Arg::Int(user_id)], published, *id).await?;
            deleted += 1;
        }
    }
    tx.commit().await?;
    Ok(deleted)
}

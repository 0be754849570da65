//! Messages to users (review results, system events). Any module may send one;
//! the workbench reads and marks them.

use crate::state::AppState;
use crate::KernelError;

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
    send_with(&state.db.pool, id, m).await?;
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
    .bind(crate::time::now_ms())
    .execute(ex)
    .await?;
    Ok(())
}

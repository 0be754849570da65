//! The customer-service conversations' SQL: opening a conversation, adding
//! a message, a user's latest conversation, a conversation by its key, and
//! its latest messages.

use crate::error::MarketError;
use kernel::AppState;

type Result<T> = std::result::Result<T, MarketError>;

pub async fn insert_chat(state: &AppState, id: i64, key: &str, user_id: Option<i64>, customer: &str, at: i64) -> Result<()> {
    sqlx::query("INSERT INTO service_chats (id, access_key, user_id, customer_name, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(key)
        .bind(user_id)
        .bind(customer)
        .bind(at)
        .execute(&state.db.write)
        .await?;
    Ok(())
}

/// Adds a message from `sender` (`service` or `customer`).
pub async fn add_message(state: &AppState, chat_id: i64, sender: &str, text: &str, at: i64) -> Result<()> {
    sqlx::query("INSERT INTO service_chat_messages (id, chat_id, sender, content, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(state.next_id())
        .bind(chat_id)
        .bind(sender)
        .bind(text)
        .bind(at)
        .execute(&state.db.write)
        .await?;
    Ok(())
}

/// The key of the user's newest conversation.
pub async fn latest_key_of(state: &AppState, user_id: i64) -> Result<Option<String>> {
    let existing: Option<(String,)> =
        sqlx::query_as("SELECT access_key FROM service_chats WHERE user_id = $1 ORDER BY create_time DESC, id DESC LIMIT 1")
            .bind(user_id)
            .fetch_optional(&state.db.read)
            .await?;
    Ok(existing.map(|(key,)| key))
}

/// (id, customer name) of the conversation with this key.
pub async fn by_key(state: &AppState, key: &str) -> Result<Option<(i64, String)>> {
    Ok(sqlx::query_as("SELECT id, customer_name FROM service_chats WHERE access_key = $1")
        .bind(key)
        .fetch_optional(&state.db.read)
        .await?)
}

/// (sender, text, time) of the conversation's newest `limit` messages, newest first.
pub async fn latest_messages(state: &AppState, chat_id: i64, limit: i64) -> Result<Vec<(String, String, i64)>> {
    Ok(sqlx::query_as(
        "SELECT sender, content, create_time FROM service_chat_messages WHERE chat_id = $1 ORDER BY create_time DESC, id DESC LIMIT $2",
    )
    .bind(chat_id)
    .bind(limit)
    .fetch_all(&state.db.read)
    .await?)
}

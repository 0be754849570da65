//! The visitors' submissions' SQL: storing a leave message or feedback (the
//! operators' pages of both are lists of `store.rs`).

use super::FeedbackForm;
use crate::error::Result;
use kernel::AppState;

/// A checked leave message, as stored (new, status 0).
pub struct NewMessage {
    /// 1 contact us, 2 AI demand.
    pub kind: i64,
    pub linkman: String,
    pub telephone: String,
    pub email: Option<String>,
    pub content: String,
    pub company_name: Option<String>,
    /// The sender when logged in.
    pub user_id: Option<i64>,
}

pub async fn insert_message(state: &AppState, id: i64, m: &NewMessage) -> Result<()> {
    sqlx::query(
        "INSERT INTO leave_messages (id, type, linkman, telephone, email, content, company_name, user_id, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9)",
    )
    .bind(id)
    .bind(m.kind)
    .bind(&m.linkman)
    .bind(&m.telephone)
    .bind(&m.email)
    .bind(&m.content)
    .bind(&m.company_name)
    .bind(m.user_id)
    .bind(kernel::time::now_ms())
    .execute(&state.db.write)
    .await?;
    Ok(())
}

pub async fn insert_feedback(state: &AppState, id: i64, user_id: Option<i64>, f: &FeedbackForm) -> Result<()> {
    sqlx::query("INSERT INTO feedbacks (id, user_id, content, contact, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(user_id)
        .bind(&f.content)
        .bind(&f.contact)
        .bind(kernel::time::now_ms())
        .execute(&state.db.write)
        .await?;
    Ok(())
}

/// The phone number a leave message was sent with.
pub async fn telephone(state: &AppState, id: i64) -> Result<Option<String>> {
    let row: Option<(String,)> = sqlx::query_as("SELECT telephone FROM leave_messages WHERE id = $1").bind(id).fetch_optional(&state.db.read).await?;
    Ok(row.map(|(t,)| t))
}

/// The contact a feedback was sent with, if it has one.
pub async fn feedback_contact(state: &AppState, id: i64) -> Result<Option<String>> {
    let row: Option<(Option<String>,)> = sqlx::query_as("SELECT contact FROM feedbacks WHERE id = $1").bind(id).fetch_optional(&state.db.read).await?;
    Ok(row.and_then(|(c,)| c))
}

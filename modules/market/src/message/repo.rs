//! The visitors' submissions' SQL: storing a leave message or feedback, the
//! operators' pages of both (newest first).

use super::{Feedback, FeedbackForm, LeaveMessage};
use crate::error::Result;
use kernel::http::PageQuery;
use kernel::{AppState, Page};

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
    .execute(&state.db.pool)
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
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

/// Leave messages of a type and status (each optional), newest first.
pub async fn message_page(state: &AppState, message_type: Option<i64>, status: Option<i64>, page: &PageQuery) -> Result<Page<LeaveMessage>> {
    let filter = "($1 IS NULL OR type = $1) AND ($2 IS NULL OR status = $2)";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM leave_messages WHERE {filter}"))
        .bind(message_type)
        .bind(status)
        .fetch_one(&state.db.pool)
        .await?;
    let rows = sqlx::query_as(&format!(
        "SELECT id, type, linkman, telephone, email, content, company_name, user_id, status, create_time FROM leave_messages
         WHERE {filter} ORDER BY create_time DESC, id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(message_type)
    .bind(status)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&state.db.pool)
    .await?;
    Ok(Page { rows, total })
}

/// Feedback, newest first.
pub async fn feedback_page(state: &AppState, page: &PageQuery) -> Result<Page<Feedback>> {
    let (total,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM feedbacks").fetch_one(&state.db.pool).await?;
    let rows = sqlx::query_as("SELECT id, user_id, content, contact, create_time FROM feedbacks ORDER BY create_time DESC, id DESC LIMIT $1 OFFSET $2")
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&state.db.pool)
        .await?;
    Ok(Page { rows, total })
}

//! The visitors' submissions' SQL: storing a leave message or feedback (the
//! operators' pages of both are lists of `store.rs`).

use super::FeedbackForm;
use crate::error::Result;
use services::todos::{self, kinds, Assignee, NewTodo};
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

/// The operators' page where leads are read and marked handled.
const LEADS_PAGE: &str = "/content/messages";

/// Stores the message and opens the operators' to-do for it, on one transaction.
pub async fn insert_message(state: &AppState, id: i64, m: &NewMessage) -> Result<()> {
    let now = kernel::time::now_ms();
    let mut tx = state.db.write.begin().await?;
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
    .bind(now)
    .execute(&mut *tx)
    .await?;
    let title = match &m.company_name {
        Some(company) => format!("AI需求：{company}"),
        None => format!("联系我们：{}", m.linkman),
    };
    let todo = NewTodo { kind: kinds::LEAD, reference_id: id, title: &title, link: LEADS_PAGE, applicant_user_id: None, company_id: None, assignee: Assignee::Operators };
    todos::open_with(&mut tx, state.next_id(), &todo, now).await?;
    tx.commit().await?;
    Ok(())
}

/// Marks a message handled (1), which closes its to-do, or new again (0), which reopens it; unknown ids answer 404.
pub async fn set_message_status(state: &AppState, id: i64, status: i64) -> Result<()> {
    let status = kernel::validate::flag(Some(status), 0, "状态")?;
    let mut tx = state.db.write.begin().await?;
    let r = sqlx::query("UPDATE leave_messages SET status = $1 WHERE id = $2").bind(status).bind(id).execute(&mut *tx).await?;
    crate::store::touched(r)?;
    if status == 1 {
        todos::close_with(&mut tx, kinds::LEAD, id, kernel::time::now_ms()).await?;
    } else {
        todos::reopen_with(&mut tx, kinds::LEAD, id).await?;
    }
    tx.commit().await?;
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

//! The members area's own table: requests to join a company through its QR
//! invitation (0 pending, 1 approved, 2 rejected). Memberships, accounts and
//! menu grants are the kernel's (`services::identity`).

use kernel::db::Db;
use kernel::KernelError;
use sqlx::{Any, Executor};

/// A pending request to join a company.
#[derive(sqlx::FromRow)]
pub struct JoinRequestRow {
    pub id: i64,
    pub user_id: i64,
    pub create_time: i64,
}

/// Asks to join a company; asking again after a decision makes the request pending anew.
/// Returns the request's id (the earlier one when asked again).
pub async fn request_to_join(conn: &mut sqlx::AnyConnection, id: i64, company_id: i64, user_id: i64) -> Result<i64, KernelError> {
    let (request,): (i64,) = sqlx::query_as(
        "INSERT INTO join_requests (id, company_id, user_id, status, create_time) VALUES ($1, $2, $3, 0, $4)
         ON CONFLICT (company_id, user_id) DO UPDATE SET status = 0, create_time = $4, decided_by = NULL, decided_time = NULL
         RETURNING id",
    )
    .bind(id)
    .bind(company_id)
    .bind(user_id)
    .bind(kernel::time::now_ms())
    .fetch_one(&mut *conn)
    .await?;
    Ok(request)
}

/// A company's pending requests, oldest first.
pub async fn pending_requests(db: &Db, company_id: i64) -> Result<Vec<JoinRequestRow>, KernelError> {
    Ok(sqlx::query_as("SELECT id, user_id, create_time FROM join_requests WHERE company_id = $1 AND status = 0 ORDER BY create_time")
        .bind(company_id)
        .fetch_all(&db.read)
        .await?)
}

/// Decides a pending request of the company, conditional on its still being
/// pending (so two decisions cannot both pass); the asking user's id, or
/// `None` when there was no such pending request.
pub async fn decide<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    id: i64,
    company_id: i64,
    decided_by: i64,
    approve: bool,
) -> Result<Option<i64>, KernelError> {
    let decided: Option<(i64,)> = sqlx::query_as(
        "UPDATE join_requests SET status = $1, decided_by = $2, decided_time = $3
         WHERE id = $4 AND company_id = $5 AND status = 0 RETURNING user_id",
    )
    .bind(if approve { 1_i64 } else { 2 })
    .bind(decided_by)
    .bind(kernel::time::now_ms())
    .bind(id)
    .bind(company_id)
    .fetch_optional(ex)
    .await?;
    Ok(decided.map(|(user_id,)| user_id))
}

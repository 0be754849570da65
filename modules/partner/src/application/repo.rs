//! The partner applications' SQL: one waiting application per company (a
//! partial unique index), a decision taken once by a conditional UPDATE.

use kernel::db::{is_unique_violation, Arg, Conditions, Db};
use kernel::http::PageQuery;
use kernel::KernelError;
use sqlx::AnyConnection;

pub mod status {
    pub const APPROVED: i64 = 1;
    pub const REJECTED: i64 = 2;
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ApplicationRow {
    pub id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub cooperation_type: i64,
    pub linkman: String,
    pub mobile: String,
    pub introduction: String,
    pub logo: String,
    pub publicity_imgs: String,
    pub status: i64,
    pub reason: Option<String>,
    pub reviewer_id: Option<i64>,
    pub review_time: Option<i64>,
    pub create_time: i64,
}

const COLUMNS: &str =
    "id, company_id, user_id, cooperation_type, linkman, mobile, introduction, logo, publicity_imgs, status, reason, reviewer_id, review_time, create_time";

pub struct NewApplication<'a> {
    pub id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub cooperation_type: i64,
    pub linkman: &'a str,
    pub mobile: &'a str,
    pub introduction: &'a str,
    pub logo: &'a str,
    pub publicity_imgs: &'a str,
    pub now: i64,
}

/// Files the application; false when the company has one waiting already.
pub async fn insert(conn: &mut AnyConnection, a: &NewApplication<'_>) -> Result<bool, KernelError> {
    let r = sqlx::query(
        "INSERT INTO partner_applications (id, company_id, user_id, cooperation_type, linkman, mobile, introduction, logo, publicity_imgs, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10)",
    )
    .bind(a.id)
    .bind(a.company_id)
    .bind(a.user_id)
    .bind(a.cooperation_type)
    .bind(a.linkman)
    .bind(a.mobile)
    .bind(a.introduction)
    .bind(a.logo)
    .bind(a.publicity_imgs)
    .bind(a.now)
    .execute(&mut *conn)
    .await;
    match r {
        Ok(_) => Ok(true),
        Err(e) if is_unique_violation(&e) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// The company's newest application.
pub async fn latest_of_company(db: &Db, company_id: i64) -> Result<Option<ApplicationRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM partner_applications WHERE company_id = $1 ORDER BY id DESC LIMIT 1"))
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

/// Whether an application of the company was approved (it is a partner).
pub async fn is_partner(db: &Db, company_id: i64) -> Result<bool, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM partner_applications WHERE company_id = $1 AND status = 1")
        .bind(company_id)
        .fetch_one(&db.read)
        .await?;
    Ok(n > 0)
}

/// A page of every company's applications (operators), waiting ones first.
pub async fn page(db: &Db, status: Option<i64>, page: &PageQuery) -> Result<(Vec<ApplicationRow>, i64), KernelError> {
    let conditions = Conditions::default().equal("status", status.filter(|s| *s >= 0).map(Arg::Int));
    conditions.page(db, COLUMNS, "partner_applications", "CASE WHEN status = 0 THEN 0 ELSE 1 END, id DESC", page).await
}

pub async fn find(db: &Db, id: i64) -> Result<Option<ApplicationRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM partner_applications WHERE id = $1")).bind(id).fetch_optional(&db.read).await?)
}

/// Decides a waiting application once: the row as decided, or None when it was decided already.
pub async fn decide(conn: &mut AnyConnection, id: i64, status: i64, reason: Option<&str>, reviewer: i64, now: i64) -> Result<Option<ApplicationRow>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "UPDATE partner_applications SET status = $1, reason = $2, reviewer_id = $3, review_time = $4 WHERE id = $5 AND status = 0 RETURNING {COLUMNS}"
    ))
    .bind(status)
    .bind(reason)
    .bind(reviewer)
    .bind(now)
    .bind(id)
    .fetch_optional(&mut *conn)
    .await?)
}

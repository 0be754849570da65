//! The notices' SQL: published system notices, company notices and news
//! (drafts too for operators) by page or as a list, one notice, and adding,
//! changing and publishing them (their HTML cleaned).

use super::{CompanyNotice, CompanyNoticeForm, SystemNotice, SystemNoticeForm};
use crate::error::Result;
use crate::html;
use crate::store::touched;
use kernel::http::PageQuery;
use kernel::{AppState, Page};

// ---------------------------------------------------------------- system notices

pub const SYSTEM_COLUMNS: &str = "id, title, msg_text, COALESCE(audit_time, create_time) AS audit_time, sort, status, create_time";

/// Published system notices, newest first (at most 100).
/// Visitors and operators see system notices in this order.
pub const SYSTEM_ORDER: &str = "sort, COALESCE(audit_time, create_time) DESC, id DESC";

pub async fn published_system(state: &AppState) -> Result<Vec<SystemNotice>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {SYSTEM_COLUMNS} FROM system_notices WHERE status = 1 ORDER BY {SYSTEM_ORDER} LIMIT 100"
    ))
    .fetch_all(&state.db.pool)
    .await?)
}

pub async fn published_system_notice(state: &AppState, id: i64) -> Result<Option<SystemNotice>> {
    Ok(sqlx::query_as(&format!("SELECT {SYSTEM_COLUMNS} FROM system_notices WHERE id = $1 AND status = 1"))
        .bind(id)
        .fetch_optional(&state.db.pool)
        .await?)
}

/// Adds a system notice, published at once when `status` is 1.
pub async fn insert_system(state: &AppState, id: i64, f: &SystemNoticeForm, status: i64) -> Result<()> {
    let now = kernel::time::now_ms();
    sqlx::query("INSERT INTO system_notices (id, title, msg_text, sort, status, audit_time, create_time) VALUES ($1, $2, $3, $4, $5, $6, $6)")
        .bind(id)
        .bind(&f.title)
        .bind(html::clean(&f.msg_text))
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(now)
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

pub async fn update_system(state: &AppState, id: i64, f: &SystemNoticeForm, status: i64) -> Result<()> {
    touched(
        sqlx::query("UPDATE system_notices SET title = $1, msg_text = $2, sort = $3, status = $4 WHERE id = $5")
            .bind(&f.title)
            .bind(html::clean(&f.msg_text))
            .bind(f.sort.unwrap_or(0))
            .bind(status)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

// ---------------------------------------------------------------- company notices

const COMPANY_COLUMNS: &str = "id, notice_type, title, msg_text, cover_img, status, issue_status, audit_time, create_time";

/// Of a type, by part of the title, of an issue status; unless `$4` (all) is 1, only enabled published ones.
const COMPANY_FILTER: &str = "($1 IS NULL OR notice_type = $1) AND ($2 IS NULL OR title LIKE $2 ESCAPE '\\')
    AND ($3 IS NULL OR issue_status = $3) AND ($4 = 1 OR (status = 1 AND issue_status = 1))";

/// Company notices or news, newest first; `all` includes drafts and disabled ones.
pub async fn company_page(
    state: &AppState,
    notice_type: Option<&str>,
    title: Option<&str>,
    issue_status: Option<i64>,
    all: bool,
    page: &PageQuery,
) -> Result<Page<CompanyNotice>> {
    let title = title.map(kernel::db::contains_pattern);
    let all = i64::from(all);
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM company_notices WHERE {COMPANY_FILTER}"))
        .bind(notice_type)
        .bind(&title)
        .bind(issue_status)
        .bind(all)
        .fetch_one(&state.db.pool)
        .await?;
    let rows: Vec<CompanyNotice> = sqlx::query_as(&format!(
        "SELECT {COMPANY_COLUMNS} FROM company_notices WHERE {COMPANY_FILTER}
         ORDER BY COALESCE(audit_time, create_time) DESC, id DESC LIMIT $5 OFFSET $6"
    ))
    .bind(notice_type)
    .bind(&title)
    .bind(issue_status)
    .bind(all)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&state.db.pool)
    .await?;
    Ok(Page { rows, total })
}

/// Company notices or news without paging (at most 1000), newest first; `all` includes drafts and disabled ones.
pub async fn company_list(state: &AppState, notice_type: Option<&str>, issue_status: Option<i64>, all: bool) -> Result<Vec<CompanyNotice>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COMPANY_COLUMNS} FROM company_notices WHERE {COMPANY_FILTER} ORDER BY COALESCE(audit_time, create_time) DESC, id DESC LIMIT 1000"
    ))
    .bind(notice_type)
    .bind(None::<String>)
    .bind(issue_status)
    .bind(i64::from(all))
    .fetch_all(&state.db.pool)
    .await?)
}

/// One company notice; `all` includes drafts and disabled ones.
pub async fn company_notice(state: &AppState, id: i64, all: bool) -> Result<Option<CompanyNotice>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COMPANY_COLUMNS} FROM company_notices WHERE id = $1 AND ($2 = 1 OR (status = 1 AND issue_status = 1))"
    ))
    .bind(id)
    .bind(i64::from(all))
    .fetch_optional(&state.db.pool)
    .await?)
}

/// Adds an enabled company notice; published (with its time) when `issue` is 1, else a draft.
pub async fn insert_company(state: &AppState, id: i64, f: &CompanyNoticeForm, issue: i64) -> Result<()> {
    let now = kernel::time::now_ms();
    sqlx::query(
        "INSERT INTO company_notices (id, notice_type, title, msg_text, cover_img, status, issue_status, audit_time, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, 1, $6, $7, $8, $8)",
    )
    .bind(id)
    .bind(&f.notice_type)
    .bind(&f.title)
    .bind(html::clean(&f.msg_text))
    .bind(&f.cover_img)
    .bind(issue)
    .bind((issue == 1).then_some(now))
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

/// Changes a company notice; a first publication stamps its time.
pub async fn update_company(state: &AppState, id: i64, f: &CompanyNoticeForm, issue: i64) -> Result<()> {
    let now = kernel::time::now_ms();
    touched(
        sqlx::query(
            "UPDATE company_notices SET notice_type = $1, title = $2, msg_text = $3, cover_img = $4, issue_status = $5,
             audit_time = CASE WHEN $5 = 1 THEN COALESCE(audit_time, $6) ELSE audit_time END, update_time = $6 WHERE id = $7",
        )
        .bind(&f.notice_type)
        .bind(&f.title)
        .bind(html::clean(&f.msg_text))
        .bind(&f.cover_img)
        .bind(issue)
        .bind(now)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

/// Publishes (1) a company notice, stamping its publication time, or takes it back to draft (0).
pub async fn set_issue(state: &AppState, id: i64, issue: i64) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE company_notices SET issue_status = $1, audit_time = CASE WHEN $1 = 1 THEN $2 ELSE audit_time END, update_time = $2 WHERE id = $3",
        )
        .bind(issue)
        .bind(kernel::time::now_ms())
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

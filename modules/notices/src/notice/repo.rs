//! The notices' SQL: published system notices, company notices and news
//! (drafts too for operators) by page or as a list, one notice, adding,
//! changing, publishing and deleting them (their HTML cleaned), and the
//! published ones the site search reads.

use super::{CompanyNotice, CompanyNoticeForm, SystemNotice, SystemNoticeForm};
use kernel::db::{touched, Arg, Conditions, Db, Save};
use kernel::html;
use kernel::http::PageQuery;
use kernel::{AppState, KernelError, Page};

type Result<T> = std::result::Result<T, KernelError>;

/// The two tables, for the statements they share.
pub const SYSTEM: &str = "system_notices";
pub const COMPANY: &str = "company_notices";

/// Publishes (1) or withdraws (0) a notice of either table; unknown ids answer 404.
pub async fn set_status(state: &AppState, table: &'static str, id: i64, status: i64) -> Result<()> {
    touched(sqlx::query(&format!("UPDATE {table} SET status = $1 WHERE id = $2")).bind(status).bind(id).execute(&state.db.write).await?)
}

/// Deletes a notice of either table; unknown ids answer 404.
pub async fn delete(state: &AppState, table: &'static str, id: i64) -> Result<()> {
    touched(sqlx::query(&format!("DELETE FROM {table} WHERE id = $1")).bind(id).execute(&state.db.write).await?)
}

// ---------------------------------------------------------------- system notices

pub const SYSTEM_COLUMNS: &str = "id, title, msg_text, COALESCE(audit_time, create_time) AS audit_time, sort, status, create_time";

/// Published system notices, newest first (at most 100).
/// Visitors and operators see system notices in this order.
pub const SYSTEM_ORDER: &str = "sort, COALESCE(audit_time, create_time) DESC, id DESC";

pub async fn published_system(state: &AppState) -> Result<Vec<SystemNotice>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {SYSTEM_COLUMNS} FROM system_notices WHERE status = 1 ORDER BY {SYSTEM_ORDER} LIMIT 100"
    ))
    .fetch_all(&state.db.read)
    .await?)
}

pub async fn published_system_notice(state: &AppState, id: i64) -> Result<Option<SystemNotice>> {
    Ok(sqlx::query_as(&format!("SELECT {SYSTEM_COLUMNS} FROM system_notices WHERE id = $1 AND status = 1"))
        .bind(id)
        .fetch_optional(&state.db.read)
        .await?)
}

/// Operators' list: one page of system notices of any status, by part of the title and by status.
pub async fn system_page(state: &AppState, keyword: Option<&str>, status: Option<i64>, page: &PageQuery) -> Result<Page<SystemNotice>> {
    let conditions = Conditions::default().contains("title", keyword).equal("status", status.map(Arg::Int));
    let (rows, total) = conditions.page(&state.db, SYSTEM_COLUMNS, "system_notices", SYSTEM_ORDER, page).await?;
    Ok(Page { rows, total })
}

/// One system notice of any status.
pub async fn system_notice(state: &AppState, id: i64) -> Result<Option<SystemNotice>> {
    Ok(sqlx::query_as(&format!("SELECT {SYSTEM_COLUMNS} FROM system_notices WHERE id = $1")).bind(id).fetch_optional(&state.db.read).await?)
}

/// Adds a system notice (published at once when `status` is 1) or changes one.
pub async fn save_system(state: &AppState, save: Save, f: &SystemNoticeForm, status: i64) -> Result<()> {
    let sql = save.pick(
        "INSERT INTO system_notices (title, msg_text, sort, status, id, audit_time, create_time) VALUES ($1, $2, $3, $4, $5, $6, $6)",
        "UPDATE system_notices SET title = $1, msg_text = $2, sort = $3, status = $4, audit_time = COALESCE(audit_time, $6) WHERE id = $5",
    );
    let r = sqlx::query(sql)
        .bind(&f.title)
        .bind(html::clean(&f.msg_text))
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(save.id())
        .bind(kernel::time::now_ms())
        .execute(&state.db.write)
        .await?;
    touched(r)
}

// ---------------------------------------------------------------- company notices

const COMPANY_COLUMNS: &str = "id, notice_type, title, msg_text, cover_img, status, issue_status, audit_time, create_time";

/// Of a type, by part of the title, of an issue status; unless `all`, only enabled published ones.
fn company_conditions(notice_type: Option<&str>, title: Option<&str>, issue_status: Option<i64>, all: bool) -> Conditions {
    Conditions::default()
        .equal("notice_type", notice_type.map(|t| Arg::Text(t.to_string())))
        .contains("title", title)
        .equal("issue_status", issue_status.map(Arg::Int))
        .holds(!all, "status = 1 AND issue_status = 1")
}

/// Company notices by the time they were published (or written), newest first.
const NEWEST_COMPANY: &str = "COALESCE(audit_time, create_time) DESC, id DESC";

/// Company notices or news, newest first; `all` includes drafts and disabled ones.
pub async fn company_page(
    state: &AppState,
    notice_type: Option<&str>,
    title: Option<&str>,
    issue_status: Option<i64>,
    all: bool,
    page: &PageQuery,
) -> Result<Page<CompanyNotice>> {
    let conditions = company_conditions(notice_type, title, issue_status, all);
    let (rows, total) = conditions.page(&state.db, COMPANY_COLUMNS, "company_notices", NEWEST_COMPANY, page).await?;
    Ok(Page { rows, total })
}

/// Company notices or news without paging (at most 1000), newest first; `all` includes drafts and disabled ones.
pub async fn company_list(state: &AppState, notice_type: Option<&str>, issue_status: Option<i64>, all: bool) -> Result<Vec<CompanyNotice>> {
    let conditions = company_conditions(notice_type, None, issue_status, all);
    Ok(conditions.rows(&state.db, COMPANY_COLUMNS, "company_notices", NEWEST_COMPANY, Some(1000)).await?)
}

/// One company notice; `all` includes drafts and disabled ones.
pub async fn company_notice(state: &AppState, id: i64, all: bool) -> Result<Option<CompanyNotice>> {
    let conditions = company_conditions(None, None, None, all).equal("id", Some(Arg::Int(id)));
    Ok(conditions.rows(&state.db, COMPANY_COLUMNS, "company_notices", NEWEST_COMPANY, None).await?.into_iter().next())
}

/// Adds an enabled company notice (published, with its time, when `issue` is 1, else a draft) or changes one
/// (a first publication stamps its time).
pub async fn save_company(state: &AppState, save: Save, f: &CompanyNoticeForm, issue: i64) -> Result<()> {
    let sql = save.pick(
        "INSERT INTO company_notices (notice_type, title, msg_text, cover_img, issue_status, update_time, id, status, audit_time, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1, CASE WHEN $5 = 1 THEN $6 END, $6)",
        "UPDATE company_notices SET notice_type = $1, title = $2, msg_text = $3, cover_img = $4, issue_status = $5, update_time = $6,
         audit_time = CASE WHEN $5 = 1 THEN COALESCE(audit_time, $6) ELSE audit_time END WHERE id = $7",
    );
    let r = sqlx::query(sql)
        .bind(&f.notice_type)
        .bind(&f.title)
        .bind(html::clean(&f.msg_text))
        .bind(&f.cover_img)
        .bind(issue)
        .bind(kernel::time::now_ms())
        .bind(save.id())
        .execute(&state.db.write)
        .await?;
    touched(r)
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
        .execute(&state.db.write)
        .await?,
    )
}

// ---------------------------------------------------------------- the site search

/// Published system notices: (id, title, HTML).
pub async fn searchable_system(db: &Db) -> Result<Vec<(i64, String, String)>> {
    Ok(sqlx::query_as("SELECT id, title, msg_text FROM system_notices WHERE status = 1").fetch_all(&db.read).await?)
}

/// Enabled, published company notices and news: (id, notice type, title, HTML).
pub async fn searchable_company(db: &Db) -> Result<Vec<(i64, String, String, String)>> {
    Ok(sqlx::query_as("SELECT id, notice_type, title, msg_text FROM company_notices WHERE status = 1 AND issue_status = 1")
        .fetch_all(&db.read)
        .await?)
}

//! The queries every content area shares, the only SQL outside the
//! resources' `repo.rs` files: the content revision (the counter every
//! operator write moves on, which keeps the caches and search index of every
//! instance in step with the database), paging, and the statements of the
//! operators' API common to all content tables (one page, one row, publish or
//! withdraw, delete).

use crate::error::Result;
use crate::manage::ManageQuery;
use kernel::http::PageQuery;
use futures::future::BoxFuture;
use kernel::db::Db;
use kernel::{AppState, KernelError};

/// The database's content revision.
pub async fn revision(db: &Db) -> Result<i64, KernelError> {
    let (rev,): (i64,) = sqlx::query_as("SELECT revision FROM content_revision WHERE id = 1").fetch_one(&db.pool).await?;
    Ok(rev)
}

/// Moves the content revision on by one and answers the new value.
pub async fn advance_revision(db: &Db) -> Result<i64, KernelError> {
    let (rev,): (i64,) =
        sqlx::query_as("UPDATE content_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision")
            .fetch_one(&db.pool)
            .await?;
    Ok(rev)
}

/// The revision as the kernel's `SiteContent`, for the areas beside the market
/// (notices), through the market's own clock.
pub struct MarketSite(pub std::sync::Arc<kernel::site::RevisionClock>);

impl kernel::contracts::SiteContent for MarketSite {
    fn revision<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<i64, KernelError>> {
        Box::pin(self.0.current(|| revision(db)))
    }

    fn advance<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<i64, KernelError>> {
        Box::pin(async move {
            let rev = advance_revision(db).await?;
            self.0.moved_to(rev);
            Ok(rev)
        })
    }

    fn written(&self) {
        self.0.stale();
    }
}

/// Fails with 404 when an update touched no row (the kernel's check, in this module's error).
pub fn touched(r: sqlx::any::AnyQueryResult) -> Result<()> {
    Ok(kernel::db::touched(r)?)
}

/// Publishes (1) or withdraws (0) a row of a content table; unknown ids answer 404.
pub async fn set_status(state: &AppState, table: &str, id: i64, status: i64) -> Result<()> {
    let status = kernel::validate::flag(Some(status), 0, "状态")?;
    let r = sqlx::query(&format!("UPDATE {table} SET status = $1 WHERE id = $2")).bind(status).bind(id).execute(&state.db.pool).await?;
    touched(r)
}

/// Deletes a row (children go with it through ON DELETE CASCADE); unknown ids answer 404.
pub async fn delete_row(state: &AppState, table: &str, id: i64) -> Result<()> {
    let r = sqlx::query(&format!("DELETE FROM {table} WHERE id = $1")).bind(id).execute(&state.db.pool).await?;
    touched(r)
}

/// `COUNT(*)` and one page of a content table for the operators' lists: an
/// optional keyword on the title column and an optional status, in `order`.
pub async fn manage_page<T>(
    state: &AppState,
    table: &str,
    columns: &str,
    title_column: &str,
    order: &str,
    page: &PageQuery,
    q: &ManageQuery,
) -> Result<kernel::Page<T>>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let keyword = q.keyword.as_deref().map(kernel::db::contains_pattern);
    let filter = format!("($1 IS NULL OR {title_column} LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR status = $2)");
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table} WHERE {filter}"))
        .bind(&keyword)
        .bind(q.status)
        .fetch_one(&state.db.pool)
        .await?;
    let rows = sqlx::query_as::<_, T>(&format!(
        "SELECT {columns} FROM {table} WHERE {filter} ORDER BY {order} LIMIT $3 OFFSET $4"
    ))
    .bind(&keyword)
    .bind(q.status)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&state.db.pool)
    .await?;
    Ok(kernel::Page { rows, total })
}

/// One row by id, whatever its status (operators), or 404.
pub async fn manage_get<T>(state: &AppState, table: &str, columns: &str, id: i64) -> Result<T>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    sqlx::query_as::<_, T>(&format!("SELECT {columns} FROM {table} WHERE id = $1"))
        .bind(id)
        .fetch_optional(&state.db.pool)
        .await?
        .ok_or_else(|| KernelError::NotFound.into())
}

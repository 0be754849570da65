//! The queries every content area shares, the only SQL outside the
//! resources' `repo.rs` files: the content revision (the counter every
//! operator write moves on, which keeps the caches and search index of every
//! instance in step with the database), and the statements every kind of
//! content (`manage::Kind`) is read and written with: its lists, published or
//! not, paged or not, filtered by title, status and columns; one row; the save
//! of a form as one statement pair with the kind's parts on its transaction;
//! publish or withdraw; delete.

use crate::error::Result;
use crate::manage::{Filter, IdQuery, Kind, Listed, Param};
use futures::future::BoxFuture;
use kernel::db::{Arg, Conditions, Db, Save};
use kernel::http::PageQuery;
use kernel::{AppState, KernelError, Page};

/// The database's content revision.
pub async fn revision(db: &Db) -> Result<i64, KernelError> {
    let (rev,): (i64,) = sqlx::query_as("SELECT revision FROM content_revision WHERE id = 1").fetch_one(&db.read).await?;
    Ok(rev)
}

/// Moves the content revision on by one and answers the new value.
pub async fn advance_revision(db: &Db) -> Result<i64, KernelError> {
    let (rev,): (i64,) =
        sqlx::query_as("UPDATE content_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision")
            .fetch_one(&db.write)
            .await?;
    Ok(rev)
}

/// Moves the revision after an operator's edit and appends the edit to the audit trail, in one
/// transaction: the edit is written just before it, so an audit row that cannot be written
/// answers an error (the caller sees the edit as failed and its caches as stale).
pub async fn advance_revision_audited(db: &Db, audit: &kernel::audit::Entry<'_>) -> Result<i64, KernelError> {
    let mut tx = db.write.begin().await?;
    let (rev,): (i64,) = sqlx::query_as("UPDATE content_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision").fetch_one(&mut *tx).await?;
    kernel::audit::record_with(&mut tx, audit, kernel::time::now_ms()).await?;
    tx.commit().await?;
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
    let r = sqlx::query(&format!("UPDATE {table} SET status = $1 WHERE id = $2")).bind(status).bind(id).execute(&state.db.write).await?;
    touched(r)
}

/// Deletes a row (children go with it through ON DELETE CASCADE); unknown ids answer 404.
pub async fn delete_row(state: &AppState, table: &str, id: i64) -> Result<()> {
    let r = sqlx::query(&format!("DELETE FROM {table} WHERE id = $1")).bind(id).execute(&state.db.write).await?;
    touched(r)
}

/// A filter as the kernel's conditions: the keyword on the rows' title column, the status, the columns.
fn conditions<R: Listed>(filter: &Filter) -> Conditions {
    let mut c = Conditions::default().contains(R::TITLE, filter.keyword).equal("status", filter.status.map(Arg::Int));
    for (column, value) in &filter.equal {
        let value = match value {
            Param::Int(v) => v.map(Arg::Int),
            Param::Text(v) => v.map(|t| Arg::Text(t.to_string())),
        };
        c = c.equal(*column, value);
    }
    c
}

/// The rows of a filter in `order`, at most `limit` of them.
pub async fn rows<R: Listed>(state: &AppState, filter: &Filter<'_>, order: &str, limit: Option<i64>) -> Result<Vec<R>> {
    Ok(conditions::<R>(filter).rows(&state.db, R::COLUMNS, R::SOURCE, order, limit).await?)
}

/// Every published row, in the visitors' order.
pub async fn published<R: Listed>(state: &AppState) -> Result<Vec<R>> {
    rows(state, &Filter::published(), crate::manage::SHOWN, None).await
}

/// `COUNT(*)` and one page of the rows of a filter, in `order`.
pub async fn page<R: Listed>(state: &AppState, filter: &Filter<'_>, order: &str, page: &PageQuery) -> Result<Page<R>> {
    let (rows, total) = conditions::<R>(filter).page(&state.db, R::COLUMNS, R::SOURCE, order, page).await?;
    Ok(Page { rows, total })
}

/// The operators' page of a kind, published or not, with its parts, cleaned for output.
pub async fn manage_page<K: Kind>(state: &AppState, filter: &Filter<'_>, paging: &PageQuery) -> Result<Page<K>> {
    let Page { rows, total } = page::<K>(state, filter, K::ORDER, paging).await?;
    Ok(Page { rows: K::with_parts(state, rows).await?.into_iter().map(K::present).collect(), total })
}

/// One row of a kind with its parts, whatever its status (operators), or 404.
pub async fn get_by_id<K: Kind>(state: &AppState, q: IdQuery) -> Result<K> {
    let rows = rows::<K>(state, &Filter::default().id(q.id), K::ORDER, None).await?;
    K::with_parts(state, rows).await?.into_iter().next().map(K::present).ok_or_else(|| KernelError::NotFound.into())
}

/// Adds a row of a kind from its form, or changes one (404 when there is none), with its parts,
/// all or nothing: the kind's checks first, then its columns and the times of the write in the
/// one statement pair of `Save`, then its parts on the same transaction.
pub async fn save<K: Kind>(state: &AppState, save: Save, form: &K::Form) -> Result<()> {
    K::check(state, form, save).await?;
    let mut columns = K::FIELDS.to_vec();
    if K::CHANGED {
        columns.push("update_time");
    }
    let sql = save.statement(K::TABLE, &columns, &["create_time"]);
    let now = kernel::time::now_ms();
    let mut q = K::bind(form, sqlx::query(&sql))?;
    if K::CHANGED {
        q = q.bind(now);
    }
    if let Save::Insert(_) = save {
        q = q.bind(now);
    }
    let mut tx = state.db.write.begin().await?;
    touched(q.bind(save.id()).execute(&mut *tx).await.map_err(K::refused)?)?;
    K::save_parts(state, &mut tx, save.id(), form).await?;
    tx.commit().await?;
    Ok(())
}

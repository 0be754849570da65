//! What every content area shares: the content revision that keeps caches and
//! the search index of every instance in step with the database, the read
//! cache of the public lists, paging and time helpers, and the publish and
//! delete statements common to the operators' API.

use crate::error::Result;
use crate::search::{Searchable, SearchIndex};
use kernel::http::PageQuery;
use kernel::{AppState, KernelError};
use serde::Serializer;
use std::any::Any;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};

/// The module's own state, handed to its handlers as an `Extension`.
pub struct Shared {
    pub cache: Cache,
    pub search: SearchIndex,
}

pub type Content = axum::Extension<Arc<Shared>>;

impl Shared {
    pub fn new() -> Self {
        Self { cache: Cache::default(), search: SearchIndex::default() }
    }

    /// Reads through the cache: the value is reused while no operator changed content.
    pub async fn cached<T, F, Fut>(&self, state: &AppState, key: &str, load: F) -> Result<Arc<T>>
    where
        T: Send + Sync + 'static,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T>>,
    {
        let rev = revision(state).await?;
        if let Some(hit) = self.cache.get::<T>(key, rev) {
            return Ok(hit);
        }
        let value = Arc::new(load().await?);
        self.cache.put(key, rev, value.clone());
        Ok(value)
    }

    /// Records that an operator changed content: every cache (on every instance)
    /// is stale from now on, and the search index takes the changed document.
    pub async fn changed(&self, state: &AppState, doc: Option<(Searchable, i64)>) -> Result<()> {
        let (rev,): (i64,) =
            sqlx::query_as("UPDATE content_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision")
                .fetch_one(&state.db.pool)
                .await?;
        self.search.changed(state, rev, doc).await
    }
}

impl Default for Shared {
    fn default() -> Self {
        Self::new()
    }
}

pub async fn revision(state: &AppState) -> Result<i64> {
    let (rev,): (i64,) =
        sqlx::query_as("SELECT revision FROM content_revision WHERE id = 1").fetch_one(&state.db.pool).await?;
    Ok(rev)
}

/// Values of the public lists keyed by request, valid for one content revision.
#[derive(Default)]
pub struct Cache {
    inner: Mutex<CacheInner>,
}

#[derive(Default)]
struct CacheInner {
    revision: i64,
    entries: HashMap<String, Arc<dyn Any + Send + Sync>>,
}

impl Cache {
    /// Bounds memory: keys include query values, so a caller could otherwise grow it without end.
    const MAX_ENTRIES: usize = 1024;

    fn get<T: Send + Sync + 'static>(&self, key: &str, rev: i64) -> Option<Arc<T>> {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        if inner.revision != rev {
            inner.entries.clear();
            inner.revision = rev;
            return None;
        }
        inner.entries.get(key).cloned().and_then(|v| v.downcast::<T>().ok())
    }

    fn put<T: Send + Sync + 'static>(&self, key: &str, rev: i64, value: Arc<T>) {
        let mut inner = self.inner.lock().unwrap_or_else(|p| p.into_inner());
        if inner.revision != rev {
            // A newer revision was seen meanwhile; this value may already be stale.
            return;
        }
        if inner.entries.len() >= Self::MAX_ENTRIES {
            inner.entries.clear();
        }
        inner.entries.insert(key.to_string(), value);
    }
}

/// Paging with the spec's default of 10 and the kernel's upper bound.
pub fn paging(page_num: Option<i64>, page_size: Option<i64>) -> PageQuery {
    PageQuery { page_num, page_size }
}

/// Epoch milliseconds shown as `YYYY-MM-DD HH:MM:SS` (Asia/Shanghai).
pub fn ser_time<S: Serializer>(ms: &i64, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(&kernel::time::format_ms(Some(*ms)).unwrap_or_default())
}

pub fn ser_opt_time<S: Serializer>(ms: &Option<i64>, s: S) -> std::result::Result<S::Ok, S::Error> {
    match kernel::time::format_ms(*ms) {
        Some(t) => s.serialize_str(&t),
        None => s.serialize_none(),
    }
}

/// Publishes (1) or withdraws (0) a row of a content table; unknown ids answer 404.
pub async fn set_status(state: &AppState, table: &str, id: i64, status: i64) -> Result<()> {
    if status != 0 && status != 1 {
        return Err(crate::error::invalid("状态只能是0或1"));
    }
    let r = sqlx::query(&format!("UPDATE {table} SET status = $1 WHERE id = $2")).bind(status).bind(id).execute(&state.db.pool).await?;
    Ok(kernel::db::touched(r)?)
}

/// Deletes a row (children go with it through ON DELETE CASCADE); unknown ids answer 404.
pub async fn delete_row(state: &AppState, table: &str, id: i64) -> Result<()> {
    let r = sqlx::query(&format!("DELETE FROM {table} WHERE id = $1")).bind(id).execute(&state.db.pool).await?;
    Ok(kernel::db::touched(r)?)
}

/// `COUNT(*)` and one page of a content table for the operators' lists: an
/// optional keyword on the title column and an optional status.
pub async fn manage_page<T>(
    state: &AppState,
    table: &str,
    columns: &str,
    title_column: &str,
    q: &crate::manage::ManageQuery,
) -> Result<kernel::Page<T>>
where
    T: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let page = paging(q.page_num, q.page_size);
    let keyword = q.keyword.as_deref().map(kernel::db::contains_pattern);
    let filter = format!("($1 IS NULL OR {title_column} LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR status = $2)");
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table} WHERE {filter}"))
        .bind(&keyword)
        .bind(q.status)
        .fetch_one(&state.db.pool)
        .await?;
    let rows = sqlx::query_as::<_, T>(&format!(
        "SELECT {columns} FROM {table} WHERE {filter} ORDER BY sort, id DESC LIMIT $3 OFFSET $4"
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

/// Checks a free-text field of a nested list item, where form rule files do not reach.
pub fn check_text(value: &str, required: Option<&str>, max: usize, what: &str) -> Result<()> {
    if value.trim().is_empty() {
        if let Some(msg) = required {
            return Err(crate::error::invalid(msg));
        }
    }
    if value.chars().count() > max {
        return Err(crate::error::invalid(format!("{what}不能超过{max}个字")));
    }
    Ok(())
}

//! The content module's own state, handed to its handlers as an `Extension`:
//! the read cache of the public lists and the search index, both valid for
//! one content revision, so a change an operator makes through any instance
//! shows everywhere at once.

use crate::error::Result;
use crate::search_index::{SearchIndex, Searchable};
use kernel::http::Ready;
use kernel::site::{RevisionCache, RevisionClock};
use kernel::AppState;
use std::future::Future;
use std::sync::Arc;

/// The module's own state, handed to its handlers as an `Extension`.
pub struct Shared {
    pub cache: RevisionCache,
    /// The public lists' replies per revision, apart from the values of `cache` whose keys they could share.
    pub replies: RevisionCache,
    /// Search replies per revision, apart so a run of new keywords never empties the lists'.
    pub searches: RevisionCache,
    pub search: SearchIndex,
    /// The content revision as this instance knows it (also the notices' through `MarketSite`).
    pub clock: Arc<RevisionClock>,
}

pub type Content = axum::Extension<Arc<Shared>>;

impl Shared {
    pub fn new() -> Self {
        let clock = Arc::new(RevisionClock::default());
        Self { cache: RevisionCache::default(), replies: RevisionCache::default(), searches: RevisionCache::default(), search: SearchIndex::new(clock.clone()), clock }
    }

    /// The content revision, read from the database only when this instance's is not fresh.
    pub async fn revision(&self, state: &AppState) -> Result<i64> {
        self.clock.current(|| crate::store::revision(&state.db)).await.map_err(Into::into)
    }

    /// Reads through the cache: the value is reused while no operator changed content.
    pub async fn cached<T, F, Fut>(&self, state: &AppState, key: &str, load: F) -> Result<Arc<T>>
    where
        T: Send + Sync + 'static,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T>>,
    {
        let rev = self.revision(state).await?;
        self.cache.get_or_load(key, rev, load).await
    }

    /// The reply of a public read, written once per content revision and served as
    /// ready bytes with an ETag (a browser holding them gets 304).
    pub async fn reply<T, F, Fut>(&self, state: &AppState, key: &str, load: F) -> Result<Ready>
    where
        T: serde::Serialize,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T>>,
    {
        self.reply_in(&self.replies, state, key, load).await
    }

    /// `reply`, kept in the given cache (the searches keep theirs apart).
    pub async fn reply_in<T, F, Fut>(&self, cache: &RevisionCache, state: &AppState, key: &str, load: F) -> Result<Ready>
    where
        T: serde::Serialize,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T>>,
    {
        let rev = self.revision(state).await?;
        let ready = cache.get_or_load(key, rev, || async { Ok::<_, crate::error::MarketError>(Ready::new(&load().await?)?) }).await?;
        Ok(ready.as_ref().clone())
    }

    /// Records that an operator changed content: every cache (on every instance)
    /// is stale from now on, and the search index takes the changed document.
    pub async fn changed(&self, state: &AppState, doc: Option<(Searchable, i64)>, edit: &Edit<'_>) -> Result<()> {
        let target = edit.id.map(|id| format!("{}:{id}", edit.table)).unwrap_or_else(|| edit.table.to_string());
        let audit = kernel::audit::Entry {
            kind: kernel::audit::kind::CONTENT_EDIT,
            actor_id: Some(edit.operator),
            origin: Some(edit.origin),
            target: Some(&target),
            detail: Some(edit.action),
            ..Default::default()
        };
        let rev = crate::store::advance_revision_audited(&state.db, &audit).await?;
        self.clock.moved_to(rev);
        self.search.changed(state, rev, doc).await
    }
}

/// An operator's content edit, as the audit trail records it.
pub struct Edit<'a> {
    pub operator: i64,
    pub origin: &'a kernel::audit::Origin,
    /// The table edited and the row (none for a whole setting).
    pub table: &'a str,
    pub id: Option<i64>,
    /// 新增, 修改, 上架/下架, 删除 ….
    pub action: &'a str,
}

impl Default for Shared {
    fn default() -> Self {
        Self::new()
    }
}

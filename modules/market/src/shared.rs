//! The content module's own state, handed to its handlers as an `Extension`:
//! the read cache of the public lists and the search index, both valid for
//! one content revision, so a change an operator makes through any instance
//! shows everywhere at once.

use crate::error::Result;
use crate::search_index::{SearchIndex, Searchable};
use kernel::site::RevisionCache;
use kernel::AppState;
use std::future::Future;
use std::sync::Arc;

/// The module's own state, handed to its handlers as an `Extension`.
pub struct Shared {
    pub cache: RevisionCache,
    pub search: SearchIndex,
}

pub type Content = axum::Extension<Arc<Shared>>;

impl Shared {
    pub fn new() -> Self {
        Self { cache: RevisionCache::default(), search: SearchIndex::default() }
    }

    /// Reads through the cache: the value is reused while no operator changed content.
    pub async fn cached<T, F, Fut>(&self, state: &AppState, key: &str, load: F) -> Result<Arc<T>>
    where
        T: Send + Sync + 'static,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T>>,
    {
        let rev = crate::store::revision(&state.db).await?;
        self.cache.get_or_load(key, rev, load).await
    }

    /// Records that an operator changed content: every cache (on every instance)
    /// is stale from now on, and the search index takes the changed document.
    pub async fn changed(&self, state: &AppState, doc: Option<(Searchable, i64)>) -> Result<()> {
        let rev = crate::store::advance_revision(&state.db).await?;
        self.search.changed(state, rev, doc).await
    }
}

impl Default for Shared {
    fn default() -> Self {
        Self::new()
    }
}

//! The content module's own state, handed to its handlers as an `Extension`:
//! the read cache of the public lists and the search index, both valid for
//! one content revision, so a change an operator makes through any instance
//! shows everywhere at once.

use crate::error::Result;
use crate::search_index::{SearchIndex, Searchable};
use kernel::AppState;
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
        let rev = crate::store::revision(state).await?;
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
        let rev = crate::store::advance_revision(state).await?;
        self.search.changed(state, rev, doc).await
    }
}

impl Default for Shared {
    fn default() -> Self {
        Self::new()
    }
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

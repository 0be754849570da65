//! What the areas of the public site share: the content revision (kept by the
//! market, moved on by every change an operator makes to public content, so
//! every instance's caches and search index stay in step with the database),
//! the read cache valid for one revision, and the documents other areas
//! publish for the site search (the notices').

use std::any::Any;
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};




/// The content revision as this instance knows it: read from the database at
/// most every [`RevisionClock::FRESH`], and moved at once by this instance's own
/// changes. So a public read costs no query, this instance's changes show at
/// once (every writing request marks it stale, `server`), and another
/// instance's within a quarter of a second.
#[derive(Default)]
pub struct RevisionClock {
    revision: std::sync::atomic::AtomicI64,
    /// When the database was last read, in ms since `start`; 0 before the first read.
    read_at: std::sync::atomic::AtomicU64,
    start: std::sync::OnceLock<std::time::Instant>,
    /// Moved by every `stale`: a read that began before it does not make the clock fresh.
    marks: std::sync::atomic::AtomicU64,
    /// A read of an aged revision is under way: the others keep the known one meanwhile.
    reading: std::sync::atomic::AtomicBool,
}

/// Frees `RevisionClock::reading` when the read ends, or its request is dropped halfway.
struct Reading<'a>(&'a std::sync::atomic::AtomicBool);

impl Drop for Reading<'_> {
    fn drop(&mut self) {
        self.0.store(false, std::sync::atomic::Ordering::Release);
    }
}

impl RevisionClock {
    pub const FRESH: std::time::Duration = std::time::Duration::from_millis(250);

    fn elapsed_ms(&self) -> u64 {
        // Never 0, so 0 can mean "not read yet".
        u64::try_from(self.start.get_or_init(std::time::Instant::now).elapsed().as_millis()).unwrap_or(u64::MAX).max(1)
    }

    /// The revision: the one known when it was read recently, else `read`'s (the database's).
    pub async fn current<E, Fut: Future<Output = Result<i64, E>>>(&self, read: impl FnOnce() -> Fut) -> Result<i64, E> {
        use std::sync::atomic::Ordering;
        let now = self.elapsed_ms();
        let at = self.read_at.load(Ordering::Acquire);
        if at != 0 && now.saturating_sub(at) < Self::FRESH.as_millis() as u64 {
            return Ok(self.revision.load(Ordering::Acquire));
        }
        // Merely aged: one request reads, and under load the others go on with
        // the known revision rather than all asking the database at once. After
        // this instance's own change (`stale`) every request reads until one has.
        let _reading = if at != 0 {
            if self.reading.swap(true, Ordering::AcqRel) {
                return Ok(self.revision.load(Ordering::Acquire));
            }
            Some(Reading(&self.reading))
        } else {
            None
        };
        let mark = self.marks.load(Ordering::Acquire);
        let read = read().await?;
        // Revisions only grow: a read that raced a newer local change never moves the clock back.
        let known = self.revision.fetch_max(read, Ordering::AcqRel).max(read);
        // A read that began before a local change may predate it: the clock stays stale.
        if self.marks.load(Ordering::Acquire) == mark {
            self.read_at.store(self.elapsed_ms(), Ordering::Release);
        }
        Ok(known)
    }

    /// The next `current` reads the database.
    pub fn stale(&self) {
        self.marks.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
        self.read_at.store(0, std::sync::atomic::Ordering::Release);
    }

    /// This instance moved the revision on to `revision`.
    pub fn moved_to(&self, revision: i64) {
        self.revision.fetch_max(revision, std::sync::atomic::Ordering::AcqRel);
    }
}

/// Values read for the public pages, keyed by request, valid for one content
/// revision: a revision the cache has not seen empties it.
#[derive(Default)]
pub struct RevisionCache {
    inner: Mutex<CacheInner>,
}

#[derive(Default)]
struct CacheInner {
    revision: i64,
    entries: HashMap<String, Arc<dyn Any + Send + Sync>>,
}

impl RevisionCache {
    /// Bounds memory: keys include query values, so a caller could otherwise grow it without end.
    const MAX_ENTRIES: usize = 1024;

    /// The value under `key` for revision `rev`, loaded (and kept) when the cache has none.
    pub async fn get_or_load<T, E, F, Fut>(&self, key: &str, rev: i64, load: F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<T, E>>,
    {
        if let Some(hit) = self.get::<T>(key, rev) {
            return Ok(hit);
        }
        let value = Arc::new(load().await?);
        self.put(key, rev, value.clone());
        Ok(value)
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use futures::FutureExt;

    #[tokio::test]
    async fn the_clock_reads_the_database_only_when_stale_and_never_goes_back() {
        let clock = RevisionClock::default();
        assert_eq!(clock.current(|| async { Ok::<_, ()>(3) }).await, Ok(3));
        assert_eq!(clock.current(|| async { Err::<i64, _>("not read while fresh") }).await, Ok(3));
        clock.moved_to(4);
        assert_eq!(clock.current(|| async { Err::<i64, _>("not read while fresh") }).await, Ok(4), "a local change shows at once");
        tokio::time::sleep(RevisionClock::FRESH + std::time::Duration::from_millis(10)).await;
        assert_eq!(clock.current(|| async { Ok::<_, ()>(2) }).await, Ok(4), "an older read does not move it back");
        tokio::time::sleep(RevisionClock::FRESH + std::time::Duration::from_millis(10)).await;
        assert_eq!(clock.current(|| async { Ok::<_, ()>(9) }).await, Ok(9), "another instance's change is read");
    }

    #[tokio::test]
    async fn a_read_that_began_before_a_local_change_leaves_the_clock_stale() {
        let clock = RevisionClock::default();
        let read = clock.current(|| async {
            clock.stale();
            Ok::<_, ()>(5)
        });
        assert_eq!(read.await, Ok(5));
        assert_eq!(clock.current(|| async { Ok::<_, ()>(6) }).await, Ok(6), "the next request reads again");
        assert_eq!(clock.current(|| async { Err::<i64, _>("not read while fresh") }).await, Ok(6));
    }

    #[tokio::test]
    async fn an_aged_revision_is_read_by_one_request_while_the_others_go_on() {
        let clock = RevisionClock::default();
        assert_eq!(clock.current(|| async { Ok::<_, ()>(3) }).await, Ok(3));
        tokio::time::sleep(RevisionClock::FRESH + std::time::Duration::from_millis(10)).await;
        let (gate, wait) = tokio::sync::oneshot::channel::<()>();
        let slow = clock.current(|| async {
            wait.await.ok();
            Ok::<_, ()>(4)
        });
        let others = async {
            tokio::task::yield_now().await;
            let seen = clock.current(|| async { Err::<i64, _>("a second read while one is under way") }).await;
            gate.send(()).ok();
            seen
        };
        let (slow, seen) = tokio::join!(slow, others);
        assert_eq!((slow, seen), (Ok(4), Ok(3)));
        assert_eq!(clock.current(|| async { Err::<i64, _>("fresh again") }).await, Ok(4));
        // A read dropped halfway lets the next request read.
        tokio::time::sleep(RevisionClock::FRESH + std::time::Duration::from_millis(10)).await;
        assert!(clock.current(|| std::future::pending::<Result<i64, ()>>()).now_or_never().is_none(), "dropped while reading");
        assert_eq!(clock.current(|| async { Ok::<_, ()>(7) }).await, Ok(7));
    }

    #[test]
    fn a_new_revision_empties_the_cache_and_a_late_value_is_dropped() {
        let cache = RevisionCache::default();
        assert!(cache.get::<i64>("a", 1).is_none());
        cache.put("a", 1, Arc::new(7_i64));
        assert_eq!(cache.get::<i64>("a", 1).as_deref(), Some(&7));
        assert!(cache.get::<i64>("a", 2).is_none(), "revision 2 makes the old value stale");
        cache.put("a", 1, Arc::new(8_i64));
        assert!(cache.get::<i64>("a", 2).is_none(), "a value read for revision 1 is not kept under 2");
    }
}

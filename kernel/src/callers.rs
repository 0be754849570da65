//! The signed-in callers this instance has loaded, kept between requests so an
//! authenticated read costs no query, and dropped as soon as anything they were
//! made of may have changed: at once on this instance, within a second on others.
//!
//! Exactness rests on an epoch: an entry counts only if the epoch it was loaded
//! under is still current, and the epoch is read before the load. The epoch moves
//! after every request of this instance that may have written (`forget_all`
//! runs once its handler is done, so after its commit), after every job run, and
//! when the database says another writer changed users, sessions, companies,
//! memberships, departments, posts, roles, menu grants or held apps (the triggers of
//! `migrations/kernel/{sqlite,postgres}/`: PostgreSQL notifies on commit,
//! SQLite bumps a revision this instance polls), or any table a memo reads
//! (`KERNEL_TABLES` and the modules' `caller_tables`, given the same triggers at start).
//! While that news cannot be heard (a lost listener), nothing is kept.

use crate::db::{Backend, Db};
use crate::identity::Role;
use crate::time::now_ms;
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

/// The signed-in caller: who they are, which company they act for, and what
/// they may open. Its checks (`require_menu`, ...) are in `auth`.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub user_id: i64,
    pub session_id: Arc<str>,
    pub company_id: Option<i64>,
    /// 0 main account, 1 sub-account, None without a company.
    pub user_type: Option<i64>,
    pub roles: Arc<BTreeSet<Role>>,
    /// Menu keys this caller may open (and call the APIs behind).
    pub menus: Arc<BTreeSet<String>>,
    /// The caller's account as loaded for this request, so handlers need not read it again.
    pub user: Arc<crate::identity::User>,
    /// What handlers made of this caller (`memo`), kept and dropped with it.
    pub memos: Arc<Memos>,
}

/// Values made once per kept caller, one per type.
#[derive(Default)]
pub struct Memos(std::sync::Mutex<std::collections::HashMap<std::any::TypeId, Arc<dyn std::any::Any + Send + Sync>>>);

impl CurrentUser {
    /// What `load` makes of this caller, made once while the caller is kept in
    /// memory (`callers`) and made again after any change that drops it. So
    /// `load` may read only what drops a kept caller when it changes: users,
    /// sessions, companies, memberships, departments, posts, roles, menu
    /// grants and held apps (the triggers of `migrations/kernel/{sqlite,postgres}/`);
    /// anything else it reads goes in `memo_while`'s freshness check.
    pub async fn memo<T, E, F>(&self, load: F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        F: std::future::Future<Output = Result<T, E>>,
    {
        self.memo_while(|_| true, load).await
    }

    /// `memo` for a value that also goes stale by itself (a held app expires, the
    /// content revision moves): one kept is used while `fresh` says so, else made again.
    pub async fn memo_while<T, E, F>(&self, fresh: impl FnOnce(&T) -> bool, load: F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        F: std::future::Future<Output = Result<T, E>>,
    {
        let key = std::any::TypeId::of::<T>();
        let kept = self.memos.0.lock().ok().and_then(|m| m.get(&key).cloned());
        if let Some(v) = kept.and_then(|v| v.downcast::<T>().ok()).filter(|v| fresh(v)) {
            return Ok(v);
        }
        let v = Arc::new(load.await?);
        if let Ok(mut m) = self.memos.0.lock() {
            m.insert(key, v.clone());
        }
        Ok(v)
    }
}

impl std::fmt::Debug for Memos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Memos")
    }
}

/// Callers kept at most; a full table starts over (an instance's active sessions fit many times).
const CAPACITY: usize = 20_000;
/// However current the epoch, an entry is reloaded after this long.
const MAX_AGE: Duration = Duration::from_secs(60);
/// How often SQLite's revision is read (PostgreSQL is heard at once).
const POLL: Duration = Duration::from_millis(250);
/// The kernel's tables that memos read beside those the kernel's own triggers
/// follow (`migrations/kernel/{sqlite,postgres}/`): the company's own apps (myApp).
pub const KERNEL_TABLES: &[&str] = &["company_custom_apps"];
/// The PostgreSQL channel the triggers notify.
pub const CHANNEL: &str = "platform_callers";

struct Entry {
    user: CurrentUser,
    user_id: i64,
    epoch: u64,
    /// When the session ends (ms), as the database has it.
    session_expires_at: i64,
    loaded: Instant,
}

/// The instance's callers by session id.
pub struct Callers {
    entries: RwLock<HashMap<Arc<str>, Entry>>,
    epoch: AtomicU64,
    /// False while changes by other writers could go unheard: then nothing is served from memory.
    following: AtomicBool,
}

impl Default for Callers {
    fn default() -> Self {
        Self { entries: RwLock::new(HashMap::new()), epoch: AtomicU64::new(0), following: AtomicBool::new(false) }
    }
}

/// Put on a read request that carries the `token` header; set by the
/// extractor of the GET calls that change something (`HeaderToken`), so the
/// callers are forgotten after those too.
#[derive(Clone, Default)]
pub struct WriteMark(Arc<AtomicBool>);

impl WriteMark {
    pub fn set(&self) {
        self.0.store(true, Ordering::Release);
    }

    pub fn is_set(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }
}

/// The epoch a load began under; [`Callers::keep`] files the loaded caller under it.
#[derive(Debug, Clone, Copy)]
pub struct Epoch(u64);

impl Callers {
    /// The kept caller of this session, when still current.
    pub fn get(&self, session_id: &str, user_id: i64) -> Option<CurrentUser> {
        if !self.following.load(Ordering::Acquire) {
            return None;
        }
        let epoch = self.epoch.load(Ordering::Acquire);
        let entries = self.entries.read().ok()?;
        let e = entries.get(session_id)?;
        (e.epoch == epoch && e.user_id == user_id && e.session_expires_at > now_ms() && e.loaded.elapsed() < MAX_AGE).then(|| e.user.clone())
    }

    /// Read before loading a caller from the database.
    pub fn epoch(&self) -> Epoch {
        Epoch(self.epoch.load(Ordering::Acquire))
    }

    /// Keeps a caller loaded under `epoch`; a change since then leaves it out.
    pub fn keep(&self, epoch: Epoch, session_expires_at: i64, user: &CurrentUser) {
        if !self.following.load(Ordering::Acquire) || self.epoch.load(Ordering::Acquire) != epoch.0 {
            return;
        }
        let Ok(mut entries) = self.entries.write() else { return };
        if entries.len() >= CAPACITY {
            entries.clear();
        }
        entries.insert(
            user.session_id.clone(),
            Entry { user: user.clone(), user_id: user.user_id, epoch: epoch.0, session_expires_at, loaded: Instant::now() },
        );
    }

    /// Drops every kept caller: something they were made of may have changed.
    pub fn forget_all(&self) {
        self.epoch.fetch_add(1, Ordering::AcqRel);
        if let Ok(mut entries) = self.entries.write() {
            entries.clear();
        }
    }

    fn set_following(&self, on: bool) {
        // Forgotten first when following resumes: anything missed meanwhile is gone.
        self.forget_all();
        self.following.store(on, Ordering::Release);
    }

    /// Listens for changes by other writers for as long as `callers` lives
    /// (PostgreSQL: the triggers' notifications; SQLite: the revision, polled).
    pub fn follow(callers: &Arc<Callers>, db: &Db, database_url: &str) {
        let weak = Arc::downgrade(callers);
        match db.backend {
            Backend::Postgres => {
                let url = database_url.to_string();
                tokio::spawn(async move { listen(weak, &url).await });
            }
            Backend::Sqlite => {
                let db = db.clone();
                tokio::spawn(async move { poll(weak, &db).await });
            }
        }
    }
}

async fn listen(callers: std::sync::Weak<Callers>, url: &str) {
    use sqlx::postgres::PgListener;
    loop {
        let listener = async {
            let mut l = PgListener::connect(url).await?;
            l.listen(CHANNEL).await?;
            Ok::<_, sqlx::Error>(l)
        }
        .await;
        let Some(c) = callers.upgrade() else { return };
        let mut listener = match listener {
            Ok(l) => {
                c.set_following(true);
                l
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for caller changes; callers are loaded on every request");
                c.set_following(false);
                drop(c);
                tokio::time::sleep(Duration::from_secs(1)).await;
                continue;
            }
        };
        drop(c);
        loop {
            let heard = listener.try_recv().await;
            let Some(c) = callers.upgrade() else { return };
            match heard {
                Ok(Some(_)) => c.forget_all(),
                // The connection dropped: what was said meanwhile is lost, so keep nothing until listening again.
                Ok(None) | Err(_) => {
                    c.set_following(false);
                    break;
                }
            }
        }
    }
}

async fn poll(callers: std::sync::Weak<Callers>, db: &Db) {
    let mut seen: Option<i64> = None;
    loop {
        let revision: Result<(i64,), _> = sqlx::query_as("SELECT version FROM caller_revision WHERE id = 1").fetch_one(&db.read).await;
        let Some(c) = callers.upgrade() else { return };
        match revision {
            Ok((v,)) if seen == Some(v) => {}
            Ok((v,)) => {
                c.set_following(true);
                seen = Some(v);
            }
            Err(_) => {
                c.set_following(false);
                seen = None;
            }
        }
        drop(c);
        tokio::time::sleep(POLL).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn caller(session: &str) -> CurrentUser {
        let user = crate::identity::User {
            id: 7,
            user_name: "u".into(),
            mobile: None,
            email: None,
            password_hash: String::new(),
            real_name: None,
            nick_name: None,
            avatar: None,
            id_card: None,
            status: 1,
            user_certificated: 0,
            current_company_id: None,
            create_time: 0,
            owner_company_id: None,
            mobile_verified: 0,
        };
        CurrentUser {
            user_id: 7,
            session_id: session.into(),
            company_id: None,
            user_type: None,
            roles: Arc::new(BTreeSet::from([Role::Operator])),
            menus: Arc::new(BTreeSet::new()),
            user: Arc::new(user),
            memos: Default::default(),
        }
    }

    fn following() -> Callers {
        let c = Callers::default();
        c.set_following(true);
        c
    }

    #[test]
    fn a_kept_caller_is_served_until_anything_changes() {
        let c = following();
        let far = now_ms() + 60_000;
        c.keep(c.epoch(), far, &caller("s1"));
        assert!(c.get("s1", 7).is_some());
        assert!(c.get("s1", 8).is_none(), "a session is served only to the user it belongs to");
        c.forget_all();
        assert!(c.get("s1", 7).is_none());
    }

    #[test]
    fn a_load_that_began_before_a_change_is_not_kept() {
        let c = following();
        let before = c.epoch();
        c.forget_all(); // a write committed while the caller was being read
        c.keep(before, now_ms() + 60_000, &caller("s1"));
        assert!(c.get("s1", 7).is_none());
    }

    #[test]
    fn nothing_is_kept_while_changes_cannot_be_heard_nor_past_the_session() {
        let c = Callers::default();
        c.keep(c.epoch(), now_ms() + 60_000, &caller("s1"));
        assert!(c.get("s1", 7).is_none(), "not following yet");
        let c = following();
        c.keep(c.epoch(), now_ms() - 1, &caller("s2"));
        assert!(c.get("s2", 7).is_none(), "an ended session");
        c.keep(c.epoch(), now_ms() + 60_000, &caller("s3"));
        c.set_following(false);
        assert!(c.get("s3", 7).is_none());
    }
}

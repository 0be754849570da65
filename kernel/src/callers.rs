//! The signed-in callers this instance has loaded, kept between requests so an
//! authenticated read costs no query, and dropped as soon as anything they were
//! made of may have changed: at once on this instance, within a second on others.
//!
//! Exactness rests on epochs: an entry counts only if the epochs it was loaded
//! under are still current, and they are read before the load. The callers'
//! epoch moves when users, sessions, companies, memberships, departments, posts,
//! roles, menu grants or held apps change; the memos' epoch (what handlers made
//! of a caller, `CurrentUser::memo`, and values kept by key, `Kept`) when a
//! table of content they read changes (`KERNEL_MEMO_TABLES` and the modules'
//! `memo_tables`); the activity's epoch when a table users' requests write all
//! the time changes (the modules' `activity_tables`: orders, issued tokens),
//! which only values declared to read them follow (`Reads`). The database counts
//! the three kinds of change in three revisions, moved by the triggers of
//! `migrations/kernel/{sqlite,postgres}/` and those `Db::follow_for_memos` makes
//! (SQLite: three rows of `caller_revision`; PostgreSQL: three sequences, and a
//! notification on commit). An epoch moves
//! - after a request of this instance that may have written, once its handler
//!   is done (so after its commit), when a revision moved since the request
//!   began (`after_write`): an order placed reloads the order pages, not every caller;
//! - after every job run, the same way;
//! - when another instance's change is heard (PostgreSQL notifies, SQLite's
//!   revisions are polled).
//! While that news cannot be heard (a lost listener), nothing is kept.

use crate::db::{Backend, Db};
use crate::people::Role;
use crate::time::now_ms;
use std::collections::{BTreeSet, HashMap};
use std::sync::atomic::{AtomicBool, AtomicI64, AtomicU64, Ordering};
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
    pub user: Arc<crate::people::User>,
    /// What handlers made of this caller (`memo`), kept and dropped with it.
    pub memos: Arc<Memos>,
}

/// Values made once per kept caller, one per type, each filed under the memo
/// epochs it was made in (`Callers::memos`).
#[derive(Default)]
pub struct Memos {
    kept: std::sync::Mutex<std::collections::HashMap<std::any::TypeId, (u64, Arc<dyn std::any::Any + Send + Sync>)>>,
    epochs: Arc<MemoEpochs>,
}

/// What a kept value reads beside the callers' tables, so which changes drop it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reads {
    /// The memo tables only (the catalogue, registrations, launch rules, dictionaries).
    Content,
    /// Those and the activity tables (orders, issued tokens).
    ContentAndActivity,
}

/// The memos' and the activity's epochs of one instance.
#[derive(Default)]
struct MemoEpochs {
    content: AtomicU64,
    activity: AtomicU64,
}

impl MemoEpochs {
    /// One number for the epochs `reads` follows: both only grow, so their sum stays while neither moves.
    fn of(&self, reads: Reads) -> u64 {
        let content = self.content.load(Ordering::Acquire);
        match reads {
            Reads::Content => content,
            Reads::ContentAndActivity => content + self.activity.load(Ordering::Acquire),
        }
    }
}

impl CurrentUser {
    /// What `load` makes of this caller, made once while the caller is kept in
    /// memory (`callers`) and made again after any change that drops it. So
    /// `load` may read only what drops a kept caller when it changes: users,
    /// sessions, companies, memberships, departments, posts, roles, menu
    /// grants and held apps (the triggers of `migrations/kernel/{sqlite,postgres}/`);
    /// anything else it reads goes in `memo_while`'s freshness check, or is a
    /// memo table (`tracked_memo_while`).
    pub async fn memo<T, E, F>(&self, load: F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        F: std::future::Future<Output = Result<T, E>>,
    {
        self.memos.kept(None, |_| true, load).await
    }

    /// `memo` for a value that also goes stale by itself (a held app expires, the
    /// content revision moves): one kept is used while `fresh` says so, else made again.
    pub async fn memo_while<T, E, F>(&self, fresh: impl FnOnce(&T) -> bool, load: F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        F: std::future::Future<Output = Result<T, E>>,
    {
        self.memos.kept(None, fresh, load).await
    }

    /// `memo_while` for a value that also reads memo tables (`KERNEL_MEMO_TABLES`,
    /// the modules' `memo_tables`) or, as `reads` says, activity tables: made
    /// again once any of them changed, by any instance.
    pub async fn tracked_memo_while<T, E, F>(&self, reads: Reads, fresh: impl FnOnce(&T) -> bool, load: F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        F: std::future::Future<Output = Result<T, E>>,
    {
        self.memos.kept(Some(reads), fresh, load).await
    }
}

impl Memos {
    async fn kept<T, E, F>(&self, tracked: Option<Reads>, fresh: impl FnOnce(&T) -> bool, load: F) -> Result<Arc<T>, E>
    where
        T: Send + Sync + 'static,
        F: std::future::Future<Output = Result<T, E>>,
    {
        let key = std::any::TypeId::of::<T>();
        // Read before loading: a change committed meanwhile files this value under a past epoch.
        let epoch = tracked.map_or(UNTRACKED, |reads| self.epochs.of(reads));
        let kept = self.kept.lock().ok().and_then(|m| m.get(&key).cloned());
        if let Some(v) = kept.filter(|(made, _)| *made == epoch).and_then(|(_, v)| v.downcast::<T>().ok()).filter(|v| fresh(v)) {
            return Ok(v);
        }
        let v = Arc::new(load.await?);
        if let Ok(mut m) = self.kept.lock() {
            m.insert(key, (epoch, v.clone()));
        }
        Ok(v)
    }
}

/// The epoch a memo that reads no memo table is filed under: it lives as long as its caller.
const UNTRACKED: u64 = u64::MAX;

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
pub const KERNEL_MEMO_TABLES: &[&str] = &["company_custom_apps"];
/// The PostgreSQL channel the triggers notify.
pub const CHANNEL: &str = "platform_callers";
/// The payload of a notification that only memos' tables changed (`notify_memos_changed`).
const MEMOS_CHANGED: &str = "memos";
/// The payload of a notification that only activity tables changed (`notify_activity_changed`).
const ACTIVITY_CHANGED: &str = "activity";

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
    /// The memos' and the activity's epochs, shared with every caller's `Memos`.
    memo_epochs: Arc<MemoEpochs>,
    /// The highest revisions read from the database (callers, memos, activity): what a write is compared with.
    seen: [AtomicI64; 3],
    /// False while changes by other writers could go unheard: then nothing is served from memory.
    following: AtomicBool,
    /// PostgreSQL: asks `tell_others` to notify the other instances that this one's writes moved
    /// the activity (its batches' statements carry the mark that keeps their triggers from
    /// notifying, `db::as_one_statement`).
    tell: std::sync::OnceLock<tokio::sync::mpsc::Sender<()>>,
}

impl Default for Callers {
    fn default() -> Self {
        Self {
            entries: RwLock::new(HashMap::new()),
            epoch: AtomicU64::new(0),
            memo_epochs: Arc::default(),
            seen: [AtomicI64::new(0), AtomicI64::new(0), AtomicI64::new(0)],
            following: AtomicBool::new(false),
            tell: std::sync::OnceLock::new(),
        }
    }
}

/// The database's three revisions: what callers are made of, the content memos read, the activity.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Revisions {
    pub callers: i64,
    pub memos: i64,
    pub activity: i64,
}

impl Revisions {
    /// The revisions as they are now (SQLite: the rows; PostgreSQL: the sequences).
    pub async fn read(db: &Db) -> Result<Revisions, sqlx::Error> {
        let sql = crate::db::revisions_sql(db.backend);
        let (callers, memos, activity): (i64, i64, i64) = sqlx::query_as(sql).fetch_one(&db.read).await?;
        Ok(Revisions { callers, memos, activity })
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

/// The epochs as a load began: a value loaded under them counts while none it follows moved.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    callers: u64,
    memos: u64,
}

/// Values an area keeps by key beside the callers (an access token's claims,
/// an app as a client), each filed under the `Stamp` it was loaded in: one
/// counts while the callers' epoch and the memo epochs it reads (`Reads`) are
/// where they were, until its own end, and at most `MAX_AGE`. So a value may
/// read what drops the callers, the memo tables and, when it says so, the
/// activity tables (all their changes, or changes and removals of
/// `activity_ended_tables`), and nothing else. A miss (`V = Option<_>`) may be
/// kept only when its tables are followed for additions too: a new row could fill it.
pub struct Kept<V> {
    entries: RwLock<HashMap<String, KeptEntry<V>>>,
    reads: Reads,
}

struct KeptEntry<V> {
    stamp: Stamp,
    /// When the value ends by itself (ms).
    until: i64,
    loaded: Instant,
    value: Arc<V>,
}

impl<V> Kept<V> {
    /// Values that read what `reads` says beside the callers' tables.
    pub fn new(reads: Reads) -> Self {
        Self { entries: RwLock::new(HashMap::new()), reads }
    }

    /// The value kept under `key`, when still current.
    pub fn get(&self, callers: &Callers, key: &str) -> Option<Arc<V>> {
        let stamp = callers.stamp(self.reads)?;
        let entries = self.entries.read().ok()?;
        let e = entries.get(key)?;
        (e.stamp == stamp && e.until > now_ms() && e.loaded.elapsed() < MAX_AGE).then(|| e.value.clone())
    }

    /// The value kept under `key`, else what `load` answers (the value and
    /// when it ends, ms), kept under the stamp read before the load began; a
    /// load that answers None keeps nothing.
    pub async fn get_or_load<E>(&self, callers: &Callers, key: &str, load: impl std::future::Future<Output = Result<Option<(V, i64)>, E>>) -> Result<Option<Arc<V>>, E> {
        if let Some(kept) = self.get(callers, key) {
            return Ok(Some(kept));
        }
        // Read before loading: a change committed meanwhile leaves the value unkept.
        let stamp = callers.stamp(self.reads);
        let Some((value, until)) = load.await? else { return Ok(None) };
        let value = Arc::new(value);
        if let Some(stamp) = stamp {
            self.keep(callers, stamp, key.to_string(), until, value.clone());
        }
        Ok(Some(value))
    }

    /// Keeps a value loaded under `stamp` until `until` (ms); a change since the stamp leaves it out.
    fn keep(&self, callers: &Callers, stamp: Stamp, key: String, until: i64, value: Arc<V>) {
        if callers.stamp(self.reads) != Some(stamp) {
            return;
        }
        let Ok(mut entries) = self.entries.write() else { return };
        if entries.len() >= CAPACITY {
            entries.clear();
        }
        entries.insert(key, KeptEntry { stamp, until, loaded: Instant::now(), value });
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

    /// The epochs a value that reads `reads` follows, read before loading it to keep (`Kept`); None while changes could go unheard.
    fn stamp(&self, reads: Reads) -> Option<Stamp> {
        self.following.load(Ordering::Acquire).then(|| Stamp { callers: self.epoch.load(Ordering::Acquire), memos: self.memo_epochs.of(reads) })
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
        self.forget_memos();
        if let Ok(mut entries) = self.entries.write() {
            entries.clear();
        }
    }

    /// Drops whatever was made of the memo and activity tables; the callers stay.
    pub fn forget_memos(&self) {
        self.memo_epochs.content.fetch_add(1, Ordering::AcqRel);
        self.forget_activity();
    }

    /// Drops what was made of the activity tables (`Reads::ContentAndActivity`).
    pub fn forget_activity(&self) {
        self.memo_epochs.activity.fetch_add(1, Ordering::AcqRel);
    }

    /// Empty memos for a caller being loaded, following this instance's memo epochs.
    pub fn memos(&self) -> Memos {
        Memos { kept: Default::default(), epochs: self.memo_epochs.clone() }
    }

    /// The revisions last read, taken when a request that may write begins:
    /// never above what the database had then, so a change the request makes is seen as a move.
    pub fn before_write(&self) -> Revisions {
        Revisions { callers: self.seen[0].load(Ordering::Acquire), memos: self.seen[1].load(Ordering::Acquire), activity: self.seen[2].load(Ordering::Acquire) }
    }

    /// Once a request or job that may have written is done (after its commit):
    /// forgets what moved since `before`, by what it `wrote` (`Db::writes_of`)
    /// or else by the revisions read again. A revision that cannot be read forgets everything.
    pub async fn after_write(&self, db: &Db, before: Revisions, wrote: crate::db::Wrote) {
        use crate::db::Wrote;
        let read = match wrote {
            Wrote::Nothing => return,
            Wrote::Batches([callers, memos, activity]) => Ok(Revisions { callers, memos, activity }),
            Wrote::Unknown => Revisions::read(db).await,
        };
        match read {
            Ok(now) => {
                if now.activity > before.activity {
                    if let Some(tell) = self.tell.get() {
                        // Full means a notification is already due, sent after this commit: nothing to add.
                        let _ = tell.try_send(());
                    }
                }
                self.heard(before, now)
            }
            Err(e) => {
                tracing::warn!(error = %e, "cannot read the caller revisions; every kept caller is dropped");
                self.forget_all();
            }
        }
    }

    /// Forgets callers, memos or activity when their revision is above `before`, and remembers the highest seen.
    fn heard(&self, before: Revisions, now: Revisions) {
        self.seen[0].fetch_max(now.callers, Ordering::AcqRel);
        self.seen[1].fetch_max(now.memos, Ordering::AcqRel);
        self.seen[2].fetch_max(now.activity, Ordering::AcqRel);
        if now.callers > before.callers {
            self.forget_all();
        } else if now.memos > before.memos {
            self.forget_memos();
        } else if now.activity > before.activity {
            self.forget_activity();
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
                let (tell, asked) = tokio::sync::mpsc::channel(1);
                if callers.tell.set(tell).is_ok() {
                    tokio::spawn(tell_others(asked, db.clone()));
                }
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
                Ok(Some(n)) if n.payload() == MEMOS_CHANGED => c.forget_memos(),
                Ok(Some(n)) if n.payload() == ACTIVITY_CHANGED => c.forget_activity(),
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

/// PostgreSQL: one notification after this instance's writes moved the activity, sent after their
/// commit and outside any write's transaction (a NOTIFY in a transaction holds every other
/// notifier's commit until its own is flushed); writes meanwhile share the next one. Ends with the
/// `Callers` that asks. It is sent on a reader's connection: it writes no table, and a writer's
/// connection taken outside any request would count as a write no request accounts for, so every
/// request in flight would read the revisions after its own write (`Db::writes_of`).
async fn tell_others(mut asked: tokio::sync::mpsc::Receiver<()>, db: Db) {
    while asked.recv().await.is_some() {
        if let Err(e) = sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(ACTIVITY_CHANGED).execute(&db.read).await {
            tracing::warn!(error = %e, "cannot tell other instances of new activity");
        }
    }
}

async fn poll(callers: std::sync::Weak<Callers>, db: &Db) {
    loop {
        let revisions = Revisions::read(db).await;
        let Some(c) = callers.upgrade() else { return };
        match revisions {
            Ok(now) => {
                c.heard(c.before_write(), now);
                if !c.following.load(Ordering::Acquire) {
                    c.set_following(true);
                }
            }
            Err(_) => c.set_following(false),
        }
        drop(c);
        tokio::time::sleep(POLL).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn caller(session: &str) -> CurrentUser {
        let user = crate::people::User {
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

    #[test]
    fn a_write_drops_only_what_its_revision_says_changed() {
        let c = following();
        let far = now_ms() + 60_000;
        c.keep(c.epoch(), far, &caller("s1"));
        let before = c.before_write();
        c.heard(before, before);
        assert!(c.get("s1", 7).is_some(), "a write that moved no revision keeps the callers");
        let content = c.memo_epochs.of(Reads::Content);
        let every = c.memo_epochs.of(Reads::ContentAndActivity);
        c.heard(before, Revisions { activity: before.activity + 1, ..before });
        assert!(c.get("s1", 7).is_some(), "an order placed keeps the callers");
        assert_eq!(c.memo_epochs.of(Reads::Content), content, "and what was made of the catalogue");
        assert_eq!(c.memo_epochs.of(Reads::ContentAndActivity), every + 1, "and drops what was made of the orders");
        let before = c.before_write();
        c.heard(before, Revisions { memos: before.memos + 1, ..before });
        assert!(c.get("s1", 7).is_some(), "a product changed keeps the callers");
        assert_eq!(c.memo_epochs.of(Reads::Content), content + 1, "and drops their memos");
        let seen = c.before_write();
        c.heard(before, seen);
        assert_eq!(c.memo_epochs.of(Reads::Content), content + 2, "a write that began before the move still drops them");
        c.heard(seen, seen);
        assert_eq!(c.memo_epochs.of(Reads::Content), content + 2, "one that began after does not");
        c.heard(seen, Revisions { callers: seen.callers + 1, ..seen });
        assert!(c.get("s1", 7).is_none(), "a change to what callers are made of drops them");
    }

    #[tokio::test]
    async fn a_memo_made_before_its_tables_changed_is_made_again() {
        let c = following();
        let mut user = caller("s1");
        user.memos = Arc::new(c.memos());
        let made = std::sync::atomic::AtomicU32::new(0);
        let load = || async {
            made.fetch_add(1, Ordering::AcqRel);
            Ok::<_, ()>(1u8)
        };
        let tracked = || user.tracked_memo_while(Reads::Content, |_| true, load());
        tracked().await.unwrap();
        tracked().await.unwrap();
        assert_eq!(made.load(Ordering::Acquire), 1, "kept while nothing changed");
        c.forget_memos();
        tracked().await.unwrap();
        assert_eq!(made.load(Ordering::Acquire), 2);
        user.memo(async { Ok::<_, ()>(2u16) }).await.unwrap();
        c.forget_memos();
        let kept = user.memo(async { Ok::<_, ()>(3u16) }).await.unwrap();
        assert_eq!(*kept, 2, "a memo of the callers' tables only outlives a memo tables' change");
        c.forget_activity();
        tracked().await.unwrap();
        assert_eq!(made.load(Ordering::Acquire), 3, "kept over an order placed when it reads no activity");
        let orders = || user.tracked_memo_while(Reads::ContentAndActivity, |_| true, async { Ok::<_, ()>(4u32) });
        orders().await.unwrap();
        c.forget_activity();
        let made_again = user.tracked_memo_while(Reads::ContentAndActivity, |_| true, async { Ok::<_, ()>(5u32) }).await.unwrap();
        assert_eq!(*made_again, 5, "one that reads the orders is made again");
    }

    #[test]
    fn a_kept_value_counts_until_an_epoch_it_follows_moves_or_it_ends() {
        let c = following();
        let kept: Kept<u8> = Kept::new(Reads::ContentAndActivity);
        let far = now_ms() + 60_000;
        kept.keep(&c, c.stamp(Reads::ContentAndActivity).unwrap(), "t0".into(), far, Arc::new(0));
        c.forget_activity();
        assert!(kept.get(&c, "t0").is_none(), "a token revoked moves the activity's epoch");
        let catalogue: Kept<u8> = Kept::new(Reads::Content);
        catalogue.keep(&c, c.stamp(Reads::Content).unwrap(), "app".into(), far, Arc::new(9));
        c.forget_activity();
        assert_eq!(catalogue.get(&c, "app").as_deref(), Some(&9), "which leaves what was made of the catalogue");
        c.forget_memos();
        assert!(catalogue.get(&c, "app").is_none(), "a changed product drops it");
        kept.keep(&c, c.stamp(Reads::ContentAndActivity).unwrap(), "t1".into(), far, Arc::new(1));
        assert_eq!(kept.get(&c, "t1").as_deref(), Some(&1));
        c.forget_memos();
        assert!(kept.get(&c, "t1").is_none(), "a token revoked moves the memos' epoch");
        kept.keep(&c, c.stamp(Reads::ContentAndActivity).unwrap(), "t1".into(), far, Arc::new(1));
        c.forget_all();
        assert!(kept.get(&c, "t1").is_none(), "a session ended moves the callers' epoch");
        let before = c.stamp(Reads::ContentAndActivity).unwrap();
        c.forget_memos();
        kept.keep(&c, before, "t2".into(), far, Arc::new(2));
        assert!(kept.get(&c, "t2").is_none(), "a load that began before a change is not kept");
        kept.keep(&c, c.stamp(Reads::ContentAndActivity).unwrap(), "t3".into(), now_ms() - 1, Arc::new(3));
        assert!(kept.get(&c, "t3").is_none(), "nor past its own end");
        c.set_following(false);
        assert!(c.stamp(Reads::Content).is_none(), "nothing is kept while changes cannot be heard");
    }
}

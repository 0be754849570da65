//! One database handle for SQLite (embedded default, WAL) and PostgreSQL.
//! Queries use sqlx's `Any` driver with `$1` placeholders, BIGINT/TEXT columns
//! and integer 0/1 flags, so the same SQL runs on both backends.

use sqlx::any::{AnyArguments, AnyPoolOptions, AnyQueryResult};
use sqlx_core::any::{AnyArgumentBuffer, AnyValueKind};
use sqlx::{AnyPool, Executor};
use std::time::Duration;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

impl Backend {
    /// The backend a database URL names.
    pub fn of(url: &str) -> Self {
        if url.starts_with("sqlite:") { Backend::Sqlite } else { Backend::Postgres }
    }
}

/// The database: readers and the writer.
///
/// On SQLite, `write` is one connection: every transaction and every write
/// goes through it, in the order asked (sqlx's pool hands its one connection
/// out first come, first served), so writers queue in this process instead of
/// sleeping in SQLite's busy handler, and none can fail to upgrade a read
/// snapshot. The readers are `query_only`, so a write sent to them fails in
/// the tests instead of slowing the writer. On PostgreSQL they are two pools,
/// so a request's end knows whether it took a writer's connection itself.
#[derive(Clone)]
pub struct Db {
    pub read: AnyPool,
    pub write: AnyPool,
    pub backend: Backend,
    /// The line of batches waiting for the writer's task (`Batch`).
    batches: tokio::sync::mpsc::Sender<Queued>,
    /// Batches committed together with others (group commit), since the start.
    pub grouped: std::sync::Arc<std::sync::atomic::AtomicU64>,
    /// What the writer has done, so a request's end knows what it wrote (`Db::writes_of`).
    log: std::sync::Arc<WriteLog>,
}

/// The caller revisions' rows (`migrations/kernel/sqlite/`): callers, memos, activity.
const REVISION_ROWS: usize = 3;

/// What the writer has done, for `Db::writes_of`: the revisions the
/// latest batch committed left, and how often the writer connection was taken
/// outside any request (a job, a spawned task), which no request can account for.
#[derive(Default)]
struct WriteLog {
    revisions: [std::sync::atomic::AtomicI64; REVISION_ROWS],
    unscoped: std::sync::atomic::AtomicU64,
    /// Told of each script the writer commits: SQLite's checkpointer follows it (`checkpoint_behind`).
    commits: tokio::sync::Notify,
}

impl WriteLog {
    /// The writer connection is being taken: by this request, or by someone no request accounts for.
    fn writer_taken(&self) {
        let in_request = REQUEST_WRITES.try_with(|w| w.direct.set(true)).is_ok();
        if !in_request && WRITER_TASK.try_with(|_| ()).is_err() {
            self.unaccounted();
        }
    }

    /// A write no request accounts for: the next request's end reads the revisions.
    fn unaccounted(&self) {
        self.unscoped.fetch_add(1, std::sync::atomic::Ordering::AcqRel);
    }
}

tokio::task_local! {
    /// What the request running in this task wrote (`Db::writes_of`).
    static REQUEST_WRITES: RequestWrites;
    /// Set in the writer's own task: its turns at the writer connection are the batches'.
    static WRITER_TASK: ();
}

#[derive(Default)]
struct RequestWrites {
    /// The writer connection was taken directly (a transaction, a statement).
    direct: std::cell::Cell<bool>,
    /// A batch was committed by the writer's task.
    batched: std::cell::Cell<bool>,
}

/// What a request wrote, as far as this instance can tell without asking the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrote {
    /// Nothing: the writer connection was never taken, by it or by anyone unaccounted for.
    Nothing,
    /// Only batches, which left the caller revisions (callers, memos, activity) at least here.
    Batches([i64; REVISION_ROWS]),
    /// Anything else (a transaction or statement of its own): the revisions must be read.
    Unknown,
}

/// A batch waiting for the writer, and where its answer goes.
type Queued = (Batch, tokio::sync::oneshot::Sender<Result<Written, sqlx::Error>>);

/// How many connections each side has.
const SQLITE_READERS: u32 = 8;
const POSTGRES_READERS: u32 = 12;
const POSTGRES_WRITERS: u32 = 8;
/// PostgreSQL: groups of batches committing at once (the rest of the writers' pool is for
/// transactions handlers open themselves). Two, not more: since a group's inserts of one text share
/// a VALUES list, a row more in a group costs little, so fewer, larger groups commit more orders a
/// second (on 2 cores: 11,000 with two, 9,400 with four, 7,600 with eight); two, not one, so a
/// batch waiting for a row lock does not hold every write in line behind it.
const POSTGRES_GROUPS: usize = 2;

impl Db {
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        sqlx::any::install_default_drivers();
        let backend = Backend::of(url);
        match backend {
            Backend::Postgres => {
                let log = std::sync::Arc::new(WriteLog::default());
                let write = postgres_pool(url, POSTGRES_WRITERS, Some(log.clone())).await?;
                let read = postgres_pool(url, POSTGRES_READERS, None).await?;
                let (batches, line) = tokio::sync::mpsc::channel(BATCH_LINE);
                let grouped = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
                tokio::spawn(WRITER_TASK.scope((), write_groups(write.clone(), line, grouped.clone(), log.clone())));
                Ok(Self { read, write, backend, batches, grouped, log })
            }
            Backend::Sqlite => {
                ensure_sqlite_parent(url)?;
                // The writer first: it makes the file and turns on WAL, which readers then share.
                let log = std::sync::Arc::new(WriteLog::default());
                let write = sqlite_pool(url, 1, WRITER_PRAGMAS, Some(log.clone())).await?;
                write.execute("PRAGMA journal_mode = WAL;").await?;
                let read = sqlite_pool(url, SQLITE_READERS, "PRAGMA query_only = ON;", None).await?;
                let checkpointer = sqlite_pool(url, 1, "", None).await?;
                tokio::spawn(checkpoint_behind(checkpointer, std::sync::Arc::downgrade(&log)));
                let (batches, line) = tokio::sync::mpsc::channel(BATCH_LINE);
                let grouped = std::sync::Arc::new(std::sync::atomic::AtomicU64::new(0));
                tokio::spawn(WRITER_TASK.scope((), write_batches(write.clone(), line, grouped.clone(), log.clone())));
                Ok(Self { read, write, backend, batches, grouped, log })
            }
        }
    }

    /// The kernel's migrations: its own, then those only SQLite and only PostgreSQL take.
    pub fn kernel_migrations() -> [sqlx::migrate::Migrator; 3] {
        [sqlx::migrate!("../migrations/kernel"), sqlx::migrate!("../migrations/kernel/sqlite"), sqlx::migrate!("../migrations/kernel/postgres")]
    }

    /// Runs the kernel's migrations (`migrations/kernel/`), then each enabled
    /// module's own (`migrations/<area>/`), then the kernel's for this backend
    /// (`migrations/kernel/{sqlite,postgres}/`), so a disabled module's tables are
    /// never made. The areas share sqlx's ledger, so each ignores the others'
    /// versions; versions are unique across areas (`tests/tidy.rs`).
    pub async fn migrate<'a>(&self, areas: impl IntoIterator<Item = sqlx::migrate::Migrator>) -> anyhow::Result<()> {
        let [mut kernel, sqlite, postgres] = Self::kernel_migrations();
        kernel.set_ignore_missing(true);
        kernel.run(&self.write).await?;
        // What only one backend can say (triggers), after the tables of every area exist.
        let mut dialect = match self.backend {
            Backend::Sqlite => sqlite,
            Backend::Postgres => postgres,
        };
        dialect.set_ignore_missing(true);
        for mut area in areas {
            area.set_ignore_missing(true);
            area.run(&self.write).await?;
        }
        dialect.run(&self.write).await?;
        Ok(())
    }

    /// Triggers that move a memo revision when these tables change, so each
    /// instance drops what was kept of them (`callers`; the kernel's own
    /// triggers move the callers' revision, `migrations/kernel/{sqlite,postgres}/`):
    /// `content` moves the memos' revision, `activity` the activity's. A table
    /// given `ended_only` moves it when a row changes or goes, not when one is
    /// added (nothing kept can stand on a row that did not exist, so issuing
    /// tokens moves nothing). Run at every start, after the migrations; a
    /// trigger already there is left as it is, one of the other kind is dropped.
    pub async fn follow_for_memos(&self, tables: &[MemoTable]) -> anyhow::Result<()> {
        for t in tables {
            let table = t.name;
            // Names come from the modules' code, never from a request; still, only plain identifiers are spliced.
            anyhow::ensure!(
                !table.is_empty() && table.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_'),
                "not a table name: {table}"
            );
            let (kind, other, revision) = if t.activity { ("activity", "memos", 3) } else { ("memos", "activity", 2) };
            match self.backend {
                Backend::Sqlite => {
                    for (event, name) in [("INSERT", "added"), ("UPDATE", "changed"), ("DELETE", "removed")] {
                        // Before the memos had their own revision these tables moved the callers'.
                        sqlx::query(&format!("DROP TRIGGER IF EXISTS {table}_callers_{name}")).execute(&self.write).await?;
                        sqlx::query(&format!("DROP TRIGGER IF EXISTS {table}_{other}_{name}")).execute(&self.write).await?;
                        if t.ended_only && event == "INSERT" {
                            sqlx::query(&format!("DROP TRIGGER IF EXISTS {table}_{kind}_{name}")).execute(&self.write).await?;
                            continue;
                        }
                        sqlx::query(&format!(
                            "CREATE TRIGGER IF NOT EXISTS {table}_{kind}_{name} AFTER {event} ON {table} \
                             BEGIN UPDATE caller_revision SET version = version + 1 WHERE id = {revision}; END"
                        ))
                        .execute(&self.write)
                        .await?;
                    }
                }
                Backend::Postgres => {
                    // Instances starting together: one makes the trigger, the others find it.
                    let mut tx = self.write.begin().await?;
                    sqlx::query("SELECT pg_advisory_xact_lock(7301)").execute(&mut *tx).await?;
                    // Before the memos had their own revision these tables moved the callers'.
                    sqlx::query(&format!("DROP TRIGGER IF EXISTS {table}_callers_changed ON {table}")).execute(&mut *tx).await?;
                    sqlx::query(&format!("DROP TRIGGER IF EXISTS {table}_{other}_changed ON {table}")).execute(&mut *tx).await?;
                    let events = if t.ended_only { "UPDATE OR DELETE" } else { "INSERT OR UPDATE OR DELETE" };
                    sqlx::query(&format!(
                        "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgrelid = '{table}'::regclass AND tgname = '{table}_{kind}_changed') THEN \
                         CREATE TRIGGER {table}_{kind}_changed AFTER {events} ON {table} \
                         FOR EACH STATEMENT EXECUTE FUNCTION notify_{kind}_changed(); END IF; END $$"
                    ))
                    .execute(&mut *tx)
                    .await?;
                    tx.commit().await?;
                }
            }
        }
        Ok(())
    }

    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.read).await.is_ok()
    }
}

/// A table what is kept in memory is made of (`Db::follow_for_memos`).
#[derive(Debug, Clone, Copy)]
pub struct MemoTable {
    pub name: &'static str,
    /// Written by users' own requests all the time (orders, issued tokens):
    /// moves the activity's revision, which only values that read such tables follow.
    pub activity: bool,
    /// Only a change or a removal moves the revision, not a new row.
    pub ended_only: bool,
}

/// A pool of SQLite connections with the settings every connection needs, and
/// `extra`; the writer's (`log`) notes who takes its connection.
async fn sqlite_pool(url: &str, connections: u32, extra: &'static str, log: Option<std::sync::Arc<WriteLog>>) -> anyhow::Result<AnyPool> {
    let taken = log.clone();
    Ok(AnyPoolOptions::new()
        .max_connections(connections)
        // A writer waits here, in line, rather than in SQLite's busy handler.
        .acquire_timeout(Duration::from_secs(30))
        // A file connection does not go away under us: no ping, which is a trip to the
        // connection's thread on every acquire (one of six while the writer is held for an order).
        .test_before_acquire(false)
        // Run in the task that asks for the connection, before it is handed out.
        .before_acquire(move |_, _| {
            if let Some(log) = &taken {
                log.writer_taken();
            }
            Box::pin(async { Ok(true) })
        })
        .after_connect(move |conn, _| {
            if let Some(log) = &log {
                log.writer_taken();
            }
            Box::pin(async move {
                // Wait for a checkpoint or another process instead of failing, enforce keys;
                // WAL commits need no sync of their own; a value overwritten or deleted is zeroed
                // in the pages written anyway (FAST: no extra writes), so sealed personal data
                // leaves no clear copy behind in free space.
                conn.execute("PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA secure_delete = FAST;").await?;
                if !extra.is_empty() {
                    conn.execute(extra).await?;
                }
                Ok(())
            })
        })
        .connect(url)
        .await?)
}

/// A pool of PostgreSQL connections; the writers' (`log`) notes who takes a connection.
async fn postgres_pool(url: &str, connections: u32, log: Option<std::sync::Arc<WriteLog>>) -> anyhow::Result<AnyPool> {
    let taken = log.clone();
    Ok(AnyPoolOptions::new()
        .max_connections(connections)
        .acquire_timeout(Duration::from_secs(10))
        // No ping on every acquire: a round trip before each request's first statement.
        // sqlx pings a connection as it goes back to the pool (after the reply) and
        // closes it when dead; idle ones close before a proxy's idle cut-off does.
        .test_before_acquire(false)
        .idle_timeout(Duration::from_secs(120))
        // Run in the task that asks for the connection, before it is handed out: an idle
        // connection passes `before_acquire`, a new one only `after_connect`, so both note it.
        .before_acquire(move |_, _| {
            if let Some(log) = &taken {
                log.writer_taken();
            }
            Box::pin(async { Ok(true) })
        })
        .after_connect(move |_, _| {
            if let Some(log) = &log {
                log.writer_taken();
            }
            Box::pin(async { Ok(()) })
        })
        .connect(url)
        .await?)
}

fn ensure_sqlite_parent(url: &str) -> anyhow::Result<()> {
    let path = url.trim_start_matches("sqlite://").trim_start_matches("sqlite:");
    let path = path.split('?').next().unwrap_or_default();
    if let Some(parent) = std::path::Path::new(path).parent() {
        if !parent.as_os_str().is_empty() {
            std::fs::create_dir_all(parent)?;
        }
    }
    Ok(())
}

/// True when an insert or update hit a unique constraint, on either backend.
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    match err {
        sqlx::Error::Database(db) => {
            db.is_unique_violation() || db.message().contains("UNIQUE constraint failed")
        }
        _ => false,
    }
}

/// Fails with 404 when an update or delete touched no row: the id is unknown,
/// or belongs to another company (which answers as if it did not exist).
pub fn touched(r: AnyQueryResult) -> Result<(), crate::KernelError> {
    if r.rows_affected() == 0 {
        Err(crate::KernelError::NotFound)
    } else {
        Ok(())
    }
}

/// Whether a repo's save adds a row under a new id or changes the row of an id:
/// one statement pair binding the same fields in the same order.
#[derive(Debug, Clone, Copy)]
pub enum Save {
    Insert(i64),
    Update(i64),
}

impl Save {
    pub fn id(self) -> i64 {
        match self {
            Save::Insert(id) | Save::Update(id) => id,
        }
    }

    /// The statement for this kind of save.
    pub fn pick(self, insert: &'static str, update: &'static str) -> &'static str {
        match self {
            Save::Insert(_) => insert,
            Save::Update(_) => update,
        }
    }

    /// The statement of this save for a row written column by column, so the pair cannot drift
    /// apart: `columns` are bound $1… in their order, then `created` (what only an insert
    /// writes, such as the creation time), then the id.
    pub fn statement(self, table: &str, columns: &[&str], created: &[&str]) -> String {
        match self {
            Save::Insert(_) => {
                let names: Vec<&str> = columns.iter().chain(created).copied().collect();
                let places: Vec<String> = (1..=names.len() + 1).map(|i| format!("${i}")).collect();
                format!("INSERT INTO {table} ({}, id) VALUES ({})", names.join(", "), places.join(", "))
            }
            Save::Update(_) => {
                let sets: Vec<String> = columns.iter().enumerate().map(|(i, c)| format!("{c} = ${}", i + 1)).collect();
                format!("UPDATE {table} SET {} WHERE id = ${}", sets.join(", "), columns.len() + 1)
            }
        }
    }
}

/// A write transaction sent whole, for the paths money and launches run on.
///
/// On SQLite its statements go to the writer's thread as one script (`BEGIN IMMEDIATE; …;
/// COMMIT`), one trip where a statement at a time costs a trip each, and the trips are what
/// limits the one writer (ARCHITECTURE.md). sqlx binds `$N` by number across a script's
/// statements, so each statement's placeholders are shifted past the ones before it. On
/// PostgreSQL the batch is one statement of data-modifying `WITH` parts: one round trip.
///
/// On SQLite the batches wait in one line for the writer's task, which commits the waiting ones
/// together (group commit: one script, one COMMIT); on PostgreSQL up to four groups commit at
/// once, and in each the batches that only add rows share one statement. Either way a request
/// that goes away mid-way cannot leave the writer inside an open transaction, nor a batch half
/// done. A statement pushed with `push_changing` must touch a row, or the whole batch rolls back
/// and says which (`Written::Unchanged`); in a SQLite group a guard after it stops the group's
/// script, and each batch runs again alone.
#[derive(Default)]
pub struct Batch {
    statements: Vec<Statement>,
}

struct Statement {
    sql: String,
    args: Vec<AnyValueKind<'static>>,
    changing: bool,
}

/// What became of a batch.
#[derive(Debug, PartialEq, Eq)]
pub enum Written {
    /// Committed: the rows each statement touched, in order.
    Committed(Vec<u64>),
    /// Rolled back: the statement at this index, pushed with `push_changing`, touched no row.
    Unchanged(usize),
}

impl Batch {
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether nothing was added (a write path that found nothing to write).
    pub fn is_empty(&self) -> bool {
        self.statements.is_empty()
    }

    /// Adds a statement; its index in the batch is its place in `Written::Committed`.
    pub fn push<'q>(&mut self, query: sqlx::query::Query<'q, sqlx::Any, AnyArguments<'q>>) -> Result<usize, sqlx::Error> {
        self.add(query, false)
    }

    /// Adds a statement that must touch a row, or nothing of the batch is kept: a conditional
    /// UPDATE whose condition is the transition's (`… WHERE status = 'waiting'`).
    pub fn push_changing<'q>(&mut self, query: sqlx::query::Query<'q, sqlx::Any, AnyArguments<'q>>) -> Result<usize, sqlx::Error> {
        self.add(query, true)
    }

    fn add<'q>(&mut self, mut query: sqlx::query::Query<'q, sqlx::Any, AnyArguments<'q>>, changing: bool) -> Result<usize, sqlx::Error> {
        use sqlx::Execute;
        let sql = query.sql().to_string();
        let args = query.take_arguments().map_err(sqlx::Error::Encode)?.map(|a| a.values.0).unwrap_or_default();
        let args = args.into_iter().map(owned).collect::<Result<Vec<_>, _>>()?;
        self.statements.push(Statement { sql, args, changing });
        Ok(self.statements.len() - 1)
    }

    /// The SQLite script: each statement's placeholders shifted past those before it, and the
    /// commit at the end unless a statement must be seen to change a row first.
    fn script(&self) -> (String, Vec<AnyValueKind<'static>>) {
        let mut sql = String::from("BEGIN IMMEDIATE;");
        let mut args = Vec::new();
        self.append(&mut sql, &mut args, false);
        sql.push_str(READ_REVISIONS);
        if !self.statements.iter().any(|s| s.changing) {
            sql.push_str("\nCOMMIT;");
        }
        (sql, args)
    }

    /// Adds the statements to a script whose placeholders so far bind `args`; `guarded`, with
    /// the guard (`GUARD`) after each statement that must change a row (a group's script).
    fn append(&self, sql: &mut String, args: &mut Vec<AnyValueKind<'static>>, guarded: bool) {
        for statement in &self.statements {
            sql.push('\n');
            shift_into(sql, &statement.sql, args.len());
            sql.push(';');
            args.extend(statement.args.iter().cloned());
            if guarded && statement.changing {
                sql.push('\n');
                sql.push_str(GUARD);
                sql.push(';');
            }
        }
    }

    /// Whether PostgreSQL may run this batch in one statement with others': inserts only. Two
    /// parts of one statement that UPDATE or DELETE the same row do not see each other (one change
    /// is lost without an error), so such a batch runs alone; two upserts of one row fail the
    /// statement ("cannot affect row a second time"), and then each batch runs again alone.
    fn adds_only(&self) -> bool {
        !self.statements.iter().any(|s| s.changing) && self.statements.iter().all(|s| s.sql.trim_start().get(..6).is_some_and(|w| w.eq_ignore_ascii_case("INSERT")))
    }

    /// Each statement's parts (`one_row_insert`) when a SQLite group may run this batch's
    /// statements as rows of others': each a single-row insert, none that must change a row.
    fn shared_inserts(&self) -> Option<Vec<(&str, &str, &str)>> {
        if self.statements.iter().any(|s| s.changing) {
            return None;
        }
        self.statements.iter().map(|s| one_row_insert(&s.sql)).collect()
    }

    fn unchanged(&self, touched: &[u64]) -> Option<usize> {
        self.statements.iter().zip(touched).position(|(s, n)| s.changing && *n == 0)
    }
}

/// PostgreSQL's form of batches: `WITH s0 AS (… RETURNING 1), s1 AS (…) SELECT COUNT(*) of each`,
/// and the mark that its instance tells others of its activity (`Callers::after_write`). The
/// parts run on one snapshot and their keys are checked at the statement's end, so a batch must
/// not write a row twice nor read what an earlier part wrote (none does), and batches share a
/// statement only when each adds rows only (`Batch::adds_only`). Single-row inserts of one text
/// (`one_row_insert`) are one part, the rows of one VALUES list: the executor sets up each part
/// anew on every run, and for a group of orders that setup, not the rows, was most of the work.
fn as_one_statement(batches: &[&Batch]) -> OneStatement {
    let mut parts: Vec<(String, Vec<String>, String)> = Vec::new();
    let mut rows_of: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    let mut sources = Vec::new();
    let mut args = Vec::new();
    for statement in batches.iter().flat_map(|b| &b.statements) {
        let insert = (!statement.changing).then(|| one_row_insert(&statement.sql)).flatten();
        match insert {
            Some((head, row, tail)) => {
                let row = shift_placeholders(row, args.len());
                match rows_of.get(statement.sql.as_str()) {
                    Some(&part) => parts[part].1.push(row),
                    None => {
                        rows_of.insert(&statement.sql, parts.len());
                        parts.push((head.to_string(), vec![row], tail.to_string()));
                    }
                }
                sources.push(Source::Row);
            }
            None => {
                sources.push(Source::Part(parts.len()));
                parts.push((shift_placeholders(&statement.sql, args.len()), Vec::new(), String::new()));
            }
        }
        args.extend(statement.args.iter().cloned());
    }
    let rows = parts.iter().map(|(_, rows, _)| rows.len()).collect();
    let parts: Vec<String> = parts.into_iter().map(|(head, rows, tail)| format!("{head}{}{tail}", rows.join(", "))).collect();
    let name = |i: usize| format!("s{i}");
    let named: Vec<String> = parts.iter().enumerate().map(|(i, part)| format!("{} AS ({part} RETURNING 1)", name(i))).collect();
    let counts: Vec<String> = (0..parts.len()).map(|i| format!("(SELECT COUNT(*) FROM {})", name(i))).collect();
    // Marks the transaction as one whose instance tells the others of its activity once it has
    // committed (`migrations/kernel/postgres/0021_…`): read in the last column, so it runs
    // before the statement's triggers do.
    let told = "told";
    let mark = format!("{told} AS (SELECT set_config('platform.activity_told', 'on', true))");
    let sql = format!("WITH {}, {mark} SELECT {}, (SELECT COUNT(*) FROM {told})", named.join(", "), counts.join(", "));
    OneStatement { sql, args, sources, rows }
}

/// Batches as one PostgreSQL statement (`as_one_statement`), and where each of their statements'
/// counts is read.
struct OneStatement {
    sql: String,
    args: Vec<AnyValueKind<'static>>,
    /// Per statement of the batches, in order: its own part, or a row of a shared one.
    sources: Vec<Source>,
    /// Per part: how many rows of single-row inserts it holds (0 for a statement of its own).
    rows: Vec<usize>,
}

enum Source {
    Part(usize),
    /// A row of a shared VALUES list.
    Row,
}

impl OneStatement {
    /// The rows each statement touched: a part's count, or 1 for a row of a shared VALUES list,
    /// whose part must then count all its rows (an insert or an upsert touches its row, or fails).
    fn touched(&self, row: &sqlx::any::AnyRow) -> Result<Vec<u64>, sqlx::Error> {
        use sqlx::Row;
        let counts = (0..self.rows.len()).map(|i| row.try_get::<i64, _>(i).map(|n| n as u64)).collect::<Result<Vec<_>, _>>()?;
        if counts.iter().zip(&self.rows).any(|(&n, &rows)| rows > 0 && n != rows as u64) {
            return Err(sqlx::Error::Protocol("a shared VALUES list touched another number of rows than it holds".into()));
        }
        Ok(self.sources.iter().map(|s| match *s {
            Source::Part(i) => counts[i],
            Source::Row => 1,
        })
        .collect())
    }
}

/// A single-row `INSERT … VALUES (…)` whose placeholders are all in its row, optionally followed by
/// `ON CONFLICT … DO UPDATE` without a condition: (the text up to the row, the row, the rest).
/// Such inserts of one text can share one VALUES list, each touching exactly its own row.
fn one_row_insert(sql: &str) -> Option<(&str, &str, &str)> {
    let upper = sql.to_ascii_uppercase();
    if !upper.trim_start().starts_with("INSERT") {
        return None;
    }
    let values = upper.find("VALUES")?;
    let open = values + 6 + sql[values + 6..].find(|c: char| !c.is_whitespace())?;
    if sql.as_bytes()[open] != b'(' {
        return None;
    }
    let mut depth = 0usize;
    let mut quote: Option<u8> = None;
    let mut close = None;
    for (i, &b) in sql.as_bytes().iter().enumerate().skip(open) {
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'\'' || b == b'"' => quote = Some(b),
            None if b == b'(' => depth += 1,
            None if b == b')' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(i);
                    break;
                }
            }
            None => {}
        }
    }
    let close = close?;
    let (head, row, tail) = (&sql[..open], &sql[open..=close], &sql[close + 1..]);
    let (head_upper, tail_upper) = (&upper[..open], upper[close + 1..].trim());
    let upsert = tail_upper.starts_with("ON CONFLICT") && tail_upper.contains("DO UPDATE") && !["WHERE", "RETURNING", "SELECT"].iter().any(|w| tail_upper.contains(w));
    // SQLite's `INSERT OR IGNORE`/`OR REPLACE` may touch no row, or remove others.
    let plain = head_upper.trim_start()[6..].trim_start().starts_with("INTO");
    let simple = (tail_upper.is_empty() || upsert) && plain && !head_upper.contains("SELECT");
    (simple && !head.contains('$') && !tail.contains('$')).then_some((head, row, tail))
}

impl Db {
    /// Runs `work` (a request's handler) and says what it wrote: nothing, or batches
    /// only and the revisions they left, unless a writer's connection was taken
    /// directly or by anyone outside a request meanwhile (then unknown).
    pub async fn writes_of<F: std::future::Future>(&self, work: F) -> (F::Output, Wrote) {
        use std::sync::atomic::Ordering;
        let unscoped = self.log.unscoped.load(Ordering::Acquire);
        let (out, direct, batched) = REQUEST_WRITES
            .scope(RequestWrites::default(), async {
                let out = work.await;
                let (direct, batched) = REQUEST_WRITES.with(|w| (w.direct.get(), w.batched.get()));
                (out, direct, batched)
            })
            .await;
        let wrote = if direct || self.log.unscoped.load(Ordering::Acquire) != unscoped {
            Wrote::Unknown
        } else if batched {
            Wrote::Batches(std::array::from_fn(|i| self.log.revisions[i].load(Ordering::Acquire)))
        } else {
            Wrote::Nothing
        };
        (out, wrote)
    }

    /// Runs the batch as one transaction (see `Batch`).
    pub async fn commit(&self, batch: Batch) -> Result<Written, sqlx::Error> {
        if batch.statements.is_empty() {
            return Ok(Written::Committed(Vec::new()));
        }
        let (answer, answered) = tokio::sync::oneshot::channel();
        self.batches.send((batch, answer)).await.map_err(|_| sqlx::Error::WorkerCrashed)?;
        // The writer's task runs the batch whether or not this caller is still waiting.
        let written = answered.await.map_err(|_| sqlx::Error::WorkerCrashed)?;
        if REQUEST_WRITES.try_with(|w| w.batched.set(true)).is_err() {
            self.log.unaccounted();
        }
        written
    }

}

/// How many batches may wait for the writer, and how many it commits together.
const BATCH_LINE: usize = 1024;
const GROUP_MAX: usize = 32;

/// SQLite's writer task: takes the batches waiting in line and commits them together, as one
/// script and one COMMIT (group commit). A statement that must change a row is followed by a
/// guard that fails the script when it changed none (`GUARD`); when the script fails, each batch
/// runs again alone, so one batch's failure or unchanged row is its own.
async fn write_batches(write: AnyPool, mut line: tokio::sync::mpsc::Receiver<Queued>, grouped: std::sync::Arc<std::sync::atomic::AtomicU64>, log: std::sync::Arc<WriteLog>) {
    let mut waiting = std::collections::VecDeque::with_capacity(GROUP_MAX);
    loop {
        let Some(mut together) = next_group(&mut line, &mut waiting).await else { return };
        if together.len() > 1 {
            let script = group_script(together.iter().map(|(batch, _)| batch));
            match run_script(&write, &script.sql, script.values).await {
                Ok((touched, revisions)) => {
                    log.committed(revisions);
                    let counts = script.counts.iter().map(|own| own.iter().map(|at| at.map_or(1, |i| touched.get(i).copied().unwrap_or_default())).collect());
                    answer_group(std::mem::take(&mut together), counts, &grouped);
                }
                Err(_) => {} // each again alone, below, to say whose it was
            }
        }
        for (batch, answer) in together {
            let _ = answer.send(commit_script(&write, &batch, &log).await);
        }
    }
}

/// SQLite's writer: it checkpoints the WAL itself only once the WAL holds this many pages (32 MB);
/// until then `checkpoint_behind` copies committed pages into the database file beside it. Its
/// statement journals stay in memory: a statement of a group's script that changes more than 16
/// pages would otherwise spill its journal into a new temporary file on disk, made, written and
/// removed inside the transaction every batch in line waits for.
const WRITER_PRAGMAS: &str = "PRAGMA wal_autocheckpoint = 8000; PRAGMA temp_store = MEMORY;";
/// How often the pages committed since are copied when no batch has been committed (a
/// transaction of a handler's own tells nobody), and the least time between two checkpoints.
const CHECKPOINT_EVERY: Duration = Duration::from_millis(50);
const CHECKPOINT_GAP: Duration = Duration::from_millis(2);

/// SQLite: copies the WAL's committed pages into the database file on a connection of its own
/// (PASSIVE: it neither waits for nor stops the writer), so the writer's own checkpoint, which
/// holds every batch in line while it runs (by default each time the WAL reaches 1,000 pages),
/// comes seldom and finds little left to copy. Readers skip the pages copied. It follows the
/// writer's commits (at most one checkpoint each `CHECKPOINT_GAP`) rather than a clock: each
/// checkpoint syncs the pages it copies, and the writer's next write after one restarts the WAL
/// and syncs its header; while the file system works through a larger sync, the writer's own
/// writes wait. Checkpoints 50 ms apart left a few stalls of 3 to 15 ms a second, and every
/// order in line waited them out (p99 of order creation 13 ms; 6.5 ms following the commits,
/// 6 ms with the database in memory). Ends with the `Db`.
async fn checkpoint_behind(conn: AnyPool, log: std::sync::Weak<WriteLog>) {
    loop {
        let Some(writer) = log.upgrade() else { return };
        tokio::select! {
            _ = writer.commits.notified() => {}
            _ = tokio::time::sleep(CHECKPOINT_EVERY) => {}
        }
        drop(writer);
        if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)").execute(&conn).await {
            tracing::debug!(error = %e, "a checkpoint beside the writer did not run");
        }
        tokio::time::sleep(CHECKPOINT_GAP).await;
    }
}

/// A guard's text up to its comparison: an insert that fails (the column is NOT NULL) when
/// the comparison of `changes()` holds, which stops the script.
macro_rules! guard_head {
    () => {
        "INSERT INTO batch_guards (must) SELECT NULL WHERE changes()"
    };
}

/// What follows a statement that must change a row in a group's script: it stops the script
/// when the statement changed none.
const GUARD: &str = concat!(guard_head!(), " = 0");

/// A SQLite group's script, and where each batch's counts are read among its results.
struct GroupScript {
    sql: String,
    values: Vec<AnyValueKind<'static>>,
    /// Per batch, per statement: the index of its result (BEGIN's is 0), or None for a row of a
    /// shared insert, whose guard has seen it add or update as many rows as it holds (1 each).
    counts: Vec<Vec<Option<usize>>>,
}

/// A SQLite group's script: BEGIN IMMEDIATE, the batches' statements, the revisions, COMMIT.
/// A run of batches whose statements are the same single-row inserts (`one_row_insert`: the
/// orders of many requests) shares one multi-row INSERT per statement, in the batches' order,
/// followed by a guard that it touched as many rows as it holds. One statement then runs where
/// one a batch did, and the script's results stay within the driver's row channel (50): a
/// group of 32 orders gave 101 results, and the connection's thread, holding the write lock,
/// waited twice for the writer's task to take them. The shared inserts' placeholders are
/// anonymous: the driver looks up each numbered one by name, a walk of the statement's list of
/// names, which for a VALUES list of hundreds took a third of the writer's time. The other
/// batches' statements follow one another, with a guard after each that must change a row
/// (`GUARD`). A guard that fails stops the script, and each batch then runs again alone.
fn group_script<'b>(batches: impl Iterator<Item = &'b Batch>) -> GroupScript {
    use std::fmt::Write;
    let batches: Vec<&Batch> = batches.collect();
    // The runs first, and their inserts: their placeholders are anonymous (`?`), bound in turn
    // from the first value on, so the others' numbered ones come after all of theirs.
    let mut runs = Vec::new();
    let mut shared = Vec::new();
    let mut values = Vec::new();
    let mut first = 0;
    while first < batches.len() {
        let lead = batches[first];
        let like = |b: &&&Batch| b.statements.len() == lead.statements.len() && b.statements.iter().zip(&lead.statements).all(|(s, l)| s.sql == l.sql);
        let inserts = lead.shared_inserts();
        let run = if inserts.is_some() { batches[first..].iter().take_while(like).count() } else { 1 };
        if run > 1 {
            for (i, (head, row, tail)) in inserts.into_iter().flatten().enumerate() {
                let mut sql = String::from(head);
                for (n, batch) in batches[first..first + run].iter().enumerate() {
                    if n > 0 {
                        sql.push_str(", ");
                    }
                    let args = &batch.statements[i].args;
                    rewrite_placeholders(&mut sql, row, |out, k| {
                        out.push('?');
                        // SQLite binds NULL to a placeholder given no value; so does this.
                        values.push(args.get(k.wrapping_sub(1)).cloned().unwrap_or(AnyValueKind::Null(sqlx_core::any::AnyTypeInfoKind::Null)));
                    });
                }
                let _ = write!(sql, concat!("{};\n", guard_head!(), " <> {};"), tail, run);
                shared.push(sql);
            }
        }
        runs.push((first, run));
        first += run;
    }
    let mut script = GroupScript { sql: String::from("BEGIN IMMEDIATE;"), values, counts: Vec::with_capacity(batches.len()) };
    let mut shared = shared.into_iter();
    let mut at = 1;
    for (first, run) in runs {
        let lead = batches[first];
        if run > 1 {
            for sql in shared.by_ref().take(lead.statements.len()) {
                script.sql.push('\n');
                script.sql.push_str(&sql);
            }
            at += 2 * lead.statements.len();
            script.counts.extend((0..run).map(|_| vec![None; lead.statements.len()]));
        } else {
            lead.append(&mut script.sql, &mut script.values, true);
            let own = lead.statements.iter().map(|s| {
                let result = at;
                at += 1 + usize::from(s.changing);
                Some(result)
            });
            script.counts.push(own.collect());
        }
    }
    script.sql.push_str(READ_REVISIONS);
    script.sql.push_str("\nCOMMIT;");
    script
}

/// The statement a writer's script ends with before its COMMIT: the caller revisions as the
/// batches leave them (`WriteLog`), so no request asks for them after its write.
const READ_REVISIONS: &str = "\nSELECT version FROM caller_revision WHERE id <= 3 ORDER BY id;";

impl WriteLog {
    /// The revisions a committed script read last (never a rolled-back one's: its moves did not
    /// happen); a script whose last rows are not them leaves the requests to read them.
    fn committed(&self, read: Vec<Option<i64>>) {
        use std::sync::atomic::Ordering;
        self.commits.notify_one();
        let last = read.len().checked_sub(REVISION_ROWS).map(|from| &read[from..]);
        match last {
            Some(rows) if rows.iter().all(Option::is_some) => {
                for (kept, now) in self.revisions.iter().zip(rows) {
                    kept.fetch_max(now.unwrap_or_default(), Ordering::AcqRel);
                }
            }
            _ => self.unaccounted(),
        }
    }
}

/// Runs a script that starts with BEGIN on the writer: the rows each statement touched, BEGIN's
/// first, and the values of the rows it read. On failure the script stopped inside its
/// transaction, which is rolled back.
async fn run_script(write: &AnyPool, sql: &str, values: Vec<AnyValueKind<'static>>) -> Result<(Vec<u64>, Vec<Option<i64>>), sqlx::Error> {
    let mut conn = write.acquire().await?;
    run_on(&mut conn, sql, values).await
}

async fn run_on(conn: &mut sqlx::pool::PoolConnection<sqlx::Any>, sql: &str, values: Vec<AnyValueKind<'static>>) -> Result<(Vec<u64>, Vec<Option<i64>>), sqlx::Error> {
    use futures::TryStreamExt;
    let ran: Result<(Vec<u64>, Vec<Option<i64>>), sqlx::Error> = async {
        // sqlx 0.8 marks a query of several statements deprecated (only its SQLite driver runs
        // them); Cargo.lock holds the version, and the batch tests fail the day it stops.
        #[allow(deprecated)]
        let mut results = sqlx::query_with(sql, AnyArguments { values: AnyArgumentBuffer(values) }).fetch_many(&mut **conn);
        let mut touched = Vec::new();
        let mut read = Vec::new();
        while let Some(step) = results.try_next().await? {
            match step {
                sqlx::Either::Left(done) => touched.push(done.rows_affected()),
                sqlx::Either::Right(row) => read.push(sqlx::Row::try_get::<i64, _>(&row, 0).ok()),
            }
        }
        Ok((touched, read))
    }
    .await;
    if ran.is_err() {
        let _ = sqlx::query("ROLLBACK").execute(&mut **conn).await;
    }
    ran
}

/// One batch alone: its script in one trip, then its COMMIT or ROLLBACK when a statement must be
/// seen to change a row first.
async fn commit_script(write: &AnyPool, batch: &Batch, log: &WriteLog) -> Result<Written, sqlx::Error> {
    let (sql, values) = batch.script();
    let mut conn = write.acquire().await?;
    // BEGIN's result first; the statements' follow.
    let (touched, revisions) = run_on(&mut conn, &sql, values).await?;
    let touched: Vec<u64> = touched.into_iter().skip(1).take(batch.statements.len()).collect();
    if batch.statements.iter().any(|s| s.changing) {
        if let Some(index) = batch.unchanged(&touched) {
            sqlx::query("ROLLBACK").execute(&mut *conn).await?;
            return Ok(Written::Unchanged(index));
        }
        if let Err(e) = sqlx::query("COMMIT").execute(&mut *conn).await {
            let _ = sqlx::query("ROLLBACK").execute(&mut *conn).await;
            return Err(e);
        }
    }
    log.committed(revisions);
    Ok(Written::Committed(touched))
}

/// Tells each batch of a group committed together the rows its own statements touched.
fn answer_group(together: Vec<Queued>, counts: impl Iterator<Item = Vec<u64>>, grouped: &std::sync::atomic::AtomicU64) {
    grouped.fetch_add(together.len() as u64, std::sync::atomic::Ordering::Relaxed);
    for ((_, answer), own) in together.into_iter().zip(counts) {
        let _ = answer.send(Ok(Written::Committed(own)));
    }
}

/// The next batches to commit: those waiting (at least one, waited for), 1, 2, 4 … of them, so
/// the writer's statement cache keeps a few scripts per kind of batch instead of one per count
/// (the rest wait for the next group). None when the line has closed.
async fn next_group(line: &mut tokio::sync::mpsc::Receiver<Queued>, waiting: &mut std::collections::VecDeque<Queued>) -> Option<Vec<Queued>> {
    if waiting.is_empty() {
        waiting.push_back(line.recv().await?);
    }
    while waiting.len() < GROUP_MAX {
        match line.try_recv() {
            Ok(queued) => waiting.push_back(queued),
            Err(_) => break,
        }
    }
    let size = 1 << waiting.len().ilog2();
    Some(waiting.drain(..size).collect())
}

/// PostgreSQL's writer: takes the batches waiting in line and commits up to `POSTGRES_GROUPS`
/// groups at once. In a group, the batches that only add rows share one statement (group
/// commit: one round trip, one commit and its flush for all); the others run alone, each in one
/// statement (`commit_whole`). After a commit the revisions are read once for all its batches,
/// so their requests need not read them (`WriteLog`).
async fn write_groups(write: AnyPool, mut line: tokio::sync::mpsc::Receiver<Queued>, grouped: std::sync::Arc<std::sync::atomic::AtomicU64>, log: std::sync::Arc<WriteLog>) {
    let slots = std::sync::Arc::new(tokio::sync::Semaphore::new(POSTGRES_GROUPS));
    let mut waiting = std::collections::VecDeque::with_capacity(GROUP_MAX);
    loop {
        // A free slot first: while every group is busy the line fills, and the next group takes more.
        let Ok(slot) = slots.clone().acquire_owned().await else { return };
        let Some(group) = next_group(&mut line, &mut waiting).await else { return };
        let (write, grouped, log) = (write.clone(), grouped.clone(), log.clone());
        tokio::spawn(WRITER_TASK.scope((), async move {
            commit_group(&write, group, &grouped, &log).await;
            drop(slot);
        }));
    }
}

async fn commit_group(write: &AnyPool, group: Vec<Queued>, grouped: &std::sync::atomic::AtomicU64, log: &WriteLog) {
    let (mut together, alone): (Vec<Queued>, Vec<Queued>) = group.into_iter().partition(|(batch, _)| batch.adds_only());
    if together.len() > 1 {
        let batches: Vec<&Batch> = together.iter().map(|(batch, _)| batch).collect();
        let mut one = as_one_statement(&batches);
        let values = std::mem::take(&mut one.args);
        let ran = sqlx::query_with(&one.sql, AnyArguments { values: AnyArgumentBuffer(values) }).fetch_one(write).await;
        // On failure each runs again alone, below, to say whose it was.
        if let Ok(touched) = ran.and_then(|row| one.touched(&row)) {
            read_revisions(write, log).await;
            let mut touched = touched.into_iter();
            let counts: Vec<Vec<u64>> = together.iter().map(|(batch, _)| touched.by_ref().take(batch.statements.len()).collect()).collect();
            answer_group(std::mem::take(&mut together), counts.into_iter(), grouped);
        }
    }
    let runs = together.into_iter().chain(alone).map(|(batch, answer)| async move {
        let written = commit_whole(write, &batch).await;
        if matches!(written, Ok(Written::Committed(_))) {
            read_revisions(write, log).await;
        }
        let _ = answer.send(written);
    });
    futures::future::join_all(runs).await;
}

/// PostgreSQL: the revisions after a commit, for the requests whose batches it held; when they
/// cannot be read, the requests read them themselves.
async fn read_revisions(write: &AnyPool, log: &WriteLog) {
    match sqlx::query_as::<_, (i64, i64, i64)>(revisions_sql(Backend::Postgres)).fetch_one(write).await {
        Ok((callers, memos, activity)) => log.committed(vec![Some(callers), Some(memos), Some(activity)]),
        Err(_) => log.unaccounted(),
    }
}

/// The caller revisions as they are now (callers, memos, activity): SQLite's rows, PostgreSQL's
/// sequences. A sequence never moved reads 0: its `last_value` is 1 both before its first
/// `nextval` and after it, so read bare, the first change to a table would go unheard.
pub fn revisions_sql(backend: Backend) -> &'static str {
    match backend {
        Backend::Sqlite => {
            "SELECT (SELECT version FROM caller_revision WHERE id = 1), (SELECT version FROM caller_revision WHERE id = 2), \
             (SELECT version FROM caller_revision WHERE id = 3)"
        }
        Backend::Postgres => {
            "SELECT (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM caller_revision_seq), \
             (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM memo_revision_seq), \
             (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM activity_revision_seq)"
        }
    }
}

/// On PostgreSQL: one batch as one statement, each of its statements a data-modifying `WITH`
/// part that counts its rows (one round trip, atomic by itself); in a transaction around it only
/// when a statement must be seen to change a row.
async fn commit_whole(write: &AnyPool, batch: &Batch) -> Result<Written, sqlx::Error> {
    let mut one = as_one_statement(&[batch]);
    let args = AnyArguments { values: AnyArgumentBuffer(std::mem::take(&mut one.args)) };
    if !batch.statements.iter().any(|s| s.changing) {
        let row = sqlx::query_with(&one.sql, args).fetch_one(write).await?;
        return Ok(Written::Committed(one.touched(&row)?));
    }
    let mut tx = write.begin().await?;
    let row = sqlx::query_with(&one.sql, args).fetch_one(&mut *tx).await?;
    let touched = one.touched(&row)?;
    if let Some(index) = batch.unchanged(&touched) {
        tx.rollback().await?;
        return Ok(Written::Unchanged(index));
    }
    tx.commit().await?;
    Ok(Written::Committed(touched))
}

/// A value the batch's task can keep after the request that bound it is gone.
fn owned(value: AnyValueKind<'_>) -> Result<AnyValueKind<'static>, sqlx::Error> {
    use std::borrow::Cow;
    Ok(match value {
        AnyValueKind::Null(kind) => AnyValueKind::Null(kind),
        AnyValueKind::Bool(v) => AnyValueKind::Bool(v),
        AnyValueKind::SmallInt(v) => AnyValueKind::SmallInt(v),
        AnyValueKind::Integer(v) => AnyValueKind::Integer(v),
        AnyValueKind::BigInt(v) => AnyValueKind::BigInt(v),
        AnyValueKind::Real(v) => AnyValueKind::Real(v),
        AnyValueKind::Double(v) => AnyValueKind::Double(v),
        AnyValueKind::Text(v) => AnyValueKind::Text(Cow::Owned(v.into_owned())),
        AnyValueKind::Blob(v) => AnyValueKind::Blob(Cow::Owned(v.into_owned())),
        other => return Err(sqlx::Error::Protocol(format!("a value a batch cannot keep: {other:?}"))),
    })
}

/// `$N` placeholders moved up by `by`, outside quoted text and names (a batch's statements
/// carry no SQL comments, whose quotes this would misread).
fn shift_placeholders(sql: &str, by: usize) -> String {
    let mut out = String::with_capacity(sql.len() + 16);
    shift_into(&mut out, sql, by);
    out
}

/// `shift_placeholders`, appended to `out`. It runs on the writer's path for every statement of
/// a group's script, so it copies the text between placeholders in runs (the delimiters it looks
/// for are ASCII, so a run never splits a character) rather than a character at a time.
fn shift_into(out: &mut String, sql: &str, by: usize) {
    use std::fmt::Write;
    if by == 0 {
        out.push_str(sql);
        return;
    }
    rewrite_placeholders(out, sql, |out, n| {
        let _ = write!(out, "${}", n + by);
    });
}

/// Copies `sql` to `out`, each placeholder `$n` outside quotes written by `each(out, n)`.
fn rewrite_placeholders(out: &mut String, sql: &str, mut each: impl FnMut(&mut String, usize)) {
    let bytes = sql.as_bytes();
    let (mut copied, mut i) = (0, 0);
    let mut quote: Option<u8> = None;
    while i < bytes.len() {
        let b = bytes[i];
        i += 1;
        match quote {
            Some(q) if b == q => quote = None,
            Some(_) => {}
            None if b == b'\'' || b == b'"' => quote = Some(b),
            None if b == b'$' && bytes.get(i).is_some_and(u8::is_ascii_digit) => {
                out.push_str(&sql[copied..i - 1]);
                let mut n = 0usize;
                while let Some(d) = bytes.get(i).filter(|d| d.is_ascii_digit()) {
                    n = n * 10 + usize::from(d - b'0');
                    i += 1;
                }
                each(out, n);
                copied = i;
            }
            None => {}
        }
    }
    out.push_str(&sql[copied..]);
}

/// A value a list's condition compares with.
#[derive(Debug, Clone)]
pub enum Arg {
    Int(i64),
    Text(String),
}

/// The conditions of a list, each with its value; a filter left empty adds none.
#[derive(Debug, Default)]
pub struct Conditions {
    sql: Vec<String>,
    args: Vec<Arg>,
    /// The column of each condition that is an equality, `""` for any other.
    equal: Vec<&'static str>,
}

impl Conditions {
    /// `column = value`, when there is a value.
    pub fn equal(mut self, column: &'static str, value: Option<Arg>) -> Self {
        if let Some(value) = value {
            self.args.push(value);
            self.sql.push(format!("{column} = ${}", self.args.len()));
            self.equal.push(column);
        }
        self
    }

    /// The columns and values of these conditions when each is an equality (a kept total's
    /// scope); none when any other condition is among them.
    pub fn equalities(&self) -> Option<(&[&'static str], &[Arg])> {
        (!self.equal.contains(&"")).then_some((&self.equal[..], &self.args[..]))
    }

    /// The number of rows these conditions find.
    pub async fn count(&self, db: &Db, from: &str) -> Result<i64, crate::KernelError> {
        let (total,): (i64,) = self.bind(sqlx::query_as(&format!("SELECT COUNT(*) FROM {from}{}", self.clause()))).fetch_one(&db.read).await?;
        Ok(total)
    }

    /// `column >= from` and `column < until`, each when given: a time range.
    pub fn from_until(mut self, column: &str, from: Option<i64>, until: Option<i64>) -> Self {
        if let Some(from) = from {
            self.args.push(Arg::Int(from));
            self.sql.push(format!("{column} >= ${}", self.args.len()));
            self.equal.push("");
        }
        if let Some(until) = until {
            self.args.push(Arg::Int(until));
            self.sql.push(format!("{column} < ${}", self.args.len()));
            self.equal.push("");
        }
        self
    }

    /// `column` contains `text` literally, when there is a text.
    pub fn contains(mut self, column: &str, text: Option<&str>) -> Self {
        if let Some(text) = text {
            self.args.push(Arg::Text(contains_pattern(text)));
            self.sql.push(format!("{column} LIKE ${} ESCAPE '\\'", self.args.len()));
            self.equal.push("");
        }
        self
    }

    /// A condition without a value of its own, when `on`.
    pub fn holds(mut self, on: bool, condition: &str) -> Self {
        if on {
            self.sql.push(format!("({condition})"));
            self.equal.push("");
        }
        self
    }

    fn clause(&self) -> String {
        if self.sql.is_empty() {
            String::new()
        } else {
            format!(" WHERE {}", self.sql.join(" AND "))
        }
    }

    fn bind<'q, O>(&'q self, q: sqlx::query::QueryAs<'q, sqlx::Any, O, sqlx::any::AnyArguments<'q>>) -> sqlx::query::QueryAs<'q, sqlx::Any, O, sqlx::any::AnyArguments<'q>> {
        self.args.iter().fold(q, bind_arg)
    }

    /// `SELECT {columns} FROM {from}` with these conditions, in `order`, at most `limit` rows.
    pub async fn rows<R>(&self, db: &Db, columns: &str, from: &str, order: &str, limit: Option<i64>) -> Result<Vec<R>, crate::KernelError>
    where
        R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
    {
        let limit = limit.map(|n| format!(" LIMIT {n}")).unwrap_or_default();
        let sql = format!("SELECT {columns} FROM {from}{} ORDER BY {order}{limit}", self.clause());
        Ok(self.bind(sqlx::query_as(&sql)).fetch_all(&db.read).await?)
    }

    /// `COUNT(*)` and one page of `SELECT {columns} FROM {from}` with these conditions, in `order`.
    pub async fn page<R>(&self, db: &Db, columns: &str, from: &str, order: &str, page: &crate::http::PageQuery) -> Result<(Vec<R>, i64), crate::KernelError>
    where
        R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
    {
        let total = self.count(db, from).await?;
        self.page_counted(db, columns, from, order, page, total).await
    }

    /// One page of `SELECT {columns} FROM {from}` with these conditions, in `order`, beside a
    /// total counted elsewhere (a kept total).
    pub async fn page_counted<R>(&self, db: &Db, columns: &str, from: &str, order: &str, page: &crate::http::PageQuery, total: i64) -> Result<(Vec<R>, i64), crate::KernelError>
    where
        R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
    {
        let n = self.args.len();
        let sql = format!(
            "SELECT {columns} FROM {from} WHERE id IN ({}) ORDER BY {order}",
            page_keys(from, &self.clause(), order, n + 1)
        );
        let rows = self.bind(sqlx::query_as(&sql)).bind(page.limit()).bind(page.offset()).fetch_all(&db.read).await?;
        Ok((rows, total))
    }
}

fn bind_arg<'q, O>(q: sqlx::query::QueryAs<'q, sqlx::Any, O, sqlx::any::AnyArguments<'q>>, arg: &'q Arg) -> sqlx::query::QueryAs<'q, sqlx::Any, O, sqlx::any::AnyArguments<'q>> {
    match arg {
        Arg::Int(v) => q.bind(*v),
        Arg::Text(v) => q.bind(v.as_str()),
    }
}

/// `sql` with `args` bound in turn: a list's filter built of the values given.
pub fn bound<'q, O>(sql: &'q str, args: &'q [Arg]) -> sqlx::query::QueryAs<'q, sqlx::Any, O, sqlx::any::AnyArguments<'q>>
where
    O: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow>,
{
    args.iter().fold(sqlx::query_as(sql), bind_arg)
}

/// `sql` with `args` bound in turn, for a statement that returns no rows.
pub fn bound_statement<'q>(sql: &'q str, args: &'q [Arg]) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    args.iter().fold(sqlx::query(sql), |q, arg| match arg {
        Arg::Int(v) => q.bind(*v),
        Arg::Text(v) => q.bind(v.as_str()),
    })
}

/// Ids the database gave, written into `IN (…)` (numbers, never text from a request); `NULL`
/// for none, which matches no row.
pub fn id_list(ids: impl Iterator<Item = i64>) -> String {
    let list = ids.map(|id| id.to_string()).collect::<Vec<_>>().join(", ");
    if list.is_empty() { "NULL".into() } else { list }
}

/// Which of two merged lists a key came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Walked,
    Few,
}

/// The keys `(key, id)` at merged positions `offset..offset + limit`, newest first, of a long
/// list read from its position `start` (`walked`; `start` is 0, or the page's offset less every
/// key of the short list) and all of a short one (`few`), each newest first: two lists paged
/// together while the long one's index is walked from just before the page, not from its top.
pub fn merge_page(walked: &[(i64, i64)], few: &[(i64, i64)], start: i64, offset: i64, limit: i64) -> Vec<(Side, (i64, i64))> {
    // The merged position of the first key walked: the long list's keys before it, and the short list's newer than it.
    let mut f = if start == 0 { 0 } else { walked.first().map_or(few.len(), |first| few.iter().take_while(|k| *k > first).count()) };
    let (mut w, mut position) = (0, start + f as i64);
    let mut page = Vec::new();
    while (page.len() as i64) < limit {
        let next = match (walked.get(w), few.get(f)) {
            (Some(a), Some(b)) if a > b => {
                w += 1;
                (Side::Walked, *a)
            }
            (_, Some(b)) => {
                f += 1;
                (Side::Few, *b)
            }
            (Some(a), None) => {
                w += 1;
                (Side::Walked, *a)
            }
            (None, None) => break,
        };
        if position >= offset {
            page.push(next);
        }
        position += 1;
    }
    page
}

/// The ids of one page of a list, for `WHERE id IN (…)`: the rows before the page are walked
/// through the list's index alone and only the page's rows are read whole, so a deep page costs
/// its offset in index entries, not in rows. `$first` and the next placeholder bind LIMIT and OFFSET.
pub fn page_keys(from: &str, clause: &str, order: &str, first: usize) -> String {
    format!("SELECT id FROM {from}{clause} ORDER BY {order} LIMIT ${first} OFFSET ${}", first + 1)
}

/// A `LIKE ... ESCAPE '\'` pattern matching text that contains `s` literally
/// (so a search for `50%` means the text, not a wildcard).
pub fn contains_pattern(s: &str) -> String {
    format!("%{}%", s.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_save_s_statements_bind_the_same_columns() {
        use super::Save;
        assert_eq!(
            Save::Insert(7).statement("t", &["a", "b"], &["create_time"]),
            "INSERT INTO t (a, b, create_time, id) VALUES ($1, $2, $3, $4)"
        );
        assert_eq!(Save::Update(7).statement("t", &["a", "b"], &["create_time"]), "UPDATE t SET a = $1, b = $2 WHERE id = $3");
    }

    /// Every page of a merge of a long list read from a late start and all of a short one is
    /// the same page a full merge of both gives.
    #[test]
    fn a_page_merged_from_a_late_start_is_the_full_merge_s_page() {
        use super::{merge_page, Side};
        let walked: Vec<(i64, i64)> = (0..60).map(|i| (1000 - i * 10, 500 - i)).collect();
        let few: Vec<(i64, i64)> = vec![(1005, 9), (995, 8), (700, 7), (640, 6), (639, 5), (100, 4), (5, 3)];
        let mut all: Vec<(Side, (i64, i64))> = walked.iter().map(|k| (Side::Walked, *k)).chain(few.iter().map(|k| (Side::Few, *k))).collect();
        all.sort_by(|a, b| b.1.cmp(&a.1));
        let r = few.len() as i64;
        for limit in [1, 3, 10] {
            for offset in 0..(all.len() as i64 + 2) {
                let start = (offset - r).max(0);
                let read: Vec<(i64, i64)> = walked.iter().skip(start as usize).take((limit + r) as usize).copied().collect();
                let want: Vec<_> = all.iter().skip(offset as usize).take(limit as usize).cloned().collect();
                if start > 0 && read.is_empty() {
                    continue; // past the long list: its callers leave those pages to the database
                }
                assert_eq!(merge_page(&read, &few, start, offset, limit), want, "offset {offset}, limit {limit}");
            }
        }
    }

    #[test]
    fn conditions_name_only_the_filters_given() {
        use super::{Arg, Conditions};
        let c = Conditions::default().equal("status", Some(Arg::Int(1))).equal("type", None).contains("title", Some("50%")).holds(true, "a = 1 OR b = 1");
        assert_eq!(c.clause(), " WHERE status = $1 AND title LIKE $2 ESCAPE '\\' AND (a = 1 OR b = 1)");
        assert_eq!(Conditions::default().holds(false, "a = 1").clause(), "");
    }

    /// A request's end knows what it wrote without asking the database: nothing,
    /// batches only (and the revisions they left, as the database has them), or
    /// anything else, including a write no request accounts for.
    #[tokio::test]
    async fn a_request_s_writes_are_known_without_reading_the_revisions() {
        use super::{Batch, Db, Wrote};
        let dir = tempfile::tempdir().unwrap();
        let db = Db::connect(&format!("sqlite://{}/w.db?mode=rwc", dir.path().display())).await.unwrap();
        db.migrate(Vec::new()).await.unwrap();
        sqlx::query("CREATE TABLE things (id BIGINT PRIMARY KEY)").execute(&db.write).await.unwrap();
        let things = super::MemoTable { name: "things", activity: true, ended_only: false };
        db.follow_for_memos(&[things]).await.unwrap();

        let ((), wrote) = db.writes_of(async {}).await;
        assert_eq!(wrote, Wrote::Nothing);

        let (_, wrote) = db
            .writes_of(async {
                let mut batch = Batch::new();
                batch.push(sqlx::query("INSERT INTO things (id) VALUES ($1)").bind(1_i64)).unwrap();
                db.commit(batch).await.unwrap()
            })
            .await;
        let read = crate::callers::Revisions::read(&db).await.unwrap();
        assert_eq!(wrote, Wrote::Batches([read.callers, read.memos, read.activity]), "the revisions as the batch left them");
        assert_eq!(read.activity, 1, "and the batch moved the activity's");
        let mut rollback = Batch::new();
        rollback.push_changing(sqlx::query("UPDATE things SET id = 9 WHERE id = 99")).unwrap();
        let (written, wrote) = db.writes_of(db.commit(rollback)).await;
        assert_eq!(written.unwrap(), super::Written::Unchanged(0));
        let now = crate::callers::Revisions::read(&db).await.unwrap();
        assert_eq!(wrote, Wrote::Batches([now.callers, now.memos, now.activity]), "a batch rolled back leaves the revisions committed before");

        let (_, wrote) = db.writes_of(sqlx::query("INSERT INTO things (id) VALUES (2)").execute(&db.write)).await;
        assert_eq!(wrote, Wrote::Unknown, "a statement of its own on the writer");

        let (_, wrote) = db
            .writes_of(async {
                let db = db.clone();
                tokio::spawn(async move { sqlx::query("INSERT INTO things (id) VALUES (3)").execute(&db.write).await.unwrap() }).await.unwrap()
            })
            .await;
        assert_eq!(wrote, Wrote::Unknown, "a write from a task outside the request");

    }

    /// SQLite's writer keeps its statement journals in memory (a grouped insert of many rows
    /// would spill one to a temporary file inside the transaction) and leaves checkpoints to
    /// the connection beside it; readers keep SQLite's defaults.
    #[tokio::test]
    async fn the_sqlite_writer_journals_in_memory_and_checkpoints_seldom() {
        let dir = tempfile::tempdir().unwrap();
        let db = super::Db::connect(&format!("sqlite://{}/p.db?mode=rwc", dir.path().display())).await.unwrap();
        async fn pragma(pool: &super::AnyPool, name: &str) -> i64 {
            sqlx::query_scalar(&format!("PRAGMA {name}")).fetch_one(pool).await.unwrap()
        }
        assert_eq!(pragma(&db.write, "temp_store").await, 2, "MEMORY");
        assert_eq!(pragma(&db.write, "wal_autocheckpoint").await, 8000);
        assert_eq!(pragma(&db.read, "temp_store").await, 0, "a reader's sort may still spill to disk");
    }

    #[test]
    fn a_batch_s_placeholders_follow_on_from_the_statements_before() {
        assert_eq!(super::shift_placeholders("UPDATE t SET a = $1, b = '$2' WHERE id = $12 AND \"c$1\" = $1", 3), "UPDATE t SET a = $4, b = '$2' WHERE id = $15 AND \"c$1\" = $4");
        assert_eq!(super::shift_placeholders("SELECT '订单$1', $9, $10$", 91), "SELECT '订单$1', $100, $101$", "text in quotes, a run up to the end, a lone $");
        assert_eq!(super::shift_placeholders("SELECT $1", 0), "SELECT $1");
        let mut batch = super::Batch::new();
        batch.push(sqlx::query("INSERT INTO a (x, y) VALUES ($1, $2)").bind(1_i64).bind("one")).unwrap();
        batch.push_changing(sqlx::query("UPDATE b SET x = $1 WHERE id = $2").bind(2_i64).bind(3_i64)).unwrap();
        let (sql, args) = batch.script();
        assert_eq!(sql, format!("BEGIN IMMEDIATE;\nINSERT INTO a (x, y) VALUES ($1, $2);\nUPDATE b SET x = $3 WHERE id = $4;{}", super::READ_REVISIONS));
        assert_eq!(args.len(), 4);
        assert_eq!(batch.unchanged(&[1, 0]), Some(1));
        assert_eq!(batch.unchanged(&[1, 1]), None);
        let mut plain = super::Batch::new();
        plain.push(sqlx::query("DELETE FROM a WHERE id = $1").bind(1_i64)).unwrap();
        assert!(plain.script().0.ends_with("\nCOMMIT;"));
        assert_eq!(
            super::as_one_statement(&[&batch]).sql,
            "WITH s0 AS (INSERT INTO a (x, y) VALUES ($1, $2) RETURNING 1), s1 AS (UPDATE b SET x = $3 WHERE id = $4 RETURNING 1), \
             told AS (SELECT set_config('platform.activity_told', 'on', true)) \
             SELECT (SELECT COUNT(*) FROM s0), (SELECT COUNT(*) FROM s1), (SELECT COUNT(*) FROM told)"
        );
        // Two batches in one statement: the second's placeholders follow the first's, and its
        // row joins the first's VALUES list.
        let mut adds = super::Batch::new();
        adds.push(sqlx::query("INSERT INTO a (x, y) VALUES ($1, $2)").bind(4_i64).bind("four")).unwrap();
        adds.push(sqlx::query("INSERT INTO b (x) VALUES ($1)").bind(5_i64)).unwrap();
        let one = super::as_one_statement(&[&adds, &adds]);
        assert!(
            one.sql.starts_with("WITH s0 AS (INSERT INTO a (x, y) VALUES ($1, $2), ($4, $5) RETURNING 1), s1 AS (INSERT INTO b (x) VALUES ($3), ($6) RETURNING 1), told AS"),
            "{}",
            one.sql
        );
        assert_eq!(one.args.len(), 6);
        assert_eq!(one.rows, [2, 2]);
    }

    #[test]
    fn single_row_inserts_of_one_text_share_a_values_list_and_nothing_else_does() {
        let row = |sql| super::one_row_insert(sql).map(|(_, row, _)| row);
        assert_eq!(row("INSERT INTO a (x, y) VALUES ($1, COALESCE($2, 'a)'))"), Some("($1, COALESCE($2, 'a)'))"));
        assert_eq!(row("insert into a (x)\n values ($1, 0, $1)"), Some("($1, 0, $1)"));
        assert_eq!(row("INSERT INTO a (x) VALUES ($1) ON CONFLICT (x) DO UPDATE SET y = excluded.y"), Some("($1)"));
        for alone in [
            "INSERT INTO a (x) VALUES ($1) ON CONFLICT (x) DO UPDATE SET y = $2",
            "INSERT INTO a (x) VALUES ($1) ON CONFLICT (x) DO UPDATE SET y = excluded.y WHERE a.y < excluded.y",
            "INSERT INTO a (x) VALUES ($1) ON CONFLICT DO NOTHING",
            "INSERT OR IGNORE INTO a (x) VALUES ($1)",
            "INSERT INTO a (x) VALUES ($1) RETURNING id",
            "INSERT INTO a (x) VALUES ($1), ($2)",
            "INSERT INTO a (x) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM a)",
            "UPDATE a SET x = $1",
        ] {
            assert_eq!(row(alone), None, "{alone}");
        }
        // A statement that must change a row keeps its own part and count.
        let mut batch = super::Batch::new();
        batch.push(sqlx::query("INSERT INTO a (x) VALUES ($1)").bind(1_i64)).unwrap();
        batch.push_changing(sqlx::query("INSERT INTO a (x) VALUES ($1)").bind(2_i64)).unwrap();
        batch.push(sqlx::query("INSERT INTO a (x) VALUES ($1)").bind(3_i64)).unwrap();
        let one = super::as_one_statement(&[&batch]);
        assert!(one.sql.starts_with("WITH s0 AS (INSERT INTO a (x) VALUES ($1), ($3) RETURNING 1), s1 AS (INSERT INTO a (x) VALUES ($2) RETURNING 1), told"), "{}", one.sql);
        assert_eq!(one.rows, [2, 0]);
        assert!(matches!(one.sources[..], [super::Source::Row, super::Source::Part(1), super::Source::Row]));
    }

    /// A SQLite group: a run of batches made of the same single-row inserts shares one multi-row
    /// insert per statement, each guarded by its count; any other batch keeps its statements.
    #[test]
    fn a_sqlite_group_shares_the_inserts_of_a_run_of_like_batches() {
        use sqlx_core::any::AnyValueKind;
        let order = |id: i64| {
            let mut batch = super::Batch::new();
            batch.push(sqlx::query("INSERT INTO o (id, n, at, seen) VALUES ($1, $2, $3, $3)").bind(id).bind("x").bind(7_i64)).unwrap();
            batch.push(sqlx::query("INSERT INTO d (o) VALUES ($1)").bind(id)).unwrap();
            batch
        };
        let mut pay = super::Batch::new();
        pay.push_changing(sqlx::query("UPDATE o SET n = $1 WHERE id = $2").bind("paid").bind(1_i64)).unwrap();
        let script = super::group_script([&order(1), &order(2), &pay, &order(3)].into_iter());
        let shared = |n| format!("INSERT INTO batch_guards (must) SELECT NULL WHERE changes() <> {n};");
        let expected = [
            "BEGIN IMMEDIATE;".to_string(),
            "INSERT INTO o (id, n, at, seen) VALUES (?, ?, ?, ?), (?, ?, ?, ?);".into(),
            shared(2),
            "INSERT INTO d (o) VALUES (?), (?);".into(),
            shared(2),
            // Numbered after the shared inserts' ten values.
            "UPDATE o SET n = $11 WHERE id = $12;".into(),
            format!("{};", super::GUARD),
            "INSERT INTO o (id, n, at, seen) VALUES ($13, $14, $15, $15);".into(),
            "INSERT INTO d (o) VALUES ($16);".into(),
        ];
        assert_eq!(script.sql, format!("{}{}\nCOMMIT;", expected.join("\n"), super::READ_REVISIONS));
        // BEGIN's result is the first; each shared insert and each guard has one.
        assert_eq!(script.counts, vec![vec![None, None], vec![None, None], vec![Some(5)], vec![Some(7), Some(8)]]);
        // Each anonymous placeholder has its value, a repeated one again.
        let ids: Vec<i64> = [0, 3, 4, 7, 8, 9, 11, 12, 14, 15].iter().map(|&i| match script.values[i] { AnyValueKind::BigInt(v) => v, ref other => panic!("{other:?}") }).collect();
        assert_eq!((script.values.len(), ids), (16, vec![1, 7, 2, 7, 1, 2, 1, 3, 7, 3]));
    }

    #[test]
    fn only_batches_that_add_rows_share_a_statement_on_postgresql() {
        let batch = |sql: &'static str| {
            let mut b = super::Batch::new();
            b.push(sqlx::query(sql).bind(1_i64)).unwrap();
            b
        };
        assert!(batch("INSERT INTO a (x) VALUES ($1)").adds_only());
        assert!(batch("\n  insert into a (x) values ($1)").adds_only());
        assert!(!batch("UPDATE a SET x = $1").adds_only(), "two changes of one row in one statement: one is lost");
        assert!(!batch("DELETE FROM a WHERE x = $1").adds_only());
        assert!(batch("INSERT INTO a (x) VALUES ($1) ON CONFLICT (x) DO UPDATE SET x = excluded.x").adds_only(), "a second upsert of a row fails the statement");
        let mut changing = super::Batch::new();
        changing.push_changing(sqlx::query("INSERT INTO a (x) SELECT $1 WHERE 1 = 0").bind(1_i64)).unwrap();
        assert!(!changing.adds_only(), "a batch that must see a row change runs in its own transaction");
    }

    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(super::contains_pattern("50%_a\\b"), "%50\\%\\_a\\\\b%");
    }
}

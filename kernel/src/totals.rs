//! Totals of large lists kept per scope, so a page of a company's half a million ledger rows
//! counts only the rows added since the total was last moved, not all of them.
//!
//! A kept total says: `n` rows of the scope had a key (an id, or an insert time) below
//! `until_key`. A page's total is that `n` plus the rows from `until_key` on, counted through the
//! list's own index. Inserts write nothing here (the writes stay as short as they were); the job
//! `kernel.list-totals` moves `until_key` forward each minute, and a delete takes its row off in
//! its own transaction (`removed`). `until_key` stays a minute behind the clock, so a
//! transaction still open when the total moves cannot commit a row below it unseen; a full
//! recount each day mends what a delete racing the job could leave.
//!
//! Only scopes found large are kept: a count of at least `LARGE` rows asks for its total to be
//! kept (the job then writes it), and the scale bench keeps every large one after seeding.

use crate::db::{Arg, Conditions, Db};
use crate::time::now_ms;
use crate::KernelError;
use std::collections::HashSet;
use std::sync::{LazyLock, Mutex};

/// A count below this is cheap enough to make on every page.
pub const LARGE: i64 = 1_000;
/// How far behind the clock a kept total stays: longer than any transaction lasts.
const MARGIN_MS: i64 = 60_000;
/// How often a kept total is counted whole again.
const RECOUNT_MS: i64 = 24 * 3_600_000;
/// Kept totals moved per run of the job, the least recently moved first.
const BATCH: i64 = 1_000;

/// A column of a list's scope, with the type of its value.
#[derive(Debug, Clone, Copy)]
pub enum Column {
    Int(&'static str),
    Text(&'static str),
}

impl Column {
    fn name(self) -> &'static str {
        match self {
            Column::Int(n) | Column::Text(n) => n,
        }
    }
}

/// The column that grows as rows are added: a kernel id (time-ordered), or an insert time in milliseconds.
#[derive(Debug, Clone, Copy)]
pub enum Key {
    Id,
    Time(&'static str),
}

impl Key {
    fn column(self) -> &'static str {
        match self {
            Key::Id => "id",
            Key::Time(c) => c,
        }
    }

    /// The key below which every row was committed `MARGIN_MS` ago.
    fn cut(self, now: i64) -> i64 {
        match self {
            Key::Id => crate::ids::first_at(now - MARGIN_MS),
            Key::Time(_) => now - MARGIN_MS,
        }
    }
}

/// A list whose total is kept: the rows of `table` whose `scope` columns equal a scope's values.
/// The table's owner declares it and submits `Kept(&IT)`; an index on the scope then the key must exist.
#[derive(Debug)]
pub struct Total {
    pub list: &'static str,
    pub table: &'static str,
    pub scope: &'static [Column],
    pub key: Key,
}

/// A kept total's declaration, for the job that moves them.
pub struct Kept(pub &'static Total);
inventory::collect!(Kept);

/// Scopes counted large since the job last ran: (list, scope).
static WANTED: LazyLock<Mutex<HashSet<(&'static str, String)>>> = LazyLock::new(Default::default);

impl Total {
    /// `scope columns = $from, $from+1, …`, joined by AND (`TRUE` for a list of every row).
    fn clause(&self, from: usize) -> String {
        if self.scope.is_empty() {
            return "1 = 1".into();
        }
        self.scope.iter().enumerate().map(|(i, c)| format!("{} = ${}", c.name(), from + i)).collect::<Vec<_>>().join(" AND ")
    }

    /// Whether conditions on exactly these columns, in this order, name this total's scope.
    pub fn scoped_by(&self, columns: &[&str]) -> bool {
        self.scope.len() == columns.len() && self.scope.iter().zip(columns).all(|(c, n)| c.name() == *n)
    }

    fn scope_text(&self, values: &[Arg]) -> String {
        values.iter().map(|v| match v {
            Arg::Int(i) => i.to_string(),
            Arg::Text(t) => t.clone(),
        }).collect::<Vec<_>>().join("\u{1f}")
    }

    fn scope_values(&self, text: &str) -> Option<Vec<Arg>> {
        if self.scope.is_empty() {
            return text.is_empty().then(Vec::new);
        }
        let parts: Vec<&str> = text.split('\u{1f}').collect();
        if parts.len() != self.scope.len() {
            return None;
        }
        self.scope.iter().zip(parts).map(|(c, p)| match c {
            Column::Int(_) => p.parse().ok().map(Arg::Int),
            Column::Text(_) => Some(Arg::Text(p.to_string())),
        }).collect()
    }
}

/// The number of rows of the list in this scope (`values` in the order of `total.scope`).
pub async fn count(db: &Db, total: &'static Total, values: &[Arg]) -> Result<i64, KernelError> {
    let scope = total.scope_text(values);
    let kept: Option<(i64, i64)> = sqlx::query_as("SELECT n, until_key FROM list_totals WHERE list = $1 AND scope = $2")
        .bind(total.list)
        .bind(&scope)
        .fetch_optional(&db.read)
        .await?;
    let key = total.key.column();
    let (n, from) = kept.unwrap_or((0, i64::MIN));
    let sql = format!("SELECT COUNT(*) FROM {} WHERE {} AND {key} >= $1", total.table, total.clause(2));
    let (added,): (i64,) = crate::db::bound(&sql, &[&[Arg::Int(from)], values].concat()).fetch_one(&db.read).await?;
    if kept.is_none() && added >= LARGE {
        WANTED.lock().expect("wanted totals").insert((total.list, scope));
    }
    Ok(n + added)
}

/// A page of a list whose totals are kept (`kept`, the list's declarations): counted through the
/// one whose scope the conditions name alone, else counted whole (a filter was given).
pub async fn page<R>(db: &Db, kept: &[&'static Total], conditions: &Conditions, columns: &str, from: &str, order: &str, page: &crate::http::PageQuery) -> Result<(Vec<R>, i64), KernelError>
where
    R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let scoped = conditions.equalities().and_then(|(columns, values)| kept.iter().find(|t| t.scoped_by(columns)).map(|t| (*t, values)));
    let total = match scoped {
        Some((total, values)) => count(db, total, values).await?,
        None => conditions.count(db, from).await?,
    };
    conditions.page_counted(db, columns, from, order, page, total).await
}

/// A row of the scope with this key was deleted, in the deleting transaction: the kept total
/// that counted it counts one less.
pub async fn removed<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(ex: E, total: &'static Total, values: &[Arg], key: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE list_totals SET n = n - 1 WHERE list = $1 AND scope = $2 AND until_key > $3")
        .bind(total.list)
        .bind(total.scope_text(values))
        .bind(key)
        .execute(ex)
        .await?;
    Ok(())
}

/// Counts the scope whole up to its cut and keeps (or replaces) its total.
pub async fn keep(db: &Db, total: &'static Total, values: &[Arg]) -> Result<(), KernelError> {
    let now = now_ms();
    let cut = total.key.cut(now);
    let sql = format!(
        "INSERT INTO list_totals (list, scope, n, until_key, counted_time, moved_time)
         SELECT $1, $2, COUNT(*), $3, $4, $4 FROM {} WHERE {} AND {} < $3
         ON CONFLICT (list, scope) DO UPDATE SET n = excluded.n, until_key = excluded.until_key, counted_time = excluded.counted_time,
                                                 moved_time = excluded.moved_time
         RETURNING n",
        total.table,
        total.clause(5),
        total.key.column()
    );
    let scope = total.scope_text(values);
    let head = [Arg::Text(total.list.into()), Arg::Text(scope), Arg::Int(cut), Arg::Int(now)];
    let _: (i64,) = crate::db::bound(&sql, &[&head[..], values].concat()).fetch_one(&db.write).await?;
    Ok(())
}

/// Moves a kept total's `until_key` to its cut, adding the rows in between (one conditional
/// UPDATE: a total another instance moved meanwhile is left as that one left it).
async fn advance(db: &Db, total: &'static Total, scope: &str, from: i64) -> Result<(), KernelError> {
    let Some(values) = total.scope_values(scope) else { return Ok(()) };
    let now = now_ms();
    let (cut, key) = (total.key.cut(now).max(from), total.key.column());
    let sql = format!(
        "UPDATE list_totals SET n = n + (SELECT COUNT(*) FROM {} WHERE {} AND {key} >= $3 AND {key} < $4), until_key = $4, moved_time = $5
         WHERE list = $1 AND scope = $2 AND until_key = $3 RETURNING n",
        total.table,
        total.clause(6)
    );
    let head = [Arg::Text(total.list.into()), Arg::Text(scope.into()), Arg::Int(from), Arg::Int(cut), Arg::Int(now)];
    let _: Option<(i64,)> = crate::db::bound(&sql, &[&head[..], &values[..]].concat()).fetch_optional(&db.write).await?;
    Ok(())
}

fn declared(list: &str) -> Option<&'static Total> {
    inventory::iter::<Kept>.into_iter().map(|k| k.0).find(|t| t.list == list)
}

/// The job: keeps the totals asked for, moves the kept ones forward, recounts a day's old ones.
pub async fn keep_up(db: &Db) -> anyhow::Result<()> {
    let wanted: Vec<_> = std::mem::take(&mut *WANTED.lock().expect("wanted totals")).into_iter().collect();
    for (list, scope) in wanted {
        if let Some(total) = declared(list) {
            if let Some(values) = total.scope_values(&scope) {
                keep(db, total, &values).await?;
            }
        }
    }
    let now = now_ms();
    let rows: Vec<(String, String, i64, i64)> =
        sqlx::query_as("SELECT list, scope, until_key, counted_time FROM list_totals ORDER BY moved_time LIMIT $1").bind(BATCH).fetch_all(&db.read).await?;
    for (list, scope, until, counted) in rows {
        // A list no enabled module declares any more keeps its row, untouched.
        let Some(total) = declared(&list) else { continue };
        if counted < now - RECOUNT_MS {
            if let Some(values) = total.scope_values(&scope) {
                keep(db, total, &values).await?;
            }
        } else {
            advance(db, total, &scope, until).await?;
        }
    }
    Ok(())
}

/// Keeps the total of every scope of every declared list that holds at least `at_least` rows
/// (`LARGE`, as the pages ask): the scale bench runs it once after seeding, as the job would
/// over the first pages read. Returns how many totals it kept.
pub async fn keep_large(db: &Db, at_least: i64) -> Result<usize, KernelError> {
    let mut kept = 0;
    for total in inventory::iter::<Kept>.into_iter().map(|k| k.0) {
        if total.scope.is_empty() {
            keep(db, total, &[]).await?;
            kept += 1;
            continue;
        }
        let columns = total.scope.iter().map(|c| c.name()).collect::<Vec<_>>().join(", ");
        let sql = format!("SELECT {columns} FROM {} GROUP BY {columns} HAVING COUNT(*) >= {at_least}", total.table);
        let rows = sqlx::query(&sql).fetch_all(&db.read).await?;
        for row in rows {
            use sqlx::Row;
            let values: Vec<Arg> = total
                .scope
                .iter()
                .enumerate()
                .map(|(i, c)| match c {
                    Column::Int(_) => row.try_get::<i64, _>(i).map(Arg::Int),
                    Column::Text(_) => row.try_get::<String, _>(i).map(Arg::Text),
                })
                .collect::<Result<_, _>>()?;
            keep(db, total, &values).await?;
            kept += 1;
        }
    }
    Ok(kept)
}

#[cfg(test)]
mod tests {
    use super::*;

    static ROWS: Total = Total { list: "test.rows", table: "rows", scope: &[Column::Int("owner"), Column::Text("kind")], key: Key::Id };
    inventory::submit!(Kept(&ROWS));

    async fn db() -> (tempfile::TempDir, Db) {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::connect(&format!("sqlite://{}/t.db?mode=rwc", dir.path().display())).await.unwrap();
        db.migrate(Vec::new()).await.unwrap();
        sqlx::query("CREATE TABLE rows (id BIGINT PRIMARY KEY, owner BIGINT NOT NULL, kind TEXT NOT NULL)").execute(&db.write).await.unwrap();
        sqlx::query("CREATE INDEX rows_scope ON rows (owner, kind, id)").execute(&db.write).await.unwrap();
        (dir, db)
    }

    async fn insert(db: &Db, id: i64, owner: i64, kind: &str) {
        sqlx::query("INSERT INTO rows (id, owner, kind) VALUES ($1, $2, $3)").bind(id).bind(owner).bind(kind).execute(&db.write).await.unwrap();
    }

    fn scope(owner: i64, kind: &str) -> Vec<Arg> {
        vec![Arg::Int(owner), Arg::Text(kind.into())]
    }

    /// Old rows are counted once into the kept total, new ones after it, a deleted old one is
    /// taken off, and other scopes are neither counted nor moved.
    #[tokio::test]
    async fn a_kept_total_counts_old_rows_once_and_new_rows_on_top() {
        let (_dir, db) = db().await;
        let old = crate::ids::first_at(now_ms() - 3_600_000);
        for i in 0..5 {
            insert(&db, old + i, 1, "a").await;
        }
        insert(&db, old + 10, 2, "a").await;
        insert(&db, old + 11, 1, "b").await;
        assert_eq!(count(&db, &ROWS, &scope(1, "a")).await.unwrap(), 5);
        keep(&db, &ROWS, &scope(1, "a")).await.unwrap();
        let (n,): (i64,) = sqlx::query_as("SELECT n FROM list_totals WHERE list = 'test.rows'").fetch_one(&db.read).await.unwrap();
        assert_eq!(n, 5, "the old rows are in the kept total");
        let new = crate::ids::first_at(now_ms());
        insert(&db, new, 1, "a").await;
        insert(&db, new + 1, 2, "a").await;
        assert_eq!(count(&db, &ROWS, &scope(1, "a")).await.unwrap(), 6, "a new row is counted on top of the kept total");
        let mut tx = db.write.begin().await.unwrap();
        sqlx::query("DELETE FROM rows WHERE id = $1").bind(old).execute(&mut *tx).await.unwrap();
        removed(&mut *tx, &ROWS, &scope(1, "a"), old).await.unwrap();
        sqlx::query("DELETE FROM rows WHERE id = $1").bind(new).execute(&mut *tx).await.unwrap();
        removed(&mut *tx, &ROWS, &scope(1, "a"), new).await.unwrap();
        tx.commit().await.unwrap();
        assert_eq!(count(&db, &ROWS, &scope(1, "a")).await.unwrap(), 4, "each deleted row counts once less, old or new");
        assert_eq!(count(&db, &ROWS, &scope(2, "a")).await.unwrap(), 2);
        assert_eq!(count(&db, &ROWS, &scope(1, "b")).await.unwrap(), 1);
    }

    /// Moving a kept total forward adds the rows it passes and changes nothing a page counts;
    /// a move from a stale position (another instance moved it) is a no-op.
    #[tokio::test]
    async fn moving_a_kept_total_forward_keeps_the_count() {
        let (_dir, db) = db().await;
        let old = crate::ids::first_at(now_ms() - 3_600_000);
        insert(&db, old, 1, "a").await;
        sqlx::query("INSERT INTO list_totals (list, scope, n, until_key, counted_time, moved_time) VALUES ('test.rows', $1, 0, $2, $3, $3)")
            .bind(ROWS.scope_text(&scope(1, "a")))
            .bind(old - 100)
            .bind(now_ms())
            .execute(&db.write)
            .await
            .unwrap();
        insert(&db, old - 200, 1, "a").await; // counted in n by the first keep, which this row never saw
        sqlx::query("UPDATE list_totals SET n = 1").execute(&db.write).await.unwrap();
        assert_eq!(count(&db, &ROWS, &scope(1, "a")).await.unwrap(), 2);
        advance(&db, &ROWS, &ROWS.scope_text(&scope(1, "a")), old - 100).await.unwrap();
        let (n, until): (i64, i64) = sqlx::query_as("SELECT n, until_key FROM list_totals").fetch_one(&db.read).await.unwrap();
        assert_eq!((n, until > old), (2, true), "the row passed is in the kept total now");
        advance(&db, &ROWS, &ROWS.scope_text(&scope(1, "a")), old - 100).await.unwrap();
        assert_eq!(count(&db, &ROWS, &scope(1, "a")).await.unwrap(), 2, "a stale move adds nothing");
    }

    #[test]
    fn a_scope_reads_back_as_its_values() {
        let text = ROWS.scope_text(&scope(42, "order"));
        let values = ROWS.scope_values(&text).unwrap();
        assert!(matches!(values.as_slice(), [Arg::Int(42), Arg::Text(k)] if k == "order"));
        assert!(ROWS.scope_values("x\u{1f}order").is_none());
        assert!(ROWS.scoped_by(&["owner", "kind"]) && !ROWS.scoped_by(&["owner"]));
    }
}

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
//!
//! A kept list also has anchors (`list_anchors`): every `STRIDE` rows below `until_key`, the key
//! of a row and how many rows of the scope sort before it. Rows are only ever added above
//! `until_key`, so an anchor stays where it is until a row below it is deleted (`removed` moves
//! it down one, in the deleting transaction). A deep page then starts from the anchor nearest
//! below it and walks at most `STRIDE` index entries, where an offset walks every entry above it.

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
/// Rows between two anchors of a kept list: the most index entries a deep page walks.
const STRIDE: i64 = 1_000;

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

    /// The order of a list's rows (`DESC` is how lists show them), as its anchors hold them.
    fn sort(self, direction: &str) -> String {
        match self {
            Key::Id => format!("id {direction}"),
            Key::Time(c) => format!("{c} {direction}, id {direction}"),
        }
    }

    /// `(key, id)` of a row, as an anchor holds it (the id twice when the id is the key).
    fn select(self) -> String {
        match self {
            Key::Id => "id, id".into(),
            Key::Time(c) => format!("{c}, id"),
        }
    }

    /// Rows at or after an anchor `(key, id)` bound at `$at` (and `$at+1`), as `values` to bind.
    fn from_anchor(self, at: usize, key: i64, id: i64) -> (String, Vec<Arg>) {
        match self {
            Key::Id => (format!("id >= ${at}"), vec![Arg::Int(id)]),
            Key::Time(c) => (format!("({c}, id) >= (${at}, ${})", at + 1), vec![Arg::Int(key), Arg::Int(id)]),
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

/// A list whose total is kept: the rows of `table` whose `scope` columns equal a scope's values,
/// listed newest first by the key (then the id). The table's owner declares it and submits
/// `Kept(&IT)`; an index on the scope then the key (then the id) must exist.
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

/// A count of a kept list's scope: its rows, and the kept total's `n` and `until_key` when kept.
#[derive(Debug, Clone, Copy)]
pub struct Counted {
    pub total: i64,
    kept: Option<(i64, i64)>,
}

impl Counted {
    /// Whether the scope's total is kept (a purge under it must count it again, `keep`).
    pub fn is_kept(&self) -> bool {
        self.kept.is_some()
    }
}

/// The number of rows of the list in this scope (`values` in the order of `total.scope`).
pub async fn count(db: &Db, total: &'static Total, values: &[Arg]) -> Result<i64, KernelError> {
    Ok(counted(db, total, values).await?.total)
}

/// The number of rows of the list in this scope, with what a page needs to start from an anchor.
pub async fn counted(db: &Db, total: &'static Total, values: &[Arg]) -> Result<Counted, KernelError> {
    let scope = total.scope_text(values);
    let kept: Option<(i64, i64)> = sqlx::query_as("SELECT n, until_key FROM list_totals WHERE list = $1 AND scope = $2")
        .bind(total.list)
        .bind(&scope)
        .fetch_optional(&db.read)
        .await?;
    let key = total.key.column();
    let from = kept.map_or(i64::MIN, |(_, until)| until);
    let sql = format!("SELECT COUNT(*) FROM {} WHERE {} AND {key} >= $1", total.table, total.clause(2));
    let (added,): (i64,) = crate::db::bound(&sql, &[&[Arg::Int(from)], values].concat()).fetch_one(&db.read).await?;
    if kept.is_none() && added >= LARGE {
        WANTED.lock().expect("wanted totals").insert((total.list, scope));
    }
    Ok(Counted { total: kept.map_or(0, |(n, _)| n) + added, kept })
}

/// The `(key, id)` of a kept list's rows at positions `offset..offset + limit`, newest first,
/// read from the nearest anchor below the page; none when walking from the top is no longer
/// (a page near the top, or among the rows added since the total was kept).
pub async fn page_from_anchor(db: &Db, total: &'static Total, values: &[Arg], counted: Counted, offset: i64, limit: i64) -> Result<Option<Vec<(i64, i64)>>, KernelError> {
    let Some((kept, _)) = counted.kept else { return Ok(None) };
    let added = counted.total - kept;
    if offset < added || limit <= 0 {
        return Ok(None);
    }
    // Positions among the kept rows, counted from the oldest: the page's newest row, and its oldest.
    let newest = kept - 1 - (offset - added);
    if newest < 0 {
        return Ok(Some(Vec::new()));
    }
    let oldest = (newest - limit + 1).max(0);
    let anchor: Option<(i64, i64, i64)> =
        sqlx::query_as("SELECT key, id, position FROM list_anchors WHERE list = $1 AND scope = $2 AND position <= $3 ORDER BY position DESC LIMIT 1")
            .bind(total.list)
            .bind(total.scope_text(values))
            .bind(oldest)
            .fetch_optional(&db.read)
            .await?;
    let Some((key, id, position)) = anchor else { return Ok(None) };
    if oldest - position >= offset {
        return Ok(None);
    }
    let (from, at) = total.key.from_anchor(values.len() + 1, key, id);
    let n = values.len() + at.len();
    let sql = format!(
        "SELECT {} FROM {} WHERE {} AND {from} ORDER BY {} LIMIT ${} OFFSET ${}",
        total.key.select(),
        total.table,
        total.clause(1),
        total.key.sort("ASC"),
        n + 1,
        n + 2
    );
    let mut keys: Vec<(i64, i64)> =
        crate::db::bound(&sql, &[values, &at[..]].concat()).bind(newest - oldest + 1).bind(oldest - position).fetch_all(&db.read).await?;
    keys.reverse();
    Ok(Some(keys))
}

/// A page of a list whose totals are kept (`kept`, the list's declarations): counted through the
/// one whose scope the conditions name alone, and read from its nearest anchor when deep; else
/// counted whole (a filter was given).
pub async fn page<R>(db: &Db, kept: &[&'static Total], conditions: &Conditions, columns: &str, from: &str, order: &str, page: &crate::http::PageQuery) -> Result<(Vec<R>, i64), KernelError>
where
    R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    let scoped = conditions.equalities().and_then(|(columns, values)| kept.iter().find(|t| t.scoped_by(columns)).map(|t| (*t, values)));
    let Some((total, values)) = scoped else {
        let n = conditions.count(db, from).await?;
        return conditions.page_counted(db, columns, from, order, page, n).await;
    };
    let counted = counted(db, total, values).await?;
    match page_from_anchor(db, total, values, counted, page.offset(), page.limit()).await? {
        Some(keys) => {
            let ids = crate::db::id_list(keys.iter().map(|(_, id)| *id));
            let rows = sqlx::query_as(&format!("SELECT {columns} FROM {from} WHERE id IN ({ids}) ORDER BY {order}")).fetch_all(&db.read).await?;
            Ok((rows, counted.total))
        }
        None => conditions.page_counted(db, columns, from, order, page, counted.total).await,
    }
}

/// A row of the scope with this key and id was deleted, in the deleting transaction: the kept
/// total that counted it counts one less, and the anchors above it stand one lower.
pub async fn removed(tx: &mut sqlx::AnyConnection, total: &'static Total, values: &[Arg], key: i64, id: i64) -> Result<(), KernelError> {
    let scope = total.scope_text(values);
    sqlx::query("UPDATE list_totals SET n = n - 1 WHERE list = $1 AND scope = $2 AND until_key > $3")
        .bind(total.list)
        .bind(&scope)
        .bind(key)
        .execute(&mut *tx)
        .await?;
    sqlx::query("UPDATE list_anchors SET position = position - 1 WHERE list = $1 AND scope = $2 AND (key > $3 OR (key = $3 AND id > $4))")
        .bind(total.list)
        .bind(&scope)
        .bind(key)
        .bind(id)
        .execute(&mut *tx)
        .await?;
    Ok(())
}

/// Counts the scope whole up to its cut and keeps (or replaces) its total and its anchors. The
/// total's row is taken first, so a delete that takes a row off either waits for this
/// transaction or committed before the counts below saw its row.
pub async fn keep(db: &Db, total: &'static Total, values: &[Arg]) -> Result<(), KernelError> {
    let now = now_ms();
    let cut = total.key.cut(now);
    let args = [&[Arg::Text(total.list.into()), Arg::Text(total.scope_text(values)), Arg::Int(cut)][..], values].concat();
    let (key, scope) = (total.key.column(), total.clause(4));
    let mut tx = db.write.begin().await?;
    sqlx::query(
        "INSERT INTO list_totals (list, scope, n, until_key, counted_time, moved_time) VALUES ($1, $2, 0, $3, $4, $4)
         ON CONFLICT (list, scope) DO UPDATE SET until_key = excluded.until_key, counted_time = excluded.counted_time, moved_time = excluded.moved_time",
    )
    .bind(total.list)
    .bind(total.scope_text(values))
    .bind(cut)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    let counting =
        format!("UPDATE list_totals SET n = (SELECT COUNT(*) FROM {} WHERE {scope} AND {key} < $3) WHERE list = $1 AND scope = $2 AND until_key = $3", total.table);
    crate::db::bound_statement(&counting, &args).execute(&mut *tx).await?;
    crate::db::bound_statement("DELETE FROM list_anchors WHERE list = $1 AND scope = $2", &args[..2]).execute(&mut *tx).await?;
    let anchoring = format!(
        "INSERT INTO list_anchors (list, scope, key, id, position)
         SELECT $1, $2, k, i, position FROM
           (SELECT {} AS k, id AS i, ROW_NUMBER() OVER (ORDER BY {}) - 1 AS position FROM {} WHERE {scope} AND {key} < $3) ranked
         WHERE position % {STRIDE} = 0",
        key,
        total.key.sort("ASC"),
        total.table
    );
    crate::db::bound_statement(&anchoring, &args).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Moves a kept total's `until_key` to its cut, adding the rows in between and their anchors
/// (one conditional UPDATE: a total another instance moved meanwhile is left as that one left it).
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
    let mut tx = db.write.begin().await?;
    let moved: Option<(i64,)> = crate::db::bound(&sql, &[&head[..], &values[..]].concat()).fetch_optional(&mut *tx).await?;
    if let Some((n,)) = moved {
        // The rows passed are the newest kept: the newest stands at n - 1.
        let anchoring = format!(
            "INSERT INTO list_anchors (list, scope, key, id, position)
             SELECT $1, $2, k, i, position FROM
               (SELECT {key} AS k, id AS i, $5 - ROW_NUMBER() OVER (ORDER BY {}) AS position FROM {} WHERE {} AND {key} >= $3 AND {key} < $4) ranked
             WHERE position % {STRIDE} = 0",
            total.key.sort("DESC"),
            total.table,
            total.clause(6)
        );
        let head = [Arg::Text(total.list.into()), Arg::Text(scope.into()), Arg::Int(from), Arg::Int(cut), Arg::Int(n)];
        crate::db::bound_statement(&anchoring, &[&head[..], &values[..]].concat()).execute(&mut *tx).await?;
    }
    tx.commit().await?;
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
        sqlx::query("CREATE TABLE rows (id BIGINT PRIMARY KEY, owner BIGINT NOT NULL, kind TEXT NOT NULL, at BIGINT NOT NULL DEFAULT 0)").execute(&db.write).await.unwrap();
        sqlx::query("CREATE INDEX rows_scope ON rows (owner, kind, id)").execute(&db.write).await.unwrap();
        sqlx::query("CREATE INDEX rows_timed ON rows (owner, at, id)").execute(&db.write).await.unwrap();
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
        removed(&mut *tx, &ROWS, &scope(1, "a"), old, old).await.unwrap();
        sqlx::query("DELETE FROM rows WHERE id = $1").bind(new).execute(&mut *tx).await.unwrap();
        removed(&mut *tx, &ROWS, &scope(1, "a"), new, new).await.unwrap();
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

    static TIMED: Total = Total { list: "test.timed", table: "rows", scope: &[Column::Int("owner")], key: Key::Time("at") };
    inventory::submit!(Kept(&TIMED));

    /// The keys at `offset..offset + limit` as an offset walk from the top finds them.
    async fn walked(db: &Db, total: &'static Total, owner: i64, offset: i64, limit: i64) -> Vec<(i64, i64)> {
        let values = if total.scope.len() == 1 { vec![Arg::Int(owner)] } else { scope_of(owner) };
        let n = values.len();
        let sql = format!("SELECT {} FROM rows WHERE {} ORDER BY {} LIMIT ${} OFFSET ${}", total.key.select(), total.clause(1), total.key.sort("DESC"), n + 1, n + 2);
        crate::db::bound(&sql, &values).bind(limit).bind(offset).fetch_all(&db.read).await.unwrap()
    }

    fn scope_of(owner: i64) -> Vec<Arg> {
        scope(owner, "a")
    }

    /// Every page read from an anchor is the page an offset walk finds: after the total is kept,
    /// after rows are deleted below and among the anchors (ties of the time key included), and
    /// after new rows are added and the total moved over them.
    #[tokio::test]
    async fn a_page_read_from_an_anchor_is_the_page_an_offset_walk_finds() {
        let (_dir, db) = db().await;
        let old = crate::ids::first_at(now_ms() - 3_600_000);
        let hour_ago = now_ms() - 3_600_000;
        let mut tx = db.write.begin().await.unwrap();
        for i in 0..2_600 {
            // Three rows share each time: the id orders them.
            sqlx::query("INSERT INTO rows (id, owner, kind, at) VALUES ($1, 1, 'a', $2)").bind(old + i).bind(hour_ago + i / 3).execute(&mut *tx).await.unwrap();
        }
        sqlx::query("INSERT INTO rows (id, owner, kind, at) VALUES ($1, 2, 'a', $2)").bind(old + 5_000).bind(hour_ago).execute(&mut *tx).await.unwrap();
        tx.commit().await.unwrap();
        let check = |label: &'static str| {
            let db = &db;
            async move {
                for total in [&ROWS, &TIMED] {
                    let values = if total.scope.len() == 1 { vec![Arg::Int(1)] } else { scope_of(1) };
                    let counted = counted(db, total, &values).await.unwrap();
                    let mut anchored = 0;
                    for offset in (0..counted.total + 3).step_by(37).chain([counted.total - 10, counted.total - 1, counted.total]) {
                        for limit in [1, 10] {
                            if let Some(keys) = page_from_anchor(db, total, &values, counted, offset, limit).await.unwrap() {
                                anchored += 1;
                                assert_eq!(keys, walked(db, total, 1, offset, limit).await, "{label}: {}, offset {offset}, limit {limit}", total.list);
                            }
                        }
                    }
                    assert!(anchored > 20, "{label}: deep pages of {} start from anchors ({anchored})", total.list);
                }
            }
        };
        keep(&db, &ROWS, &scope_of(1)).await.unwrap();
        keep(&db, &TIMED, &[Arg::Int(1)]).await.unwrap();
        // As if kept half an hour ago (no row of the scope is newer): rows added since come below.
        let half_hour_ago = now_ms() - 1_800_000;
        for (list, until) in [("test.rows", crate::ids::first_at(half_hour_ago)), ("test.timed", half_hour_ago)] {
            sqlx::query("UPDATE list_totals SET until_key = $1 WHERE list = $2").bind(until).bind(list).execute(&db.write).await.unwrap();
        }
        let (anchors,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM list_anchors WHERE list = 'test.rows'").fetch_one(&db.read).await.unwrap();
        assert_eq!(anchors, 3, "an anchor every thousand rows");
        check("kept").await;

        // Deleted: the oldest row, an anchor's own row, a row tied with others, a row between anchors.
        let mut tx = db.write.begin().await.unwrap();
        for i in [0, 1_000, 1_501, 2_200] {
            let (at,): (i64,) = sqlx::query_as("DELETE FROM rows WHERE id = $1 RETURNING at").bind(old + i).fetch_one(&mut *tx).await.unwrap();
            removed(&mut *tx, &ROWS, &scope_of(1), old + i, old + i).await.unwrap();
            removed(&mut *tx, &TIMED, &[Arg::Int(1)], at, old + i).await.unwrap();
        }
        tx.commit().await.unwrap();
        check("after deletes").await;

        // New rows come on top; moving the totals over them anchors them too.
        let new = crate::ids::first_at(now_ms() - 600_000);
        for i in 0..1_200 {
            sqlx::query("INSERT INTO rows (id, owner, kind, at) VALUES ($1, 1, 'a', $2)").bind(new + i).bind(now_ms() - 600_000 + i / 2).execute(&db.write).await.unwrap();
        }
        check("new rows on top").await;
        for (total, values) in [(&ROWS, scope_of(1)), (&TIMED, vec![Arg::Int(1)])] {
            let (until,): (i64,) = sqlx::query_as("SELECT until_key FROM list_totals WHERE list = $1").bind(total.list).fetch_one(&db.read).await.unwrap();
            advance(&db, total, &total.scope_text(&values), until).await.unwrap();
        }
        let (anchors,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM list_anchors WHERE list = 'test.rows'").fetch_one(&db.read).await.unwrap();
        assert!(anchors >= 4, "the rows moved over are anchored ({anchors})");
        check("moved").await;
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

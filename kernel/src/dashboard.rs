//! 运营看板: the business at a glance for operators. Each figure is declared by the owner of its
//! table (`inventory::submit!(Listed(&FIGURE))`) as one query; the kernel runs the enabled
//! modules' figures and keeps the board a minute.
//!
//! A daily figure's query gives one row per Beijing day of the last 30: `(day, value)`, the day
//! as a day number since 1970 (`(create_time + 28800000) / 86400000`) or as `YYYY-MM-DD` text.
//! Today, 7 and 30 days are sums of those rows, except where the query also gives rows with day
//! `-1`, `-7` or `-30`: the value of that window as a whole (people counted once, not once a day).
//! Parameters: `$1` the first day's start (epoch ms), `$2` that day as text, `$3` the 7-day
//! window's start, `$4` today's start.

use crate::db::Db;
use crate::KernelError;
use chrono::{Duration, NaiveDate};
use serde::Serialize;
use sqlx::Row;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

const DAY_MS: i64 = 86_400_000;
const BEIJING_MS: i64 = 8 * 3_600_000;
/// Days of the board's charts.
pub const DAYS: i64 = 30;
/// How long a computed board is served before it is computed again.
const KEEP_MS: i64 = 60_000;

#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Unit {
    /// Things or people.
    Count,
    /// Money in fen.
    Fen,
    Points,
}

#[derive(Debug, Clone, Copy)]
pub enum Query {
    /// Rows `(day, value)` per day, as the module doc says.
    Daily(&'static str),
    /// One value: how things stand now (no parameters).
    Now(&'static str),
}

/// One figure of the board, declared beside its table by the table's owner.
#[derive(Debug)]
pub struct Figure {
    pub key: &'static str,
    /// The module that owns the table ("kernel" for the platform's, `services` for the shared services'): shown when that module is enabled.
    pub module: &'static str,
    pub group: &'static str,
    pub label: &'static str,
    pub unit: Unit,
    /// The operators' page that lists what it counts.
    pub link: Option<&'static str>,
    pub order: i32,
    pub query: Query,
}

pub struct Listed(pub &'static Figure);
inventory::collect!(Listed);

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FigureView {
    pub key: &'static str,
    pub group: &'static str,
    pub label: &'static str,
    pub unit: Unit,
    pub link: Option<&'static str>,
    /// True for a figure of how things stand now (today, week and month are that one value).
    pub current: bool,
    pub today: i64,
    pub week: i64,
    pub month: i64,
    /// One value per day of `days` (empty for a current figure).
    pub series: Vec<i64>,
}

#[derive(Debug, Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Board {
    /// When the figures were counted (epoch ms).
    pub generated_at: i64,
    /// The 30 days of the series, oldest first (YYYY-MM-DD, Beijing).
    pub days: Vec<String>,
    pub figures: Vec<FigureView>,
}

/// The Beijing day number of an instant.
pub fn day_of(ms: i64) -> i64 {
    (ms + BEIJING_MS).div_euclid(DAY_MS)
}

fn day_text(day: i64) -> String {
    (NaiveDate::from_ymd_opt(1970, 1, 1).expect("epoch") + Duration::days(day)).format("%Y-%m-%d").to_string()
}

fn day_from_text(text: &str) -> Option<i64> {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").ok().map(|d| (d - NaiveDate::from_ymd_opt(1970, 1, 1).expect("epoch")).num_days())
}

/// A day from a row: a number, or `YYYY-MM-DD` text.
fn row_day(row: &sqlx::any::AnyRow) -> Option<i64> {
    row.try_get::<i64, _>(0).ok().or_else(|| row.try_get::<String, _>(0).ok().and_then(|t| day_from_text(&t)))
}

fn row_value(row: &sqlx::any::AnyRow, at: usize) -> i64 {
    row.try_get::<i64, _>(at).or_else(|_| row.try_get::<f64, _>(at).map(|v| v as i64)).unwrap_or(0)
}

/// Folds a daily figure's rows into today, week, month and the series (pure, so it is tested alone).
pub fn fold(today: i64, rows: &[(i64, i64)]) -> (i64, i64, i64, Vec<i64>) {
    let first = today - (DAYS - 1);
    let mut series = vec![0; DAYS as usize];
    let mut windows: HashMap<i64, i64> = HashMap::new();
    for &(day, value) in rows {
        if day < 0 {
            windows.insert(-day, value);
        } else if (first..=today).contains(&day) {
            series[(day - first) as usize] += value;
        }
    }
    let sum = |n: usize| series[series.len() - n..].iter().sum::<i64>();
    let pick = |n: i64| windows.get(&n).copied().unwrap_or_else(|| sum(n as usize));
    (pick(1), pick(7), pick(DAYS), series)
}

/// Runs one figure's query.
async fn count(db: &Db, figure: &Figure, today: i64) -> Result<FigureView, KernelError> {
    let view = |current, (today, week, month, series)| FigureView {
        key: figure.key,
        group: figure.group,
        label: figure.label,
        unit: figure.unit,
        link: figure.link,
        current,
        today,
        week,
        month,
        series,
    };
    match figure.query {
        Query::Now(sql) => {
            let row = sqlx::query(sql).fetch_optional(&db.read).await?;
            let n = row.map(|r| row_value(&r, 0)).unwrap_or(0);
            Ok(view(true, (n, n, n, Vec::new())))
        }
        Query::Daily(sql) => {
            let start = (today - (DAYS - 1)) * DAY_MS - BEIJING_MS;
            let rows = sqlx::query(sql)
                .bind(start)
                .bind(day_text(today - (DAYS - 1)))
                .bind((today - 6) * DAY_MS - BEIJING_MS)
                .bind(today * DAY_MS - BEIJING_MS)
                .fetch_all(&db.read)
                .await?;
            let rows: Vec<(i64, i64)> = rows.iter().filter_map(|r| row_day(r).map(|d| (d, row_value(r, 1)))).collect();
            Ok(view(false, fold(today, &rows)))
        }
    }
}

/// The board of the enabled modules' figures, counted now.
pub async fn count_all(db: &Db, enabled: &[&str], now: i64) -> Result<Board, KernelError> {
    let today = day_of(now);
    let mut figures: Vec<&Figure> = inventory::iter::<Listed>.into_iter().map(|l| l.0).filter(|f| crate::deployment::is_on(f.module, enabled)).collect();
    figures.sort_by_key(|f| (f.order, f.key));
    let counted = futures::future::try_join_all(figures.iter().map(|f| count(db, f, today))).await?;
    Ok(Board { generated_at: now, days: (today - (DAYS - 1)..=today).map(day_text).collect(), figures: counted })
}

/// The last board counted, kept for a minute.
static KEPT: Mutex<Option<Arc<Board>>> = Mutex::new(None);

/// The board, from the last minute's count unless `fresh` asks for a new one.
pub async fn board(db: &Db, enabled: &[&str], fresh: bool, now: i64) -> Result<Arc<Board>, KernelError> {
    if !fresh {
        if let Some(kept) = KEPT.lock().expect("board lock").as_ref().filter(|b| now - b.generated_at < KEEP_MS) {
            return Ok(kept.clone());
        }
    }
    let board = Arc::new(count_all(db, enabled, now).await?);
    *KEPT.lock().expect("board lock") = Some(board.clone());
    Ok(board)
}

/// The platform's own figure: people who signed in.
mod kernel_figures {
    use super::*;

    // People who signed in, each counted once a day and once per window.
    static ACTIVE: Figure = Figure {
        key: "users.active",
        module: "kernel",
        group: "用户",
        label: "活跃用户",
        unit: Unit::Count,
        link: Some("/operation/auditLog"),
        order: 20,
        query: Query::Daily(
            "SELECT (created_at + 28800000) / 86400000 AS day, COUNT(DISTINCT user_id) FROM sessions WHERE created_at >= $1 GROUP BY (created_at + 28800000) / 86400000
             UNION ALL SELECT -1, COUNT(DISTINCT user_id) FROM sessions WHERE created_at >= $4
             UNION ALL SELECT -7, COUNT(DISTINCT user_id) FROM sessions WHERE created_at >= $3
             UNION ALL SELECT -30, COUNT(DISTINCT user_id) FROM sessions WHERE created_at >= $1",
        ),
    };
    inventory::submit!(Listed(&ACTIVE));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_beijing_days() {
        // 2026-01-01 00:00 Beijing is 2025-12-31 16:00 UTC.
        let midnight = crate::time::parse_shanghai("2026-01-01 00:00:00").unwrap();
        assert_eq!(day_text(day_of(midnight)), "2026-01-01");
        assert_eq!(day_text(day_of(midnight - 1)), "2025-12-31");
        assert_eq!(day_from_text("2026-01-01"), Some(day_of(midnight)));
    }

    #[test]
    fn windows_are_sums_of_days_unless_given_whole() {
        let today = 20_000;
        let rows = [(today, 2), (today - 3, 5), (today - 10, 7), (today - 40, 100)];
        let (t, w, m, series) = fold(today, &rows);
        assert_eq!((t, w, m), (2, 7, 14), "a day before the 30 is left out");
        assert_eq!(series.len(), 30);
        assert_eq!((series[29], series[26], series[19]), (2, 5, 7));
        // People counted once per window: the whole windows replace the sums.
        let (t, w, m, _) = fold(today, &[(today, 2), (today - 1, 2), (-1, 2), (-7, 3), (-30, 3)]);
        assert_eq!((t, w, m), (2, 3, 3));
    }
}

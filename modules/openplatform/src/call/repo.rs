//! The call log's SQL: a company's calls and its points per day, a partner's calls per API per
//! day, the operators' top APIs, a month for the export, and the purge of rows past keeping.

use kernel::db::{Arg, Conditions, Db};
use kernel::http::PageQuery;
use kernel::KernelError;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CallRow {
    pub id: i64,
    pub api_code: String,
    pub outcome: String,
    pub status: i64,
    pub points: i64,
    pub latency_ms: i64,
    pub error_code: Option<i64>,
    pub client_ip: Option<String>,
    pub create_time: i64,
}

const COLUMNS: &str = "id, api_code, outcome, status, points, latency_ms, error_code, client_ip, create_time";

pub struct Filter<'a> {
    pub api_code: Option<&'a str>,
    pub outcome: Option<&'a str>,
    pub begin: Option<i64>,
    pub end: Option<i64>,
}

/// A company's calls: their total is kept (`kernel::totals`), so a page of millions of calls
/// counts only the newest; the purge's deletions are counted again by the daily recount.
static OF_COMPANY: kernel::totals::Total =
    kernel::totals::Total { list: "openplatform.calls", table: "open_calls", scope: &[kernel::totals::Column::Int("company_id")], key: kernel::totals::Key::Id };
kernel::inventory::submit!(kernel::totals::Kept(&OF_COMPANY));
static KEPT: [&kernel::totals::Total; 1] = [&OF_COMPANY];

/// A company's calls, newest first; only the filters given reach the SQL, so its whole log is
/// counted and paged through its index alone (`open_calls_company`).
pub async fn company_page(db: &Db, company_id: i64, f: &Filter<'_>, page: &PageQuery) -> Result<(Vec<CallRow>, i64), KernelError> {
    let conditions = Conditions::default()
        .equal("company_id", Some(Arg::Int(company_id)))
        .equal("api_code", f.api_code.map(|c| Arg::Text(c.to_string())))
        .equal("outcome", f.outcome.map(|o| Arg::Text(o.to_string())))
        .from_until("create_time", f.begin, f.end);
    kernel::totals::page(db, &KEPT, &conditions, COLUMNS, "open_calls", "id DESC", page).await
}

/// The scale bench's calls (`kernel::scale`): as many as ledger rows, spread over the companies
/// (a tenth the customer's) and the year, on the demo APIs.
pub async fn seed_scale(db: &Db, s: &kernel::scale::Scale) -> anyhow::Result<()> {
    use kernel::scale::{fill, ID_BASE as B};
    fill(
        db,
        "open_calls",
        "id, company_id, api_id, api_code, partner_id, outcome, status, price, points, latency_ms, create_time, update_time",
        &format!(
            "{B} + i, {co}, 1, CASE i % 2 WHEN 0 THEN 'demo-echo' ELSE 'demo-slow' END, 0, CASE i % 10 WHEN 9 THEN 'released' ELSE 'captured' END, \
             CASE i % 10 WHEN 9 THEN 503 ELSE 200 END, 1 - i % 2, CASE WHEN i % 10 = 9 THEN 0 ELSE 1 - i % 2 END, 3, {t}, {t}",
            co = s.company_of("i"),
            t = s.time_of("i", s.ledger),
        ),
        s.ledger,
    )
    .await
}

/// A Shanghai day's number (days since 1970-01-01 there), in SQL both databases compute alike.
const DAY: &str = "((create_time + 28800000) / 86400000)";

/// A company's calls and points per day since `from`: (day, calls, points).
pub async fn company_days(db: &Db, company_id: i64, from: i64) -> Result<Vec<(i64, i64, i64)>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "SELECT {DAY} AS day, COUNT(*), COALESCE(SUM(points), 0) FROM open_calls WHERE company_id = $1 AND create_time >= $2 GROUP BY {DAY} ORDER BY day"
    ))
    .bind(company_id)
    .bind(from)
    .fetch_all(&db.read)
    .await?)
}

/// A partner's calls per API and day since `from`: (day, api id, api code, calls, failed, points earned).
pub async fn partner_days(db: &Db, partner_id: i64, from: i64) -> Result<Vec<(i64, i64, String, i64, i64, i64)>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "SELECT {DAY} AS day, api_id, api_code, COUNT(*), SUM(CASE WHEN outcome = 'captured' THEN 0 ELSE 1 END), COALESCE(SUM(points), 0)
         FROM open_calls WHERE partner_id = $1 AND create_time >= $2 GROUP BY {DAY}, api_id, api_code ORDER BY day, api_code"
    ))
    .bind(partner_id)
    .bind(from)
    .fetch_all(&db.read)
    .await?)
}

/// The most called APIs since `from`: (api id, code, calls, failed, points).
pub async fn top_apis(db: &Db, from: i64, limit: i64) -> Result<Vec<(i64, String, i64, i64, i64)>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT api_id, api_code, COUNT(*) AS calls, SUM(CASE WHEN outcome = 'captured' THEN 0 ELSE 1 END), COALESCE(SUM(points), 0)
         FROM open_calls WHERE create_time >= $1 GROUP BY api_id, api_code ORDER BY calls DESC, api_code LIMIT $2",
    )
    .bind(from)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

/// A company's calls in `[from, until)`, oldest first, after the id `after` (an export's next chunk).
pub async fn company_span(db: &Db, company_id: i64, from: i64, until: i64, after: i64, limit: i64) -> Result<Vec<CallRow>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM open_calls WHERE company_id = $1 AND id > $2 AND create_time >= $3 AND create_time < $4 ORDER BY id LIMIT $5"
    ))
    .bind(company_id)
    .bind(after)
    .bind(from)
    .bind(until)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

/// Deletes up to `limit` calls made before `before` that are settled: the companies whose calls went, one per call.
pub async fn purge(db: &Db, before: i64, limit: i64) -> Result<Vec<i64>, KernelError> {
    let gone: Vec<(i64,)> = sqlx::query_as(
        "DELETE FROM open_calls WHERE id IN (SELECT id FROM open_calls WHERE create_time < $1 AND outcome <> 'pending' ORDER BY create_time LIMIT $2) RETURNING company_id",
    )
    .bind(before)
    .bind(limit)
    .fetch_all(&db.write)
    .await?;
    Ok(gone.into_iter().map(|(c,)| c).collect())
}

/// Counts again the kept totals (and anchors) of these companies' call logs after a purge took
/// old rows from under them; a company whose total is not kept is left to be counted whole.
pub async fn count_again(db: &Db, companies: &std::collections::BTreeSet<i64>) -> Result<(), KernelError> {
    for company in companies {
        let scope = [Arg::Int(*company)];
        if kernel::totals::counted(db, &OF_COMPANY, &scope).await?.is_kept() {
            kernel::totals::keep(db, &OF_COMPANY, &scope).await?;
        }
    }
    Ok(())
}

//! The gateway's SQL, one batch before a call is forwarded (its nonce, its row, its counters,
//! its monthly cap and points hold) and one after (its outcome, with the hold captured or
//! released): each move is a conditional statement, so retries, races and a job settling a
//! call left by a crash can never charge it twice or both charge and release it. Batches are
//! committed in groups on SQLite (`kernel::db::Batch`).

use crate::api::repo::ApiRow;
use crate::error::OpenError;
use kernel::contracts::{PointsAccount, PointsHold};
use kernel::db::{Batch, Db, Written};
use kernel::limits::{DAY_MS, MINUTE_MS};
use kernel::KernelError;

/// What the rate limit headers tell: the limit, and on a refusal the calls left in the window
/// and the seconds until it resets.
#[derive(Debug, Clone, Copy)]
pub struct Rate {
    pub limit: i64,
    pub remaining: Option<i64>,
    pub reset_seconds: Option<i64>,
}

pub struct Start<'a> {
    pub call_id: i64,
    pub hold_id: i64,
    pub company_id: i64,
    pub api: &'a ApiRow,
    pub app_key: &'a str,
    pub nonce: &'a str,
    /// When the nonce may be forgotten (its timestamp can no longer be accepted).
    pub nonce_expires: i64,
    pub idempotency_key: Option<&'a str>,
    pub client_ip: Option<&'a str>,
    /// Points a month may cost (the company's setting).
    pub monthly_cap: Option<i64>,
    pub month: i64,
    pub now: i64,
}

pub enum Started {
    /// Forward it; the points are held when the API has a price.
    Forward(Rate),
    /// Refused: the nonce, the counted hit and the call's row (as refused) stay.
    Refused(OpenError, Option<Rate>),
    /// A call with this Idempotency-Key was made before (or is being made).
    Seen(SeenCall),
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct SeenCall {
    pub id: i64,
    pub outcome: String,
    pub status: i64,
    pub reply: Option<String>,
    pub error_code: Option<i64>,
}

/// The counters' keys: a company's calls of an API per minute and per day.
fn counter_keys(company_id: i64, api_id: i64) -> (String, String) {
    (format!("open:m:{company_id}:{api_id}"), format!("open:d:{company_id}:{api_id}"))
}

type Q<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

fn take_nonce<'q>(s: &Start<'q>) -> Q<'q> {
    sqlx::query("INSERT INTO open_nonces (app_key, nonce, expires) VALUES ($1, $2, $3) ON CONFLICT (app_key, nonce) DO NOTHING")
        .bind(s.app_key)
        .bind(s.nonce)
        .bind(s.nonce_expires)
}

/// The call's row; a second call with the company's Idempotency-Key adds none.
fn add_call<'q>(s: &Start<'q>, outcome: &'static str, refused: Option<&OpenError>) -> Q<'q> {
    sqlx::query(
        "INSERT INTO open_calls (id, company_id, api_id, api_code, partner_id, outcome, status, error_code, price, hold_id, idempotency_key, client_ip, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13) ON CONFLICT (company_id, idempotency_key) DO NOTHING",
    )
    .bind(s.call_id)
    .bind(s.company_id)
    .bind(s.api.id)
    .bind(s.api.api_code.clone())
    .bind(s.api.company_id)
    .bind(outcome)
    .bind(refused.map_or(0, |r| i64::from(r.status().as_u16())))
    .bind(refused.map(kernel::error::ApiError::code))
    .bind(s.api.price)
    .bind((s.api.price > 0 && refused.is_none()).then_some(s.hold_id))
    // A refused call keeps no Idempotency-Key: a retry with it is tried again, not replayed.
    .bind(s.idempotency_key.filter(|_| refused.is_none()))
    .bind(s.client_ip)
    .bind(s.now)
}

/// What the rate headers tell after a call was counted (or refused): read, not written.
async fn rate(db: &Db, key: &str, limit: i64, window_ms: i64, now: i64) -> Result<Rate, KernelError> {
    let (hits, began) = kernel::limits::window(db, key).await?.unwrap_or((0, now));
    Ok(Rate { limit, remaining: Some((limit - hits).max(0)), reset_seconds: Some(((began + window_ms - now) / 1000).max(1)) })
}

/// Takes the nonce, writes the call's row and counts it within its limits, then holds its price
/// within the monthly cap: one batch, each condition a statement that must change a row, so the
/// batch says which one refused it. A refused call is then logged, and its nonce taken, by a second.
pub async fn start(db: &Db, points: Option<&dyn PointsAccount>, s: &Start<'_>) -> Result<Started, KernelError> {
    let (minute_key, day_key) = counter_keys(s.company_id, s.api.id);
    let mut batch = Batch::new();
    let nonce = batch.push_changing(take_nonce(s))?;
    let call = batch.push_changing(add_call(s, "pending", None))?;
    let minute = batch.push_changing(kernel::limits::count_under(minute_key.clone(), MINUTE_MS, s.api.rate_limit, s.now))?;
    let day = if s.api.daily_quota > 0 { Some(batch.push_changing(kernel::limits::count_under(day_key.clone(), DAY_MS, s.api.daily_quota, s.now))?) } else { None };
    let (mut cap, mut hold) = (None, None);
    if s.api.price > 0 {
        let points = points.ok_or(KernelError::AreaDisabled("account"))?;
        let limit = s.monthly_cap.unwrap_or(-1);
        if limit >= 0 && s.api.price > limit {
            return refused(db, s, OpenError::CapReached, None).await;
        }
        // The month's spending moves with the hold, so a cap holds under any number of calls at once.
        cap = Some(batch.push_changing(
            sqlx::query(
                "INSERT INTO open_spending (company_id, month, spent) VALUES ($1, $2, $3)
                 ON CONFLICT (company_id) DO UPDATE SET spent = CASE WHEN open_spending.month = $2 THEN open_spending.spent + $3 ELSE $3 END, month = $2
                 WHERE $4 < 0 OR (CASE WHEN open_spending.month = $2 THEN open_spending.spent ELSE 0 END) + $3 <= $4",
            )
            .bind(s.company_id)
            .bind(s.month)
            .bind(s.api.price)
            .bind(limit),
        )?);
        let reference = s.call_id.to_string();
        hold = Some(points.hold_into(&mut batch, &PointsHold { hold_id: s.hold_id, company_id: s.company_id, points: s.api.price, reference: &reference })?);
    }
    let unchanged = match db.commit(batch).await? {
        // The limit only: how many are left would cost a read of the counter on every call.
        Written::Committed(_) => return Ok(Started::Forward(Rate { limit: s.api.rate_limit, remaining: None, reset_seconds: None })),
        Written::Unchanged(i) => i,
    };
    if unchanged == nonce {
        return Ok(Started::Refused(OpenError::Replayed, None));
    }
    if unchanged == call {
        let seen: SeenCall = sqlx::query_as("SELECT id, outcome, status, reply, error_code FROM open_calls WHERE company_id = $1 AND idempotency_key = $2")
            .bind(s.company_id)
            .bind(s.idempotency_key)
            .fetch_one(&db.read)
            .await?;
        return Ok(Started::Seen(seen));
    }
    if unchanged == minute {
        let r = rate(db, &minute_key, s.api.rate_limit, MINUTE_MS, s.now).await?;
        return refused(db, s, OpenError::TooOften, Some(r)).await;
    }
    if Some(unchanged) == day {
        let r = rate(db, &day_key, s.api.daily_quota, DAY_MS, s.now).await?;
        return refused(db, s, OpenError::TooOften, Some(r)).await;
    }
    if Some(unchanged) == cap {
        return refused(db, s, OpenError::CapReached, None).await;
    }
    debug_assert_eq!(Some(unchanged), hold);
    let frozen = match points {
        Some(p) => p.available(db, s.company_id).await?.is_some_and(|(_, frozen)| frozen),
        None => false,
    };
    refused(db, s, if frozen { OpenError::Frozen } else { OpenError::TooFewPoints }, None).await
}

/// Logs a refused call and takes its nonce (a replay is refused as such).
pub async fn refused(db: &Db, s: &Start<'_>, why: OpenError, rate: Option<Rate>) -> Result<Started, KernelError> {
    let mut batch = Batch::new();
    batch.push(take_nonce(s))?;
    batch.push(add_call(s, "refused", Some(&why)))?;
    db.commit(batch).await?;
    Ok(Started::Refused(why, rate))
}

pub struct Settle<'a> {
    pub call_id: i64,
    pub company_id: i64,
    pub price: i64,
    pub hold_id: Option<i64>,
    /// The upstream answered 2xx: the hold is captured; otherwise released.
    pub succeeded: bool,
    pub status: i64,
    pub latency_ms: i64,
    pub reply: Option<&'a str>,
    pub error_code: Option<i64>,
    pub ledger_id: i64,
    pub remark: &'a str,
    pub month: i64,
    pub now: i64,
}

/// Settles a call still pending: its outcome, with its hold captured or released, at once.
/// False when it was settled before (by the job, after this instance stalled).
pub async fn settle(db: &Db, points: Option<&dyn PointsAccount>, s: &Settle<'_>) -> Result<bool, KernelError> {
    let charged = s.hold_id.is_some() && s.succeeded;
    let outcome = if charged || (s.succeeded && s.price == 0) { "captured" } else { "released" };
    let moved = sqlx::query(
        "UPDATE open_calls SET outcome = $1, status = $2, points = $3, latency_ms = $4, reply = $5, error_code = $6, update_time = $7
         WHERE id = $8 AND outcome = 'pending'",
    )
    .bind(outcome)
    .bind(s.status)
    .bind(if charged { s.price } else { 0 })
    .bind(s.latency_ms)
    .bind(s.reply.map(str::to_string))
    .bind(s.error_code)
    .bind(s.now)
    .bind(s.call_id);
    if charged {
        // The ledger row carries the balance after the debit, which the debit's UPDATE answers:
        // a transaction (a batch's statements cannot read what another one of it wrote on PostgreSQL).
        let points = points.ok_or(KernelError::AreaDisabled("account"))?;
        let hold = s.hold_id.unwrap_or_default();
        let mut tx = db.write.begin().await?;
        if moved.execute(&mut *tx).await?.rows_affected() == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        if !points.capture(&mut tx, hold, s.ledger_id, s.remark).await? {
            tx.rollback().await?;
            return Err(KernelError::Internal(anyhow::anyhow!("call {} was pending but its hold {hold} was not held", s.call_id)));
        }
        tx.commit().await?;
        return Ok(true);
    }
    let mut batch = Batch::new();
    batch.push_changing(moved)?;
    if let Some(hold) = s.hold_id {
        let points = points.ok_or(KernelError::AreaDisabled("account"))?;
        points.release_into(&mut batch, hold, s.company_id, s.price)?;
        batch.push(
            sqlx::query("UPDATE open_spending SET spent = spent - $1 WHERE company_id = $2 AND month = $3 AND spent >= $1").bind(s.price).bind(s.company_id).bind(s.month),
        )?;
    }
    match db.commit(batch).await? {
        Written::Committed(_) => Ok(true),
        Written::Unchanged(0) => Ok(false),
        Written::Unchanged(_) => Err(KernelError::Internal(anyhow::anyhow!("call {} was pending but its hold was not held", s.call_id))),
    }
}

/// Calls left pending since before `before` (their instance stopped mid-call): (id, company, price, hold, created).
pub async fn stale_pending(db: &Db, before: i64, limit: i64) -> Result<Vec<(i64, i64, i64, Option<i64>, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT id, company_id, price, hold_id, create_time FROM open_calls WHERE outcome = 'pending' AND create_time < $1 ORDER BY create_time LIMIT $2")
        .bind(before)
        .bind(limit)
        .fetch_all(&db.read)
        .await?)
}

/// Forgets nonces whose timestamps can no longer be accepted.
pub async fn forget_nonces(db: &Db, now: i64) -> Result<u64, KernelError> {
    Ok(sqlx::query("DELETE FROM open_nonces WHERE expires < $1").bind(now).execute(&db.write).await?.rows_affected())
}

/// Whether the company was told its balance is low (since it last was above the threshold).
pub async fn low_balance_told(db: &Db, company_id: i64) -> Result<bool, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT low_balance_told FROM open_spending WHERE company_id = $1").bind(company_id).fetch_optional(&db.read).await?;
    Ok(row.is_some_and(|(t,)| t == 1))
}

/// Marks the company told (`told`) or not: true when this call moved it, so it tells once.
pub async fn mark_low_balance(db: &Db, company_id: i64, told: bool) -> Result<bool, KernelError> {
    let r = sqlx::query("UPDATE open_spending SET low_balance_told = $1 WHERE company_id = $2 AND low_balance_told = $3")
        .bind(i64::from(told))
        .bind(company_id)
        .bind(i64::from(!told))
        .execute(&db.write)
        .await?;
    Ok(r.rows_affected() == 1)
}

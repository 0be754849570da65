//! The gateway's SQL, one transaction before a call is forwarded (its nonce, its row, its
//! counters, its monthly cap and points hold) and one after (its outcome, with the hold
//! captured or released): each move is a conditional statement, so retries, races and a job
//! settling a call left by a crash can never charge it twice or both charge and release it.

use crate::api::repo::ApiRow;
use crate::error::OpenError;
use kernel::contracts::{HoldRefused, PointsAccount, PointsHold};
use kernel::db::Db;
use kernel::limits::{count_on, DAY_MS, MINUTE_MS};
use kernel::KernelError;
use sqlx::AnyConnection;

/// What the rate limit headers tell: the limit, the calls left in the window, seconds until it resets.
#[derive(Debug, Clone, Copy)]
pub struct Rate {
    pub limit: i64,
    pub remaining: i64,
    pub reset_seconds: i64,
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

/// Takes the nonce, writes the call's row and counts it, then holds its price: one transaction.
pub async fn start(db: &Db, points: Option<&dyn PointsAccount>, s: &Start<'_>) -> Result<Started, KernelError> {
    let mut tx = db.write.begin().await?;
    // The nonce first: a replay is refused whatever else would be.
    let taken = sqlx::query("INSERT INTO open_nonces (app_key, nonce, expires) VALUES ($1, $2, $3) ON CONFLICT (app_key, nonce) DO NOTHING")
        .bind(s.app_key)
        .bind(s.nonce)
        .bind(s.nonce_expires)
        .execute(&mut *tx)
        .await?
        .rows_affected();
    if taken == 0 {
        tx.rollback().await?;
        return Ok(Started::Refused(OpenError::Replayed, None));
    }
    let added = sqlx::query(
        "INSERT INTO open_calls (id, company_id, api_id, api_code, partner_id, outcome, price, hold_id, idempotency_key, client_ip, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $9, $10, $10) ON CONFLICT (company_id, idempotency_key) DO NOTHING",
    )
    .bind(s.call_id)
    .bind(s.company_id)
    .bind(s.api.id)
    .bind(&s.api.api_code)
    .bind(s.api.company_id)
    .bind(s.api.price)
    .bind((s.api.price > 0).then_some(s.hold_id))
    .bind(s.idempotency_key)
    .bind(s.client_ip)
    .bind(s.now)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if added == 0 {
        let seen: SeenCall = sqlx::query_as("SELECT id, outcome, status, reply, error_code FROM open_calls WHERE company_id = $1 AND idempotency_key = $2")
            .bind(s.company_id)
            .bind(s.idempotency_key)
            .fetch_one(&mut *tx)
            .await?;
        tx.commit().await?;
        return Ok(Started::Seen(seen));
    }
    let refused = match checks(&mut tx, points, s).await? {
        Ok(rate) => {
            tx.commit().await?;
            return Ok(Started::Forward(rate));
        }
        Err(refused) => refused,
    };
    let (why, rate) = refused;
    sqlx::query("UPDATE open_calls SET outcome = 'refused', status = $1, error_code = $2 WHERE id = $3")
        .bind(i64::from(why.status().as_u16()))
        .bind(kernel::error::ApiError::code(&why))
        .bind(s.call_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(Started::Refused(why, rate))
}

type Checked = Result<Rate, (OpenError, Option<Rate>)>;

/// The counters, then the cap and the hold, on the call's transaction.
async fn checks(conn: &mut AnyConnection, points: Option<&dyn PointsAccount>, s: &Start<'_>) -> Result<Checked, KernelError> {
    let (minute_key, day_key) = counter_keys(s.company_id, s.api.id);
    let (hits, began) = count_on(conn, &minute_key, MINUTE_MS, s.now).await?;
    let mut rate = Rate { limit: s.api.rate_limit, remaining: (s.api.rate_limit - hits).max(0), reset_seconds: ((began + MINUTE_MS - s.now) / 1000).max(1) };
    if hits > s.api.rate_limit {
        return Ok(Err((OpenError::TooOften, Some(rate))));
    }
    if s.api.daily_quota > 0 {
        let (hits, began) = count_on(conn, &day_key, DAY_MS, s.now).await?;
        if hits > s.api.daily_quota {
            rate = Rate { limit: s.api.daily_quota, remaining: 0, reset_seconds: ((began + DAY_MS - s.now) / 1000).max(1) };
            return Ok(Err((OpenError::TooOften, Some(rate))));
        }
    }
    if s.api.price == 0 {
        return Ok(Ok(rate));
    }
    let points = points.ok_or(KernelError::AreaDisabled("account"))?;
    // The month's spending moves with the hold, so a cap holds under any number of calls at once.
    let cap = s.monthly_cap.unwrap_or(-1);
    let capped = if cap >= 0 && s.api.price > cap {
        0
    } else {
        sqlx::query(
            "INSERT INTO open_spending (company_id, month, spent) VALUES ($1, $2, $3)
             ON CONFLICT (company_id) DO UPDATE SET spent = CASE WHEN open_spending.month = $2 THEN open_spending.spent + $3 ELSE $3 END, month = $2
             WHERE $4 < 0 OR (CASE WHEN open_spending.month = $2 THEN open_spending.spent ELSE 0 END) + $3 <= $4",
        )
        .bind(s.company_id)
        .bind(s.month)
        .bind(s.api.price)
        .bind(cap)
        .execute(&mut *conn)
        .await?
        .rows_affected()
    };
    if capped == 0 {
        return Ok(Err((OpenError::CapReached, Some(rate))));
    }
    let reference = s.call_id.to_string();
    let hold = PointsHold { hold_id: s.hold_id, company_id: s.company_id, points: s.api.price, reference: &reference };
    match points.hold(conn, &hold).await? {
        Ok(()) => Ok(Ok(rate)),
        Err(HoldRefused::TooFew) => Ok(Err((OpenError::TooFewPoints, Some(rate)))),
        Err(HoldRefused::Frozen) => Ok(Err((OpenError::Frozen, Some(rate)))),
    }
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

/// Settles a call still pending: its outcome, with its hold captured or released, in one
/// transaction. False when it was settled before (by the job, after this instance stalled).
pub async fn settle(db: &Db, points: Option<&dyn PointsAccount>, s: &Settle<'_>) -> Result<bool, KernelError> {
    let mut tx = db.write.begin().await?;
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
    .bind(s.reply)
    .bind(s.error_code)
    .bind(s.now)
    .bind(s.call_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    if moved == 0 {
        tx.rollback().await?;
        return Ok(false);
    }
    if let Some(hold) = s.hold_id {
        let points = points.ok_or(KernelError::AreaDisabled("account"))?;
        let ended = if charged { points.capture(&mut tx, hold, s.ledger_id, s.remark).await? } else { points.release(&mut tx, hold).await? };
        if !ended {
            // The call was pending, so its hold must have been held: anything else is a fault to see.
            tx.rollback().await?;
            return Err(KernelError::Internal(anyhow::anyhow!("call {} was pending but its hold {hold} was not held", s.call_id)));
        }
        if !charged {
            sqlx::query("UPDATE open_spending SET spent = spent - $1 WHERE company_id = $2 AND month = $3 AND spent >= $1")
                .bind(s.price)
                .bind(s.company_id)
                .bind(s.month)
                .execute(&mut *tx)
                .await?;
        }
    }
    tx.commit().await?;
    Ok(true)
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

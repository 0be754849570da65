//! Counters per key in fixed time windows, kept in the database so every
//! instance sees the same count. A hit is counted before anything is checked
//! (one upsert that returns the new count), so simultaneous requests cannot
//! slip past a limit together: failed logins, codes sent, look-ups, visitors'
//! submissions and view counts all go through here.

use crate::db::Db;
use crate::state::AppState;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use crate::time::now_ms;
use crate::KernelError;

pub const MINUTE_MS: i64 = 60_000;
pub const HOUR_MS: i64 = 3_600_000;
pub const DAY_MS: i64 = 24 * HOUR_MS;

/// Counts one hit against `key` and returns the number of hits in the current
/// window, this one included. A window starts at the first hit after the last one ended.
pub async fn count(db: &Db, key: &str, window_ms: i64) -> Result<i64, KernelError> {
    let now = now_ms();
    // Every SET expression reads the row as it was, on SQLite and PostgreSQL alike.
    let (hits,): (i64,) = sqlx::query_as(
        "INSERT INTO rate_limits (scope_key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (scope_key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start + $3 > $2 THEN rate_limits.hits + 1 ELSE 1 END,
           window_start = CASE WHEN rate_limits.window_start + $3 > $2 THEN rate_limits.window_start ELSE $2 END
         RETURNING hits",
    )
    .bind(key)
    .bind(now)
    .bind(window_ms)
    .fetch_one(&db.write)
    .await?;
    Ok(hits)
}

/// One hit of `key`'s counter, only while its window holds fewer than `max`: for a batch, pushed
/// as a statement that must change a row (`Batch::push_changing`), so a refused hit is not counted
/// and the batch says it was refused.
pub fn count_under<'q>(key: String, window_ms: i64, max: i64, now: i64) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    sqlx::query(
        "INSERT INTO rate_limits (scope_key, window_start, hits) VALUES ($1, $2, 1)
         ON CONFLICT (scope_key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_start + $3 > $2 THEN rate_limits.hits + 1 ELSE 1 END,
           window_start = CASE WHEN rate_limits.window_start + $3 > $2 THEN rate_limits.window_start ELSE $2 END
         WHERE rate_limits.window_start + $3 <= $2 OR rate_limits.hits < $4",
    )
    .bind(key)
    .bind(now)
    .bind(window_ms)
    .bind(max)
}

/// The hits in `key`'s window and when it began, as read now (None before its first hit).
pub async fn window(db: &Db, key: &str) -> Result<Option<(i64, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT hits, window_start FROM rate_limits WHERE scope_key = $1").bind(key).fetch_optional(&db.read).await?)
}

/// Counts one hit and says whether it is within `max` hits in the window.
pub async fn allow(db: &Db, key: &str, window_ms: i64, max: i64) -> Result<bool, KernelError> {
    Ok(count(db, key, window_ms).await? <= max)
}

/// Counts one hit; refuses with "too many attempts" past `max` in the window.
pub async fn take(db: &Db, key: &str, window_ms: i64, max: i64) -> Result<(), KernelError> {
    if allow(db, key, window_ms, max).await? {
        Ok(())
    } else {
        Err(KernelError::TooManyAttempts(TOO_OFTEN.into()))
    }
}

/// The refusal a person sees when an address asks too often.
pub const TOO_OFTEN: &str = "操作过于频繁，请稍后再试";

/// Takes back one hit (an attempt that turned out well, such as a correct password).
pub async fn forgive(db: &Db, key: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE rate_limits SET hits = hits - 1 WHERE scope_key = $1 AND hits > 0").bind(key).execute(&db.write).await?;
    Ok(())
}

/// Forgets the key's count (a successful login clears the account's failures).
pub async fn clear(db: &Db, key: &str) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM rate_limits WHERE scope_key = $1").bind(key).execute(&db.write).await?;
    Ok(())
}

/// Drops counters whose window started more than a day ago (no limit here is longer).
pub async fn forget_stale(db: &Db) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM rate_limits WHERE window_start < $1").bind(now_ms() - 2 * DAY_MS).execute(&db.write).await?;
    Ok(())
}

/// What an address may do so many times an hour before it is refused.
#[derive(Debug, Clone, Copy)]
pub enum Quota {
    /// Look-ups that tell whether a name or number is taken.
    Lookup,
    /// Messages, feedback and chat lines visitors send.
    Submission,
}

impl Quota {
    fn max(self, state: &AppState) -> i64 {
        match self {
            Quota::Lookup => state.config.limits.lookups_per_address_hourly,
            Quota::Submission => state.config.limits.submissions_per_address_hourly,
        }
    }

    fn key(self) -> &'static str {
        match self {
            Quota::Lookup => "lookup",
            Quota::Submission => "submission",
        }
    }

    /// Takes one of the caller's hourly quota; refuses past it.
    pub async fn take(self, state: &AppState, address: Option<&str>) -> Result<(), KernelError> {
        let key = format!("{}:{}", self.key(), address.unwrap_or("unknown"));
        take(&state.db, &key, HOUR_MS, self.max(state)).await
    }
}

/// One unit of the caller's address's hourly quota of a kind, taken before the
/// handler runs: `LookupQuota` and `SubmissionQuota` in a handler's arguments.
pub struct AddressQuota<const KIND: u8>;

const LOOKUP: u8 = 0;
const SUBMISSION: u8 = 1;

/// One look-up (is this name or number taken?).
pub type LookupQuota = AddressQuota<LOOKUP>;
/// One submission (a message, feedback, a chat line).
pub type SubmissionQuota = AddressQuota<SUBMISSION>;

impl<const KIND: u8> FromRequestParts<AppState> for AddressQuota<KIND> {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let quota = if KIND == LOOKUP { Quota::Lookup } else { Quota::Submission };
        let address = crate::auth::client_ip(parts, &state.config.trusted_proxies);
        quota.take(state, address.as_deref()).await.map(|_| AddressQuota)
    }
}

/// Whether this view of `what` by the address is the first in `window_ms`: a
/// view counts once per address and item in the window (a reload is no new view).
pub async fn first_view(db: &Db, what: &str, address: Option<&str>, window_ms: i64) -> Result<bool, KernelError> {
    allow(db, &format!("view:{what}:{}", address.unwrap_or("unknown")), window_ms, 1).await
}

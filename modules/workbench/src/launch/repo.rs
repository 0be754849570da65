//! The launch codes' and nonces' SQL: a code is taken by one DELETE ...
//! RETURNING, a nonce by one INSERT, so each works once under any concurrency.

use kernel::db::{is_unique_violation, Batch, Db};
use kernel::KernelError;

/// Adds a code to the caller's batch (the launch's one write to the database).
pub fn insert_code(batch: &mut Batch, code: &str, user_id: i64, company_id: i64, app_key: &str, expires_at: i64) -> Result<(), KernelError> {
    batch.push(
        sqlx::query("INSERT INTO launch_codes (code, user_id, company_id, app_key, expires_at) VALUES ($1, $2, $3, $4, $5)")
            .bind(code)
            .bind(user_id)
            .bind(company_id)
            .bind(app_key)
            .bind(expires_at),
    )?;
    Ok(())
}

/// Takes a live code of the app: (user, company), or None when it is unknown,
/// another app's, expired or already taken.
pub async fn take_code(db: &Db, code: &str, app_key: &str, now: i64) -> Result<Option<(i64, i64)>, KernelError> {
    Ok(sqlx::query_as("DELETE FROM launch_codes WHERE code = $1 AND app_key = $2 AND expires_at > $3 RETURNING user_id, company_id")
        .bind(code)
        .bind(app_key)
        .bind(now)
        .fetch_optional(&db.write)
        .await?)
}

/// Records a nonce of the app; false when it was used before.
pub async fn use_nonce(db: &Db, app_key: &str, nonce: &str, expires_at: i64) -> Result<bool, KernelError> {
    match sqlx::query("INSERT INTO launch_nonces (app_key, nonce, expires_at) VALUES ($1, $2, $3)").bind(app_key).bind(nonce).bind(expires_at).execute(&db.write).await {
        Ok(_) => Ok(true),
        Err(e) if is_unique_violation(&e) => Ok(false),
        Err(e) => Err(e.into()),
    }
}

/// Forgets expired codes and nonces.
pub async fn forget_expired(db: &Db, now: i64) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM launch_codes WHERE expires_at <= $1").bind(now).execute(&db.write).await?;
    sqlx::query("DELETE FROM launch_nonces WHERE expires_at <= $1").bind(now).execute(&db.write).await?;
    Ok(())
}

/// Counts one launch of the app on the day.
pub fn count_launch(batch: &mut Batch, app_key: &str, day: &str) -> Result<(), KernelError> {
    batch.push(
        sqlx::query(
            "INSERT INTO launch_counts (app_key, day, launches) VALUES ($1, $2, 1)
             ON CONFLICT (app_key, day) DO UPDATE SET launches = launch_counts.launches + 1",
        )
        .bind(app_key)
        .bind(day),
    )?;
    Ok(())
}

/// Counts a launch of the app refused for its address on the day, and keeps the address as the app's newest refusal.
pub fn count_refused(batch: &mut Batch, app_key: &str, day: &str, address: &str, now: i64) -> Result<(), KernelError> {
    batch.push(
        sqlx::query(
            "INSERT INTO launch_counts (app_key, day, launches, refused) VALUES ($1, $2, 0, 1)
             ON CONFLICT (app_key, day) DO UPDATE SET refused = launch_counts.refused + 1",
        )
        .bind(app_key)
        .bind(day),
    )?;
    batch.push(
        sqlx::query(
            "INSERT INTO launch_refusals (app_key, address, refuse_time) VALUES ($1, $2, $3)
             ON CONFLICT (app_key) DO UPDATE SET address = excluded.address, refuse_time = excluded.refuse_time",
        )
        .bind(app_key)
        .bind(address)
        .bind(now),
    )?;
    Ok(())
}

/// The app's launches and refused launches per day from `since_day` on, oldest first.
pub async fn launches(db: &Db, app_key: &str, since_day: &str) -> Result<Vec<(String, i64, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT day, launches, refused FROM launch_counts WHERE app_key = $1 AND day >= $2 ORDER BY day")
        .bind(app_key)
        .bind(since_day)
        .fetch_all(&db.read)
        .await?)
}

/// The app's newest launch refused for its address: (address, ms).
pub async fn last_refusal(db: &Db, app_key: &str) -> Result<Option<(String, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT address, refuse_time FROM launch_refusals WHERE app_key = $1").bind(app_key).fetch_optional(&db.read).await?)
}

/// The app a live code was issued for, without taking it (the sandbox app plays whichever app a code names).
pub async fn app_key_of_code(db: &Db, code: &str, now: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> =
        sqlx::query_as("SELECT app_key FROM launch_codes WHERE code = $1 AND expires_at > $2").bind(code).bind(now).fetch_optional(&db.read).await?;
    Ok(row.map(|(k,)| k))
}

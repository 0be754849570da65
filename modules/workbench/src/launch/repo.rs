//! The launch codes', nonces' and counts' SQL: a code is taken by one DELETE ...
//! RETURNING, a nonce by one INSERT, so each works once under any concurrency;
//! a launch is one event row, added into the day's counts by the counts job.

use kernel::db::{is_unique_violation, Backend, Batch, Db};
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

/// Counts one launch of the app on the day (an event the counts job adds up).
pub fn count_launch(batch: &mut Batch, app_key: &str, day: &str) -> Result<(), KernelError> {
    batch.push(sqlx::query("INSERT INTO launch_events (app_key, day, refused) VALUES ($1, $2, 0)").bind(app_key).bind(day))?;
    Ok(())
}

/// Counts a launch of the app refused for its address on the day, and keeps the address as the app's newest refusal.
pub fn count_refused(batch: &mut Batch, app_key: &str, day: &str, address: &str, now: i64) -> Result<(), KernelError> {
    batch.push(sqlx::query("INSERT INTO launch_events (app_key, day, refused) VALUES ($1, $2, 1)").bind(app_key).bind(day))?;
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

/// At most this many events are added up in one transaction of the counts job.
const EVENTS_AT_ONCE: i64 = 10_000;

/// Adds the launch events into the day's counts and forgets them, in bounded
/// batches, each in one transaction: an event is counted once, never lost.
/// Answers how many events were added.
pub async fn add_up_events(db: &Db) -> Result<u64, KernelError> {
    // `{moved}` is the events taken; SQLite needs a WHERE before an upsert's GROUP BY.
    let add = "INSERT INTO launch_counts (app_key, day, launches, refused)
               SELECT app_key, day, SUM(1 - refused), SUM(refused) FROM {moved} WHERE true GROUP BY app_key, day
               ON CONFLICT (app_key, day) DO UPDATE SET launches = launch_counts.launches + excluded.launches,
                                                       refused = launch_counts.refused + excluded.refused";
    let mut added = 0;
    loop {
        let events = match db.backend {
            // One statement: the rows deleted are the rows added, whatever commits meanwhile.
            Backend::Postgres => {
                let sql = format!(
                    "WITH moved AS (DELETE FROM launch_events WHERE ctid IN (SELECT ctid FROM launch_events LIMIT $1) RETURNING app_key, day, refused),
                     added AS ({} RETURNING 1)
                     SELECT COUNT(*) FROM moved",
                    add.replace("{moved}", "moved")
                );
                let (events,): (i64,) = sqlx::query_as(&sql).bind(EVENTS_AT_ONCE).fetch_one(&db.write).await?;
                events
            }
            // No DELETE inside WITH here; the one writer holds the database from the first statement to the commit.
            Backend::Sqlite => {
                let mut tx = db.write.begin().await?;
                let (last,): (Option<i64>,) = sqlx::query_as("SELECT MAX(id) FROM (SELECT rowid AS id FROM launch_events ORDER BY rowid LIMIT $1) AS e")
                    .bind(EVENTS_AT_ONCE)
                    .fetch_one(&mut *tx)
                    .await?;
                let Some(last) = last else { return Ok(added) };
                let moved = "(SELECT app_key, day, refused FROM launch_events WHERE rowid <= $1) AS e";
                sqlx::query(&add.replace("{moved}", moved)).bind(last).execute(&mut *tx).await?;
                let events = sqlx::query("DELETE FROM launch_events WHERE rowid <= $1").bind(last).execute(&mut *tx).await?.rows_affected();
                tx.commit().await?;
                events as i64
            }
        };
        added += events as u64;
        if events < EVENTS_AT_ONCE {
            return Ok(added);
        }
    }
}

/// The app's launches and refused launches per day from `since_day` on, oldest first:
/// the added-up counts and the events not added up yet.
pub async fn launches(db: &Db, app_key: &str, since_day: &str) -> Result<Vec<(String, i64, i64)>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT day, CAST(SUM(launches) AS BIGINT), CAST(SUM(refused) AS BIGINT) FROM (
             SELECT day, launches, refused FROM launch_counts WHERE app_key = $1 AND day >= $2
             UNION ALL SELECT day, 1 - refused, refused FROM launch_events WHERE app_key = $1 AND day >= $2
         ) AS d GROUP BY day ORDER BY day",
    )
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

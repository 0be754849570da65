//! The profile's own table: proofs that a user confirmed the current mobile
//! number (step one of changing it), each valid until it expires. The account
//! itself is the kernel's (`services::identity`).

use kernel::db::Db;
use kernel::KernelError;

/// Records (or renews) the proof that `user_id` confirmed the old number, valid until `expires_at`.
pub async fn record_phone_proof(db: &Db, user_id: i64, expires_at: i64) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    sqlx::query("DELETE FROM phone_change_proofs WHERE user_id = $1").bind(user_id).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO phone_change_proofs (user_id, expires_at) VALUES ($1, $2)")
        .bind(user_id)
        .bind(expires_at)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Whether `user_id` holds a proof still valid at `now`.
pub async fn has_phone_proof(db: &Db, user_id: i64, now: i64) -> Result<bool, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT user_id FROM phone_change_proofs WHERE user_id = $1 AND expires_at > $2")
        .bind(user_id)
        .bind(now)
        .fetch_optional(&db.read)
        .await?;
    Ok(row.is_some())
}

/// A proof serves one change: it goes once the new number is bound.
pub async fn forget_phone_proof(db: &Db, user_id: i64) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM phone_change_proofs WHERE user_id = $1").bind(user_id).execute(&db.write).await?;
    Ok(())
}

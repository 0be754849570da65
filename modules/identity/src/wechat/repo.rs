//! WeChat's own tables: which platform account each WeChat openId is bound
//! to, and the one-time codes of the built-in sandbox OAuth provider.

use kernel::db::Db;
use kernel::KernelError;

/// Keeps a sandbox authorization code for `open_id` until `expires_at`.
pub async fn store_sandbox_code(db: &Db, code: &str, open_id: &str, expires_at: i64) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO wechat_sandbox_codes (code, open_id, expires_at) VALUES ($1, $2, $3)")
        .bind(code)
        .bind(open_id)
        .bind(expires_at)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// Uses a sandbox code once, in one conditional statement (two exchanges of
/// the same code cannot both pass): its openId, or `None` when the code is
/// unknown, used or expired at `now`.
pub async fn use_sandbox_code(db: &Db, code: &str, now: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> = sqlx::query_as(
        "UPDATE wechat_sandbox_codes SET used_at = $1 WHERE code = $2 AND used_at IS NULL AND expires_at > $1 RETURNING open_id",
    )
    .bind(now)
    .bind(code)
    .fetch_optional(&db.write)
    .await?;
    Ok(row.map(|(o,)| o))
}

/// The account a WeChat openId is bound to.
pub async fn bound_user(db: &Db, open_id: &str) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT user_id FROM wechat_accounts WHERE open_id = $1").bind(open_id).fetch_optional(&db.read).await?;
    Ok(row.map(|(u,)| u))
}

/// Binds the openId to an account, replacing an earlier binding of that openId.
pub async fn bind(db: &Db, open_id: &str, user_id: i64) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    sqlx::query("DELETE FROM wechat_accounts WHERE open_id = $1").bind(open_id).execute(&mut *tx).await?;
    sqlx::query("INSERT INTO wechat_accounts (open_id, user_id, create_time) VALUES ($1, $2, $3)")
        .bind(open_id)
        .bind(user_id)
        .bind(kernel::time::now_ms())
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

//! The launch plugins' SQL.

use kernel::db::{is_unique_violation, touched, Db};
use kernel::KernelError;
use sqlx::AnyConnection;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PluginRow {
    pub id: i64,
    pub app_key: String,
    pub version: i64,
    pub sha256: String,
    pub object_key: String,
    pub permissions: String,
    pub size: i64,
    pub enabled: i64,
    /// A partner's version waiting for an operator.
    pub pending: i64,
    pub dry_run: String,
    pub create_time: i64,
}

const COLUMNS: &str = "id, app_key, version, sha256, object_key, permissions, size, enabled, pending, dry_run, create_time";

pub struct NewPlugin<'a> {
    pub id: i64,
    pub app_key: &'a str,
    pub sha256: &'a str,
    pub object_key: &'a str,
    pub permissions: &'a str,
    pub size: i64,
    pub dry_run: &'a str,
    pub uploaded_by: i64,
    pub now: i64,
}

/// Adds the next version of the app's plugin (disabled); retried when two uploads race for a number.
pub async fn insert(db: &Db, p: &NewPlugin<'_>) -> Result<i64, KernelError> {
    for _ in 0..5 {
        let (next,): (i64,) = sqlx::query_as("SELECT COALESCE(MAX(version), 0) + 1 FROM launch_plugins WHERE app_key = $1").bind(p.app_key).fetch_one(&db.read).await?;
        let r = sqlx::query(
            "INSERT INTO launch_plugins (id, app_key, version, sha256, object_key, permissions, size, enabled, pending, dry_run, uploaded_by, create_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0, $8, $9, $10)",
        )
        .bind(p.id)
        .bind(p.app_key)
        .bind(next)
        .bind(p.sha256)
        .bind(p.object_key)
        .bind(p.permissions)
        .bind(p.size)
        .bind(p.dry_run)
        .bind(p.uploaded_by)
        .bind(p.now)
        .execute(&db.write)
        .await;
        match r {
            Ok(_) => return Ok(next),
            Err(e) if is_unique_violation(&e) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(KernelError::Conflict("插件版本冲突，请重试".into()))
}

pub async fn of_app(db: &Db, app_key: &str) -> Result<Vec<PluginRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM launch_plugins WHERE app_key = $1 ORDER BY version DESC")).bind(app_key).fetch_all(&db.read).await?)
}

pub async fn enabled(db: &Db, app_key: &str) -> Result<Option<PluginRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM launch_plugins WHERE app_key = $1 AND enabled = 1")).bind(app_key).fetch_optional(&db.read).await?)
}

/// The app's version waiting for review.
pub async fn pending(db: &Db, app_key: &str) -> Result<Option<PluginRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM launch_plugins WHERE app_key = $1 AND pending = 1")).bind(app_key).fetch_optional(&db.read).await?)
}

/// The version a partner's test launch runs: the one waiting for review, else the enabled one.
pub async fn on_trial(db: &Db, app_key: &str) -> Result<Option<PluginRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM launch_plugins WHERE app_key = $1 AND (pending = 1 OR enabled = 1) ORDER BY pending DESC LIMIT 1"))
        .bind(app_key)
        .fetch_optional(&db.read)
        .await?)
}

/// Enables one version (no longer waiting) and disables the app's others, audited, in one transaction.
pub async fn enable(db: &Db, id: i64, audit: &kernel::audit::Entry<'_>) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    enable_in(&mut tx, id).await?;
    kernel::audit::record_with(&mut tx, audit, kernel::time::now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

/// `enable` in the caller's transaction.
pub async fn enable_in(conn: &mut AnyConnection, id: i64) -> Result<(), KernelError> {
    let (app_key,): (String,) = sqlx::query_as("UPDATE launch_plugins SET enabled = 1, pending = 0 WHERE id = $1 RETURNING app_key")
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?
        .ok_or(KernelError::NotFound)?;
    sqlx::query("UPDATE launch_plugins SET enabled = 0 WHERE app_key = $1 AND id <> $2").bind(&app_key).bind(id).execute(&mut *conn).await?;
    Ok(())
}

/// Makes a version the app's one waiting for review (an earlier waiting one is superseded).
/// In the caller's transaction.
pub async fn make_pending(conn: &mut AnyConnection, id: i64, app_key: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE launch_plugins SET pending = 0 WHERE app_key = $1 AND pending = 1").bind(app_key).execute(&mut *conn).await?;
    touched(sqlx::query("UPDATE launch_plugins SET pending = 1 WHERE id = $1 AND app_key = $2").bind(id).bind(app_key).execute(&mut *conn).await?)?;
    Ok(())
}

/// Settles the app's waiting version in the caller's transaction: approved, it
/// is enabled and the others disabled; rejected, it stays disabled. False when none waited.
pub async fn settle_pending(conn: &mut AnyConnection, app_key: &str, approve: bool) -> Result<bool, KernelError> {
    let taken: Option<(i64,)> = sqlx::query_as("UPDATE launch_plugins SET pending = 0, enabled = $2 WHERE app_key = $1 AND pending = 1 RETURNING id")
        .bind(app_key)
        .bind(i64::from(approve))
        .fetch_optional(&mut *conn)
        .await?;
    let Some((id,)) = taken else { return Ok(false) };
    if approve {
        sqlx::query("UPDATE launch_plugins SET enabled = 0 WHERE app_key = $1 AND id <> $2").bind(app_key).bind(id).execute(&mut *conn).await?;
    }
    Ok(true)
}

/// Disables a version, audited, in one transaction.
pub async fn disable(db: &Db, id: i64, audit: &kernel::audit::Entry<'_>) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    touched(sqlx::query("UPDATE launch_plugins SET enabled = 0 WHERE id = $1").bind(id).execute(&mut *tx).await?)?;
    kernel::audit::record_with(&mut tx, audit, kernel::time::now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

/// The id of the app's version, read in the caller's transaction.
pub async fn id_of_version(conn: &mut AnyConnection, app_key: &str, version: i64) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM launch_plugins WHERE app_key = $1 AND version = $2").bind(app_key).bind(version).fetch_optional(&mut *conn).await?;
    Ok(row.map(|(id,)| id))
}

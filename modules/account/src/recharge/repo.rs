//! The recharges' SQL: packages, a recharge row per payment, and its settle.

use kernel::db::Db;
use kernel::KernelError;
use sqlx::AnyConnection;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PackageRow {
    pub id: i64,
    pub original_amount: i64,
    pub bonus_points: i64,
}

pub async fn packages(db: &Db) -> Result<Vec<PackageRow>, KernelError> {
    Ok(sqlx::query_as("SELECT id, original_amount, bonus_points FROM recharge_packages WHERE status = 1 ORDER BY sort, id").fetch_all(&db.read).await?)
}

pub async fn package(db: &Db, id: i64) -> Result<Option<PackageRow>, KernelError> {
    Ok(sqlx::query_as("SELECT id, original_amount, bonus_points FROM recharge_packages WHERE id = $1 AND status = 1")
        .bind(id)
        .fetch_optional(&db.read)
        .await?)
}

pub struct NewRecharge {
    pub id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub amount: i64,
    pub package_id: Option<i64>,
    pub bonus_points: i64,
    pub now: i64,
}

pub async fn insert(db: &Db, r: &NewRecharge) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO recharges (id, company_id, user_id, amount, package_id, bonus_points, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, 'hold', $7, $7)",
    )
    .bind(r.id)
    .bind(r.company_id)
    .bind(r.user_id)
    .bind(r.amount)
    .bind(r.package_id)
    .bind(r.bonus_points)
    .bind(r.now)
    .execute(&db.write)
    .await?;
    Ok(())
}

/// Locks a recharge still on hold within its window for a new payment:
/// answers (amount in fen, create time), None when it can no longer be paid.
pub async fn lock_for_payment(conn: &mut AnyConnection, id: i64, now: i64, window_ms: i64) -> Result<Option<(i64, i64)>, KernelError> {
    Ok(sqlx::query_as("UPDATE recharges SET update_time = $1 WHERE id = $2 AND status = 'hold' AND create_time + $3 > $1 RETURNING amount, create_time")
        .bind(now)
        .bind(id)
        .bind(window_ms)
        .fetch_optional(&mut *conn)
        .await?)
}

/// hold (or cancelled: the money came anyway, and a recharge has no other way
/// to be paid) -> success on the payment's transaction, for exactly its
/// amount; answers (company, amount in fen, bonus points), or None when it
/// cannot take this payment.
pub async fn mark_paid(conn: &mut AnyConnection, id: i64, amount: i64, now: i64) -> Result<Option<(i64, i64, i64)>, KernelError> {
    Ok(sqlx::query_as(
        "UPDATE recharges SET status = 'success', update_time = $1 WHERE id = $2 AND status IN ('hold', 'cancel') AND amount = $3
         RETURNING company_id, amount, bonus_points",
    )
    .bind(now)
    .bind(id)
    .bind(amount)
    .fetch_optional(&mut *conn)
    .await?)
}

/// A paid (or refunded) recharge: (company, amount in fen, bonus points).
pub async fn paid(conn: &mut AnyConnection, id: i64) -> Result<Option<(i64, i64, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT company_id, amount, bonus_points FROM recharges WHERE id = $1 AND status IN ('success', 'refunded')")
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?)
}

/// success -> refunded, on the refund's transaction.
pub async fn mark_refunded(conn: &mut AnyConnection, id: i64, now: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE recharges SET status = 'refunded', update_time = $1 WHERE id = $2 AND status = 'success'").bind(now).bind(id).execute(&mut *conn).await?;
    Ok(())
}

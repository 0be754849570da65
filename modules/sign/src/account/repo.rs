//! The sign area's own tables: e-signature accounts, seals and the seal each
//! user last chose.

use kernel::db::Db;
use kernel::KernelError;

#[derive(sqlx::FromRow)]
pub struct AccountRow {
    pub channel: String,
    /// Base64 of the PKCS#8 DER key and of the certificate's DER.
    pub key_der: String,
    pub cert_der: String,
    pub create_time: i64,
}

pub async fn account(db: &Db, company_id: i64) -> Result<Option<AccountRow>, KernelError> {
    Ok(sqlx::query_as("SELECT channel, key_der, cert_der, create_time FROM esign_accounts WHERE company_id = $1")
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

pub struct NewAccount<'a> {
    pub company_id: i64,
    pub channel: &'a str,
    pub opened_by: i64,
    pub key_der: &'a str,
    pub cert_der: &'a str,
}

/// Records the account and its seals in one transaction; false when the
/// company had opened the service already (a second opening changes nothing).
pub async fn open(db: &Db, a: &NewAccount<'_>, seals: &[(i64, Option<i64>, i64, String)], now: i64) -> Result<bool, KernelError> {
    let mut tx = db.write.begin().await?;
    let made = sqlx::query(
        "INSERT INTO esign_accounts (company_id, channel, opened_by, key_der, cert_der, create_time) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (company_id) DO NOTHING",
    )
    .bind(a.company_id)
    .bind(a.channel)
    .bind(a.opened_by)
    .bind(a.key_der)
    .bind(a.cert_der)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    if made.rows_affected() == 0 {
        return Ok(false);
    }
    for (id, user_id, kind, name) in seals {
        sqlx::query("INSERT INTO seals (id, company_id, user_id, kind, name, create_time) VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(id)
            .bind(a.company_id)
            .bind(user_id)
            .bind(kind)
            .bind(name)
            .bind(now)
            .execute(&mut *tx)
            .await?;
    }
    tx.commit().await?;
    Ok(true)
}

#[derive(Clone, sqlx::FromRow)]
pub struct SealRow {
    pub id: i64,
    pub kind: i64,
    pub name: String,
    pub create_time: i64,
}

pub async fn seals(db: &Db, company_id: i64) -> Result<Vec<SealRow>, KernelError> {
    Ok(sqlx::query_as("SELECT id, kind, name, create_time FROM seals WHERE company_id = $1 ORDER BY kind, id")
        .bind(company_id)
        .fetch_all(&db.read)
        .await?)
}

/// A seal of the company (None for another company's).
pub async fn seal(db: &Db, id: i64, company_id: i64) -> Result<Option<SealRow>, KernelError> {
    Ok(sqlx::query_as("SELECT id, kind, name, create_time FROM seals WHERE id = $1 AND company_id = $2")
        .bind(id)
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

pub async fn choose(db: &Db, user_id: i64, seal_id: i64, now: i64) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO seal_choices (user_id, seal_id, update_time) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET seal_id = $2, update_time = $3",
    )
    .bind(user_id)
    .bind(seal_id)
    .bind(now)
    .execute(&db.write)
    .await?;
    Ok(())
}

pub async fn chosen(db: &Db, user_id: i64) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT seal_id FROM seal_choices WHERE user_id = $1").bind(user_id).fetch_optional(&db.read).await?;
    Ok(row.map(|(id,)| id))
}

pub async fn forget_choice(db: &Db, user_id: i64) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM seal_choices WHERE user_id = $1").bind(user_id).execute(&db.write).await?;
    Ok(())
}

/// Companies whose signing key is stored unsealed (without the sealed prefix).
pub async fn plain_keys(db: &Db, sealed_prefix: &str) -> Result<Vec<(i64, String)>, KernelError> {
    let rows: Vec<(i64, String)> = sqlx::query_as("SELECT company_id, key_der FROM esign_accounts").fetch_all(&db.read).await?;
    Ok(rows.into_iter().filter(|(_, k)| !k.starts_with(sealed_prefix)).collect())
}

/// Replaces a company's stored key if it is still `was`.
pub async fn replace_key(db: &Db, company_id: i64, was: &str, now: &str) -> Result<bool, KernelError> {
    let r = sqlx::query("UPDATE esign_accounts SET key_der = $1 WHERE company_id = $2 AND key_der = $3").bind(now).bind(company_id).bind(was).execute(&db.write).await?;
    Ok(r.rows_affected() == 1)
}

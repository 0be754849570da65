//! The credentials' SQL: one row per company (its app key and settings), its sealed secrets
//! (the two newest active) and the APIs it narrowed them to.

use kernel::db::Db;
use kernel::KernelError;
use std::collections::HashSet;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CredentialRow {
    pub company_id: i64,
    pub app_key: String,
    pub all_apis: i64,
    /// JSON list of addresses or networks.
    pub ip_allow: String,
    pub monthly_cap: Option<i64>,
    pub low_balance: Option<i64>,
}

const COLUMNS: &str = "company_id, app_key, all_apis, ip_allow, monthly_cap, low_balance";

pub async fn find(db: &Db, company_id: i64) -> Result<Option<CredentialRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM open_credentials WHERE company_id = $1")).bind(company_id).fetch_optional(&db.read).await?)
}

pub async fn by_app_key(db: &Db, app_key: &str) -> Result<Option<CredentialRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM open_credentials WHERE app_key = $1")).bind(app_key).fetch_optional(&db.read).await?)
}

/// The company's active secrets, newest first: (id, sealed, made).
pub async fn secrets(db: &Db, company_id: i64) -> Result<Vec<(i64, String, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT id, secret_sealed, create_time FROM open_secrets WHERE company_id = $1 ORDER BY id DESC LIMIT 2")
        .bind(company_id)
        .fetch_all(&db.read)
        .await?)
}

/// Makes the company's credentials when it has none (a race keeps the first app key) and adds
/// a secret; a third secret retires the oldest, so two stay active. Answers the app key in force.
pub async fn add_secret(db: &Db, company_id: i64, new_app_key: &str, secret_id: i64, sealed_for: impl Fn(&str) -> String, now: i64) -> Result<(String, i64), KernelError> {
    let mut tx = db.write.begin().await?;
    sqlx::query("INSERT INTO open_credentials (company_id, app_key, create_time, update_time) VALUES ($1, $2, $3, $3) ON CONFLICT (company_id) DO NOTHING")
        .bind(company_id)
        .bind(new_app_key)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    let (app_key,): (String,) = sqlx::query_as("SELECT app_key FROM open_credentials WHERE company_id = $1").bind(company_id).fetch_one(&mut *tx).await?;
    sqlx::query("INSERT INTO open_secrets (id, company_id, secret_sealed, create_time) VALUES ($1, $2, $3, $4)")
        .bind(secret_id)
        .bind(company_id)
        .bind(sealed_for(&app_key))
        .bind(now)
        .execute(&mut *tx)
        .await?;
    let retired = sqlx::query(
        "DELETE FROM open_secrets WHERE company_id = $1 AND id NOT IN (SELECT id FROM open_secrets WHERE company_id = $1 ORDER BY id DESC LIMIT 2)",
    )
    .bind(company_id)
    .execute(&mut *tx)
    .await?
    .rows_affected();
    sqlx::query("UPDATE open_credentials SET update_time = $1 WHERE company_id = $2").bind(now).bind(company_id).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok((app_key, retired as i64))
}

/// Retires one of the company's secrets while another stays; false when it is not the
/// company's or is its last.
pub async fn delete_secret(db: &Db, company_id: i64, id: i64) -> Result<bool, KernelError> {
    let r = sqlx::query("DELETE FROM open_secrets WHERE id = $1 AND company_id = $2 AND (SELECT COUNT(*) FROM open_secrets WHERE company_id = $2) > 1")
        .bind(id)
        .bind(company_id)
        .execute(&db.write)
        .await?;
    Ok(r.rows_affected() == 1)
}

pub struct Settings<'a> {
    pub all_apis: bool,
    pub api_ids: &'a [i64],
    pub ip_allow: &'a str,
    pub monthly_cap: Option<i64>,
    pub low_balance: Option<i64>,
}

/// Saves the company's settings and the APIs it narrowed its credentials to; false without credentials.
pub async fn save_settings(db: &Db, company_id: i64, s: &Settings<'_>, now: i64) -> Result<bool, KernelError> {
    let mut tx = db.write.begin().await?;
    let r = sqlx::query(
        "UPDATE open_credentials SET all_apis = $1, ip_allow = $2, monthly_cap = $3, low_balance = $4, update_time = $5 WHERE company_id = $6",
    )
    .bind(i64::from(s.all_apis))
    .bind(s.ip_allow)
    .bind(s.monthly_cap)
    .bind(s.low_balance)
    .bind(now)
    .bind(company_id)
    .execute(&mut *tx)
    .await?;
    if r.rows_affected() == 0 {
        return Ok(false);
    }
    // A new threshold may be told again.
    sqlx::query("UPDATE open_spending SET low_balance_told = 0 WHERE company_id = $1").bind(company_id).execute(&mut *tx).await?;
    sqlx::query("DELETE FROM open_grants WHERE company_id = $1").bind(company_id).execute(&mut *tx).await?;
    if !s.all_apis {
        for api in s.api_ids {
            sqlx::query("INSERT INTO open_grants (company_id, api_id) VALUES ($1, $2) ON CONFLICT DO NOTHING").bind(company_id).bind(api).execute(&mut *tx).await?;
        }
    }
    tx.commit().await?;
    Ok(true)
}

/// The APIs the company narrowed its credentials to; None when it allows every API of its apps (or has no credentials).
pub async fn grants_of(db: &Db, company_id: i64) -> Result<Option<HashSet<i64>>, KernelError> {
    match find(db, company_id).await? {
        Some(c) if c.all_apis == 0 => Ok(Some(grant_ids(db, company_id).await?)),
        _ => Ok(None),
    }
}

/// The APIs in the company's grants.
pub async fn grant_ids(db: &Db, company_id: i64) -> Result<HashSet<i64>, KernelError> {
    let rows: Vec<(i64,)> = sqlx::query_as("SELECT api_id FROM open_grants WHERE company_id = $1").bind(company_id).fetch_all(&db.read).await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// What calls cost the company in `month` (yyyymm).
pub async fn spent_in(db: &Db, company_id: i64, month: i64) -> Result<i64, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT spent FROM open_spending WHERE company_id = $1 AND month = $2").bind(company_id).bind(month).fetch_optional(&db.read).await?;
    Ok(row.map_or(0, |(s,)| s))
}

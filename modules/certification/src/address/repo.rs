//! Receiving addresses (`delivery_addresses`), always within one company: an
//! id of another company's address finds nothing.

use super::Address;
use crate::company_rows_repo::CompanyRows;
use kernel::db::{touched, Db};
use kernel::http::PageQuery;
use kernel::time::now_ms;
use kernel::KernelError;

const COLUMNS: &str = "id, link_name, mobile, detail_address, type, platform_name, create_time";

/// The company's rows of `delivery_addresses`.
pub const ROWS: CompanyRows = CompanyRows { table: "delivery_addresses", columns: COLUMNS };

/// A page of the company's addresses on one platform, newest first, with the total.
pub async fn page(db: &Db, company_id: i64, platform: &str, page: &PageQuery) -> Result<(Vec<Address>, i64), KernelError> {
    ROWS.page(db, company_id, Some(("platform_name", platform)), page).await
}

/// The company's addresses, newest first (a company holds at most 200).
pub async fn all(db: &Db, company_id: i64) -> Result<Vec<Address>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM delivery_addresses WHERE company_id = $1 ORDER BY id DESC LIMIT 200"))
        .bind(company_id)
        .fetch_all(&db.read)
        .await?)
}

pub struct NewAddress<'a> {
    pub link_name: &'a str,
    pub mobile: &'a str,
    pub detail_address: &'a str,
    pub platform_name: &'a str,
}

/// A receiving address (type 3) of the company.
pub async fn insert(db: &Db, id: i64, company_id: i64, a: &NewAddress<'_>) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO delivery_addresses (id, company_id, link_name, mobile, detail_address, type, platform_name, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, 3, $6, $7, $7)",
    )
    .bind(id)
    .bind(company_id)
    .bind(a.link_name)
    .bind(a.mobile)
    .bind(a.detail_address)
    .bind(a.platform_name)
    .bind(now_ms())
    .execute(&db.write)
    .await?;
    Ok(())
}

/// Edits an address of the company; `NotFound` when it has no such address.
pub async fn update(db: &Db, id: i64, company_id: i64, link_name: &str, mobile: &str, detail_address: &str) -> Result<(), KernelError> {
    touched(
        sqlx::query("UPDATE delivery_addresses SET link_name = $1, mobile = $2, detail_address = $3, update_time = $4 WHERE id = $5 AND company_id = $6")
            .bind(link_name)
            .bind(mobile)
            .bind(detail_address)
            .bind(now_ms())
            .bind(id)
            .bind(company_id)
            .execute(&db.write)
            .await?,
    )
}

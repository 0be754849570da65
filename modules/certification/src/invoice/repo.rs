//! Invoice headers (`invoice_headers`, status 1 in use, 0 disabled), always
//! within one company: an id of another company's header finds nothing.

use super::{InvoiceForm, InvoiceHeader};
use crate::company_rows_repo::CompanyRows;
use kernel::db::{touched, Db, Save};
use kernel::privacy::{kind, Sealed, SealedColumn, Vault};
use kernel::time::now_ms;
use kernel::KernelError;

const COLUMNS: &str = "id, company_id, company_name, tax_id_number, company_address, mobile, bank_name, bank_account, status, create_time";

// Bank accounts are sealed at rest; an invoice copies its header's as sealed.
static BANK_ACCOUNT: Sealed = Sealed { module: crate::NAME, table: "invoice_headers", column: "bank_account", kind: kind::BANK_ACCOUNT, index_column: None };
kernel::inventory::submit!(SealedColumn(&BANK_ACCOUNT));

/// The company's rows of `invoice_headers`.
pub const ROWS: CompanyRows = CompanyRows { table: "invoice_headers", columns: COLUMNS };

/// One of the company's headers in use, as an invoice is made out to it (for the kernel's
/// `InvoiceHeaders`), its bank account as sealed.
pub async fn in_use_one(db: &Db, id: i64, company_id: i64) -> Result<Option<kernel::contracts::InvoiceTitle>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT company_name, tax_id_number, company_address, mobile, bank_name, bank_account FROM invoice_headers WHERE id = $1 AND company_id = $2 AND status = 1",
    )
    .bind(id)
    .bind(company_id)
    .fetch_optional(&db.read)
    .await?)
}

/// The company's headers in use, newest first.
pub async fn in_use(db: &Db, company_id: i64) -> Result<Vec<InvoiceHeader>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM invoice_headers WHERE company_id = $1 AND status = 1 ORDER BY id DESC LIMIT 200"))
        .bind(company_id)
        .fetch_all(&db.read)
        .await?)
}

/// A new header of the company (in use), or an edit of one of its headers; `NotFound` when it has no such header.
pub async fn save(db: &Db, vault: &Vault, save: Save, company_id: i64, f: &InvoiceForm) -> Result<(), KernelError> {
    let sql = save.pick(
        "INSERT INTO invoice_headers (company_name, tax_id_number, company_address, mobile, bank_name, bank_account, update_time,
            id, company_id, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1, $7)",
        "UPDATE invoice_headers SET company_name = $1, tax_id_number = $2, company_address = $3, mobile = $4, bank_name = $5,
            bank_account = $6, update_time = $7 WHERE id = $8 AND company_id = $9",
    );
    touched(
        sqlx::query(sql)
            .bind(&f.company_name)
            .bind(&f.tax_id_number)
            .bind(&f.company_address)
            .bind(&f.mobile)
            .bind(&f.bank_name)
            .bind(vault.seal(kind::BANK_ACCOUNT, &f.bank_account))
            .bind(now_ms())
            .bind(save.id())
            .bind(company_id)
            .execute(&db.write)
            .await?,
    )
}

/// Enables (1) or disables (0) a header of the company; `NotFound` when it has no such header.
pub async fn set_status(db: &Db, id: i64, company_id: i64, status: i64) -> Result<(), KernelError> {
    touched(
        sqlx::query("UPDATE invoice_headers SET status = $1, update_time = $2 WHERE id = $3 AND company_id = $4")
            .bind(status)
            .bind(now_ms())
            .bind(id)
            .bind(company_id)
            .execute(&db.write)
            .await?,
    )
}


//! The invoices' SQL: a request with its order lines made in one transaction,
//! each decision one conditional UPDATE on the status it expects, and pages
//! of a company's or of every company's invoices.

use kernel::contracts::InvoiceTitle;
use kernel::db::{Arg, Conditions, Db};
use kernel::http::PageQuery;
use kernel::KernelError;
use sqlx::AnyConnection;

pub mod status {
    pub const REQUESTED: &str = "requested";
    pub const ISSUED: &str = "issued";
    pub const REJECTED: &str = "rejected";
    pub const REVERSED: &str = "reversed";

    pub fn label(status: &str) -> &'static str {
        match status {
            ISSUED => "已开票",
            REJECTED => "已驳回",
            REVERSED => "已红冲",
            _ => "开票中",
        }
    }
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InvoiceRow {
    pub id: i64,
    pub invoice_no: String,
    pub company_id: i64,
    pub user_id: i64,
    pub kind: String,
    pub title: String,
    pub tax_id_number: String,
    pub company_address: Option<String>,
    pub mobile: Option<String>,
    pub bank_name: Option<String>,
    pub bank_account: String,
    pub amount: i64,
    pub remark: Option<String>,
    pub status: String,
    pub reject_reason: Option<String>,
    pub number: Option<String>,
    pub issue_date: Option<String>,
    pub file_key: Option<String>,
    pub reverse_reason: Option<String>,
    pub red_number: Option<String>,
    pub red_date: Option<String>,
    pub red_file_key: Option<String>,
    pub create_time: i64,
    pub update_time: i64,
}

// The buyer's bank account, copied sealed from its header.
static BANK_ACCOUNT: kernel::privacy::Sealed =
    kernel::privacy::Sealed { module: crate::NAME, table: "invoices", column: "bank_account", kind: kernel::privacy::kind::BANK_ACCOUNT, index_column: None };
kernel::inventory::submit!(kernel::privacy::SealedColumn(&BANK_ACCOUNT));

const COLUMNS: &str = "id, invoice_no, company_id, user_id, kind, title, tax_id_number, company_address, mobile, bank_name, bank_account, amount, \
                       remark, status, reject_reason, number, issue_date, file_key, reverse_reason, red_number, red_date, red_file_key, create_time, update_time";

/// An order an invoice covers, with its product as bought.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LineRow {
    pub invoice_id: i64,
    pub order_id: i64,
    pub order_no: String,
    pub amount: i64,
    pub product_json: Option<String>,
}

pub struct NewInvoice<'a> {
    pub id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub kind: &'a str,
    pub header_id: i64,
    pub title: &'a InvoiceTitle,
    pub amount: i64,
    pub remark: Option<&'a str>,
    pub now: i64,
}

/// The invoice and its order lines (`(order id, amount)`), on the request's transaction.
pub async fn insert(conn: &mut AnyConnection, n: &NewInvoice<'_>, lines: &[(i64, i64)]) -> Result<(), KernelError> {
    let t = n.title;
    sqlx::query(
        "INSERT INTO invoices (id, invoice_no, company_id, user_id, kind, header_id, title, tax_id_number, company_address, mobile, bank_name, bank_account,
                               amount, remark, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16)",
    )
    .bind(n.id)
    .bind(format!("FP{}", n.id))
    .bind(n.company_id)
    .bind(n.user_id)
    .bind(n.kind)
    .bind(n.header_id)
    .bind(&t.company_name)
    .bind(&t.tax_id_number)
    .bind(t.company_address.as_deref())
    .bind(t.mobile.as_deref())
    .bind(t.bank_name.as_deref())
    .bind(&t.bank_account)
    .bind(n.amount)
    .bind(n.remark)
    .bind(status::REQUESTED)
    .bind(n.now)
    .execute(&mut *conn)
    .await?;
    for (order_id, amount) in lines {
        sqlx::query("INSERT INTO invoice_orders (invoice_id, order_id, amount) VALUES ($1, $2, $3)").bind(n.id).bind(order_id).bind(amount).execute(&mut *conn).await?;
    }
    Ok(())
}

/// One invoice: of the company, or of any (`None`, operators).
pub async fn find(db: &Db, id: i64, company_id: Option<i64>) -> Result<Option<InvoiceRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM invoices WHERE id = $1 AND ($2 = 0 OR company_id = $3)"))
        .bind(id)
        .bind(i64::from(company_id.is_some()))
        .bind(company_id.unwrap_or_default())
        .fetch_optional(&db.read)
        .await?)
}

/// The filter of the invoice lists.
pub struct Filter<'a> {
    pub company_id: Option<i64>,
    pub status: Option<&'a str>,
    /// Part of the title or of the request number.
    pub keyword: Option<&'a str>,
}

/// A page of invoices, newest first.
pub async fn page(db: &Db, f: &Filter<'_>, page: &PageQuery) -> Result<(Vec<InvoiceRow>, i64), KernelError> {
    let keyword = f.keyword.map(str::trim).filter(|k| !k.is_empty());
    let mut conditions = Conditions::default().equal("company_id", f.company_id.map(Arg::Int)).equal("status", f.status.map(|s| Arg::Text(s.into())));
    if let Some(k) = keyword {
        conditions = if k.starts_with("FP") && k[2..].bytes().all(|b| b.is_ascii_digit()) {
            conditions.equal("invoice_no", Some(Arg::Text(k.into())))
        } else {
            conditions.contains("title", Some(k))
        };
    }
    conditions.page(db, COLUMNS, "invoices", "id DESC", page).await
}

/// The order lines of several invoices at once.
pub async fn lines(db: &Db, invoice_ids: &[i64]) -> Result<Vec<LineRow>, KernelError> {
    if invoice_ids.is_empty() {
        return Ok(Vec::new());
    }
    let list = invoice_ids.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
    Ok(sqlx::query_as(&format!(
        "SELECT io.invoice_id, io.order_id, o.order_no, io.amount,
                (SELECT d.product_json FROM order_details d WHERE d.order_id = o.id ORDER BY d.id LIMIT 1) AS product_json
         FROM invoice_orders io JOIN orders o ON o.id = io.order_id WHERE io.invoice_id IN ({list}) ORDER BY io.invoice_id, io.order_id"
    ))
    .fetch_all(&db.read)
    .await?)
}

/// Whether a tax invoice number was already recorded (as issued or as a red-letter one).
pub async fn number_used(db: &Db, number: &str) -> Result<bool, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM invoices WHERE number = $1 OR red_number = $1").bind(number).fetch_one(&db.read).await?;
    Ok(n > 0)
}

/// A tax invoice as recorded: its number, its date and its stored PDF.
pub struct Recorded<'a> {
    pub number: &'a str,
    pub date: &'a str,
    pub file_key: &'a str,
    pub reason: Option<&'a str>,
    pub operator_id: i64,
    pub now: i64,
}

/// requested -> issued. None when it is no longer waiting.
pub async fn issue(conn: &mut AnyConnection, id: i64, r: &Recorded<'_>) -> Result<Option<InvoiceRow>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "UPDATE invoices SET status = $1, number = $2, issue_date = $3, file_key = $4, operator_id = $5, update_time = $6
         WHERE id = $7 AND status = $8 RETURNING {COLUMNS}"
    ))
    .bind(status::ISSUED)
    .bind(r.number)
    .bind(r.date)
    .bind(r.file_key)
    .bind(r.operator_id)
    .bind(r.now)
    .bind(id)
    .bind(status::REQUESTED)
    .fetch_optional(&mut *conn)
    .await?)
}

/// issued -> reversed by the red-letter invoice. None when it is not issued (any more).
pub async fn reverse(conn: &mut AnyConnection, id: i64, r: &Recorded<'_>) -> Result<Option<InvoiceRow>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "UPDATE invoices SET status = $1, red_number = $2, red_date = $3, red_file_key = $4, reverse_reason = $5, operator_id = $6, update_time = $7
         WHERE id = $8 AND status = $9 RETURNING {COLUMNS}"
    ))
    .bind(status::REVERSED)
    .bind(r.number)
    .bind(r.date)
    .bind(r.file_key)
    .bind(r.reason)
    .bind(r.operator_id)
    .bind(r.now)
    .bind(id)
    .bind(status::ISSUED)
    .fetch_optional(&mut *conn)
    .await?)
}

/// requested -> rejected with the reason. None when it is no longer waiting.
pub async fn reject(conn: &mut AnyConnection, id: i64, reason: &str, operator_id: i64, now: i64) -> Result<Option<InvoiceRow>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "UPDATE invoices SET status = $1, reject_reason = $2, operator_id = $3, update_time = $4 WHERE id = $5 AND status = $6 RETURNING {COLUMNS}"
    ))
    .bind(status::REJECTED)
    .bind(reason)
    .bind(operator_id)
    .bind(now)
    .bind(id)
    .bind(status::REQUESTED)
    .fetch_optional(&mut *conn)
    .await?)
}

//! Contracts to sign, a shared service: the orders module requests a contract
//! when an order is paid (on the payment's transaction, with the company's
//! to-do), and the sign module renders, signs and lists contracts without
//! either importing the other. The e-signature provider's trait is the
//! platform's (`kernel::providers::esign`).

pub use kernel::providers::esign as provider;

use kernel::db::Db;
use kernel::ids::IdGenerator;
use crate::todos::{self, kinds, Assignee, NewTodo};
use kernel::KernelError;
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;

pub mod channel {
    pub const FADADA: &str = "fadada";
    pub const CFCA: &str = "cfca";
}

pub mod status {
    pub const TO_SIGN: i64 = 0;
    pub const SIGNED: i64 = 1;
}

/// One line of a contract: what was bought, for how long, for how much.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContractLine {
    pub product_name: String,
    pub version_name: String,
    pub term: String,
    /// Yuan, two decimals.
    pub amount: String,
}

/// What the contract says, kept as JSON and rendered into its PDF (甲方, the
/// platform's operator, comes from the configuration when it is rendered; the
/// signed PDF keeps it for good).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ContractBody {
    /// 乙方: the company.
    pub party_b: String,
    /// The order number (or other reference) the contract is for.
    pub reference_no: String,
    pub lines: Vec<ContractLine>,
    pub total: String,
}

pub struct ContractRequest<'a> {
    pub company_id: i64,
    pub user_id: i64,
    /// "order".
    pub reference_kind: &'static str,
    pub reference_id: i64,
    pub title: &'a str,
    pub body: &'a ContractBody,
    pub channel: &'static str,
}

fn todo_kind(channel: &str) -> &'static str {
    if channel == channel::CFCA {
        kinds::CLOUD_CONTRACT
    } else {
        kinds::CONTRACT
    }
}

/// Where the company's main account signs a contract.
pub fn sign_link(id: i64) -> String {
    format!("/sign/contracts?contractId={id}")
}

/// Requests the contract for a reference (once: a second request for the same
/// reference changes nothing) and gives the company's main account its to-do.
/// Runs on the caller's transaction. Returns the contract's id when made.
pub async fn request_with(conn: &mut AnyConnection, ids: &IdGenerator, r: &ContractRequest<'_>, now: i64) -> Result<Option<i64>, KernelError> {
    let id = ids.next_id();
    let body = serde_json::to_string(r.body).map_err(|e| KernelError::Internal(e.into()))?;
    let made = sqlx::query(
        "INSERT INTO contracts (id, contract_no, company_id, user_id, channel, reference_kind, reference_id, title, body_json, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10)
         ON CONFLICT (reference_kind, reference_id) DO NOTHING",
    )
    .bind(id)
    .bind(format!("HT{id}"))
    .bind(r.company_id)
    .bind(r.user_id)
    .bind(r.channel)
    .bind(r.reference_kind)
    .bind(r.reference_id)
    .bind(r.title)
    .bind(&body)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    if made.rows_affected() == 0 {
        return Ok(None);
    }
    let todo = NewTodo {
        kind: todo_kind(r.channel),
        reference_id: id,
        title: r.title,
        link: &sign_link(id),
        applicant_user_id: None,
        company_id: Some(r.company_id),
        assignee: Assignee::CompanyMain(r.company_id),
    };
    todos::open_with(conn, ids.next_id(), &todo, now).await?;
    Ok(Some(id))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Contract {
    pub id: i64,
    pub contract_no: String,
    pub company_id: i64,
    pub user_id: i64,
    pub channel: String,
    pub reference_kind: String,
    pub reference_id: i64,
    pub title: String,
    pub body_json: String,
    pub status: i64,
    pub pdf_key: Option<String>,
    pub signature_key: Option<String>,
    pub sha256: Option<String>,
    pub seal_id: Option<i64>,
    pub signed_by: Option<i64>,
    pub signed_time: Option<i64>,
    pub create_time: i64,
    /// The PDF 甲方 signed and certified when the contract was made; 乙方 signs it as an incremental update.
    pub certified_key: Option<String>,
    pub certified_sha256: Option<String>,
}

impl Contract {
    pub fn body(&self) -> Result<ContractBody, KernelError> {
        serde_json::from_str(&self.body_json).map_err(|e| KernelError::Internal(e.into()))
    }
}

const COLUMNS: &str = "id, contract_no, company_id, user_id, channel, reference_kind, reference_id, title, body_json, status, pdf_key, \
                       signature_key, sha256, seal_id, signed_by, signed_time, create_time, certified_key, certified_sha256";

/// A contract of the company (None for another company's).
pub async fn find(db: &Db, id: i64, company_id: i64) -> Result<Option<Contract>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM contracts WHERE id = $1 AND company_id = $2"))
        .bind(id)
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

/// The company's contracts, newest first; `status` filters when given (and only then reaches the
/// SQL, so each case reads through `contracts_company_time`).
pub async fn page(db: &Db, company_id: i64, status: Option<i64>, page: &kernel::http::PageQuery) -> Result<(Vec<Contract>, i64), KernelError> {
    kernel::db::Conditions::default()
        .equal("company_id", Some(kernel::db::Arg::Int(company_id)))
        .equal("status", status.filter(|s| *s != -1).map(kernel::db::Arg::Int))
        .page(db, COLUMNS, "contracts", "create_time DESC, id DESC", page)
        .await
}

/// The signed document as recorded.
pub struct Signed<'a> {
    pub pdf_key: &'a str,
    pub signature_key: &'a str,
    pub sha256: &'a str,
    pub seal_id: i64,
    pub signed_by: i64,
}

/// Records the signature once (conditional on the contract still waiting) and
/// closes its to-do on the same transaction; false when it was signed already.
pub async fn mark_signed(db: &Db, id: i64, company_id: i64, s: &Signed<'_>, now: i64) -> Result<bool, KernelError> {
    let mut tx = db.write.begin().await?;
    let r = sqlx::query(
        "UPDATE contracts SET status = 1, pdf_key = $1, signature_key = $2, sha256 = $3, seal_id = $4, signed_by = $5, signed_time = $6
         WHERE id = $7 AND company_id = $8 AND status = 0",
    )
    .bind(s.pdf_key)
    .bind(s.signature_key)
    .bind(s.sha256)
    .bind(s.seal_id)
    .bind(s.signed_by)
    .bind(now)
    .bind(id)
    .bind(company_id)
    .execute(&mut *tx)
    .await?;
    if r.rows_affected() != 1 {
        return Ok(false);
    }
    let channel: (String,) = sqlx::query_as("SELECT channel FROM contracts WHERE id = $1").bind(id).fetch_one(&mut *tx).await?;
    todos::close_with(&mut tx, todo_kind(&channel.0), id, now).await?;
    tx.commit().await?;
    Ok(true)
}

/// Records the PDF 甲方 signed and certified, once (a second certification
/// made in parallel loses and its file is left unused); false when one was recorded first.
pub async fn mark_certified(db: &Db, id: i64, key: &str, sha256: &str) -> Result<bool, KernelError> {
    let r = sqlx::query("UPDATE contracts SET certified_key = $1, certified_sha256 = $2 WHERE id = $3 AND certified_key IS NULL")
        .bind(key)
        .bind(sha256)
        .bind(id)
        .execute(&db.write)
        .await?;
    Ok(r.rows_affected() == 1)
}

/// Contracts still waiting for 甲方's certification, oldest first.
pub async fn uncertified(db: &Db, limit: i64) -> Result<Vec<Contract>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM contracts WHERE certified_key IS NULL AND status = 0 ORDER BY id LIMIT $1"))
        .bind(limit)
        .fetch_all(&db.read)
        .await?)
}

/// The contract whose signed or certified PDF has this SHA-256 (hex), whichever company's.
pub async fn find_by_sha256(db: &Db, sha256: &str) -> Result<Option<Contract>, KernelError> {
    let found: Option<Contract> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM contracts WHERE sha256 = $1")).bind(sha256).fetch_optional(&db.read).await?;
    if found.is_some() {
        return Ok(found);
    }
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM contracts WHERE certified_sha256 = $1")).bind(sha256).fetch_optional(&db.read).await?)
}

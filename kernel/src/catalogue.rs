//! What one area keeps that another needs, as kernel traits the owner
//! implements and registers: the product catalogue (what a version costs,
//! which service it opens; the market's `Module::catalogue`) and the
//! company's invoice headers and details (certification's
//! `Module::invoice_headers` and `Module::company_details`), so orders and
//! identity never import either module.

use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// One version of one product's service, as it is offered today.
#[derive(Debug, Clone)]
pub struct Offer {
    pub product_id: i64,
    pub product_name: String,
    pub product_slogan: String,
    pub product_icon: Option<String>,
    pub category_name: String,
    /// The service (domain) the version opens as the company's app.
    pub domain_id: i64,
    pub domain_name: String,
    pub service_name: String,
    pub app_key: Option<String>,
    pub version_id: i64,
    pub version_name: String,
    /// Fen.
    pub version_price: i64,
    /// False when the version is no longer offered (shown as already applied).
    pub version_shown: bool,
    pub functions: Vec<String>,
}

pub trait Catalogue: Send + Sync + 'static {
    /// The version of the product, or None when either is unknown or the version is another product's.
    fn offer<'a>(&'a self, db: &'a Db, product_id: i64, version_id: i64) -> BoxFuture<'a, Result<Option<Offer>, KernelError>>;
    /// The product's name, when it exists.
    fn product_name<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<Option<String>, KernelError>>;
    /// One service (domain) with what opening it needs.
    fn domain<'a>(&'a self, db: &'a Db, domain_id: i64) -> BoxFuture<'a, Result<Option<Domain>, KernelError>>;
    /// The service an app key names.
    fn domain_by_app_key<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<Domain>, KernelError>>;
    /// Every service of the published products that has an app key (the operators' plugin console).
    fn app_domains<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<Vec<Domain>, KernelError>>;
    /// The services of a published product, in their order.
    fn product_domains<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<Vec<Domain>, KernelError>>;
}

/// A product's service (domain): what the workbench shows and how it opens.
#[derive(Debug, Clone)]
pub struct Domain {
    pub id: i64,
    pub product_id: i64,
    pub product_name: String,
    pub product_slogan: String,
    pub product_icon: Option<String>,
    /// 0 bought on the platform, 1 opened from the workbench (goes to /home).
    pub channel_type: i64,
    pub is_ai: bool,
    pub is_free: bool,
    /// AI apps: false while "to be online".
    pub online: bool,
    pub name: String,
    pub service_name: String,
    pub server_url: Option<String>,
    /// 0 a one-time code, 1 a token, 2 directly.
    pub internal: i64,
    pub app_key: Option<String>,
    pub app_secret: Option<String>,
}

/// The company's invoice headers as other areas need them (an order's
/// invoice request names one): implemented by the certification module.
pub trait InvoiceHeaders: Send + Sync + 'static {
    /// The header's title when the header is the company's own.
    fn title<'a>(&'a self, db: &'a Db, id: i64, company_id: i64) -> BoxFuture<'a, Result<Option<String>, KernelError>>;
}

/// What the certification module keeps about a company beside its
/// `companies` row, for the company's own view of itself (getCompanyById).
#[derive(Debug, Clone, Default)]
pub struct CompanyDetail {
    /// The key of the licence image the company's information refers to now.
    pub license_photo: Option<String>,
    /// Where that image is served (only to the company and operators).
    pub license_photo_url: Option<String>,
    pub province: Option<String>,
    pub city: Option<String>,
    pub district: Option<String>,
}

/// The company's details (region, current licence): implemented by the certification module.
pub trait CompanyDetails: Send + Sync + 'static {
    fn of<'a>(&'a self, db: &'a Db, company_id: i64) -> BoxFuture<'a, Result<CompanyDetail, KernelError>>;
}

/// The company's points account as other areas need it (paying an order with
/// points): implemented by the account module, which owns the ledger.
pub trait PointsAccount: Send + Sync + 'static {
    /// Checks the account password (each try counted first); before any transaction.
    fn check_password<'a>(&'a self, check: PasswordCheck<'a>) -> BoxFuture<'a, Result<(), KernelError>>;
    /// Debits `points` on the caller's transaction (one conditional UPDATE:
    /// never below zero, never a frozen account) and writes the ledger row.
    /// Errors carry the refusal's text.
    fn debit<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, debit: &'a PointsDebit<'a>) -> BoxFuture<'a, Result<(), KernelError>>;
}

pub struct PasswordCheck<'a> {
    pub tokens: &'a crate::tokens::TokenService,
    pub db: &'a Db,
    pub company_id: i64,
    pub password: &'a str,
    /// Tries allowed in 15 minutes (`limits.account_password_tries`).
    pub max_tries: i64,
}

pub struct PointsDebit<'a> {
    pub ledger_id: i64,
    pub company_id: i64,
    pub points: i64,
    pub pay_transaction_no: &'a str,
    /// What was paid for (shown in the ledger).
    pub remark: &'a str,
}

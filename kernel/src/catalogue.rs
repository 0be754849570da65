//! What one area keeps that another needs, as kernel traits the owner
//! implements and registers: the product catalogue (what a version costs,
//! which service it opens; the market's `Module::catalogue`) and its shelf
//! (what partners put on the market), the company's invoice headers and
//! details (certification's `Module::invoice_headers` and
//! `Module::company_details`), the partners' own apps (`PartnerApps`), the
//! launch of an app (the workbench's `Launcher`) and an app's sales (the
//! orders' `Sales`), so no module imports another.

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
    /// Taken off the market by its partner: no longer offered, but the
    /// companies holding it open it until their end date.
    pub withdrawn: bool,
    /// Months a free app runs once added; None: the client's choice, or no end.
    pub default_usage_time: Option<i64>,
}

/// What the partner module puts on the market's shelf: implemented by the
/// market, which owns products and suppliers. Every write runs on the
/// caller's transaction, so a review's decision and its effect land together.
pub trait Shelf: Send + Sync + 'static {
    /// The product categories an app may be filed under (id, name).
    fn categories<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<Vec<(i64, String)>, KernelError>>;
    /// Publishes the app as a product (or replaces its published form).
    fn put_product<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, p: &'a ShelfProduct) -> BoxFuture<'a, Result<(), KernelError>>;
    /// Takes the product off the market; companies holding it keep opening it.
    fn withdraw_product<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, product_id: i64) -> BoxFuture<'a, Result<(), KernelError>>;
    /// Shows the partner on the cooperation and partner pages (or updates it there).
    fn put_supplier<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, s: &'a ShelfSupplier) -> BoxFuture<'a, Result<(), KernelError>>;
}

/// A partner's app as a market product: one service (domain) with its versions.
#[derive(Debug, Clone)]
pub struct ShelfProduct {
    pub product_id: i64,
    pub domain_id: i64,
    pub category_id: i64,
    pub name: String,
    pub slogan: String,
    pub icon: String,
    /// Plain text; the market turns it into its sanitised HTML.
    pub description: String,
    pub is_ai: bool,
    pub is_free: bool,
    pub server_url: String,
    pub internal: i64,
    pub app_key: String,
    pub default_usage_time: Option<i64>,
    pub versions: Vec<ShelfVersion>,
}

#[derive(Debug, Clone)]
pub struct ShelfVersion {
    pub id: i64,
    pub name: String,
    /// Fen.
    pub price: i64,
    /// Each function with a fresh id from the caller's generator (ids stay 53-bit, JavaScript-safe).
    pub functions: Vec<(i64, String)>,
}

#[derive(Debug, Clone)]
pub struct ShelfSupplier {
    /// The partner's company id: one supplier row per partner.
    pub id: i64,
    pub name: String,
    pub logo: String,
    pub introduction: String,
    pub images: Vec<String>,
}

/// Partners' apps that are not (or not yet) on the market, by app key, with
/// their secret opened: implemented by the partner module, so a test launch's
/// code can be exchanged before the app is published.
pub trait PartnerApps: Send + Sync + 'static {
    /// The app as a service to open, with its secret; None for an unknown key.
    fn by_app_key<'a>(&'a self, db: &'a Db, tokens: &'a crate::tokens::TokenService, app_key: &'a str) -> BoxFuture<'a, Result<Option<Domain>, KernelError>>;
}

/// Who opens an app.
#[derive(Debug, Clone)]
pub struct LaunchBy {
    pub user_id: i64,
    pub user_name: String,
    pub company_id: i64,
    pub company_name: String,
    pub certified: bool,
}

/// A launch rule the workbench accepted for an app.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RuleVersion {
    pub version: i64,
    pub sha256: String,
    pub size: i64,
    /// What the upload's dry run decided: the address it opened, or its refusal.
    pub dry_run: String,
}

/// A refusal to open an app or to take its rule, with the text to show.
#[derive(Debug, Clone)]
pub struct LaunchRefused(pub String);

/// An app's sales as its partner sees them: implemented by the orders module.
pub trait Sales: Send + Sync + 'static {
    /// (orders, paid orders, paid amount in fen) of the product.
    fn of_product<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<(i64, i64, i64), KernelError>>;
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
    /// Credits points back on the caller's transaction (a refund of a points
    /// payment): a reversal row keyed by the refund's number, so it lands once.
    fn credit<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, credit: &'a PointsCredit<'a>) -> BoxFuture<'a, Result<(), KernelError>>;
}

pub struct PointsCredit<'a> {
    pub ledger_id: i64,
    pub company_id: i64,
    pub points: i64,
    /// The refund's number.
    pub reference_no: &'a str,
    pub remark: &'a str,
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

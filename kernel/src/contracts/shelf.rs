//! What partners put on the market: implemented by the market, which owns products and suppliers.

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

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
    /// The partner's supplier row (its company id), named on the product page.
    pub supplier_id: i64,
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

impl Contract for dyn Shelf {
    const AREA: &'static str = "market";
}

//! An app's sales as its partner sees them: implemented by the orders module.

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// An app's sales as its partner sees them: implemented by the orders module.
pub trait Sales: Send + Sync + 'static {
    /// (orders, paid orders, paid amount in fen) of the product.
    fn of_product<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<(i64, i64, i64), KernelError>>;
}

impl Contract for dyn Sales {
    const AREA: &'static str = "orders";
}

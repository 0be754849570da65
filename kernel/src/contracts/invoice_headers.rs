//! The company's invoice headers as other areas need them: implemented by the certification module.

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// The company's invoice headers as other areas need them (an order's
/// invoice request names one): implemented by the certification module.
pub trait InvoiceHeaders: Send + Sync + 'static {
    /// The header's title when the header is the company's own.
    fn title<'a>(&'a self, db: &'a Db, id: i64, company_id: i64) -> BoxFuture<'a, Result<Option<String>, KernelError>>;
}

impl Contract for dyn InvoiceHeaders {
    const AREA: &'static str = "certification";
}

//! Documents an area publishes for the site search (the notices').

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// One published document another area offers the site search.
pub struct PublicDocument {
    /// The search type it answers to, e.g. `notice`.
    pub kind: &'static str,
    /// Unique in the index, e.g. `system-notice:42`.
    pub key: String,
    pub id: i64,
    pub title: String,
    /// Sanitised HTML; the index keeps its text.
    pub html: String,
    /// The public page that shows it.
    pub url: String,
}

/// Every published document of an area, for the site search (implemented by the notices).
pub trait PublicDocuments: Send + Sync + 'static {
    fn documents<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<Vec<PublicDocument>, KernelError>>;
}

impl Contract for dyn PublicDocuments {
    const AREA: &'static str = "notices";
}

//! The public site's content revision: implemented by the market, which owns it.

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// The public site's content revision: implemented by the market, which owns it.
pub trait SiteContent: Send + Sync + 'static {
    /// The database's content revision.
    fn revision<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<i64, KernelError>>;
    /// Moves the revision on: every instance's caches are stale from now on and
    /// its search index reads the documents again before the next search.
    fn advance<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<i64, KernelError>>;
    /// This instance wrote something that may have moved the revision inside
    /// another area's transaction (a partner's app published): the next read asks the database.
    fn written(&self);
}

impl Contract for dyn SiteContent {
    const AREA: &'static str = "market";
}

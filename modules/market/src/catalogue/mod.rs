//! The market's side of the kernel's `Catalogue`: what a product version
//! costs and which service it opens, for the orders area (which never
//! imports this module). Only published products are offered.

use kernel::catalogue::{Catalogue, Offer};
use kernel::db::Db;
use kernel::{BoxFuture, KernelError};

mod repo;

pub struct MarketCatalogue;

impl Catalogue for MarketCatalogue {
    fn offer<'a>(&'a self, db: &'a Db, product_id: i64, version_id: i64) -> BoxFuture<'a, Result<Option<Offer>, KernelError>> {
        Box::pin(repo::offer(db, product_id, version_id))
    }

    fn product_name<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<Option<String>, KernelError>> {
        Box::pin(repo::product_name(db, product_id))
    }
}

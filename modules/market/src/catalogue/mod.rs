//! The market's side of the kernel's `Catalogue`: what a product version
//! costs and which service it opens, for the orders area (which never
//! imports this module). Only published products are offered.

use kernel::catalogue::{Catalogue, Domain, Offer};
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

    fn domain<'a>(&'a self, db: &'a Db, domain_id: i64) -> BoxFuture<'a, Result<Option<Domain>, KernelError>> {
        Box::pin(async move { Ok(repo::domains(db, "d.id = $1", domain_id.to_string()).await?.pop()) })
    }

    fn domain_by_app_key<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<Domain>, KernelError>> {
        Box::pin(async move { Ok(repo::domains(db, "d.app_key = $1", app_key.to_string()).await?.pop()) })
    }

    fn app_domains<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<Vec<Domain>, KernelError>> {
        Box::pin(repo::domains(db, "d.app_key IS NOT NULL AND d.app_key <> $1", String::new()))
    }

    fn product_domains<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<Vec<Domain>, KernelError>> {
        Box::pin(repo::domains(db, "p.id = $1", product_id.to_string()))
    }
}

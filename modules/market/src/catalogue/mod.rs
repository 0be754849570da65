//! The market's side of the kernel's `Catalogue`: what a product version
//! costs and which service it opens, for the orders area (which never
//! imports this module). Only published products are offered. And its
//! `Shelf`, where the partner module puts approved apps and partners.

use kernel::contracts::{Catalogue, Domain, Offer, Shelf, ShelfProduct, ShelfSupplier};
use kernel::db::Db;
use kernel::{BoxFuture, KernelError};

pub(crate) mod repo;

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

pub struct MarketShelf;

/// A partner's plain-text description as the product page's HTML: escaped, a paragraph per line.
fn description_html(text: &str) -> String {
    text.lines().map(str::trim).filter(|l| !l.is_empty()).map(|l| format!("<p>{}</p>", kernel::html::escape(l))).collect()
}

impl Shelf for MarketShelf {
    fn categories<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<Vec<(i64, String)>, KernelError>> {
        Box::pin(repo::categories(db))
    }

    fn put_product<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, p: &'a ShelfProduct) -> BoxFuture<'a, Result<(), KernelError>> {
        Box::pin(async move { repo::put_product(conn, p, &kernel::html::clean(&description_html(&p.description)), kernel::time::now_ms()).await })
    }

    fn withdraw_product<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, product_id: i64) -> BoxFuture<'a, Result<(), KernelError>> {
        Box::pin(repo::withdraw_product(conn, product_id, kernel::time::now_ms()))
    }

    fn put_supplier<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, s: &'a ShelfSupplier) -> BoxFuture<'a, Result<(), KernelError>> {
        Box::pin(async move {
            let images = serde_json::to_string(&s.images).map_err(|e| KernelError::Internal(e.into()))?;
            repo::put_supplier(conn, s, &images, kernel::time::now_ms()).await
        })
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_plain_description_becomes_escaped_paragraphs() {
        assert_eq!(super::description_html("第一行\n\n <b>二</b> "), "<p>第一行</p><p>&lt;b&gt;二&lt;/b&gt;</p>");
    }
}

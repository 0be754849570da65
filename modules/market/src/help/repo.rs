//! The help centre's SQL: a page of published documents by service and
//! title, the services that have documents, one published document, every
//! service for the operators' picker, and adding and changing a document
//! (its HTML cleaned).

use super::{DomainChoice, HelpDoc, HelpDocForm, HelpDocItem, HelpDomain};
use crate::error::Result;
use kernel::html;
use crate::store::touched;
use kernel::http::PageQuery;
use kernel::{AppState, Page};

pub const COLUMNS: &str = "id, product_domain_id, (SELECT name FROM product_domains d WHERE d.id = help_docs.product_domain_id) AS product_domain_name,
    title, label, content, link_param, sort, status, create_time, update_time";

/// Published documents, optionally of one service and by part of the title, in order, without content.
pub async fn published_page(state: &AppState, domain_id: Option<i64>, title: Option<&str>, page: &PageQuery) -> Result<Page<HelpDocItem>> {
    let title = title.map(kernel::db::contains_pattern);
    let filter = "status = 1 AND ($1 IS NULL OR product_domain_id = $1) AND ($2 IS NULL OR title LIKE $2 ESCAPE '\\')";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM help_docs WHERE {filter}"))
        .bind(domain_id)
        .bind(&title)
        .fetch_one(&state.db.pool)
        .await?;
    let rows = sqlx::query_as(&format!(
        "SELECT id, product_domain_id, (SELECT name FROM product_domains d WHERE d.id = help_docs.product_domain_id) AS product_domain_name,
         title, label, link_param, create_time, update_time FROM help_docs WHERE {filter} ORDER BY sort, id LIMIT $3 OFFSET $4"
    ))
    .bind(domain_id)
    .bind(&title)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&state.db.pool)
    .await?;
    Ok(Page { rows, total })
}

/// The services that have published documents, with their product and count, in the products' order.
pub async fn domains_with_docs(state: &AppState) -> Result<Vec<HelpDomain>> {
    Ok(sqlx::query_as(
        "SELECT d.id, d.name, d.name AS product_domain_name, p.id AS product_id, p.name AS product_name, COUNT(h.id) AS help_doc_count
         FROM product_domains d JOIN products p ON p.id = d.product_id JOIN help_docs h ON h.product_domain_id = d.id
         WHERE h.status = 1 GROUP BY d.id, d.name, p.id, p.name, p.sort, d.sort ORDER BY p.sort, p.id, d.sort, d.id",
    )
    .fetch_all(&state.db.pool)
    .await?)
}

pub async fn published(state: &AppState, id: i64) -> Result<Option<HelpDoc>> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM help_docs WHERE id = $1 AND status = 1"))
        .bind(id)
        .fetch_optional(&state.db.pool)
        .await?)
}

/// Every service with its product, in the products' order.
pub async fn domain_choices(state: &AppState) -> Result<Vec<DomainChoice>> {
    Ok(sqlx::query_as(
        "SELECT d.id, d.name, p.id AS product_id, p.name AS product_name, p.status AS product_status
         FROM product_domains d JOIN products p ON p.id = d.product_id ORDER BY p.sort, p.id, d.sort, d.id",
    )
    .fetch_all(&state.db.pool)
    .await?)
}

/// Whether a product service (domain) has this id.
pub async fn domain_exists(state: &AppState, id: i64) -> Result<bool> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM product_domains WHERE id = $1").bind(id).fetch_one(&state.db.pool).await?;
    Ok(n > 0)
}

pub async fn insert(state: &AppState, id: i64, f: &HelpDocForm, status: i64) -> Result<()> {
    let now = kernel::time::now_ms();
    sqlx::query(
        "INSERT INTO help_docs (id, product_domain_id, title, label, content, link_param, sort, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)",
    )
    .bind(id)
    .bind(f.product_domain_id)
    .bind(&f.title)
    .bind(&f.label)
    .bind(html::clean(&f.content))
    .bind(&f.link_param)
    .bind(f.sort.unwrap_or(0))
    .bind(status)
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &HelpDocForm, status: i64) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE help_docs SET product_domain_id = $1, title = $2, label = $3, content = $4, link_param = $5, sort = $6,
             status = $7, update_time = $8 WHERE id = $9",
        )
        .bind(f.product_domain_id)
        .bind(&f.title)
        .bind(&f.label)
        .bind(html::clean(&f.content))
        .bind(&f.link_param)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(kernel::time::now_ms())
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

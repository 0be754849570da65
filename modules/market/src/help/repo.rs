//! The help centre's own SQL: a document's columns with its service's name,
//! the services that have documents, every service for the operators' picker,
//! and whether a service exists.

use super::{DomainChoice, HelpDomain};
use crate::error::Result;
use kernel::AppState;

pub const COLUMNS: &str = "id, product_domain_id, (SELECT name FROM product_domains d WHERE d.id = help_docs.product_domain_id) AS product_domain_name,
    title, label, content, link_param, sort, status, create_time, update_time";

/// A document in a list: no content.
pub const ITEM_COLUMNS: &str = "id, product_domain_id, (SELECT name FROM product_domains d WHERE d.id = help_docs.product_domain_id) AS product_domain_name,
    title, label, link_param, create_time, update_time";

/// The services that have published documents, with their product and count, in the products' order.
pub async fn domains_with_docs(state: &AppState) -> Result<Vec<HelpDomain>> {
    Ok(sqlx::query_as(
        "SELECT d.id, d.name, d.name AS product_domain_name, p.id AS product_id, p.name AS product_name, COUNT(h.id) AS help_doc_count
         FROM product_domains d JOIN products p ON p.id = d.product_id JOIN help_docs h ON h.product_domain_id = d.id
         WHERE h.status = 1 GROUP BY d.id, d.name, p.id, p.name, p.sort, d.sort ORDER BY p.sort, p.id, d.sort, d.id",
    )
    .fetch_all(&state.db.read)
    .await?)
}

/// Every service with its product, in the products' order.
pub async fn domain_choices(state: &AppState) -> Result<Vec<DomainChoice>> {
    Ok(sqlx::query_as(
        "SELECT d.id, d.name, p.id AS product_id, p.name AS product_name, p.status AS product_status
         FROM product_domains d JOIN products p ON p.id = d.product_id ORDER BY p.sort, p.id, d.sort, d.id",
    )
    .fetch_all(&state.db.read)
    .await?)
}

/// Whether a product service (domain) has this id.
pub async fn domain_exists(state: &AppState, id: i64) -> Result<bool> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM product_domains WHERE id = $1").bind(id).fetch_one(&state.db.read).await?;
    Ok(n > 0)
}

/// The scale bench's help centre (`kernel::scale`): documents for the search to rank.
pub async fn seed_scale(db: &kernel::db::Db, s: &kernel::scale::Scale) -> anyhow::Result<()> {
    use kernel::scale::{fill, ID_BASE as B};
    fill(
        db,
        "help_docs",
        "id, title, label, content, sort, status, create_time, update_time",
        &format!(
            "{B} + i, '设备管理使用说明第' || i || '篇', '使用指南', '本文介绍设备台账、点检计划与维修工单的使用方法，第' || i || '篇。', i, 1, {t}, {t}",
            t = s.time_of("i", s.help_docs)
        ),
        s.help_docs,
    )
    .await
}

//! What the search index reads from the database: the published products
//! with their sections, solutions with their scenarios and help documents,
//! all of them or the one document named.

use crate::error::Result;
use kernel::AppState;

/// (id, name, slogan, description, template type, category name)
pub type ProductRow = (i64, String, String, String, i64, Option<String>);
/// (id, route key, name, slogan, business tags, description)
pub type ProgramRow = (i64, Option<String>, String, String, String, String);
/// (id, title, label, content, service name)
pub type HelpDocRow = (i64, String, String, String, Option<String>);
/// (owner id, title, description) of a product section or a solution's scenario.
pub type PartRow = (i64, String, String);

pub async fn products(state: &AppState, id: Option<i64>) -> Result<Vec<ProductRow>> {
    Ok(sqlx::query_as(
        "SELECT p.id, p.name, p.slogan, p.description, p.template_type, c.name
         FROM products p LEFT JOIN product_categories c ON c.id = p.category_id
         WHERE p.status = 1 AND ($1 IS NULL OR p.id = $1)",
    )
    .bind(id)
    .fetch_all(&state.db.read)
    .await?)
}

/// The searchable sections of products: intro, functions, advantages and scenes, in this order.
pub async fn product_sections(state: &AppState, id: Option<i64>) -> Result<Vec<PartRow>> {
    let mut out = Vec::new();
    for table in ["product_profiles", "product_functions", "product_advantages", "product_scenes"] {
        let parts: Vec<PartRow> = sqlx::query_as(&format!(
            "SELECT product_id, title, description FROM {table} WHERE ($1 IS NULL OR product_id = $1) ORDER BY sort, id"
        ))
        .bind(id)
        .fetch_all(&state.db.read)
        .await?;
        out.extend(parts);
    }
    Ok(out)
}

pub async fn programs(state: &AppState, id: Option<i64>) -> Result<Vec<ProgramRow>> {
    Ok(sqlx::query_as(
        "SELECT id, code, name, slogan, business, description FROM programs WHERE status = 1 AND ($1 IS NULL OR id = $1)",
    )
    .bind(id)
    .fetch_all(&state.db.read)
    .await?)
}

pub async fn program_scenes(state: &AppState, id: Option<i64>) -> Result<Vec<PartRow>> {
    Ok(sqlx::query_as(
        "SELECT program_id, title, description FROM program_scenes WHERE ($1 IS NULL OR program_id = $1) ORDER BY sort, id",
    )
    .bind(id)
    .fetch_all(&state.db.read)
    .await?)
}

pub async fn help_docs(state: &AppState, id: Option<i64>) -> Result<Vec<HelpDocRow>> {
    Ok(sqlx::query_as(
        "SELECT h.id, h.title, h.label, h.content, d.name
         FROM help_docs h LEFT JOIN product_domains d ON d.id = h.product_domain_id
         WHERE h.status = 1 AND ($1 IS NULL OR h.id = $1)",
    )
    .bind(id)
    .fetch_all(&state.db.read)
    .await?)
}


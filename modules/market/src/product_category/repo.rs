//! The product categories' SQL: adding and changing a category, and
//! counting the products that still belong to one.

use super::CategoryForm;
use crate::error::Result;
use crate::store::touched;
use kernel::AppState;

pub const COLUMNS: &str = "id, name, sort, status, create_time";

pub async fn insert(state: &AppState, id: i64, f: &CategoryForm, status: i64) -> Result<()> {
    sqlx::query("INSERT INTO product_categories (id, name, sort, status, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(&f.name)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(kernel::time::now_ms())
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &CategoryForm, status: i64) -> Result<()> {
    touched(
        sqlx::query("UPDATE product_categories SET name = $1, sort = $2, status = $3 WHERE id = $4")
            .bind(&f.name)
            .bind(f.sort.unwrap_or(0))
            .bind(status)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

/// How many products, published or not, belong to the category.
pub async fn product_count(state: &AppState, id: i64) -> Result<i64> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM products WHERE category_id = $1").bind(id).fetch_one(&state.db.pool).await?;
    Ok(n)
}

//! The product categories' own SQL: counting the products that still belong to one.

use crate::error::Result;
use kernel::AppState;

/// How many products, published or not, belong to the category.
pub async fn product_count(state: &AppState, id: i64) -> Result<i64> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM products WHERE category_id = $1").bind(id).fetch_one(&state.db.read).await?;
    Ok(n)
}

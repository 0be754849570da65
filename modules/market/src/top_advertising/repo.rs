//! The top ad's SQL: the newest published ad, the hot products beside it,
//! and adding and changing an ad.

use super::{HotItem, TopAdvertising, TopAdvertisingForm};
use crate::error::Result;
use crate::store::touched;
use kernel::AppState;

pub const COLUMNS: &str = "id, title, title_status, link, top_advertising_img, color_value, status, create_time";

pub async fn newest_published(state: &AppState) -> Result<Option<TopAdvertising>> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM top_advertisings WHERE status = 1 ORDER BY create_time DESC, id DESC LIMIT 1"))
        .fetch_optional(&state.db.pool)
        .await?)
}

/// The first three published recommended products.
pub async fn hot_products(state: &AppState) -> Result<Vec<HotItem>> {
    Ok(sqlx::query_as(
        "SELECT id, name AS product_name, icon, template_type FROM products
         WHERE status = 1 AND is_recommend = 1 ORDER BY sort, id LIMIT 3",
    )
    .fetch_all(&state.db.pool)
    .await?)
}

/// Adds an ad; `(title_status, status)` are the checked flags.
pub async fn insert(state: &AppState, id: i64, f: &TopAdvertisingForm, (title_status, status): (i64, i64)) -> Result<()> {
    let now = kernel::time::now_ms();
    sqlx::query(
        "INSERT INTO top_advertisings (id, title, title_status, link, top_advertising_img, color_value, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
    )
    .bind(id)
    .bind(&f.title)
    .bind(title_status)
    .bind(&f.link)
    .bind(&f.top_advertising_img)
    .bind(f.color_value.as_deref().unwrap_or("#0b2a5b"))
    .bind(status)
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

/// Changes an ad; `(title_status, status)` are the checked flags.
pub async fn update(state: &AppState, id: i64, f: &TopAdvertisingForm, (title_status, status): (i64, i64)) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE top_advertisings SET title = $1, title_status = $2, link = $3, top_advertising_img = $4, color_value = $5,
             status = $6, update_time = $7 WHERE id = $8",
        )
        .bind(&f.title)
        .bind(title_status)
        .bind(&f.link)
        .bind(&f.top_advertising_img)
        .bind(f.color_value.as_deref().unwrap_or("#0b2a5b"))
        .bind(status)
        .bind(kernel::time::now_ms())
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

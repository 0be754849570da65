//! The partner suppliers' SQL: a page of published suppliers, and adding and
//! changing a supplier.

use super::{Supplier, SupplierForm};
use crate::error::Result;
use crate::store::touched;
use kernel::http::PageQuery;
use kernel::{AppState, Page};

pub const COLUMNS: &str = "id, supplier_name, logo, introduction, publicity_imgs, sort, status, create_time";

/// Published suppliers, in order.
pub async fn published_page(state: &AppState, page: &PageQuery) -> Result<Page<Supplier>> {
    let (total,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM suppliers WHERE status = 1").fetch_one(&state.db.pool).await?;
    let rows = sqlx::query_as(&format!("SELECT {COLUMNS} FROM suppliers WHERE status = 1 ORDER BY sort, id LIMIT $1 OFFSET $2"))
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&state.db.pool)
        .await?;
    Ok(Page { rows, total })
}

/// Adds a supplier; `images` is the checked list of pictures as JSON.
pub async fn insert(state: &AppState, id: i64, f: &SupplierForm, images: &str, status: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO suppliers (id, supplier_name, logo, introduction, publicity_imgs, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(&f.supplier_name)
    .bind(&f.logo)
    .bind(&f.introduction)
    .bind(images)
    .bind(f.sort.unwrap_or(0))
    .bind(status)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

/// Changes a supplier; `images` is the checked list of pictures as JSON.
pub async fn update(state: &AppState, id: i64, f: &SupplierForm, images: &str, status: i64) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE suppliers SET supplier_name = $1, logo = $2, introduction = $3, publicity_imgs = $4, sort = $5, status = $6 WHERE id = $7",
        )
        .bind(&f.supplier_name)
        .bind(&f.logo)
        .bind(&f.introduction)
        .bind(images)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

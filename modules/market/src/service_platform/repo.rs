//! The service platforms' SQL: the published platforms in order, and adding
//! and changing a platform.

use super::{ServicePlatform, ServicePlatformForm};
use crate::error::Result;
use crate::store::touched;
use kernel::AppState;

pub const COLUMNS: &str = "id, service_platform_name, description, logo_image, server_url, sort, status";

pub async fn published(state: &AppState) -> Result<Vec<ServicePlatform>> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM service_platforms WHERE status = 1 ORDER BY sort, id"))
        .fetch_all(&state.db.pool)
        .await?)
}

pub async fn insert(state: &AppState, id: i64, f: &ServicePlatformForm, status: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO service_platforms (id, service_platform_name, description, logo_image, server_url, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(&f.service_platform_name)
    .bind(f.description.as_deref().unwrap_or_default())
    .bind(&f.logo_image)
    .bind(&f.server_url)
    .bind(f.sort.unwrap_or(0))
    .bind(status)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &ServicePlatformForm, status: i64) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE service_platforms SET service_platform_name = $1, description = $2, logo_image = $3, server_url = $4,
             sort = $5, status = $6 WHERE id = $7",
        )
        .bind(&f.service_platform_name)
        .bind(f.description.as_deref().unwrap_or_default())
        .bind(&f.logo_image)
        .bind(&f.server_url)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

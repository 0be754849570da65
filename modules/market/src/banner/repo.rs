//! The banners' SQL: the published banners of a page in order, and adding
//! and changing a banner.

use super::{Banner, BannerForm, BannerQuery};
use crate::error::Result;
use crate::store::touched;
use kernel::AppState;

pub const COLUMNS: &str = "id, channel_name, application_type, type, banner_img, link, first_level_title, second_level_title, content, sort, status";

/// Published banners of a channel, application type and client type (each optional), in order.
pub async fn published(state: &AppState, q: &BannerQuery) -> Result<Vec<Banner>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM banners WHERE status = 1 AND ($1 IS NULL OR channel_name = $1)
         AND ($2 IS NULL OR application_type = $2) AND ($3 IS NULL OR type = $3) ORDER BY sort, id"
    ))
    .bind(&q.channel_name)
    .bind(q.application_type)
    .bind(&q.banner_type)
    .fetch_all(&state.db.pool)
    .await?)
}

pub async fn insert(state: &AppState, id: i64, f: &BannerForm, status: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO banners (id, channel_name, application_type, type, banner_img, link, first_level_title, second_level_title,
         content, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(id)
    .bind(&f.channel_name)
    .bind(f.application_type.unwrap_or(40))
    .bind(f.banner_type.as_deref().unwrap_or("WEB"))
    .bind(&f.banner_img)
    .bind(&f.link)
    .bind(f.first_level_title.as_deref().unwrap_or_default())
    .bind(f.second_level_title.as_deref().unwrap_or_default())
    .bind(f.content.as_deref().unwrap_or_default())
    .bind(f.sort.unwrap_or(0))
    .bind(status)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &BannerForm, status: i64) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE banners SET channel_name = $1, application_type = $2, type = $3, banner_img = $4, link = $5,
             first_level_title = $6, second_level_title = $7, content = $8, sort = $9, status = $10 WHERE id = $11",
        )
        .bind(&f.channel_name)
        .bind(f.application_type.unwrap_or(40))
        .bind(f.banner_type.as_deref().unwrap_or("WEB"))
        .bind(&f.banner_img)
        .bind(&f.link)
        .bind(f.first_level_title.as_deref().unwrap_or_default())
        .bind(f.second_level_title.as_deref().unwrap_or_default())
        .bind(f.content.as_deref().unwrap_or_default())
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

//! The experts' SQL: a page of published experts by name, one published
//! expert, and adding and changing an expert (the skills' HTML cleaned).

use super::{Expert, ExpertForm};
use crate::error::Result;
use kernel::html;
use crate::store::touched;
use kernel::http::PageQuery;
use kernel::{AppState, Page};

pub const COLUMNS: &str = "id, expert_name, profile, professional_skill, expert_img, link_phone, link_name, sort, status, create_time";

/// Published experts by part of the name, in order.
pub async fn published_page(state: &AppState, name: Option<&str>, page: &PageQuery) -> Result<Page<Expert>> {
    let name = name.map(kernel::db::contains_pattern);
    let filter = "status = 1 AND ($1 IS NULL OR expert_name LIKE $1 ESCAPE '\\')";
    let (total,): (i64,) =
        sqlx::query_as(&format!("SELECT COUNT(*) FROM experts WHERE {filter}")).bind(&name).fetch_one(&state.db.pool).await?;
    let rows: Vec<Expert> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM experts WHERE {filter} ORDER BY sort, id LIMIT $2 OFFSET $3"))
        .bind(&name)
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&state.db.pool)
        .await?;
    Ok(Page { rows, total })
}

pub async fn published(state: &AppState, id: i64) -> Result<Option<Expert>> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM experts WHERE id = $1 AND status = 1"))
        .bind(id)
        .fetch_optional(&state.db.pool)
        .await?)
}

pub async fn insert(state: &AppState, id: i64, f: &ExpertForm, status: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO experts (id, expert_name, profile, professional_skill, expert_img, link_phone, link_name, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
    )
    .bind(id)
    .bind(&f.expert_name)
    .bind(&f.profile)
    .bind(html::clean(&f.professional_skill))
    .bind(&f.expert_img)
    .bind(&f.link_phone)
    .bind(&f.link_name)
    .bind(f.sort.unwrap_or(0))
    .bind(status)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &ExpertForm, status: i64) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE experts SET expert_name = $1, profile = $2, professional_skill = $3, expert_img = $4, link_phone = $5,
             link_name = $6, sort = $7, status = $8 WHERE id = $9",
        )
        .bind(&f.expert_name)
        .bind(&f.profile)
        .bind(html::clean(&f.professional_skill))
        .bind(&f.expert_img)
        .bind(&f.link_phone)
        .bind(&f.link_name)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

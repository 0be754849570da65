//! The factory videos' SQL: a page of published videos by name, a view
//! counted with one atomic UPDATE (or the count read when the address was
//! counted already), and adding and changing a video.

use super::{FactoryVideo, FactoryVideoForm};
use crate::error::Result;
use crate::store::touched;
use kernel::http::PageQuery;
use kernel::{AppState, Page};

pub const COLUMNS: &str = "id, name, slogan_title, slogan_text, slogan_video, cover_img, duration_seconds, duration_seconds AS duration, visit_times, sort, status, create_time";

/// Published videos by part of the name, in order.
pub async fn published_page(state: &AppState, name: Option<&str>, page: &PageQuery) -> Result<Page<FactoryVideo>> {
    let name = name.map(kernel::db::contains_pattern);
    let filter = "status = 1 AND ($1 IS NULL OR name LIKE $1 ESCAPE '\\')";
    let (total,): (i64,) =
        sqlx::query_as(&format!("SELECT COUNT(*) FROM factory_videos WHERE {filter}")).bind(&name).fetch_one(&state.db.pool).await?;
    let rows = sqlx::query_as(&format!("SELECT {COLUMNS} FROM factory_videos WHERE {filter} ORDER BY sort, id LIMIT $2 OFFSET $3"))
        .bind(&name)
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&state.db.pool)
        .await?;
    Ok(Page { rows, total })
}

/// The view count of a published video, one view more when `count` is set; None for no such video.
pub async fn view(state: &AppState, id: i64, count: bool) -> Result<Option<i64>> {
    let sql = if count {
        "UPDATE factory_videos SET visit_times = visit_times + 1 WHERE id = $1 AND status = 1 RETURNING visit_times"
    } else {
        "SELECT visit_times FROM factory_videos WHERE id = $1 AND status = 1"
    };
    let times: Option<(i64,)> = sqlx::query_as(sql).bind(id).fetch_optional(&state.db.pool).await?;
    Ok(times.map(|(t,)| t))
}

/// Adds a video with no views; `duration` and `status` are checked.
pub async fn insert(state: &AppState, id: i64, f: &FactoryVideoForm, duration: i64, status: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO factory_videos (id, name, slogan_title, slogan_text, slogan_video, cover_img, duration_seconds, visit_times, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10)",
    )
    .bind(id)
    .bind(&f.name)
    .bind(&f.slogan_title)
    .bind(&f.slogan_text)
    .bind(&f.slogan_video)
    .bind(&f.cover_img)
    .bind(duration)
    .bind(f.sort.unwrap_or(0))
    .bind(status)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

/// Changes a video; the view count is the visitors' and stays.
pub async fn update(state: &AppState, id: i64, f: &FactoryVideoForm, duration: i64, status: i64) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE factory_videos SET name = $1, slogan_title = $2, slogan_text = $3, slogan_video = $4, cover_img = $5,
             duration_seconds = $6, sort = $7, status = $8 WHERE id = $9",
        )
        .bind(&f.name)
        .bind(&f.slogan_title)
        .bind(&f.slogan_text)
        .bind(&f.slogan_video)
        .bind(&f.cover_img)
        .bind(duration)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

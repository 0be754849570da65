//! The application scenes' SQL: the published scenes in order, and adding
//! and changing a scene.

use super::{ApplicationScene, SceneForm};
use crate::error::Result;
use crate::store::touched;
use kernel::AppState;

pub const COLUMNS: &str = "id, title, description, img, icon, sort, status";

pub async fn published(state: &AppState) -> Result<Vec<ApplicationScene>> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM application_scenes WHERE status = 1 ORDER BY sort, id"))
        .fetch_all(&state.db.pool)
        .await?)
}

pub async fn insert(state: &AppState, id: i64, f: &SceneForm, status: i64) -> Result<()> {
    sqlx::query(
        "INSERT INTO application_scenes (id, title, description, img, icon, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(&f.title)
    .bind(f.description.as_deref().unwrap_or_default())
    .bind(&f.img)
    .bind(&f.icon)
    .bind(f.sort.unwrap_or(0))
    .bind(status)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &SceneForm, status: i64) -> Result<()> {
    touched(
        sqlx::query("UPDATE application_scenes SET title = $1, description = $2, img = $3, icon = $4, sort = $5, status = $6 WHERE id = $7")
            .bind(&f.title)
            .bind(f.description.as_deref().unwrap_or_default())
            .bind(&f.img)
            .bind(&f.icon)
            .bind(f.sort.unwrap_or(0))
            .bind(status)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

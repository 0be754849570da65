//! The cooperation cases' SQL: the published cases in order, and adding and
//! changing a case.

use super::{CaseForm, CooperationCase};
use crate::error::Result;
use crate::store::touched;
use kernel::AppState;

pub const COLUMNS: &str = "id, title, description, img, sort, status";

pub async fn published(state: &AppState) -> Result<Vec<CooperationCase>> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM cooperation_cases WHERE status = 1 ORDER BY sort, id"))
        .fetch_all(&state.db.pool)
        .await?)
}

pub async fn insert(state: &AppState, id: i64, f: &CaseForm, status: i64) -> Result<()> {
    sqlx::query("INSERT INTO cooperation_cases (id, title, description, img, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .bind(id)
        .bind(&f.title)
        .bind(f.description.as_deref().unwrap_or_default())
        .bind(&f.img)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(kernel::time::now_ms())
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &CaseForm, status: i64) -> Result<()> {
    touched(
        sqlx::query("UPDATE cooperation_cases SET title = $1, description = $2, img = $3, sort = $4, status = $5 WHERE id = $6")
            .bind(&f.title)
            .bind(f.description.as_deref().unwrap_or_default())
            .bind(&f.img)
            .bind(f.sort.unwrap_or(0))
            .bind(status)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

//! The navigation channels' SQL: the shown channels in order, and adding and
//! changing a channel.

use super::{Channel, ChannelForm};
use crate::error::Result;
use crate::store::touched;
use kernel::AppState;

pub const ADMIN_COLUMNS: &str = "id, name, path, sort, status, create_time";

/// Shown channels, all or the one with this name, in order.
pub async fn shown(state: &AppState, name: Option<&str>) -> Result<Vec<Channel>> {
    Ok(sqlx::query_as("SELECT id, name, path, sort FROM front_channels WHERE status = 1 AND ($1 IS NULL OR name = $1) ORDER BY sort, id")
        .bind(name)
        .fetch_all(&state.db.pool)
        .await?)
}

pub async fn insert(state: &AppState, id: i64, f: &ChannelForm, status: i64) -> Result<()> {
    sqlx::query("INSERT INTO front_channels (id, name, path, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(id)
        .bind(&f.name)
        .bind(&f.path)
        .bind(f.sort.unwrap_or(0))
        .bind(status)
        .bind(kernel::time::now_ms())
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

pub async fn update(state: &AppState, id: i64, f: &ChannelForm, status: i64) -> Result<()> {
    touched(
        sqlx::query("UPDATE front_channels SET name = $1, path = $2, sort = $3, status = $4 WHERE id = $5")
            .bind(&f.name)
            .bind(&f.path)
            .bind(f.sort.unwrap_or(0))
            .bind(status)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

//! The site settings' SQL: every stored setting, and replacing several at once.

use crate::error::Result;
use kernel::AppState;

/// Every stored setting as (key, value); a key never saved is absent.
pub async fn all(state: &AppState) -> Result<Vec<(String, String)>> {
    Ok(sqlx::query_as("SELECT setting_key, setting_value FROM site_settings").fetch_all(&state.db.read).await?)
}

/// Stores each (key, value), added when new, in one transaction so no reader sees half a save.
pub async fn save(state: &AppState, settings: &[(&str, String)]) -> Result<()> {
    let now = kernel::time::now_ms();
    let mut tx = state.db.write.begin().await?;
    for (key, value) in settings {
        sqlx::query(
            "INSERT INTO site_settings (setting_key, setting_value, update_time) VALUES ($1, $2, $3)
             ON CONFLICT (setting_key) DO UPDATE SET setting_value = $2, update_time = $3",
        )
        .bind(*key)
        .bind(value)
        .bind(now)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(())
}

//! The agreements' SQL: both texts as stored, and replacing one (added when
//! it does not exist yet, its HTML cleaned).

use super::{Agreement, AgreementForm};
use crate::error::Result;
use kernel::html;
use kernel::AppState;

/// Both texts, the user agreement first; the HTML is not yet cleaned for output.
pub async fn all(state: &AppState) -> Result<Vec<Agreement>> {
    Ok(sqlx::query_as("SELECT agreement_type, title, content, update_time FROM agreements ORDER BY agreement_type DESC")
        .fetch_all(&state.db.read)
        .await?)
}

/// Replaces the text of the form's type, or adds it.
pub async fn save(state: &AppState, f: &AgreementForm) -> Result<()> {
    let now = kernel::time::now_ms();
    let clean = html::clean(&f.content);
    let r = sqlx::query("UPDATE agreements SET title = $1, content = $2, update_time = $3 WHERE agreement_type = $4")
        .bind(&f.title)
        .bind(&clean)
        .bind(now)
        .bind(&f.agreement_type)
        .execute(&state.db.write)
        .await?;
    if r.rows_affected() == 0 {
        sqlx::query("INSERT INTO agreements (agreement_type, title, content, update_time) VALUES ($1, $2, $3, $4)")
            .bind(&f.agreement_type)
            .bind(&f.title)
            .bind(&clean)
            .bind(now)
            .execute(&state.db.write)
            .await?;
    }
    Ok(())
}

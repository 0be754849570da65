//! The solutions' own SQL: one by number or route key, the scenarios of a
//! list of them and their replacement on a save's transaction, and whether a
//! route key is taken.

use super::{Program, ProgramScene, SceneItem};
use crate::error::Result;
use crate::manage::{Listed, Tx};
use kernel::AppState;

/// The scenarios of these solutions, in order.
pub async fn scenes_of(state: &AppState, program_ids: &[i64]) -> Result<Vec<ProgramScene>> {
    let ids: Vec<String> = program_ids.iter().map(i64::to_string).collect();
    // Ids are numbers, so listing them inline is safe.
    Ok(sqlx::query_as(&format!(
        "SELECT id, title, description, img, program_id FROM program_scenes WHERE program_id IN ({}) ORDER BY sort, id",
        ids.join(",")
    ))
    .fetch_all(&state.db.read)
    .await?)
}

/// Solutions with this number or route key; `admin` includes withdrawn ones.
pub async fn find(state: &AppState, id: &str, admin: bool) -> Result<Vec<Program>> {
    let number = id.parse::<i64>().ok();
    Ok(sqlx::query_as(&format!("SELECT {} FROM programs WHERE (id = $1 OR code = $2) AND ($3 = 1 OR status = 1)", Program::COLUMNS))
        .bind(number)
        .bind(id)
        .bind(i64::from(admin))
        .fetch_all(&state.db.read)
        .await?)
}

/// Whether another solution than `own_id` has this route key.
pub async fn code_taken(state: &AppState, code: &str, own_id: Option<i64>) -> Result<bool> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM programs WHERE code = $1 AND ($2 IS NULL OR id <> $2)")
        .bind(code)
        .bind(own_id)
        .fetch_one(&state.db.read)
        .await?;
    Ok(n > 0)
}

/// Replaces a solution's scenarios, in the form's order.
pub async fn save_scenes(state: &AppState, tx: &mut Tx, id: i64, scenes: &[SceneItem]) -> Result<()> {
    sqlx::query("DELETE FROM program_scenes WHERE program_id = $1").bind(id).execute(&mut **tx).await?;
    for (i, s) in scenes.iter().enumerate() {
        sqlx::query("INSERT INTO program_scenes (id, program_id, title, description, img, sort) VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(state.next_id())
            .bind(id)
            .bind(&s.title)
            .bind(&s.description)
            .bind(&s.img)
            .bind(i as i64)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}

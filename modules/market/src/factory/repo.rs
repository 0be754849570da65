//! The factory videos' own SQL: a view counted with one atomic UPDATE (or the
//! count read when the address was counted already).

use crate::error::Result;
use kernel::AppState;

/// The view count of a published video, one view more when `count` is set; None for no such video.
pub async fn view(state: &AppState, id: i64, count: bool) -> Result<Option<i64>> {
    let sql = if count {
        "UPDATE factory_videos SET visit_times = visit_times + 1 WHERE id = $1 AND status = 1 RETURNING visit_times"
    } else {
        "SELECT visit_times FROM factory_videos WHERE id = $1 AND status = 1"
    };
    let db = if count { &state.db.write } else { &state.db.read };
    let times: Option<(i64,)> = sqlx::query_as(sql).bind(id).fetch_optional(db).await?;
    Ok(times.map(|(t,)| t))
}

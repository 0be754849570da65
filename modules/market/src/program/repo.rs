//! The solutions' SQL: published solutions and programmes, one by number or
//! route key, their scenarios, the operators' page, the route key's
//! uniqueness, and the save of a solution with its scenarios in one
//! transaction.

use super::{ProgramForm, ProgramScene};
use crate::error::{ContentError, Result};
use kernel::html;
use crate::store::touched;
use kernel::http::PageQuery;
use kernel::{AppState, Page};

const COLUMNS: &str = "id, code, category_id, name, slogan, business, program_image, description, home_show, sort, status, create_time, update_time";

/// A solution's own columns.
#[derive(sqlx::FromRow)]
pub struct Row {
    pub id: i64,
    pub code: Option<String>,
    pub category_id: i64,
    pub name: String,
    pub slogan: String,
    pub business: String,
    pub program_image: Option<String>,
    pub description: String,
    pub home_show: i64,
    pub sort: i64,
    pub status: i64,
    pub create_time: i64,
    pub update_time: i64,
}

/// The scenarios of these solutions, in order.
pub async fn scenes_of(state: &AppState, program_ids: &[i64]) -> Result<Vec<ProgramScene>> {
    let ids: Vec<String> = program_ids.iter().map(i64::to_string).collect();
    // Ids are numbers, so listing them inline is safe.
    Ok(sqlx::query_as(&format!(
        "SELECT id, title, description, img, program_id FROM program_scenes WHERE program_id IN ({}) ORDER BY sort, id",
        ids.join(",")
    ))
    .fetch_all(&state.db.pool)
    .await?)
}

/// Published solutions or programmes, optionally of one category and only those on the home page, in order.
pub async fn published(state: &AppState, category_id: Option<i64>, home_show: Option<i64>) -> Result<Vec<Row>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM programs WHERE status = 1 AND ($1 IS NULL OR category_id = $1)
         AND ($2 IS NULL OR home_show = $2) ORDER BY sort, id"
    ))
    .bind(category_id)
    .bind(home_show)
    .fetch_all(&state.db.pool)
    .await?)
}

/// Solutions with this number or route key; `admin` includes withdrawn ones.
pub async fn find(state: &AppState, id: &str, admin: bool) -> Result<Vec<Row>> {
    let number = id.parse::<i64>().ok();
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM programs WHERE (id = $1 OR code = $2) AND ($3 = 1 OR status = 1)"))
        .bind(number)
        .bind(id)
        .bind(i64::from(admin))
        .fetch_all(&state.db.pool)
        .await?)
}

/// Operators: one page of solutions and programmes by part of the name and status.
pub async fn manage_page(state: &AppState, keyword: Option<&str>, status: Option<i64>, page: &PageQuery) -> Result<Page<Row>> {
    let keyword = keyword.map(kernel::db::contains_pattern);
    let filter = "($1 IS NULL OR name LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR status = $2)";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM programs WHERE {filter}"))
        .bind(&keyword)
        .bind(status)
        .fetch_one(&state.db.pool)
        .await?;
    let rows: Vec<Row> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM programs WHERE {filter} ORDER BY category_id, sort, id DESC LIMIT $3 OFFSET $4"))
        .bind(&keyword)
        .bind(status)
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&state.db.pool)
        .await?;
    Ok(Page { rows, total })
}

/// Whether another solution than `own_id` has this route key.
pub async fn code_taken(state: &AppState, code: &str, own_id: Option<i64>) -> Result<bool> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM programs WHERE code = $1 AND ($2 IS NULL OR id <> $2)")
        .bind(code)
        .bind(own_id)
        .fetch_one(&state.db.pool)
        .await?;
    Ok(n > 0)
}

fn code_of(f: &ProgramForm) -> Option<&str> {
    f.code.as_deref().filter(|c| !c.is_empty())
}

/// A route key taken meanwhile by another solution is refused as such.
fn map_unique(e: sqlx::Error) -> ContentError {
    if kernel::db::is_unique_violation(&e) {
        ContentError::ProgramCodeTaken
    } else {
        e.into()
    }
}

async fn save_scenes(state: &AppState, tx: &mut sqlx::Transaction<'_, sqlx::Any>, id: i64, f: &ProgramForm) -> Result<()> {
    sqlx::query("DELETE FROM program_scenes WHERE program_id = $1").bind(id).execute(&mut **tx).await?;
    for (i, s) in f.scene_list.iter().enumerate() {
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

/// Adds a solution with its scenarios, all or nothing (the description's HTML cleaned).
pub async fn insert(state: &AppState, id: i64, f: &ProgramForm) -> Result<()> {
    let now = kernel::time::now_ms();
    let mut tx = state.db.pool.begin().await?;
    sqlx::query(
        "INSERT INTO programs (id, code, category_id, name, slogan, business, program_image, description, home_show, sort, status,
         create_time, update_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)",
    )
    .bind(id)
    .bind(code_of(f))
    .bind(f.category_id.unwrap_or(5))
    .bind(&f.name)
    .bind(&f.slogan)
    .bind(&f.business)
    .bind(&f.program_image)
    .bind(html::clean(&f.description))
    .bind(f.home_show.unwrap_or(0))
    .bind(f.sort.unwrap_or(0))
    .bind(f.status.unwrap_or(1))
    .bind(now)
    .execute(&mut *tx)
    .await
    .map_err(map_unique)?;
    save_scenes(state, &mut tx, id, f).await?;
    tx.commit().await?;
    Ok(())
}

/// Changes a solution and replaces its scenarios, all or nothing (the description's HTML cleaned).
pub async fn update(state: &AppState, id: i64, f: &ProgramForm) -> Result<()> {
    let mut tx = state.db.pool.begin().await?;
    let r = sqlx::query(
        "UPDATE programs SET code = $1, category_id = $2, name = $3, slogan = $4, business = $5, program_image = $6, description = $7,
         home_show = $8, sort = $9, status = $10, update_time = $11 WHERE id = $12",
    )
    .bind(code_of(f))
    .bind(f.category_id.unwrap_or(5))
    .bind(&f.name)
    .bind(&f.slogan)
    .bind(&f.business)
    .bind(&f.program_image)
    .bind(html::clean(&f.description))
    .bind(f.home_show.unwrap_or(0))
    .bind(f.sort.unwrap_or(0))
    .bind(f.status.unwrap_or(1))
    .bind(kernel::time::now_ms())
    .bind(id)
    .execute(&mut *tx)
    .await
    .map_err(map_unique)?;
    touched(r)?;
    save_scenes(state, &mut tx, id, f).await?;
    tx.commit().await?;
    Ok(())
}

//! Solutions (category 5) and programmes (category 6): the home page and
//! solution carousel lists, a solution's page with its scenarios (up to 3 are
//! shown; the finance solution's four cards are its scenarios), and the
//! operators' API. A solution may carry a route key such as `planFinance`,
//! which then stands as its id, so the page for id planFinance is /planFinance.

use crate::error::{invalid, ContentError, Result};
use crate::front::{flag, touched};
use crate::html;
use crate::manage::{IdQuery, ManageQuery, Saved, StatusForm};
use crate::search::Searchable;
use crate::store::{check_text, ser_time, Content};
use axum::extract::State;
use kernel::auth::Operator;
use kernel::extract::{Json, Query};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The route key of the finance credit solution (spec: its details open /planFinance).
pub const FINANCE: &str = "planFinance";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_front_program_list))
        .routes(routes!(program_get_by_id))
        .routes(routes!(program_manage_page))
        .routes(routes!(program_manage_get))
        .routes(routes!(program_manage_save))
        .routes(routes!(program_manage_update))
        .routes(routes!(program_manage_change_status))
        .routes(routes!(program_manage_delete))
}

/// The id a solution shows: its route key when it has one, else its number.
pub fn public_id(id: i64, code: Option<&str>) -> String {
    code.filter(|c| !c.is_empty()).map_or_else(|| id.to_string(), str::to_string)
}

const COLUMNS: &str = "id, code, category_id, name, slogan, business, program_image, description, home_show, sort, status, create_time, update_time";

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    code: Option<String>,
    category_id: i64,
    name: String,
    slogan: String,
    business: String,
    program_image: Option<String>,
    description: String,
    home_show: i64,
    sort: i64,
    status: i64,
    create_time: i64,
    update_time: i64,
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramScene {
    id: i64,
    title: String,
    description: String,
    img: Option<String>,
    #[serde(skip)]
    program_id: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Program {
    /// The route key (e.g. `planFinance`) when set, else the number as text.
    id: String,
    /// The number, for the operators' API.
    program_id: i64,
    code: Option<String>,
    /// 5 solution, 6 programme.
    category_id: i64,
    name: String,
    slogan: String,
    /// Comma-separated business tags.
    business: String,
    /// The same tags as a list.
    business_list: Vec<String>,
    program_image: Option<String>,
    /// Sanitised HTML.
    description: String,
    home_show: i64,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    update_time: i64,
    scene_list: Vec<ProgramScene>,
}

fn present(r: Row, scenes: Vec<ProgramScene>) -> Program {
    Program {
        id: public_id(r.id, r.code.as_deref()),
        program_id: r.id,
        business_list: r.business.split([',', '，']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect(),
        code: r.code,
        category_id: r.category_id,
        name: r.name,
        slogan: r.slogan,
        business: r.business,
        program_image: r.program_image,
        description: html::clean(&r.description),
        home_show: r.home_show,
        sort: r.sort,
        status: r.status,
        create_time: r.create_time,
        update_time: r.update_time,
        scene_list: scenes,
    }
}

/// Attaches each solution's scenarios (one query for the whole list).
async fn with_scenes(state: &AppState, rows: Vec<Row>) -> Result<Vec<Program>> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<String> = rows.iter().map(|r| r.id.to_string()).collect();
    // Ids are numbers from the database, so listing them inline is safe.
    let scenes: Vec<ProgramScene> = sqlx::query_as(&format!(
        "SELECT id, title, description, img, program_id FROM program_scenes WHERE program_id IN ({}) ORDER BY sort, id",
        ids.join(",")
    ))
    .fetch_all(&state.db.pool)
    .await?;
    let mut by_program: HashMap<i64, Vec<ProgramScene>> = HashMap::new();
    for s in scenes {
        by_program.entry(s.program_id).or_default().push(s);
    }
    Ok(rows.into_iter().map(|r| {
        let scenes = by_program.remove(&r.id).unwrap_or_default();
        present(r, scenes)
    }).collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ProgramListQuery {
    /// 5 solutions, 6 programmes.
    category_id: Option<i64>,
    /// 1: only those shown on the home page.
    home_show: Option<i64>,
}

/// Published solutions or programmes with their scenarios, in order.
#[utoipa::path(get, path = "/ptd-industry/front/getFrontProgramList", tag = "content", params(ProgramListQuery),
    responses((status = 200, description = "solutions", body = [Program])))]
async fn get_front_program_list(
    State(state): State<AppState>,
    content: Content,
    Query(q): Query<ProgramListQuery>,
) -> ApiResult<Arc<Vec<Program>>, ContentError> {
    let key = format!("programs:{}:{}", q.category_id.unwrap_or(0), q.home_show.map_or(-1, |h| h));
    ok(content
        .cached(&state, &key, || async {
            let rows: Vec<Row> = sqlx::query_as(&format!(
                "SELECT {COLUMNS} FROM programs WHERE status = 1 AND ($1 IS NULL OR category_id = $1)
                 AND ($2 IS NULL OR home_show = $2) ORDER BY sort, id"
            ))
            .bind(q.category_id)
            .bind(q.home_show)
            .fetch_all(&state.db.pool)
            .await?;
            with_scenes(&state, rows).await
        })
        .await?)
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ProgramIdQuery {
    /// The number or the route key (e.g. planFinance).
    id: String,
}

async fn find(state: &AppState, id: &str, admin: bool) -> Result<Option<Program>> {
    let number = id.parse::<i64>().ok();
    let rows: Vec<Row> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM programs WHERE (id = $1 OR code = $2) AND ($3 = 1 OR status = 1)"
    ))
    .bind(number)
    .bind(id)
    .bind(i64::from(admin))
    .fetch_all(&state.db.pool)
    .await?;
    Ok(with_scenes(state, rows).await?.into_iter().next())
}

/// A published solution with its scenarios, by number or route key.
#[utoipa::path(get, path = "/ptd-industry/program/getById", tag = "content", params(ProgramIdQuery),
    responses((status = 200, description = "solution", body = Program), (status = 404, description = "no such published solution")))]
async fn program_get_by_id(State(state): State<AppState>, content: Content, Query(q): Query<ProgramIdQuery>) -> ApiResult<Arc<Option<Program>>, ContentError> {
    let key = format!("program:{}", q.id);
    let found = content.cached(&state, &key, || find(&state, &q.id, false)).await?;
    if found.is_none() {
        return Err(KernelError::NotFound.into());
    }
    ok(found)
}

// ---------------------------------------------------------------- operators

/// Operators: one page of solutions and programmes, published or not.
#[utoipa::path(get, path = "/ptd-industry/manage/program/page", tag = "content-manage", params(ManageQuery),
    responses((status = 200, description = "page", body = Page<Program>)))]
async fn program_manage_page(State(state): State<AppState>, _op: Operator, Query(q): Query<ManageQuery>) -> ApiResult<Page<Program>, ContentError> {
    let page = crate::store::paging(q.page_num, q.page_size);
    let keyword = q.keyword.as_deref().map(kernel::db::contains_pattern);
    let filter = "($1 IS NULL OR name LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR status = $2)";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM programs WHERE {filter}"))
        .bind(&keyword)
        .bind(q.status)
        .fetch_one(&state.db.pool)
        .await?;
    let rows: Vec<Row> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM programs WHERE {filter} ORDER BY category_id, sort, id DESC LIMIT $3 OFFSET $4"))
        .bind(&keyword)
        .bind(q.status)
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&state.db.pool)
        .await?;
    ok(Page { rows: with_scenes(&state, rows).await?, total })
}

/// Operators: a solution by number or route key, published or not.
#[utoipa::path(get, path = "/ptd-industry/manage/program/getById", tag = "content-manage", params(ProgramIdQuery),
    responses((status = 200, description = "solution", body = Program)))]
async fn program_manage_get(State(state): State<AppState>, _op: Operator, Query(q): Query<ProgramIdQuery>) -> ApiResult<Program, ContentError> {
    ok(find(&state, &q.id, true).await?.ok_or(KernelError::NotFound)?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SceneItem {
    title: String,
    #[serde(default)]
    description: String,
    img: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProgramForm {
    /// The number; needed by update only.
    id: Option<i64>,
    /// Optional route key such as planFinance; unique.
    code: Option<String>,
    /// 5 solution (default), 6 programme.
    category_id: Option<i64>,
    name: String,
    #[serde(default)]
    slogan: String,
    /// Comma-separated business tags.
    #[serde(default)]
    business: String,
    program_image: String,
    /// HTML; sanitised when saved.
    #[serde(default)]
    description: String,
    home_show: Option<i64>,
    sort: Option<i64>,
    status: Option<i64>,
    #[serde(default)]
    scene_list: Vec<SceneItem>,
}
kernel::form_rules!(ProgramForm, "content-program.json");

async fn check_form(state: &AppState, f: &ProgramForm, own_id: Option<i64>) -> Result<()> {
    if !matches!(f.category_id.unwrap_or(5), 5 | 6) {
        return Err(invalid("方案分类只能是5（解决方案）或6（方案）"));
    }
    flag(f.home_show, 0, "首页展示")?;
    flag(f.status, 1, "状态")?;
    if f.scene_list.len() > 10 {
        return Err(invalid("应用场景最多10项"));
    }
    for s in &f.scene_list {
        check_text(&s.title, Some("请输入场景标题"), 30, "场景标题")?;
        check_text(&s.description, None, 500, "场景介绍")?;
        if let Some(img) = s.img.as_deref().filter(|i| !i.is_empty()) {
            if !(img.starts_with('/') || img.starts_with("http://") || img.starts_with("https://")) || img.contains(['"', '\'', '<', '>', ' ']) {
                return Err(invalid("请上传正确的场景图片"));
            }
        }
    }
    if let Some(code) = f.code.as_deref().filter(|c| !c.is_empty()) {
        let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM programs WHERE code = $1 AND ($2 IS NULL OR id <> $2)")
            .bind(code)
            .bind(own_id)
            .fetch_one(&state.db.pool)
            .await?;
        if n > 0 {
            return Err(ContentError::ProgramCodeTaken);
        }
    }
    Ok(())
}

fn code_of(f: &ProgramForm) -> Option<&str> {
    f.code.as_deref().filter(|c| !c.is_empty())
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

fn map_unique(e: sqlx::Error) -> ContentError {
    if kernel::db::is_unique_violation(&e) {
        ContentError::ProgramCodeTaken
    } else {
        e.into()
    }
}

/// Operators: adds a solution or programme with its scenarios.
#[utoipa::path(post, path = "/ptd-industry/manage/program/save", tag = "content-manage", request_body = ProgramForm,
    responses((status = 200, description = "new id", body = Saved)))]
async fn program_manage_save(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<ProgramForm>) -> ApiResult<Saved, ContentError> {
    check_form(&state, &f, None).await?;
    let id = state.next_id();
    let now = kernel::time::now_ms();
    let mut tx = state.db.pool.begin().await?;
    sqlx::query(
        "INSERT INTO programs (id, code, category_id, name, slogan, business, program_image, description, home_show, sort, status,
         create_time, update_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12)",
    )
    .bind(id)
    .bind(code_of(&f))
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
    save_scenes(&state, &mut tx, id, &f).await?;
    tx.commit().await?;
    content.changed(&state, Some((Searchable::Program, id))).await?;
    ok(Saved { id })
}

/// Operators: changes a solution (its scenarios are replaced).
#[utoipa::path(post, path = "/ptd-industry/manage/program/update", tag = "content-manage", request_body = ProgramForm,
    responses((status = 200, description = "changed")))]
async fn program_manage_update(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<ProgramForm>) -> ApiResult<(), ContentError> {
    let id = crate::manage::required_id(f.id)?;
    check_form(&state, &f, Some(id)).await?;
    let mut tx = state.db.pool.begin().await?;
    let r = sqlx::query(
        "UPDATE programs SET code = $1, category_id = $2, name = $3, slogan = $4, business = $5, program_image = $6, description = $7,
         home_show = $8, sort = $9, status = $10, update_time = $11 WHERE id = $12",
    )
    .bind(code_of(&f))
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
    save_scenes(&state, &mut tx, id, &f).await?;
    tx.commit().await?;
    content.changed(&state, Some((Searchable::Program, id))).await?;
    ok(())
}

/// Operators: publishes (1) or withdraws (0) a solution.
#[utoipa::path(post, path = "/ptd-industry/manage/program/changeStatus", tag = "content-manage", request_body = StatusForm,
    responses((status = 200, description = "changed")))]
async fn program_manage_change_status(State(state): State<AppState>, content: Content, _op: Operator, Json(f): Json<StatusForm>) -> ApiResult<(), ContentError> {
    crate::store::set_status(&state, "programs", f.id, f.status).await?;
    content.changed(&state, Some((Searchable::Program, f.id))).await?;
    ok(())
}

/// Operators: deletes a solution with its scenarios.
#[utoipa::path(delete, path = "/ptd-industry/manage/program/deleteById", tag = "content-manage", params(IdQuery),
    responses((status = 200, description = "deleted")))]
async fn program_manage_delete(State(state): State<AppState>, content: Content, _op: Operator, Query(q): Query<IdQuery>) -> ApiResult<(), ContentError> {
    crate::store::delete_row(&state, "programs", q.id).await?;
    content.changed(&state, Some((Searchable::Program, q.id))).await?;
    ok(())
}

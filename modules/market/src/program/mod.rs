//! Solutions (category 5) and programmes (category 6): the home page and
//! solution carousel lists, a solution's page with its scenarios (up to 3 are
//! shown; the finance solution's four cards are its scenarios), and the
//! operators' API. A solution may carry a route key such as `planFinance`,
//! which then stands as its id, so the page for id planFinance is /planFinance.
//! Its SQL is in `repo.rs`.

mod repo;

use kernel::http::Ready;
use crate::error::{invalid, ContentError, Result};
use crate::fields::{check_text, flag, public_id, ser_time};
use kernel::html;
use crate::manage::{IdQuery, ManageQuery, Saved, ContentStatusForm};
use crate::search_index::Searchable;
use crate::shared::Content;
use axum::extract::State;
use kernel::auth::Operator;
use kernel::extract::{Json, Paged, Query};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use kernel::http::PageQuery;
use serde::{Deserialize, Serialize};
use repo::Row;
use std::collections::HashMap;
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

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
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let scenes = repo::scenes_of(state, &ids).await?;
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
) -> Result<Ready, ContentError> {
    let key = format!("programs:{}:{}", q.category_id.unwrap_or(0), q.home_show.map_or(-1, |h| h));
    content
        .reply(&state, &key, || async {
            let rows = repo::published(&state, q.category_id, q.home_show).await?;
            with_scenes(&state, rows).await
        })
        .await
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ProgramIdQuery {
    /// The number or the route key (e.g. planFinance).
    id: String,
}

async fn find(state: &AppState, id: &str, admin: bool) -> Result<Option<Program>> {
    let rows = repo::find(state, id, admin).await?;
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
#[utoipa::path(get, path = "/ptd-industry/manage/program/page", tag = "content-manage", params(PageQuery, ManageQuery),
    responses((status = 200, description = "page", body = Page<Program>)))]
async fn program_manage_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<ManageQuery>) -> ApiResult<Page<Program>, ContentError> {
    let Page { rows, total } = repo::manage_page(&state, q.keyword.as_deref(), q.status, &page).await?;
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
        if repo::code_taken(state, code, own_id).await? {
            return Err(ContentError::ProgramCodeTaken);
        }
    }
    Ok(())
}

/// Operators: adds a solution or programme with its scenarios.
#[utoipa::path(post, path = "/ptd-industry/manage/program/save", tag = "content-manage", request_body = ProgramForm,
    responses((status = 200, description = "new id", body = Saved)))]
async fn program_manage_save(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<ProgramForm>) -> ApiResult<Saved, ContentError> {
    check_form(&state, &f, None).await?;
    let id = state.next_id();
    repo::insert(&state, id, &f).await?;
    content.changed(&state, Some((Searchable::Program, id))).await?;
    ok(Saved { id })
}

/// Operators: changes a solution (its scenarios are replaced).
#[utoipa::path(post, path = "/ptd-industry/manage/program/update", tag = "content-manage", request_body = ProgramForm,
    responses((status = 200, description = "changed")))]
async fn program_manage_update(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<ProgramForm>) -> ApiResult<(), ContentError> {
    let id = crate::manage::required_id(f.id)?;
    check_form(&state, &f, Some(id)).await?;
    repo::update(&state, id, &f).await?;
    content.changed(&state, Some((Searchable::Program, id))).await?;
    ok(())
}

/// Operators: publishes (1) or withdraws (0) a solution.
#[utoipa::path(post, path = "/ptd-industry/manage/program/changeStatus", tag = "content-manage", request_body = ContentStatusForm,
    responses((status = 200, description = "changed")))]
async fn program_manage_change_status(State(state): State<AppState>, content: Content, _op: Operator, Json(f): Json<ContentStatusForm>) -> ApiResult<(), ContentError> {
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

//! Solutions (category 5) and programmes (category 6): the home page and
//! solution carousel lists, a solution's page with its scenarios (up to 3 are
//! shown; the finance solution's four cards are its scenarios), and the
//! operators' API. A solution may carry a route key such as `planFinance`,
//! which then stands as its id, so the page for id planFinance is /planFinance.
//! Its scenarios are the parts it keeps in another table (SQL in `repo.rs`).

mod repo;

use crate::error::{MarketError, Result};
use crate::fields::{public_id, ser_time};
use crate::manage::{Bound, Filter, Kind, Listed, Param, Tx, SHOWN};
use crate::search_index::Searchable;
use crate::shared::Content;
use axum::extract::State;
use kernel::db::Save;
use kernel::extract::Query;
use kernel::html;
use kernel::http::Ready;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_front_program_list)).routes(routes!(program_get_by_id)).merge(program_manage::router())
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

/// A solution's own columns; its scenarios come with `with_parts`.
impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for Program {
    fn from_row(row: &'r sqlx::any::AnyRow) -> sqlx::Result<Self> {
        use sqlx::Row;
        let id: i64 = row.try_get("id")?;
        let code: Option<String> = row.try_get("code")?;
        let business: String = row.try_get("business")?;
        Ok(Program {
            id: public_id(id, code.as_deref()),
            program_id: id,
            business_list: business.split([',', '，']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect(),
            code,
            category_id: row.try_get("category_id")?,
            name: row.try_get("name")?,
            slogan: row.try_get("slogan")?,
            business,
            program_image: row.try_get("program_image")?,
            description: row.try_get("description")?,
            home_show: row.try_get("home_show")?,
            sort: row.try_get("sort")?,
            status: row.try_get("status")?,
            create_time: row.try_get("create_time")?,
            update_time: row.try_get("update_time")?,
            scene_list: Vec::new(),
        })
    }
}

/// Each solution with its scenarios (one query for the whole list), cleaned for output.
async fn shown(state: &AppState, rows: Vec<Program>) -> Result<Vec<Program>> {
    Ok(Program::with_parts(state, rows).await?.into_iter().map(Program::present).collect())
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
#[utoipa::path(get, path = "/ptd-industry/front/getFrontProgramList", tag = "content", params(ProgramListQuery), responses((status = 200, description = "solutions", body = [Program])))]
async fn get_front_program_list(State(state): State<AppState>, content: Content, Query(q): Query<ProgramListQuery>) -> Result<Ready, MarketError> {
    let key = format!("programs:{}:{}", q.category_id.unwrap_or(0), q.home_show.map_or(-1, |h| h));
    content
        .reply(&state, &key, || async {
            let filter = Filter::published().and("category_id", Param::Int(q.category_id)).and("home_show", Param::Int(q.home_show));
            shown(&state, crate::store::rows::<Program>(&state, &filter, SHOWN, None).await?).await
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
    Ok(shown(state, rows).await?.into_iter().next())
}

/// Operators: a solution by number or route key, published or not.
async fn manage_find(state: &AppState, q: ProgramIdQuery) -> Result<Program> {
    Ok(find(state, &q.id, true).await?.ok_or(KernelError::NotFound)?)
}

/// A published solution with its scenarios, by number or route key.
#[utoipa::path(get, path = "/ptd-industry/program/getById", tag = "content", params(ProgramIdQuery), responses((status = 200, description = "solution", body = Program), (status = 404, description = "no such published solution")))]
async fn program_get_by_id(State(state): State<AppState>, content: Content, Query(q): Query<ProgramIdQuery>) -> ApiResult<Arc<Option<Program>>, MarketError> {
    let key = format!("program:{}", q.id);
    let found = content.cached(&state, &key, || find(&state, &q.id, false)).await?;
    if found.is_none() {
        return Err(KernelError::NotFound.into());
    }
    ok(found)
}

// ---------------------------------------------------------------- operators

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

impl Listed for Program {
    const TABLE: &'static str = "programs";
    const COLUMNS: &'static str =
        "id, code, category_id, name, slogan, business, program_image, description, home_show, sort, status, create_time, update_time";
    const TITLE: &'static str = "name";
}

/// A solution keeps its scenarios apart; a save replaces them. Its value sets
/// and scenarios are checked by the rules file.
impl Kind for Program {
    const ORDER: &'static str = "category_id, sort, id DESC";
    const FIELDS: &'static [&'static str] =
        &["code", "category_id", "name", "slogan", "business", "program_image", "description", "home_show", "sort", "status"];
    const CHANGED: bool = true;
    const SEARCH: Option<Searchable> = Some(Searchable::Program);
    type Form = ProgramForm;

    async fn check(state: &AppState, f: &ProgramForm, save: Save) -> Result<()> {
        let own_id = matches!(save, Save::Update(_)).then(|| save.id());
        if let Some(code) = code_of(f) {
            if repo::code_taken(state, code, own_id).await? {
                return Err(MarketError::ProgramCodeTaken);
            }
        }
        Ok(())
    }

    fn bind<'q>(f: &'q ProgramForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(code_of(f))
            .bind(f.category_id.unwrap_or(5))
            .bind(&f.name)
            .bind(&f.slogan)
            .bind(&f.business)
            .bind(&f.program_image)
            .bind(html::clean(&f.description))
            .bind(f.home_show.unwrap_or(0))
            .bind(f.sort.unwrap_or(0))
            .bind(f.status.unwrap_or(1)))
    }

    async fn save_parts(state: &AppState, tx: &mut Tx, id: i64, f: &ProgramForm) -> Result<()> {
        repo::save_scenes(state, tx, id, &f.scene_list).await
    }

    async fn with_parts(state: &AppState, mut rows: Vec<Program>) -> Result<Vec<Program>> {
        if rows.is_empty() {
            return Ok(rows);
        }
        let ids: Vec<i64> = rows.iter().map(|r| r.program_id).collect();
        let mut by_program: HashMap<i64, Vec<ProgramScene>> = HashMap::new();
        for s in repo::scenes_of(state, &ids).await? {
            by_program.entry(s.program_id).or_default().push(s);
        }
        for r in &mut rows {
            r.scene_list = by_program.remove(&r.program_id).unwrap_or_default();
        }
        Ok(rows)
    }

    /// A route key taken meanwhile by another solution is refused as such.
    fn refused(e: sqlx::Error) -> MarketError {
        if kernel::db::is_unique_violation(&e) {
            MarketError::ProgramCodeTaken
        } else {
            e.into()
        }
    }

    fn present(self) -> Self {
        Self { description: html::clean(&self.description), ..self }
    }
}

fn code_of(f: &ProgramForm) -> Option<&str> {
    f.code.as_deref().filter(|c| !c.is_empty())
}

crate::manage_routes!(program_manage: Program {
    base: "/ptd-industry/manage/program",
    form: ProgramForm,
    query: ManageQuery,
    get: (program_manage_get, ProgramIdQuery, Program, "solution", manage_find),
    docs: [
        "Operators: one page of solutions and programmes, published or not.",
        "Operators: a solution by number or route key, published or not.",
        "Operators: adds a solution or programme with its scenarios.",
        "Operators: changes a solution (its scenarios are replaced).",
        "Operators: publishes (1) or withdraws (0) a solution.",
        "Operators: deletes a solution with its scenarios.",
    ],
});

//! Cooperation cases (the home page's 数字工厂 shows the first four): the
//! published cases in order, and the operators' API. Its SQL is in `repo.rs`.

mod repo;

use kernel::http::Ready;
use crate::error::{ContentError, Result};
use crate::fields::flag;
use crate::manage::Present;
use crate::shared::Content;
use axum::extract::State;
use kernel::AppState;
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_cooperation_case_list)).merge(case_manage::router())
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CooperationCase {
    id: i64,
    title: String,
    description: String,
    img: Option<String>,
    sort: i64,
    status: i64,
}

impl Present for CooperationCase {
    fn present(self) -> Self {
        self
    }
}

/// Published cooperation cases (the home page's 数字工厂 shows the first 4).
#[utoipa::path(get, path = "/ptd-industry/front/getCooperationCaseList", tag = "content",
    responses((status = 200, description = "cases", body = [CooperationCase])))]
async fn get_cooperation_case_list(State(state): State<AppState>, content: Content) -> Result<Ready, ContentError> {
    content.reply(&state, "cases", || repo::published(&state)).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaseForm {
    id: Option<i64>,
    title: String,
    img: String,
    description: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(CaseForm, "content-case.json");

async fn create_case(state: &AppState, id: i64, f: &CaseForm) -> Result<()> {
    repo::insert(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn update_case(state: &AppState, id: i64, f: &CaseForm) -> Result<()> {
    repo::update(state, id, f, flag(f.status, 1, "状态")?).await
}

crate::manage_routes!(case_manage {
    base: "/ptd-industry/manage/case",
    what: "cooperation case",
    table: "cooperation_cases",
    columns: repo::COLUMNS,
    title: "title",
    view: CooperationCase,
    form: CaseForm,
    create: create_case,
    update: update_case,
    search: None,
});

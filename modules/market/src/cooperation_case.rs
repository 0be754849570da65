//! Cooperation cases (the home page's 数字工厂 shows the first four): the
//! published cases in order, and the operators' API.

use crate::error::{MarketError, Result};
use crate::fields::flag;
use crate::manage::{Bound, Kind, Listed};
use crate::shared::Content;
use axum::extract::State;
use kernel::http::Ready;
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

/// Published cooperation cases (the home page's 数字工厂 shows the first 4).
#[utoipa::path(get, path = "/ptd-industry/front/getCooperationCaseList", tag = "content", responses((status = 200, description = "cases", body = [CooperationCase])))]
async fn get_cooperation_case_list(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    content.reply(&state, "cases", || crate::store::published::<CooperationCase>(&state)).await
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

impl Listed for CooperationCase {
    const TABLE: &'static str = "cooperation_cases";
    const COLUMNS: &'static str = "id, title, description, img, sort, status";
}

impl Kind for CooperationCase {
    const FIELDS: &'static [&'static str] = &["title", "description", "img", "sort", "status"];
    type Form = CaseForm;

    fn bind<'q>(f: &'q CaseForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.title).bind(f.description.as_deref().unwrap_or_default()).bind(&f.img).bind(f.sort.unwrap_or(0)).bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(case_manage: CooperationCase { base: "/ptd-industry/manage/case", what: "cooperation case", form: CaseForm });

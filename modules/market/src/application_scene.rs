//! Application scenes of the home page (协同办公, 流程生产, 安全防护,
//! 服务体系 …): the published scenes in order, and the operators' API.

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
    OpenApiRouter::new().routes(routes!(get_application_scene_list)).merge(scene_manage::router())
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationScene {
    id: i64,
    title: String,
    description: String,
    img: Option<String>,
    icon: Option<String>,
    sort: i64,
    status: i64,
}

/// Published application scenes of the home page (协同办公, 流程生产, 安全防护, 服务体系 …).
#[utoipa::path(get, path = "/ptd-industry/front/getApplicationSceneList", tag = "content", responses((status = 200, description = "scenes", body = [ApplicationScene])))]
async fn get_application_scene_list(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    content.reply(&state, "scenes", || crate::store::published::<ApplicationScene>(&state)).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SceneForm {
    id: Option<i64>,
    title: String,
    img: String,
    icon: Option<String>,
    description: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(SceneForm, "content-application-scene.json");

impl Listed for ApplicationScene {
    const TABLE: &'static str = "application_scenes";
    const COLUMNS: &'static str = "id, title, description, img, icon, sort, status";
}

impl Kind for ApplicationScene {
    const FIELDS: &'static [&'static str] = &["title", "description", "img", "icon", "sort", "status"];
    type Form = SceneForm;

    fn bind<'q>(f: &'q SceneForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.title)
            .bind(f.description.as_deref().unwrap_or_default())
            .bind(&f.img)
            .bind(&f.icon)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(scene_manage: ApplicationScene { base: "/ptd-industry/manage/applicationScene", what: "application scene", form: SceneForm });

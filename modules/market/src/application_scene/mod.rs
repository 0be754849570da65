//! Application scenes of the home page (协同办公, 流程生产, 安全防护,
//! 服务体系 …): the published scenes in order, and the operators' API. Its
//! SQL is in `repo.rs`.

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

impl Present for ApplicationScene {
    fn present(self) -> Self {
        self
    }
}

/// Published application scenes of the home page (协同办公, 流程生产, 安全防护, 服务体系 …).
#[utoipa::path(get, path = "/ptd-industry/front/getApplicationSceneList", tag = "content",
    responses((status = 200, description = "scenes", body = [ApplicationScene])))]
async fn get_application_scene_list(State(state): State<AppState>, content: Content) -> Result<Ready, ContentError> {
    content.reply(&state, "scenes", || repo::published(&state)).await
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

async fn create_scene(state: &AppState, id: i64, f: &SceneForm) -> Result<()> {
    repo::insert(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn update_scene(state: &AppState, id: i64, f: &SceneForm) -> Result<()> {
    repo::update(state, id, f, flag(f.status, 1, "状态")?).await
}

crate::manage_routes!(scene_manage {
    base: "/ptd-industry/manage/applicationScene",
    what: "application scene",
    table: "application_scenes",
    columns: repo::COLUMNS,
    title: "title",
    view: ApplicationScene,
    form: SceneForm,
    create: create_scene,
    update: update_scene,
    search: None,
});

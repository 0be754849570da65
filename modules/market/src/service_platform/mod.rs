//! Service platforms (the navigation's panel and the plat/{id} page): the
//! published platforms in order, and the operators' API. Its SQL is in
//! `repo.rs`.

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
    OpenApiRouter::new().routes(routes!(get_front_service_platform_list)).merge(service_platform_manage::router())
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServicePlatform {
    id: i64,
    service_platform_name: String,
    description: String,
    logo_image: Option<String>,
    server_url: Option<String>,
    sort: i64,
    status: i64,
}

impl Present for ServicePlatform {
    fn present(self) -> Self {
        self
    }
}

/// Published service platforms (navigation panel, plat/{id} page), in order.
#[utoipa::path(get, path = "/ptd-industry/front/getFrontServicePlatformList", tag = "content",
    responses((status = 200, description = "service platforms", body = [ServicePlatform])))]
async fn get_front_service_platform_list(State(state): State<AppState>, content: Content) -> Result<Ready, ContentError> {
    content.reply(&state, "platforms", || repo::published(&state)).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServicePlatformForm {
    id: Option<i64>,
    service_platform_name: String,
    logo_image: String,
    server_url: Option<String>,
    description: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(ServicePlatformForm, "content-service-platform.json");

async fn create_platform(state: &AppState, id: i64, f: &ServicePlatformForm) -> Result<()> {
    repo::insert(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn update_platform(state: &AppState, id: i64, f: &ServicePlatformForm) -> Result<()> {
    repo::update(state, id, f, flag(f.status, 1, "状态")?).await
}

crate::manage_routes!(service_platform_manage {
    base: "/ptd-industry/manage/servicePlatform",
    what: "service platform",
    table: "service_platforms",
    columns: repo::COLUMNS,
    title: "service_platform_name",
    view: ServicePlatform,
    form: ServicePlatformForm,
    create: create_platform,
    update: update_platform,
    search: None,
});

//! Service platforms (the navigation's panel and the plat/{id} page): the
//! published platforms in order, and the operators' API.

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

/// Published service platforms (navigation panel, plat/{id} page), in order.
#[utoipa::path(get, path = "/ptd-industry/front/getFrontServicePlatformList", tag = "content", responses((status = 200, description = "service platforms", body = [ServicePlatform])))]
async fn get_front_service_platform_list(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    content.reply(&state, "platforms", || crate::store::published::<ServicePlatform>(&state)).await
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

impl Listed for ServicePlatform {
    const TABLE: &'static str = "service_platforms";
    const COLUMNS: &'static str = "id, service_platform_name, description, logo_image, server_url, sort, status";
    const TITLE: &'static str = "service_platform_name";
}

impl Kind for ServicePlatform {
    const FIELDS: &'static [&'static str] = &["service_platform_name", "description", "logo_image", "server_url", "sort", "status"];
    type Form = ServicePlatformForm;

    fn bind<'q>(f: &'q ServicePlatformForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.service_platform_name)
            .bind(f.description.as_deref().unwrap_or_default())
            .bind(&f.logo_image)
            .bind(&f.server_url)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(service_platform_manage: ServicePlatform {
    base: "/ptd-industry/manage/servicePlatform",
    what: "service platform",
    form: ServicePlatformForm,
});

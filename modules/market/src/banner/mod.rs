//! Banners (carousel pictures) of the site's pages: the published banners of
//! a channel's page in order, and the operators' API. Its SQL is in `repo.rs`.

mod repo;

use kernel::http::Ready;
use crate::error::{ContentError, Result};
use crate::fields::flag;
use crate::manage::Present;
use crate::shared::Content;
use axum::extract::State;
use kernel::extract::Query;
use kernel::AppState;
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_front_banner)).merge(banner_manage::router())
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Banner {
    id: i64,
    channel_name: String,
    /// 40 for this platform's pages.
    application_type: i64,
    /// `WEB`.
    #[sqlx(rename = "type")]
    #[serde(rename = "type")]
    banner_type: String,
    banner_img: String,
    link: Option<String>,
    first_level_title: String,
    second_level_title: String,
    content: String,
    sort: i64,
    status: i64,
}

impl Present for Banner {
    fn present(self) -> Self {
        self
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct BannerQuery {
    /// The channel whose page shows the banners, e.g. 首页.
    channel_name: Option<String>,
    /// 40.
    application_type: Option<i64>,
    /// WEB.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    banner_type: Option<String>,
}

/// Published banners of a channel's page, in order.
#[utoipa::path(get, path = "/ptd-industry/front/getFrontBanner", tag = "content", params(BannerQuery),
    responses((status = 200, description = "banners", body = [Banner])))]
async fn get_front_banner(
    State(state): State<AppState>,
    content: Content,
    Query(q): Query<BannerQuery>,
) -> Result<Ready, ContentError> {
    let key = format!(
        "banners:{}:{}:{}",
        q.channel_name.as_deref().unwrap_or_default(),
        q.application_type.unwrap_or_default(),
        q.banner_type.as_deref().unwrap_or_default()
    );
    content.reply(&state, &key, || repo::published(&state, &q)).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BannerForm {
    id: Option<i64>,
    channel_name: String,
    banner_img: String,
    link: Option<String>,
    first_level_title: Option<String>,
    second_level_title: Option<String>,
    content: Option<String>,
    /// Default 40.
    application_type: Option<i64>,
    /// Default WEB.
    #[serde(rename = "type")]
    banner_type: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(BannerForm, "content-banner.json");

async fn create_banner(state: &AppState, id: i64, f: &BannerForm) -> Result<()> {
    repo::insert(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn update_banner(state: &AppState, id: i64, f: &BannerForm) -> Result<()> {
    repo::update(state, id, f, flag(f.status, 1, "状态")?).await
}

crate::manage_routes!(banner_manage {
    base: "/ptd-industry/manage/banner",
    what: "banner",
    table: "banners",
    columns: repo::COLUMNS,
    title: "first_level_title",
    view: Banner,
    form: BannerForm,
    create: create_banner,
    update: update_banner,
    search: None,
});

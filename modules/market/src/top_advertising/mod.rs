//! The top ad above the navigation: the newest published ad with three hot
//! products beside it, and the operators' API. Its SQL is in `repo.rs`.

mod repo;

use kernel::http::Ready;
use crate::error::{ContentError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::Present;
use crate::shared::Content;
use axum::extract::State;
use kernel::AppState;
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_last_top_advertising)).merge(top_advertising_manage::router())
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopAdvertising {
    id: i64,
    title: String,
    /// 1 the title is shown over the image.
    title_status: i64,
    link: Option<String>,
    top_advertising_img: String,
    /// Background colour around the image, e.g. `#0b2a5b`.
    color_value: String,
    status: i64,
    #[serde(serialize_with = "ser_time")]
    #[schema(value_type = String)]
    create_time: i64,
}

impl Present for TopAdvertising {
    fn present(self) -> Self {
        self
    }
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HotItem {
    id: i64,
    product_name: String,
    icon: Option<String>,
    template_type: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopAdReply {
    #[serde(flatten)]
    ad: TopAdvertising,
    /// The three hot products shown beside the ad.
    hot_list: Vec<HotItem>,
}

/// The newest published top ad (null when there is none) with three hot products.
#[utoipa::path(get, path = "/ptd-industry/front/getLastTopAdvertising", tag = "content",
    responses((status = 200, description = "the ad, or null", body = Option<TopAdReply>)))]
async fn get_last_top_advertising(State(state): State<AppState>, content: Content) -> Result<Ready, ContentError> {
    content
        .reply(&state, "top-ad", || async {
            let Some(ad) = repo::newest_published(&state).await? else { return Ok(None) };
            let hot_list = repo::hot_products(&state).await?;
            Ok(Some(TopAdReply { ad, hot_list }))
        })
        .await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopAdvertisingForm {
    id: Option<i64>,
    title: String,
    top_advertising_img: String,
    link: Option<String>,
    color_value: Option<String>,
    /// 1 show the title (default), 0 image only.
    title_status: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(TopAdvertisingForm, "content-top-advertising.json");

/// The form's flags, checked: (title shown, status).
fn flags(f: &TopAdvertisingForm) -> Result<(i64, i64)> {
    Ok((flag(f.title_status, 1, "标题显示")?, flag(f.status, 1, "状态")?))
}

async fn create_top_ad(state: &AppState, id: i64, f: &TopAdvertisingForm) -> Result<()> {
    repo::insert(state, id, f, flags(f)?).await
}

async fn update_top_ad(state: &AppState, id: i64, f: &TopAdvertisingForm) -> Result<()> {
    repo::update(state, id, f, flags(f)?).await
}

crate::manage_routes!(top_advertising_manage {
    base: "/ptd-industry/manage/topAdvertising",
    what: "top ad",
    table: "top_advertisings",
    columns: repo::COLUMNS,
    title: "title",
    view: TopAdvertising,
    form: TopAdvertisingForm,
    create: create_top_ad,
    update: update_top_ad,
    search: None,
});

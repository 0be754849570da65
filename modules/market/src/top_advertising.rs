//! The top ad above the navigation: the newest published ad with three hot
//! products beside it, and the operators' API.

use crate::error::{MarketError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::{Bound, Filter, Kind, Listed, Param, SHOWN};
use crate::shared::Content;
use axum::extract::State;
use kernel::http::Ready;
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

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HotItem {
    id: i64,
    product_name: String,
    icon: Option<String>,
    template_type: i64,
}

/// The recommended products, of which the ad shows the first three.
impl Listed for HotItem {
    const TABLE: &'static str = "products";
    const COLUMNS: &'static str = "id, name AS product_name, icon, template_type";
    const TITLE: &'static str = "name";
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
#[utoipa::path(get, path = "/ptd-industry/front/getLastTopAdvertising", tag = "content", responses((status = 200, description = "the ad, or null", body = Option<TopAdReply>)))]
async fn get_last_top_advertising(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    content
        .reply(&state, "top-ad", || async {
            let newest = crate::store::rows::<TopAdvertising>(&state, &Filter::published(), "create_time DESC, id DESC", Some(1)).await?;
            let Some(ad) = newest.into_iter().next() else { return Ok(None) };
            let recommended = Filter::published().and("is_recommend", Param::Int(Some(1)));
            let hot_list = crate::store::rows::<HotItem>(&state, &recommended, SHOWN, Some(3)).await?;
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

impl Listed for TopAdvertising {
    const TABLE: &'static str = "top_advertisings";
    const COLUMNS: &'static str = "id, title, title_status, link, top_advertising_img, color_value, status, create_time";
}

impl Kind for TopAdvertising {
    const FIELDS: &'static [&'static str] = &["title", "title_status", "link", "top_advertising_img", "color_value", "status"];
    const CHANGED: bool = true;
    type Form = TopAdvertisingForm;

    fn bind<'q>(f: &'q TopAdvertisingForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.title)
            .bind(flag(f.title_status, 1, "标题显示")?)
            .bind(&f.link)
            .bind(&f.top_advertising_img)
            .bind(f.color_value.as_deref().unwrap_or("#0b2a5b"))
            .bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(top_advertising_manage: TopAdvertising { base: "/ptd-industry/manage/topAdvertising", what: "top ad", form: TopAdvertisingForm });

//! Banners (carousel pictures) of the site's pages: the published banners of
//! a channel's page in order, and the operators' API.

use crate::error::{MarketError, Result};
use crate::fields::flag;
use crate::manage::{Bound, Filter, Kind, Listed, Param, SHOWN};
use crate::shared::Content;
use axum::extract::State;
use kernel::extract::Query;
use kernel::http::Ready;
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
#[utoipa::path(get, path = "/ptd-industry/front/getFrontBanner", tag = "content", params(BannerQuery), responses((status = 200, description = "banners", body = [Banner])))]
async fn get_front_banner(State(state): State<AppState>, content: Content, Query(q): Query<BannerQuery>) -> Result<Ready, MarketError> {
    let key = format!(
        "banners:{}:{}:{}",
        q.channel_name.as_deref().unwrap_or_default(),
        q.application_type.unwrap_or_default(),
        q.banner_type.as_deref().unwrap_or_default()
    );
    let filter = Filter::published()
        .and("channel_name", Param::Text(q.channel_name.as_deref()))
        .and("application_type", Param::Int(q.application_type))
        .and("type", Param::Text(q.banner_type.as_deref()));
    content.reply(&state, &key, || crate::store::rows::<Banner>(&state, &filter, SHOWN, None)).await
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

impl Listed for Banner {
    const TABLE: &'static str = "banners";
    const COLUMNS: &'static str =
        "id, channel_name, application_type, type, banner_img, link, first_level_title, second_level_title, content, sort, status";
    const TITLE: &'static str = "first_level_title";
}

impl Kind for Banner {
    const FIELDS: &'static [&'static str] =
        &["channel_name", "application_type", "type", "banner_img", "link", "first_level_title", "second_level_title", "content", "sort", "status"];
    type Form = BannerForm;

    fn bind<'q>(f: &'q BannerForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.channel_name)
            .bind(f.application_type.unwrap_or(40))
            .bind(f.banner_type.as_deref().unwrap_or("WEB"))
            .bind(&f.banner_img)
            .bind(&f.link)
            .bind(f.first_level_title.as_deref().unwrap_or_default())
            .bind(f.second_level_title.as_deref().unwrap_or_default())
            .bind(f.content.as_deref().unwrap_or_default())
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(banner_manage: Banner { base: "/ptd-industry/manage/banner", what: "banner", form: BannerForm });

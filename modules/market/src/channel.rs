//! The channels of the top navigation: the shown ones in order for the
//! public site, and the operators' API.

use crate::error::{MarketError, Result};
use crate::fields::{flag, ser_time};
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
    OpenApiRouter::new().routes(routes!(get_front_channel)).merge(channel_manage::router())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ChannelQuery {
    /// Only the channel with this name.
    name: Option<String>,
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct Channel {
    id: i64,
    name: String,
    path: String,
    sort: i64,
}

impl Listed for Channel {
    const TABLE: &'static str = "front_channels";
    const COLUMNS: &'static str = "id, name, path, sort";
    const TITLE: &'static str = "name";
}

/// The shown channels of the top navigation, in order.
#[utoipa::path(get, path = "/ptd-industry/front/getFrontChannel", tag = "content", params(ChannelQuery), responses((status = 200, description = "channels", body = [Channel])))]
async fn get_front_channel(State(state): State<AppState>, content: Content, Query(q): Query<ChannelQuery>) -> Result<Ready, MarketError> {
    let key = format!("channels:{}", q.name.as_deref().unwrap_or_default());
    let filter = Filter::published().and("name", Param::Text(q.name.as_deref()));
    content.reply(&state, &key, || crate::store::rows::<Channel>(&state, &filter, SHOWN, None)).await
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChannelAdmin {
    id: i64,
    name: String,
    path: String,
    sort: i64,
    status: i64,
    #[serde(serialize_with = "ser_time")]
    #[schema(value_type = String)]
    create_time: i64,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChannelForm {
    /// Needed by update only.
    id: Option<i64>,
    name: String,
    /// A page of the site (`/product`) or an external address.
    path: String,
    sort: Option<i64>,
    /// 1 shown (default), 0 hidden.
    status: Option<i64>,
}
kernel::form_rules!(ChannelForm, "content-channel.json");

impl Listed for ChannelAdmin {
    const TABLE: &'static str = "front_channels";
    const COLUMNS: &'static str = "id, name, path, sort, status, create_time";
    const TITLE: &'static str = "name";
}

impl Kind for ChannelAdmin {
    const FIELDS: &'static [&'static str] = &["name", "path", "sort", "status"];
    type Form = ChannelForm;

    fn bind<'q>(f: &'q ChannelForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.name).bind(&f.path).bind(f.sort.unwrap_or(0)).bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(channel_manage: ChannelAdmin { base: "/ptd-industry/manage/channel", what: "channel", form: ChannelForm });

//! The channels of the top navigation: the shown ones in order for the
//! public site, and the operators' API. Its SQL is in `repo.rs`.

mod repo;

use kernel::http::Ready;
use crate::error::{ContentError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::Present;
use crate::shared::Content;
use axum::extract::State;
use kernel::extract::Query;
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

/// The shown channels of the top navigation, in order.
#[utoipa::path(get, path = "/ptd-industry/front/getFrontChannel", tag = "content", params(ChannelQuery),
    responses((status = 200, description = "channels", body = [Channel])))]
async fn get_front_channel(
    State(state): State<AppState>,
    content: Content,
    Query(q): Query<ChannelQuery>,
) -> Result<Ready, ContentError> {
    let key = format!("channels:{}", q.name.as_deref().unwrap_or_default());
    content.reply(&state, &key, || repo::shown(&state, q.name.as_deref())).await
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

impl Present for ChannelAdmin {
    fn present(self) -> Self {
        self
    }
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

async fn create_channel(state: &AppState, id: i64, f: &ChannelForm) -> Result<()> {
    repo::insert(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn update_channel(state: &AppState, id: i64, f: &ChannelForm) -> Result<()> {
    repo::update(state, id, f, flag(f.status, 1, "状态")?).await
}

crate::manage_routes!(channel_manage {
    base: "/ptd-industry/manage/channel",
    what: "channel",
    table: "front_channels",
    columns: repo::ADMIN_COLUMNS,
    title: "name",
    view: ChannelAdmin,
    form: ChannelForm,
    create: create_channel,
    update: update_channel,
    search: None,
});

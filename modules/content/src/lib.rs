//! Public-site content: the channels of the top navigation (the product market,
//! solutions, notices and the rest of the public content build on this module).

use axum::extract::State;
use kernel::extract::Query;
use kernel::{ok, ApiResult, AppState, Module, ModuleDescriptor};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const NAME: &str = "content";

struct Content;

impl Module for Content {
    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().routes(routes!(get_front_channel))
    }

    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(seed(state))
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, order: 30, build: || Box::new(Content) }
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
async fn get_front_channel(State(state): State<AppState>, Query(q): Query<ChannelQuery>) -> ApiResult<Vec<Channel>> {
    let rows = sqlx::query_as(
        "SELECT id, name, path, sort FROM front_channels WHERE status = 1 AND ($1 IS NULL OR name = $1) ORDER BY sort, id",
    )
    .bind(q.name)
    .fetch_all(&state.db.pool)
    .await?;
    ok(rows)
}

async fn seed(state: &AppState) -> anyhow::Result<()> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM front_channels").fetch_one(&state.db.pool).await?;
    if n > 0 {
        return Ok(());
    }
    let channels = [
        ("首页", "/front"),
        ("产品市场", "/product"),
        ("解决方案", "/solution"),
        ("AI应用", "/ai/application"),
        ("合作生态", "/cooperativeEcology"),
        ("数字工厂", "/viewOfFactory"),
        ("关于我们", "/aboutUs"),
    ];
    for (i, (name, path)) in channels.iter().enumerate() {
        sqlx::query("INSERT INTO front_channels (id, name, path, sort, status, create_time) VALUES ($1, $2, $3, $4, 1, $5)")
            .bind(state.next_id())
            .bind(name)
            .bind(path)
            .bind(i as i64)
            .bind(kernel::time::now_ms())
            .execute(&state.db.pool)
            .await?;
    }
    Ok(())
}

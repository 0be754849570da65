//! The factory view: videos of digital factories with their duration and view
//! count. Playing a video counts one view with a single atomic UPDATE, so
//! concurrent plays are never lost (its SQL is in `repo.rs`).

mod repo;

use crate::error::{invalid, MarketError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::{Bound, Filter, IdQuery, Kind, Listed, SHOWN};
use axum::extract::State;
use kernel::auth::ClientAddress;
use kernel::limits;
use kernel::extract::{Paged, Query};
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use kernel::http::PageQuery;
use serde::{Deserialize, Serialize, Serializer};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(video_page)).routes(routes!(update_visit_times)).merge(factory_manage::router())
}

/// `mm:ss`, or `h:mm:ss` from an hour on.
pub fn clock(seconds: i64) -> String {
    let s = seconds.max(0);
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60)
    } else {
        format!("{:02}:{:02}", s / 60, s % 60)
    }
}

fn ser_clock<S: Serializer>(seconds: &i64, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(&clock(*seconds))
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FactoryVideo {
    id: i64,
    name: String,
    slogan_title: String,
    slogan_text: String,
    /// The video's address.
    slogan_video: String,
    cover_img: Option<String>,
    duration_seconds: i64,
    /// The duration as `mm:ss`.
    #[serde(serialize_with = "ser_clock")]
    #[schema(value_type = String)]
    duration: i64,
    visit_times: i64,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VideoQuery {
    /// Part of the name.
    name: Option<String>,
}

/// Published factory videos with duration and view count, in order.
#[utoipa::path(get, path = "/ptd-industry/factory/introduction/page", tag = "content", params(PageQuery, VideoQuery), responses((status = 200, description = "page of videos", body = Page<FactoryVideo>)))]
async fn video_page(State(state): State<AppState>, Paged(page, q): Paged<VideoQuery>) -> ApiResult<Page<FactoryVideo>, MarketError> {
    let filter = Filter { keyword: q.name.as_deref(), ..Filter::published() };
    ok(crate::store::page::<FactoryVideo>(&state, &filter, SHOWN, &page).await?)
}

/// Counts one view of a published video (once per address and video an hour) and answers the count.
#[utoipa::path(get, path = "/ptd-industry/factory/introduction/updateVisitTimes", tag = "content", params(IdQuery), responses((status = 200, description = "the view count after this view", body = i64), (status = 404, description = "no such published video")))]
async fn update_visit_times(State(state): State<AppState>, addr: ClientAddress, Query(q): Query<IdQuery>) -> ApiResult<i64, MarketError> {
    let first = limits::first_view(&state.db, &format!("factory:{}", q.id), addr.0.as_deref(), limits::HOUR_MS).await?;
    ok(repo::view(&state, q.id, first).await?.ok_or(KernelError::NotFound)?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FactoryVideoForm {
    id: Option<i64>,
    name: String,
    slogan_video: String,
    cover_img: Option<String>,
    #[serde(default)]
    slogan_title: String,
    #[serde(default)]
    slogan_text: String,
    /// Length of the video in seconds.
    #[serde(default)]
    duration_seconds: i64,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(FactoryVideoForm, "content-factory-video.json");

impl Listed for FactoryVideo {
    const TABLE: &'static str = "factory_videos";
    const COLUMNS: &'static str =
        "id, name, slogan_title, slogan_text, slogan_video, cover_img, duration_seconds, duration_seconds AS duration, visit_times, sort, status, create_time";
    const TITLE: &'static str = "name";
}

/// The view count is the visitors': a save leaves it as it is.
impl Kind for FactoryVideo {
    const FIELDS: &'static [&'static str] = &["name", "slogan_title", "slogan_text", "slogan_video", "cover_img", "duration_seconds", "sort", "status"];
    type Form = FactoryVideoForm;

    fn bind<'q>(f: &'q FactoryVideoForm, q: Bound<'q>) -> Result<Bound<'q>> {
        if !(0..=86_400).contains(&f.duration_seconds) {
            return Err(invalid("视频时长须在0到86400秒之间"));
        }
        Ok(q.bind(&f.name)
            .bind(&f.slogan_title)
            .bind(&f.slogan_text)
            .bind(&f.slogan_video)
            .bind(&f.cover_img)
            .bind(f.duration_seconds)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(factory_manage: FactoryVideo { base: "/ptd-industry/manage/factoryVideo", what: "factory video", form: FactoryVideoForm });

#[cfg(test)]
mod tests {
    #[test]
    fn durations_read_as_clock_time() {
        assert_eq!(super::clock(8), "00:08");
        assert_eq!(super::clock(205), "03:25");
        assert_eq!(super::clock(3725), "1:02:05");
    }
}

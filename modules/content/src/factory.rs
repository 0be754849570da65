//! The factory view: videos of digital factories with their duration and view
//! count. Playing a video counts one view with a single atomic UPDATE, so
//! concurrent plays are never lost.

use crate::error::{invalid, ContentError, Result};
use crate::front::{flag, touched};
use crate::manage::{IdQuery, Present};
use crate::store::{paging, ser_time};
use axum::extract::State;
use kernel::extract::Query;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize, Serializer};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(video_page)).routes(routes!(update_visit_times)).merge(factory_manage::router())
}

const COLUMNS: &str = "id, name, slogan_title, slogan_text, slogan_video, cover_img, duration_seconds, duration_seconds AS duration, visit_times, sort, status, create_time";

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

impl Present for FactoryVideo {
    fn present(self) -> Self {
        self
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct VideoQuery {
    page_num: Option<i64>,
    page_size: Option<i64>,
    /// Part of the name.
    name: Option<String>,
}

/// Published factory videos with duration and view count, in order.
#[utoipa::path(get, path = "/ptd-industry/factory/introduction/page", tag = "content", params(VideoQuery),
    responses((status = 200, description = "page of videos", body = Page<FactoryVideo>)))]
async fn video_page(State(state): State<AppState>, Query(q): Query<VideoQuery>) -> ApiResult<Page<FactoryVideo>, ContentError> {
    let page = paging(q.page_num, q.page_size);
    let name = q.name.as_deref().map(kernel::db::contains_pattern);
    let filter = "status = 1 AND ($1 IS NULL OR name LIKE $1 ESCAPE '\\')";
    let (total,): (i64,) =
        sqlx::query_as(&format!("SELECT COUNT(*) FROM factory_videos WHERE {filter}")).bind(&name).fetch_one(&state.db.pool).await?;
    let rows = sqlx::query_as(&format!("SELECT {COLUMNS} FROM factory_videos WHERE {filter} ORDER BY sort, id LIMIT $2 OFFSET $3"))
        .bind(&name)
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&state.db.pool)
        .await?;
    ok(Page { rows, total })
}

/// Counts one view of a published video and answers the new count.
#[utoipa::path(get, path = "/ptd-industry/factory/introduction/updateVisitTimes", tag = "content", params(IdQuery),
    responses((status = 200, description = "the view count after this view", body = i64), (status = 404, description = "no such published video")))]
async fn update_visit_times(State(state): State<AppState>, Query(q): Query<IdQuery>) -> ApiResult<i64, ContentError> {
    let (times,): (i64,) =
        sqlx::query_as("UPDATE factory_videos SET visit_times = visit_times + 1 WHERE id = $1 AND status = 1 RETURNING visit_times")
            .bind(q.id)
            .fetch_optional(&state.db.pool)
            .await?
            .ok_or(KernelError::NotFound)?;
    ok(times)
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

fn duration(f: &FactoryVideoForm) -> Result<i64> {
    if !(0..=86_400).contains(&f.duration_seconds) {
        return Err(invalid("视频时长须在0到86400秒之间"));
    }
    Ok(f.duration_seconds)
}

async fn create(state: &AppState, id: i64, f: &FactoryVideoForm) -> Result<()> {
    sqlx::query(
        "INSERT INTO factory_videos (id, name, slogan_title, slogan_text, slogan_video, cover_img, duration_seconds, visit_times, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10)",
    )
    .bind(id)
    .bind(&f.name)
    .bind(&f.slogan_title)
    .bind(&f.slogan_text)
    .bind(&f.slogan_video)
    .bind(&f.cover_img)
    .bind(duration(f)?)
    .bind(f.sort.unwrap_or(0))
    .bind(flag(f.status, 1, "状态")?)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

async fn update(state: &AppState, id: i64, f: &FactoryVideoForm) -> Result<()> {
    // The view count is the visitors'; an edit keeps it.
    touched(
        sqlx::query(
            "UPDATE factory_videos SET name = $1, slogan_title = $2, slogan_text = $3, slogan_video = $4, cover_img = $5,
             duration_seconds = $6, sort = $7, status = $8 WHERE id = $9",
        )
        .bind(&f.name)
        .bind(&f.slogan_title)
        .bind(&f.slogan_text)
        .bind(&f.slogan_video)
        .bind(&f.cover_img)
        .bind(duration(f)?)
        .bind(f.sort.unwrap_or(0))
        .bind(flag(f.status, 1, "状态")?)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

crate::manage_routes!(factory_manage {
    base: "/ptd-industry/manage/factoryVideo",
    what: "factory video",
    table: "factory_videos",
    columns: COLUMNS,
    title: "name",
    view: FactoryVideo,
    form: FactoryVideoForm,
    create: create,
    update: update,
    search: None,
});

#[cfg(test)]
mod tests {
    #[test]
    fn durations_read_as_clock_time() {
        assert_eq!(super::clock(8), "00:08");
        assert_eq!(super::clock(205), "03:25");
        assert_eq!(super::clock(3725), "1:02:05");
    }
}

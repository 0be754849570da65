//! The blocks of the home page and the top navigation: channels, the top ad,
//! banners, cooperation cases, application scenes and service platforms,
//! each with its public list and its operators' API.

use crate::error::{ContentError, Result};
use crate::manage::Present;
use crate::store::{ser_time, Content};
use axum::extract::State;
use kernel::extract::Query;
use kernel::{ok, ApiResult, AppState};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_front_channel))
        .routes(routes!(get_last_top_advertising))
        .routes(routes!(get_front_banner))
        .routes(routes!(get_cooperation_case_list))
        .routes(routes!(get_application_scene_list))
        .routes(routes!(get_front_service_platform_list))
        .merge(channel_manage::router())
        .merge(top_advertising_manage::router())
        .merge(banner_manage::router())
        .merge(case_manage::router())
        .merge(scene_manage::router())
        .merge(service_platform_manage::router())
}

/// A 0/1 flag of a form, defaulting when absent.
pub fn flag(value: Option<i64>, default: i64, what: &str) -> Result<i64> {
    match value.unwrap_or(default) {
        v @ (0 | 1) => Ok(v),
        _ => Err(crate::error::invalid(format!("{what}只能是0或1"))),
    }
}

/// Fails with 404 when an update touched no row (the kernel's check, in this module's error).
pub fn touched(r: sqlx::any::AnyQueryResult) -> Result<()> {
    Ok(kernel::db::touched(r)?)
}

// ---------------------------------------------------------------- channels

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
) -> ApiResult<Arc<Vec<Channel>>, ContentError> {
    let key = format!("channels:{}", q.name.as_deref().unwrap_or_default());
    ok(content
        .cached(&state, &key, || async {
            Ok(sqlx::query_as(
                "SELECT id, name, path, sort FROM front_channels WHERE status = 1 AND ($1 IS NULL OR name = $1) ORDER BY sort, id",
            )
            .bind(q.name)
            .fetch_all(&state.db.pool)
            .await?)
        })
        .await?)
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
    sqlx::query("INSERT INTO front_channels (id, name, path, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(id)
        .bind(&f.name)
        .bind(&f.path)
        .bind(f.sort.unwrap_or(0))
        .bind(flag(f.status, 1, "状态")?)
        .bind(kernel::time::now_ms())
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

async fn update_channel(state: &AppState, id: i64, f: &ChannelForm) -> Result<()> {
    touched(
        sqlx::query("UPDATE front_channels SET name = $1, path = $2, sort = $3, status = $4 WHERE id = $5")
            .bind(&f.name)
            .bind(&f.path)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

crate::manage_routes!(channel_manage {
    base: "/ptd-industry/manage/channel",
    what: "channel",
    table: "front_channels",
    columns: "id, name, path, sort, status, create_time",
    title: "name",
    view: ChannelAdmin,
    form: ChannelForm,
    create: create_channel,
    update: update_channel,
    search: None,
});

// ---------------------------------------------------------------- top ad

const TOP_AD_COLUMNS: &str = "id, title, title_status, link, top_advertising_img, color_value, status, create_time";

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
async fn get_last_top_advertising(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Option<TopAdReply>>, ContentError> {
    ok(content
        .cached(&state, "top-ad", || async {
            let ad: Option<TopAdvertising> = sqlx::query_as(&format!(
                "SELECT {TOP_AD_COLUMNS} FROM top_advertisings WHERE status = 1 ORDER BY create_time DESC, id DESC LIMIT 1"
            ))
            .fetch_optional(&state.db.pool)
            .await?;
            let Some(ad) = ad else { return Ok(None) };
            let hot_list = sqlx::query_as(
                "SELECT id, name AS product_name, icon, template_type FROM products
                 WHERE status = 1 AND is_recommend = 1 ORDER BY sort, id LIMIT 3",
            )
            .fetch_all(&state.db.pool)
            .await?;
            Ok(Some(TopAdReply { ad, hot_list }))
        })
        .await?)
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

async fn create_top_ad(state: &AppState, id: i64, f: &TopAdvertisingForm) -> Result<()> {
    let now = kernel::time::now_ms();
    sqlx::query(
        "INSERT INTO top_advertisings (id, title, title_status, link, top_advertising_img, color_value, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)",
    )
    .bind(id)
    .bind(&f.title)
    .bind(flag(f.title_status, 1, "标题显示")?)
    .bind(&f.link)
    .bind(&f.top_advertising_img)
    .bind(f.color_value.as_deref().unwrap_or("#0b2a5b"))
    .bind(flag(f.status, 1, "状态")?)
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

async fn update_top_ad(state: &AppState, id: i64, f: &TopAdvertisingForm) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE top_advertisings SET title = $1, title_status = $2, link = $3, top_advertising_img = $4, color_value = $5,
             status = $6, update_time = $7 WHERE id = $8",
        )
        .bind(&f.title)
        .bind(flag(f.title_status, 1, "标题显示")?)
        .bind(&f.link)
        .bind(&f.top_advertising_img)
        .bind(f.color_value.as_deref().unwrap_or("#0b2a5b"))
        .bind(flag(f.status, 1, "状态")?)
        .bind(kernel::time::now_ms())
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

crate::manage_routes!(top_advertising_manage {
    base: "/ptd-industry/manage/topAdvertising",
    what: "top ad",
    table: "top_advertisings",
    columns: TOP_AD_COLUMNS,
    title: "title",
    view: TopAdvertising,
    form: TopAdvertisingForm,
    create: create_top_ad,
    update: update_top_ad,
    search: None,
});

// ---------------------------------------------------------------- banners

const BANNER_COLUMNS: &str = "id, channel_name, application_type, type, banner_img, link, first_level_title, second_level_title, content, sort, status";

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
) -> ApiResult<Arc<Vec<Banner>>, ContentError> {
    let key = format!(
        "banners:{}:{}:{}",
        q.channel_name.as_deref().unwrap_or_default(),
        q.application_type.unwrap_or_default(),
        q.banner_type.as_deref().unwrap_or_default()
    );
    ok(content
        .cached(&state, &key, || async {
            Ok(sqlx::query_as(&format!(
                "SELECT {BANNER_COLUMNS} FROM banners WHERE status = 1 AND ($1 IS NULL OR channel_name = $1)
                 AND ($2 IS NULL OR application_type = $2) AND ($3 IS NULL OR type = $3) ORDER BY sort, id"
            ))
            .bind(q.channel_name)
            .bind(q.application_type)
            .bind(q.banner_type)
            .fetch_all(&state.db.pool)
            .await?)
        })
        .await?)
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
    sqlx::query(
        "INSERT INTO banners (id, channel_name, application_type, type, banner_img, link, first_level_title, second_level_title,
         content, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
    )
    .bind(id)
    .bind(&f.channel_name)
    .bind(f.application_type.unwrap_or(40))
    .bind(f.banner_type.as_deref().unwrap_or("WEB"))
    .bind(&f.banner_img)
    .bind(&f.link)
    .bind(f.first_level_title.as_deref().unwrap_or_default())
    .bind(f.second_level_title.as_deref().unwrap_or_default())
    .bind(f.content.as_deref().unwrap_or_default())
    .bind(f.sort.unwrap_or(0))
    .bind(flag(f.status, 1, "状态")?)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

async fn update_banner(state: &AppState, id: i64, f: &BannerForm) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE banners SET channel_name = $1, application_type = $2, type = $3, banner_img = $4, link = $5,
             first_level_title = $6, second_level_title = $7, content = $8, sort = $9, status = $10 WHERE id = $11",
        )
        .bind(&f.channel_name)
        .bind(f.application_type.unwrap_or(40))
        .bind(f.banner_type.as_deref().unwrap_or("WEB"))
        .bind(&f.banner_img)
        .bind(&f.link)
        .bind(f.first_level_title.as_deref().unwrap_or_default())
        .bind(f.second_level_title.as_deref().unwrap_or_default())
        .bind(f.content.as_deref().unwrap_or_default())
        .bind(f.sort.unwrap_or(0))
        .bind(flag(f.status, 1, "状态")?)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

crate::manage_routes!(banner_manage {
    base: "/ptd-industry/manage/banner",
    what: "banner",
    table: "banners",
    columns: BANNER_COLUMNS,
    title: "first_level_title",
    view: Banner,
    form: BannerForm,
    create: create_banner,
    update: update_banner,
    search: None,
});

// ---------------------------------------------------------------- cooperation cases

const CASE_COLUMNS: &str = "id, title, description, img, sort, status";

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CooperationCase {
    id: i64,
    title: String,
    description: String,
    img: Option<String>,
    sort: i64,
    status: i64,
}

impl Present for CooperationCase {
    fn present(self) -> Self {
        self
    }
}

/// Published cooperation cases (the home page's 数字工厂 shows the first 4).
#[utoipa::path(get, path = "/ptd-industry/front/getCooperationCaseList", tag = "content",
    responses((status = 200, description = "cases", body = [CooperationCase])))]
async fn get_cooperation_case_list(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<CooperationCase>>, ContentError> {
    ok(content
        .cached(&state, "cases", || async {
            Ok(sqlx::query_as(&format!("SELECT {CASE_COLUMNS} FROM cooperation_cases WHERE status = 1 ORDER BY sort, id"))
                .fetch_all(&state.db.pool)
                .await?)
        })
        .await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CaseForm {
    id: Option<i64>,
    title: String,
    img: String,
    description: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(CaseForm, "content-case.json");

async fn create_case(state: &AppState, id: i64, f: &CaseForm) -> Result<()> {
    sqlx::query("INSERT INTO cooperation_cases (id, title, description, img, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7)")
        .bind(id)
        .bind(&f.title)
        .bind(f.description.as_deref().unwrap_or_default())
        .bind(&f.img)
        .bind(f.sort.unwrap_or(0))
        .bind(flag(f.status, 1, "状态")?)
        .bind(kernel::time::now_ms())
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

async fn update_case(state: &AppState, id: i64, f: &CaseForm) -> Result<()> {
    touched(
        sqlx::query("UPDATE cooperation_cases SET title = $1, description = $2, img = $3, sort = $4, status = $5 WHERE id = $6")
            .bind(&f.title)
            .bind(f.description.as_deref().unwrap_or_default())
            .bind(&f.img)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

crate::manage_routes!(case_manage {
    base: "/ptd-industry/manage/case",
    what: "cooperation case",
    table: "cooperation_cases",
    columns: CASE_COLUMNS,
    title: "title",
    view: CooperationCase,
    form: CaseForm,
    create: create_case,
    update: update_case,
    search: None,
});

// ---------------------------------------------------------------- application scenes

const SCENE_COLUMNS: &str = "id, title, description, img, icon, sort, status";

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApplicationScene {
    id: i64,
    title: String,
    description: String,
    img: Option<String>,
    icon: Option<String>,
    sort: i64,
    status: i64,
}

impl Present for ApplicationScene {
    fn present(self) -> Self {
        self
    }
}

/// Published application scenes of the home page (协同办公, 流程生产, 安全防护, 服务体系 …).
#[utoipa::path(get, path = "/ptd-industry/front/getApplicationSceneList", tag = "content",
    responses((status = 200, description = "scenes", body = [ApplicationScene])))]
async fn get_application_scene_list(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<ApplicationScene>>, ContentError> {
    ok(content
        .cached(&state, "scenes", || async {
            Ok(sqlx::query_as(&format!("SELECT {SCENE_COLUMNS} FROM application_scenes WHERE status = 1 ORDER BY sort, id"))
                .fetch_all(&state.db.pool)
                .await?)
        })
        .await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SceneForm {
    id: Option<i64>,
    title: String,
    img: String,
    icon: Option<String>,
    description: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(SceneForm, "content-application-scene.json");

async fn create_scene(state: &AppState, id: i64, f: &SceneForm) -> Result<()> {
    sqlx::query(
        "INSERT INTO application_scenes (id, title, description, img, icon, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(&f.title)
    .bind(f.description.as_deref().unwrap_or_default())
    .bind(&f.img)
    .bind(&f.icon)
    .bind(f.sort.unwrap_or(0))
    .bind(flag(f.status, 1, "状态")?)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

async fn update_scene(state: &AppState, id: i64, f: &SceneForm) -> Result<()> {
    touched(
        sqlx::query("UPDATE application_scenes SET title = $1, description = $2, img = $3, icon = $4, sort = $5, status = $6 WHERE id = $7")
            .bind(&f.title)
            .bind(f.description.as_deref().unwrap_or_default())
            .bind(&f.img)
            .bind(&f.icon)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

crate::manage_routes!(scene_manage {
    base: "/ptd-industry/manage/applicationScene",
    what: "application scene",
    table: "application_scenes",
    columns: SCENE_COLUMNS,
    title: "title",
    view: ApplicationScene,
    form: SceneForm,
    create: create_scene,
    update: update_scene,
    search: None,
});

// ---------------------------------------------------------------- service platforms

const PLATFORM_COLUMNS: &str = "id, service_platform_name, description, logo_image, server_url, sort, status";

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

impl Present for ServicePlatform {
    fn present(self) -> Self {
        self
    }
}

/// Published service platforms (navigation panel, plat/{id} page), in order.
#[utoipa::path(get, path = "/ptd-industry/front/getFrontServicePlatformList", tag = "content",
    responses((status = 200, description = "service platforms", body = [ServicePlatform])))]
async fn get_front_service_platform_list(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<ServicePlatform>>, ContentError> {
    ok(content
        .cached(&state, "platforms", || async {
            Ok(sqlx::query_as(&format!("SELECT {PLATFORM_COLUMNS} FROM service_platforms WHERE status = 1 ORDER BY sort, id"))
                .fetch_all(&state.db.pool)
                .await?)
        })
        .await?)
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

async fn create_platform(state: &AppState, id: i64, f: &ServicePlatformForm) -> Result<()> {
    sqlx::query(
        "INSERT INTO service_platforms (id, service_platform_name, description, logo_image, server_url, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
    )
    .bind(id)
    .bind(&f.service_platform_name)
    .bind(f.description.as_deref().unwrap_or_default())
    .bind(&f.logo_image)
    .bind(&f.server_url)
    .bind(f.sort.unwrap_or(0))
    .bind(flag(f.status, 1, "状态")?)
    .bind(kernel::time::now_ms())
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

async fn update_platform(state: &AppState, id: i64, f: &ServicePlatformForm) -> Result<()> {
    touched(
        sqlx::query(
            "UPDATE service_platforms SET service_platform_name = $1, description = $2, logo_image = $3, server_url = $4,
             sort = $5, status = $6 WHERE id = $7",
        )
        .bind(&f.service_platform_name)
        .bind(f.description.as_deref().unwrap_or_default())
        .bind(&f.logo_image)
        .bind(&f.server_url)
        .bind(f.sort.unwrap_or(0))
        .bind(flag(f.status, 1, "状态")?)
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

crate::manage_routes!(service_platform_manage {
    base: "/ptd-industry/manage/servicePlatform",
    what: "service platform",
    table: "service_platforms",
    columns: PLATFORM_COLUMNS,
    title: "service_platform_name",
    view: ServicePlatform,
    form: ServicePlatformForm,
    create: create_platform,
    update: update_platform,
    search: None,
});

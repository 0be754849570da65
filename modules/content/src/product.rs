//! The product market: the home page's product lists, the store by category,
//! the AI application market, a product's detail page with its sections,
//! services (domains) and versions, and the operators' product and category API.

use crate::error::{invalid, ContentError, Result};
use crate::front::{flag, touched};
use crate::html;
use crate::manage::{IdQuery, Present, Saved, StatusForm};
use crate::search::Searchable;
use crate::store::{check_text, ser_time, Content};
use axum::extract::State;
use kernel::auth::Operator;
use kernel::extract::{Json, Query};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_recommend_app))
        .routes(routes!(get_free_product))
        .routes(routes!(get_app_product))
        .routes(routes!(get_plat_product))
        .routes(routes!(product_get_by_id))
        .routes(routes!(get_store_product))
        .routes(routes!(get_ai_product))
        .routes(routes!(exist_by_id))
        .routes(routes!(common_products))
        .routes(routes!(common_products_unprefixed))
        .routes(routes!(product_manage_page))
        .routes(routes!(product_manage_get))
        .routes(routes!(product_manage_save))
        .routes(routes!(product_manage_update))
        .routes(routes!(product_manage_change_status))
        .routes(routes!(product_manage_delete))
        .merge(category_manage::router())
}

fn type_name(product_type: i64) -> &'static str {
    if product_type == 2 {
        "平台产品"
    } else {
        "应用产品"
    }
}

const CARD_COLUMNS: &str = "p.id, p.name, p.slogan, p.icon, p.slogan_image, p.channel_type, p.template_type, p.product_type,
    p.category_id, c.name AS category_name, p.is_free, p.is_recommend, p.is_ai, p.online, p.app_key, p.using_company_count,
    p.sort, p.status, p.create_time, p.update_time";
const FROM: &str = "products p LEFT JOIN product_categories c ON c.id = p.category_id";

#[derive(sqlx::FromRow)]
struct CardRow {
    id: i64,
    name: String,
    slogan: String,
    icon: Option<String>,
    slogan_image: Option<String>,
    channel_type: i64,
    template_type: i64,
    product_type: i64,
    category_id: i64,
    category_name: Option<String>,
    is_free: i64,
    is_recommend: i64,
    is_ai: i64,
    online: i64,
    app_key: Option<String>,
    using_company_count: i64,
    sort: i64,
    status: i64,
    create_time: i64,
    update_time: i64,
}

/// A product as the lists show it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductCard {
    id: i64,
    /// Same as `id`.
    product_id: i64,
    name: String,
    /// Same as `name`.
    product_name: String,
    slogan: String,
    icon: Option<String>,
    slogan_image: Option<String>,
    /// 0 or 1.
    channel_type: i64,
    /// 1 → /product/productTemplate, 2 → /product/productTemplate2.
    template_type: i64,
    /// 1 application product, 2 platform product.
    product_type: i64,
    type_name: &'static str,
    category_id: i64,
    category_name: Option<String>,
    is_free: i64,
    is_recommend: i64,
    is_ai: i64,
}

impl From<&CardRow> for ProductCard {
    fn from(r: &CardRow) -> Self {
        Self {
            id: r.id,
            product_id: r.id,
            name: r.name.clone(),
            product_name: r.name.clone(),
            slogan: r.slogan.clone(),
            icon: r.icon.clone(),
            slogan_image: r.slogan_image.clone(),
            channel_type: r.channel_type,
            template_type: r.template_type,
            product_type: r.product_type,
            type_name: type_name(r.product_type),
            category_id: r.category_id,
            category_name: r.category_name.clone(),
            is_free: r.is_free,
            is_recommend: r.is_recommend,
            is_ai: r.is_ai,
        }
    }
}

/// Published product cards matching a condition on `p`, in order.
async fn cards(state: &AppState, condition: &str) -> Result<Vec<ProductCard>> {
    let rows: Vec<CardRow> =
        sqlx::query_as(&format!("SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND {condition} ORDER BY p.sort, p.id"))
            .fetch_all(&state.db.pool)
            .await?;
    Ok(rows.iter().map(ProductCard::from).collect())
}

async fn cached_cards(state: &AppState, content: &Content, key: &str, condition: &'static str) -> Result<Arc<Vec<ProductCard>>> {
    content.cached(state, key, || cards(state, condition)).await
}

/// Recommended products (hot items of the navigation and the detail page's 推荐产品).
#[utoipa::path(get, path = "/ptd-industry/front/getRecommendApp", tag = "content",
    responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_recommend_app(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<ProductCard>>, ContentError> {
    ok(cached_cards(&state, &content, "products:recommend", "p.is_recommend = 1").await?)
}

/// Free products.
#[utoipa::path(get, path = "/ptd-industry/front/getFreeProduct", tag = "content",
    responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_free_product(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<ProductCard>>, ContentError> {
    ok(cached_cards(&state, &content, "products:free", "p.is_free = 1").await?)
}

/// Application products (home page 产品及服务, first tab).
#[utoipa::path(get, path = "/ptd-industry/front/getAppProduct", tag = "content",
    responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_app_product(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<ProductCard>>, ContentError> {
    ok(cached_cards(&state, &content, "products:app", "p.product_type = 1").await?)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct PlatformQuery {
    /// `industry`.
    platform_name: Option<String>,
}

/// Platform products of a platform (home page 产品及服务, second tab).
#[utoipa::path(get, path = "/ptd-industry/front/getPlatProduct", tag = "content", params(PlatformQuery),
    responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_plat_product(
    State(state): State<AppState>,
    content: Content,
    Query(q): Query<PlatformQuery>,
) -> ApiResult<Arc<Vec<ProductCard>>, ContentError> {
    let platform = q.platform_name.unwrap_or_else(|| "industry".into());
    let key = format!("products:plat:{platform}");
    ok(content
        .cached(&state, &key, || async {
            let rows: Vec<CardRow> = sqlx::query_as(&format!(
                "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND p.product_type = 2 AND p.platform_name = $1 ORDER BY p.sort, p.id"
            ))
            .bind(&platform)
            .fetch_all(&state.db.pool)
            .await?;
            Ok(rows.iter().map(ProductCard::from).collect::<Vec<_>>())
        })
        .await?)
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StoreCategory {
    category_id: i64,
    category_name: String,
    product_list: Vec<ProductCard>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct StoreQuery {
    /// Only this category.
    category_id: Option<i64>,
}

/// The product store: shown categories, each with its published products (the /product page's anchors).
#[utoipa::path(get, path = "/ptd-industry/product/getStoreProduct", tag = "content", params(StoreQuery),
    responses((status = 200, description = "categories with products", body = [StoreCategory])))]
async fn get_store_product(
    State(state): State<AppState>,
    content: Content,
    Query(q): Query<StoreQuery>,
) -> ApiResult<Arc<Vec<StoreCategory>>, ContentError> {
    let key = format!("store:{}", q.category_id.unwrap_or(0));
    ok(content
        .cached(&state, &key, || async {
            let categories: Vec<(i64, String)> = sqlx::query_as(
                "SELECT id, name FROM product_categories WHERE status = 1 AND ($1 IS NULL OR id = $1) ORDER BY sort, id",
            )
            .bind(q.category_id)
            .fetch_all(&state.db.pool)
            .await?;
            let rows: Vec<CardRow> = sqlx::query_as(&format!(
                "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND ($1 IS NULL OR p.category_id = $1) ORDER BY p.sort, p.id"
            ))
            .bind(q.category_id)
            .fetch_all(&state.db.pool)
            .await?;
            let mut by_category: HashMap<i64, Vec<ProductCard>> = HashMap::new();
            for r in &rows {
                by_category.entry(r.category_id).or_default().push(r.into());
            }
            Ok(categories
                .into_iter()
                .filter_map(|(id, name)| {
                    by_category.remove(&id).map(|product_list| StoreCategory { category_id: id, category_name: name, product_list })
                })
                .collect::<Vec<_>>())
        })
        .await?)
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AiProduct {
    id: i64,
    product_id: i64,
    name: String,
    slogan: String,
    icon: Option<String>,
    /// 1 online, 0 to be online (该应用还未上线, 敬请期待).
    online: i64,
    using_company_count: i64,
    category_name: Option<String>,
    appkey: Option<String>,
    template_type: i64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct AiQuery {
    /// Part of the application's name.
    name: Option<String>,
    /// 1 online only, 0 to-be-online only.
    online: Option<i64>,
}

/// The AI application market: online and to-be-online AI applications, searchable by name.
#[utoipa::path(get, path = "/ptd-industry/product/getAIProduct", tag = "content", params(AiQuery),
    responses((status = 200, description = "AI applications", body = [AiProduct])))]
async fn get_ai_product(
    State(state): State<AppState>,
    content: Content,
    Query(q): Query<AiQuery>,
) -> ApiResult<Arc<Vec<AiProduct>>, ContentError> {
    let key = format!("ai:{}:{}", q.name.as_deref().unwrap_or_default(), q.online.map_or(-1, |o| o));
    ok(content
        .cached(&state, &key, || async {
            let rows: Vec<CardRow> = sqlx::query_as(&format!(
                "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND p.is_ai = 1
                 AND ($1 IS NULL OR p.name LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR p.online = $2)
                 ORDER BY p.online DESC, p.sort, p.id"
            ))
            .bind(q.name.as_deref().map(kernel::db::contains_pattern))
            .bind(q.online)
            .fetch_all(&state.db.pool)
            .await?;
            Ok(rows
                .into_iter()
                .map(|r| AiProduct {
                    id: r.id,
                    product_id: r.id,
                    name: r.name,
                    slogan: r.slogan,
                    icon: r.icon,
                    online: r.online,
                    using_company_count: r.using_company_count,
                    category_name: r.category_name,
                    appkey: r.app_key,
                    template_type: r.template_type,
                })
                .collect::<Vec<_>>())
        })
        .await?)
}

/// Whether a published product has this id.
#[utoipa::path(get, path = "/ptd-industry/product/existById", tag = "content", params(IdQuery),
    responses((status = 200, description = "true when it exists", body = bool)))]
async fn exist_by_id(State(state): State<AppState>, Query(q): Query<IdQuery>) -> ApiResult<bool, ContentError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM products WHERE id = $1 AND status = 1")
        .bind(q.id)
        .fetch_one(&state.db.pool)
        .await?;
    ok(n > 0)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct CommonQuery {
    /// Part of the product's name.
    name: Option<String>,
    category_id: Option<i64>,
}

async fn common(state: &AppState, q: CommonQuery) -> Result<Vec<ProductCard>> {
    let rows: Vec<CardRow> = sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND ($1 IS NULL OR p.name LIKE $1 ESCAPE '\\')
         AND ($2 IS NULL OR p.category_id = $2) ORDER BY p.sort, p.id"
    ))
    .bind(q.name.as_deref().map(kernel::db::contains_pattern))
    .bind(q.category_id)
    .fetch_all(&state.db.pool)
    .await?;
    Ok(rows.iter().map(ProductCard::from).collect())
}

/// Every published product (for pickers such as the navigation's product search), filtered by name and category.
#[utoipa::path(get, path = "/ptd-industry/endpoint/common/product/products", tag = "content", params(CommonQuery),
    responses((status = 200, description = "products", body = [ProductCard])))]
async fn common_products(State(state): State<AppState>, Query(q): Query<CommonQuery>) -> ApiResult<Vec<ProductCard>, ContentError> {
    ok(common(&state, q).await?)
}

/// The same list under the path the spec writes without a service prefix.
#[utoipa::path(get, path = "/endpoint/common/product/products", tag = "content", params(CommonQuery),
    responses((status = 200, description = "products", body = [ProductCard])))]
async fn common_products_unprefixed(State(state): State<AppState>, Query(q): Query<CommonQuery>) -> ApiResult<Vec<ProductCard>, ContentError> {
    ok(common(&state, q).await?)
}

// ---------------------------------------------------------------- detail

#[derive(Serialize, Deserialize, Clone, utoipa::ToSchema)]
pub struct OperationButton {
    /// The button's text, e.g. 立即购买.
    name: String,
    /// Position among the buttons.
    index: i64,
    /// Shown when true.
    checked: bool,
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductProfile {
    id: i64,
    title: String,
    description: String,
    /// 1 video, 0 image.
    multimedia_type: i64,
    multimedia_url: Option<String>,
    #[serde(skip)]
    #[allow(dead_code)]
    product_id: i64,
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductFunction {
    id: i64,
    title: String,
    description: String,
    function_icon: Option<String>,
    multimedia_url: Option<String>,
    #[serde(skip)]
    #[allow(dead_code)]
    product_id: i64,
}

/// An advantage or a scene of a product.
#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema, Clone)]
#[serde(rename_all = "camelCase")]
pub struct ProductSection {
    id: i64,
    title: String,
    description: String,
    multimedia_url: Option<String>,
    #[serde(skip)]
    #[allow(dead_code)]
    product_id: i64,
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VersionFunction {
    id: i64,
    function_desc: String,
    #[serde(skip)]
    version_id: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductVersion {
    id: i64,
    name: String,
    /// Price in fen (1 yuan = 100).
    version_price: i64,
    /// The price in yuan with two decimals, e.g. "1280.00".
    version_price_str: String,
    /// False: shown as already applied and not selectable.
    is_show: bool,
    product_version_function_vos: Vec<VersionFunction>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductDomain {
    id: i64,
    name: String,
    service_name: String,
    server_url: Option<String>,
    /// 0 opened with a one-time code, 1 with a token, 2 directly.
    internal: i64,
    app_key: Option<String>,
    /// Operators only; never in the public reply.
    #[serde(skip_serializing_if = "Option::is_none")]
    app_secret: Option<String>,
    product_version_vo_list: Vec<ProductVersion>,
}

/// A product's detail page.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductDetail {
    #[serde(flatten)]
    card: ProductCard,
    /// Sanitised HTML.
    description: String,
    /// The banner's buttons.
    operation_content: Vec<OperationButton>,
    /// AI application flags.
    online: i64,
    app_key: Option<String>,
    using_company_count: i64,
    sort: i64,
    /// 1 published, 0 withdrawn (operators see both).
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    update_time: i64,
    product_profile_list: Vec<ProductProfile>,
    product_function_list: Vec<ProductFunction>,
    product_advantage_list: Vec<ProductSection>,
    product_scene_list: Vec<ProductSection>,
    /// Same as `productSceneList`.
    scene_list: Vec<ProductSection>,
    product_domain_list: Vec<ProductDomain>,
}

pub fn yuan(fen: i64) -> String {
    format!("{}{}.{:02}", if fen < 0 { "-" } else { "" }, fen.abs() / 100, fen.abs() % 100)
}

/// The whole product with its sections; `admin` includes withdrawn products and secrets.
async fn load_detail(state: &AppState, id: i64, admin: bool) -> Result<Option<ProductDetail>> {
    let db = &state.db.pool;
    let row: Option<CardRow> = sqlx::query_as(&format!("SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.id = $1 AND ($2 = 1 OR p.status = 1)"))
        .bind(id)
        .bind(i64::from(admin))
        .fetch_optional(db)
        .await?;
    let Some(row) = row else { return Ok(None) };
    let (description, operation_content): (String, String) =
        sqlx::query_as("SELECT description, operation_content FROM products WHERE id = $1").bind(id).fetch_one(db).await?;
    let profiles: Vec<ProductProfile> = sqlx::query_as(
        "SELECT id, title, description, multimedia_type, multimedia_url, product_id FROM product_profiles WHERE product_id = $1 ORDER BY sort, id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let functions: Vec<ProductFunction> = sqlx::query_as(
        "SELECT id, title, description, function_icon, multimedia_url, product_id FROM product_functions WHERE product_id = $1 ORDER BY sort, id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let section = |table: &str| {
        format!("SELECT id, title, description, multimedia_url, product_id FROM {table} WHERE product_id = $1 ORDER BY sort, id")
    };
    let advantages: Vec<ProductSection> = sqlx::query_as(&section("product_advantages")).bind(id).fetch_all(db).await?;
    let scenes: Vec<ProductSection> = sqlx::query_as(&section("product_scenes")).bind(id).fetch_all(db).await?;
    type DomainRow = (i64, String, String, Option<String>, i64, Option<String>, Option<String>);
    let domains: Vec<DomainRow> = sqlx::query_as(
        "SELECT id, name, service_name, server_url, internal, app_key, app_secret FROM product_domains WHERE product_id = $1 ORDER BY sort, id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let versions: Vec<(i64, i64, String, i64, i64)> = sqlx::query_as(
        "SELECT v.id, v.product_domain_id, v.name, v.version_price, v.is_show FROM product_versions v
         JOIN product_domains d ON d.id = v.product_domain_id WHERE d.product_id = $1 ORDER BY v.sort, v.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let version_functions: Vec<VersionFunction> = sqlx::query_as(
        "SELECT f.id, f.function_desc, f.version_id FROM product_version_functions f
         JOIN product_versions v ON v.id = f.version_id JOIN product_domains d ON d.id = v.product_domain_id
         WHERE d.product_id = $1 ORDER BY f.sort, f.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;

    let mut functions_of: HashMap<i64, Vec<VersionFunction>> = HashMap::new();
    for f in version_functions {
        functions_of.entry(f.version_id).or_default().push(f);
    }
    let mut versions_of: BTreeMap<i64, Vec<ProductVersion>> = BTreeMap::new();
    for (vid, domain_id, name, price, is_show) in versions {
        versions_of.entry(domain_id).or_default().push(ProductVersion {
            id: vid,
            name,
            version_price: price,
            version_price_str: yuan(price),
            is_show: is_show == 1,
            product_version_function_vos: functions_of.remove(&vid).unwrap_or_default(),
        });
    }
    let product_domain_list = domains
        .into_iter()
        .map(|(did, name, service_name, server_url, internal, app_key, app_secret)| ProductDomain {
            product_version_vo_list: versions_of.remove(&did).unwrap_or_default(),
            id: did,
            name,
            service_name,
            server_url,
            internal,
            app_key,
            app_secret: if admin { app_secret } else { None },
        })
        .collect();
    let profiles = profiles.into_iter().map(|p| ProductProfile { description: html::clean(&p.description), ..p }).collect();
    let functions = functions.into_iter().map(|f| ProductFunction { description: html::clean(&f.description), ..f }).collect();
    let clean_sections =
        |v: Vec<ProductSection>| -> Vec<ProductSection> { v.into_iter().map(|s| ProductSection { description: html::clean(&s.description), ..s }).collect() };
    let scenes = clean_sections(scenes);
    Ok(Some(ProductDetail {
        card: ProductCard::from(&row),
        description: html::clean(&description),
        operation_content: serde_json::from_str(&operation_content).unwrap_or_default(),
        online: row.online,
        app_key: row.app_key.clone(),
        using_company_count: row.using_company_count,
        sort: row.sort,
        status: row.status,
        create_time: row.create_time,
        update_time: row.update_time,
        product_profile_list: profiles,
        product_function_list: functions,
        product_advantage_list: clean_sections(advantages),
        scene_list: scenes.clone(),
        product_scene_list: scenes,
        product_domain_list,
    }))
}

/// A published product's detail page: banner, intro (video when multimediaType is 1), functions,
/// advantages, scenes, and its services with their versions.
#[utoipa::path(get, path = "/ptd-industry/product/getById", tag = "content", params(IdQuery),
    responses((status = 200, description = "product", body = ProductDetail), (status = 404, description = "no such published product")))]
async fn product_get_by_id(
    State(state): State<AppState>,
    content: Content,
    Query(q): Query<IdQuery>,
) -> ApiResult<Arc<Option<ProductDetail>>, ContentError> {
    let key = format!("product:{}", q.id);
    let found = content.cached(&state, &key, || load_detail(&state, q.id, false)).await?;
    if found.is_none() {
        return Err(KernelError::NotFound.into());
    }
    // `Some(detail)` serialises as the detail itself.
    ok(found)
}

// ---------------------------------------------------------------- operators

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ProductManageQuery {
    page_num: Option<i64>,
    page_size: Option<i64>,
    /// Part of the name.
    keyword: Option<String>,
    status: Option<i64>,
    category_id: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductAdminRow {
    #[serde(flatten)]
    card: ProductCard,
    online: i64,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    update_time: i64,
}

/// Operators: one page of products, published or not, by name, status and category.
#[utoipa::path(get, path = "/ptd-industry/manage/product/page", tag = "content-manage", params(ProductManageQuery),
    responses((status = 200, description = "page", body = Page<ProductAdminRow>)))]
async fn product_manage_page(State(state): State<AppState>, _op: Operator, Query(q): Query<ProductManageQuery>) -> ApiResult<Page<ProductAdminRow>, ContentError> {
    let page = crate::store::paging(q.page_num, q.page_size);
    let keyword = q.keyword.as_deref().map(kernel::db::contains_pattern);
    let filter = "($1 IS NULL OR p.name LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR p.status = $2) AND ($3 IS NULL OR p.category_id = $3)";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM products p WHERE {filter}"))
        .bind(&keyword)
        .bind(q.status)
        .bind(q.category_id)
        .fetch_one(&state.db.pool)
        .await?;
    let rows: Vec<CardRow> =
        sqlx::query_as(&format!("SELECT {CARD_COLUMNS} FROM {FROM} WHERE {filter} ORDER BY p.sort, p.id DESC LIMIT $4 OFFSET $5"))
            .bind(&keyword)
            .bind(q.status)
            .bind(q.category_id)
            .bind(page.limit())
            .bind(page.offset())
            .fetch_all(&state.db.pool)
            .await?;
    ok(Page {
        rows: rows
            .iter()
            .map(|r| ProductAdminRow { card: r.into(), online: r.online, sort: r.sort, status: r.status, update_time: r.update_time })
            .collect(),
        total,
    })
}

/// Operators: a product with all its sections, published or not, including service secrets.
#[utoipa::path(get, path = "/ptd-industry/manage/product/getById", tag = "content-manage", params(IdQuery),
    responses((status = 200, description = "product", body = ProductDetail)))]
async fn product_manage_get(State(state): State<AppState>, _op: Operator, Query(q): Query<IdQuery>) -> ApiResult<ProductDetail, ContentError> {
    ok(load_detail(&state, q.id, true).await?.ok_or(KernelError::NotFound)?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileItem {
    title: String,
    #[serde(default)]
    description: String,
    /// 1 video, 0 image (default).
    multimedia_type: Option<i64>,
    multimedia_url: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FunctionItem {
    title: String,
    #[serde(default)]
    description: String,
    function_icon: Option<String>,
    multimedia_url: Option<String>,
}

/// An advantage or a scene.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SectionItem {
    title: String,
    #[serde(default)]
    description: String,
    multimedia_url: Option<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VersionFunctionItem {
    function_desc: String,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VersionItem {
    /// Present to keep an existing version (orders refer to it).
    id: Option<i64>,
    name: String,
    /// Fen.
    #[serde(default)]
    version_price: i64,
    /// Default true.
    is_show: Option<bool>,
    #[serde(default)]
    product_version_function_vos: Vec<VersionFunctionItem>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DomainItem {
    /// Present to keep an existing service (help documents and orders refer to it).
    id: Option<i64>,
    name: String,
    #[serde(default)]
    service_name: String,
    server_url: Option<String>,
    /// 0 one-time code (default), 1 token, 2 direct.
    internal: Option<i64>,
    app_key: Option<String>,
    app_secret: Option<String>,
    #[serde(default)]
    product_version_vo_list: Vec<VersionItem>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductForm {
    /// Needed by update only.
    id: Option<i64>,
    category_id: i64,
    name: String,
    #[serde(default)]
    slogan: String,
    icon: String,
    slogan_image: Option<String>,
    /// HTML; sanitised when saved.
    #[serde(default)]
    description: String,
    #[serde(default)]
    operation_content: Vec<OperationButton>,
    /// 0 (default) or 1.
    channel_type: Option<i64>,
    /// 1 (default) or 2.
    template_type: Option<i64>,
    /// 1 application (default) or 2 platform.
    product_type: Option<i64>,
    is_free: Option<i64>,
    is_recommend: Option<i64>,
    is_ai: Option<i64>,
    /// AI applications: 1 online (default), 0 to be online.
    online: Option<i64>,
    app_key: Option<String>,
    sort: Option<i64>,
    /// 1 published (default), 0 withdrawn.
    status: Option<i64>,
    #[serde(default)]
    product_profile_list: Vec<ProfileItem>,
    #[serde(default)]
    product_function_list: Vec<FunctionItem>,
    #[serde(default)]
    product_advantage_list: Vec<SectionItem>,
    #[serde(default)]
    product_scene_list: Vec<SectionItem>,
    #[serde(default)]
    product_domain_list: Vec<DomainItem>,
}
kernel::form_rules!(ProductForm, "content-product.json");

const MAX_ITEMS: usize = 20;

fn is_address(v: &str) -> bool {
    (v.starts_with('/') || v.starts_with("http://") || v.starts_with("https://"))
        && !v.chars().any(|c| c.is_whitespace() || matches!(c, '"' | '\'' | '<' | '>'))
        && v.len() <= 500
}

fn check_address(v: Option<&str>, msg: &str) -> Result<()> {
    match v {
        Some(a) if !a.is_empty() && !is_address(a) => Err(invalid(msg)),
        _ => Ok(()),
    }
}

fn check_count(n: usize, what: &str) -> Result<()> {
    if n > MAX_ITEMS {
        return Err(invalid(format!("{what}最多{MAX_ITEMS}项")));
    }
    Ok(())
}

/// Rules the rules file cannot express: value sets and the nested lists.
fn check_form(f: &ProductForm) -> Result<()> {
    if !matches!(f.template_type.unwrap_or(1), 1 | 2) {
        return Err(invalid("模板类型只能是1或2"));
    }
    if !matches!(f.product_type.unwrap_or(1), 1 | 2) {
        return Err(invalid("产品类型只能是1（应用产品）或2（平台产品）"));
    }
    flag(f.channel_type, 0, "渠道类型")?;
    flag(f.is_free, 0, "免费标记")?;
    flag(f.is_recommend, 0, "推荐标记")?;
    flag(f.is_ai, 0, "AI应用标记")?;
    flag(f.online, 1, "上线状态")?;
    flag(f.status, 1, "状态")?;
    check_count(f.operation_content.len(), "按钮")?;
    for b in &f.operation_content {
        check_text(&b.name, Some("请输入按钮名称"), 10, "按钮名称")?;
    }
    check_count(f.product_profile_list.len(), "产品介绍")?;
    for p in &f.product_profile_list {
        check_text(&p.title, Some("请输入产品介绍标题"), 50, "产品介绍标题")?;
        check_text(&p.description, None, 2000, "产品介绍内容")?;
        let kind = p.multimedia_type.unwrap_or(0);
        if !matches!(kind, 0 | 1) {
            return Err(invalid("介绍素材类型只能是0（图片）或1（视频）"));
        }
        if kind == 1 && p.multimedia_url.as_deref().unwrap_or_default().is_empty() {
            return Err(invalid("请上传产品介绍视频"));
        }
        check_address(p.multimedia_url.as_deref(), "请上传正确的介绍图片或视频")?;
    }
    check_count(f.product_function_list.len(), "产品功能")?;
    for x in &f.product_function_list {
        check_text(&x.title, Some("请输入功能名称"), 30, "功能名称")?;
        check_text(&x.description, None, 500, "功能介绍")?;
        check_address(x.function_icon.as_deref(), "请上传正确的功能图标")?;
        check_address(x.multimedia_url.as_deref(), "请上传正确的功能图片")?;
    }
    check_count(f.product_advantage_list.len(), "产品优势")?;
    for x in &f.product_advantage_list {
        check_text(&x.title, Some("请输入优势标题"), 30, "优势标题")?;
        check_text(&x.description, None, 500, "优势介绍")?;
        check_address(x.multimedia_url.as_deref(), "请上传正确的优势图片")?;
    }
    check_count(f.product_scene_list.len(), "应用场景")?;
    for x in &f.product_scene_list {
        check_text(&x.title, Some("请输入场景标题"), 30, "场景标题")?;
        check_text(&x.description, None, 500, "场景介绍")?;
        check_address(x.multimedia_url.as_deref(), "请上传正确的场景图片")?;
    }
    check_count(f.product_domain_list.len(), "产品服务")?;
    for d in &f.product_domain_list {
        check_text(&d.name, Some("请输入服务名称"), 50, "服务名称")?;
        check_text(&d.service_name, None, 50, "服务标识")?;
        // A service runs elsewhere (http/https) or on this platform (a path).
        check_address(d.server_url.as_deref(), "请输入正确的服务地址")?;
        if !matches!(d.internal.unwrap_or(0), 0..=2) {
            return Err(invalid("接入方式只能是0、1或2"));
        }
        check_text(d.app_key.as_deref().unwrap_or_default(), None, 64, "应用标识")?;
        check_text(d.app_secret.as_deref().unwrap_or_default(), None, 128, "应用密钥")?;
        check_count(d.product_version_vo_list.len(), "产品版本")?;
        for v in &d.product_version_vo_list {
            check_text(&v.name, Some("请输入版本名称"), 30, "版本名称")?;
            if v.version_price < 0 {
                return Err(invalid("版本价格不能为负数"));
            }
            check_count(v.product_version_function_vos.len(), "版本功能")?;
            for vf in &v.product_version_function_vos {
                check_text(&vf.function_desc, Some("请输入版本功能描述"), 200, "版本功能描述")?;
            }
        }
    }
    Ok(())
}

type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

async fn category_exists(state: &AppState, id: i64) -> Result<()> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM product_categories WHERE id = $1").bind(id).fetch_one(&state.db.pool).await?;
    if n == 0 {
        return Err(invalid("请选择产品分类"));
    }
    Ok(())
}

/// Inserts the sections that are replaced as a whole on every save.
async fn insert_sections(state: &AppState, tx: &mut Tx<'_>, id: i64, f: &ProductForm) -> Result<()> {
    for table in ["product_profiles", "product_functions", "product_advantages", "product_scenes"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE product_id = $1")).bind(id).execute(&mut **tx).await?;
    }
    for (i, p) in f.product_profile_list.iter().enumerate() {
        sqlx::query(
            "INSERT INTO product_profiles (id, product_id, title, description, multimedia_type, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(state.next_id())
        .bind(id)
        .bind(&p.title)
        .bind(html::clean(&p.description))
        .bind(p.multimedia_type.unwrap_or(0))
        .bind(&p.multimedia_url)
        .bind(i as i64)
        .execute(&mut **tx)
        .await?;
    }
    for (i, x) in f.product_function_list.iter().enumerate() {
        sqlx::query(
            "INSERT INTO product_functions (id, product_id, title, description, function_icon, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(state.next_id())
        .bind(id)
        .bind(&x.title)
        .bind(html::clean(&x.description))
        .bind(&x.function_icon)
        .bind(&x.multimedia_url)
        .bind(i as i64)
        .execute(&mut **tx)
        .await?;
    }
    for (table, list) in [("product_advantages", &f.product_advantage_list), ("product_scenes", &f.product_scene_list)] {
        for (i, x) in list.iter().enumerate() {
            sqlx::query(&format!(
                "INSERT INTO {table} (id, product_id, title, description, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6)"
            ))
            .bind(state.next_id())
            .bind(id)
            .bind(&x.title)
            .bind(html::clean(&x.description))
            .bind(&x.multimedia_url)
            .bind(i as i64)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// Services and versions keep their ids when the form names them (help documents
/// and orders refer to them); those left out are deleted.
async fn save_domains(state: &AppState, tx: &mut Tx<'_>, product_id: i64, f: &ProductForm) -> Result<()> {
    let existing: HashSet<i64> = sqlx::query_as::<_, (i64,)>("SELECT id FROM product_domains WHERE product_id = $1")
        .bind(product_id)
        .fetch_all(&mut **tx)
        .await?
        .into_iter()
        .map(|(id,)| id)
        .collect();
    let kept: HashSet<i64> = f.product_domain_list.iter().filter_map(|d| d.id).collect();
    if let Some(stranger) = kept.iter().find(|id| !existing.contains(id)) {
        tracing::debug!(domain = stranger, "form names a service of another product");
        return Err(invalid("产品服务不存在，请刷新后重试"));
    }
    for gone in existing.difference(&kept) {
        let (docs,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM help_docs WHERE product_domain_id = $1").bind(gone).fetch_one(&mut **tx).await?;
        if docs > 0 {
            return Err(ContentError::DomainHasHelpDocs);
        }
        sqlx::query("DELETE FROM product_domains WHERE id = $1").bind(gone).execute(&mut **tx).await?;
    }
    for (i, d) in f.product_domain_list.iter().enumerate() {
        let domain_id = match d.id {
            Some(did) => {
                sqlx::query(
                    "UPDATE product_domains SET name = $1, service_name = $2, server_url = $3, internal = $4, app_key = $5,
                     app_secret = $6, sort = $7 WHERE id = $8",
                )
                .bind(&d.name)
                .bind(&d.service_name)
                .bind(&d.server_url)
                .bind(d.internal.unwrap_or(0))
                .bind(&d.app_key)
                .bind(&d.app_secret)
                .bind(i as i64)
                .bind(did)
                .execute(&mut **tx)
                .await?;
                did
            }
            None => {
                let did = state.next_id();
                sqlx::query(
                    "INSERT INTO product_domains (id, product_id, name, service_name, server_url, internal, app_key, app_secret, sort)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                )
                .bind(did)
                .bind(product_id)
                .bind(&d.name)
                .bind(&d.service_name)
                .bind(&d.server_url)
                .bind(d.internal.unwrap_or(0))
                .bind(&d.app_key)
                .bind(&d.app_secret)
                .bind(i as i64)
                .execute(&mut **tx)
                .await?;
                did
            }
        };
        save_versions(state, tx, domain_id, &d.product_version_vo_list).await?;
    }
    Ok(())
}

async fn save_versions(state: &AppState, tx: &mut Tx<'_>, domain_id: i64, list: &[VersionItem]) -> Result<()> {
    let existing: HashSet<i64> = sqlx::query_as::<_, (i64,)>("SELECT id FROM product_versions WHERE product_domain_id = $1")
        .bind(domain_id)
        .fetch_all(&mut **tx)
        .await?
        .into_iter()
        .map(|(id,)| id)
        .collect();
    let kept: HashSet<i64> = list.iter().filter_map(|v| v.id).collect();
    if kept.iter().any(|id| !existing.contains(id)) {
        return Err(invalid("产品版本不存在，请刷新后重试"));
    }
    for gone in existing.difference(&kept) {
        sqlx::query("DELETE FROM product_versions WHERE id = $1").bind(gone).execute(&mut **tx).await?;
    }
    for (i, v) in list.iter().enumerate() {
        let is_show = i64::from(v.is_show.unwrap_or(true));
        let version_id = match v.id {
            Some(vid) => {
                sqlx::query("UPDATE product_versions SET name = $1, version_price = $2, is_show = $3, sort = $4 WHERE id = $5")
                    .bind(&v.name)
                    .bind(v.version_price)
                    .bind(is_show)
                    .bind(i as i64)
                    .bind(vid)
                    .execute(&mut **tx)
                    .await?;
                vid
            }
            None => {
                let vid = state.next_id();
                sqlx::query(
                    "INSERT INTO product_versions (id, product_domain_id, name, version_price, is_show, sort) VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(vid)
                .bind(domain_id)
                .bind(&v.name)
                .bind(v.version_price)
                .bind(is_show)
                .bind(i as i64)
                .execute(&mut **tx)
                .await?;
                vid
            }
        };
        sqlx::query("DELETE FROM product_version_functions WHERE version_id = $1").bind(version_id).execute(&mut **tx).await?;
        for (j, vf) in v.product_version_function_vos.iter().enumerate() {
            sqlx::query("INSERT INTO product_version_functions (id, version_id, function_desc, sort) VALUES ($1, $2, $3, $4)")
                .bind(state.next_id())
                .bind(version_id)
                .bind(&vf.function_desc)
                .bind(j as i64)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}

fn operation_json(f: &ProductForm) -> String {
    serde_json::to_string(&f.operation_content).unwrap_or_else(|_| "[]".into())
}

/// Operators: adds a product with its sections, services and versions.
#[utoipa::path(post, path = "/ptd-industry/manage/product/save", tag = "content-manage", request_body = ProductForm,
    responses((status = 200, description = "new id", body = Saved)))]
async fn product_manage_save(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<ProductForm>) -> ApiResult<Saved, ContentError> {
    check_form(&f)?;
    category_exists(&state, f.category_id).await?;
    let id = state.next_id();
    let now = kernel::time::now_ms();
    let mut tx = state.db.pool.begin().await?;
    sqlx::query(
        "INSERT INTO products (id, category_id, name, slogan, icon, slogan_image, description, operation_content, channel_type,
         template_type, product_type, is_free, is_recommend, is_ai, online, app_key, sort, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $19)",
    )
    .bind(id)
    .bind(f.category_id)
    .bind(&f.name)
    .bind(&f.slogan)
    .bind(&f.icon)
    .bind(&f.slogan_image)
    .bind(html::clean(&f.description))
    .bind(operation_json(&f))
    .bind(f.channel_type.unwrap_or(0))
    .bind(f.template_type.unwrap_or(1))
    .bind(f.product_type.unwrap_or(1))
    .bind(f.is_free.unwrap_or(0))
    .bind(f.is_recommend.unwrap_or(0))
    .bind(f.is_ai.unwrap_or(0))
    .bind(f.online.unwrap_or(1))
    .bind(&f.app_key)
    .bind(f.sort.unwrap_or(0))
    .bind(f.status.unwrap_or(1))
    .bind(now)
    .execute(&mut *tx)
    .await?;
    insert_sections(&state, &mut tx, id, &f).await?;
    save_domains(&state, &mut tx, id, &f).await?;
    tx.commit().await?;
    content.changed(&state, Some((Searchable::Product, id))).await?;
    ok(Saved { id })
}

/// Operators: changes a product; its sections are replaced, services and versions kept by id.
#[utoipa::path(post, path = "/ptd-industry/manage/product/update", tag = "content-manage", request_body = ProductForm,
    responses((status = 200, description = "changed")))]
async fn product_manage_update(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<ProductForm>) -> ApiResult<(), ContentError> {
    let id = crate::manage::required_id(f.id)?;
    check_form(&f)?;
    category_exists(&state, f.category_id).await?;
    let mut tx = state.db.pool.begin().await?;
    let r = sqlx::query(
        "UPDATE products SET category_id = $1, name = $2, slogan = $3, icon = $4, slogan_image = $5, description = $6,
         operation_content = $7, channel_type = $8, template_type = $9, product_type = $10, is_free = $11, is_recommend = $12,
         is_ai = $13, online = $14, app_key = $15, sort = $16, status = $17, update_time = $18 WHERE id = $19",
    )
    .bind(f.category_id)
    .bind(&f.name)
    .bind(&f.slogan)
    .bind(&f.icon)
    .bind(&f.slogan_image)
    .bind(html::clean(&f.description))
    .bind(operation_json(&f))
    .bind(f.channel_type.unwrap_or(0))
    .bind(f.template_type.unwrap_or(1))
    .bind(f.product_type.unwrap_or(1))
    .bind(f.is_free.unwrap_or(0))
    .bind(f.is_recommend.unwrap_or(0))
    .bind(f.is_ai.unwrap_or(0))
    .bind(f.online.unwrap_or(1))
    .bind(&f.app_key)
    .bind(f.sort.unwrap_or(0))
    .bind(f.status.unwrap_or(1))
    .bind(kernel::time::now_ms())
    .bind(id)
    .execute(&mut *tx)
    .await?;
    touched(r)?;
    insert_sections(&state, &mut tx, id, &f).await?;
    save_domains(&state, &mut tx, id, &f).await?;
    tx.commit().await?;
    content.changed(&state, Some((Searchable::Product, id))).await?;
    ok(())
}

/// Operators: publishes (1) or withdraws (0) a product.
#[utoipa::path(post, path = "/ptd-industry/manage/product/changeStatus", tag = "content-manage", request_body = StatusForm,
    responses((status = 200, description = "changed")))]
async fn product_manage_change_status(State(state): State<AppState>, content: Content, _op: Operator, Json(f): Json<StatusForm>) -> ApiResult<(), ContentError> {
    crate::store::set_status(&state, "products", f.id, f.status).await?;
    content.changed(&state, Some((Searchable::Product, f.id))).await?;
    ok(())
}

/// Operators: deletes a product with its sections, services and versions (refused while help documents hang off its services).
#[utoipa::path(delete, path = "/ptd-industry/manage/product/deleteById", tag = "content-manage", params(IdQuery),
    responses((status = 200, description = "deleted")))]
async fn product_manage_delete(State(state): State<AppState>, content: Content, _op: Operator, Query(q): Query<IdQuery>) -> ApiResult<(), ContentError> {
    let (docs,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM help_docs WHERE product_domain_id IN (SELECT id FROM product_domains WHERE product_id = $1)",
    )
    .bind(q.id)
    .fetch_one(&state.db.pool)
    .await?;
    if docs > 0 {
        return Err(ContentError::DomainHasHelpDocs);
    }
    crate::store::delete_row(&state, "products", q.id).await?;
    content.changed(&state, Some((Searchable::Product, q.id))).await?;
    ok(())
}

// ---------------------------------------------------------------- categories

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductCategory {
    id: i64,
    name: String,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

impl Present for ProductCategory {
    fn present(self) -> Self {
        self
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryForm {
    id: Option<i64>,
    name: String,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(CategoryForm, "content-product-category.json");

async fn create_category(state: &AppState, id: i64, f: &CategoryForm) -> Result<()> {
    sqlx::query("INSERT INTO product_categories (id, name, sort, status, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(id)
        .bind(&f.name)
        .bind(f.sort.unwrap_or(0))
        .bind(flag(f.status, 1, "状态")?)
        .bind(kernel::time::now_ms())
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

async fn update_category(state: &AppState, id: i64, f: &CategoryForm) -> Result<()> {
    touched(
        sqlx::query("UPDATE product_categories SET name = $1, sort = $2, status = $3 WHERE id = $4")
            .bind(&f.name)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?)
            .bind(id)
            .execute(&state.db.pool)
            .await?,
    )
}

async fn delete_category(state: &AppState, id: i64) -> Result<()> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM products WHERE category_id = $1").bind(id).fetch_one(&state.db.pool).await?;
    if n > 0 {
        return Err(ContentError::CategoryInUse);
    }
    crate::store::delete_row(state, "product_categories", id).await
}

crate::manage_routes!(category_manage {
    base: "/ptd-industry/manage/productCategory",
    what: "product category",
    table: "product_categories",
    columns: "id, name, sort, status, create_time",
    title: "name",
    view: ProductCategory,
    form: CategoryForm,
    create: create_category,
    update: update_category,
    search: None,
    delete: delete_category,
});

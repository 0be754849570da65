//! The product market: the home page's product lists, the store by category,
//! the AI application market, a product's detail page with its sections,
//! services (domains) and versions, and the operators' product API, where a
//! product's sections, services and versions are the parts it keeps in other
//! tables. Its SQL is in `repo.rs`; categories are `product_category`.

mod repo;

use crate::error::{ensure, MarketError, Result};
use crate::fields::ser_time;
use crate::manage::{Bound, Filter, Filters, IdQuery, Kind, Listed, Param, Tx};
use crate::search_index::Searchable;
use crate::shared::Content;
use axum::extract::State;
use kernel::db::Save;
use kernel::extract::Query;
use kernel::html;
use kernel::http::Ready;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use repo::{CardRow, Shelf};
use std::collections::{BTreeMap, HashMap};
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
        .merge(product_manage::router())
}

fn type_name(product_type: i64) -> &'static str {
    if product_type == 2 {
        "平台产品"
    } else {
        "应用产品"
    }
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
    /// Yuan a year of its cheapest priced version on offer (shown as ¥… 起); none when nothing is priced.
    lowest_price: Option<String>,
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
            lowest_price: r.lowest_price.map(yuan),
            is_free: r.is_free,
            is_recommend: r.is_recommend,
            is_ai: r.is_ai,
        }
    }
}

fn cards(rows: &[CardRow]) -> Vec<ProductCard> {
    rows.iter().map(ProductCard::from).collect()
}

async fn shelf_reply(state: &AppState, content: &Content, key: &str, shelf: Shelf) -> Result<Ready> {
    content.reply(state, key, || async { Ok(cards(&repo::shelf(state, shelf).await?)) }).await
}

/// Recommended products (hot items of the navigation and the detail page's 推荐产品).
#[utoipa::path(get, path = "/ptd-industry/front/getRecommendApp", tag = "content", responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_recommend_app(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    shelf_reply(&state, &content, "products:recommend", Shelf::Recommended).await
}

/// Free products.
#[utoipa::path(get, path = "/ptd-industry/front/getFreeProduct", tag = "content", responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_free_product(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    shelf_reply(&state, &content, "products:free", Shelf::Free).await
}

/// Application products (home page 产品及服务, first tab).
#[utoipa::path(get, path = "/ptd-industry/front/getAppProduct", tag = "content", responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_app_product(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    shelf_reply(&state, &content, "products:app", Shelf::Application).await
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct PlatformQuery {
    /// `industry`.
    platform_name: Option<String>,
}

/// Platform products of a platform (home page 产品及服务, second tab).
#[utoipa::path(get, path = "/ptd-industry/front/getPlatProduct", tag = "content", params(PlatformQuery), responses((status = 200, description = "products", body = [ProductCard])))]
async fn get_plat_product(State(state): State<AppState>, content: Content, Query(q): Query<PlatformQuery>) -> Result<Ready, MarketError> {
    let platform = q.platform_name.unwrap_or_else(|| "industry".into());
    let key = format!("products:plat:{platform}");
    content.reply(&state, &key, || async { Ok(cards(&repo::platform_products(&state, &platform).await?)) }).await
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
#[utoipa::path(get, path = "/ptd-industry/product/getStoreProduct", tag = "content", params(StoreQuery), responses((status = 200, description = "categories with products", body = [StoreCategory])))]
async fn get_store_product(State(state): State<AppState>, content: Content, Query(q): Query<StoreQuery>) -> Result<Ready, MarketError> {
    let key = format!("store:{}", q.category_id.unwrap_or(0));
    content
        .reply(&state, &key, || async {
            let categories = repo::shown_categories(&state, q.category_id).await?;
            let rows = repo::category_products(&state, q.category_id).await?;
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
        .await
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
#[utoipa::path(get, path = "/ptd-industry/product/getAIProduct", tag = "content", params(AiQuery), responses((status = 200, description = "AI applications", body = [AiProduct])))]
async fn get_ai_product(State(state): State<AppState>, content: Content, Query(q): Query<AiQuery>) -> Result<Ready, MarketError> {
    let key = format!("ai:{}:{}", q.name.as_deref().unwrap_or_default(), q.online.map_or(-1, |o| o));
    content
        .reply(&state, &key, || async {
            let rows = repo::ai_products(&state, q.name.as_deref(), q.online).await?;
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
        .await
}

/// Whether a published product has this id.
#[utoipa::path(get, path = "/ptd-industry/product/existById", tag = "content", params(IdQuery), responses((status = 200, description = "true when it exists", body = bool)))]
async fn exist_by_id(State(state): State<AppState>, Query(q): Query<IdQuery>) -> ApiResult<bool, MarketError> {
    ok(repo::is_published(&state, q.id).await?)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct CommonQuery {
    /// Part of the product's name.
    name: Option<String>,
    category_id: Option<i64>,
}

async fn common(state: &AppState, q: CommonQuery) -> Result<Vec<ProductCard>> {
    Ok(cards(&repo::matching(state, q.name.as_deref(), q.category_id).await?))
}

/// Every published product (for pickers such as the navigation's product search), filtered by name and category.
#[utoipa::path(get, path = "/ptd-industry/endpoint/common/product/products", tag = "content", params(CommonQuery), responses((status = 200, description = "products", body = [ProductCard])))]
async fn common_products(State(state): State<AppState>, Query(q): Query<CommonQuery>) -> ApiResult<Vec<ProductCard>, MarketError> {
    ok(common(&state, q).await?)
}

/// The same list under the path the spec writes without a service prefix.
#[utoipa::path(get, path = "/endpoint/common/product/products", tag = "content", params(CommonQuery), responses((status = 200, description = "products", body = [ProductCard])))]
async fn common_products_unprefixed(State(state): State<AppState>, Query(q): Query<CommonQuery>) -> ApiResult<Vec<ProductCard>, MarketError> {
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
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductFunction {
    id: i64,
    title: String,
    description: String,
    function_icon: Option<String>,
    multimedia_url: Option<String>,
}

/// An advantage or a scene of a product.
#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema, Clone)]
#[serde(rename_all = "camelCase")]
pub struct ProductSection {
    id: i64,
    title: String,
    description: String,
    multimedia_url: Option<String>,
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
    /// The partner that supplies it; none for the platform's own products.
    supplier_name: Option<String>,
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

pub use kernel::money::yuan;

/// The whole product with its sections; `admin` includes withdrawn products and secrets.
async fn load_detail(state: &AppState, id: i64, admin: bool) -> Result<Option<ProductDetail>> {
    let Some(repo::DetailRows { card: row, description, operation_content, supplier_name, profiles, functions, advantages, scenes, domains, versions, version_functions }) =
        repo::detail(state, id, admin).await?
    else {
        return Ok(None);
    };
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
        supplier_name,
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
#[utoipa::path(get, path = "/ptd-industry/product/getById", tag = "content", params(IdQuery), responses((status = 200, description = "product", body = ProductDetail), (status = 404, description = "no such published product")))]
async fn product_get_by_id(State(state): State<AppState>, content: Content, Query(q): Query<IdQuery>) -> ApiResult<Arc<Option<ProductDetail>>, MarketError> {
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
#[into_params(parameter_in = Query)]
pub struct ProductManageQuery {
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

impl Filters for ProductManageQuery {
    fn filter(&self) -> Filter<'_> {
        let f = Filter { keyword: self.keyword.as_deref(), status: self.status, equal: Vec::new() };
        f.and("category_id", Param::Int(self.category_id))
    }
}

/// A product's own columns with its category's name, as the operators' list shows them.
impl<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> for ProductAdminRow {
    fn from_row(row: &'r sqlx::any::AnyRow) -> sqlx::Result<Self> {
        let r = CardRow::from_row(row)?;
        Ok(ProductAdminRow { card: (&r).into(), online: r.online, sort: r.sort, status: r.status, update_time: r.update_time })
    }
}

/// Operators: a product with all its sections, published or not, including service secrets.
async fn manage_detail(state: &AppState, q: IdQuery) -> Result<ProductDetail> {
    Ok(load_detail(state, q.id, true).await?.ok_or(KernelError::NotFound)?)
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

impl Listed for ProductAdminRow {
    const TABLE: &'static str = "products";
    const SOURCE: &'static str = repo::WITH_CATEGORY;
    const COLUMNS: &'static str = "*";
    const TITLE: &'static str = "name";
}

/// A product keeps its sections (replaced on a save), services and versions (kept by id) apart;
/// its value sets and nested lists are checked by the rules file.
impl Kind for ProductAdminRow {
    const FIELDS: &'static [&'static str] = &[
        "category_id", "name", "slogan", "icon", "slogan_image", "description", "operation_content", "channel_type", "template_type",
        "product_type", "is_free", "is_recommend", "is_ai", "online", "app_key", "sort", "status",
    ];
    const CHANGED: bool = true;
    const SEARCH: Option<Searchable> = Some(Searchable::Product);
    type Form = ProductForm;

    async fn check(state: &AppState, f: &ProductForm, _save: Save) -> Result<()> {
        // Which rule applies to the address depends on the kind of material: beyond the rules file.
        let videos_uploaded = f.product_profile_list.iter().all(|p| p.multimedia_type != Some(1) || !p.multimedia_url.as_deref().unwrap_or_default().is_empty());
        ensure(videos_uploaded, "请上传产品介绍视频")?;
        ensure(repo::category_exists(state, f.category_id).await?, "请选择产品分类")
    }

    fn bind<'q>(f: &'q ProductForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(f.category_id)
            .bind(&f.name)
            .bind(&f.slogan)
            .bind(&f.icon)
            .bind(&f.slogan_image)
            .bind(html::clean(&f.description))
            .bind(serde_json::to_string(&f.operation_content).unwrap_or_else(|_| "[]".into()))
            .bind(f.channel_type.unwrap_or(0))
            .bind(f.template_type.unwrap_or(1))
            .bind(f.product_type.unwrap_or(1))
            .bind(f.is_free.unwrap_or(0))
            .bind(f.is_recommend.unwrap_or(0))
            .bind(f.is_ai.unwrap_or(0))
            .bind(f.online.unwrap_or(1))
            .bind(&f.app_key)
            .bind(f.sort.unwrap_or(0))
            .bind(f.status.unwrap_or(1)))
    }

    async fn save_parts(state: &AppState, tx: &mut Tx, id: i64, f: &ProductForm) -> Result<()> {
        repo::save_parts(state, tx, id, f).await
    }

    async fn before_delete(state: &AppState, id: i64) -> Result<()> {
        if repo::help_doc_count(state, id).await? > 0 {
            return Err(MarketError::DomainHasHelpDocs);
        }
        Ok(())
    }
}

crate::manage_routes!(product_manage: ProductAdminRow {
    base: "/ptd-industry/manage/product",
    form: ProductForm,
    query: ProductManageQuery,
    get: (product_manage_get, IdQuery, ProductDetail, "product", manage_detail),
    docs: [
        "Operators: one page of products, published or not, by name, status and category.",
        "Operators: a product with all its sections, published or not, including service secrets.",
        "Operators: adds a product with its sections, services and versions.",
        "Operators: changes a product; its sections are replaced, services and versions kept by id.",
        "Operators: publishes (1) or withdraws (0) a product.",
        "Operators: deletes a product with its sections, services and versions (refused while help documents hang off its services).",
    ],
});

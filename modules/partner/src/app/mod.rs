//! A partner's apps: registered (the platform issues the appKey and the
//! appSecret, shown once and kept sealed), edited, given a launch rule (a
//! wasm plugin checked like operators' uploads), opened through the real
//! launch path before review (a test launch), submitted, reviewed by the
//! operators (approved apps become market products through the market's
//! shelf), taken offline (holders keep opening it until their end date), and
//! their usage. Every partner call is scoped to the partner's company: another
//! partner's app answers 404.

use crate::application::{is_uploaded_picture, rejection_reason, PartnerReviewForm};
use crate::error::{PartnerError, Result};
use axum::extract::{Multipart, Path, State};
use kernel::auth::{CurrentUser, Operator};
use kernel::contracts::{Channel, Domain, LaunchBy, OpenMode, RuleVersion, ShelfProduct, ShelfVersion};
use kernel::extract::{Json, Paged, Query};
use kernel::http::{Page, PageQuery};
use services::identity::Role;
use kernel::time::{format_ms, now_ms};
use services::todos::{self, kinds, NewTodo};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, BoxFuture, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;

use repo::status;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(register, edit))
        .routes(routes!(page))
        .routes(routes!(categories))
        .routes(routes!(one))
        .routes(routes!(submit))
        .routes(routes!(offline))
        .routes(routes!(rotate_secret))
        .routes(routes!(plugin))
        .routes(routes!(test_launch))
        .routes(routes!(review_page))
        .routes(routes!(review))
        .routes(routes!(review_rule))
        .routes(routes!(stats))
}

/// Where the operators review apps, and where a partner manages its own.
pub const REVIEW_LINK: &str = "/operation/partnerApps";
pub const CONSOLE_LINK: &str = "/partnerCenter/apps";

fn status_name(s: i64) -> &'static str {
    match s {
        status::DRAFT => "未提交",
        status::IN_REVIEW => "审核中",
        status::PUBLISHED => "已上架",
        status::REJECTED => "已驳回",
        status::OFFLINE => "已下架",
        _ => "",
    }
}

/// The caller's current company when it is a partner (an approved application)
/// and the caller acts for it: its main account, or a member granted 应用接入.
async fn partner_company(state: &AppState, caller: &CurrentUser) -> Result<i64> {
    partner_company_in(&state.db, caller).await
}

async fn partner_company_in(db: &kernel::db::Db, caller: &CurrentUser) -> Result<i64> {
    caller.require_role(Role::PartnerSupplier).map_err(|_| PartnerError::NotPartner)?;
    caller.require_menu(crate::menus::APPS)?;
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    if !crate::application::repo::is_partner(db, company).await? {
        return Err(PartnerError::NotPartner);
    }
    Ok(company)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerVersionForm {
    name: String,
    /// Yuan, at most two decimals; 0 only for a free app.
    price: f64,
    #[serde(default)]
    functions: Vec<String>,
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerAppForm {
    /// Present when editing.
    id: Option<i64>,
    name: String,
    /// An address the partner upload answered.
    icon: String,
    slogan: String,
    description: String,
    category_id: i64,
    /// Shown in the AI market rather than the product catalogue.
    #[serde(default)]
    is_ai: bool,
    /// http or https.
    server_url: String,
    /// 0 a one-time code, 1 a token, 2 directly.
    internal: i64,
    #[serde(default)]
    is_free: bool,
    /// Months a free app runs once added (1 to 120); absent or 0: no end.
    default_usage_time: Option<i64>,
    /// 1 to 5 versions; a free app without any gets one free version.
    #[serde(default)]
    versions: Vec<PartnerVersionForm>,
    /// Where the app receives OpenID Connect codes: up to 5, https (or http on a loopback address), no fragment.
    #[serde(default)]
    redirect_uris: Vec<String>,
    /// Where the app is told a person's platform session ended (OpenID Connect Back-Channel Logout): https, or a loopback address.
    backchannel_logout_uri: Option<String>,
    /// A single-page or mobile app that keeps no secret: it signs people in with PKCE and no client authentication.
    #[serde(default)]
    public_client: bool,
    /// The web origins (https://host[:port]) whose pages may call the token, userinfo and revocation endpoints: up to 5.
    #[serde(default)]
    web_origins: Vec<String>,
    /// How the app's ID and logout tokens are signed: RS256 (the default every library expects) or ES256.
    id_token_alg: Option<String>,
}
kernel::form_rules!(PartnerAppForm, "partner-app.json");

const MAX_VERSIONS: usize = 5;
const MAX_FUNCTIONS: usize = 10;

fn invalid(msg: impl Into<String>) -> PartnerError {
    KernelError::Validation(msg.into()).into()
}

/// Yuan with at most two decimals as fen.
pub fn price_fen(yuan: f64) -> Option<i64> {
    if !yuan.is_finite() || !(0.0..=10_000_000.0).contains(&yuan) {
        return None;
    }
    let fen = (yuan * 100.0).round();
    ((yuan * 100.0 - fen).abs() < 1e-6).then_some(fen as i64)
}

/// How the app opens: an http or https address with a host, a known launch mode, an icon the partner uploaded.
fn check_launch(f: &PartnerAppForm) -> Result<()> {
    let url = url::Url::parse(&f.server_url).ok().filter(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
    if url.is_none() {
        return Err(invalid("请输入正确的服务地址"));
    }
    if OpenMode::parse(f.internal).is_none() {
        return Err(invalid("请选择启动方式"));
    }
    if !is_uploaded_picture(&f.icon) {
        return Err(invalid("请上传应用图标"));
    }
    if f.redirect_uris.len() > MAX_REDIRECT_URIS {
        return Err(invalid("回调地址最多5个"));
    }
    if let Some(bad) = f.redirect_uris.iter().find(|u| !is_redirect_uri(u)) {
        return Err(invalid(format!("回调地址不正确：{bad}（须为 https 地址，或 http://127.0.0.1 本机调试地址，不含 #）")));
    }
    if f.backchannel_logout_uri.as_deref().is_some_and(|u| !u.is_empty() && !is_redirect_uri(u)) {
        return Err(invalid("登出通知地址不正确（须为 https 地址，或 http://127.0.0.1 本机调试地址，不含 #）"));
    }
    if f.web_origins.len() > MAX_REDIRECT_URIS {
        return Err(invalid("网页来源最多5个"));
    }
    if let Some(bad) = f.web_origins.iter().find(|o| !is_web_origin(o)) {
        return Err(invalid(format!("网页来源不正确：{bad}（须为 https://域名[:端口]，或 http://127.0.0.1 本机调试地址，不含路径）")));
    }
    if f.public_client && f.redirect_uris.is_empty() {
        return Err(invalid("公开客户端须填写回调地址"));
    }
    if !matches!(f.id_token_alg.as_deref(), None | Some("RS256") | Some("ES256")) {
        return Err(invalid("ID 令牌签名算法只能是 RS256 或 ES256"));
    }
    Ok(())
}

/// A web origin as browsers send it: a redirect URI's scheme, host and port, nothing after.
fn is_web_origin(origin: &str) -> bool {
    is_redirect_uri(origin) && url::Url::parse(origin).is_ok_and(|u| u.origin().ascii_serialization() == origin)
}

const MAX_REDIRECT_URIS: usize = 5;

/// An OpenID Connect redirect URI a partner may register: https (http only
/// on a loopback address, RFC 8252), with a host, without credentials or fragment.
fn is_redirect_uri(uri: &str) -> bool {
    let Ok(u) = url::Url::parse(uri) else { return false };
    let loopback = matches!(u.host_str(), Some("127.0.0.1") | Some("[::1]") | Some("localhost"));
    uri.len() <= 500 && (u.scheme() == "https" || (u.scheme() == "http" && loopback)) && u.host_str().is_some() && u.username().is_empty() && u.password().is_none() && u.fragment().is_none()
}

/// A version as it will be stored: name, fen and its functions as JSON.
type VersionDraft = (String, i64, String);

/// The usage months (1 to 120; 0 is none) and the versions: 1 to 5 named ones priced in yuan
/// (a free app's cost 0; a free app without any gets one 免费版), each with up to 10 functions.
fn check_versions(f: &PartnerAppForm) -> Result<(Option<i64>, Vec<VersionDraft>)> {
    let months = f.default_usage_time.filter(|m| *m != 0);
    if months.is_some_and(|m| !(1..=120).contains(&m)) {
        return Err(invalid("使用时长为1到120个月"));
    }
    if f.versions.len() > MAX_VERSIONS {
        return Err(invalid(format!("版本最多{MAX_VERSIONS}个")));
    }
    if f.versions.is_empty() && !f.is_free {
        return Err(invalid("请至少添加一个版本"));
    }
    let mut versions = Vec::new();
    for v in &f.versions {
        let name = v.name.trim();
        if name.is_empty() || name.chars().count() > 20 {
            return Err(invalid("请输入版本名称（不超过20个字）"));
        }
        let price = price_fen(v.price).ok_or_else(|| invalid("请输入正确的价格（最多两位小数）"))?;
        if price == 0 && !f.is_free {
            return Err(invalid("收费应用的版本价格须大于0"));
        }
        let functions: Vec<String> = v.functions.iter().map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect();
        if functions.len() > MAX_FUNCTIONS || functions.iter().any(|s| s.chars().count() > 50) {
            return Err(invalid(format!("每个版本最多{MAX_FUNCTIONS}项功能，每项不超过50个字")));
        }
        let functions = serde_json::to_string(&functions).map_err(|e| KernelError::Internal(e.into()))?;
        versions.push((name.to_string(), if f.is_free { 0 } else { price }, functions));
    }
    if versions.is_empty() {
        versions.push(("免费版".into(), 0, "[]".into()));
    }
    Ok((months, versions))
}

/// The checks the form's rules cannot state: the address, the icon, the category, the versions.
async fn checked<'f>(state: &AppState, f: &'f PartnerAppForm) -> Result<(repo::AppFields<'f>, Vec<repo::NewVersion>)> {
    check_launch(f)?;
    let shelf = state.contract::<dyn kernel::contracts::Shelf>()?;
    if !shelf.categories(&state.db).await?.iter().any(|(id, _)| *id == f.category_id) {
        return Err(invalid("请选择应用分类"));
    }
    let (months, drafts) = check_versions(f)?;
    let versions = drafts.into_iter().map(|(name, price, functions)| repo::NewVersion { id: state.next_id(), name, price, functions }).collect();
    let fields = repo::AppFields {
        name: &f.name,
        icon: &f.icon,
        slogan: &f.slogan,
        description: &f.description,
        category_id: f.category_id,
        is_ai: f.is_ai,
        server_url: &f.server_url,
        internal: f.internal,
        is_free: f.is_free,
        default_usage_time: if f.is_free { months } else { None },
        redirect_uris: serde_json::to_string(&f.redirect_uris).unwrap_or_else(|_| "[]".into()),
        logout_uri: f.backchannel_logout_uri.as_deref().filter(|u| !u.is_empty()),
        public_client: f.public_client,
        web_origins: serde_json::to_string(&f.web_origins).unwrap_or_else(|_| "[]".into()),
        id_token_alg: f.id_token_alg.as_deref().unwrap_or("RS256"),
    };
    Ok((fields, versions))
}

/// A new app key: `pa` and 18 lower-case letters or digits.
fn new_app_key() -> String {
    format!("pa{}", kernel::tokens::random_text(18).to_lowercase())
}

/// A new app secret: 40 letters and digits.
fn new_app_secret() -> String {
    kernel::tokens::random_text(40)
}

/// The purpose a secret is sealed for: its app key, so a sealed value copied to another app does not open.
fn seal_purpose(app_key: &str) -> String {
    format!("partner-app:{app_key}")
}

/// What registration answers: the only time the secret is shown.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AppRegistered {
    id: i64,
    app_key: String,
    app_secret: String,
}

/// Registers an app (partner): answers its id, appKey and appSecret (shown this once).
#[utoipa::path(post, path = "/ptd-open-platform/partner/app", tag = "partner", operation_id = "partner_app_register", request_body = PartnerAppForm, responses((status = 200, description = "the app's keys", body = AppRegistered)))]
async fn register(State(state): State<AppState>, caller: CurrentUser, Valid(f): Valid<PartnerAppForm>) -> ApiResult<AppRegistered, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let (fields, versions) = checked(&state, &f).await?;
    let app_key = new_app_key();
    let app_secret = new_app_secret();
    let sealed = state.tokens.seal(&seal_purpose(&app_key), &app_secret);
    let id = state.next_id();
    let new = repo::NewApp { id, company_id: company, product_id: state.next_id(), domain_id: state.next_id(), app_key: &app_key, app_secret_sealed: &sealed, fields: &fields, now: now_ms() };
    let mut tx = state.db.write.begin().await?;
    repo::insert(&mut tx, &new, &versions).await?;
    tx.commit().await?;
    tracing::info!(app = id, company, app_key, "partner app registered");
    ok(AppRegistered { id, app_key, app_secret })
}

/// An app may be changed while it is a draft, rejected or offline.
fn editable(app_status: i64) -> Result<()> {
    match app_status {
        status::IN_REVIEW => Err(PartnerError::AppState("应用审核中，不能修改")),
        status::PUBLISHED => Err(PartnerError::AppState("应用已上架，请先下架再修改")),
        _ => Ok(()),
    }
}

/// Changes an app (partner) while it is a draft, rejected or offline.
#[utoipa::path(put, path = "/ptd-open-platform/partner/app", tag = "partner", operation_id = "partner_app_edit", request_body = PartnerAppForm, responses((status = 200, description = "修改成功", body = String)))]
async fn edit(State(state): State<AppState>, caller: CurrentUser, Valid(f): Valid<PartnerAppForm>) -> ApiResult<&'static str, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let id = f.id.ok_or_else(|| invalid("请选择应用"))?;
    let current = repo::find(&state.db, id, Some(company)).await?.ok_or(KernelError::NotFound)?;
    editable(current.status)?;
    let (fields, versions) = checked(&state, &f).await?;
    let mut tx = state.db.write.begin().await?;
    if !repo::update(&mut tx, id, company, &fields, &versions, now_ms()).await? {
        return Err(PartnerError::AppState("应用状态已变化，请刷新后重试"));
    }
    tx.commit().await?;
    ok("修改成功")
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerAppVersion {
    id: i64,
    name: String,
    /// Yuan.
    price: String,
    functions: Vec<String>,
}

/// An app as its partner and the operators see it; never its secret.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerApp {
    id: i64,
    company_id: i64,
    company_name: String,
    /// The market product it is published as.
    product_id: i64,
    name: String,
    icon: String,
    slogan: String,
    description: String,
    category_id: i64,
    category_name: String,
    is_ai: bool,
    server_url: String,
    internal: i64,
    is_free: bool,
    default_usage_time: Option<i64>,
    app_key: String,
    /// 0 未提交, 1 审核中, 2 已上架, 3 已驳回, 4 已下架.
    status: i64,
    status_name: &'static str,
    reason: Option<String>,
    reviewer_name: Option<String>,
    review_time: Option<String>,
    create_time: Option<String>,
    update_time: Option<String>,
    versions: Vec<PartnerAppVersion>,
    /// The enabled launch rule, when it has one (one app only).
    rule: Option<RuleVersion>,
    /// A launch rule waits for an operator's review.
    rule_pending: bool,
    /// The launch rule waiting for review, when there is one (one app only).
    pending_rule: Option<RuleVersion>,
    /// OpenID Connect redirect URIs as saved.
    redirect_uris: Vec<String>,
    /// As the operators approved them (what the provider accepts).
    reviewed_redirect_uris: Vec<String>,
    /// The service address as last approved (what holders open); none before the first approval.
    reviewed_server_url: Option<String>,
    /// The back-channel logout address as saved, and as approved.
    backchannel_logout_uri: Option<String>,
    reviewed_backchannel_logout_uri: Option<String>,
    /// A public client (no secret, PKCE required), as saved and as approved.
    public_client: bool,
    reviewed_public_client: bool,
    /// Web origins allowed to call the provider from pages, as saved and as approved.
    web_origins: Vec<String>,
    reviewed_web_origins: Vec<String>,
    /// How its ID and logout tokens are signed: RS256 or ES256.
    id_token_alg: String,
}

async fn shown(state: &AppState, rows: Vec<repo::AppRow>, with_rule: bool) -> Result<Vec<PartnerApp>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let versions = repo::versions(&state.db, &ids).await?;
    let categories = match state.try_contract::<dyn kernel::contracts::Shelf>() {
        Some(s) => s.categories(&state.db).await?,
        None => Vec::new(),
    };
    let reviewers: Vec<i64> = rows.iter().filter_map(|r| r.reviewer_id).collect();
    let names = services::identity::user_briefs(&state.db, &reviewers).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let (rule, pending_rule) = match (state.try_contract::<dyn kernel::contracts::Launcher>(), with_rule) {
            (Some(l), true) => (l.rule(&state.db, &r.app_key).await?, l.pending_rule(&state.db, &r.app_key).await?),
            _ => (None, None),
        };
        out.push(PartnerApp {
            company_name: services::identity::company_name(&state.db.read, r.company_id).await?.unwrap_or_default(),
            category_name: categories.iter().find(|(id, _)| *id == r.category_id).map(|(_, n)| n.clone()).unwrap_or_default(),
            versions: versions
                .iter()
                .filter(|v| v.app_id == r.id)
                .map(|v| PartnerAppVersion { id: v.id, name: v.name.clone(), price: kernel::money::yuan(v.price), functions: serde_json::from_str(&v.functions).unwrap_or_default() })
                .collect(),
            status_name: status_name(r.status),
            reviewer_name: r.reviewer_id.and_then(|u| names.get(&u)).map(|b| b.real_name.clone().unwrap_or_else(|| b.user_name.clone())),
            review_time: format_ms(r.review_time),
            create_time: format_ms(Some(r.create_time)),
            update_time: format_ms(Some(r.update_time)),
            is_ai: r.is_ai == 1,
            is_free: r.is_free == 1,
            rule,
            rule_pending: r.rule_pending == 1,
            pending_rule,
            redirect_uris: serde_json::from_str(&r.redirect_uris).unwrap_or_default(),
            reviewed_redirect_uris: serde_json::from_str(&r.reviewed_redirect_uris).unwrap_or_default(),
            reviewed_server_url: r.reviewed_server_url.clone(),
            backchannel_logout_uri: r.logout_uri.clone(),
            reviewed_backchannel_logout_uri: r.reviewed_logout_uri.clone(),
            public_client: r.public_client == 1,
            reviewed_public_client: r.reviewed_public_client == 1,
            web_origins: serde_json::from_str(&r.web_origins).unwrap_or_default(),
            reviewed_web_origins: serde_json::from_str(&r.reviewed_web_origins).unwrap_or_default(),
            id_token_alg: r.id_token_alg.clone(),
            id: r.id,
            company_id: r.company_id,
            product_id: r.product_id,
            name: r.name,
            icon: r.icon,
            slogan: r.slogan,
            description: r.description,
            category_id: r.category_id,
            server_url: r.server_url,
            internal: r.internal,
            default_usage_time: r.default_usage_time,
            app_key: r.app_key,
            status: r.status,
            reason: r.reason,
        });
    }
    Ok(out)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AppFilters {
    /// 0 未提交, 1 审核中, 2 已上架, 3 已驳回, 4 已下架; absent: all.
    status: Option<i64>,
    /// true: only apps whose launch rule waits for review.
    #[serde(default, rename = "rulePending")]
    #[param(rename = "rulePending")]
    rule_pending: Option<bool>,
}

/// The partner's own apps.
#[utoipa::path(get, path = "/ptd-open-platform/partner/app/page", tag = "partner", operation_id = "partner_app_page", params(PageQuery, AppFilters), responses((status = 200, description = "page of apps", body = Page<PartnerApp>)))]
async fn page(State(state): State<AppState>, caller: CurrentUser, Paged(page, q): Paged<AppFilters>) -> ApiResult<Page<PartnerApp>, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let (rows, total) = repo::page(&state.db, Some(company), q.status, q.rule_pending == Some(true), &page).await?;
    ok(Page { rows: shown(&state, rows, false).await?, total })
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AppCategory {
    id: i64,
    name: String,
}

/// The product categories an app may be filed under (partner).
#[utoipa::path(get, path = "/ptd-open-platform/partner/app/categories", tag = "partner", operation_id = "partner_app_categories", responses((status = 200, description = "categories", body = [AppCategory])))]
async fn categories(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<AppCategory>, PartnerError> {
    partner_company(&state, &caller).await?;
    let shelf = state.contract::<dyn kernel::contracts::Shelf>()?;
    ok(shelf.categories(&state.db).await?.into_iter().map(|(id, name)| AppCategory { id, name }).collect())
}

/// One of the partner's apps (operators: any app), with its versions and launch rule.
#[utoipa::path(get, path = "/ptd-open-platform/partner/app/{id}", tag = "partner", operation_id = "partner_app_one", params(("id" = i64, Path, description = "the app")), responses((status = 200, description = "the app", body = PartnerApp)))]
async fn one(State(state): State<AppState>, caller: CurrentUser, Path(id): Path<i64>) -> ApiResult<PartnerApp, PartnerError> {
    let scope = if caller.has_role(Role::Operator) { None } else { Some(partner_company(&state, &caller).await?) };
    let row = repo::find(&state.db, id, scope).await?.ok_or(KernelError::NotFound)?;
    ok(shown(&state, vec![row], true).await?.pop().ok_or(KernelError::NotFound)?)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PartnerAppId {
    id: i64,
}

/// The app of the company, or 404; then why the move is refused when it is not allowed from its state.
async fn own_app(state: &AppState, id: i64, company: i64) -> Result<repo::AppRow> {
    Ok(repo::find(&state.db, id, Some(company)).await?.ok_or(KernelError::NotFound)?)
}

/// Submits an app for review (partner), from draft, rejected or offline.
#[utoipa::path(post, path = "/ptd-open-platform/partner/app/submit", tag = "partner", operation_id = "partner_app_submit", request_body = PartnerAppId, responses((status = 200, description = "提交成功", body = String)))]
async fn submit(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<PartnerAppId>) -> ApiResult<&'static str, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let app = own_app(&state, f.id, company).await?;
    let now = now_ms();
    let title = format!("应用「{}」申请上架", app.name);
    let todo = NewTodo::for_operators(kinds::PARTNER_REVIEW, app.id, &title, REVIEW_LINK, caller.user_id, Some(company));
    let mut tx = state.db.write.begin().await?;
    let moved = repo::move_state(&mut tx, app.id, Some(company), &[status::DRAFT, status::REJECTED, status::OFFLINE], status::IN_REVIEW, None, now).await?;
    if moved.is_none() {
        return Err(PartnerError::AppState(if app.status == status::IN_REVIEW { "应用审核中，请勿重复提交" } else { "应用已上架" }));
    }
    todos::open_with(&mut tx, state.next_id(), &todo, now).await?;
    tx.commit().await?;
    ok("提交成功")
}

/// Takes a published app off the market (partner): companies holding it keep opening it until their end date.
#[utoipa::path(post, path = "/ptd-open-platform/partner/app/offline", tag = "partner", operation_id = "partner_app_offline", request_body = PartnerAppId, responses((status = 200, description = "下架成功", body = String)))]
async fn offline(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<PartnerAppId>) -> ApiResult<&'static str, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    own_app(&state, f.id, company).await?;
    let shelf = state.contract::<dyn kernel::contracts::Shelf>()?.clone();
    let mut tx = state.db.write.begin().await?;
    let moved = repo::move_state(&mut tx, f.id, Some(company), &[status::PUBLISHED], status::OFFLINE, None, now_ms())
        .await?
        .ok_or(PartnerError::AppState("只有已上架的应用可以下架"))?;
    shelf.withdraw_product(&mut tx, moved.product_id).await?;
    tx.commit().await?;
    tracing::info!(app = f.id, company, "partner app taken offline");
    ok("下架成功")
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RotatedSecret {
    app_secret: String,
}

/// Issues a new appSecret (partner; the old one stops working at once); shown this once.
#[utoipa::path(post, path = "/ptd-open-platform/partner/app/rotateSecret", tag = "partner", operation_id = "partner_app_rotate_secret", request_body = PartnerAppId, responses((status = 200, description = "the new secret", body = RotatedSecret)))]
async fn rotate_secret(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<PartnerAppId>) -> ApiResult<RotatedSecret, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let app = own_app(&state, f.id, company).await?;
    let app_secret = new_app_secret();
    let sealed = state.tokens.seal(&seal_purpose(&app.app_key), &app_secret);
    if !repo::set_secret(&state.db, app.id, company, &sealed, now_ms()).await? {
        return Err(KernelError::NotFound.into());
    }
    tracing::info!(app = app.id, company, "partner app secret rotated");
    ok(RotatedSecret { app_secret })
}

/// Attaches a launch rule to the partner's own app (multipart: `id`, `file`):
/// checked like operators' uploads (exports, imports, ABI version, size, a dry
/// run), with no host permission; answers the version and the dry run's answer.
#[utoipa::path(post, path = "/ptd-open-platform/partner/app/plugin", tag = "partner", operation_id = "partner_app_plugin",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "the rule's version", body = RuleVersion)))]
async fn plugin(State(state): State<AppState>, caller: CurrentUser, form: Multipart) -> ApiResult<RuleVersion, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let upload =
        kernel::extract::read_upload(form, services::plugins::MAX_PLUGIN_BYTES, || PartnerError::Refused("插件大小不能超过1MB".into())).await?;
    let id: i64 = upload.fields.get("id").and_then(|v| v.trim().parse().ok()).ok_or_else(|| invalid("请选择应用"))?;
    let app = own_app(&state, id, company).await?;
    let wasm = upload.file.ok_or_else(|| invalid("请选择插件文件"))?;
    let launcher = state.contract::<dyn kernel::contracts::Launcher>()?;
    // Once an app has gone to review, companies may open it: its launch changes wait for an operator.
    let reviewed = matches!(app.status, status::IN_REVIEW | status::PUBLISHED | status::OFFLINE);
    let stored = match launcher.attach_rule(&state, &app.app_key, wasm.to_vec(), caller.user_id).await? {
        Ok(v) => v,
        Err(refused) => return Err(PartnerError::Refused(refused.0)),
    };
    // The version's place, the app's flag and the operators' to-do in one transaction.
    let now = now_ms();
    let mut tx = state.db.write.begin().await?;
    launcher.put_rule(&mut tx, &app.app_key, stored.version, reviewed).await?;
    if reviewed {
        repo::mark_rule_pending(&mut tx, app.id, company, now).await?;
        // An app in review is decided with its rule; any other waits in a queue of its own.
        if app.status != status::IN_REVIEW {
            let title = format!("应用「{}」的启动规则待审核", app.name);
            let todo = NewTodo::for_operators(kinds::PARTNER_RULE_REVIEW, app.id, &title, REVIEW_LINK, caller.user_id, Some(company));
            todos::open_with(&mut tx, state.next_id(), &todo, now).await?;
        }
    }
    tx.commit().await?;
    ok(RuleVersion { pending: reviewed, ..stored })
}

/// The app as a service to open, whatever its state (a test launch, an exchange before publication).
fn as_domain(r: &repo::AppRow, secret: Option<String>) -> Domain {
    Domain {
        id: r.domain_id,
        product_id: r.product_id,
        product_name: r.name.clone(),
        product_slogan: r.slogan.clone(),
        product_icon: Some(r.icon.clone()),
        channel: Channel::Platform,
        is_ai: r.is_ai == 1,
        is_free: r.is_free == 1,
        online: true,
        name: r.name.clone(),
        service_name: r.app_key.clone(),
        server_url: Some(r.server_url.clone()),
        open_mode: OpenMode::from_code(r.internal),
        app_key: Some(r.app_key.clone()),
        app_secret: secret,
        withdrawn: r.status == status::OFFLINE,
        default_usage_time: r.default_usage_time,
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct TestLaunched {
    /// Where the browser goes (a new tab).
    url: String,
}

/// Opens the partner's own app as a company's user would (its rule, then a
/// one-time code, a token or directly), whatever its state, so the partner can
/// check its server before review.
#[utoipa::path(post, path = "/ptd-open-platform/partner/app/testLaunch", tag = "partner", operation_id = "partner_app_test_launch", request_body = PartnerAppId, responses((status = 200, description = "where to go", body = TestLaunched)))]
async fn test_launch(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<PartnerAppId>) -> ApiResult<TestLaunched, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let app = own_app(&state, f.id, company).await?;
    let launcher = state.contract::<dyn kernel::contracts::Launcher>()?;
    let by = LaunchBy::caller(&state, &caller, company).await?;
    match launcher.launch(&state, &by, &as_domain(&app, None), true).await? {
        Ok(url) => ok(TestLaunched { url }),
        Err(refused) => Err(PartnerError::Refused(refused.0)),
    }
}

/// Every partner's apps, those waiting for review first (operators).
#[utoipa::path(get, path = "/ptd-open-platform/partner/app/reviewPage", tag = "partner", operation_id = "partner_app_review_page", params(PageQuery, AppFilters), responses((status = 200, description = "page of apps", body = Page<PartnerApp>)))]
async fn review_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<AppFilters>) -> ApiResult<Page<PartnerApp>, PartnerError> {
    let (rows, total) = repo::page(&state.db, None, q.status, q.rule_pending == Some(true), &page).await?;
    ok(Page { rows: shown(&state, rows, false).await?, total })
}

/// Approves (the app goes on the market) or rejects with a reason an app in review (operators), once.
#[utoipa::path(post, path = "/ptd-open-platform/partner/app/review", tag = "partner", operation_id = "partner_app_review", request_body = PartnerReviewForm, responses((status = 200, description = "审核成功", body = String)))]
async fn review(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<PartnerReviewForm>) -> ApiResult<&'static str, PartnerError> {
    let reason = rejection_reason(&f)?;
    let app = repo::find(&state.db, f.id, None).await?.ok_or(KernelError::NotFound)?;
    let shelf = state.contract::<dyn kernel::contracts::Shelf>()?.clone();
    let versions = repo::versions(&state.db, &[app.id]).await?;
    let now = now_ms();
    let to = if f.approve { status::PUBLISHED } else { status::REJECTED };
    let mut tx = state.db.write.begin().await?;
    let moved = repo::move_state(&mut tx, app.id, None, &[status::IN_REVIEW], to, Some((reason.as_deref(), op.user_id)), now)
        .await?
        .ok_or(PartnerError::AppState("该应用不在审核中"))?;
    if f.approve {
        let product = ShelfProduct {
            product_id: moved.product_id,
            supplier_id: moved.company_id,
            domain_id: moved.domain_id,
            category_id: moved.category_id,
            name: moved.name.clone(),
            slogan: moved.slogan.clone(),
            icon: moved.icon.clone(),
            description: moved.description.clone(),
            is_ai: moved.is_ai == 1,
            is_free: moved.is_free == 1,
            server_url: moved.server_url.clone(),
            internal: moved.internal,
            app_key: moved.app_key.clone(),
            default_usage_time: moved.default_usage_time,
            versions: versions
                .iter()
                .map(|v| {
                    let functions: Vec<String> = serde_json::from_str(&v.functions).unwrap_or_default();
                    ShelfVersion { id: v.id, name: v.name.clone(), price: v.price, functions: functions.into_iter().map(|f| (state.next_id(), f)).collect() }
                })
                .collect(),
        };
        shelf.put_product(&mut tx, &product).await?;
        repo::adopt_reviewed(&mut tx, moved.id).await?;
        // The operator reviewed the app with its waiting rule: both go live together.
        if repo::take_rule_pending(&mut tx, moved.id, now).await?.is_some() {
            state.contract::<dyn kernel::contracts::Launcher>()?.decide_rule(&mut tx, &moved.app_key, true).await?;
            todos::close_with(&mut tx, kinds::PARTNER_RULE_REVIEW, moved.id, now).await?;
        }
    }
    if let Some(main) = services::identity::main_account_id(&mut *tx, moved.company_id).await? {
        let (title, content) = review_message(&moved.name, reason.as_deref());
        let message = services::messages::NewMessage {
            user_id: main,
            title,
            content: &content,
            application_name: Some(&moved.name),
            to_url: Some(CONSOLE_LINK),
        };
        services::messages::send_with(&mut *tx, state.next_id(), &message).await?;
    }
    todos::close_with(&mut tx, kinds::PARTNER_REVIEW, moved.id, now).await?;
    kernel::audit::review_decided(&mut tx, op.user_id, &origin, &format!("partner-app:{}", moved.id), f.approve, reason.as_deref()).await?;
    tx.commit().await?;
    tracing::info!(app = moved.id, operator = op.user_id, approved = f.approve, "partner app decided");
    ok("审核成功")
}

/// What the partner's main account reads about a review: approved (no reason) or rejected with the reason.
fn review_message(app_name: &str, reason: Option<&str>) -> (&'static str, String) {
    match reason {
        None => ("应用已上架", format!("您的应用「{app_name}」已通过审核并上架。")),
        Some(r) => ("应用未通过审核", format!("您的应用「{app_name}」未通过审核，原因：{r}")),
    }
}

/// Approves (it becomes the enabled rule every holder's launch runs) or
/// rejects with a reason the launch rule waiting for review on an app (operators), once.
#[utoipa::path(post, path = "/ptd-open-platform/partner/app/reviewRule", tag = "partner", operation_id = "partner_app_review_rule", request_body = PartnerReviewForm, responses((status = 200, description = "审核成功", body = String)))]
async fn review_rule(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<PartnerReviewForm>) -> ApiResult<&'static str, PartnerError> {
    let reason = rejection_reason(&f)?;
    let launcher = state.contract::<dyn kernel::contracts::Launcher>()?.clone();
    let now = now_ms();
    let mut tx = state.db.write.begin().await?;
    let app = repo::take_rule_pending(&mut tx, f.id, now).await?.ok_or(PartnerError::AppState("该应用没有待审核的启动规则"))?;
    // The flag and the version are settled together; a version already settled elsewhere leaves only the flag to clear.
    launcher.decide_rule(&mut tx, &app.app_key, f.approve).await?;
    if let Some(main) = services::identity::main_account_id(&mut *tx, app.company_id).await? {
        let (title, content) = rule_review_message(&app.name, reason.as_deref());
        let message = services::messages::NewMessage { user_id: main, title, content: &content, application_name: Some(&app.name), to_url: Some(CONSOLE_LINK) };
        services::messages::send_with(&mut *tx, state.next_id(), &message).await?;
    }
    todos::close_with(&mut tx, kinds::PARTNER_RULE_REVIEW, app.id, now).await?;
    kernel::audit::review_decided(&mut tx, op.user_id, &origin, &format!("launch-rule:{}", app.id), f.approve, reason.as_deref()).await?;
    tx.commit().await?;
    tracing::info!(app = app.id, operator = op.user_id, approved = f.approve, "partner launch rule decided");
    ok("审核成功")
}

/// What the partner's main account reads about a launch rule's review.
fn rule_review_message(app_name: &str, reason: Option<&str>) -> (&'static str, String) {
    match reason {
        None => ("启动规则已生效", format!("您的应用「{app_name}」的启动规则已通过审核并生效。")),
        Some(r) => ("启动规则未通过审核", format!("您的应用「{app_name}」的启动规则未通过审核，原因：{r}")),
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct DayLaunches {
    /// YYYY-MM-DD (Beijing time).
    day: String,
    launches: i64,
    /// Launches refused because the rule answered an address outside the reviewed origin.
    refused: i64,
}

/// The newest launch refused for its address.
#[derive(Serialize, utoipa::ToSchema)]
pub struct RefusedLaunch {
    /// What the rule answered.
    address: String,
    time: Option<String>,
}

/// An app's usage as its partner sees it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerAppStats {
    /// Companies holding it with a running term (the AI market's usingCompanyCount).
    using_company_count: i64,
    /// Launches per day of the last 30 days (days without any are left out).
    launches: Vec<DayLaunches>,
    orders: i64,
    paid_orders: i64,
    /// Yuan.
    paid_amount: String,
    /// The newest launch refused because the rule answered an unreviewed address.
    last_refusal: Option<RefusedLaunch>,
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct StatsQuery {
    id: i64,
}

/// Usage of one of the partner's apps: holders, launches per day, orders.
#[utoipa::path(get, path = "/ptd-open-platform/partner/app/stats", tag = "partner", operation_id = "partner_app_stats", params(StatsQuery), responses((status = 200, description = "the app's usage", body = PartnerAppStats)))]
async fn stats(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<StatsQuery>) -> ApiResult<PartnerAppStats, PartnerError> {
    let company = partner_company(&state, &caller).await?;
    let app = own_app(&state, q.id, company).await?;
    let now = now_ms();
    let (launches, last_refusal) = match state.try_contract::<dyn kernel::contracts::Launcher>() {
        Some(l) => (l.launches(&state.db, &app.app_key, now - 29 * 86_400_000).await?, l.last_refusal(&state.db, &app.app_key).await?),
        None => (Vec::new(), None),
    };
    let (orders, paid_orders, paid) = match state.try_contract::<dyn kernel::contracts::Sales>() {
        Some(s) => s.of_product(&state.db, app.product_id).await?,
        None => (0, 0, 0),
    };
    ok(PartnerAppStats {
        using_company_count: services::apps::holders(&state.db, app.domain_id, now).await?,
        launches: launches.into_iter().map(|d| DayLaunches { day: d.day, launches: d.launches, refused: d.refused }).collect(),
        last_refusal: last_refusal.map(|r| RefusedLaunch { address: r.address, time: format_ms(Some(r.time)) }),
        orders,
        paid_orders,
        paid_amount: kernel::money::yuan(paid),
    })
}

/// The partner module's side of the kernel's `PartnerApps`.
pub struct Apps;

impl kernel::contracts::PartnerApps for Apps {
    fn by_app_key<'a>(&'a self, db: &'a kernel::db::Db, tokens: &'a kernel::tokens::TokenService, app_key: &'a str) -> BoxFuture<'a, std::result::Result<Option<Domain>, KernelError>> {
        Box::pin(async move {
            let Some(row) = repo::by_app_key(db, app_key).await? else { return Ok(None) };
            let secret = tokens.open(&seal_purpose(&row.app_key), &row.app_secret_sealed);
            if secret.is_none() {
                tracing::error!(app = row.id, "a partner app's sealed secret does not open (server secret changed?)");
            }
            Ok(Some(as_domain(&row, secret)))
        })
    }

    fn oidc_registration<'a>(&'a self, db: &'a kernel::db::Db, app_key: &'a str) -> BoxFuture<'a, std::result::Result<Option<kernel::contracts::OidcRegistration>, KernelError>> {
        Box::pin(async move {
            Ok(repo::by_app_key(db, app_key).await?.map(|row| kernel::contracts::OidcRegistration {
                company_id: row.company_id,
                redirect_uris: serde_json::from_str(&row.reviewed_redirect_uris).unwrap_or_default(),
                saved_redirect_uris: serde_json::from_str(&row.redirect_uris).unwrap_or_default(),
                backchannel_logout_uri: row.reviewed_logout_uri.clone(),
                public_client: row.public_client_in_force(),
                web_origins: row.web_origins_in_force(),
                id_token_alg: row.id_token_alg.clone(),
            }))
        })
    }

    fn web_origin_registered<'a>(&'a self, db: &'a kernel::db::Db, origin: &'a str) -> BoxFuture<'a, std::result::Result<bool, KernelError>> {
        Box::pin(repo::web_origin_registered(db, origin))
    }

    fn own_apps<'a>(&'a self, db: &'a kernel::db::Db, caller: &'a CurrentUser, app_id: Option<i64>) -> BoxFuture<'a, std::result::Result<Vec<kernel::contracts::PartnerApp>, KernelError>> {
        Box::pin(async move {
            let company = partner_company_in(db, caller).await.map_err(|e| match e {
                PartnerError::Kernel(k) => k,
                _ => KernelError::Forbidden,
            })?;
            let rows = match app_id {
                Some(id) => repo::find(db, id, Some(company)).await?.into_iter().collect(),
                None => repo::of_company(db, company).await?,
            };
            Ok(rows
                .into_iter()
                .map(|r| kernel::contracts::PartnerApp { id: r.id, company_id: r.company_id, domain_id: r.domain_id, product_id: r.product_id, name: r.name, app_key: r.app_key })
                .collect())
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_web_origin_is_a_scheme_host_and_port_and_nothing_after() {
        for good in ["https://spa.example.cn", "https://spa.example.cn:8443", "http://127.0.0.1:5173", "http://localhost:3000"] {
            assert!(is_web_origin(good), "{good}");
        }
        for bad in ["https://spa.example.cn/", "https://spa.example.cn/app", "http://spa.example.cn", "https://SPA.example.cn", "https://spa.example.cn:443", "https://u@spa.example.cn", "null", ""] {
            assert!(!is_web_origin(bad), "{bad}");
        }
    }

    #[test]
    fn prices_are_yuan_with_two_decimals() {
        assert_eq!(super::price_fen(12.5), Some(1250));
        assert_eq!(super::price_fen(0.01), Some(1));
        assert_eq!(super::price_fen(19.99), Some(1999));
        assert_eq!(super::price_fen(1.005), None);
        assert_eq!(super::price_fen(-1.0), None);
        assert_eq!(super::price_fen(f64::NAN), None);
    }

    #[test]
    fn prices_run_from_zero_to_ten_million_yuan() {
        assert_eq!(price_fen(0.0), Some(0));
        assert_eq!(price_fen(-0.0), Some(0));
        assert_eq!(price_fen(10_000_000.0), Some(1_000_000_000));
        assert_eq!(price_fen(10_000_000.01), None);
        assert_eq!(price_fen(f64::INFINITY), None);
        assert_eq!(price_fen(-0.01), None);
        // 0.1 + 0.2 is not exactly 0.3 as a float, but it is 30 fen.
        assert_eq!(price_fen(0.1 + 0.2), Some(30));
    }

    #[test]
    fn app_status_names_follow_the_review_states() {
        let names: Vec<&str> = [status::DRAFT, status::IN_REVIEW, status::PUBLISHED, status::REJECTED, status::OFFLINE].into_iter().map(status_name).collect();
        assert_eq!(names, ["未提交", "审核中", "已上架", "已驳回", "已下架"]);
        assert_eq!(status_name(5), "");
        assert_eq!(status_name(-1), "");
    }

    #[test]
    fn app_keys_are_pa_and_eighteen_lower_case_letters_or_digits() {
        let key = new_app_key();
        assert_eq!(key.len(), 20);
        assert!(key.starts_with("pa"));
        assert!(key.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()), "{key}");
        assert_ne!(new_app_key(), key);
    }

    #[test]
    fn app_secrets_are_forty_letters_and_digits() {
        let secret = new_app_secret();
        assert_eq!(secret.len(), 40);
        assert!(secret.chars().all(|c| c.is_ascii_alphanumeric()), "{secret}");
        assert_ne!(new_app_secret(), secret);
    }

    #[test]
    fn a_secret_is_sealed_for_its_own_app_key() {
        assert_eq!(seal_purpose("pa123"), "partner-app:pa123");
        assert_ne!(seal_purpose("pa123"), seal_purpose("pa124"));
    }

    fn form(extra: serde_json::Value) -> PartnerAppForm {
        let mut base = json!({"name": "设备管理", "icon": "/api/files/partner/icon-1.png", "slogan": "设备一键上云", "description": "介绍", "categoryId": 1,
                              "serverUrl": "https://app.example.cn/entry", "internal": 0,
                              "versions": [{"name": "标准版", "price": 199.0, "functions": ["设备接入", "  ", " 告警 "]}]});
        for (k, v) in extra.as_object().unwrap() {
            base[k] = v.clone();
        }
        serde_json::from_value(base).unwrap()
    }

    fn refusal<T: std::fmt::Debug>(r: Result<T>) -> String {
        match r {
            Err(e) => kernel::error::ApiError::message(&e),
            Ok(v) => panic!("accepted: {v:?}"),
        }
    }

    #[test]
    fn an_app_opens_from_an_http_address_by_a_known_mode_with_our_icon() {
        assert!(check_launch(&form(json!({}))).is_ok());
        assert_eq!(refusal(check_launch(&form(json!({"serverUrl": "ftp://app.example.cn"})))), "请输入正确的服务地址");
        assert_eq!(refusal(check_launch(&form(json!({"serverUrl": "https://"})))), "请输入正确的服务地址");
        assert_eq!(refusal(check_launch(&form(json!({"internal": 3})))), "请选择启动方式");
        assert_eq!(refusal(check_launch(&form(json!({"internal": -1})))), "请选择启动方式");
        assert_eq!(refusal(check_launch(&form(json!({"icon": "https://evil.example/icon.png"})))), "请上传应用图标");
    }

    #[test]
    fn versions_are_stored_in_fen_with_their_functions_trimmed() {
        let (months, versions) = check_versions(&form(json!({}))).unwrap();
        assert_eq!(months, None);
        assert_eq!(versions, vec![("标准版".to_string(), 19_900, r#"["设备接入","告警"]"#.to_string())]);
    }

    #[test]
    fn a_paid_app_needs_versions_that_cost_something() {
        assert_eq!(refusal(check_versions(&form(json!({"versions": []})))), "请至少添加一个版本");
        assert_eq!(refusal(check_versions(&form(json!({"versions": [{"name": "免费版", "price": 0.0}]})))), "收费应用的版本价格须大于0");
        assert_eq!(refusal(check_versions(&form(json!({"versions": [{"name": "标准版", "price": 9.999}]})))), "请输入正确的价格（最多两位小数）");
    }

    #[test]
    fn a_free_app_costs_nothing_and_gets_a_free_version_when_it_names_none() {
        let (_, versions) = check_versions(&form(json!({"isFree": true, "versions": []}))).unwrap();
        assert_eq!(versions, vec![("免费版".to_string(), 0, "[]".to_string())]);
        // A price given to a free app's version is dropped.
        let (_, versions) = check_versions(&form(json!({"isFree": true}))).unwrap();
        assert_eq!(versions[0].1, 0);
    }

    #[test]
    fn an_app_has_at_most_five_versions_of_named_functions() {
        let version = |name: &str, functions: Vec<String>| json!({"name": name, "price": 1.0, "functions": functions});
        let six: Vec<_> = (0..6).map(|i| version(&format!("版本{i}"), vec![])).collect();
        assert_eq!(refusal(check_versions(&form(json!({"versions": six})))), "版本最多5个");
        let five: Vec<_> = (0..5).map(|i| version(&format!("版本{i}"), vec![])).collect();
        assert_eq!(check_versions(&form(json!({"versions": five}))).unwrap().1.len(), 5);
        assert_eq!(refusal(check_versions(&form(json!({"versions": [version("   ", vec![])]})))), "请输入版本名称（不超过20个字）");
        assert_eq!(refusal(check_versions(&form(json!({"versions": [version(&"版".repeat(21), vec![])]})))), "请输入版本名称（不超过20个字）");
        let eleven = (0..11).map(|i| format!("功能{i}")).collect();
        assert_eq!(refusal(check_versions(&form(json!({"versions": [version("标准版", eleven)]})))), "每个版本最多10项功能，每项不超过50个字");
        assert_eq!(refusal(check_versions(&form(json!({"versions": [version("标准版", vec!["功".repeat(51)])]})))), "每个版本最多10项功能，每项不超过50个字");
    }

    #[test]
    fn a_free_apps_usage_time_is_one_to_one_hundred_twenty_months_or_none() {
        let months = |m: i64| check_versions(&form(json!({"isFree": true, "defaultUsageTime": m}))).map(|(months, _)| months);
        assert_eq!(months(0).unwrap(), None);
        assert_eq!(months(1).unwrap(), Some(1));
        assert_eq!(months(120).unwrap(), Some(120));
        assert_eq!(refusal(months(121)), "使用时长为1到120个月");
        assert_eq!(refusal(months(-1)), "使用时长为1到120个月");
    }

    #[test]
    fn an_app_in_review_or_on_the_market_cannot_be_changed() {
        assert!(editable(status::DRAFT).is_ok() && editable(status::REJECTED).is_ok() && editable(status::OFFLINE).is_ok());
        assert_eq!(refusal(editable(status::IN_REVIEW)), "应用审核中，不能修改");
        assert_eq!(refusal(editable(status::PUBLISHED)), "应用已上架，请先下架再修改");
    }

    #[test]
    fn the_partner_is_told_the_review_and_its_reason() {
        assert_eq!(review_message("设备管理", None), ("应用已上架", "您的应用「设备管理」已通过审核并上架。".to_string()));
        assert_eq!(review_message("设备管理", Some("地址无法访问")), ("应用未通过审核", "您的应用「设备管理」未通过审核，原因：地址无法访问".to_string()));
        assert_eq!(rule_review_message("设备管理", None), ("启动规则已生效", "您的应用「设备管理」的启动规则已通过审核并生效。".to_string()));
        assert_eq!(rule_review_message("设备管理", Some("跳转到未知站点")), ("启动规则未通过审核", "您的应用「设备管理」的启动规则未通过审核，原因：跳转到未知站点".to_string()));
    }

    fn row(status: i64) -> repo::AppRow {
        repo::AppRow {
            id: 1,
            company_id: 2,
            product_id: 3,
            domain_id: 4,
            name: "设备管理".into(),
            icon: "/api/files/partner/icon-1.png".into(),
            slogan: "设备一键上云".into(),
            description: "介绍".into(),
            category_id: 1,
            is_ai: 1,
            server_url: "https://app.example.cn/entry".into(),
            internal: 1,
            is_free: 0,
            default_usage_time: None,
            app_key: "pa123".into(),
            app_secret_sealed: "sealed".into(),
            status,
            reason: None,
            reviewer_id: None,
            review_time: None,
            rule_pending: 0,
            redirect_uris: "[]".into(),
            reviewed_redirect_uris: "[]".into(),
            reviewed_server_url: None,
            logout_uri: None,
            reviewed_logout_uri: None,
            public_client: 0,
            reviewed_public_client: 0,
            web_origins: "[]".into(),
            reviewed_web_origins: "[]".into(),
            id_token_alg: "RS256".into(),
            create_time: 0,
            update_time: 0,
        }
    }

    #[test]
    fn a_partner_app_opens_like_a_market_service_whatever_its_state() {
        let d = as_domain(&row(status::DRAFT), Some("s3cret".into()));
        assert_eq!((d.id, d.product_id, d.channel, d.open_mode), (4, 3, Channel::Platform, OpenMode::Token));
        assert!(d.online && d.is_ai && !d.is_free && !d.withdrawn);
        assert_eq!((d.app_key.as_deref(), d.service_name.as_str(), d.app_secret.as_deref()), (Some("pa123"), "pa123", Some("s3cret")));
        assert_eq!(d.server_url.as_deref(), Some("https://app.example.cn/entry"));
        // Taken offline, it still opens for its holders but is marked withdrawn.
        assert!(as_domain(&row(status::OFFLINE), None).withdrawn);
        assert!(!as_domain(&row(status::PUBLISHED), None).withdrawn);
    }
}

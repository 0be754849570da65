//! APIs partners publish on their apps (saved, reviewed by operators, taken offline), the
//! list a company may call, and the public list of a product's APIs with their documents.

pub mod repo;

use crate::error::OpenError;
use axum::extract::State;
use kernel::auth::{MainAccount, Operator};
use kernel::contracts::PartnerApps;
use kernel::db::{is_unique_violation, Save};
use kernel::extract::{Json, Paged, Query};
use kernel::http::Page;
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(partner_apps))
        .routes(routes!(partner_page))
        .routes(routes!(save))
        .routes(routes!(set_enabled))
        .routes(routes!(review_page))
        .routes(routes!(review))
        .routes(routes!(company_list))
        .routes(routes!(public_list))
}

/// An API as its partner and the operators see it: what is saved and what calls reach.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenApi {
    id: i64,
    api_code: String,
    app_id: i64,
    app_name: String,
    name: String,
    method: String,
    path: String,
    upstream: String,
    /// What calls reach now (null until first approved).
    reviewed_method: Option<String>,
    reviewed_path: Option<String>,
    reviewed_upstream: Option<String>,
    price: i64,
    rate_limit: i64,
    daily_quota: i64,
    /// Markdown.
    doc: String,
    /// The document as cleaned HTML.
    doc_html: String,
    /// The partner's company (empty for the platform's own apps).
    company_name: String,
    /// A change waits for review.
    pending: bool,
    enabled: bool,
    /// Why the last change was rejected.
    reason: Option<String>,
    /// 待审核, 已发布, 已驳回, 已下线
    status_name: &'static str,
    create_time: Option<String>,
    update_time: Option<String>,
}

fn status_name(r: &repo::ApiRow) -> &'static str {
    if r.pending == 1 {
        "待审核"
    } else if r.enabled == 0 {
        "已下线"
    } else if r.reviewed_upstream.is_some() {
        "已发布"
    } else {
        "已驳回"
    }
}

impl OpenApi {
    fn shown(r: repo::ApiRow, company_name: String) -> Self {
        let status_name = status_name(&r);
        OpenApi {
            doc_html: kernel::html::markdown(&r.doc),
            company_name,
            id: r.id,
            api_code: r.api_code,
            app_id: r.app_id,
            app_name: r.app_name,
            name: r.name,
            method: r.method,
            path: r.path,
            upstream: r.upstream,
            reviewed_method: r.reviewed_method,
            reviewed_path: r.reviewed_path,
            reviewed_upstream: r.reviewed_upstream,
            price: r.price,
            rate_limit: r.rate_limit,
            daily_quota: r.daily_quota,
            doc: r.doc,
            pending: r.pending == 1,
            enabled: r.enabled == 1,
            reason: r.reason,
            status_name,
            create_time: format_ms(Some(r.create_time)),
            update_time: format_ms(Some(r.update_time)),
        }
    }

    /// A page of rows with their partners' names, read in one statement.
    async fn page(state: &AppState, rows: Vec<repo::ApiRow>, total: i64) -> Result<Page<OpenApi>, OpenError> {
        let ids: Vec<i64> = rows.iter().map(|r| r.company_id).filter(|c| *c > 0).collect();
        let companies = services::identity::find_companies(&state.db, &ids).await?;
        let rows = rows
            .into_iter()
            .map(|r| {
                let name = companies.get(&r.company_id).map(|c| c.company_name.clone()).unwrap_or_default();
                OpenApi::shown(r, name)
            })
            .collect();
        Ok(Page { rows, total })
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OwnApp {
    id: i64,
    name: String,
}

/// The partner's apps an API may be published on (partner).
#[utoipa::path(get, path = "/ptd-open-platform/partner/api/apps", tag = "open-platform", operation_id = "open_partner_apps", responses((status = 200, description = "the partner's apps", body = Vec<OwnApp>)))]
async fn partner_apps(State(state): State<AppState>, caller: kernel::auth::CurrentUser) -> ApiResult<Vec<OwnApp>, OpenError> {
    let apps = state.contract::<dyn PartnerApps>()?.own_apps(&state.db, &caller, None).await?;
    ok(apps.into_iter().map(|a| OwnApp { id: a.id, name: a.name }).collect())
}

/// A list that takes no filter but its page.
#[derive(Deserialize)]
pub struct NoFilters {}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReviewFilters {
    /// Only APIs with a change waiting for review.
    #[serde(default)]
    pending: Option<bool>,
}

/// The partner's APIs, newest first (partner).
#[utoipa::path(get, path = "/ptd-open-platform/partner/api/page", tag = "open-platform", operation_id = "open_partner_api_page", params(kernel::http::PageQuery), responses((status = 200, description = "page of APIs", body = Page<OpenApi>)))]
async fn partner_page(State(state): State<AppState>, caller: kernel::auth::CurrentUser, Paged(page, _): Paged<NoFilters>) -> ApiResult<Page<OpenApi>, OpenError> {
    // Asking for the partner's apps checks the caller acts for a partner.
    state.contract::<dyn PartnerApps>()?.own_apps(&state.db, &caller, Some(0)).await?;
    let company = caller.company()?;
    let (rows, total) = repo::page(&state.db, Some(company), false, &page).await?;
    ok(OpenApi::page(&state, rows, total).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenApiForm {
    /// Present when changing an API.
    id: Option<i64>,
    app_id: i64,
    api_code: String,
    name: String,
    method: String,
    /// The path at the upstream, from `/`.
    path: String,
    /// http(s)://host[:port][/base], or a sandbox path in dev and test.
    upstream: String,
    /// Points per call; 0: free.
    price: i64,
    /// Calls per minute for one company.
    rate_limit: i64,
    /// Calls per day for one company; 0: no quota.
    daily_quota: i64,
    /// Markdown: request, response, examples, error codes.
    #[serde(default)]
    doc: String,
}
kernel::form_rules!(OpenApiForm, "open-api.json");

/// Where calls may be sent: an http(s) address with a host (a loopback or private one only
/// where sandboxes run), or one of the platform's own sandbox paths in dev and test.
fn upstream_allowed(upstream: &str, sandboxes: bool) -> bool {
    if upstream.starts_with("/sandbox/") {
        return sandboxes;
    }
    let Ok(url) = url::Url::parse(upstream) else { return false };
    if !matches!(url.scheme(), "http" | "https") || url.query().is_some() || url.fragment().is_some() || !url.username().is_empty() {
        return false;
    }
    match url.host() {
        None => false,
        Some(url::Host::Domain(d)) => sandboxes || !(d == "localhost" || d.ends_with(".localhost")),
        Some(url::Host::Ipv4(ip)) => sandboxes || crate::address::is_public(ip.into()),
        Some(url::Host::Ipv6(ip)) => sandboxes || crate::address::is_public(ip.into()),
    }
}

/// Publishes an API on one of the partner's apps, or changes one (partner). A new API, or a
/// change of its method, path or upstream, waits for an operator; calls keep what was reviewed.
#[utoipa::path(post, path = "/ptd-open-platform/partner/api/save", tag = "open-platform", operation_id = "open_partner_api_save", request_body = OpenApiForm, responses((status = 200, description = "saved; the API's id", body = i64)))]
async fn save(State(state): State<AppState>, caller: kernel::auth::CurrentUser, Valid(f): Valid<OpenApiForm>) -> ApiResult<i64, OpenError> {
    let app = state.contract::<dyn PartnerApps>()?.own_apps(&state.db, &caller, Some(f.app_id)).await?.into_iter().next().ok_or(KernelError::NotFound)?;
    if !upstream_allowed(&f.upstream, state.config.sandboxes()) {
        return Err(KernelError::Validation("请输入正确的服务地址".into()).into());
    }
    let now = now_ms();
    let (save, pending) = match f.id {
        None => (Save::Insert(state.next_id()), 1),
        Some(id) => {
            let old = repo::find(&state.db, id).await?.filter(|r| r.company_id == app.company_id).ok_or(KernelError::NotFound)?;
            // Holders of the app reach it: moving it to another app would hand the reviewed upstream to other holders.
            if old.app_id != f.app_id {
                return Err(KernelError::Validation("接口所属应用不可修改".into()).into());
            }
            let moved = old.method != f.method || old.path != f.path || old.upstream != f.upstream;
            (Save::Update(id), i64::from(moved))
        }
    };
    let fields = repo::ApiFields {
        api_code: &f.api_code,
        app_id: app.id,
        app_key: &app.app_key,
        app_name: &app.name,
        domain_id: app.domain_id,
        product_id: app.product_id,
        name: &f.name,
        method: &f.method,
        path: &f.path,
        upstream: &f.upstream,
        price: f.price,
        rate_limit: f.rate_limit,
        daily_quota: f.daily_quota,
        doc: &f.doc,
        pending,
    };
    match repo::save(&state.db, save, app.company_id, &fields, now).await {
        Ok(true) => ok(save.id()),
        Ok(false) => Err(KernelError::NotFound.into()),
        Err(e) if is_unique_violation(&e) => Err(OpenError::CodeTaken),
        Err(e) => Err(e.into()),
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EnableForm {
    id: i64,
    enabled: bool,
}

/// Takes the partner's API offline, or back online (partner).
#[utoipa::path(post, path = "/ptd-open-platform/partner/api/enable", tag = "open-platform", operation_id = "open_partner_api_enable", request_body = EnableForm, responses((status = 200, description = "done", body = String)))]
async fn set_enabled(State(state): State<AppState>, caller: kernel::auth::CurrentUser, Json(f): Json<EnableForm>) -> ApiResult<&'static str, OpenError> {
    state.contract::<dyn PartnerApps>()?.own_apps(&state.db, &caller, Some(0)).await?;
    if !repo::set_enabled(&state.db, f.id, caller.company()?, f.enabled, now_ms()).await? {
        return Err(KernelError::NotFound.into());
    }
    ok(if f.enabled { "已上线" } else { "已下线" })
}

/// Every API, those waiting for review when asked (operators).
#[utoipa::path(get, path = "/ptd-open-platform/manage/api/page", tag = "open-platform", operation_id = "open_manage_api_page", params(kernel::http::PageQuery, ReviewFilters), responses((status = 200, description = "page of APIs", body = Page<OpenApi>)))]
async fn review_page(State(state): State<AppState>, _op: Operator, Paged(page, f): Paged<ReviewFilters>) -> ApiResult<Page<OpenApi>, OpenError> {
    let (rows, total) = repo::page(&state.db, None, f.pending.unwrap_or(false), &page).await?;
    ok(OpenApi::page(&state, rows, total).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewForm {
    id: i64,
    approved: bool,
    /// Required when rejecting.
    reason: Option<String>,
    /// The API's updateTime as the operator read it: a change saved since is reviewed anew.
    update_time: String,
}

/// Approves or rejects an API's waiting change (operators).
#[utoipa::path(post, path = "/ptd-open-platform/manage/api/review", tag = "open-platform", operation_id = "open_manage_api_review", request_body = ReviewForm, responses((status = 200, description = "decided", body = String)))]
async fn review(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<ReviewForm>) -> ApiResult<&'static str, OpenError> {
    let reason = f.reason.as_deref().map(str::trim).filter(|r| !r.is_empty());
    if !f.approved && reason.is_none() {
        return Err(KernelError::Validation("请输入驳回原因".into()).into());
    }
    let api = repo::find(&state.db, f.id).await?.ok_or(KernelError::NotFound)?;
    if format_ms(Some(api.update_time)).as_deref() != Some(f.update_time.as_str()) || api.pending != 1 {
        return Err(KernelError::Conflict("接口已变更或已审核，请刷新后重试".into()).into());
    }
    if !repo::review(&state.db, api.id, api.update_time, f.approved, reason, op.user_id, &origin, now_ms()).await? {
        return Err(KernelError::Conflict("接口已变更或已审核，请刷新后重试".into()).into());
    }
    tracing::info!(api = api.id, approved = f.approved, operator = op.user_id, "open API reviewed");
    ok(if f.approved { "审核通过" } else { "已驳回" })
}

/// An API a company may call, as its main account sees it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallableApi {
    api_id: i64,
    api_code: String,
    name: String,
    method: String,
    /// Where to call it: `/api/ptd-open-api/gateway/{apiCode}`.
    path: String,
    price: i64,
    app_name: String,
    rate_limit: i64,
    daily_quota: i64,
    /// Within the company's credentials (all APIs, or those it narrowed them to).
    granted: bool,
}

/// The gateway path of an API.
pub fn gateway_path(code: &str) -> String {
    format!("/api/ptd-open-api/gateway/{code}")
}

/// The APIs of the apps the company holds (its main account).
#[utoipa::path(get, path = "/ptd-open-platform/openApi/api/list", tag = "open-platform", operation_id = "open_api_list", responses((status = 200, description = "the APIs the company may call", body = Vec<CallableApi>)))]
async fn company_list(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<Vec<CallableApi>, OpenError> {
    let company = caller.company()?;
    let held: Vec<i64> = services::apps::of_company(&state.db, company).await?.into_iter().filter(|a| a.end_time > now_ms()).map(|a| a.product_domain_id).collect();
    let apis = repo::callable(&state.db, Some(&held)).await?;
    let grants = crate::credential::repo::grants_of(&state.db, company).await?;
    ok(apis
        .into_iter()
        .map(|a| CallableApi {
            granted: grants.as_ref().is_none_or(|g| g.contains(&a.id)),
            api_id: a.id,
            path: gateway_path(&a.api_code),
            api_code: a.api_code,
            name: a.name,
            method: a.reviewed_method.unwrap_or(a.method),
            price: a.price,
            app_name: a.app_name,
            rate_limit: a.rate_limit,
            daily_quota: a.daily_quota,
        })
        .collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ProductQuery {
    /// A market product; absent: every published API (the developer portal).
    product_id: Option<i64>,
}

/// A published API with its document, as anyone reads it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublicApi {
    api_code: String,
    name: String,
    method: String,
    path: String,
    price: i64,
    rate_limit: i64,
    daily_quota: i64,
    app_name: String,
    product_id: i64,
    /// Markdown.
    doc: String,
    /// The document as cleaned HTML.
    doc_html: String,
}

/// The published APIs of a product (its page's API tab) or of every product (the developer portal).
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/api/list", tag = "open-platform", operation_id = "open_public_api_list", params(ProductQuery), responses((status = 200, description = "published APIs", body = Vec<PublicApi>)))]
async fn public_list(State(state): State<AppState>, Query(q): Query<ProductQuery>) -> ApiResult<Vec<PublicApi>, OpenError> {
    let rows = match q.product_id {
        Some(p) => repo::of_product(&state.db, p).await?,
        None => repo::callable(&state.db, None).await?,
    };
    ok(rows
        .into_iter()
        .map(|a| PublicApi {
            path: gateway_path(&a.api_code),
            api_code: a.api_code,
            name: a.name,
            method: a.reviewed_method.unwrap_or(a.method),
            price: a.price,
            rate_limit: a.rate_limit,
            daily_quota: a.daily_quota,
            app_name: a.app_name,
            product_id: a.product_id,
            doc_html: kernel::html::markdown(&a.doc),
            doc: a.doc,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn upstreams_are_http_addresses_and_private_ones_only_where_sandboxes_run() {
        assert!(upstream_allowed("https://api.example.com/v1", false));
        assert!(upstream_allowed("http://api.example.com:8080", false));
        assert!(!upstream_allowed("ftp://api.example.com", false));
        assert!(!upstream_allowed("https://api.example.com/v1?x=1", false));
        assert!(!upstream_allowed("https://user@api.example.com", false));
        assert!(!upstream_allowed("http://127.0.0.1:9000", false));
        assert!(!upstream_allowed("http://10.0.0.8", false));
        assert!(!upstream_allowed("http://localhost:3000", false));
        assert!(!upstream_allowed("http://[::1]:3000", false));
        assert!(upstream_allowed("http://127.0.0.1:9000", true));
        assert!(!upstream_allowed("/sandbox/open-api", false));
        assert!(upstream_allowed("/sandbox/open-api", true));
        assert!(!upstream_allowed("javascript:alert(1)", true));
    }

    fn row(pending: i64, enabled: i64, reviewed: Option<&str>) -> repo::ApiRow {
        repo::ApiRow {
            reviewed_method: reviewed.map(|_| "GET".into()),
            reviewed_path: reviewed.map(|_| "/".into()),
            reviewed_upstream: reviewed.map(str::to_string),
            pending,
            enabled,
            ..repo::ApiRow::sample("https://x", "/")
        }
    }

    #[test]
    fn an_api_is_callable_once_reviewed_and_while_enabled() {
        assert!(!row(1, 1, None).callable());
        assert!(row(1, 1, Some("https://x")).callable());
        assert!(!row(0, 0, Some("https://x")).callable());
        assert_eq!(status_name(&row(1, 1, None)), "待审核");
        assert_eq!(status_name(&row(0, 1, Some("https://x"))), "已发布");
        assert_eq!(status_name(&row(0, 0, Some("https://x"))), "已下线");
        assert_eq!(status_name(&row(0, 1, None)), "已驳回");
    }
}

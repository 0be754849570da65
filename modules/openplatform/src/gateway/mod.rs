//! The gateway: `/api/ptd-open-api/gateway/{apiCode}/…`. A call is checked (signature over
//! the request, timestamp, nonce once, the API granted, the app still held, the address
//! allowed), counted, its price held, then forwarded to the partner's reviewed upstream with the
//! caller's credentials removed and the platform's signature added; a 2xx answer captures the
//! points, anything else releases them.

pub mod repo;

use crate::api::repo::ApiRow;
use crate::credential::repo::CredentialRow;
use crate::error::OpenError;
use crate::sign;
use axum::body::Body;
use axum::extract::{OriginalUri, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use kernel::auth::ClientAddress;
use kernel::contracts::PointsAccount;
use kernel::error::ApiError;
use kernel::time::now_ms;
use kernel::AppState;
use repo::{Rate, Started};
use kernel::callers::{Kept, Reads};
use std::collections::HashSet;
use std::sync::Arc;
use std::time::{Duration, Instant};
use utoipa_axum::router::OpenApiRouter;

/// The longest a call may take upstream.
const TIMEOUT: Duration = Duration::from_secs(30);
/// The largest request body forwarded.
pub const REQUEST_LIMIT: usize = 1024 * 1024;
/// The largest answer passed back.
const REPLY_LIMIT: usize = 4 * 1024 * 1024;
/// The largest answer kept for a retry with the same Idempotency-Key.
const KEPT_REPLY_LIMIT: usize = 256 * 1024;
/// Where the gateway's paths begin (the path signed starts with it).
pub const PREFIX: &str = "/api/ptd-open-api/gateway/";

/// What the gateway keeps for its life: one HTTP client (its connection pools) for every
/// upstream, and what each call reads that changes only when a company or a partner saves
/// something (credentials, APIs, the partner app's secret), kept until such a change.
pub struct Gateway {
    /// Made at the first call, when the configuration says whether upstreams may be private.
    client: std::sync::OnceLock<reqwest::Client>,
    callers: Kept<Caller>,
    apis: Kept<ApiRow>,
    /// The secret the platform signs with for the upstream, by the API's app key.
    upstream_secrets: Kept<Option<String>>,
    /// Until when a company holds an app (`company:domain`; 0 when it does not): a grant's
    /// change moves the callers' epoch, which drops these.
    terms: Kept<i64>,
}

/// A company's credentials as a call checks them: its settings, its secrets opened, its grants.
struct Caller {
    credential: CredentialRow,
    secrets: Vec<String>,
    /// None: every API of the apps it holds.
    grants: Option<HashSet<i64>>,
}

impl Default for Gateway {
    fn default() -> Self {
        Gateway { client: Default::default(), callers: Kept::new(Reads::Content), apis: Kept::new(Reads::Content), upstream_secrets: Kept::new(Reads::Content), terms: Kept::new(Reads::Content) }
    }
}

impl Gateway {
    fn client(&self, sandboxes: bool) -> &reqwest::Client {
        self.client.get_or_init(|| {
            // No redirects: an upstream answers itself, it cannot send the platform elsewhere;
            // outside dev and test, a host name must resolve to a public address.
            let builder = reqwest::Client::builder().timeout(TIMEOUT).redirect(reqwest::redirect::Policy::none()).pool_max_idle_per_host(64);
            let builder = if sandboxes { builder } else { builder.dns_resolver(Arc::new(crate::address::PublicOnly)) };
            builder.build().expect("an HTTP client with rustls builds")
        })
    }
}

/// Kept values end with a change of their tables; this only bounds them (and `Kept` bounds them more).
const KEPT_UNTIL: i64 = i64::MAX;

pub fn router(gateway: Arc<Gateway>) -> OpenApiRouter<AppState> {
    let handler = move |state: State<AppState>, uri: OriginalUri, address: ClientAddress, method: Method, headers: HeaderMap, body: Body| {
        let gateway = gateway.clone();
        async move { call(gateway, state, uri, address, method, headers, body).await }
    };
    OpenApiRouter::new()
        .route("/ptd-open-api/gateway/{api_code}", axum::routing::any(handler.clone()))
        .route("/ptd-open-api/gateway/{api_code}/{*rest}", axum::routing::any(handler))
}

/// A refusal as callers read it: `{code, msg}` with its HTTP status, and the rate headers when counted.
fn refusal(why: &OpenError, rate: Option<Rate>, call_id: Option<i64>) -> Response {
    let body = serde_json::json!({ "code": why.code(), "msg": why.message() });
    let mut res = (why.status(), axum::Json(body)).into_response();
    if let Some(r) = rate {
        rate_headers(res.headers_mut(), r);
        if let (OpenError::TooOften, Some(reset)) = (why, r.reset_seconds) {
            res.headers_mut().insert("retry-after", HeaderValue::from(reset));
        }
    }
    if let Some(id) = call_id {
        res.headers_mut().insert("x-ptd-call-id", HeaderValue::from(id));
    }
    res
}

fn rate_headers(h: &mut HeaderMap, r: Rate) {
    h.insert("x-ratelimit-limit", HeaderValue::from(r.limit));
    if let Some(remaining) = r.remaining {
        h.insert("x-ratelimit-remaining", HeaderValue::from(remaining));
    }
    if let Some(reset) = r.reset_seconds {
        h.insert("x-ratelimit-reset", HeaderValue::from(reset));
    }
}

fn header<'h>(h: &'h HeaderMap, name: &str) -> Option<&'h str> {
    h.get(name).and_then(|v| v.to_str().ok()).map(str::trim).filter(|v| !v.is_empty())
}

/// What the caller sent to say who it is.
struct Credentials<'h> {
    app_key: &'h str,
    timestamp: &'h str,
    seconds: i64,
    nonce: &'h str,
    signature: &'h str,
}

fn credentials(h: &HeaderMap) -> Result<Credentials<'_>, OpenError> {
    let app_key = header(h, "x-ptd-appkey").ok_or(OpenError::BadSignature)?;
    let timestamp = header(h, "x-ptd-timestamp").ok_or(OpenError::BadSignature)?;
    let nonce = header(h, "x-ptd-nonce").ok_or(OpenError::BadSignature)?;
    let signature = header(h, "x-ptd-signature").ok_or(OpenError::BadSignature)?;
    if !header(h, "x-ptd-signature-method").is_some_and(|m| m.eq_ignore_ascii_case("HMAC-SHA256")) {
        return Err(OpenError::BadSignature);
    }
    if nonce.len() < sign::MIN_NONCE || nonce.len() > sign::MAX_NONCE || !nonce.bytes().all(|b| b.is_ascii_graphic()) || app_key.len() > 64 {
        return Err(OpenError::BadSignature);
    }
    let seconds: i64 = timestamp.parse().map_err(|_| OpenError::BadSignature)?;
    Ok(Credentials { app_key, timestamp, seconds, nonce, signature })
}

/// Headers that end at the gateway: hop-by-hop ones, the caller's credentials and the platform's own session.
fn stays_here(name: &HeaderName) -> bool {
    let n = name.as_str();
    matches!(
        n,
        "connection" | "keep-alive" | "proxy-authenticate" | "proxy-authorization" | "te" | "trailer" | "transfer-encoding" | "upgrade" | "host" | "content-length"
            | "token" | "cookie" | "idempotency-key" | "x-forwarded-for" | "x-forwarded-host" | "x-forwarded-proto" | "x-real-ip"
    ) || n.starts_with("x-ptd-")
}

/// Headers of an upstream's answer the caller does not get: hop-by-hop ones, and cookies (the
/// answer comes from the platform's origin).
fn answer_stays_upstream(name: &HeaderName) -> bool {
    matches!(name.as_str(), "connection" | "keep-alive" | "transfer-encoding" | "upgrade" | "trailer" | "content-length" | "set-cookie" | "set-cookie2")
        || name.as_str().starts_with("x-ptd-")
        || name.as_str().starts_with("x-ratelimit-")
}

/// Where a call goes: the reviewed upstream (a sandbox path is the platform's own address), the
/// reviewed path and what followed the API's code, which may add segments but never leave the
/// API's path (`..`, encoded or not, is resolved first): the URL, and the path and query the
/// upstream receives. None for a call that would leave it.
fn target(public_url: &str, api: &ApiRow, rest: &str, query: Option<&str>) -> Option<(String, String)> {
    let upstream = api.reviewed_upstream.as_deref()?;
    let base = if upstream.starts_with('/') { format!("{public_url}{upstream}") } else { upstream.to_string() };
    let prefix = format!("{}{}", base.trim_end_matches('/'), api.reviewed_path.as_deref().unwrap_or("/").trim_end_matches('/'));
    let allowed = url::Url::parse(&prefix).ok()?;
    let full = url::Url::parse(&format!("{prefix}{rest}")).ok()?;
    let within = allowed.path().trim_end_matches('/');
    let path = full.path();
    if full.origin() != allowed.origin() || !(within.is_empty() || path == within || path.starts_with(&format!("{within}/"))) {
        return None;
    }
    let path_and_query = match query.filter(|q| !q.is_empty()) {
        Some(q) => format!("{path}?{q}"),
        None => path.to_string(),
    };
    Some((format!("{}{path_and_query}", full.origin().ascii_serialization()), path_and_query))
}

/// Whether the address is in the company's allow list (an empty list allows any).
fn address_allowed(allow: &str, address: Option<&str>) -> bool {
    let list: Vec<String> = serde_json::from_str(allow).unwrap_or_default();
    if list.is_empty() {
        return true;
    }
    let Some(ip) = address.and_then(|a| a.parse::<std::net::IpAddr>().ok()) else { return false };
    crate::credential::parse_networks(&list).map(|nets| nets.iter().any(|n| n.contains(&ip))).unwrap_or(false)
}

/// Who calls, checked: the company's credentials and the API, after the signature verified.
async fn identify(gateway: &Gateway, state: &AppState, method: &Method, uri: &axum::http::Uri, headers: &HeaderMap, body: &[u8], code: &str) -> Result<(Arc<Caller>, Arc<ApiRow>, String), OpenError> {
    let c = credentials(headers)?;
    if (now_ms() / 1000 - c.seconds).abs() > sign::SKEW_SECONDS {
        return Err(OpenError::Expired);
    }
    let caller = gateway
        .callers
        .get_or_load(&state.callers, c.app_key, async {
            let Some(credential) = crate::credential::repo::by_app_key(&state.db, c.app_key).await? else { return Ok::<_, kernel::KernelError>(None) };
            let purpose = crate::credential::seal_purpose(&credential.app_key);
            let sealed = crate::credential::repo::secrets(&state.db, credential.company_id).await?;
            let secrets = sealed.iter().filter_map(|(_, s, _)| state.tokens.open(&purpose, s)).collect();
            let grants = if credential.all_apis == 1 { None } else { Some(crate::credential::repo::grant_ids(&state.db, credential.company_id).await?) };
            Ok(Some((Caller { credential, secrets, grants }, KEPT_UNTIL)))
        })
        .await?
        .ok_or(OpenError::BadSignature)?;
    let signed = sign::Signed { method: method.as_str(), path: uri.path(), query: uri.query().unwrap_or(""), app_key: c.app_key, nonce: c.nonce, timestamp: c.timestamp, body };
    if !caller.secrets.iter().any(|secret| sign::verify(secret, &signed, c.signature)) {
        return Err(OpenError::BadSignature);
    }
    let api = gateway
        .apis
        .get_or_load(&state.callers, code, async { Ok::<_, kernel::KernelError>(crate::api::repo::by_code(&state.db, code).await?.map(|a| (a, KEPT_UNTIL))) })
        .await?
        .filter(|a| a.callable())
        .ok_or(OpenError::NotGranted)?;
    if !api.reviewed_method.as_deref().is_some_and(|m| m.eq_ignore_ascii_case(method.as_str())) {
        return Err(OpenError::NotGranted);
    }
    Ok((caller, api, c.nonce.to_string()))
}

async fn call(gateway: Arc<Gateway>, State(state): State<AppState>, OriginalUri(uri): OriginalUri, ClientAddress(address): ClientAddress, method: Method, headers: HeaderMap, body: Body) -> Response {
    let body = match axum::body::to_bytes(body, REQUEST_LIMIT).await {
        Ok(b) => b,
        Err(_) => return refusal(&OpenError::Kernel(kernel::KernelError::PayloadTooLarge), None, None),
    };
    let Some(after) = uri.path().strip_prefix(PREFIX) else { return refusal(&OpenError::NotGranted, None, None) };
    let (code, rest) = match after.find('/') {
        Some(i) => (&after[..i], &after[i..]),
        None => (after, ""),
    };
    let (caller, api, nonce) = match identify(&gateway, &state, &method, &uri, &headers, &body, code).await {
        Ok(found) => found,
        Err(why) => return refusal(&why, None, None),
    };
    let Some((url, path_and_query)) = target(&state.config.public_url(), &api, rest, uri.query()) else {
        return refusal(&OpenError::NotGranted, None, None);
    };
    let credential = &caller.credential;
    let company = credential.company_id;
    let now = now_ms();
    // Refusals that need no counting: the address, the grant, the app's term, a frozen account.
    let early = async {
        if !address_allowed(&credential.ip_allow, address.as_deref()) {
            return Err(OpenError::AddressNotAllowed);
        }
        if caller.grants.as_ref().is_some_and(|g| !g.contains(&api.id)) {
            return Err(OpenError::NotGranted);
        }
        let term = gateway
            .terms
            .get_or_load(&state.callers, &format!("{company}:{}", api.domain_id), async {
                let end = services::apps::of_domain(&state.db, company, api.domain_id).await?.map_or(0, |a| a.end_time);
                // Kept until the term ends, when the answer would change by itself.
                Ok::<_, kernel::KernelError>(Some((end, if end > now { end } else { KEPT_UNTIL })))
            })
            .await?;
        if term.is_none_or(|end| *end <= now) {
            return Err(OpenError::AppEnded);
        }
        if api.price == 0 {
            if let Some(points) = state.try_contract::<dyn PointsAccount>() {
                if points.available(&state.db, company).await?.is_some_and(|(_, frozen)| frozen) {
                    return Err(OpenError::Frozen);
                }
            }
        }
        Ok::<_, OpenError>(())
    };
    let points = state.try_contract::<dyn PointsAccount>();
    let call_id = state.next_id();
    let start = repo::Start {
        call_id,
        hold_id: state.next_id(),
        company_id: company,
        api: &api,
        app_key: &credential.app_key,
        nonce: &nonce,
        nonce_expires: now + 2 * sign::SKEW_SECONDS * 1000,
        idempotency_key: header(&headers, "idempotency-key").map(|k| &k[..k.len().min(128)]),
        client_ip: address.as_deref(),
        monthly_cap: credential.monthly_cap,
        month: crate::credential::month_of(now),
        now,
    };
    if let Err(why) = early.await {
        // A call of a known API by a known company is logged, and its nonce taken, even refused.
        return match repo::refused(&state.db, &start, why, None).await {
            Ok(Started::Refused(why, _)) => refusal(&why, None, Some(call_id)),
            Ok(_) => refusal(&OpenError::NotGranted, None, None),
            Err(e) => refusal(&OpenError::Kernel(e), None, None),
        };
    }
    let rate = match repo::start(&state.db, points.map(|p| &**p), &start).await {
        Ok(Started::Forward(rate)) => rate,
        Ok(Started::Refused(why, rate)) => return refusal(&why, rate, Some(call_id)),
        Ok(Started::Seen(seen)) => return replay(seen),
        Err(e) => return refusal(&OpenError::Kernel(e), None, None),
    };
    let hold_id = (api.price > 0).then_some(start.hold_id);
    // The call and its settlement run to the end even when the caller goes away meanwhile.
    let keep_reply = start.idempotency_key.is_some();
    let low_balance = credential.low_balance;
    let task = tokio::spawn(forward_and_settle(gateway, state.clone(), api, url, path_and_query, method, headers, body, call_id, company, hold_id, keep_reply, low_balance));
    match task.await {
        Ok(mut res) => {
            rate_headers(res.headers_mut(), rate);
            res
        }
        Err(e) => {
            tracing::error!(call = call_id, error = %e, "gateway call task failed");
            refusal(&OpenError::Upstream("task failed".into()), Some(rate), Some(call_id))
        }
    }
}

/// An upstream's answer comes from the platform's origin: it may never run as a page there.
fn harden(h: &mut HeaderMap) {
    h.insert("content-security-policy", HeaderValue::from_static("sandbox; default-src 'none'"));
    h.insert("x-content-type-options", HeaderValue::from_static("nosniff"));
}

/// The answer of a call made before with the same Idempotency-Key, at no cost.
fn replay(seen: repo::SeenCall) -> Response {
    if seen.outcome == "pending" {
        return refusal(&OpenError::InFlight, None, Some(seen.id));
    }
    let kept: Option<serde_json::Value> = seen.reply.as_deref().and_then(|r| serde_json::from_str(r).ok());
    let mut res = match kept {
        Some(k) => {
            let status = StatusCode::from_u16(k["status"].as_u64().unwrap_or(200) as u16).unwrap_or(StatusCode::OK);
            let body = base64::engine::general_purpose::STANDARD.decode(k["body"].as_str().unwrap_or("")).unwrap_or_default();
            let mut res = (status, body).into_response();
            if let Some(t) = k["type"].as_str().and_then(|t| HeaderValue::from_str(t).ok()) {
                res.headers_mut().insert("content-type", t);
            }
            res
        }
        None => {
            let status = StatusCode::from_u16(seen.status as u16).unwrap_or(StatusCode::BAD_GATEWAY);
            let body = serde_json::json!({ "code": seen.error_code.unwrap_or(0), "msg": "" });
            (status, axum::Json(body)).into_response()
        }
    };
    harden(res.headers_mut());
    res.headers_mut().insert("idempotent-replayed", HeaderValue::from_static("true"));
    res.headers_mut().insert("x-ptd-call-id", HeaderValue::from(seen.id));
    res
}

/// An upstream's answer, read within the limit.
struct Answer {
    status: StatusCode,
    headers: HeaderMap,
    body: bytes::Bytes,
}

async fn send(gateway: &Gateway, state: &AppState, api: &ApiRow, url: &str, path_and_query: &str, method: &Method, headers: &HeaderMap, body: bytes::Bytes, call_id: i64, company: i64) -> Result<Answer, String> {
    let timestamp = now_ms() / 1000;
    // The platform signs for the upstream with the partner app's own secret.
    let secret = gateway
        .upstream_secrets
        .get_or_load(&state.callers, &api.app_key, async { Ok::<_, kernel::KernelError>(Some((services::apps::by_app_key(state, &api.app_key).await?.and_then(|d| d.app_secret), KEPT_UNTIL))) })
        .await
        .map_err(|e| e.to_string())?
        .and_then(|s| (*s).clone());
    let mut out = reqwest::header::HeaderMap::new();
    for (name, value) in headers.iter().filter(|(n, _)| !stays_here(n)) {
        out.append(name.clone(), value.clone());
    }
    out.insert("x-ptd-call-id", HeaderValue::from(call_id));
    out.insert("x-ptd-company-id", HeaderValue::from(company));
    out.insert("x-ptd-timestamp", HeaderValue::from(timestamp));
    if let Some(secret) = secret {
        let signed = sign::platform_canonical(call_id, company, timestamp, method.as_str(), path_and_query, &body);
        if let Ok(v) = HeaderValue::from_str(&sign::hmac_hex(&secret, &signed)) {
            out.insert("x-ptd-platform-signature", v);
        }
    }
    let sandboxes = state.config.sandboxes();
    // An address written as such is checked here; a host name by the client's resolver.
    if !sandboxes && url::Url::parse(url).ok().and_then(|u| u.host_str().and_then(|h| h.trim_matches(['[', ']']).parse::<std::net::IpAddr>().ok())).is_some_and(|ip| !crate::address::is_public(ip)) {
        return Err("the upstream's address is not public".into());
    }
    let res = gateway.client(sandboxes).request(method.clone(), url).headers(out).body(body).send().await.map_err(|e| e.to_string())?;
    let status = res.status();
    let headers = res.headers().clone();
    if res.content_length().is_some_and(|n| n as usize > REPLY_LIMIT) {
        return Err("answer too large".into());
    }
    let mut body = Vec::new();
    let mut res = res;
    while let Some(chunk) = res.chunk().await.map_err(|e| e.to_string())? {
        if body.len() + chunk.len() > REPLY_LIMIT {
            return Err("answer too large".into());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(Answer { status, headers, body: body.into() })
}

#[allow(clippy::too_many_arguments)]
async fn forward_and_settle(
    gateway: Arc<Gateway>,
    state: AppState,
    api: Arc<ApiRow>,
    url: String,
    path_and_query: String,
    method: Method,
    headers: HeaderMap,
    body: bytes::Bytes,
    call_id: i64,
    company: i64,
    hold_id: Option<i64>,
    keep_reply: bool,
    low_balance: Option<i64>,
) -> Response {
    let began = Instant::now();
    let answer = send(&gateway, &state, &api, &url, &path_and_query, &method, &headers, body, call_id, company).await;
    let latency_ms = began.elapsed().as_millis() as i64;
    let (response, status, succeeded, reply, error_code) = match answer {
        Ok(a) => {
            let succeeded = a.status.is_success();
            let content_type = a.headers.get("content-type").and_then(|v| v.to_str().ok()).map(str::to_string);
            let reply = (keep_reply && a.body.len() <= KEPT_REPLY_LIMIT).then(|| {
                serde_json::json!({ "status": a.status.as_u16(), "type": content_type, "body": base64::engine::general_purpose::STANDARD.encode(&a.body) }).to_string()
            });
            let mut res = Response::new(Body::from(a.body));
            *res.status_mut() = a.status;
            for (name, value) in a.headers.iter().filter(|(n, _)| !answer_stays_upstream(n)) {
                res.headers_mut().append(name.clone(), value.clone());
            }
            (res, i64::from(a.status.as_u16()), succeeded, reply, None)
        }
        Err(why) => {
            tracing::warn!(call = call_id, api = %api.api_code, error = %why, "upstream failed");
            let refused = OpenError::Upstream(why);
            let reply = keep_reply.then(|| {
                let body = serde_json::json!({ "code": refused.code(), "msg": refused.message() }).to_string();
                serde_json::json!({ "status": 502, "type": "application/json", "body": base64::engine::general_purpose::STANDARD.encode(body) }).to_string()
            });
            (refusal(&refused, None, None), 502, false, reply, Some(refused.code()))
        }
    };
    let mut response = response;
    harden(response.headers_mut());
    response.headers_mut().insert("x-ptd-call-id", HeaderValue::from(call_id));
    let points = state.try_contract::<dyn PointsAccount>();
    let remark = format!("接口调用 {}（{}）", api.name, api.api_code);
    let now = now_ms();
    let settle = repo::Settle {
        call_id,
        company_id: company,
        price: api.price,
        hold_id,
        succeeded,
        status,
        latency_ms,
        reply: reply.as_deref(),
        error_code,
        ledger_id: state.next_id(),
        remark: &remark,
        month: crate::credential::month_of(now),
        now,
    };
    match repo::settle(&state.db, points.map(|p| &**p), &settle).await {
        Ok(true) => {}
        Ok(false) => tracing::warn!(call = call_id, "call settled before its answer came (by the job)"),
        Err(e) => tracing::error!(call = call_id, error = %e, "call not settled; the job will release it"),
    }
    if let (Some(threshold), Some(_), true) = (low_balance, hold_id, succeeded) {
        if let Err(e) = watch_low_balance(&state, company, threshold).await {
            tracing::warn!(company, error = %e, "low balance not checked");
        }
    }
    response
}

/// Tells the company's main account once when its points fall below its threshold (again
/// after they were at or above it).
async fn watch_low_balance(state: &AppState, company: i64, threshold: i64) -> Result<(), kernel::KernelError> {
    let Some(points) = state.try_contract::<dyn PointsAccount>() else { return Ok(()) };
    let Some((available, _)) = points.available(&state.db, company).await? else { return Ok(()) };
    let told = repo::low_balance_told(&state.db, company).await?;
    if available >= threshold {
        if told {
            repo::mark_low_balance(&state.db, company, false).await?;
        }
        return Ok(());
    }
    if !told && repo::mark_low_balance(&state.db, company, true).await? {
        if let Some(user_id) = services::identity::main_account_id(&state.db.read, company).await? {
            let content = format!("您的积分余额为{available}，已低于您设置的提醒值{threshold}，为避免接口调用失败，请及时充值。");
            services::messages::send(state, &services::messages::NewMessage { user_id, title: "积分余额不足提醒", content: &content, application_name: Some("开放平台"), to_url: Some("/userCenter/accountManage") })
                .await?;
        }
    }
    Ok(())
}

/// Settles calls left pending by an instance that stopped mid-call: their points are released
/// (the caller never had an answer), each by the same conditional move as a normal settlement.
pub async fn settle_stale(state: &AppState) -> anyhow::Result<()> {
    let before = now_ms() - 2 * TIMEOUT.as_millis() as i64;
    let points = state.try_contract::<dyn PointsAccount>();
    for (id, company, price, hold_id, created) in repo::stale_pending(&state.db, before, 500).await? {
        let settle = repo::Settle {
            call_id: id,
            company_id: company,
            price,
            hold_id,
            succeeded: false,
            status: 0,
            latency_ms: now_ms() - created,
            reply: None,
            error_code: Some(OpenError::Upstream(String::new()).code()),
            ledger_id: state.next_id(),
            remark: "",
            month: crate::credential::month_of(created),
            now: now_ms(),
        };
        if repo::settle(&state.db, points.map(|p| &**p), &settle).await? {
            tracing::warn!(call = id, company, "a call left pending was released");
        }
    }
    let forgotten = repo::forget_nonces(&state.db, now_ms()).await?;
    tracing::debug!(forgotten, "expired nonces forgotten");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn api(upstream: &str, path: &str) -> ApiRow {
        ApiRow::sample(upstream, path)
    }

    #[test]
    fn a_call_reaches_below_its_apis_path_and_never_leaves_it() {
        let a = api("https://up.example.com/v1", "/orders");
        let t = |rest: &str, q: Option<&str>| target("http://127.0.0.1:8080", &a, rest, q);
        assert_eq!(t("", None), Some(("https://up.example.com/v1/orders".into(), "/v1/orders".into())));
        assert_eq!(t("/7", Some("a=1")), Some(("https://up.example.com/v1/orders/7?a=1".into(), "/v1/orders/7?a=1".into())));
        for escape in ["/../admin", "/%2e%2e/admin", "/%2E%2E/%2e%2e/secret", "/./../x", "s", "/..%2f..%2fadmin/.."] {
            let got = t(escape, None);
            assert!(got.as_ref().is_none_or(|(_, p)| p.starts_with("/v1/orders/") || p == "/v1/orders"), "{escape} reached {got:?}");
        }
        assert_eq!(t("/../admin", None), None);
        assert_eq!(t("s", None), None, "orders-s is not below /orders");
        // A sandbox upstream is the platform itself.
        let s = api("/sandbox/open-api", "/echo");
        assert_eq!(target("http://127.0.0.1:8080", &s, "", None), Some(("http://127.0.0.1:8080/sandbox/open-api/echo".into(), "/sandbox/open-api/echo".into())));
        // An API at the upstream's root reaches any path of it.
        let root = api("https://up.example.com", "/");
        assert_eq!(target("", &root, "/any/thing", None).map(|t| t.1), Some("/any/thing".into()));
    }

    #[test]
    fn an_empty_allow_list_allows_any_address_and_a_list_only_its_own() {
        assert!(address_allowed("[]", None));
        assert!(address_allowed("[\"203.0.113.0/24\"]", Some("203.0.113.9")));
        assert!(!address_allowed("[\"203.0.113.0/24\"]", Some("198.51.100.1")));
        assert!(!address_allowed("[\"203.0.113.0/24\"]", None));
    }

    #[test]
    fn credentials_session_and_hop_by_hop_headers_stay_at_the_gateway() {
        for h in ["x-ptd-signature", "x-ptd-appkey", "token", "cookie", "connection", "host", "idempotency-key"] {
            assert!(stays_here(&HeaderName::from_static(h)), "{h}");
        }
        for h in ["content-type", "accept", "authorization", "x-request-id"] {
            assert!(!stays_here(&HeaderName::from_static(h)), "{h}");
        }
        assert!(answer_stays_upstream(&HeaderName::from_static("set-cookie")));
        assert!(!answer_stays_upstream(&HeaderName::from_static("content-type")));
    }

    fn signed(headers: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in headers {
            h.insert(*k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn a_call_names_its_key_time_nonce_method_and_signature() {
        let full = [("x-ptd-appkey", "okkey"), ("x-ptd-timestamp", "1700000000"), ("x-ptd-nonce", "0123456789abcdef"), ("x-ptd-signature-method", "HMAC-SHA256"), ("x-ptd-signature", "ab")];
        assert!(credentials(&signed(&full)).is_ok());
        for missing in 0..full.len() {
            let some: Vec<_> = full.iter().enumerate().filter(|(i, _)| *i != missing).map(|(_, p)| *p).collect();
            assert!(matches!(credentials(&signed(&some)), Err(OpenError::BadSignature)));
        }
        let mut short = full;
        short[2] = ("x-ptd-nonce", "short");
        assert!(matches!(credentials(&signed(&short)), Err(OpenError::BadSignature)));
        let mut other = full;
        other[3] = ("x-ptd-signature-method", "MD5");
        assert!(matches!(credentials(&signed(&other)), Err(OpenError::BadSignature)));
    }
}

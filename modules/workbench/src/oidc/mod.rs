//! An OpenID Connect provider beside the spec's one-time code: apps sign
//! people in with any standard client library. Discovery and JWKS; the
//! authorization code flow with PKCE (S256), state and nonce; the token
//! endpoint (authorization_code, refresh_token rotated with reuse detected,
//! client_credentials; client_secret_basic and client_secret_post, the app's
//! appKey and appSecret); userinfo; revocation (RFC 7009) and introspection
//! (RFC 7662). Authorizing is opening the app: the same decision as the
//! console's (the company holds it, not ended; a sub-account on an app the
//! company has not added asks its main account), shown on the platform's
//! `/oidc/authorize` page with a consent the person gives once. Every grant
//! belongs to the platform session that allowed it, so logging out, a
//! password change, freezing or leaving the company ends the app's tokens at
//! once. The token endpoints speak RFC 6749's wire format, not the envelope.

mod keys;
mod protocol;
mod repo;

use crate::error::{Result, WorkbenchError};
use axum::extract::{Form, State};
use axum::http::HeaderMap;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Router};
use kernel::auth::CurrentUser;
use kernel::callers::{Kept, Reads};
use kernel::db::{Batch, Written};
use kernel::extract::Json;
use kernel::time::now_ms;
use kernel::{ok, ApiResult, AppState, KernelError};
pub use keys::KeyRing;
use protocol::{Client, Refusal, TokenReply};
use repo::Taken;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// A code lives this long (RFC 6749 4.1.2 recommends at most ten minutes; one is plenty).
const CODE_TTL_MS: i64 = 60_000;
/// The longest nonce an app may send (OpenID Connect sets none; real ones are 16 to 64 characters).
const MAX_NONCE: usize = 256;
const ACCESS_TTL_SECS: i64 = 3600;
const REFRESH_TTL_MS: i64 = 30 * 86_400_000;
/// The scopes an app may ask for; others are left out of what it gets.
const SCOPES: &[&str] = &["openid", "profile", "phone", "company"];

/// The calls: the platform page's authorize call (documented, in the envelope)
/// and the protocol's endpoints (RFC wire format, outside the document).
pub fn router(provider: Arc<Provider>) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(authorize))
        .routes(routes!(consents))
        .routes(routes!(withdraw))
        .route("/oidc/jwks", get(jwks))
        .route("/oidc/token", post(token).options(preflight))
        .route("/oidc/userinfo", get(userinfo).post(userinfo).options(preflight))
        .route("/oidc/revoke", post(revoke).options(preflight))
        .route("/oidc/introspect", post(introspect))
        .layer(Extension(provider))
}

/// What the provider keeps in memory, per built app: the signing key, apps
/// as clients, userinfo answers and people's consents (`Kept`: dropped when
/// what they were made of changes).
pub struct Provider {
    ring: KeyRing,
    clients: protocol::Clients,
    answers: Kept<protocol::UserInfoAnswer>,
    consents: protocol::Consents,
}

impl Default for Provider {
    fn default() -> Self {
        // An order placed leaves the clients in place; a token that ends drops its answer.
        Self { ring: KeyRing::default(), clients: protocol::clients(), answers: Kept::new(Reads::ContentAndActivity), consents: Kept::new(Reads::ContentAndActivity) }
    }
}

/// Discovery, at the path OpenID Connect Discovery fixes.
pub fn pages() -> Router<AppState> {
    Router::new().route("/.well-known/openid-configuration", get(discovery))
}

fn issuer(state: &AppState) -> String {
    state.config.public_url()
}

/// OpenID Connect Discovery 1.0: where everything is and what the provider supports.
async fn discovery(State(state): State<AppState>) -> Response {
    let iss = issuer(&state);
    let document = axum::Json(serde_json::json!({
        "issuer": iss,
        "authorization_endpoint": format!("{iss}/oidc/authorize"),
        "token_endpoint": format!("{iss}/api/oidc/token"),
        "userinfo_endpoint": format!("{iss}/api/oidc/userinfo"),
        "jwks_uri": format!("{iss}/api/oidc/jwks"),
        "revocation_endpoint": format!("{iss}/api/oidc/revoke"),
        "introspection_endpoint": format!("{iss}/api/oidc/introspect"),
        "scopes_supported": SCOPES,
        "response_types_supported": ["code"],
        "response_modes_supported": ["query"],
        "grant_types_supported": ["authorization_code", "refresh_token", "client_credentials"],
        "subject_types_supported": ["pairwise"],
        "id_token_signing_alg_values_supported": ["RS256", "ES256"],
        "token_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "none"],
        "revocation_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post", "none"],
        "introspection_endpoint_auth_methods_supported": ["client_secret_basic", "client_secret_post"],
        "code_challenge_methods_supported": ["S256"],
        "claims_supported": ["sub", "iss", "aud", "exp", "iat", "auth_time", "nonce", "at_hash", "name", "phone_number", "phone_number_verified", "company", "account_type"],
        "authorization_response_iss_parameter_supported": true,
        "backchannel_logout_supported": true,
        "backchannel_logout_session_supported": true,
        "ui_locales_supported": ["zh-CN"],
    }));
    anyone_may_read(document)
}

/// What any page may read (discovery, the public keys): `Access-Control-Allow-Origin: *`.
fn anyone_may_read(body: impl IntoResponse) -> Response {
    let mut r = body.into_response();
    r.headers_mut().insert(axum::http::header::ACCESS_CONTROL_ALLOW_ORIGIN, axum::http::HeaderValue::from_static("*"));
    r
}

/// A browser's CORS preflight for the token, userinfo or revocation endpoint:
/// allowed for an origin some app registered (the preflight names no app;
/// the answer itself is readable only by the pages of its own app's origins).
async fn preflight(State(state): State<AppState>, headers: HeaderMap) -> Response {
    use axum::http::{header, HeaderValue, StatusCode};
    let Some(origin) = protocol::origin(&headers) else { return StatusCode::NO_CONTENT.into_response() };
    let registered = match state.try_contract::<dyn kernel::contracts::PartnerApps>() {
        Some(p) => p.web_origin_registered(&state.db, origin).await.unwrap_or(false),
        None => false,
    };
    let mut r = StatusCode::NO_CONTENT.into_response();
    let h = r.headers_mut();
    h.insert(header::VARY, HeaderValue::from_static("Origin"));
    if let (true, Ok(v)) = (registered, HeaderValue::from_str(origin)) {
        h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, v);
        h.insert(header::ACCESS_CONTROL_ALLOW_METHODS, HeaderValue::from_static("GET, POST"));
        h.insert(header::ACCESS_CONTROL_ALLOW_HEADERS, HeaderValue::from_static("authorization, content-type"));
        h.insert(header::ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static("600"));
    }
    r
}

/// RFC 7517: the public keys ID tokens are checked against.
async fn jwks(State(state): State<AppState>) -> Response {
    match keys::published(&state).await {
        Ok(keys) => anyone_may_read(axum::Json(serde_json::json!({ "keys": keys }))),
        Err(e) => Refusal::server(e).into_response(),
    }
}

/// The space-separated scopes asked for that the provider knows, in its order.
/// Whether the scopes `allowed` (space-separated, as a consent or a grant holds them) take in every one asked.
fn allows_all<'a>(allowed: &str, mut asked: impl Iterator<Item = &'a str>) -> bool {
    asked.all(|s| allowed.split(' ').any(|a| a == s))
}

fn known_scopes(asked: &str) -> Vec<&'static str> {
    let asked: Vec<&str> = asked.split_whitespace().collect();
    SCOPES.iter().copied().filter(|s| asked.contains(s)).collect()
}

/// What each scope gives the app, as the consent page says it.
fn scope_text(scope: &str) -> &'static str {
    match scope {
        "openid" => "识别您的身份（每个应用看到的编号各不相同）",
        "profile" => "您的姓名",
        "phone" => "您的完整手机号（未授权时应用只看到部分号码）",
        "company" => "您当前企业的名称、认证状态，以及您是主账号还是子账号",
        _ => "",
    }
}

/// An authorization request as the platform's `/oidc/authorize` page passes it on.
#[derive(Deserialize, utoipa::ToSchema)]
pub struct AuthorizeForm {
    response_type: String,
    client_id: String,
    redirect_uri: String,
    #[serde(default)]
    scope: String,
    state: Option<String>,
    nonce: Option<String>,
    code_challenge: Option<String>,
    code_challenge_method: Option<String>,
    /// The person's answer on the consent page: true 同意, false 拒绝; absent before it was asked.
    consent: Option<bool>,
}

/// One thing the app would receive.
#[derive(Serialize, utoipa::ToSchema)]
pub struct ConsentItem {
    scope: String,
    text: &'static str,
}

/// What the consent page shows.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsentAsked {
    app_name: String,
    company_name: String,
    items: Vec<ConsentItem>,
}

/// Where the browser goes next, or the consent to ask first.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Authorization {
    /// The app's redirect URI with the code (or the protocol's error), state and iss.
    redirect: Option<String>,
    consent: Option<ConsentAsked>,
}

/// The app's redirect URI with the parameters of the answer.
fn answer(redirect_uri: &str, params: &[(&str, &str)]) -> Authorization {
    Authorization { redirect: Some(crate::launch::with_query(redirect_uri, params)), consent: None }
}

/// Decides an authorization request for the signed-in person: an unknown
/// app, an unregistered redirect URI or a refused launch is shown on the page
/// (never sent to an address nobody reviewed); the protocol's own refusals go
/// back to the app; a first request asks for consent.
#[utoipa::path(post, path = "/oidc/authorize", tag = "oidc", operation_id = "oidc_authorize", request_body = AuthorizeForm, responses((status = 200, description = "where to go, or the consent to ask", body = Authorization)))]
async fn authorize(State(state): State<AppState>, Extension(provider): Extension<Arc<Provider>>, caller: CurrentUser, Json(f): Json<AuthorizeForm>) -> ApiResult<Authorization, WorkbenchError> {
    let client = protocol::client(&state, &provider.clients, &f.client_id).await?.ok_or(WorkbenchError::UnknownClient)?;
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    // The partner's own people sign in to test, whatever the app's state, as its test launch opens it.
    let own = client.owned_by(company);
    if !protocol::redirect_allowed(&state, &client, &f.redirect_uri, own) {
        return Err(WorkbenchError::UnregisteredRedirect);
    }
    let back = |error: &str| {
        let mut params = vec![("error", error.to_string())];
        if let Some(s) = &f.state {
            params.push(("state", s.clone()));
        }
        params.push(("iss", issuer(&state)));
        let params: Vec<(&str, &str)> = params.iter().map(|(k, v)| (*k, v.as_str())).collect();
        answer(&f.redirect_uri, &params)
    };
    if f.response_type != "code" {
        return ok(back("unsupported_response_type"));
    }
    let scopes = known_scopes(&f.scope);
    if !scopes.contains(&"openid") {
        return ok(back("invalid_scope"));
    }
    // The nonce travels in the code and the ID token: a sentence, not a document.
    if f.nonce.as_ref().is_some_and(|n| n.len() > MAX_NONCE) {
        return ok(back("invalid_request"));
    }
    match (f.code_challenge.as_deref(), f.code_challenge_method.as_deref()) {
        (Some(c), Some("S256")) if protocol::is_challenge(c) => {}
        // A public client has no secret: only PKCE binds the code to it.
        (None, None) if !client.is_public() => {}
        _ => return ok(back("invalid_request")),
    }
    // Opening the app through the provider is opening it: the console's decision, its refusals shown on the page.
    let now = now_ms();
    if !own {
        let domain = client.domain.as_ref().ok_or(WorkbenchError::NotOnline)?;
        if domain.is_ai && !domain.online {
            return Err(WorkbenchError::NotOnline);
        }
        let held = crate::launch::held(&state, &caller, company, domain.id).await?;
        crate::launch::check_held(held.as_ref(), caller.is_main_account(), now)?;
    }

    let scope = scopes.join(" ");
    let mut batch = Batch::new();
    // Kept: whether to ask again. The exchange checks the consent as it takes the code (`repo::use_code`).
    let remembered = protocol::consent(&state, &provider.consents, caller.user_id, &client.id).await?;
    let covered = remembered.as_deref().is_some_and(|allowed| allows_all(allowed, scopes.iter().copied()));
    if !covered {
        match f.consent {
            None => {
                let company_name = services::identity::company_name(&state.db.read, company).await?.unwrap_or_default();
                let items = scopes.iter().map(|s| ConsentItem { scope: s.to_string(), text: scope_text(s) }).collect();
                return ok(Authorization { redirect: None, consent: Some(ConsentAsked { app_name: client.name.clone(), company_name, items }) });
            }
            Some(false) => return ok(back("access_denied")),
            Some(true) => repo::remember_consent(&mut batch, caller.user_id, &client.id, &scope, now)?,
        }
    }
    if !batch.is_empty() {
        state.db.commit(batch).await?;
    }
    // The code carries what was allowed, sealed: nothing is written until it is exchanged.
    let code = protocol::Code {
        grant: state.next_id(),
        client: client.id.clone(),
        user: caller.user_id,
        company,
        session: caller.session_id.to_string(),
        scope,
        redirect_uri: f.redirect_uri.clone(),
        challenge: f.code_challenge.clone(),
        nonce: f.nonce.clone(),
        issued: now,
        expires: now + CODE_TTL_MS,
    }
    .seal(&state);
    let iss = issuer(&state);
    let mut params = vec![("code", code.as_str())];
    if let Some(s) = &f.state {
        params.push(("state", s.as_str()));
    }
    params.push(("iss", iss.as_str()));
    ok(answer(&f.redirect_uri, &params))
}

/// An app the person allowed to sign them in.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AppConsent {
    client_id: String,
    app_name: String,
    /// What the app receives, as the consent page said it.
    items: Vec<&'static str>,
    create_time: Option<String>,
}

/// The apps the signed-in person allowed to sign them in, the newest first.
#[utoipa::path(get, path = "/oidc/consents", tag = "oidc", operation_id = "oidc_consents", responses((status = 200, description = "the apps allowed", body = [AppConsent])))]
async fn consents(State(state): State<AppState>, Extension(provider): Extension<Arc<Provider>>, caller: CurrentUser) -> ApiResult<Vec<AppConsent>, WorkbenchError> {
    let mut out = Vec::new();
    for (client_id, scope, at) in repo::consents_of(&state.db, caller.user_id).await? {
        let app_name = protocol::client(&state, &provider.clients, &client_id).await?.map(|c| c.name.clone()).unwrap_or_else(|| client_id.clone());
        out.push(AppConsent { items: scope.split(' ').map(scope_text).filter(|t| !t.is_empty()).collect(), app_name, client_id, create_time: kernel::time::format_ms(Some(at)) });
    }
    ok(out)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WithdrawForm {
    client_id: String,
}

/// Withdraws the consent given to an app: it is asked again next time, and
/// every token it holds for the person ends at once.
#[utoipa::path(post, path = "/oidc/consents/withdraw", tag = "oidc", operation_id = "oidc_consent_withdraw", request_body = WithdrawForm, responses((status = 200, description = "撤销成功", body = String)))]
async fn withdraw(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<WithdrawForm>) -> ApiResult<&'static str, WorkbenchError> {
    let mut batch = Batch::new();
    repo::withdrawing(&mut batch, caller.user_id, &f.client_id)?;
    match state.db.commit(batch).await? {
        kernel::db::Written::Committed(_) => ok("撤销成功"),
        kernel::db::Written::Unchanged(_) => Err(KernelError::NotFound.into()),
    }
}

/// The token endpoint's form (RFC 6749 4.1.3, 4.4.2, 6).
#[derive(Deserialize)]
struct TokenForm {
    grant_type: String,
    code: Option<String>,
    redirect_uri: Option<String>,
    code_verifier: Option<String>,
    refresh_token: Option<String>,
    scope: Option<String>,
    client_id: Option<String>,
    client_secret: Option<String>,
}

async fn token(State(state): State<AppState>, Extension(provider): Extension<Arc<Provider>>, headers: HeaderMap, Form(f): Form<TokenForm>) -> Response {
    let ring = &provider.ring;
    let client = match protocol::authenticate(&state, &provider.clients, &headers, f.client_id.as_deref(), f.client_secret.as_deref()).await {
        Ok(c) => c,
        Err(r) => return r.into_response(),
    };
    let reply = match f.grant_type.as_str() {
        "authorization_code" => exchange_code(&state, ring, &client, &f).await,
        "refresh_token" => refresh(&state, ring, &client, &f).await,
        "client_credentials" if client.is_public() => Err(Refusal::bad("unauthorized_client", "公开客户端不能以自身名义取得令牌")),
        "client_credentials" => for_itself(&state, &client).await,
        _ => Err(Refusal::bad("unsupported_grant_type", "grant_type 不受支持")),
    };
    let response = match reply {
        Ok(r) => r.into_response(),
        Err(r) => r.into_response(),
    };
    protocol::allow_origin(response, client.web_origins(), protocol::origin(&headers))
}

/// A code becomes tokens. It carries what was allowed, sealed (`protocol::Code`), and is checked
/// against the client, the redirect URI and the verifier; then one batch records it used (an
/// insert that must add its row, and adds it only while the consent it was given under still
/// covers it) with the grant and the tokens, or alone when a check failed, so every attempt uses
/// the code up and only the caller that records it gets tokens. A code recorded before, or by
/// another caller at once, is a replay: it revokes the grant it made.
async fn exchange_code(state: &AppState, ring: &KeyRing, client: &Client, f: &TokenForm) -> std::result::Result<TokenReply, Refusal> {
    let text = f.code.as_deref().ok_or_else(|| Refusal::bad("invalid_request", "缺少 code"))?;
    let now = now_ms();
    let unknown = || Refusal::bad("invalid_grant", "code 无效或已过期");
    let code = protocol::Code::open(state, text).filter(|c| c.expires > now).ok_or_else(unknown)?;
    let digest = protocol::code_digest(text, &code);
    let grant = match checked_code(state, client, f, &code).await {
        Ok(grant) => grant,
        Err(refusal) => return Err(use_up(state, &digest, &code, refusal, now).await),
    };
    let mut batch = Batch::new();
    // The code's scopes are the provider's own names (`known_scopes` made them).
    repo::use_code(&mut batch, &digest, &code, Some(&known_scopes(&code.scope))).map_err(Refusal::server)?;
    let new = repo::NewGrant {
        id: grant.id,
        client_id: &grant.client_id,
        user_id: grant.user_id,
        company_id: grant.company_id,
        session_id: grant.session_id.as_deref(),
        scope: &grant.scope,
        now: code.issued,
    };
    repo::insert_grant(&mut batch, &new).map_err(Refusal::server)?;
    let (reply, batch) = issue(state, ring, client, &grant, code.nonce.as_deref(), now, batch).await?;
    match state.db.commit(batch).await.map_err(|e| Refusal::server(e.into()))? {
        Written::Committed(_) => Ok(reply),
        // Used before, or the consent withdrawn or narrowed since the code was issued.
        Written::Unchanged(_) if repo::code_used(&state.db, &digest).await.map_err(Refusal::server)? => Err(code_replayed(state, code.grant, now).await),
        Written::Unchanged(_) => Err(use_up(state, &digest, &code, Refusal::bad("invalid_grant", "授权已撤销"), now).await),
    }
}

/// A refused exchange still uses the code up: the refusal, or a replay's when another caller used it first.
async fn use_up(state: &AppState, digest: &str, code: &protocol::Code, refusal: Refusal, now: i64) -> Refusal {
    let mut batch = Batch::new();
    if let Err(e) = repo::use_code(&mut batch, digest, code, None) {
        return Refusal::server(e);
    }
    match state.db.commit(batch).await {
        Ok(Written::Committed(_)) => refusal,
        Ok(Written::Unchanged(_)) => code_replayed(state, code.grant, now).await,
        Err(e) => Refusal::server(e.into()),
    }
}

/// The grant a code makes, when the code was issued to this client for this redirect URI, the
/// verifier matches its challenge, and the person is still signed in and in the company (the
/// consent is checked as the code is taken: `repo::use_code`).
async fn checked_code(state: &AppState, client: &Client, f: &TokenForm, code: &protocol::Code) -> std::result::Result<repo::GrantRow, Refusal> {
    if code.client != client.id || f.redirect_uri.as_deref() != Some(code.redirect_uri.as_str()) {
        return Err(Refusal::bad("invalid_grant", "code 与应用或回调地址不符"));
    }
    match &code.challenge {
        Some(challenge) => {
            let verifier = f.code_verifier.as_deref().ok_or_else(|| Refusal::bad("invalid_grant", "缺少 code_verifier"))?;
            if !protocol::verifier_matches(verifier, challenge) {
                return Err(Refusal::bad("invalid_grant", "code_verifier 不正确"));
            }
        }
        None if client.is_public() => return Err(Refusal::bad("invalid_grant", "公开客户端须使用 PKCE")),
        None => {}
    }
    let grant = repo::GrantRow {
        id: code.grant,
        client_id: code.client.clone(),
        user_id: Some(code.user),
        company_id: Some(code.company),
        session_id: Some(code.session.clone()),
        scope: code.scope.clone(),
        auth_time: code.issued,
    };
    if !protocol::person_still_there(state, &grant).await.map_err(Refusal::server)? {
        return Err(Refusal::bad("invalid_grant", "登录已失效，请重新登录平台"));
    }
    Ok(grant)
}

/// A code used again: the grant it made is revoked, and the app told (RFC 6749 4.1.2).
async fn code_replayed(state: &AppState, grant_id: i64, now: i64) -> Refusal {
    match repo::revoke_grant_telling(&state.db, grant_id, now, "授权码被重复使用").await {
        Ok(()) => Refusal::bad("invalid_grant", "code 已使用，由它签发的令牌已全部作废"),
        Err(e) => Refusal::server(e),
    }
}

/// A refresh token is used once: a new pair comes back; using it again revokes the grant.
async fn refresh(state: &AppState, ring: &KeyRing, client: &Client, f: &TokenForm) -> std::result::Result<TokenReply, Refusal> {
    let token = f.refresh_token.as_deref().ok_or_else(|| Refusal::bad("invalid_request", "缺少 refresh_token"))?;
    let now = now_ms();
    let grant_id = match repo::take_refresh(&state.db, &protocol::digest(token), now).await.map_err(Refusal::server)? {
        Taken::Now(g) => g,
        Taken::Replayed => return Err(Refusal::bad("invalid_grant", "refresh_token 已使用，授权已撤销")),
        Taken::Unknown => return Err(Refusal::bad("invalid_grant", "refresh_token 无效或已过期")),
    };
    let grant = repo::live_grant(&state.db, grant_id).await.map_err(Refusal::server)?.ok_or_else(|| Refusal::bad("invalid_grant", "授权已撤销"))?;
    if grant.client_id != client.id {
        repo::revoke_grant(&state.db, grant.id, "refresh_token 被其他应用使用").await.map_err(Refusal::server)?;
        return Err(Refusal::bad("invalid_grant", "refresh_token 不属于该应用"));
    }
    if let Some(asked) = &f.scope {
        if !allows_all(&grant.scope, asked.split_whitespace()) {
            return Err(Refusal::bad("invalid_scope", "不能超出原授权范围"));
        }
    }
    if !protocol::person_still_there(state, &grant).await.map_err(Refusal::server)? {
        return Err(Refusal::bad("invalid_grant", "登录已失效，请重新登录平台"));
    }
    let (reply, batch) = issue(state, ring, client, &grant, None, now, Batch::new()).await?;
    state.db.commit(batch).await.map_err(|e| Refusal::server(e.into()))?;
    Ok(reply)
}

/// An app's token for itself: no person, no refresh token, no ID token.
async fn for_itself(state: &AppState, client: &Client) -> std::result::Result<TokenReply, Refusal> {
    let now = now_ms();
    let grant = repo::GrantRow { id: state.next_id(), client_id: client.id.clone(), user_id: None, company_id: None, session_id: None, scope: String::new(), auth_time: now / 1000 };
    let mut batch = Batch::new();
    repo::insert_grant(&mut batch, &repo::NewGrant { id: grant.id, client_id: &client.id, user_id: None, company_id: None, session_id: None, scope: "", now }).map_err(Refusal::server)?;
    let access = protocol::random_token();
    repo::insert_token(&mut batch, &protocol::digest(&access), grant.id, "access", now + ACCESS_TTL_SECS * 1000, now).map_err(Refusal::server)?;
    state.db.commit(batch).await.map_err(|e| Refusal::server(e.into()))?;
    Ok(TokenReply { access_token: access, token_type: "Bearer", expires_in: ACCESS_TTL_SECS, refresh_token: None, id_token: None, scope: String::new() })
}

/// The ID token's claims (OpenID Connect Core 2).
#[derive(Serialize)]
struct IdClaims<'a> {
    iss: &'a str,
    sub: String,
    aud: &'a str,
    exp: i64,
    iat: i64,
    auth_time: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    nonce: Option<&'a str>,
    at_hash: String,
    azp: &'a str,
}

/// An access token, a refresh token and (with openid) an ID token for a person's grant, and the
/// batch that writes them after what `batch` already holds (the taking of a code), for the caller to commit.
async fn issue(
    state: &AppState,
    ring: &KeyRing,
    client: &Client,
    grant: &repo::GrantRow,
    nonce: Option<&str>,
    now: i64,
    mut batch: Batch,
) -> std::result::Result<(TokenReply, Batch), Refusal> {
    let user_id = grant.user_id.ok_or_else(|| Refusal::bad("invalid_grant", "授权不属于个人"))?;
    let access = protocol::random_token();
    let refresh = Some(protocol::random_token());
    repo::insert_token(&mut batch, &protocol::digest(&access), grant.id, "access", now + ACCESS_TTL_SECS * 1000, now).map_err(Refusal::server)?;
    if let Some(r) = &refresh {
        repo::insert_token(&mut batch, &protocol::digest(r), grant.id, "refresh", now + REFRESH_TTL_MS, now).map_err(Refusal::server)?;
    }
    let id_token = if grant.scope.split(' ').any(|s| s == "openid") {
        let key = ring.signing(state, client.id_token_alg()).await.map_err(Refusal::server)?;
        let iss = issuer(state);
        let claims = IdClaims {
            iss: &iss,
            sub: protocol::subject(state, &client.id, user_id),
            aud: &client.id,
            exp: now / 1000 + keys::ID_TOKEN_TTL_SECS,
            iat: now / 1000,
            auth_time: grant.auth_time / 1000,
            nonce,
            at_hash: keys::left_hash(&access),
            azp: &client.id,
        };
        Some(key.sign(&claims).map_err(Refusal::server)?)
    } else {
        None
    };
    Ok((TokenReply { access_token: access, token_type: "Bearer", expires_in: ACCESS_TTL_SECS, refresh_token: refresh, id_token, scope: grant.scope.clone() }, batch))
}

/// The person behind a Bearer access token, as the app may know them.
async fn userinfo(State(state): State<AppState>, Extension(provider): Extension<Arc<Provider>>, headers: HeaderMap) -> Response {
    match protocol::userinfo(&state, &provider.clients, &provider.answers, &headers).await {
        Ok(answer) => answer.response(protocol::origin(&headers)),
        Err(r) => r.into_response(),
    }
}

#[derive(Deserialize)]
struct TokenOnly {
    token: String,
    client_id: Option<String>,
    client_secret: Option<String>,
}

/// RFC 7009: a refresh token revokes its whole grant, an access token ends alone; an unknown token is no error.
async fn revoke(State(state): State<AppState>, Extension(provider): Extension<Arc<Provider>>, headers: HeaderMap, Form(f): Form<TokenOnly>) -> Response {
    let client = match protocol::authenticate(&state, &provider.clients, &headers, f.client_id.as_deref(), f.client_secret.as_deref()).await {
        Ok(c) => c,
        Err(r) => return r.into_response(),
    };
    let hash = protocol::digest(&f.token);
    let done = match repo::grant_of_token(&state.db, &hash, &client.id).await {
        Ok(Some((grant, kind))) if kind == "refresh" => repo::revoke_grant(&state.db, grant, "应用吊销").await,
        Ok(Some(_)) => repo::end_token(&state.db, &hash).await,
        Ok(None) => Ok(()),
        Err(e) => Err(e),
    };
    let response = match done {
        Ok(()) => protocol::no_store(axum::http::StatusCode::OK, axum::Json(serde_json::json!({}))),
        Err(e) => Refusal::server(e).into_response(),
    };
    protocol::allow_origin(response, client.web_origins(), protocol::origin(&headers))
}

/// RFC 7662: whether a token of the calling app is active, and what it is for (for an app's server: never a public client).
async fn introspect(State(state): State<AppState>, Extension(provider): Extension<Arc<Provider>>, headers: HeaderMap, Form(f): Form<TokenOnly>) -> Response {
    let client = match protocol::authenticate(&state, &provider.clients, &headers, f.client_id.as_deref(), f.client_secret.as_deref()).await {
        Ok(c) if c.is_public() => return Refusal::client().into_response(),
        Ok(c) => c,
        Err(r) => return r.into_response(),
    };
    match protocol::introspection(&state, &client, &f.token).await {
        Ok(body) => protocol::no_store(axum::http::StatusCode::OK, axum::Json(body)),
        Err(r) => r.into_response(),
    }
}

/// Makes the next signing key when one has signed long enough, and forgets expired codes and tokens.
/// (Another instance's copy of the newest key follows within a minute.)
pub fn rotation_job() -> kernel::jobs::Job {
    kernel::jobs::Job {
        name: "workbench.oidc-keys",
        every: std::time::Duration::from_secs(3600),
        run: |s| {
            Box::pin(async move {
                let now = now_ms();
                keys::rotate(&s, &KeyRing::default(), now).await?;
                repo::forget_expired(&s.db, now).await?;
                Ok(())
            })
        },
    }
}

/// OpenID Connect Back-Channel Logout: the apps of every grant that ended
/// (its platform session, its membership, a withdrawn consent, a replay) are
/// told with a signed logout token, retried until they answer.
pub fn logout_job() -> kernel::jobs::Job {
    kernel::jobs::Job { name: "workbench.oidc-logout", every: std::time::Duration::from_secs(30), run: |s| Box::pin(async move { Ok(tell_logouts(&s, now_ms()).await.map(|_| ())?) }) }
}

/// The logout token's claims (Back-Channel Logout 1.0, 2.4).
#[derive(Serialize)]
struct LogoutClaims<'a> {
    iss: &'a str,
    aud: &'a str,
    iat: i64,
    exp: i64,
    jti: String,
    sub: String,
    sid: &'a str,
    events: serde_json::Value,
}

/// How long after a failed try the next one is (30 s, 2 min, 10 min, 1 h, 6 h); then the app is given up on.
const LOGOUT_RETRIES_MS: &[i64] = &[30_000, 120_000, 600_000, 3_600_000, 21_600_000];
/// Ended sessions or memberships read per look; the rest wait for the next run.
const LOGOUT_LOOK: i64 = 500;

/// Marks the grants of what ended since the last look (up to a second ago, so
/// what ends now is seen next time) as due, then tells every due app;
/// answers how many were told.
pub async fn tell_logouts(state: &AppState, now: i64) -> Result<usize> {
    let until = now - 1000;
    let after = repo::logout_mark(&state.db, "sessions").await?.unwrap_or(until - 60_000);
    let ended = kernel::auth::sessions_ended(&state.db, after, until, LOGOUT_LOOK).await?;
    for (session, _) in &ended {
        repo::logout_due_for_session(&state.db, session, now).await?;
    }
    repo::set_logout_mark(&state.db, "sessions", looked_until(&ended.iter().map(|(_, at)| *at).collect::<Vec<_>>(), after, until)).await?;
    let after = repo::logout_mark(&state.db, "memberships").await?.unwrap_or(until - 60_000);
    let left = services::identity::memberships_ended(&state.db, after, until, LOGOUT_LOOK).await?;
    for (company, user, at) in &left {
        repo::logout_due_for_member(&state.db, *company, *user, *at, now).await?;
    }
    repo::set_logout_mark(&state.db, "memberships", looked_until(&left.iter().map(|(_, _, at)| *at).collect::<Vec<_>>(), after, until)).await?;

    let mut told = 0;
    let ring = KeyRing::default();
    let clients = protocol::clients();
    for due in repo::due_logouts(&state.db, now, 100).await? {
        let client = protocol::client(state, &clients, &due.client_id).await?;
        let (Some(client), Some(user)) = (client, due.user_id) else {
            repo::logout_done(&state.db, due.id, 1).await?;
            continue;
        };
        let Some(uri) = client.logout_uri.clone() else {
            repo::logout_done(&state.db, due.id, 1).await?;
            continue;
        };
        // Checked before the grant is claimed and a token signed for it; an address that does not resolve now is a failed try.
        let http = match logout_client(state, &uri).await {
            Ok(http) => Ok(http),
            Err(Unsendable::Refused(why)) => {
                tracing::warn!(client = client.id, grant = due.id, why, "an app's back-channel logout address is not a public https address; not told");
                repo::logout_done(&state.db, due.id, 2).await?;
                continue;
            }
            Err(Unsendable::Unreachable(why)) => Err(why),
        };
        let tries = due.logout_tries as usize;
        let retry_at = LOGOUT_RETRIES_MS.get(tries).map_or(i64::MAX, |wait| now + wait);
        // Claimed before sending: another instance looking at the same grant sends nothing.
        if !repo::claim_logout(&state.db, &due, retry_at).await? {
            continue;
        }
        let key = ring.signing(state, client.id_token_alg()).await?;
        let iss = issuer(state);
        let claims = LogoutClaims {
            iss: &iss,
            aud: &client.id,
            iat: now / 1000,
            exp: now / 1000 + 120,
            jti: protocol::random_token(),
            sub: protocol::subject(state, &client.id, user),
            sid: due.session_id.as_deref().unwrap_or_default(),
            events: serde_json::json!({ "http://schemas.openid.net/event/backchannel-logout": {} }),
        };
        let token = key.sign(&claims)?;
        let failed = match http {
            Ok(http) => match http.post(&uri).form(&[("logout_token", token)]).send().await {
                Ok(r) if r.status().is_success() => None,
                Ok(r) => Some(format!("answered {}", r.status())),
                Err(e) => Some(e.to_string()),
            },
            Err(why) => Some(why),
        };
        match failed {
            None => {
                repo::logout_done(&state.db, due.id, 1).await?;
                told += 1;
            }
            Some(why) if tries + 1 > LOGOUT_RETRIES_MS.len() => {
                tracing::warn!(client = client.id, grant = due.id, why, "an app's back-channel logout address failed every try; given up");
                repo::logout_done(&state.db, due.id, 2).await?;
            }
            Some(why) => tracing::warn!(client = client.id, grant = due.id, why, retry_at, "an app's back-channel logout failed; tried again later"),
        }
    }
    Ok(told)
}

/// Why a logout token cannot be sent to an address.
enum Unsendable {
    /// Never: not https, or inside a private network.
    Refused(String),
    /// Not now: it does not resolve (tried again like a failed send).
    Unreachable(String),
}

/// A client for telling one app: outside dev and test its address must be
/// https on a public address, resolved here and pinned (the platform never
/// posts into its own network for a partner); in dev and test any address.
async fn logout_client(state: &AppState, uri: &str) -> std::result::Result<reqwest::Client, Unsendable> {
    let builder = reqwest::Client::builder().timeout(std::time::Duration::from_secs(5)).redirect(reqwest::redirect::Policy::none());
    let built = |b: reqwest::ClientBuilder| b.build().map_err(|e| Unsendable::Unreachable(e.to_string()));
    if state.config.sandboxes() {
        return built(builder);
    }
    let url = url::Url::parse(uri).map_err(|e| Unsendable::Refused(e.to_string()))?;
    let host = url.host_str().filter(|_| url.scheme() == "https").ok_or_else(|| Unsendable::Refused("not https".into()))?.to_string();
    let port = url.port_or_known_default().unwrap_or(443);
    let addrs: Vec<std::net::SocketAddr> =
        tokio::net::lookup_host((host.trim_matches(['[', ']']), port)).await.map_err(|e| Unsendable::Unreachable(e.to_string()))?.collect();
    match addrs.first() {
        Some(first) if addrs.iter().all(|a| is_public(a.ip())) => built(builder.resolve(&host, *first)),
        Some(_) => Err(Unsendable::Refused(format!("{host} resolves to a private address"))),
        None => Err(Unsendable::Unreachable(format!("{host} does not resolve"))),
    }
}

/// An address on the public internet: not loopback, private, link-local,
/// shared (100.64/10), unspecified, broadcast, documentation or unique-local.
fn is_public(ip: std::net::IpAddr) -> bool {
    match ip {
        std::net::IpAddr::V4(v4) => {
            let [a, b, ..] = v4.octets();
            !(v4.is_loopback() || v4.is_private() || v4.is_link_local() || v4.is_unspecified() || v4.is_broadcast() || v4.is_documentation() || (a == 100 && (64..128).contains(&b)) || a == 0)
        }
        std::net::IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_public(std::net::IpAddr::V4(v4)),
            None => {
                let first = v6.segments()[0];
                !(v6.is_loopback() || v6.is_unspecified() || (first & 0xfe00) == 0xfc00 || (first & 0xffc0) == 0xfe80)
            }
        },
    }
}

/// Up to when a look has seen everything: just before the newest time read
/// when it read as many as it may (that time's rows are read again,
/// harmlessly: a grant is made due once), else `until`.
fn looked_until(times: &[i64], after: i64, until: i64) -> i64 {
    match times.last() {
        // (When a whole look shares one millisecond, the next begins after it.)
        Some(&last) if times.len() as i64 == LOGOUT_LOOK => (last - 1).max(after + 1).min(until),
        _ => until,
    }
}

/// For the API tests: the rotation as the job runs it, on demand.
pub async fn rotate_now(state: &AppState, at: i64) -> Result<bool> {
    Ok(keys::rotate(state, &KeyRing::default(), at).await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logout_tokens_go_only_to_public_addresses_outside_dev_and_test() {
        for private in ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fd00::1", "fe80::1", "::ffff:127.0.0.1"] {
            assert!(!is_public(private.parse().unwrap()), "{private}");
        }
        for public in ["8.8.8.8", "140.205.60.46", "2400:3200::1"] {
            assert!(is_public(public.parse().unwrap()), "{public}");
        }
    }

    #[test]
    fn a_look_that_read_all_it_may_is_taken_up_again_where_it_stopped() {
        let full: Vec<i64> = (0..LOGOUT_LOOK).map(|i| 1_000 + i).collect();
        assert_eq!(looked_until(&full, 900, 5_000), 1_000 + LOGOUT_LOOK - 2, "the newest time is read again");
        assert_eq!(looked_until(&[1_000, 1_001], 900, 5_000), 5_000, "a look that read less saw everything");
        let same = vec![1_000; LOGOUT_LOOK as usize];
        assert_eq!(looked_until(&same, 999, 5_000), 1_000, "a look of one millisecond moves on");
    }

    #[test]
    fn only_known_scopes_are_kept_in_the_provider_s_order() {
        assert_eq!(known_scopes("phone openid email  profile"), vec!["openid", "profile", "phone"]);
        assert!(known_scopes("").is_empty());
        assert!(SCOPES.iter().all(|s| !scope_text(s).is_empty()), "the consent page says what each scope gives");
    }
}

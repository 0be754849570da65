//! The provider's wire format and checks: client authentication (basic and
//! post), redirect URIs, PKCE, token digests, the pairwise subject, whether the
//! person behind a grant is still signed in and in the company, userinfo and
//! introspection, and RFC 6749's error answers (never the envelope).

use super::repo;
use axum::body::Bytes;
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use base64::Engine;
use kernel::callers::Kept;
use kernel::contracts::Domain;
use kernel::time::now_ms;
use kernel::{AppState, KernelError};
use serde::Serialize;
use std::sync::Arc;

/// An app as the provider's client: its appKey and appSecret, and the service it is on the market.
pub struct Client {
    pub id: String,
    /// The app's name, as people know it.
    pub name: String,
    secret: String,
    /// The market's service (None before publication).
    pub domain: Option<Domain>,
    /// The app's reviewed address.
    server_url: Option<String>,
    /// A partner app's registration (None: not a partner app).
    registration: Option<kernel::contracts::OidcRegistration>,
    /// Where it is told a person's session ended (a partner app that registered one).
    pub logout_uri: Option<String>,
}

impl Client {
    /// Whether the company is the partner whose app this is (its people may sign in to test).
    pub fn owned_by(&self, company_id: i64) -> bool {
        self.registration.as_ref().is_some_and(|r| r.company_id == company_id)
    }

    /// A public client: it keeps no secret, so it authenticates with nothing and must use PKCE.
    pub fn is_public(&self) -> bool {
        self.registration.as_ref().is_some_and(|r| r.public_client)
    }

    /// How this app's ID and logout tokens are signed (RS256 unless it registered ES256).
    pub fn id_token_alg(&self) -> super::keys::Alg {
        super::keys::Alg::of(self.registration.as_ref().map_or("RS256", |r| r.id_token_alg.as_str()))
    }

    /// The web origins whose pages may read the provider's answers to this app (CORS).
    pub fn web_origins(&self) -> &[String] {
        self.registration.as_ref().map_or(&[], |r| r.web_origins.as_slice())
    }
}

/// Apps as clients, kept by client_id (`Kept`: the market's and partners'
/// tables they are read from are memo tables, so an app changed, withdrawn
/// or given a new secret is read again).
pub type Clients = Kept<Client>;

/// Apps as clients are made of the catalogue and the partners' registrations only.
pub fn clients() -> Clients {
    Kept::new(kernel::callers::Reads::Content)
}

/// The scopes each person allowed each app, kept by person and app for authorizing (whether to
/// ask): given and withdrawn consents move the activity's revision (`oidc_consents` is an
/// activity table), so a change drops what was kept of it at once on this instance, and as soon
/// as it is heard on others. The code exchange checks the consent in the transaction that takes
/// the code, so a code issued before a withdrawal gives nothing after it, on any instance.
pub type Consents = Kept<Option<String>>;

/// The scopes the person allowed the app, when they did.
pub async fn consent(state: &AppState, consents: &Consents, user_id: i64, client_id: &str) -> Result<Option<String>, KernelError> {
    let load = async { Ok::<_, KernelError>(Some((repo::consent(&state.db, user_id, client_id).await?, i64::MAX))) };
    Ok(consents.get_or_load(&state.callers, &format!("{user_id}:{client_id}"), load).await?.and_then(|allowed| (*allowed).clone()))
}

/// The app with this appKey, when it has a secret (a client must be able to authenticate).
pub async fn client(state: &AppState, clients: &Clients, client_id: &str) -> Result<Option<Arc<Client>>, KernelError> {
    if client_id.is_empty() || client_id.len() > 64 {
        return Ok(None);
    }
    clients.get_or_load(&state.callers, client_id, load_client(state, client_id)).await
}

/// The app as a client, read from the catalogue and the partners' registrations (never ends by itself).
async fn load_client(state: &AppState, client_id: &str) -> Result<Option<(Client, i64)>, KernelError> {
    let Some(app) = services::apps::by_app_key(state, client_id).await? else { return Ok(None) };
    let Some(secret) = app.app_secret.clone().filter(|s| !s.is_empty()) else { return Ok(None) };
    let domain = match state.try_contract::<dyn kernel::contracts::Catalogue>() {
        Some(c) => c.domain_by_app_key(&state.db, client_id).await?,
        None => None,
    };
    let registration = match state.try_contract::<dyn kernel::contracts::PartnerApps>() {
        Some(p) => p.oidc_registration(&state.db, client_id).await?,
        None => None,
    };
    let logout_uri = registration.as_ref().and_then(|r| r.backchannel_logout_uri.clone());
    Ok(Some((Client { id: client_id.to_string(), name: app.name.clone(), secret, server_url: app.server_url.clone(), domain, registration, logout_uri }, i64::MAX)))
}

/// A loopback address any port of which a native or test client may listen on (RFC 8252 7.3).
fn is_loopback(uri: &url::Url) -> bool {
    uri.scheme() == "http" && matches!(uri.host_str(), Some("127.0.0.1") | Some("[::1]") | Some("localhost"))
}

/// Whether the app may receive codes at this address: one of the redirect
/// URIs the operators approved for a partner app, exactly (for the partner's
/// own people, testing, also the ones it saved since); for an app that
/// registered none, a URI (no fragment) on the origin of its reviewed address,
/// https unless loopback (an app the platform serves itself: the platform's
/// origin); in the dev and test profiles the sandbox app also takes any
/// loopback address.
pub fn redirect_allowed(state: &AppState, client: &Client, redirect_uri: &str, own: bool) -> bool {
    if let Some(r) = client.registration.as_ref().filter(|r| !r.redirect_uris.is_empty() || (own && !r.saved_redirect_uris.is_empty())) {
        return r.redirect_uris.iter().chain(r.saved_redirect_uris.iter().filter(|_| own)).any(|u| u == redirect_uri);
    }
    let Ok(uri) = url::Url::parse(redirect_uri) else { return false };
    if uri.fragment().is_some() || !uri.username().is_empty() || uri.password().is_some() {
        return false;
    }
    if state.config.sandboxes() && client.id == crate::SANDBOX_APP_KEY && is_loopback(&uri) {
        return true;
    }
    let Some(server) = client.server_url.as_deref() else { return false };
    let home = if server.starts_with('/') { format!("{}{server}", state.config.public_url()) } else { server.to_string() };
    let Ok(home) = url::Url::parse(&home) else { return false };
    (uri.scheme() == "https" || is_loopback(&uri)) && uri.origin() == home.origin()
}

/// A PKCE S256 challenge: 43 base64url characters (RFC 7636 4.2).
pub fn is_challenge(c: &str) -> bool {
    c.len() == 43 && c.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// Whether the verifier (43 to 128 unreserved characters) hashes to the challenge.
pub fn verifier_matches(verifier: &str, challenge: &str) -> bool {
    use sha2::Digest;
    let well_formed = (43..=128).contains(&verifier.len()) && verifier.bytes().all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b));
    let computed = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(verifier.as_bytes()));
    well_formed && kernel::auth::constant_time_eq(computed.as_bytes(), challenge.as_bytes())
}

/// A token: 51 letters and digits, the first 8 the time it was made, then 43 random (255 bits).
pub fn random_token() -> String {
    kernel::tokens::ordered_random_text(ORDERED_TOKEN_LEN)
}

const ORDERED_TOKEN_LEN: usize = kernel::tokens::TIME_DIGITS + 43;

/// What an authorization code carries, sealed into the code itself (AES-256-GCM under the
/// server's sealing key): authorizing writes nothing, and the exchange reads nothing to learn
/// what was allowed. A code is still used once: the exchange records its digest, and a second
/// record of it is a replay.
#[derive(Serialize, serde::Deserialize)]
pub struct Code {
    /// The grant the exchange makes.
    pub grant: i64,
    pub client: String,
    pub user: i64,
    pub company: i64,
    pub session: String,
    pub scope: String,
    pub redirect_uri: String,
    pub challenge: Option<String>,
    pub nonce: Option<String>,
    /// When it was asked for, and when it expires (ms).
    pub issued: i64,
    pub expires: i64,
}

const CODE_PURPOSE: &str = "oidc-code";

impl Code {
    /// The code handed to the app.
    pub fn seal(&self, state: &AppState) -> String {
        state.tokens.seal_for_url(CODE_PURPOSE, &serde_json::to_string(self).expect("a code serialises"))
    }

    /// What a code the provider issued carries; None for anything else (altered, or sealed under another key).
    pub fn open(state: &AppState, code: &str) -> Option<Code> {
        serde_json::from_str(&state.tokens.open_from_url(CODE_PURPOSE, code)?).ok()
    }
}

/// How a token is stored: its SHA-256, hex (a stolen table opens nothing), after the time it was
/// made when it tells it (`random_token`), so tokens are inserted in key order, each on the index's
/// last page rather than a random one. Tokens made before they told the time (43 characters of
/// base64url) keep the bare digest they were stored under.
pub fn digest(token: &str) -> String {
    let hash = sha256_hex(token);
    match token.get(..kernel::tokens::TIME_DIGITS) {
        Some(time) if token.len() == ORDERED_TOKEN_LEN && token.bytes().all(|b| b.is_ascii_alphanumeric()) => format!("{time}{hash}"),
        _ => hash,
    }
}

/// How a code is recorded used: the time it was issued, then its digest (in key order, as tokens).
pub fn code_digest(text: &str, code: &Code) -> String {
    format!("{}{}", kernel::tokens::time_digits(code.issued), sha256_hex(text))
}

fn sha256_hex(text: &str) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(text.as_bytes()))
}

/// A person's `sub` for one app: stable, and unlinkable across apps.
pub fn subject(state: &AppState, client_id: &str, user_id: i64) -> String {
    state.tokens.keyed_digest("oidc-sub", &format!("{client_id}:{user_id}"))
}

/// The caller's app by client_secret_basic or client_secret_post (not both),
/// its secret compared in constant time; a public client by its client_id
/// alone (`none`), and only a public one.
pub async fn authenticate(state: &AppState, clients: &Clients, headers: &HeaderMap, form_id: Option<&str>, form_secret: Option<&str>) -> Result<Arc<Client>, Refusal> {
    let basic = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Basic ")).map(str::trim);
    let (id, secret) = match (basic, form_secret) {
        (Some(_), Some(_)) => return Err(Refusal::bad("invalid_request", "只能使用一种客户端认证方式")),
        (Some(b), None) => {
            let decoded = base64::engine::general_purpose::STANDARD.decode(b).ok().and_then(|d| String::from_utf8(d).ok()).ok_or_else(Refusal::client)?;
            let (id, secret) = decoded.split_once(':').ok_or_else(Refusal::client)?;
            (form_decode(id), form_decode(secret))
        }
        (None, Some(secret)) => (form_id.unwrap_or_default().to_string(), secret.to_string()),
        (None, None) => {
            let client = client(state, clients, form_id.unwrap_or_default()).await.map_err(Refusal::server)?.ok_or_else(Refusal::client)?;
            return if client.is_public() { Ok(client) } else { Err(Refusal::client()) };
        }
    };
    let client = client(state, clients, &id).await.map_err(Refusal::server)?.ok_or_else(Refusal::client)?;
    if !kernel::auth::constant_time_eq(client.secret.as_bytes(), secret.as_bytes()) {
        return Err(Refusal::client());
    }
    Ok(client)
}

/// Basic credentials are form-encoded before base64 (RFC 6749 2.3.1).
fn form_decode(part: &str) -> String {
    url::form_urlencoded::parse(format!("v={part}").as_bytes()).next().map(|(_, v)| v.into_owned()).unwrap_or_default()
}

/// Whether the person behind a grant is still signed in to the platform in
/// the session that allowed it, and still an active member of its company.
pub async fn person_still_there(state: &AppState, grant: &repo::GrantRow) -> Result<bool, KernelError> {
    // The person as this instance keeps them (live session, active membership of their current company) answers without a query.
    if let (Some(user), Some(session)) = (grant.user_id, grant.session_id.as_deref()) {
        if state.callers.get(session, user).is_some_and(|c| c.company_id.is_some() && c.company_id == grant.company_id) {
            return Ok(true);
        }
    }
    Ok(grant.user_id.is_none() || active_membership(state, grant).await?.is_some())
}

/// The person's membership of the grant's company while their session lives
/// and the membership is active, with when the session ends (ms).
async fn active_membership(state: &AppState, grant: &repo::GrantRow) -> Result<Option<(services::identity::Membership, i64)>, KernelError> {
    let (Some(user), Some(company), Some(session)) = (grant.user_id, grant.company_id, grant.session_id.as_deref()) else { return Ok(None) };
    let Ok(session_ends) = state.tokens.live_session(&state.db, user, session).await else { return Ok(None) };
    Ok(services::identity::membership(&state.db, company, user).await?.filter(|m| m.is_active()).map(|m| (m, session_ends)))
}

/// The access token a request bears, when it bears one.
fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer ")).map(str::trim).filter(|t| !t.is_empty())
}

/// The company a person acts for, as the app sees it.
#[derive(Serialize)]
pub struct CompanyClaim {
    id: String,
    name: String,
    certified: bool,
}

#[derive(Serialize)]
pub struct UserInfo {
    sub: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    phone_number: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    phone_number_verified: Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none")]
    company: Option<CompanyClaim>,
    /// main or sub.
    #[serde(skip_serializing_if = "Option::is_none")]
    account_type: Option<&'static str>,
}

/// OpenID Connect Core 5.3: the claims the grant's scopes allow; the phone
/// masked unless `phone` was allowed. The answer is kept by the token's
/// digest until the token or its session ends, or anything it was made of
/// changes (`kernel::callers::Kept`: a person, session, company or membership
/// moves the callers' epoch; a token or grant ended moves the memos').
pub async fn userinfo(state: &AppState, clients: &Clients, kept: &Kept<UserInfoAnswer>, headers: &HeaderMap) -> Result<Arc<UserInfoAnswer>, Refusal> {
    let token = bearer(headers).ok_or_else(|| Refusal::token("缺少访问令牌"))?;
    let hash = digest(token);
    let answer = kept.get_or_load(&state.callers, &hash, load_userinfo(state, clients, &hash)).await?;
    Ok(answer.expect("a userinfo load answers or refuses"))
}

/// Userinfo's answer for a live access token (by its digest), until the token or its session ends.
async fn load_userinfo(state: &AppState, clients: &Clients, hash: &str) -> Result<Option<(UserInfoAnswer, i64)>, Refusal> {
    let (grant, expires_at, _) = repo::live_token(&state.db, hash, "access", now_ms()).await.map_err(Refusal::server)?.ok_or_else(|| Refusal::token("访问令牌无效或已过期"))?;
    let (Some(user_id), Some(company_id)) = (grant.user_id, grant.company_id) else { return Err(Refusal::token("该令牌不代表个人")) };
    let (membership, session_ends) = active_membership(state, &grant).await.map_err(Refusal::server)?.ok_or_else(|| Refusal::token("登录已失效"))?;
    let has = |scope: &str| grant.scope.split(' ').any(|s| s == scope);
    let user = services::identity::find_user(&state.db, user_id).await.map_err(Refusal::server)?.ok_or_else(|| Refusal::token("账号不存在"))?;
    let phone = user.mobile.clone().filter(|m| !m.is_empty());
    let mut info = UserInfo { sub: subject(state, &grant.client_id, user_id), name: None, phone_number: None, phone_number_verified: None, company: None, account_type: None };
    if has("profile") {
        info.name = Some(user.real_name.clone().filter(|n| !n.is_empty()).unwrap_or_else(|| user.user_name.clone()));
        info.phone_number = phone.as_deref().map(kernel::validate::mask_mobile);
    }
    if has("phone") {
        info.phone_number_verified = phone.as_ref().map(|_| user.mobile_verified == 1);
        info.phone_number = phone;
    }
    if has("company") {
        let company = services::identity::find_company(&state.db, company_id).await.map_err(Refusal::server)?.ok_or_else(|| Refusal::token("企业不存在"))?;
        info.account_type = Some(if membership.user_type == 0 { "main" } else { "sub" });
        info.company = Some(CompanyClaim { id: company.id.to_string(), name: company.company_name, certified: company.certification_status == services::identity::certification::CERTIFIED });
    }
    let body = Bytes::from(serde_json::to_vec(&info).map_err(|e| Refusal::server(KernelError::Internal(e.into())))?);
    let origins = client(state, clients, &grant.client_id).await.map_err(Refusal::server)?.map(|c| c.web_origins().to_vec()).unwrap_or_default();
    Ok(Some((UserInfoAnswer { body, origins }, expires_at.min(session_ends))))
}

/// Userinfo's answer as sent, and the web origins of its app (CORS).
pub struct UserInfoAnswer {
    pub body: Bytes,
    origins: Vec<String>,
}

impl UserInfoAnswer {
    /// The answer, readable by the page of `origin` when the app registered it.
    pub fn response(&self, origin: Option<&str>) -> Response {
        allow_origin(([(header::CONTENT_TYPE, "application/json")], self.body.clone()).into_response(), &self.origins, origin)
    }
}

/// RFC 7662's answer for a token of the calling app; anything else is inactive.
pub async fn introspection(state: &AppState, client: &Client, token: &str) -> Result<serde_json::Value, Refusal> {
    let now = now_ms();
    let hash = digest(token);
    for kind in ["access", "refresh"] {
        let Some((grant, expires_at, created)) = repo::live_token(&state.db, &hash, kind, now).await.map_err(Refusal::server)? else { continue };
        if grant.client_id != client.id || !person_still_there(state, &grant).await.map_err(Refusal::server)? {
            break;
        }
        let mut body = serde_json::json!({
            "active": true,
            "scope": grant.scope,
            "client_id": grant.client_id,
            "token_type": if kind == "access" { "Bearer" } else { "refresh_token" },
            "exp": expires_at / 1000,
            "iat": created / 1000,
            "iss": state.config.public_url(),
        });
        if let Some(user) = grant.user_id {
            body["sub"] = serde_json::Value::String(subject(state, &grant.client_id, user));
        }
        return Ok(body);
    }
    Ok(serde_json::json!({ "active": false }))
}

/// A successful token answer (RFC 6749 5.1).
#[derive(Serialize)]
pub struct TokenReply {
    pub access_token: String,
    pub token_type: &'static str,
    pub expires_in: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub id_token: Option<String>,
    pub scope: String,
}

impl IntoResponse for TokenReply {
    fn into_response(self) -> Response {
        no_store(StatusCode::OK, axum::Json(self))
    }
}

/// The browser's Origin header, when a page sent the request.
pub fn origin(headers: &HeaderMap) -> Option<&str> {
    headers.get(header::ORIGIN).and_then(|v| v.to_str().ok()).filter(|o| !o.is_empty() && *o != "null")
}

/// Lets the page of `origin` read this answer (CORS), when it is one of the app's `allowed` origins.
pub fn allow_origin(mut response: Response, allowed: &[String], origin: Option<&str>) -> Response {
    response.headers_mut().insert(header::VARY, HeaderValue::from_static("Origin"));
    if let Some(v) = origin.filter(|o| allowed.iter().any(|a| a == o)).and_then(|o| HeaderValue::from_str(o).ok()) {
        response.headers_mut().insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, v);
    }
    response
}

/// Token answers are never cached (RFC 6749 5.1).
pub fn no_store(status: StatusCode, body: impl IntoResponse) -> Response {
    let mut r = (status, body).into_response();
    r.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    r.headers_mut().insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    r
}

/// A refusal in RFC 6749 5.2's form (and RFC 6750's for a bad Bearer token).
#[derive(Debug)]
pub struct Refusal {
    status: StatusCode,
    error: &'static str,
    description: String,
}

impl Refusal {
    pub fn bad(error: &'static str, description: &str) -> Self {
        Refusal { status: StatusCode::BAD_REQUEST, error, description: description.into() }
    }

    /// Unknown client or wrong secret: one answer for both.
    pub fn client() -> Self {
        Refusal { status: StatusCode::UNAUTHORIZED, error: "invalid_client", description: "应用认证失败".into() }
    }

    pub fn token(description: &str) -> Self {
        Refusal { status: StatusCode::UNAUTHORIZED, error: "invalid_token", description: description.into() }
    }

    pub fn server(e: KernelError) -> Self {
        tracing::error!(error = %e, "OpenID Connect request failed");
        Refusal { status: StatusCode::INTERNAL_SERVER_ERROR, error: "server_error", description: "服务器繁忙，请稍后再试".into() }
    }
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        let challenge = match self.error {
            "invalid_client" => Some("Basic realm=\"platform\"".to_string()),
            // RFC 6750 3: the error code only (header values are ASCII; the description is in the body).
            "invalid_token" => Some("Bearer error=\"invalid_token\"".to_string()),
            _ => None,
        };
        let mut r = no_store(self.status, axum::Json(serde_json::json!({ "error": self.error, "error_description": self.description })));
        if let Some(c) = challenge.and_then(|c| HeaderValue::from_str(&c).ok()) {
            r.headers_mut().insert(header::WWW_AUTHENTICATE, c);
        }
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pkce_s256_compares_the_verifier_s_sha256_with_the_challenge() {
        // The pair as Python's hashlib and base64 make it.
        let verifier = "dBjftJeZ4CVP-mJ0uAuEqFw8xWuOBCw9cbBaB3GdM0k";
        let challenge = "fNZRd-ZZrqMMYlQkyPzwAyqXnLK9x_ciXENbZeYEn_w";
        assert!(is_challenge(challenge));
        assert!(verifier_matches(verifier, challenge));
        assert!(!verifier_matches("dBjftJeZ4CVP-mJ0uAuEqFw8xWuOBCw9cbBaB3GdM0x", challenge), "another verifier");
        assert!(!verifier_matches(&verifier[..42], challenge), "42 characters is too short a verifier");
        assert!(!is_challenge("short"));
    }

    #[test]
    fn codes_and_tokens_are_stored_as_digests() {
        let t = random_token();
        assert_eq!(t.len(), 51);
        let stored = digest(&t);
        assert_eq!((stored.len(), &stored[..8]), (72, &t[..8]), "the time it was made, then the SHA-256");
        assert!(!stored.contains(&t[8..]));
        // A token made before tokens told the time keeps its bare digest.
        let earlier = "dBjftJeZ4CVP-mJ0uAuEqFw8xWuOBCw9cbBaB3GdM0k";
        assert_eq!(digest(earlier).len(), 64);
        std::thread::sleep(std::time::Duration::from_millis(2));
        assert!(stored < digest(&random_token()), "made later, stored after");
    }

    #[test]
    fn basic_credentials_are_form_decoded() {
        assert_eq!(form_decode("pa%3Ax"), "pa:x");
        assert_eq!(form_decode("abc"), "abc");
    }
}

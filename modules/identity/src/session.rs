//! Signing in and out: password login with per-account and per-address
//! throttling, the token check, and logout that revokes the session.

use crate::error::IdentityError;
use crate::signin::{open_session, LoginReply};
use crate::verification::{self, Purpose};
use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::response::{AppendHeaders, IntoResponse};
use kernel::audit::{self, Entry, Origin};
use kernel::auth::{self, CurrentUser, HeaderToken, RequestSite};
use kernel::limits;
use services::identity;
use kernel::validate::Valid;
use kernel::{AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(login))
        .routes(routes!(sms_login))
        .routes(routes!(simple_sms_login))
        .routes(routes!(check_token))
        .routes(routes!(log_out))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct LoginForm {
    /// Login name or mobile number.
    username: String,
    password: String,
}
kernel::form_rules!(LoginForm, "login.json");

/// Password login. Wrong name and wrong password answer alike; too many failures lock the account and the address for a while.
#[utoipa::path(post, path = "/ptd-user/login", tag = "identity", request_body = LoginForm, responses((status = 200, description = "userId and token", body = LoginReply)))]
async fn login(State(state): State<AppState>, site: RequestSite, origin: Origin, Valid(form): Valid<LoginForm>) -> Result<impl IntoResponse, IdentityError> {
    let cfg = &state.config.auth;
    let window_ms = cfg.failure_window_minutes * 60_000;
    let user = identity::find_user_by_login(&state.db, &form.username).await?;
    // One counter per account, whichever of its names was typed; unknown names count on their own.
    let account_key = match &user {
        Some(u) => format!("login:user:{}", u.id),
        None => format!("login:name:{}", form.username.to_lowercase()),
    };
    let address_key = format!("login:address:{}", origin.address.as_deref().unwrap_or("unknown"));
    // Count the attempt before the password is checked: simultaneous guesses each take a place.
    let account_ok = limits::allow(&state.db, &account_key, window_ms, cfg.max_failures_per_account).await?;
    let address_ok = limits::allow(&state.db, &address_key, window_ms, cfg.max_failures_per_address).await?;
    // Failures and lock-outs are security events, told to the account's company when the name is one of ours.
    let (actor, company) = (user.as_ref().map(|u| u.id), user.as_ref().and_then(|u| u.current_company_id));
    let event = |kind: &'static str| {
        let (state, origin, name) = (state.clone(), origin.clone(), form.username.clone());
        async move { audit::record(&state.db, &Entry { kind, actor_id: actor, actor_name: Some(&name), company_id: company, origin: Some(&origin), ..Default::default() }).await }
    };
    if !account_ok || !address_ok {
        event(audit::kind::LOCKED_OUT).await?;
        return Err(IdentityError::LoginLocked { minutes: cfg.failure_window_minutes });
    }

    let hash = user.as_ref().map_or(auth::decoy_hash(), |u| u.password_hash.as_str()).to_string();
    let password = form.password.clone();
    // Argon2 is deliberately slow: keep it off the async workers.
    let matches = auth::verify_password_async(password, hash).await?;
    if !matches {
        event(audit::kind::SIGN_IN_FAILED).await?;
        return Err(KernelError::BadCredentials.into());
    }
    let Some(user) = user else { return Err(KernelError::BadCredentials.into()) };
    // A right password was no failure: the account starts afresh and the address gets its place back.
    limits::clear(&state.db, &account_key).await?;
    limits::forgive(&state.db, &address_key).await?;
    // Past the policy's age the password opens nothing until it is set anew (忘记密码 proves the phone).
    let expiry_days = cfg.password.expiry_days;
    if expiry_days > 0 && identity::password_time(&state.db, user.id).await?.is_some_and(|set| set + expiry_days * 86_400_000 < kernel::time::now_ms()) {
        event(audit::kind::SIGN_IN_FAILED).await?;
        return Err(IdentityError::PasswordExpired);
    }

    open_session(&state, &site, &origin, user.id).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmsLoginForm {
    mobile: String,
    sms_code: String,
}
kernel::form_rules!(SmsLoginForm, "sms-login.json");

/// Login with a mobile number and the code sent by `sendLoginCode`.
#[utoipa::path(post, path = "/ptd-user/smsLogin", tag = "identity", request_body = SmsLoginForm, responses((status = 200, description = "userId and token", body = LoginReply)))]
async fn sms_login(State(state): State<AppState>, site: RequestSite, origin: Origin, Valid(form): Valid<SmsLoginForm>) -> Result<impl IntoResponse, IdentityError> {
    code_login(&state, &site, &origin, (&form.mobile, &form.sms_code), None).await
}

/// Login by a code sent to the mobile, binding the WeChat account of `ticket` when one started it.
async fn code_login(state: &AppState, site: &RequestSite, origin: &Origin, (mobile, code): (&str, &str), ticket: Option<&str>) -> Result<impl IntoResponse, IdentityError> {
    let user = identity::find_user_by_login(&state.db, mobile).await?.ok_or(IdentityError::MobileNotRegistered)?;
    verification::verify(state, mobile, Purpose::Login, code).await?;
    if let Some(ticket) = ticket.filter(|t| !t.is_empty()) {
        crate::wechat::bind(state, ticket, user.id).await?;
    }
    open_session(state, site, origin, user.id).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SimpleSmsLoginForm {
    mobile: String,
    /// The SMS login code.
    code: String,
    /// A WeChat ticket from `checkMoblieBindWeChat`: the account is bound to it on success.
    wx_code: Option<String>,
}

/// SMS login that can also bind the WeChat account that started it.
#[utoipa::path(post, path = "/ptd-industry/endpoint/login/simpleSmSLogin", tag = "identity", request_body = SimpleSmsLoginForm, responses((status = 200, description = "userId and token", body = LoginReply)))]
async fn simple_sms_login(State(state): State<AppState>, site: RequestSite, origin: Origin, kernel::extract::Json(form): kernel::extract::Json<SimpleSmsLoginForm>) -> Result<impl IntoResponse, IdentityError> {
    let as_sms_form = serde_json::json!({"mobile": form.mobile, "smsCode": form.code});
    <SmsLoginForm as kernel::validate::Form>::rules().check(&as_sms_form)?;
    code_login(&state, &site, &origin, (&form.mobile, &form.code), form.wx_code.as_deref()).await
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenStatus {
    user_id: i64,
}

/// Whether the caller's token is still good; 401 when not. Asked with the
/// `token` header (a token handed over in an address), it also sets the
/// HttpOnly cookie, which the page itself cannot write.
#[utoipa::path(get, path = "/ptd-user/checkToken", tag = "identity", responses((status = 200, description = "the token is valid", body = TokenStatus)))]
async fn check_token(State(state): State<AppState>, user: CurrentUser, site: RequestSite, headers: axum::http::HeaderMap) -> Result<impl IntoResponse, IdentityError> {
    let set_cookie = auth::header_token(&headers)
        .map(|token| AppendHeaders([(SET_COOKIE, site.token_cookie(Some(token), state.config.auth.token_ttl_hours * 3600))]));
    Ok((set_cookie, kernel::http::Reply(TokenStatus { user_id: user.user_id })))
}

/// Revokes the caller's session and clears the token cookie. A GET the spec
/// fixed, so it acts only with the `token` header: a link or an image on
/// another page cannot sign anyone out.
#[utoipa::path(get, path = "/ptd-industry/userlogOut/logOut", tag = "identity", responses((status = 200, description = "logged out")))]
async fn log_out(State(state): State<AppState>, HeaderToken(token): HeaderToken, site: RequestSite, origin: Origin) -> Result<impl IntoResponse, IdentityError> {
    // An expired or revoked token is already signed out; the reply is the same.
    if let Ok((user_id, session_id)) = state.tokens.verify(&state.db, &token).await {
        auth::revoke_session(&state.db, &session_id).await?;
        let company = identity::find_user(&state.db, user_id).await?.and_then(|u| u.current_company_id);
        audit::record_own(&state.db, audit::kind::SIGN_OUT, user_id, company, &origin, None).await?;
    }
    Ok((AppendHeaders([(SET_COOKIE, site.token_cookie(None, 0))]), kernel::http::Reply(())))
}

//! Signing in and out: password login with per-account and per-address
//! throttling, the token check, and logout that revokes the session.

use crate::codes::{self, Purpose};
use crate::error::IdentityError;
use axum::extract::State;
use axum::http::header::SET_COOKIE;
use axum::http::HeaderMap;
use axum::response::{AppendHeaders, IntoResponse};
use kernel::auth::{self, throttle, ClientAddress, CurrentUser};
use kernel::identity;
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
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

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginReply {
    user_id: i64,
    token: String,
}

/// Password login. Wrong name and wrong password answer alike; too many failures lock the account and the address for a while.
#[utoipa::path(post, path = "/ptd-user/login", tag = "identity", request_body = LoginForm,
    responses((status = 200, description = "userId and token", body = LoginReply)))]
async fn login(
    State(state): State<AppState>,
    headers: HeaderMap,
    addr: ClientAddress,
    Valid(form): Valid<LoginForm>,
) -> Result<impl IntoResponse, IdentityError> {
    let cfg = &state.config.auth;
    let window_ms = cfg.failure_window_minutes * 60_000;
    let account_key = format!("login:account:{}", form.username);
    let address_key = format!("login:address:{}", addr.0.as_deref().unwrap_or("unknown"));
    if throttle::failures(&state.db, &account_key, window_ms).await? >= cfg.max_failures_per_account
        || throttle::failures(&state.db, &address_key, window_ms).await? >= cfg.max_failures_per_address
    {
        return Err(IdentityError::LoginLocked { minutes: cfg.failure_window_minutes });
    }

    let user = identity::find_user_by_login(&state.db, &form.username).await?;
    let hash = user.as_ref().map_or(auth::decoy_hash(), |u| u.password_hash.as_str()).to_string();
    let password = form.password.clone();
    // Argon2 is deliberately slow: keep it off the async workers.
    let matches = tokio::task::spawn_blocking(move || auth::verify_password(&password, &hash))
        .await
        .map_err(|e| KernelError::Internal(e.into()))?;
    let user = match user {
        Some(u) if matches => u,
        _ => {
            throttle::record_failure(&state.db, &account_key, window_ms).await?;
            throttle::record_failure(&state.db, &address_key, window_ms).await?;
            return Err(KernelError::BadCredentials.into());
        }
    };
    throttle::clear(&state.db, &account_key).await?;

    open_session(&state, &headers, addr.0.as_deref(), user.id).await
}

/// Signs a verified user in: a new session, its token in the reply and in the cookie.
/// Every way to log in (password, SMS, WeChat, after registering) ends here.
pub async fn open_session(
    state: &AppState,
    headers: &HeaderMap,
    client_ip: Option<&str>,
    user_id: i64,
) -> Result<(AppendHeaders<[(axum::http::HeaderName, String); 1]>, kernel::http::Reply<LoginReply>), IdentityError> {
    let user = identity::find_user(&state.db, user_id).await?.ok_or(KernelError::Unauthorized)?;
    if user.status == 0 {
        return Err(KernelError::AccountAbnormal.into());
    }
    let token = state.tokens.issue(&state.db, user.id, client_ip).await?;
    sqlx::query("UPDATE users SET last_login_time = $1 WHERE id = $2")
        .bind(kernel::time::now_ms())
        .bind(user.id)
        .execute(&state.db.pool)
        .await?;
    let cookie = auth::token_cookie(headers, Some(&token), state.config.auth.token_ttl_hours * 3600);
    Ok((AppendHeaders([(SET_COOKIE, cookie)]), kernel::http::Reply(LoginReply { user_id: user.id, token })))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SmsLoginForm {
    mobile: String,
    sms_code: String,
}
kernel::form_rules!(SmsLoginForm, "sms-login.json");

/// Login with a mobile number and the code sent by `sendLoginCode`.
#[utoipa::path(post, path = "/ptd-user/smsLogin", tag = "identity", request_body = SmsLoginForm,
    responses((status = 200, description = "userId and token", body = LoginReply)))]
async fn sms_login(
    State(state): State<AppState>,
    headers: HeaderMap,
    addr: ClientAddress,
    Valid(form): Valid<SmsLoginForm>,
) -> Result<impl IntoResponse, IdentityError> {
    let user = identity::find_user_by_login(&state.db, &form.mobile).await?.ok_or(IdentityError::MobileNotRegistered)?;
    codes::verify(&state, &form.mobile, Purpose::Login, &form.sms_code).await?;
    open_session(&state, &headers, addr.0.as_deref(), user.id).await
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
#[utoipa::path(post, path = "/ptd-industry/endpoint/login/simpleSmSLogin", tag = "identity", request_body = SimpleSmsLoginForm,
    responses((status = 200, description = "userId and token", body = LoginReply)))]
async fn simple_sms_login(
    State(state): State<AppState>,
    headers: HeaderMap,
    addr: ClientAddress,
    kernel::extract::Json(form): kernel::extract::Json<SimpleSmsLoginForm>,
) -> Result<impl IntoResponse, IdentityError> {
    let as_sms_form = serde_json::json!({"mobile": form.mobile, "smsCode": form.code});
    <SmsLoginForm as kernel::validate::Form>::rules().check(&as_sms_form)?;
    let user = identity::find_user_by_login(&state.db, &form.mobile).await?.ok_or(IdentityError::MobileNotRegistered)?;
    codes::verify(&state, &form.mobile, Purpose::Login, &form.code).await?;
    if let Some(ticket) = form.wx_code.as_deref().filter(|t| !t.is_empty()) {
        crate::wechat::bind(&state, ticket, user.id).await?;
    }
    open_session(&state, &headers, addr.0.as_deref(), user.id).await
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TokenStatus {
    user_id: i64,
}

/// Whether the caller's token is still good; 401 when not.
#[utoipa::path(get, path = "/ptd-user/checkToken", tag = "identity",
    responses((status = 200, description = "the token is valid", body = TokenStatus)))]
async fn check_token(user: CurrentUser) -> ApiResult<TokenStatus> {
    ok(TokenStatus { user_id: user.user_id })
}

/// Revokes the caller's session (if any) and clears the token cookie; always succeeds.
#[utoipa::path(get, path = "/ptd-industry/userlogOut/logOut", tag = "identity",
    responses((status = 200, description = "logged out")))]
async fn log_out(State(state): State<AppState>, headers: HeaderMap) -> Result<impl IntoResponse, IdentityError> {
    if let Some(token) = auth::token_from_headers(&headers) {
        if let Ok((_, session_id)) = state.tokens.verify(&state.db, &token).await {
            auth::revoke_session(&state.db, &session_id).await?;
        }
    }
    Ok((AppendHeaders([(SET_COOKIE, auth::token_cookie(&headers, None, 0))]), kernel::http::Reply(())))
}

pub async fn forget_stale_failures(state: AppState) -> anyhow::Result<()> {
    let cutoff = kernel::time::now_ms() - 24 * 3600 * 1000;
    sqlx::query("DELETE FROM login_failures WHERE window_start < $1").bind(cutoff).execute(&state.db.pool).await?;
    Ok(())
}

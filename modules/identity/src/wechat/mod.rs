//! WeChat login against a sandbox OAuth provider with the real contract: the
//! browser is sent to an authorize page, comes back to /wxLogin with a `code`,
//! and the server exchanges the code for an openId. The openId never travels
//! bare: the browser holds a short-lived signed ticket for it.

use crate::error::IdentityError;
use crate::register;
use crate::signin::{open_session, LoginReply};
use crate::verification::{self, Purpose};
use axum::extract::State;
use axum::response::{Html, IntoResponse};
use kernel::audit::Origin;
use kernel::auth::RequestSite;
use kernel::extract::{Json, Query};
use kernel::time::now_ms;
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use services::identity;
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

const TICKET_PURPOSE: &str = "wechat-openid";
const TICKET_SECONDS: i64 = 30 * 60;
const SANDBOX_CODE_LIFE_MS: i64 = 5 * 60 * 1000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(authorize_url))
        .routes(routes!(check_mobile_bind_wechat))
        .routes(routes!(open_id_login))
        .routes(routes!(save_ok))
}

/// The sandbox provider's pages: merged only in the dev and test profiles, so
/// nowhere else can anyone confirm a login as a WeChat user of their choosing.
pub fn sandbox_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(sandbox_authorize)).routes(routes!(sandbox_confirm))
}

/// WeChat login needs a provider: the sandbox in dev and test; no real adapter
/// is configured yet, so elsewhere the feature is off.
fn ensure_provider(state: &AppState) -> Result<(), IdentityError> {
    if state.config.sandboxes() {
        Ok(())
    } else {
        Err(IdentityError::WechatUnavailable)
    }
}

/// The redirect target after the shared same-origin rule, or the refusal.
fn platform_path(target: &str) -> Result<String, IdentityError> {
    kernel::redirect::same_origin_path(target).ok_or_else(|| KernelError::Validation("跳转地址无效".into()).into())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct AuthorizeQuery {
    /// Where the provider sends the browser back with `code` (the /wxLogin page).
    redirect: String,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuthorizeUrl {
    url: String,
}

/// The provider's authorize address for the login page's WeChat link.
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/user/wechat/authorizeUrl", tag = "wechat", params(AuthorizeQuery), responses((status = 200, description = "authorize address", body = AuthorizeUrl)))]
async fn authorize_url(State(state): State<AppState>, Query(q): Query<AuthorizeQuery>) -> ApiResult<AuthorizeUrl, IdentityError> {
    ensure_provider(&state)?;
    let redirect = platform_path(&q.redirect)?;
    let url = format!(
        "/api/ptd-open-platform/endpoint/user/wechat/sandbox/authorize?redirect_uri={}&response_type=code&scope=snsapi_login",
        urlencode(&redirect)
    );
    ok(AuthorizeUrl { url })
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct SandboxAuthorizeQuery {
    redirect_uri: String,
}

/// The sandbox's scan page: a person picks a WeChat identity and confirms, as on a phone.
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/user/wechat/sandbox/authorize", tag = "wechat", params(SandboxAuthorizeQuery), responses((status = 200, description = "HTML page")))]
async fn sandbox_authorize(Query(q): Query<SandboxAuthorizeQuery>) -> Result<Html<String>, IdentityError> {
    let redirect = kernel::html::escape(&platform_path(&q.redirect_uri)?);
    Ok(Html(format!(
        r#"<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信授权登录</title><style>body{{font-family:"Noto Sans CJK SC",sans-serif;background:#f2f2f2;margin:0;display:flex;justify-content:center}}
main{{background:#fff;margin-top:48px;padding:32px;border-radius:8px;width:320px;text-align:center;box-shadow:0 2px 12px #0001}}
h1{{font-size:20px;color:#07c160}}p{{color:#666;font-size:14px}}input{{width:100%;box-sizing:border-box;padding:8px;margin:8px 0;border:1px solid #ddd;border-radius:4px}}
button{{width:100%;padding:10px;background:#07c160;color:#fff;border:0;border-radius:4px;font-size:16px;cursor:pointer}}</style></head>
<body><main><h1>微信授权登录</h1><p>沙箱环境：模拟手机微信扫码并确认登录。</p>
<form method="post" action="/api/ptd-open-platform/endpoint/user/wechat/sandbox/confirm">
<input type="hidden" name="redirect_uri" value="{redirect}">
<label>微信用户标识（留空为新用户）<input name="open_id" maxlength="64" placeholder="例如 wx-demo-user"></label>
<button type="submit">确认登录</button></form></main></body></html>"#
    )))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SandboxConfirm {
    redirect_uri: String,
    open_id: Option<String>,
}

/// The sandbox issues a one-time code for the chosen identity and sends the browser back.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/user/wechat/sandbox/confirm", tag = "wechat", responses((status = 303, description = "back to the redirect with code")))]
async fn sandbox_confirm(State(state): State<AppState>, axum::Form(form): axum::Form<SandboxConfirm>) -> Result<impl IntoResponse, IdentityError> {
    let redirect = platform_path(&form.redirect_uri)?;
    let open_id = form
        .open_id
        .map(|o| o.trim().chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').take(64).collect::<String>())
        .filter(|o| !o.is_empty())
        .unwrap_or_else(|| format!("wx-{}", uuid_simple()));
    let code = uuid_simple();
    repo::store_sandbox_code(&state.db, &code, &open_id, now_ms() + SANDBOX_CODE_LIFE_MS).await?;
    let sep = if redirect.contains('?') { '&' } else { '?' };
    Ok(axum::response::Redirect::to(&format!("{redirect}{sep}code={code}")))
}

/// Exchanges an authorization code for an openId, once (the provider's access_token call).
async fn exchange_code(state: &AppState, code: &str) -> Result<String, IdentityError> {
    repo::use_sandbox_code(&state.db, code, now_ms()).await?.ok_or(IdentityError::WechatCodeInvalid)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckBindForm {
    app_id: Option<String>,
    /// The authorization code from the provider.
    js_code: Option<String>,
    web: Option<bool>,
    platform: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CheckBindReply {
    /// True when the WeChat account is bound to a platform account.
    flag: bool,
    /// A signed ticket standing for the openId.
    open_id: String,
}

/// Exchanges the code and says whether that WeChat account is bound.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat", tag = "wechat", request_body = CheckBindForm, responses((status = 200, description = "bound flag and openId ticket", body = CheckBindReply)))]
async fn check_mobile_bind_wechat(State(state): State<AppState>, Json(form): Json<CheckBindForm>) -> ApiResult<CheckBindReply, IdentityError> {
    let _ = (&form.app_id, form.web, &form.platform);
    ensure_provider(&state)?;
    let code = form.js_code.filter(|c| !c.is_empty()).ok_or(IdentityError::WechatCodeInvalid)?;
    let open_id = exchange_code(&state, &code).await?;
    let flag = bound_user(&state, &open_id).await?.is_some();
    ok(CheckBindReply { flag, open_id: state.tokens.sign_ticket(TICKET_PURPOSE, &open_id, TICKET_SECONDS)? })
}

async fn bound_user(state: &AppState, open_id: &str) -> Result<Option<i64>, IdentityError> {
    Ok(repo::bound_user(&state.db, open_id).await?)
}

fn open_id_of(state: &AppState, ticket: &str) -> Result<String, IdentityError> {
    state.tokens.verify_ticket(TICKET_PURPOSE, ticket).ok_or(IdentityError::WechatCodeInvalid)
}

/// Binds the WeChat account behind the ticket to a user (replacing an earlier binding of that WeChat account).
pub async fn bind(state: &AppState, ticket: &str, user_id: i64) -> Result<(), IdentityError> {
    let open_id = open_id_of(state, ticket)?;
    Ok(repo::bind(&state.db, &open_id, user_id).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenIdLoginForm {
    open_id: String,
}

/// Login of a bound WeChat account.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/user/wechat/openIdLogin", tag = "wechat", request_body = OpenIdLoginForm, responses((status = 200, description = "token and userId", body = LoginReply)))]
async fn open_id_login(State(state): State<AppState>, site: RequestSite, origin: Origin, Json(form): Json<OpenIdLoginForm>) -> Result<impl IntoResponse, IdentityError> {
    let open_id = open_id_of(&state, &form.open_id)?;
    let user = bound_user(&state, &open_id).await?.ok_or(IdentityError::WechatCodeInvalid)?;
    open_session(&state, &site, &origin, user).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BindForm {
    open_id: String,
    platform: Option<String>,
    mobile: String,
    sms_code: String,
    /// Needed when the mobile number has no account yet: a company is registered with it.
    company_name: Option<String>,
    real_name: Option<String>,
}
kernel::form_rules!(BindForm, "wechat-bind.json");

/// Binds the WeChat account to the mobile's account (registering one with its company when new) and logs in.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/user/wechat/saveOk", tag = "wechat", request_body = BindForm, responses((status = 200, description = "账户绑定成功并已登录", body = LoginReply)))]
async fn save_ok(State(state): State<AppState>, site: RequestSite, origin: Origin, Valid(form): Valid<BindForm>) -> Result<impl IntoResponse, IdentityError> {
    let _ = &form.platform;
    open_id_of(&state, &form.open_id)?;
    let existing = identity::find_user_by_login(&state.db, &form.mobile).await?;
    let company_name = form.company_name.as_deref().filter(|c| !c.is_empty());
    if existing.is_none() {
        let name = company_name.ok_or_else(|| KernelError::Validation("请输入企业名称".into()))?;
        register::ensure_free(&state, &form.mobile, name).await?;
    }
    verification::verify(&state, &form.mobile, Purpose::Auth, &form.sms_code).await?;
    let user_id = match existing {
        Some(u) => u.id,
        None => {
            // A WeChat user has no password yet: a random one nobody knows; the reset flow sets a real one.
            let random = uuid_simple();
            let real_name = form.real_name.as_deref().filter(|n| !n.is_empty()).unwrap_or("微信用户");
            register::create_owner(&state, &form.mobile, &random, real_name, company_name.unwrap_or_default()).await?
        }
    };
    bind(&state, &form.open_id, user_id).await?;
    open_session(&state, &site, &origin, user_id).await
}

fn uuid_simple() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' | b'/' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_given_to_the_provider_are_percent_encoded_but_keep_their_slashes() {
        assert_eq!(urlencode("/wxLogin"), "/wxLogin");
        assert_eq!(urlencode("/wxLogin?lr=/a b&x=1"), "/wxLogin%3Flr%3D/a%20b%26x%3D1");
        assert_eq!(urlencode("A-z_0.9~"), "A-z_0.9~");
        assert_eq!(urlencode("微信"), "%E5%BE%AE%E4%BF%A1");
        assert_eq!(urlencode(""), "");
    }

    #[test]
    fn wechat_sends_the_browser_back_only_to_a_platform_path() {
        assert_eq!(platform_path("/wxLogin?lr=/home").unwrap(), "/wxLogin?lr=/home");
        for bad in ["https://evil.example/wxLogin", "//evil.example", "wxLogin", ""] {
            assert!(matches!(platform_path(bad), Err(IdentityError::Kernel(KernelError::Validation(m))) if m == "跳转地址无效"), "{bad}");
        }
    }
}

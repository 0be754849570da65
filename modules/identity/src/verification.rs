//! The code-sending endpoints: SMS and mail codes, sent only against a passed
//! captcha. Limits, expiry and checking are the kernel's (`services::verification`).

use crate::error::IdentityError;
use axum::extract::State;
use kernel::auth::{ClientAddress, CurrentUser, HeaderToken};
use kernel::validate::{Valid, ValidQuery};
use kernel::{ok, ApiResult, AppState};
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

use services::verification::issue;
pub use services::verification::{check, spend, verify, Purpose};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(send_login_code))
        .routes(routes!(send_auth_code))
        .routes(routes!(send_mail))
        .routes(routes!(send_reset_mail))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SendCodeForm {
    mobile: String,
    /// The captcha's single-use token.
    validate: Option<String>,
}
kernel::form_rules!(SendCodeForm, "send-code.json");

/// Sends an SMS login code to a registered mobile number.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/sendSms/sendLoginCode", tag = "identity", request_body = SendCodeForm, responses((status = 200, description = "验证码发送成功", body = String)))]
async fn send_login_code(State(state): State<AppState>, addr: ClientAddress, Valid(form): Valid<SendCodeForm>) -> ApiResult<&'static str, IdentityError> {
    services::captcha::consume(&state, form.validate.as_deref()).await?;
    if services::identity::find_user_by_login(&state.db, &form.mobile).await?.is_none() {
        return Err(IdentityError::MobileNotRegistered);
    }
    send_sms(&state, &form.mobile, Purpose::Login, addr.0.as_deref()).await?;
    ok("验证码发送成功")
}

/// Sends an SMS code for registration, reset, binding and password change.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/sendSms/sendAuthCode", tag = "identity", request_body = SendCodeForm, responses((status = 200, description = "验证码发送成功", body = String)))]
async fn send_auth_code(State(state): State<AppState>, addr: ClientAddress, Valid(form): Valid<SendCodeForm>) -> ApiResult<&'static str, IdentityError> {
    services::captcha::consume(&state, form.validate.as_deref()).await?;
    send_sms(&state, &form.mobile, Purpose::Auth, addr.0.as_deref()).await?;
    ok("验证码发送成功")
}

#[derive(Deserialize, utoipa::IntoParams, utoipa::ToSchema)]
#[into_params(parameter_in = Query)]
pub struct SendMailForm {
    mail: String,
}
kernel::form_rules!(SendMailForm, "send-mail.json");

/// Sends a code to the mail address the signed-in user wants to bind. A GET
/// the spec fixed that sends something: the `token` header is required.
#[utoipa::path(get, path = "/ptd-user/resource/user/sendMail", tag = "identity", params(SendMailForm), responses((status = 200, description = "发送成功", body = String)))]
async fn send_mail(State(state): State<AppState>, _changes: HeaderToken, _user: CurrentUser, addr: ClientAddress, ValidQuery(q): ValidQuery<SendMailForm>) -> ApiResult<&'static str, IdentityError> {
    send_mail_code(&state, &q.mail, addr.0.as_deref()).await?;
    ok("发送成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SendResetMailForm {
    mail: String,
    validate: Option<String>,
}
kernel::form_rules!(SendResetMailForm, "send-mail.json");

/// Sends a password-reset code to a bound mail address (forgot password, email tab).
#[utoipa::path(post, path = "/ptd-industry/endpoint/user/sendResetMail", tag = "identity", request_body = SendResetMailForm, responses((status = 200, description = "发送成功", body = String)))]
async fn send_reset_mail(State(state): State<AppState>, addr: ClientAddress, Valid(form): Valid<SendResetMailForm>) -> ApiResult<&'static str, IdentityError> {
    services::captcha::consume(&state, form.validate.as_deref()).await?;
    if services::identity::user_id_by_email(&state.db, &form.mail).await?.is_none() {
        return Err(IdentityError::EmailNotBound);
    }
    send_mail_code(&state, &form.mail, addr.0.as_deref()).await?;
    ok("发送成功")
}

async fn send_sms(state: &AppState, mobile: &str, purpose: Purpose, ip: Option<&str>) -> Result<(), IdentityError> {
    let code = issue(state, mobile, purpose, ip).await?;
    state
        .sms
        .send(mobile, &format!("【工业互联网平台】您的验证码为{code}，5分钟内有效，请勿泄露给他人。"))
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "sms provider failed");
            IdentityError::SmsFailed
        })
}

async fn send_mail_code(state: &AppState, mail: &str, ip: Option<&str>) -> Result<(), IdentityError> {
    let code = issue(state, mail, Purpose::Mail, ip).await?;
    state
        .mail
        .send(mail, "工业互联网平台邮箱验证码", &format!("您的验证码为{code}，5分钟内有效，请勿泄露给他人。"))
        .await
        .map_err(|e| {
            tracing::error!(error = %e, "mail provider failed");
            IdentityError::SmsFailed
        })
}


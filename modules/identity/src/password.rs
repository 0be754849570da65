//! Passwords: reset by SMS or mail code when forgotten, and change while signed
//! in. Either way every session of the user ends.

use crate::error::IdentityError;
use crate::verification::{self, Purpose};
use axum::extract::State;
use kernel::audit::{self, Origin};
use kernel::auth::{revoke_all_sessions, CurrentUser};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use services::identity;
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(reset_by_mobile)).routes(routes!(reset_by_email)).routes(routes!(update_password))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetByMobileForm {
    mobile: String,
    code: String,
    password: String,
    // Only the rules file reads it: it must equal `password`.
    #[allow(dead_code)]
    re_password: String,
}
kernel::form_rules!(ResetByMobileForm, "reset-password.json");

/// Forgot password, phone tab.
#[utoipa::path(post, path = "/ptd-industry/endpoint/user/resetPwdByMobile", tag = "identity", request_body = ResetByMobileForm, responses((status = 200, description = "密码重置成功", body = String)))]
async fn reset_by_mobile(State(state): State<AppState>, origin: Origin, Valid(form): Valid<ResetByMobileForm>) -> ApiResult<&'static str, IdentityError> {
    let user = identity::find_user_by_login(&state.db, &form.mobile).await?.ok_or(IdentityError::MobileNotRegistered)?;
    ok(reset(&state, user.id, (&form.mobile, Purpose::Auth, &form.code), &form.password, &origin).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetByEmailForm {
    email: String,
    code: String,
    password: String,
    // Only the rules file reads it: it must equal `password`.
    #[allow(dead_code)]
    re_password: String,
}
kernel::form_rules!(ResetByEmailForm, "reset-password-email.json");

/// Forgot password, email tab (code from `sendResetMail`).
#[utoipa::path(post, path = "/ptd-industry/endpoint/user/resetPwdByEmail", tag = "identity", request_body = ResetByEmailForm, responses((status = 200, description = "密码重置成功", body = String)))]
async fn reset_by_email(State(state): State<AppState>, origin: Origin, Valid(form): Valid<ResetByEmailForm>) -> ApiResult<&'static str, IdentityError> {
    let user_id = identity::user_id_by_email(&state.db, &form.email).await?.ok_or(IdentityError::EmailNotBound)?;
    ok(reset(&state, user_id, (&form.email, Purpose::Mail, &form.code), &form.password, &origin).await?)
}

/// A forgotten password's last step, by phone or mail: the code sent to the address proves it is
/// the user's, then the new password replaces the old.
async fn reset(state: &AppState, user_id: i64, (address, purpose, code): (&str, Purpose, &str), password: &str, origin: &Origin) -> Result<&'static str, IdentityError> {
    verification::verify(state, address, purpose, code).await?;
    set_password(state, user_id, password).await?;
    let company = identity::find_user(&state.db, user_id).await?.and_then(|u| u.current_company_id);
    let by = if purpose == Purpose::Mail { "经邮箱验证码" } else { "经手机验证码" };
    audit::record_own(&state.db, audit::kind::PASSWORD_RESET, user_id, company, origin, Some(by)).await?;
    Ok("密码重置成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangePasswordForm {
    /// Present for compatibility; the code always goes to the account's own mobile.
    mobile: Option<String>,
    sms_code: String,
    password: String,
    repeat_password: String,
    user_id: Option<i64>,
}
kernel::form_rules!(ChangePasswordForm, "change-password.json");

/// The change-password drawer: a code to the account's mobile, then the new password; every session ends.
#[utoipa::path(post, path = "/ptd-user/resource/user/updatePassword", tag = "identity", request_body = ChangePasswordForm, responses((status = 200, description = "修改密码成功", body = String)))]
async fn update_password(State(state): State<AppState>, caller: CurrentUser, origin: Origin, Valid(form): Valid<ChangePasswordForm>) -> ApiResult<&'static str, IdentityError> {
    let _ = (&form.mobile, &form.repeat_password);
    if form.user_id.is_some_and(|id| id != caller.user_id) {
        return Err(KernelError::Forbidden.into());
    }
    let user = caller.user.clone();
    let mobile = user.mobile.clone().ok_or(IdentityError::MobileNotRegistered)?;
    // The code first: without it, nothing about the current password is answered. A same
    // password is refused before the code is spent, so the person may try another with it.
    let checked = verification::check(&state, &mobile, Purpose::Auth, &form.sms_code).await?;
    let (new, old) = (form.password.clone(), user.password_hash.clone());
    if kernel::auth::verify_password_async(new, old).await? {
        return Err(IdentityError::SamePassword);
    }
    verification::spend(&state, checked).await?;
    set_password(&state, user.id, &form.password).await?;
    audit::record_own(&state.db, audit::kind::PASSWORD_CHANGED, user.id, caller.company_id, &origin, Some("所有会话已结束")).await?;
    ok("修改密码成功")
}

/// Refuses a password the configured policy does not allow (length, character classes); every way a password is set asks.
pub fn meets_policy(state: &AppState, password: &str) -> Result<(), IdentityError> {
    match state.config.auth.password.refusal(password) {
        Some(why) => Err(KernelError::Validation(why).into()),
        None => Ok(()),
    }
}

/// Stores a new password hash and ends every session of the user.
pub async fn set_password(state: &AppState, user_id: i64, password: &str) -> Result<(), IdentityError> {
    let policy = &state.config.auth.password;
    meets_policy(state, password)?;
    // The recent passwords may not come back: each is checked against the new one (Argon2, off the async workers).
    for old in identity::recent_password_hashes(&state.db, user_id, policy.history).await? {
        if kernel::auth::verify_password_async(password.to_string(), old).await? {
            return Err(KernelError::Validation(format!("不能使用最近{}次用过的密码", policy.history)).into());
        }
    }
    let password = password.to_string();
    let hash = kernel::auth::hash_password_async(password).await?;
    identity::set_password_hash(&state.db, user_id, &hash, policy.history).await?;
    revoke_all_sessions(&state.db, user_id).await?;
    Ok(())
}

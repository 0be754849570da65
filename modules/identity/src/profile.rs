//! A user's own profile: name and nickname, avatar, mobile number and email.

use crate::codes::{self, Purpose};
use crate::error::IdentityError;
use axum::extract::{Multipart, State};
use kernel::auth::CurrentUser;
use kernel::picture::ImageKind;
use kernel::time::now_ms;
use kernel::validate::Valid;
use kernel::{identity, ok, ApiResult, AppState, KernelError};
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// Avatars, like every image but the logo, stay under 1 MB (spec section 9).
const AVATAR_MAX_BYTES: usize = 1024 * 1024;
const PHONE_PROOF_LIFE_MS: i64 = 10 * 60 * 1000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(update_user_info))
        .routes(routes!(upload_avatar))
        .routes(routes!(unbind_mobile))
        .routes(routes!(bind_mobile))
        .routes(routes!(bind_mail))
        .routes(routes!(unbind_mail))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProfileForm {
    id: Option<i64>,
    real_name: String,
    nick_name: Option<String>,
}
kernel::form_rules!(ProfileForm, "profile.json");

/// Edits the caller's own name and nickname.
#[utoipa::path(post, path = "/ptd-user/resource/user/updateUseInfoById", tag = "identity", request_body = ProfileForm,
    responses((status = 200, description = "修改成功")))]
async fn update_user_info(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<ProfileForm>) -> ApiResult<&'static str, IdentityError> {
    if form.id.is_some_and(|id| id != caller.user_id) {
        return Err(KernelError::Forbidden.into());
    }
    sqlx::query("UPDATE users SET real_name = $1, nick_name = $2, update_time = $3 WHERE id = $4")
        .bind(&form.real_name)
        .bind(form.nick_name.as_deref().filter(|n| !n.is_empty()))
        .bind(now_ms())
        .bind(caller.user_id)
        .execute(&state.db.pool)
        .await?;
    ok("修改成功")
}

/// Uploads the caller's avatar (an image by its bytes, under 1 MB); the reply is its address.
#[utoipa::path(post, path = "/ptd-user/resource/user/uploadAvatar", tag = "identity",
    responses((status = 200, description = "the new avatar's address", body = String)))]
async fn upload_avatar(State(state): State<AppState>, caller: CurrentUser, form: Multipart) -> ApiResult<String, IdentityError> {
    let upload = kernel::extract::read_upload(form, AVATAR_MAX_BYTES, || IdentityError::ImageTooLarge).await?;
    if upload.fields.get("userId").and_then(|v| v.parse::<i64>().ok()).is_some_and(|id| id != caller.user_id) {
        return Err(KernelError::Forbidden.into());
    }
    let bytes = upload.file.ok_or_else(|| KernelError::Validation("请选择图片".into()))?;
    let kind = ImageKind::sniff(&bytes).ok_or(IdentityError::UnsupportedImage)?;
    let url = state.storage.put_public("avatar", kind.extension(), bytes).await.map_err(KernelError::Internal)?;
    sqlx::query("UPDATE users SET avatar = $1, update_time = $2 WHERE id = $3")
        .bind(&url)
        .bind(now_ms())
        .bind(caller.user_id)
        .execute(&state.db.pool)
        .await?;
    ok(url)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PhoneForm {
    mobile: String,
    code: String,
}
kernel::form_rules!(PhoneForm, "change-phone.json");

/// Step one of changing the phone: prove the current number with a code.
#[utoipa::path(post, path = "/ptd-user/resource/user/unBindMobile", tag = "identity", request_body = PhoneForm,
    responses((status = 200, description = "验证成功")))]
async fn unbind_mobile(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<PhoneForm>) -> ApiResult<&'static str, IdentityError> {
    let user = identity::find_user(&state.db, caller.user_id).await?.ok_or(KernelError::Unauthorized)?;
    if user.mobile.as_deref() != Some(form.mobile.as_str()) {
        return Err(KernelError::Validation("请输入正确手机账号".into()).into());
    }
    codes::verify(&state, &form.mobile, Purpose::Auth, &form.code).await?;
    sqlx::query("DELETE FROM phone_change_proofs WHERE user_id = $1").bind(user.id).execute(&state.db.pool).await?;
    sqlx::query("INSERT INTO phone_change_proofs (user_id, expires_at) VALUES ($1, $2)")
        .bind(user.id)
        .bind(now_ms() + PHONE_PROOF_LIFE_MS)
        .execute(&state.db.pool)
        .await?;
    ok("验证成功")
}

/// Step two: bind the new number with its own code.
#[utoipa::path(post, path = "/ptd-user/resource/user/bindMobile", tag = "identity", request_body = PhoneForm,
    responses((status = 200, description = "手机号修改成功")))]
async fn bind_mobile(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<PhoneForm>) -> ApiResult<&'static str, IdentityError> {
    let user = identity::find_user(&state.db, caller.user_id).await?.ok_or(KernelError::Unauthorized)?;
    if user.mobile.as_deref() == Some(form.mobile.as_str()) {
        return Err(IdentityError::SamePhone);
    }
    let proof: Option<(i64,)> = sqlx::query_as("SELECT user_id FROM phone_change_proofs WHERE user_id = $1 AND expires_at > $2")
        .bind(user.id)
        .bind(now_ms())
        .fetch_optional(&state.db.pool)
        .await?;
    if proof.is_none() && user.mobile.is_some() {
        return Err(IdentityError::PhoneNotVerified);
    }
    if identity::find_user_by_login(&state.db, &form.mobile).await?.is_some() {
        return Err(IdentityError::MobileTaken);
    }
    codes::verify(&state, &form.mobile, Purpose::Auth, &form.code).await?;
    // The login name follows the number when it was the number.
    let rename = user.mobile.as_deref() == Some(user.user_name.as_str());
    sqlx::query(
        "UPDATE users SET mobile = $1, user_name = CASE WHEN $2 = 1 THEN $1 ELSE user_name END, update_time = $3 WHERE id = $4",
    )
    .bind(&form.mobile)
    .bind(i64::from(rename))
    .bind(now_ms())
    .bind(user.id)
    .execute(&state.db.pool)
    .await
    .map_err(|e| if kernel::db::is_unique_violation(&e) { IdentityError::MobileTaken } else { e.into() })?;
    sqlx::query("DELETE FROM phone_change_proofs WHERE user_id = $1").bind(user.id).execute(&state.db.pool).await?;
    ok("手机号修改成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct MailForm {
    mail: String,
    code: String,
}
kernel::form_rules!(MailForm, "bind-email.json");

/// Binds the email the code was sent to (`sendMail`).
#[utoipa::path(post, path = "/ptd-user/resource/user/bindMail", tag = "identity", request_body = MailForm,
    responses((status = 200, description = "添加邮箱成功")))]
async fn bind_mail(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<MailForm>) -> ApiResult<&'static str, IdentityError> {
    let taken: Option<(i64,)> = sqlx::query_as("SELECT id FROM users WHERE email = $1 AND id <> $2")
        .bind(&form.mail)
        .bind(caller.user_id)
        .fetch_optional(&state.db.pool)
        .await?;
    if taken.is_some() {
        return Err(KernelError::Conflict("该邮箱已被其他账号绑定".into()).into());
    }
    codes::verify(&state, &form.mail, Purpose::Mail, &form.code).await?;
    sqlx::query("UPDATE users SET email = $1, update_time = $2 WHERE id = $3")
        .bind(&form.mail)
        .bind(now_ms())
        .bind(caller.user_id)
        .execute(&state.db.pool)
        .await?;
    ok("添加邮箱成功")
}

/// Removes the caller's email.
#[utoipa::path(post, path = "/ptd-user/resource/user/unBindMail", tag = "identity",
    responses((status = 200, description = "解绑成功")))]
async fn unbind_mail(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<&'static str, IdentityError> {
    sqlx::query("UPDATE users SET email = NULL, update_time = $1 WHERE id = $2")
        .bind(now_ms())
        .bind(caller.user_id)
        .execute(&state.db.pool)
        .await?;
    ok("解绑成功")
}

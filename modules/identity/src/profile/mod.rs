//! A user's own profile: name and nickname, avatar, mobile number and email.

use crate::error::IdentityError;
use crate::verification::{self, Purpose};
use axum::extract::{Multipart, State};
use kernel::auth::CurrentUser;
use kernel::picture::ImageKind;
use kernel::time::now_ms;
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use services::identity;
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

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
#[utoipa::path(post, path = "/ptd-user/resource/user/updateUseInfoById", tag = "identity", request_body = ProfileForm, responses((status = 200, description = "修改成功", body = String)))]
async fn update_user_info(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<ProfileForm>) -> ApiResult<&'static str, IdentityError> {
    if form.id.is_some_and(|id| id != caller.user_id) {
        return Err(KernelError::Forbidden.into());
    }
    identity::set_user_names(&state.db, caller.user_id, &form.real_name, form.nick_name.as_deref()).await?;
    ok("修改成功")
}

/// Uploads the caller's avatar (an image by its bytes, under 1 MB); the reply is its address.
#[utoipa::path(post, path = "/ptd-user/resource/user/uploadAvatar", tag = "identity",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "the new avatar's address", body = String)))]
async fn upload_avatar(State(state): State<AppState>, caller: CurrentUser, form: Multipart) -> ApiResult<String, IdentityError> {
    let upload = kernel::extract::read_upload(form, AVATAR_MAX_BYTES, || IdentityError::ImageTooLarge).await?;
    if upload.fields.get("userId").and_then(|v| v.parse::<i64>().ok()).is_some_and(|id| id != caller.user_id) {
        return Err(KernelError::Forbidden.into());
    }
    let bytes = upload.file.ok_or_else(|| KernelError::Validation("请选择图片".into()))?;
    let kind = ImageKind::sniff(&bytes).ok_or(IdentityError::UnsupportedImage)?;
    let url = state.storage.put_public("avatar", kind.extension(), bytes).await.map_err(KernelError::Internal)?;
    identity::set_user_avatar(&state.db, caller.user_id, &url).await?;
    ok(url)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PhoneForm {
    mobile: String,
    code: String,
}
kernel::form_rules!(PhoneForm, "change-phone.json");

/// Step one of changing the phone: prove the current number with a code.
#[utoipa::path(post, path = "/ptd-user/resource/user/unBindMobile", tag = "identity", request_body = PhoneForm, responses((status = 200, description = "验证成功", body = String)))]
async fn unbind_mobile(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<PhoneForm>) -> ApiResult<&'static str, IdentityError> {
    let user = caller.user.clone();
    if user.mobile.as_deref() != Some(form.mobile.as_str()) {
        return Err(KernelError::Validation("请输入正确手机账号".into()).into());
    }
    verification::verify(&state, &form.mobile, Purpose::Auth, &form.code).await?;
    repo::record_phone_proof(&state.db, user.id, now_ms() + PHONE_PROOF_LIFE_MS).await?;
    ok("验证成功")
}

/// Step two: bind the new number with its own code.
#[utoipa::path(post, path = "/ptd-user/resource/user/bindMobile", tag = "identity", request_body = PhoneForm, responses((status = 200, description = "手机号修改成功", body = String)))]
async fn bind_mobile(State(state): State<AppState>, caller: CurrentUser, origin: kernel::audit::Origin, Valid(form): Valid<PhoneForm>) -> ApiResult<&'static str, IdentityError> {
    let user = caller.user.clone();
    if user.mobile.as_deref() == Some(form.mobile.as_str()) {
        return Err(IdentityError::SamePhone);
    }
    let proved = repo::has_phone_proof(&state.db, user.id, now_ms()).await?;
    // A number that was only typed in for the account (never proved) needs no proof of the old one.
    if !proved && user.mobile.is_some() && user.mobile_verified == 1 {
        return Err(IdentityError::PhoneNotVerified);
    }
    if identity::find_user_by_login(&state.db, &form.mobile).await?.is_some() {
        return Err(IdentityError::MobileTaken);
    }
    verification::verify(&state, &form.mobile, Purpose::Auth, &form.code).await?;
    // The login name follows the number when it was the number.
    let rename = user.mobile.as_deref() == Some(user.user_name.as_str());
    // The code proved the number: accounts that merely claimed it lose it.
    identity::bind_proved_mobile(&state.db, user.id, &form.mobile, rename)
        .await
        .map_err(|e| if matches!(e, KernelError::Conflict(_)) { IdentityError::MobileTaken } else { e.into() })?;
    repo::forget_phone_proof(&state.db, user.id).await?;
    let detail = format!("{} → {}", user.mobile.as_deref().map(kernel::validate::mask_mobile).unwrap_or_else(|| "无".into()), kernel::validate::mask_mobile(&form.mobile));
    kernel::audit::record_own(&state.db, kernel::audit::kind::PHONE_CHANGED, user.id, caller.company_id, &origin, Some(&detail)).await?;
    ok("手机号修改成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct MailForm {
    mail: String,
    code: String,
}
kernel::form_rules!(MailForm, "bind-email.json");

/// Binds the email the code was sent to (`sendMail`).
#[utoipa::path(post, path = "/ptd-user/resource/user/bindMail", tag = "identity", request_body = MailForm, responses((status = 200, description = "添加邮箱成功", body = String)))]
async fn bind_mail(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<MailForm>) -> ApiResult<&'static str, IdentityError> {
    if identity::email_bound_elsewhere(&state.db, &form.mail, caller.user_id).await? {
        return Err(KernelError::Conflict("该邮箱已被其他账号绑定".into()).into());
    }
    verification::verify(&state, &form.mail, Purpose::Mail, &form.code).await?;
    identity::set_user_email(&state.db, caller.user_id, Some(&form.mail)).await?;
    ok("添加邮箱成功")
}

/// Removes the caller's email.
#[utoipa::path(post, path = "/ptd-user/resource/user/unBindMail", tag = "identity", responses((status = 200, description = "解绑成功", body = String)))]
async fn unbind_mail(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<&'static str, IdentityError> {
    identity::set_user_email(&state.db, caller.user_id, None).await?;
    ok("解绑成功")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn refusal<T: kernel::validate::Form>(body: serde_json::Value) -> Option<String> {
        T::rules().check(&body).err().map(|e| kernel::error::ApiError::message(&e))
    }

    #[test]
    fn a_mail_address_needs_a_local_part_a_domain_and_a_dot() {
        for good in ["lina@example.cn", "a.b+c@mail.example.com.cn"] {
            assert_eq!(refusal::<MailForm>(json!({"mail": good, "code": "123456"})), None, "{good}");
        }
        for bad in ["lina", "lina@example", "@example.cn", "li na@example.cn", "lina@@example.cn"] {
            assert_eq!(refusal::<MailForm>(json!({"mail": bad, "code": "123456"})).as_deref(), Some("请输入正确的邮箱"), "{bad}");
        }
        assert_eq!(refusal::<MailForm>(json!({"mail": "lina@example.cn"})).as_deref(), Some("请输入验证码"));
    }

    #[test]
    fn a_new_phone_is_a_mainland_mobile_with_a_code_of_at_most_eight_characters() {
        assert_eq!(refusal::<PhoneForm>(json!({"mobile": "13900000002", "code": "12345678"})), None);
        assert_eq!(refusal::<PhoneForm>(json!({"mobile": "10900000002", "code": "1234"})).as_deref(), Some("请输入正确的手机号"));
        assert_eq!(refusal::<PhoneForm>(json!({"mobile": "13900000002", "code": "123456789"})).as_deref(), Some("验证码不能超过8位"));
    }
}

//! Registering a company with its main account, the registration checks, and
//! the customer lookup of the dispatch-centre loading page.

use crate::error::IdentityError;
use crate::verification::{self, Purpose};
use axum::extract::State;
use axum::http::HeaderMap;
use kernel::extract::Query;
use kernel::limits::LookupQuota;
use services::identity::{self, certification, NewCompany, NewUser};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(register))
        .routes(routes!(register_from_other_platform))
        .routes(routes!(check_company_name_and_user_exist))
        .routes(routes!(check_customer))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RegisterForm {
    mobile: String,
    code: String,
    password: String,
    re_password: String,
    real_name: String,
    company_name: String,
    /// Always `industry` on this platform.
    platform_name: Option<String>,
}
kernel::form_rules!(RegisterForm, "register.json");

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Registered {
    user_id: i64,
    company_id: i64,
}

/// Registers the user and a new company with the user as its main account.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking", tag = "identity", request_body = RegisterForm, responses((status = 200, description = "registered", body = Registered)))]
async fn register(State(state): State<AppState>, Valid(form): Valid<RegisterForm>) -> ApiResult<Registered, IdentityError> {
    let _ = (&form.re_password, &form.platform_name);
    ensure_free(&state, &form.mobile, &form.company_name).await?;
    verification::verify(&state, &form.mobile, Purpose::Auth, &form.code).await?;
    let user_id = create_owner(&state, &form.mobile, &form.password, &form.real_name, &form.company_name).await?;
    let company_id = identity::find_user(&state.db, user_id).await?.and_then(|u| u.current_company_id).unwrap_or_default();
    ok(Registered { user_id, company_id })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OtherPlatformForm {
    mobile: String,
    password: String,
    real_name: String,
    company_name: String,
}

/// Registration by a sibling platform, server to server, without an SMS code; needs the integration key.
#[utoipa::path(post, path = "/ptd-industry/endpoint/user/otherPlatformsRegisterNoSmsCodeNotChecking", tag = "identity", request_body = OtherPlatformForm, responses((status = 200, description = "registered", body = Registered)))]
async fn register_from_other_platform(State(state): State<AppState>, headers: HeaderMap, kernel::extract::Json(body): kernel::extract::Json<serde_json::Value>) -> ApiResult<Registered, IdentityError> {
    let key = headers.get("x-integration-key").and_then(|v| v.to_str().ok()).unwrap_or_default();
    if !kernel::auth::constant_time_eq(key.as_bytes(), state.config.integration_key.as_bytes()) {
        return Err(KernelError::Forbidden.into());
    }
    <RegisterForm as kernel::validate::Form>::rules().check(&as_register_form(&body))?;
    let form: OtherPlatformForm = serde_json::from_value(body).map_err(|_| KernelError::Validation("请求参数格式错误".into()))?;
    ensure_free(&state, &form.mobile, &form.company_name).await?;
    let user_id = create_owner(&state, &form.mobile, &form.password, &form.real_name, &form.company_name).await?;
    let company_id = identity::find_user(&state.db, user_id).await?.and_then(|u| u.current_company_id).unwrap_or_default();
    ok(Registered { user_id, company_id })
}

/// A sibling platform's body as a register form: the same rules apply, less the code this call has no need of.
fn as_register_form(body: &serde_json::Value) -> serde_json::Value {
    let mut with_code = body.clone();
    with_code["code"] = "0".into();
    with_code["rePassword"] = body.get("password").cloned().unwrap_or_default();
    with_code
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ExistQuery {
    company_name: Option<String>,
    mobile: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExistReply {
    company_exist: bool,
    user_exist: bool,
}

/// Whether a company name or a mobile number is already registered (the form warns 企业名称已存在).
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/user/checkCompanyNameAndUserExist", tag = "identity", params(ExistQuery), responses((status = 200, description = "flags", body = ExistReply)))]
async fn check_company_name_and_user_exist(State(state): State<AppState>, _quota: LookupQuota, Query(q): Query<ExistQuery>) -> ApiResult<ExistReply, IdentityError> {
    let company_exist = match &q.company_name {
        Some(n) => company_exists(&state, n).await?,
        None => false,
    };
    let user_exist = match &q.mobile {
        Some(m) => identity::find_user_by_login(&state.db, m).await?.is_some(),
        None => false,
    };
    ok(ExistReply { company_exist, user_exist })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct CustomerQuery {
    custom_name: Option<String>,
    phone: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomerReply {
    /// The customer's company is registered here.
    company_flag: bool,
    /// Its certification state (0 none, 1 under review, 2 certified, 3 rejected); null when not registered.
    review_status: Option<i64>,
    /// The phone has an account.
    user_flag: bool,
}

/// The dispatch centre's customer lookup by company name and phone.
#[utoipa::path(get, path = "/ptd-industry/endpoint/customer/checkCustomer", tag = "identity", params(CustomerQuery), responses((status = 200, description = "customer state", body = CustomerReply)))]
async fn check_customer(State(state): State<AppState>, _quota: LookupQuota, Query(q): Query<CustomerQuery>) -> ApiResult<CustomerReply, IdentityError> {
    let review_status = match &q.custom_name {
        Some(n) => identity::find_company_by_name(&state.db, n).await?.map(|c| c.certification_status),
        None => None,
    };
    let user_flag = match &q.phone {
        Some(p) => identity::find_user_by_login(&state.db, p).await?.is_some(),
        None => false,
    };
    ok(CustomerReply { company_flag: review_status.is_some(), review_status, user_flag })
}

async fn company_exists(state: &AppState, name: &str) -> Result<bool, IdentityError> {
    Ok(identity::find_company_by_name(&state.db, name).await?.is_some())
}

/// Refuses a mobile number or company name that is already registered.
pub async fn ensure_free(state: &AppState, mobile: &str, company_name: &str) -> Result<(), IdentityError> {
    if identity::find_user_by_login(&state.db, mobile).await?.is_some() {
        return Err(IdentityError::MobileTaken);
    }
    if company_exists(state, company_name).await? {
        return Err(IdentityError::CompanyNameTaken);
    }
    Ok(())
}

/// A new company's code: QY and its id in upper-case hexadecimal.
fn company_code(company_id: i64) -> String {
    format!("QY{company_id:X}")
}

/// Creates the user, the company and the main-account membership in one transaction.
pub async fn create_owner(state: &AppState, mobile: &str, password: &str, real_name: &str, company_name: &str) -> Result<i64, IdentityError> {
    crate::password::meets_policy(state, password)?;
    let password = password.to_string();
    let hash = kernel::auth::hash_password_async(password).await?;
    let (user_id, company_id) = (state.next_id(), state.next_id());
    let mut tx = state.db.write.begin().await?;
    // The caller proved the number (a code, or the integration key of a sibling platform): claims by others end here.
    identity::release_unproved_mobile(&mut *tx, mobile).await?;
    identity::create_user(
        &mut *tx,
        user_id,
        &NewUser {
            user_name: mobile,
            mobile: Some(mobile),
            email: None,
            password_hash: &hash,
            real_name: Some(real_name),
            mobile_verified: true,
            owner_company_id: None,
        },
    )
    .await
    .map_err(|e| if matches!(e, KernelError::Conflict(_)) { IdentityError::MobileTaken } else { e.into() })?;
    identity::create_company(
        &mut *tx,
        company_id,
        &NewCompany {
            company_name,
            company_code: &company_code(company_id),
            linkman: Some(real_name),
            mobile: Some(mobile),
            industry: None,
            main_product: None,
            social_code: None,
            certification_status: certification::NONE,
        },
    )
    .await
    .map_err(|e| if matches!(e, KernelError::Conflict(_)) { IdentityError::CompanyNameTaken } else { e.into() })?;
    identity::add_member(&mut *tx, company_id, user_id, 0).await?;
    identity::set_current_company(&mut *tx, user_id, Some(company_id)).await?;
    tx.commit().await?;
    Ok(user_id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};

    fn refusal(body: &Value) -> Option<String> {
        match <RegisterForm as kernel::validate::Form>::rules().check(body) {
            Ok(()) => None,
            Err(KernelError::Validation(m)) => Some(m),
            Err(e) => panic!("{e:?}"),
        }
    }

    fn form() -> Value {
        json!({"mobile": "13800000001", "code": "123456", "password": "Demo@2026", "rePassword": "Demo@2026", "realName": "李娜", "companyName": "演示科技有限公司"})
    }

    fn with(field: &str, value: Value) -> Value {
        let mut f = form();
        f[field] = value;
        f
    }

    #[test]
    fn a_complete_registration_passes_the_rules() {
        assert_eq!(refusal(&form()), None);
    }

    #[test]
    fn registration_needs_a_mainland_mobile_number() {
        for bad in ["12800000001", "1380000000", "138000000011", "1380000000a", "+8613800000001"] {
            assert_eq!(refusal(&with("mobile", bad.into())).as_deref(), Some("请输入正确的手机号"), "{bad}");
        }
        assert_eq!(refusal(&with("mobile", "19912345678".into())), None);
        assert_eq!(refusal(&with("mobile", "".into())).as_deref(), Some("请输入手机号"));
    }

    #[test]
    fn a_registration_password_is_six_to_thirty_characters_typed_twice() {
        let both = |p: &str| {
            let mut f = form();
            f["password"] = p.into();
            f["rePassword"] = p.into();
            f
        };
        assert_eq!(refusal(&both("v7#Lq2")), None);
        assert_eq!(refusal(&both("v7#Lq")).as_deref(), Some("密码长度为6-30位"));
        assert_eq!(refusal(&both(&"v7#Lq2".repeat(5))), None);
        assert_eq!(refusal(&both(&format!("{}x", "v7#Lq2".repeat(5)))).as_deref(), Some("密码长度为6-30位"));
        assert_eq!(refusal(&both("密码v7#Lq2")).as_deref(), Some("不能输入汉字"));
        assert_eq!(refusal(&both("password")).as_deref(), Some("该密码过于常见，容易被猜中，请换一个更安全的密码"));
        assert_eq!(refusal(&with("rePassword", "Demo@2027".into())).as_deref(), Some("两次密码输入不一致"));
    }

    #[test]
    fn names_on_the_registration_have_their_limits() {
        assert_eq!(refusal(&with("realName", "李".repeat(10).into())), None);
        assert_eq!(refusal(&with("realName", "李".repeat(11).into())).as_deref(), Some("联系人名称不能超过10个字"));
        assert_eq!(refusal(&with("companyName", "企".repeat(20).into())), None);
        assert_eq!(refusal(&with("companyName", "企".repeat(21).into())).as_deref(), Some("企业全称不能超过20个字"));
    }

    #[test]
    fn a_sibling_platform_registers_under_the_same_rules_without_a_code() {
        let body = json!({"mobile": "13800000002", "password": "Demo@2026", "realName": "王强", "companyName": "兄弟平台企业"});
        let as_form = as_register_form(&body);
        assert_eq!(as_form["rePassword"], "Demo@2026");
        assert_eq!(refusal(&as_form), None);
        let mut bad = body.clone();
        bad["mobile"] = "1380000".into();
        assert_eq!(refusal(&as_register_form(&bad)).as_deref(), Some("请输入正确的手机号"));
        // Without a password both fields are empty, so the password's own rule answers.
        assert_eq!(refusal(&as_register_form(&json!({"mobile": "13800000002", "realName": "王强", "companyName": "兄弟平台企业"}))).as_deref(), Some("请输入密码"));
    }

    #[test]
    fn a_company_code_is_qy_and_the_id_in_upper_hex() {
        assert_eq!(company_code(255), "QYFF");
        assert_eq!(company_code(0), "QY0");
        assert_eq!(company_code((1 << 53) - 1), "QY1FFFFFFFFFFFFF");
    }
}

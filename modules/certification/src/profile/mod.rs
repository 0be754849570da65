//! The company profile beyond what identity reads: editing (which sends a
//! certified company back to review), the logo, the region, lookups, the
//! user-company relation, and agent applications.

use crate::error::CertificationError;
use crate::certification::repo as certifications;
use crate::images::owns_image;
use axum::extract::{Multipart, State};
use kernel::auth::{CurrentUser, HeaderToken, MainAccount, Operator};
use kernel::extract::{Json, Query};
use services::identity::{self, certification, CompanyEdit, Role};
use kernel::picture::ImageKind;
use kernel::time::format_ms;
use kernel::validate::{mask_company_name, Valid};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;

const LOGO_MAX_BYTES: usize = 10 * 1024 * 1024;

/// The company's region and current licence, for identity's company view.
pub struct Details;

impl kernel::contracts::CompanyDetails for Details {
    fn of<'a>(&'a self, db: &'a kernel::db::Db, company_id: i64) -> kernel::BoxFuture<'a, Result<kernel::contracts::CompanyDetail, KernelError>> {
        Box::pin(async move {
            let Some((license_photo, province, city, district)) = repo::details(db, company_id).await? else {
                return Ok(Default::default());
            };
            Ok(kernel::contracts::CompanyDetail {
                license_photo_url: license_photo.as_deref().map(crate::images::image_url),
                license_photo,
                province,
                city,
                district,
            })
        })
    }
}

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(update))
        .routes(routes!(upload_logo))
        .routes(routes!(change_region))
        .routes(routes!(by_name))
        .routes(routes!(by_user))
        .routes(routes!(user_company))
        .routes(routes!(apply_agent))
        .routes(routes!(current_agent))
        .routes(routes!(approve_agent))
        .routes(routes!(reject_agent))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyUpdateForm {
    social_code: String,
    license_photo: String,
    linkman: String,
    mobile: Option<String>,
    industry: Option<String>,
    main_product: Option<String>,
    company_address: Option<String>,
}
kernel::form_rules!(CompanyUpdateForm, "company-update.json");

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Updated {
    /// The company's state after the edit: a certified company goes back to review (1).
    review_status: i64,
}

/// Edits the company's information (main account). The client first confirms
/// 修改企业信息将重新审核该企业, 是否继续?: a certified company goes back to review.
#[utoipa::path(post, path = "/ptd-user/resource/company/update", tag = "company", operation_id = "company_update", request_body = CompanyUpdateForm, responses((status = 200, description = "saved", body = Updated)))]
async fn update(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<CompanyUpdateForm>) -> ApiResult<Updated, CertificationError> {
    let company_id = caller.require_main_account()?;
    let company = identity::find_company(&state.db, company_id).await?.ok_or(KernelError::NotFound)?;
    let current_licence =
        company.social_code.is_some() && repo::license_photo(&state.db, company_id).await?.as_deref() == Some(form.license_photo.as_str());
    if !current_licence && !owns_image(&state, &caller, &form.license_photo).await? {
        return Err(CertificationError::ImageNotOwned);
    }
    let review_status = status_after_edit(company.certification_status);
    let edit = CompanyEdit {
        social_code: &form.social_code,
        linkman: &form.linkman,
        mobile: form.mobile.as_deref().filter(|m| !m.is_empty()),
        industry: form.industry.as_deref(),
        main_product: form.main_product.as_deref(),
        company_address: form.company_address.as_deref(),
        certification_status: review_status,
    };
    let mut tx = state.db.write.begin().await?;
    identity::edit_company(&mut *tx, company_id, &edit).await?;
    repo::set_licence(&mut *tx, company_id, &form.license_photo, None).await?;
    tx.commit().await?;
    if review_status == certification::UNDER_REVIEW {
        // The edit is reviewed like a submission, with the new information.
        let submission = certifications::ReviewSubmission {
            company_name: &company.company_name,
            license_number: Some(&form.social_code),
            artificial_person: None,
            mobile: form.mobile.as_deref().or(company.mobile.as_deref()),
            linkman: &form.linkman,
            main_product: form.main_product.as_deref(),
            license_photo: Some(&form.license_photo),
        };
        certifications::insert_review(&state.db.write, state.next_id(), company_id, caller.user_id, &submission).await?;
    }
    ok(Updated { review_status })
}

/// A company never certified stays so after an edit; any other goes (back) to review with the new information.
fn status_after_edit(current: i64) -> i64 {
    if current == certification::NONE {
        certification::NONE
    } else {
        certification::UNDER_REVIEW
    }
}

/// Uploads the company logo: jpg, png or jpeg up to 10 MB, main account only.
#[utoipa::path(post, path = "/ptd-user/resource/company/uploadCompanyLogo", tag = "company",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "the logo's address", body = String)))]
async fn upload_logo(State(state): State<AppState>, caller: CurrentUser, form: Multipart) -> ApiResult<String, CertificationError> {
    let company_id = caller.require_main_account().map_err(|_| CertificationError::LogoMainAccountOnly)?;
    let upload = kernel::extract::read_upload(form, LOGO_MAX_BYTES, || CertificationError::LogoTooLarge).await?;
    if upload.fields.get("companyId").and_then(|v| v.parse::<i64>().ok()).is_some_and(|id| id != company_id) {
        return Err(KernelError::NotFound.into());
    }
    let bytes = upload.file.ok_or_else(|| KernelError::Validation("请选择图片".into()))?;
    let kind = match ImageKind::sniff(&bytes) {
        Some(k @ (ImageKind::Jpeg | ImageKind::Png)) => k,
        _ => return Err(CertificationError::UnsupportedImage),
    };
    let url = state.storage.put_public("logo", kind.extension(), bytes).await.map_err(KernelError::Internal)?;
    identity::set_company_logo(&state.db, company_id, &url).await?;
    ok(url)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct RegionForm {
    province: String,
    city: String,
    district: Option<String>,
}

/// Sets the company's province, city and district (main account).
#[utoipa::path(post, path = "/ptd-user/resource/company/changeCompanyProvAndCityAndDist", tag = "company", request_body = RegionForm, responses((status = 200, description = "修改成功", body = String)))]
async fn change_region(State(state): State<AppState>, MainAccount(caller): MainAccount, Json(form): Json<RegionForm>) -> ApiResult<&'static str, CertificationError> {
    let company_id = caller.require_main_account()?;
    if !region_given(&form.province, &form.city) {
        return Err(KernelError::Validation("请选择所在地区".into()).into());
    }
    let mut tx = state.db.write.begin().await?;
    repo::set_region(&mut *tx, company_id, &form.province, &form.city, form.district.as_deref().filter(|d| !d.is_empty())).await?;
    identity::touch_company(&mut *tx, company_id).await?;
    tx.commit().await?;
    ok("修改成功")
}

/// A region names a province and a city, each at most 20 characters (the district is optional).
fn region_given(province: &str, city: &str) -> bool {
    [province, city].iter().all(|v| !v.is_empty() && v.chars().count() <= 20)
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyLookup {
    id: i64,
    company_name: String,
    review_status: i64,
    review_status_name: &'static str,
    certified_time: Option<String>,
}

fn brief(c: identity::Company, masked: bool) -> CompanyLookup {
    CompanyLookup {
        id: c.id,
        company_name: if masked { mask_company_name(&c.company_name) } else { c.company_name },
        review_status: c.certification_status,
        review_status_name: certification::name(c.certification_status),
        certified_time: format_ms(c.certified_time),
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct NameQuery {
    company_name: String,
}

/// Finds a company by its exact name; others' names come back masked unless the caller is an operator.
#[utoipa::path(get, path = "/ptd-user/resource/company/getCompanyByName", tag = "company", params(NameQuery), responses((status = 200, description = "the company or null", body = Option<CompanyLookup>)))]
async fn by_name(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<NameQuery>) -> ApiResult<Option<CompanyLookup>, CertificationError> {
    let Some(company) = identity::find_company_by_name(&state.db, &q.company_name).await? else { return ok(None) };
    let own = caller.has_role(Role::Operator) || identity::membership(&state.db, company.id, caller.user_id).await?.is_some();
    ok(Some(brief(company, !own)))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct UserQuery {
    user_id: i64,
}

/// The current company of a user: oneself, a member of one's company (main account), or anyone (operator).
#[utoipa::path(get, path = "/ptd-user/resource/company/getCompanyInfoByUserId", tag = "company", params(UserQuery), responses((status = 200, description = "the user's company or null", body = Option<CompanyLookup>)))]
async fn by_user(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<UserQuery>) -> ApiResult<Option<CompanyLookup>, CertificationError> {
    let user = identity::find_user(&state.db, q.user_id).await?.ok_or(KernelError::NotFound)?;
    let Some(company_id) = user.current_company_id else { return ok(None) };
    let allowed = q.user_id == caller.user_id
        || caller.has_role(Role::Operator)
        || (caller.is_main_account() && caller.company_id == Some(company_id));
    if !allowed {
        return Err(KernelError::NotFound.into());
    }
    ok(identity::find_company(&state.db, company_id).await?.map(|c| brief(c, false)))
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserCompany {
    company_id: i64,
    company_name: String,
    user_type: i64,
    certificated: i64,
}

/// The caller's relation to one of its companies.
#[utoipa::path(get, path = "/industry-user/userCompany/getById", tag = "company", params(IdQuery), responses((status = 200, description = "relation", body = UserCompany)))]
async fn user_company(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> ApiResult<UserCompany, CertificationError> {
    let m = identity::membership(&state.db, q.id, caller.user_id).await?.ok_or(KernelError::NotFound)?;
    let c = identity::find_company(&state.db, q.id).await?.ok_or(KernelError::NotFound)?;
    ok(UserCompany {
        company_id: c.id,
        certificated: i64::from(c.certification_status == certification::CERTIFIED),
        company_name: c.company_name,
        user_type: m.user_type,
    })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AgentState {
    company_id: i64,
    company_name: String,
    /// 0 none, 1 applied, 2 approved, 3 rejected.
    agent_status: i64,
    note: Option<String>,
}

/// Applies for the caller's certified company to become an agent company (main account).
#[utoipa::path(post, path = "/ptd-user/resource/company/applyAgent", tag = "company", responses((status = 200, description = "提交成功", body = String)))]
async fn apply_agent(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<&'static str, CertificationError> {
    let company_id = caller.require_certified_company(&state, kernel::auth::CertifiedFor::Declaring).await?;
    repo::apply_agent(&state.db, company_id).await?;
    ok("提交成功")
}

/// Where the caller's company stands as an agent company.
#[utoipa::path(get, path = "/ptd-user/resource/company/getCurrentAgentCompany", tag = "company", responses((status = 200, description = "agent state", body = AgentState)))]
async fn current_agent(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<AgentState, CertificationError> {
    let company_id = caller.company()?;
    let company = identity::find_company(&state.db, company_id).await?.ok_or(KernelError::NotFound)?;
    let (agent_status, note) = repo::agent_state(&state.db, company_id).await?.unwrap_or((0, None));
    ok(AgentState { company_id, company_name: company.company_name, agent_status, note })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct AgentDecision {
    company_id: i64,
    note: Option<String>,
}

/// Approves an agent application (operator).
#[utoipa::path(get, path = "/ptd-user/resource/company/approveAgent", tag = "company", params(AgentDecision), responses((status = 200, description = "审核完成", body = String)))]
async fn approve_agent(State(state): State<AppState>, _changes: HeaderToken, _op: Operator, Query(q): Query<AgentDecision>) -> ApiResult<&'static str, CertificationError> {
    decide_agent(&state, q.company_id, 2, q.note.as_deref()).await
}

/// Rejects an agent application with a reason (operator).
#[utoipa::path(get, path = "/ptd-user/resource/company/rejectAgent", tag = "company", params(AgentDecision), responses((status = 200, description = "审核完成", body = String)))]
async fn reject_agent(State(state): State<AppState>, _changes: HeaderToken, _op: Operator, Query(q): Query<AgentDecision>) -> ApiResult<&'static str, CertificationError> {
    let note = q.note.as_deref().filter(|n| !n.is_empty()).ok_or(CertificationError::ReasonRequired)?;
    decide_agent(&state, q.company_id, 3, Some(note)).await
}

async fn decide_agent(state: &AppState, company_id: i64, status: i64, note: Option<&str>) -> ApiResult<&'static str, CertificationError> {
    if !repo::decide_agent(&state.db, company_id, status, note).await? {
        return Err(CertificationError::NotPending);
    }
    ok("审核完成")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn company(name: &str) -> identity::Company {
        identity::Company {
            id: 4,
            company_name: name.into(),
            company_code: "QY4".into(),
            company_simple_name: None,
            social_code: None,
            industry: None,
            linkman: None,
            mobile: None,
            main_product: None,
            company_address: None,
            logo: None,
            certification_status: certification::CERTIFIED,
            review_note: None,
            review_time: None,
            certified_time: None,
            platform_name: "industry".into(),
            create_time: 0,
            update_time: 0,
        }
    }

    #[test]
    fn editing_sends_a_company_back_to_review_unless_it_was_never_certified() {
        assert_eq!(status_after_edit(certification::NONE), certification::NONE);
        assert_eq!(status_after_edit(certification::CERTIFIED), certification::UNDER_REVIEW);
        assert_eq!(status_after_edit(certification::REJECTED), certification::UNDER_REVIEW);
        assert_eq!(status_after_edit(certification::UNDER_REVIEW), certification::UNDER_REVIEW);
    }

    #[test]
    fn a_region_names_a_province_and_a_city_of_at_most_twenty_characters() {
        assert!(region_given("福建省", "福州市"));
        assert!(region_given(&"省".repeat(20), &"市".repeat(20)));
        assert!(!region_given(&"省".repeat(21), "福州市"));
        assert!(!region_given("福建省", &"市".repeat(21)));
        assert!(!region_given("", "福州市"));
        assert!(!region_given("福建省", ""));
    }

    #[test]
    fn another_companys_name_is_masked_in_a_lookup() {
        let masked = brief(company("演示科技有限公司"), true);
        assert_eq!(masked.company_name, "演示***公司");
        assert_eq!(masked.review_status_name, "已认证");
        assert_eq!(brief(company("演示科技有限公司"), false).company_name, "演示科技有限公司");
        // A short name keeps only its first and last character.
        assert_eq!(brief(company("华为公司"), true).company_name, "华***司");
    }

    #[test]
    fn a_company_edit_needs_a_social_code_of_letters_and_digits_and_a_linkman() {
        let check = |f: serde_json::Value| <CompanyUpdateForm as kernel::validate::Form>::rules().check(&f).err().map(|e| kernel::error::ApiError::message(&e));
        let ok_form = serde_json::json!({"socialCode": "91350100M000100Y43", "licensePhoto": "k", "linkman": "李娜"});
        assert_eq!(check(ok_form.clone()), None);
        let mut f = ok_form.clone();
        f["socialCode"] = "91350100-000100Y43".into();
        assert_eq!(check(f).as_deref(), Some("只能输入数字,字母"));
        let mut f = ok_form.clone();
        f["socialCode"] = "91350100M000100Y430".into();
        assert_eq!(check(f).as_deref(), Some("请输入18位统一社会信用代码"));
        let mut f = ok_form;
        f["linkman"] = "李".repeat(11).into();
        assert_eq!(check(f).as_deref(), Some("联系人不能超过10个字"));
    }
}

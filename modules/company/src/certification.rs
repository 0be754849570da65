//! Company and personal real-name certification submissions, the short company
//! review form, the applicant's view of where a submission stands, and the
//! e-signature choice after a company is certified.

use crate::error::CompanyError;
use crate::images::{image_url, owns_image};
use axum::extract::State;
use kernel::auth::CurrentUser;
use kernel::codes::{self, Purpose};
use kernel::identity::{self, certification, NewCompany};
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub const KIND_COMPANY: &str = "company";
pub const KIND_REVIEW: &str = "review";
pub const KIND_PERSON: &str = "person";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(company_certification))
        .routes(routes!(submit_company_review))
        .routes(routes!(user_certification))
        .routes(routes!(certification_status))
        .routes(routes!(esign_choice))
}

/// Checks the 18-character unified social credit code, including its check digit (GB 32100-2015).
pub fn valid_social_code(code: &str) -> bool {
    const CHARS: &str = "0123456789ABCDEFGHJKLMNPQRTUWXY";
    const WEIGHTS: [usize; 17] = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
    let values: Option<Vec<usize>> = code.chars().map(|c| CHARS.find(c)).collect();
    let Some(values) = values.filter(|v| v.len() == 18) else { return false };
    let sum: usize = values[..17].iter().zip(WEIGHTS).map(|(v, w)| v * w).sum();
    let check = (31 - sum % 31) % 31;
    values[17] == check
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyCertificationForm {
    company_name: String,
    license_number: String,
    artificial_person: String,
    real_name: Option<String>,
    id_card: String,
    license_photo: String,
    legal_person_photo: String,
    artificial_person_id_card: Option<String>,
    signing_method: Option<i64>,
}
kernel::form_rules!(CompanyCertificationForm, "company-certification.json");

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Submitted {
    id: i64,
    company_id: Option<i64>,
    /// 1 under review.
    status: i64,
}

/// Submits the company's real-name certification (the main account; a user without a company gets one).
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/companyCertification", tag = "certification",
    request_body = CompanyCertificationForm, responses((status = 200, description = "submitted, under review", body = Submitted)))]
async fn company_certification(
    State(state): State<AppState>,
    caller: CurrentUser,
    Valid(form): Valid<CompanyCertificationForm>,
) -> ApiResult<Submitted, CompanyError> {
    if !valid_social_code(&form.license_number) {
        return Err(CompanyError::SocialCodeInvalid);
    }
    for key in [&form.license_photo, &form.legal_person_photo] {
        if !owns_image(&state, &caller, key).await? {
            return Err(CompanyError::ImageNotOwned);
        }
    }
    let company_id = company_to_certify(&state, &caller, &form.company_name).await?;
    let id = state.next_id();
    let now = now_ms();
    let mut tx = state.db.pool.begin().await?;
    sqlx::query(
        "INSERT INTO certifications (id, kind, company_id, user_id, company_name, license_number, artificial_person,
            artificial_person_id_card, real_name, id_card, license_photo, legal_person_photo, signing_method, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 1, $14)",
    )
    .bind(id)
    .bind(KIND_COMPANY)
    .bind(company_id)
    .bind(caller.user_id)
    .bind(&form.company_name)
    .bind(&form.license_number)
    .bind(&form.artificial_person)
    .bind(&form.artificial_person_id_card)
    .bind(&form.real_name)
    .bind(&form.id_card)
    .bind(&form.license_photo)
    .bind(&form.legal_person_photo)
    .bind(form.signing_method.unwrap_or(1))
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE companies SET company_name = $1, social_code = $2, artificial_person = $3, license_photo = $4,
            certification_status = 1, review_note = NULL, update_time = $5 WHERE id = $6",
    )
    .bind(&form.company_name)
    .bind(&form.license_number)
    .bind(&form.artificial_person)
    .bind(&form.license_photo)
    .bind(now)
    .bind(company_id)
    .execute(&mut *tx)
    .await
    .map_err(|e| if kernel::db::is_unique_violation(&e) { CompanyError::CompanyNameTaken } else { e.into() })?;
    tx.commit().await?;
    ok(Submitted { id, company_id: Some(company_id), status: 1 })
}

/// The company a submission certifies: the caller's own (as its main account), or a new one
/// for a user who has none. Refused while an earlier submission is under review.
async fn company_to_certify(state: &AppState, caller: &CurrentUser, name: &str) -> Result<i64, CompanyError> {
    let taken: Option<(i64,)> =
        sqlx::query_as("SELECT id FROM companies WHERE company_name = $1").bind(name).fetch_optional(&state.db.pool).await?;
    match caller.company_id {
        Some(company) => {
            caller.require_main_account()?;
            if taken.is_some_and(|(id,)| id != company) {
                return Err(CompanyError::CompanyNameTaken);
            }
            let current = identity::find_company(&state.db, company).await?.ok_or(KernelError::NotFound)?;
            if current.certification_status == certification::UNDER_REVIEW {
                return Err(CompanyError::UnderReview);
            }
            Ok(company)
        }
        None => {
            if taken.is_some() {
                return Err(CompanyError::CompanyNameTaken);
            }
            let id = state.next_id();
            let mut tx = state.db.pool.begin().await?;
            identity::create_company(
                &mut *tx,
                id,
                &NewCompany {
                    company_name: name,
                    company_code: &format!("QY{id:X}"),
                    linkman: None,
                    mobile: None,
                    industry: None,
                    main_product: None,
                    social_code: None,
                    certification_status: certification::NONE,
                },
            )
            .await?;
            identity::add_member(&mut *tx, id, caller.user_id, 0).await?;
            identity::set_current_company(&mut *tx, caller.user_id, Some(id)).await?;
            tx.commit().await?;
            Ok(id)
        }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyReviewForm {
    company_name: String,
    organization_code: Option<String>,
    license_photo: Option<String>,
    artificial_person: Option<String>,
    mobile: String,
    linkman: String,
    main_product: Option<String>,
    customer_id: Option<String>,
    id: Option<i64>,
}
kernel::form_rules!(CompanyReviewForm, "company-review.json");

/// The short company review form (name, contact, main products; licence optional).
#[utoipa::path(post, path = "/ptd-industry/company/submitCompanyReview", tag = "certification",
    request_body = CompanyReviewForm, responses((status = 200, description = "提交成功", body = Submitted)))]
async fn submit_company_review(
    State(state): State<AppState>,
    caller: CurrentUser,
    Valid(form): Valid<CompanyReviewForm>,
) -> ApiResult<Submitted, CompanyError> {
    let _ = (&form.customer_id, form.id);
    if let Some(key) = form.license_photo.as_deref().filter(|k| !k.is_empty()) {
        if !owns_image(&state, &caller, key).await? {
            return Err(CompanyError::ImageNotOwned);
        }
    }
    let company_id = company_to_certify(&state, &caller, &form.company_name).await?;
    let (id, now) = (state.next_id(), now_ms());
    let mut tx = state.db.pool.begin().await?;
    sqlx::query(
        "INSERT INTO certifications (id, kind, company_id, user_id, company_name, license_number, artificial_person, mobile,
            linkman, main_product, license_photo, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 1, $12)",
    )
    .bind(id)
    .bind(KIND_REVIEW)
    .bind(company_id)
    .bind(caller.user_id)
    .bind(&form.company_name)
    .bind(&form.organization_code)
    .bind(&form.artificial_person)
    .bind(&form.mobile)
    .bind(&form.linkman)
    .bind(&form.main_product)
    .bind(&form.license_photo)
    .bind(now)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "UPDATE companies SET company_name = $1, linkman = $2, mobile = $3, main_product = COALESCE($4, main_product),
            certification_status = 1, review_note = NULL, update_time = $5 WHERE id = $6",
    )
    .bind(&form.company_name)
    .bind(&form.linkman)
    .bind(&form.mobile)
    .bind(&form.main_product)
    .bind(now)
    .bind(company_id)
    .execute(&mut *tx)
    .await
    .map_err(|e| if kernel::db::is_unique_violation(&e) { CompanyError::CompanyNameTaken } else { e.into() })?;
    tx.commit().await?;
    ok(Submitted { id, company_id: Some(company_id), status: 1 })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PersonCertificationForm {
    user_id: Option<i64>,
    real_name: String,
    mobile: String,
    id_card: String,
    id_card_photo: String,
    id_card_photo_back: String,
    sms_code: String,
    /// 0 male, 1 female, else unknown.
    sex: Option<i64>,
    platform_name: Option<String>,
}
kernel::form_rules!(PersonCertificationForm, "person-certification.json");

/// Submits the caller's personal real-name certification (SMS code to the given mobile).
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/userCertification", tag = "certification",
    request_body = PersonCertificationForm, responses((status = 200, description = "submitted, under review", body = Submitted)))]
async fn user_certification(
    State(state): State<AppState>,
    caller: CurrentUser,
    Valid(form): Valid<PersonCertificationForm>,
) -> ApiResult<Submitted, CompanyError> {
    let _ = &form.platform_name;
    if form.user_id.is_some_and(|u| u != caller.user_id) {
        return Err(KernelError::Forbidden.into());
    }
    let pending: Option<(i64,)> =
        sqlx::query_as("SELECT id FROM certifications WHERE user_id = $1 AND kind = $2 AND status = 1")
            .bind(caller.user_id)
            .bind(KIND_PERSON)
            .fetch_optional(&state.db.pool)
            .await?;
    if pending.is_some() {
        return Err(CompanyError::UnderReview);
    }
    for key in [&form.id_card_photo, &form.id_card_photo_back] {
        if !owns_image(&state, &caller, key).await? {
            return Err(CompanyError::ImageNotOwned);
        }
    }
    codes::verify(&state, &form.mobile, Purpose::Auth, &form.sms_code).await?;
    let id = state.next_id();
    sqlx::query(
        "INSERT INTO certifications (id, kind, company_id, user_id, real_name, id_card, sex, mobile, id_card_photo,
            id_card_photo_back, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11)",
    )
    .bind(id)
    .bind(KIND_PERSON)
    .bind(caller.company_id)
    .bind(caller.user_id)
    .bind(&form.real_name)
    .bind(&form.id_card)
    .bind(form.sex)
    .bind(&form.mobile)
    .bind(&form.id_card_photo)
    .bind(&form.id_card_photo_back)
    .bind(now_ms())
    .execute(&state.db.pool)
    .await?;
    ok(Submitted { id, company_id: caller.company_id, status: 1 })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmissionView {
    id: i64,
    kind: String,
    status: i64,
    status_name: &'static str,
    company_name: Option<String>,
    real_name: Option<String>,
    review_note: Option<String>,
    review_time: Option<String>,
    create_time: Option<String>,
    license_photo_url: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CertificationStatus {
    /// The company's state: 0 none, 1 under review, 2 certified, 3 rejected.
    certification_status: Option<i64>,
    company: Option<SubmissionView>,
    person: Option<SubmissionView>,
    /// Personal certification: 1 certified.
    person_certificated: i64,
}

/// Where the caller's company and personal certifications stand, with the rejection reason.
#[utoipa::path(get, path = "/ptd-user/endpoint/certification/status", tag = "certification",
    responses((status = 200, description = "latest submissions", body = CertificationStatus)))]
async fn certification_status(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<CertificationStatus, CompanyError> {
    let company = match caller.company_id {
        Some(c) => latest(&state, "company_id = $1 AND kind IN ('company', 'review')", c).await?,
        None => None,
    };
    let person = latest(&state, "user_id = $1 AND kind = 'person'", caller.user_id).await?;
    let status = match caller.company_id {
        Some(c) => identity::find_company(&state.db, c).await?.map(|c| c.certification_status),
        None => None,
    };
    let user = identity::find_user(&state.db, caller.user_id).await?.ok_or(KernelError::Unauthorized)?;
    ok(CertificationStatus { certification_status: status, company, person, person_certificated: user.user_certificated })
}

async fn latest(state: &AppState, filter: &str, id: i64) -> Result<Option<SubmissionView>, CompanyError> {
    type Row = (i64, String, i64, Option<String>, Option<String>, Option<String>, Option<i64>, i64, Option<String>);
    let row: Option<Row> = sqlx::query_as(&format!(
        "SELECT id, kind, status, company_name, real_name, review_note, review_time, create_time, license_photo
         FROM certifications WHERE {filter} ORDER BY id DESC LIMIT 1"
    ))
    .bind(id)
    .fetch_optional(&state.db.pool)
    .await?;
    Ok(row.map(|(id, kind, status, company_name, real_name, review_note, review_time, created, licence)| SubmissionView {
        id,
        kind,
        status,
        status_name: certification::name(status),
        company_name,
        real_name,
        review_note,
        review_time: format_ms(review_time),
        create_time: format_ms(Some(created)),
        license_photo_url: licence.as_deref().map(image_url),
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct EsignChoiceForm {
    /// True to open the e-signature service, false to decline.
    open: bool,
}

/// Records whether the main account of a newly certified company opens the e-signature service.
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/esignChoice", tag = "certification",
    request_body = EsignChoiceForm, responses((status = 200, description = "保存成功")))]
async fn esign_choice(
    State(state): State<AppState>,
    caller: CurrentUser,
    kernel::extract::Json(form): kernel::extract::Json<EsignChoiceForm>,
) -> ApiResult<&'static str, CompanyError> {
    let company = caller.require_main_account()?;
    sqlx::query("INSERT INTO esign_choices (id, company_id, user_id, open, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(state.next_id())
        .bind(company)
        .bind(caller.user_id)
        .bind(i64::from(form.open))
        .bind(now_ms())
        .execute(&state.db.pool)
        .await?;
    ok("保存成功")
}

#[cfg(test)]
mod tests {
    use super::valid_social_code;

    #[test]
    fn social_credit_codes_need_the_right_check_digit() {
        assert!(valid_social_code("91350100M000100Y43"));
        assert!(valid_social_code("91110000802100433B"));
        assert!(!valid_social_code("91350100M000100Y44"));
        assert!(!valid_social_code("91350100M000100Y4"));
        assert!(!valid_social_code("9135010OM000100Y43"), "O is not in the alphabet");
    }
}

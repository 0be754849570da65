//! Company and personal real-name certification submissions, the short company
//! review form, the applicant's view of where a submission stands, and the
//! e-signature choice after a company is certified.

use crate::error::CertificationError;
use crate::images::{image_url, owns_image};
use crate::profile::repo as details;
use axum::extract::State;
use kernel::auth::CurrentUser;
use services::verification::{self, Purpose};
use services::identity::{self, certification, NewCompany, ReviewSubmission};
use kernel::time::{format_ms, now_ms};
use services::todos::{self, kinds, NewTodo};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;
pub mod review;

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
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/companyCertification", tag = "certification", request_body = CompanyCertificationForm, responses((status = 200, description = "submitted, under review", body = Submitted)))]
async fn company_certification(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<CompanyCertificationForm>) -> ApiResult<Submitted, CertificationError> {
    if !valid_social_code(&form.license_number) {
        return Err(CertificationError::SocialCodeInvalid);
    }
    for key in [&form.license_photo, &form.legal_person_photo] {
        if !owns_image(&state, &caller, key).await? {
            return Err(CertificationError::ImageNotOwned);
        }
    }
    let company_id = company_to_certify(&state, &caller, &form.company_name).await?;
    let id = state.next_id();
    let submission = repo::CompanySubmission {
        company_name: &form.company_name,
        license_number: &form.license_number,
        artificial_person: &form.artificial_person,
        artificial_person_id_card: form.artificial_person_id_card.as_deref(),
        real_name: form.real_name.as_deref(),
        id_card: &form.id_card,
        license_photo: &form.license_photo,
        legal_person_photo: &form.legal_person_photo,
        signing_method: form.signing_method.unwrap_or(1),
    };
    let under_review = ReviewSubmission {
        company_name: &form.company_name,
        social_code: Some(&form.license_number),
        linkman: None,
        mobile: None,
        main_product: None,
    };
    let mut tx = state.db.write.begin().await?;
    repo::insert_company(&mut *tx, &state.privacy, id, company_id, caller.user_id, &submission).await?;
    identity::submit_for_review(&mut *tx, company_id, &under_review).await.map_err(name_taken)?;
    details::set_licence(&mut *tx, company_id, &form.license_photo, Some(&form.artificial_person)).await?;
    review_todo(&state, &mut tx, id, &caller, &format!("企业认证：{}", form.company_name), Some(company_id)).await?;
    tx.commit().await?;
    ok(Submitted { id, company_id: Some(company_id), status: certification::UNDER_REVIEW })
}

/// A company name another company holds is this module's own refusal.
fn name_taken(e: KernelError) -> CertificationError {
    if matches!(e, KernelError::Conflict(_)) {
        CertificationError::CompanyNameTaken
    } else {
        e.into()
    }
}

/// The company a submission certifies: the caller's own (as its main account), or a new one
/// for a user who has none. Refused while an earlier submission is under review.
async fn company_to_certify(state: &AppState, caller: &CurrentUser, name: &str) -> Result<i64, CertificationError> {
    let taken = identity::find_company_by_name(&state.db, name).await?.map(|c| c.id);
    match caller.company_id {
        Some(company) => {
            caller.require_main_account()?;
            if taken.is_some_and(|id| id != company) {
                return Err(CertificationError::CompanyNameTaken);
            }
            let current = identity::find_company(&state.db, company).await?.ok_or(KernelError::NotFound)?;
            if current.certification_status == certification::UNDER_REVIEW {
                return Err(CertificationError::UnderReview);
            }
            Ok(company)
        }
        None => {
            if taken.is_some() {
                return Err(CertificationError::CompanyNameTaken);
            }
            let id = state.next_id();
            let mut tx = state.db.write.begin().await?;
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
#[utoipa::path(post, path = "/ptd-industry/company/submitCompanyReview", tag = "certification", request_body = CompanyReviewForm, responses((status = 200, description = "提交成功", body = Submitted)))]
async fn submit_company_review(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<CompanyReviewForm>) -> ApiResult<Submitted, CertificationError> {
    let _ = (&form.customer_id, form.id);
    if let Some(key) = form.license_photo.as_deref().filter(|k| !k.is_empty()) {
        if !owns_image(&state, &caller, key).await? {
            return Err(CertificationError::ImageNotOwned);
        }
    }
    let company_id = company_to_certify(&state, &caller, &form.company_name).await?;
    let id = state.next_id();
    let submission = repo::ReviewSubmission {
        company_name: &form.company_name,
        license_number: form.organization_code.as_deref(),
        artificial_person: form.artificial_person.as_deref(),
        mobile: Some(&form.mobile),
        linkman: &form.linkman,
        main_product: form.main_product.as_deref(),
        license_photo: form.license_photo.as_deref(),
    };
    let under_review = ReviewSubmission {
        company_name: &form.company_name,
        social_code: None,
        linkman: Some(&form.linkman),
        mobile: Some(&form.mobile),
        main_product: form.main_product.as_deref(),
    };
    let mut tx = state.db.write.begin().await?;
    repo::insert_review(&mut *tx, id, company_id, caller.user_id, &submission).await?;
    identity::submit_for_review(&mut *tx, company_id, &under_review).await.map_err(name_taken)?;
    review_todo(&state, &mut tx, id, &caller, &format!("企业认证：{}", form.company_name), Some(company_id)).await?;
    tx.commit().await?;
    ok(Submitted { id, company_id: Some(company_id), status: certification::UNDER_REVIEW })
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
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/userCertification", tag = "certification", request_body = PersonCertificationForm, responses((status = 200, description = "submitted, under review", body = Submitted)))]
async fn user_certification(State(state): State<AppState>, caller: CurrentUser, Valid(form): Valid<PersonCertificationForm>) -> ApiResult<Submitted, CertificationError> {
    let _ = &form.platform_name;
    if form.user_id.is_some_and(|u| u != caller.user_id) {
        return Err(KernelError::Forbidden.into());
    }
    if repo::person_under_review(&state.db, caller.user_id).await? {
        return Err(CertificationError::UnderReview);
    }
    for key in [&form.id_card_photo, &form.id_card_photo_back] {
        if !owns_image(&state, &caller, key).await? {
            return Err(CertificationError::ImageNotOwned);
        }
    }
    verification::verify(&state, &form.mobile, Purpose::Auth, &form.sms_code).await?;
    // One ID-card number, one person.
    if repo::id_card_held_by_another(&state.db, &state.privacy, &form.id_card, caller.user_id).await? {
        return Err(CertificationError::PersonNotVerified);
    }
    let id = state.next_id();
    let submission = repo::PersonSubmission {
        real_name: &form.real_name,
        id_card: &form.id_card,
        sex: form.sex,
        mobile: &form.mobile,
        id_card_photo: &form.id_card_photo,
        id_card_photo_back: &form.id_card_photo_back,
    };
    let mut tx = state.db.write.begin().await?;
    repo::insert_person(&mut *tx, &state.privacy, id, caller.company_id, caller.user_id, &submission).await?;
    review_todo(&state, &mut tx, id, &caller, &format!("个人实名认证：{}", form.real_name), caller.company_id).await?;
    tx.commit().await?;
    ok(Submitted { id, company_id: caller.company_id, status: certification::UNDER_REVIEW })
}

/// The operators' to-do for a submission waiting for review; the decision closes it.
async fn review_todo(state: &AppState, conn: &mut sqlx::AnyConnection, submission: i64, caller: &CurrentUser, title: &str, company_id: Option<i64>) -> Result<(), KernelError> {
    let todo = NewTodo::for_operators(kinds::CERTIFICATION_REVIEW, submission, title, "/operation/certifications", caller.user_id, company_id);
    todos::open_with(conn, state.next_id(), &todo, now_ms()).await
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
    /// What a rejected submission said, for its applicant to start the next one from
    /// (absent otherwise); each image comes as its key and its address.
    #[serde(flatten)]
    submitted: Option<SubmittedValues>,
}

#[derive(Serialize, Default, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubmittedValues {
    license_number: Option<String>,
    /// The same number under the older review form's name.
    organization_code: Option<String>,
    artificial_person: Option<String>,
    id_card: Option<String>,
    sex: Option<i64>,
    mobile: Option<String>,
    linkman: Option<String>,
    main_product: Option<String>,
    license_photo: Option<String>,
    legal_person_photo: Option<String>,
    legal_person_photo_url: Option<String>,
    id_card_photo: Option<String>,
    id_card_photo_url: Option<String>,
    id_card_photo_back: Option<String>,
    id_card_photo_back_url: Option<String>,
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
#[utoipa::path(get, path = "/ptd-user/endpoint/certification/status", tag = "certification", responses((status = 200, description = "latest submissions", body = CertificationStatus)))]
async fn certification_status(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<CertificationStatus, CertificationError> {
    let company = match caller.company_id {
        // The company's submission is sent again by its main account only.
        Some(c) => repo::latest_of_company(&state.db, &state.privacy, c).await?.map(|l| shown(l, caller.is_main_account())),
        None => None,
    };
    let person = repo::latest_of_person(&state.db, &state.privacy, caller.user_id).await?.map(|l| shown(l, true));
    let status = match caller.company_id {
        Some(c) => identity::find_company(&state.db, c).await?.map(|c| c.certification_status),
        None => None,
    };
    let user = caller.user.clone();
    ok(CertificationStatus { certification_status: status, company, person, person_certificated: user.user_certificated })
}

/// The submission as its applicant sees it; `may_resubmit` adds what a rejected one said.
fn shown(l: repo::Latest, may_resubmit: bool) -> SubmissionView {
    let submitted = (may_resubmit && l.status == certification::REJECTED).then(|| SubmittedValues {
        organization_code: l.license_number.clone(),
        license_number: l.license_number,
        artificial_person: l.artificial_person,
        id_card: l.id_card,
        sex: l.sex,
        mobile: l.mobile,
        linkman: l.linkman,
        main_product: l.main_product,
        license_photo: l.license_photo.clone(),
        legal_person_photo_url: l.legal_person_photo.as_deref().map(image_url),
        legal_person_photo: l.legal_person_photo,
        id_card_photo_url: l.id_card_photo.as_deref().map(image_url),
        id_card_photo: l.id_card_photo,
        id_card_photo_back_url: l.id_card_photo_back.as_deref().map(image_url),
        id_card_photo_back: l.id_card_photo_back,
    });
    SubmissionView {
        submitted,
        id: l.id,
        kind: l.kind,
        status: l.status,
        status_name: certification::name(l.status),
        company_name: l.company_name,
        real_name: l.real_name,
        review_note: l.review_note,
        review_time: format_ms(l.review_time),
        create_time: format_ms(Some(l.create_time)),
        license_photo_url: l.license_photo.as_deref().map(image_url),
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct EsignChoiceForm {
    /// True to open the e-signature service, false to decline.
    open: bool,
}

/// Records whether the main account of a newly certified company opens the e-signature service.
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/esignChoice", tag = "certification", request_body = EsignChoiceForm, responses((status = 200, description = "保存成功", body = String)))]
async fn esign_choice(State(state): State<AppState>, caller: CurrentUser, kernel::extract::Json(form): kernel::extract::Json<EsignChoiceForm>) -> ApiResult<&'static str, CertificationError> {
    let company = caller.require_main_account()?;
    repo::record_esign_choice(&state.db, state.next_id(), company, caller.user_id, form.open).await?;
    ok("保存成功")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn social_credit_codes_need_the_right_check_digit() {
        assert!(valid_social_code("91350100M000100Y43"));
        assert!(valid_social_code("91110000802100433B"));
        assert!(!valid_social_code("91350100M000100Y44"));
        assert!(!valid_social_code("91350100M000100Y4"));
        assert!(!valid_social_code("9135010OM000100Y43"), "O is not in the alphabet");
    }

    #[test]
    fn a_social_credit_code_is_exactly_eighteen_upper_case_characters() {
        assert!(!valid_social_code(""));
        assert!(!valid_social_code("91350100M000100Y430"), "nineteen characters");
        assert!(!valid_social_code("91350100m000100y43"), "lower case is not the code");
        assert!(!valid_social_code("91350100M000100Y4３"), "a full-width digit");
        assert!(!valid_social_code("91350100M000100Y4中"));
        for letter in ['I', 'O', 'S', 'V', 'Z'] {
            assert!(!valid_social_code(&format!("91350100M000100Y4{letter}")), "{letter} is never used");
        }
    }

    #[test]
    fn a_check_digit_of_zero_is_accepted() {
        // 17 zeros weigh nothing: the check value is (31 - 0) % 31 = 0.
        assert!(valid_social_code("000000000000000000"));
        assert!(!valid_social_code("000000000000000001"));
    }

    fn latest(status: i64) -> repo::Latest {
        repo::Latest {
            id: 1,
            kind: repo::KIND_COMPANY.into(),
            status,
            company_name: Some("演示科技有限公司".into()),
            real_name: None,
            review_note: (status == certification::REJECTED).then(|| "营业执照不清晰".into()),
            review_time: None,
            create_time: 0,
            license_photo: Some("private/cert/l.png".into()),
            license_number: Some("91350100M000100Y43".into()),
            artificial_person: Some("张三".into()),
            id_card: Some("350102199001011234".into()),
            sex: None,
            mobile: None,
            linkman: None,
            main_product: None,
            legal_person_photo: Some("private/cert/p.png".into()),
            id_card_photo: None,
            id_card_photo_back: None,
        }
    }

    #[test]
    fn a_rejected_submission_gives_its_applicant_what_was_sent() {
        let view = shown(latest(certification::REJECTED), true);
        assert_eq!(view.status_name, "已驳回");
        assert_eq!(view.review_note.as_deref(), Some("营业执照不清晰"));
        let sent = view.submitted.expect("the values sent");
        assert_eq!(sent.license_number.as_deref(), Some("91350100M000100Y43"));
        assert_eq!(sent.organization_code, sent.license_number);
        assert_eq!(sent.legal_person_photo_url.as_deref(), Some("/api/ptd-user/endpoint/certification/image?key=private/cert/p.png"));
        assert_eq!(sent.id_card_photo_url, None);
    }

    #[test]
    fn only_a_rejected_submission_and_only_for_who_may_resubmit_carries_the_values() {
        assert!(shown(latest(certification::REJECTED), false).submitted.is_none(), "a sub-account does not resubmit the company's");
        assert!(shown(latest(certification::UNDER_REVIEW), true).submitted.is_none());
        assert!(shown(latest(certification::CERTIFIED), true).submitted.is_none());
        assert_eq!(shown(latest(certification::UNDER_REVIEW), true).license_photo_url.as_deref(), Some("/api/ptd-user/endpoint/certification/image?key=private/cert/l.png"));
    }

    #[test]
    fn a_company_name_another_company_holds_is_this_modules_refusal() {
        assert!(matches!(name_taken(KernelError::Conflict("x".into())), CertificationError::CompanyNameTaken));
        assert!(matches!(name_taken(KernelError::NotFound), CertificationError::Kernel(KernelError::NotFound)));
    }

    #[test]
    fn the_company_certification_form_checks_the_code_and_the_id_number() {
        let check = |f: serde_json::Value| <CompanyCertificationForm as kernel::validate::Form>::rules().check(&f).err().map(|e| kernel::error::ApiError::message(&e));
        let form = |code: &str, id: &str| {
            json!({"companyName": "演示科技有限公司", "licenseNumber": code, "artificialPerson": "张三", "idCard": id,
                   "licensePhoto": "private/cert/l.png", "legalPersonPhoto": "private/cert/p.png"})
        };
        assert_eq!(check(form("91350100M000100Y43", "35010219900101123X")), None);
        assert_eq!(check(form("91350100M000100Y43", "350102199001011234")), None);
        assert_eq!(check(form("91350100M000100Y4", "350102199001011234")).as_deref(), Some("请输入18位统一社会信用代码"));
        assert_eq!(check(form("91350100M000100I43", "350102199001011234")).as_deref(), Some("请输入18位统一社会信用代码"));
        assert_eq!(check(form("91350100M000100Y43", "050102199001011234")).as_deref(), Some("请输入正确的身份证号码"));
        assert_eq!(check(form("91350100M000100Y43", "3501021990010112X4")).as_deref(), Some("请输入正确的身份证号码"));
    }
}

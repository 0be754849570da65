//! The operators' review queue: pending company and personal certifications
//! with their images; approving or rejecting with a reason, recorded with who
//! and when; the applicant gets a message.

use super::repo::{self, PageFilter, Submission, ALL_KINDS, COMPANY_KINDS, KIND_COMPANY, KIND_PERSON, KIND_REVIEW};
use crate::error::CertificationError;
use crate::images::image_url;
use axum::extract::State;
use kernel::auth::Operator;
use kernel::extract::{Json, Paged, Query};
use kernel::http::{Page, PageQuery};
use services::identity::{self, certification, UserBrief};
use services::messages::{self, NewMessage};
use kernel::time::{format_ms, now_ms};
use services::todos::{self, kinds};
use std::collections::HashMap;
use kernel::validate::{mask_id_card, mask_mobile};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(review_page)).routes(routes!(review_detail)).routes(routes!(decide))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ReviewQuery {
    /// company (both company forms) or person; with `companyId`, every kind unless given.
    kind: Option<String>,
    /// 1 pending (default), 2 approved, 3 rejected; with `companyId`, every state unless given.
    status: Option<i64>,
    /// One company's submissions only, newest first: its certification history.
    company_id: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewItem {
    id: i64,
    kind: String,
    status: i64,
    status_name: &'static str,
    company_id: Option<i64>,
    company_name: Option<String>,
    license_number: Option<String>,
    artificial_person: Option<String>,
    real_name: Option<String>,
    /// Masked in lists and details alike; the images carry the full number.
    id_card: Option<String>,
    mobile: Option<String>,
    linkman: Option<String>,
    main_product: Option<String>,
    license_photo_url: Option<String>,
    legal_person_photo_url: Option<String>,
    id_card_photo_url: Option<String>,
    id_card_photo_back_url: Option<String>,
    applicant_id: i64,
    applicant_name: Option<String>,
    review_note: Option<String>,
    reviewer_name: Option<String>,
    review_time: Option<String>,
    create_time: Option<String>,
    /// Another company already certified with this unified social credit code (the detail says so before a decision).
    social_code_certified_by: Option<String>,
}

/// A submission with the names of who applied and who reviewed.
fn item(r: Submission, users: &HashMap<i64, UserBrief>) -> ReviewItem {
    let url = |k: &Option<String>| k.as_deref().filter(|k| !k.is_empty()).map(image_url);
    let name = |id: Option<i64>| id.and_then(|id| users.get(&id)).and_then(|u| u.real_name.clone());
    ReviewItem {
        id: r.id,
        status_name: certification::name(r.status),
        status: r.status,
        kind: r.kind,
        company_id: r.company_id,
        company_name: r.company_name,
        license_number: r.license_number,
        artificial_person: r.artificial_person,
        real_name: r.real_name,
        id_card: r.id_card.as_deref().map(mask_id_card),
        mobile: r.mobile.as_deref().map(mask_mobile),
        linkman: r.linkman,
        main_product: r.main_product,
        license_photo_url: url(&r.license_photo),
        legal_person_photo_url: url(&r.legal_person_photo),
        id_card_photo_url: url(&r.id_card_photo),
        id_card_photo_back_url: url(&r.id_card_photo_back),
        applicant_id: r.user_id,
        applicant_name: name(Some(r.user_id)),
        review_note: r.review_note,
        reviewer_name: name(r.reviewer_id),
        review_time: format_ms(r.review_time),
        create_time: format_ms(Some(r.create_time)),
        social_code_certified_by: None,
    }
}

/// The applicants and reviewers of some submissions, by id.
async fn people(state: &AppState, rows: &[Submission]) -> Result<HashMap<i64, UserBrief>, CertificationError> {
    let ids: Vec<i64> = rows.iter().flat_map(|r| [Some(r.user_id), r.reviewer_id]).flatten().collect();
    Ok(identity::user_briefs(&state.db, &ids).await?)
}

/// The kinds asked for; none named means the company forms, or every kind for one company's history.
fn kinds(kind: Option<&str>, one_company: bool) -> Result<&'static [&'static str], CertificationError> {
    match kind {
        None if one_company => Ok(ALL_KINDS),
        None | Some("company") => Ok(COMPANY_KINDS),
        Some("person") => Ok(&[KIND_PERSON]),
        Some(_) => Err(KernelError::Validation("请选择认证类型".into()).into()),
    }
}

/// Certifications waiting for (or past) review, oldest first; with `companyId`,
/// that company's whole history (every kind and state unless named), newest first.
#[utoipa::path(get, path = "/ptd-user/certification/review/page", tag = "certification", params(PageQuery, ReviewQuery), responses((status = 200, description = "page of submissions", body = Page<ReviewItem>)))]
async fn review_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<ReviewQuery>) -> ApiResult<Page<ReviewItem>, CertificationError> {
    let one_company = q.company_id.is_some();
    let filter = PageFilter {
        kinds: kinds(q.kind.as_deref(), one_company)?,
        status: if one_company { q.status } else { Some(q.status.unwrap_or(certification::UNDER_REVIEW)) },
        company_id: q.company_id,
        newest_first: one_company,
    };
    let (rows, total) = repo::page(&state.db, &state.privacy, &filter, &page).await?;
    let users = people(&state, &rows).await?;
    ok(Page { rows: rows.into_iter().map(|r| item(r, &users)).collect(), total })
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

/// One submission with its images and its decision history.
#[utoipa::path(get, path = "/ptd-user/certification/review/detail", tag = "certification", params(IdQuery), responses((status = 200, description = "submission", body = ReviewItem)))]
async fn review_detail(State(state): State<AppState>, _op: Operator, Query(q): Query<IdQuery>) -> ApiResult<ReviewItem, CertificationError> {
    let row = repo::find(&state.db, &state.privacy, q.id).await?.ok_or(KernelError::NotFound)?;
    let users = people(&state, std::slice::from_ref(&row)).await?;
    let holder = match (row.license_number.as_deref().filter(|c| !c.is_empty()), row.company_id) {
        (Some(code), company) => identity::certified_holder_of_social_code(&state.db, code, company.unwrap_or(-1)).await?,
        _ => None,
    };
    let mut shown = item(row, &users);
    if let Some(holder) = holder {
        shown.social_code_certified_by = identity::find_company(&state.db, holder).await?.map(|c| c.company_name);
    }
    ok(shown)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DecisionForm {
    id: i64,
    approve: bool,
    /// Required when rejecting: the applicant reads it.
    review_note: Option<String>,
}

/// The operator's note on a decision: required to reject (the applicant reads it), at most 200 characters; empty is none.
fn review_note(approve: bool, note: Option<&str>) -> Result<Option<&str>, CertificationError> {
    let note = note.filter(|n| !n.is_empty());
    if !approve && note.is_none() {
        return Err(CertificationError::ReasonRequired);
    }
    if note.is_some_and(|n| n.chars().count() > 200) {
        return Err(KernelError::Validation("驳回原因不能超过200个字".into()).into());
    }
    Ok(note)
}

/// The audit trail's before/after of a decision.
fn audit_detail(kind: &str, approve: bool, note: Option<&str>) -> String {
    let what = if kind == KIND_PERSON { "个人实名认证" } else { "企业认证" };
    match (approve, note) {
        (true, _) => format!("{what}：审核中 → 已通过"),
        (false, note) => format!("{what}：审核中 → 已驳回（{}）", note.unwrap_or_default()),
    }
}

/// What the applicant reads about a decision: title, text and where it leads.
fn decision_message(kind: &str, approve: bool, subject: &str, note: Option<&str>) -> (String, String, &'static str) {
    let what = if kind == KIND_PERSON { "个人实名认证" } else { "企业认证" };
    if approve {
        (format!("{what}已通过"), format!("您提交的{what}（{subject}）已审核通过。"), "/home/console")
    } else {
        (format!("{what}未通过"), format!("您提交的{what}（{subject}）未通过审核，原因：{}", note.unwrap_or_default()), "/rejectCertification")
    }
}

/// Approves or rejects a pending submission; the company or person state follows, and the applicant is told.
#[utoipa::path(post, path = "/ptd-user/certification/review/decide", tag = "certification", request_body = DecisionForm, responses((status = 200, description = "审核完成", body = String)))]
async fn decide(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(form): Json<DecisionForm>) -> ApiResult<&'static str, CertificationError> {
    let note = review_note(form.approve, form.review_note.as_deref())?;
    let status = if form.approve { certification::CERTIFIED } else { certification::REJECTED };
    let mut tx = state.db.write.begin().await?;
    // Conditional on still pending, so two operators cannot both decide.
    let decided = repo::decide(&mut tx, state.next_id(), form.id, status, note, op.user_id).await?.ok_or(CertificationError::NotPending)?;
    let repo::Decided { kind, company_id, user_id, real_name, id_card, company_name } = decided;
    if kind == KIND_PERSON {
        if form.approve {
            identity::certify_person(&mut *tx, user_id, real_name.as_deref(), id_card.as_deref()).await?;
        }
    } else if kind == KIND_COMPANY || kind == KIND_REVIEW {
        if let Some(company_id) = company_id {
            identity::decide_certification(&mut *tx, company_id, status, note).await?;
        }
    }
    todos::close_with(&mut tx, kinds::CERTIFICATION_REVIEW, form.id, now_ms()).await?;
    // The decision is audited on its own transaction: without its row it is not taken.
    let (target, detail) = (format!("certification:{}", form.id), audit_detail(&kind, form.approve, note));
    let entry = kernel::audit::Entry {
        kind: kernel::audit::kind::CERTIFICATION_REVIEW,
        actor_id: Some(op.user_id),
        company_id,
        origin: Some(&origin),
        target: Some(&target),
        detail: Some(&detail),
        ..Default::default()
    };
    kernel::audit::record_with(&mut tx, &entry, now_ms()).await?;
    tx.commit().await?;

    let subject = company_name.or(real_name).unwrap_or_default();
    let (title, content, to_url) = decision_message(&kind, form.approve, &subject, note);
    messages::send(&state, &NewMessage { user_id, title: &title, content: &content, application_name: Some("认证审核"), to_url: Some(to_url) }).await?;
    ok("审核完成")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn submission() -> Submission {
        Submission {
            id: 1,
            kind: KIND_PERSON.into(),
            status: certification::UNDER_REVIEW,
            company_id: None,
            company_name: None,
            license_number: None,
            artificial_person: None,
            real_name: Some("李娜".into()),
            id_card: Some("350102199001011234".into()),
            mobile: Some("13800000001".into()),
            linkman: None,
            main_product: None,
            license_photo: Some(String::new()),
            legal_person_photo: None,
            id_card_photo: Some("private/cert/front.png".into()),
            id_card_photo_back: Some("private/cert/back.png".into()),
            user_id: 5,
            review_note: None,
            reviewer_id: Some(6),
            review_time: None,
            create_time: 0,
        }
    }

    fn brief(id: i64, real_name: Option<&str>) -> (i64, UserBrief) {
        (id, UserBrief { id, user_name: format!("u{id}"), real_name: real_name.map(str::to_string), mobile: None })
    }

    #[test]
    fn the_audit_detail_says_what_changed_and_why() {
        assert_eq!(audit_detail(KIND_PERSON, true, None), "个人实名认证：审核中 → 已通过");
        assert_eq!(audit_detail(KIND_COMPANY, false, Some("执照模糊")), "企业认证：审核中 → 已驳回（执照模糊）");
    }

    #[test]
    fn operators_see_id_numbers_and_mobiles_masked() {
        let shown = item(submission(), &HashMap::new());
        assert_eq!(shown.id_card.as_deref(), Some("3501**********1234"));
        assert_eq!(shown.mobile.as_deref(), Some("138****0001"));
        assert_eq!(shown.status_name, "审核中");
    }

    #[test]
    fn only_stored_images_get_an_address() {
        let shown = item(submission(), &HashMap::new());
        assert_eq!(shown.license_photo_url, None, "an empty key is no image");
        assert_eq!(shown.legal_person_photo_url, None);
        assert_eq!(shown.id_card_photo_url.as_deref(), Some("/api/ptd-user/endpoint/certification/image?key=private/cert/front.png"));
        assert_eq!(shown.id_card_photo_back_url.as_deref(), Some("/api/ptd-user/endpoint/certification/image?key=private/cert/back.png"));
    }

    #[test]
    fn applicant_and_reviewer_are_named_by_their_real_names() {
        let users: HashMap<i64, UserBrief> = [brief(5, Some("李娜")), brief(6, None)].into_iter().collect();
        let shown = item(submission(), &users);
        assert_eq!(shown.applicant_name.as_deref(), Some("李娜"));
        assert_eq!(shown.reviewer_name, None, "a reviewer without a real name stays unnamed");
        assert_eq!(item(submission(), &HashMap::new()).applicant_name, None);
    }

    #[test]
    fn the_review_queue_shows_company_forms_unless_asked_otherwise() {
        assert_eq!(kinds(None, false).unwrap(), COMPANY_KINDS);
        assert_eq!(kinds(Some("company"), false).unwrap(), COMPANY_KINDS);
        assert_eq!(kinds(Some("person"), false).unwrap(), &[KIND_PERSON]);
        // One company's history shows every kind unless one is named.
        assert_eq!(kinds(None, true).unwrap(), ALL_KINDS);
        assert_eq!(kinds(Some("person"), true).unwrap(), &[KIND_PERSON]);
        assert!(matches!(kinds(Some("review"), false), Err(CertificationError::Kernel(KernelError::Validation(m))) if m == "请选择认证类型"));
    }

    #[test]
    fn a_rejection_needs_a_reason_of_at_most_two_hundred_characters() {
        assert!(matches!(review_note(false, None), Err(CertificationError::ReasonRequired)));
        assert!(matches!(review_note(false, Some("")), Err(CertificationError::ReasonRequired)));
        assert_eq!(review_note(false, Some("执照模糊")).unwrap(), Some("执照模糊"));
        let longest = "因".repeat(200);
        assert_eq!(review_note(false, Some(&longest)).unwrap().map(|n| n.chars().count()), Some(200));
        assert!(matches!(review_note(false, Some(&"因".repeat(201))), Err(CertificationError::Kernel(KernelError::Validation(_)))));
    }

    #[test]
    fn an_approval_needs_no_note_but_keeps_one_given() {
        assert_eq!(review_note(true, None).unwrap(), None);
        assert_eq!(review_note(true, Some("")).unwrap(), None);
        assert_eq!(review_note(true, Some("资料齐全")).unwrap(), Some("资料齐全"));
        assert!(review_note(true, Some(&"因".repeat(201))).is_err());
    }

    #[test]
    fn the_applicant_is_told_the_decision_and_the_reason() {
        let (title, content, to) = decision_message(KIND_COMPANY, true, "演示科技有限公司", None);
        assert_eq!((title.as_str(), content.as_str(), to), ("企业认证已通过", "您提交的企业认证（演示科技有限公司）已审核通过。", "/home/console"));
        let (title, content, to) = decision_message(KIND_PERSON, false, "李娜", Some("照片不清晰"));
        assert_eq!((title.as_str(), content.as_str(), to), ("个人实名认证未通过", "您提交的个人实名认证（李娜）未通过审核，原因：照片不清晰", "/rejectCertification"));
        // The short review form is a company certification too.
        assert_eq!(decision_message(KIND_REVIEW, false, "X", Some("y")).0, "企业认证未通过");
    }
}

//! Becoming a partner: the main account of a certified company applies for
//! it (cooperation type, contact, introduction, logo, publicity images);
//! operators approve or reject with a reason, recorded with who and when; the
//! applicant gets a message; approval gives the main account the partner
//! role (and its menus) and shows the company on the partner pages through
//! the market's shelf.

use crate::error::{PartnerError, Result};
use axum::extract::{Multipart, State};
use kernel::auth::{CertifiedFor, CurrentUser, MainAccount, Operator};
use kernel::contracts::ShelfSupplier;
use kernel::extract::{Json, Paged};
use kernel::http::{Page, PageQuery};
use kernel::time::{format_ms, now_ms};
use services::todos::{self, kinds, NewTodo};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;

use repo::status;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(apply))
        .routes(routes!(my_application))
        .routes(routes!(upload))
        .routes(routes!(page))
        .routes(routes!(review))
}

/// The cooperation types of the cooperation page.
pub fn cooperation_type_name(t: i64) -> &'static str {
    match t {
        1 => "软件服务商",
        2 => "智能硬件商",
        3 => "解决方案商",
        _ => "",
    }
}

/// Where the operators review applications.
pub const REVIEW_LINK: &str = "/operation/partnerApplications";
/// Most publicity images an application carries.
const MAX_IMAGES: usize = 6;

/// An uploaded picture of ours (the partner upload's addresses), not any address.
pub fn is_uploaded_picture(url: &str) -> bool {
    url.strip_prefix("/api/files/partner/").is_some_and(|rest| !rest.is_empty() && rest.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_')))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerApplyForm {
    /// 1 软件服务商, 2 智能硬件商, 3 解决方案商.
    cooperation_type: i64,
    linkman: String,
    mobile: String,
    introduction: String,
    /// An address the partner upload answered.
    logo: String,
    /// Up to 6 addresses the partner upload answered.
    #[serde(default)]
    publicity_img_arr: Vec<String>,
}
kernel::form_rules!(PartnerApplyForm, "partner-application.json");

/// An application's logo and up to 6 publicity images, each a picture the partner upload answered.
fn check_pictures(logo: &str, images: &[String]) -> std::result::Result<(), KernelError> {
    if !is_uploaded_picture(logo) {
        return Err(KernelError::Validation("请上传企业标志".into()));
    }
    if images.len() > MAX_IMAGES {
        return Err(KernelError::Validation(format!("宣传图片最多{MAX_IMAGES}张")));
    }
    if !images.iter().all(|u| is_uploaded_picture(u)) {
        return Err(KernelError::Validation("请上传宣传图片".into()));
    }
    Ok(())
}

/// Applies for the caller's company to become a partner (main account of a certified company; one waiting application per company).
#[utoipa::path(post, path = "/ptd-open-platform/partner/apply", tag = "partner", operation_id = "partner_apply", request_body = PartnerApplyForm, responses((status = 200, description = "the application's id", body = i64)))]
async fn apply(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(f): Valid<PartnerApplyForm>) -> ApiResult<i64, PartnerError> {
    caller.require_main_account()?;
    let company = caller.require_certified_company(&state, CertifiedFor::Declaring).await?;
    check_pictures(&f.logo, &f.publicity_img_arr)?;
    if repo::is_partner(&state.db, company).await? {
        return Err(PartnerError::AlreadyPartner);
    }
    let images = serde_json::to_string(&f.publicity_img_arr).map_err(|e| KernelError::Internal(e.into()))?;
    let id = state.next_id();
    let now = now_ms();
    let company_name = services::identity::company_name(&state.db.read, company).await?.unwrap_or_default();
    let title = format!("{company_name}申请成为合作伙伴");
    let new = repo::NewApplication {
        id,
        company_id: company,
        user_id: caller.user_id,
        cooperation_type: f.cooperation_type,
        linkman: &f.linkman,
        mobile: &f.mobile,
        introduction: &f.introduction,
        logo: &f.logo,
        publicity_imgs: &images,
        now,
    };
    let todo = NewTodo::for_operators(kinds::PARTNER_REVIEW, id, &title, REVIEW_LINK, caller.user_id, Some(company));
    let mut tx = state.db.write.begin().await?;
    if !repo::insert(&mut tx, &new).await? {
        return Err(PartnerError::ApplicationOpen);
    }
    todos::open_with(&mut tx, state.next_id(), &todo, now).await?;
    tx.commit().await?;
    ok(id)
}

/// An application as its company and the operators see it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartnerApplication {
    id: i64,
    company_id: i64,
    company_name: String,
    cooperation_type: i64,
    cooperation_type_name: &'static str,
    linkman: String,
    mobile: String,
    introduction: String,
    logo: String,
    publicity_img_arr: Vec<String>,
    /// 0 待审核, 1 已通过, 2 已驳回.
    status: i64,
    reason: Option<String>,
    reviewer_name: Option<String>,
    review_time: Option<String>,
    create_time: Option<String>,
}

async fn shown(state: &AppState, rows: Vec<repo::ApplicationRow>) -> Result<Vec<PartnerApplication>> {
    let reviewers: Vec<i64> = rows.iter().filter_map(|r| r.reviewer_id).collect();
    let names = services::identity::user_briefs(&state.db, &reviewers).await?;
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        out.push(PartnerApplication {
            company_name: services::identity::company_name(&state.db.read, r.company_id).await?.unwrap_or_default(),
            cooperation_type_name: cooperation_type_name(r.cooperation_type),
            publicity_img_arr: serde_json::from_str(&r.publicity_imgs).unwrap_or_default(),
            reviewer_name: r.reviewer_id.and_then(|u| names.get(&u)).map(|b| b.real_name.clone().unwrap_or_else(|| b.user_name.clone())),
            review_time: format_ms(r.review_time),
            create_time: format_ms(Some(r.create_time)),
            id: r.id,
            company_id: r.company_id,
            cooperation_type: r.cooperation_type,
            linkman: r.linkman,
            mobile: r.mobile,
            introduction: r.introduction,
            logo: r.logo,
            status: r.status,
            reason: r.reason,
        });
    }
    Ok(out)
}

/// The caller's company and its partner application.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyPartnerApplication {
    /// Whether the company is a partner (an application was approved).
    partner: bool,
    /// The newest application, if any.
    application: Option<PartnerApplication>,
}

/// The caller's company's newest partner application.
#[utoipa::path(get, path = "/ptd-open-platform/partner/myApplication", tag = "partner", operation_id = "partner_my_application", responses((status = 200, description = "the application", body = MyPartnerApplication)))]
async fn my_application(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<MyPartnerApplication, PartnerError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let latest = repo::latest_of_company(&state.db, company).await?;
    let partner = repo::is_partner(&state.db, company).await?;
    let application = match latest {
        Some(r) => shown(&state, vec![r]).await?.pop(),
        None => None,
    };
    ok(MyPartnerApplication { partner, application })
}

/// A logo may be 10 MB (spec section 9), other pictures 1 MB.
const LOGO_MAX_BYTES: usize = 10 * 1024 * 1024;
const PICTURE_MAX_BYTES: usize = 1024 * 1024;

/// Uploads a logo (`kind` logo, up to 10 MB) or a publicity image (`kind`
/// publicity, up to 1 MB) for an application or an app's icon: jpg or png,
/// typed by its bytes. Answers its public address.
#[utoipa::path(post, path = "/ptd-open-platform/partner/upload", tag = "partner", operation_id = "partner_upload",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "the picture's address", body = String)))]
async fn upload(State(state): State<AppState>, MainAccount(_caller): MainAccount, form: Multipart) -> ApiResult<String, PartnerError> {
    let upload = kernel::extract::read_upload(form, LOGO_MAX_BYTES, || PartnerError::from(KernelError::Validation("图片大小不能超过10MB".into()))).await?;
    let bytes = upload.file.ok_or_else(|| KernelError::Validation("请选择图片".into()))?;
    if upload.fields.get("kind").map(String::as_str) != Some("logo") && bytes.len() > PICTURE_MAX_BYTES {
        return Err(KernelError::Validation("上传图片大小不能超过 1MB!".into()).into());
    }
    let kind = match kernel::picture::ImageKind::sniff(&bytes) {
        Some(k @ (kernel::picture::ImageKind::Jpeg | kernel::picture::ImageKind::Png)) => k,
        _ => return Err(KernelError::Validation("格式不支持!".into()).into()),
    };
    ok(state.storage.put_public("partner", kind.extension(), bytes).await.map_err(KernelError::Internal)?)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ApplicationFilters {
    /// 0 待审核, 1 已通过, 2 已驳回; absent: all.
    status: Option<i64>,
}

/// Every company's applications, waiting ones first (operators).
#[utoipa::path(get, path = "/ptd-open-platform/partner/application/page", tag = "partner", operation_id = "partner_application_page", params(PageQuery, ApplicationFilters), responses((status = 200, description = "page of applications", body = Page<PartnerApplication>)))]
async fn page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<ApplicationFilters>) -> ApiResult<Page<PartnerApplication>, PartnerError> {
    let (rows, total) = repo::page(&state.db, q.status, &page).await?;
    ok(Page { rows: shown(&state, rows).await?, total })
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PartnerReviewForm {
    pub id: i64,
    pub approve: bool,
    /// Required when rejecting.
    pub reason: Option<String>,
}

/// The reason of a rejection, required and at most 200 characters.
pub fn rejection_reason(f: &PartnerReviewForm) -> Result<Option<String>> {
    if f.approve {
        return Ok(None);
    }
    let reason = f.reason.as_deref().map(str::trim).filter(|r| !r.is_empty()).ok_or(PartnerError::ReasonMissing)?;
    if reason.chars().count() > 200 {
        return Err(KernelError::Validation("驳回原因不能超过200个字".into()).into());
    }
    Ok(Some(reason.to_string()))
}

/// What the applicant reads about the decision: approved (no reason) or rejected with the reason.
fn decision_message(company_name: &str, reason: Option<&str>) -> (&'static str, String) {
    match reason {
        None => ("合作伙伴申请已通过", format!("{company_name}的合作伙伴申请已通过审核，您可以在「合作伙伴」菜单中接入应用。")),
        Some(r) => ("合作伙伴申请未通过", format!("{company_name}的合作伙伴申请未通过审核，原因：{r}")),
    }
}

/// Approves or rejects a waiting application (operators), once.
#[utoipa::path(post, path = "/ptd-open-platform/partner/application/review", tag = "partner", operation_id = "partner_application_review", request_body = PartnerReviewForm, responses((status = 200, description = "审核成功", body = String)))]
async fn review(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<PartnerReviewForm>) -> ApiResult<&'static str, PartnerError> {
    let reason = rejection_reason(&f)?;
    repo::find(&state.db, f.id).await?.ok_or(KernelError::NotFound)?;
    let shelf = state.try_contract::<dyn kernel::contracts::Shelf>().cloned();
    let now = now_ms();
    let mut tx = state.db.write.begin().await?;
    let decided = if f.approve { status::APPROVED } else { status::REJECTED };
    let row = repo::decide(&mut tx, f.id, decided, reason.as_deref(), op.user_id, now).await?.ok_or(PartnerError::Decided)?;
    let company_name = services::identity::company_name(&mut *tx, row.company_id).await?.unwrap_or_default();
    if f.approve {
        services::identity::set_partner(&mut *tx, row.company_id, now).await?;
        if let Some(shelf) = shelf {
            let supplier = ShelfSupplier {
                id: row.company_id,
                name: company_name.clone(),
                logo: row.logo.clone(),
                introduction: row.introduction.clone(),
                images: serde_json::from_str(&row.publicity_imgs).unwrap_or_default(),
            };
            shelf.put_supplier(&mut tx, &supplier).await?;
        }
    }
    let (title, content) = decision_message(&company_name, reason.as_deref());
    let message = services::messages::NewMessage {
        user_id: row.user_id,
        title,
        content: &content,
        application_name: None,
        to_url: Some("/partnerCenter/apply"),
    };
    services::messages::send_with(&mut *tx, state.next_id(), &message).await?;
    todos::close_with(&mut tx, kinds::PARTNER_REVIEW, row.id, now).await?;
    kernel::audit::review_decided(&mut tx, op.user_id, &origin, &format!("partner-application:{}", row.id), f.approve, reason.as_deref()).await?;
    tx.commit().await?;
    tracing::info!(application = row.id, company = row.company_id, operator = op.user_id, approved = f.approve, "partner application decided");
    ok("审核成功")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn review(approve: bool, reason: Option<&str>) -> PartnerReviewForm {
        PartnerReviewForm { id: 1, approve, reason: reason.map(str::to_string) }
    }

    fn message<T: std::fmt::Debug>(r: std::result::Result<T, impl kernel::error::ApiError + std::fmt::Debug>) -> String {
        match r {
            Err(e) => e.message(),
            Ok(v) => panic!("accepted: {v:?}"),
        }
    }

    #[test]
    fn an_approval_carries_no_reason_even_when_one_is_typed() {
        assert_eq!(rejection_reason(&review(true, None)).unwrap(), None);
        assert_eq!(rejection_reason(&review(true, Some("资料齐全"))).unwrap(), None);
    }

    #[test]
    fn a_rejection_needs_a_trimmed_reason_of_at_most_two_hundred_characters() {
        assert_eq!(rejection_reason(&review(false, Some("  资质不全 "))).unwrap().as_deref(), Some("资质不全"));
        assert!(matches!(rejection_reason(&review(false, None)), Err(PartnerError::ReasonMissing)));
        assert!(matches!(rejection_reason(&review(false, Some("   "))), Err(PartnerError::ReasonMissing)));
        assert_eq!(rejection_reason(&review(false, Some(&"因".repeat(200)))).unwrap().map(|r| r.chars().count()), Some(200));
        assert_eq!(message(rejection_reason(&review(false, Some(&"因".repeat(201))))), "驳回原因不能超过200个字");
    }

    #[test]
    fn cooperation_types_are_named_and_unknown_ones_are_blank() {
        assert_eq!([1, 2, 3].map(cooperation_type_name), ["软件服务商", "智能硬件商", "解决方案商"]);
        assert_eq!(cooperation_type_name(0), "");
        assert_eq!(cooperation_type_name(4), "");
    }

    #[test]
    fn an_application_carries_our_logo_and_at_most_six_of_our_pictures() {
        let ours = |n: usize| (0..n).map(|i| format!("/api/files/partner/p{i}.png")).collect::<Vec<_>>();
        assert!(check_pictures("/api/files/partner/logo.png", &[]).is_ok());
        assert!(check_pictures("/api/files/partner/logo.png", &ours(6)).is_ok());
        assert_eq!(message(check_pictures("/api/files/partner/logo.png", &ours(7))), "宣传图片最多6张");
        assert_eq!(message(check_pictures("https://evil.example/logo.png", &[])), "请上传企业标志");
        let mut mixed = ours(2);
        mixed.push("https://evil.example/p.png".into());
        assert_eq!(message(check_pictures("/api/files/partner/logo.png", &mixed)), "请上传宣传图片");
    }

    #[test]
    fn the_applicant_is_told_the_decision_and_its_reason() {
        let (title, content) = decision_message("演示科技有限公司", None);
        assert_eq!(title, "合作伙伴申请已通过");
        assert_eq!(content, "演示科技有限公司的合作伙伴申请已通过审核，您可以在「合作伙伴」菜单中接入应用。");
        assert_eq!(decision_message("演示科技有限公司", Some("资质不全")), ("合作伙伴申请未通过", "演示科技有限公司的合作伙伴申请未通过审核，原因：资质不全".to_string()));
    }

    #[test]
    fn only_our_uploads_pass_as_pictures() {
        assert!(super::is_uploaded_picture("/api/files/partner/abc-1.png"));
        assert!(!super::is_uploaded_picture("/api/files/partner/"));
        assert!(!super::is_uploaded_picture("/api/files/avatars/a.png"));
        assert!(!super::is_uploaded_picture("https://evil.example/a.png"));
        assert!(!super::is_uploaded_picture("/api/files/partner/../x\".png"));
    }
}

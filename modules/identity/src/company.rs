//! Reading companies: a member reads its own company; operators page through all.

use crate::error::IdentityError;
use axum::extract::State;
use kernel::auth::{CurrentUser, Operator};
use kernel::extract::{Paged, Query};
use kernel::http::{Page, PageQuery};
use services::identity::{self, certification, Company, Role};
use kernel::time::format_ms;
use kernel::validate::mask_mobile;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_company_by_id))
        .routes(routes!(company_page))
        .routes(routes!(company_export))
        .routes(routes!(my_companies))
        .routes(routes!(set_user_company))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyView {
    id: i64,
    company_name: String,
    company_code: String,
    company_simple_name: Option<String>,
    social_code: Option<String>,
    industry: Option<String>,
    linkman: Option<String>,
    /// Masked in the middle (spec section 9).
    mobile: Option<String>,
    main_product: Option<String>,
    company_address: Option<String>,
    logo: Option<String>,
    review_status: i64,
    review_status_name: &'static str,
    review_note: Option<String>,
    review_time: Option<String>,
    certificated: i64,
    certified_time: Option<String>,
    platform_name: String,
    create_time: Option<String>,
    update_time: Option<String>,
    /// The key of the current licence image (the company's own view only), sent back unchanged when editing.
    license_photo: Option<String>,
    /// Where that licence image is served (the company and operators only).
    license_photo_url: Option<String>,
    province: Option<String>,
    city: Option<String>,
    district: Option<String>,
}

impl From<Company> for CompanyView {
    fn from(c: Company) -> Self {
        Self {
            id: c.id,
            review_status_name: certification::name(c.certification_status),
            certificated: i64::from(c.certification_status == certification::CERTIFIED),
            review_status: c.certification_status,
            company_name: c.company_name,
            company_code: c.company_code,
            company_simple_name: c.company_simple_name,
            social_code: c.social_code,
            industry: c.industry,
            linkman: c.linkman,
            mobile: c.mobile.as_deref().map(mask_mobile),
            main_product: c.main_product,
            company_address: c.company_address,
            logo: c.logo,
            review_note: c.review_note,
            review_time: format_ms(c.review_time),
            certified_time: format_ms(c.certified_time),
            platform_name: c.platform_name,
            create_time: format_ms(Some(c.create_time)),
            update_time: format_ms(Some(c.update_time)),
            license_photo: None,
            license_photo_url: None,
            province: None,
            city: None,
            district: None,
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct CompanyQuery {
    company_id: Option<i64>,
}

/// The caller's current company (or a named one the caller belongs to; operators read any).
#[utoipa::path(get, path = "/ptd-user/resource/company/getCompanyById", tag = "identity", params(CompanyQuery), responses((status = 200, description = "company", body = CompanyView)))]
async fn get_company_by_id(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<CompanyQuery>) -> ApiResult<CompanyView, IdentityError> {
    let id = match q.company_id {
        Some(id) => id,
        None => caller.company()?,
    };
    // Another company's id answers as if it did not exist.
    let allowed = caller.has_role(Role::Operator) || identity::membership(&state.db, id, caller.user_id).await?.is_some();
    if !allowed {
        return Err(KernelError::NotFound.into());
    }
    let company = identity::find_company(&state.db, id).await?.ok_or(KernelError::NotFound)?;
    let mut view = CompanyView::from(company);
    // Region and licence are the certification module's; absent when it is disabled.
    if let Some(details) = state.try_contract::<dyn kernel::contracts::CompanyDetails>() {
        let d = details.of(&state.db, id).await?;
        (view.license_photo, view.license_photo_url) = (d.license_photo, d.license_photo_url);
        (view.province, view.city, view.district) = (d.province, d.city, d.district);
    }
    ok(view)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CompanyPageQuery {
    company_name: Option<String>,
    review_status: Option<i64>,
}

/// All companies, newest first, for platform operators.
#[utoipa::path(get, path = "/ptd-user/resource/company/page", tag = "identity", params(PageQuery, CompanyPageQuery), responses((status = 200, description = "page of companies", body = Page<CompanyView>)))]
async fn company_page(State(state): State<AppState>, _operator: Operator, Paged(page, q): Paged<CompanyPageQuery>) -> ApiResult<Page<CompanyView>, IdentityError> {
    let (rows, total) = identity::company_page(&state.db, q.company_name.as_deref(), q.review_status, &page).await?;
    ok(Page { rows: rows.into_iter().map(Into::into).collect(), total })
}

/// The companies the operators' list finds with its filters, as an Excel file (written in constant memory).
#[utoipa::path(get, path = "/ptd-user/resource/company/export", tag = "identity", params(CompanyPageQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))]
async fn company_export(State(state): State<AppState>, _operator: Operator, kernel::extract::Query(q): kernel::extract::Query<CompanyPageQuery>) -> Result<axum::response::Response, IdentityError> {
    use kernel::export::Cell;
    let heads = ["企业ID", "企业名称", "统一社会信用代码", "联系人", "联系电话", "主营产品", "认证状态", "认证时间", "注册时间"];
    let export = kernel::export::xlsx("企业列表", &heads, kernel::export::MAX_ROWS, i64::MAX, |before| {
        let (db, name) = (state.db.clone(), q.company_name.clone());
        async move {
            let rows = identity::company_chunk(&db, name.as_deref().filter(|n| !n.is_empty()), q.review_status, before, 2_000).await?;
            Ok(rows
                .into_iter()
                .map(|c| {
                    let id = c.id;
                    let v = CompanyView::from(c);
                    let text = |t: Option<String>| Cell::from(t.unwrap_or_default());
                    let cells = vec![
                        Cell::from(v.id.to_string()),
                        Cell::from(v.company_name),
                        text(v.social_code),
                        text(v.linkman),
                        text(v.mobile),
                        text(v.main_product),
                        Cell::from(v.review_status_name),
                        text(v.certified_time),
                        text(v.create_time),
                    ];
                    (id, cells)
                })
                .collect())
        }
    })
    .await?;
    Ok(export.response("companies.xlsx"))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyChoice {
    id: i64,
    company_name: String,
    /// The company's logo.
    avatar: Option<String>,
    user_type: i64,
    current: bool,
}

/// The companies the caller belongs to, for the change-company picker.
#[utoipa::path(get, path = "/ptd-user/resource/user/myCompanies", tag = "identity", responses((status = 200, description = "the caller's companies", body = [CompanyChoice])))]
async fn my_companies(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<CompanyChoice>, IdentityError> {
    let companies = identity::user_companies(&state.db, caller.user_id).await?;
    ok(companies
        .into_iter()
        .map(|c| CompanyChoice { id: c.id, company_name: c.company_name, avatar: c.logo, user_type: c.user_type, current: caller.company_id == Some(c.id) })
        .collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SwitchForm {
    company_id: i64,
}

/// Makes one of the caller's companies current; menus and user info follow it.
#[utoipa::path(post, path = "/ptd-user/setUserCompany", tag = "identity", request_body = SwitchForm, responses((status = 200, description = "切换成功", body = String)))]
async fn set_user_company(State(state): State<AppState>, caller: CurrentUser, kernel::extract::Json(form): kernel::extract::Json<SwitchForm>) -> ApiResult<&'static str, IdentityError> {
    // A membership the company suspended cannot be switched to.
    if !identity::membership(&state.db, form.company_id, caller.user_id).await?.is_some_and(|m| m.is_active()) {
        return Err(KernelError::NotFound.into());
    }
    identity::set_current_company(&state.db.write, caller.user_id, Some(form.company_id)).await?;
    ok("切换成功")
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::time::parse_shanghai;

    fn company(status: i64) -> Company {
        Company {
            id: 9,
            company_name: "演示科技有限公司".into(),
            company_code: "QY9".into(),
            company_simple_name: None,
            social_code: Some("91350100M000100Y43".into()),
            industry: None,
            linkman: Some("李娜".into()),
            mobile: Some("13800000001".into()),
            main_product: None,
            company_address: None,
            logo: None,
            certification_status: status,
            review_note: None,
            review_time: None,
            certified_time: parse_shanghai("2026-02-03 04:05:06"),
            platform_name: "industry".into(),
            create_time: parse_shanghai("2026-01-01 00:00:00").unwrap(),
            update_time: parse_shanghai("2026-01-02 00:00:00").unwrap(),
        }
    }

    #[test]
    fn a_company_shows_its_mobile_masked_in_the_middle() {
        let view = CompanyView::from(company(certification::NONE));
        assert_eq!(view.mobile.as_deref(), Some("138****0001"));
        // A number that is not eleven digits is shown as it is.
        let mut odd = company(certification::NONE);
        odd.mobile = Some("0591-1234567".into());
        assert_eq!(CompanyView::from(odd).mobile.as_deref(), Some("0591-1234567"));
    }

    #[test]
    fn only_a_certified_company_counts_as_certificated() {
        for (status, name, certificated) in
            [(certification::NONE, "未认证", 0), (certification::UNDER_REVIEW, "审核中", 0), (certification::CERTIFIED, "已认证", 1), (certification::REJECTED, "已驳回", 0), (9, "未认证", 0)]
        {
            let view = CompanyView::from(company(status));
            assert_eq!((view.review_status, view.review_status_name, view.certificated), (status, name, certificated));
        }
    }

    #[test]
    fn a_company_view_shows_times_in_shanghai_and_leaves_the_certification_fields_to_their_module() {
        let view = CompanyView::from(company(certification::CERTIFIED));
        assert_eq!(view.certified_time.as_deref(), Some("2026-02-03 04:05:06"));
        assert_eq!(view.create_time.as_deref(), Some("2026-01-01 00:00:00"));
        assert_eq!(view.review_time, None);
        assert!(view.license_photo.is_none() && view.license_photo_url.is_none() && view.province.is_none());
    }
}

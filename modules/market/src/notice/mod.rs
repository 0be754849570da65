//! Notices: the platform's system notices, and the platform company's notices
//! (companyNotice, 公司公告) and news (companyExpress, 公司快讯) under the
//! spec's `/ptd-component/global/companyNotice` paths. Visitors and users read
//! what is published (/noticeDetail); operators read everything and manage them.
//! Its SQL is in `repo.rs`.

mod repo;

use crate::error::{ContentError, Result};
use crate::fields::{flag, ser_opt_time, ser_time};
use crate::html;
use crate::manage::{IdQuery, Present, Saved};
use crate::search_index::Searchable;
use crate::shared::Content;
use axum::extract::State;
use kernel::auth::{HeaderToken, MaybeUser, Operator};
use kernel::extract::{Paged, Query};
use kernel::identity::Role;
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use kernel::http::PageQuery;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(system_notice_list))
        .routes(routes!(system_notice_get))
        .routes(routes!(company_notice_page))
        .routes(routes!(company_notice_get))
        .routes(routes!(company_notice_list))
        .routes(routes!(company_notice_save))
        .routes(routes!(company_notice_update))
        .routes(routes!(company_notice_change_status))
        .routes(routes!(company_notice_set_issue))
        .routes(routes!(company_notice_delete))
        .merge(system_notice_manage::router())
}

// ---------------------------------------------------------------- system notices

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SystemNotice {
    id: i64,
    title: String,
    /// Sanitised HTML.
    msg_text: String,
    /// When it was published.
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    audit_time: i64,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

impl Present for SystemNotice {
    fn present(self) -> Self {
        Self { msg_text: html::clean(&self.msg_text), ..self }
    }
}

/// Published system notices, newest first (at most 100).
#[utoipa::path(get, path = "/ptd-industry/system/notice/list", tag = "content",
    responses((status = 200, description = "notices", body = [SystemNotice])))]
async fn system_notice_list(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<SystemNotice>>, ContentError> {
    ok(content
        .cached(&state, "system-notices", || async {
            let rows = repo::published_system(&state).await?;
            Ok(rows.into_iter().map(Present::present).collect::<Vec<_>>())
        })
        .await?)
}

/// A published system notice (/noticeDetail?type=systemNotice).
#[utoipa::path(get, path = "/ptd-industry/system/notice/getById", tag = "content", params(IdQuery),
    responses((status = 200, description = "notice", body = SystemNotice), (status = 404, description = "no such published notice")))]
async fn system_notice_get(State(state): State<AppState>, Query(q): Query<IdQuery>) -> ApiResult<SystemNotice, ContentError> {
    let n = repo::published_system_notice(&state, q.id).await?.ok_or(KernelError::NotFound)?;
    ok(n.present())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SystemNoticeForm {
    id: Option<i64>,
    title: String,
    /// HTML; sanitised when saved.
    msg_text: String,
    sort: Option<i64>,
    /// 1 published (default), 0 withdrawn.
    status: Option<i64>,
}
kernel::form_rules!(SystemNoticeForm, "content-system-notice.json");

async fn create_system(state: &AppState, id: i64, f: &SystemNoticeForm) -> Result<()> {
    repo::insert_system(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn update_system(state: &AppState, id: i64, f: &SystemNoticeForm) -> Result<()> {
    repo::update_system(state, id, f, flag(f.status, 1, "状态")?).await
}

crate::manage_routes!(system_notice_manage {
    base: "/ptd-industry/manage/systemNotice",
    what: "system notice",
    table: "system_notices",
    columns: repo::SYSTEM_COLUMNS,
    title: "title",
    view: SystemNotice,
    form: SystemNoticeForm,
    create: create_system,
    update: update_system,
    search: Some(Searchable::SystemNotice),
    order: repo::SYSTEM_ORDER,
});

// ---------------------------------------------------------------- company notices

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyNotice {
    id: i64,
    /// `companyNotice` (公司公告) or `companyExpress` (公司快讯).
    notice_type: String,
    #[sqlx(skip)]
    notice_type_name: &'static str,
    title: String,
    /// Sanitised HTML.
    msg_text: String,
    cover_img: Option<String>,
    /// 1 enabled, 0 disabled.
    status: i64,
    /// 1 published, 0 draft.
    issue_status: i64,
    /// When it was published.
    #[schema(value_type = Option<String>)]
    #[serde(serialize_with = "ser_opt_time")]
    audit_time: Option<i64>,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

impl Present for CompanyNotice {
    fn present(self) -> Self {
        let name = if self.notice_type == "companyExpress" { "公司快讯" } else { "公司公告" };
        Self { msg_text: html::clean(&self.msg_text), notice_type_name: name, ..self }
    }
}

fn is_operator(caller: &MaybeUser) -> bool {
    caller.0.as_ref().is_some_and(|u| u.has_role(Role::Operator))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CompanyNoticeQuery {
    /// `companyNotice` or `companyExpress`.
    notice_type: Option<String>,
    /// Part of the title.
    title: Option<String>,
    /// Operators may ask for drafts (0); everyone else reads published ones (1) only.
    issue_status: Option<i64>,
}

/// Company notices or news, newest first; drafts only for operators.
/// Paging: the console reads 1000 notices and 7 news items a page.
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/page", tag = "content", params(PageQuery, CompanyNoticeQuery),
    responses((status = 200, description = "page of notices", body = Page<CompanyNotice>)))]
async fn company_notice_page(State(state): State<AppState>, caller: MaybeUser, Paged(page, q): Paged<CompanyNoticeQuery>) -> ApiResult<Page<CompanyNotice>, ContentError> {
    let Page { rows, total } =
        repo::company_page(&state, q.notice_type.as_deref(), q.title.as_deref(), q.issue_status, is_operator(&caller), &page).await?;
    ok(Page { rows: rows.into_iter().map(Present::present).collect(), total })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct CompanyListQuery {
    notice_type: Option<String>,
    issue_status: Option<i64>,
}

/// Company notices or news without paging (at most 1000), newest first.
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/list", tag = "content", params(CompanyListQuery),
    responses((status = 200, description = "notices", body = [CompanyNotice])))]
async fn company_notice_list(State(state): State<AppState>, caller: MaybeUser, Query(q): Query<CompanyListQuery>) -> ApiResult<Vec<CompanyNotice>, ContentError> {
    let rows = repo::company_list(&state, q.notice_type.as_deref(), q.issue_status, is_operator(&caller)).await?;
    ok(rows.into_iter().map(Present::present).collect())
}

async fn find_company(state: &AppState, id: i64, all: bool) -> Result<CompanyNotice> {
    let n = repo::company_notice(state, id, all).await?.ok_or(KernelError::NotFound)?;
    Ok(n.present())
}

/// A published company notice or news item (/noticeDetail?type=companyNotice or companyExpress).
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/getById", tag = "content", params(IdQuery),
    responses((status = 200, description = "notice", body = CompanyNotice), (status = 404, description = "no such published notice")))]
async fn company_notice_get(State(state): State<AppState>, caller: MaybeUser, Query(q): Query<IdQuery>) -> ApiResult<CompanyNotice, ContentError> {
    ok(find_company(&state, q.id, is_operator(&caller)).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyNoticeForm {
    /// Needed by update only.
    id: Option<i64>,
    /// `companyNotice` or `companyExpress`.
    notice_type: String,
    title: String,
    /// HTML; sanitised when saved.
    msg_text: String,
    cover_img: Option<String>,
    /// 1 publish at once, 0 keep as draft (default).
    issue_status: Option<i64>,
}
kernel::form_rules!(CompanyNoticeForm, "content-company-notice.json");

/// Operators: adds a company notice or news item.
#[utoipa::path(post, path = "/ptd-component/global/companyNotice/save", tag = "content-manage", request_body = CompanyNoticeForm,
    responses((status = 200, description = "new id", body = Saved)))]
async fn company_notice_save(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<CompanyNoticeForm>) -> ApiResult<Saved, ContentError> {
    let issue = flag(f.issue_status, 0, "发布状态")?;
    let id = state.next_id();
    repo::insert_company(&state, id, &f, issue).await?;
    content.changed(&state, Some((Searchable::CompanyNotice, id))).await?;
    ok(Saved { id })
}

/// Operators: changes a company notice (id in the body).
#[utoipa::path(post, path = "/ptd-component/global/companyNotice/update", tag = "content-manage", request_body = CompanyNoticeForm,
    responses((status = 200, description = "changed")))]
async fn company_notice_update(State(state): State<AppState>, content: Content, _op: Operator, Valid(f): Valid<CompanyNoticeForm>) -> ApiResult<(), ContentError> {
    let id = crate::manage::required_id(f.id)?;
    let issue = flag(f.issue_status, 0, "发布状态")?;
    repo::update_company(&state, id, &f, issue).await?;
    content.changed(&state, Some((Searchable::CompanyNotice, id))).await?;
    ok(())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ChangeStatusQuery {
    id: i64,
    /// 1 enabled, 0 disabled.
    status: i64,
}

/// Operators: enables (1) or disables (0) a company notice.
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/changeStatus", tag = "content-manage", params(ChangeStatusQuery),
    responses((status = 200, description = "changed")))]
async fn company_notice_change_status(State(state): State<AppState>, content: Content, _changes: HeaderToken, _op: Operator, Query(q): Query<ChangeStatusQuery>) -> ApiResult<(), ContentError> {
    crate::store::set_status(&state, "company_notices", q.id, q.status).await?;
    content.changed(&state, Some((Searchable::CompanyNotice, q.id))).await?;
    ok(())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct SetIssueQuery {
    id: i64,
    /// 1 publish, 0 back to draft.
    issue_status: i64,
}

/// Operators: publishes (1) a company notice, stamping its publication time, or takes it back (0).
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/setIssue", tag = "content-manage", params(SetIssueQuery),
    responses((status = 200, description = "changed")))]
async fn company_notice_set_issue(State(state): State<AppState>, content: Content, _changes: HeaderToken, _op: Operator, Query(q): Query<SetIssueQuery>) -> ApiResult<(), ContentError> {
    let issue = flag(Some(q.issue_status), 0, "发布状态")?;
    repo::set_issue(&state, q.id, issue).await?;
    content.changed(&state, Some((Searchable::CompanyNotice, q.id))).await?;
    ok(())
}

/// Operators: deletes a company notice.
#[utoipa::path(delete, path = "/ptd-component/global/companyNotice/deleteById", tag = "content-manage", params(IdQuery),
    responses((status = 200, description = "deleted")))]
async fn company_notice_delete(State(state): State<AppState>, content: Content, _op: Operator, Query(q): Query<IdQuery>) -> ApiResult<(), ContentError> {
    crate::store::delete_row(&state, "company_notices", q.id).await?;
    content.changed(&state, Some((Searchable::CompanyNotice, q.id))).await?;
    ok(())
}

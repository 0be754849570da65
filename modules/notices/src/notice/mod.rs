//! Notices: the platform's system notices, and the platform company's notices
//! (companyNotice, 公司公告) and news (companyExpress, 公司快讯) under the
//! spec's `/ptd-component/global/companyNotice` paths. Visitors and users read
//! what is published (/noticeDetail); operators read everything and manage them
//! (`/ptd-industry/manage/systemNotice/...`, 内容管理 › 公告管理). Every change
//! moves the site's content revision on, so the public caches and the site
//! search (which reads [`NoticeDocuments`]) show it on every instance.
//! Its SQL is in `repo.rs`.

#[cfg(feature = "demo")]
mod demo;
mod repo;

#[cfg(feature = "demo")]
pub use demo::seed;

use axum::extract::{DefaultBodyLimit, Multipart, State};
use futures::future::BoxFuture;
use kernel::auth::{HeaderToken, MaybeUser, Operator};
use kernel::db::{Db, Save};
use kernel::extract::{Json, Paged, Query};
use kernel::files::{UploadForm, Uploaded, MEDIA_BODY_LIMIT};
use kernel::html;
use kernel::http::PageQuery;
use services::identity::Role;
use kernel::contracts::{PublicDocument, PublicDocuments};
use kernel::site::RevisionCache;
use kernel::time::{ser_opt_time, ser_time};
use kernel::validate::{flag, required_id, Valid};
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

type Result<T, E = KernelError> = std::result::Result<T, E>;

/// The read cache of the public notice list, valid for one content revision.
pub type Cache = axum::Extension<Arc<RevisionCache>>;

pub fn router(cache: Arc<RevisionCache>) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(system_notice_list))
        .routes(routes!(system_notice_get))
        .routes(routes!(system_notice_page))
        .routes(routes!(system_notice_get_by_id))
        .routes(routes!(system_notice_save))
        .routes(routes!(system_notice_update))
        .routes(routes!(system_notice_change_status))
        .routes(routes!(system_notice_delete))
        .routes(routes!(company_notice_page))
        .routes(routes!(company_notice_get))
        .routes(routes!(company_notice_list))
        .routes(routes!(company_notice_save))
        .routes(routes!(company_notice_update))
        .routes(routes!(company_notice_change_status))
        .routes(routes!(company_notice_set_issue))
        .routes(routes!(company_notice_delete))
        .merge(OpenApiRouter::new().routes(routes!(company_notice_upload)).layer(DefaultBodyLimit::max(MEDIA_BODY_LIMIT)))
        .layer(axum::Extension(cache))
}

/// Records a change: the site's caches and search index read the notices again (when the market keeps them).
async fn changed(state: &AppState) -> Result<()> {
    if let Some(site) = state.try_contract::<dyn kernel::contracts::SiteContent>() {
        site.advance(&state.db).await?;
    }
    Ok(())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NoticeIdQuery {
    id: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct NoticeSaved {
    id: i64,
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

impl SystemNotice {
    /// HTML cleaned again on the way out, so rows written before a rule tightened are safe too.
    fn present(self) -> Self {
        Self { msg_text: html::clean(&self.msg_text), ..self }
    }
}

/// Published system notices, newest first (at most 100).
#[utoipa::path(get, path = "/ptd-industry/system/notice/list", tag = "content", responses((status = 200, description = "notices", body = [SystemNotice])))]
async fn system_notice_list(State(state): State<AppState>, cache: Cache) -> ApiResult<Arc<Vec<SystemNotice>>> {
    let load = || async { Ok::<_, KernelError>(repo::published_system(&state).await?.into_iter().map(SystemNotice::present).collect::<Vec<_>>()) };
    // Without the market there is no content revision to keep the list for: it is read each time.
    match state.try_contract::<dyn kernel::contracts::SiteContent>() {
        Some(site) => ok(cache.get_or_load("system-notices", site.revision(&state.db).await?, load).await?),
        None => ok(Arc::new(load().await?)),
    }
}

/// A published system notice (/noticeDetail?type=systemNotice).
#[utoipa::path(get, path = "/ptd-industry/system/notice/getById", tag = "content", params(NoticeIdQuery), responses((status = 200, description = "notice", body = SystemNotice), (status = 404, description = "no such published notice")))]
async fn system_notice_get(State(state): State<AppState>, Query(q): Query<NoticeIdQuery>) -> ApiResult<SystemNotice> {
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

/// The filters of the operators' list (paged with `PageQuery`).
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SystemNoticeQuery {
    /// Part of the title.
    keyword: Option<String>,
    /// 1 published, 0 withdrawn.
    status: Option<i64>,
}

/// Operators: one page of system notices, published or not.
#[utoipa::path(get, path = "/ptd-industry/manage/systemNotice/page", tag = "content-manage", operation_id = "system_notice_manage_page", params(PageQuery, SystemNoticeQuery), responses((status = 200, description = "page", body = Page<SystemNotice>)))]
async fn system_notice_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<SystemNoticeQuery>) -> ApiResult<Page<SystemNotice>> {
    let Page { rows, total } = repo::system_page(&state, q.keyword.as_deref(), q.status, &page).await?;
    ok(Page { rows: rows.into_iter().map(SystemNotice::present).collect(), total })
}

/// Operators: one system notice by id, published or not.
#[utoipa::path(get, path = "/ptd-industry/manage/systemNotice/getById", tag = "content-manage", operation_id = "system_notice_manage_get_by_id", params(NoticeIdQuery), responses((status = 200, description = "the row", body = SystemNotice)))]
async fn system_notice_get_by_id(State(state): State<AppState>, _op: Operator, Query(q): Query<NoticeIdQuery>) -> ApiResult<SystemNotice> {
    let n = repo::system_notice(&state, q.id).await?.ok_or(KernelError::NotFound)?;
    ok(n.present())
}

/// Operators: adds a system notice; the reply carries the new id.
#[utoipa::path(post, path = "/ptd-industry/manage/systemNotice/save", tag = "content-manage", operation_id = "system_notice_manage_save", request_body = SystemNoticeForm, responses((status = 200, description = "new id", body = NoticeSaved)))]
async fn system_notice_save(State(state): State<AppState>, _op: Operator, Valid(f): Valid<SystemNoticeForm>) -> ApiResult<NoticeSaved> {
    let id = state.next_id();
    repo::save_system(&state, Save::Insert(id), &f, flag(f.status, 1, "状态")?).await?;
    changed(&state).await?;
    ok(NoticeSaved { id })
}

/// Operators: changes a system notice (id in the body).
#[utoipa::path(post, path = "/ptd-industry/manage/systemNotice/update", tag = "content-manage", operation_id = "system_notice_manage_update", request_body = SystemNoticeForm, responses((status = 200, description = "changed")))]
async fn system_notice_update(State(state): State<AppState>, _op: Operator, Valid(f): Valid<SystemNoticeForm>) -> ApiResult<()> {
    let id = required_id(f.id)?;
    repo::save_system(&state, Save::Update(id), &f, flag(f.status, 1, "状态")?).await?;
    changed(&state).await?;
    ok(())
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct NoticeStatusForm {
    id: i64,
    /// 1 publish, 0 withdraw.
    status: i64,
}

/// Operators: publishes (1) or withdraws (0) a system notice.
#[utoipa::path(post, path = "/ptd-industry/manage/systemNotice/changeStatus", tag = "content-manage", operation_id = "system_notice_manage_change_status", request_body = NoticeStatusForm, responses((status = 200, description = "changed")))]
async fn system_notice_change_status(State(state): State<AppState>, _op: Operator, Json(f): Json<NoticeStatusForm>) -> ApiResult<()> {
    repo::set_status(&state, repo::SYSTEM, f.id, flag(Some(f.status), 0, "状态")?).await?;
    changed(&state).await?;
    ok(())
}

/// Operators: deletes a system notice.
#[utoipa::path(delete, path = "/ptd-industry/manage/systemNotice/deleteById", tag = "content-manage", operation_id = "system_notice_manage_delete", params(NoticeIdQuery), responses((status = 200, description = "deleted")))]
async fn system_notice_delete(State(state): State<AppState>, _op: Operator, Query(q): Query<NoticeIdQuery>) -> ApiResult<()> {
    repo::delete(&state, repo::SYSTEM, q.id).await?;
    changed(&state).await?;
    ok(())
}

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

impl CompanyNotice {
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
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/page", tag = "content", params(PageQuery, CompanyNoticeQuery), responses((status = 200, description = "page of notices", body = Page<CompanyNotice>)))]
async fn company_notice_page(State(state): State<AppState>, caller: MaybeUser, Paged(page, q): Paged<CompanyNoticeQuery>) -> ApiResult<Page<CompanyNotice>> {
    let Page { rows, total } =
        repo::company_page(&state, q.notice_type.as_deref(), q.title.as_deref(), q.issue_status, is_operator(&caller), &page).await?;
    ok(Page { rows: rows.into_iter().map(CompanyNotice::present).collect(), total })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct CompanyListQuery {
    notice_type: Option<String>,
    issue_status: Option<i64>,
}

/// Company notices or news without paging (at most 1000), newest first.
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/list", tag = "content", params(CompanyListQuery), responses((status = 200, description = "notices", body = [CompanyNotice])))]
async fn company_notice_list(State(state): State<AppState>, caller: MaybeUser, Query(q): Query<CompanyListQuery>) -> ApiResult<Vec<CompanyNotice>> {
    let rows = repo::company_list(&state, q.notice_type.as_deref(), q.issue_status, is_operator(&caller)).await?;
    ok(rows.into_iter().map(CompanyNotice::present).collect())
}

async fn find_company(state: &AppState, id: i64, all: bool) -> Result<CompanyNotice> {
    let n = repo::company_notice(state, id, all).await?.ok_or(KernelError::NotFound)?;
    Ok(n.present())
}

/// A published company notice or news item (/noticeDetail?type=companyNotice or companyExpress).
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/getById", tag = "content", params(NoticeIdQuery), responses((status = 200, description = "notice", body = CompanyNotice), (status = 404, description = "no such published notice")))]
async fn company_notice_get(State(state): State<AppState>, caller: MaybeUser, Query(q): Query<NoticeIdQuery>) -> ApiResult<CompanyNotice> {
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
#[utoipa::path(post, path = "/ptd-component/global/companyNotice/save", tag = "content-manage", request_body = CompanyNoticeForm, responses((status = 200, description = "new id", body = NoticeSaved)))]
async fn company_notice_save(State(state): State<AppState>, _op: Operator, Valid(f): Valid<CompanyNoticeForm>) -> ApiResult<NoticeSaved> {
    let issue = flag(f.issue_status, 0, "发布状态")?;
    let id = state.next_id();
    repo::save_company(&state, Save::Insert(id), &f, issue).await?;
    changed(&state).await?;
    ok(NoticeSaved { id })
}

/// Operators: changes a company notice (id in the body).
#[utoipa::path(post, path = "/ptd-component/global/companyNotice/update", tag = "content-manage", request_body = CompanyNoticeForm, responses((status = 200, description = "changed")))]
async fn company_notice_update(State(state): State<AppState>, _op: Operator, Valid(f): Valid<CompanyNoticeForm>) -> ApiResult<()> {
    let id = required_id(f.id)?;
    let issue = flag(f.issue_status, 0, "发布状态")?;
    repo::save_company(&state, Save::Update(id), &f, issue).await?;
    changed(&state).await?;
    ok(())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ChangeStatusQuery {
    id: i64,
    /// 1 enabled, 0 disabled.
    status: i64,
}

/// Operators: enables (1) or disables (0) a company notice.
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/changeStatus", tag = "content-manage", params(ChangeStatusQuery), responses((status = 200, description = "changed")))]
async fn company_notice_change_status(State(state): State<AppState>, _changes: HeaderToken, _op: Operator, Query(q): Query<ChangeStatusQuery>) -> ApiResult<()> {
    repo::set_status(&state, repo::COMPANY, q.id, flag(Some(q.status), 0, "状态")?).await?;
    changed(&state).await?;
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
#[utoipa::path(get, path = "/ptd-component/global/companyNotice/setIssue", tag = "content-manage", params(SetIssueQuery), responses((status = 200, description = "changed")))]
async fn company_notice_set_issue(State(state): State<AppState>, _changes: HeaderToken, _op: Operator, Query(q): Query<SetIssueQuery>) -> ApiResult<()> {
    let issue = flag(Some(q.issue_status), 0, "发布状态")?;
    repo::set_issue(&state, q.id, issue).await?;
    changed(&state).await?;
    ok(())
}

/// Operators: deletes a company notice.
#[utoipa::path(delete, path = "/ptd-component/global/companyNotice/deleteById", tag = "content-manage", params(NoticeIdQuery), responses((status = 200, description = "deleted")))]
async fn company_notice_delete(State(state): State<AppState>, _op: Operator, Query(q): Query<NoticeIdQuery>) -> ApiResult<()> {
    repo::delete(&state, repo::COMPANY, q.id).await?;
    changed(&state).await?;
    ok(())
}

/// Operators: uploads a news cover or a picture or video for a notice's text; the kind is read from the bytes.
#[utoipa::path(post, path = "/ptd-component/global/companyNotice/upload", tag = "content-manage",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "stored file", body = Uploaded)))]
async fn company_notice_upload(State(state): State<AppState>, _op: Operator, form: Multipart) -> ApiResult<Uploaded> {
    ok(kernel::files::take_media(&state, form).await?.map_err(|refused| KernelError::Validation(refused.message()))?)
}

// ---------------------------------------------------------------- the site search

/// Published notices as documents of the site search (`notice`).
pub struct NoticeDocuments;

impl PublicDocuments for NoticeDocuments {
    fn documents<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<Vec<PublicDocument>>> {
        Box::pin(async move {
            let system = repo::searchable_system(db).await?.into_iter().map(|(id, title, text)| system_document(id, title, text));
            let company = repo::searchable_company(db).await?.into_iter().map(|(id, notice_type, title, text)| company_document(id, &notice_type, title, text));
            Ok(system.chain(company).collect())
        })
    }
}

/// A system notice in the site search, opening on its detail page.
fn system_document(id: i64, title: String, html: String) -> PublicDocument {
    PublicDocument { kind: "notice", key: format!("system-notice:{id}"), id, title, html, url: format!("/noticeDetail?id={id}&type=systemNotice") }
}

/// A company notice or news item in the site search; its type picks the detail page's kind.
fn company_document(id: i64, notice_type: &str, title: String, html: String) -> PublicDocument {
    PublicDocument { kind: "notice", key: format!("company-notice:{id}"), id, title, html, url: format!("/noticeDetail?id={id}&type={notice_type}") }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn system(msg_text: &str) -> SystemNotice {
        SystemNotice { id: 1, title: "升级公告".into(), msg_text: msg_text.into(), audit_time: 0, sort: 0, status: 1, create_time: 0 }
    }

    fn company(notice_type: &str, msg_text: &str) -> CompanyNotice {
        CompanyNotice {
            id: 2,
            notice_type: notice_type.into(),
            notice_type_name: "",
            title: "快讯".into(),
            msg_text: msg_text.into(),
            cover_img: None,
            status: 1,
            issue_status: 1,
            audit_time: None,
            create_time: 0,
        }
    }

    #[test]
    fn a_notice_is_cleaned_again_on_the_way_out() {
        let shown = system(r#"<p onclick="steal()">维护<script>alert(1)</script><a href="javascript:x()">详情</a></p>"#).present();
        assert!(!shown.msg_text.contains("script") && !shown.msg_text.contains("onclick") && !shown.msg_text.contains("javascript:"), "{}", shown.msg_text);
        assert!(shown.msg_text.contains("维护") && shown.msg_text.contains("详情"));
        assert_eq!(shown.title, "升级公告", "only the HTML is touched");
    }

    #[test]
    fn pictures_videos_and_relative_links_survive_the_cleaning() {
        let html = r#"<p>图<img src="/api/files/a.png" width="10"><video src="/api/files/v.mp4" controls></video><a href="https://example.cn">链接</a></p>"#;
        let shown = system(html).present().msg_text;
        assert!(shown.contains(r#"src="/api/files/a.png""#) && shown.contains("<video") && shown.contains(r#"href="https://example.cn""#), "{shown}");
    }

    #[test]
    fn company_news_is_named_news_and_anything_else_a_notice() {
        assert_eq!(company("companyExpress", "").present().notice_type_name, "公司快讯");
        assert_eq!(company("companyNotice", "").present().notice_type_name, "公司公告");
        assert_eq!(company("other", "").present().notice_type_name, "公司公告");
        assert_eq!(company("companyNotice", "<p>a<script>b</script></p>").present().msg_text, "<p>a</p>");
    }

    #[test]
    fn notices_in_the_site_search_open_their_detail_pages() {
        let s = system_document(42, "升级公告".into(), "<p>x</p>".into());
        assert_eq!((s.kind, s.key.as_str(), s.url.as_str()), ("notice", "system-notice:42", "/noticeDetail?id=42&type=systemNotice"));
        let c = company_document(42, "companyExpress", "快讯".into(), String::new());
        assert_eq!((c.key.as_str(), c.url.as_str()), ("company-notice:42", "/noticeDetail?id=42&type=companyExpress"));
        assert_ne!(s.key, c.key, "the two kinds never share a key");
    }

    #[test]
    fn a_company_notice_is_a_notice_or_news_with_a_safe_cover_address() {
        let check = |f: serde_json::Value| <CompanyNoticeForm as kernel::validate::Form>::rules().check(&f).err().map(|e| kernel::error::ApiError::message(&e));
        let form = |t: &str, cover: &str| json!({"noticeType": t, "title": "标题", "msgText": "<p>x</p>", "coverImg": cover});
        assert_eq!(check(form("companyExpress", "/api/files/c.png")), None);
        assert_eq!(check(form("companyNotice", "https://cdn.example.cn/c.png")), None);
        assert_eq!(check(form("systemNotice", "")).as_deref(), Some("公告类型只能是companyNotice或companyExpress"));
        assert_eq!(check(form("companyNotice", "javascript:alert(1)")).as_deref(), Some("请上传正确的封面图片"));
        assert_eq!(check(form("companyNotice", "/a\"onerror=\"x")).as_deref(), Some("请上传正确的封面图片"));
    }

    #[test]
    fn a_notice_title_is_at_most_a_hundred_characters() {
        let check = |title: String| <SystemNoticeForm as kernel::validate::Form>::rules().check(&json!({"title": title, "msgText": "x"})).err().map(|e| kernel::error::ApiError::message(&e));
        assert_eq!(check("题".repeat(100)), None);
        assert_eq!(check("题".repeat(101)).as_deref(), Some("公告标题不能超过100个字"));
        assert_eq!(check(String::new()).as_deref(), Some("请输入公告标题"));
    }
}

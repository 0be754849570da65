//! The help centre: help documents grouped by product service (domain), the
//! list of services that have documents, a document's page, and the operators' API.

use crate::error::{invalid, ContentError, Result};
use crate::front::{flag, touched};
use crate::html;
use crate::manage::{IdQuery, Present};
use crate::search::Searchable;
use crate::store::{paging, ser_time, Content};
use axum::extract::State;
use kernel::extract::Query;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(help_page))
        .routes(routes!(domains_with_docs))
        .routes(routes!(help_doc_get_by_id))
        .routes(routes!(product_domain_list))
        .merge(help_manage::router())
}

const COLUMNS: &str = "id, product_domain_id, (SELECT name FROM product_domains d WHERE d.id = help_docs.product_domain_id) AS product_domain_name,
    title, label, content, link_param, sort, status, create_time, update_time";

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelpDoc {
    id: i64,
    product_domain_id: Option<i64>,
    product_domain_name: Option<String>,
    title: String,
    label: String,
    /// Sanitised HTML.
    content: String,
    link_param: Option<String>,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    update_time: i64,
}

impl Present for HelpDoc {
    fn present(self) -> Self {
        Self { content: html::clean(&self.content), ..self }
    }
}

/// A help document in a list: no content.
#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelpDocItem {
    id: i64,
    product_domain_id: Option<i64>,
    product_domain_name: Option<String>,
    title: String,
    label: String,
    link_param: Option<String>,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    update_time: i64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct HelpQuery {
    page_num: Option<i64>,
    /// 10 in the help centre, 8 on the console.
    page_size: Option<i64>,
    product_domain_id: Option<i64>,
    /// Part of the title.
    title: Option<String>,
}

/// Published help documents, optionally of one product service and by title, in order.
#[utoipa::path(get, path = "/ptd-industry/helpDoc/page", tag = "content", params(HelpQuery),
    responses((status = 200, description = "page of help documents", body = Page<HelpDocItem>)))]
async fn help_page(State(state): State<AppState>, content: Content, Query(q): Query<HelpQuery>) -> ApiResult<Arc<Page<HelpDocItem>>, ContentError> {
    let page = paging(q.page_num, q.page_size);
    let key = format!(
        "help:{}:{}:{}:{}",
        q.product_domain_id.unwrap_or(0),
        q.title.as_deref().unwrap_or_default(),
        page.limit(),
        page.offset()
    );
    ok(content
        .cached(&state, &key, || async {
            let title = q.title.as_deref().map(kernel::db::contains_pattern);
            let filter = "status = 1 AND ($1 IS NULL OR product_domain_id = $1) AND ($2 IS NULL OR title LIKE $2 ESCAPE '\\')";
            let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM help_docs WHERE {filter}"))
                .bind(q.product_domain_id)
                .bind(&title)
                .fetch_one(&state.db.pool)
                .await?;
            let rows = sqlx::query_as(&format!(
                "SELECT id, product_domain_id, (SELECT name FROM product_domains d WHERE d.id = help_docs.product_domain_id) AS product_domain_name,
                 title, label, link_param, create_time, update_time FROM help_docs WHERE {filter} ORDER BY sort, id LIMIT $3 OFFSET $4"
            ))
            .bind(q.product_domain_id)
            .bind(&title)
            .bind(page.limit())
            .bind(page.offset())
            .fetch_all(&state.db.pool)
            .await?;
            Ok(Page { rows, total })
        })
        .await?)
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelpDomain {
    /// The product service (domain) id.
    id: i64,
    name: String,
    /// Same as `name`.
    product_domain_name: String,
    product_id: i64,
    product_name: String,
    help_doc_count: i64,
}

/// The product services that have published help documents (the help centre's left menu).
#[utoipa::path(get, path = "/ptd-industry/helpDoc/getProductDomainExistHelpDoc", tag = "content",
    responses((status = 200, description = "services with documents", body = [HelpDomain])))]
async fn domains_with_docs(State(state): State<AppState>, content: Content) -> ApiResult<Arc<Vec<HelpDomain>>, ContentError> {
    ok(content
        .cached(&state, "help-domains", || async {
            Ok(sqlx::query_as(
                "SELECT d.id, d.name, d.name AS product_domain_name, p.id AS product_id, p.name AS product_name, COUNT(h.id) AS help_doc_count
                 FROM product_domains d JOIN products p ON p.id = d.product_id JOIN help_docs h ON h.product_domain_id = d.id
                 WHERE h.status = 1 GROUP BY d.id, d.name, p.id, p.name, p.sort, d.sort ORDER BY p.sort, p.id, d.sort, d.id",
            )
            .fetch_all(&state.db.pool)
            .await?)
        })
        .await?)
}

/// A published help document with its HTML content (the /DocDetails page).
#[utoipa::path(get, path = "/ptd-industry/helpDoc/getById", tag = "content", params(IdQuery),
    responses((status = 200, description = "help document", body = HelpDoc), (status = 404, description = "no such published document")))]
async fn help_doc_get_by_id(State(state): State<AppState>, content: Content, Query(q): Query<IdQuery>) -> ApiResult<Arc<Option<HelpDoc>>, ContentError> {
    let key = format!("help-doc:{}", q.id);
    let found = content
        .cached(&state, &key, || async {
            let doc: Option<HelpDoc> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM help_docs WHERE id = $1 AND status = 1"))
                .bind(q.id)
                .fetch_optional(&state.db.pool)
                .await?;
            Ok(doc.map(Present::present))
        })
        .await?;
    if found.is_none() {
        return Err(KernelError::NotFound.into());
    }
    ok(found)
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DomainChoice {
    id: i64,
    name: String,
    product_id: i64,
    product_name: String,
    /// 1 when the product is published.
    product_status: i64,
}

/// Operators: every product service (domain), for the help document form's picker.
#[utoipa::path(get, path = "/ptd-industry/manage/productDomain/list", tag = "content-manage",
    responses((status = 200, description = "services with their products", body = [DomainChoice])))]
async fn product_domain_list(State(state): State<AppState>, _op: kernel::auth::Operator) -> ApiResult<Vec<DomainChoice>, ContentError> {
    ok(sqlx::query_as(
        "SELECT d.id, d.name, p.id AS product_id, p.name AS product_name, p.status AS product_status
         FROM product_domains d JOIN products p ON p.id = d.product_id ORDER BY p.sort, p.id, d.sort, d.id",
    )
    .fetch_all(&state.db.pool)
    .await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HelpDocForm {
    id: Option<i64>,
    /// The product service (domain) the document belongs to.
    product_domain_id: i64,
    title: String,
    #[serde(default)]
    label: String,
    /// HTML; sanitised when saved.
    content: String,
    link_param: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(HelpDocForm, "content-help-doc.json");

async fn domain_exists(state: &AppState, id: i64) -> Result<()> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM product_domains WHERE id = $1").bind(id).fetch_one(&state.db.pool).await?;
    if n == 0 {
        return Err(invalid("请选择所属产品服务"));
    }
    Ok(())
}

async fn create(state: &AppState, id: i64, f: &HelpDocForm) -> Result<()> {
    domain_exists(state, f.product_domain_id).await?;
    let now = kernel::time::now_ms();
    sqlx::query(
        "INSERT INTO help_docs (id, product_domain_id, title, label, content, link_param, sort, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)",
    )
    .bind(id)
    .bind(f.product_domain_id)
    .bind(&f.title)
    .bind(&f.label)
    .bind(html::clean(&f.content))
    .bind(&f.link_param)
    .bind(f.sort.unwrap_or(0))
    .bind(flag(f.status, 1, "状态")?)
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    Ok(())
}

async fn update(state: &AppState, id: i64, f: &HelpDocForm) -> Result<()> {
    domain_exists(state, f.product_domain_id).await?;
    touched(
        sqlx::query(
            "UPDATE help_docs SET product_domain_id = $1, title = $2, label = $3, content = $4, link_param = $5, sort = $6,
             status = $7, update_time = $8 WHERE id = $9",
        )
        .bind(f.product_domain_id)
        .bind(&f.title)
        .bind(&f.label)
        .bind(html::clean(&f.content))
        .bind(&f.link_param)
        .bind(f.sort.unwrap_or(0))
        .bind(flag(f.status, 1, "状态")?)
        .bind(kernel::time::now_ms())
        .bind(id)
        .execute(&state.db.pool)
        .await?,
    )
}

crate::manage_routes!(help_manage {
    base: "/ptd-industry/manage/helpDoc",
    what: "help document",
    table: "help_docs",
    columns: COLUMNS,
    title: "title",
    view: HelpDoc,
    form: HelpDocForm,
    create: create,
    update: update,
    search: Some(Searchable::HelpDoc),
});

//! The help centre: help documents grouped by product service (domain), the
//! list of services that have documents, a document's page, and the operators' API.
//! Its SQL is in `repo.rs`.

pub(crate) mod repo;

use kernel::http::Ready;
use crate::error::{ensure, MarketError, Result};
use crate::fields::{flag, ser_time};
use kernel::html;
use crate::manage::{Bound, Filter, IdQuery, Kind, Listed, Param, SHOWN};
use crate::search_index::Searchable;
use crate::shared::Content;
use axum::extract::State;
use kernel::extract::{Paged, Query};
use kernel::db::Save;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use kernel::http::PageQuery;
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
#[into_params(parameter_in = Query)]
pub struct HelpQuery {
    product_domain_id: Option<i64>,
    /// Part of the title.
    title: Option<String>,
}

/// Published help documents, optionally of one product service and by title, in order.
/// Paging: 10 a page in the help centre, 8 on the console.
#[utoipa::path(get, path = "/ptd-industry/helpDoc/page", tag = "content", params(PageQuery, HelpQuery), responses((status = 200, description = "page of help documents", body = Page<HelpDocItem>)))]
async fn help_page(State(state): State<AppState>, content: Content, Paged(page, q): Paged<HelpQuery>) -> Result<Ready, MarketError> {
    let key = format!(
        "help:{}:{}:{}:{}",
        q.product_domain_id.unwrap_or(0),
        q.title.as_deref().unwrap_or_default(),
        page.limit(),
        page.offset()
    );
    let filter = Filter { keyword: q.title.as_deref(), ..Filter::published() }.and("product_domain_id", Param::Int(q.product_domain_id));
    content.reply(&state, &key, || crate::store::page::<HelpDocItem>(&state, &filter, SHOWN, &page)).await
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
#[utoipa::path(get, path = "/ptd-industry/helpDoc/getProductDomainExistHelpDoc", tag = "content", responses((status = 200, description = "services with documents", body = [HelpDomain])))]
async fn domains_with_docs(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    content
        .reply(&state, "help-domains", || repo::domains_with_docs(&state))
        .await
}

/// A published help document with its HTML content (the /DocDetails page).
#[utoipa::path(get, path = "/ptd-industry/helpDoc/getById", tag = "content", params(IdQuery), responses((status = 200, description = "help document", body = HelpDoc), (status = 404, description = "no such published document")))]
async fn help_doc_get_by_id(State(state): State<AppState>, content: Content, Query(q): Query<IdQuery>) -> ApiResult<Arc<Option<HelpDoc>>, MarketError> {
    let key = format!("help-doc:{}", q.id);
    let found = content
        .cached(&state, &key, || async {
            let found = crate::store::rows::<HelpDoc>(&state, &Filter::published().id(q.id), SHOWN, None).await?;
            Ok(found.into_iter().next().map(HelpDoc::present))
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
#[utoipa::path(get, path = "/ptd-industry/manage/productDomain/list", tag = "content-manage", responses((status = 200, description = "services with their products", body = [DomainChoice])))]
async fn product_domain_list(State(state): State<AppState>, _op: kernel::auth::Operator) -> ApiResult<Vec<DomainChoice>, MarketError> {
    ok(repo::domain_choices(&state).await?)
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

impl Listed for HelpDoc {
    const TABLE: &'static str = "help_docs";
    const COLUMNS: &'static str = repo::COLUMNS;
}

impl Listed for HelpDocItem {
    const TABLE: &'static str = "help_docs";
    const COLUMNS: &'static str = repo::ITEM_COLUMNS;
}

impl Kind for HelpDoc {
    const FIELDS: &'static [&'static str] = &["product_domain_id", "title", "label", "content", "link_param", "sort", "status"];
    const CHANGED: bool = true;
    const SEARCH: Option<Searchable> = Some(Searchable::HelpDoc);
    type Form = HelpDocForm;

    async fn check(state: &AppState, f: &HelpDocForm, _save: Save) -> Result<()> {
        ensure(repo::domain_exists(state, f.product_domain_id).await?, "请选择所属产品服务")
    }

    fn bind<'q>(f: &'q HelpDocForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(f.product_domain_id)
            .bind(&f.title)
            .bind(&f.label)
            .bind(html::clean(&f.content))
            .bind(&f.link_param)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?))
    }

    fn present(self) -> Self {
        Self { content: html::clean(&self.content), ..self }
    }
}

crate::manage_routes!(help_manage: HelpDoc { base: "/ptd-industry/manage/helpDoc", what: "help document", form: HelpDocForm });

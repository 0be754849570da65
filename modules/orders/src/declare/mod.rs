//! Declarations (申报, spec sections 3 and 5): the main account of a
//! certified company applies for a product; its own list and detail with the
//! follow status; operators see every company's and move the follow status.

use crate::dictionary::{follow_status_name, platform_type_name};
use crate::error::{OrdersError, Result};
use axum::extract::State;
use kernel::auth::{CertifiedFor, CurrentUser, Operator};
use kernel::extract::{Paged, Query};
use kernel::http::{Page, PageQuery};
use services::todos::{self, kinds, NewTodo};
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(save))
        .routes(routes!(page))
        .routes(routes!(by_id))
        .routes(routes!(manage_page))
        .routes(routes!(follow))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeclareForm {
    pub product_id: Option<i64>,
    pub product_name: String,
    /// A value of EnumPlatformType.
    pub platform_type: String,
    pub reference: Option<String>,
    pub contact_person: Option<String>,
    pub contact_number: Option<String>,
    pub contact_address: Option<String>,
    pub main_product: Option<String>,
    pub apply_remark: Option<String>,
    pub application_type: Option<String>,
    pub application_version_id: Option<i64>,
}
kernel::form_rules!(DeclareForm, "product-declare.json");

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Declaration {
    id: i64,
    company_id: i64,
    user_id: i64,
    product_id: Option<i64>,
    product_name: String,
    company_name: String,
    platform_type: String,
    #[sqlx(skip)]
    platform_type_name: Option<&'static str>,
    reference: Option<String>,
    contact_person: Option<String>,
    contact_number: Option<String>,
    contact_address: Option<String>,
    main_product: Option<String>,
    apply_remark: Option<String>,
    application_type: Option<String>,
    application_version_id: Option<i64>,
    product_json: Option<String>,
    object_json: Option<String>,
    follow_status: i64,
    #[sqlx(skip)]
    follow_status_name: &'static str,
    #[serde(skip)]
    #[sqlx(rename = "create_time")]
    created: i64,
    #[sqlx(skip)]
    create_time: Option<String>,
    /// The operators' note on the latest follow-up.
    follow_note: Option<String>,
    #[serde(skip)]
    #[sqlx(rename = "follow_time")]
    followed: Option<i64>,
    /// When the follow status last moved.
    #[sqlx(skip)]
    follow_time: Option<String>,
}

fn shown(mut d: Declaration) -> Declaration {
    d.follow_status_name = follow_status_name(d.follow_status);
    d.platform_type_name = platform_type_name(&d.platform_type);
    d.create_time = format_ms(Some(d.created));
    d.follow_time = format_ms(d.followed);
    d
}

/// Declares a product (main account of a certified company). Code 200 is the success the page shows.
#[utoipa::path(post, path = "/ptd-industry/order/saveProductDeclareOrder", tag = "declare", request_body = DeclareForm, responses((status = 200, description = "the declaration id", body = i64)))]
async fn save(State(state): State<AppState>, caller: CurrentUser, Valid(f): Valid<DeclareForm>) -> ApiResult<i64, OrdersError> {
    let company = caller.require_certified_company(&state, CertifiedFor::Declaring).await?;
    caller.require_main_account()?;
    if platform_type_name(&f.platform_type).is_none() {
        return Err(KernelError::Validation("请选择所属平台类型".into()).into());
    }
    let (product_json, object_json) = snapshot(&state, &f).await?;
    let company_name = services::identity::find_company(&state.db, company).await?.map(|c| c.company_name).unwrap_or_default();
    let id = state.next_id();
    let new = repo::NewDeclaration {
        id,
        company_id: company,
        user_id: caller.user_id,
        company_name: &company_name,
        product_json: product_json.as_deref(),
        object_json: object_json.as_deref(),
        now: now_ms(),
    };
    let title = format!("产品申报：{}（{}）", f.product_name, company_name);
    let todo = NewTodo::for_operators(kinds::DECLARATION_REVIEW, id, &title, "/operation/declarations", caller.user_id, Some(company));
    let mut tx = state.db.write.begin().await?;
    repo::insert(&mut tx, &new, &f).await?;
    todos::open_with(&mut tx, state.next_id(), &todo, new.now).await?;
    tx.commit().await?;
    ok(id)
}

/// The product and version declared, as they are now; a version no longer
/// offered (isShow false) is refused as already applied.
async fn snapshot(state: &AppState, f: &DeclareForm) -> Result<(Option<String>, Option<String>)> {
    let (Some(product_id), Some(version_id)) = (f.product_id, f.application_version_id) else {
        return Ok((None, None));
    };
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let offer = catalogue.offer(&state.db, product_id, version_id).await?.ok_or(OrdersError::ProductUnknown)?;
    if !offer.version_shown {
        return Err(OrdersError::VersionNotOffered);
    }
    let product = json!({"id": offer.product_id, "name": offer.product_name, "slogan": offer.product_slogan, "icon": offer.product_icon,
        "categoryName": offer.category_name});
    let object = json!({"applicationId": offer.domain_id, "applicationName": offer.domain_name, "versionId": offer.version_id,
        "versionName": offer.version_name, "functions": offer.functions});
    Ok((Some(product.to_string()), Some(object.to_string())))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DeclarationFilters {
    /// EnumFollowProgress value.
    follow_status: Option<i64>,
}

/// The company's declarations, newest first.
#[utoipa::path(get, path = "/ptd-industry/productDeclare/page", tag = "declare", operation_id = "declare_page", params(PageQuery, DeclarationFilters), responses((status = 200, description = "page of declarations", body = Page<Declaration>)))]
async fn page(State(state): State<AppState>, caller: CurrentUser, Paged(page, q): Paged<DeclarationFilters>) -> ApiResult<Page<Declaration>, OrdersError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let (rows, total) =
        repo::page(&state.db, Some(company), q.follow_status, &page).await?;
    ok(Page { rows: rows.into_iter().map(shown).collect(), total })
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

/// One of the company's declarations (operators may read any).
#[utoipa::path(get, path = "/ptd-industry/productDeclare/getById", tag = "declare", operation_id = "declare_by_id", params(IdQuery), responses((status = 200, description = "the declaration", body = Declaration)))]
async fn by_id(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> ApiResult<Declaration, OrdersError> {
    let scope = if caller.has_role(services::identity::Role::Operator) { None } else { Some(caller.company_id.ok_or(KernelError::NoCompany)?) };
    let row = repo::find(&state.db, q.id, scope).await?.ok_or(KernelError::NotFound)?;
    ok(shown(row))
}

/// Every company's declarations (operators).
#[utoipa::path(get, path = "/ptd-industry/manage/productDeclare/page", tag = "declare", operation_id = "declare_manage_page", params(PageQuery, DeclarationFilters), responses((status = 200, description = "page of declarations", body = Page<Declaration>)))]
async fn manage_page(State(state): State<AppState>, _operator: Operator, Paged(page, q): Paged<DeclarationFilters>) -> ApiResult<Page<Declaration>, OrdersError> {
    let (rows, total) = repo::page(&state.db, None, q.follow_status, &page).await?;
    ok(Page { rows: rows.into_iter().map(shown).collect(), total })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FollowForm {
    id: i64,
    /// EnumFollowProgress value: 0 待跟进, 1 跟进中, 2 已完成, 3 已关闭.
    follow_status: i64,
    /// What was agreed with the company or why it was closed (at most 200 characters); replaces the last note.
    follow_note: Option<String>,
}
kernel::form_rules!(FollowForm, "declaration-follow.json");

/// Moves a declaration's follow status (operators).
#[utoipa::path(put, path = "/ptd-industry/manage/productDeclare/followStatus", tag = "declare", request_body = FollowForm, responses((status = 200, description = "修改成功", body = String)))]
async fn follow(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Valid(f): Valid<FollowForm>) -> ApiResult<&'static str, OrdersError> {
    if !(0..=3).contains(&f.follow_status) {
        return Err(OrdersError::UnknownFollowStatus);
    }
    // Followed up (or closed) is no longer waiting for the operators.
    let now = now_ms();
    let mut tx = state.db.write.begin().await?;
    let note = f.follow_note.as_deref().filter(|n| !n.is_empty());
    repo::set_follow_status(&mut tx, f.id, f.follow_status, note, now).await?;
    if f.follow_status != 0 {
        todos::close_with(&mut tx, kinds::DECLARATION_REVIEW, f.id, now).await?;
    }
    let detail = format!("跟进状态 {}：{}", f.follow_status, note.unwrap_or_default());
    kernel::audit::operator_did(&mut tx, kernel::audit::kind::DECLARATION, op.user_id, &origin, &format!("declaration:{}", f.id), &detail).await?;
    tx.commit().await?;
    ok("修改成功")
}

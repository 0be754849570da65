//! Receiving addresses of the caller's company (type 3, platform industry):
//! members read them, the main account writes them.

use crate::error::CompanyError;
use axum::extract::State;
use kernel::auth::{CurrentUser, MainAccount};
use kernel::extract::Query;
use kernel::http::{Page, PageQuery};
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(page))
        .routes(routes!(get_my))
        .routes(routes!(by_id))
        .routes(routes!(add))
        .routes(routes!(update))
        .routes(routes!(delete))
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Address {
    id: i64,
    link_name: String,
    mobile: Option<String>,
    detail_address: String,
    #[sqlx(rename = "type")]
    #[serde(rename = "type")]
    kind: i64,
    platform_name: String,
    #[sqlx(skip)]
    create_time: Option<String>,
    #[serde(skip)]
    #[sqlx(rename = "create_time")]
    created: i64,
}

const COLUMNS: &str = "id, link_name, mobile, detail_address, type, platform_name, create_time";

fn shown(mut a: Address) -> Address {
    a.create_time = format_ms(Some(a.created));
    a
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct PageParams {
    page_num: Option<i64>,
    page_size: Option<i64>,
    platform_name: Option<String>,
}

/// The company's addresses, 10 a page by default, newest first.
#[utoipa::path(get, path = "/ptd-component/endpoint/global/address/queryPageList", tag = "address", params(PageParams),
    responses((status = 200, description = "page of addresses", body = Page<Address>)))]
async fn page(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<PageParams>) -> ApiResult<Page<Address>, CompanyError> {
    let company = caller.company()?;
    let platform = q.platform_name.unwrap_or_else(|| "industry".into());
    let p = PageQuery { page_num: q.page_num, page_size: q.page_size };
    let (total,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM delivery_addresses WHERE company_id = $1 AND platform_name = $2")
        .bind(company)
        .bind(&platform)
        .fetch_one(&state.db.pool)
        .await?;
    let rows: Vec<Address> = sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM delivery_addresses WHERE company_id = $1 AND platform_name = $2 ORDER BY id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(company)
    .bind(&platform)
    .bind(p.limit())
    .bind(p.offset())
    .fetch_all(&state.db.pool)
    .await?;
    ok(Page { rows: rows.into_iter().map(shown).collect(), total })
}

/// All of the company's addresses (for pickers).
#[utoipa::path(get, path = "/ptd-industry/deliveryAddress/getMy", tag = "address",
    responses((status = 200, description = "addresses", body = [Address])))]
async fn get_my(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<Address>, CompanyError> {
    let rows: Vec<Address> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM delivery_addresses WHERE company_id = $1 ORDER BY id DESC LIMIT 200"))
        .bind(caller.company()?)
        .fetch_all(&state.db.pool)
        .await?;
    ok(rows.into_iter().map(shown).collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

/// One of the company's addresses.
#[utoipa::path(get, path = "/ptd-component/endpoint/global/address/queryById", tag = "address", params(IdQuery),
    responses((status = 200, description = "address", body = Address)))]
async fn by_id(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> ApiResult<Address, CompanyError> {
    let row: Option<Address> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM delivery_addresses WHERE id = $1 AND company_id = $2"))
        .bind(q.id)
        .bind(caller.company()?)
        .fetch_optional(&state.db.pool)
        .await?;
    ok(shown(row.ok_or(KernelError::NotFound)?))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddressForm {
    id: Option<i64>,
    link_name: String,
    mobile: String,
    detail_address: String,
    platform_name: Option<String>,
}
kernel::form_rules!(AddressForm, "address.json");

/// Adds an address (main account).
#[utoipa::path(post, path = "/ptd-component/endpoint/global/address/add", tag = "address", request_body = AddressForm,
    responses((status = 200, description = "the new id", body = i64)))]
async fn add(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<AddressForm>) -> ApiResult<i64, CompanyError> {
    let company = caller.require_main_account()?;
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM delivery_addresses WHERE company_id = $1").bind(company).fetch_one(&state.db.pool).await?;
    if count >= 200 {
        return Err(KernelError::Validation("收货地址最多200个".into()).into());
    }
    let (id, now) = (state.next_id(), now_ms());
    sqlx::query(
        "INSERT INTO delivery_addresses (id, company_id, link_name, mobile, detail_address, type, platform_name, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, 3, $6, $7, $7)",
    )
    .bind(id)
    .bind(company)
    .bind(&form.link_name)
    .bind(&form.mobile)
    .bind(&form.detail_address)
    .bind(form.platform_name.as_deref().unwrap_or("industry"))
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    ok(id)
}

/// Edits an address of the company (main account).
#[utoipa::path(put, path = "/ptd-component/endpoint/global/address/update", tag = "address", request_body = AddressForm,
    responses((status = 200, description = "修改成功")))]
async fn update(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<AddressForm>) -> ApiResult<&'static str, CompanyError> {
    let id = form.id.ok_or_else(|| KernelError::Validation("请选择收货地址".into()))?;
    kernel::db::touched(sqlx::query("UPDATE delivery_addresses SET link_name = $1, mobile = $2, detail_address = $3, update_time = $4 WHERE id = $5 AND company_id = $6")
        .bind(&form.link_name)
        .bind(&form.mobile)
        .bind(&form.detail_address)
        .bind(now_ms())
        .bind(id)
        .bind(caller.require_main_account()?)
        .execute(&state.db.pool)
        .await?)?;
    ok("修改成功")
}

/// Deletes an address of the company (main account); the client confirms first.
#[utoipa::path(delete, path = "/ptd-component/endpoint/global/address/deleteById", tag = "address", params(IdQuery),
    responses((status = 200, description = "删除成功")))]
async fn delete(State(state): State<AppState>, MainAccount(caller): MainAccount, Query(q): Query<IdQuery>) -> ApiResult<&'static str, CompanyError> {
    kernel::db::touched(sqlx::query("DELETE FROM delivery_addresses WHERE id = $1 AND company_id = $2")
        .bind(q.id)
        .bind(caller.require_main_account()?)
        .execute(&state.db.pool)
        .await?)?;
    ok("删除成功")
}

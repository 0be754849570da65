//! Receiving addresses of the caller's company (type 3, platform industry):
//! members read them, the main account writes them.

use crate::error::CertificationError;
use axum::extract::State;
use kernel::auth::{CurrentUser, MainAccount};
use kernel::extract::{Paged, Query};
use kernel::http::{Page, PageQuery};
use kernel::time::format_ms;
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

/// Every address is this platform's (spec: type fixed 3, platformName industry).
const PLATFORM: &str = "industry";

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

fn shown(mut a: Address) -> Address {
    a.create_time = format_ms(Some(a.created));
    a
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AddressFilters {
    platform_name: Option<String>,
}

/// The company's addresses, 10 a page by default, newest first.
#[utoipa::path(get, path = "/ptd-component/endpoint/global/address/queryPageList", tag = "address", params(PageQuery, AddressFilters), responses((status = 200, description = "page of addresses", body = Page<Address>)))]
async fn page(State(state): State<AppState>, caller: CurrentUser, Paged(page, q): Paged<AddressFilters>) -> ApiResult<Page<Address>, CertificationError> {
    let company = caller.company()?;
    let platform = q.platform_name.unwrap_or_else(|| PLATFORM.into());
    let (rows, total) = repo::page(&state.db, company, &platform, &page).await?;
    ok(Page { rows: rows.into_iter().map(shown).collect(), total })
}

/// All of the company's addresses (for pickers).
#[utoipa::path(get, path = "/ptd-industry/deliveryAddress/getMy", tag = "address", operation_id = "address_get_my", responses((status = 200, description = "addresses", body = [Address])))]
async fn get_my(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<Address>, CertificationError> {
    let rows = repo::all(&state.db, caller.company()?).await?;
    ok(rows.into_iter().map(shown).collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

/// One of the company's addresses.
#[utoipa::path(get, path = "/ptd-component/endpoint/global/address/queryById", tag = "address", operation_id = "address_by_id", params(IdQuery), responses((status = 200, description = "address", body = Address)))]
async fn by_id(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> ApiResult<Address, CertificationError> {
    let row = repo::ROWS.find(&state.db, q.id, caller.company()?).await?;
    ok(shown(row.ok_or(KernelError::NotFound)?))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddressForm {
    id: Option<i64>,
    link_name: String,
    mobile: String,
    detail_address: String,
    /// Accepted for the spec's clients and not stored: always `industry`.
    #[allow(dead_code)]
    platform_name: Option<String>,
}
kernel::form_rules!(AddressForm, "address.json");

/// Adds an address (main account).
#[utoipa::path(post, path = "/ptd-component/endpoint/global/address/add", tag = "address", operation_id = "address_add", request_body = AddressForm, responses((status = 200, description = "the new id", body = i64)))]
async fn add(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<AddressForm>) -> ApiResult<i64, CertificationError> {
    let company = caller.require_main_account()?;
    if repo::ROWS.count(&state.db, company).await? >= 200 {
        return Err(KernelError::Validation("收货地址最多200个".into()).into());
    }
    let id = state.next_id();
    let new = repo::NewAddress {
        link_name: &form.link_name,
        mobile: &form.mobile,
        detail_address: &form.detail_address,
        // The spec fixes it: whatever a client sends, the address belongs to this platform's list.
        platform_name: PLATFORM,
    };
    repo::insert(&state.db, id, company, &new).await?;
    ok(id)
}

/// Edits an address of the company (main account).
#[utoipa::path(put, path = "/ptd-component/endpoint/global/address/update", tag = "address", operation_id = "address_update", request_body = AddressForm, responses((status = 200, description = "修改成功", body = String)))]
async fn update(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<AddressForm>) -> ApiResult<&'static str, CertificationError> {
    let id = form.id.ok_or_else(|| KernelError::Validation("请选择收货地址".into()))?;
    let company = caller.require_main_account()?;
    repo::update(&state.db, id, company, &form.link_name, &form.mobile, &form.detail_address).await?;
    ok("修改成功")
}

/// Deletes an address of the company (main account); the client confirms first.
#[utoipa::path(delete, path = "/ptd-component/endpoint/global/address/deleteById", tag = "address", params(IdQuery), responses((status = 200, description = "删除成功", body = String)))]
async fn delete(State(state): State<AppState>, MainAccount(caller): MainAccount, Query(q): Query<IdQuery>) -> ApiResult<&'static str, CertificationError> {
    repo::ROWS.delete(&state.db, q.id, caller.require_main_account()?).await?;
    ok("删除成功")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn refusal(f: serde_json::Value) -> Option<String> {
        <AddressForm as kernel::validate::Form>::rules().check(&f).err().map(|e| kernel::error::ApiError::message(&e))
    }

    #[test]
    fn a_receiving_address_needs_a_name_a_mainland_mobile_and_the_address() {
        assert_eq!(refusal(json!({"linkName": "李娜", "mobile": "13800000001", "detailAddress": "福州市鼓楼区软件大道89号"})), None);
        assert_eq!(refusal(json!({"linkName": "李娜", "mobile": "0591-83000000", "detailAddress": "x"})).as_deref(), Some("请输入正确的手机号"));
        assert_eq!(refusal(json!({"linkName": "李".repeat(11), "mobile": "13800000001", "detailAddress": "x"})).as_deref(), Some("收货人不能超过10个字"));
        assert_eq!(refusal(json!({"linkName": "李娜", "mobile": "13800000001", "detailAddress": "址".repeat(201)})).as_deref(), Some("收货地址不能超过200个字"));
        assert_eq!(refusal(json!({"linkName": "李娜", "mobile": "13800000001"})).as_deref(), Some("请输入收货地址"));
    }
}

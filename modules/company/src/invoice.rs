//! Invoice headers of the caller's company: members read them, the main
//! account adds, edits, enables or disables, and removes them.

use crate::error::CompanyError;
use axum::extract::{Path, State};
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
        .routes(routes!(list))
        .routes(routes!(get_my))
        .routes(routes!(by_id))
        .routes(routes!(add, edit))
        .routes(routes!(change_status))
        .routes(routes!(remove))
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceHeader {
    id: i64,
    company_id: i64,
    /// The invoice title.
    company_name: String,
    tax_id_number: String,
    company_address: Option<String>,
    mobile: Option<String>,
    bank_name: Option<String>,
    bank_account: String,
    status: i64,
    #[sqlx(skip)]
    create_time: Option<String>,
    #[serde(skip)]
    #[sqlx(rename = "create_time")]
    created: i64,
}

const COLUMNS: &str = "id, company_id, company_name, tax_id_number, company_address, mobile, bank_name, bank_account, status, create_time";

fn shown(mut h: InvoiceHeader) -> InvoiceHeader {
    h.create_time = format_ms(Some(h.created));
    h
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct PageParams {
    page_num: Option<i64>,
    page_size: Option<i64>,
}

/// The company's invoice headers, 10 a page.
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/list", tag = "invoice", params(PageParams),
    responses((status = 200, description = "page of headers", body = Page<InvoiceHeader>)))]
async fn list(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<PageParams>) -> ApiResult<Page<InvoiceHeader>, CompanyError> {
    let company = caller.company()?;
    let p = PageQuery { page_num: q.page_num, page_size: q.page_size };
    let (total,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM invoice_headers WHERE company_id = $1").bind(company).fetch_one(&state.db.pool).await?;
    let rows: Vec<InvoiceHeader> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM invoice_headers WHERE company_id = $1 ORDER BY id DESC LIMIT $2 OFFSET $3"))
            .bind(company)
            .bind(p.limit())
            .bind(p.offset())
            .fetch_all(&state.db.pool)
            .await?;
    ok(Page { rows: rows.into_iter().map(shown).collect(), total })
}

/// The company's headers in use (for choosing one on an invoice).
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/getMy", tag = "invoice",
    responses((status = 200, description = "headers in use", body = [InvoiceHeader])))]
async fn get_my(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<InvoiceHeader>, CompanyError> {
    let rows: Vec<InvoiceHeader> =
        sqlx::query_as(&format!("SELECT {COLUMNS} FROM invoice_headers WHERE company_id = $1 AND status = 1 ORDER BY id DESC LIMIT 200"))
            .bind(caller.company()?)
            .fetch_all(&state.db.pool)
            .await?;
    ok(rows.into_iter().map(shown).collect())
}

/// One header of the company.
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/{id}", tag = "invoice",
    params(("id" = i64, Path, description = "header id")), responses((status = 200, description = "header", body = InvoiceHeader)))]
async fn by_id(State(state): State<AppState>, caller: CurrentUser, Path(id): Path<i64>) -> ApiResult<InvoiceHeader, CompanyError> {
    let row: Option<InvoiceHeader> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM invoice_headers WHERE id = $1 AND company_id = $2"))
        .bind(id)
        .bind(caller.company()?)
        .fetch_optional(&state.db.pool)
        .await?;
    ok(shown(row.ok_or(KernelError::NotFound)?))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceForm {
    id: Option<i64>,
    company_name: String,
    tax_id_number: String,
    company_address: Option<String>,
    mobile: Option<String>,
    bank_name: Option<String>,
    bank_account: String,
}
kernel::form_rules!(InvoiceForm, "invoice-header.json");

/// Adds a header (main account).
#[utoipa::path(post, path = "/ptd-component/global/resource/invoiceHeader", tag = "invoice", request_body = InvoiceForm,
    responses((status = 200, description = "the new id", body = i64)))]
async fn add(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<InvoiceForm>) -> ApiResult<i64, CompanyError> {
    let company = caller.require_main_account()?;
    let (count,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM invoice_headers WHERE company_id = $1").bind(company).fetch_one(&state.db.pool).await?;
    if count >= 200 {
        return Err(KernelError::Validation("发票抬头最多200个".into()).into());
    }
    let (id, now) = (state.next_id(), now_ms());
    sqlx::query(
        "INSERT INTO invoice_headers (id, company_id, company_name, tax_id_number, company_address, mobile, bank_name, bank_account,
            status, create_time, update_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9, $9)",
    )
    .bind(id)
    .bind(company)
    .bind(&form.company_name)
    .bind(&form.tax_id_number)
    .bind(&form.company_address)
    .bind(&form.mobile)
    .bind(&form.bank_name)
    .bind(&form.bank_account)
    .bind(now)
    .execute(&state.db.pool)
    .await?;
    ok(id)
}

/// Edits a header of the company (main account).
#[utoipa::path(put, path = "/ptd-component/global/resource/invoiceHeader", tag = "invoice", request_body = InvoiceForm,
    responses((status = 200, description = "编辑成功")))]
async fn edit(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<InvoiceForm>) -> ApiResult<&'static str, CompanyError> {
    let id = form.id.ok_or_else(|| KernelError::Validation("请选择发票抬头".into()))?;
    kernel::db::touched(sqlx::query(
        "UPDATE invoice_headers SET company_name = $1, tax_id_number = $2, company_address = $3, mobile = $4, bank_name = $5,
            bank_account = $6, update_time = $7 WHERE id = $8 AND company_id = $9",
    )
    .bind(&form.company_name)
    .bind(&form.tax_id_number)
    .bind(&form.company_address)
    .bind(&form.mobile)
    .bind(&form.bank_name)
    .bind(&form.bank_account)
    .bind(now_ms())
    .bind(id)
    .bind(caller.require_main_account()?)
    .execute(&state.db.pool)
    .await?)?;
    ok("编辑成功")
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct StatusQuery {
    id: i64,
    status: i64,
}

/// Enables (1) or disables (0) a header (main account).
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/changeStatus", tag = "invoice", params(StatusQuery),
    responses((status = 200, description = "修改成功")))]
async fn change_status(State(state): State<AppState>, MainAccount(caller): MainAccount, Query(q): Query<StatusQuery>) -> ApiResult<&'static str, CompanyError> {
    if !matches!(q.status, 0 | 1) {
        return Err(KernelError::Validation("状态只能是启用或停用".into()).into());
    }
    kernel::db::touched(sqlx::query("UPDATE invoice_headers SET status = $1, update_time = $2 WHERE id = $3 AND company_id = $4")
        .bind(q.status)
        .bind(now_ms())
        .bind(q.id)
        .bind(caller.require_main_account()?)
        .execute(&state.db.pool)
        .await?)?;
    ok("修改成功")
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

/// Removes a header (main account); the client asks 确定要删除么? first.
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/remove", tag = "invoice", params(IdQuery),
    responses((status = 200, description = "删除成功")))]
async fn remove(State(state): State<AppState>, MainAccount(caller): MainAccount, Query(q): Query<IdQuery>) -> ApiResult<&'static str, CompanyError> {
    kernel::db::touched(sqlx::query("DELETE FROM invoice_headers WHERE id = $1 AND company_id = $2")
        .bind(q.id)
        .bind(caller.require_main_account()?)
        .execute(&state.db.pool)
        .await?)?;
    ok("删除成功")
}

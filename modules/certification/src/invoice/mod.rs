//! Invoice headers of the caller's company: members read them, the main
//! account adds, edits, enables or disables, and removes them.

use crate::error::CertificationError;
use axum::extract::{Path, State};
use kernel::auth::{CurrentUser, HeaderToken, MainAccount};
use kernel::db::Save;
use kernel::extract::Query;
use kernel::http::{Page, PageQuery};
use kernel::time::format_ms;
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

/// The certification module's side of the kernel's `InvoiceHeaders`.
pub struct CompanyInvoiceHeaders;

impl kernel::contracts::InvoiceHeaders for CompanyInvoiceHeaders {
    fn in_use<'a>(&'a self, db: &'a kernel::db::Db, id: i64, company_id: i64) -> kernel::BoxFuture<'a, Result<Option<kernel::contracts::InvoiceTitle>, KernelError>> {
        Box::pin(repo::in_use_one(db, id, company_id))
    }
}

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

/// A header as its company reads it: the bank account, sealed at rest, opened.
fn shown(vault: &kernel::privacy::Vault, mut h: InvoiceHeader) -> Result<InvoiceHeader, KernelError> {
    h.create_time = format_ms(Some(h.created));
    h.bank_account = vault.open(kernel::privacy::kind::BANK_ACCOUNT, &h.bank_account)?;
    Ok(h)
}

/// The company's invoice headers, 10 a page.
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/list", tag = "invoice", params(PageQuery), responses((status = 200, description = "page of headers", body = Page<InvoiceHeader>)))]
async fn list(State(state): State<AppState>, caller: CurrentUser, Query(page): Query<PageQuery>) -> ApiResult<Page<InvoiceHeader>, CertificationError> {
    let company = caller.company()?;
    let (rows, total) = repo::ROWS.page(&state.db, company, None, &page).await?;
    ok(Page { rows: rows.into_iter().map(|h| shown(&state.privacy, h)).collect::<Result<_, _>>()?, total })
}

/// The company's headers in use (for choosing one on an invoice).
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/getMy", tag = "invoice", operation_id = "invoice_header_get_my", responses((status = 200, description = "headers in use", body = [InvoiceHeader])))]
async fn get_my(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<InvoiceHeader>, CertificationError> {
    let rows = repo::in_use(&state.db, caller.company()?).await?;
    ok(rows.into_iter().map(|h| shown(&state.privacy, h)).collect::<Result<_, _>>()?)
}

/// One header of the company.
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/{id}", tag = "invoice", operation_id = "invoice_header_by_id", params(("id" = i64, Path, description = "header id")), responses((status = 200, description = "header", body = InvoiceHeader)))]
async fn by_id(State(state): State<AppState>, caller: CurrentUser, Path(id): Path<i64>) -> ApiResult<InvoiceHeader, CertificationError> {
    let row = repo::ROWS.find(&state.db, id, caller.company()?).await?;
    ok(shown(&state.privacy, row.ok_or(KernelError::NotFound)?)?)
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
#[utoipa::path(post, path = "/ptd-component/global/resource/invoiceHeader", tag = "invoice", operation_id = "invoice_header_add", request_body = InvoiceForm, responses((status = 200, description = "the new id", body = i64)))]
async fn add(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<InvoiceForm>) -> ApiResult<i64, CertificationError> {
    let company = caller.require_main_account()?;
    if repo::ROWS.count(&state.db, company).await? >= 200 {
        return Err(KernelError::Validation("发票抬头最多200个".into()).into());
    }
    let id = state.next_id();
    repo::save(&state.db, &state.privacy, Save::Insert(id), company, &form).await?;
    ok(id)
}

/// Edits a header of the company (main account).
#[utoipa::path(put, path = "/ptd-component/global/resource/invoiceHeader", tag = "invoice", request_body = InvoiceForm, responses((status = 200, description = "编辑成功", body = String)))]
async fn edit(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(form): Valid<InvoiceForm>) -> ApiResult<&'static str, CertificationError> {
    let id = form.id.ok_or_else(|| KernelError::Validation("请选择发票抬头".into()))?;
    repo::save(&state.db, &state.privacy, Save::Update(id), caller.require_main_account()?, &form).await?;
    ok("编辑成功")
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct StatusQuery {
    id: i64,
    status: i64,
}

/// Enables (1) or disables (0) a header (main account).
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/changeStatus", tag = "invoice", operation_id = "invoice_header_change_status", params(StatusQuery), responses((status = 200, description = "修改成功", body = String)))]
async fn change_status(State(state): State<AppState>, _changes: HeaderToken, MainAccount(caller): MainAccount, Query(q): Query<StatusQuery>) -> ApiResult<&'static str, CertificationError> {
    if !matches!(q.status, 0 | 1) {
        return Err(KernelError::Validation("状态只能是启用或停用".into()).into());
    }
    repo::set_status(&state.db, q.id, caller.require_main_account()?, q.status).await?;
    ok("修改成功")
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

/// Removes a header (main account); the client asks 确定要删除么? first.
#[utoipa::path(get, path = "/ptd-component/global/resource/invoiceHeader/remove", tag = "invoice", params(IdQuery), responses((status = 200, description = "删除成功", body = String)))]
async fn remove(State(state): State<AppState>, _changes: HeaderToken, MainAccount(caller): MainAccount, Query(q): Query<IdQuery>) -> ApiResult<&'static str, CertificationError> {
    repo::ROWS.delete(&state.db, q.id, caller.require_main_account()?).await?;
    ok("删除成功")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn refusal(f: serde_json::Value) -> Option<String> {
        <InvoiceForm as kernel::validate::Form>::rules().check(&f).err().map(|e| kernel::error::ApiError::message(&e))
    }

    fn header(tax_id: &str, mobile: &str, account: &str) -> serde_json::Value {
        json!({"companyName": "演示科技有限公司", "taxIdNumber": tax_id, "mobile": mobile, "bankAccount": account})
    }

    #[test]
    fn a_tax_id_has_fifteen_eighteen_or_twenty_upper_case_characters() {
        for good in ["A".repeat(15), "91350100M000100Y43".into(), "1".repeat(20)] {
            assert_eq!(refusal(header(&good, "13800000001", "6222020200112233")), None, "{good}");
        }
        for bad in ["1".repeat(16), "1".repeat(19), "91350100m000100y43".into(), "1".repeat(21)] {
            assert_eq!(refusal(header(&bad, "13800000001", "6222020200112233")).as_deref(), Some("税号格式错误"), "{bad}");
        }
    }

    #[test]
    fn an_invoice_phone_may_be_a_mobile_or_a_landline() {
        for good in ["13800000001", "0591-83000000", "01012345678", ""] {
            assert_eq!(refusal(header("91350100M000100Y43", good, "6222020200112233")), None, "{good}");
        }
        assert_eq!(refusal(header("91350100M000100Y43", "83000000", "6222020200112233")).as_deref(), Some("手机号格式错误"));
    }

    #[test]
    fn a_bank_account_has_ten_to_forty_characters() {
        assert_eq!(refusal(header("91350100M000100Y43", "", &"6".repeat(10))), None);
        assert_eq!(refusal(header("91350100M000100Y43", "", &"6".repeat(40))), None);
        assert_eq!(refusal(header("91350100M000100Y43", "", &"6".repeat(9))).as_deref(), Some("长度在 10 到 40 个字符"));
        assert_eq!(refusal(header("91350100M000100Y43", "", &"6".repeat(41))).as_deref(), Some("长度在 10 到 40 个字符"));
    }
}

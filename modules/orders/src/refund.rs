//! Operators and orders' money going back: every company's orders for the
//! operators' order page, a refund of a paid order in whole or in part with a
//! reason (the kernel's payment service reserves, sends and finishes it), the
//! refunds list, and a failed refund sent again.

use crate::error::OrdersError;
use services::SharedServices;
use crate::order::{self, repo, PURPOSE};
use axum::extract::State;
use kernel::auth::{HeaderToken, Operator};
use kernel::extract::{Json, Paged, Query};
use kernel::validate::Valid;
use kernel::http::{Page, PageQuery};
use services::payments::{refunds, PaymentError, RefundAsk, RefundRecord};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(manage_page))
        .routes(routes!(manage_export))
        .routes(routes!(payment_export))
        .routes(routes!(refund))
        .routes(routes!(refund_list))
        .routes(routes!(refund_export))
        .routes(routes!(refund_retry))
}

/// Rows an export reads at a time.
const CHUNK: i64 = 2_000;

/// The orders the operators' list shows with its filters, as an Excel file (written in constant memory).
#[utoipa::path(get, path = "/ptd-industry/manage/order/export", tag = "order", params(ManageQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))]
async fn manage_export(State(state): State<AppState>, _op: Operator, Query(q): Query<ManageQuery>) -> Result<axum::response::Response, OrdersError> {
    let (pay_status, order_no) = (q.pay_status.unwrap_or_default(), q.order_no.unwrap_or_default());
    let export = kernel::export::xlsx("平台订单", &order::EXPORT_HEADS, kernel::export::MAX_ROWS, i64::MAX, |before| {
        let (state, pay_status, order_no) = (state.clone(), pay_status.clone(), order_no.clone());
        async move {
            let filter = repo::Filter { pay_status: &pay_status, order_no: &order_no };
            let rows = repo::chunk(&state.db, &filter, before, CHUNK).await?;
            let shown = order::shown(&state, rows, false).await.map_err(|e| match e {
                OrdersError::Kernel(k) => k,
                other => KernelError::Internal(anyhow::anyhow!("{other}")),
            })?;
            Ok(shown.into_iter().map(order::Order::export_row).collect())
        }
    })
    .await?;
    Ok(export.response("orders.xlsx"))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MoneyExportQuery {
    /// A payment's (hold, success, cancel, failed, unapplied) or a refund's (pending, processing, success, closed, abnormal, failed) status.
    status: Option<String>,
    /// From this moment (YYYY-MM-DD HH:mm:ss, Beijing), on the row's create time.
    begin_time: Option<String>,
    /// Until this moment, excluded.
    end_time: Option<String>,
}

/// Payments of orders, newest first, as an Excel file (operators).
#[utoipa::path(get, path = "/ptd-industry/manage/payment/export", tag = "order", params(MoneyExportQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))]
async fn payment_export(State(state): State<AppState>, _op: Operator, Query(q): Query<MoneyExportQuery>) -> Result<axum::response::Response, OrdersError> {
    use kernel::export::Cell;
    use services::payments::{method, status};
    let (from, until) = (kernel::time::parse_optional(q.begin_time.as_deref())?, kernel::time::parse_optional(q.end_time.as_deref())?);
    let heads = ["支付单号", "订单ID", "企业ID", "商品", "金额(元)", "已退款(元)", "支付方式", "状态", "微信交易号", "创建时间", "支付时间"];
    let export = kernel::export::xlsx("支付记录", &heads, kernel::export::MAX_ROWS, i64::MAX, |before| {
        let (db, wanted) = (state.db.clone(), q.status.clone());
        async move {
            let rows = services::payments::chunk(&db, PURPOSE, wanted.as_deref(), from, until, before, CHUNK).await?;
            Ok(rows
                .into_iter()
                .map(|p| {
                    let cells = vec![
                        Cell::from(p.pay_transaction_no),
                        Cell::from(p.reference_id.to_string()),
                        Cell::from(p.company_id.to_string()),
                        Cell::from(p.goods_name),
                        Cell::from(kernel::money::yuan(p.amount)),
                        Cell::from(kernel::money::yuan(p.refunded_amount)),
                        Cell::from(method::label(&p.pay_method)),
                        Cell::from(status::label_with_refunds(&p.status, p.amount, p.refunded_amount)),
                        Cell::from(p.gateway_transaction_id.unwrap_or_default()),
                        Cell::from(kernel::time::format_ms(Some(p.create_time)).unwrap_or_default()),
                        Cell::from(kernel::time::format_ms(p.pay_time).unwrap_or_default()),
                    ];
                    (p.id, cells)
                })
                .collect())
        }
    })
    .await?;
    Ok(export.response("payments.xlsx"))
}

/// Refunds of orders, newest first, as an Excel file (operators).
#[utoipa::path(get, path = "/ptd-industry/order/refund/export", tag = "order", params(MoneyExportQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))]
async fn refund_export(State(state): State<AppState>, _op: Operator, Query(q): Query<MoneyExportQuery>) -> Result<axum::response::Response, OrdersError> {
    use kernel::export::Cell;
    let (from, until) = (kernel::time::parse_optional(q.begin_time.as_deref())?, kernel::time::parse_optional(q.end_time.as_deref())?);
    let heads = ["退款单号", "支付单号", "订单ID", "企业ID", "金额(元)", "原因", "类型", "状态", "操作人ID", "申请时间", "退款成功时间"];
    let export = kernel::export::xlsx("退款记录", &heads, kernel::export::MAX_ROWS, i64::MAX, |before| {
        let (db, wanted) = (state.db.clone(), q.status.clone());
        async move {
            let rows = refunds::chunk(&db, PURPOSE, wanted.as_deref(), from, until, before, CHUNK).await?;
            Ok(rows
                .into_iter()
                .map(|r| {
                    let cells = vec![
                        Cell::from(r.refund_no),
                        Cell::from(r.pay_transaction_no),
                        Cell::from(r.reference_id.to_string()),
                        Cell::from(r.company_id.to_string()),
                        Cell::from(kernel::money::yuan(r.amount)),
                        Cell::from(r.reason),
                        Cell::from(if r.kind == refunds::kind::AUTO { "自动退回" } else { "运营退款" }),
                        Cell::from(refunds::refund_status::label(&r.status)),
                        Cell::from(r.operator_id.map(|id| id.to_string()).unwrap_or_default()),
                        Cell::from(kernel::time::format_ms(Some(r.create_time)).unwrap_or_default()),
                        Cell::from(kernel::time::format_ms(r.success_time).unwrap_or_default()),
                    ];
                    (r.id, cells)
                })
                .collect())
        }
    })
    .await?;
    Ok(export.response("refunds.xlsx"))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ManageQuery {
    /// hold, success, cancel or refunded
    pay_status: Option<String>,
    order_no: Option<String>,
}

/// Every company's orders, newest first (operators).
#[utoipa::path(get, path = "/ptd-industry/manage/order/page", tag = "order", params(PageQuery, ManageQuery), responses((status = 200, description = "page of orders", body = Page<order::Order>)))]
async fn manage_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<ManageQuery>) -> ApiResult<Page<order::Order>, OrdersError> {
    let filter = repo::Filter { pay_status: q.pay_status.as_deref().unwrap_or_default(), order_no: q.order_no.as_deref().unwrap_or_default() };
    let (rows, total) = repo::page(&state.db, None, &filter, &page).await?;
    ok(Page { rows: order::shown(&state, rows, false).await?, total })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundForm {
    order_id: i64,
    /// Yuan, like `totalPrice` (up to two decimals); absent: all that is refundable.
    amount: Option<String>,
    /// 1 to 80 characters, shown to the buyer.
    reason: String,
}
kernel::form_rules!(RefundForm, "order-refund.json");

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundReply {
    refund_no: String,
    /// pending, processing, success, closed, abnormal or failed
    status: String,
}

/// Refunds a paid order in whole or in part (operators): points go back at
/// once, WeChat payments through the gateway; simultaneous asks make one refund.
#[utoipa::path(post, path = "/ptd-industry/order/refund", tag = "order", request_body = RefundForm, responses((status = 200, description = "the refund", body = RefundReply)))]
async fn refund(State(state): State<AppState>, _header: HeaderToken, Operator(op): Operator, origin: kernel::audit::Origin, Valid(f): Valid<RefundForm>) -> ApiResult<RefundReply, OrdersError> {
    // The shape is the form's rule (`forms/order-refund.json`, the modal's too); zero is no refund.
    let reason = f.reason.as_str();
    let amount = refund_amount(f.amount.as_deref())?;
    repo::find_any(&state.db, f.order_id).await?.ok_or(KernelError::NotFound)?;
    let ask = RefundAsk { purpose: PURPOSE, reference_id: f.order_id, amount, reason, operator_id: op.user_id, origin: Some(&origin) };
    let r = state.payments().refund(&ask).await?;
    ok(RefundReply { refund_no: r.refund_no, status: r.status })
}

/// The fen an operator asked to refund: none named (or empty) is all that is refundable; zero or malformed text is refused.
fn refund_amount(text: Option<&str>) -> Result<Option<i64>, KernelError> {
    match text.filter(|a| !a.is_empty()) {
        Some(text) => Ok(Some(kernel::money::parse_yuan(text).filter(|fen| *fen > 0).ok_or_else(|| KernelError::Validation("请输入正确的退款金额".into()))?)),
        None => Ok(None),
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct RefundListQuery {
    order_id: Option<i64>,
}

/// Refunds of orders, newest first; `orderId` narrows to one order (operators).
#[utoipa::path(get, path = "/ptd-industry/order/refund/list", tag = "order", params(PageQuery, RefundListQuery), responses((status = 200, description = "page of refunds", body = Page<RefundRecord>)))]
async fn refund_list(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<RefundListQuery>) -> ApiResult<Page<RefundRecord>, OrdersError> {
    let (rows, total) = refunds::page(&state.db, PURPOSE, q.order_id, &page).await?;
    ok(Page { rows: rows.into_iter().map(RefundRecord::from).collect(), total })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RetryForm {
    refund_no: String,
}

/// Sends a failed refund again under its own number (operators).
#[utoipa::path(post, path = "/ptd-industry/order/refund/retry", tag = "order", request_body = RetryForm, responses((status = 200, description = "the refund", body = RefundReply)))]
async fn refund_retry(State(state): State<AppState>, _header: HeaderToken, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<RetryForm>) -> ApiResult<RefundReply, OrdersError> {
    let found = refunds::find(&state.db, f.refund_no.trim()).await?.filter(|r| r.purpose == PURPOSE).ok_or(PaymentError::NotFound)?;
    let r = state.payments().retry_refund(&found.refund_no).await?;
    // The refund itself was audited when asked; sending it again is recorded right after.
    let target = format!("refund:{}", r.refund_no);
    let entry = kernel::audit::Entry { kind: kernel::audit::kind::REFUND, actor_id: Some(op.user_id), company_id: Some(found.company_id), origin: Some(&origin), target: Some(&target), detail: Some("重新发起退款"), ..Default::default() };
    kernel::audit::record(&state.db, &entry).await?;
    ok(RefundReply { refund_no: r.refund_no, status: r.status })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn refused(text: &str) -> bool {
        matches!(refund_amount(Some(text)), Err(KernelError::Validation(m)) if m == "请输入正确的退款金额")
    }

    #[test]
    fn no_amount_refunds_all_that_is_refundable() {
        assert_eq!(refund_amount(None).unwrap(), None);
        assert_eq!(refund_amount(Some("")).unwrap(), None);
    }

    #[test]
    fn refund_amounts_are_yuan_read_exactly_as_fen() {
        assert_eq!(refund_amount(Some("12.5")).unwrap(), Some(1_250));
        assert_eq!(refund_amount(Some("0.01")).unwrap(), Some(1));
        assert_eq!(refund_amount(Some("398")).unwrap(), Some(39_800));
        assert_eq!(refund_amount(Some("999999999.99")).unwrap(), Some(99_999_999_999));
    }

    #[test]
    fn a_zero_negative_or_malformed_refund_is_refused() {
        for text in ["0", "0.00", "-1", "1.234", "1e3", "abc", ".5", "1000000000"] {
            assert!(refused(text), "{text}");
        }
    }

    #[test]
    fn the_refund_form_needs_a_reason_of_at_most_eighty_characters() {
        let check = |body: serde_json::Value| <RefundForm as kernel::validate::Form>::rules().check(&body).err().map(|e| kernel::error::ApiError::message(&e));
        assert_eq!(check(json!({"orderId": 1, "reason": "重复购买"})), None);
        assert_eq!(check(json!({"orderId": 1, "reason": "因".repeat(80), "amount": "12.50"})), None);
        assert_eq!(check(json!({"orderId": 1, "reason": "因".repeat(81)})).as_deref(), Some("请填写退款原因（80字以内）"));
        assert_eq!(check(json!({"orderId": 1})).as_deref(), Some("请填写退款原因（80字以内）"));
        assert_eq!(check(json!({"orderId": 1, "reason": "x", "amount": "12.345"})).as_deref(), Some("请输入正确的退款金额"));
    }
}

//! Operators and orders' money going back: every company's orders for the
//! operators' order page, a refund of a paid order in whole or in part with a
//! reason (the kernel's payment service reserves, sends and finishes it), the
//! refunds list, and a failed refund sent again.

use crate::error::OrdersError;
use crate::order::{self, repo, PURPOSE};
use axum::extract::State;
use kernel::auth::{HeaderToken, Operator};
use kernel::extract::{Json, Paged};
use kernel::validate::Valid;
use kernel::http::{Page, PageQuery};
use kernel::payments::{refunds, PaymentError, RefundAsk, RefundRecord};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(manage_page)).routes(routes!(refund)).routes(routes!(refund_list)).routes(routes!(refund_retry))
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
    let r = state.payments.refund(&ask).await?;
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
async fn refund_retry(State(state): State<AppState>, _header: HeaderToken, _op: Operator, Json(f): Json<RetryForm>) -> ApiResult<RefundReply, OrdersError> {
    let found = refunds::find(&state.db, f.refund_no.trim()).await?.filter(|r| r.purpose == PURPOSE).ok_or(PaymentError::NotFound)?;
    let r = state.payments.retry_refund(&found.refund_no).await?;
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

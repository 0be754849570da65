//! Paying for an order (spec sections 4 and 7) through the kernel's payment
//! service: WeChat scan-to-pay (a QR of the payment's codeUrl), the status the
//! pay page polls, the user's "I have paid" check, and the company's
//! transaction records.

use crate::error::{OrdersError, Result};
use services::SharedServices;
use crate::order::{self, pay_status, PAY_WINDOW_MS, PURPOSE};
use axum::extract::{Path, State};
use kernel::auth::{CertifiedFor, Granted, HeaderToken};
use kernel::extract::{Json, Paged, Query};
use kernel::http::{Page, PageQuery};
use kernel::money::yuan;
use services::payments::{self, method, NewPayment, PayStatusQuery, PaymentError, PaymentRecord};
use kernel::time::now_ms;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(add_order_pay))
        .routes(routes!(query_order_payment_info))
        .routes(routes!(query_list))
        .routes(routes!(confirm_payment))
        .routes(routes!(confirm_payment_details))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayForm {
    order_id: i64,
    /// "wechat" or "account"
    pay_method: String,
    /// The points account's password, for "account".
    account_password: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PayReply {
    pay_transaction_no: String,
    /// What the QR encodes (WeChat's code_url); empty for an account payment.
    code_url: String,
    amount: String,
    pay_status: String,
    /// When the payment closes, epoch ms.
    expire_time: i64,
}

/// Pays an order: for "wechat" a scan-to-pay payment (the same one again while it is open).
#[utoipa::path(post, path = "/ptd-industry/order/payment/addOrderPayOrAccountPay", tag = "payment", request_body = PayForm, responses((status = 200, description = "the payment", body = PayReply)))]
async fn add_order_pay(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Json(f): Json<PayForm>) -> ApiResult<PayReply, OrdersError> {
    let company = caller.require_certified_company(&state, CertifiedFor::Buying).await?;
    let order = order::load(&state, f.order_id, company).await?;
    match order.pay_status.as_str() {
        pay_status::HOLD => {}
        pay_status::CANCEL => return Err(OrdersError::NotPayable),
        _ => return Err(OrdersError::AlreadyPaid),
    }
    let expire_time = order.create_time + PAY_WINDOW_MS;
    if expire_time <= now_ms() {
        return Err(OrdersError::NotPayable);
    }
    if f.pay_method != method::WECHAT && f.pay_method != method::ACCOUNT {
        return Err(OrdersError::PayMethodUnknown);
    }
    let goods = goods_name(&state, &order).await?;
    // What it costs and at which version come from the order row itself, under its lock.
    let new = NewPayment { purpose: PURPOSE, reference_id: order.id, company_id: company, user_id: caller.user_id, goods_name: &goods };
    let refused = |e: PaymentError| match e {
        PaymentError::AlreadyPaid => OrdersError::AlreadyPaid,
        PaymentError::Expired | PaymentError::NotPayable => OrdersError::NotPayable,
        e => e.into(),
    };
    if f.pay_method == method::ACCOUNT {
        let account = state.contract::<dyn kernel::contracts::PointsAccount>()?;
        // Spending points is spending the account: a sub-account needs its menu too.
        caller.require_menu(account.menu_key())?;
        let password = f.account_password.as_deref().filter(|p| !p.is_empty()).ok_or_else(|| KernelError::Validation("请输入账户密码".into()))?;
        let tries = state.config.limits.account_password_tries;
        let p = state.payments().pay_from_account(account.as_ref(), &state.tokens, &new, password, tries).await.map_err(refused)?;
        return ok(PayReply { code_url: String::new(), amount: yuan(p.amount), pay_status: p.status, expire_time, pay_transaction_no: p.pay_transaction_no });
    }
    let p = state.payments().start_wechat(&new).await.map_err(refused)?;
    ok(PayReply { code_url: p.code_url.clone().unwrap_or_default(), amount: yuan(p.amount), pay_status: p.status.clone(), expire_time, pay_transaction_no: p.pay_transaction_no })
}

/// What the payer sees on the cashier: the product, version and term.
async fn goods_name(state: &AppState, order: &crate::order::repo::OrderRow) -> Result<String> {
    let name = match state.try_contract::<dyn kernel::contracts::Catalogue>() {
        Some(c) => c.product_name(&state.db, order.product_id).await?.unwrap_or_default(),
        None => String::new(),
    };
    // WeChat allows 127 bytes of description.
    let mut text = format!("{name} {}", order.term_label).trim().to_string();
    while text.len() > 120 {
        text.pop();
    }
    Ok(if text.is_empty() { format!("订单{}", order.order_no) } else { text })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct NoQuery {
    pay_transaction_no: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentInfo {
    pay_transaction_no: String,
    /// hold, success, cancel or failed
    pay_status: String,
    order_id: i64,
    amount: String,
}

/// The state of one of the company's payments (the pay page polls it every 2 s).
#[utoipa::path(get, path = "/ptd-industry/order/payment/queryOrderPaymentInfo", tag = "payment", params(NoQuery), responses((status = 200, description = "the payment's state", body = PaymentInfo)))]
async fn query_order_payment_info(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Query(q): Query<NoQuery>) -> ApiResult<PaymentInfo, OrdersError> {
    let p = payments::find_for_company(&state.db, &q.pay_transaction_no, caller.company()?).await?.ok_or(PaymentError::NotFound)?;
    ok(PaymentInfo { order_id: p.reference_id, amount: yuan(p.amount), pay_status: p.status, pay_transaction_no: p.pay_transaction_no })
}

/// The company's payments for orders, newest first.
#[utoipa::path(get, path = "/ptd-industry/order/payment/queryList", tag = "payment", operation_id = "payment_query_list", params(PageQuery, PayStatusQuery), responses((status = 200, description = "page of payments", body = Page<PaymentRecord>)))]
async fn query_list(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Paged(page, q): Paged<PayStatusQuery>) -> ApiResult<Page<PaymentRecord>, OrdersError> {
    ok(state.payments().company_records(&state.db, caller.company()?, Some(PURPOSE), &q, &page).await?)
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdPath {
    /// The order id.
    id: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Confirmation {
    order_id: i64,
    pay_status: String,
    pay_status_name: &'static str,
}

/// "I have paid": asks the gateway about the order's open payment now, rather
/// than waiting for its notification. Changes state, so the token header is needed.
#[utoipa::path(get, path = "/ptd-industry/order/payment/confirmPayment/{id}", tag = "payment", params(IdPath), responses((status = 200, description = "the order's state after the check", body = Confirmation)))]
async fn confirm_payment(State(state): State<AppState>, _header: HeaderToken, caller: Granted<crate::OrderMenu>, Path(p): Path<IdPath>) -> ApiResult<Confirmation, OrdersError> {
    let company = caller.company()?;
    let order = order::load(&state, p.id, company).await?;
    if order.pay_status == pay_status::HOLD {
        let open = payments::of_reference(&state.db, PURPOSE, order.id).await?;
        if !open.iter().any(|p| p.status == payments::status::HOLD) {
            return Err(PaymentError::NotFound.into());
        }
        state.payments().check(PURPOSE, order.id).await?;
    }
    let order = order::load(&state, p.id, company).await?;
    ok(Confirmation { order_id: order.id, pay_status_name: payments::status::label(&order.pay_status), pay_status: order.pay_status })
}

/// Every payment made for one of the company's orders.
#[utoipa::path(get, path = "/ptd-industry/order/confirmPaymentDetails/{id}", tag = "payment", params(IdPath), responses((status = 200, description = "the order's payments", body = [PaymentRecord])))]
async fn confirm_payment_details(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Path(p): Path<IdPath>) -> ApiResult<Vec<PaymentRecord>, OrdersError> {
    let order = order::load(&state, p.id, caller.company()?).await?;
    ok(payments::of_reference(&state.db, PURPOSE, order.id).await?.into_iter().map(|p| state.payments().record(p)).collect())
}

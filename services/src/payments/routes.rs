//! The payment service's HTTP side and timed work: the gateway's notify
//! endpoint (payments and refunds), the operators' reconciliation pages, and
//! the reconciliation jobs (apart from the service, which knows nothing of
//! the app state).

use super::bill::{self, day_status, difference_kind};
use crate::SharedServices;
use super::{GatewayError, Notification, PaymentError};
use kernel::auth::{HeaderToken, Operator};
use kernel::extract::{Json, Paged, Query};
use kernel::http::{Page, PageQuery};
use kernel::state::AppState;
use kernel::{ok, ApiResult};
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// `POST /api/pay/wechat/notify`: the gateway's notification of a payment or
/// a refund. Verified and decrypted by the adapter, applied once. Success
/// (and a verified report we cannot apply, which is recorded as a difference)
/// answers 204, so WeChat stops retrying; a forged one 401; a failure to apply
/// an error, so a genuine notification is retried.
pub async fn wechat_notify(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let Some(gateway) = state.payments().gateway_handle() else {
        return notify_failure(StatusCode::NOT_FOUND, "payments are off");
    };
    let notice = match gateway.verify_notification(&headers, &body) {
        Ok(n) => n,
        Err(GatewayError::Refused { code, message }) => {
            // Signed by the gateway but of a kind we do not handle: acknowledged, so it is not retried for a day.
            tracing::info!(%code, %message, "payment notification ignored");
            return StatusCode::NO_CONTENT.into_response();
        }
        Err(e) => {
            tracing::warn!(error = %e, "payment notification rejected");
            return notify_failure(StatusCode::UNAUTHORIZED, "签名错误");
        }
    };
    let applied = async {
        match &notice {
            Notification::Transaction(report) => state.payments().apply(report).await.map(|_| ()),
            Notification::Refund(report) => state.payments().apply_refund(report).await.map(|_| ()),
        }
    };
    // WeChat waits five seconds for the answer; a slower database means a retry, not a double effect.
    match tokio::time::timeout(Duration::from_millis(4500), applied).await {
        Ok(Ok(())) => StatusCode::NO_CONTENT.into_response(),
        Ok(Err(e)) => {
            tracing::warn!(notice = ?notice_no(&notice), error = %e, "payment notification not applied");
            notify_failure(StatusCode::BAD_REQUEST, "处理失败")
        }
        Err(_) => notify_failure(StatusCode::SERVICE_UNAVAILABLE, "处理超时"),
    }
}

fn notice_no(n: &Notification) -> &str {
    match n {
        Notification::Transaction(t) => &t.pay_transaction_no,
        Notification::Refund(r) => &r.refund_no,
    }
}

fn notify_failure(status: StatusCode, message: &str) -> Response {
    (status, axum::Json(serde_json::json!({ "code": "FAIL", "message": message }))).into_response()
}

/// The kernel's payment jobs: payments and refunds left open, and the daily bill.
pub fn jobs() -> Vec<kernel::jobs::Job> {
    vec![
        kernel::jobs::Job { name: "kernel.payments-reconcile", every: Duration::from_secs(60), run: |s| Box::pin(async move { s.payments().clone().reconcile().await }) },
        kernel::jobs::Job {
            name: "kernel.payments-daily-bill",
            every: Duration::from_secs(15 * 60),
            run: |s| Box::pin(async move { s.payments().clone().reconcile_yesterday().await }),
        },
    ]
}

/// The operators' reconciliation pages (对账).
pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(reconciliation_page)).routes(routes!(reconciliation_run)).routes(routes!(reconciliation_differences))
}

/// A reconciled day.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReconciliationDay {
    /// YYYY-MM-DD (Beijing).
    bill_date: String,
    /// running, matched, differences or failed
    status: String,
    status_name: &'static str,
    matched_count: i64,
    difference_count: i64,
    /// Why a run failed.
    detail: Option<String>,
    run_time: Option<String>,
}

impl From<bill::Day> for ReconciliationDay {
    fn from(d: bill::Day) -> Self {
        Self {
            status_name: day_status::label(&d.status),
            run_time: kernel::time::format_ms(Some(d.run_time)),
            bill_date: d.bill_date,
            status: d.status,
            matched_count: d.matched_count,
            difference_count: d.difference_count,
            detail: d.detail,
        }
    }
}

/// Reconciled days, newest first (operators).
#[utoipa::path(get, path = "/ptd-industry/pay/reconciliation/page", tag = "payment", params(PageQuery),
    responses((status = 200, description = "page of reconciled days", body = Page<ReconciliationDay>)))]
async fn reconciliation_page(State(state): State<AppState>, _op: Operator, Query(page): Query<PageQuery>) -> ApiResult<Page<ReconciliationDay>, PaymentError> {
    let (rows, total) = bill::days(&state.db, &page).await?;
    ok(Page { rows: rows.into_iter().map(Into::into).collect(), total })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RunForm {
    /// YYYY-MM-DD (Beijing), before today.
    bill_date: String,
}

/// Reconciles a day against WeChat's trade bill now, again if it was done (operators).
#[utoipa::path(post, path = "/ptd-industry/pay/reconciliation/run", tag = "payment", request_body = RunForm,
    responses((status = 200, description = "the day after the run", body = ReconciliationDay)))]
async fn reconciliation_run(State(state): State<AppState>, _header: HeaderToken, _op: Operator, Json(f): Json<RunForm>) -> ApiResult<ReconciliationDay, PaymentError> {
    let (yesterday, _) = bill::yesterday(kernel::time::now_ms());
    let valid = bill::day_span(&f.bill_date).is_some() && f.bill_date.len() == 10 && f.bill_date.as_str() <= yesterday.as_str();
    if !valid {
        return Err(kernel::KernelError::Validation("请选择今天之前的对账日期".into()).into());
    }
    ok(state.payments().reconcile_day(&f.bill_date).await?.into())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DifferenceQuery {
    /// YYYY-MM-DD; absent: differences found outside a day's run (unknown notifications).
    bill_date: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentDifference {
    id: i64,
    bill_date: Option<String>,
    /// missing_here, missing_there, amount or unknown
    kind: String,
    kind_name: &'static str,
    pay_transaction_no: String,
    refund_no: Option<String>,
    /// Yuan.
    our_amount: Option<String>,
    their_amount: Option<String>,
    detail: String,
    /// settled or refunded when it was put right; empty when it needs a person.
    resolution: String,
    create_time: Option<String>,
}

/// The differences of a day (operators).
#[utoipa::path(get, path = "/ptd-industry/pay/reconciliation/differences", tag = "payment", params(PageQuery, DifferenceQuery),
    responses((status = 200, description = "page of differences", body = Page<PaymentDifference>)))]
async fn reconciliation_differences(
    State(state): State<AppState>,
    _op: Operator,
    Paged(page, q): Paged<DifferenceQuery>,
) -> ApiResult<Page<PaymentDifference>, PaymentError> {
    let (rows, total) = bill::differences(&state.db, q.bill_date.as_deref().unwrap_or_default(), &page).await?;
    let yuan = |v: Option<i64>| v.map(kernel::money::yuan);
    ok(Page {
        rows: rows
            .into_iter()
            .map(|d| PaymentDifference {
                kind_name: difference_kind::label(&d.kind),
                our_amount: yuan(d.our_amount),
                their_amount: yuan(d.their_amount),
                create_time: kernel::time::format_ms(Some(d.create_time)),
                id: d.id,
                bill_date: d.bill_date,
                kind: d.kind,
                pay_transaction_no: d.pay_transaction_no,
                refund_no: d.refund_no,
                detail: d.detail,
                resolution: d.resolution,
            })
            .collect(),
        total,
    })
}

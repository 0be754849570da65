//! The payment service's HTTP side and timed work: the gateway's notify
//! endpoint and the reconciliation job (apart from the service, which knows
//! nothing of the app state).

use crate::state::AppState;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use std::time::Duration;

/// `POST /api/pay/wechat/notify`: the gateway's notification. Verified and
/// decrypted by the adapter, checked against our payment, applied once.
/// Success answers 204 (WeChat stops retrying); anything not applied answers
/// an error so a genuine notification is retried, and is logged.
pub async fn wechat_notify(State(state): State<AppState>, headers: HeaderMap, body: Bytes) -> Response {
    let Some(gateway) = state.payments.gateway_handle() else {
        return notify_failure(StatusCode::NOT_FOUND, "payments are off");
    };
    let report = match gateway.verify_notification(&headers, &body) {
        Ok(r) => r,
        Err(e) => {
            tracing::warn!(error = %e, "payment notification rejected");
            return notify_failure(StatusCode::UNAUTHORIZED, "签名错误");
        }
    };
    // WeChat waits five seconds for the answer; a slower database means a retry, not a double effect.
    match tokio::time::timeout(Duration::from_millis(4500), state.payments.apply(&report)).await {
        Ok(Ok(_)) => StatusCode::NO_CONTENT.into_response(),
        Ok(Err(e)) => {
            tracing::warn!(payment = %report.pay_transaction_no, error = %e, "payment notification not applied");
            notify_failure(StatusCode::BAD_REQUEST, "处理失败")
        }
        Err(_) => notify_failure(StatusCode::SERVICE_UNAVAILABLE, "处理超时"),
    }
}

fn notify_failure(status: StatusCode, message: &str) -> Response {
    (status, axum::Json(serde_json::json!({ "code": "FAIL", "message": message }))).into_response()
}

/// The kernel's payment job: reconciliation.
pub fn jobs() -> Vec<crate::jobs::Job> {
    vec![crate::jobs::Job {
        name: "kernel.payments-reconcile",
        every: Duration::from_secs(60),
        run: |s| Box::pin(async move { s.payments.clone().reconcile().await }),
    }]
}

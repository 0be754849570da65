//! The sandbox upstream the demo APIs call in dev and test: an echo of what the gateway
//! forwarded (so a caller, or a test, sees which headers reached the partner and which did not)
//! and a slow answer, at `/sandbox/open-api/…`.

use axum::body::Bytes;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, Method, StatusCode, Uri};
use axum::response::IntoResponse;
use kernel::AppState;
use serde::Deserialize;
use serde_json::json;

pub fn router() -> axum::Router<AppState> {
    axum::Router::new()
        .route("/sandbox/open-api/echo", axum::routing::any(echo))
        .route("/sandbox/open-api/echo/{*rest}", axum::routing::any(echo))
        .route("/sandbox/open-api/slow", axum::routing::any(slow))
}

#[derive(Deserialize)]
struct EchoQuery {
    /// Answer with this status (a failing upstream).
    status: Option<u16>,
    /// Wait this long first, at most five seconds.
    ms: Option<u64>,
}

fn echoed(method: &Method, uri: &Uri, headers: &HeaderMap, body: &[u8]) -> serde_json::Value {
    let mut seen = serde_json::Map::new();
    for (k, v) in headers {
        seen.insert(k.as_str().to_string(), json!(v.to_str().unwrap_or("")));
    }
    json!({
        "method": method.as_str(),
        "path": uri.path(),
        "query": uri.query().unwrap_or(""),
        "headers": seen,
        "body": String::from_utf8_lossy(body),
    })
}

async fn echo(State(_): State<AppState>, Query(q): Query<EchoQuery>, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> impl IntoResponse {
    if let Some(ms) = q.ms {
        tokio::time::sleep(std::time::Duration::from_millis(ms.min(5000))).await;
    }
    let status = q.status.and_then(|s| StatusCode::from_u16(s).ok()).unwrap_or(StatusCode::OK);
    (status, axum::Json(echoed(&method, &uri, &headers, &body)))
}

async fn slow(State(_): State<AppState>, Query(q): Query<EchoQuery>, method: Method, uri: Uri, headers: HeaderMap, body: Bytes) -> impl IntoResponse {
    tokio::time::sleep(std::time::Duration::from_millis(q.ms.unwrap_or(500).min(5000))).await;
    axum::Json(echoed(&method, &uri, &headers, &body))
}

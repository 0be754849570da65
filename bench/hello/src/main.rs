//! The benchmark's baseline: `GET /` answers `{"hello":"world"}` with the same
//! axum and tokio the platform uses, on loopback at the port given as the
//! first argument (default 18099). `make bench` gives every call's rate as a
//! share of this one's, measured in the same run.

use axum::routing::get;
use axum::{Json, Router};

// The platform's allocator, so the baseline differs from it only in what the platform does.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() {
    let port: u16 = std::env::args().nth(1).and_then(|p| p.parse().ok()).unwrap_or(18099);
    let app = Router::new().route("/", get(|| async { Json(serde_hello()) }));
    let listener = tokio::net::TcpListener::bind(("127.0.0.1", port)).await.expect("loopback port");
    axum::serve(listener, app).await.expect("serves");
}

/// The reply, built per request as a real handler would.
fn serde_hello() -> std::collections::BTreeMap<&'static str, &'static str> {
    std::collections::BTreeMap::from([("hello", "world")])
}

//! The HTTP platform: envelope, errors, headers, health, OpenAPI, modules, jobs.

use crate::support::*;
use axum::http::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn health_and_readiness() {
    let app = TestApp::new().await;
    let r = app.get("/healthz", None).await;
    assert_eq!(r.status, StatusCode::OK);
    let r = app.get("/readyz", None).await;
    assert_eq!((r.status, r.body.as_str()), (StatusCode::OK, Some("ready")));
}

#[tokio::test]
async fn every_response_carries_request_id_and_security_headers() {
    let app = TestApp::new().await;
    let r = app.get("/api/ptd-industry/front/getFrontChannel", None).await;
    let id = r.headers.get("x-request-id").expect("request id").to_str().unwrap();
    assert_eq!(id.len(), 36, "a uuid request id");
    assert_eq!(r.headers["x-content-type-options"], "nosniff");
    assert_eq!(r.headers["x-frame-options"], "SAMEORIGIN");
    assert!(r.headers["content-security-policy"].to_str().unwrap().contains("default-src 'self'"));
    // A caller's own request id is kept, so logs can be followed across services.
    let r = app.request(Method::GET, "/healthz", None, None, &[("x-request-id", "abc-123")]).await;
    assert_eq!(r.headers["x-request-id"], "abc-123");
}

#[tokio::test]
async fn unknown_api_paths_and_methods_answer_the_404_envelope() {
    let app = TestApp::new().await;
    for r in [
        app.get("/api/no/such/path", None).await,
        app.request(Method::DELETE, "/api/ptd-user/login", None, None, &[]).await,
    ] {
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(r.code(), 404);
        assert_eq!(r.msg(), "您所请求的资源尚未找到, 请稍后重试!");
    }
}

#[tokio::test]
async fn malformed_and_oversized_bodies_are_refused_in_the_envelope() {
    let app = TestApp::with(|f| f.merge(("body_limit_bytes", 256))).await;
    let r = app.request(Method::POST, "/api/ptd-user/login", None, None, &[("content-type", "application/json")]).await;
    assert_eq!((r.code(), r.msg()), (10001, "请求参数格式错误"));
    let r = app.post("/api/ptd-user/login", None, json!({"username": "x".repeat(400), "password": "abcdef"})).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!((r.code(), r.msg()), (10006, "请求内容过大"));
    let r = app.post("/api/ptd-user/login", None, json!(["not", "an", "object"])).await;
    assert_eq!(r.code(), 10001);
}

#[tokio::test]
async fn openapi_document_lists_the_spec_paths() {
    let app = TestApp::new().await;
    let r = app.get("/api/openapi.json", None).await;
    let paths = r.body["paths"].as_object().expect("paths");
    for p in [
        "/api/ptd-user/login",
        "/api/ptd-user/checkToken",
        "/api/ptd-industry/userlogOut/logOut",
        "/api/ptd-user/resource/user/getUserDetails",
        "/api/ptd-industry/menu/authRoleTree",
        "/api/ptd-industry/front/getFrontChannel",
    ] {
        assert!(paths.contains_key(p), "{p} missing from the OpenAPI document");
    }
    assert!(paths["/api/ptd-user/login"]["post"]["requestBody"].is_object());
}

#[tokio::test]
async fn every_linked_module_registers_itself() {
    let linked: Vec<&str> = kernel::module::linked().iter().map(|d| d.name).collect();
    assert_eq!(linked, platform::MODULES, "modules in start-up order");
    let app = TestApp::new().await;
    assert_eq!(app.state.registry.names(), platform::MODULES);
}

#[tokio::test]
async fn a_disabled_module_has_no_routes_menus_remotes_or_jobs() {
    let app = TestApp::with(|f| f.merge(("modules.disabled", vec!["identity"]))).await;
    let r = app.post("/api/ptd-user/login", None, json!({"username": MAIN, "password": DEMO_PASSWORD})).await;
    assert_eq!(r.code(), 404, "login route gone");
    assert!(app.state.registry.menus.entries().iter().all(|m| !m.key.starts_with("identity.")));
    let remotes = app.get("/api/platform/remotes", None).await;
    let names: Vec<&str> = remotes.ok().as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert!(!names.contains(&"identity") && names.contains(&"workbench"), "{names:?}");
    let jobs: Vec<&str> = kernel::jobs::all(&app.state).iter().map(|j| j.name).collect();
    assert_eq!(jobs, ["kernel.expired-sessions"]);
    // The other modules keep working.
    assert_eq!(app.get("/api/ptd-industry/front/getFrontChannel", None).await.ok().as_array().unwrap().len(), 7);
}

#[tokio::test]
async fn remotes_manifest_names_each_enabled_remote() {
    let app = TestApp::new().await;
    let r = app.get("/api/platform/remotes", None).await;
    let names: Vec<&str> = r.ok().as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap()).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(names, sorted, "in name order");
    assert!(["company", "content", "identity", "workbench"].iter().all(|n| names.contains(n)), "{names:?}");
    let identity = &r.ok()[names.iter().position(|n| *n == "identity").unwrap()];
    assert_eq!(identity["entry"], "/remotes/identity/remoteEntry.js");
}

#[tokio::test]
async fn jobs_run_once_per_interval_and_one_instance_wins_a_claim() {
    let app = TestApp::new().await;
    let ran = kernel::jobs::run_due(&app.state, "instance-a").await;
    assert_eq!(ran, ["kernel.expired-sessions", "identity.stale-login-failures", "identity.inactive-accounts"]);
    assert!(kernel::jobs::run_due(&app.state, "instance-b").await.is_empty(), "not due again yet");

    // Two instances race for the same due job: exactly one claim succeeds.
    sqlx::query("UPDATE job_leases SET last_run = 0").execute(&app.state.db.pool).await.unwrap();
    let job = kernel::jobs::all(&app.state).remove(0);
    let (a, b) = tokio::join!(kernel::jobs::claim(&app.state, &job, "a"), kernel::jobs::claim(&app.state, &job, "b"));
    assert!(a.unwrap() ^ b.unwrap(), "exactly one instance claims the job");
}

#[tokio::test]
async fn expired_sessions_are_cleaned_by_the_job() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    sqlx::query("UPDATE sessions SET expires_at = 1").execute(&app.state.db.pool).await.unwrap();
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.code(), 401);
    kernel::jobs::run_due(&app.state, "x").await;
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM sessions").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!(n, 0);
}

#[tokio::test]
async fn channels_are_listed_in_order_and_filtered_by_trimmed_name() {
    let app = TestApp::new().await;
    let all = app.get("/api/ptd-industry/front/getFrontChannel", None).await;
    let names: Vec<&str> = all.ok().as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["首页", "产品市场", "解决方案", "AI应用", "合作生态", "数字工厂", "关于我们"]);
    let one = app.get("/api/ptd-industry/front/getFrontChannel?name=%20%E9%A6%96%E9%A1%B5%20", None).await;
    assert_eq!(one.ok(), &json!([{"id": one.ok()[0]["id"], "name": "首页", "path": "/front", "sort": 0}]));
}

#[tokio::test]
async fn demo_data_is_seeded_once() {
    let app = TestApp::new().await;
    kernel::seed::seed_demo(&app.state).await.unwrap();
    let (users,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM users").fetch_one(&app.state.db.pool).await.unwrap();
    let (channels,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM front_channels").fetch_one(&app.state.db.pool).await.unwrap();
    assert_eq!((users, channels), (4, 7));
}

#[tokio::test]
async fn dev_outbox_exists_only_in_the_dev_profile() {
    let app = TestApp::new().await;
    app.state.sms.send("13900000000", "您的验证码是123456").await.unwrap();
    let r = app.get("/api/dev/outbox?mobile=13900000000", None).await;
    assert_eq!(r.ok()[0]["content"], "您的验证码是123456");
    let prod = TestApp::with(|f| {
        f.merge(("profile", "staging")).merge(("demo_data", false))
    })
    .await;
    assert_eq!(prod.get("/api/dev/outbox?mobile=13900000000", None).await.code(), 404);
}

//! Direct uploads through the real router with local files: an upload
//! address for the caller, the file PUT there, registered once its bytes are
//! checked and moved to its final key; another user's, oversized, wrong-type
//! and unregistered uploads.

use crate::certification::png;
use crate::support::*;
use axum::body::Body;
use axum::http::{Method, Request};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

/// PUTs the bytes to an upload address the way a browser would (no token: the address authorises).
async fn put(app: &TestApp, url: &str, bytes: Vec<u8>) -> Value {
    let req = Request::builder().method(Method::PUT).uri(url).header("content-type", "image/png").body(Body::from(bytes)).unwrap();
    let res = app.router.clone().oneshot(req).await.unwrap();
    serde_json::from_slice(&res.into_body().collect().await.unwrap().to_bytes()).unwrap()
}

async fn ticket(app: &TestApp, token: &str, path: &str) -> (String, String) {
    let t = app.get(path, Some(token)).await.ok().clone();
    (t["uploadUrl"].as_str().unwrap().to_string(), t["key"].as_str().unwrap().to_string())
}

#[tokio::test]
async fn a_picture_is_put_checked_and_registered_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    assert_eq!(app.get("/api/ptd-open-platform/endpoint/oss/getsts", None).await.code(), 401);

    let t = app.get("/api/ptd-open-platform/endpoint/oss/getsts", Some(&main)).await.ok().clone();
    assert_eq!((t["method"].as_str(), t["maxBytes"].as_i64()), (Some("PUT"), Some(10 * 1024 * 1024)));
    let (url, key) = (t["uploadUrl"].as_str().unwrap().to_string(), t["key"].as_str().unwrap().to_string());
    assert!(key.starts_with(&format!("staging/public/{}/", app.user_id(MAIN).await)), "{key}");
    assert_eq!(key.rsplit('/').next().unwrap().len(), 16, "a random 16-character name");
    assert_eq!(put(&app, &url, png()).await["code"], 200);
    assert_eq!(put(&app, "/api/ptd-open-platform/endpoint/oss/put?ticket=forged", png()).await["msg"], "上传地址已失效，请重新上传");

    // Only its uploader registers it; then it is a public picture, and its staging copy is gone.
    assert_eq!(app.post("/api/ptd-open-platform/endpoint/oss/register", Some(&sub), json!({"key": key})).await.code(), 404);
    let registered = app.post("/api/ptd-open-platform/endpoint/oss/register", Some(&main), json!({"key": key})).await.ok().clone();
    let address = registered["url"].as_str().unwrap().to_string();
    assert!(address.starts_with("/api/files/uploads/") && address.ends_with(".png"), "{registered}");
    let served = app.get(&address, None).await;
    assert_eq!(served.headers["content-type"], "image/png");
    assert_eq!(app.post("/api/ptd-open-platform/endpoint/oss/register", Some(&main), json!({"key": key})).await.code(), 404, "registered once");

    // Not a picture, or too large: refused and deleted.
    let (url, key) = ticket(&app, &main, "/api/ptd-open-platform/endpoint/oss/getsts").await;
    put(&app, &url, b"<svg onload=alert(1)>".to_vec()).await;
    assert_eq!(app.post("/api/ptd-open-platform/endpoint/oss/register", Some(&main), json!({"key": key})).await.msg(), "格式不支持!");
    assert!(app.state.storage.head(&key).await.unwrap().is_none());
    let (url, key) = ticket(&app, &main, "/api/ptd-open-platform/endpoint/oss/getEncryptionSTS?project=certification").await;
    assert!(key.starts_with("staging/private/certification/"), "{key}");
    let mut big = png();
    big.resize(1_100_000, 0);
    put(&app, &url, big).await;
    assert_eq!(app.post("/api/ptd-open-platform/endpoint/oss/register", Some(&main), json!({"key": key})).await.msg(), "上传图片大小不能超过 1MB!");
    assert_eq!(app.get("/api/ptd-open-platform/endpoint/oss/getEncryptionSTS?project=../x", Some(&main)).await.msg(), "项目名称无效");

    // A private picture gets a key, never a public address.
    let (url, key) = ticket(&app, &main, "/api/ptd-open-platform/endpoint/oss/getEncryptionSTS?project=certification").await;
    put(&app, &url, png()).await;
    let private = app.post("/api/ptd-open-platform/endpoint/oss/register", Some(&main), json!({"key": key})).await.ok().clone();
    assert!(private["key"].as_str().unwrap().starts_with("private/certification/") && private["url"].is_null(), "{private}");
}

#[tokio::test]
async fn unregistered_uploads_are_deleted_by_the_job() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (url, key) = ticket(&app, &main, "/api/ptd-open-platform/endpoint/oss/getsts").await;
    put(&app, &url, png()).await;
    assert!(app.state.storage.head(&key).await.unwrap().is_some());
    kernel::uploads::forget_unregistered(app.state.clone()).await.unwrap();
    assert!(app.state.storage.head(&key).await.unwrap().is_some(), "a fresh upload waits for its registration");
    // An hour later: set the file's time back.
    let path = app.state.config.data_dir.join("objects").join(&key);
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(2 * 3600);
    std::fs::File::options().write(true).open(&path).unwrap().set_modified(old).unwrap();
    kernel::uploads::forget_unregistered(app.state.clone()).await.unwrap();
    assert!(app.state.storage.head(&key).await.unwrap().is_none());
}

//! Launch-rule plugins through the real router: operators upload the example
//! rules (built from AssemblyScript by `npm run build:plugins`), enable and
//! roll them back; launches follow the rule; forbidden imports are refused at
//! upload; a thousand launches run in parallel.

use crate::support::*;
use axum::http::StatusCode;
use hmac::Mac;
use serde_json::json;

fn example(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("plugins/examples/{name}/build/rule.wasm"));
    std::fs::read(&path).unwrap_or_else(|_| panic!("{} is missing: `npm run build:plugins` builds it (make does)", path.display()))
}

const APP: &str = "equipment-cloud-1";

async fn upload(app: &TestApp, token: &str, wasm: Vec<u8>, permissions: &str) -> crate::support::Reply {
    app.upload("/api/ptd-industry/manage/launchPlugin/upload", token, wasm, &[("appKey", APP), ("permissions", permissions)]).await
}

async fn open(app: &TestApp, token: &str, domain: i64) -> crate::support::Reply {
    app.post("/api/ptd-industry/application/open", Some(token), json!({"productDomainId": domain})).await
}

#[tokio::test]
async fn rules_are_uploaded_enabled_rolled_back_and_followed() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let main = app.login(MAIN).await;
    let (domain, secret): (i64, String) = sqlx::query_as("SELECT id, app_secret FROM product_domains WHERE app_key = $1").bind(APP).fetch_one(&app.state.db.read).await.unwrap();

    assert_eq!(upload(&app, &main, example("company-url"), "sign").await.code(), 10003);
    // The signing rule imports hmac_sha256: without the `sign` permission it is refused.
    let refused = upload(&app, &op, example("company-url"), "").await;
    assert_eq!((refused.code(), refused.msg()), (16010, "插件未获授权使用 platform.hmac_sha256"));
    let wasi = wat::parse_str(r#"(module (import "wasi_snapshot_preview1" "proc_exit" (func (param i32))) (memory (export "memory") 1))"#).unwrap();
    assert_eq!(upload(&app, &op, wasi, "").await.msg(), "插件不能导入 wasi_snapshot_preview1.proc_exit");

    let v1 = upload(&app, &op, example("company-url"), "sign").await.ok().clone();
    assert_eq!((v1["version"].as_i64(), v1["enabled"].as_bool()), (Some(1), Some(false)));
    let v2 = upload(&app, &op, example("certified-only"), "").await.ok().clone();
    assert_eq!(v2["version"], 2);
    // Not enabled yet: the built-in rule (a one-time code) applies.
    assert!(open(&app, &main, domain).await.ok()["url"].as_str().unwrap().starts_with("/sandbox/app?code="));

    app.post("/api/ptd-industry/manage/launchPlugin/enable", Some(&op), json!({"id": v1["id"]})).await.ok();
    let url = open(&app, &main, domain).await.ok()["url"].as_str().unwrap().to_string();
    let company = query_param(&url, "companyId");
    let ts = query_param(&url, "ts");
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(format!("{company}\n{ts}").as_bytes());
    let expected = hex::encode(mac.finalize().into_bytes());
    assert!(url.starts_with("/sandbox/app?companyId="), "{url}");
    assert_eq!(query_param(&url, "sign"), expected, "signed by the host with the app's secret");

    app.post("/api/ptd-industry/manage/launchPlugin/enable", Some(&op), json!({"id": v2["id"]})).await.ok();
    let audited = app.get("/api/platform/audit/page?kind=launch-plugin", Some(&op)).await.ok().clone();
    assert_eq!((audited["rows"][0]["target"].as_str(), audited["rows"][0]["detail"].as_str()), (Some(format!("launch-plugin:{}", v2["id"]).as_str()), Some("启用")));
    let apps = app.get("/api/ptd-industry/manage/launchPlugin/apps", Some(&op)).await;
    let this = apps.ok().as_array().unwrap().iter().find(|a| a["appKey"] == APP).unwrap().clone();
    assert_eq!((this["enabledVersion"].as_i64(), this["versions"].as_i64()), (Some(2), Some(2)));
    assert_eq!(app.get("/api/ptd-industry/manage/launchPlugin/apps", Some(&main)).await.code(), 10003);
    let list = app.get(&format!("/api/ptd-industry/manage/launchPlugin/list?appKey={APP}"), Some(&op)).await;
    let enabled: Vec<i64> = list.ok().as_array().unwrap().iter().filter(|p| p["enabled"] == true).map(|p| p["version"].as_i64().unwrap()).collect();
    assert_eq!(enabled, [2], "one enabled version per app");
    let url = open(&app, &main, domain).await.ok()["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("/sandbox/app?code="), "{url}");
    // The code the rule passed on is a real one.
    let page = reqwest::get(format!("{}{url}&appKey={APP}", app.base_url)).await.unwrap().text().await.unwrap();
    assert!(page.contains("已通过一次性授权码打开"), "{page}");
    app.exec(sqlx::query("UPDATE companies SET certification_status = 3 WHERE company_name = '演示科技有限公司'")).await;
    let refused = open(&app, &main, domain).await;
    assert_eq!((refused.code(), refused.msg()), (16011, "该应用仅对已认证企业开放，请先完成企业认证"));

    // Rolling back to version 1, then off: the built-in rule again.
    app.post("/api/ptd-industry/manage/launchPlugin/enable", Some(&op), json!({"id": v1["id"]})).await.ok();
    assert!(open(&app, &main, domain).await.ok()["url"].as_str().unwrap().contains("companyId="));
    app.post("/api/ptd-industry/manage/launchPlugin/disable", Some(&op), json!({"id": v1["id"]})).await.ok();
    assert!(open(&app, &main, domain).await.ok()["url"].as_str().unwrap().starts_with("/sandbox/app?code="));
    assert_eq!(app.post("/api/ptd-industry/manage/launchPlugin/enable", Some(&op), json!({"id": 1})).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_thousand_launches_run_in_parallel() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let main = app.login(MAIN).await;
    let (domain,): (i64,) = sqlx::query_as("SELECT id FROM product_domains WHERE app_key = $1").bind(APP).fetch_one(&app.state.db.read).await.unwrap();
    let v1 = upload(&app, &op, example("company-url"), "sign").await.ok().clone();
    app.post("/api/ptd-industry/manage/launchPlugin/enable", Some(&op), json!({"id": v1["id"]})).await.ok();
    let replies = futures::future::join_all((0..1000).map(|_| open(&app, &main, domain))).await;
    let failed: Vec<_> = replies.iter().filter(|r| r.code() != 200).map(|r| r.body.clone()).take(3).collect();
    assert!(failed.is_empty(), "{failed:?}");
    assert!(replies.iter().all(|r| r.data()["url"].as_str().is_some_and(|u| u.contains("&sign="))));
}

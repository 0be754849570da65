//! The open platform through the real router, on SQLite and PostgreSQL: signed calls through
//! the gateway to the sandbox upstream over loopback HTTP, every refusal, billing exactly once
//! under concurrency (balance, Idempotency-Key, rate limit, a call left pending), and partners
//! publishing APIs that wait for review.

use crate::support::*;
use hmac::{Hmac, Mac};
use reqwest::Method;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::sync::atomic::{AtomicU64, Ordering};

const GATEWAY: &str = "/api/ptd-open-api/gateway";

/// What a caller holds to sign with.
#[derive(Clone)]
struct Keys {
    app_key: String,
    secret: String,
}

/// The string to sign, written from the definition (not from the server's code).
fn to_sign(method: &str, path: &str, query: &str, key: &str, nonce: &str, ts: &str, body: &[u8]) -> String {
    let mut pairs: Vec<(String, String)> = url_pairs(query);
    pairs.sort();
    let enc = |s: &str| s.bytes().map(|b| if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") }).collect::<String>();
    let sorted = pairs.iter().map(|(k, v)| format!("{}={}", enc(k), enc(v))).collect::<Vec<_>>().join("&");
    format!("{method}\n{path}\n{sorted}\nx-ptd-appkey:{key}\nx-ptd-nonce:{nonce}\nx-ptd-timestamp:{ts}\n{}", hex::encode(Sha256::digest(body)))
}

fn url_pairs(query: &str) -> Vec<(String, String)> {
    serde_urlencoded::from_str::<Vec<(String, String)>>(query).unwrap_or_default()
}

fn hmac_hex(secret: &str, text: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).unwrap();
    mac.update(text.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

fn nonce() -> String {
    static N: AtomicU64 = AtomicU64::new(0);
    format!("nonce-{:016}-{}", kernel::time::now_ms(), N.fetch_add(1, Ordering::Relaxed))
}

/// A call as a caller sends it; `tamper` changes what was signed after signing.
struct Call<'a> {
    method: &'a str,
    /// From the API's code, with any query: `demo-echo?x=1`.
    target: &'a str,
    body: &'a str,
    nonce: Option<String>,
    ts: Option<i64>,
    headers: Vec<(&'a str, String)>,
    signed_body: Option<&'a str>,
}

impl<'a> Call<'a> {
    fn new(method: &'a str, target: &'a str, body: &'a str) -> Self {
        Call { method, target, body, nonce: None, ts: None, headers: Vec::new(), signed_body: None }
    }
}

/// One client per app under test (its connections are reused, as a caller's would be; each
/// test's runtime has its own app, so no connection outlives the runtime that made it).
fn client(base: &str) -> reqwest::Client {
    static CLIENTS: std::sync::Mutex<Vec<(String, reqwest::Client)>> = std::sync::Mutex::new(Vec::new());
    let mut clients = CLIENTS.lock().unwrap();
    if let Some((_, c)) = clients.iter().find(|(b, _)| b == base) {
        return c.clone();
    }
    let c = reqwest::Client::new();
    clients.push((base.to_string(), c.clone()));
    c
}

async fn send(app: &TestApp, keys: &Keys, c: Call<'_>) -> (u16, reqwest::header::HeaderMap, Value) {
    let full = format!("{GATEWAY}/{}", c.target);
    let (path, query) = full.split_once('?').unwrap_or((&full, ""));
    let nonce = c.nonce.unwrap_or_else(nonce);
    let ts = c.ts.unwrap_or(kernel::time::now_ms() / 1000).to_string();
    let signed = to_sign(c.method, path, query, &keys.app_key, &nonce, &ts, c.signed_body.unwrap_or(c.body).as_bytes());
    let mut req = client(&app.base_url)
        .request(Method::from_bytes(c.method.as_bytes()).unwrap(), format!("{}{full}", app.base_url))
        .header("X-Ptd-AppKey", &keys.app_key)
        .header("X-Ptd-Timestamp", &ts)
        .header("X-Ptd-Nonce", &nonce)
        .header("X-Ptd-Signature-Method", "HMAC-SHA256")
        .header("X-Ptd-Signature", hmac_hex(&keys.secret, &signed))
        .header("content-type", "application/json")
        .header("token", "a-platform-session-the-upstream-must-not-see")
        .body(c.body.to_string());
    for (k, v) in c.headers {
        req = req.header(k, v);
    }
    let res = req.send().await.expect("gateway answers");
    let status = res.status().as_u16();
    let headers = res.headers().clone();
    let text = res.text().await.unwrap();
    (status, headers, serde_json::from_str(&text).unwrap_or(Value::String(text)))
}

/// The demo company's credentials, and its points set to `points`.
async fn ready(app: &TestApp, points: i64) -> (String, Keys, i64) {
    let main = app.login(MAIN).await;
    let made = app.post("/api/ptd-open-platform/openApi/credential", Some(&main), json!({})).await.ok().clone();
    let keys = Keys { app_key: made["appKey"].as_str().unwrap().into(), secret: made["appSecret"].as_str().unwrap().into() };
    let company = app.company_of(MAIN).await;
    set_points(app, company, points).await;
    (main, keys, company)
}

async fn set_points(app: &TestApp, company: i64, points: i64) {
    app.exec(
        sqlx::query(
            "INSERT INTO accounts (id, company_id, account_no, status, balance, create_time, update_time) VALUES ($1, $1, 'SA-TEST', 'normal', $2, 0, 0)
             ON CONFLICT (company_id) DO UPDATE SET balance = $2, held = 0, status = 'normal'",
        )
        .bind(company)
        .bind(points),
    )
    .await;
}

async fn points_of(app: &TestApp, company: i64) -> (i64, i64) {
    sqlx::query_as("SELECT balance, held FROM accounts WHERE company_id = $1").bind(company).fetch_one(&app.state.db.read).await.unwrap()
}

async fn api_rows(app: &TestApp, company: i64) -> i64 {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM account_ledger WHERE company_id = $1 AND kind = 'api'").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    n
}

async fn set_api(app: &TestApp, code: &str, set: &str) {
    app.exec(sqlx::query(&format!("UPDATE open_apis SET {set} WHERE api_code = $1")).bind(code.to_string())).await;
}

#[tokio::test]
async fn a_signed_call_reaches_the_upstream_without_the_callers_credentials_and_costs_its_price_once() {
    let app = TestApp::new().await;
    let (main, keys, company) = ready(&app, 10).await;
    app.post("/api/ptd-open-platform/openApi/credential/settings", Some(&main), json!({"allApis": true, "lowBalance": 10})).await.ok();

    let (status, headers, echoed) = send(&app, &keys, Call::new("POST", "demo-echo/orders/7?b=2&a=%E4%B8%AD+1", "{\"hello\":\"世界\"}")).await;
    assert_eq!(status, 200, "{echoed}");
    assert_eq!(echoed["path"], "/sandbox/open-api/echo/orders/7");
    assert_eq!(echoed["body"], "{\"hello\":\"世界\"}");
    let seen = echoed["headers"].as_object().unwrap();
    for gone in ["x-ptd-appkey", "x-ptd-signature", "x-ptd-nonce", "token", "cookie"] {
        assert!(!seen.contains_key(gone), "{gone} reached the upstream: {echoed}");
    }
    let call_id = headers["x-ptd-call-id"].to_str().unwrap().to_string();
    assert_eq!(seen["x-ptd-call-id"], call_id.as_str());
    assert_eq!(seen["x-ptd-company-id"], company.to_string());
    // The platform's signature, checked with the app's secret as a partner would.
    let secret = services::apps::by_app_key(&app.state, "equipment-cloud-1").await.unwrap().unwrap().app_secret.unwrap();
    let upstream_path = format!("{}?{}", echoed["path"].as_str().unwrap(), echoed["query"].as_str().unwrap());
    let platform = format!(
        "{call_id}\n{company}\n{}\nPOST\n{upstream_path}\n{}",
        seen["x-ptd-timestamp"].as_str().unwrap(),
        hex::encode(Sha256::digest("{\"hello\":\"世界\"}".as_bytes()))
    );
    assert_eq!(seen["x-ptd-platform-signature"], hmac_hex(&secret, &platform));
    assert_eq!(headers["x-ratelimit-limit"], "600");
    assert_eq!(headers["content-security-policy"], "sandbox; default-src 'none'");

    // One point captured, named by the call on the ledger; nothing left held.
    assert_eq!(points_of(&app, company).await, (9, 0));
    let flow = app.get("/api/ptd-user/account/accountFlow/queryList?pageNum=1&pageSize=10", Some(&main)).await.ok().clone();
    assert_eq!(flow["rows"][0]["payTransactionNo"], call_id.as_str(), "{flow}");
    let calls = app.get("/api/ptd-open-platform/openApi/call/page?pageNum=1&pageSize=10", Some(&main)).await.ok().clone();
    assert_eq!((calls["total"].as_i64(), calls["rows"][0]["outcomeName"].as_str(), calls["rows"][0]["points"].as_i64()), (Some(1), Some("成功"), Some(1)));

    // The free API costs nothing; a failing upstream's answer passes through and releases the hold.
    let (status, _, _) = send(&app, &keys, Call::new("GET", "demo-slow?ms=0", "")).await;
    assert_eq!(status, 200);
    let (status, _, _) = send(&app, &keys, Call::new("POST", "demo-echo?status=503", "{}")).await;
    assert_eq!(status, 503);
    assert_eq!(points_of(&app, company).await, (9, 0));
    assert_eq!(api_rows(&app, company).await, 1);
    // Below its threshold of 10 the main account was told once.
    let (told,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE title = '积分余额不足提醒'").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(told, 1);

    // The company may call what its apps offer; the list names the gateway path and the price.
    let list = app.get("/api/ptd-open-platform/openApi/api/list", Some(&main)).await.ok().clone();
    let echo = list.as_array().unwrap().iter().find(|a| a["apiCode"] == "demo-echo").unwrap();
    assert_eq!((echo["path"].as_str(), echo["price"].as_i64(), echo["granted"].as_bool()), (Some("/api/ptd-open-api/gateway/demo-echo"), Some(1), Some(true)));
    // The month's export is an Excel file.
    let month = &kernel::time::format_ms(Some(kernel::time::now_ms())).unwrap()[..7];
    let file = reqwest::Client::new()
        .get(format!("{}/api/ptd-open-platform/openApi/call/export?month={month}", app.base_url))
        .header("token", &main)
        .send()
        .await
        .unwrap();
    assert_eq!(file.status(), 200);
    assert_eq!(&file.bytes().await.unwrap()[..2], b"PK");
}

#[tokio::test]
async fn every_bad_call_is_refused_with_its_code_and_costs_nothing() {
    let app = TestApp::new().await;
    let (main, keys, company) = ready(&app, 3).await;
    let code_of = |v: &Value| v["code"].as_i64().unwrap_or(0);

    // A replayed nonce.
    let n = nonce();
    let (status, _, _) = send(&app, &keys, Call { nonce: Some(n.clone()), ..Call::new("POST", "demo-echo", "{}") }).await;
    assert_eq!(status, 200);
    let (status, _, v) = send(&app, &keys, Call { nonce: Some(n), ..Call::new("POST", "demo-echo", "{}") }).await;
    assert_eq!((status, code_of(&v), v["msg"].as_str()), (409, 19003, Some("重复请求")));
    // A body changed after signing, a stale timestamp, a wrong secret, a short nonce.
    let (status, _, v) = send(&app, &keys, Call { signed_body: Some("{\"a\":1}"), ..Call::new("POST", "demo-echo", "{\"a\":2}") }).await;
    assert_eq!((status, code_of(&v), v["msg"].as_str()), (401, 19001, Some("签名错误")));
    let (status, _, v) = send(&app, &keys, Call { ts: Some(kernel::time::now_ms() / 1000 - 301), ..Call::new("POST", "demo-echo", "{}") }).await;
    assert_eq!((status, code_of(&v), v["msg"].as_str()), (401, 19002, Some("请求已过期")));
    let wrong = Keys { secret: "x".repeat(40), ..keys.clone() };
    assert_eq!(code_of(&send(&app, &wrong, Call::new("POST", "demo-echo", "{}")).await.2), 19001);
    assert_eq!(code_of(&send(&app, &keys, Call { nonce: Some("short".into()), ..Call::new("POST", "demo-echo", "{}") }).await.2), 19001);
    // A path that would leave the API's own (sent raw, as no URL library would), refused before it costs anything.
    let raw = format!("{GATEWAY}/demo-slow/%2e%2e/%2E%2E/admin");
    let (n, ts) = (nonce(), (kernel::time::now_ms() / 1000).to_string());
    let signature = hmac_hex(&keys.secret, &to_sign("GET", &raw, "", &keys.app_key, &n, &ts, b""));
    let r = app
        .request(
            reqwest::Method::GET,
            &raw,
            None,
            None,
            &[("X-Ptd-AppKey", &keys.app_key), ("X-Ptd-Timestamp", &ts), ("X-Ptd-Nonce", &n), ("X-Ptd-Signature-Method", "HMAC-SHA256"), ("X-Ptd-Signature", &signature)],
        )
        .await;
    assert_eq!((r.status.as_u16(), r.body["code"].as_i64()), (403, Some(19004)), "{:?}", r.body);
    // An unknown API, and one called by another method.
    assert_eq!(code_of(&send(&app, &keys, Call::new("POST", "no-such-api", "{}")).await.2), 19004);
    assert_eq!(code_of(&send(&app, &keys, Call::new("GET", "demo-echo", "")).await.2), 19004);
    // Credentials narrowed to the free API only.
    let slow = app.get("/api/ptd-open-platform/openApi/api/list", Some(&main)).await.ok().as_array().unwrap().iter().find(|a| a["apiCode"] == "demo-slow").unwrap()["apiId"].clone();
    app.post("/api/ptd-open-platform/openApi/credential/settings", Some(&main), json!({"allApis": false, "apiIds": [slow]})).await.ok();
    let (status, _, v) = send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await;
    assert_eq!((status, v["msg"].as_str()), (403, Some("未授权的接口")));
    assert_eq!(send(&app, &keys, Call::new("GET", "demo-slow?ms=0", "")).await.0, 200);
    // An address outside the allow list (calls here come from 127.0.0.1).
    app.post("/api/ptd-open-platform/openApi/credential/settings", Some(&main), json!({"allApis": true, "ipAllow": ["203.0.113.0/24"]})).await.ok();
    assert_eq!(code_of(&send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await.2), 19010);
    assert_eq!(app.post("/api/ptd-open-platform/openApi/credential/settings", Some(&main), json!({"allApis": true, "ipAllow": ["300.1.1.1"]})).await.msg(), "请输入正确的IP地址或网段：300.1.1.1");
    app.post("/api/ptd-open-platform/openApi/credential/settings", Some(&main), json!({"allApis": true, "ipAllow": ["127.0.0.1"], "monthlyCap": 2})).await.ok();
    // The monthly cap: one point spent above, one more allowed, then refused.
    assert_eq!(send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await.0, 200);
    let (status, _, v) = send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await;
    assert_eq!((status, code_of(&v)), (402, 19009), "{v}");
    app.post("/api/ptd-open-platform/openApi/credential/settings", Some(&main), json!({"allApis": true})).await.ok();
    // Too few points: one left, then none.
    assert_eq!(send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await.0, 200);
    let (status, _, v) = send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await;
    assert_eq!((status, v["msg"].as_str()), (402, Some("积分不足")));
    assert_eq!(points_of(&app, company).await, (0, 0));
    // A frozen account, even for a free API.
    set_points(&app, company, 5).await;
    app.exec(sqlx::query("UPDATE accounts SET status = 'frozen' WHERE company_id = $1").bind(company)).await;
    let (status, _, v) = send(&app, &keys, Call::new("GET", "demo-slow?ms=0", "")).await;
    assert_eq!((status, v["msg"].as_str()), (403, Some("账号被冻结")));
    assert_eq!(code_of(&send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await.2), 19007);
    app.exec(sqlx::query("UPDATE accounts SET status = 'normal' WHERE company_id = $1").bind(company)).await;
    // An app whose term ended.
    app.exec(sqlx::query("UPDATE company_apps SET end_time = 1 WHERE company_id = $1").bind(company)).await;
    let (status, _, v) = send(&app, &keys, Call::new("POST", "demo-echo", "{}")).await;
    assert_eq!((status, v["msg"].as_str()), (403, Some("应用已过期")));
    // Not one refusal cost a point; those of a known API are in the company's log.
    assert_eq!(points_of(&app, company).await, (5, 0));
    assert_eq!(api_rows(&app, company).await, 3);
    let refused = app.get("/api/ptd-open-platform/openApi/call/page?pageNum=1&pageSize=50&outcome=refused", Some(&main)).await.ok().clone();
    let codes: Vec<i64> = refused["rows"].as_array().unwrap().iter().map(|r| r["errorCode"].as_i64().unwrap()).collect();
    for code in [19004, 19010, 19009, 19005, 19007, 19008] {
        assert!(codes.contains(&code), "{code} is logged: {codes:?}");
    }
    // The last active secret stays.
    let secrets = app.get("/api/ptd-open-platform/openApi/credential", Some(&main)).await.ok()["secrets"].clone();
    assert_eq!(secrets.as_array().unwrap().len(), 1);
    assert_eq!(app.post("/api/ptd-open-platform/openApi/credential/secret/delete", Some(&main), json!({"id": secrets[0]["id"]})).await.msg(), "至少保留一个启用的密钥");
}

#[tokio::test]
async fn concurrent_calls_on_a_small_balance_capture_exactly_what_it_holds() {
    // 240 calls on 100 points in the suite; `OPEN_RACE_CALLS=10000` runs the figure (points for half).
    let calls: usize = std::env::var("OPEN_RACE_CALLS").ok().and_then(|n| n.parse().ok()).unwrap_or(240);
    let points = if calls == 240 { 100 } else { calls / 2 };
    let app = TestApp::new().await;
    let (_, keys, company) = ready(&app, points as i64).await;
    set_api(&app, "demo-echo", "rate_limit = 1000000").await;
    use futures::StreamExt;
    // At most 256 in flight at once (loopback sockets), all of them racing for the same points.
    let results: Vec<u16> = futures::stream::iter((0..calls).map(|_| {
        let (app, keys) = (&app, &keys);
        async move { send(app, keys, Call::new("POST", "demo-echo", "{}")).await.0 }
    }))
    .buffer_unordered(256)
    .collect()
    .await;
    let ok = results.iter().filter(|s| **s == 200).count();
    let poor = results.iter().filter(|s| **s == 402).count();
    assert_eq!((ok, poor), (points, calls - points), "{:?}", results.iter().filter(|s| **s != 200 && **s != 402).collect::<Vec<_>>());
    assert_eq!(points_of(&app, company).await, (0, 0));
    assert_eq!(api_rows(&app, company).await, points as i64);
}

#[tokio::test]
async fn one_idempotency_key_retried_at_once_costs_once_and_answers_alike() {
    let app = TestApp::new().await;
    let (_, keys, company) = ready(&app, 50).await;
    let results = futures::future::join_all((0..100).map(|_| {
        let (app, keys) = (&app, &keys);
        async move { send(app, keys, Call { headers: vec![("Idempotency-Key", "order-42".into())], ..Call::new("POST", "demo-echo?ms=200", "{\"order\":42}") }).await }
    }))
    .await;
    // One call was made; every retry got its answer (once made) or was told it is being answered.
    let made: Vec<_> = results.iter().filter(|(s, h, _)| *s == 200 && !h.contains_key("idempotent-replayed")).collect();
    assert_eq!(made.len(), 1, "{:?}", results.iter().map(|r| r.0).collect::<Vec<_>>());
    assert!(results.iter().all(|(s, _, v)| *s == 200 || (*s == 409 && v["code"] == 19012)));
    let replayed = send(&app, &keys, Call { headers: vec![("Idempotency-Key", "order-42".into())], ..Call::new("POST", "demo-echo", "{\"order\":42}") }).await;
    assert_eq!((replayed.0, replayed.1["idempotent-replayed"].to_str().unwrap()), (200, "true"));
    assert_eq!(replayed.2["body"], made[0].2["body"]);
    assert_eq!(points_of(&app, company).await, (49, 0));
    assert_eq!(api_rows(&app, company).await, 1);
}

#[tokio::test]
async fn the_rate_limit_is_exact_under_concurrency() {
    let app = TestApp::new().await;
    let (_, keys, _) = ready(&app, 0).await;
    set_api(&app, "demo-slow", "rate_limit = 20").await;
    let results = futures::future::join_all((0..50).map(|_| {
        let (app, keys) = (&app, &keys);
        async move { send(app, keys, Call::new("GET", "demo-slow?ms=0", "")).await }
    }))
    .await;
    assert_eq!(results.iter().filter(|r| r.0 == 200).count(), 20);
    let refused: Vec<_> = results.iter().filter(|r| r.0 == 429).collect();
    assert_eq!(refused.len(), 30);
    let (_, h, v) = refused[0];
    assert_eq!(v["msg"], "调用过于频繁");
    assert!(h.contains_key("retry-after") && h["x-ratelimit-remaining"] == "0" && h["x-ratelimit-limit"] == "20", "{h:?}");
}

#[tokio::test]
async fn a_call_left_pending_is_released_by_the_job_and_its_late_answer_charges_nothing() {
    let app = TestApp::new().await;
    let (_, keys, company) = ready(&app, 5).await;
    let slow = tokio::spawn({
        let (app_url, keys) = (app.base_url.clone(), keys.clone());
        async move {
            // The same call `send` makes, from a task of its own.
            let probe = TestAppUrl(app_url);
            probe.call(&keys).await
        }
    });
    // While the upstream takes its time, the call is pending with its point held.
    let mut pending = 0;
    for _ in 0..100 {
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM open_calls WHERE outcome = 'pending'").fetch_one(&app.state.db.read).await.unwrap();
        if n == 1 {
            pending = n;
            break;
        }
    }
    assert_eq!(pending, 1);
    assert_eq!(points_of(&app, company).await, (5, 1));
    // As if its instance had stopped long ago: the job releases it.
    app.exec(sqlx::query("UPDATE open_calls SET create_time = create_time - 600000 WHERE outcome = 'pending'")).await;
    assert!(app.run_due_jobs("test").await.contains(&"openplatform.settle-calls"));
    assert_eq!(points_of(&app, company).await, (5, 0));
    // The answer arrives afterwards: the caller gets it, the call stays released, nothing is charged.
    assert_eq!(slow.await.unwrap(), 200);
    assert_eq!(points_of(&app, company).await, (5, 0));
    assert_eq!(api_rows(&app, company).await, 0);
    let (outcome,): (String,) = sqlx::query_as("SELECT outcome FROM open_calls").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(outcome, "released");
}

/// A caller that knows only the app's address.
struct TestAppUrl(String);

impl TestAppUrl {
    async fn call(&self, keys: &Keys) -> u16 {
        let path = format!("{GATEWAY}/demo-echo");
        let (n, ts) = (nonce(), (kernel::time::now_ms() / 1000).to_string());
        let signed = to_sign("POST", &path, "ms=1500", &keys.app_key, &n, &ts, b"{}");
        reqwest::Client::new()
            .post(format!("{}{path}?ms=1500", self.0))
            .header("X-Ptd-AppKey", &keys.app_key)
            .header("X-Ptd-Timestamp", ts)
            .header("X-Ptd-Nonce", n)
            .header("X-Ptd-Signature-Method", "HMAC-SHA256")
            .header("X-Ptd-Signature", hmac_hex(&keys.secret, &signed))
            .body("{}")
            .send()
            .await
            .unwrap()
            .status()
            .as_u16()
    }
}

#[tokio::test]
async fn a_partner_publishes_an_api_that_callers_reach_only_as_the_operators_approved_it() {
    let app = TestApp::new().await;
    let partner = crate::partners::partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;
    let registered = crate::partners::register(&app, &partner, true).await;
    let app_id = registered["id"].as_i64().unwrap();
    let form = json!({"appId": app_id, "apiCode": "spot-check", "name": "点检记录", "method": "POST", "path": "/echo", "upstream": "/sandbox/open-api",
        "price": 2, "rateLimit": 100, "dailyQuota": 0, "doc": "## 请求\n点检记录"});
    // Bad input is refused with the form's messages.
    let mut bad = form.clone();
    bad["apiCode"] = json!("Bad Code");
    assert_eq!(app.post("/api/ptd-open-platform/partner/api/save", Some(&partner), bad).await.msg(), "接口编码为2-40位小写字母、数字或短横线");
    let mut bad = form.clone();
    bad["upstream"] = json!("javascript:alert(1)");
    assert_eq!(app.post("/api/ptd-open-platform/partner/api/save", Some(&partner), bad).await.msg(), "请输入正确的服务地址");
    let id = app.post("/api/ptd-open-platform/partner/api/save", Some(&partner), form.clone()).await.ok().clone();
    let mut taken = form.clone();
    taken["apiCode"] = json!("demo-echo");
    assert_eq!(app.post("/api/ptd-open-platform/partner/api/save", Some(&partner), taken).await.msg(), "接口编码已被使用");

    // Another company that is no partner reaches none of it.
    let other = app.login(UNCERTIFIED).await;
    assert_eq!(app.get("/api/ptd-open-platform/partner/api/page?pageNum=1&pageSize=10", Some(&other)).await.code(), 10003);
    let mut theirs = form.clone();
    theirs["id"] = id.clone();
    assert_ne!(app.post("/api/ptd-open-platform/partner/api/save", Some(&other), theirs).await.code(), 200);

    // Waiting for review, it is not callable and not listed.
    assert!(app.get("/api/ptd-open-platform/endpoint/api/list", None).await.ok().as_array().unwrap().iter().all(|a| a["apiCode"] != "spot-check"));
    let waiting = app.get("/api/ptd-open-platform/manage/api/page?pageNum=1&pageSize=10&pending=true", Some(&op)).await.ok().clone();
    let row = waiting["rows"].as_array().unwrap().iter().find(|r| r["id"] == id).unwrap().clone();
    assert_eq!(row["statusName"], "待审核");
    assert_eq!(app.post("/api/ptd-open-platform/manage/api/review", Some(&op), json!({"id": id, "approved": false, "updateTime": row["updateTime"]})).await.msg(), "请输入驳回原因");
    app.post("/api/ptd-open-platform/manage/api/review", Some(&op), json!({"id": id, "approved": true, "updateTime": row["updateTime"]})).await.ok();
    let audited = app.get("/api/platform/audit/page?kind=review", Some(&op)).await.ok().clone();
    assert!(audited["rows"].as_array().unwrap().iter().any(|r| r["target"] == format!("open-api:{id}") && r["detail"] == "通过"), "{audited}");
    // A second decision on the same read finds it decided.
    assert_eq!(app.post("/api/ptd-open-platform/manage/api/review", Some(&op), json!({"id": id, "approved": true, "updateTime": row["updateTime"]})).await.msg(), "接口已变更或已审核，请刷新后重试");
    let public = app.get("/api/ptd-open-platform/endpoint/api/list", None).await.ok().clone();
    let listed = public.as_array().unwrap().iter().find(|a| a["apiCode"] == "spot-check").unwrap();
    assert_eq!((listed["price"].as_i64(), listed["doc"].as_str()), (Some(2), Some("## 请求\n点检记录")));

    // A changed upstream waits for review; the reviewed one stays in force meanwhile.
    let mut moved = form.clone();
    moved["id"] = id.clone();
    moved["upstream"] = json!("https://api.example.com/v2");
    app.post("/api/ptd-open-platform/partner/api/save", Some(&partner), moved).await.ok();
    let mine = app.get("/api/ptd-open-platform/partner/api/page?pageNum=1&pageSize=10", Some(&partner)).await.ok().clone();
    let row = mine["rows"].as_array().unwrap().iter().find(|r| r["id"] == id).unwrap().clone();
    assert_eq!((row["pending"].as_bool(), row["reviewedUpstream"].as_str(), row["upstream"].as_str()), (Some(true), Some("/sandbox/open-api"), Some("https://api.example.com/v2")));
    // It stays on its app: holders of another app may not inherit its reviewed upstream.
    let other_app = crate::partners::register(&app, &partner, true).await["id"].clone();
    let mut elsewhere = form.clone();
    elsewhere["id"] = id.clone();
    elsewhere["appId"] = other_app;
    assert_eq!(app.post("/api/ptd-open-platform/partner/api/save", Some(&partner), elsewhere).await.msg(), "接口所属应用不可修改");
    // The partner takes it offline and back.
    app.post("/api/ptd-open-platform/partner/api/enable", Some(&partner), json!({"id": id, "enabled": false})).await.ok();
    assert!(app.get("/api/ptd-open-platform/endpoint/api/list", None).await.ok().as_array().unwrap().iter().all(|a| a["apiCode"] != "spot-check"));
    let stats = app.get("/api/ptd-open-platform/partner/api/stats?days=7", Some(&partner)).await.ok().clone();
    assert!(stats.as_array().unwrap().is_empty(), "{stats}");
}

#[tokio::test]
async fn calls_past_keeping_are_purged_and_a_refused_call_keeps_no_idempotency_key() {
    let app = TestApp::new().await;
    let (main, keys, _) = ready(&app, 0).await;
    for _ in 0..3 {
        assert_eq!(send(&app, &keys, Call::new("GET", "demo-slow?ms=0", "")).await.0, 200);
    }
    // Refused for want of points, a keyed call is tried again when retried (not replayed).
    let keyed = || Call { headers: vec![("Idempotency-Key", "retry-me".into())], ..Call::new("POST", "demo-echo", "{}") };
    assert_eq!(send(&app, &keys, keyed()).await.0, 402);
    set_points(&app, app.company_of(MAIN).await, 1).await;
    assert_eq!(send(&app, &keys, keyed()).await.0, 200);
    // Two of the free calls are older than 180 days: the hourly job deletes them.
    app.exec(sqlx::query("UPDATE open_calls SET create_time = create_time - 15638400000 WHERE id IN (SELECT id FROM open_calls WHERE api_code = 'demo-slow' ORDER BY id LIMIT 2)")).await;
    assert!(app.run_due_jobs("test").await.contains(&"openplatform.purge-calls"));
    let page = app.get("/api/ptd-open-platform/openApi/call/page?pageNum=1&pageSize=10", Some(&main)).await.ok().clone();
    assert_eq!(page["total"], 3, "one free call, the refused one and the paid one are left: {page}");
}

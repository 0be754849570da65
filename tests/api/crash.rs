//! The process dies between the gateway taking the money and our answer to
//! its notification, or in the middle of a refund: the real binary is killed
//! (SIGKILL) and restarted, and the reconciliation job alone ends with the
//! order paid exactly once, or refunded exactly once.

use crate::support::{PgDatabase, DEMO_PASSWORD, MAIN};
use serde_json::{json, Value};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

struct Platform {
    child: Child,
}

impl Drop for Platform {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Starts the binary on `port` (test profile, loopback, captcha off); notifications go to a port nobody answers.
async fn start(port: u16, data: &std::path::Path, database_url: &str, jobs: bool) -> Platform {
    let child = Command::new(env!("CARGO_BIN_EXE_platform"))
        .env("PLATFORM_PROFILE", "test")
        .env("PLATFORM_PORT", port.to_string())
        .env("PLATFORM_DATA_DIR", data)
        .env("PLATFORM_DATABASE_URL", database_url)
        .env("PLATFORM_WEB_DIR", data.join("web"))
        .env("PLATFORM_CAPTCHA_ENABLED", "false")
        .env("PLATFORM_JOBS__ENABLED", jobs.to_string())
        .env("PLATFORM_JOBS__TICK_SECONDS", "1")
        .env("PLATFORM_PAY__WECHAT__NOTIFY_URL", "http://127.0.0.1:9/api/pay/wechat/notify")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the platform binary starts");
    let client = reqwest::Client::new();
    for _ in 0..200 {
        if client.get(format!("http://127.0.0.1:{port}/readyz")).send().await.is_ok_and(|r| r.status().is_success()) {
            return Platform { child };
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("the platform never became ready on port {port}");
}

async fn call(client: &reqwest::Client, method: reqwest::Method, url: String, token: Option<&str>, body: Option<Value>) -> Value {
    let mut req = client.request(method, url);
    if let Some(t) = token {
        req = req.header("token", t);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    req.send().await.expect("answer").json().await.expect("json")
}

/// A fresh database (SQLite in a temp folder, or PostgreSQL when the tests run there) and a free port.
async fn fresh() -> (tempfile::TempDir, Option<PgDatabase>, String, u16) {
    let dir = tempfile::tempdir().unwrap();
    let pg = match std::env::var("PLATFORM_TEST_DATABASE_URL") {
        Ok(url) if !url.is_empty() => Some(PgDatabase::create(&url, None).await),
        _ => None,
    };
    let database_url = pg.as_ref().map(|p| p.url.clone()).unwrap_or_else(|| format!("sqlite://{}?mode=rwc", dir.path().join("platform.db").display()));
    let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    (dir, pg, database_url, port)
}

async fn login(client: &reqwest::Client, base: &str, user: &str) -> String {
    let r = call(client, reqwest::Method::POST, format!("{base}/api/ptd-user/login"), None, Some(json!({"username": user, "password": DEMO_PASSWORD}))).await;
    r["data"]["token"].as_str().expect("token").to_string()
}

/// Buys the first demo product's first version for a year and starts its WeChat payment: (order id, payment number).
async fn order_and_payment(client: &reqwest::Client, base: &str, token: &str) -> (i64, String) {
    let product = call(client, reqwest::Method::GET, format!("{base}/api/ptd-industry/front/getAppProduct"), None, None).await;
    let product_id = product["data"][0]["id"].as_i64().expect("a demo product");
    let detail = call(client, reqwest::Method::GET, format!("{base}/api/ptd-industry/product/getById?id={product_id}"), None, None).await;
    let version_id = detail["data"]["productDomainList"][0]["productVersionVoList"][0]["id"].as_i64().expect("a version");
    let order = call(client, reqwest::Method::POST, format!("{base}/api/ptd-industry/order/saveBuyOrder"), Some(token),
        Some(json!({"productId": product_id, "versionId": version_id, "term": 1}))).await;
    let order_id = order["data"].as_i64().unwrap_or_else(|| panic!("order made: {order}"));
    let pay = call(client, reqwest::Method::POST, format!("{base}/api/ptd-industry/order/payment/addOrderPayOrAccountPay"), Some(token),
        Some(json!({"orderId": order_id, "payMethod": "wechat"}))).await;
    (order_id, pay["data"]["payTransactionNo"].as_str().expect("payment").to_string())
}

/// The order's payStatus once it is `want`, or whatever it is after 30 seconds.
async fn order_status_once(client: &reqwest::Client, base: &str, token: &str, order_id: i64, want: &str) -> String {
    let mut status = String::new();
    for _ in 0..150 {
        let o = call(client, reqwest::Method::GET, format!("{base}/api/ptd-industry/order/{order_id}"), Some(token), None).await;
        status = o["data"]["payStatus"].as_str().unwrap_or_default().to_string();
        if status == want {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    status
}

#[tokio::test]
async fn a_kill_after_the_money_is_taken_ends_with_the_order_paid_once() {
    let (dir, _pg, database_url, port) = fresh().await;
    let base = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();

    let mut first = start(port, dir.path(), &database_url, false).await;
    let token = login(&client, &base, MAIN).await;
    let (order_id, no) = order_and_payment(&client, &base, &token).await;
    // The gateway takes the money; its notification finds nobody answering.
    let paid = client.post(format!("{base}/sandbox/wechatpay/cashier/{no}/pay")).send().await.unwrap();
    assert_eq!(paid.status(), reqwest::StatusCode::SEE_OTHER);
    let info = call(&client, reqwest::Method::GET, format!("{base}/api/ptd-industry/order/payment/queryOrderPaymentInfo?payTransactionNo={no}"), Some(&token), None).await;
    assert_eq!(info["data"]["payStatus"], "hold");

    first.child.kill().expect("SIGKILL");
    first.child.wait().unwrap();
    drop(first);

    // A minute passes before the restart (the payment ages past the reconciliation threshold).
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&database_url).await.unwrap();
    sqlx::query("UPDATE payments SET create_time = create_time - 120000").execute(&db).await.unwrap();
    db.close().await;

    let _second = start(port, dir.path(), &database_url, true).await;
    let status = order_status_once(&client, &base, &token, order_id, "success").await;
    assert_eq!(status, "success", "reconciliation settled the order after the restart");
    let db = sqlx::AnyPool::connect(&database_url).await.unwrap();
    let (granted,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM company_apps WHERE source_id = $1").bind(order_id).fetch_one(&db).await.unwrap();
    assert_eq!(granted, 1);
    let (messages,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE title = '订单支付成功'").fetch_one(&db).await.unwrap();
    assert_eq!(messages, 1);
    let (settled,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM payments WHERE status = 'success'").fetch_one(&db).await.unwrap();
    assert_eq!(settled, 1);
    db.close().await;
}

#[tokio::test]
async fn a_kill_during_a_refund_leaves_it_finishable() {
    let (dir, _pg, database_url, port) = fresh().await;
    let base = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();

    let mut first = start(port, dir.path(), &database_url, false).await;
    let token = login(&client, &base, MAIN).await;
    let operator = login(&client, &base, "13800000009").await;
    let (order_id, no) = order_and_payment(&client, &base, &token).await;
    client.post(format!("{base}/sandbox/wechatpay/cashier/{no}/pay")).send().await.unwrap();
    // "I have paid": the gateway's answer settles it (its notification finds nobody answering).
    let confirmed = call(&client, reqwest::Method::GET, format!("{base}/api/ptd-industry/order/payment/confirmPayment/{order_id}"), Some(&token), None).await;
    assert_eq!(confirmed["data"]["payStatus"], "success", "{confirmed}");
    let refund = call(&client, reqwest::Method::POST, format!("{base}/api/ptd-industry/order/refund"), Some(&operator),
        Some(json!({"orderId": order_id, "reason": "客户申请退款"}))).await;
    assert_eq!(refund["data"]["status"], "processing", "{refund}");

    // Killed while the gateway is still returning the money, before anyone heard how it ended.
    first.child.kill().expect("SIGKILL");
    first.child.wait().unwrap();
    drop(first);
    // WeChat goes on returning the money while we are down; a minute passes.
    tokio::time::sleep(Duration::from_millis(600)).await;
    sqlx::any::install_default_drivers();
    let db = sqlx::AnyPool::connect(&database_url).await.unwrap();
    sqlx::query("UPDATE refunds SET update_time = update_time - 120000").execute(&db).await.unwrap();
    db.close().await;

    let _second = start(port, dir.path(), &database_url, true).await;
    let status = order_status_once(&client, &base, &token, order_id, "refunded").await;
    assert_eq!(status, "refunded", "reconciliation finished the refund after the restart");
    let db = sqlx::AnyPool::connect(&database_url).await.unwrap();
    let (refunds, succeeded): (i64, i64) = sqlx::query_as("SELECT COUNT(*), CAST(COALESCE(SUM(CASE WHEN status = 'success' THEN 1 ELSE 0 END), 0) AS BIGINT) FROM refunds")
        .fetch_one(&db)
        .await
        .unwrap();
    assert_eq!((refunds, succeeded), (1, 1));
    let (at_gateway,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM wechatpay_sandbox_refunds").fetch_one(&db).await.unwrap();
    assert_eq!(at_gateway, 1, "sent once, whatever the restart");
    let (messages,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE title = '订单退款'").fetch_one(&db).await.unwrap();
    assert_eq!(messages, 1);
    db.close().await;
}

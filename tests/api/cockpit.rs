//! The operators' cockpit through the real router on both databases: 运营看板's figures move by
//! exactly what a purchase, its payment and its refund add (and stay a minute unless asked
//! fresh), and 模块与健康 lists the enabled modules with their jobs and applied migrations and
//! checks what the platform leans on. Only operators read either.

use crate::support::*;
use serde_json::{json, Value};

const BOARD: &str = "/api/platform/dashboard";

async fn board(app: &TestApp, op: &str, fresh: bool) -> Value {
    app.get(&format!("{BOARD}?fresh={fresh}"), Some(op)).await.ok().clone()
}

/// A figure's (today, week, month) and its series' sum.
fn figure(board: &Value, key: &str) -> (i64, i64, i64, i64) {
    let f = board["figures"].as_array().unwrap().iter().find(|f| f["key"] == key).unwrap_or_else(|| panic!("no figure {key}"));
    let series: i64 = f["series"].as_array().unwrap().iter().map(|v| v.as_i64().unwrap()).sum();
    (f["today"].as_i64().unwrap(), f["week"].as_i64().unwrap(), f["month"].as_i64().unwrap(), series)
}

#[tokio::test]
async fn the_dashboard_moves_by_exactly_a_purchase_its_payment_and_its_refund() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    assert_eq!(app.get(BOARD, Some(&main)).await.code(), 10003, "only operators read the board");

    let before = board(&app, &op, true).await;
    assert_eq!(before["days"].as_array().unwrap().len(), 30);
    let keys: Vec<&str> = before["figures"].as_array().unwrap().iter().map(|f| f["key"].as_str().unwrap()).collect();
    for key in ["companies.new", "users.active", "certifications.waiting", "certifications.decided", "orders.new", "payments.paid", "refunds.succeeded", "points.topped-up", "points.spent", "apps.launches", "api.calls", "api.failed"] {
        assert!(keys.contains(&key), "{key} is on the board: {keys:?}");
    }
    for f in before["figures"].as_array().unwrap() {
        let (today, week, month, series) = figure(&before, f["key"].as_str().unwrap());
        assert!(today <= week && week <= month, "{f}");
        if f["current"] == false {
            assert_eq!(series, month, "a daily figure's month is its series' sum unless counted whole: {f}");
        }
    }
    // The demo data signed people in today: active users count them once each.
    assert!(figure(&before, "users.active").0 >= 2);

    let (order, price) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no, "pay").await;
    wait_for_status(&app, &main, &no, "success").await;
    let r = app.post("/api/ptd-industry/order/refund", Some(&op), json!({"orderId": order, "amount": "0.01", "reason": "客户申请退款"})).await;
    assert_eq!(r.code(), 200, "{}", r.msg());
    refunds_end(&app).await;

    // Kept a minute: the same board until asked fresh.
    assert_eq!(board(&app, &op, false).await["generatedAt"], before["generatedAt"]);
    let after = board(&app, &op, true).await;
    let moved = |key: &str| {
        let (a, b) = (figure(&before, key), figure(&after, key));
        (b.0 - a.0, b.1 - a.1, b.2 - a.2)
    };
    assert_eq!(moved("orders.new"), (1, 1, 1));
    assert_eq!(moved("payments.paid"), (price, price, price), "paid by the order's price in fen");
    assert_eq!(moved("refunds.succeeded"), (1, 1, 1), "refunded one fen");
    assert_eq!(moved("companies.new"), (0, 0, 0));
}

#[tokio::test]
async fn modules_and_health_show_what_runs_here() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let main = app.login(MAIN).await;
    assert_eq!(app.get("/api/platform/modules", Some(&main)).await.code(), 10003);
    assert_eq!(app.get("/api/platform/health", Some(&main)).await.code(), 10003);
    app.run_due_jobs("cockpit-test").await;

    let listed = app.get("/api/platform/modules", Some(&op)).await.ok().clone();
    let modules = listed["modules"].as_array().unwrap();
    let names: Vec<&str> = modules.iter().map(|m| m["name"].as_str().unwrap()).collect();
    assert_eq!(names[0], "kernel");
    for name in platform::MODULES {
        assert!(names.contains(name), "{name} is enabled in the test profile: {names:?}");
    }
    let orders = modules.iter().find(|m| m["name"] == "orders").unwrap();
    assert_eq!(orders["title"], "订单与支付");
    assert!(!orders["version"].as_str().unwrap().is_empty());
    assert!(orders["menus"].as_array().unwrap().iter().any(|m| m["path"] == "/operation/orders" && m["title"] == "平台订单"));
    let expire = orders["jobs"].as_array().unwrap().iter().find(|j| j["name"] == "orders.expire-unpaid").unwrap();
    assert!(expire["lastRun"].is_i64() && expire["nextRun"].as_i64().unwrap() > expire["lastRun"].as_i64().unwrap(), "{expire}");
    assert!(expire["everySeconds"].as_u64().unwrap() > 0);
    let migrations = orders["migrations"].as_array().unwrap();
    assert!(migrations.iter().any(|m| m["version"] == 4001) && migrations.iter().all(|m| m["applied"] == true), "{migrations:?}");
    let kernel = &modules[0];
    assert!(kernel["migrations"].as_array().unwrap().iter().any(|m| m["version"] == 30 && m["applied"] == true));
    assert!(kernel["jobs"].as_array().unwrap().iter().any(|j| j["name"] == "kernel.audit-purge"));
    // The shared services come next, with the payment jobs they run (named before they moved out of the kernel).
    let services = &modules[1];
    assert_eq!((services["name"].as_str(), services["title"].as_str()), (Some("services"), Some("平台服务")));
    assert!(services["jobs"].as_array().unwrap().iter().any(|j| j["name"] == "kernel.payments-reconcile"), "{services}");
    assert!(!kernel["jobs"].as_array().unwrap().iter().any(|j| j["name"] == "kernel.payments-reconcile"), "listed once");

    // A failing job leaves when and why it failed.
    app.exec(sqlx::query("UPDATE job_leases SET last_failure = 1, last_error = 'boom' WHERE name = 'orders.expire-unpaid'")).await;
    let listed = app.get("/api/platform/modules", Some(&op)).await.ok().clone();
    let expire = listed["modules"].as_array().unwrap().iter().find(|m| m["name"] == "orders").unwrap()["jobs"].as_array().unwrap().iter().find(|j| j["name"] == "orders.expire-unpaid").unwrap().clone();
    assert_eq!((expire["lastFailure"].as_i64(), expire["lastError"].as_str()), (Some(1), Some("boom")));

    let health = app.get("/api/platform/health", Some(&op)).await.ok().clone();
    let status = |name: &str| health["checks"].as_array().unwrap().iter().find(|c| c["name"] == name).unwrap_or_else(|| panic!("no check {name}"))["status"].as_str().unwrap().to_string();
    assert_eq!(status("database"), "ok");
    assert_eq!(status("storage"), "ok");
    assert_eq!(status("payment"), "ok", "the sandbox gateway answers a query: {health}");
    assert_eq!(status("timestamp"), "ok");
    assert!(["ok", "down"].contains(&status("font").as_str()));
}

#[tokio::test]
async fn orders_payments_refunds_and_companies_export_with_their_lists_filters() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    for path in ["/api/ptd-industry/manage/order/export", "/api/ptd-industry/manage/payment/export", "/api/ptd-industry/order/refund/export", "/api/ptd-user/resource/company/export"] {
        assert_eq!(app.get(path, Some(&main)).await.code(), 10003, "{path} is for operators");
    }
    let (paid, _) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, paid).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no, "pay").await;
    wait_for_status(&app, &main, &no, "success").await;
    let (unpaid, _) = buy(&app, &main, 1).await;
    let order_no = |id: i64| {
        let pool = app.state.db.read.clone();
        async move { sqlx::query_as::<_, (String,)>("SELECT order_no FROM orders WHERE id = $1").bind(id).fetch_one(&pool).await.unwrap().0 }
    };
    let (paid_no, unpaid_no) = (order_no(paid).await, order_no(unpaid).await);
    let refund = app.post("/api/ptd-industry/order/refund", Some(&op), json!({"orderId": paid, "amount": "0.01", "reason": "客户申请退款"})).await;
    let refund_no = refund.ok()["refundNo"].as_str().unwrap().to_string();
    refunds_end(&app).await;

    let sheet = |path: String| {
        let (app, op) = (&app, op.clone());
        async move { xlsx_sheet_xml(&app.raw_get(&path, &op).await) }
    };
    let orders = sheet("/api/ptd-industry/manage/order/export?payStatus=success".into()).await;
    assert!(orders.contains(&paid_no) && !orders.contains(&unpaid_no), "only paid orders");
    assert!(orders.contains("订单号") && orders.contains("演示科技有限公司"));
    let all = sheet("/api/ptd-industry/manage/order/export".into()).await;
    assert!(all.contains(&paid_no) && all.contains(&unpaid_no));
    let payments = sheet("/api/ptd-industry/manage/payment/export?status=success".into()).await;
    assert!(payments.contains(&no) && payments.contains("部分退款"), "the paid order's payment, partly refunded");
    let later = sheet(format!("/api/ptd-industry/manage/payment/export?beginTime={}", urlencoded("2099-01-01 00:00:00"))).await;
    assert!(!later.contains(&no), "the time range filters");
    let refunds = sheet("/api/ptd-industry/order/refund/export?status=success".into()).await;
    assert!(refunds.contains(&refund_no) && refunds.contains("退款成功") && refunds.contains("0.01"));
    assert_eq!(app.get("/api/ptd-industry/order/refund/export?beginTime=yesterday", Some(&op)).await.msg(), "时间格式错误");
    let companies = sheet(format!("/api/ptd-user/resource/company/export?companyName={}", urlencoded("演示科技"))).await;
    assert!(companies.contains("演示科技有限公司") && !companies.contains("星火"), "only the companies the name finds");
}

fn urlencoded(text: &str) -> String {
    serde_urlencoded::to_string([("", text)]).unwrap().trim_start_matches('=').to_string()
}

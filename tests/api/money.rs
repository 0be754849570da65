//! Money under races, through the real router and the real WeChat Pay
//! adapter against the sandbox over loopback HTTP, on SQLite and PostgreSQL:
//! term change against pay, cancel against pay, expiry against the
//! notification, points against WeChat, simultaneous clicks, simultaneous
//! refunds, duplicate refund notifications, and a refund cut off by a crash.
//! Each race runs many attempts at once and then checks the invariant: an
//! order is paid at most once, for exactly its total and its term, and every
//! extra yuan the gateway took went back.

use crate::support::*;
use services::SharedServices;
use axum::http::Method;
use futures::future::join_all;
use sandbox::wechatpay as sandbox;
use serde_json::json;
use std::time::Duration;

/// Attempts of each race, all at once.
const ATTEMPTS: usize = 12;

async fn scalar(app: &TestApp, sql: &str, id: i64) -> i64 {
    let (n,): (i64,) = sqlx::query_as(sql).bind(id).fetch_one(&app.state.db.read).await.unwrap();
    n
}

/// The payer scans every QR the gateway would still take and pays it.
async fn pay_every_live_qr(app: &TestApp) {
    let live: Vec<(String,)> = sqlx::query_as("SELECT out_trade_no FROM wechatpay_sandbox_orders WHERE trade_state = 'NOTPAY'").fetch_all(&app.state.db.read).await.unwrap();
    join_all(live.iter().map(|(no,)| app.cashier(no, "pay"))).await;
}

/// Waits until every payment the gateway took is recorded here and every refund has ended.
async fn settle_down(app: &TestApp) {
    for _ in 0..200 {
        let (unheard,): (i64,) = sqlx::query_as(
            "SELECT COUNT(*) FROM wechatpay_sandbox_orders s JOIN payments p ON p.pay_transaction_no = s.out_trade_no
             WHERE s.trade_state = 'SUCCESS' AND p.status NOT IN ('success', 'unapplied')",
        )
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
        let (open,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM refunds WHERE status IN ('pending', 'processing')").fetch_one(&app.state.db.read).await.unwrap();
        if unheard == 0 && open == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("payments or refunds never settled");
}

/// The invariant of one order: paid at most once, for exactly its total and
/// its term; what the gateway kept is exactly what was applied by WeChat.
async fn assert_exact(app: &TestApp, order: i64) {
    let (status, total, term, start, end, refunded): (String, i64, i64, Option<i64>, Option<i64>, i64) = sqlx::query_as(
        "SELECT pay_status, total_price, term, active_start_time, active_end_time, refunded_amount FROM orders WHERE id = $1",
    )
    .bind(order)
    .fetch_one(&app.state.db.read)
    .await
    .unwrap();
    let applied: Vec<(i64, String)> = sqlx::query_as("SELECT amount, pay_method FROM payments WHERE purpose = 'order' AND reference_id = $1 AND status = 'success'")
        .bind(order)
        .fetch_all(&app.state.db.read)
        .await
        .unwrap();
    let kept = scalar(
        app,
        "SELECT CAST(COALESCE(SUM(s.amount), 0) - COALESCE((SELECT SUM(r.amount) FROM wechatpay_sandbox_refunds r JOIN payments q ON q.pay_transaction_no = r.out_trade_no
                 WHERE q.reference_id = $1 AND r.status = 'SUCCESS'), 0) AS BIGINT)
         FROM wechatpay_sandbox_orders s JOIN payments p ON p.pay_transaction_no = s.out_trade_no WHERE p.reference_id = $1 AND s.trade_state = 'SUCCESS'",
        order,
    )
    .await;
    let unapplied_left = scalar(app, "SELECT COUNT(*) FROM payments WHERE reference_id = $1 AND status = 'unapplied' AND refunded_amount <> amount", order).await;
    assert_eq!(unapplied_left, 0, "order {order}: every unapplied payment is refunded in full");
    assert!(applied.len() <= 1, "order {order} paid {} times", applied.len());
    match status.as_str() {
        "success" | "refunded" => {
            assert_eq!(applied.len(), 1, "order {order} is paid by exactly one payment");
            assert_eq!(applied[0].0, total, "order {order} paid for exactly its total");
            let (start, end) = (start.unwrap(), end.unwrap());
            assert_eq!(end, kernel::time::add_years_ms(start, term), "order {order} runs exactly its term");
            let wechat = if applied[0].1 == "wechat" { total } else { 0 };
            let back = if applied[0].1 == "wechat" { refunded } else { 0 };
            assert_eq!(kept, wechat - back, "order {order}: the gateway kept exactly what the order took, less its refunds");
            assert_eq!(status == "refunded", refunded == total, "order {order}: refunded exactly when all of it went back");
        }
        _ => {
            assert!(applied.is_empty(), "order {order} is {status} yet a payment applied");
            assert_eq!(kept, 0, "order {order} is {status}: every yuan went back");
        }
    }
}

#[tokio::test]
async fn a_term_change_racing_a_payment_never_pays_one_year_for_three() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let mut orders = Vec::new();
    for _ in 0..ATTEMPTS {
        orders.push(buy(&app, &main, 1).await.0);
    }
    let change = |id: i64| {
        let (app, main) = (&app, main.clone());
        async move { app.request(Method::PUT, "/api/ptd-industry/order", Some(&main), Some(json!({"id": id, "term": 3})), &[]).await }
    };
    let pay = |id: i64| {
        let (app, main) = (&app, main.clone());
        async move { app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": id, "payMethod": "wechat"})).await }
    };
    join_all(orders.iter().flat_map(|&id| [futures::FutureExt::boxed(change(id)), futures::FutureExt::boxed(pay(id))])).await;
    // Whatever QR is still live, the payer pays; then the QR for the new term too.
    pay_every_live_qr(&app).await;
    settle_down(&app).await;
    join_all(orders.iter().map(|&id| pay(id))).await;
    pay_every_live_qr(&app).await;
    settle_down(&app).await;
    for &id in &orders {
        assert_exact(&app, id).await;
        let (status, term): (String, i64) = sqlx::query_as("SELECT pay_status, term FROM orders WHERE id = $1").bind(id).fetch_one(&app.state.db.read).await.unwrap();
        assert_eq!((status.as_str(), term), ("success", 3), "each order ends paid, at the term it shows");
    }
}

#[tokio::test]
async fn a_cancel_racing_a_payment_leaves_no_money_on_a_cancelled_order() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let mut orders = Vec::new();
    for _ in 0..ATTEMPTS {
        orders.push(buy(&app, &main, 1).await.0);
    }
    let cancel = |id: i64| {
        let (app, main) = (&app, main.clone());
        async move { app.post(&format!("/api/ptd-industry/order/closeOrderPay/{id}"), Some(&main), json!({})).await }
    };
    let pay = |id: i64| {
        let (app, main) = (&app, main.clone());
        async move { app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": id, "payMethod": "wechat"})).await }
    };
    let replies = join_all(orders.iter().flat_map(|&id| [futures::FutureExt::boxed(cancel(id)), futures::FutureExt::boxed(pay(id))])).await;
    for r in &replies {
        assert!([200, 14005, 14007].contains(&r.code()), "a clear answer: {:?}", r.body);
    }
    pay_every_live_qr(&app).await;
    settle_down(&app).await;
    for &id in &orders {
        assert_exact(&app, id).await;
        let (status,): (String,) = sqlx::query_as("SELECT pay_status FROM orders WHERE id = $1").bind(id).fetch_one(&app.state.db.read).await.unwrap();
        assert_eq!(status, "cancel", "the cancel answered 取消订单成功 and stands");
    }
}

#[tokio::test]
async fn the_expiry_racing_the_notification_pays_or_refunds_exactly() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let mut nos = Vec::new();
    let mut orders = Vec::new();
    for _ in 0..ATTEMPTS {
        let order = buy(&app, &main, 1).await.0;
        nos.push(pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string());
        orders.push(order);
    }
    sqlx::query("UPDATE orders SET create_time = create_time - 1860000").execute(&app.state.db.write).await.unwrap();
    let expiry = orders::expire_unpaid(app.state.clone());
    let payer = join_all(nos.iter().map(|no| app.cashier(no, "pay")));
    let (expired, _) = futures::join!(expiry, payer);
    expired.unwrap();
    settle_down(&app).await;
    orders::expire_unpaid(app.state.clone()).await.unwrap();
    settle_down(&app).await;
    for &id in &orders {
        assert_exact(&app, id).await;
    }
}

#[tokio::test]
async fn points_racing_wechat_pay_once_and_the_other_goes_back() {
    let app = TestApp::with(|f| f.merge(("limits.account_password_tries", 1000))).await;
    let main = app.login(MAIN).await;
    let company = app.company_of(MAIN).await;
    // Points to pay every order with, from a top-up through the cashier.
    app.age_codes().await;
    let code = app.auth_code(MAIN).await;
    app.post("/api/ptd-user/account/resAccountPwd", Some(&main), json!({"password": "246810", "confirmPassword": "246810", "smsCode": code})).await.ok();
    let r = app.post("/api/ptd-user/account/recharge", Some(&main), json!({"amount": 50000})).await;
    let topup = r.ok()["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&topup, "pay").await;
    settle_down(&app).await;
    let before = scalar(&app, "SELECT balance FROM accounts WHERE company_id = $1", company).await;
    let mut orders = Vec::new();
    for _ in 0..ATTEMPTS {
        let order = buy(&app, &main, 1).await.0;
        pay_wechat(&app, &main, order).await;
        orders.push(order);
    }
    let points = |id: i64| {
        let (app, main) = (&app, main.clone());
        async move {
            app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": id, "payMethod": "account", "accountPassword": "246810"}))
                .await
        }
    };
    let (replies, _) = futures::join!(join_all(orders.iter().map(|&id| points(id))), pay_every_live_qr(&app));
    settle_down(&app).await;
    let mut spent = 0;
    for (&id, r) in orders.iter().zip(&replies) {
        assert!([200, 14007, 14005].contains(&r.code()), "a clear answer: {:?}", r.body);
        assert_exact(&app, id).await;
        let (status,): (String,) = sqlx::query_as("SELECT pay_status FROM orders WHERE id = $1").bind(id).fetch_one(&app.state.db.read).await.unwrap();
        assert_eq!(status, "success");
        let (method, amount): (String, i64) =
            sqlx::query_as("SELECT pay_method, amount FROM payments WHERE reference_id = $1 AND status = 'success'").bind(id).fetch_one(&app.state.db.read).await.unwrap();
        if method == "account" {
            assert_eq!(r.code(), 200, "the points payment that stands was answered as paid");
            spent += services::payments::points_of(amount);
        }
    }
    let after = scalar(&app, "SELECT balance FROM accounts WHERE company_id = $1", company).await;
    assert_eq!(before - after, spent, "points left only for the orders they paid");
}

#[tokio::test]
async fn simultaneous_clicks_show_one_qr() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    for _ in 0..4 {
        let order = buy(&app, &main, 1).await.0;
        let replies = join_all((0..5).map(|_| app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": order, "payMethod": "wechat"})))).await;
        let nos: std::collections::BTreeSet<String> = replies.iter().map(|r| r.ok()["payTransactionNo"].as_str().unwrap().to_string()).collect();
        assert_eq!(nos.len(), 1, "one payment for five clicks: {nos:?}");
        assert!(replies.iter().all(|r| r.ok()["codeUrl"].as_str().is_some_and(|u| u.contains("/cashier/"))), "every click shows the QR");
        assert_eq!(scalar(&app, "SELECT COUNT(*) FROM payments WHERE reference_id = $1", order).await, 1);
    }
}

/// A paid order (WeChat): (order id, payment number, total in fen).
async fn paid_order(app: &TestApp, token: &str, term: i64) -> (i64, String, i64) {
    let (order, price) = buy(app, token, term).await;
    let no = pay_wechat(app, token, order).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no, "pay").await;
    wait_for_status(app, token, &no, "success").await;
    (order, no, price * term)
}

async fn refund(app: &TestApp, op: &str, order: i64, amount: Option<&str>) -> Reply {
    app.post("/api/ptd-industry/order/refund", Some(op), json!({"orderId": order, "amount": amount, "reason": "客户申请退款"})).await
}

#[tokio::test]
async fn fifty_simultaneous_refunds_make_one_and_the_app_ends() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let company = app.company_of(MAIN).await;
    let pool = app.state.db.read.clone();
    let held = |domain: i64| {
        let pool = pool.clone();
        async move {
            let r: Option<(i64,)> = sqlx::query_as("SELECT end_time FROM company_apps WHERE company_id = $1 AND product_domain_id = $2")
                .bind(company)
                .bind(domain)
                .fetch_optional(&pool)
                .await
                .unwrap();
            r.map(|(end,)| end)
        }
    };
    let (order, _, total) = paid_order(&app, &main, 1).await;
    let bought = app.get(&format!("/api/ptd-industry/order/detail/{order}"), Some(&main)).await.ok().clone();
    let domain = bought["orderDetailsBos"][0]["objectJson"]["applicationId"].as_i64().unwrap();
    let (start, end) = (scalar(&app, "SELECT active_start_time FROM orders WHERE id = $1", order).await, scalar(&app, "SELECT active_end_time FROM orders WHERE id = $1", order).await);
    let ends_before = held(domain).await.unwrap() - (end - start);
    // Only operators refund, and only with the token header.
    assert_eq!(refund(&app, &main, order, None).await.code(), 10003);

    let replies = join_all((0..50).map(|_| refund(&app, &op, order, None))).await;
    let made = replies.iter().filter(|r| r.code() == 200).count();
    assert_eq!(made, 1, "{:?}", replies.iter().map(|r| r.msg()).collect::<Vec<_>>());
    assert!(replies.iter().all(|r| r.code() == 200 || r.code() == 10018), "the others are refused plainly");
    settle_down(&app).await;
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM refunds WHERE reference_id = $1", order).await, 1);
    assert_exact(&app, order).await;
    let shown = app.get(&format!("/api/ptd-industry/order/detail/{order}"), Some(&main)).await.ok().clone();
    assert_eq!((shown["payStatus"].as_str(), shown["payStatusName"].as_str()), (Some("refunded"), Some("已退款")));
    assert_eq!(shown["refundedAmount"], kernel::money::yuan(total));
    assert_eq!(shown["refundList"][0]["statusName"], "退款成功");
    // The term the order bought is taken off the app: it ends where it ended before (now, for an app bought only by it).
    let ends = held(domain).await.unwrap();
    assert!(ends == ends_before.max(ends) && ends <= ends_before.max(kernel::time::now_ms()), "the refunded year is gone: {ends} vs {ends_before}");
    let buyer = scalar(&app, "SELECT user_id FROM orders WHERE id = $1", order).await;
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '订单退款'", buyer).await, 1);
    // Nothing is left to refund; the lists show it.
    assert_eq!(refund(&app, &op, order, Some("0.01")).await.code(), 10018);
    let list = app.get(&format!("/api/ptd-industry/order/refund/list?orderId={order}"), Some(&op)).await;
    assert_eq!(list.ok()["total"], 1);
    assert_eq!(list.ok()["rows"][0]["amount"], kernel::money::yuan(total));
}

#[tokio::test]
async fn part_refunds_add_up_to_the_total_and_never_beyond() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let (order, no, total) = paid_order(&app, &main, 2).await;
    for bad in ["-1", "1.234", "abc", "0"] {
        assert_eq!(refund(&app, &op, order, Some(bad)).await.msg(), "请输入正确的退款金额", "{bad}");
    }
    let r = app.post("/api/ptd-industry/order/refund", Some(&op), json!({"orderId": order, "reason": " "})).await;
    assert_eq!(r.code(), 10001);
    assert_eq!(refund(&app, &op, order, Some(&kernel::money::yuan(total + 1))).await.msg(), "退款金额超过可退金额");
    refund(&app, &op, order, Some("1.00")).await.ok();
    settle_down(&app).await;
    let shown = app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok().clone();
    assert_eq!((shown["payStatus"].as_str(), shown["payStatusName"].as_str(), shown["refundedAmount"].as_str()), (Some("success"), Some("部分退款"), Some("1.00")));
    // The app keeps running after a part refund; the rest goes back and ends it.
    let apps = app.get("/api/ptd-industry/order/getActivateProductlist", Some(&main)).await;
    assert!(apps.ok().as_array().unwrap().iter().any(|a| a["active"] == true));
    refund(&app, &op, order, None).await.ok();
    settle_down(&app).await;
    assert_exact(&app, order).await;
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["payStatusName"], "已退款");
    let records = app.get("/api/ptd-industry/order/payment/queryList", Some(&main)).await;
    let row = records.ok()["rows"].as_array().unwrap().iter().find(|r| r["payTransactionNo"] == no.as_str()).unwrap().clone();
    assert_eq!((row["payStatusStr"].as_str(), row["refundedAmountStr"].as_str()), (Some("已退款"), Some(kernel::money::yuan(total).as_str())));
    // Each refund is a line of its own in the transaction lists, the money going back.
    let mut back: Vec<String> = records.ok()["rows"].as_array().unwrap().iter().filter(|r| r["recordType"] == "refund").map(|r| r["amountStr"].as_str().unwrap().to_string()).collect();
    back.sort();
    assert_eq!(back, vec!["-1.00".to_string(), kernel::money::yuan(-(total - 100))]);
    let all = app.get("/api/ptd-user/account/transaction/list", Some(&main)).await;
    assert_eq!(all.ok()["rows"].as_array().unwrap().iter().filter(|r| r["recordType"] == "refund" && r["payStatusStr"] == "退款成功").count(), 2);
}

#[tokio::test]
async fn two_hundred_duplicate_refund_notifications_count_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let (order, no, total) = paid_order(&app, &main, 1).await;
    let refund_no = refund(&app, &op, order, Some("2.00")).await.ok()["refundNo"].as_str().unwrap().to_string();
    let config = &app.state.config.pay.wechat;
    let (headers, body) = sandbox::signed_event(config, "REFUND.SUCCESS", "refund", "退款成功", &sandbox::refund_json(config, &no, &refund_no, 200, total, "SUCCESS"));
    let statuses = join_all((0..200).map(|_| notify(&app, &headers, &body))).await;
    assert!(statuses.iter().all(|s| s.as_u16() == 204), "{statuses:?}");
    settle_down(&app).await;
    assert_eq!(scalar(&app, "SELECT refunded_amount FROM orders WHERE id = $1", order).await, 200);
    let buyer = scalar(&app, "SELECT user_id FROM orders WHERE id = $1", order).await;
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '订单退款'", buyer).await, 1);
    // A refund notification for another amount is not applied (and retried by the gateway).
    let (headers, body) = sandbox::signed_event(config, "REFUND.SUCCESS", "refund", "退款成功", &sandbox::refund_json(config, &no, &refund_no, 300, total, "SUCCESS"));
    assert_eq!(notify(&app, &headers, &body).await.as_u16(), 400);
    assert_eq!(scalar(&app, "SELECT refunded_amount FROM orders WHERE id = $1", order).await, 200);
}

/// Posts a notification to the notify endpoint.
async fn notify(app: &TestApp, headers: &[(String, String)], body: &str) -> axum::http::StatusCode {
    use tower::ServiceExt;
    let mut req = axum::http::Request::post("/api/pay/wechat/notify").header("content-type", "application/json");
    for (k, v) in headers {
        req = req.header(k.as_str(), v.as_str());
    }
    app.router.clone().oneshot(req.body(axum::body::Body::from(body.to_string())).unwrap()).await.unwrap().status()
}

#[tokio::test]
async fn a_refund_cut_off_before_the_gateway_heard_of_it_is_finished_by_reconciliation() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, no, total) = paid_order(&app, &main, 1).await;
    // The state a crash leaves between claiming the refund and the gateway's answer.
    let (payment_id, company): (i64, i64) = sqlx::query_as("SELECT id, company_id FROM payments WHERE pay_transaction_no = $1").bind(&no).fetch_one(&app.state.db.read).await.unwrap();
    sqlx::query("UPDATE payments SET refunded_amount = amount, refund_count = 1 WHERE id = $1").bind(payment_id).execute(&app.state.db.write).await.unwrap();
    sqlx::query(
        "INSERT INTO refunds (id, refund_no, payment_id, pay_transaction_no, purpose, reference_id, company_id, amount, reason, kind, status, create_time, update_time)
         VALUES (9001, 'RF9001', $1, $2, 'order', $3, $4, $5, '客户申请退款', 'operator', 'processing', 0, 0)",
    )
    .bind(payment_id)
    .bind(&no)
    .bind(order)
    .bind(company)
    .bind(total)
    .execute(&app.state.db.write)
    .await
    .unwrap();
    app.state.payments().reconcile().await.unwrap();
    settle_down(&app).await;
    let (sent,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM wechatpay_sandbox_refunds WHERE out_refund_no = 'RF9001' AND status = 'SUCCESS'").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(sent, 1, "sent once, under its own number");
    assert_exact(&app, order).await;
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["payStatus"], "refunded");
}

#[tokio::test]
async fn a_points_payment_refunded_returns_its_points_and_a_spent_top_up_cannot_be() {
    let app = TestApp::with(|f| f.merge(("limits.account_password_tries", 1000))).await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let company = app.company_of(MAIN).await;
    app.age_codes().await;
    let code = app.auth_code(MAIN).await;
    app.post("/api/ptd-user/account/resAccountPwd", Some(&main), json!({"password": "246810", "confirmPassword": "246810", "smsCode": code})).await.ok();
    let topup = app.post("/api/ptd-user/account/recharge", Some(&main), json!({"amount": 100})).await.ok()["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&topup, "pay").await;
    settle_down(&app).await;
    let balance = || scalar(&app, "SELECT balance FROM accounts WHERE company_id = $1", company);
    assert_eq!(balance().await, 100);
    // A 30.50 yuan version: 31 points (rounded up) for a year.
    let (product, version, _) = priced_version(&app).await;
    sqlx::query("UPDATE product_versions SET version_price = 3050 WHERE id = $1").bind(version).execute(&app.state.db.write).await.unwrap();
    let order = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&main), json!({"productId": product, "versionId": version, "term": 1})).await.ok().as_i64().unwrap();
    let paid = app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": order, "payMethod": "account", "accountPassword": "246810"})).await;
    paid.ok();
    assert_eq!(balance().await, 69);

    // The top-up's points are partly spent: it cannot be refunded, and nothing moves.
    let topup_id = scalar(&app, "SELECT reference_id FROM payments WHERE pay_transaction_no = (SELECT pay_transaction_no FROM payments WHERE purpose = 'topup' AND company_id = $1)", company).await;
    let ask = services::payments::RefundAsk { purpose: "topup", reference_id: topup_id, amount: None, reason: "客户申请退款", operator_id: 1, origin: None };
    let refused = app.state.payments().refund(&ask).await.unwrap_err();
    assert_eq!(kernel::error::ApiError::message(&refused), "充值所得积分已使用，无法退款");
    assert_eq!(balance().await, 69);

    // A part refund of the points payment, then the rest: exactly the 31 points come back.
    assert_eq!(refund(&app, &op, order, Some("10.25")).await.ok()["status"], "success", "points go back at once");
    assert_eq!(balance().await, 69 + 11);
    refund(&app, &op, order, None).await.ok();
    assert_eq!(balance().await, 100);
    assert_exact(&app, order).await;
    let ledger_sum = scalar(&app, "SELECT CAST(SUM(points) AS BIGINT) FROM account_ledger WHERE company_id = $1", company).await;
    assert_eq!(ledger_sum, 100, "the balance is the sum of the ledger");
    let flow = app.get("/api/ptd-user/account/accountFlow/queryList?type=reversal", Some(&main)).await;
    assert_eq!(flow.ok()["total"], 2);

    // Unspent now: the top-up refunds whole, its points taken back at once.
    let r = app.state.payments().refund(&ask).await.unwrap();
    assert_eq!(balance().await, 0);
    settle_down(&app).await;
    let (status,): (String,) = sqlx::query_as("SELECT status FROM refunds WHERE refund_no = $1").bind(&r.refund_no).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(status, "success");
    let (recharge,): (String,) = sqlx::query_as("SELECT status FROM recharges WHERE id = $1").bind(topup_id).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(recharge, "refunded");
}

#[tokio::test]
async fn the_daily_bill_matches_settles_and_reports_differences() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    // One payment both sides have.
    paid_order(&app, &main, 1).await;
    // A payment the gateway took whose notification never came, and a payment here the bill does not have.
    let (late, _) = buy(&app, &main, 1).await;
    let late_no = pay_wechat(&app, &main, late).await["payTransactionNo"].as_str().unwrap().to_string();
    sqlx::query("UPDATE wechatpay_sandbox_orders SET trade_state = 'SUCCESS', transaction_id = '4200000000000000000000000042', success_time = $1 WHERE out_trade_no = $2")
        .bind(kernel::time::now_ms())
        .bind(&late_no)
        .execute(&app.state.db.write)
        .await
        .unwrap();
    let (ghost, _, _) = paid_order(&app, &main, 1).await;
    let ghost_no: (String,) = sqlx::query_as("SELECT pay_transaction_no FROM payments WHERE reference_id = $1 AND status = 'success'").bind(ghost).fetch_one(&app.state.db.read).await.unwrap();
    sqlx::query("DELETE FROM wechatpay_sandbox_orders WHERE out_trade_no = $1").bind(&ghost_no.0).execute(&app.state.db.write).await.unwrap();
    // Everything happened yesterday.
    let day = 24 * 3600 * 1000_i64;
    sqlx::query("UPDATE wechatpay_sandbox_orders SET success_time = success_time - $1").bind(day).execute(&app.state.db.write).await.unwrap();
    sqlx::query("UPDATE payments SET pay_time = pay_time - $1 WHERE pay_time IS NOT NULL").bind(day).execute(&app.state.db.write).await.unwrap();
    let (yesterday, _) = services::payments::bill::yesterday(kernel::time::now_ms());

    let (today, _) = services::payments::bill::yesterday(kernel::time::now_ms() + day);
    let r = app.post("/api/ptd-industry/pay/reconciliation/run", Some(&op), json!({"billDate": today})).await;
    assert_eq!(r.msg(), "请选择今天之前的对账日期");
    assert_eq!(app.post("/api/ptd-industry/pay/reconciliation/run", Some(&main), json!({"billDate": yesterday})).await.code(), 10003);
    let run = app.post("/api/ptd-industry/pay/reconciliation/run", Some(&op), json!({"billDate": yesterday})).await;
    let d = run.ok();
    assert_eq!((d["status"].as_str(), d["matchedCount"].as_i64(), d["differenceCount"].as_i64()), (Some("differences"), Some(1), Some(2)), "{d}");
    // What the bill had and we did not is settled from the gateway's own answer.
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM payments WHERE reference_id = $1 AND status = 'success'", late).await, 1);
    let diffs = app.get(&format!("/api/ptd-industry/pay/reconciliation/differences?billDate={yesterday}"), Some(&op)).await;
    let mut kinds: Vec<(String, String)> = diffs.ok()["rows"].as_array().unwrap().iter().map(|r| (r["kind"].as_str().unwrap().to_string(), r["payTransactionNo"].as_str().unwrap().to_string())).collect();
    kinds.sort();
    assert_eq!(kinds, vec![("missing_here".to_string(), late_no.clone()), ("missing_there".to_string(), ghost_no.0.clone())]);
    // Each difference found is a row of the audit trail too.
    let audited = app.get("/api/platform/audit/page?kind=payment-difference&pageSize=50", Some(&op)).await.ok().clone();
    let mut targets: Vec<&str> = audited["rows"].as_array().unwrap().iter().map(|r| r["target"].as_str().unwrap()).collect();
    targets.sort();
    assert_eq!(targets, vec![format!("payment:{late_no}"), format!("payment:{}", ghost_no.0)]);
    let page = app.get("/api/ptd-industry/pay/reconciliation/page", Some(&op)).await;
    assert_eq!(page.ok()["rows"][0]["billDate"], yesterday.as_str());
    assert_eq!(page.ok()["rows"][0]["statusName"], "有差异");
    // Run again: the settled payment now matches; the differences are replaced, not added to.
    let again = app.post("/api/ptd-industry/pay/reconciliation/run", Some(&op), json!({"billDate": yesterday})).await;
    assert_eq!((again.ok()["matchedCount"].as_i64(), again.ok()["differenceCount"].as_i64()), (Some(2), Some(1)));
}

#[tokio::test]
async fn a_closed_refund_gives_its_amount_back_and_a_refused_one_is_retried() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let (order, no, total) = paid_order(&app, &main, 1).await;
    let config = app.state.config.pay.wechat.clone();

    // A refund WeChat closes (its notification the only word): the reservation goes back, the order is untouched.
    let (payment_id, company): (i64, i64) = sqlx::query_as("SELECT id, company_id FROM payments WHERE pay_transaction_no = $1").bind(&no).fetch_one(&app.state.db.read).await.unwrap();
    sqlx::query("UPDATE payments SET refunded_amount = 300, refund_count = 1 WHERE id = $1").bind(payment_id).execute(&app.state.db.write).await.unwrap();
    sqlx::query(
        "INSERT INTO refunds (id, refund_no, payment_id, pay_transaction_no, purpose, reference_id, company_id, amount, reason, kind, status, create_time, update_time)
         VALUES (9002, 'RF9002', $1, $2, 'order', $3, $4, 300, '客户申请退款', 'operator', 'processing', $5, $5)",
    )
    .bind(payment_id)
    .bind(&no)
    .bind(order)
    .bind(company)
    .bind(kernel::time::now_ms())
    .execute(&app.state.db.write)
    .await
    .unwrap();
    let (headers, body) = sandbox::signed_event(&config, "REFUND.CLOSED", "refund", "退款关闭", &sandbox::refund_json(&config, &no, "RF9002", 300, total, "CLOSED"));
    assert_eq!(notify(&app, &headers, &body).await.as_u16(), 204);
    assert_eq!(notify(&app, &headers, &body).await.as_u16(), 204);
    assert_eq!(scalar(&app, "SELECT refunded_amount FROM payments WHERE id = $1", payment_id).await, 0, "the closed refund's amount is refundable again");
    let list = app.get(&format!("/api/ptd-industry/order/refund/list?orderId={order}"), Some(&op)).await;
    assert_eq!(list.ok()["rows"][0]["statusName"], "退款关闭");
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["payStatusName"], "已支付");

    // The gateway refuses a refund (here: it lost the payment): failed, the amount stays reserved; once it can, 重试 sends it again.
    let kept: (String, String, String, String, i64, String, i64, String, Option<String>, Option<i64>, i64) = sqlx::query_as(
        "SELECT out_trade_no, mch_id, app_id, description, amount, notify_url, time_expire, trade_state, transaction_id, success_time, create_time FROM wechatpay_sandbox_orders WHERE out_trade_no = $1",
    )
    .bind(&no)
    .fetch_one(&app.state.db.read)
    .await
    .unwrap();
    sqlx::query("DELETE FROM wechatpay_sandbox_orders WHERE out_trade_no = $1").bind(&no).execute(&app.state.db.write).await.unwrap();
    let asked = refund(&app, &op, order, None).await;
    assert_eq!(asked.ok()["status"], "failed");
    let refund_no = asked.ok()["refundNo"].as_str().unwrap().to_string();
    assert_eq!(refund(&app, &op, order, Some("0.01")).await.code(), 10018, "the failed refund still holds its amount");
    sqlx::query(
        "INSERT INTO wechatpay_sandbox_orders (out_trade_no, mch_id, app_id, description, amount, notify_url, time_expire, trade_state, transaction_id, success_time, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
    )
    .bind(&kept.0)
    .bind(&kept.1)
    .bind(&kept.2)
    .bind(&kept.3)
    .bind(kept.4)
    .bind(&kept.5)
    .bind(kept.6)
    .bind(&kept.7)
    .bind(&kept.8)
    .bind(kept.9)
    .bind(kept.10)
    .execute(&app.state.db.write)
    .await
    .unwrap();
    assert_eq!(app.post("/api/ptd-industry/order/refund/retry", Some(&main), json!({"refundNo": refund_no})).await.code(), 10003);
    let retried = app.post("/api/ptd-industry/order/refund/retry", Some(&op), json!({"refundNo": refund_no})).await;
    let audited = app.get("/api/platform/audit/page?kind=refund", Some(&op)).await.ok().clone();
    assert_eq!(audited["rows"][0]["detail"], "重新发起退款", "the retry is audited: {audited}");
    assert_eq!(retried.ok()["refundNo"], refund_no.as_str());
    assert_eq!(app.post("/api/ptd-industry/order/refund/retry", Some(&op), json!({"refundNo": refund_no})).await.msg(), "只有退款失败的记录可以重试");
    settle_down(&app).await;
    assert_exact(&app, order).await;
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["payStatusName"], "已退款");
}

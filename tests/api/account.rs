//! The points account: opening it, its password, top-ups through the WeChat
//! Pay sandbox with the package bonus, the append-only ledger (its sum is
//! always the balance), paying orders with points (never below zero, even
//! under 100 concurrent payments), freezing, and the refusals.

use crate::support::*;
use axum::http::{Method, StatusCode};
use sandbox::wechatpay as sandbox;
use serde_json::{json, Value};
use std::time::Duration;

/// The balance, after checking it equals the sum of the ledger.
async fn balance(app: &TestApp, company: i64) -> i64 {
    let (balance,): (i64,) = sqlx::query_as("SELECT balance FROM accounts WHERE company_id = $1").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    let (sum,): (Option<i64>,) =
        sqlx::query_as("SELECT CAST(SUM(points) AS BIGINT) FROM account_ledger WHERE company_id = $1").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(sum.unwrap_or(0), balance, "the balance is the sum of the ledger");
    assert!(balance >= 0);
    balance
}

async fn set_password(app: &TestApp, token: &str, password: &str) {
    app.age_codes().await;
    let code = app.auth_code(MAIN).await;
    let r = app.post("/api/ptd-user/account/resAccountPwd", Some(token), json!({"password": password, "confirmPassword": password, "smsCode": code})).await;
    assert_eq!(r.ok(), "设置成功");
}

async fn wait_paid(app: &TestApp, token: &str, no: &str) {
    for _ in 0..100 {
        let r = app.get(&format!("/api/ptd-user/account/recharge/status?payTransactionNo={no}"), Some(token)).await;
        if r.ok()["payStatus"] == "success" {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("top-up {no} never paid");
}

/// Tops up `yuan` with the package of that amount (if any) through the sandbox cashier.
async fn top_up(app: &TestApp, token: &str, yuan: i64, package: Option<i64>) -> String {
    let r = app.post("/api/ptd-user/account/recharge", Some(token), json!({"amount": yuan, "packageId": package})).await;
    let no = r.ok()["payTransactionNo"].as_str().unwrap().to_string();
    assert_eq!(app.cashier(&no, "pay").await, StatusCode::SEE_OTHER);
    wait_paid(app, token, &no).await;
    no
}

/// A published priced version, made to cost `fen`: (product id, version id).
async fn version_costing(app: &TestApp, fen: i64) -> (i64, i64) {
    let (product, version): (i64, i64) = sqlx::query_as(
        "SELECT p.id, v.id FROM product_versions v JOIN product_domains d ON d.id = v.product_domain_id
         JOIN products p ON p.id = d.product_id WHERE p.status = 1 AND v.is_show = 1 AND v.version_price > 0 ORDER BY v.id LIMIT 1",
    )
    .fetch_one(&app.state.db.read)
    .await
    .unwrap();
    sqlx::query("UPDATE product_versions SET version_price = $1 WHERE id = $2").bind(fen).bind(version).execute(&app.state.db.write).await.unwrap();
    (product, version)
}

async fn new_order(app: &TestApp, token: &str, product: i64, version: i64) -> i64 {
    let r = app.post("/api/ptd-industry/order/saveBuyOrder", Some(token), json!({"productId": product, "versionId": version, "term": 1})).await;
    r.ok().as_i64().unwrap()
}

async fn pay_with_points(app: &TestApp, token: &str, order: i64, password: &str) -> crate::support::Reply {
    app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(token), json!({"orderId": order, "payMethod": "account", "accountPassword": password}))
        .await
}

#[tokio::test]
async fn an_account_opens_once_and_takes_a_six_digit_password() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    assert_eq!(app.get("/api/ptd-user/account/getAccountInfo", Some(&main)).await.ok(), &Value::Null);
    let sub = app.login(SUB).await;
    assert_eq!(app.post("/api/ptd-user/account/openAccount", Some(&sub), json!({})).await.code(), 10003);

    let opened = app.post("/api/ptd-user/account/openAccount", Some(&main), json!({})).await.ok().clone();
    assert_eq!(opened["accountStatus"], "normal");
    assert_eq!(opened["accountStatusName"], "正常");
    assert_eq!(opened["integralAmountStr"], "0");
    assert_eq!(opened["accountName"], "演示科技有限公司");
    assert_eq!(opened["certificated"], true);
    assert_eq!(opened["hasPassword"], false);
    let again = app.post("/api/ptd-user/account/openAccount", Some(&main), json!({})).await;
    assert_eq!(again.ok()["accountNo"], opened["accountNo"]);
    // A sub-account reads the company's account once granted 账户管理.
    assert_eq!(app.get("/api/ptd-user/account/getAccountInfo", Some(&sub)).await.code(), 10003);
    let sub_id = app.user_id(SUB).await;
    app.post("/api/ptd-user/resource/user/grantMenus", Some(&main), json!({"userId": sub_id, "menuKeys": ["account.manage"]})).await.ok();
    assert_eq!(app.get("/api/ptd-user/account/getAccountInfo", Some(&sub)).await.ok()["accountNo"], opened["accountNo"]);

    let post = |body: Value| {
        let (app, main) = (&app, main.clone());
        async move { app.post("/api/ptd-user/account/resAccountPwd", Some(&main), body).await }
    };
    assert_eq!(post(json!({"password": "", "confirmPassword": "", "smsCode": "1"})).await.msg(), "密码不能为空");
    assert_eq!(post(json!({"password": "12ab56", "confirmPassword": "12ab56", "smsCode": "1"})).await.msg(), "请输入6位数字");
    assert_eq!(post(json!({"password": "123456", "confirmPassword": "123457", "smsCode": "1"})).await.msg(), "两次密码输入不一致");
    assert_eq!(post(json!({"password": "123456", "confirmPassword": "123456", "smsCode": "000000"})).await.code(), 10013);
    set_password(&app, &main, "246810").await;
    assert_eq!(app.get("/api/ptd-user/account/getAccountInfo", Some(&main)).await.ok()["hasPassword"], true);
    let rates = app.get("/api/ptd-user/account/pointsExchangeRate/queryList", None).await;
    assert_eq!(rates.ok()[0]["points"], 1);
}

#[tokio::test]
async fn a_top_up_credits_points_and_the_bonus_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let company = app.company_of(MAIN).await;
    let packages = app.get("/api/ptd-user/account/rechargePackage/list", None).await;
    let amounts: Vec<i64> = packages.ok().as_array().unwrap().iter().map(|p| p["originalAmount"].as_i64().unwrap()).collect();
    assert_eq!(amounts, [5000, 3000, 1000]);
    let thousand = packages.ok()[2]["id"].as_i64().unwrap();
    assert_eq!(packages.ok()[2]["bonusPoints"], 50);

    for (amount, package, code) in [(99, None, 15003), (50_001, None, 15003), (3000, Some(thousand), 15004), (1000, Some(999), 15004)] {
        let r = app.post("/api/ptd-user/account/recharge", Some(&main), json!({"amount": amount, "packageId": package})).await;
        assert_eq!(r.code(), code, "{amount} {package:?}");
    }
    let uncertified = app.login(UNCERTIFIED).await;
    let r = app.post("/api/ptd-user/account/recharge", Some(&uncertified), json!({"amount": 1000})).await;
    assert_eq!((r.code(), r.msg()), (10010, "充值前需要进行企业认证"));

    let no = top_up(&app, &main, 1000, Some(thousand)).await;
    assert_eq!(balance(&app, company).await, 1050);
    let info = app.get("/api/ptd-user/account/getAccountInfo", Some(&main)).await;
    assert_eq!(info.ok()["integralAmountStr"], "1,050");
    let flow = app.get("/api/ptd-user/account/accountFlow/queryList", Some(&main)).await;
    let kinds: Vec<(&str, i64)> = flow.ok()["rows"].as_array().unwrap().iter().map(|r| (r["type"].as_str().unwrap(), r["points"].as_i64().unwrap())).collect();
    assert_eq!(kinds, [("bonus", 50), ("topup", 1000)]);
    let bonus_only = app.get("/api/ptd-user/account/accountFlow/queryList?type=bonus", Some(&main)).await;
    assert_eq!(bonus_only.ok()["total"], 1);

    // The gateway's duplicate notifications credit nothing more.
    let config = &app.state.config.pay.wechat;
    let (headers, body) = sandbox::signed_notification(config, &sandbox::transaction_json(config, &no, 100_000, "4200000000000077"));
    for _ in 0..5 {
        use tower::ServiceExt;
        let mut req = axum::http::Request::post("/api/pay/wechat/notify");
        for (k, v) in &headers {
            req = req.header(k.as_str(), v.as_str());
        }
        let status = app.router.clone().oneshot(req.body(axum::body::Body::from(body.clone())).unwrap()).await.unwrap().status();
        assert_eq!(status, StatusCode::NO_CONTENT);
    }
    assert_eq!(balance(&app, company).await, 1050);

    let list = app.get("/api/ptd-user/account/recharge/list", Some(&main)).await;
    assert_eq!(list.ok()["total"], 1);
    assert_eq!(list.ok()["rows"][0]["amountStr"], "1000.00");
    assert_eq!(list.ok()["rows"][0]["payStatusStr"], "已支付");
    assert_eq!(list.ok()["rows"][0]["payMethodStr"], "微信支付");
    let all = app.get("/api/ptd-user/account/transaction/list", Some(&main)).await;
    assert_eq!(all.ok()["total"], 1);
    // Another company cannot see the top-up.
    let r = app.get(&format!("/api/ptd-user/account/recharge/status?payTransactionNo={no}"), Some(&uncertified)).await;
    assert_eq!(r.code(), 10015);
}

#[tokio::test]
async fn an_order_paid_with_points_debits_once_and_opens_the_app() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let company = app.company_of(MAIN).await;
    let (product, version) = version_costing(&app, 10_000).await;
    let order = new_order(&app, &main, product, version).await;
    // No account yet, then no password yet.
    assert_eq!(pay_with_points(&app, &main, order, "246810").await.msg(), "请先开通账户");
    app.post("/api/ptd-user/account/openAccount", Some(&main), json!({})).await.ok();
    assert_eq!(pay_with_points(&app, &main, order, "246810").await.msg(), "请先设置账户密码");
    set_password(&app, &main, "246810").await;
    assert_eq!(pay_with_points(&app, &main, order, "246810").await.msg(), "账户积分不足或账户已冻结");
    top_up(&app, &main, 1000, None).await;

    assert_eq!(pay_with_points(&app, &main, order, "000000").await.msg(), "账户密码错误，还可尝试4次");
    let r = app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": order, "payMethod": "account"})).await;
    assert_eq!(r.msg(), "请输入账户密码");
    let paid = pay_with_points(&app, &main, order, "246810").await;
    assert_eq!(paid.ok()["payStatus"], "success");
    assert_eq!(balance(&app, company).await, 900);
    let o = app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await;
    assert_eq!(o.ok()["payStatus"], "success");
    let (granted,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM company_apps WHERE source_id = $1").bind(order).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(granted, 1, "the bought app is the company's");
    // Paid once: a second try debits nothing.
    assert_eq!(pay_with_points(&app, &main, order, "246810").await.code(), 14007);
    assert_eq!(balance(&app, company).await, 900);
    let flow = app.get("/api/ptd-user/account/accountFlow/queryList?type=order", Some(&main)).await;
    assert_eq!(flow.ok()["rows"][0]["pointsStr"], "-100");
}

#[tokio::test]
async fn a_hundred_concurrent_point_payments_never_overdraw() {
    let app = TestApp::with(|f| f.merge(("limits.account_password_tries", 1000))).await;
    let main = app.login(MAIN).await;
    let company = app.company_of(MAIN).await;
    let (product, version) = version_costing(&app, 10_000).await;
    set_password(&app, &main, "246810").await;
    top_up(&app, &main, 1000, None).await;
    let mut orders = Vec::new();
    for _ in 0..100 {
        orders.push(new_order(&app, &main, product, version).await);
    }
    let replies = futures::future::join_all(orders.iter().map(|o| pay_with_points(&app, &main, *o, "246810"))).await;
    let paid = replies.iter().filter(|r| r.code() == 200).count();
    assert!(replies.iter().all(|r| r.code() == 200 || r.msg() == "账户积分不足或账户已冻结"), "only the balance refuses");
    assert_eq!(paid, 10, "1000 points pay exactly ten orders of 100");
    assert_eq!(balance(&app, company).await, 0);
    let (success,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM orders WHERE company_id = $1 AND pay_status = 'success'").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(success, 10);
}

#[tokio::test]
async fn a_frozen_account_cannot_top_up_or_pay_and_password_tries_are_limited() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let company = app.company_of(MAIN).await;
    set_password(&app, &main, "246810").await;
    top_up(&app, &main, 1000, None).await;
    let account_no = app.get("/api/ptd-user/account/getAccountInfo", Some(&main)).await.ok()["accountNo"].as_str().unwrap().to_string();
    let freeze = json!({"accountNo": account_no, "accountStatus": "frozen", "reason": "存在异常充值，待核实"});
    let r = app.request(Method::PUT, "/api/ptd-user/manage/account/status", Some(&main), Some(freeze.clone()), &[]).await;
    assert_eq!(r.code(), 10003);
    let op = app.login(OPERATOR).await;
    // Freezing says why: without a reason (or with one too long) it is refused.
    let bare = json!({"accountNo": account_no, "accountStatus": "frozen"});
    assert_eq!(app.request(Method::PUT, "/api/ptd-user/manage/account/status", Some(&op), Some(bare), &[]).await.msg(), "请填写冻结原因（80字以内）");
    let long = json!({"accountNo": account_no, "accountStatus": "frozen", "reason": "因".repeat(81)});
    assert_eq!(app.request(Method::PUT, "/api/ptd-user/manage/account/status", Some(&op), Some(long), &[]).await.msg(), "请填写冻结原因（80字以内）");
    app.request(Method::PUT, "/api/ptd-user/manage/account/status", Some(&op), Some(freeze.clone()), &[]).await.ok();
    // Twice is once: the company is told one time.
    app.request(Method::PUT, "/api/ptd-user/manage/account/status", Some(&op), Some(freeze), &[]).await.ok();
    let main_id = app.user_id(MAIN).await;
    let (told,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '积分账户已冻结' AND content LIKE '%存在异常充值，待核实%'")
        .bind(main_id)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(told, 1);
    // The freeze is in the audit trail once, with who, which company and why.
    let audited = app.get("/api/platform/audit/page?kind=account-status", Some(&op)).await.ok().clone();
    assert_eq!(audited["total"], 1, "{audited}");
    assert_eq!((audited["rows"][0]["companyId"].as_i64(), audited["rows"][0]["actorId"].as_i64()), (Some(company), Some(app.user_id(OPERATOR).await)));
    assert_eq!(audited["rows"][0]["detail"], "正常 → 冻结（存在异常充值，待核实）");
    let page = app.get("/api/ptd-user/manage/account/page?accountStatus=frozen", Some(&op)).await;
    assert_eq!(page.ok()["total"], 1);
    assert!(page.ok()["rows"][0]["statusTime"].is_string() && page.ok()["rows"][0]["statusByName"].is_string());

    let info = app.get("/api/ptd-user/account/getAccountInfo", Some(&main)).await;
    assert_eq!((info.ok()["accountStatusName"].as_str(), info.ok()["statusReason"].as_str()), (Some("冻结"), Some("存在异常充值，待核实")));
    let r = app.post("/api/ptd-user/account/recharge", Some(&main), json!({"amount": 1000})).await;
    assert_eq!((r.code(), r.msg()), (15002, "账号被冻结"));
    let (product, version) = version_costing(&app, 10_000).await;
    let order = new_order(&app, &main, product, version).await;
    assert_eq!(pay_with_points(&app, &main, order, "246810").await.msg(), "账号被冻结");
    assert_eq!(balance(&app, company).await, 1000);

    let unfreeze = json!({"accountNo": account_no, "accountStatus": "normal"});
    app.request(Method::PUT, "/api/ptd-user/manage/account/status", Some(&op), Some(unfreeze), &[]).await.ok();
    assert!(app.get("/api/ptd-user/account/getAccountInfo", Some(&main)).await.ok()["statusReason"].is_null(), "unfrozen, no reason stays");
    // Five tries in 15 minutes, each counted before it is checked: the sixth is refused even when right.
    for left in (0..5).rev() {
        let wanted = if left > 0 { format!("账户密码错误，还可尝试{left}次") } else { "账户密码错误，请15分钟后再试".into() };
        assert_eq!(pay_with_points(&app, &main, order, "111111").await.msg(), wanted);
    }
    assert_eq!(pay_with_points(&app, &main, order, "246810").await.code(), 10004);
    assert_eq!(balance(&app, company).await, 1000);
}

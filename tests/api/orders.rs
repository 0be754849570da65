//! Orders and payments through the real router and the real WeChat Pay v3
//! adapter talking to the sandbox gateway over loopback HTTP: dictionaries,
//! buying, paying, notifications applied exactly once, refusals, cancel,
//! expiry, reconciliation, declarations and invoices.

use crate::support::*;
use services::SharedServices;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use sandbox::wechatpay as sandbox;
use serde_json::json;
use tower::ServiceExt;

async fn count(app: &TestApp, sql: &str, id: i64) -> i64 {
    let (n,): (i64,) = sqlx::query_as(sql).bind(id).fetch_one(&app.state.db.read).await.unwrap();
    n
}

/// Posts a notification (headers and body as the gateway would send them) to the notify endpoint.
async fn notify(app: &TestApp, headers: &[(String, String)], body: &str) -> StatusCode {
    let mut req = Request::builder().method(Method::POST).uri("/api/pay/wechat/notify").header("content-type", "application/json");
    for (k, v) in headers {
        req = req.header(k.as_str(), v.as_str());
    }
    app.router.clone().oneshot(req.body(Body::from(body.to_string())).unwrap()).await.unwrap().status()
}

#[tokio::test]
async fn dictionaries_give_terms_and_enum_labels() {
    let app = TestApp::new().await;
    let terms = app.get("/api/ptd-component/global/resource/data/type/productTerm", None).await;
    let labels: Vec<&str> = terms.ok().as_array().unwrap().iter().map(|t| t["dictLabel"].as_str().unwrap()).collect();
    assert_eq!(labels, ["1年", "2年", "3年"]);
    let same = app.get("/api/ptd-component/global/resource/data/type?dictType=productTerm", None).await;
    assert_eq!(same.ok(), terms.ok());

    let follow = app.get("/api/ptd-industry/tool/enumUtil/getEnumDictList?enumClassName=EnumFollowProgress", None).await;
    assert_eq!(follow.ok()[0], json!({"value": "0", "label": "待跟进"}));
    let user_path = app.get("/api/ptd-user/tool/enumUtil/getEnumDictList?enumClassName=appType", None).await;
    assert_eq!(user_path.ok().as_array().unwrap().len(), 2);
    let many = app.post("/api/ptd-industry/tool/enumUtil/getMultipleEnumDictList", None, json!(["EnumPlatformType", "EnumPayStatus", "nope"])).await;
    assert_eq!(many.ok()["EnumPayStatus"][1]["label"], "已支付");
    assert!(many.ok().get("nope").is_none());
    assert_eq!(app.get("/api/ptd-industry/tool/enumUtil/getEnumDictList?enumClassName=Nope", None).await.status, StatusCode::NOT_FOUND);

    // Operators relabel a term; everyone else is refused.
    let id = terms.ok()[1]["id"].as_i64().unwrap();
    let edit = json!({"id": id, "dictLabel": "两年", "dictSort": 2, "status": 1});
    let main = app.login(MAIN).await;
    let r = app.request(Method::PUT, "/api/ptd-component/global/resource/data/type", Some(&main), Some(edit.clone()), &[]).await;
    assert_eq!(r.code(), 10003);
    let op = app.login(OPERATOR).await;
    app.request(Method::PUT, "/api/ptd-component/global/resource/data/type", Some(&op), Some(edit), &[]).await.ok();
    let terms = app.get("/api/ptd-component/global/resource/data/type/productTerm", None).await;
    assert_eq!(terms.ok()[1]["dictLabel"], "两年");
    // Switched off, a term leaves the public list but stays in the operators'.
    let off = json!({"id": id, "dictLabel": "两年", "dictSort": 2, "status": 0});
    app.request(Method::PUT, "/api/ptd-component/global/resource/data/type", Some(&op), Some(off), &[]).await.ok();
    assert_eq!(app.get("/api/ptd-component/global/resource/data/type/productTerm", None).await.ok().as_array().unwrap().len(), 2);
    let all = app.get("/api/ptd-component/global/resource/data/manage?dictType=productTerm", Some(&op)).await;
    assert_eq!(all.ok().as_array().unwrap().len(), 3);
    assert_eq!(app.get("/api/ptd-component/global/resource/data/manage?dictType=productTerm", Some(&main)).await.code(), 10003);
}

#[tokio::test]
async fn buying_is_refused_without_certification_or_a_full_choice() {
    let app = TestApp::new().await;
    let (product, version, _) = priced_version(&app).await;
    let uncertified = app.login(UNCERTIFIED).await;
    let r = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&uncertified), json!({"productId": product, "versionId": version, "term": 1})).await;
    assert_eq!((r.code(), r.msg()), (10010, "很抱歉！购买的商品需要企业认证，您暂没有购买资格！"));

    let main = app.login(MAIN).await;
    let r = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&main), json!({"productId": product, "versionId": version})).await;
    assert_eq!((r.code(), r.msg()), (10001, "请选择购买期限和产品版本"));
    let r = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&main), json!({"productId": product, "versionId": version, "term": 7})).await;
    assert_eq!(r.code(), 14002);
    let r = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&main), json!({"productId": product + 1, "versionId": version, "term": 1})).await;
    assert_eq!(r.code(), 14003);
    let r = app.get("/api/ptd-industry/order/list", None).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    // Nothing was made by the refusals.
    assert_eq!(count(&app, "SELECT COUNT(*) FROM orders WHERE company_id = $1", app.company_of(MAIN).await).await, 0);
}

/// Two instances over one database: an order placed through one, and one changed
/// by an operator's SQL, reach the order list the other keeps in memory.
#[tokio::test]
async fn an_order_placed_through_one_instance_reaches_the_list_another_keeps() {
    let app = TestApp::new().await;
    let other = app.another_instance().await;
    let main = app.login(MAIN).await;
    // Kept by the other instance once it follows the database (at most a poll after its start).
    let before = listed_until(&other, &main, |_| true).await["total"].as_i64().unwrap();
    assert_eq!(listed_until(&other, &main, |_| true).await["total"], before);
    let (order, _) = buy(&app, &main, 1).await;
    let list = listed_until(&other, &main, |l| l["total"] == before + 1).await;
    assert_eq!(list["rows"][0]["id"].to_string().trim_matches('"'), order.to_string());
    assert_eq!(list["rows"][0]["payStatus"], "hold");
    // Written by hand, not through the platform: the database itself tells.
    sqlx::query("UPDATE orders SET pay_status = 'cancel' WHERE id = $1").bind(order).execute(&app.state.db.write).await.unwrap();
    listed_until(&other, &main, |l| l["rows"][0]["payStatus"] == "cancel").await;
}

/// A database whose revisions never moved (PostgreSQL: a sequence no `nextval` has touched reads
/// 1, and still 1 after the first): the first change counted is seen as a move, and an instance
/// drops the order pages it keeps at once, as after every later one.
#[tokio::test]
async fn the_first_change_a_new_database_counts_is_heard() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let db = &app.state.db;
    let unmoved = || async {
        match db.backend {
            kernel::db::Backend::Postgres => {
                for sequence in ["caller_revision_seq", "memo_revision_seq", "activity_revision_seq"] {
                    sqlx::query(&format!("ALTER SEQUENCE {sequence} RESTART")).execute(&db.write).await.unwrap();
                }
            }
            kernel::db::Backend::Sqlite => {
                sqlx::query("UPDATE caller_revision SET version = 0").execute(&db.write).await.unwrap();
            }
        }
    };
    let revisions = || async { kernel::callers::Revisions::read(db).await.unwrap() };
    unmoved().await;
    let before = revisions().await;
    sqlx::query("UPDATE orders SET term = term WHERE id = $1").bind(order).execute(&db.write).await.unwrap();
    sqlx::query("UPDATE users SET status = status WHERE id = $1").bind(app.user_id(MAIN).await).execute(&db.write).await.unwrap();
    let after = revisions().await;
    assert!(after.activity > before.activity && after.callers > before.callers, "{before:?} then {after:?}");

    // An instance that starts on unmoved revisions (the first one has seen higher ones).
    unmoved().await;
    let fresh = app.another_instance().await;
    let token = fresh.login(MAIN).await;
    let (user, session) = fresh.state.tokens.decode(&token).unwrap();
    let list = "/api/ptd-industry/order/list?pageNum=1&pageSize=10";
    // Kept once the instance follows the database (at most a poll after its start).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
    while fresh.state.callers.get(&session, user).is_none() {
        assert!(std::time::Instant::now() < deadline, "the instance keeps its callers");
        fresh.get(list, Some(&token)).await.ok();
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let shown = fresh.get(list, Some(&token)).await.ok()["rows"][0].clone();
    assert_eq!((shown["id"].clone(), shown["payStatus"].clone()), (json!(order), json!("hold")));
    // One change to the orders, the first the activity's revision counts, committed as a
    // handler commits it (a batch, whose instance tells the others itself) and heard as a
    // request's end hears it.
    let state = &fresh.state;
    let began = state.callers.before_write();
    let (_, wrote) = state
        .db
        .writes_of(async {
            let mut batch = kernel::db::Batch::new();
            batch.push(sqlx::query("UPDATE orders SET pay_status = 'cancel' WHERE id = $1").bind(order)).unwrap();
            state.db.commit(batch).await.unwrap()
        })
        .await;
    state.callers.after_write(&state.db, began, wrote).await;
    assert_eq!(fresh.get(list, Some(&token)).await.ok()["rows"][0]["payStatus"], "cancel", "shown at once");
}

/// The first page of the company's orders as `app` answers it, once `seen` holds of it (within 3 s).
async fn listed_until(app: &TestApp, token: &str, seen: impl Fn(&serde_json::Value) -> bool) -> serde_json::Value {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(3);
    loop {
        let list = app.get("/api/ptd-industry/order/list?pageNum=1&pageSize=10", Some(token)).await.ok().clone();
        if seen(&list) {
            return list;
        }
        assert!(std::time::Instant::now() < deadline, "the instance hears of the change in time: {list}");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn an_order_is_scoped_to_its_company() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let other = app.login(UNCERTIFIED).await;
    for path in [format!("/api/ptd-industry/order/{order}"), format!("/api/ptd-industry/order/detail/{order}"), format!("/api/ptd-industry/order/confirmPaymentDetails/{order}")] {
        assert_eq!(app.get(&path, Some(&other)).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    let r = app.post(&format!("/api/ptd-industry/order/closeOrderPay/{order}"), Some(&other), json!({})).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    let r = app.request(Method::DELETE, &format!("/api/ptd-industry/order/{order}"), Some(&other), None, &[]).await;
    assert_eq!(r.status, StatusCode::NOT_FOUND);
    let list = app.get("/api/ptd-industry/order/list", Some(&other)).await;
    assert_eq!(list.ok()["total"], 0);
    let r = app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await;
    assert_eq!(r.ok()["payStatus"], "hold");
}

#[tokio::test]
async fn wechat_scan_to_pay_activates_the_order_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, price) = buy(&app, &main, 2).await;
    let shown = app.get(&format!("/api/ptd-industry/order/detail/{order}"), Some(&main)).await;
    let o = shown.ok();
    assert_eq!(o["payStatus"], "hold");
    assert_eq!(o["payStatusName"], "待支付");
    assert_eq!(o["productTerm"], "2年");
    assert_eq!(o["totalPrice"], kernel::money::yuan(price * 2));
    assert_eq!(o["orderDetailsBos"][0]["objectJson"]["termLabel"], "2年");
    assert!(o["orderDetailsBos"][0]["productJson"]["name"].as_str().is_some_and(|n| !n.is_empty()));

    let pay = pay_wechat(&app, &main, order).await;
    let no = pay["payTransactionNo"].as_str().unwrap().to_string();
    let code_url = pay["codeUrl"].as_str().unwrap();
    assert!(code_url.ends_with(&format!("/sandbox/wechatpay/cashier/{no}")), "{code_url}");
    // Asking again shows the same payment, not a second one.
    assert_eq!(pay_wechat(&app, &main, order).await["payTransactionNo"], no.as_str());
    assert_eq!(payment_status(&app, &main, &no).await, "hold");
    // "I have paid" before paying: still nothing.
    let r = app.get(&format!("/api/ptd-industry/order/payment/confirmPayment/{order}"), Some(&main)).await;
    assert_eq!(r.ok()["payStatus"], "hold");

    // The payer pays at the cashier; the sandbox notifies over HTTP, signed and encrypted.
    assert_eq!(app.cashier(&no, "pay").await, StatusCode::SEE_OTHER);
    wait_for_status(&app, &main, &no, "success").await;
    let o = app.get(&format!("/api/ptd-industry/order/detail/{order}"), Some(&main)).await.ok().clone();
    assert_eq!(o["payStatus"], "success");
    assert_eq!(o["payStatusName"], "已支付");
    let start = kernel::time::parse_shanghai(o["activeStartTime"].as_str().unwrap()).unwrap();
    let end = kernel::time::parse_shanghai(o["activeEndTime"].as_str().unwrap()).unwrap();
    assert_eq!(end, kernel::time::add_years_ms(start, 2));
    assert_eq!(o["orderDetailsBos"][0]["objectJson"]["expirationDate"], o["activeEndTime"]);

    let apps = app.get("/api/ptd-industry/order/getActivateProductlist", Some(&main)).await;
    let bought = o["orderDetailsBos"][0]["objectJson"]["applicationId"].clone();
    let activated = apps.ok().as_array().unwrap().iter().find(|a| a["productDomainId"] == bought).expect("the bought app is listed");
    assert_eq!(activated["active"], true);
    assert_eq!(activated["activeEndTime"], o["activeEndTime"]);
    let company = app.company_of(MAIN).await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM company_apps WHERE company_id = $1 AND source_id IS NOT NULL", company).await, 1);
    let buyer: (i64,) = sqlx::query_as("SELECT user_id FROM orders WHERE id = $1").bind(order).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(count(&app, "SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '订单支付成功'", buyer.0).await, 1);

    // The transaction records, and no second payment of a paid order.
    let list = app.get("/api/ptd-industry/order/payment/queryList", Some(&main)).await;
    assert_eq!(list.ok()["rows"][0]["payStatusStr"], "已支付");
    assert_eq!(list.ok()["rows"][0]["payMethodStr"], "微信支付");
    let again = app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": order, "payMethod": "wechat"})).await;
    assert_eq!(again.code(), 14007);
    let r = app.request(Method::DELETE, &format!("/api/ptd-industry/order/{order}"), Some(&main), None, &[]).await;
    assert_eq!(r.code(), 14006);
    let r = app.post(&format!("/api/ptd-industry/order/closeOrderPay/{order}"), Some(&main), json!({})).await;
    assert_eq!(r.code(), 14007);

    // A renewal extends from the current end, not from today.
    let (renewal, _) = buy(&app, &main, 1).await;
    let no2 = pay_wechat(&app, &main, renewal).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no2, "pay").await;
    wait_for_status(&app, &main, &no2, "success").await;
    let r = app.get(&format!("/api/ptd-industry/order/{renewal}"), Some(&main)).await;
    assert_eq!(r.ok()["activeEndTime"].as_str().map(kernel::time::parse_shanghai).unwrap().unwrap(), kernel::time::add_years_ms(end, 1));
    assert_eq!(count(&app, "SELECT COUNT(*) FROM company_apps WHERE company_id = $1 AND source_id IS NOT NULL", company).await, 1);
}

#[tokio::test]
async fn duplicate_notifications_activate_exactly_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let pay = pay_wechat(&app, &main, order).await;
    let no = pay["payTransactionNo"].as_str().unwrap().to_string();
    let amount: (i64,) = sqlx::query_as("SELECT amount FROM payments WHERE pay_transaction_no = $1").bind(&no).fetch_one(&app.state.db.read).await.unwrap();
    let config = &app.state.config.pay.wechat;
    let (headers, body) = sandbox::signed_notification(config, &sandbox::transaction_json(config, &no, amount.0, "4200000000000001"));

    let statuses = futures::future::join_all((0..200).map(|_| notify(&app, &headers, &body))).await;
    assert!(statuses.iter().all(|s| *s == StatusCode::NO_CONTENT), "{statuses:?}");
    let company = app.company_of(MAIN).await;
    assert_eq!(count(&app, "SELECT COUNT(*) FROM company_apps WHERE company_id = $1 AND source_id IS NOT NULL", company).await, 1);
    let buyer: (i64,) = sqlx::query_as("SELECT user_id FROM orders WHERE id = $1").bind(order).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(count(&app, "SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '订单支付成功'", buyer.0).await, 1);
    assert_eq!(count(&app, "SELECT COUNT(*) FROM payments WHERE reference_id = $1 AND status = 'success'", order).await, 1);
    assert_eq!(payment_status(&app, &main, &no).await, "success");
}

#[tokio::test]
async fn forged_or_mismatched_notifications_change_nothing() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    let config = app.state.config.pay.wechat.clone();

    // Signed by the gateway but for another amount: refused, logged.
    let (headers, body) = sandbox::signed_notification(&config, &sandbox::transaction_json(&config, &no, 1, "4200000000000002"));
    assert_eq!(notify(&app, &headers, &body).await, StatusCode::BAD_REQUEST);
    // The body changed after signing.
    let amount: (i64,) = sqlx::query_as("SELECT amount FROM payments WHERE pay_transaction_no = $1").bind(&no).fetch_one(&app.state.db.read).await.unwrap();
    let (headers, body) = sandbox::signed_notification(&config, &sandbox::transaction_json(&config, &no, amount.0, "4200000000000003"));
    let tampered = body.replace("\"id\":\"", "\"id\":\"x");
    assert_ne!(tampered, body);
    assert_eq!(notify(&app, &headers, &tampered).await, StatusCode::UNAUTHORIZED);
    // No signature at all; garbage.
    assert_eq!(notify(&app, &[], &body).await, StatusCode::UNAUTHORIZED);
    assert_eq!(notify(&app, &headers, "not json").await, StatusCode::UNAUTHORIZED);
    // A payment number we never made: genuine, so acknowledged (no day of retries) and recorded once as a difference.
    let (headers, body) = sandbox::signed_notification(&config, &sandbox::transaction_json(&config, "PO404404", amount.0, "4200000000000004"));
    assert_eq!(notify(&app, &headers, &body).await, StatusCode::NO_CONTENT);
    assert_eq!(notify(&app, &headers, &body).await, StatusCode::NO_CONTENT);
    let (unknown,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM payment_differences WHERE kind = 'unknown' AND pay_transaction_no = 'PO404404'")
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(unknown, 1);
    let op = app.login(OPERATOR).await;
    let listed = app.get("/api/ptd-industry/pay/reconciliation/differences", Some(&op)).await;
    assert_eq!(listed.ok()["rows"][0]["kindName"], "未知支付");
    assert_eq!(app.get("/api/ptd-industry/pay/reconciliation/differences", Some(&main)).await.code(), 10003);

    assert_eq!(payment_status(&app, &main, &no).await, "hold");
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["payStatus"], "hold");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM company_apps WHERE company_id = $1 AND source_id IS NOT NULL", app.company_of(MAIN).await).await, 0);
}

/// The gateway repeats a notice until it is answered: repeats of a settled payment's are each
/// acknowledged and change nothing (the instance answers them from what it saw settled), and a
/// signed notice of it for another amount is still refused and recorded.
#[tokio::test]
async fn a_settled_payments_repeated_notices_are_acknowledged_and_change_nothing() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    let config = app.state.config.pay.wechat.clone();
    let (amount,): (i64,) = sqlx::query_as("SELECT amount FROM payments WHERE pay_transaction_no = $1").bind(&no).fetch_one(&app.state.db.read).await.unwrap();
    let (headers, body) = sandbox::signed_notification(&config, &sandbox::transaction_json(&config, &no, amount, "4200000000000011"));
    assert_eq!(notify(&app, &headers, &body).await, StatusCode::NO_CONTENT);
    assert_eq!(payment_status(&app, &main, &no).await, "success");
    let company = app.company_of(MAIN).await;
    let apps = "SELECT COUNT(*) FROM company_apps WHERE company_id = $1 AND source_id IS NOT NULL";
    let held = count(&app, apps, company).await;
    assert!(held > 0, "the paid order's apps are held");
    let repeats = futures::future::join_all((0..20).map(|_| notify(&app, &headers, &body))).await;
    assert!(repeats.iter().all(|s| *s == StatusCode::NO_CONTENT), "{repeats:?}");
    assert_eq!(payment_status(&app, &main, &no).await, "success");
    assert_eq!(count(&app, apps, company).await, held, "no second term");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM refunds WHERE payment_id = $1", scalar_id(&app, &no).await).await, 0, "nothing to refund");
    let (headers, body) = sandbox::signed_notification(&config, &sandbox::transaction_json(&config, &no, amount + 1, "4200000000000011"));
    assert_eq!(notify(&app, &headers, &body).await, StatusCode::BAD_REQUEST);
    let (differences,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM payment_differences WHERE kind = 'amount' AND pay_transaction_no = $1").bind(&no).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(differences, 1, "another amount for a settled payment is recorded");
}

/// A payment's id by its number.
async fn scalar_id(app: &TestApp, no: &str) -> i64 {
    let (id,): (i64,) = sqlx::query_as("SELECT id FROM payments WHERE pay_transaction_no = $1").bind(no).fetch_one(&app.state.db.read).await.unwrap();
    id
}

#[tokio::test]
async fn a_cancelled_order_cannot_be_paid() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    let r = app.post(&format!("/api/ptd-industry/order/closeOrderPay/{order}"), Some(&main), json!({})).await;
    assert_eq!(r.ok(), "取消订单成功");
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["payStatusName"], "已取消");
    assert_eq!(payment_status(&app, &main, &no).await, "cancel");
    // The gateway closed it too: the cashier can no longer take the money.
    app.cashier(&no, "pay").await;
    let (state,): (String,) = sqlx::query_as("SELECT trade_state FROM wechatpay_sandbox_orders WHERE out_trade_no = $1").bind(&no).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(state, "CLOSED");
    let r = app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": order, "payMethod": "wechat"})).await;
    assert_eq!(r.code(), 14005);
    let unknown = app.get("/api/ptd-industry/order/payment/queryOrderPaymentInfo?payTransactionNo=PO404", Some(&main)).await;
    assert_eq!((unknown.code(), unknown.msg()), (10015, "抱歉,暂未查询到您的支付信息,请稍后再次查询"));
    // A cancelled order may be deleted.
    let r = app.request(Method::DELETE, &format!("/api/ptd-industry/order/{order}"), Some(&main), None, &[]).await;
    assert_eq!(r.ok(), "删除成功");
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn unpaid_orders_expire_after_thirty_minutes() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    let (late, _) = buy(&app, &main, 1).await;
    sqlx::query("UPDATE orders SET create_time = create_time - $1 WHERE id IN ($2, $3)")
        .bind(31 * 60 * 1000_i64)
        .bind(order)
        .bind(late)
        .execute(&app.state.db.write)
        .await
        .unwrap();
    // Past its window an order cannot start a payment.
    let r = app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&main), json!({"orderId": late, "payMethod": "wechat"})).await;
    assert_eq!(r.code(), 14005);

    orders::expire_unpaid(app.state.clone()).await.unwrap();
    for id in [order, late] {
        assert_eq!(app.get(&format!("/api/ptd-industry/order/{id}"), Some(&main)).await.ok()["payStatus"], "cancel");
    }
    assert_eq!(payment_status(&app, &main, &no).await, "cancel");
}

#[tokio::test]
async fn reconciliation_settles_a_payment_whose_notification_was_lost() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    // The gateway took the money; its notification never arrived (the process died first).
    sqlx::query("UPDATE wechatpay_sandbox_orders SET trade_state = 'SUCCESS', transaction_id = '4200000000000009', success_time = create_time WHERE out_trade_no = $1")
        .bind(&no)
        .execute(&app.state.db.write)
        .await
        .unwrap();
    // Younger than a minute it is left to the notification.
    app.state.payments().reconcile().await.unwrap();
    assert_eq!(payment_status(&app, &main, &no).await, "hold");
    sqlx::query("UPDATE payments SET create_time = create_time - 120000 WHERE pay_transaction_no = $1").bind(&no).execute(&app.state.db.write).await.unwrap();
    app.state.payments().reconcile().await.unwrap();
    app.state.payments().reconcile().await.unwrap();
    assert_eq!(payment_status(&app, &main, &no).await, "success");
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["payStatus"], "success");
    assert_eq!(count(&app, "SELECT COUNT(*) FROM company_apps WHERE company_id = $1 AND source_id IS NOT NULL", app.company_of(MAIN).await).await, 1);
}

#[tokio::test]
async fn declarations_by_main_accounts_followed_by_operators() {
    let app = TestApp::new().await;
    let (product, version, _) = priced_version(&app).await;
    let form = json!({"productId": product, "productName": "设备管理", "platformType": "1", "contactPerson": "张三", "contactNumber": "13800000001",
        "applyRemark": "希望尽快开通", "applicationVersionId": version});
    let sub = app.login(SUB).await;
    assert_eq!(app.post("/api/ptd-industry/order/saveProductDeclareOrder", Some(&sub), form.clone()).await.code(), 10003);
    let uncertified = app.login(UNCERTIFIED).await;
    let r = app.post("/api/ptd-industry/order/saveProductDeclareOrder", Some(&uncertified), form.clone()).await;
    assert_eq!((r.code(), r.msg()), (10010, "您还没有认证，请先完成企业认证！"));

    let main = app.login(MAIN).await;
    let mut bad = form.clone();
    bad["platformType"] = json!("");
    assert_eq!(app.post("/api/ptd-industry/order/saveProductDeclareOrder", Some(&main), bad).await.msg(), "请选择所属平台类型");
    let mut bad = form.clone();
    bad["contactNumber"] = json!("12ab");
    assert_eq!(app.post("/api/ptd-industry/order/saveProductDeclareOrder", Some(&main), bad).await.msg(), "联系电话格式错误");
    let mut bad = form.clone();
    bad["applyRemark"] = json!("长".repeat(1001));
    assert_eq!(app.post("/api/ptd-industry/order/saveProductDeclareOrder", Some(&main), bad).await.code(), 10001);

    let r = app.post("/api/ptd-industry/order/saveProductDeclareOrder", Some(&main), form.clone()).await;
    assert_eq!(r.code(), 200);
    let id = r.data().as_i64().unwrap();
    let mine = app.get("/api/ptd-industry/productDeclare/page", Some(&main)).await;
    assert_eq!(mine.ok()["total"], 1);
    assert_eq!(mine.ok()["rows"][0]["followStatusName"], "待跟进");
    let one = app.get(&format!("/api/ptd-industry/productDeclare/getById?id={id}"), Some(&main)).await;
    assert_eq!(one.ok()["platformTypeName"], "工业互联网平台");
    assert_eq!(app.get(&format!("/api/ptd-industry/productDeclare/getById?id={id}"), Some(&uncertified)).await.status, StatusCode::NOT_FOUND);

    // A version no longer offered shows as already applied.
    sqlx::query("UPDATE product_versions SET is_show = 0 WHERE id = $1").bind(version).execute(&app.state.db.write).await.unwrap();
    assert_eq!(app.post("/api/ptd-industry/order/saveProductDeclareOrder", Some(&main), form).await.code(), 14004);

    let follow = json!({"id": id, "followStatus": 1});
    let r = app.request(Method::PUT, "/api/ptd-industry/manage/productDeclare/followStatus", Some(&main), Some(follow.clone()), &[]).await;
    assert_eq!(r.code(), 10003);
    let op = app.login(OPERATOR).await;
    let all = app.get("/api/ptd-industry/manage/productDeclare/page", Some(&op)).await;
    assert_eq!(all.ok()["total"], 1);
    app.request(Method::PUT, "/api/ptd-industry/manage/productDeclare/followStatus", Some(&op), Some(follow), &[]).await.ok();
    let audited = app.get("/api/platform/audit/page?kind=declaration", Some(&op)).await.ok().clone();
    assert_eq!(audited["rows"][0]["target"], format!("declaration:{id}"), "the follow-up is audited: {audited}");
    let r = app.request(Method::PUT, "/api/ptd-industry/manage/productDeclare/followStatus", Some(&op), Some(json!({"id": id, "followStatus": 9})), &[]).await;
    assert_eq!(r.code(), 14011);
    let one = app.get(&format!("/api/ptd-industry/productDeclare/getById?id={id}"), Some(&main)).await;
    assert_eq!(one.ok()["followStatusName"], "跟进中");
    assert!(one.ok()["followTime"].is_string());
    // A follow-up carries the operator's note; a note too long is refused.
    let noted = json!({"id": id, "followStatus": 2, "followNote": "已电话沟通，下周上门演示"});
    app.request(Method::PUT, "/api/ptd-industry/manage/productDeclare/followStatus", Some(&op), Some(noted), &[]).await.ok();
    let long = json!({"id": id, "followStatus": 2, "followNote": "记".repeat(201)});
    let r = app.request(Method::PUT, "/api/ptd-industry/manage/productDeclare/followStatus", Some(&op), Some(long), &[]).await;
    assert_eq!(r.msg(), "跟进记录不能超过200个字");
    let all = app.get("/api/ptd-industry/manage/productDeclare/page", Some(&op)).await;
    assert_eq!((all.ok()["rows"][0]["followStatusName"].as_str(), all.ok()["rows"][0]["followNote"].as_str()), (Some("已完成"), Some("已电话沟通，下周上门演示")));
    assert_eq!(all.ok()["rows"][0]["contactAddress"], one.ok()["contactAddress"]);
}

#[tokio::test]
async fn an_invoice_needs_a_paid_order_and_the_company_s_own_header() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let company = app.company_of(MAIN).await;
    let (header,): (i64,) = sqlx::query_as("SELECT id FROM invoice_headers WHERE company_id = $1 LIMIT 1").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    let (order, _) = buy(&app, &main, 1).await;
    let r = app.post("/api/ptd-industry/order/updateInvoiceStatus", Some(&main), json!({"id": order, "invoiceHeaderId": header})).await;
    assert_eq!(r.code(), 14008);
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no, "pay").await;
    wait_for_status(&app, &main, &no, "success").await;
    let r = app.post("/api/ptd-industry/order/updateInvoiceStatus", Some(&main), json!({"id": order, "invoiceHeaderId": header + 1})).await;
    assert_eq!((r.code(), r.msg()), (10001, "请选择发票抬头"));
    let r = app.post("/api/ptd-industry/order/updateInvoiceStatus", Some(&main), json!({"id": order, "invoiceHeaderId": header})).await;
    assert_eq!(r.ok(), "申请开票成功");
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&main)).await.ok()["invoiceStatus"], 1);
}

/// The order list is kept with the caller; a change written elsewhere (another
/// instance, a job, an operator's SQL) reaches it through the database, and the
/// reply's clock is always the server's now.
#[tokio::test]
async fn the_order_list_kept_per_caller_follows_changes_written_elsewhere() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (order, _) = buy(&app, &main, 1).await;
    let list = "/api/ptd-industry/order/list?pageNum=1&pageSize=10";
    let first = app.get(list, Some(&main)).await.ok().clone();
    assert_eq!(first["rows"][0]["id"], order);
    assert_eq!(first["rows"][0]["payStatus"], "hold");
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    let again = app.get(list, Some(&main)).await.ok().clone();
    assert!(again["rows"][0]["now"].as_i64().unwrap() > first["rows"][0]["now"].as_i64().unwrap(), "the clock is read per reply");

    sqlx::query("UPDATE orders SET pay_status = 'cancel' WHERE id = $1").bind(order).execute(&app.state.db.write).await.unwrap();
    let mut status = String::new();
    for _ in 0..150 {
        status = app.get(list, Some(&main)).await.ok()["rows"][0]["payStatus"].as_str().unwrap_or_default().to_string();
        if status == "cancel" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(status, "cancel", "the list shows the change once the instance hears of it");
    // A change through this instance shows at once, on another filter's page too,
    // and drops only the kept pages: the caller stays in memory.
    let (user, session) = app.state.tokens.decode(&main).unwrap();
    assert!(app.state.callers.get(&session, user).is_some(), "the caller is kept");
    let (second, _) = buy(&app, &main, 1).await;
    assert!(app.state.callers.get(&session, user).is_some(), "an order placed keeps the caller");
    let holding = app.get("/api/ptd-industry/order/list?pageNum=1&pageSize=10&payStatus=hold", Some(&main)).await;
    assert_eq!(holding.ok()["rows"][0]["id"], second);
    assert_eq!(holding.ok()["total"], 1);
    // A change to what the caller is made of drops it at once.
    let r = app.post("/api/ptd-user/resource/user/updateUseInfoById", Some(&main), json!({"realName": "张伟", "nickName": "伟"})).await;
    r.ok();
    assert!(app.state.callers.get(&session, user).is_none(), "a profile change drops the caller");
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&main)).await;
    assert_eq!(me.ok()["nickName"], "伟");
}

#[tokio::test]
async fn an_order_is_priced_from_the_catalogue_as_it_is_now_though_offers_are_kept() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (product, version, price) = priced_version(&app).await;
    let (first, _) = buy(&app, &main, 1).await;
    let total = |id: i64| {
        let app = &app;
        let main = main.clone();
        async move { app.get(&format!("/api/ptd-industry/order/{id}"), Some(&main)).await.ok()["totalPrice"].as_str().unwrap().to_string() }
    };
    assert_eq!(total(first).await, kernel::money::yuan(price));
    // The offer and the term label are kept now; an operator's change drops them at once.
    app.exec(sqlx::query("UPDATE product_versions SET version_price = $1 WHERE id = $2").bind(price + 100).bind(version)).await;
    let (second, _) = buy(&app, &main, 1).await;
    assert_eq!(total(second).await, kernel::money::yuan(price + 100), "the new price, not the kept one");
    app.exec(sqlx::query("UPDATE product_versions SET is_show = 0 WHERE id = $1").bind(version)).await;
    let hidden = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&main), json!({"productId": product, "versionId": version, "term": 1})).await;
    assert_ne!(hidden.body["code"], 200, "a version no longer offered is refused: {:?}", hidden.body);
    app.exec(sqlx::query("UPDATE product_versions SET is_show = 1 WHERE id = $1").bind(version)).await;
    app.exec(sqlx::query("UPDATE dict_data SET status = 0 WHERE dict_type = 'productTerm' AND dict_value = '1'")).await;
    let r = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&main), json!({"productId": product, "versionId": version, "term": 1})).await;
    assert_eq!(r.body["code"], 14002, "a term switched off is refused: {:?}", r.body);
}

//! The message centre and to-dos through the real router: only the caller's
//! messages are listed, marked or deleted whatever ids or userId a request
//! names; to-dos open and close with the work that causes them (an order to
//! pay, a join request, a declaration for operators, a contract to sign).

use crate::support::*;
use services::messages::{self, NewMessage};
use serde_json::json;

const LIST: &str = "/api/ptd-component/endpoint/message/batchQueryMessage";
const UNREAD: &str = "/api/ptd-component/endpoint/message/unreadCount";
const ACCEPT: &str = "/api/ptd-component/endpoint/message/batchAcceptMessage";
const DELETE: &str = "/api/ptd-component/endpoint/message/deleteMessage";
const AGENT: &str = "/api/ptd-open-platform/endpoint/workflow/taskAgent/page";
const APPLIED: &str = "/api/ptd-component/workflow/taskApply/list";

async fn send(app: &TestApp, user: i64, title: &str, at: Option<i64>) -> i64 {
    let id = messages::send(&app.state, &NewMessage { user_id: user, title, content: "内容", application_name: Some("测试"), to_url: Some("/home/console") })
        .await
        .unwrap();
    if let Some(at) = at {
        sqlx::query("UPDATE user_messages SET publish_time = $1 WHERE id = $2").bind(at).bind(id).execute(&app.state.db.write).await.unwrap();
    }
    id
}

async fn unread(app: &TestApp, token: &str) -> i64 {
    app.get(UNREAD, Some(token)).await.ok()["unread"].as_i64().unwrap()
}

#[tokio::test]
async fn messages_are_the_caller_s_own_unread_first() {
    let app = TestApp::new().await;
    let (main_id, sub_id) = (app.user_id(MAIN).await, app.user_id(SUB).await);
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let before = unread(&app, &main).await;
    // 2026-01-01 00:00:00 in Shanghai: shown as the date only.
    let old = send(&app, main_id, "较早的消息", Some(1_767_196_800_000)).await;
    let new = send(&app, main_id, "新消息", None).await;
    let theirs = send(&app, sub_id, "子账号的消息", None).await;
    assert_eq!(unread(&app, &main).await, before + 2);

    // userId names someone else: still only the caller's.
    let page = app.get(&format!("{LIST}?userId={sub_id}&pageNum=1&pageSize=100"), Some(&main)).await;
    let rows = page.ok()["rows"].as_array().unwrap().clone();
    assert!(rows.iter().all(|m| m["messageId"] != theirs));
    let old_row = rows.iter().find(|m| m["messageId"] == old).unwrap();
    assert_eq!(old_row["publishTime"], "2026-01-01");
    assert_eq!(old_row["state"], 0);
    assert_eq!(old_row["applicationName"], "测试");
    assert_eq!(old_row["toUrl"], "/home/console");

    // Marking and deleting another user's message changes nothing.
    let r = app.post(ACCEPT, Some(&main), json!({"messageIds": [theirs]})).await;
    assert_eq!(r.ok()["changed"], 0);
    let r = app.post(DELETE, Some(&main), json!({"messageIds": [theirs]})).await;
    assert_eq!(r.ok()["changed"], 0);
    assert_eq!(unread(&app, &sub).await, 1 + unread_before_sub(&app, sub_id, theirs).await);

    // Opening one turns it read, and it keeps its place: the list stays newest first.
    let order_before: Vec<i64> = app.get(&format!("{LIST}?pageSize=100"), Some(&main)).await.ok()["rows"].as_array().unwrap().iter().map(|m| m["messageId"].as_i64().unwrap()).collect();
    let r = app.post(ACCEPT, Some(&main), json!({"messageIds": [new, theirs]})).await;
    assert_eq!(r.ok()["changed"], 1);
    assert_eq!(unread(&app, &main).await, before + 1);
    let rows = app.get(&format!("{LIST}?pageSize=100"), Some(&main)).await.ok()["rows"].as_array().unwrap().clone();
    assert_eq!(rows.iter().map(|m| m["messageId"].as_i64().unwrap()).collect::<Vec<_>>(), order_before, "reading moves nothing");
    assert_eq!(rows.iter().find(|m| m["messageId"] == new).unwrap()["state"], 1);
    let times: Vec<&str> = rows.iter().map(|m| m["publishTime"].as_str().unwrap()).collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "newest first: {times:?}");

    // 全部已读, then delete.
    app.post(ACCEPT, Some(&main), json!({"all": true})).await.ok();
    assert_eq!(unread(&app, &main).await, 0);
    let total = app.get(LIST, Some(&main)).await.ok()["total"].as_i64().unwrap();
    let r = app.post(DELETE, Some(&main), json!({"messageIds": [old, new]})).await;
    assert_eq!(r.ok()["changed"], 2);
    assert_eq!(app.get(LIST, Some(&main)).await.ok()["total"].as_i64().unwrap(), total - 2);

    // Paging is bounded, visitors are refused, and a flood of ids is refused rather than looped over.
    assert_eq!(app.get(&format!("{LIST}?pageSize=100000"), Some(&main)).await.code(), 200);
    assert_eq!(app.get(LIST, None).await.code(), 401);
    let many: Vec<i64> = (0..1001).collect();
    assert_eq!(app.post(DELETE, Some(&main), json!({"messageIds": many})).await.code(), 10001);
}

/// The sub-account's unread messages other than `except` (demo data may have some).
async fn unread_before_sub(app: &TestApp, sub: i64, except: i64) -> i64 {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND state = 0 AND id <> $2")
        .bind(sub)
        .bind(except)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    n
}

async fn agent(app: &TestApp, token: &str) -> serde_json::Value {
    app.get(&format!("{AGENT}?pageNum=1&pageSize=100"), Some(token)).await.ok().clone()
}

fn has(page: &serde_json::Value, kind: &str, title_part: &str) -> bool {
    page["rows"].as_array().unwrap().iter().any(|t| t["kind"] == kind && t["title"].as_str().unwrap().contains(title_part))
}

#[tokio::test]
async fn an_unpaid_order_is_its_buyer_s_to_do_until_paid_or_cancelled() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let (order, _) = buy(&app, &main, 1).await;
    let page = agent(&app, &main).await;
    let todo = page["rows"].as_array().unwrap().iter().find(|t| t["kind"] == "order_payment").expect("the order's to-do").clone();
    assert_eq!(todo["toUrl"], format!("/product/orderPay?id={order}"));
    assert_eq!(todo["kindName"], "订单待支付");
    assert!(page["total"].as_i64().unwrap() >= 1);
    assert!(!has(&agent(&app, &sub).await, "order_payment", ""), "another user's order is not the sub-account's to-do");

    let r = app.post(&format!("/api/ptd-industry/order/closeOrderPay/{order}"), Some(&main), json!({})).await;
    assert_eq!(r.code(), 200);
    assert!(!has(&agent(&app, &main).await, "order_payment", ""), "a cancelled order waits for nobody");

    // Paid: the payment to-do closes and a contract to sign opens for the main account.
    let (order, _) = buy(&app, &main, 1).await;
    let no = pay_wechat(&app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no, "pay").await;
    wait_for_status(&app, &main, &no, "success").await;
    assert!(!has(&agent(&app, &main).await, "order_payment", ""));
    let contracts = app.get("/api/ptd-component/sign/apply/page?pageNum=1&pageSize=10&taskFlag=true", Some(&main)).await;
    assert_eq!(contracts.ok()["total"], 1);
    assert!(contracts.ok()["rows"][0]["toUrl"].as_str().unwrap().starts_with("/sign/contracts?contractId="));
    let cloud = app.get("/api/ptd-component/sign/apply/signCloudPage?pageNum=1&pageSize=10&taskFlag=true", Some(&main)).await;
    assert_eq!(cloud.ok()["total"], 0);
    // The sub-account is not the company's signer.
    assert_eq!(app.get("/api/ptd-component/sign/apply/page", Some(&sub)).await.ok()["total"], 0);
}

#[tokio::test]
async fn a_join_request_waits_for_the_main_account_and_answers_the_asker() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let invite = app.get("/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode", Some(&main)).await;
    let token = invite.ok()["inviteUrl"].as_str().unwrap().split("token=").nth(1).unwrap().to_string();
    let joiner = app.login(UNCERTIFIED).await;
    app.post("/api/ptd-open-platform/endpoint/user/applyJoinCompany", Some(&joiner), json!({"token": token})).await.ok();

    assert!(has(&agent(&app, &main).await, "join_request", "王强申请加入企业"));
    let sub = app.login(SUB).await;
    assert!(!has(&agent(&app, &sub).await, "join_request", ""), "only the main account decides");
    let mine = app.get(APPLIED, Some(&joiner)).await;
    assert!(mine.ok().as_array().unwrap().iter().any(|t| t["kind"] == "join_request"), "the asker sees its request");
    let main_id = app.user_id(MAIN).await;
    let (told,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '王强申请加入企业'")
        .bind(main_id)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(told, 1);

    let pending = app.get("/api/ptd-user/resource/user/joinRequests", Some(&main)).await;
    let id = pending.ok()[0]["id"].clone();
    app.post("/api/ptd-user/resource/user/decideJoinRequest", Some(&main), json!({"id": id, "approve": false})).await.ok();
    assert!(!has(&agent(&app, &main).await, "join_request", ""));
    assert!(app.get(APPLIED, Some(&joiner)).await.ok().as_array().unwrap().iter().all(|t| t["kind"] != "join_request"));
    let answer = app.get(LIST, Some(&joiner)).await;
    assert_eq!(answer.ok()["rows"][0]["title"], "加入企业申请未通过");
}

#[tokio::test]
async fn a_declaration_waits_for_the_operators_until_followed_up() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let operator = app.login(OPERATOR).await;
    let (product, version, _) = priced_version(&app).await;
    let r = app
        .post(
            "/api/ptd-industry/order/saveProductDeclareOrder",
            Some(&main),
            json!({"productId": product, "productName": "申报产品", "platformType": "1", "contactPerson": "张三", "contactNumber": "13800000001",
                "applyRemark": "希望尽快开通", "applicationVersionId": version}),
        )
        .await;
    let declaration = r.ok().as_i64().unwrap_or_else(|| panic!("declared: {:?}", r.body));
    assert!(has(&agent(&app, &operator).await, "declaration_review", "申报产品"));
    assert!(!has(&agent(&app, &main).await, "declaration_review", ""), "not the company's to act on");
    assert!(app.get(APPLIED, Some(&main)).await.ok().as_array().unwrap().iter().any(|t| t["kind"] == "declaration_review"));

    let r = app.request(axum::http::Method::PUT, "/api/ptd-industry/manage/productDeclare/followStatus", Some(&operator), Some(json!({"id": declaration, "followStatus": 1})), &[]).await;
    assert_eq!(r.code(), 200);
    assert!(!has(&agent(&app, &operator).await, "declaration_review", "申报产品"));
}

#[tokio::test]
async fn an_app_ending_soon_is_reminded_once_per_end_date() {
    let app = TestApp::new().await;
    let main_id = app.user_id(MAIN).await;
    let count = || async {
        let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '应用即将到期'")
            .bind(main_id)
            .fetch_one(&app.state.db.read)
            .await
            .unwrap();
        n
    };
    // The demo company's energy-monitoring app ends in ten days.
    let before = count().await;
    workbench::remind_expiring(app.state.clone()).await.unwrap();
    assert_eq!(count().await, before + 1);
    // Two instances running the job again: still one reminder for this end.
    let (a, b) = tokio::join!(workbench::remind_expiring(app.state.clone()), workbench::remind_expiring(app.state.clone()));
    a.unwrap();
    b.unwrap();
    assert_eq!(count().await, before + 1);
    let main = app.login(MAIN).await;
    let rows = app.get(&format!("{LIST}?pageSize=100"), Some(&main)).await.ok()["rows"].as_array().unwrap().clone();
    let reminder = rows.iter().find(|m| m["title"] == "应用即将到期").unwrap();
    // The reminder opens the renewal: the product's purchase page.
    assert!(reminder["toUrl"].as_str().unwrap().starts_with("/product/purchase?productId="), "{reminder}");
    assert!(reminder["content"].as_str().unwrap().contains("到期"));
}

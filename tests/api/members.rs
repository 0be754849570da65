//! The main account's sub-accounts, grants, freezing, resets, invitations and company switching.

use crate::support::*;
use serde_json::json;

async fn create_sub(app: &TestApp, main: &str, user_name: &str, menus: &[&str]) -> i64 {
    let r = app
        .post(
            "/api/ptd-user/resource/user/saveMany",
            Some(main),
            json!({"users": [{"userName": user_name, "password": "Team@2026", "realName": "王芳", "menuKeys": menus}]}),
        )
        .await;
    r.ok()[0].as_i64().unwrap()
}

#[tokio::test]
async fn a_main_account_creates_a_sub_account_that_sees_exactly_its_menus() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let grantable = app.get("/api/ptd-user/resource/user/grantableMenus", Some(&main)).await;
    let keys: Vec<&str> = grantable.ok().as_array().unwrap().iter().map(|m| m["key"].as_str().unwrap()).collect();
    assert_eq!(
        keys,
        ["identity.company-info", "identity.members", "workbench.base-data", "workbench.organisation", "orders.list", "orders.invoices", "sign.contracts", "openplatform.docs", "account.manage"]
    );
    assert_eq!(grantable.ok()[0]["parentTitle"], "企业管理");

    create_sub(&app, &main, "wangfang", &["identity.members", "identity.operation-companies"]).await;
    let sub = app.login_reply("wangfang", "Team@2026").await.ok()["token"].as_str().unwrap().to_string();
    let tree = app.get("/api/ptd-industry/menu/authRoleTree?appKey=industry", Some(&sub)).await;
    let company = &tree.ok()[1];
    assert_eq!(company["children"].as_array().unwrap().len(), 1);
    assert_eq!(company["children"][0]["path"], "members", "an operator menu cannot be granted");
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDict", Some(&sub)).await.code(), 200);
}

#[tokio::test]
async fn sub_account_forms_and_refusals() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    for (user, msg) in [
        (json!({"userName": "ab", "password": "Team@2026", "realName": "王芳"}), "登录名长度为4-30个字符"),
        (json!({"userName": "wang fang", "password": "Team@2026", "realName": "王芳"}), "登录名只能包含字母、数字和_@."),
        (json!({"userName": "wangfang", "password": "123", "realName": "王芳"}), "密码长度为6-30位"),
        (json!({"userName": "wangfang", "password": "Team@2026"}), "请输入姓名"),
        (json!({"userName": SUB, "password": "Team@2026", "realName": "王芳"}), "登录名不能是手机号或纯数字"),
        (json!({"userName": "wangfang", "password": "password1", "realName": "王芳"}), "该密码过于常见，容易被猜中，请换一个更安全的密码"),
    ] {
        let r = app.post("/api/ptd-user/resource/user/saveMany", Some(&main), json!({"users": [user]})).await;
        assert_eq!(r.msg(), msg);
    }
    let sub = app.login(SUB).await;
    let r = app.post("/api/ptd-user/resource/user/saveMany", Some(&sub), json!({"users": [{"userName": "x1234", "password": "Team@2026", "realName": "x"}]})).await;
    assert_eq!(r.code(), 10003, "a sub-account cannot create accounts");
}

#[tokio::test]
async fn grants_are_replaced_and_only_for_own_sub_accounts() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub_id = app.user_id(SUB).await;
    let r = app.post("/api/ptd-user/resource/user/grantMenus", Some(&main), json!({"userId": sub_id, "menuKeys": ["identity.members"]})).await;
    assert_eq!(r.data(), "保存成功");
    let held = app.get(&format!("/api/ptd-user/resource/user/getUserMenus?userId={sub_id}"), Some(&main)).await;
    assert_eq!(held.ok(), &json!(["identity.members"]));
    let stranger = app.user_id(UNCERTIFIED).await;
    let r = app.post("/api/ptd-user/resource/user/grantMenus", Some(&main), json!({"userId": stranger, "menuKeys": []})).await;
    assert_eq!(r.code(), 404);
    let own_main = app.user_id(MAIN).await;
    let r = app.post("/api/ptd-user/resource/user/grantMenus", Some(&main), json!({"userId": own_main, "menuKeys": []})).await;
    assert_eq!(r.code(), 11018);
}

#[tokio::test]
async fn freezing_refuses_the_sub_account_at_once_and_unfreezing_lets_it_back() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let sub_id = app.user_id(SUB).await;
    app.post("/api/ptd-user/resource/user/changeStatus", Some(&main), json!({"userId": sub_id, "status": 0})).await.ok();
    let r = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&sub)).await;
    assert!(r.code() == 401 || r.code() == 10002, "the held token is refused: {:?}", r.body);
    assert_eq!(app.login_reply(SUB, DEMO_PASSWORD).await.msg(), "账号异常，请联系管理员");
    let page = app.get("/api/ptd-user/resource/user/getUserUserAffiliationInfoPage?status=0", Some(&main)).await;
    assert_eq!(page.ok()["total"], 1);
    assert_eq!(page.ok()["rows"][0]["statusName"], "冻结");
    app.post("/api/ptd-user/resource/user/changeStatus", Some(&main), json!({"userId": sub_id, "status": 1})).await.ok();
    app.login(SUB).await;
    let bad = app.post("/api/ptd-user/resource/user/changeStatus", Some(&main), json!({"userId": sub_id, "status": 7})).await;
    assert_eq!(bad.code(), 10001);
}

#[tokio::test]
async fn resetting_a_sub_account_password_ends_its_sessions() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let sub_id = app.user_id(SUB).await;
    let r = app.post("/api/ptd-user/endpoint/user/resetChildUser", Some(&main), json!({"userId": sub_id, "password": "Reset@2026"})).await;
    assert_eq!(r.data(), "重置成功");
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&sub)).await.code(), 401);
    assert_eq!(app.login_reply(SUB, "Reset@2026").await.code(), 200);
}

#[tokio::test]
async fn members_page_is_paged_and_needs_the_menu() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let page = app.get("/api/ptd-user/resource/user/getUserUserAffiliationInfoPage?pageNum=1&pageSize=1", Some(&main)).await;
    assert_eq!(page.ok()["total"], 2);
    assert_eq!(page.ok()["rows"].as_array().unwrap().len(), 1);
    assert_eq!(page.ok()["rows"][0]["mobile"], "138****0001");
    // A login name that is the phone number is masked as the number beside it is.
    assert_eq!(page.ok()["rows"][0]["userName"], "138****0001");
    let dict = app.get("/api/ptd-user/resource/user/getUserDict", Some(&main)).await;
    let names: Vec<&str> = dict.ok().as_array().unwrap().iter().map(|m| m["userName"].as_str().unwrap()).collect();
    assert!(!names.is_empty() && names.iter().all(|n| !n.chars().all(|c| c.is_ascii_digit())), "{names:?}");
    let sub = app.login(SUB).await;
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserUserAffiliationInfoPage", Some(&sub)).await.code(), 10003);
}

#[tokio::test]
async fn the_company_qr_invitation_brings_a_join_request_the_main_account_decides() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let invite = app.get("/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode", Some(&main)).await;
    let inv = invite.ok();
    assert!(inv["qrCode"].as_str().unwrap().starts_with("data:image/png;base64,"));
    let url = inv["inviteUrl"].as_str().unwrap();
    let token = url.split("token=").nth(1).unwrap().to_string();
    let info = app.get(&format!("/api/ptd-open-platform/endpoint/user/inviteInfo?token={token}"), None).await;
    assert_eq!(info.ok()["companyName"], "演示科技有限公司", "the person invited learns which company asks");
    let bad = app.get("/api/ptd-open-platform/endpoint/user/inviteInfo?token=forged", None).await;
    assert_eq!(bad.code(), 11015);
    let sub = app.login(SUB).await;
    assert_eq!(app.get("/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode", Some(&sub)).await.code(), 10003);

    let joiner = app.login(UNCERTIFIED).await;
    let r = app.post("/api/ptd-open-platform/endpoint/user/applyJoinCompany", Some(&joiner), json!({"token": token})).await;
    assert_eq!(r.data(), "提交成功");
    let already = app.post("/api/ptd-open-platform/endpoint/user/applyJoinCompany", Some(&sub), json!({"token": token})).await;
    assert_eq!(already.code(), 11016);
    let pending = app.get("/api/ptd-user/resource/user/joinRequests", Some(&main)).await;
    let request = pending.ok()[0].clone();
    assert_eq!(request["realName"], "王强");
    let r = app.post("/api/ptd-user/resource/user/decideJoinRequest", Some(&main), json!({"id": request["id"], "approve": true})).await;
    assert_eq!(r.code(), 200);
    let again = app.post("/api/ptd-user/resource/user/decideJoinRequest", Some(&main), json!({"id": request["id"], "approve": false})).await;
    assert_eq!(again.code(), 404, "a decision is final");

    // The joiner now belongs to two companies and can switch.
    let mine = app.get("/api/ptd-user/resource/user/myCompanies", Some(&joiner)).await;
    let companies = mine.ok().as_array().unwrap().clone();
    assert_eq!(companies.len(), 2);
    let demo = companies.iter().find(|c| c["companyName"] == "演示科技有限公司").unwrap();
    assert_eq!(demo["userType"], 1);
    let r = app.post("/api/ptd-user/setUserCompany", Some(&joiner), json!({"companyId": demo["id"]})).await;
    assert_eq!(r.data(), "切换成功");
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&joiner)).await;
    assert_eq!((me.ok()["companyName"].as_str(), me.ok()["userType"].as_i64()), (Some("演示科技有限公司"), Some(1)));
    let tree = app.get("/api/ptd-industry/menu/authRoleTree?appKey=industry", Some(&joiner)).await;
    let top: Vec<&str> = tree.ok().as_array().unwrap().iter().map(|n| n["path"].as_str().unwrap()).collect();
    assert_eq!(top, ["/home", "/userCenter"], "as a sub-account without grants: console and user centre only");
    let spark = app.get("/api/ptd-user/resource/company/page", Some(&app.login(OPERATOR).await)).await;
    let foreign = spark.ok()["rows"].as_array().unwrap().iter().find(|c| c["companyName"] == "演示科技有限公司").unwrap()["id"].clone();
    let sub_switch = app.post("/api/ptd-user/setUserCompany", Some(&sub), json!({"companyId": foreign})).await;
    assert_eq!(sub_switch.code(), 200, "switching to a company one belongs to");
    let outsider = app.post("/api/ptd-user/setUserCompany", Some(&main), json!({"companyId": 42})).await;
    assert_eq!(outsider.code(), 404);
}

#[tokio::test]
async fn accounts_unused_for_three_years_are_suspended() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    let four_years_ago = kernel::time::now_ms() - 4 * 365 * 24 * 3600 * 1000;
    sqlx::query("UPDATE users SET last_login_time = $1, create_time = $1 WHERE mobile = $2")
        .bind(four_years_ago)
        .bind(SUB)
        .execute(&app.state.db.write)
        .await
        .unwrap();
    app.run_due_jobs("test").await;
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.code(), 401);
    assert_eq!(app.login_reply(SUB, DEMO_PASSWORD).await.msg(), "账号异常，请联系管理员");
    assert_eq!(app.login_reply(MAIN, DEMO_PASSWORD).await.code(), 200, "recent accounts stay");
}

#[tokio::test]
async fn buying_paying_invoices_and_the_points_balance_need_their_grants() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let sub_id = app.user_id(SUB).await;
    let (product, version, _) = priced_version(&app).await;
    let buy = json!({"productId": product, "versionId": version, "term": 1});
    // 李娜 holds 企业信息 only: the company's money is not hers to see or spend.
    for path in [
        "/api/ptd-user/account/getAccountInfo",
        "/api/ptd-user/account/accountFlow/queryList",
        "/api/ptd-user/account/recharge/list",
        "/api/ptd-user/account/transaction/list",
        "/api/ptd-industry/order/list",
        "/api/ptd-industry/invoice/page",
    ] {
        assert_eq!(app.get(path, Some(&sub)).await.code(), 10003, "{path}");
    }
    assert_eq!(app.post("/api/ptd-user/account/recharge", Some(&sub), json!({"amount": 100})).await.code(), 10003);
    assert_eq!(app.post("/api/ptd-industry/order/saveBuyOrder", Some(&sub), buy.clone()).await.code(), 10003);
    let (order, _) = crate::support::buy(&app, &main, 1).await;
    assert_eq!(app.get(&format!("/api/ptd-industry/order/{order}"), Some(&sub)).await.code(), 10003);
    assert_eq!(pay_wechat_reply(&app, &sub, order).await.code(), 10003);

    // Granted 我的订单: she buys and pays by WeChat, but points are the account's.
    let grant = |keys: &[&str]| json!({"userId": sub_id, "menuKeys": keys});
    app.post("/api/ptd-user/resource/user/grantMenus", Some(&main), grant(&["identity.company-info", "orders.list"])).await.ok();
    let mine = app.post("/api/ptd-industry/order/saveBuyOrder", Some(&sub), buy).await.ok().as_i64().unwrap();
    assert_eq!(pay_wechat_reply(&app, &sub, mine).await.ok()["payStatus"], "hold");
    let points = json!({"orderId": mine, "payMethod": "account", "accountPassword": "246810"});
    assert_eq!(app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&sub), points.clone()).await.code(), 10003);
    assert_eq!(app.get("/api/ptd-user/account/getAccountInfo", Some(&sub)).await.code(), 10003);
    assert_eq!(app.get("/api/ptd-industry/invoice/page", Some(&sub)).await.code(), 10003);

    // Granted 账户管理 too: the balance is hers to see, and points pay (here the account is not open yet).
    app.post("/api/ptd-user/resource/user/grantMenus", Some(&main), grant(&["orders.list", "account.manage", "orders.invoices"])).await.ok();
    assert_eq!(app.get("/api/ptd-user/account/getAccountInfo", Some(&sub)).await.code(), 200);
    assert_eq!(app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(&sub), points).await.msg(), "请先开通账户");
    assert_eq!(app.get("/api/ptd-industry/invoice/page", Some(&sub)).await.code(), 200);
    // Opening the account and its password stay the main account's.
    assert_eq!(app.post("/api/ptd-user/account/openAccount", Some(&sub), json!({})).await.code(), 10003);
}

#[tokio::test]
async fn the_grant_dialog_offers_what_the_company_holds_and_says_what_each_grant_allows() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let grantable = app.get("/api/ptd-user/resource/user/grantableMenus", Some(&main)).await;
    let menus = grantable.ok().as_array().unwrap();
    let note = |key: &str| menus.iter().find(|m| m["key"] == key).map(|m| m["note"].clone());
    assert_eq!(note("sign.contracts"), Some(json!("可查看、下载合同；签署合同须由企业主账号完成")));
    assert!(note("orders.list").is_some_and(|n| n.as_str().is_some_and(|n| n.contains("购买"))));
    assert!(note("account.manage").is_some_and(|n| n.as_str().is_some_and(|n| n.contains("充值"))));
    // 星火 holds neither base application: their menus are not offered.
    let other = app.login(UNCERTIFIED).await;
    let keys: Vec<String> = app.get("/api/ptd-user/resource/user/grantableMenus", Some(&other)).await.ok().as_array().unwrap().iter().map(|m| m["key"].as_str().unwrap().to_string()).collect();
    assert!(!keys.iter().any(|k| k.starts_with("workbench.")), "{keys:?}");
    assert!(!keys.contains(&"partner.apps".to_string()), "星火 is no partner: 应用接入 is not offered");
    assert!(keys.contains(&"orders.list".to_string()));
}

async fn pay_wechat_reply(app: &TestApp, token: &str, order: i64) -> Reply {
    app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(token), json!({"orderId": order, "payMethod": "wechat"})).await
}

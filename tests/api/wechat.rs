//! WeChat login through the sandbox provider: code exchange, binding, login.

use crate::support::*;
use axum::http::Method;
use serde_json::json;

/// Simulates a scan on the sandbox page and returns the code it redirects back with.
async fn scan(app: &TestApp, open_id: &str) -> String {
    let url = app.get("/api/ptd-open-platform/endpoint/user/wechat/authorizeUrl?redirect=/wxLogin", None).await;
    assert!(url.ok()["url"].as_str().unwrap().contains("redirect_uri=/wxLogin"));
    let page = app.get("/api/ptd-open-platform/endpoint/user/wechat/sandbox/authorize?redirect_uri=/wxLogin", None).await;
    assert!(page.body.as_str().unwrap().contains("微信授权登录"));
    let body = format!("redirect_uri=%2FwxLogin&open_id={open_id}");
    let req = axum::http::Request::post("/api/ptd-open-platform/endpoint/user/wechat/sandbox/confirm")
        .header("content-type", "application/x-www-form-urlencoded")
        .body(axum::body::Body::from(body))
        .unwrap();
    let res = tower::ServiceExt::oneshot(app.router.clone(), req).await.unwrap();
    assert_eq!(res.status(), 303);
    let location = res.headers()["location"].to_str().unwrap().to_string();
    location.strip_prefix("/wxLogin?code=").expect("back to /wxLogin with a code").to_string()
}

#[tokio::test]
async fn an_unbound_wechat_user_binds_a_new_company_and_logs_in_next_time_directly() {
    let app = TestApp::new().await;
    let code = scan(&app, "wx-zhou").await;
    let check = app.post("/api/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat", None, json!({"jsCode": code, "web": true})).await;
    assert_eq!(check.ok()["flag"], false);
    let ticket = check.ok()["openId"].as_str().unwrap().to_string();
    assert!(!ticket.contains("wx-zhou"), "the openId travels only inside a signed ticket");
    let reused = app.post("/api/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat", None, json!({"jsCode": code})).await;
    assert_eq!((reused.code(), reused.msg()), (11012, "无效的访问，缺少微信授权码"));

    let sms = app.auth_code("13900000005").await;
    let no_company = app
        .post("/api/ptd-open-platform/endpoint/user/wechat/saveOk", None, json!({"openId": ticket, "mobile": "13900000005", "smsCode": sms}))
        .await;
    assert_eq!((no_company.code(), no_company.msg()), (10001, "请输入企业名称"));
    let bound = app
        .post(
            "/api/ptd-open-platform/endpoint/user/wechat/saveOk",
            None,
            json!({"openId": ticket, "mobile": "13900000005", "smsCode": sms, "companyName": "周氏五金有限公司"}),
        )
        .await;
    let token = bound.ok()["token"].as_str().unwrap().to_string();
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    assert_eq!(me.ok()["companyName"], "周氏五金有限公司");

    let code = scan(&app, "wx-zhou").await;
    let check = app.post("/api/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat", None, json!({"jsCode": code})).await;
    assert_eq!(check.ok()["flag"], true);
    let login = app.post("/api/ptd-open-platform/endpoint/user/wechat/openIdLogin", None, json!({"openId": check.ok()["openId"]})).await;
    assert_eq!(login.ok()["userId"], me.ok()["userId"]);
}

#[tokio::test]
async fn an_existing_account_binds_by_sms_login_and_forged_tickets_fail() {
    let app = TestApp::new().await;
    let code = scan(&app, "wx-li").await;
    let ticket = app
        .post("/api/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat", None, json!({"jsCode": code}))
        .await
        .ok()["openId"]
        .as_str()
        .unwrap()
        .to_string();
    app.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", None, json!({"mobile": SUB})).await.ok();
    let sms = app.sms_code(SUB).await;
    let r = app.post("/api/ptd-industry/endpoint/login/simpleSmSLogin", None, json!({"mobile": SUB, "code": sms, "wxCode": ticket})).await;
    assert_eq!(r.ok()["userId"].as_i64(), Some(app.user_id(SUB).await));
    let login = app.post("/api/ptd-open-platform/endpoint/user/wechat/openIdLogin", None, json!({"openId": ticket})).await;
    assert_eq!(login.ok()["userId"].as_i64(), Some(app.user_id(SUB).await));

    let forged = app.post("/api/ptd-open-platform/endpoint/user/wechat/openIdLogin", None, json!({"openId": "wx-li"})).await;
    assert_eq!(forged.code(), 11012);
    let r = app.request(Method::GET, "/api/ptd-open-platform/endpoint/user/wechat/authorizeUrl?redirect=https://evil.example", None, None, &[]).await;
    assert_eq!(r.code(), 10001, "only local redirects");
}

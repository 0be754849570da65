//! Registering a company with its main account, SMS login, the registration
//! checks, other-platform registration and the customer lookup.

use crate::support::*;
use serde_json::{json, Value};

const NEW_MOBILE: &str = "13900000001";

fn register_body(code: &str) -> Value {
    json!({
        "mobile": NEW_MOBILE, "code": code, "password": "Spark@2026", "rePassword": "Spark@2026",
        "realName": "周明", "companyName": "明远精密机械有限公司", "platformName": "industry"
    })
}

#[tokio::test]
async fn a_new_company_registers_and_its_owner_logs_in() {
    let app = TestApp::new().await;
    let code = app.auth_code(NEW_MOBILE).await;
    let r = app.post("/api/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking", None, register_body(&code)).await;
    let uid = r.ok()["userId"].as_i64().unwrap();
    let token = app.login_reply(NEW_MOBILE, "Spark@2026").await.ok()["token"].as_str().unwrap().to_string();
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    let d = me.ok();
    assert_eq!(d["userId"].as_i64(), Some(uid));
    assert_eq!(d["companyName"], "明远精密机械有限公司");
    assert_eq!((d["userType"].as_i64(), d["certificationStatus"].as_i64()), (Some(0), Some(0)));
    assert_eq!(d["realName"], "周明");
    let tree = app.get("/api/ptd-industry/menu/authRoleTree?appKey=industry", Some(&token)).await;
    let top: Vec<&str> = tree.ok().as_array().unwrap().iter().map(|n| n["path"].as_str().unwrap()).collect();
    assert_eq!(top, ["/home", "/company", "/order", "/sign", "/partnerCenter", "/openPlatform", "/userCenter"], "the owner sees its company's menus");
}

#[tokio::test]
async fn register_form_rules_and_refusals() {
    let app = TestApp::new().await;
    let path = "/api/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking";
    let with = |patch: Value| {
        let mut b = register_body("123456");
        for (k, v) in patch.as_object().unwrap() {
            b[k] = v.clone();
        }
        b
    };
    for (patch, msg) in [
        (json!({"mobile": ""}), "请输入手机号"),
        (json!({"code": ""}), "请输入验证码"),
        (json!({"code": "123456789"}), "验证码不能超过8位"),
        (json!({"password": "abc"}), "密码长度为6-30位"),
        (json!({"password": "密码密码密码", "rePassword": "密码密码密码"}), "不能输入汉字"),
        (json!({"rePassword": "Other@2026"}), "两次密码输入不一致"),
        (json!({"realName": ""}), "请输入联系人名称"),
        (json!({"realName": "一二三四五六七八九十一"}), "联系人名称不能超过10个字"),
        (json!({"companyName": ""}), "请输入企业全称"),
        (json!({"companyName": "一".repeat(21)}), "企业全称不能超过20个字"),
    ] {
        let r = app.post(path, None, with(patch.clone())).await;
        assert_eq!((r.code(), r.msg()), (10001, msg), "{patch}");
    }
    let r = app.post(path, None, with(json!({"mobile": MAIN}))).await;
    assert_eq!((r.code(), r.msg()), (11006, "该手机号已注册"));
    let r = app.post(path, None, with(json!({"companyName": "演示科技有限公司"}))).await;
    assert_eq!((r.code(), r.msg()), (11007, "企业名称已存在"));
    let r = app.post(path, None, with(json!({}))).await;
    assert_eq!(r.code(), 10013, "no code was sent");
    let (users,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM users").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(users, 4, "nothing was created by a refused form");
}

#[tokio::test]
async fn name_and_user_checks() {
    let app = TestApp::new().await;
    let path = "/api/ptd-open-platform/endpoint/user/checkCompanyNameAndUserExist";
    let r = app.get(&format!("{path}?companyName=%E6%BC%94%E7%A4%BA%E7%A7%91%E6%8A%80%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8&mobile={NEW_MOBILE}"), None).await;
    assert_eq!(r.ok(), &json!({"companyExist": true, "userExist": false}));
    let r = app.get(&format!("{path}?companyName=x&mobile={MAIN}"), None).await;
    assert_eq!(r.ok(), &json!({"companyExist": false, "userExist": true}));
}

#[tokio::test]
async fn other_platforms_register_only_with_the_integration_key() {
    let app = TestApp::new().await;
    let path = "/api/ptd-industry/endpoint/user/otherPlatformsRegisterNoSmsCodeNotChecking";
    let body = json!({"mobile": NEW_MOBILE, "password": "Spark@2026", "realName": "周明", "companyName": "明远精密机械有限公司"});
    let r = app.request(axum::http::Method::POST, path, None, Some(body.clone()), &[]).await;
    assert_eq!(r.code(), 10003);
    let r = app.request(axum::http::Method::POST, path, None, Some(body.clone()), &[("x-integration-key", "guess")]).await;
    assert_eq!(r.code(), 10003);
    let r = app.request(axum::http::Method::POST, path, None, Some(body), &[("x-integration-key", "dev-only-integration-key")]).await;
    assert!(r.ok()["userId"].as_i64().is_some());
    assert_eq!(app.login_reply(NEW_MOBILE, "Spark@2026").await.code(), 200, "the registered owner logs in");
}

#[tokio::test]
async fn sms_login_with_a_login_code() {
    let app = TestApp::new().await;
    app.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", None, json!({"mobile": SUB})).await.ok();
    let code = app.sms_code(SUB).await;
    let wrong = app.post("/api/ptd-user/smsLogin", None, json!({"mobile": SUB, "smsCode": "000000x"})).await;
    assert_eq!((wrong.code(), wrong.msg()), (10001, "验证码不能超过6位"));
    let r = app.post("/api/ptd-user/smsLogin", None, json!({"mobile": SUB, "smsCode": code})).await;
    let token = r.ok()["token"].as_str().unwrap().to_string();
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.code(), 200);
    let unknown = app.post("/api/ptd-user/smsLogin", None, json!({"mobile": NEW_MOBILE, "smsCode": "123456"})).await;
    assert_eq!(unknown.code(), 11005);
    // The simple SMS login of the WeChat page takes `code`.
    app.age_codes().await;
    app.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", None, json!({"mobile": SUB})).await.ok();
    let code = app.sms_code(SUB).await;
    let r = app.post("/api/ptd-industry/endpoint/login/simpleSmSLogin", None, json!({"mobile": SUB, "code": code})).await;
    assert!(r.ok()["token"].is_string());
}

#[tokio::test]
async fn the_customer_lookup_tells_whether_the_company_exists() {
    let app = TestApp::new().await;
    let name = "%E6%BC%94%E7%A4%BA%E7%A7%91%E6%8A%80%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8";
    let r = app.get(&format!("/api/ptd-industry/endpoint/customer/checkCustomer?customName={name}&phone={MAIN}"), None).await;
    assert_eq!(r.ok(), &json!({"companyFlag": true, "reviewStatus": 2, "userFlag": true}));
    let r = app.get("/api/ptd-industry/endpoint/customer/checkCustomer?customName=nobody&phone=13900000009", None).await;
    assert_eq!(r.ok(), &json!({"companyFlag": false, "reviewStatus": null, "userFlag": false}));
}

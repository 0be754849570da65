//! The holes an attacker found, each closed: account takeover across companies,
//! sandbox login in deployments, open redirects, raced counters, forged
//! forwarded-for addresses, squatted phone numbers, cookie-only changes,
//! unlimited look-ups and input that made the server fail.

use crate::support::*;
use axum::body::Body;
use axum::http::{Method, Request, StatusCode};
use serde_json::{json, Value};
use tower::ServiceExt;

const SQUATTED: &str = "13912345678";

/// The demo main account invites the main account of 星火智造 and approves the request; returns (main token, joiner id).
async fn invite_other_companys_owner(app: &TestApp) -> (String, i64) {
    let main = app.login(MAIN).await;
    let invite = app.get("/api/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode", Some(&main)).await;
    let token = invite.ok()["inviteUrl"].as_str().unwrap().split("token=").nth(1).unwrap().to_string();
    let joiner = app.login(UNCERTIFIED).await;
    app.post("/api/ptd-open-platform/endpoint/user/applyJoinCompany", Some(&joiner), json!({"token": token})).await.ok();
    let pending = app.get("/api/ptd-user/resource/user/joinRequests", Some(&main)).await;
    let id = pending.ok()[0]["id"].clone();
    app.post("/api/ptd-user/resource/user/decideJoinRequest", Some(&main), json!({"id": id, "approve": true})).await.ok();
    (main, app.user_id(UNCERTIFIED).await)
}

#[tokio::test]
async fn a_company_cannot_take_over_a_member_who_joined_by_invitation() {
    let app = TestApp::new().await;
    let (main, joiner) = invite_other_companys_owner(&app).await;

    let reset = app.post("/api/ptd-user/endpoint/user/resetChildUser", Some(&main), json!({"userId": joiner, "password": "Taken@2026x"})).await;
    assert_eq!((reset.code(), reset.msg()), (11020, "该成员通过邀请加入，只能停用其在本企业的成员身份，不能修改其账号"));
    assert_eq!(app.login_reply(UNCERTIFIED, "Taken@2026x").await.code(), 10005, "the password did not change");

    // Freezing suspends the membership here only: the person keeps the account and the own company.
    let freeze = app.post("/api/ptd-user/resource/user/changeStatus", Some(&main), json!({"userId": joiner, "status": 0})).await;
    assert_eq!(freeze.code(), 200);
    let own = app.login(UNCERTIFIED).await;
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&own)).await;
    assert_eq!(me.ok()["companyName"], "星火智造有限公司");
    let members = app.get("/api/ptd-user/resource/user/getUserUserAffiliationInfoPage?pageNum=1&pageSize=10", Some(&main)).await;
    let row = members.ok()["rows"].as_array().unwrap().iter().find(|r| r["userId"].as_i64() == Some(joiner)).unwrap().clone();
    assert_eq!(row["statusName"], "冻结", "shown as frozen in the company that suspended it");
    // The suspended company cannot be switched to; restoring the membership lets the person back.
    let demo_id = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&main)).await.ok()["companyId"].clone();
    assert_eq!(app.post("/api/ptd-user/setUserCompany", Some(&own), json!({"companyId": demo_id})).await.code(), 404);
    app.post("/api/ptd-user/resource/user/changeStatus", Some(&main), json!({"userId": joiner, "status": 1})).await.ok();
    app.post("/api/ptd-user/setUserCompany", Some(&own), json!({"companyId": demo_id})).await.ok();
    // Suspended while acting for the company: the next request has no company at all.
    app.post("/api/ptd-user/resource/user/changeStatus", Some(&main), json!({"userId": joiner, "status": 0})).await.ok();
    let there = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&own)).await;
    assert_eq!(there.ok()["companyId"], Value::Null);
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDetails", Some(&own)).await.ok()["userType"], Value::Null);

    // A member's contact data reaches the main account masked.
    let seen = app.get(&format!("/api/ptd-user/resource/user/getUserDetails?userId={joiner}"), Some(&main)).await;
    assert_eq!(seen.ok()["mobile"], "138****0003");

    // A sub-account the company created stays fully its own to reset and freeze.
    let sub_id = app.user_id(SUB).await;
    let r = app.post("/api/ptd-user/endpoint/user/resetChildUser", Some(&main), json!({"userId": sub_id, "password": "Team@2026x"})).await;
    assert_eq!(r.code(), 200);
    assert_eq!(app.login_reply(SUB, "Team@2026x").await.code(), 200);
}

#[tokio::test]
async fn sandboxes_exist_only_in_the_dev_and_test_profiles() {
    let app = TestApp::with(staging).await;
    for path in [
        "/api/ptd-open-platform/endpoint/user/wechat/sandbox/authorize?redirect_uri=/wxLogin",
        "/api/ptd-industry/servicePersonnel/createServicePersonnelHome",
        "/api/dev/outbox?mobile=13800000001",
    ] {
        assert_eq!(app.get(path, None).await.status, StatusCode::NOT_FOUND, "{path}");
    }
    let confirm = app.request(Method::POST, "/api/ptd-open-platform/endpoint/user/wechat/sandbox/confirm", None, None, &[]).await;
    assert_eq!(confirm.status, StatusCode::NOT_FOUND);
    let url = app.get("/api/ptd-open-platform/endpoint/user/wechat/authorizeUrl?redirect=/wxLogin", None).await;
    assert_eq!((url.code(), url.msg()), (11019, "微信登录暂未开放，请使用账号密码或短信登录"));
    let check = app.post("/api/ptd-open-platform/endpoint/user/wechat/checkMoblieBindWeChat", None, json!({"jsCode": "x"})).await;
    assert_eq!(check.code(), 11019);
    let doc = app.get("/api/openapi.json", None).await;
    let paths = doc.body["paths"].as_object().unwrap();
    assert!(paths.keys().all(|p| !p.contains("sandbox") && !p.contains("/dev/") && !p.contains("Ocr")), "no sandbox in the document");
}

#[tokio::test]
async fn redirect_targets_must_stay_on_the_platform() {
    let app = TestApp::new().await;
    for bad in ["/%5Cevil.example/x", "/%5Ct/evil.example", "//evil.example", "https://evil.example/", "/%09/evil.example", "/.//evil.example"] {
        let r = app.get(&format!("/api/ptd-open-platform/endpoint/user/wechat/authorizeUrl?redirect={bad}"), None).await;
        assert_eq!((r.code(), r.msg()), (10001, "跳转地址无效"), "{bad}");
        let page = app.get(&format!("/api/ptd-open-platform/endpoint/user/wechat/sandbox/authorize?redirect_uri={bad}"), None).await;
        assert_eq!(page.code(), 10001, "{bad}");
        let req = Request::post("/api/ptd-open-platform/endpoint/user/wechat/sandbox/confirm")
            .header("content-type", "application/x-www-form-urlencoded")
            .body(Body::from(format!("redirect_uri={bad}&open_id=wx-victim")))
            .unwrap();
        let res = app.router.clone().oneshot(req).await.unwrap();
        assert_ne!(res.status(), StatusCode::SEE_OTHER, "{bad}: the one-time code is not sent away");
    }
    let ok = app.get("/api/ptd-open-platform/endpoint/user/wechat/authorizeUrl?redirect=/wxLogin%3Flr%3D/home", None).await;
    assert!(ok.ok()["url"].as_str().unwrap().contains("redirect_uri=/wxLogin%3Flr%3D/home"));
}

#[tokio::test]
async fn simultaneous_wrong_passwords_get_five_tries_in_all() {
    let app = TestApp::new().await;
    let mut attempts = tokio::task::JoinSet::new();
    for _ in 0..15 {
        let router = app.router.clone();
        let body = json!({"username": MAIN, "password": "Wrong@2026"}).to_string();
        let req = Request::post("/api/ptd-user/login").header("content-type", "application/json").body(Body::from(body)).unwrap();
        attempts.spawn(async move { envelope_code(router.oneshot(req).await.unwrap()).await });
    }
    let mut codes = Vec::new();
    while let Some(code) = attempts.join_next().await {
        codes.push(code.unwrap());
    }
    assert_eq!(codes.iter().filter(|c| **c == 10005).count(), 5, "{codes:?}");
    assert_eq!(codes.iter().filter(|c| **c == 10004).count(), 10, "{codes:?}");
    assert_eq!(app.login_reply(MAIN, DEMO_PASSWORD).await.code(), 10004, "locked, even with the right password");
}

#[tokio::test]
async fn simultaneous_code_guesses_get_five_tries_and_sends_one_code() {
    let app = TestApp::new().await;
    let mut sends = tokio::task::JoinSet::new();
    for _ in 0..10 {
        let router = app.router.clone();
        let req = Request::post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode")
            .header("content-type", "application/json")
            .body(Body::from(json!({"mobile": MAIN}).to_string()))
            .unwrap();
        sends.spawn(async move { envelope_code(router.oneshot(req).await.unwrap()).await });
    }
    let mut sent = 0;
    while let Some(code) = sends.join_next().await {
        sent += usize::from(code.unwrap() == 200);
    }
    assert_eq!(sent, 1, "one code a minute, however many ask at once");
    let right = app.sms_code(MAIN).await;
    let wrong = if right == "000000" { "111111" } else { "000000" };

    let mut guesses = tokio::task::JoinSet::new();
    for _ in 0..60 {
        let router = app.router.clone();
        let req = Request::post("/api/ptd-user/smsLogin")
            .header("content-type", "application/json")
            .body(Body::from(json!({"mobile": MAIN, "smsCode": wrong}).to_string()))
            .unwrap();
        guesses.spawn(async move { envelope_code(router.oneshot(req).await.unwrap()).await });
    }
    while let Some(code) = guesses.join_next().await {
        assert_eq!(code.unwrap(), 10013);
    }
    let (attempts,): (i64,) = sqlx::query_as("SELECT attempts FROM verification_codes WHERE recipient = $1")
        .bind(MAIN)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(attempts, 5, "every guess counted, none past the fifth");
    let r = app.post("/api/ptd-user/smsLogin", None, json!({"mobile": MAIN, "smsCode": right})).await;
    assert_eq!(r.code(), 10013, "after five wrong guesses even the right code is dead");
}

#[tokio::test]
async fn a_rotating_forwarded_for_does_not_escape_the_address_limit() {
    let app = TestApp::with(|f| f.merge(("trusted_proxies", vec!["127.0.0.1/32"])).merge(("auth.max_failures_per_address", 3))).await;
    for i in 0..3 {
        let forwarded = format!("10.9.9.{i}, 203.0.113.5");
        let body = Some(json!({"username": format!("nobody{i}"), "password": "Wrong@2026"}));
        let r = app.request_from(Some("127.0.0.1:40000"), Method::POST, "/api/ptd-user/login", None, body, &[("x-forwarded-for", &forwarded)]).await;
        assert_eq!(r.code(), 10005);
    }
    let body = Some(json!({"username": MAIN, "password": DEMO_PASSWORD}));
    let r = app.request_from(Some("127.0.0.1:40000"), Method::POST, "/api/ptd-user/login", None, body.clone(), &[("x-forwarded-for", "1.2.3.4, 203.0.113.5")]).await;
    assert_eq!(r.code(), 10004, "the client is the rightmost untrusted hop, whatever it writes on the left");
    // A peer that is no trusted proxy is the client itself, whatever it claims.
    let direct = app.request_from(Some("203.0.113.5:5000"), Method::POST, "/api/ptd-user/login", None, body, &[("x-forwarded-for", "8.8.8.8")]).await;
    assert_eq!(direct.code(), 10004);
}

#[tokio::test]
async fn a_phone_number_cannot_be_squatted_through_sub_accounts() {
    let app = TestApp::with(|f| f.merge(("auth.max_sub_accounts", 3))).await;
    let main = app.login(MAIN).await;
    let save = |user: Value| {
        let (app, main) = (&app, main.clone());
        async move { app.post("/api/ptd-user/resource/user/saveMany", Some(&main), json!({"users": [user]})).await }
    };
    let r = save(json!({"userName": SQUATTED, "password": "Team@2026", "realName": "冒名"})).await;
    assert_eq!((r.code(), r.msg()), (10001, "登录名不能是手机号或纯数字"));
    let r = save(json!({"userName": "squatter", "password": "Team@2026", "realName": "冒名", "mobile": SQUATTED})).await;
    assert_eq!(r.code(), 200);

    // The typed-in number signs nobody in and receives no codes.
    let code = app.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", None, json!({"mobile": SQUATTED})).await;
    assert_eq!(code.code(), 11005);
    assert_eq!(app.login_reply(SQUATTED, "Team@2026").await.code(), 10005);

    // The real owner registers with it; the squatter's claim is gone.
    let code = app.auth_code(SQUATTED).await;
    let body = json!({"mobile": SQUATTED, "code": code, "password": "Owner@2026", "rePassword": "Owner@2026", "realName": "真主人", "companyName": "真主人科技有限公司"});
    app.post("/api/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking", None, body).await.ok();
    assert_eq!(app.login_reply(SQUATTED, "Owner@2026").await.code(), 200);
    let squatter = app.login_reply("squatter", "Team@2026").await.ok()["token"].as_str().unwrap().to_string();
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDetails", Some(&squatter)).await.ok()["mobile"], Value::Null);

    // Sub-accounts per company are capped (the demo company has one already).
    assert_eq!(save(json!({"userName": "third", "password": "Team@2026", "realName": "三"})).await.code(), 200);
    let r = save(json!({"userName": "fourth", "password": "Team@2026", "realName": "四"})).await;
    assert_eq!((r.code(), r.msg()), (11021, "子账号数量已达上限（3个）"));
}

#[tokio::test]
async fn a_cookie_alone_reads_but_never_changes() {
    let app = TestApp::new().await;
    let login = app.login_reply(MAIN, DEMO_PASSWORD).await;
    let set_cookie = login.headers["set-cookie"].to_str().unwrap().to_string();
    assert!(set_cookie.contains("HttpOnly") && set_cookie.contains("SameSite=Lax") && !set_cookie.contains("Secure"), "{set_cookie}");
    let main = login.ok()["token"].as_str().unwrap().to_string();
    let cookie = format!("token={main}");
    let with_cookie = |method: Method, path: &str, body: Option<Value>| {
        let (app, cookie, path) = (&app, cookie.clone(), path.to_string());
        async move { app.request(method, &path, None, body, &[("cookie", &cookie)]).await }
    };
    assert_eq!(with_cookie(Method::GET, "/api/ptd-user/resource/user/getUserDetails", None).await.code(), 200, "reads ride on the cookie");
    let r = with_cookie(Method::POST, "/api/ptd-user/resource/user/saveMany", Some(json!({"users": [{"userName": "csrfuser", "password": "Team@2026", "realName": "跨站"}]}))).await;
    assert_eq!(r.code(), 401, "a POST needs the header");
    assert_eq!(app.login_reply("csrfuser", "Team@2026").await.code(), 10005, "nothing was created");

    let header = json!({"companyName": "演示科技有限公司", "taxIdNumber": "91350100M000100Y43", "mobile": "0591-87654321", "bankName": "招商银行", "bankAccount": "6225880123456789"});
    let id = app.post("/api/ptd-component/global/resource/invoiceHeader", Some(&main), header).await.ok().as_i64().unwrap();
    for path in [format!("/api/ptd-component/global/resource/invoiceHeader/remove?id={id}"), format!("/api/ptd-component/global/resource/invoiceHeader/changeStatus?id={id}&status=0")] {
        assert_eq!(with_cookie(Method::GET, &path, None).await.code(), 401, "{path}");
    }
    let kept = app.get(&format!("/api/ptd-component/global/resource/invoiceHeader/{id}"), Some(&main)).await;
    assert_eq!(kept.ok()["id"].as_i64(), Some(id), "the header is still there");

    let op = app.login(OPERATOR).await;
    let op_cookie = format!("token={op}");
    for path in [
        "/api/ptd-user/resource/company/approveAgent?companyId=1",
        "/api/ptd-user/resource/company/rejectAgent?companyId=1&note=x",
        "/api/ptd-component/global/companyNotice/changeStatus?id=1&status=0",
        "/api/ptd-component/global/companyNotice/setIssue?id=1&issueStatus=1",
        "/api/ptd-industry/userlogOut/logOut",
        "/api/ptd-user/resource/user/sendMail?mail=victim@example.com",
    ] {
        let r = app.request(Method::GET, path, None, None, &[("cookie", &op_cookie)]).await;
        assert_eq!(r.code(), 401, "{path}");
    }
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&op)).await.code(), 200, "the operator is still signed in");

    // Behind a trusted TLS proxy on a real domain: Secure, scoped by the public suffix list.
    let app = TestApp::with(|f| f.merge(("trusted_proxies", vec!["127.0.0.1/32"]))).await;
    let body = Some(json!({"username": MAIN, "password": DEMO_PASSWORD}));
    let headers = [("host", "www.example.com.cn"), ("x-forwarded-proto", "https")];
    let r = app.request_from(Some("127.0.0.1:40000"), Method::POST, "/api/ptd-user/login", None, body, &headers).await;
    let set_cookie = r.headers["set-cookie"].to_str().unwrap();
    assert!(set_cookie.contains("; Secure") && set_cookie.ends_with("; Domain=example.com.cn"), "{set_cookie}");
    // checkToken with the header sets the cookie for a token handed over in an address.
    let token = r.ok()["token"].as_str().unwrap();
    let check = app.request(Method::GET, "/api/ptd-user/checkToken", Some(token), None, &[]).await;
    assert!(check.headers["set-cookie"].to_str().unwrap().starts_with(&format!("token={token};")));
}

#[tokio::test]
async fn look_ups_and_submissions_are_limited_per_address() {
    let app = TestApp::with(|f| f.merge(("limits.lookups_per_address_hourly", 3)).merge(("limits.submissions_per_address_hourly", 2))).await;
    let from = |peer: &'static str, method: Method, path: &'static str, body: Option<Value>| {
        let app = &app;
        async move { app.request_from(Some(peer), method, path, None, body, &[]).await }
    };
    let exist = "/api/ptd-open-platform/endpoint/user/checkCompanyNameAndUserExist?mobile=13800000001";
    let customer = "/api/ptd-industry/endpoint/customer/checkCustomer?customName=x&phone=13800000001";
    for path in [exist, customer, exist] {
        assert_eq!(from("198.51.100.1:1", Method::GET, path, None).await.code(), 200);
    }
    let r = from("198.51.100.1:1", Method::GET, customer, None).await;
    assert_eq!((r.code(), r.msg()), (10004, "操作过于频繁，请稍后再试"));
    assert_eq!(from("198.51.100.2:1", Method::GET, exist, None).await.code(), 200, "another address has its own quota");

    let feedback = Some(json!({"content": "希望增加英文界面"}));
    let message = Some(json!({"type": 1, "linkman": "李", "telephone": "13912345678", "email": "li@example.com", "content": "咨询"}));
    assert_eq!(from("198.51.100.3:1", Method::POST, "/api/ptd-industry/feedback/save", feedback.clone()).await.code(), 200);
    assert_eq!(from("198.51.100.3:1", Method::POST, "/api/ptd-industry/leaveMessage/save", message).await.code(), 200);
    assert_eq!(from("198.51.100.3:1", Method::POST, "/api/ptd-industry/feedback/save", feedback).await.code(), 10004);
    assert_eq!(from("198.51.100.3:1", Method::GET, "/api/ptd-industry/servicePersonnel/createServicePersonnelHome", None).await.code(), 10004);
    let (stored,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM feedbacks").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(stored, 1, "the refused one was not stored");
}

#[tokio::test]
async fn extreme_input_gets_a_refusal_not_a_server_error() {
    let app = TestApp::new().await;
    let id = app.get("/api/captcha/get", None).await.ok()["captchaId"].as_str().unwrap().to_string();
    let r = app.post("/api/captcha/check", None, json!({"captchaId": id, "x": i64::MIN, "track": [[i64::MIN, i64::MIN], [0, 0], [i64::MAX, i64::MAX]]})).await;
    assert_eq!((r.status, r.code()), (StatusCode::OK, 10008));
    let op = app.login(OPERATOR).await;
    let ads = app.get("/api/ptd-industry/manage/topAdvertising/page?pageNum=1&pageSize=10", Some(&op)).await;
    assert!(ads.ok()["total"].as_i64().unwrap() >= 1);
    let doc = app.get("/api/openapi.json", None).await;
    let paths = doc.body["paths"].as_object().unwrap();
    assert!(paths.contains_key("/api/files/{key}"));
    assert!(paths.keys().all(|p| !p.contains("{*")), "every path is a valid OpenAPI template");
}

#[tokio::test]
async fn common_passwords_are_refused_on_register_reset_and_change() {
    let app = TestApp::new().await;
    let code = app.auth_code(SQUATTED).await;
    let body = json!({"mobile": SQUATTED, "code": code, "password": "iloveyou", "rePassword": "iloveyou", "realName": "周明", "companyName": "明远精密机械有限公司"});
    let r = app.post("/api/ptd-open-platform/endpoint/user/registerUserAndCompanyNotChecking", None, body).await;
    assert_eq!((r.code(), r.msg()), (10001, "该密码过于常见，容易被猜中，请换一个更安全的密码"));
    let main = app.login(MAIN).await;
    let sub_id = app.user_id(SUB).await;
    let r = app.post("/api/ptd-user/endpoint/user/resetChildUser", Some(&main), json!({"userId": sub_id, "password": "qwerty123"})).await;
    assert_eq!(r.msg(), "该密码过于常见，容易被猜中，请换一个更安全的密码");
    assert_eq!(app.login_reply(SUB, DEMO_PASSWORD).await.code(), 200, "nothing changed");
}

async fn envelope_code(res: axum::response::Response) -> i64 {
    let bytes = http_body_util::BodyExt::collect(res.into_body()).await.unwrap().to_bytes();
    serde_json::from_slice::<Value>(&bytes).unwrap()["code"].as_i64().unwrap()
}

//! SMS and mail codes: limits on sending, single use, expiry, guessing.

use crate::support::*;
use serde_json::json;

const NEW_MOBILE: &str = "13900000001";

#[tokio::test]
async fn sending_checks_the_mobile_number() {
    let app = TestApp::new().await;
    for (body, msg) in [
        (json!({}), "请输入手机号"),
        (json!({"mobile": "1380000000"}), "请输入正确的手机号"),
        (json!({"mobile": "12800000000"}), "请输入正确的手机号"),
    ] {
        let r = app.post("/api/ptd-open-platform/endpoint/sendSms/sendAuthCode", None, body).await;
        assert_eq!((r.code(), r.msg()), (10001, msg));
    }
}

#[tokio::test]
async fn one_code_a_minute_and_a_daily_cap_per_number() {
    let app = TestApp::new().await;
    app.auth_code(NEW_MOBILE).await;
    let again = app.post("/api/ptd-open-platform/endpoint/sendSms/sendAuthCode", None, json!({"mobile": NEW_MOBILE})).await;
    assert_eq!((again.code(), again.msg()), (10011, "验证码发送过于频繁，请稍后再试"));
    for _ in 0..9 {
        app.age_codes().await;
        app.auth_code(NEW_MOBILE).await;
    }
    app.age_codes().await;
    let capped = app.post("/api/ptd-open-platform/endpoint/sendSms/sendAuthCode", None, json!({"mobile": NEW_MOBILE})).await;
    assert_eq!((capped.code(), capped.msg()), (10012, "今日验证码发送次数已达上限"));
}

#[tokio::test]
async fn one_address_cannot_flood_many_numbers() {
    let app = TestApp::with(|f| f.merge(("trusted_proxies", vec!["127.0.0.1/32"]))).await;
    let send = |mobile: String| {
        let app = &app;
        async move {
            app.request_from(
                Some("127.0.0.1:40000"),
                axum::http::Method::POST,
                "/api/ptd-open-platform/endpoint/sendSms/sendAuthCode",
                None,
                Some(json!({"mobile": mobile})),
                &[("x-forwarded-for", "10.1.1.1")],
            )
            .await
        }
    };
    for i in 0..30 {
        assert_eq!(send(format!("139000001{i:02}")).await.code(), 200);
    }
    assert_eq!(send("13900000199".into()).await.code(), 10011);
}

#[tokio::test]
async fn login_codes_go_only_to_registered_numbers() {
    let app = TestApp::new().await;
    let r = app.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", None, json!({"mobile": NEW_MOBILE})).await;
    assert_eq!((r.code(), r.msg()), (11005, "该手机号未注册，请先注册"));
    let r = app.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", None, json!({"mobile": MAIN})).await;
    assert_eq!(r.code(), 200);
    assert!(app.sms_code(MAIN).await.len() == 6);
}

#[tokio::test]
async fn codes_are_single_use_expire_and_stop_after_five_wrong_guesses() {
    let app = TestApp::new().await;
    let reset = |code: String| {
        let app = &app;
        async move {
            app.post(
                "/api/ptd-industry/endpoint/user/resetPwdByMobile",
                None,
                json!({"mobile": MAIN, "code": code, "password": "New@2026", "rePassword": "New@2026"}),
            )
            .await
        }
    };
    let code = app.auth_code(MAIN).await;
    assert_eq!(reset(code.clone()).await.code(), 200);
    let reused = reset(code).await;
    assert_eq!((reused.code(), reused.msg()), (10013, "验证码错误或已失效"));

    app.age_codes().await;
    let code = app.auth_code(MAIN).await;
    for _ in 0..5 {
        let wrong = if code == "000000" { "111111" } else { "000000" };
        assert_eq!(reset(wrong.into()).await.code(), 10013);
    }
    assert_eq!(reset(code).await.code(), 10013, "too many guesses end the code");

    app.age_codes().await;
    let code = app.auth_code(MAIN).await;
    sqlx::query("UPDATE verification_codes SET expires_at = 0").execute(&app.state.db.write).await.unwrap();
    assert_eq!(reset(code).await.code(), 10013, "codes expire");
}

#[tokio::test]
async fn a_login_code_does_not_pass_for_other_purposes() {
    let app = TestApp::new().await;
    app.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", None, json!({"mobile": MAIN})).await.ok();
    let code = app.sms_code(MAIN).await;
    let r = app
        .post(
            "/api/ptd-industry/endpoint/user/resetPwdByMobile",
            None,
            json!({"mobile": MAIN, "code": code, "password": "New@2026", "rePassword": "New@2026"}),
        )
        .await;
    assert_eq!(r.code(), 10013);
}

#[tokio::test]
async fn twenty_password_changes_racing_with_one_code_change_it_once() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let code = app.auth_code(MAIN).await;
    // Checked, then spent by one conditional UPDATE: the same-password answer sits between the two.
    let replies = futures::future::join_all((0..20).map(|i| {
        let password = format!("Race@{i:04}");
        app.post("/api/ptd-user/resource/user/updatePassword", Some(&token), json!({"smsCode": code, "password": password, "repeatPassword": password}))
    }))
    .await;
    assert_eq!(replies.iter().filter(|r| r.code() == 200).count(), 1, "{:?}", replies.iter().map(|r| r.msg()).collect::<Vec<_>>());
    assert!(replies.iter().filter(|r| r.code() != 200).all(|r| r.code() == 10013 || r.code() == 401), "{:?}", replies.iter().map(|r| (r.code(), r.msg())).collect::<Vec<_>>());
}

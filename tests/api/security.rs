//! Account security: password reset and change, profile, avatar, phone and email.

use crate::support::*;
use serde_json::json;

#[tokio::test]
async fn reset_by_mobile_sets_the_password_and_ends_every_session() {
    let app = TestApp::new().await;
    let old = app.login(MAIN).await;
    let code = app.auth_code(MAIN).await;
    let weak = app
        .post("/api/ptd-industry/endpoint/user/resetPwdByMobile", None, json!({"mobile": MAIN, "code": code, "password": "abc123", "rePassword": "abc123"}))
        .await;
    assert_eq!((weak.code(), weak.msg()), (10001, "密码由数字+字母+特殊符号组成"));
    let mismatch = app
        .post("/api/ptd-industry/endpoint/user/resetPwdByMobile", None, json!({"mobile": MAIN, "code": code, "password": "New@2026", "rePassword": "New@2027"}))
        .await;
    assert_eq!(mismatch.msg(), "密码不一致");
    let r = app
        .post("/api/ptd-industry/endpoint/user/resetPwdByMobile", None, json!({"mobile": MAIN, "code": code, "password": "New@2026", "rePassword": "New@2026"}))
        .await;
    assert_eq!(r.data(), "密码重置成功");
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&old)).await.code(), 401);
    assert_eq!(app.login_reply(MAIN, DEMO_PASSWORD).await.code(), 10005);
    assert_eq!(app.login_reply(MAIN, "New@2026").await.code(), 200);
}

#[tokio::test]
async fn email_is_bound_with_a_mail_code_and_can_reset_the_password() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    assert_eq!(app.get("/api/ptd-user/resource/user/sendMail?mail=zhangwei@example.com", None).await.code(), 401);
    let bad = app.get("/api/ptd-user/resource/user/sendMail?mail=not-an-email", Some(&token)).await;
    assert_eq!(bad.msg(), "请输入正确的邮箱");
    app.get("/api/ptd-user/resource/user/sendMail?mail=zhangwei@example.com", Some(&token)).await.ok();
    let code = app.mail_code("zhangwei@example.com").await;
    let r = app.post("/api/ptd-user/resource/user/bindMail", Some(&token), json!({"mail": "zhangwei@example.com", "code": code})).await;
    assert_eq!(r.data(), "添加邮箱成功");
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    assert_eq!(me.ok()["email"], "zhangwei@example.com");

    // Another account cannot take the same address.
    let sub = app.login(SUB).await;
    app.age_codes().await;
    app.get("/api/ptd-user/resource/user/sendMail?mail=zhangwei@example.com", Some(&sub)).await.ok();
    let code = app.mail_code("zhangwei@example.com").await;
    let taken = app.post("/api/ptd-user/resource/user/bindMail", Some(&sub), json!({"mail": "zhangwei@example.com", "code": code})).await;
    assert_eq!(taken.msg(), "该邮箱已被其他账号绑定");

    // Forgot password, email tab.
    app.age_codes().await;
    let unbound = app.post("/api/ptd-industry/endpoint/user/sendResetMail", None, json!({"mail": "nobody@example.com"})).await;
    assert_eq!(unbound.code(), 11017);
    app.post("/api/ptd-industry/endpoint/user/sendResetMail", None, json!({"mail": "zhangwei@example.com"})).await.ok();
    let code = app.mail_code("zhangwei@example.com").await;
    let r = app
        .post(
            "/api/ptd-industry/endpoint/user/resetPwdByEmail",
            None,
            json!({"email": "zhangwei@example.com", "code": code, "password": "Mail@2026", "rePassword": "Mail@2026"}),
        )
        .await;
    assert_eq!(r.code(), 200);
    let fresh = app.login_reply(MAIN, "Mail@2026").await.ok()["token"].as_str().unwrap().to_string();
    assert_eq!(app.post("/api/ptd-user/resource/user/unBindMail", Some(&fresh), json!({})).await.data(), "解绑成功");
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&fresh)).await;
    assert!(me.ok()["email"].is_null());
}

#[tokio::test]
async fn changing_the_password_needs_a_code_a_new_password_and_logs_out_everywhere() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let code = app.auth_code(MAIN).await;
    // Without the code, a stolen session learns nothing of the current password.
    let guess = app
        .post("/api/ptd-user/resource/user/updatePassword", Some(&token), json!({"smsCode": "000000", "password": DEMO_PASSWORD, "repeatPassword": DEMO_PASSWORD}))
        .await;
    assert_ne!(guess.code(), 200);
    assert_ne!(guess.msg(), "新旧密码一致无需重置");
    let same = app
        .post("/api/ptd-user/resource/user/updatePassword", Some(&token), json!({"smsCode": code, "password": DEMO_PASSWORD, "repeatPassword": DEMO_PASSWORD}))
        .await;
    assert_eq!((same.code(), same.msg()), (11011, "新旧密码一致无需重置"), "the code is right, and stays live for another password");
    let mismatch = app
        .post("/api/ptd-user/resource/user/updatePassword", Some(&token), json!({"smsCode": code, "password": "Next@2026", "repeatPassword": "Next@2027"}))
        .await;
    assert_eq!(mismatch.msg(), "密码和确认密码不一致");
    let other = app.user_id(SUB).await;
    let forged = app
        .post(
            "/api/ptd-user/resource/user/updatePassword",
            Some(&token),
            json!({"smsCode": code, "password": "Next@2026", "repeatPassword": "Next@2026", "userId": other}),
        )
        .await;
    assert_eq!(forged.code(), 10003, "only one's own password");
    let r = app
        .post("/api/ptd-user/resource/user/updatePassword", Some(&token), json!({"smsCode": code, "password": "Next@2026", "repeatPassword": "Next@2026"}))
        .await;
    assert_eq!(r.data(), "修改密码成功");
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.code(), 401);
    assert_eq!(app.login_reply(MAIN, "Next@2026").await.code(), 200);
}

#[tokio::test]
async fn profile_edits_only_ones_own_name() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    let r = app.post("/api/ptd-user/resource/user/updateUseInfoById", Some(&token), json!({"realName": "李娜娜", "nickName": "娜娜"})).await;
    assert_eq!(r.data(), "修改成功");
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    assert_eq!((me.ok()["realName"].as_str(), me.ok()["nickName"].as_str()), (Some("李娜娜"), Some("娜娜")));
    let other = app.user_id(MAIN).await;
    let r = app.post("/api/ptd-user/resource/user/updateUseInfoById", Some(&token), json!({"id": other, "realName": "x"})).await;
    assert_eq!(r.code(), 10003);
    let r = app.post("/api/ptd-user/resource/user/updateUseInfoById", Some(&token), json!({"realName": ""})).await;
    assert_eq!(r.msg(), "请输入姓名");
}

#[tokio::test]
async fn avatars_are_images_by_content_and_under_1mb() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let png = kernel::picture::Canvas::new(8, 8, [10, 120, 220, 255]).png().unwrap();
    let r = app.upload("/api/ptd-user/resource/user/uploadAvatar", &token, png.clone(), &[]).await.body;
    let url = r["data"].as_str().unwrap().to_string();
    assert!(url.starts_with("/api/files/avatar/") && url.ends_with(".png"), "{url}");
    let served = app.get(&url, None).await;
    assert_eq!(served.status, 200);
    assert_eq!(served.headers["content-type"], "image/png");
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    assert_eq!(me.ok()["avatar"], url.as_str());

    let disguised = app.upload("/api/ptd-user/resource/user/uploadAvatar", &token, b"<script>alert(1)</script>".to_vec(), &[]).await.body;
    assert_eq!((disguised["code"].as_i64(), disguised["msg"].as_str()), (Some(11013), Some("格式不支持!")));
    let mut big = png;
    big.resize(1024 * 1024 + 1, 0);
    let large = app.upload("/api/ptd-user/resource/user/uploadAvatar", &token, big, &[]).await.body;
    assert_eq!((large["code"].as_i64(), large["msg"].as_str()), (Some(11014), Some("上传图片大小不能超过 1MB!")));
    assert_eq!(app.get("/api/files/../objects/x", None).await.status, 404);
}

#[tokio::test]
async fn changing_the_phone_proves_the_old_number_then_binds_the_new_one() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let new = "13900000007";
    // Binding first is refused: the old number was not proved.
    app.auth_code(new).await;
    let code = app.sms_code(new).await;
    let r = app.post("/api/ptd-user/resource/user/bindMobile", Some(&token), json!({"mobile": new, "code": code})).await;
    assert_eq!((r.code(), r.msg()), (11010, "请先验证原手机号"));
    let r = app.post("/api/ptd-user/resource/user/unBindMobile", Some(&token), json!({"mobile": SUB, "code": "123456"})).await;
    assert_eq!(r.msg(), "请输入正确手机账号");

    let code = app.auth_code(MAIN).await;
    app.post("/api/ptd-user/resource/user/unBindMobile", Some(&token), json!({"mobile": MAIN, "code": code})).await.ok();
    let same = app.post("/api/ptd-user/resource/user/bindMobile", Some(&token), json!({"mobile": MAIN, "code": "123456"})).await;
    assert_eq!((same.code(), same.msg()), (11009, "和原手机号一样，请勿重复解绑"));
    let taken = app.post("/api/ptd-user/resource/user/bindMobile", Some(&token), json!({"mobile": SUB, "code": "123456"})).await;
    assert_eq!(taken.code(), 11006);
    app.age_codes().await;
    let code = app.auth_code(new).await;
    let r = app.post("/api/ptd-user/resource/user/bindMobile", Some(&token), json!({"mobile": new, "code": code})).await;
    assert_eq!(r.data(), "手机号修改成功");
    assert_eq!(app.login_reply(new, DEMO_PASSWORD).await.code(), 200, "the new number logs in");
    assert_eq!(app.login_reply(MAIN, DEMO_PASSWORD).await.code(), 10005, "the old one no longer does");
}

#[tokio::test]
async fn a_stricter_password_policy_is_kept_on_every_change_and_an_old_password_expires() {
    let app = TestApp::with(|f| {
        f.merge(("auth.password.min_length", 10))
            .merge(("auth.password.classes", 3))
            .merge(("auth.password.history", 2))
            .merge(("auth.password.expiry_days", 30))
    })
    .await;
    let token = app.login(MAIN).await;
    let r = change_password(&app, &token, "Short1x").await;
    assert_eq!((r.code(), r.msg()), (10001, "密码长度至少为10位"));
    let r = change_password(&app, &token, "abcdefgh12").await;
    assert_eq!(r.msg(), "密码须包含大写字母、小写字母、数字、符号中的至少3类");
    assert_eq!(change_password(&app, &token, "Abcdefgh12").await.code(), 200);
    // The two most recent passwords (the current one and the one before it) may not come back.
    let token = app.login_reply(MAIN, "Abcdefgh12").await.ok()["token"].as_str().unwrap().to_string();
    assert_eq!(change_password(&app, &token, "Bcdefghi23!").await.code(), 200);
    let token = app.login_reply(MAIN, "Bcdefghi23!").await.ok()["token"].as_str().unwrap().to_string();
    let r = change_password(&app, &token, "Abcdefgh12").await;
    assert_eq!(r.msg(), "不能使用最近2次用过的密码", "{:?}", r.body);
    let (kept,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_password_history WHERE user_id = $1").bind(app.user_id(MAIN).await).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(kept, 2, "each replaced hash is kept");
    // Past its age a password signs nobody in; only the right password learns that it expired.
    sqlx::query("UPDATE users SET password_time = 1 WHERE mobile = $1").bind(MAIN).execute(&app.state.db.write).await.unwrap();
    let r = app.login_reply(MAIN, "Bcdefghi23!").await;
    assert_eq!((r.code(), r.msg()), (11022, "密码已过期，请通过“忘记密码”重新设置"));
    assert_eq!(app.login_reply(MAIN, "Wrong-Pass-99").await.code(), kernel::ApiError::code(&kernel::KernelError::BadCredentials), "a wrong password is told as before");
}

/// Changes the main account's password with a fresh code (an earlier code's minute aged away).
async fn change_password(app: &TestApp, token: &str, password: &str) -> Reply {
    app.age_codes().await;
    let code = app.auth_code(MAIN).await;
    app.post("/api/ptd-user/resource/user/updatePassword", Some(token), json!({"smsCode": code, "password": password, "repeatPassword": password})).await
}

//! Login, token check, logout, throttling, frozen accounts, cookies.

use crate::support::*;
use axum::http::Method;
use serde_json::json;

#[tokio::test]
async fn login_returns_user_id_and_token_and_sets_a_host_only_cookie_on_ip_hosts() {
    let app = TestApp::new().await;
    let r = app
        .request(Method::POST, "/api/ptd-user/login", None, Some(json!({"username": format!("  {MAIN} "), "password": DEMO_PASSWORD})), &[("host", "127.0.0.1:8080")])
        .await;
    let data = r.ok();
    assert_eq!(data["userId"].as_i64().unwrap(), app.user_id(MAIN).await);
    let token = data["token"].as_str().unwrap();
    let cookie = r.headers["set-cookie"].to_str().unwrap();
    assert!(cookie.starts_with(&format!("token={token};")));
    assert!(!cookie.contains("Domain"), "bare host on IP addresses: {cookie}");
    assert!(data["userId"].as_i64().unwrap() < (1_i64 << 53), "ids survive JavaScript numbers");
}

#[tokio::test]
async fn login_cookie_is_scoped_to_the_parent_domain() {
    let app = TestApp::new().await;
    let r = app
        .request(Method::POST, "/api/ptd-user/login", None, Some(json!({"username": MAIN, "password": DEMO_PASSWORD})), &[("host", "www.example.com")])
        .await;
    assert!(r.headers["set-cookie"].to_str().unwrap().contains("Domain=example.com"));
}

#[tokio::test]
async fn login_form_rules_answer_with_the_spec_messages() {
    let app = TestApp::new().await;
    for (body, msg) in [
        (json!({"password": "abcdef"}), "请输入用户名"),
        (json!({"username": "   ", "password": "abcdef"}), "请输入用户名"),
        (json!({"username": MAIN, "password": "abc"}), "最少6位字符"),
        (json!({"username": MAIN, "password": "密码是汉字啊"}), "不能输入汉字"),
        (json!({"username": MAIN, "password": "a".repeat(31)}), "最少6位字符"),
        (json!({"username": MAIN, "password": 123456}), "请求参数格式错误"),
    ] {
        let r = app.post("/api/ptd-user/login", None, body.clone()).await;
        assert_eq!((r.code(), r.msg()), (10001, msg), "for {body}");
    }
}

#[tokio::test]
async fn wrong_password_and_unknown_account_answer_alike() {
    let app = TestApp::new().await;
    let wrong = app.login_reply(MAIN, "Wrong@2026").await;
    let unknown = app.login_reply("13899999999", DEMO_PASSWORD).await;
    for r in [wrong, unknown] {
        assert_eq!((r.code(), r.msg()), (10005, "用户名或密码错误"));
        assert!(r.data().is_null());
    }
}

#[tokio::test]
async fn failed_logins_lock_the_account_for_a_while() {
    let app = TestApp::new().await;
    for _ in 0..5 {
        assert_eq!(app.login_reply(MAIN, "Wrong@2026").await.code(), 10005);
    }
    let locked = app.login_reply(MAIN, DEMO_PASSWORD).await;
    assert_eq!((locked.code(), locked.msg()), (10004, "登录失败次数过多，请15分钟后再试"));
    // Other accounts are not affected.
    app.login(SUB).await;
    // When the window has passed the right password works again and resets the count.
    sqlx::query("UPDATE rate_limits SET window_start = 0").execute(&app.state.db.write).await.unwrap();
    app.login(MAIN).await;
}

#[tokio::test]
async fn failed_logins_lock_the_client_address() {
    let app = TestApp::with(|f| f.merge(("trusted_proxies", vec!["127.0.0.1/32"])).merge(("auth.max_failures_per_address", 3))).await;
    let attempt = |user: &'static str, password: &'static str, ip: &'static str| {
        let app = &app;
        async move {
            let body = Some(json!({"username": user, "password": password}));
            app.request_from(Some("127.0.0.1:40000"), Method::POST, "/api/ptd-user/login", None, body, &[("x-forwarded-for", ip)]).await
        }
    };
    for user in ["a1", "a2", "a3"] {
        assert_eq!(attempt(user, "Wrong@2026", "10.0.0.7").await.code(), 10005);
    }
    assert_eq!(attempt(MAIN, DEMO_PASSWORD, "10.0.0.7").await.code(), 10004, "this address is locked");
    assert_eq!(attempt(MAIN, DEMO_PASSWORD, "10.0.0.8").await.code(), 200, "another address is not");
}

#[tokio::test]
async fn check_token_accepts_header_and_cookie_and_refuses_junk() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let uid = app.user_id(MAIN).await;
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.ok()["userId"].as_i64(), Some(uid));
    let cookie = format!("sidebarStatus=1; token={token}");
    let r = app.request(Method::GET, "/api/ptd-user/checkToken", None, None, &[("cookie", &cookie)]).await;
    assert_eq!(r.ok()["userId"].as_i64(), Some(uid));
    let r = app
        .request(Method::GET, "/api/ptd-user/checkToken", None, None, &[("cookie", &cookie), ("sec-fetch-site", "cross-site")])
        .await;
    assert_eq!(r.code(), 401, "another site's request does not ride on the cookie");
    for bad in ["junk", "eyJhbGciOiJIUzI1NiJ9.e30.c2ln"] {
        let r = app.get("/api/ptd-user/checkToken", Some(bad)).await;
        assert_eq!((r.status.as_u16(), r.code(), r.msg()), (401, 401, "登录信息已失效,请重新登录"));
    }
    assert_eq!(app.get("/api/ptd-user/checkToken", None).await.code(), 401);
}

#[tokio::test]
async fn a_token_signed_with_another_secret_is_refused() {
    let app = TestApp::new().await;
    let other = kernel::auth::TokenService::new("another-secret-entirely", 1);
    let uid = app.user_id(MAIN).await;
    let forged = other.issue(&app.state.db.write, uid, None).await.unwrap();
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&forged)).await.code(), 401);
}

#[tokio::test]
async fn logout_revokes_the_token_and_clears_the_cookie() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let other_session = app.login(MAIN).await;
    let r = app.get("/api/ptd-industry/userlogOut/logOut", Some(&token)).await;
    r.ok();
    assert!(r.headers["set-cookie"].to_str().unwrap().contains("Max-Age=0"));
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.code(), 401);
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await.code(), 401);
    // Only that session ends; the user's other device stays signed in.
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&other_session)).await.code(), 200);
    // Logging out twice still succeeds; without the token header nothing happens (no cross-site logout).
    assert_eq!(app.get("/api/ptd-industry/userlogOut/logOut", Some(&token)).await.code(), 200);
    assert_eq!(app.get("/api/ptd-industry/userlogOut/logOut", None).await.code(), 401);
    let cookie = format!("token={other_session}");
    let r = app.request(Method::GET, "/api/ptd-industry/userlogOut/logOut", None, None, &[("cookie", &cookie)]).await;
    assert_eq!(r.code(), 401);
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&other_session)).await.code(), 200, "the cookie alone signs nobody out");
}

#[tokio::test]
async fn expired_tokens_are_refused() {
    let app = TestApp::with(|f| f.merge(("auth.token_ttl_hours", 0))).await;
    let token = app.login(MAIN).await;
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.code(), 401);
}

#[tokio::test]
async fn a_frozen_account_is_refused_at_login_and_with_tokens_it_holds() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    sqlx::query("UPDATE users SET status = 0 WHERE mobile = $1").bind(SUB).execute(&app.state.db.write).await.unwrap();
    let r = app.login_reply(SUB, DEMO_PASSWORD).await;
    assert_eq!((r.code(), r.msg()), (10002, "账号异常，请联系管理员"));
    let r = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    assert_eq!((r.code(), r.msg()), (10002, "账号异常，请联系管理员"));
    // A frozen account with a wrong password learns nothing about its state.
    assert_eq!(app.login_reply(SUB, "Wrong@2026").await.code(), 10005);
}

#[tokio::test]
async fn revoking_all_sessions_signs_the_user_out_everywhere() {
    let app = TestApp::new().await;
    let a = app.login(MAIN).await;
    let b = app.login(MAIN).await;
    kernel::auth::revoke_all_sessions(&app.state.db, app.user_id(MAIN).await).await.unwrap();
    for t in [a, b] {
        assert_eq!(app.get("/api/ptd-user/checkToken", Some(&t)).await.code(), 401);
    }
}

/// A signed-in caller is kept in memory between requests; a change written by
/// anyone else (another instance, a job, an operator's SQL) reaches it through
/// the database: PostgreSQL notifies on commit, SQLite's revision is polled.
#[tokio::test]
async fn a_caller_kept_in_memory_is_dropped_when_the_database_changes_under_it() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    let details = "/api/ptd-user/resource/user/getUserDetails";
    // Following starts with the instance; reads are served from memory once it hears the database.
    for _ in 0..3 {
        assert_eq!(app.get(details, Some(&token)).await.code(), 200);
    }
    let (revoked,) = (sqlx::query("UPDATE sessions SET revoked_at = 1 WHERE revoked_at IS NULL").execute(&app.state.db.write).await.unwrap().rows_affected(),);
    assert!(revoked >= 1);
    let mut code = 200;
    for _ in 0..150 {
        code = app.get(details, Some(&token)).await.code();
        if code == 401 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(code, 401, "a session revoked in the database is refused once the instance hears of it");

    let token = app.login(SUB).await;
    assert_eq!(app.get(details, Some(&token)).await.code(), 200);
    sqlx::query("UPDATE users SET real_name = '改名了' WHERE mobile = $1").bind(SUB).execute(&app.state.db.write).await.unwrap();
    let mut name = String::new();
    for _ in 0..150 {
        name = app.get(details, Some(&token)).await.ok()["realName"].as_str().unwrap_or_default().to_string();
        if name == "改名了" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(name, "改名了", "the account's new name is read once the instance hears of the change");
}

/// Every change made through this instance's requests is seen by the very next request.
#[tokio::test]
async fn a_change_through_the_platform_reaches_the_next_request_at_once() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    let details = "/api/ptd-user/resource/user/getUserDetails";
    assert_eq!(app.get(details, Some(&token)).await.code(), 200);
    assert_eq!(app.get(details, Some(&token)).await.code(), 200);
    // The GET logout takes the token header; the session it ends is refused by the next request.
    assert_eq!(app.get("/api/ptd-industry/userlogOut/logOut", Some(&token)).await.code(), 200);
    assert_eq!(app.get(details, Some(&token)).await.code(), 401);
}

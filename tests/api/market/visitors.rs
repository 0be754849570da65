//! What visitors send: the leave-message form (contact and AI demand),
//! feedback, and the customer-service conversation behind /customerService.

use super::*;
use axum::http::StatusCode;

const SAVE: &str = "/api/ptd-industry/leaveMessage/save";

#[tokio::test]
async fn contact_form_is_stored_with_the_spec_sentence() {
    let app = TestApp::new().await;
    let ok = json!({"type": 1, "linkman": " 张先生 ", "telephone": "13912345678", "email": "zhang@example.com", "content": "想了解设备管理云平台的报价"});
    let r = app.post(SAVE, None, ok.clone()).await;
    assert_eq!(r.ok()["message"], "已收到您的留言，我们会尽快回复");
    let (linkman, kind): (String, i64) = sqlx::query_as("SELECT linkman, type FROM leave_messages").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!((linkman.as_str(), kind), ("张先生", 1), "trimmed and typed");

    for (field, value, message) in [
        ("linkman", json!(""), "请输入联系人"),
        ("telephone", json!(null), "请输入联系电话"),
        ("telephone", json!("12345"), "请输入正确的手机号"),
        ("email", json!(""), "请输入邮箱"),
        ("email", json!("not-mail"), "请输入正确的邮箱"),
        ("content", json!("  "), "请输入留言内容"),
        ("content", json!("字".repeat(501)), "留言内容不能超过500个字"),
    ] {
        let mut body = ok.clone();
        body[field] = value;
        let r = app.post(SAVE, None, body).await;
        assert_eq!((r.code(), r.msg()), (10001, message), "{field}");
    }
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM leave_messages").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(n, 1, "refused forms change nothing");
}

#[tokio::test]
async fn ai_demand_needs_company_and_a_code_sent_to_the_telephone() {
    let app = TestApp::new().await;
    let mut ok = json!({"type": 2, "companyName": "星火智造有限公司", "linkman": "王强", "telephone": "13800000003", "smsCode": "123456", "content": "希望用AI识别焊缝缺陷"});
    let token = app.login(UNCERTIFIED).await;
    assert_eq!(app.post(SAVE, Some(&token), ok.clone()).await.code(), 10013, "no code was sent to that telephone");
    ok["smsCode"] = app.auth_code("13800000003").await.into();
    let r = app.post(SAVE, Some(&token), ok.clone()).await;
    assert_eq!(r.ok()["message"], "已收到您提交的AI需求，我们会尽快回复");
    assert_eq!(app.post(SAVE, Some(&token), ok.clone()).await.code(), 10013, "a code is spent once");
    let (company, user): (Option<String>, Option<i64>) =
        sqlx::query_as("SELECT company_name, user_id FROM leave_messages WHERE type = 2").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(company.as_deref(), Some("星火智造有限公司"));
    assert_eq!(user, Some(app.user_id(UNCERTIFIED).await));

    for (field, value, message) in [
        ("companyName", json!(""), "请输入企业名称"),
        ("linkman", json!(""), "请输入联系人"),
        ("telephone", json!(""), "请输入联系电话"),
        ("content", json!(""), "请输入需求描述"),
        ("smsCode", json!(""), "请输入验证码"),
        ("smsCode", json!("12345678901"), "验证码不能超过10位"),
    ] {
        let mut body = ok.clone();
        body[field] = value;
        assert_eq!(app.post(SAVE, None, body).await.msg(), message, "{field}");
    }
    let r = app.post(SAVE, None, json!({"type": 3, "linkman": "x"})).await;
    assert_eq!((r.code(), r.msg()), (10001, "留言类型只能是1（联系我们）或2（AI需求）"));
    assert_eq!(app.post(SAVE, None, json!({"linkman": "x"})).await.code(), 10001);
}

#[tokio::test]
async fn feedback_from_visitors_and_users() {
    let app = TestApp::new().await;
    let r = app.post("/api/ptd-industry/feedback/save", None, json!({"content": "希望增加英文界面", "contact": "13912345678"})).await;
    assert!(r.ok()["id"].as_i64().is_some());
    let token = app.login(MAIN).await;
    assert_eq!(app.post("/api/ptd-industry/feedback/save", Some(&token), json!({"content": "好用"})).await.code(), 200);
    let r = app.post("/api/ptd-industry/feedback/save", None, json!({"content": ""})).await;
    assert_eq!((r.code(), r.msg()), (10001, "请输入反馈内容"));
    let r = app.post("/api/ptd-industry/feedback/save", None, json!({"content": "好".repeat(501)})).await;
    assert_eq!(r.msg(), "反馈内容不能超过500个字");
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM feedbacks WHERE user_id IS NOT NULL").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(n, 1);
}

async fn page(app: &TestApp, url: &str) -> (StatusCode, String) {
    let (status, _, bytes) = raw(app, Request::get(url).body(Body::empty()).unwrap()).await;
    (status, String::from_utf8_lossy(&bytes).into_owned())
}

async fn say(app: &TestApp, url: &str, text: &str) -> (StatusCode, axum::http::HeaderMap) {
    let body = format!("content={}", enc(text));
    let req = Request::post(url).header("content-type", "application/x-www-form-urlencoded").body(Body::from(body)).unwrap();
    let (status, headers, _) = raw(app, req).await;
    (status, headers)
}

#[tokio::test]
async fn guests_chat_with_the_sandbox_service() {
    let app = TestApp::new().await;
    let url = app.get("/api/ptd-industry/servicePersonnel/createServicePersonnelHome", None).await.ok().as_str().unwrap().to_string();
    assert!(url.starts_with("/api/ptd-industry/servicePersonnel/chat/"));
    let other = app.get("/api/ptd-industry/servicePersonnel/createServicePersonnelHome", None).await.ok().as_str().unwrap().to_string();
    assert_ne!(url, other, "each guest gets a conversation of their own");

    let (status, html) = page(&app, &url).await;
    assert_eq!(status, StatusCode::OK);
    assert!(html.contains("在线客服") && html.contains("400-608-6618") && html.contains("<form method=\"post\""));
    assert!(!html.contains("<script"), "the page works without script under the platform's policy");

    let (status, headers) = say(&app, &url, "请问产品价格是多少？").await;
    assert_eq!(status, StatusCode::SEE_OTHER);
    assert!(headers["location"].to_str().unwrap().starts_with(&url));
    let (_, html) = page(&app, &url).await;
    assert!(html.contains("请问产品价格是多少？"));
    assert!(html.contains("版本价格"), "the automatic reply answers the question");

    // What a customer types is shown as text, never as markup.
    say(&app, &url, "<script>alert(1)</script><img src=x onerror=alert(2)>").await;
    let (_, html) = page(&app, &url).await;
    assert!(!html.contains("<script>alert") && !html.contains("<img src=x"));
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM service_chat_messages").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(n, 2 + 2 + 2, "two welcomes, two questions, two replies");

    // Empty messages are ignored; unknown conversations do not exist.
    assert_eq!(say(&app, &url, "   ").await.0, StatusCode::SEE_OTHER);
    let (n2,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM service_chat_messages").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(n2, n);
    assert_eq!(page(&app, "/api/ptd-industry/servicePersonnel/chat/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA").await.0, StatusCode::NOT_FOUND);
    assert_eq!(page(&app, "/api/ptd-industry/servicePersonnel/chat/..%2F..%2Fetc").await.0, StatusCode::NOT_FOUND);
    assert_eq!(say(&app, "/api/ptd-industry/servicePersonnel/chat/short", "hi").await.0, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn signed_in_users_keep_one_conversation() {
    let app = TestApp::new().await;
    assert_eq!(app.get("/api/ptd-industry/servicePersonnel/createServicePersonnel", None).await.code(), 401);
    let token = app.login(MAIN).await;
    let a = app.get("/api/ptd-industry/servicePersonnel/createServicePersonnel", Some(&token)).await.ok().clone();
    let b = app.get("/api/ptd-industry/servicePersonnel/createServicePersonnel", Some(&token)).await.ok().clone();
    assert_eq!(a, b);
    say(&app, a.as_str().unwrap(), "企业认证需要多久").await;
    let (_, html) = page(&app, a.as_str().unwrap()).await;
    assert!(html.contains("张伟"), "the user's name labels their messages");
    assert!(html.contains("1个工作日"));
}

//! Site settings (站点设置): the public read with the demo values and the
//! defaults, the operators' save shown at once, who may save, and the checks
//! with their Chinese messages.

use super::*;
use axum::http::StatusCode;

const GET: &str = "/api/ptd-industry/endpoint/siteSetting/get";
const SAVE: &str = "/api/ptd-industry/manage/siteSetting/save";

/// A complete, valid form an operator could send.
fn form() -> Value {
    json!({
        "hotline": "+86 (0571) 8866-1234",
        "hotlineHours": "周一至周日 8:30-20:00",
        "supportMail": "help@ptd-industry.cn",
        "openPlatformUrl": "https://dev.ptd-industry.cn",
        "developerDocsUrl": "http://dev.ptd-industry.cn/guide?lang=zh#start",
        "relatedLinks": [
            {"name": "工业和信息化部", "url": "https://www.miit.gov.cn"},
            {"name": "标识解析平台", "url": "https://idx.ptd-industry.cn"}
        ],
        "icp": "演示ICP备00000000号"
    })
}

fn link(name: &str, url: &str) -> Value {
    json!({"name": name, "url": url})
}

fn demo_values(settings: &Value) {
    assert_eq!(settings["hotline"], "400-608-6618");
    assert_eq!(settings["hotlineHours"], "工作日 9:00-17:00");
    assert_eq!(settings["supportMail"], "service@ptd-industry.cn");
    assert_eq!(settings["openPlatformUrl"], "https://open.ptd-industry.cn");
    assert_eq!(settings["developerDocsUrl"], "https://open.ptd-industry.cn/docs");
}

#[tokio::test]
async fn visitors_read_the_demo_settings_and_defaults_for_those_never_saved() {
    let app = TestApp::new().await;
    let r = app.get(GET, None).await;
    let settings = r.ok();
    demo_values(settings);
    assert_eq!(
        settings["relatedLinks"],
        json!([
            {"name": "工业和信息化部", "url": "https://www.miit.gov.cn"},
            {"name": "中国工业互联网研究院", "url": "https://www.china-aii.com"}
        ])
    );
    assert!(settings["icp"].is_null());
    assert!(!r.body.to_string().contains("example.com"));

    // The sibling platforms point to our own addresses too.
    let platforms = app.get("/api/ptd-industry/front/getFrontServicePlatformList", None).await;
    let urls: Vec<&str> = platforms.ok().as_array().unwrap().iter().filter_map(|p| p["serverUrl"].as_str()).collect();
    assert_eq!(
        urls,
        ["https://idx.ptd-industry.cn", "https://data.ptd-industry.cn", "https://finance.ptd-industry.cn", "https://service.ptd-industry.cn"]
    );

    // A deployment whose operators saved nothing reads the defaults.
    sqlx::query("DELETE FROM site_settings").execute(&app.state.db.write).await.unwrap();
    sqlx::query("UPDATE content_revision SET revision = revision + 1").execute(&app.state.db.write).await.unwrap();
    // This instance reads another's revision within a quarter of a second.
    tokio::time::sleep(kernel::site::RevisionClock::FRESH + std::time::Duration::from_millis(50)).await;
    let settings = app.get(GET, None).await;
    let settings = settings.ok();
    demo_values(settings);
    assert_eq!(settings["relatedLinks"], json!([]));
    assert!(settings["icp"].is_null());
}

#[tokio::test]
async fn an_operator_saves_and_the_site_shows_it_at_once() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    // Read first, so the cached answer must be replaced by the save.
    demo_values(app.get(GET, None).await.ok());

    let mut body = form();
    // Strings are trimmed as every form's are.
    body["supportMail"] = json!("  help@ptd-industry.cn ");
    assert_eq!(app.post(SAVE, Some(&op), body).await.code(), 200);
    let settings = app.get(GET, None).await;
    let settings = settings.ok();
    for field in ["hotline", "hotlineHours", "supportMail", "openPlatformUrl", "developerDocsUrl", "relatedLinks", "icp"] {
        assert_eq!(settings[field], form()[field], "{field}");
    }

    // An empty ICP number and no links: the site shows neither.
    let mut body = form();
    body["icp"] = json!("");
    body.as_object_mut().unwrap().remove("relatedLinks");
    app.post(SAVE, Some(&op), body).await.ok();
    let settings = app.get(GET, None).await;
    assert!(settings.ok()["icp"].is_null());
    assert_eq!(settings.ok()["relatedLinks"], json!([]));
    assert_eq!(settings.ok()["hotline"], "+86 (0571) 8866-1234");
}

#[tokio::test]
async fn only_operators_save_the_settings() {
    let app = TestApp::new().await;
    let visitor = app.post(SAVE, None, form()).await;
    assert_eq!((visitor.status, visitor.code()), (StatusCode::UNAUTHORIZED, 401));
    for account in [MAIN, SUB] {
        let token = app.login(account).await;
        let r = app.post(SAVE, Some(&token), form()).await;
        assert_eq!((r.status, r.code()), (StatusCode::FORBIDDEN, 10003), "{account}");
        assert_eq!(r.msg(), "您没有访问权限，请联系管理员授权！");
    }
    demo_values(app.get(GET, None).await.ok());
    let (stored,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM site_settings WHERE setting_value LIKE '%help@%'").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(stored, 0, "refused saves change nothing");
}

#[tokio::test]
async fn bad_settings_are_refused_with_their_message() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let nine: Vec<Value> = (1..=9).map(|i| link(&format!("链接{i}"), &format!("https://l{i}.ptd-industry.cn"))).collect();
    let cases: Vec<(&str, Value, &str)> = vec![
        ("hotline", json!(""), "请输入服务热线"),
        ("hotline", json!("400-608-6618 转 1"), "请输入正确的服务热线"),
        ("hotline", json!("400#6086618"), "请输入正确的服务热线"),
        ("hotline", json!("(+)-"), "请输入正确的服务热线"),
        ("hotline", json!("4".repeat(31)), "服务热线不能超过30个字符"),
        ("hotlineHours", json!(""), "请输入服务时间"),
        ("supportMail", json!("service@"), "请输入正确的邮箱"),
        ("supportMail", json!("service ptd-industry.cn"), "请输入正确的邮箱"),
        ("openPlatformUrl", json!("javascript:alert(1)"), "请输入正确的链接地址"),
        ("openPlatformUrl", json!("open.ptd-industry.cn"), "请输入正确的链接地址"),
        ("developerDocsUrl", json!("https://"), "请输入正确的链接地址"),
        ("developerDocsUrl", json!("ftp://open.ptd-industry.cn/docs"), "请输入正确的链接地址"),
        ("relatedLinks", json!([link("恶意链接", "javascript:alert(document.cookie)")]), "请输入正确的链接地址"),
        ("relatedLinks", json!([link("", "https://www.miit.gov.cn")]), "请输入链接名称"),
        ("relatedLinks", json!([link(&"名".repeat(21), "https://www.miit.gov.cn")]), "链接名称不能超过20个字"),
        ("relatedLinks", json!([link("工信部", "")]), "请输入链接地址"),
        ("relatedLinks", Value::Array(nine), "相关链接最多8个"),
        ("icp", json!("备".repeat(51)), "备案号不能超过50个字"),
    ];
    for (field, value, message) in cases {
        let mut body = form();
        body[field] = value.clone();
        let r = app.post(SAVE, Some(&op), body).await;
        assert_eq!((r.code(), r.msg()), (10001, message), "{field}: {value}");
    }
    let r = app.get(GET, None).await;
    demo_values(r.ok());
    assert!(!r.body.to_string().contains("javascript"), "nothing refused was saved");

    // Eight links are the most, and accepted.
    let mut body = form();
    body["relatedLinks"] = Value::Array((1..=8).map(|i| link(&format!("链接{i}"), &format!("https://l{i}.ptd-industry.cn"))).collect());
    assert_eq!(app.post(SAVE, Some(&op), body).await.code(), 200);
    assert_eq!(app.get(GET, None).await.ok()["relatedLinks"].as_array().unwrap().len(), 8);
}

/// Public reads go out as ready bytes with an ETag: a browser holding them gets
/// 304 and no body, and an operator's change gives new bytes and a new tag at once.
#[tokio::test]
async fn public_reads_carry_an_etag_answer_304_when_unchanged_and_change_with_the_content() {
    let app = TestApp::new().await;
    let first = app.get(GET, None).await;
    demo_values(first.ok());
    let tag = first.headers["etag"].to_str().unwrap().to_string();
    assert!(tag.starts_with('"') && tag.ends_with('"'), "a strong tag: {tag}");
    assert_eq!(first.headers["cache-control"], "no-cache", "kept, but asked about every time");
    let again = app.request(Method::GET, GET, None, None, &[("if-none-match", &tag)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert_eq!(again.body, Value::String(String::new()), "no body with a 304");
    assert_eq!(again.headers["etag"].to_str().unwrap(), tag);
    let listed = app.request(Method::GET, GET, None, None, &[("if-none-match", &format!("\"other\", W/{tag}"))]).await;
    assert_eq!(listed.status, StatusCode::NOT_MODIFIED, "one of a list, compared weakly");
    let other = app.request(Method::GET, GET, None, None, &[("if-none-match", "\"other\"")]).await;
    assert_eq!(other.status, StatusCode::OK);
    assert_eq!(other.body, first.body);

    let operator = app.login(OPERATOR).await;
    app.post(SAVE, Some(&operator), form()).await.ok();
    let changed = app.request(Method::GET, GET, None, None, &[("if-none-match", &tag)]).await;
    assert_eq!(changed.status, StatusCode::OK, "a change shows at once on this instance");
    assert_eq!(changed.ok()["hotline"], "+86 (0571) 8866-1234");
    assert_ne!(changed.headers["etag"].to_str().unwrap(), tag);

    // The home page's lists answer the same way.
    for path in ["/api/ptd-industry/front/getAppProduct", "/api/ptd-industry/front/getFrontChannel"] {
        let r = app.get(path, None).await;
        let tag = r.headers["etag"].to_str().unwrap().to_string();
        assert_eq!(app.request(Method::GET, path, None, None, &[("if-none-match", &tag)]).await.status, StatusCode::NOT_MODIFIED, "{path}");
    }
}

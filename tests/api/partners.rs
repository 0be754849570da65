//! Partner suppliers through the real router: applying (certified main
//! accounts only, one waiting application per company), the operators'
//! review, the partner's apps (keys shown once, sealed secret, launch rules,
//! test launches through the real code exchange, review, publication on the
//! market, offline), scoping to the partner's own apps, and races.

use crate::certification::png;
use crate::support::*;
use serde_json::{json, Value};

const SPARK: &str = UNCERTIFIED;

fn example(name: &str) -> Vec<u8> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("plugins/examples/{name}/build/rule.wasm"));
    std::fs::read(&path).unwrap_or_else(|_| panic!("{} is missing: `npm run build:plugins` builds it (make does)", path.display()))
}

async fn picture(app: &TestApp, token: &str, kind: &str) -> String {
    let r = app.upload("/api/ptd-open-platform/partner/upload", token, png(), &[("kind", kind)]).await;
    r.ok().as_str().unwrap().to_string()
}

async fn apply_body(app: &TestApp, token: &str) -> Value {
    let logo = picture(app, token, "logo").await;
    let image = picture(app, token, "publicity").await;
    json!({"cooperationType": 1, "linkman": "李工", "mobile": "13912345678", "introduction": "工业软件服务商\n专注设备管理",
        "logo": logo, "publicityImgArr": [image]})
}

async fn apply(app: &TestApp, token: &str) -> Reply {
    let body = apply_body(app, token).await;
    app.post("/api/ptd-open-platform/partner/apply", Some(token), body).await
}

async fn review_application(app: &TestApp, op: &str, id: &Value, approve: bool, reason: Option<&str>) -> Reply {
    app.post("/api/ptd-open-platform/partner/application/review", Some(op), json!({"id": id, "approve": approve, "reason": reason})).await
}

/// Certifies the spark company (its demo main account is uncertified).
async fn certify_spark(app: &TestApp) {
    sqlx::query("UPDATE companies SET certification_status = 2 WHERE id = $1").bind(app.company_of(SPARK).await).execute(&app.state.db.write).await.unwrap();
}

/// Makes the account's company a partner and answers its token.
pub(crate) async fn partner(app: &TestApp, login: &str) -> String {
    let token = app.login(login).await;
    let op = app.login(OPERATOR).await;
    let id = apply(app, &token).await.ok().clone();
    review_application(app, &op, &id, true, None).await.ok();
    token
}

async fn category(app: &TestApp, token: &str) -> i64 {
    app.get("/api/ptd-open-platform/partner/app/categories", Some(token)).await.ok()[0]["id"].as_i64().unwrap()
}

async fn app_body(app: &TestApp, token: &str, free: bool) -> Value {
    let icon = picture(app, token, "logo").await;
    let versions = if free { json!([]) } else { json!([{"name": "标准版", "price": 199.9, "functions": ["设备台账", "点检"]}]) };
    json!({"name": "设备点检助手", "icon": icon, "slogan": "点检更轻松", "description": "第一段\n<script>alert(1)</script>",
        "categoryId": category(app, token).await, "isAi": false, "serverUrl": "http://127.0.0.1:9/partner-app", "internal": 0,
        "isFree": free, "defaultUsageTime": if free { json!(12) } else { Value::Null }, "versions": versions})
}

pub(crate) async fn register(app: &TestApp, token: &str, free: bool) -> Value {
    let body = app_body(app, token, free).await;
    app.post("/api/ptd-open-platform/partner/app", Some(token), body).await.ok().clone()
}

fn exchange(app_key: &str, secret: &str, code: &str) -> Value {
    let ts = kernel::time::now_ms() / 1000;
    // Unique even for two exchanges in one millisecond.
    static NONCES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let nonce = format!("n{}-{}", kernel::time::now_ms(), NONCES.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    json!({"appKey": app_key, "code": code, "timestamp": ts, "nonce": nonce, "sign": workbench::exchange_sign(secret, app_key, code, ts, &nonce)})
}

async fn post_id(app: &TestApp, token: &str, call: &str, id: &Value) -> Reply {
    app.post(&format!("/api/ptd-open-platform/partner/app/{call}"), Some(token), json!({"id": id})).await
}

#[tokio::test]
async fn a_certified_main_account_applies_and_an_operator_approves() {
    let app = TestApp::new().await;
    let (main, sub, spark, op) = (app.login(MAIN).await, app.login(SUB).await, app.login(SPARK).await, app.login(OPERATOR).await);
    let body = apply_body(&app, &main).await;

    assert_eq!(app.post("/api/ptd-open-platform/partner/apply", None, body.clone()).await.code(), 401);
    assert_eq!(app.post("/api/ptd-open-platform/partner/apply", Some(&sub), body.clone()).await.code(), 10003, "a sub-account does not apply");
    let uncertified = app.post("/api/ptd-open-platform/partner/apply", Some(&spark), body.clone()).await;
    assert_eq!(uncertified.msg(), "您还没有认证，请先完成企业认证！");

    // Pictures are checked by their bytes and sizes; addresses must be our uploads.
    let not_image = app.upload("/api/ptd-open-platform/partner/upload", &main, b"GIF89a not really".to_vec(), &[("kind", "logo")]).await;
    assert_eq!(not_image.msg(), "格式不支持!");
    let mut big = png();
    big.resize(1_100_000, 0);
    assert_eq!(app.upload("/api/ptd-open-platform/partner/upload", &main, big.clone(), &[("kind", "publicity")]).await.msg(), "上传图片大小不能超过 1MB!");
    assert!(app.upload("/api/ptd-open-platform/partner/upload", &main, big, &[("kind", "logo")]).await.ok().as_str().unwrap().starts_with("/api/files/partner/"));
    let mut foreign = body.clone();
    foreign["logo"] = json!("https://elsewhere.example/logo.png");
    assert_eq!(app.post("/api/ptd-open-platform/partner/apply", Some(&main), foreign).await.msg(), "请上传企业标志");
    let mut wrong_type = body.clone();
    wrong_type["cooperationType"] = json!(7);
    assert_eq!(app.post("/api/ptd-open-platform/partner/apply", Some(&main), wrong_type).await.msg(), "请选择合作类型");

    let id = app.post("/api/ptd-open-platform/partner/apply", Some(&main), body.clone()).await.ok().clone();
    let again = app.post("/api/ptd-open-platform/partner/apply", Some(&main), body.clone()).await;
    assert_eq!((again.code(), again.msg()), (18001, "您的企业已提交合作伙伴申请，请等待审核"));
    let mine = app.get("/api/ptd-open-platform/partner/myApplication", Some(&main)).await.ok().clone();
    assert_eq!((mine["partner"].as_bool(), mine["application"]["status"].as_i64()), (Some(false), Some(0)));
    assert_eq!(mine["application"]["cooperationTypeName"], "软件服务商");
    let (open_todos,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM todos WHERE kind = 'partner_review' AND reference_id = $1 AND state = 0")
        .bind(id.as_i64().unwrap())
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(open_todos, 1, "the operators get a to-do");

    // Only operators review; a rejection needs a reason; a decision is taken once.
    assert_eq!(review_application(&app, &main, &id, true, None).await.code(), 10003);
    let listed = app.get("/api/ptd-open-platform/partner/application/page?pageNum=1&pageSize=10&status=0", Some(&op)).await.ok().clone();
    assert_eq!((listed["total"].as_i64(), listed["rows"][0]["companyName"].as_str()), (Some(1), Some("演示科技有限公司")));
    assert_eq!(review_application(&app, &op, &id, false, Some("  ")).await.msg(), "请输入驳回原因");
    review_application(&app, &op, &id, false, Some("资料不全")).await.ok();
    assert_eq!(review_application(&app, &op, &id, true, None).await.code(), 18004, "decided already");
    let rejected = app.get("/api/ptd-open-platform/partner/myApplication", Some(&main)).await.ok()["application"].clone();
    assert_eq!((rejected["status"].as_i64(), rejected["reason"].as_str(), rejected["reviewerName"].as_str()), (Some(2), Some("资料不全"), Some("赵敏")));
    assert_eq!(app.get("/api/ptd-open-platform/partner/app/page?pageNum=1&pageSize=10", Some(&main)).await.code(), 18003, "not a partner yet");

    // Applying again after a rejection, then approval: the role, the supplier pages, the message.
    let second = app.post("/api/ptd-open-platform/partner/apply", Some(&main), body.clone()).await.ok().clone();
    review_application(&app, &op, &second, true, None).await.ok();
    let mine = app.get("/api/ptd-open-platform/partner/myApplication", Some(&main)).await.ok().clone();
    assert_eq!((mine["partner"].as_bool(), mine["application"]["status"].as_i64()), (Some(true), Some(1)));
    assert_eq!(app.get("/api/ptd-open-platform/partner/app/page?pageNum=1&pageSize=10", Some(&main)).await.ok()["total"], 0);
    let suppliers = app.get("/api/ptd-industry/supplier/page?pageNum=1&pageSize=1000", None).await.ok()["rows"].clone();
    let shown = suppliers.as_array().unwrap().iter().find(|s| s["supplierName"] == "演示科技有限公司").expect("the partner is on the partner page").clone();
    assert_eq!(shown["introduction"], "工业软件服务商\n专注设备管理");
    let messages: Vec<(String,)> = sqlx::query_as("SELECT title FROM user_messages WHERE user_id = $1 ORDER BY publish_time")
        .bind(app.user_id(MAIN).await)
        .fetch_all(&app.state.db.read)
        .await
        .unwrap();
    let titles: Vec<&str> = messages.iter().map(|(t,)| t.as_str()).collect();
    assert!(titles.contains(&"合作伙伴申请未通过") && titles.contains(&"合作伙伴申请已通过"), "{titles:?}");
    let tree = app.get("/api/ptd-industry/menu/authRoleTree?appKey=industry", Some(&main)).await;
    assert!(tree.body.to_string().contains("应用接入"), "the partner's menus come with the role");
    let again = app.post("/api/ptd-open-platform/partner/apply", Some(&main), body).await;
    assert_eq!(again.code(), 18002);
}

#[tokio::test]
async fn a_partner_registers_tests_submits_and_publishes_an_app() {
    let app = TestApp::new().await;
    let main = partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;

    // Bad input is refused with the form's messages.
    let mut bad = app_body(&app, &main, false).await;
    bad["serverUrl"] = json!("javascript:alert(1)");
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), bad.clone()).await.msg(), "请输入正确的服务地址");
    bad["serverUrl"] = json!("https://app.example.cn");
    bad["internal"] = json!(5);
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), bad.clone()).await.msg(), "请选择启动方式");
    bad["internal"] = json!(0);
    bad["versions"] = json!([]);
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), bad.clone()).await.msg(), "请至少添加一个版本");
    bad["versions"] = json!([{"name": "标准版", "price": 1.005}]);
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), bad.clone()).await.msg(), "请输入正确的价格（最多两位小数）");
    bad["versions"] = json!([{"name": "标准版", "price": 10}]);
    bad["categoryId"] = json!(1);
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), bad).await.msg(), "请选择应用分类");

    // Registration shows the secret once; it is stored sealed and never shown again.
    let keys = register(&app, &main, true).await;
    let (id, app_key, secret) = (keys["id"].clone(), keys["appKey"].as_str().unwrap().to_string(), keys["appSecret"].as_str().unwrap().to_string());
    assert!(app_key.starts_with("pa") && secret.len() == 40, "{keys}");
    let (sealed,): (String,) = sqlx::query_as("SELECT app_secret_sealed FROM partner_apps WHERE app_key = $1").bind(&app_key).fetch_one(&app.state.db.read).await.unwrap();
    assert!(!sealed.contains(&secret));
    let one = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
    let page = app.get("/api/ptd-open-platform/partner/app/page?pageNum=1&pageSize=10", Some(&main)).await.ok().clone();
    assert!(!one.to_string().contains(&secret) && !page.to_string().contains(&secret));
    assert_eq!((one["statusName"].as_str(), one["versions"][0]["name"].as_str(), one["versions"][0]["price"].as_str()), (Some("未提交"), Some("免费版"), Some("0.00")));

    // A test launch goes through the real path: a one-time code the app's server exchanges with its secret.
    let url = post_id(&app, &main, "testLaunch", &id).await.ok()["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("http://127.0.0.1:9/partner-app?code="), "{url}");
    let code = query_param(&url, "code");
    let opener = app.post("/api/ptd-open-api/api/exchangeCode", None, exchange(&app_key, &secret, &code)).await.ok().clone();
    assert_eq!(opener["companyName"], "演示科技有限公司");
    assert_eq!(app.post("/api/ptd-open-api/api/exchangeCode", None, exchange(&app_key, &secret, &code)).await.msg(), "code无效或已使用");

    // Rotation: the old secret stops signing at once, for the provider too (which keeps its clients).
    let introspect = |secret: String| {
        let (url, app_key) = (format!("{}/api/oidc/introspect", app.base_url), app_key.clone());
        async move { reqwest::Client::new().post(url).basic_auth(app_key, Some(secret)).form(&[("token", "x")]).send().await.unwrap().status().as_u16() }
    };
    assert_eq!(introspect(secret.clone()).await, 200);
    let rotated = post_id(&app, &main, "rotateSecret", &id).await.ok()["appSecret"].as_str().unwrap().to_string();
    assert_ne!(rotated, secret);
    assert_eq!((introspect(secret.clone()).await, introspect(rotated.clone()).await), (401, 200));
    let url = post_id(&app, &main, "testLaunch", &id).await.ok()["url"].as_str().unwrap().to_string();
    assert_eq!(app.post("/api/ptd-open-api/api/exchangeCode", None, exchange(&app_key, &secret, &query_param(&url, "code"))).await.msg(), "签名错误");
    app.post("/api/ptd-open-api/api/exchangeCode", None, exchange(&app_key, &rotated, &query_param(&url, "code"))).await.ok();

    // Launch rules: the upload checks, no host permission for partners, the dry run's answer.
    let wasi = wat::parse_str(r#"(module (import "wasi_snapshot_preview1" "proc_exit" (func (param i32))) (memory (export "memory") 1))"#).unwrap();
    let refused = app.upload("/api/ptd-open-platform/partner/app/plugin", &main, wasi, &[("id", &id.to_string())]).await;
    assert_eq!((refused.code(), refused.msg()), (18007, "插件不能导入 wasi_snapshot_preview1.proc_exit"));
    let signing = app.upload("/api/ptd-open-platform/partner/app/plugin", &main, example("company-url"), &[("id", &id.to_string())]).await;
    assert_eq!(signing.msg(), "插件未获授权使用 platform.hmac_sha256");
    let rule = app.upload("/api/ptd-open-platform/partner/app/plugin", &main, example("certified-only"), &[("id", &id.to_string())]).await.ok().clone();
    assert_eq!((rule["version"].as_i64(), rule["dryRun"].as_str()), (Some(1), Some("打开 http://127.0.0.1:9/partner-app?code=dry-run-code")), "the dry run opens the app's own address");
    let url = post_id(&app, &main, "testLaunch", &id).await.ok()["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("http://127.0.0.1:9/partner-app?code=") && !url.contains("appKey"), "the rule decided: {url}");
    assert_eq!(app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok()["rule"]["version"], 1);

    // Review: submitted once, not edited meanwhile; a rejection needs a reason.
    post_id(&app, &main, "submit", &id).await.ok();
    assert_eq!(post_id(&app, &main, "submit", &id).await.msg(), "应用审核中，请勿重复提交");
    let mut edit = app_body(&app, &main, true).await;
    edit["id"] = id.clone();
    assert_eq!(app.request(axum::http::Method::PUT, "/api/ptd-open-platform/partner/app", Some(&main), Some(edit.clone()), &[]).await.msg(), "应用审核中，不能修改");
    let queue = app.get("/api/ptd-open-platform/partner/app/reviewPage?pageNum=1&pageSize=10&status=1", Some(&op)).await.ok().clone();
    assert_eq!((queue["total"].as_i64(), queue["rows"][0]["companyName"].as_str()), (Some(1), Some("演示科技有限公司")));
    assert_eq!(app.post("/api/ptd-open-platform/partner/app/review", Some(&main), json!({"id": id, "approve": true})).await.code(), 10003);
    assert_eq!(app.post("/api/ptd-open-platform/partner/app/review", Some(&op), json!({"id": id, "approve": false})).await.msg(), "请输入驳回原因");
    app.post("/api/ptd-open-platform/partner/app/review", Some(&op), json!({"id": id, "approve": true})).await.ok();
    let published = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
    assert_eq!(published["statusName"], "已上架");
    let product = published["productId"].clone();

    // On the market: another certified company adds it and opens it; the app's server exchanges the code.
    let detail = app.get(&format!("/api/ptd-industry/product/getById?id={product}"), None).await.ok().clone();
    assert_eq!(detail["name"], "设备点检助手");
    assert_eq!(detail["supplierName"], "演示科技有限公司", "the page names who the buyer pays");
    assert!(!detail.to_string().contains("<script>"), "the description is escaped");
    let buttons: Vec<&str> = detail["operationContent"].as_array().unwrap().iter().filter(|b| b["checked"] == true).filter_map(|b| b["name"].as_str()).collect();
    assert_eq!(buttons, ["免费开通", "立即咨询"], "a free app's page opens it");
    certify_spark(&app).await;
    let spark = app.login(SPARK).await;
    let domain = app.get(&format!("/api/ptd-industry/application/getByProductId?productId={product}"), Some(&spark)).await.ok()[0]["id"].clone();
    app.post("/api/ptd-user/companyApplication/saveCompanyProductDomain", Some(&spark), json!({"productDomainId": domain})).await.ok();
    let held = app.get("/api/ptd-industry/application/myApp", Some(&spark)).await.ok().as_array().unwrap().iter().find(|a| a["productDomainId"] == domain).cloned().unwrap();
    assert!(held["endTime"].is_string(), "a free app runs its usage time: {held}");
    let url = app.post("/api/ptd-industry/application/open", Some(&spark), json!({"productDomainId": domain})).await.ok()["url"].as_str().unwrap().to_string();
    let opener = app.post("/api/ptd-open-api/api/exchangeCode", None, exchange(&app_key, &rotated, &query_param(&url, "code"))).await.ok().clone();
    assert_eq!(opener["companyName"], "星火智造有限公司");

    let stats = app.get(&format!("/api/ptd-open-platform/partner/app/stats?id={id}"), Some(&main)).await.ok().clone();
    assert_eq!((stats["usingCompanyCount"].as_i64(), stats["orders"].as_i64()), (Some(1), Some(0)));
    assert_eq!(stats["launches"].as_array().unwrap().iter().map(|d| d["launches"].as_i64().unwrap()).sum::<i64>(), 4, "three test launches and one company's: {stats}");
    // Added up by the counts job, the page shows the same.
    workbench::add_up_launches(&app.state.db).await.unwrap();
    let added = app.get(&format!("/api/ptd-open-platform/partner/app/stats?id={id}"), Some(&main)).await.ok().clone();
    assert_eq!(added["launches"], stats["launches"]);

    // Offline: no longer offered, still opened by the companies holding it, and they are told.
    post_id(&app, &main, "offline", &id).await.ok();
    assert_eq!(post_id(&app, &main, "offline", &id).await.msg(), "只有已上架的应用可以下架");
    assert_eq!(app.get(&format!("/api/ptd-industry/product/getById?id={product}"), None).await.code(), 404);
    app.post("/api/ptd-industry/application/open", Some(&spark), json!({"productDomainId": domain})).await.ok();
    let held = app.get("/api/ptd-industry/application/myApp", Some(&spark)).await.ok().as_array().unwrap().iter().find(|a| a["productDomainId"] == domain).cloned().unwrap();
    assert_eq!(held["withdrawn"], true);
    app.request(axum::http::Method::PUT, "/api/ptd-open-platform/partner/app", Some(&main), Some(edit), &[]).await.ok();
    post_id(&app, &main, "submit", &id).await.ok();
    app.post("/api/ptd-open-platform/partner/app/review", Some(&op), json!({"id": id, "approve": true})).await.ok();
    assert_eq!(app.get(&format!("/api/ptd-industry/product/getById?id={product}"), None).await.ok()["name"], "设备点检助手", "published again");
}

#[tokio::test]
async fn partners_reach_only_their_own_apps() {
    let app = TestApp::new().await;
    let main = partner(&app, MAIN).await;
    let spark = app.login(SPARK).await;
    let keys = register(&app, &main, false).await;
    let id = keys["id"].clone();
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&spark), app_body(&app, &main, false).await).await.code(), 18003, "not a partner");
    certify_spark(&app).await;
    let spark = partner(&app, SPARK).await;
    let theirs = register(&app, &spark, false).await;
    assert_ne!(theirs["appKey"], keys["appKey"]);

    assert_eq!(app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&spark)).await.code(), 404);
    assert_eq!(app.get(&format!("/api/ptd-open-platform/partner/app/stats?id={id}"), Some(&spark)).await.code(), 404);
    for call in ["submit", "offline", "rotateSecret", "testLaunch"] {
        assert_eq!(post_id(&app, &spark, call, &id).await.code(), 404, "{call}");
    }
    let rule = app.upload("/api/ptd-open-platform/partner/app/plugin", &spark, example("certified-only"), &[("id", &id.to_string())]).await;
    assert_eq!(rule.code(), 404);
    let mut edit = app_body(&app, &spark, false).await;
    edit["id"] = id.clone();
    assert_eq!(app.request(axum::http::Method::PUT, "/api/ptd-open-platform/partner/app", Some(&spark), Some(edit), &[]).await.code(), 404);
    let page = app.get("/api/ptd-open-platform/partner/app/page?pageNum=1&pageSize=10", Some(&spark)).await.ok().clone();
    assert_eq!(page["total"], 1);
    assert_eq!(page["rows"][0]["id"], theirs["id"]);
    // A sub-account of a partner company acts for it only when granted 应用接入.
    let sub = app.login(SUB).await;
    assert_eq!(app.get("/api/ptd-open-platform/partner/app/page?pageNum=1&pageSize=10", Some(&sub)).await.code(), 10003);
}

#[tokio::test]
async fn the_partner_role_belongs_to_the_company_the_caller_acts_for() {
    let app = TestApp::new().await;
    // Partner X (演示科技, main account 张伟) and partner Y (星火).
    let x = partner(&app, MAIN).await;
    certify_spark(&app).await;
    let y = partner(&app, SPARK).await;
    let y_app = register(&app, &y, false).await;
    let y_id = y_app["id"].clone();
    // X's main account joins Y as a plain member and makes Y its current company.
    let (x_company, y_company, zhang) = (app.company_of(MAIN).await, app.company_of(SPARK).await, app.user_id(MAIN).await);
    services::identity::add_member(&app.state.db.write, y_company, zhang, 1).await.unwrap();
    let r = app.post("/api/ptd-user/setUserCompany", Some(&x), json!({"companyId": y_company})).await;
    assert_eq!(r.data(), "切换成功");
    // In Y it holds no grant: none of Y's partner calls, nor its 应用接入 menu.
    let page = "/api/ptd-open-platform/partner/app/page?pageNum=1&pageSize=10";
    assert_eq!(app.get(page, Some(&x)).await.code(), 10003);
    assert_eq!(app.get(&format!("/api/ptd-open-platform/partner/app/{y_id}"), Some(&x)).await.code(), 10003);
    for call in ["rotateSecret", "submit", "offline", "testLaunch"] {
        assert_eq!(post_id(&app, &x, call, &y_id).await.code(), 10003, "{call}");
    }
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&x), app_body(&app, &y, false).await).await.code(), 10003);
    let tree = app.get("/api/ptd-industry/menu/authRoleTree?appKey=industry", Some(&x)).await;
    assert!(!tree.ok().to_string().contains("partner/Apps"), "no 应用接入 in Y's menu: {}", tree.ok());

    // Y's main account grants it 应用接入 (offered because Y is a partner): now it acts for Y, and only Y.
    let offered = app.get("/api/ptd-user/resource/user/grantableMenus", Some(&y)).await;
    assert!(offered.ok().as_array().unwrap().iter().any(|m| m["key"] == "partner.apps"));
    app.post("/api/ptd-user/resource/user/grantMenus", Some(&y), json!({"userId": zhang, "menuKeys": ["partner.apps"]})).await.ok();
    assert_eq!(app.get(page, Some(&x)).await.ok()["rows"][0]["id"], y_id);

    // Back in its own company X, it is X's main account again, with X's apps.
    app.post("/api/ptd-user/setUserCompany", Some(&x), json!({"companyId": x_company})).await.ok();
    assert_eq!(app.get(page, Some(&x)).await.ok()["total"], 0, "X has no apps of its own");
    assert_eq!(app.get(&format!("/api/ptd-open-platform/partner/app/{y_id}"), Some(&x)).await.code(), 404);
}

#[tokio::test]
async fn simultaneous_applications_and_reviews_take_effect_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let body = apply_body(&app, &main).await;
    let replies = futures::future::join_all((0..6).map(|_| app.post("/api/ptd-open-platform/partner/apply", Some(&main), body.clone()))).await;
    let codes: Vec<i64> = replies.iter().map(Reply::code).collect();
    assert_eq!(codes.iter().filter(|c| **c == 200).count(), 1, "{codes:?}");
    assert!(codes.iter().all(|c| *c == 200 || *c == 18001), "{codes:?}");
    let id = replies.iter().find(|r| r.code() == 200).unwrap().ok().clone();
    let decisions = futures::future::join_all((0..6).map(|i| review_application(&app, &op, &id, i % 2 == 0, Some("并发")))).await;
    assert_eq!(decisions.iter().filter(|r| r.code() == 200).count(), 1);

    // The race may have rejected it: apply again and approve.
    if app.get("/api/ptd-open-platform/partner/myApplication", Some(&main)).await.ok()["application"]["status"] != 1 {
        let again = apply(&app, &main).await.ok().clone();
        review_application(&app, &op, &again, true, None).await.ok();
    }
    let keys = register(&app, &main, false).await;
    post_id(&app, &main, "submit", &keys["id"]).await.ok();
    let reviews = futures::future::join_all((0..6).map(|_| app.post("/api/ptd-open-platform/partner/app/review", Some(&op), json!({"id": keys["id"], "approve": true})))).await;
    assert_eq!(reviews.iter().filter(|r| r.code() == 200).count(), 1);
    let (messages,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '应用已上架'")
        .bind(app.user_id(MAIN).await)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(messages, 1, "one decision, one message");
}

/// A launch rule that answers `url` whoever opens the app (the ABI's exports, the JSON at offset 1024).
fn rule_opening(url: &str) -> Vec<u8> {
    let answer = json!({ "url": url }).to_string();
    let escaped: String = answer.bytes().map(|b| format!("\\{b:02x}")).collect();
    let text = include_str!("../../plugins/testing/answer.wat").replace("IMPORTS", "").replace("LAUNCH_BODY", "").replace("ANSWER", &escaped).replace("LEN", &answer.len().to_string());
    wat::parse_str(text).unwrap()
}

async fn attach(app: &TestApp, token: &str, id: &Value, url: &str) -> Reply {
    app.upload("/api/ptd-open-platform/partner/app/plugin", token, rule_opening(url), &[("id", &id.to_string())]).await
}

async fn review_rule(app: &TestApp, op: &str, id: &Value, approve: bool, reason: Option<&str>) -> Reply {
    app.post("/api/ptd-open-platform/partner/app/reviewRule", Some(op), json!({"id": id, "approve": approve, "reason": reason})).await
}

/// Submits the partner's free app, approves it, and has the spark company (certified) add it: its token and the service.
async fn publish_to_spark(app: &TestApp, main: &str, op: &str, id: &Value) -> (String, Value) {
    post_id(app, main, "submit", id).await.ok();
    app.post("/api/ptd-open-platform/partner/app/review", Some(op), json!({"id": id, "approve": true})).await.ok();
    let product = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(main)).await.ok()["productId"].clone();
    certify_spark(app).await;
    let spark = app.login(SPARK).await;
    let domain = app.get(&format!("/api/ptd-industry/application/getByProductId?productId={product}"), Some(&spark)).await.ok()[0]["id"].clone();
    app.post("/api/ptd-user/companyApplication/saveCompanyProductDomain", Some(&spark), json!({"productDomainId": domain})).await.ok();
    (spark, domain)
}

/// Where the spark company's launch of the app goes.
async fn holder_opens(app: &TestApp, spark: &str, domain: &Value) -> Reply {
    app.post("/api/ptd-industry/application/open", Some(spark), json!({"productDomainId": domain})).await
}

#[tokio::test]
async fn launch_changes_wait_for_review_and_a_rule_opens_only_the_reviewed_origin() {
    let app = TestApp::new().await;
    let main = partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;
    let keys = register(&app, &main, true).await;
    let id = keys["id"].clone();
    const HOME: &str = "http://127.0.0.1:9/partner-app";
    const UNREVIEWED: &str = "应用返回的启动地址未经审核，已拒绝打开，请联系应用提供方";

    // Before review no company opens the app: a rule is enabled at once, and still held to the app's origin.
    let v1 = attach(&app, &main, &id, "javascript:alert(document.domain)//").await.ok().clone();
    assert_eq!((v1["version"].as_i64(), v1["pending"].as_bool()), (Some(1), Some(false)));
    let refused = post_id(&app, &main, "testLaunch", &id).await;
    assert_eq!((refused.code(), refused.msg()), (18007, UNREVIEWED), "the partner's own launch is refused too");
    for elsewhere in ["https://evil.example.cn/?next=http://127.0.0.1:9/", "http://127.0.0.1:8/partner-app", "http://admin@127.0.0.1:9/partner-app"] {
        attach(&app, &main, &id, elsewhere).await.ok();
        assert_eq!(post_id(&app, &main, "testLaunch", &id).await.msg(), UNREVIEWED, "{elsewhere}");
    }
    let stats = app.get(&format!("/api/ptd-open-platform/partner/app/stats?id={id}"), Some(&main)).await.ok().clone();
    let days = stats["launches"].as_array().unwrap();
    assert_eq!((days.len(), days[0]["launches"].as_i64(), days[0]["refused"].as_i64()), (1, Some(0), Some(4)), "{stats}");
    assert_eq!(stats["lastRefusal"]["address"], "http://admin@127.0.0.1:9/partner-app", "the partner sees what its rule answered");
    attach(&app, &main, &id, &format!("{HOME}/v1")).await.ok();
    assert_eq!(post_id(&app, &main, "testLaunch", &id).await.ok()["url"], format!("{HOME}/v1"));

    // Reviewed and published with rule v1; a company holds it and opens it by that rule.
    let (spark, domain) = publish_to_spark(&app, &main, &op, &id).await;
    assert_eq!(holder_opens(&app, &spark, &domain).await.ok()["url"], format!("{HOME}/v1"));

    // A new rule on the published app waits: holders keep the reviewed one, the partner's test launch tries the new one.
    let waiting = attach(&app, &main, &id, "https://evil.example.cn/collect").await.ok().clone();
    assert_eq!((waiting["pending"].as_bool(), waiting["dryRun"].as_str()), (Some(true), Some("打开 https://evil.example.cn/collect（不在已审核的服务地址内，启动会被拒绝）")));
    let one = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&op)).await.ok().clone();
    assert_eq!((one["rule"]["dryRun"].as_str(), one["pendingRule"]["version"].as_i64(), one["rulePending"].as_bool()),
        (Some(format!("打开 {HOME}/v1").as_str()), waiting["version"].as_i64(), Some(true)), "the review shows both: {one}");
    assert_eq!(holder_opens(&app, &spark, &domain).await.ok()["url"], format!("{HOME}/v1"));
    assert_eq!(post_id(&app, &main, "testLaunch", &id).await.msg(), UNREVIEWED);
    let queue = app.get("/api/ptd-open-platform/partner/app/reviewPage?pageNum=1&pageSize=10&rulePending=true", Some(&op)).await.ok().clone();
    assert_eq!((queue["total"].as_i64(), queue["rows"][0]["id"].clone()), (Some(1), id.clone()));
    let (todos,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM todos WHERE kind = 'partner_rule_review' AND reference_id = $1 AND state = 0")
        .bind(id.as_i64().unwrap())
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(todos, 1, "the operators' queue has it");

    // Only operators decide, with a reason to reject; the rejected rule never runs for holders.
    assert_eq!(review_rule(&app, &main, &id, true, None).await.code(), 10003);
    assert_eq!(review_rule(&app, &op, &id, false, None).await.msg(), "请输入驳回原因");
    assert_eq!(review_rule(&app, &op, &id, false, Some("跳转到未经审核的站点")).await.data(), "审核成功");
    assert_eq!(review_rule(&app, &op, &id, true, None).await.msg(), "该应用没有待审核的启动规则");
    let one = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
    assert_eq!((one["rulePending"].as_bool(), one["pendingRule"].is_null(), one["rule"]["dryRun"].as_str()), (Some(false), true, Some(format!("打开 {HOME}/v1").as_str())));
    assert_eq!(post_id(&app, &main, "testLaunch", &id).await.ok()["url"], format!("{HOME}/v1"), "the trial runs the enabled rule again");

    // An approved change reaches every holder's next launch, and the partner is told.
    attach(&app, &main, &id, &format!("{HOME}/v2")).await.ok();
    assert_eq!(holder_opens(&app, &spark, &domain).await.ok()["url"], format!("{HOME}/v1"));
    review_rule(&app, &op, &id, true, None).await.ok();
    assert_eq!(holder_opens(&app, &spark, &domain).await.ok()["url"], format!("{HOME}/v2"));
    let titles: Vec<(String,)> = sqlx::query_as("SELECT title FROM user_messages WHERE user_id = $1 AND title LIKE '启动规则%' ORDER BY title")
        .bind(app.user_id(MAIN).await)
        .fetch_all(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(titles, [("启动规则已生效".to_string(),), ("启动规则未通过审核".to_string(),)]);
}

#[tokio::test]
async fn a_rule_waiting_on_an_app_in_review_goes_live_with_the_app_and_simultaneous_decisions_take_effect_once() {
    let app = TestApp::new().await;
    let main = partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;
    let id = register(&app, &main, true).await["id"].clone();
    post_id(&app, &main, "submit", &id).await.ok();
    let waiting = attach(&app, &main, &id, "http://127.0.0.1:9/partner-app/reviewed").await.ok().clone();
    assert_eq!(waiting["pending"], true, "an app in review may be approved any moment: its rule waits too");
    app.post("/api/ptd-open-platform/partner/app/review", Some(&op), json!({"id": id, "approve": true})).await.ok();
    let one = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
    assert_eq!((one["rule"]["version"].clone(), one["rulePending"].as_bool()), (waiting["version"].clone(), Some(false)), "approved with the app: {one}");

    let mut live = waiting["version"].as_i64().unwrap();
    for round in 0..8 {
        let version = attach(&app, &main, &id, &format!("http://127.0.0.1:9/partner-app/r{round}")).await.ok()["version"].as_i64().unwrap();
        let decisions = futures::future::join_all((0..6).map(|i| review_rule(&app, &op, &id, i % 2 == 0, Some("并发")))).await;
        let codes: Vec<i64> = decisions.iter().map(Reply::code).collect();
        assert_eq!(codes.iter().filter(|c| **c == 200).count(), 1, "round {round}: {codes:?}");
        let approved = codes.iter().position(|c| *c == 200).unwrap() % 2 == 0;
        if approved {
            live = version;
        }
        let one = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
        assert!(one["pendingRule"].is_null() && one["rulePending"] == false, "{one}");
        assert_eq!(one["rule"]["version"].as_i64(), Some(live), "round {round}: the decision that won took effect");
        let (enabled,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM launch_plugins WHERE app_key = (SELECT app_key FROM partner_apps WHERE id = $1) AND enabled = 1")
            .bind(id.as_i64().unwrap())
            .fetch_one(&app.state.db.read)
            .await
            .unwrap();
        assert_eq!(enabled, 1, "round {round}: one enabled version");
    }
}

/// A person of the company authorizes the app to send a code to `redirect`: the reply.
async fn oidc_authorize(app: &TestApp, token: &str, client_id: &str, redirect: &str) -> Reply {
    let body = json!({"response_type": "code", "client_id": client_id, "redirect_uri": redirect, "scope": "openid company", "state": "s", "consent": true});
    app.post("/api/oidc/authorize", Some(token), body).await
}

/// The app's server exchanges the code (client_secret_basic) and reads userinfo: the tokens and the claims.
async fn signed_in(app: &TestApp, client_id: &str, secret: &str, code: &str, redirect: &str) -> (Value, Value) {
    let http = reqwest::Client::new();
    let form = [("grant_type", "authorization_code"), ("code", code), ("redirect_uri", redirect)];
    let tokens: Value = http.post(format!("{}/api/oidc/token", app.base_url)).basic_auth(client_id, Some(secret)).form(&form).send().await.unwrap().json().await.unwrap();
    let access = tokens["access_token"].as_str().unwrap_or_default();
    let info: Value = http.get(format!("{}/api/oidc/userinfo", app.base_url)).bearer_auth(access).send().await.unwrap().json().await.unwrap();
    (tokens, info)
}

#[tokio::test]
async fn a_partner_app_signs_people_in_only_at_the_redirect_uris_the_operators_approved() {
    let app = TestApp::new().await;
    let main = partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;
    let mut body = app_body(&app, &main, true).await;
    for bad in ["javascript:alert(1)", "http://app.example.cn/cb", "https://app.example.cn/cb#x", "https://user@app.example.cn/cb"] {
        body["redirectUris"] = json!([bad]);
        assert!(app.post("/api/ptd-open-platform/partner/app", Some(&main), body.clone()).await.msg().starts_with("回调地址不正确"), "{bad}");
    }
    body["redirectUris"] = json!(["https://a.cn/1", "https://a.cn/2", "https://a.cn/3", "https://a.cn/4", "https://a.cn/5", "https://a.cn/6"]);
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), body.clone()).await.msg(), "回调地址最多5个");
    const FIRST: &str = "http://127.0.0.1:9/partner-app/callback";
    body["redirectUris"] = json!([FIRST]);
    let keys = app.post("/api/ptd-open-platform/partner/app", Some(&main), body.clone()).await.ok().clone();
    let (id, client_id, secret) = (keys["id"].clone(), keys["appKey"].as_str().unwrap().to_string(), keys["appSecret"].as_str().unwrap().to_string());
    let one = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
    assert_eq!((one["redirectUris"].clone(), one["reviewedRedirectUris"].clone()), (json!([FIRST]), json!([])), "saved, not yet approved");

    // Before publication the partner's own people sign in to test (at the saved address); nobody else can.
    let own = oidc_authorize(&app, &main, &client_id, FIRST).await;
    let own = own.ok()["redirect"].as_str().unwrap().to_string();
    let (tokens, info) = signed_in(&app, &client_id, &secret, &query_param(&own, "code"), FIRST).await;
    assert!(tokens["id_token"].is_string() && info["company"]["name"] == "演示科技有限公司", "{tokens} {info}");
    certify_spark(&app).await;
    let stranger = oidc_authorize(&app, &app.login(SPARK).await, &client_id, FIRST).await;
    assert_eq!((stranger.code(), stranger.msg()), (16006, "该应用还未上线, 敬请期待"));

    // Published: a company holding it signs in at the approved address, and nowhere else.
    let (spark, _) = publish_to_spark(&app, &main, &op, &id).await;
    let redirect = oidc_authorize(&app, &spark, &client_id, FIRST).await.ok()["redirect"].as_str().unwrap().to_string();
    let code = query_param(&redirect, "code");
    let (tokens, info) = signed_in(&app, &client_id, &secret, &code, FIRST).await;
    assert!(tokens["id_token"].is_string(), "{tokens}");
    assert_eq!(info["company"]["name"], "星火智造有限公司");
    assert_eq!(oidc_authorize(&app, &spark, &client_id, "http://127.0.0.1:9/partner-app/other").await.code(), 16015, "exactly a registered address");

    // A changed address waits for the next approval; until then the approved one stays.
    const SECOND: &str = "http://127.0.0.1:9/partner-app/v2/callback";
    post_id(&app, &main, "offline", &id).await.ok();
    body["id"] = id.clone();
    body["redirectUris"] = json!([SECOND]);
    body["serverUrl"] = json!("http://127.0.0.1:9/partner-app/v2");
    app.request(axum::http::Method::PUT, "/api/ptd-open-platform/partner/app", Some(&main), Some(body), &[]).await.ok();
    assert_eq!(oidc_authorize(&app, &spark, &client_id, SECOND).await.code(), 16015);
    let one = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
    assert_eq!((one["serverUrl"].as_str(), one["reviewedServerUrl"].as_str()), (Some("http://127.0.0.1:9/partner-app/v2"), Some("http://127.0.0.1:9/partner-app")), "the review shows what changed");
    assert_eq!((one["redirectUris"].clone(), one["reviewedRedirectUris"].clone()), (json!([SECOND]), json!([FIRST])));
    oidc_authorize(&app, &spark, &client_id, FIRST).await.ok();
    post_id(&app, &main, "submit", &id).await.ok();
    app.post("/api/ptd-open-platform/partner/app/review", Some(&op), json!({"id": id, "approve": true})).await.ok();
    oidc_authorize(&app, &spark, &client_id, SECOND).await.ok();
    assert_eq!(oidc_authorize(&app, &spark, &client_id, FIRST).await.code(), 16015);
}

#[tokio::test]
async fn an_app_that_registered_a_logout_address_is_told_once_when_the_person_s_session_ends() {
    let app = TestApp::new().await;
    let (port, received, _) = logout_receiver().await;

    let main = partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;
    let mut body = app_body(&app, &main, true).await;
    const CALLBACK: &str = "http://127.0.0.1:9/partner-app/callback";
    body["redirectUris"] = json!([CALLBACK]);
    body["backchannelLogoutUri"] = json!("javascript:alert(1)");
    assert!(app.post("/api/ptd-open-platform/partner/app", Some(&main), body.clone()).await.msg().starts_with("登出通知地址不正确"));
    body["backchannelLogoutUri"] = json!(format!("http://127.0.0.1:{port}/logout"));
    let keys = app.post("/api/ptd-open-platform/partner/app", Some(&main), body).await.ok().clone();
    let (id, client_id, secret) = (keys["id"].clone(), keys["appKey"].as_str().unwrap().to_string(), keys["appSecret"].as_str().unwrap().to_string());
    let (spark, _) = publish_to_spark(&app, &main, &op, &id).await;

    let redirect = oidc_authorize(&app, &spark, &client_id, CALLBACK).await.ok()["redirect"].as_str().unwrap().to_string();
    let (_, info) = signed_in(&app, &client_id, &secret, &query_param(&redirect, "code"), CALLBACK).await;
    let http = reqwest::Client::new();

    // Nothing to tell while the session lives; once it ends, the app is told once.
    assert_eq!(workbench::tell_oidc_logouts(&app.state, kernel::time::now_ms()).await.unwrap(), 0);
    app.get("/api/ptd-industry/userlogOut/logOut", Some(&spark)).await.ok();
    assert_eq!(workbench::tell_oidc_logouts(&app.state, kernel::time::now_ms() + 2000).await.unwrap(), 1);
    assert_eq!(workbench::tell_oidc_logouts(&app.state, kernel::time::now_ms() + 3000).await.unwrap(), 0, "once");
    let tokens_sent = received.lock().unwrap().clone();
    assert_eq!(tokens_sent.len(), 1);

    // The logout token, checked as the app would: signed by a JWKS key, for this app, about this person, no nonce.
    let discovery: Value = http.get(format!("{}/.well-known/openid-configuration", app.base_url)).send().await.unwrap().json().await.unwrap();
    assert_eq!(discovery["backchannel_logout_supported"], true);
    let jwks: Value = http.get(format!("{}/api/oidc/jwks", app.base_url)).send().await.unwrap().json().await.unwrap();
    let kid = jsonwebtoken::decode_header(&tokens_sent[0]).unwrap().kid.unwrap();
    let jwk = jwks["keys"].as_array().unwrap().iter().find(|k| k["kid"] == kid.as_str()).unwrap();
    let key = jsonwebtoken::DecodingKey::from_rsa_components(jwk["n"].as_str().unwrap(), jwk["e"].as_str().unwrap()).unwrap();
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::RS256);
    validation.set_audience(&[&client_id]);
    validation.set_issuer(&[discovery["issuer"].as_str().unwrap()]);
    let claims = jsonwebtoken::decode::<Value>(&tokens_sent[0], &key, &validation).unwrap().claims;
    assert_eq!(claims["sub"], info["sub"]);
    assert!(claims["events"]["http://schemas.openid.net/event/backchannel-logout"].is_object() && claims.get("nonce").is_none(), "{claims}");
}

/// A loopback server playing an app's back-channel logout address: it keeps
/// every logout token it is sent, and answers 500 while `failing` is set.
async fn logout_receiver() -> (u16, std::sync::Arc<std::sync::Mutex<Vec<String>>>, std::sync::Arc<std::sync::atomic::AtomicBool>) {
    let received = std::sync::Arc::new(std::sync::Mutex::new(Vec::<String>::new()));
    let failing = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (keep, fail) = (received.clone(), failing.clone());
    let receiver = axum::Router::new().route(
        "/logout",
        axum::routing::post(move |axum::Form(f): axum::Form<std::collections::HashMap<String, String>>| {
            let (keep, fail) = (keep.clone(), fail.clone());
            async move {
                keep.lock().unwrap().push(f.get("logout_token").cloned().unwrap_or_default());
                if fail.load(std::sync::atomic::Ordering::Acquire) { axum::http::StatusCode::INTERNAL_SERVER_ERROR } else { axum::http::StatusCode::OK }
            }
        }),
    );
    tokio::spawn(async move { axum::serve(listener, receiver).await.unwrap() });
    (port, received, failing)
}

#[tokio::test]
async fn every_way_a_grant_ends_tells_the_app_and_a_failed_telling_is_tried_again() {
    let app = TestApp::new().await;
    let (port, received, failing) = logout_receiver().await;
    let main = partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;
    let mut body = app_body(&app, &main, true).await;
    const CALLBACK: &str = "http://127.0.0.1:9/partner-app/callback";
    body["redirectUris"] = json!([CALLBACK]);
    body["backchannelLogoutUri"] = json!(format!("http://127.0.0.1:{port}/logout"));
    let keys = app.post("/api/ptd-open-platform/partner/app", Some(&main), body).await.ok().clone();
    let (id, client_id, secret) = (keys["id"].clone(), keys["appKey"].as_str().unwrap().to_string(), keys["appSecret"].as_str().unwrap().to_string());
    let (spark, _) = publish_to_spark(&app, &main, &op, &id).await;
    let sign_in = |token: String| {
        let (app, client_id, secret) = (&app, client_id.clone(), secret.clone());
        async move {
            let redirect = oidc_authorize(app, &token, &client_id, CALLBACK).await.ok()["redirect"].as_str().unwrap().to_string();
            signed_in(app, &client_id, &secret, &query_param(&redirect, "code"), CALLBACK).await.1
        }
    };
    // The job looks up to a second ago; looking a millisecond ahead of that sees what just ended
    // and leaves its marks below whatever ends next (a pause of a few milliseconds makes sure).
    let tell = |ahead: i64| workbench::tell_oidc_logouts(&app.state, kernel::time::now_ms() + ahead);
    let pause = || tokio::time::sleep(std::time::Duration::from_millis(5));

    // The person withdraws the consent in 账号安全.
    let info = sign_in(spark.clone()).await;
    assert!(info["sub"].is_string(), "{info}");
    app.post("/api/oidc/consents/withdraw", Some(&spark), json!({"clientId": client_id})).await.ok();
    assert_eq!(tell(1001).await.unwrap(), 1, "a withdrawn consent tells the app");
    assert_eq!(tell(1001).await.unwrap(), 0, "once");

    // The person leaves the company (a suspended membership).
    sign_in(spark.clone()).await;
    let (company, user) = (app.company_of(SPARK).await, app.user_id(SPARK).await);
    pause().await;
    services::identity::set_membership_status(&app.state.db, company, user, 0).await.unwrap();
    assert_eq!(tell(1001).await.unwrap(), 1, "leaving the company tells the app");
    services::identity::set_membership_status(&app.state.db, company, user, 1).await.unwrap();

    // The app's address fails: the telling is tried again later, not lost.
    sign_in(spark.clone()).await;
    failing.store(true, std::sync::atomic::Ordering::Release);
    pause().await;
    app.get("/api/ptd-industry/userlogOut/logOut", Some(&spark)).await.ok();
    assert_eq!(tell(1001).await.unwrap(), 0, "the app answered 500");
    assert_eq!(tell(5000).await.unwrap(), 0, "not tried again at once");
    failing.store(false, std::sync::atomic::Ordering::Release);
    assert_eq!(tell(40_000).await.unwrap(), 1, "tried again after 30 seconds");
    assert_eq!(tell(200_000).await.unwrap(), 0, "and not after it was told");
    assert_eq!(received.lock().unwrap().len(), 4, "withdrawal, leaving, a failed try and its retry");
}

#[tokio::test]
async fn a_public_client_signs_in_with_pkce_alone_and_only_its_own_origins_read_the_answers() {
    let app = TestApp::new().await;
    let main = partner(&app, MAIN).await;
    let op = app.login(OPERATOR).await;
    let mut body = app_body(&app, &main, true).await;
    body["publicClient"] = json!(true);
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), body.clone()).await.msg(), "公开客户端须填写回调地址");
    const CALLBACK: &str = "https://spa.example.cn/callback";
    const ORIGIN: &str = "https://spa.example.cn";
    body["redirectUris"] = json!([CALLBACK]);
    for bad in ["https://spa.example.cn/", "https://spa.example.cn/app", "http://spa.example.cn", "javascript:alert(1)"] {
        body["webOrigins"] = json!([bad]);
        assert!(app.post("/api/ptd-open-platform/partner/app", Some(&main), body.clone()).await.msg().starts_with("网页来源不正确"), "{bad}");
    }
    body["webOrigins"] = json!([ORIGIN, "http://127.0.0.1:5173"]);
    body["idTokenAlg"] = json!("HS256");
    assert_eq!(app.post("/api/ptd-open-platform/partner/app", Some(&main), body.clone()).await.msg(), "ID 令牌签名算法只能是 RS256 或 ES256");
    body["idTokenAlg"] = json!("ES256");
    let keys = app.post("/api/ptd-open-platform/partner/app", Some(&main), body).await.ok().clone();
    let (id, client_id) = (keys["id"].clone(), keys["appKey"].as_str().unwrap().to_string());
    let (spark, _) = publish_to_spark(&app, &main, &op, &id).await;
    let shown = app.get(&format!("/api/ptd-open-platform/partner/app/{id}"), Some(&main)).await.ok().clone();
    assert_eq!((shown["reviewedPublicClient"].clone(), shown["reviewedWebOrigins"][0].clone()), (json!(true), json!(ORIGIN)));

    // No PKCE, no code: the refusal goes back to the app.
    let refused = oidc_authorize(&app, &spark, &client_id, CALLBACK).await.ok()["redirect"].as_str().unwrap().to_string();
    assert_eq!(query_param(&refused, "error"), "invalid_request");
    let verifier = "v".repeat(50);
    let challenge = {
        use base64::Engine;
        use sha2::Digest;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(verifier.as_bytes()))
    };
    let asked = json!({"response_type": "code", "client_id": client_id, "redirect_uri": CALLBACK, "scope": "openid company", "consent": true,
        "code_challenge": challenge, "code_challenge_method": "S256"});
    let redirect = app.post("/api/oidc/authorize", Some(&spark), asked).await.ok()["redirect"].as_str().unwrap().to_string();

    // The page exchanges the code with its client_id alone, from its own origin.
    let http = reqwest::Client::new();
    let url = |path: &str| format!("{}{path}", app.base_url);
    let code = query_param(&redirect, "code");
    let form = [("grant_type", "authorization_code"), ("code", code.as_str()), ("redirect_uri", CALLBACK), ("client_id", client_id.as_str()), ("code_verifier", verifier.as_str())];
    let r = http.post(url("/api/oidc/token")).header("Origin", ORIGIN).form(&form).send().await.unwrap();
    assert_eq!(r.headers().get("access-control-allow-origin").and_then(|v| v.to_str().ok()), Some(ORIGIN));
    let tokens: Value = r.json().await.unwrap();
    let access = tokens["access_token"].as_str().unwrap().to_string();
    assert!(tokens["id_token"].is_string() && tokens["refresh_token"].is_string(), "{tokens}");
    // The app registered ES256: its ID token verifies against the JWKS's P-256 key, as any library checks it.
    let id_token = tokens["id_token"].as_str().unwrap();
    let header = jsonwebtoken::decode_header(id_token).unwrap();
    assert_eq!(header.alg, jsonwebtoken::Algorithm::ES256);
    let jwks: Value = http.get(url("/api/oidc/jwks")).send().await.unwrap().json().await.unwrap();
    let jwk = jwks["keys"].as_array().unwrap().iter().find(|k| k["kid"] == header.kid.as_deref().unwrap()).unwrap().clone();
    assert_eq!((jwk["kty"].as_str(), jwk["crv"].as_str(), jwk["alg"].as_str()), (Some("EC"), Some("P-256"), Some("ES256")));
    let key = jsonwebtoken::DecodingKey::from_ec_components(jwk["x"].as_str().unwrap(), jwk["y"].as_str().unwrap()).unwrap();
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES256);
    validation.set_audience(&[&client_id]);
    let claims = jsonwebtoken::decode::<Value>(id_token, &key, &validation).unwrap().claims;
    assert_eq!(claims["azp"], client_id.as_str());
    assert!(jwks["keys"].as_array().unwrap().iter().all(|k| k["kty"] == "EC" || k["kty"] == "RSA"), "{jwks}");

    // Userinfo: readable by its own origin's pages, not by another site's (kept or not).
    for _ in 0..2 {
        let r = http.get(url("/api/oidc/userinfo")).bearer_auth(&access).header("Origin", ORIGIN).send().await.unwrap();
        assert_eq!((r.status().as_u16(), r.headers().get("access-control-allow-origin").and_then(|v| v.to_str().ok())), (200, Some(ORIGIN)));
        let r = http.get(url("/api/oidc/userinfo")).bearer_auth(&access).header("Origin", "https://evil.example.cn").send().await.unwrap();
        assert_eq!((r.status().as_u16(), r.headers().get("access-control-allow-origin").is_none()), (200, true));
    }
    let preflight = |origin: &'static str| http.request(reqwest::Method::OPTIONS, url("/api/oidc/userinfo")).header("Origin", origin).header("Access-Control-Request-Method", "GET").header("Access-Control-Request-Headers", "authorization").send();
    let r = preflight(ORIGIN).await.unwrap();
    assert_eq!(r.headers().get("access-control-allow-origin").and_then(|v| v.to_str().ok()), Some(ORIGIN));
    assert!(r.headers().get("access-control-allow-headers").and_then(|v| v.to_str().ok()).is_some_and(|h| h.contains("authorization")));
    assert!(preflight("https://evil.example.cn").await.unwrap().headers().get("access-control-allow-origin").is_none());
    let discovery = http.get(url("/.well-known/openid-configuration")).header("Origin", "https://evil.example.cn").send().await.unwrap();
    assert_eq!(discovery.headers().get("access-control-allow-origin").and_then(|v| v.to_str().ok()), Some("*"), "anyone reads discovery");

    // Without a secret it may do nothing an app's server does.
    let r: Value = http.post(url("/api/oidc/token")).form(&[("grant_type", "client_credentials"), ("client_id", client_id.as_str())]).send().await.unwrap().json().await.unwrap();
    assert_eq!(r["error"], "unauthorized_client");
    let r = http.post(url("/api/oidc/introspect")).form(&[("token", access.as_str()), ("client_id", client_id.as_str())]).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 401);
    // A confidential app's client_id alone authenticates nothing.
    let r = http.post(url("/api/oidc/token")).form(&[("grant_type", "client_credentials"), ("client_id", "equipment-cloud-1")]).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 401);
    // The page revokes its refresh token with its client_id (RFC 7009 2.1).
    let r = http.post(url("/api/oidc/revoke")).header("Origin", ORIGIN).form(&[("token", tokens["refresh_token"].as_str().unwrap()), ("client_id", client_id.as_str())]).send().await.unwrap();
    assert_eq!(r.status().as_u16(), 200);
    assert_eq!(http.get(url("/api/oidc/userinfo")).bearer_auth(&access).send().await.unwrap().status().as_u16(), 401, "the grant ended");
}

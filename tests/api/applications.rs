//! The company's apps and opening them: the console's lists, the expiring
//! dialog, own services, free apps, the server's launch decision with the
//! spec's refusals, one-time codes redeemed once (500 at a time), the signed
//! exchange, token launches and the sandbox app over real HTTP.

use crate::support::*;
use axum::http::StatusCode;
use serde_json::{json, Value};

async fn domain_id(app: &TestApp, app_key: &str) -> i64 {
    let (id,): (i64,) = sqlx::query_as("SELECT id FROM product_domains WHERE app_key = $1").bind(app_key).fetch_one(&app.state.db.read).await.unwrap();
    id
}

async fn secret_of(app: &TestApp, app_key: &str) -> String {
    let (s,): (String,) = sqlx::query_as("SELECT app_secret FROM product_domains WHERE app_key = $1").bind(app_key).fetch_one(&app.state.db.read).await.unwrap();
    s
}

async fn open(app: &TestApp, token: &str, body: Value) -> crate::support::Reply {
    app.post("/api/ptd-industry/application/open", Some(token), body).await
}

fn exchange_body(app_key: &str, secret: &str, code: &str, nonce: &str, timestamp: i64) -> Value {
    json!({"appKey": app_key, "code": code, "timestamp": timestamp, "nonce": nonce,
        "sign": workbench::exchange_sign(secret, app_key, code, timestamp, nonce)})
}

fn now_secs() -> i64 {
    kernel::time::now_ms() / 1000
}

#[tokio::test]
async fn the_console_lists_the_company_s_apps_and_the_expiring_ones() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let apps = app.get("/api/ptd-industry/application/myApp", Some(&main)).await;
    let keys: Vec<&str> = apps.ok().as_array().unwrap().iter().filter_map(|a| a["appKey"].as_str()).collect();
    assert_eq!(keys.len(), 5, "{keys:?}");
    assert!(keys.contains(&workbench::SANDBOX_APP_KEY));
    let expiring = app.get("/api/ptd-industry/application/expireProductDoMain", Some(&main)).await;
    let rows = expiring.ok().as_array().unwrap();
    assert_eq!(rows.len(), 1);
    assert!(rows[0]["expireDays"].as_i64().unwrap() >= 9);
    // 立即续费 opens the product's purchase page: the row names its product.
    let (renewed,): (i64,) = sqlx::query_as("SELECT product_id FROM product_domains WHERE id = $1").bind(rows[0]["productDomainId"].as_i64().unwrap()).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(rows[0]["productId"].as_i64(), Some(renewed));
    let product: (i64,) = sqlx::query_as("SELECT product_id FROM product_domains WHERE app_key = $1").bind(workbench::SANDBOX_APP_KEY).fetch_one(&app.state.db.read).await.unwrap();
    let by_product = app.get(&format!("/api/ptd-industry/application/getByProductId?productId={}", product.0), Some(&main)).await;
    assert_eq!(by_product.ok()[0]["alreadyExistStatus"], true);
    let other = app.login(UNCERTIFIED).await;
    assert_eq!(app.get("/api/ptd-industry/application/myApp", Some(&other)).await.ok().as_array().unwrap().len(), 0);
    let by_product = app.get(&format!("/api/ptd-industry/application/getByProductId?productId={}", product.0), Some(&other)).await;
    assert_eq!(by_product.ok()[0]["alreadyExistStatus"], false);
}

#[tokio::test]
async fn a_code_opens_the_sandbox_app_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let key = workbench::SANDBOX_APP_KEY;
    let opening = open(&app, &main, json!({"productDomainId": domain_id(&app, key).await})).await;
    let url = opening.ok()["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("/sandbox/app?code="), "{url}");
    assert_eq!(opening.ok()["internal"], 0);
    let code = query_param(&url, "code");
    let secret = secret_of(&app, key).await;

    // Refusals change nothing: a wrong signature, an old timestamp.
    let mut forged = exchange_body(key, &secret, &code, "n-1", now_secs());
    forged["sign"] = json!("00");
    assert_eq!(app.post("/api/ptd-open-api/api/exchangeCode", None, forged).await.msg(), "签名错误");
    let stale = exchange_body(key, &secret, &code, "n-2", now_secs() - 301);
    assert_eq!(app.post("/api/ptd-open-api/api/exchangeCode", None, stale).await.msg(), "请求已过期");
    let absurd = exchange_body(key, &secret, &code, "n-2", i64::MIN + 1);
    assert_eq!(app.post("/api/ptd-open-api/api/exchangeCode", None, absurd).await.msg(), "请求已过期");
    let other_app = exchange_body("iot-gateway-1", &secret_of(&app, "iot-gateway-1").await, &code, "n-3", now_secs());
    assert_eq!(app.post("/api/ptd-open-api/api/exchangeCode", None, other_app).await.msg(), "code无效或已使用");

    let ok = app.post("/api/ptd-open-api/api/exchangeCode", None, exchange_body(key, &secret, &code, "n-4", now_secs())).await;
    assert_eq!(ok.ok()["companyName"], "演示科技有限公司");
    assert_eq!(ok.ok()["companyId"], app.company_of(MAIN).await);
    let again = app.post("/api/ptd-open-api/api/exchangeCode", None, exchange_body(key, &secret, &code, "n-5", now_secs())).await;
    assert_eq!(again.msg(), "code无效或已使用");
    let replay = app.post("/api/ptd-open-api/api/exchangeCode", None, exchange_body(key, &secret, &code, "n-4", now_secs())).await;
    assert_eq!(replay.msg(), "nonce已使用");

    // The sandbox app page redeems a fresh code through the real call over HTTP.
    let url = open(&app, &main, json!({"productDomainId": domain_id(&app, key).await})).await.ok()["url"].as_str().unwrap().to_string();
    let page = reqwest::get(format!("{}{url}", app.base_url)).await.unwrap();
    assert_eq!(page.status(), reqwest::StatusCode::OK);
    let text = page.text().await.unwrap();
    assert!(text.contains("已通过一次性授权码打开") && text.contains("演示科技有限公司"), "{text}");
    let used = reqwest::get(format!("{}{url}", app.base_url)).await.unwrap();
    assert_eq!(used.status(), reqwest::StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn five_hundred_redemptions_of_one_code_succeed_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let key = workbench::SANDBOX_APP_KEY;
    let user_id = app.user_id(MAIN).await;
    let code = app.request(axum::http::Method::GET, &format!("/api/ptd-open-api/api/getCode?userId={user_id}&appKey={key}"), Some(&main), None, &[]).await;
    let code = code.ok().as_str().unwrap().to_string();
    let secret = secret_of(&app, key).await;
    let ts = now_secs();
    let replies = futures::future::join_all(
        (0..500).map(|i| app.post("/api/ptd-open-api/api/exchangeCode", None, exchange_body(key, &secret, &code, &format!("nonce-{i}"), ts))),
    )
    .await;
    assert_eq!(replies.iter().filter(|r| r.code() == 200).count(), 1);
    assert!(replies.iter().all(|r| r.code() == 200 || r.msg() == "code无效或已使用"));
}

#[tokio::test]
async fn get_code_is_for_the_caller_with_the_token_header_only() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let key = workbench::SANDBOX_APP_KEY;
    let other = app.user_id(SUB).await;
    let r = app.get(&format!("/api/ptd-open-platform/api/third/getCode?userId={other}&appKey={key}"), Some(&main)).await;
    assert_eq!(r.code(), 10003);
    let me = app.user_id(MAIN).await;
    // The cookie alone may read, never make a code.
    let cookie = format!("token={main}");
    let r = app.request(axum::http::Method::GET, &format!("/api/ptd-open-api/api/getCode?userId={me}&appKey={key}"), None, None, &[("cookie", &cookie)]).await;
    assert_eq!(r.status, StatusCode::UNAUTHORIZED);
    let r = app.get(&format!("/api/ptd-open-platform/api/third/getCode?userId={me}&appKey={key}"), Some(&main)).await;
    assert_eq!(r.ok().as_str().unwrap().len(), 32);
}

#[tokio::test]
async fn opening_refuses_with_the_spec_s_texts() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let not_held = domain_id(&app, "mes-1").await;
    assert_eq!(open(&app, &sub, json!({"productDomainId": not_held})).await.msg(), "请联系主账号授权");
    assert_eq!(open(&app, &main, json!({"productDomainId": not_held})).await.code(), 16004);

    let held = domain_id(&app, workbench::SANDBOX_APP_KEY).await;
    app.exec(sqlx::query("UPDATE product_domains SET server_url = NULL WHERE id = $1").bind(held)).await;
    assert_eq!(open(&app, &main, json!({"productDomainId": held})).await.msg(), "没有配置服务地址，请联系管理员");
    app.exec(sqlx::query("UPDATE company_apps SET end_time = 1 WHERE product_domain_id = $1").bind(held)).await;
    assert_eq!(open(&app, &main, json!({"productDomainId": held})).await.msg(), "该应用已过期，无法正常使用，请联系国联系统管理员");

    let (offline,): (i64,) = sqlx::query_as("SELECT id FROM products WHERE is_ai = 1 AND online = 0 LIMIT 1").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(open(&app, &main, json!({"productId": offline})).await.msg(), "该应用还未上线, 敬请期待");
    let (bare,): (i64,) = sqlx::query_as("SELECT id FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_domains d WHERE d.product_id = p.id) LIMIT 1")
        .fetch_optional(&app.state.db.read)
        .await
        .unwrap()
        .unwrap_or((0,));
    assert_eq!(open(&app, &main, json!({"productId": bare})).await.msg(), "该产品下没有应用，请联系管理员");
}

#[tokio::test]
async fn a_token_launch_hands_the_app_a_token_of_its_own() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let opening = open(&app, &main, json!({"productDomainId": domain_id(&app, "iot-gateway-1").await})).await;
    let url = opening.ok()["url"].as_str().unwrap().to_string();
    let token = query_param(&url, "token");
    assert!(!token.is_empty() && token != main, "never the platform session token");
    // It is not a platform session.
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await.status, StatusCode::UNAUTHORIZED);
    let page = reqwest::get(format!("{}{url}", app.base_url)).await.unwrap().text().await.unwrap();
    assert!(page.contains("已通过令牌打开"), "{page}");
}

#[tokio::test]
async fn own_services_are_added_edited_and_deleted_by_the_main_account() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let form = json!({"name": "质检看板", "serverUrl": "https://qc.example.cn/board", "logoImage": "/api/files/content/logo.png", "remark": "车间质检"});
    let mut bad = form.clone();
    bad["name"] = json!("");
    assert_eq!(app.post("/api/ptd-industry/application/saveCustomApplication", Some(&main), bad).await.msg(), "请输入服务名称");
    let mut bad = form.clone();
    bad["serverUrl"] = json!("ftp://x");
    assert_eq!(app.post("/api/ptd-industry/application/saveCustomApplication", Some(&main), bad).await.msg(), "请输入正确的服务地址");
    let mut bad = form.clone();
    bad["logoImage"] = json!("");
    assert_eq!(app.post("/api/ptd-industry/application/saveCustomApplication", Some(&main), bad).await.msg(), "请上传服务图标");
    let sub = app.login(SUB).await;
    assert_eq!(app.post("/api/ptd-industry/application/saveCustomApplication", Some(&sub), form.clone()).await.code(), 10003);

    let id = app.post("/api/ptd-industry/application/saveCustomApplication", Some(&main), form.clone()).await.ok().as_i64().unwrap();
    let mut edit = form.clone();
    edit["id"] = json!(id);
    edit["name"] = json!("质检大屏");
    app.post("/api/ptd-industry/application/saveCustomApplication", Some(&main), edit.clone()).await.ok();
    let mine = app.get("/api/ptd-industry/application/myApp", Some(&main)).await;
    let own = mine.ok().as_array().unwrap().iter().find(|a| a["selfAdded"] == true).unwrap().clone();
    assert_eq!(own["productDomainName"], "质检大屏");
    assert_eq!(own["internal"], 0);
    let opened = open(&app, &main, json!({"customId": id})).await;
    assert_eq!(opened.ok()["url"], "https://qc.example.cn/board");

    // Another company's main account finds nothing to edit, open or delete.
    let other = app.login(UNCERTIFIED).await;
    assert_eq!(app.post("/api/ptd-industry/application/saveCustomApplication", Some(&other), edit).await.code(), 10010);
    assert_eq!(open(&app, &other, json!({"customId": id})).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/ptd-industry/application/delProject?id={id}"), Some(&other)).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.get(&format!("/api/ptd-industry/application/delProject?id={id}"), Some(&main)).await.ok(), "删除成功");

    // A company under review is told so.
    sqlx::query("UPDATE companies SET certification_status = 1 WHERE id = $1").bind(app.company_of(MAIN).await).execute(&app.state.db.write).await.unwrap();
    assert_eq!(app.post("/api/ptd-industry/application/saveCustomApplication", Some(&main), form).await.msg(), "企业审核中，请联系管理员");
}

#[tokio::test]
async fn a_free_app_is_added_until_midnight_after_its_months() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let (free,): (i64,) = sqlx::query_as("SELECT d.id FROM product_domains d JOIN products p ON p.id = d.product_id
         WHERE p.is_free = 1 AND d.id NOT IN (SELECT product_domain_id FROM company_apps) LIMIT 1")
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    let paid = domain_id(&app, "mes-1").await;
    let r = app.post("/api/ptd-user/companyApplication/saveCompanyProductDomain", Some(&main), json!({"productDomainId": paid, "defaultUsageTime": 3})).await;
    assert_eq!(r.code(), 16008);
    app.post("/api/ptd-user/companyApplication/saveCompanyProductDomain", Some(&main), json!({"productDomainId": free, "defaultUsageTime": 3})).await.ok();
    let one = app.get(&format!("/api/ptd-industry/application/getById?id={free}"), Some(&main)).await;
    let end = one.ok()["endTime"].as_str().unwrap().to_string();
    assert!(end.ends_with("00:00:00"), "{end}");
    assert_eq!(kernel::time::parse_shanghai(&end), Some(kernel::time::start_of_day_plus_months(kernel::time::now_ms(), 3)));
    let base = app.get("/api/ptd-user/endpoint/companyApplication/getBaseApplicationList", Some(&main)).await;
    assert_eq!(base.ok().as_array().unwrap().len(), 2);
    assert_eq!(base.ok()[0]["held"], true, "the demo company holds the base-data application");
    let other = app.login(UNCERTIFIED).await;
    let base = app.get("/api/ptd-user/endpoint/companyApplication/getBaseApplicationList", Some(&other)).await;
    assert_eq!(base.ok()[0]["held"], false);
}

/// Titles of a menu tree, depth first.
fn titles(nodes: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for n in nodes.as_array().into_iter().flatten() {
        out.push(n["meta"]["title"].as_str().unwrap_or_default().to_string());
        out.extend(titles(&n["children"]));
    }
    out
}

#[tokio::test]
async fn the_base_data_and_organisation_menus_follow_the_apps_the_company_holds() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let tree = |token: String| {
        let app = &app;
        async move { titles(app.get("/api/ptd-industry/menu/authRoleTree", Some(&token)).await.ok()) }
    };
    let shown = tree(main.clone()).await;
    assert!(shown.contains(&"基础数据".to_string()) && shown.contains(&"组织配置".to_string()), "{shown:?}");
    // The sub-account sees them only once granted.
    let sub = app.login(SUB).await;
    assert!(!tree(sub.clone()).await.contains(&"基础数据".to_string()));
    // Opened by the app key, through the same launch decision.
    let r = open(&app, &main, json!({"appKey": "mes-2"})).await;
    assert!(r.ok()["url"].as_str().is_some(), "{:?}", r.body);

    let company = app.company_of(MAIN).await;
    sqlx::query("DELETE FROM company_apps WHERE company_id = $1 AND product_domain_id = $2").bind(company).bind(domain_id(&app, "oa-2").await).execute(&app.state.db.write).await.unwrap();
    // A write from outside the instance's requests is heard through the database (within a poll); here at once.
    app.state.callers.forget_all();
    let shown = tree(main.clone()).await;
    assert!(shown.contains(&"基础数据".to_string()) && !shown.contains(&"组织配置".to_string()), "{shown:?}");
    // An app past its end counts as not held; with neither, the folder goes too.
    sqlx::query("UPDATE company_apps SET end_time = 1 WHERE company_id = $1 AND product_domain_id = $2").bind(company).bind(domain_id(&app, "mes-2").await).execute(&app.state.db.write).await.unwrap();
    app.state.callers.forget_all();
    let shown = tree(main.clone()).await;
    assert!(!shown.contains(&"基础数据".to_string()) && !shown.contains(&"基础配置".to_string()), "{shown:?}");
}

/// The menu tree is kept with the caller, and still drops a base app the moment it runs out.
#[tokio::test]
async fn the_menu_tree_drops_a_base_app_the_moment_it_runs_out() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let company = app.company_of(MAIN).await;
    let soon = kernel::time::now_ms() + 1500;
    sqlx::query("UPDATE company_apps SET end_time = $1 WHERE company_id = $2 AND product_domain_id = $3")
        .bind(soon)
        .bind(company)
        .bind(domain_id(&app, "oa-2").await)
        .execute(&app.state.db.write)
        .await
        .unwrap();
    app.state.callers.forget_all();
    for _ in 0..2 {
        let shown = titles(app.get("/api/ptd-industry/menu/authRoleTree", Some(&main)).await.ok());
        assert!(shown.contains(&"组织配置".to_string()), "{shown:?}");
    }
    tokio::time::sleep(std::time::Duration::from_millis((soon - kernel::time::now_ms()).max(0) as u64 + 100)).await;
    let shown = titles(app.get("/api/ptd-industry/menu/authRoleTree", Some(&main)).await.ok());
    assert!(!shown.contains(&"组织配置".to_string()) && shown.contains(&"基础数据".to_string()), "{shown:?}");
}

#[tokio::test]
async fn an_own_service_icon_is_an_image_of_the_main_account() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let png = kernel::picture::qr_png("icon", 2).unwrap();
    let r = app.upload("/api/ptd-industry/application/uploadIcon", &main, png.clone(), &[]).await;
    let url = r.ok().as_str().unwrap().to_string();
    assert!(url.starts_with("/api/files/app-icons/") && url.ends_with(".png"), "{url}");
    let r = app.upload("/api/ptd-industry/application/uploadIcon", &main, b"<svg onload=alert(1)>".to_vec(), &[]).await;
    assert_eq!(r.msg(), "请上传jpg或png格式的图片");
    let sub = app.login(SUB).await;
    assert_eq!(app.upload("/api/ptd-industry/application/uploadIcon", &sub, png, &[]).await.code(), 10003);
}

/// The company's apps are kept with the caller; an own service changed
/// elsewhere (another instance, an operator's SQL) reaches myApp through the database.
#[tokio::test]
async fn my_apps_kept_per_caller_follow_changes_written_elsewhere() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let form = json!({"name": "质检看板", "serverUrl": "https://qc.example.cn/board", "logoImage": "/api/files/content/logo.png", "remark": "车间质检"});
    let id = app.post("/api/ptd-industry/application/saveCustomApplication", Some(&main), form).await.ok().as_i64().unwrap();
    let own_name = |token: String| {
        let app = &app;
        async move {
            let mine = app.get("/api/ptd-industry/application/myApp", Some(&token)).await;
            mine.ok().as_array().unwrap().iter().find(|a| a["id"] == id && a["selfAdded"] == true).map(|a| a["productDomainName"].as_str().unwrap().to_string())
        }
    };
    for _ in 0..2 {
        assert_eq!(own_name(main.clone()).await.as_deref(), Some("质检看板"));
    }
    sqlx::query("UPDATE company_custom_apps SET name = '质检大屏' WHERE id = $1").bind(id).execute(&app.state.db.write).await.unwrap();
    let mut name = None;
    for _ in 0..150 {
        name = own_name(main.clone()).await;
        if name.as_deref() == Some("质检大屏") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    assert_eq!(name.as_deref(), Some("质检大屏"), "myApp shows the change once the instance hears of it");
}

/// The app's launches as the usage page adds them: the added-up counts and the events not added up yet.
async fn launches_of(app: &TestApp, app_key: &str) -> (i64, i64) {
    let (counted,): (i64,) = sqlx::query_as("SELECT CAST(COALESCE(SUM(launches), 0) AS BIGINT) FROM launch_counts WHERE app_key = $1")
        .bind(app_key)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    let (waiting,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM launch_events WHERE app_key = $1").bind(app_key).fetch_one(&app.state.db.read).await.unwrap();
    (counted, waiting)
}

#[tokio::test]
async fn launches_made_while_they_are_added_up_are_each_counted_once() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let key = workbench::SANDBOX_APP_KEY;
    let body = json!({"productDomainId": domain_id(&app, key).await});
    let before = launches_of(&app, key).await;
    for _ in 0..3 {
        open(&app, &main, body.clone()).await.ok();
    }
    assert_eq!(launches_of(&app, key).await, (before.0, before.1 + 3), "a launch is one event, added up later");
    assert!(workbench::add_up_launches(&app.state.db).await.unwrap() >= 3);
    assert_eq!(launches_of(&app, key).await, (before.0 + before.1 + 3, 0), "added up once, the events forgotten");

    // Five rounds of forty launches at once while the counts job adds up beside them: none lost, none twice.
    for round in 1..=5 {
        let launches = futures::future::join_all((0..40).map(|_| open(&app, &main, body.clone())));
        let (replies, _) = tokio::join!(launches, async {
            for _ in 0..4 {
                workbench::add_up_launches(&app.state.db).await.unwrap();
                tokio::task::yield_now().await;
            }
        });
        assert!(replies.iter().all(|r| r.code() == 200), "round {round}");
        let (counted, waiting) = launches_of(&app, key).await;
        assert_eq!(counted + waiting, before.0 + before.1 + 3 + 40 * round, "round {round}");
    }
    workbench::add_up_launches(&app.state.db).await.unwrap();
    assert_eq!(launches_of(&app, key).await, (before.0 + before.1 + 3 + 200, 0));
}

//! The server-driven menu tree and the permission checks behind it.

use crate::support::*;
use serde_json::Value;

fn paths(tree: &Value) -> Vec<String> {
    let mut out = Vec::new();
    for node in tree.as_array().expect("tree") {
        let base = node["path"].as_str().unwrap().to_string();
        out.push(base.clone());
        for child in node["children"].as_array().unwrap() {
            let path = child["path"].as_str().unwrap();
            out.push(if path.starts_with('/') { path.to_string() } else { format!("{base}/{path}") });
        }
    }
    out
}

async fn tree_of(app: &TestApp, who: &str) -> Value {
    let token = app.login(who).await;
    app.get("/api/ptd-industry/menu/authRoleTree?appKey=industry", Some(&token)).await.ok().clone()
}

#[tokio::test]
async fn main_account_gets_the_full_company_tree() {
    let app = TestApp::new().await;
    let tree = tree_of(&app, MAIN).await;
    assert_eq!(
        paths(&tree),
        [
            "/home", "/home/console", "/company", "/userCenter/userInfo", "/company/members", "/company/signInLog", "/base", "/base/baseData", "/base/orgConfig", "/order",
            "/order/list", "/order/invoices", "/sign", "/sign/contracts", "/sign/seals", "/partnerCenter", "/partnerCenter/apply", "/openPlatform", "/openPlatform/credentials", "/openPlatform/calls", "/openPlatform/docs", "/userCenter", "/userCenter/userInfo",
            "/userCenter/baseInfo", "/userCenter/security", "/userCenter/accountManage", "/userCenter/message", "/userCenter/todo"
        ]
    );
    assert_eq!(tree[7]["hidden"], true, "the user centre is reached from the user menu");
    assert_eq!(tree[3]["redirect"], "/order/list");
    let console = &tree[0]["children"][0];
    assert_eq!(console["component"], "workbench/Console");
    assert_eq!(console["meta"]["title"], "工作台");
    assert_eq!(console["meta"]["affix"], true);
    assert_eq!(tree[0]["redirect"], "/home/console");
    assert_eq!(tree[1]["component"], "Layout");
    assert_eq!(tree[1]["children"][1]["parentId"], tree[1]["id"]);
}

#[tokio::test]
async fn sub_account_gets_only_what_it_was_granted() {
    let app = TestApp::new().await;
    assert_eq!(
        paths(&tree_of(&app, SUB).await),
        [
            "/home", "/home/console", "/company", "/userCenter/userInfo", "/userCenter", "/userCenter/userInfo", "/userCenter/baseInfo",
            "/userCenter/security", "/userCenter/message", "/userCenter/todo"
        ],
        "orders, invoices and the points account are the company's money: granted, not given"

    );
}

#[tokio::test]
async fn a_new_grant_shows_in_the_tree_and_opens_the_api() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDict", Some(&token)).await.code(), 10003);
    let company: i64 = sqlx::query_as::<_, (i64,)>("SELECT id FROM companies WHERE company_name = '演示科技有限公司'")
        .fetch_one(&app.state.db.read)
        .await
        .unwrap()
        .0;
    services::identity::grant_menu(&app.state.db.write, company, app.user_id(SUB).await, "identity.members").await.unwrap();
    assert!(paths(&tree_of(&app, SUB).await).contains(&"/company/members".to_string()));
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDict", Some(&token)).await.code(), 200);
}

#[tokio::test]
async fn operator_gets_the_operation_tree_and_no_company_menus() {
    let app = TestApp::new().await;
    let tree = paths(&tree_of(&app, OPERATOR).await);
    assert_eq!(tree[..4], ["/home", "/home/console", "/content", "/content/products"]);
    assert!(tree.contains(&"/content/help-docs".to_string()) && tree.contains(&"/content/notices".to_string()));
    assert!(tree.contains(&"/operation".to_string()) && tree.contains(&"/operation/companies".to_string()));
    assert!(!tree.iter().any(|p| p.starts_with("/company")));
}

#[tokio::test]
async fn another_application_key_has_no_menus_and_visitors_get_401() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let r = app.get("/api/ptd-industry/menu/authRoleTree?appKey=other-app", Some(&token)).await;
    assert_eq!(r.ok(), &serde_json::json!([]));
    assert_eq!(app.get("/api/ptd-industry/menu/authRoleTree?appKey=industry", None).await.code(), 401);
}

#[tokio::test]
async fn permissions_in_user_info_match_the_tree() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    let perms: Vec<&str> = me.ok()["permissions"].as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    assert_eq!(
        perms,
        [
            "company.enterprise-info",
            "identity.base-info",
            "identity.company",
            "identity.company-info",
            "identity.security",
            "notices.messages",
            "notices.todos",
            "user-center",
            "workbench.console",
            "workbench.home"
        ]
    );
    assert_eq!(me.ok()["roles"], serde_json::json!(["company_sub"]));
}

#[tokio::test]
async fn every_menu_page_is_listed_for_telling_a_refusal_from_a_missing_page() {
    let app = TestApp::new().await;
    let sub = app.login(SUB).await;
    let r = app.get("/api/platform/menuPages", Some(&sub)).await;
    let pages: Vec<&str> = r.ok().as_array().unwrap().iter().map(|p| p.as_str().unwrap()).collect();
    for page in ["/home/console", "/userCenter/accountManage", "/operation/certifications", "/sign/contracts", "/base/baseData"] {
        assert!(pages.contains(&page), "{page} in {pages:?}");
    }
    assert!(!pages.contains(&"/sign") && !pages.contains(&"/operation"), "folders are not pages");
    assert_eq!(app.get("/api/platform/menuPages", None).await.code(), 401);
}

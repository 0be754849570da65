//! Reading companies: own company for members, every company for operators.

use crate::support::*;

async fn company_id(app: &TestApp, name: &str) -> i64 {
    sqlx::query_as::<_, (i64,)>("SELECT id FROM companies WHERE company_name = $1")
        .bind(name)
        .fetch_one(&app.state.db.pool)
        .await
        .unwrap()
        .0
}

#[tokio::test]
async fn members_read_their_own_company_only() {
    let app = TestApp::new().await;
    let sub = app.login(SUB).await;
    let own = app.get("/api/ptd-user/resource/company/getCompanyById", Some(&sub)).await;
    let c = own.ok();
    assert_eq!(c["companyName"], "演示科技有限公司");
    assert_eq!(c["mobile"], "138****0001");
    assert_eq!((c["reviewStatus"].as_i64(), c["certificated"].as_i64()), (Some(2), Some(1)));
    let spark = company_id(&app, "星火智造有限公司").await;
    let r = app.get(&format!("/api/ptd-user/resource/company/getCompanyById?companyId={spark}"), Some(&sub)).await;
    assert_eq!(r.code(), 404);
    let op = app.login(OPERATOR).await;
    let r = app.get(&format!("/api/ptd-user/resource/company/getCompanyById?companyId={spark}"), Some(&op)).await;
    assert_eq!(r.ok()["companyName"], "星火智造有限公司");
    // The operator has no company of its own to default to.
    assert_eq!(app.get("/api/ptd-user/resource/company/getCompanyById", Some(&op)).await.code(), 10003);
}

#[tokio::test]
async fn operators_page_through_companies() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let r = app.get("/api/ptd-user/resource/company/page?pageNum=1&pageSize=1", Some(&op)).await;
    assert_eq!(r.ok()["total"], 2);
    assert_eq!(r.ok()["rows"].as_array().unwrap().len(), 1);
    let page2 = app.get("/api/ptd-user/resource/company/page?pageNum=2&pageSize=1", Some(&op)).await;
    assert_ne!(page2.ok()["rows"][0]["id"], r.ok()["rows"][0]["id"]);
    let found = app.get("/api/ptd-user/resource/company/page?companyName=%E6%98%9F%E7%81%AB", Some(&op)).await;
    assert_eq!(found.ok()["total"], 1);
    let certified = app.get("/api/ptd-user/resource/company/page?reviewStatus=2", Some(&op)).await;
    assert_eq!(certified.ok()["rows"][0]["companyName"], "演示科技有限公司");
    let huge = app.get("/api/ptd-user/resource/company/page?pageSize=99999999&pageNum=-5", Some(&op)).await;
    assert_eq!(huge.ok()["rows"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn only_operators_may_list_companies() {
    let app = TestApp::new().await;
    for who in [MAIN, SUB] {
        let token = app.login(who).await;
        let r = app.get("/api/ptd-user/resource/company/page", Some(&token)).await;
        assert_eq!((r.code(), r.msg()), (10003, "您没有访问权限，请联系管理员授权！"));
    }
    assert_eq!(app.get("/api/ptd-user/resource/company/page", None).await.code(), 401);
}

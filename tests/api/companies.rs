//! Reading companies: own company for members, every company for operators,
//! and what operators see of one company: its members and its certification history.

use crate::certification::licence;
use crate::support::*;
use serde_json::{json, Value};

async fn company_id(app: &TestApp, name: &str) -> i64 {
    sqlx::query_as::<_, (i64,)>("SELECT id FROM companies WHERE company_name = $1")
        .bind(name)
        .fetch_one(&app.state.db.read)
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

#[tokio::test]
async fn operators_read_the_members_of_a_company() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let demo = company_id(&app, "演示科技有限公司").await;
    let r = app.get(&format!("/api/ptd-user/resource/company/members?companyId={demo}&pageNum=1&pageSize=10"), Some(&op)).await;
    assert_eq!(r.ok()["total"], 2);
    let rows = r.ok()["rows"].as_array().unwrap();
    // The main account first, then in the order they joined; mobiles masked.
    let main = &rows[0];
    assert_eq!((main["mobile"].as_str(), main["realName"].as_str()), (Some("138****0001"), Some("张伟")));
    assert_eq!((main["userType"].as_i64(), main["userTypeName"].as_str()), (Some(0), Some("主账号")));
    assert_eq!((main["status"].as_i64(), main["statusName"].as_str()), (Some(1), Some("正常")));
    assert!(main["joinTime"].as_str().is_some_and(|t| t.len() == 19), "joined at {:?}", main["joinTime"]);
    assert_eq!(main["userId"].as_i64(), Some(app.user_id(MAIN).await));
    let sub = &rows[1];
    assert_eq!((sub["mobile"].as_str(), sub["realName"].as_str()), (Some("138****0002"), Some("李娜")));
    assert_eq!((sub["userType"].as_i64(), sub["userTypeName"].as_str()), (Some(1), Some("子账号")));

    let second = app.get(&format!("/api/ptd-user/resource/company/members?companyId={demo}&pageNum=2&pageSize=1"), Some(&op)).await;
    assert_eq!(second.ok()["total"], 2);
    assert_eq!(second.ok()["rows"].as_array().unwrap().len(), 1);
    assert_eq!(second.ok()["rows"][0]["mobile"], "138****0002");

    // Another company's members are its own.
    let spark = company_id(&app, "星火智造有限公司").await;
    let other = app.get(&format!("/api/ptd-user/resource/company/members?companyId={spark}"), Some(&op)).await;
    assert_eq!(other.ok()["total"], 1);
    assert_eq!(other.ok()["rows"][0]["mobile"], "138****0003");
}

#[tokio::test]
async fn only_operators_read_a_companys_members_and_an_unknown_company_is_not_found() {
    let app = TestApp::new().await;
    let demo = company_id(&app, "演示科技有限公司").await;
    let path = format!("/api/ptd-user/resource/company/members?companyId={demo}");
    for who in [MAIN, SUB] {
        let token = app.login(who).await;
        let r = app.get(&path, Some(&token)).await;
        assert_eq!((r.code(), r.msg()), (10003, "您没有访问权限，请联系管理员授权！"), "{who}");
    }
    assert_eq!(app.get(&path, None).await.code(), 401);
    let op = app.login(OPERATOR).await;
    // Ids are made from the time: no company has id 1.
    let unknown = app.get("/api/ptd-user/resource/company/members?companyId=1", Some(&op)).await;
    assert_eq!(unknown.code(), 404);
    assert_eq!(app.get("/api/ptd-user/resource/company/members", Some(&op)).await.code(), 10001, "the company is required");
}

/// The operators' review page of one company.
async fn history(app: &TestApp, op: &str, query: &str) -> Value {
    app.get(&format!("/api/ptd-user/certification/review/page?{query}"), Some(op)).await.ok().clone()
}

#[tokio::test]
async fn the_review_page_reads_one_companys_certification_history() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let demo = company_id(&app, "演示科技有限公司").await;
    let spark = company_id(&app, "星火智造有限公司").await;
    assert_eq!(history(&app, &op, &format!("companyId={demo}")).await["total"], 0, "the demo company was certified without a submission");

    // The demo company's edit goes to review and is approved; a second edit waits.
    let main = app.login(MAIN).await;
    let l = licence(&app, &main).await;
    let edit = json!({"socialCode": "91350100M000100Y43", "licensePhoto": l, "linkman": "张伟", "industry": "智能制造", "mainProduct": "工业网关"});
    assert_eq!(app.post("/api/ptd-user/resource/company/update", Some(&main), edit.clone()).await.ok()["reviewStatus"], 1);
    let first = history(&app, &op, &format!("companyId={demo}")).await["rows"][0]["id"].as_i64().unwrap();
    app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": first, "approve": true})).await.ok();
    assert_eq!(app.post("/api/ptd-user/resource/company/update", Some(&main), edit).await.ok()["reviewStatus"], 1);
    // Another company's submission, still pending.
    let owner = app.login(UNCERTIFIED).await;
    let spark_review = json!({"companyName": "星火智造有限公司", "mobile": "13800000003", "linkman": "王强", "artificialPerson": "王强", "mainProduct": "数控机床零部件"});
    let spark_id = app.post("/api/ptd-industry/company/submitCompanyReview", Some(&owner), spark_review).await.ok()["id"].as_i64().unwrap();

    // Every kind and state of the one company, newest first; nothing of the other.
    let demo_history = history(&app, &op, &format!("companyId={demo}&pageNum=1&pageSize=10")).await;
    assert_eq!(demo_history["total"], 2);
    let rows = demo_history["rows"].as_array().unwrap();
    assert!(rows.iter().all(|r| r["companyId"].as_i64() == Some(demo) && r["companyName"] == "演示科技有限公司"), "{rows:?}");
    assert!(rows.iter().all(|r| r["id"].as_i64() != Some(spark_id)));
    assert_eq!((rows[0]["status"].as_i64(), rows[1]["status"].as_i64()), (Some(1), Some(2)), "newest first");
    assert_eq!(rows[1]["id"].as_i64(), Some(first));
    assert!(rows[0]["id"].as_i64() > rows[1]["id"].as_i64());
    assert_eq!((rows[1]["kind"].as_str(), rows[1]["reviewerName"].as_str()), (Some("review"), Some("赵敏")));
    assert!(rows[1]["reviewTime"].as_str().is_some());

    let spark_history = history(&app, &op, &format!("companyId={spark}")).await;
    assert_eq!(spark_history["total"], 1);
    assert_eq!(spark_history["rows"][0]["id"].as_i64(), Some(spark_id));

    // The other filters narrow a company's history too.
    assert_eq!(history(&app, &op, &format!("companyId={demo}&status=2")).await["total"], 1);
    assert_eq!(history(&app, &op, &format!("companyId={demo}&kind=person")).await["total"], 0);
    assert_eq!(history(&app, &op, &format!("companyId={demo}&kind=company")).await["total"], 2);

    // Without a company the queue is as before: pending company submissions, oldest first.
    let queue = history(&app, &op, "").await;
    assert_eq!(queue["total"], 2);
    let queue_rows = queue["rows"].as_array().unwrap();
    assert_eq!((queue_rows[0]["companyId"].as_i64(), queue_rows[1]["id"].as_i64()), (Some(demo), Some(spark_id)));
    assert_eq!(history(&app, &op, "status=2").await["total"], 1);
    assert_eq!(history(&app, &op, "kind=person").await["total"], 0);
}

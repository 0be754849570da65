//! The user-info reply and the members list, scoped to the caller's company.

use crate::support::*;
use services::identity;
use serde_json::json;

#[tokio::test]
async fn main_account_details_have_every_reply_field() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let me = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await;
    let d = me.ok();
    assert_eq!(d["userId"].as_i64(), Some(app.user_id(MAIN).await));
    assert_eq!(d["realName"], "张伟");
    assert_eq!(d["mobile"], MAIN);
    assert_eq!((d["userType"].as_i64(), d["userTypeName"].as_str()), (Some(0), Some("主账号")));
    assert_eq!(d["primaryAccount"], true);
    assert_eq!((d["status"].as_i64(), d["statusName"].as_str()), (Some(1), Some("正常")));
    assert_eq!(d["companyName"], "演示科技有限公司");
    assert_eq!((d["certificationStatus"].as_i64(), d["certificated"].as_i64()), (Some(2), Some(1)));
    assert_eq!(d["companyCount"], 1);
    let company = &d["companyInfo"];
    assert_eq!(company["companyName"], "演示科技有限公司");
    assert_eq!(company["companyCode"], "YS20260001");
    assert_eq!((company["reviewStatus"].as_i64(), company["reviewStatusName"].as_str()), (Some(2), Some("已认证")));
    assert_eq!(d["deptInfo"]["deptName"], "市场部");
    assert_eq!(d["postInfoVo"]["postName"], "总经理");
    let created = d["createTime"].as_str().unwrap();
    assert_eq!(created.len(), 19, "YYYY-MM-DD HH:MM:SS: {created}");
    assert!(d.get("passwordHash").is_none() && !me.body.to_string().contains("argon2"));
}

#[tokio::test]
async fn uncertified_and_companyless_users() {
    let app = TestApp::new().await;
    let token = app.login(UNCERTIFIED).await;
    let d = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await.ok().clone();
    assert_eq!((d["certificationStatus"].as_i64(), d["certificationStatusName"].as_str()), (Some(0), Some("未认证")));
    assert_eq!(d["certificated"], 0);

    let token = app.login(OPERATOR).await;
    let d = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await.ok().clone();
    assert!(d["companyId"].is_null() && d["companyInfo"].is_null() && d["userType"].is_null());
    assert_eq!(d["roles"], json!(["operator"]));
}

#[tokio::test]
async fn a_user_of_several_companies_with_none_current_is_told_so() {
    let app = TestApp::new().await;
    let uid = app.user_id(UNCERTIFIED).await;
    let other: i64 = sqlx::query_as::<_, (i64,)>("SELECT id FROM companies WHERE company_name = '演示科技有限公司'")
        .fetch_one(&app.state.db.read)
        .await
        .unwrap()
        .0;
    identity::add_member(&app.state.db.write, other, uid, 1).await.unwrap();
    identity::set_current_company(&app.state.db.write, uid, None).await.unwrap();
    let token = app.login(UNCERTIFIED).await;
    let d = app.get("/api/ptd-user/resource/user/getUserDetails", Some(&token)).await.ok().clone();
    assert!(d["companyId"].is_null());
    assert_eq!(d["companyCount"], 2);
}

#[tokio::test]
async fn details_of_other_users_follow_company_scope() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let op = app.login(OPERATOR).await;
    let sub_id = app.user_id(SUB).await;
    let main_id = app.user_id(MAIN).await;
    let stranger = app.user_id(UNCERTIFIED).await;
    let path = |id: i64| format!("/api/ptd-user/resource/user/getUserDetails?userId={id}");
    assert_eq!(app.get(&path(sub_id), Some(&main)).await.ok()["realName"], "李娜");
    assert_eq!(app.get(&path(stranger), Some(&main)).await.code(), 404, "another company's user");
    assert_eq!(app.get(&path(main_id), Some(&sub)).await.code(), 10003, "sub-accounts read only themselves");
    assert_eq!(app.get(&path(stranger), Some(&op)).await.ok()["realName"], "王强");
    assert_eq!(app.get("/api/ptd-user/resource/user/getUserDetails?userId=abc", Some(&main)).await.code(), 10001);
}

#[tokio::test]
async fn members_list_is_masked_searchable_and_scoped() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    let r = app.get("/api/ptd-user/resource/user/getUserDict", Some(&token)).await;
    let rows = r.ok().as_array().unwrap().clone();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["realName"], "张伟");
    assert_eq!(rows[0]["userTypeName"], "主账号");
    assert_eq!(rows[1]["mobile"], "138****0002");
    assert_eq!(rows[1]["deptName"], "技术部");
    let found = app.get("/api/ptd-user/resource/user/getUserDict?realName=%20%E6%9D%8E%20", Some(&token)).await;
    assert_eq!(found.ok().as_array().unwrap().len(), 1);
    let none = app.get("/api/ptd-user/resource/user/getUserDict?realName=%25", Some(&token)).await;
    assert_eq!(none.ok().as_array().unwrap().len(), 0, "a % is text, not a wildcard");
    let spark: i64 = sqlx::query_as::<_, (i64,)>("SELECT id FROM companies WHERE company_name = '星火智造有限公司'")
        .fetch_one(&app.state.db.read)
        .await
        .unwrap()
        .0;
    let other = app.get(&format!("/api/ptd-user/resource/user/getUserDict?companyId={spark}"), Some(&token)).await;
    assert_eq!(other.code(), 404, "no company id in a URL reads another company's rows");
}

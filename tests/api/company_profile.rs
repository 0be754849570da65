//! The company profile, logo, lookups, receiving addresses and invoice headers.

use crate::certification::{licence, png};
use crate::support::*;
use serde_json::json;

#[tokio::test]
async fn editing_a_certified_company_sends_it_back_to_review() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let l = licence(&app, &main).await;
    let body = json!({"socialCode": "91350100M000100Y43", "licensePhoto": l, "linkman": "张伟", "industry": "智能制造", "mainProduct": "工业网关"});
    let r = app.post("/api/ptd-user/resource/company/update", Some(&main), body.clone()).await;
    assert_eq!(r.ok()["reviewStatus"], 1);
    let company = app.get("/api/ptd-user/resource/company/getCompanyById", Some(&main)).await;
    assert_eq!((company.ok()["reviewStatus"].as_i64(), company.ok()["mainProduct"].as_str()), (Some(1), Some("工业网关")));
    let op = app.login(OPERATOR).await;
    assert_eq!(app.get("/api/ptd-user/certification/review/page", Some(&op)).await.ok()["total"], 1, "the edit is in the queue");
    // The licence comes back with the company, so an edit can send it unchanged.
    assert_eq!(company.ok()["licensePhoto"], l.as_str());
    let licence_url = company.ok()["licensePhotoUrl"].as_str().unwrap().to_string();
    assert_eq!(app.get(&licence_url, Some(&main)).await.status, 200);
    let unchanged = app.post("/api/ptd-user/resource/company/update", Some(&main), body.clone()).await;
    assert_eq!(unchanged.ok()["reviewStatus"], 1, "the licence the company holds needs no new upload");
    assert_eq!(app.get("/api/ptd-user/certification/review/page", Some(&op)).await.ok()["total"], 2);
    for (patch, msg) in [
        (json!({"socialCode": ""}), "统一社会信用代码不能为空"),
        (json!({"socialCode": "9135-0100"}), "只能输入数字,字母"),
        (json!({"linkman": ""}), "联系人不能为空"),
        (json!({"licensePhoto": ""}), "请上传营业执照"),
    ] {
        let mut b = body.clone();
        for (k, v) in patch.as_object().unwrap() {
            b[k] = v.clone();
        }
        assert_eq!(app.post("/api/ptd-user/resource/company/update", Some(&main), b).await.msg(), msg);
    }
    let sub = app.login(SUB).await;
    assert_eq!(app.post("/api/ptd-user/resource/company/update", Some(&sub), body).await.code(), 10003);
}

#[tokio::test]
async fn only_the_main_account_uploads_the_logo_up_to_10mb() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let r = app.upload("/api/ptd-user/resource/company/uploadCompanyLogo", &main, png(), &[]).await;
    let url = r.ok().as_str().unwrap().to_string();
    assert!(url.starts_with("/api/files/logo/"));
    assert_eq!(app.get(&url, None).await.status, 200, "logos are public");
    let company = app.get("/api/ptd-user/resource/company/getCompanyById", Some(&main)).await;
    assert_eq!(company.ok()["logo"], url.as_str());
    let sub = app.login(SUB).await;
    let r = app.upload("/api/ptd-user/resource/company/uploadCompanyLogo", &sub, png(), &[]).await;
    assert_eq!((r.code(), r.msg()), (13004, "请联系企业主账号上传logo"));
    let mut big = png();
    big.resize(10 * 1024 * 1024 + 1, 0);
    let r = app.upload("/api/ptd-user/resource/company/uploadCompanyLogo", &main, big, &[]).await;
    assert_eq!(r.msg(), "上传图片大小不能超过 10MB!");
}

#[tokio::test]
async fn lookups_are_scoped_and_masked() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let own = app.get("/api/ptd-user/resource/company/getCompanyByName?companyName=%E6%BC%94%E7%A4%BA%E7%A7%91%E6%8A%80%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8", Some(&main)).await;
    assert_eq!(own.ok()["companyName"], "演示科技有限公司");
    let other = app.get("/api/ptd-user/resource/company/getCompanyByName?companyName=%E6%98%9F%E7%81%AB%E6%99%BA%E9%80%A0%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8", Some(&main)).await;
    assert_eq!(other.ok()["companyName"], "星火***公司");
    let none = app.get("/api/ptd-user/resource/company/getCompanyByName?companyName=nobody", Some(&main)).await;
    assert!(none.ok().is_null());
    let sub_id = app.user_id(SUB).await;
    let stranger = app.user_id(UNCERTIFIED).await;
    assert_eq!(app.get(&format!("/api/ptd-user/resource/company/getCompanyInfoByUserId?userId={sub_id}"), Some(&main)).await.ok()["companyName"], "演示科技有限公司");
    assert_eq!(app.get(&format!("/api/ptd-user/resource/company/getCompanyInfoByUserId?userId={stranger}"), Some(&main)).await.code(), 404);
    let cid = own.ok()["id"].as_i64().unwrap();
    let rel = app.get(&format!("/api/industry-user/userCompany/getById?id={cid}"), Some(&main)).await;
    assert_eq!((rel.ok()["userType"].as_i64(), rel.ok()["certificated"].as_i64()), (Some(0), Some(1)));
    let spark = other.ok()["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/industry-user/userCompany/getById?id={spark}"), Some(&main)).await.code(), 404);
    let r = app.post("/api/ptd-user/resource/company/changeCompanyProvAndCityAndDist", Some(&main), json!({"province": "福建省", "city": "福州市", "district": "鼓楼区"})).await;
    assert_eq!(r.data(), "修改成功");
    let company = app.get("/api/ptd-user/resource/company/getCompanyById", Some(&main)).await;
    assert_eq!((company.ok()["province"].as_str(), company.ok()["city"].as_str(), company.ok()["district"].as_str()), (Some("福建省"), Some("福州市"), Some("鼓楼区")));
    // Another company's details never come back: its id answers as absent.
    let r = app.get(&format!("/api/ptd-user/resource/company/getCompanyById?companyId={spark}"), Some(&main)).await;
    assert_eq!(r.code(), 404);
}

#[tokio::test]
async fn receiving_addresses_follow_the_rules_and_the_company() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let page = app.get("/api/ptd-component/endpoint/global/address/queryPageList?pageNum=1&pageSize=10&platformName=industry", Some(&main)).await;
    assert_eq!(page.ok()["total"], 2, "demo addresses");
    let add = |body: serde_json::Value| {
        let (app, main) = (&app, &main);
        async move { app.post("/api/ptd-component/endpoint/global/address/add", Some(main), body).await }
    };
    for (body, msg) in [
        (json!({"mobile": "13800000001", "detailAddress": "福州"}), "请输入收货人"),
        (json!({"linkName": "一二三四五六七八九十一", "mobile": "13800000001", "detailAddress": "福州"}), "收货人不能超过10个字"),
        (json!({"linkName": "张伟", "mobile": "13800000001"}), "请输入收货地址"),
        (json!({"linkName": "张伟", "mobile": "138000000011", "detailAddress": "福州"}), "请输入正确的手机号"),
    ] {
        assert_eq!(add(body).await.msg(), msg);
    }
    let id = add(json!({"linkName": "王五", "mobile": "13900000000", "detailAddress": "福建省泉州市丰泽区东海大街1号"})).await.ok().as_i64().unwrap();
    let one = app.get(&format!("/api/ptd-component/endpoint/global/address/queryById?id={id}"), Some(&main)).await;
    assert_eq!((one.ok()["linkName"].as_str(), one.ok()["type"].as_i64()), (Some("王五"), Some(3)));
    let r = app
        .request(
            axum::http::Method::PUT,
            "/api/ptd-component/endpoint/global/address/update",
            Some(&main),
            Some(json!({"id": id, "linkName": "王六", "mobile": "13900000000", "detailAddress": "福建省泉州市"})),
            &[],
        )
        .await;
    assert_eq!(r.data(), "修改成功");
    assert_eq!(app.get("/api/ptd-industry/deliveryAddress/getMy", Some(&main)).await.ok().as_array().unwrap().len(), 3);
    // A client's own platformName is not stored: the address stays in the list.
    let odd = add(json!({"linkName": "赵六", "mobile": "13900000001", "detailAddress": "福州", "platformName": "other"})).await.ok().as_i64().unwrap();
    let one = app.get(&format!("/api/ptd-component/endpoint/global/address/queryById?id={odd}"), Some(&main)).await;
    assert_eq!(one.ok()["platformName"], "industry");
    let page = app.get("/api/ptd-component/endpoint/global/address/queryPageList?pageNum=1&pageSize=10", Some(&main)).await;
    assert_eq!(page.ok()["total"], 4);

    let sub = app.login(SUB).await;
    assert_eq!(app.get(&format!("/api/ptd-component/endpoint/global/address/queryById?id={id}"), Some(&sub)).await.code(), 200, "members read");
    assert_eq!(app.post("/api/ptd-component/endpoint/global/address/add", Some(&sub), json!({"linkName": "x", "mobile": "13900000000", "detailAddress": "y"})).await.code(), 10003);
    let other = app.login(UNCERTIFIED).await;
    assert_eq!(app.get(&format!("/api/ptd-component/endpoint/global/address/queryById?id={id}"), Some(&other)).await.code(), 404);
    let del = |token: String| {
        let app = &app;
        async move {
            app.request(axum::http::Method::DELETE, &format!("/api/ptd-component/endpoint/global/address/deleteById?id={id}"), Some(&token), None, &[]).await
        }
    };
    assert_eq!(del(other.clone()).await.code(), 404, "another company's main account cannot even see it");
    assert_eq!(del(main.clone()).await.data(), "删除成功");
    assert_eq!(del(main.clone()).await.code(), 404);
}

#[tokio::test]
async fn invoice_headers_follow_the_rules_and_the_company() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let base = json!({"companyName": "演示科技有限公司", "taxIdNumber": "91350100M000100Y43", "mobile": "0591-87654321", "bankName": "招商银行", "bankAccount": "6225880123456789"});
    for (patch, msg) in [
        (json!({"taxIdNumber": ""}), "请输入税号"),
        (json!({"taxIdNumber": "9135"}), "税号格式错误"),
        (json!({"bankAccount": "123"}), "长度在 10 到 40 个字符"),
        (json!({"mobile": "12345"}), "手机号格式错误"),
        (json!({"companyName": ""}), "请输入发票抬头"),
    ] {
        let mut b = base.clone();
        for (k, v) in patch.as_object().unwrap() {
            b[k] = v.clone();
        }
        assert_eq!(app.post("/api/ptd-component/global/resource/invoiceHeader", Some(&main), b).await.msg(), msg, "{patch}");
    }
    let id = app.post("/api/ptd-component/global/resource/invoiceHeader", Some(&main), base.clone()).await.ok().as_i64().unwrap();
    let list = app.get("/api/ptd-component/global/resource/invoiceHeader/list?pageNum=1&pageSize=10", Some(&main)).await;
    assert_eq!(list.ok()["total"], 2);
    let mut edited = base.clone();
    edited["id"] = id.into();
    edited["bankName"] = "兴业银行".into();
    let r = app.request(axum::http::Method::PUT, "/api/ptd-component/global/resource/invoiceHeader", Some(&main), Some(edited), &[]).await;
    assert_eq!(r.data(), "编辑成功");
    assert_eq!(app.get(&format!("/api/ptd-component/global/resource/invoiceHeader/{id}"), Some(&main)).await.ok()["bankName"], "兴业银行");
    app.get(&format!("/api/ptd-component/global/resource/invoiceHeader/changeStatus?id={id}&status=0"), Some(&main)).await.ok();
    assert_eq!(app.get("/api/ptd-component/global/resource/invoiceHeader/getMy", Some(&main)).await.ok().as_array().unwrap().len(), 1, "disabled headers are not offered");
    let sub = app.login(SUB).await;
    assert_eq!(app.get(&format!("/api/ptd-component/global/resource/invoiceHeader/remove?id={id}"), Some(&sub)).await.code(), 10003);
    let other = app.login(UNCERTIFIED).await;
    assert_eq!(app.get(&format!("/api/ptd-component/global/resource/invoiceHeader/{id}"), Some(&other)).await.code(), 404);
    assert_eq!(app.get(&format!("/api/ptd-component/global/resource/invoiceHeader/remove?id={id}"), Some(&main)).await.data(), "删除成功");
}

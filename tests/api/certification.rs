//! Company and personal certification, private images, the operators' review
//! queue, and the certified-company guard.

use crate::support::*;
use serde_json::{json, Value};

pub fn png() -> Vec<u8> {
    kernel::picture::Canvas::new(16, 12, [200, 60, 40, 255]).png().unwrap()
}

/// Uploads a licence through the OCR call and returns the stored key.
pub async fn licence(app: &TestApp, token: &str) -> String {
    let r = app.upload("/api/ptd-user/endpoint/certification/companyIdCardOCR", token, png(), &[]).await;
    assert_eq!(r.ok()["message"], "营业执照上传成功!");
    r.ok()["licensePhoto"].as_str().unwrap().to_string()
}

pub async fn id_card(app: &TestApp, token: &str) -> String {
    let r = app.upload("/api/ptd-user/endpoint/certification/userIdCardOCR", token, png(), &[]).await;
    assert_eq!(r.ok()["message"], "身份证上传成功!");
    r.ok()["idCardPhoto"].as_str().unwrap().to_string()
}

fn company_form(licence: &str, legal: &str) -> Value {
    json!({
        "companyName": "星火智造有限公司", "licenseNumber": "91350100M000100Y43", "artificialPerson": "王强",
        "realName": "王强", "idCard": "350102199001011234", "licensePhoto": licence, "legalPersonPhoto": legal
    })
}

async fn submit_company(app: &TestApp, token: &str) -> i64 {
    let (l, p) = (licence(app, token).await, licence(app, token).await);
    let r = app.post("/api/ptd-user/endpoint/certification/companyCertification", Some(token), company_form(&l, &p)).await;
    r.ok()["id"].as_i64().unwrap()
}

async fn details(app: &TestApp, token: &str) -> Value {
    app.get("/api/ptd-user/resource/user/getUserDetails", Some(token)).await.ok().clone()
}

#[tokio::test]
async fn a_company_is_certified_after_an_operator_approves() {
    let app = TestApp::new().await;
    let owner = app.login(UNCERTIFIED).await;
    let id = submit_company(&app, &owner).await;
    assert_eq!(details(&app, &owner).await["certificationStatus"], 1);
    let again = app.post("/api/ptd-user/endpoint/certification/companyCertification", Some(&owner), company_form("x", "y")).await;
    assert_eq!(again.code(), 13008, "images must be the company's own uploads");
    let l = licence(&app, &owner).await;
    let again = app.post("/api/ptd-user/endpoint/certification/companyCertification", Some(&owner), company_form(&l, &l)).await;
    assert_eq!((again.code(), again.msg()), (13006, "认证信息审核中，请勿重复提交"));

    let op = app.login(OPERATOR).await;
    let queue = app.get("/api/ptd-user/certification/review/page?kind=company", Some(&op)).await;
    assert_eq!(queue.ok()["total"], 1);
    let item = &queue.ok()["rows"][0];
    assert_eq!(item["companyName"], "星火智造有限公司");
    assert_eq!(item["idCard"], "3501**********1234");
    let image = item["licensePhotoUrl"].as_str().unwrap().to_string();
    assert_eq!(app.get(&image, Some(&op)).await.status, 200, "operators see the images");
    assert_eq!(app.get(&image, Some(&owner)).await.status, 200, "the owner company too");
    assert_eq!(app.get(&image, Some(&app.login(MAIN).await)).await.code(), 404, "nobody else");
    assert_eq!(app.get(&image, None).await.code(), 401);

    // The code is the demo company's, already certified: the operator is told before deciding.
    let before = app.get(&format!("/api/ptd-user/certification/review/detail?id={id}"), Some(&op)).await;
    assert_eq!(before.ok()["socialCodeCertifiedBy"], "演示科技有限公司");
    let r = app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": id, "approve": true})).await;
    assert_eq!(r.data(), "审核完成");
    let audited = app.get("/api/platform/audit/page?kind=certification-review", Some(&op)).await.ok().clone();
    assert_eq!((audited["total"].as_i64(), audited["rows"][0]["target"].as_str()), (Some(1), Some(format!("certification:{id}").as_str())), "the decision is audited");
    assert_eq!(audited["rows"][0]["detail"], "企业认证：审核中 → 已通过");
    let twice = app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": id, "approve": false, "reviewNote": "x"})).await;
    assert_eq!(twice.code(), 13009, "a decision is final");
    let d = details(&app, &owner).await;
    assert_eq!((d["certificationStatus"].as_i64(), d["certificated"].as_i64()), (Some(2), Some(1)));
    let detail = app.get(&format!("/api/ptd-user/certification/review/detail?id={id}"), Some(&op)).await;
    assert_eq!(detail.ok()["reviewerName"], "赵敏");
    let (messages,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM user_messages WHERE title = '企业认证已通过'")
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert_eq!(messages, 1, "the applicant is told");
}

#[tokio::test]
async fn a_rejection_shows_its_reason_and_the_company_resubmits() {
    let app = TestApp::new().await;
    let owner = app.login(UNCERTIFIED).await;
    let id = submit_company(&app, &owner).await;
    let op = app.login(OPERATOR).await;
    let no_reason = app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": id, "approve": false})).await;
    assert_eq!((no_reason.code(), no_reason.msg()), (13010, "请输入驳回原因"));
    app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": id, "approve": false, "reviewNote": "营业执照照片不清晰"}))
        .await
        .ok();
    let status = app.get("/api/ptd-user/endpoint/certification/status", Some(&owner)).await;
    assert_eq!(status.ok()["certificationStatus"], 3);
    assert_eq!(status.ok()["company"]["reviewNote"], "营业执照照片不清晰");
    // The rejected submission comes back whole, so the next one starts from it, images included.
    let previous = &status.ok()["company"];
    assert_eq!(
        (previous["licenseNumber"].as_str(), previous["artificialPerson"].as_str(), previous["idCard"].as_str()),
        (Some("91350100M000100Y43"), Some("王强"), Some("350102199001011234"))
    );
    let legal_url = previous["legalPersonPhotoUrl"].as_str().unwrap();
    assert_eq!(app.get(legal_url, Some(&owner)).await.status, 200);
    let again = company_form(previous["licensePhoto"].as_str().unwrap(), previous["legalPersonPhoto"].as_str().unwrap());
    app.post("/api/ptd-user/endpoint/certification/companyCertification", Some(&owner), again).await.ok();
    assert_eq!(details(&app, &owner).await["certificationStatus"], 1);
    let pending = app.get("/api/ptd-user/endpoint/certification/status", Some(&owner)).await;
    assert!(pending.ok()["company"]["idCard"].is_null(), "only a rejected submission is sent back");
    let history: (i64,) = sqlx::query_as("SELECT COUNT(*) FROM certification_decisions").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(history.0, 1, "earlier decisions are kept");
}

#[tokio::test]
async fn certification_form_rules_and_the_credit_code_check_digit() {
    let app = TestApp::new().await;
    let owner = app.login(UNCERTIFIED).await;
    let l = licence(&app, &owner).await;
    let path = "/api/ptd-user/endpoint/certification/companyCertification";
    for (patch, code, msg) in [
        (json!({"licenseNumber": "123"}), 10001, "请输入18位统一社会信用代码"),
        (json!({"licenseNumber": "91350100M000100Y44"}), 13005, "统一社会信用代码校验失败，请核对后重新输入"),
        (json!({"artificialPerson": ""}), 10001, "请输入法定代表人姓名"),
        (json!({"idCard": ""}), 10001, "请输入法定身份证号码"),
        (json!({"idCard": "012345678901"}), 10001, "请输入正确的身份证号码"),
        (json!({"licensePhoto": ""}), 10001, "请上传营业执照"),
        (json!({"companyName": "一".repeat(51)}), 10001, "企业名称不能超过50个字"),
        (json!({"companyName": "演示科技有限公司"}), 13007, "企业名称已存在"),
    ] {
        let mut body = company_form(&l, &l);
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        let r = app.post(path, Some(&owner), body).await;
        assert_eq!((r.code(), r.msg()), (code, msg), "{patch}");
    }
    let sub = app.login(SUB).await;
    let r = app.post(path, Some(&sub), company_form(&l, &l)).await;
    assert!(r.code() == 10003 || r.code() == 13008, "a sub-account cannot certify: {:?}", r.body);
}

#[tokio::test]
async fn uploads_are_checked_by_content_and_size() {
    let app = TestApp::new().await;
    let token = app.login(UNCERTIFIED).await;
    let path = "/api/ptd-user/endpoint/certification/companyIdCardOCR";
    let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;".to_vec();
    assert_eq!(app.upload(path, &token, gif, &[]).await.msg(), "格式不支持!");
    assert_eq!(app.upload(path, &token, b"MZ not a picture".to_vec(), &[]).await.msg(), "格式不支持!");
    let mut big = png();
    big.resize(1024 * 1024 + 10, 0);
    assert_eq!(app.upload(path, &token, big, &[]).await.msg(), "上传图片大小不能超过 1MB!");
}

#[tokio::test]
async fn a_user_without_a_company_gets_one_by_certifying() {
    let app = TestApp::new().await;
    let code = app.auth_code("13900000011").await;
    app.request(
        axum::http::Method::POST,
        "/api/ptd-industry/endpoint/user/otherPlatformsRegisterNoSmsCodeNotChecking",
        None,
        Some(json!({"mobile": "13900000011", "password": "Spark@2026", "realName": "陈晨", "companyName": "临时企业"})),
        &[("x-integration-key", "dev-only-integration-key")],
    )
    .await
    .ok();
    let _ = code;
    let uid = app.user_id("13900000011").await;
    sqlx::query("DELETE FROM company_members WHERE user_id = $1").bind(uid).execute(&app.state.db.write).await.unwrap();
    services::identity::set_current_company(&app.state.db.write, uid, None).await.unwrap();
    let token = app.login_reply("13900000011", "Spark@2026").await.ok()["token"].as_str().unwrap().to_string();
    let l = licence(&app, &token).await;
    let mut form = company_form(&l, &l);
    form["companyName"] = "晨光新材料有限公司".into();
    let r = app.post("/api/ptd-user/endpoint/certification/companyCertification", Some(&token), form).await;
    assert!(r.ok()["companyId"].as_i64().is_some());
    let d = details(&app, &token).await;
    assert_eq!((d["companyName"].as_str(), d["userType"].as_i64(), d["certificationStatus"].as_i64()), (Some("晨光新材料有限公司"), Some(0), Some(1)));
}

#[tokio::test]
async fn personal_certification_needs_a_code_and_is_reviewed() {
    let app = TestApp::new().await;
    let token = app.login(SUB).await;
    let (front, back) = (id_card(&app, &token).await, id_card(&app, &token).await);
    let form = |code: &str| {
        json!({"realName": "李娜", "mobile": SUB, "idCard": "350102199202023456", "idCardPhoto": front, "idCardPhotoBack": back, "smsCode": code, "sex": 1})
    };
    let r = app.post("/api/ptd-user/endpoint/certification/userCertification", Some(&token), form("123456")).await;
    assert_eq!(r.code(), 10013, "no code was sent");
    let code = app.auth_code(SUB).await;
    let r = app.post("/api/ptd-user/endpoint/certification/userCertification", Some(&token), form(&code)).await;
    let id = r.ok()["id"].as_i64().unwrap();
    let mut missing = form("1");
    missing["idCardPhotoBack"] = "".into();
    assert_eq!(app.post("/api/ptd-user/endpoint/certification/userCertification", Some(&token), missing).await.msg(), "请上传身份证国徽面");
    let op = app.login(OPERATOR).await;
    let queue = app.get("/api/ptd-user/certification/review/page?kind=person", Some(&op)).await;
    assert_eq!(queue.ok()["rows"][0]["realName"], "李娜");
    app.post("/api/ptd-user/certification/review/decide", Some(&op), json!({"id": id, "approve": true})).await.ok();
    assert_eq!(details(&app, &token).await["userCertification"], 1);
}

#[tokio::test]
async fn the_review_queue_is_for_operators_only() {
    let app = TestApp::new().await;
    for who in [MAIN, SUB] {
        let t = app.login(who).await;
        assert_eq!(app.get("/api/ptd-user/certification/review/page", Some(&t)).await.code(), 10003);
        let r = app.post("/api/ptd-user/certification/review/decide", Some(&t), json!({"id": 1, "approve": true})).await;
        assert_eq!(r.code(), 10003);
    }
}

#[tokio::test]
async fn the_short_review_form_and_the_esign_choice() {
    let app = TestApp::new().await;
    let owner = app.login(UNCERTIFIED).await;
    let bad = app.post("/api/ptd-industry/company/submitCompanyReview", Some(&owner), json!({"companyName": "星火智造有限公司", "mobile": "13800000003", "linkman": "", "artificialPerson": "王强"})).await;
    assert_eq!(bad.msg(), "联系人不能为空");
    let no_legal = app.post("/api/ptd-industry/company/submitCompanyReview", Some(&owner), json!({"companyName": "星火智造有限公司", "mobile": "13800000003", "linkman": "王强"})).await;
    assert_eq!(no_legal.msg(), "请输入法人姓名");
    let long = app
        .post("/api/ptd-industry/company/submitCompanyReview", Some(&owner), json!({"companyName": "星火智造有限公司", "mobile": "13800000003", "linkman": "一二三四五六七八九十一", "artificialPerson": "王强"}))
        .await;
    assert_eq!(long.msg(), "联系人不能超过10个字");
    let ok = app
        .post("/api/ptd-industry/company/submitCompanyReview", Some(&owner), json!({"companyName": "星火智造有限公司", "mobile": "13800000003", "linkman": "王强", "artificialPerson": "王强", "mainProduct": "数控机床零部件"}))
        .await;
    assert_eq!(ok.ok()["status"], 1);
    let main = app.login(MAIN).await;
    assert_eq!(app.post("/api/ptd-user/endpoint/certification/esignChoice", Some(&main), json!({"open": false})).await.data(), "保存成功");
    let sub = app.login(SUB).await;
    assert_eq!(app.post("/api/ptd-user/endpoint/certification/esignChoice", Some(&sub), json!({"open": true})).await.code(), 10003);
}

#[tokio::test]
async fn buying_and_declaring_need_a_certified_company() {
    let app = TestApp::new().await;
    let uncertified = app.login(UNCERTIFIED).await;
    let r = app.post("/api/ptd-user/resource/company/applyAgent", Some(&uncertified), json!({})).await;
    assert_eq!((r.code(), r.msg()), (10010, "您还没有认证，请先完成企业认证！"));
    assert_eq!(kernel::auth::CertifiedFor::Buying.refusal(), "很抱歉！购买的商品需要企业认证，您暂没有购买资格！");
    let main = app.login(MAIN).await;
    assert_eq!(app.post("/api/ptd-user/resource/company/applyAgent", Some(&main), json!({})).await.data(), "提交成功");
    let op = app.login(OPERATOR).await;
    let cid = details(&app, &main).await["companyId"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/ptd-user/resource/company/rejectAgent?companyId={cid}"), Some(&op)).await.code(), 13010);
    app.get(&format!("/api/ptd-user/resource/company/approveAgent?companyId={cid}"), Some(&op)).await.ok();
    let state = app.get("/api/ptd-user/resource/company/getCurrentAgentCompany", Some(&main)).await;
    assert_eq!(state.ok()["agentStatus"], 2);
    assert_eq!(app.get(&format!("/api/ptd-user/resource/company/approveAgent?companyId={cid}"), Some(&main)).await.code(), 10003);
}

#[tokio::test]
async fn the_sandbox_ocr_reads_a_licence_and_leaves_unreadable_fields_empty() {
    let app = TestApp::new().await;
    let owner = app.login(UNCERTIFIED).await;
    // A licence drawn as a page and screenshotted (tests/api/fixtures/licence.html).
    let picture = include_bytes!("fixtures/licence.png").to_vec();
    let r = app.upload("/api/ptd-user/endpoint/certification/companyIdCardOCR", &owner, picture, &[]).await;
    let read = r.ok();
    assert_eq!(read["message"], "营业执照上传成功!");
    assert_eq!(read["companyName"], "福州演示科技有限公司");
    assert_eq!(read["licenseNumber"], "91350100M000100Y43");
    assert_eq!(read["artificialPerson"], "张伟");
    assert_eq!(read["companyAddress"], "福建省福州市鼓楼区软件大道89号");
    assert!(read["licensePhoto"].as_str().is_some_and(|k| !k.is_empty()));
    // A picture with no text fills nothing: the person types it.
    let r = app.upload("/api/ptd-user/endpoint/certification/userIdCardOCR", &owner, png(), &[]).await;
    assert_eq!((r.ok()["realName"].as_str(), r.ok()["idCard"].as_str()), (Some(""), Some("")));
}

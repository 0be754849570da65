//! The operators' content API: who may call it, forms and their Chinese
//! messages, sanitising on save and on output, publish and withdraw, deletes
//! and their guards, uploads, and that the public site shows a change at once.

use super::*;
use axum::http::StatusCode;

#[tokio::test]
async fn only_operators_reach_the_content_api() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let sub = app.login(SUB).await;
    let operator = app.login(OPERATOR).await;
    let gets = [
        "/api/ptd-industry/manage/product/page",
        "/api/ptd-industry/manage/banner/page",
        "/api/ptd-industry/manage/expert/getById?id=1",
        "/api/ptd-industry/manage/program/page",
        "/api/ptd-industry/manage/agreement/list",
        "/api/ptd-industry/manage/leaveMessage/page",
        "/api/ptd-industry/manage/feedback/page",
        "/api/ptd-industry/manage/leaveMessage/contact?id=1",
        "/api/ptd-industry/manage/feedback/contact?id=1",
        "/api/ptd-component/global/companyNotice/setIssue?id=1&issueStatus=1",
    ];
    for path in gets {
        let visitor = app.get(path, None).await;
        assert_eq!((visitor.status, visitor.code()), (StatusCode::UNAUTHORIZED, 401), "{path}");
        for token in [&main, &sub] {
            let r = app.get(path, Some(token)).await;
            assert_eq!((r.status, r.code()), (StatusCode::FORBIDDEN, 10003), "{path}");
            assert_eq!(r.msg(), "您没有访问权限，请联系管理员授权！");
        }
    }
    let form = json!({"title": "x", "img": "/a.png"});
    for token in [None, Some(main.as_str()), Some(sub.as_str())] {
        let r = app.post("/api/ptd-industry/manage/case/save", token, form.clone()).await;
        assert!(r.code() == 401 || r.code() == 10003);
        let r = delete(&app, "/api/ptd-industry/manage/case/deleteById?id=1", token).await;
        assert!(r.code() == 401 || r.code() == 10003);
        assert!(matches!(upload(&app, token, "a.png", b"x").await.code(), 401 | 10003));
    }
    let (cases,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM cooperation_cases").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(cases, 6, "refused calls change nothing");
    assert_eq!(app.get("/api/ptd-industry/manage/product/page", Some(&operator)).await.code(), 200);
}

#[tokio::test]
async fn operators_manage_a_product_and_the_site_shows_it_at_once() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let category = category_id(&app, "设备物联").await;
    let saved = app.post("/api/ptd-industry/manage/product/save", Some(&op), product_form(category, "氢能装备监测")).await;
    let id = saved.ok()["id"].as_i64().unwrap();

    let public = app.get(&format!("/api/ptd-industry/product/getById?id={id}"), None).await;
    let p = public.ok();
    assert_eq!(p["name"], "氢能装备监测");
    assert_eq!(p["templateType"], 2);
    assert_eq!(p["productProfileList"][0]["multimediaType"], 1);
    assert_eq!(p["productAdvantageList"].as_array().unwrap().len(), 4);
    let domain = &p["productDomainList"][0];
    assert!(domain.get("appSecret").is_none());
    assert_eq!(domain["productVersionVoList"][1]["isShow"], false);
    assert_eq!(domain["productVersionVoList"][0]["versionPriceStr"], "1280.00");
    let admin = app.get(&format!("/api/ptd-industry/manage/product/getById?id={id}"), Some(&op)).await;
    assert_eq!(admin.ok()["productDomainList"][0]["appSecret"], "top-secret-value");

    // A new slogan shows on the public page at once, and services keep their ids.
    let mut form = product_form(category, "氢能装备监测");
    form["id"] = json!(id);
    form["slogan"] = json!("加氢站与储氢设备一站式监测");
    let domain_id = admin.ok()["productDomainList"][0]["id"].as_i64().unwrap();
    let version_id = admin.ok()["productDomainList"][0]["productVersionVoList"][0]["id"].as_i64().unwrap();
    form["productDomainList"][0]["id"] = json!(domain_id);
    form["productDomainList"][0]["productVersionVoList"][0]["id"] = json!(version_id);
    form["productDomainList"][0]["productVersionVoList"].as_array_mut().unwrap().pop();
    form["productFunctionList"] = json!([{"title": "泄漏告警"}, {"title": "压力曲线"}]);
    assert_eq!(app.post("/api/ptd-industry/manage/product/update", Some(&op), form).await.code(), 200);
    let after = app.get(&format!("/api/ptd-industry/product/getById?id={id}"), None).await;
    let a = after.ok();
    assert_eq!(a["slogan"], "加氢站与储氢设备一站式监测");
    assert_eq!(a["productFunctionList"].as_array().unwrap().len(), 2);
    assert_eq!(a["productDomainList"][0]["id"], domain_id);
    assert_eq!(a["productDomainList"][0]["productVersionVoList"].as_array().unwrap().len(), 1);
    assert_eq!(a["productDomainList"][0]["productVersionVoList"][0]["id"], version_id);
    let apps = app.get("/api/ptd-industry/front/getAppProduct", None).await;
    assert!(apps.ok().as_array().unwrap().iter().any(|x| x["id"] == id && x["slogan"] == "加氢站与储氢设备一站式监测"));

    // Withdrawn: gone from the site, still there for operators.
    let r = app.post("/api/ptd-industry/manage/product/changeStatus", Some(&op), json!({"id": id, "status": 0})).await;
    assert_eq!(r.code(), 200);
    assert_eq!(app.get(&format!("/api/ptd-industry/product/getById?id={id}"), None).await.code(), 404);
    assert!(!app.get("/api/ptd-industry/front/getAppProduct", None).await.ok().as_array().unwrap().iter().any(|x| x["id"] == id));
    assert_eq!(app.get(&format!("/api/ptd-industry/product/existById?id={id}"), None).await.ok(), &json!(false));
    let listed = app.get(&format!("/api/ptd-industry/manage/product/page?status=0&keyword={}", enc("氢能")), Some(&op)).await;
    assert_eq!(listed.ok()["total"], 1);
    assert_eq!(listed.ok()["rows"][0]["status"], 0);
    assert_eq!(app.post("/api/ptd-industry/manage/product/changeStatus", Some(&op), json!({"id": id, "status": 5})).await.msg(), "状态只能是0或1");

    let r = delete(&app, &format!("/api/ptd-industry/manage/product/deleteById?id={id}"), Some(&op)).await;
    assert_eq!(r.code(), 200);
    assert_eq!(app.get(&format!("/api/ptd-industry/manage/product/getById?id={id}"), Some(&op)).await.code(), 404);
    assert_eq!(delete(&app, &format!("/api/ptd-industry/manage/product/deleteById?id={id}"), Some(&op)).await.code(), 404);
    let (left,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM product_versions WHERE id = $1").bind(version_id).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(left, 0, "sections, services and versions go with the product");
}

#[tokio::test]
async fn product_forms_are_checked_with_clear_messages() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let category = category_id(&app, "智能制造").await;
    let cases: Vec<(&str, Value, &str)> = vec![
        ("name", json!(""), "请输入产品名称"),
        ("name", json!("名".repeat(31)), "产品名称不能超过30个字"),
        ("icon", json!(null), "请上传产品图标"),
        ("icon", json!("javascript:alert(1)"), "请上传正确的产品图标"),
        ("templateType", json!(3), "模板类型只能是1或2"),
        ("productType", json!(9), "产品类型只能是1（应用产品）或2（平台产品）"),
        ("categoryId", json!(42), "请选择产品分类"),
        ("categoryId", json!(null), "请选择产品分类"),
        ("isFree", json!(2), "免费标记只能是0或1"),
        ("productProfileList", json!([{"title": ""}]), "请输入产品介绍标题"),
        ("productProfileList", json!([{"title": "演示", "multimediaType": 1}]), "请上传产品介绍视频"),
        ("productProfileList", json!([{"title": "演示", "multimediaUrl": "javascript:alert(1)"}]), "请上传正确的介绍图片或视频"),
        ("productFunctionList", json!([{"title": ""}]), "请输入功能名称"),
        ("productAdvantageList", json!([{"title": "优势", "description": "长".repeat(501)}]), "优势介绍不能超过500个字"),
        ("productSceneList", json!([{"title": ""}]), "请输入场景标题"),
        ("productDomainList", json!([{"name": ""}]), "请输入服务名称"),
        ("productDomainList", json!([{"name": "服务", "serverUrl": "ftp://x"}]), "请输入正确的服务地址"),
        ("productDomainList", json!([{"name": "服务", "serverUrl": "javascript:alert(1)"}]), "请输入正确的服务地址"),
        ("productDomainList", json!([{"name": "服务", "internal": 5}]), "接入方式只能是0、1或2"),
        ("productDomainList", json!([{"name": "服务", "productVersionVoList": [{"name": "基础版", "versionPrice": -1}]}]), "版本价格不能为负数"),
        ("productDomainList", json!([{"name": "服务", "productVersionVoList": [{"name": ""}]}]), "请输入版本名称"),
        ("productDomainList", json!([{"id": 1, "name": "服务"}]), "产品服务不存在，请刷新后重试"),
        ("operationContent", json!([{"name": "", "index": 0, "checked": true}]), "请输入按钮名称"),
    ];
    for (field, value, message) in cases {
        let mut form = product_form(category, "校验测试产品");
        form[field] = value;
        let r = app.post("/api/ptd-industry/manage/product/save", Some(&op), form).await;
        assert_eq!((r.code(), r.msg()), (10001, message), "{field}");
    }
    let r = app.post("/api/ptd-industry/manage/product/update", Some(&op), product_form(category, "无id")).await;
    assert_eq!(r.msg(), "缺少要修改的记录id");
    let mut unknown = product_form(category, "不存在");
    unknown["id"] = json!(5);
    assert_eq!(app.post("/api/ptd-industry/manage/product/update", Some(&op), unknown).await.code(), 404);
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM products WHERE name LIKE '%测试%' OR name = '不存在'").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(n, 0);
}

#[tokio::test]
async fn stored_html_is_sanitised_on_save_and_on_output() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let dirty = r#"<p onclick="steal()">正文<script>alert('x')</script><img src="/a.png" onerror="alert(1)"><a href="javascript:alert(2)">链接</a></p>"#;
    let bad = ["<script", "onerror", "onclick", "javascript:", "alert("];
    let clean = |v: &Value| {
        let s = v.to_string();
        for b in bad {
            assert!(!s.contains(b), "{b} survived in {s}");
        }
    };

    // On save, through every form that takes HTML.
    let category = category_id(&app, "设备物联").await;
    let mut form = product_form(category, "净化测试产品");
    form["description"] = json!(dirty);
    form["productProfileList"] = json!([{"title": "介绍", "description": dirty}]);
    let pid = app.post("/api/ptd-industry/manage/product/save", Some(&op), form).await.ok()["id"].as_i64().unwrap();
    let (stored,): (String,) = sqlx::query_as("SELECT description FROM products WHERE id = $1").bind(pid).fetch_one(&app.state.db.read).await.unwrap();
    assert!(stored.contains("正文") && !stored.contains("script") && !stored.contains("onerror"));
    clean(app.get(&format!("/api/ptd-industry/product/getById?id={pid}"), None).await.ok());

    let expert = json!({"expertName": "测试专家", "expertImg": "/e.png", "professionalSkill": dirty, "linkPhone": "13912345678"});
    let eid = app.post("/api/ptd-industry/manage/expert/save", Some(&op), expert).await.ok()["id"].as_i64().unwrap();
    clean(app.get(&format!("/api/ptd-industry/expert/getById?id={eid}"), None).await.ok());

    let domains = app.get("/api/ptd-industry/manage/productDomain/list", Some(&op)).await.ok().clone();
    let domain = domains.as_array().unwrap().iter().find(|d| d["productName"] == "设备管理云平台").unwrap()["id"].as_i64().unwrap();
    assert_eq!(domain, domain_id(&app, product_id(&app, "设备管理云平台").await).await);
    assert_eq!(app.get("/api/ptd-industry/manage/productDomain/list", None).await.code(), 401);
    let doc = json!({"productDomainId": domain, "title": "净化文档", "content": dirty});
    let hid = app.post("/api/ptd-industry/manage/helpDoc/save", Some(&op), doc).await.ok()["id"].as_i64().unwrap();
    clean(app.get(&format!("/api/ptd-industry/helpDoc/getById?id={hid}"), None).await.ok());

    let notice = json!({"title": "净化公告", "msgText": dirty});
    let nid = app.post("/api/ptd-industry/manage/systemNotice/save", Some(&op), notice).await.ok()["id"].as_i64().unwrap();
    clean(app.get(&format!("/api/ptd-industry/system/notice/getById?id={nid}"), None).await.ok());

    let company = json!({"noticeType": "companyNotice", "title": "净化", "msgText": dirty, "issueStatus": 1});
    let cid = app.post("/api/ptd-component/global/companyNotice/save", Some(&op), company).await.ok()["id"].as_i64().unwrap();
    clean(app.get(&format!("/api/ptd-component/global/companyNotice/getById?id={cid}"), None).await.ok());

    let agreement = json!({"type": "privacy", "title": "隐私政策", "content": dirty});
    assert_eq!(app.post("/api/ptd-industry/manage/agreement/update", Some(&op), agreement).await.code(), 200);
    clean(app.get("/api/ptd-industry/front/getAgreement?type=privacy", None).await.ok());

    // On output, even for rows written around the API (an older import, a manual fix).
    for (table, column, id) in [
        ("products", "description", pid),
        ("product_profiles", "description", 0),
        ("experts", "professional_skill", eid),
        ("help_docs", "content", hid),
        ("system_notices", "msg_text", nid),
        ("company_notices", "msg_text", cid),
    ] {
        let sql = if id == 0 {
            format!("UPDATE {table} SET {column} = $1 WHERE product_id = $2")
        } else {
            format!("UPDATE {table} SET {column} = $1 WHERE id = $2")
        };
        sqlx::query(&sql).bind(dirty).bind(if id == 0 { pid } else { id }).execute(&app.state.db.write).await.unwrap();
    }
    sqlx::query("UPDATE content_revision SET revision = revision + 1").execute(&app.state.db.write).await.unwrap();
    clean(app.get(&format!("/api/ptd-industry/product/getById?id={pid}"), None).await.ok());
    clean(app.get(&format!("/api/ptd-industry/manage/product/getById?id={pid}"), Some(&op)).await.ok());
    clean(app.get(&format!("/api/ptd-industry/expert/getById?id={eid}"), None).await.ok());
    clean(app.get("/api/ptd-industry/expert/page?pageSize=100", None).await.ok());
    clean(app.get(&format!("/api/ptd-industry/manage/expert/getById?id={eid}"), Some(&op)).await.ok());
    clean(app.get(&format!("/api/ptd-industry/helpDoc/getById?id={hid}"), None).await.ok());
    clean(app.get(&format!("/api/ptd-industry/system/notice/getById?id={nid}"), None).await.ok());
    clean(app.get("/api/ptd-industry/system/notice/list", None).await.ok());
    clean(app.get(&format!("/api/ptd-component/global/companyNotice/getById?id={cid}"), None).await.ok());
    clean(app.get("/api/ptd-component/global/companyNotice/page?pageSize=100", None).await.ok());
    let kept = app.get(&format!("/api/ptd-industry/helpDoc/getById?id={hid}"), None).await;
    assert!(kept.ok()["content"].as_str().unwrap().contains("<p>正文"), "safe markup stays");
}

#[tokio::test]
async fn simple_content_kinds_share_one_crud_shape() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let base = "/api/ptd-industry/manage/banner";
    let form = json!({"channelName": "首页", "bannerImg": "/api/files/content/demo/b.svg", "firstLevelTitle": "新品发布", "link": "/product", "sort": 9});
    let id = app.post(&format!("{base}/save"), Some(&op), form.clone()).await.ok()["id"].as_i64().unwrap();
    async fn home(app: &TestApp) -> Vec<String> {
        let path = format!("/api/ptd-industry/front/getFrontBanner?channelName={}", enc("首页"));
        app.get(&path, None).await.ok().as_array().unwrap().iter().map(|b| b["firstLevelTitle"].as_str().unwrap().to_string()).collect()
    }
    assert!(home(&app).await.contains(&"新品发布".to_string()));
    let got = app.get(&format!("{base}/getById?id={id}"), Some(&op)).await;
    assert_eq!((got.ok()["applicationType"].as_i64(), got.ok()["type"].as_str()), (Some(40), Some("WEB")));

    let mut changed = form.clone();
    changed["id"] = json!(id);
    changed["firstLevelTitle"] = json!("新品发布会");
    assert_eq!(app.post(&format!("{base}/update"), Some(&op), changed).await.code(), 200);
    assert!(home(&app).await.contains(&"新品发布会".to_string()));

    assert_eq!(app.post(&format!("{base}/changeStatus"), Some(&op), json!({"id": id, "status": 0})).await.code(), 200);
    assert!(!home(&app).await.contains(&"新品发布会".to_string()));
    let page = app.get(&format!("{base}/page?status=0"), Some(&op)).await;
    assert_eq!(page.ok()["total"], 1);
    let page = app.get(&format!("{base}/page?keyword={}", enc("新品")), Some(&op)).await;
    assert_eq!(page.ok()["rows"][0]["id"], id);

    assert_eq!(delete(&app, &format!("{base}/deleteById?id={id}"), Some(&op)).await.code(), 200);
    assert_eq!(app.get(&format!("{base}/getById?id={id}"), Some(&op)).await.code(), 404);
    let mut ghost = form.clone();
    ghost["id"] = json!(id);
    assert_eq!(app.post(&format!("{base}/update"), Some(&op), ghost).await.code(), 404);
    assert_eq!(app.post(&format!("{base}/changeStatus"), Some(&op), json!({"id": id, "status": 1})).await.code(), 404);

    // Each kind's own rules and messages.
    for (path, body, message) in [
        ("banner/save", json!({"bannerImg": "/b.svg"}), "请选择所属栏目"),
        ("banner/save", json!({"channelName": "首页", "bannerImg": "/b.svg", "link": "javascript:alert(1)"}), "链接地址须以 / 或 http(s):// 开头"),
        ("channel/save", json!({"name": "", "path": "/x"}), "请输入栏目名称"),
        ("channel/save", json!({"name": "栏目", "path": "x"}), "栏目地址须以 / 或 http(s):// 开头"),
        ("topAdvertising/save", json!({"title": "广告", "topAdvertisingImg": "/a.svg", "colorValue": "red"}), "请输入正确的颜色值，如#0b2a5b"),
        ("case/save", json!({"title": "案例"}), "请上传案例图片"),
        ("applicationScene/save", json!({"title": "", "img": "/s.svg"}), "请输入场景名称"),
        ("servicePlatform/save", json!({"servicePlatformName": "平台", "logoImage": "/l.svg", "serverUrl": "/relative"}), "请输入正确的服务地址"),
        ("expert/save", json!({"expertName": "专家", "expertImg": "/e.svg", "linkPhone": "123"}), "请输入正确的联系电话"),
        ("supplier/save", json!({"supplierName": "", "logo": "/l.svg"}), "请输入合作伙伴名称"),
        ("supplier/save", json!({"supplierName": "伙伴", "logo": "/l.svg", "publicityImgArr": ["javascript:x"]}), "请上传正确的宣传图片"),
        ("factoryVideo/save", json!({"name": "视频"}), "请上传视频"),
        ("factoryVideo/save", json!({"name": "视频", "sloganVideo": "/v.webm", "durationSeconds": -3}), "视频时长须在0到86400秒之间"),
        ("helpDoc/save", json!({"title": "文档", "content": "x"}), "请选择所属产品服务"),
        ("helpDoc/save", json!({"productDomainId": 1, "title": "文档", "content": "x"}), "请选择所属产品服务"),
        ("systemNotice/save", json!({"title": "公告"}), "请输入公告内容"),
        ("productCategory/save", json!({"name": ""}), "请输入分类名称"),
        ("program/save", json!({"name": "方案"}), "请上传方案图片"),
        ("program/save", json!({"name": "方案", "programImage": "/p.svg", "code": "1abc"}), "路由标识只能包含字母、数字、下划线和横线，且以字母开头"),
        ("program/save", json!({"name": "方案", "programImage": "/p.svg", "categoryId": 7}), "方案分类只能是5（解决方案）或6（方案）"),
        ("agreement/update", json!({"type": "other", "title": "x", "content": "x"}), "协议类型只能是userAgent或privacy"),
        ("channel/update", json!({"name": "栏目", "path": "/x"}), "缺少要修改的记录id"),
    ] {
        let r = app.post(&format!("/api/ptd-industry/manage/{path}"), Some(&op), body).await;
        assert_eq!((r.code(), r.msg()), (10001, message), "{path}");
    }
}

#[tokio::test]
async fn every_simple_kind_can_be_added_and_shows_publicly() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let add = |path: &'static str, body: Value| {
        let (app, op) = (&app, op.clone());
        async move { app.post(&format!("/api/ptd-industry/manage/{path}/save"), Some(&op), body).await.ok()["id"].as_i64().unwrap() }
    };
    add("channel", json!({"name": "新闻中心", "path": "/news", "sort": 99})).await;
    let channels = app.get("/api/ptd-industry/front/getFrontChannel", None).await;
    assert_eq!(channels.ok().as_array().unwrap().last().unwrap()["name"], "新闻中心");

    add("topAdvertising", json!({"title": "年中大促", "topAdvertisingImg": "/ad.svg", "colorValue": "#112233"})).await;
    assert_eq!(app.get("/api/ptd-industry/front/getLastTopAdvertising", None).await.ok()["title"], "年中大促");

    add("case", json!({"title": "新案例", "img": "/c.svg", "sort": -1})).await;
    assert_eq!(app.get("/api/ptd-industry/front/getCooperationCaseList", None).await.ok()[0]["title"], "新案例");

    add("applicationScene", json!({"title": "仓储物流", "img": "/s.svg", "sort": 10})).await;
    assert_eq!(app.get("/api/ptd-industry/front/getApplicationSceneList", None).await.ok().as_array().unwrap().len(), 5);

    add("servicePlatform", json!({"servicePlatformName": "检验检测平台", "logoImage": "/l.svg", "serverUrl": "https://test.example.com"})).await;
    assert_eq!(app.get("/api/ptd-industry/front/getFrontServicePlatformList", None).await.ok().as_array().unwrap().len(), 5);

    add("supplier", json!({"supplierName": "新伙伴科技有限公司", "logo": "/l.svg", "publicityImgArr": ["/p1.svg", "/p2.svg"]})).await;
    let suppliers = app.get("/api/ptd-industry/supplier/page?pageSize=1000", None).await;
    let added = suppliers.ok()["rows"].as_array().unwrap().iter().find(|s| s["supplierName"] == "新伙伴科技有限公司").cloned().unwrap();
    assert_eq!(added["publicityImgArr"], json!(["/p1.svg", "/p2.svg"]));

    let vid = add("factoryVideo", json!({"name": "新工厂", "sloganVideo": "/v.webm", "durationSeconds": 205})).await;
    let videos = app.get("/api/ptd-industry/factory/introduction/page?pageSize=100", None).await;
    let v = videos.ok()["rows"].as_array().unwrap().iter().find(|v| v["id"] == vid).cloned().unwrap();
    assert_eq!((v["duration"].as_str(), v["visitTimes"].as_i64()), (Some("03:25"), Some(0)));

    let cat = add("productCategory", json!({"name": "检验检测", "sort": 99})).await;
    // An empty category does not show in the store; a category with products cannot be deleted.
    assert!(!app.get("/api/ptd-industry/product/getStoreProduct", None).await.ok().as_array().unwrap().iter().any(|c| c["categoryId"] == cat));
    assert_eq!(delete(&app, &format!("/api/ptd-industry/manage/productCategory/deleteById?id={cat}"), Some(&op)).await.code(), 200);
    let used = category_id(&app, "设备物联").await;
    let r = delete(&app, &format!("/api/ptd-industry/manage/productCategory/deleteById?id={used}"), Some(&op)).await;
    assert_eq!((r.code(), r.msg()), (12004, "该分类下还有产品，不能删除"));

    let sid = add("systemNotice", json!({"title": "新功能上线", "msgText": "<p>上线啦</p>"})).await;
    assert_eq!(app.get("/api/ptd-industry/system/notice/list", None).await.ok()[0]["id"], sid);
}

#[tokio::test]
async fn solutions_keep_route_keys_unique() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let form = json!({"name": "跨境电商方案", "programImage": "/p.svg", "business": "跨境,电商", "homeShow": 0,
        "sceneList": [{"title": "海外仓", "description": "就近发货", "img": "/s.svg"}]});
    let id = app.post("/api/ptd-industry/manage/program/save", Some(&op), form.clone()).await.ok()["id"].as_i64().unwrap();
    let public = app.get(&format!("/api/ptd-industry/program/getById?id={id}"), None).await;
    assert_eq!(public.ok()["id"], id.to_string());
    assert_eq!(public.ok()["sceneList"][0]["title"], "海外仓");

    let mut taken = form.clone();
    taken["code"] = json!("planFinance");
    let r = app.post("/api/ptd-industry/manage/program/save", Some(&op), taken.clone()).await;
    assert_eq!((r.code(), r.msg()), (12005, "路由标识已被其他方案使用"));
    taken["id"] = json!(id);
    assert_eq!(app.post("/api/ptd-industry/manage/program/update", Some(&op), taken).await.code(), 12005);

    let mut keyed = form.clone();
    keyed["id"] = json!(id);
    keyed["code"] = json!("planExport");
    assert_eq!(app.post("/api/ptd-industry/manage/program/update", Some(&op), keyed).await.code(), 200);
    let by_key = app.get("/api/ptd-industry/program/getById?id=planExport", None).await;
    assert_eq!((by_key.ok()["id"].as_str(), by_key.ok()["programId"].as_i64()), (Some("planExport"), Some(id)));
    assert_eq!(app.get("/api/ptd-industry/manage/program/getById?id=planExport", Some(&op)).await.ok()["name"], "跨境电商方案");

    assert_eq!(app.post("/api/ptd-industry/manage/program/changeStatus", Some(&op), json!({"id": id, "status": 0})).await.code(), 200);
    assert_eq!(app.get("/api/ptd-industry/program/getById?id=planExport", None).await.code(), 404);
    assert_eq!(delete(&app, &format!("/api/ptd-industry/manage/program/deleteById?id={id}"), Some(&op)).await.code(), 200);
    assert_eq!(app.get("/api/ptd-industry/manage/program/getById?id=planExport", Some(&op)).await.code(), 404);
}

#[tokio::test]
async fn services_with_help_documents_are_not_deleted() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let pid = product_id(&app, "设备管理云平台").await;
    let admin = app.get(&format!("/api/ptd-industry/manage/product/getById?id={pid}"), Some(&op)).await.ok().clone();
    let mut form = admin.clone();
    form["productDomainList"] = json!([]);
    let r = app.post("/api/ptd-industry/manage/product/update", Some(&op), form).await;
    assert_eq!((r.code(), r.msg()), (12006, "该服务下还有帮助文档，请先删除或移走帮助文档"));
    let r = delete(&app, &format!("/api/ptd-industry/manage/product/deleteById?id={pid}"), Some(&op)).await;
    assert_eq!(r.code(), 12006);
    // The whole update was refused: the product is as it was.
    let now = app.get(&format!("/api/ptd-industry/manage/product/getById?id={pid}"), Some(&op)).await.ok().clone();
    assert_eq!(now["productDomainList"], admin["productDomainList"]);
    // Sending the admin view back unchanged is a valid update.
    let r = app.post("/api/ptd-industry/manage/product/update", Some(&op), admin).await;
    assert_eq!(r.code(), 200, "{}", r.msg());
}

#[tokio::test]
async fn company_notices_follow_draft_publish_and_disable() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let base = "/api/ptd-component/global/companyNotice";
    let form = json!({"noticeType": "companyExpress", "title": "新工厂投产", "msgText": "<p>投产仪式</p>"});
    let id = app.post(&format!("{base}/save"), Some(&op), form.clone()).await.ok()["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("{base}/getById?id={id}"), None).await.code(), 404, "a draft is not public");
    let draft = app.get(&format!("{base}/getById?id={id}"), Some(&op)).await;
    assert_eq!((draft.ok()["issueStatus"].as_i64(), draft.ok()["auditTime"].is_null()), (Some(0), true));
    let drafts = app.get(&format!("{base}/page?issueStatus=0"), Some(&op)).await;
    assert_eq!(drafts.ok()["total"], 1);

    assert_eq!(app.get(&format!("{base}/setIssue?id={id}&issueStatus=1"), Some(&op)).await.code(), 200);
    let public = app.get(&format!("{base}/getById?id={id}"), None).await;
    assert_eq!(public.ok()["title"], "新工厂投产");
    assert_eq!(public.ok()["auditTime"].as_str().unwrap().len(), 19);
    let news = app.get(&format!("{base}/page?noticeType=companyExpress&pageSize=7"), None).await;
    assert_eq!(news.ok()["rows"][0]["id"], id, "newest first");

    let mut changed = form.clone();
    changed["id"] = json!(id);
    changed["title"] = json!("新工厂正式投产");
    changed["issueStatus"] = json!(1);
    assert_eq!(app.post(&format!("{base}/update"), Some(&op), changed).await.code(), 200);
    assert_eq!(app.get(&format!("{base}/getById?id={id}"), None).await.ok()["title"], "新工厂正式投产");

    assert_eq!(app.get(&format!("{base}/changeStatus?id={id}&status=0"), Some(&op)).await.code(), 200);
    assert_eq!(app.get(&format!("{base}/getById?id={id}"), None).await.code(), 404);
    assert_eq!(app.get(&format!("{base}/setIssue?id={id}&issueStatus=3"), Some(&op)).await.msg(), "发布状态只能是0或1");
    assert_eq!(app.get(&format!("{base}/setIssue?id=77&issueStatus=1"), Some(&op)).await.code(), 404);
    let r = app.post(&format!("{base}/save"), Some(&op), json!({"noticeType": "gossip", "title": "x", "msgText": "x"})).await;
    assert_eq!(r.msg(), "公告类型只能是companyNotice或companyExpress");
    assert_eq!(app.post(&format!("{base}/save"), Some(&op), json!({"noticeType": "companyNotice", "title": "", "msgText": "x"})).await.msg(), "请输入公告标题");
    assert_eq!(delete(&app, &format!("{base}/deleteById?id={id}"), Some(&op)).await.code(), 200);
    assert_eq!(app.get(&format!("{base}/getById?id={id}"), Some(&op)).await.code(), 404);
}

#[tokio::test]
async fn operators_read_messages_and_feedback() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    app.post("/api/ptd-industry/leaveMessage/save", None, json!({"type": 1, "linkman": "李", "telephone": "13912345678", "email": "li@example.com", "content": "咨询"})).await;
    let code = app.auth_code("13912345679").await;
    let r = app.post("/api/ptd-industry/leaveMessage/save", None, json!({"type": 2, "companyName": "某公司", "linkman": "赵", "telephone": "13912345679", "smsCode": code, "content": "AI需求"})).await;
    assert_eq!(r.code(), 200);
    app.post("/api/ptd-industry/feedback/save", None, json!({"content": "建议", "contact": "13812345670"})).await;
    let all = app.get("/api/ptd-industry/manage/leaveMessage/page", Some(&op)).await;
    assert_eq!(all.ok()["total"], 2);
    let ai = app.get("/api/ptd-industry/manage/leaveMessage/page?type=2", Some(&op)).await;
    assert_eq!((ai.ok()["total"].as_i64(), ai.ok()["rows"][0]["companyName"].as_str()), (Some(1), Some("某公司")));
    let id = ai.ok()["rows"][0]["id"].as_i64().unwrap();
    // Lists mask the number; an operator reveals one to call the lead back.
    assert_eq!(ai.ok()["rows"][0]["telephone"], "139****5679");
    let revealed = app.get(&format!("/api/ptd-industry/manage/leaveMessage/contact?id={id}"), Some(&op)).await;
    assert_eq!(revealed.ok()["contact"], "13912345679");
    assert_eq!(app.get("/api/ptd-industry/manage/leaveMessage/contact?id=1", Some(&op)).await.code(), 404);
    // Every new lead waits in the operators' work queue until it is marked handled.
    let leads = |queue: &Value| queue.as_array().unwrap().iter().find(|i| i["kind"] == "lead").map(|i| (i["count"].as_i64().unwrap(), i["kindName"].clone(), i["toUrl"].clone()));
    let queue = app.get("/api/ptd-industry/manage/workQueue", Some(&op)).await;
    assert_eq!(leads(queue.ok()), Some((2, json!("新线索"), json!("/content/messages"))));
    assert!(queue.ok()[0]["oldestTime"].is_string());
    assert_eq!(app.post("/api/ptd-industry/manage/leaveMessage/changeStatus", Some(&op), json!({"id": id, "status": 1})).await.code(), 200);
    assert_eq!(app.get("/api/ptd-industry/manage/leaveMessage/page?status=0", Some(&op)).await.ok()["total"], 1);
    assert_eq!(leads(app.get("/api/ptd-industry/manage/workQueue", Some(&op)).await.ok()).map(|l| l.0), Some(1));
    // Marked new again by mistake's undoing: it waits again.
    app.post("/api/ptd-industry/manage/leaveMessage/changeStatus", Some(&op), json!({"id": id, "status": 0})).await.ok();
    assert_eq!(leads(app.get("/api/ptd-industry/manage/workQueue", Some(&op)).await.ok()).map(|l| l.0), Some(2));
    app.post("/api/ptd-industry/manage/leaveMessage/changeStatus", Some(&op), json!({"id": id, "status": 1})).await.ok();
    let main = app.login(MAIN).await;
    assert_eq!(app.get("/api/ptd-industry/manage/workQueue", Some(&main)).await.code(), 10003, "the queue is the operators'");
    let feedback = app.get("/api/ptd-industry/manage/feedback/page", Some(&op)).await;
    assert_eq!(feedback.ok()["rows"][0]["content"], "建议");
    assert_eq!(feedback.ok()["rows"][0]["contact"], "138****5670");
    let id = feedback.ok()["rows"][0]["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/ptd-industry/manage/feedback/contact?id={id}"), Some(&op)).await.ok()["contact"], "13812345670");
}

#[tokio::test]
async fn uploads_are_checked_by_content_and_size() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let png: &[u8] = &[0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, b'I', b'H', b'D', b'R', 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0];
    let r = upload(&app, Some(&op), "logo.txt", png).await;
    let url = r.ok()["url"].as_str().unwrap().to_string();
    assert!(url.starts_with("/api/files/content/img/") && url.ends_with(".png"), "named by content: {url}");
    assert_eq!(r.ok()["contentType"], "image/png");
    let (status, headers, bytes) = raw(&app, Request::get(&url).body(Body::empty()).unwrap()).await;
    assert_eq!((status, headers["content-type"].to_str().unwrap()), (StatusCode::OK, "image/png"));
    assert_eq!(bytes, png);

    let r = upload(&app, Some(&op), "evil.png", b"<svg onload=alert(1)></svg>").await;
    assert_eq!((r.code(), r.msg()), (12001, "格式不支持!"));
    let r = upload(&app, Some(&op), "page.png", b"<html><script>alert(1)</script></html>").await;
    assert_eq!(r.code(), 12001);
    let r = upload(&app, Some(&op), "empty.png", b"").await;
    assert_eq!((r.code(), r.msg()), (12003, "请选择要上传的文件"));
    let mut big = png.to_vec();
    big.resize(10 * 1024 * 1024 + 1, 0);
    let r = upload(&app, Some(&op), "big.png", &big).await;
    assert_eq!((r.code(), r.msg()), (12002, "上传图片大小不能超过 10MB!"));
    let webm = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/modules/market/assets/factory-line.webm")).unwrap();
    let r = upload(&app, Some(&op), "clip.bin", &webm).await;
    assert!(r.ok()["url"].as_str().unwrap().ends_with(".webm"));
    assert_eq!(r.ok()["size"].as_u64(), Some(webm.len() as u64));
    // Videos may be larger than the platform's general body limit, up to 50 MB.
    let mut long = webm.clone();
    long.resize(13 * 1024 * 1024, 0);
    assert_eq!(upload(&app, Some(&op), "long.webm", &long).await.code(), 200);
    long.resize(51 * 1024 * 1024, 0);
    let r = upload(&app, Some(&op), "huge.webm", &long).await;
    assert_eq!((r.code(), r.msg()), (12002, "上传视频大小不能超过 50MB!"));
}

#[tokio::test]
async fn the_openapi_document_describes_the_content_api() {
    let app = TestApp::new().await;
    let doc = app.get("/api/openapi.json", None).await;
    let paths = doc.body["paths"].as_object().unwrap();
    for p in [
        "/api/ptd-industry/front/getLastTopAdvertising",
        "/api/ptd-industry/front/getFrontBanner",
        "/api/ptd-industry/front/getFrontProgramList",
        "/api/ptd-industry/product/getById",
        "/api/ptd-industry/product/getStoreProduct",
        "/api/ptd-industry/factory/introduction/updateVisitTimes",
        "/api/ptd-industry/search",
        "/api/ptd-industry/leaveMessage/save",
        "/api/ptd-industry/servicePersonnel/createServicePersonnelHome",
        "/api/ptd-component/global/companyNotice/setIssue",
        "/api/ptd-industry/manage/product/save",
        "/api/ptd-industry/manage/banner/page",
        "/api/ptd-industry/manage/helpDoc/deleteById",
        "/api/ptd-industry/manage/upload",
    ] {
        assert!(paths.contains_key(p), "{p} missing from the OpenAPI document");
    }
    assert!(paths["/api/ptd-industry/manage/product/save"]["post"]["requestBody"].is_object());
    let ids: Vec<&str> = paths
        .values()
        .flat_map(|p| p.as_object().unwrap().values())
        .filter(|op| op["tags"].as_array().is_some_and(|t| t.iter().any(|t| t.as_str().is_some_and(|t| t.starts_with("content")))))
        .filter_map(|op| op["operationId"].as_str())
        .collect();
    assert!(ids.len() > 100, "every content operation is tagged");
    let mut seen = std::collections::BTreeSet::new();
    let twice: Vec<&str> = ids.iter().copied().filter(|id| !seen.insert(*id)).collect();
    assert!(twice.is_empty(), "content operation ids are unique: {twice:?}");
}

#[tokio::test]
async fn operators_list_system_notices_in_the_order_visitors_read_them() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let ids = |rows: &serde_json::Value| rows.as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect::<Vec<_>>();
    let public = ids(app.get("/api/ptd-industry/system/notice/list", None).await.ok());
    let managed = app.get("/api/ptd-industry/manage/systemNotice/page?status=1&pageSize=100", Some(&op)).await;
    assert!(public.len() > 1, "the demo has notices to order");
    assert_eq!(ids(&managed.ok()["rows"]), public);
}

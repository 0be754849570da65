//! What a visitor reads: the home page blocks, the product market and a
//! product's page, solutions, experts, partners, factory videos, help,
//! notices, agreements and public files, with paging bounds and 404s.

use super::*;
use axum::http::StatusCode;
use std::collections::BTreeSet;

fn names(list: &Value, field: &str) -> Vec<String> {
    list.as_array().unwrap().iter().map(|x| x[field].as_str().unwrap_or_default().to_string()).collect()
}

#[tokio::test]
async fn home_page_blocks_come_from_the_demo_catalogue() {
    let app = TestApp::new().await;
    let ad = app.get("/api/ptd-industry/front/getLastTopAdvertising", None).await;
    let ad = ad.ok();
    assert!(ad["title"].as_str().unwrap().contains("大会"));
    assert!(ad["topAdvertisingImg"].as_str().unwrap().starts_with("/api/files/content/"));
    assert_eq!(ad["titleStatus"], 1);
    assert_eq!(ad["hotList"].as_array().unwrap().len(), 3, "top-ad hot list of 3");

    let banners = app.get(&format!("/api/ptd-industry/front/getFrontBanner?channelName={}&applicationType=40&type=WEB", enc("首页")), None).await;
    let banners = banners.ok().as_array().unwrap().clone();
    assert_eq!(banners.len(), 3);
    assert!(banners.iter().all(|b| b["channelName"] == "首页" && b["applicationType"] == 40 && b["type"] == "WEB"));
    assert!(banners[0]["firstLevelTitle"].is_string() && banners[0]["bannerImg"].is_string());
    let other = app.get(&format!("/api/ptd-industry/front/getFrontBanner?channelName={}", enc("数字工厂")), None).await;
    assert_eq!(other.ok().as_array().unwrap().len(), 1);

    let cases = app.get("/api/ptd-industry/front/getCooperationCaseList", None).await;
    assert!(cases.ok().as_array().unwrap().len() >= 4, "the home page shows the first 4 cases");
    assert!(cases.ok()[0]["img"].is_string() && cases.ok()[0]["description"].is_string());

    let scenes = app.get("/api/ptd-industry/front/getApplicationSceneList", None).await;
    assert_eq!(names(scenes.ok(), "title"), ["协同办公", "流程生产", "安全防护", "服务体系"]);

    let programs = app.get("/api/ptd-industry/front/getFrontProgramList?categoryId=5&homeShow=1", None).await;
    let programs = programs.ok().as_array().unwrap().clone();
    assert_eq!(programs.len(), 5, "up to 5 programme items on the home page");
    assert!(programs.iter().all(|p| p["categoryId"] == 5 && p["homeShow"] == 1));
    assert!(programs.iter().any(|p| p["id"] == "planFinance"));
    assert!(programs[0]["businessList"].as_array().unwrap().len() >= 2);
    let console = app.get("/api/ptd-industry/front/getFrontProgramList?categoryId=6", None).await;
    assert!(console.ok().as_array().unwrap().iter().all(|p| p["categoryId"] == 6));

    let platforms = app.get("/api/ptd-industry/front/getFrontServicePlatformList", None).await;
    let platforms = platforms.ok().as_array().unwrap().clone();
    assert_eq!(platforms.len(), 4);
    assert!(platforms.iter().all(|p| p["servicePlatformName"].is_string() && p["logoImage"].is_string()));
}

#[tokio::test]
async fn product_lists_split_by_type_and_flags() {
    let app = TestApp::new().await;
    let apps = app.get("/api/ptd-industry/front/getAppProduct", None).await.ok().clone();
    let plats = app.get("/api/ptd-industry/front/getPlatProduct?platformName=industry", None).await.ok().clone();
    assert!(apps.as_array().unwrap().iter().all(|p| p["productType"] == 1 && p["typeName"] == "应用产品"));
    assert!(plats.as_array().unwrap().iter().all(|p| p["productType"] == 2 && p["typeName"] == "平台产品"));
    assert!(apps.as_array().unwrap().len() + plats.as_array().unwrap().len() >= 12, "at least 12 products");
    assert_eq!(app.get("/api/ptd-industry/front/getPlatProduct?platformName=other", None).await.ok(), &json!([]));
    let free = app.get("/api/ptd-industry/front/getFreeProduct", None).await.ok().clone();
    assert!(!free.as_array().unwrap().is_empty() && free.as_array().unwrap().iter().all(|p| p["isFree"] == 1));
    let hot = app.get("/api/ptd-industry/front/getRecommendApp", None).await.ok().clone();
    assert!(hot.as_array().unwrap().len() >= 3 && hot.as_array().unwrap().iter().all(|p| p["isRecommend"] == 1));
    let first = &apps[0];
    assert_eq!(first["id"], first["productId"]);
    assert_eq!(first["name"], first["productName"]);
    for field in ["slogan", "icon", "sloganImage", "categoryName", "channelType", "templateType"] {
        assert!(!first[field].is_null(), "{field}");
    }
    // A card carries its cheapest priced version on offer, a year, in yuan (the 起 price).
    let priced = apps.as_array().unwrap().iter().find(|p| p["isFree"] == 0 && p["lowestPrice"].is_string()).expect("a priced product");
    let (lowest,): (i64,) = sqlx::query_as(
        "SELECT MIN(v.version_price) FROM product_versions v JOIN product_domains d ON d.id = v.product_domain_id WHERE d.product_id = $1 AND v.is_show = 1 AND v.version_price > 0",
    )
    .bind(priced["id"].as_i64().unwrap())
    .fetch_one(&app.state.db.read)
    .await
    .unwrap();
    assert_eq!(priced["lowestPrice"], kernel::money::yuan(lowest));
}

#[tokio::test]
async fn the_store_groups_products_by_category_with_both_templates() {
    let app = TestApp::new().await;
    let store = app.get("/api/ptd-industry/product/getStoreProduct", None).await.ok().clone();
    let categories = store.as_array().unwrap();
    assert!(categories.len() >= 5);
    let all: Vec<&Value> = categories.iter().flat_map(|c| c["productList"].as_array().unwrap()).collect();
    assert!(all.len() >= 12);
    let templates: BTreeSet<i64> = all.iter().map(|p| p["templateType"].as_i64().unwrap()).collect();
    assert_eq!(templates, BTreeSet::from([1, 2]));
    for c in categories {
        assert!(c["productList"].as_array().unwrap().iter().all(|p| p["categoryId"] == c["categoryId"]));
    }
    let one = categories[1]["categoryId"].as_i64().unwrap();
    let only = app.get(&format!("/api/ptd-industry/product/getStoreProduct?categoryId={one}"), None).await.ok().clone();
    assert_eq!(only.as_array().unwrap().len(), 1);
    assert_eq!(only[0]["categoryId"], one);
    assert_eq!(app.get("/api/ptd-industry/product/getStoreProduct?categoryId=1", None).await.ok(), &json!([]));
}

#[tokio::test]
async fn a_product_page_has_every_section_and_no_secret() {
    let app = TestApp::new().await;
    let id = product_id(&app, "设备管理云平台").await;
    let r = app.get(&format!("/api/ptd-industry/product/getById?id={id}"), None).await;
    let p = r.ok();
    assert_eq!((p["id"].as_i64(), p["productId"].as_i64()), (Some(id), Some(id)));
    assert_eq!(p["name"], "设备管理云平台");
    assert!(p["slogan"].as_str().unwrap().contains("设备"));
    let buttons = p["operationContent"].as_array().unwrap();
    assert!(buttons.iter().any(|b| b["name"] == "立即咨询" && b["checked"] == true && b["index"].is_number()));
    let intro = p["productProfileList"].as_array().unwrap();
    assert_eq!(intro[0]["multimediaType"], 1, "the first intro item is a video");
    let video = intro[0]["multimediaUrl"].as_str().unwrap();
    assert!(video.ends_with(".webm"));
    assert_eq!(p["productFunctionList"].as_array().unwrap().len(), 4);
    assert!(p["productFunctionList"][0]["functionIcon"].is_string());
    assert_eq!(p["productAdvantageList"].as_array().unwrap().len(), 4);
    assert_eq!(p["productSceneList"].as_array().unwrap().len(), 3);
    assert_eq!(p["sceneList"], p["productSceneList"]);
    let domain = &p["productDomainList"][0];
    assert!(domain["name"].is_string() && domain["internal"].is_number() && domain["appKey"].is_string());
    assert!(domain.get("appSecret").is_none(), "service secrets never reach visitors");
    let version = &domain["productVersionVoList"][0];
    assert_eq!(version["isShow"], true);
    assert_eq!(version["versionPrice"], 680000);
    assert_eq!(version["versionPriceStr"], "6800.00");
    assert!(!version["productVersionFunctionVos"][0]["functionDesc"].as_str().unwrap().is_empty());

    // The intro video is served as a video, in ranges as players ask for it.
    let (status, headers, bytes) = raw(&app, Request::get(video).header("range", "bytes=0-3").body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(headers["content-type"], "video/webm");
    assert_eq!(bytes, [0x1a, 0x45, 0xdf, 0xa3], "the WebM signature");

    let template2 = app.get("/api/ptd-industry/product/getStoreProduct", None).await.ok().clone();
    let t2 = template2.as_array().unwrap().iter().flat_map(|c| c["productList"].as_array().unwrap().clone()).find(|p| p["templateType"] == 2).unwrap();
    let d2 = app.get(&format!("/api/ptd-industry/product/getById?id={}", t2["id"]), None).await;
    assert_eq!(d2.ok()["templateType"], 2);
}

#[tokio::test]
async fn unknown_products_answer_404_and_exist_by_id_says_so() {
    let app = TestApp::new().await;
    let r = app.get("/api/ptd-industry/product/getById?id=1", None).await;
    assert_eq!((r.status, r.code()), (StatusCode::NOT_FOUND, 404));
    assert_eq!(app.get("/api/ptd-industry/product/getById?id=abc", None).await.code(), 10001);
    assert_eq!(app.get("/api/ptd-industry/product/getById", None).await.code(), 10001);
    let id = product_id(&app, "协同办公OA").await;
    assert_eq!(app.get(&format!("/api/ptd-industry/product/existById?id={id}"), None).await.ok(), &json!(true));
    assert_eq!(app.get("/api/ptd-industry/product/existById?id=7", None).await.ok(), &json!(false));
}

#[tokio::test]
async fn ai_market_lists_online_and_upcoming_applications() {
    let app = TestApp::new().await;
    let all = app.get("/api/ptd-industry/product/getAIProduct", None).await.ok().clone();
    let online: BTreeSet<i64> = all.as_array().unwrap().iter().map(|p| p["online"].as_i64().unwrap()).collect();
    assert_eq!(online, BTreeSet::from([0, 1]), "online and to-be-online");
    let a = &all[0];
    for field in ["name", "slogan", "icon", "usingCompanyCount", "categoryName", "appkey"] {
        assert!(!a[field].is_null(), "{field}");
    }
    let found = app.get(&format!("/api/ptd-industry/product/getAIProduct?name={}", enc("视觉")), None).await.ok().clone();
    assert_eq!(names(&found, "name"), ["AI视觉质检"]);
    let upcoming = app.get("/api/ptd-industry/product/getAIProduct?online=0", None).await.ok().clone();
    assert!(upcoming.as_array().unwrap().iter().all(|p| p["online"] == 0));
    // Wildcards in the search are text, not patterns.
    assert_eq!(app.get("/api/ptd-industry/product/getAIProduct?name=%25", None).await.ok(), &json!([]));
}

#[tokio::test]
async fn common_product_list_answers_on_both_paths() {
    let app = TestApp::new().await;
    let a = app.get("/api/ptd-industry/endpoint/common/product/products", None).await.ok().clone();
    let b = app.get("/api/endpoint/common/product/products", None).await.ok().clone();
    assert_eq!(a, b);
    assert!(a.as_array().unwrap().len() >= 12);
    let mes = app.get(&format!("/api/endpoint/common/product/products?name={}", enc("MES")), None).await.ok().clone();
    assert_eq!(names(&mes, "name"), ["制造执行系统MES"]);
}

#[tokio::test]
async fn solutions_by_number_or_route_key() {
    let app = TestApp::new().await;
    let finance = app.get("/api/ptd-industry/program/getById?id=planFinance", None).await;
    let f = finance.ok();
    assert_eq!(f["id"], "planFinance");
    assert_eq!(f["sceneList"].as_array().unwrap().len(), 4, "four finance solution cards");
    assert!(f["business"].as_str().unwrap().contains("订单融资"));
    let number = f["programId"].as_i64().unwrap();
    let same = app.get(&format!("/api/ptd-industry/program/getById?id={number}"), None).await;
    assert_eq!(same.ok()["name"], f["name"]);
    let list = app.get("/api/ptd-industry/front/getFrontProgramList?categoryId=5", None).await.ok().clone();
    let plain = list.as_array().unwrap().iter().find(|p| p["id"] != "planFinance").unwrap();
    let by_id = app.get(&format!("/api/ptd-industry/program/getById?id={}", plain["id"].as_str().unwrap()), None).await;
    assert_eq!(by_id.ok()["sceneList"].as_array().unwrap().len(), 3);
    assert_eq!(app.get("/api/ptd-industry/program/getById?id=nothing", None).await.code(), 404);
    assert_eq!(app.get("/api/ptd-industry/program/getById?id=12", None).await.code(), 404);
}

#[tokio::test]
async fn expert_phones_are_masked_for_visitors_only() {
    let app = TestApp::new().await;
    let page = app.get("/api/ptd-industry/expert/page?pageNum=1&pageSize=7", None).await;
    let rows = page.ok()["rows"].as_array().unwrap().clone();
    assert_eq!(rows.len(), 7, "the detail page fetches 7");
    assert!(page.ok()["total"].as_i64().unwrap() >= 7);
    let phone = rows[0]["linkPhone"].as_str().unwrap();
    assert_eq!(phone, "139****0001");
    assert!(rows[0]["professionalSkill"].as_str().unwrap().contains("<li>"));
    let id = rows[0]["id"].as_i64().unwrap();
    assert_eq!(app.get(&format!("/api/ptd-industry/expert/getById?id={id}"), None).await.ok()["linkPhone"], "139****0001");

    let token = app.login(MAIN).await;
    let seen = app.get(&format!("/api/ptd-industry/expert/getById?id={id}"), Some(&token)).await;
    assert_eq!(seen.ok()["linkPhone"], "13905910001");
    let page = app.get("/api/ptd-industry/expert/page?pageSize=1", Some(&token)).await;
    assert_eq!(page.ok()["rows"][0]["linkPhone"], "13905910001");
    // An expired token reads like a visitor's call, masked.
    assert_eq!(app.get(&format!("/api/ptd-industry/expert/getById?id={id}"), Some("not-a-token")).await.ok()["linkPhone"], "139****0001");
    assert_eq!(app.get("/api/ptd-industry/expert/getById?id=5", None).await.code(), 404);
    let named = app.get(&format!("/api/ptd-industry/expert/page?expertName={}", enc("林")), None).await;
    assert_eq!(named.ok()["total"], 1);
}

#[tokio::test]
async fn suppliers_are_paged_and_only_published_ones_show() {
    let app = TestApp::new().await;
    let first = app.get("/api/ptd-industry/supplier/page?pageNum=1&pageSize=4&status=1", None).await;
    let total = first.ok()["total"].as_i64().unwrap();
    assert_eq!(total, 10);
    assert_eq!(first.ok()["rows"].as_array().unwrap().len(), 4);
    let s = &first.ok()["rows"][0];
    assert!(s["supplierName"].is_string() && s["logo"].is_string() && s["introduction"].is_string());
    assert!(s["publicityImgArr"].as_array().unwrap()[0].as_str().unwrap().starts_with("/api/files/"));
    let all = app.get("/api/ptd-industry/supplier/page?pageNum=1&pageSize=1000", None).await;
    assert_eq!(all.ok()["rows"].as_array().unwrap().len(), 10);
    assert_eq!(app.get("/api/ptd-industry/supplier/page?status=0", None).await.ok()["total"], 0);
    sqlx::query("UPDATE suppliers SET status = 0 WHERE supplier_name = '华工智控科技有限公司'").execute(&app.state.db.write).await.unwrap();
    assert_eq!(app.get("/api/ptd-industry/supplier/page", None).await.ok()["total"], 9);
}

#[tokio::test]
async fn paging_is_bounded_on_every_list() {
    let app = TestApp::new().await;
    let tiny = app.get("/api/ptd-industry/supplier/page?pageNum=0&pageSize=0", None).await;
    assert_eq!(tiny.ok()["rows"].as_array().unwrap().len(), 1, "page size at least 1, page at least 1");
    let huge = app.get("/api/ptd-industry/expert/page?pageSize=100000", None).await;
    assert_eq!(huge.ok()["rows"].as_array().unwrap().len() as i64, huge.ok()["total"].as_i64().unwrap());
    let beyond = app.get("/api/ptd-industry/factory/introduction/page?pageNum=999&pageSize=10", None).await;
    assert_eq!(beyond.ok()["rows"], json!([]));
    assert!(beyond.ok()["total"].as_i64().unwrap() > 0);
    let negative = app.get("/api/ptd-industry/helpDoc/page?pageNum=-5&pageSize=-1", None).await;
    assert_eq!(negative.ok()["rows"].as_array().unwrap().len(), 1);
    assert_eq!(app.get("/api/ptd-industry/supplier/page?pageSize=lots", None).await.code(), 10001);
    let p1 = app.get("/api/ptd-industry/expert/page?pageNum=1&pageSize=3", None).await.ok()["rows"].clone();
    let p2 = app.get("/api/ptd-industry/expert/page?pageNum=2&pageSize=3", None).await.ok()["rows"].clone();
    let ids = |v: &Value| v.as_array().unwrap().iter().map(|x| x["id"].as_i64().unwrap()).collect::<BTreeSet<_>>();
    assert!(ids(&p1).is_disjoint(&ids(&p2)));
}

#[tokio::test]
async fn factory_videos_show_duration_and_count_views_atomically() {
    let app = TestApp::new().await;
    let page = app.get("/api/ptd-industry/factory/introduction/page?pageNum=1&pageSize=10", None).await;
    let v = page.ok()["rows"][0].clone();
    assert_eq!(page.ok()["total"], 6);
    assert_eq!((v["duration"].as_str(), v["durationSeconds"].as_i64()), (Some("00:08"), Some(8)));
    assert!(v["sloganVideo"].as_str().unwrap().ends_with(".webm") && v["coverImg"].is_string());
    assert!(v["sloganTitle"].is_string() && v["sloganText"].is_string());
    let id = v["id"].as_i64().unwrap();
    let before = v["visitTimes"].as_i64().unwrap();
    let after = app.get(&format!("/api/ptd-industry/factory/introduction/updateVisitTimes?id={id}"), None).await;
    assert_eq!(after.ok().as_i64(), Some(before + 1));

    // Twenty plays at once from twenty addresses are twenty views.
    let mut plays = tokio::task::JoinSet::new();
    for i in 0..20 {
        let router = app.router.clone();
        let uri = format!("/api/ptd-industry/factory/introduction/updateVisitTimes?id={id}");
        let peer: std::net::SocketAddr = format!("198.51.100.{i}:4000").parse().unwrap();
        let req = Request::get(uri).extension(axum::extract::ConnectInfo(peer)).body(Body::empty()).unwrap();
        plays.spawn(async move { router.oneshot(req).await.unwrap().status() });
    }
    while let Some(status) = plays.join_next().await {
        assert_eq!(status.unwrap(), StatusCode::OK);
    }
    let page = app.get("/api/ptd-industry/factory/introduction/page?pageSize=1", None).await;
    assert_eq!(page.ok()["rows"][0]["visitTimes"].as_i64(), Some(before + 21));
    // The same address playing again within the hour is no new view.
    let again = app
        .request_from(Some("198.51.100.3:4001"), axum::http::Method::GET, &format!("/api/ptd-industry/factory/introduction/updateVisitTimes?id={id}"), None, None, &[])
        .await;
    assert_eq!(again.ok().as_i64(), Some(before + 21));
    assert_eq!(app.get("/api/ptd-industry/factory/introduction/updateVisitTimes?id=3", None).await.code(), 404);
}

#[tokio::test]
async fn help_centre_lists_domains_documents_and_a_document() {
    let app = TestApp::new().await;
    let domains = app.get("/api/ptd-industry/helpDoc/getProductDomainExistHelpDoc", None).await.ok().clone();
    let domains = domains.as_array().unwrap();
    assert!(domains.len() >= 4);
    let equipment = domains.iter().find(|d| d["productName"] == "设备管理云平台").unwrap();
    assert_eq!(equipment["helpDocCount"], 3);
    assert_eq!(equipment["productDomainName"], equipment["name"]);
    let did = equipment["id"].as_i64().unwrap();
    let page = app.get(&format!("/api/ptd-industry/helpDoc/page?productDomainId={did}&pageNum=1&pageSize=10"), None).await;
    assert_eq!(page.ok()["total"], 3);
    let item = &page.ok()["rows"][0];
    assert_eq!(item["productDomainId"], did);
    assert!(item.get("content").is_none(), "lists carry no content");
    let id = item["id"].as_i64().unwrap();
    let doc = app.get(&format!("/api/ptd-industry/helpDoc/getById?id={id}"), None).await;
    assert!(doc.ok()["content"].as_str().unwrap().contains("<h3>"));
    assert!(doc.ok()["label"].is_string() && doc.ok()["productDomainName"].is_string());
    let titled = app.get(&format!("/api/ptd-industry/helpDoc/page?title={}", enc("OEE")), None).await;
    assert_eq!(titled.ok()["total"], 1);
    assert_eq!(app.get("/api/ptd-industry/helpDoc/getById?id=9", None).await.code(), 404);
}

#[tokio::test]
async fn notices_of_every_kind_are_readable_for_the_notice_page() {
    let app = TestApp::new().await;
    let system = app.get("/api/ptd-industry/system/notice/list", None).await.ok().clone();
    let system = system.as_array().unwrap();
    assert_eq!(system.len(), 4);
    assert!(system[0]["auditTime"].as_str().unwrap().len() == 19);
    let first = system[0]["id"].as_i64().unwrap();
    let one = app.get(&format!("/api/ptd-industry/system/notice/getById?id={first}"), None).await;
    assert!(one.ok()["msgText"].as_str().unwrap().starts_with("<p>"));
    assert_eq!(app.get("/api/ptd-industry/system/notice/getById?id=8", None).await.code(), 404);

    let notices = app.get("/api/ptd-component/global/companyNotice/page?noticeType=companyNotice&issueStatus=1&pageNum=1&pageSize=1000", None).await;
    assert_eq!(notices.ok()["total"], 3);
    assert!(notices.ok()["rows"].as_array().unwrap().iter().all(|n| n["noticeType"] == "companyNotice" && n["noticeTypeName"] == "公司公告"));
    let express = app.get("/api/ptd-component/global/companyNotice/page?noticeType=companyExpress&pageNum=1&pageSize=7", None).await;
    assert_eq!(express.ok()["rows"].as_array().unwrap().len(), 6);
    let id = express.ok()["rows"][0]["id"].as_i64().unwrap();
    let detail = app.get(&format!("/api/ptd-component/global/companyNotice/getById?id={id}"), None).await;
    assert_eq!(detail.ok()["noticeTypeName"], "公司快讯");
    let list = app.get("/api/ptd-component/global/companyNotice/list?issueStatus=1", None).await;
    assert_eq!(list.ok().as_array().unwrap().len(), 9);
    // Drafts are not public, whatever the caller asks for.
    sqlx::query("UPDATE company_notices SET issue_status = 0 WHERE id = $1").bind(id).execute(&app.state.db.write).await.unwrap();
    assert_eq!(app.get(&format!("/api/ptd-component/global/companyNotice/getById?id={id}"), None).await.code(), 404);
    let drafts = app.get("/api/ptd-component/global/companyNotice/page?issueStatus=0", None).await;
    assert_eq!(drafts.ok()["total"], 0);
}

#[tokio::test]
async fn agreement_and_privacy_texts() {
    let app = TestApp::new().await;
    let agreement = app.get("/api/ptd-industry/front/getAgreement?type=userAgent", None).await;
    let text = agreement.ok()["content"].as_str().unwrap();
    assert!(text.contains("子账号") && text.contains("三年") && text.contains("18周岁"));
    assert_eq!(agreement.ok()["type"], "userAgent");
    let privacy = app.get("/api/ptd-industry/front/getAgreement?type=privacy", None).await;
    assert_eq!(privacy.ok()["title"], "隐私政策");
    assert_eq!(app.get("/api/ptd-industry/front/getAgreement?type=other", None).await.code(), 404);
    assert_eq!(app.get("/api/ptd-industry/front/getAgreement", None).await.code(), 10001);
}

#[tokio::test]
async fn public_files_are_typed_cached_and_confined_to_content() {
    let app = TestApp::new().await;
    let icon = app.get("/api/ptd-industry/front/getAppProduct", None).await.ok()[0]["icon"].as_str().unwrap().to_string();
    let (status, headers, bytes) = raw(&app, Request::get(&icon).body(Body::empty()).unwrap()).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(headers["content-type"], "image/svg+xml");
    assert!(headers["cache-control"].to_str().unwrap().contains("immutable"));
    assert!(headers["content-security-policy"].to_str().unwrap().starts_with("default-src 'none'"));
    let svg = String::from_utf8(bytes).unwrap();
    assert!(svg.starts_with("<svg") && !svg.contains("<script"));

    // Private objects (another module's uploads) and tricks stay out of reach.
    let private = app.state.storage.put_new("identity/license", "png", axum::body::Bytes::from_static(b"\x89PNG secret")).await.unwrap();
    for path in [
        format!("/api/files/{private}"),
        "/api/files/content/../identity/x.png".into(),
        "/api/files/content/%2e%2e/platform.db".into(),
        "/api/files/content/missing.svg".into(),
        "/api/files/content/demo/x.html".into(),
    ] {
        let r = app.get(&path, None).await;
        assert_eq!(r.status, StatusCode::NOT_FOUND, "{path}");
    }
}

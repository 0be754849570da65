//! The market: the public content and the operators' content API: home page blocks, the
//! product market, solutions, experts, partners, factory videos, help,
//! notices, agreements, site settings, messages, customer service, files and search.

mod manage;
mod public;
mod search;
mod site_settings;
mod visitors;

use crate::support::*;
use axum::body::Body;
use axum::http::{Method, Request};
use http_body_util::BodyExt;
use serde_json::{json, Value};
use tower::ServiceExt;

/// `%XX`-encodes a query value (Chinese keywords and names).
pub fn enc(s: &str) -> String {
    s.bytes()
        .map(|b| if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) { (b as char).to_string() } else { format!("%{b:02X}") })
        .collect()
}

/// The id of the published product with this name.
pub async fn product_id(app: &TestApp, name: &str) -> i64 {
    let r = app.get(&format!("/api/ptd-industry/endpoint/common/product/products?name={}", enc(name)), None).await;
    r.ok().as_array().unwrap().iter().find(|p| p["name"] == name).unwrap_or_else(|| panic!("product {name}"))["id"].as_i64().unwrap()
}

/// The id of the first service (domain) of a product.
pub async fn domain_id(app: &TestApp, product: i64) -> i64 {
    let r = app.get(&format!("/api/ptd-industry/product/getById?id={product}"), None).await;
    r.ok()["productDomainList"][0]["id"].as_i64().unwrap()
}

pub async fn delete(app: &TestApp, path: &str, token: Option<&str>) -> Reply {
    app.request(Method::DELETE, path, token, None, &[]).await
}

/// A raw request through the router, for bodies the JSON helpers do not make.
pub async fn raw(app: &TestApp, req: Request<Body>) -> (axum::http::StatusCode, axum::http::HeaderMap, Vec<u8>) {
    let res = app.router.clone().oneshot(req).await.expect("router answers");
    let (status, headers) = (res.status(), res.headers().clone());
    let bytes = res.into_body().collect().await.expect("body").to_bytes().to_vec();
    (status, headers, bytes)
}

/// Uploads `bytes` as the multipart field `file` to the operators' upload route.
pub async fn upload(app: &TestApp, token: Option<&str>, name: &str, bytes: &[u8]) -> Reply {
    let boundary = "----platformBoundary7MA4YWxk";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"{name}\"\r\nContent-Type: application/octet-stream\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let mut req = Request::builder()
        .method(Method::POST)
        .uri("/api/ptd-industry/manage/upload")
        .header("content-type", format!("multipart/form-data; boundary={boundary}"));
    if let Some(t) = token {
        req = req.header("token", t);
    }
    let (status, headers, bytes) = raw(app, req.body(Body::from(body)).unwrap()).await;
    let body = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
    Reply { status, headers, body }
}

/// A complete product form an operator could send.
pub fn product_form(category_id: i64, name: &str) -> Value {
    json!({
        "categoryId": category_id,
        "name": name,
        "slogan": "氢能装备运行数据实时监测",
        "icon": "/api/files/content/demo/icon.svg",
        "sloganImage": "/api/files/content/demo/banner.svg",
        "description": "<p>面向氢能源装备的在线监测服务。</p>",
        "operationContent": [{"name": "立即购买", "index": 0, "checked": true}, {"name": "立即咨询", "index": 1, "checked": true}],
        "templateType": 2,
        "productType": 1,
        "isRecommend": 0,
        "productProfileList": [
            {"title": "产品演示", "description": "三分钟了解产品", "multimediaType": 1, "multimediaUrl": "/api/files/content/demo/intro.webm"},
            {"title": "整体架构", "description": "云边协同", "multimediaType": 0, "multimediaUrl": "/api/files/content/demo/arch.svg"}
        ],
        "productFunctionList": [{"title": "储氢监测", "description": "压力温度实时采集", "functionIcon": "/api/files/content/demo/f.svg"}],
        "productAdvantageList": [
            {"title": "安全", "description": "多级告警"}, {"title": "精准", "description": "毫秒级采样"},
            {"title": "开放", "description": "标准接口"}, {"title": "省心", "description": "免运维"}
        ],
        "productSceneList": [{"title": "加氢站", "description": "站控数据上云", "multimediaUrl": "/api/files/content/demo/s.svg"}],
        "productDomainList": [{
            "name": "氢能监测服务",
            "serviceName": "hydrogen",
            "serverUrl": "https://hydrogen.example.com",
            "internal": 1,
            "appKey": "hydrogen-1",
            "appSecret": "top-secret-value",
            "productVersionVoList": [
                {"name": "标准版", "versionPrice": 128000, "isShow": true, "productVersionFunctionVos": [{"functionDesc": "接入10台设备"}]},
                {"name": "专业版", "versionPrice": 388000, "isShow": false, "productVersionFunctionVos": [{"functionDesc": "接入100台设备"}]}
            ]
        }]
    })
}

/// The id of a demo product category by name.
pub async fn category_id(app: &TestApp, name: &str) -> i64 {
    let r = app.get("/api/ptd-industry/product/getStoreProduct", None).await;
    r.ok().as_array().unwrap().iter().find(|c| c["categoryName"] == name).expect("category")["categoryId"].as_i64().unwrap()
}

#[tokio::test]
async fn a_conversation_opened_about_a_product_starts_its_message_with_the_name_escaped() {
    let app = TestApp::new().await;
    let address = app.get("/api/ptd-industry/servicePersonnel/createServicePersonnelHome", None).await.ok().as_str().unwrap().to_string();
    let page = app.get(&format!("{address}?about=%E8%AE%BE%E5%A4%87%3Cscript%3E"), None).await;
    assert_eq!(page.status, axum::http::StatusCode::OK);
    let html = page.body.as_str().unwrap();
    assert!(html.contains(">您好，我想咨询「设备&lt;script&gt;」：</textarea>"), "{html}");
    let plain = app.get(&address, None).await;
    assert!(plain.body.as_str().unwrap().contains("required></textarea>"), "no words of its own without a product");
}

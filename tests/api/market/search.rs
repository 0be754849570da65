//! Full-text search with Chinese keywords: ranking, highlights, kinds,
//! paging, refusals, and an index that follows every change to the content.

use super::*;

async fn search(app: &TestApp, query: &str) -> Value {
    let r = app.get(&format!("/api/ptd-industry/search?{query}"), None).await;
    r.ok().clone()
}

fn titles(page: &Value) -> Vec<String> {
    page["rows"].as_array().unwrap().iter().map(|r| r["title"].as_str().unwrap().to_string()).collect()
}

#[tokio::test]
async fn chinese_keywords_find_ranked_products_with_highlights() {
    let app = TestApp::new().await;
    let page = search(&app, &format!("keyword={}", enc("能耗监测"))).await;
    let first = &page["rows"][0];
    assert_eq!(first["title"], "能耗在线监测系统", "the product named by the words ranks first: {page}");
    assert_eq!(first["type"], "product");
    assert_eq!(first["typeName"], "产品");
    let id = product_id(&app, "能耗在线监测系统").await;
    assert_eq!(first["id"], id.to_string());
    assert_eq!(first["url"], format!("/product/productTemplate2?id={id}&type=0"), "template 2 has its own page");
    let snippet = first["snippet"].as_str().unwrap();
    assert!(snippet.contains("<em>能耗</em>"), "{snippet}");
    assert!(page["total"].as_i64().unwrap() >= 2);

    let mes = search(&app, &format!("keyword={}", enc("制造执行"))).await;
    assert_eq!(mes["rows"][0]["title"], "制造执行系统MES");
    assert!(mes["rows"][0]["url"].as_str().unwrap().starts_with("/product/productTemplate?id="));
    let upkeep = search(&app, &format!("keyword={}", enc("预测性维护"))).await;
    assert_eq!(upkeep["rows"][0]["title"], "设备故障预测性维护");
}

#[tokio::test]
async fn every_kind_is_searchable_and_filterable() {
    let app = TestApp::new().await;
    let finance = search(&app, &format!("keyword={}&type=program", enc("融资"))).await;
    assert_eq!(finance["rows"][0]["id"], "planFinance");
    assert_eq!(finance["rows"][0]["url"], "/planFinance");
    assert!(finance["rows"].as_array().unwrap().iter().all(|r| r["type"] == "program"));

    let help = search(&app, &format!("keyword={}&type=helpDoc", enc("点检计划"))).await;
    assert_eq!(help["rows"][0]["title"], "如何配置设备点检计划");
    assert!(help["rows"][0]["url"].as_str().unwrap().starts_with("/DocDetails?id="));

    let notices = search(&app, &format!("keyword={}&type=notice", enc("升级维护"))).await;
    assert_eq!(notices["rows"][0]["title"], "平台系统升级维护公告");
    assert!(notices["rows"][0]["url"].as_str().unwrap().ends_with("&type=systemNotice"));
    let news = search(&app, &format!("keyword={}&type=notice", enc("金融机构"))).await;
    assert!(news["rows"][0]["url"].as_str().unwrap().ends_with("&type=companyExpress"));

    let mixed = search(&app, &format!("keyword={}", enc("设备"))).await;
    let kinds: std::collections::BTreeSet<&str> = mixed["rows"].as_array().unwrap().iter().map(|r| r["type"].as_str().unwrap()).collect();
    assert!(kinds.len() >= 2, "a common word finds several kinds: {kinds:?}");
    assert_eq!(search(&app, &format!("keyword={}", enc("量子引力波"))).await, json!({"rows": [], "total": 0}));
}

#[tokio::test]
async fn a_hit_says_whether_it_holds_every_word_of_the_keyword() {
    let app = TestApp::new().await;
    let whole = search(&app, &format!("keyword={}", enc("能耗监测"))).await;
    assert_eq!(whole["rows"][0]["exact"], true, "{whole}");
    // One word found, the other nowhere: every hit is partial, and the page says so.
    let partial = search(&app, &format!("keyword={}", enc("能耗 量子引力波"))).await;
    let rows = partial["rows"].as_array().unwrap();
    assert!(!rows.is_empty(), "{partial}");
    assert!(rows.iter().all(|r| r["exact"] == false), "{partial}");
}

#[tokio::test]
async fn results_are_paged_ten_by_default() {
    let app = TestApp::new().await;
    let word = enc("平台");
    let first = search(&app, &format!("keyword={word}")).await;
    let total = first["total"].as_i64().unwrap();
    assert!(total > 10, "enough results to page: {total}");
    assert_eq!(first["rows"].as_array().unwrap().len(), 10);
    let second = search(&app, &format!("keyword={word}&pageNum=2&pageSize=10")).await;
    assert_eq!(second["total"], total);
    let ids = |p: &Value| p["rows"].as_array().unwrap().iter().map(|r| format!("{}{}", r["type"], r["id"])).collect::<std::collections::BTreeSet<_>>();
    assert!(ids(&first).is_disjoint(&ids(&second)));
    assert_eq!(search(&app, &format!("keyword={word}&pageSize=3")).await["rows"].as_array().unwrap().len(), 3);
    assert_eq!(search(&app, &format!("keyword={word}&pageSize=500")).await["rows"].as_array().unwrap().len() as i64, total.min(50));
    assert_eq!(search(&app, &format!("keyword={word}&pageNum=0&pageSize=0")).await["rows"].as_array().unwrap().len(), 1);
    assert_eq!(search(&app, &format!("keyword={word}&pageNum=999")).await["rows"], json!([]));
}

#[tokio::test]
async fn bad_searches_are_refused_with_messages() {
    let app = TestApp::new().await;
    for (query, message) in [
        ("", "请输入搜索关键词"),
        ("keyword=%20%20", "请输入搜索关键词"),
        (&*format!("keyword={}", enc(&"字".repeat(51))), "搜索关键词不能超过50个字"),
        ("keyword=abc&type=user", "搜索类型只能是product、program、helpDoc或notice"),
    ] {
        let r = app.get(&format!("/api/ptd-industry/search?{query}"), None).await;
        assert_eq!((r.code(), r.msg()), (10001, message), "{query}");
    }
    // Query syntax is just text.
    let r = app.get(&format!("/api/ptd-industry/search?keyword={}", enc("title:设备 AND (")), None).await;
    assert_eq!(r.code(), 200);
    assert_eq!(search(&app, &format!("keyword={}", enc("，。！"))).await["total"], 0);
}

#[tokio::test]
async fn the_index_follows_operator_changes() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let word = enc("氢能");
    assert_eq!(search(&app, &format!("keyword={word}")).await["total"], 0, "the index is built before the change");

    let category = category_id(&app, "设备物联").await;
    let id = app.post("/api/ptd-industry/manage/product/save", Some(&op), product_form(category, "氢能装备监测")).await.ok()["id"].as_i64().unwrap();
    let found = search(&app, &format!("keyword={word}")).await;
    assert_eq!(titles(&found), ["氢能装备监测"]);

    let mut form = product_form(category, "氢能储运监测");
    form["id"] = json!(id);
    app.post("/api/ptd-industry/manage/product/update", Some(&op), form).await.ok();
    assert_eq!(titles(&search(&app, &format!("keyword={word}")).await), ["氢能储运监测"]);

    app.post("/api/ptd-industry/manage/product/changeStatus", Some(&op), json!({"id": id, "status": 0})).await.ok();
    assert_eq!(search(&app, &format!("keyword={word}")).await["total"], 0, "withdrawn content is not found");
    app.post("/api/ptd-industry/manage/product/changeStatus", Some(&op), json!({"id": id, "status": 1})).await.ok();
    assert_eq!(search(&app, &format!("keyword={word}")).await["total"], 1);
    delete(&app, &format!("/api/ptd-industry/manage/product/deleteById?id={id}"), Some(&op)).await.ok();
    assert_eq!(search(&app, &format!("keyword={word}")).await["total"], 0);

    // Help documents and notices too; a banner change does not disturb the index.
    let domain = domain_id(&app, product_id(&app, "协同办公OA").await).await;
    let doc = json!({"productDomainId": domain, "title": "电子印章年检说明", "content": "<p>印章年检流程</p>"});
    let hid = app.post("/api/ptd-industry/manage/helpDoc/save", Some(&op), doc).await.ok()["id"].as_i64().unwrap();
    app.post("/api/ptd-industry/manage/banner/save", Some(&op), json!({"channelName": "首页", "bannerImg": "/b.svg"})).await.ok();
    let r = search(&app, &format!("keyword={}&type=helpDoc", enc("年检"))).await;
    assert_eq!(r["rows"][0]["id"], hid.to_string());
    let notice = json!({"noticeType": "companyNotice", "title": "年度团建安排", "msgText": "<p>团建</p>", "issueStatus": 0});
    let nid = app.post("/api/ptd-component/global/companyNotice/save", Some(&op), notice).await.ok()["id"].as_i64().unwrap();
    assert_eq!(search(&app, &format!("keyword={}", enc("团建"))).await["total"], 0, "drafts are not found");
    app.get(&format!("/api/ptd-component/global/companyNotice/setIssue?id={nid}&issueStatus=1"), Some(&op)).await.ok();
    assert_eq!(search(&app, &format!("keyword={}", enc("团建"))).await["rows"][0]["url"], format!("/noticeDetail?id={nid}&type=companyNotice"));
}

#[tokio::test]
async fn changes_made_through_another_instance_are_picked_up() {
    let app = TestApp::new().await;
    assert_eq!(search(&app, &format!("keyword={}", enc("光伏"))).await["total"], 0);
    // Another instance wrote a notice and moved the content revision on.
    sqlx::query("INSERT INTO system_notices (id, title, msg_text, sort, status, audit_time, create_time) VALUES (1, '分布式光伏并网公告', '<p>光伏</p>', 0, 1, 1, 1)")
        .execute(&app.state.db.write)
        .await
        .unwrap();
    sqlx::query("UPDATE content_revision SET revision = revision + 1").execute(&app.state.db.write).await.unwrap();
    // This instance reads another's revision within a quarter of a second.
    tokio::time::sleep(kernel::site::RevisionClock::FRESH + std::time::Duration::from_millis(50)).await;
    let r = search(&app, &format!("keyword={}", enc("光伏"))).await;
    assert_eq!(titles(&r), ["分布式光伏并网公告"]);
    // And the cached public lists follow the same revision.
    assert_eq!(app.get("/api/ptd-industry/system/notice/list", None).await.ok().as_array().unwrap().len(), 5);
}

#[tokio::test]
async fn snippets_carry_only_highlights() {
    let app = TestApp::new().await;
    let domain = domain_id(&app, product_id(&app, "协同办公OA").await).await;
    // Stored around the sanitiser, as an old import might have.
    sqlx::query(
        "INSERT INTO help_docs (id, product_domain_id, title, label, content, sort, status, create_time, update_time)
         VALUES (2, $1, '脚本测试文档', '', '<p>密钥轮换<script>alert(1)</script> &lt;b&gt;说明&lt;/b&gt; <img src=x onerror=alert(2)></p>', 0, 1, 1, 1)",
    )
    .bind(domain)
    .execute(&app.state.db.write)
    .await
    .unwrap();
    sqlx::query("UPDATE content_revision SET revision = revision + 1").execute(&app.state.db.write).await.unwrap();
    // This instance reads another's revision within a quarter of a second.
    tokio::time::sleep(kernel::site::RevisionClock::FRESH + std::time::Duration::from_millis(50)).await;
    let r = search(&app, &format!("keyword={}", enc("密钥轮换"))).await;
    let snippet = r["rows"][0]["snippet"].as_str().unwrap();
    assert!(snippet.contains("<em>"), "{snippet}");
    assert!(!snippet.contains("<script") && !snippet.contains("onerror") && !snippet.contains("<b>") && !snippet.contains("<img"), "{snippet}");
}

//! The HTTP platform: envelope, errors, headers, health, OpenAPI, modules, jobs.

use crate::support::*;
use axum::http::{Method, StatusCode};
use serde_json::json;

#[tokio::test]
async fn health_and_readiness() {
    let app = TestApp::new().await;
    let r = app.get("/healthz", None).await;
    assert_eq!(r.status, StatusCode::OK);
    let r = app.get("/readyz", None).await;
    assert_eq!(r.status, StatusCode::OK);
    let body = r.body.as_str().unwrap().to_string();
    assert!(body.starts_with("ready\n"), "{body}");
    let font = app.state.config.esign.font_path.exists();
    assert!(body.contains(if font { "contract font: ok" } else { "contract font: unavailable" }), "the font's state is told: {body}");
}

#[tokio::test]
async fn every_response_carries_request_id_and_security_headers() {
    let app = TestApp::new().await;
    let r = app.get("/api/ptd-industry/front/getFrontChannel", None).await;
    let id = r.headers.get("x-request-id").expect("request id").to_str().unwrap().to_string();
    let (prefix, n) = id.split_once('-').expect("prefix-counter");
    assert!(prefix.len() == 12 && u64::from_str_radix(n, 16).is_ok(), "{id}");
    let next = app.get("/healthz", None).await;
    let other = next.headers["x-request-id"].to_str().unwrap();
    assert!(other != id && other.starts_with(prefix), "each request its own id: {id} then {other}");
    assert_eq!(r.headers["x-content-type-options"], "nosniff");
    assert_eq!(r.headers["x-frame-options"], "SAMEORIGIN");
    // Data gets the closed policy; the pages their own.
    assert_eq!(r.headers["content-security-policy"], "default-src 'none'; frame-ancestors 'self'");
    std::fs::create_dir_all(&app.state.config.web_dir).unwrap();
    std::fs::write(app.state.config.web_dir.join("index.html"), "<!doctype html><title>平台</title>").unwrap();
    let page = app.request(Method::GET, "/front", None, None, &[]).await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.headers["content-type"].to_str().unwrap().starts_with("text/html"));
    assert!(page.headers["content-security-policy"].to_str().unwrap().contains("script-src 'self'"));
    // The browser revalidates the page it kept: the 304's policy replaces the page's, so it is the page's too.
    let since = page.headers["last-modified"].to_str().unwrap().to_string();
    let again = app.request(Method::GET, "/front", None, None, &[("if-modified-since", &since)]).await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.headers["content-security-policy"].to_str().unwrap().contains("script-src 'self'"));
    // A caller's own request id is kept, so logs can be followed across services.
    let r = app.request(Method::GET, "/healthz", None, None, &[("x-request-id", "abc-123")]).await;
    assert_eq!(r.headers["x-request-id"], "abc-123");
}

#[tokio::test]
async fn unknown_api_paths_and_methods_answer_the_404_envelope() {
    let app = TestApp::new().await;
    for r in [
        app.get("/api/no/such/path", None).await,
        app.request(Method::DELETE, "/api/ptd-user/login", None, None, &[]).await,
    ] {
        assert_eq!(r.status, StatusCode::NOT_FOUND);
        assert_eq!(r.code(), 404);
        assert_eq!(r.msg(), "您所请求的资源尚未找到, 请稍后重试!");
    }
}

#[tokio::test]
async fn malformed_and_oversized_bodies_are_refused_in_the_envelope() {
    let app = TestApp::with(|f| f.merge(("body_limit_bytes", 256))).await;
    let r = app.request(Method::POST, "/api/ptd-user/login", None, None, &[("content-type", "application/json")]).await;
    assert_eq!((r.code(), r.msg()), (10001, "请求参数格式错误"));
    let r = app.post("/api/ptd-user/login", None, json!({"username": "x".repeat(400), "password": "abcdef"})).await;
    assert_eq!(r.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!((r.code(), r.msg()), (10006, "请求内容过大"));
    let r = app.post("/api/ptd-user/login", None, json!(["not", "an", "object"])).await;
    assert_eq!(r.code(), 10001);
}

#[tokio::test]
async fn openapi_document_lists_the_spec_paths() {
    let app = TestApp::new().await;
    let r = app.get("/api/openapi.json", None).await;
    let paths = r.body["paths"].as_object().expect("paths");
    for p in [
        "/api/ptd-user/login",
        "/api/ptd-user/checkToken",
        "/api/ptd-industry/userlogOut/logOut",
        "/api/ptd-user/resource/user/getUserDetails",
        "/api/ptd-industry/menu/authRoleTree",
        "/api/ptd-industry/front/getFrontChannel",
    ] {
        assert!(paths.contains_key(p), "{p} missing from the OpenAPI document");
    }
    assert!(paths["/api/ptd-user/login"]["post"]["requestBody"].is_object());
}

#[tokio::test]
async fn every_linked_module_registers_itself() {
    let linked: Vec<&str> = kernel::module::linked().iter().map(|d| d.name).collect();
    assert_eq!(linked, platform::MODULES, "modules in start-up order");
    let app = TestApp::new().await;
    assert_eq!(app.state.modules.to_vec(), platform::MODULES);
}

#[tokio::test]
async fn a_disabled_module_has_no_routes_menus_remotes_or_jobs() {
    let app = TestApp::with(|f| f.merge(("modules.disabled", vec!["identity"]))).await;
    let r = app.post("/api/ptd-user/login", None, json!({"username": MAIN, "password": DEMO_PASSWORD})).await;
    assert_eq!(r.code(), 404, "login route gone");
    assert!(app.state.menus.entries().iter().all(|m| !m.key.starts_with("identity.")));
    let remotes = app.get("/api/platform/remotes", None).await;
    let names: Vec<&str> = remotes.ok().as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap()).collect();
    assert!(!names.contains(&"identity") && names.contains(&"workbench"), "{names:?}");
    let jobs: Vec<&str> = app.registry.jobs().iter().map(|j| j.name).collect();
    assert_eq!(jobs, ["kernel.expired-sessions", "kernel.stale-counters", "kernel.audit-purge", "kernel.list-totals", "kernel.unregistered-uploads", "kernel.payments-reconcile", "kernel.payments-daily-bill", "orders.expire-unpaid", "sign.certify-contracts", "workbench.expired-launch-codes", "workbench.launch-counts", "workbench.expiry-reminders", "workbench.oidc-keys", "workbench.oidc-logout", "openplatform.settle-calls", "openplatform.purge-calls"]);
    // The other modules keep working.
    assert_eq!(app.get("/api/ptd-industry/front/getFrontChannel", None).await.ok().as_array().unwrap().len(), 7);
}

#[tokio::test]
async fn a_disabled_modules_tables_are_not_created() {
    let app = TestApp::with(|f| f.merge(("modules.disabled", vec!["market"]))).await;
    let exists = |table: &'static str| {
        let db = app.state.db.clone();
        async move { sqlx::query(&format!("SELECT COUNT(*) FROM {table}")).fetch_one(&db.read).await.is_ok() }
    };
    assert!(exists("users").await && exists("join_requests").await && exists("invoice_headers").await);
    assert!(!exists("products").await && !exists("front_channels").await, "the market module's tables are not made");
}

#[tokio::test]
async fn remotes_manifest_names_each_enabled_remote() {
    let app = TestApp::new().await;
    let r = app.get("/api/platform/remotes", None).await;
    let names: Vec<&str> = r.ok().as_array().unwrap().iter().map(|r| r["name"].as_str().unwrap()).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(names, sorted, "in name order");
    let all = ["account", "certification", "identity", "market", "notices", "orders", "partner", "sign", "site", "workbench"];
    assert!(all.iter().all(|n| names.contains(n)), "{names:?}");
    // The public site's remote too (the shell also knows its fixed address, to load the first page without a request).
    let site = &r.ok()[names.iter().position(|n| *n == "site").unwrap()];
    assert_eq!(site["entry"], "/remotes/site/remoteEntry.js");
    let identity = &r.ok()[names.iter().position(|n| *n == "identity").unwrap()];
    assert_eq!(identity["entry"], "/remotes/identity/remoteEntry.js");
}

#[tokio::test]
async fn jobs_run_once_per_interval_and_one_instance_wins_a_claim() {
    let app = TestApp::new().await;
    let ran = app.run_due_jobs("instance-a").await;
    assert_eq!(
        ran,
        ["kernel.expired-sessions", "kernel.stale-counters", "kernel.audit-purge", "kernel.list-totals", "kernel.unregistered-uploads", "kernel.payments-reconcile", "kernel.payments-daily-bill", "identity.inactive-accounts", "orders.expire-unpaid", "sign.certify-contracts", "workbench.expired-launch-codes",
            "workbench.launch-counts", "workbench.expiry-reminders", "workbench.oidc-keys", "workbench.oidc-logout", "openplatform.settle-calls", "openplatform.purge-calls"]
    );
    assert!(app.run_due_jobs("instance-b").await.is_empty(), "not due again yet");

    // Two instances race for the same due job: exactly one claim succeeds.
    sqlx::query("UPDATE job_leases SET last_run = 0").execute(&app.state.db.write).await.unwrap();
    let job = app.registry.jobs().remove(0);
    let (a, b) = tokio::join!(kernel::jobs::claim(&app.state, &job, "a"), kernel::jobs::claim(&app.state, &job, "b"));
    assert!(a.unwrap() ^ b.unwrap(), "exactly one instance claims the job");
}

#[tokio::test]
async fn expired_sessions_are_cleaned_by_the_job() {
    let app = TestApp::new().await;
    let token = app.login(MAIN).await;
    sqlx::query("UPDATE sessions SET expires_at = 1").execute(&app.state.db.write).await.unwrap();
    // A write from outside the instance's requests is heard through the database (within a poll); here at once.
    app.state.callers.forget_all();
    assert_eq!(app.get("/api/ptd-user/checkToken", Some(&token)).await.code(), 401);
    app.run_due_jobs("x").await;
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM sessions").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(n, 0);
}

#[tokio::test]
async fn channels_are_listed_in_order_and_filtered_by_trimmed_name() {
    let app = TestApp::new().await;
    let all = app.get("/api/ptd-industry/front/getFrontChannel", None).await;
    let names: Vec<&str> = all.ok().as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(names, ["首页", "产品市场", "解决方案", "AI应用", "合作生态", "数字工厂", "关于我们"]);
    let one = app.get("/api/ptd-industry/front/getFrontChannel?name=%20%E9%A6%96%E9%A1%B5%20", None).await;
    assert_eq!(one.ok(), &json!([{"id": one.ok()[0]["id"], "name": "首页", "path": "/front", "sort": 0}]));
}

#[tokio::test]
async fn demo_data_is_seeded_once() {
    let app = TestApp::new().await;
    platform::sandbox::demo::seed_demo(&app.state, &app.registry).await.unwrap();
    let (users,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM users").fetch_one(&app.state.db.read).await.unwrap();
    let (channels,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM front_channels").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!((users, channels), (4, 7));
}

#[tokio::test]
async fn dev_outbox_exists_only_in_the_dev_and_test_profiles() {
    let app = TestApp::new().await;
    app.state.sms.send("13900000000", "您的验证码是123456").await.unwrap();
    let r = app.get("/api/dev/outbox?mobile=13900000000", None).await;
    assert_eq!(r.ok()[0]["content"], "您的验证码是123456");
    let prod = TestApp::with(staging).await;
    assert_eq!(prod.get("/api/dev/outbox?mobile=13900000000", None).await.code(), 404);
}

/// The front end's request and reply types are generated from `openapi/openapi.json`
/// (`npm run gen:api`); this keeps that file the document the server really serves.
/// `UPDATE_OPENAPI=1 cargo test --test api openapi_document_is_committed` rewrites it.
#[tokio::test]
async fn openapi_document_is_committed() {
    let app = TestApp::new().await;
    let served = serde_json::to_string_pretty(&app.get("/api/openapi.json", None).await.body).unwrap() + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi/openapi.json");
    if std::env::var("UPDATE_OPENAPI").is_ok_and(|v| v == "1") {
        std::fs::create_dir_all(std::path::Path::new(path).parent().unwrap()).unwrap();
        std::fs::write(path, &served).unwrap();
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == served,
        "openapi/openapi.json is stale: run `UPDATE_OPENAPI=1 cargo test --test api openapi_document_is_committed` and `npm run gen:api`"
    );
}

/// Every menu page names a page some remote exposes: `remote/Page` is
/// `remotes/<remote>/src/pages/<Page>/index.tsx` (webpack/common.js exposes those).
#[tokio::test]
async fn every_menu_page_is_a_page_a_remote_exposes() {
    let app = TestApp::new().await;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = 0;
    for entry in app.state.menus.entries() {
        let Some((remote, page)) = entry.component.split_once('/') else { continue };
        let file = root.join("remotes").join(remote).join("src/pages").join(page).join("index.tsx");
        assert!(file.exists(), "menu {} names {}, but {} does not exist", entry.key, entry.component, file.display());
        assert!(app.state.remotes.contains(&remote), "menu {} names the remote {remote}, which no enabled module lists", entry.key);
        pages += 1;
    }
    assert!(pages >= 10, "the menus name pages ({pages})");
}

/// Generated clients key operations by their id: no two operations share one.
#[tokio::test]
async fn operation_ids_are_unique() {
    let app = TestApp::new().await;
    let doc = app.get("/api/openapi.json", None).await;
    let mut seen = std::collections::BTreeMap::new();
    for (path, item) in doc.body["paths"].as_object().unwrap() {
        for (method, op) in item.as_object().unwrap() {
            if let Some(id) = op.get("operationId").and_then(|v| v.as_str()) {
                if let Some(other) = seen.insert(id.to_string(), format!("{method} {path}")) {
                    panic!("operation id {id} is used by {other} and {method} {path}");
                }
            }
        }
    }
}

/// The build's gzip and brotli copies are sent as they are; content-hashed
/// files are cached for good, the page and the remotes' entries checked each time.
#[tokio::test]
async fn built_files_go_out_precompressed_and_hashed_ones_are_cached_for_good() {
    let app = TestApp::new().await;
    let web = app.state.config.web_dir.clone();
    std::fs::create_dir_all(web.join("assets")).unwrap();
    std::fs::create_dir_all(web.join("remotes/site")).unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html><title>平台</title>").unwrap();
    std::fs::write(web.join("assets/main.1a2b3c4d.js"), "console.log('plain')").unwrap();
    std::fs::write(web.join("assets/main.1a2b3c4d.js.br"), "brotli bytes").unwrap();
    std::fs::write(web.join("assets/main.1a2b3c4d.js.gz"), "gzip bytes").unwrap();
    std::fs::write(web.join("remotes/site/remoteEntry.js"), "var site;").unwrap();
    std::fs::write(web.join("remotes/site/153.d3ca7069.js"), "chunk").unwrap();

    let header = |r: &Reply, name: &str| r.headers.get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string();
    let asset = "/assets/main.1a2b3c4d.js";
    let br = app.request(Method::GET, asset, None, None, &[("accept-encoding", "gzip, br")]).await;
    assert_eq!(br.status, StatusCode::OK);
    assert_eq!(header(&br, "content-encoding"), "br");
    assert_eq!(br.body, json!("brotli bytes"));
    assert_eq!(header(&br, "cache-control"), "public, max-age=31536000, immutable");
    let gz = app.request(Method::GET, asset, None, None, &[("accept-encoding", "gzip")]).await;
    assert_eq!((header(&gz, "content-encoding"), gz.body), ("gzip".to_string(), json!("gzip bytes")));
    let plain = app.get(asset, None).await;
    assert_eq!((header(&plain, "content-encoding"), plain.body), (String::new(), json!("console.log('plain')")));

    let chunk = app.get("/remotes/site/153.d3ca7069.js", None).await;
    assert_eq!(header(&chunk, "cache-control"), "public, max-age=31536000, immutable");
    let entry = app.get("/remotes/site/remoteEntry.js", None).await;
    assert_eq!(header(&entry, "cache-control"), "no-cache");
    let page = app.get("/front", None).await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(header(&page, "cache-control"), "no-cache");
    assert!(page.body.as_str().unwrap_or_default().contains("平台"));
    assert_eq!(app.get("/remotes/site/missing.js", None).await.status, StatusCode::NOT_FOUND);
}

/// A scratch table for the batch tests: a stock to take from and a ledger of what was taken.
async fn batch_tables(app: &TestApp) {
    for sql in [
        "CREATE TABLE batch_stock (id BIGINT PRIMARY KEY, left_over BIGINT NOT NULL)",
        "CREATE TABLE batch_ledger (id BIGINT PRIMARY KEY, note TEXT NOT NULL)",
        "INSERT INTO batch_stock (id, left_over) VALUES (1, 20)",
    ] {
        sqlx::query(sql).execute(&app.state.db.write).await.unwrap();
    }
}

async fn ledger_ids(app: &TestApp) -> Vec<i64> {
    sqlx::query_as::<_, (i64,)>("SELECT id FROM batch_ledger ORDER BY id").fetch_all(&app.state.db.read).await.unwrap().into_iter().map(|(id,)| id).collect()
}

#[tokio::test]
async fn a_batch_is_kept_whole_or_not_at_all() {
    use kernel::db::{Batch, Written};
    let app = TestApp::new().await;
    let db = &app.state.db;
    batch_tables(&app).await;

    let mut batch = Batch::new();
    batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2)").bind(1_i64).bind("一")).unwrap();
    batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2)").bind(2_i64).bind("it's 'quoted' $1")).unwrap();
    assert_eq!(db.commit(batch).await.unwrap(), Written::Committed(vec![1, 1]));
    let (note,): (String,) = sqlx::query_as("SELECT note FROM batch_ledger WHERE id = 2").fetch_one(&db.read).await.unwrap();
    assert_eq!(note, "it's 'quoted' $1", "placeholders inside values are values");

    // A failing statement takes back the ones before it.
    let mut batch = Batch::new();
    batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2)").bind(3_i64).bind("三")).unwrap();
    batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2)").bind(1_i64).bind("again")).unwrap();
    let err = db.commit(batch).await.unwrap_err();
    assert!(kernel::db::is_unique_violation(&err), "{err}");
    assert_eq!(ledger_ids(&app).await, vec![1, 2]);

    // A transition whose condition no longer holds takes back the whole batch, and says which.
    let mut batch = Batch::new();
    batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2)").bind(4_i64).bind("四")).unwrap();
    batch.push_changing(sqlx::query("UPDATE batch_stock SET left_over = left_over - 1 WHERE id = $1 AND left_over > $2").bind(1_i64).bind(100_i64)).unwrap();
    assert_eq!(db.commit(batch).await.unwrap(), Written::Unchanged(1));
    assert_eq!(ledger_ids(&app).await, vec![1, 2]);

    // The writer is free and outside any transaction afterwards: an ordinary transaction works.
    let mut tx = db.write.begin().await.unwrap();
    sqlx::query("INSERT INTO batch_ledger (id, note) VALUES (5, '五')").execute(&mut *tx).await.unwrap();
    tx.commit().await.unwrap();
    assert_eq!(ledger_ids(&app).await, vec![1, 2, 5]);
}

#[tokio::test]
async fn batches_racing_for_the_last_units_take_each_once_and_a_dropped_one_is_kept_whole_or_not_at_all() {
    use kernel::db::{Batch, Written};
    let app = TestApp::new().await;
    batch_tables(&app).await;
    // Sixty takers for twenty units, side by side; ten of them are dropped by their callers at once.
    let takers: Vec<_> = (1..=60_i64)
        .map(|n| {
            let db = app.state.db.clone();
            tokio::spawn(async move {
                let mut batch = Batch::new();
                batch.push_changing(sqlx::query("UPDATE batch_stock SET left_over = left_over - 1 WHERE id = 1 AND left_over > 0")).unwrap();
                batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2)").bind(n).bind(format!("taker {n}"))).unwrap();
                let commit = db.commit(batch);
                if n % 6 == 0 {
                    // The caller goes away before the answer; the batch runs on or not at all.
                    let _ = tokio::time::timeout(std::time::Duration::from_micros(1), commit).await;
                    None
                } else {
                    Some(commit.await.unwrap())
                }
            })
        })
        .collect();
    let mut answered = 0;
    for t in takers {
        if let Some(written) = t.await.unwrap() {
            assert!(matches!(written, Written::Committed(_) | Written::Unchanged(0)), "{written:?}");
            answered += usize::from(matches!(written, Written::Committed(_)));
        }
    }
    // Let the dropped ones finish on their own.
    let mut taken = 0;
    for _ in 0..100 {
        let (left,): (i64,) = sqlx::query_as("SELECT left_over FROM batch_stock WHERE id = 1").fetch_one(&app.state.db.read).await.unwrap();
        taken = ledger_ids(&app).await.len() as i64;
        if left + taken == 20 && left == 0 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    let (left,): (i64,) = sqlx::query_as("SELECT left_over FROM batch_stock WHERE id = 1").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!((left, taken), (0, 20), "every unit taken once, each with its ledger row");
    assert!(answered <= 20, "{answered} takers were told they took a unit");
    // The writer is left outside any transaction.
    let mut tx = app.state.db.write.begin().await.unwrap();
    sqlx::query("UPDATE batch_stock SET left_over = 1 WHERE id = 1").execute(&mut *tx).await.unwrap();
    tx.commit().await.unwrap();
}

/// Batches that change one row, many at once: each change counts (on PostgreSQL two
/// changes of a row in one statement would lose one, so such batches never share one).
#[tokio::test]
async fn batches_changing_one_row_at_once_all_count() {
    use kernel::db::{Batch, Written};
    let app = TestApp::new().await;
    batch_tables(&app).await;
    for round in 0..5_i64 {
        let written = commit_at_once(&app, 1..=40, |n| {
            let mut batch = Batch::new();
            batch.push(sqlx::query("UPDATE batch_stock SET left_over = left_over + 1 WHERE id = 1")).unwrap();
            batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, 'added')").bind(round * 100 + n)).unwrap();
            batch
        })
        .await;
        assert!(written.iter().all(|w| *w == Written::Committed(vec![1, 1])), "{written:?}");
    }
    let (left,): (i64,) = sqlx::query_as("SELECT left_over FROM batch_stock WHERE id = 1").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!((left, ledger_ids(&app).await.len()), (20 + 200, 200));
    // Upserts of one row at once: each counts too.
    let written = commit_at_once(&app, 1..=40, |_| {
        let mut batch = Batch::new();
        batch.push(sqlx::query("INSERT INTO batch_stock (id, left_over) VALUES (2, 1) ON CONFLICT (id) DO UPDATE SET left_over = batch_stock.left_over + 1")).unwrap();
        batch
    })
    .await;
    assert!(written.iter().all(|w| *w == Written::Committed(vec![1])), "{written:?}");
    let (upserted,): (i64,) = sqlx::query_as("SELECT left_over FROM batch_stock WHERE id = 2").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(upserted, 40);
}

/// The batches `make` gives for each of `ns`, committed side by side; what became of each, in order.
async fn commit_side_by_side(app: &TestApp, ns: std::ops::RangeInclusive<i64>, make: impl Fn(i64) -> kernel::db::Batch) -> Vec<Result<kernel::db::Written, sqlx::Error>> {
    let writers: Vec<_> = ns
        .map(|n| {
            let (db, batch) = (app.state.db.clone(), make(n));
            tokio::spawn(async move { db.commit(batch).await })
        })
        .collect();
    let mut written = Vec::new();
    for w in writers {
        written.push(w.await.unwrap());
    }
    written
}

/// `commit_side_by_side` where every batch must commit.
async fn commit_at_once(app: &TestApp, ns: std::ops::RangeInclusive<i64>, make: impl Fn(i64) -> kernel::db::Batch) -> Vec<kernel::db::Written> {
    commit_side_by_side(app, ns, make).await.into_iter().map(Result::unwrap).collect()
}

/// Forty batches committed at once (`make(id, n)`), the fortieth after the thirty-ninth's id: how
/// many were committed (each as `expected`) and how many refused for the duplicate key.
async fn forty_with_one_duplicate(app: &TestApp, expected: Vec<u64>, make: impl Fn(i64, i64) -> kernel::db::Batch) -> (usize, usize) {
    let (mut committed, mut refused) = (0, 0);
    for written in commit_side_by_side(app, 1..=40, |n| make(if n == 40 { 39 } else { n }, n)).await {
        match written {
            Ok(written) => {
                assert_eq!(written, kernel::db::Written::Committed(expected.clone()));
                committed += 1;
            }
            Err(e) => {
                assert!(kernel::db::is_unique_violation(&e), "{e}");
                refused += 1;
            }
        }
    }
    (committed, refused)
}

#[tokio::test]
async fn batches_waiting_together_commit_together_and_one_s_failure_stays_its_own() {
    use kernel::db::{Batch, Written};
    let app = TestApp::new().await;
    batch_tables(&app).await;
    // Twenty writers at once: the writer commits those waiting together.
    let clean = commit_at_once(&app, 101..=120, |id| {
        let mut batch = Batch::new();
        batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, 'clean')").bind(id)).unwrap();
        batch
    })
    .await;
    assert!(clean.iter().all(|w| *w == Written::Committed(vec![1])), "{clean:?}");
    let grouped = app.state.db.grouped.load(std::sync::atomic::Ordering::Relaxed);
    assert!(grouped >= 2, "writers waiting together were committed together ({grouped})");
    sqlx::query("DELETE FROM batch_ledger").execute(&app.state.db.write).await.unwrap();

    // Inserts only, forty at once, two after the same id: the rows of a group share one VALUES
    // list (on both databases), which the duplicate fails; each batch then runs alone and only its
    // own fails.
    let (committed, refused) = forty_with_one_duplicate(&app, vec![1], |id, _| {
        let mut batch = Batch::new();
        batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, 'shared')").bind(id)).unwrap();
        batch
    })
    .await;
    assert_eq!((committed, refused, ledger_ids(&app).await.len()), (39, 1, 39));
    // Upserts, forty at once, two of one id: on PostgreSQL a VALUES list that changes a row twice
    // fails the statement, and each batch then runs alone; SQLite's applies the rows in turn. Either
    // way all forty are kept.
    let upserts = commit_at_once(&app, 1..=40, |n| {
        let id = if n == 40 { 39 } else { n };
        let mut batch = Batch::new();
        batch
            .push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET note = excluded.note").bind(id).bind(format!("upsert {n}")))
            .unwrap();
        batch
    })
    .await;
    assert!(upserts.iter().all(|w| *w == Written::Committed(vec![1])), "{upserts:?}");
    let (notes,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM batch_ledger WHERE note LIKE 'upsert %'").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(notes, 39);
    sqlx::query("DELETE FROM batch_ledger").execute(&app.state.db.write).await.unwrap();

    // Forty writers at once, two of them after the same id: a group that fails runs again one by one.
    let (committed, refused) = forty_with_one_duplicate(&app, vec![1, 1], |id, n| {
        let mut batch = Batch::new();
        batch.push(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, $2)").bind(id).bind(format!("writer {n}"))).unwrap();
        batch.push(sqlx::query("UPDATE batch_stock SET left_over = left_over + 1 WHERE id = 1")).unwrap();
        batch
    })
    .await;
    assert_eq!((committed, refused), (39, 1));
    let (left,): (i64,) = sqlx::query_as("SELECT left_over FROM batch_stock WHERE id = 1").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!((left, ledger_ids(&app).await.len()), (20 + 39, 39), "the refused writer's update went back with its insert");

    // Batches whose first statement must add its row (a value used once), forty at once, two of
    // them after the same id: on SQLite they commit in groups (a guard after the must-change
    // statement stops a group whose statement changed nothing); every one that added its row is
    // committed whole, the other is unchanged whole.
    let grouped_before = app.state.db.grouped.load(std::sync::atomic::Ordering::Relaxed);
    let written = commit_at_once(&app, 201..=240, |n| {
        let id = if n == 240 { 239 } else { n };
        let mut batch = Batch::new();
        batch.push_changing(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, 'once') ON CONFLICT (id) DO NOTHING").bind(id)).unwrap();
        batch.push(sqlx::query("UPDATE batch_stock SET left_over = left_over + 1 WHERE id = 1")).unwrap();
        batch
    })
    .await;
    let committed = written.iter().filter(|w| **w == Written::Committed(vec![1, 1])).count();
    let unchanged = written.iter().filter(|w| **w == Written::Unchanged(0)).count();
    assert_eq!((committed, unchanged), (39, 1), "{written:?}");
    let (left,): (i64,) = sqlx::query_as("SELECT left_over FROM batch_stock WHERE id = 1").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!((left, ledger_ids(&app).await.len()), (20 + 39 + 39, 39 + 39), "the unchanged batch's update went back with it");
    if app.state.db.backend == kernel::db::Backend::Sqlite {
        let clean = commit_at_once(&app, 301..=320, |id| {
            let mut batch = Batch::new();
            batch.push_changing(sqlx::query("INSERT INTO batch_ledger (id, note) VALUES ($1, 'once') ON CONFLICT (id) DO NOTHING").bind(id)).unwrap();
            batch
        })
        .await;
        assert!(clean.iter().all(|w| *w == Written::Committed(vec![1])), "{clean:?}");
        let grouped = app.state.db.grouped.load(std::sync::atomic::Ordering::Relaxed) - grouped_before;
        assert!(grouped >= 2, "must-change batches waiting together were committed together ({grouped})");
    }
}

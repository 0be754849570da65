//! The audit trail through the real router on both databases: sign-ins,
//! failures and lock-outs appended with their address and agent; the main
//! account's 登录日志 and the operators' search; a refund audited on its own
//! transaction (no row, no refund); the chain check naming a changed, a
//! deleted and a missing last row; parallel appends making one unbroken
//! chain; and the purge keeping the chain checkable.

use crate::support::*;
use axum::http::Method;
use serde_json::{json, Value};

const PAGE: &str = "/api/platform/audit/page";
const VERIFY: &str = "/api/platform/audit/verify";
const SIGN_INS: &str = "/api/platform/audit/signIns";

async fn rows(app: &TestApp, op: &str, query: &str) -> Vec<Value> {
    app.get(&format!("{PAGE}?pageNum=1&pageSize=50&{query}"), Some(op)).await.ok()["rows"].as_array().unwrap().clone()
}

async fn check(app: &TestApp, op: &str) -> Value {
    app.get(VERIFY, Some(op)).await.ok().clone()
}

#[tokio::test]
async fn sign_ins_failures_and_lockouts_are_audited_and_the_main_account_reads_its_members() {
    let app = TestApp::new().await;
    let main_id = app.user_id(MAIN).await;
    let company = app.company_of(MAIN).await;
    let r = app
        .request_from(Some("198.51.100.7:40000"), Method::POST, "/api/ptd-user/login", None, Some(json!({"username": SUB, "password": "wrong-Password1"})), &[("user-agent", "AuditTest/1.0 (审计)")])
        .await;
    assert_ne!(r.code(), 200, "a wrong password is refused");
    let sub = app.login(SUB).await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;

    let signed = rows(&app, &op, &format!("kind=sign-in&userId={main_id}")).await;
    assert!(!signed.is_empty());
    assert_eq!((signed[0]["kindName"].as_str(), signed[0]["companyId"].as_i64()), (Some("登录成功"), Some(company)));
    assert!(signed[0]["time"].is_string() && signed[0]["hash"].as_str().unwrap().len() == 64);
    let main_name: (String,) = sqlx::query_as("SELECT user_name FROM users WHERE id = $1").bind(main_id).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(signed[0]["actorName"], main_name.0.as_str(), "a sign-in names its account");
    let failed = rows(&app, &op, "kind=sign-in-failed").await;
    assert_eq!(failed.len(), 1);
    assert_eq!((failed[0]["actorName"].as_str(), failed[0]["userAgent"].as_str()), (Some(SUB), Some("AuditTest/1.0 (审计)")));
    assert_eq!(failed[0]["address"], "198.51.100.7", "the client address is kept");

    // 登录日志: the main account sees its members' sign-ins and the failure; nothing of other companies.
    let log = app.get(&format!("{SIGN_INS}?pageNum=1&pageSize=50"), Some(&main)).await.ok().clone();
    let kinds: Vec<&str> = log["rows"].as_array().unwrap().iter().map(|r| r["kind"].as_str().unwrap()).collect();
    assert!(kinds.contains(&"sign-in") && kinds.contains(&"sign-in-failed"), "{kinds:?}");
    assert!(log["rows"].as_array().unwrap().iter().all(|r| r["companyId"] == company));
    assert_eq!(app.get(SIGN_INS, Some(&sub)).await.code(), 10003, "a sub-account does not read the company's sign-ins");
    assert_eq!(app.get(PAGE, Some(&main)).await.code(), 10003, "only operators search the trail");
    assert_eq!(app.get(VERIFY, Some(&main)).await.code(), 10003);

    // Too many failures lock the account: the lock-out is audited too.
    for _ in 0..app.state.config.auth.max_failures_per_account + 1 {
        app.post("/api/ptd-user/login", None, json!({"username": SUB, "password": "wrong-Password1"})).await;
    }
    assert!(!rows(&app, &op, "kind=locked-out").await.is_empty());
    // A time range finds nothing tomorrow.
    assert!(rows(&app, &op, "beginTime=2099-01-01%2000:00:00").await.is_empty());
    assert_eq!(app.get(&format!("{PAGE}?beginTime=yesterday"), Some(&op)).await.code(), 10001);
    assert_eq!(check(&app, &op).await["firstBadSeq"], Value::Null);
    // The whole trail's total is the chain's length, not a count.
    let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(app.get(PAGE, Some(&op)).await.ok()["total"].as_i64(), Some(count));
}

#[tokio::test]
async fn a_refund_is_audited_on_its_own_transaction_and_fails_without_its_row() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let op_id = app.user_id(OPERATOR).await;
    let pay = |order: i64| {
        let (app, main) = (&app, main.clone());
        async move {
            let no = pay_wechat(app, &main, order).await["payTransactionNo"].as_str().unwrap().to_string();
            app.cashier(&no, "pay").await;
            wait_for_status(app, &main, &no, "success").await;
        }
    };
    let (order, _) = buy(&app, &main, 1).await;
    pay(order).await;
    let r = app.post("/api/ptd-industry/order/refund", Some(&op), json!({"orderId": order, "amount": "1.00", "reason": "客户申请退款"})).await;
    let refund_no = r.ok()["refundNo"].as_str().unwrap().to_string();
    let audited = rows(&app, &op, &format!("kind=refund&userId={op_id}")).await;
    assert_eq!(audited.len(), 1);
    assert_eq!(audited[0]["target"], format!("order:{order}"));
    let detail = audited[0]["detail"].as_str().unwrap();
    assert!(detail.contains("1.00") && detail.contains(&refund_no) && detail.contains("客户申请退款"), "{detail}");

    // When the row cannot be written, the refund does not happen either.
    let (second, _) = buy(&app, &main, 1).await;
    pay(second).await;
    sqlx::query("ALTER TABLE audit_log RENAME TO audit_log_away").execute(&app.state.db.write).await.unwrap();
    let r = app.post("/api/ptd-industry/order/refund", Some(&op), json!({"orderId": second, "amount": "1.00", "reason": "客户申请退款"})).await;
    assert_ne!(r.code(), 200, "refused: {:?}", r.body);
    sqlx::query("ALTER TABLE audit_log_away RENAME TO audit_log").execute(&app.state.db.write).await.unwrap();
    let (refunded,): (i64,) = sqlx::query_as("SELECT refunded_amount FROM payments WHERE purpose = 'order' AND reference_id = $1").bind(second).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(refunded, 0, "nothing reserved without its audit row");
    assert_eq!(check(&app, &op).await["firstBadSeq"], Value::Null, "the chain is whole: the failed append left nothing");
}

#[tokio::test]
async fn the_chain_check_names_a_changed_a_deleted_and_a_missing_last_row() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    for _ in 0..4 {
        app.login(MAIN).await;
    }
    let db = &app.state.db.write;
    let ok = check(&app, &op).await;
    assert_eq!(ok["firstBadSeq"], Value::Null, "{ok}");
    let n = ok["checked"].as_i64().unwrap();
    assert!(n >= 5, "{ok}");

    // A changed detail: the row itself no longer fits.
    sqlx::query("UPDATE audit_log SET address = '203.0.113.9' WHERE id = 3").execute(db).await.unwrap();
    let bad = check(&app, &op).await;
    assert_eq!((bad["firstBadSeq"].as_i64(), bad["reason"].as_str()), (Some(3), Some("记录内容已被修改")), "{bad}");
    // Even with its own hash made again, the next row's link gives it away.
    let changed: kernel::audit::Row = sqlx::query_as(
        "SELECT id, kind, actor_id, actor_name, company_id, address, user_agent, target, detail, create_time, prev_hash, hash FROM audit_log WHERE id = 3",
    )
    .fetch_one(db)
    .await
    .unwrap();
    sqlx::query("UPDATE audit_log SET hash = $1 WHERE id = 3").bind(kernel::audit::hash_of(&changed)).execute(db).await.unwrap();
    let bad = check(&app, &op).await;
    assert_eq!((bad["firstBadSeq"].as_i64(), bad["reason"].as_str()), (Some(4), Some("与上一条记录的哈希不符")), "{bad}");

    // A deleted row, and the last row gone.
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    app.login(MAIN).await;
    app.login(MAIN).await;
    let db = &app.state.db.write;
    sqlx::query("DELETE FROM audit_log WHERE id = 2").execute(db).await.unwrap();
    let bad = check(&app, &op).await;
    assert_eq!((bad["firstBadSeq"].as_i64(), bad["reason"].as_str()), (Some(2), Some("该条记录缺失")), "{bad}");
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    app.login(MAIN).await;
    let (last,): (i64,) = sqlx::query_as("SELECT MAX(id) FROM audit_log").fetch_one(&app.state.db.read).await.unwrap();
    sqlx::query("DELETE FROM audit_log WHERE id = $1").bind(last).execute(&app.state.db.write).await.unwrap();
    let bad = check(&app, &op).await;
    assert_eq!(bad["firstBadSeq"].as_i64(), Some(last), "{bad}");
}

#[tokio::test]
async fn parallel_appends_make_one_unbroken_chain_and_the_purge_keeps_it_checkable() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    let appends = (0..40).map(|i| {
        let db = app.state.db.clone();
        async move {
            let detail = format!("并发 {i}");
            kernel::audit::record(&db, &kernel::audit::Entry { kind: "sign-in", actor_id: Some(i), detail: Some(&detail), ..Default::default() }).await
        }
    });
    let ids: Vec<i64> = futures::future::join_all(appends).await.into_iter().map(|r| r.expect("every append succeeds")).collect();
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), 40, "each append its own place");
    let ok = check(&app, &op).await;
    assert_eq!(ok["firstBadSeq"], Value::Null, "{ok}");

    // Rows past the retention go; the purge is appended and the rest still checks.
    let (total,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log").fetch_one(&app.state.db.read).await.unwrap();
    sqlx::query("UPDATE audit_log SET create_time = 1 WHERE id <= 10").execute(&app.state.db.write).await.unwrap();
    // Moving times changed those rows: the check says so first; the purge then takes them away.
    assert_eq!(check(&app, &op).await["firstBadSeq"].as_i64(), Some(1));
    let gone = kernel::audit::purge(&app.state.db, 30, kernel::time::now_ms()).await.unwrap();
    assert_eq!(gone, 10, "a retention under 180 days is raised to 180; only the old rows go");
    let after = check(&app, &op).await;
    assert_eq!(after["firstBadSeq"], Value::Null, "{after}");
    assert_eq!(after["checked"].as_i64(), Some(total - 10 + 1));
    let purges = rows(&app, &op, "kind=audit-purge").await;
    assert_eq!(purges.len(), 1);
    assert!(purges[0]["detail"].as_str().unwrap().contains("共10条"), "{}", purges[0]);
    assert_eq!(kernel::audit::purge(&app.state.db, 180, kernel::time::now_ms()).await.unwrap(), 0, "nothing more is old enough");
}

#[tokio::test]
async fn password_changes_and_sign_outs_are_security_events_in_the_company_s_log() {
    let app = TestApp::new().await;
    let main_id = app.user_id(MAIN).await;
    let token = app.login(MAIN).await;
    let code = app.auth_code(MAIN).await;
    let r = app.post("/api/ptd-user/resource/user/updatePassword", Some(&token), json!({"smsCode": code, "password": "Audit@2026x", "repeatPassword": "Audit@2026x"})).await;
    assert_eq!(r.code(), 200, "{:?}", r.body);
    let token = app.login_reply(MAIN, "Audit@2026x").await.ok()["token"].as_str().unwrap().to_string();
    app.get("/api/ptd-industry/userlogOut/logOut", Some(&token)).await.ok();
    let op = app.login(OPERATOR).await;
    let changed = rows(&app, &op, &format!("kind=password-changed&userId={main_id}")).await;
    assert_eq!(changed.len(), 1);
    assert_eq!(changed[0]["kindName"], "修改密码");
    assert_eq!(rows(&app, &op, &format!("kind=sign-out&userId={main_id}")).await.len(), 1);
    let kinds = app.get("/api/platform/audit/kinds", Some(&op)).await.ok().clone();
    assert!(kinds.as_array().unwrap().iter().any(|k| k["kind"] == "phone-changed" && k["name"] == "更换手机号"), "{kinds}");
    // 登录日志 shows the sign-out beside the sign-ins.
    let main = app.login_reply(MAIN, "Audit@2026x").await.ok()["token"].as_str().unwrap().to_string();
    let log = app.get(&format!("{SIGN_INS}?pageNum=1&pageSize=50"), Some(&main)).await.ok().clone();
    assert!(log["rows"].as_array().unwrap().iter().any(|r| r["kind"] == "sign-out"), "{log}");
    assert_eq!(check(&app, &op).await["firstBadSeq"], Value::Null);
}

#[tokio::test]
async fn operators_export_what_they_searched_and_companies_their_points_ledger() {
    let app = TestApp::new().await;
    let op = app.login(OPERATOR).await;
    for _ in 0..3 {
        app.login(MAIN).await;
    }
    let r = app.request(Method::GET, "/api/platform/audit/export?kind=sign-in", Some(&op), None, &[]).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.headers["content-type"], "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    let bytes = app.raw_get("/api/platform/audit/export?kind=sign-in", &op).await;
    let xml = xlsx_sheet_xml(&bytes);
    let (signed,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM audit_log WHERE kind = 'sign-in'").fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(xml.matches("<row ").count() as i64, signed + 1, "a head row and one row a sign-in");
    assert!(xml.contains("登录成功") && xml.contains("记录号"));
    let main = app.login(MAIN).await;
    assert_eq!(app.get("/api/platform/audit/export", Some(&main)).await.code(), 10003, "operators only");

    // The points ledger with the list's filter: only top-ups.
    let company = app.company_of(MAIN).await;
    sqlx::query("INSERT INTO accounts (id, company_id, account_no, status, balance, create_time, update_time) VALUES (8999999, $1, 'SA8999999', 'normal', 300, 0, 0) ON CONFLICT (company_id) DO NOTHING")
        .bind(company)
        .execute(&app.state.db.write)
        .await
        .unwrap();
    let (account,): (i64,) = sqlx::query_as("SELECT id FROM accounts WHERE company_id = $1").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    for (i, kind) in ["topup", "order", "topup", "topup"].iter().enumerate() {
        sqlx::query("INSERT INTO account_ledger (id, account_id, company_id, kind, points, balance_after, pay_transaction_no, remark, create_time) VALUES ($1, $2, $3, $4, 100, 100, NULL, '', $5)")
            .bind(9_000_000 + i as i64)
            .bind(account)
            .bind(company)
            .bind(*kind)
            .bind(kernel::time::now_ms())
            .execute(&app.state.db.write)
            .await
            .unwrap();
    }
    let bytes = app.raw_get("/api/ptd-user/account/accountFlow/export?type=topup", &main).await;
    let xml = xlsx_sheet_xml(&bytes);
    let (topups,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM account_ledger WHERE company_id = $1 AND kind = 'topup'").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    assert!(topups > 0, "the demo company has top-ups");
    assert_eq!(xml.matches("<row ").count() as i64, topups + 1);
    assert!(xml.contains("流水号") && !xml.contains("订单支付"), "only the filter's rows");
    assert_eq!(app.get("/api/ptd-user/account/accountFlow/export?beginTime=bad", Some(&main)).await.code(), 10001);
}

#[tokio::test]
async fn refusals_grants_content_and_dictionary_edits_are_audited_with_who_and_what() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let (main_id, op_id, sub_id) = (app.user_id(MAIN).await, app.user_id(OPERATOR).await, app.user_id(SUB).await);

    // A signed-in caller refused: who, what and from where.
    let r = app.request_from(Some("198.51.100.9:41000"), Method::GET, PAGE, Some(&main), None, &[("user-agent", "Probe/2.0")]).await;
    assert_eq!(r.code(), 10003);
    let refused = rows(&app, &op, "kind=permission-refused").await;
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!((refused[0]["actorId"].as_i64(), refused[0]["target"].as_str()), (Some(main_id), Some("GET /api/platform/audit/page")));
    assert_eq!((refused[0]["address"].as_str(), refused[0]["userAgent"].as_str(), refused[0]["kindName"].as_str()), (Some("198.51.100.9"), Some("Probe/2.0"), Some("越权访问")));
    // A visitor without a token is no one: nothing is written for a 401.
    app.get(PAGE, None).await;
    assert_eq!(rows(&app, &op, "kind=permission-refused").await.len(), 1);

    // A main account's menu grant, with the keys before and after.
    app.post("/api/ptd-user/resource/user/grantMenus", Some(&main), json!({"userId": sub_id, "menuKeys": ["identity.members"]})).await.ok();
    let granted = rows(&app, &op, "kind=menu-grant").await;
    assert_eq!((granted[0]["actorId"].as_i64(), granted[0]["target"].as_str()), (Some(main_id), Some(format!("user:{sub_id}").as_str())));
    assert!(granted[0]["detail"].as_str().unwrap().ends_with("→ identity.members"), "{}", granted[0]);

    // An operator's content edit and dictionary change.
    let saved = app.post("/api/ptd-industry/manage/case/save", Some(&op), json!({"title": "审计案例", "img": "/a.png"})).await;
    let case = saved.ok()["id"].as_i64().unwrap();
    let edits = rows(&app, &op, "kind=content-edit").await;
    assert_eq!((edits[0]["actorId"].as_i64(), edits[0]["target"].as_str(), edits[0]["detail"].as_str()), (Some(op_id), Some(format!("cooperation_cases:{case}").as_str()), Some("新增")));
    let terms = app.get("/api/ptd-component/global/resource/data/type/productTerm", None).await.ok().clone();
    let (id, label) = (terms[1]["id"].as_i64().unwrap(), terms[1]["dictLabel"].as_str().unwrap().to_string());
    let edit = json!({"id": id, "dictLabel": "两年期", "dictSort": 2, "status": 1});
    app.request(Method::PUT, "/api/ptd-component/global/resource/data/type", Some(&op), Some(edit), &[]).await.ok();
    let dict = rows(&app, &op, "kind=dictionary").await;
    assert_eq!(dict[0]["detail"], format!("productTerm: {label}/{}/1 → 两年期/2/1", terms[1]["dictSort"].as_i64().unwrap()));
    assert_eq!(check(&app, &op).await["firstBadSeq"], Value::Null, "the chain holds every new kind");
}

#[tokio::test]
async fn an_idle_session_ends_on_its_next_request() {
    let app = TestApp::with(|f| f.merge(("auth.idle_minutes", 30))).await;
    let token = app.login(MAIN).await;
    let me = "/api/ptd-user/resource/user/getUserDetails";
    assert_eq!(app.get(me, Some(&token)).await.code(), 200);
    let (seen,): (Option<i64>,) = sqlx::query_as("SELECT last_seen FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1")
        .bind(app.user_id(MAIN).await)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    assert!(seen.is_some(), "a use is written");
    // Another session of the person, unused for 31 minutes: refused, and stays refused.
    let idle = app.login(MAIN).await;
    app.exec(sqlx::query("UPDATE sessions SET last_seen = $1 WHERE last_seen IS NULL AND user_id = $2").bind(kernel::time::now_ms() - 31 * 60_000).bind(app.user_id(MAIN).await)).await;
    assert_eq!(app.get(me, Some(&idle)).await.code(), 401);
    assert_eq!(app.get(me, Some(&idle)).await.code(), 401);
    assert_eq!(app.get(me, Some(&token)).await.code(), 200, "the session in use goes on");
}

#[tokio::test]
async fn review_decisions_and_member_freezes_are_audited() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let (main_id, sub_id) = (app.user_id(MAIN).await, app.user_id(SUB).await);
    app.post("/api/ptd-user/resource/user/changeStatus", Some(&main), json!({"userId": sub_id, "status": 0})).await.ok();
    let frozen = rows(&app, &op, "kind=member-status").await;
    assert_eq!((frozen[0]["actorId"].as_i64(), frozen[0]["target"].as_str(), frozen[0]["detail"].as_str()), (Some(main_id), Some(format!("user:{sub_id}").as_str()), Some("冻结")));
    // A certification decision is one; reviews of partners, apps, rules and APIs share the kind `review`.
    let kinds = app.get("/api/platform/audit/kinds", Some(&op)).await.ok().clone();
    assert!(kinds.as_array().unwrap().iter().any(|k| k["kind"] == "review" && k["name"] == "审核决定"));
}

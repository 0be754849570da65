//! The scale bench's seeding (`kernel::scale`, `Module::seed_scale`) on a small copy of the year:
//! every owner's rows land where the customer's and the operators' screens count them.

use crate::support::*;
use kernel::scale::{self, Customer, Scale};

/// How many of `count` seeded rows are the customer's (every tenth, from the first).
fn customers(count: i64) -> i64 {
    (count + 9) / 10
}

async fn total(app: &TestApp, path: &str, token: &str) -> i64 {
    let joiner = if path.contains('?') { '&' } else { '?' };
    let reply = app.get(&format!("{path}{joiner}pageNum=1&pageSize=10"), Some(token)).await;
    assert_eq!(reply.code(), 200, "{path}: {:?}", reply.body);
    reply.data()["total"].as_i64().unwrap_or_else(|| panic!("{path} has a total: {:?}", reply.body))
}

/// Seeds a year divided by `divisor` for the demo company (13800000001) through each owner of a
/// table, as `scale seed` does, and lets the callers forget what they kept.
pub async fn seed_year(app: &TestApp, divisor: i64) -> Scale {
    let customer = Customer { company_id: app.company_of("13800000001").await, user_id: app.user_id("13800000001").await };
    let s = Scale::divided(customer, kernel::time::now_ms(), divisor);
    let written = app.state.callers.before_write();
    for (name, module) in &app.registry.modules {
        module.seed_scale(&app.state, &s).await.unwrap_or_else(|e| panic!("{name} seeds: {e:#}"));
    }
    app.state.callers.after_write(&app.state.db, written, kernel::db::Wrote::Unknown).await;
    s
}

#[tokio::test]
async fn a_small_year_seeds_through_each_owner_and_the_lists_count_it() {
    let app = TestApp::new().await;
    let customer = app.login("13800000001").await;
    let operator = app.login("13800000009").await;
    let user_id = app.user_id("13800000001").await;
    let lists = [
        ("/api/ptd-industry/order/list", &customer),
        ("/api/ptd-user/account/accountFlow/queryList", &customer),
        (&*format!("/api/ptd-component/endpoint/message/batchQueryMessage?userId={user_id}"), &customer),
        ("/api/ptd-component/sign/contract/page", &customer),
        ("/api/ptd-user/resource/company/page", &operator),
        ("/api/ptd-industry/manage/order/page", &operator),
        ("/api/ptd-industry/manage/helpDoc/page", &operator),
        ("/api/ptd-industry/manage/product/page", &operator),
    ];
    let mut before = Vec::new();
    for (path, token) in &lists {
        before.push(total(&app, path, token).await);
    }

    let s = seed_year(&app, 10_000).await;
    scale::analyze(&app.state.db).await.unwrap();

    let grown = [
        customers(s.orders),
        customers(s.ledger),
        customers(s.messages),
        customers(s.contracts),
        s.companies,
        s.orders,
        s.help_docs,
        s.products,
    ];
    for (((path, token), before), grown) in lists.iter().zip(before).zip(grown) {
        assert_eq!(total(&app, path, token).await, before + grown, "{path} counts the seeded rows");
    }
}

/// The rows a list's filter should find, counted directly.
async fn counted(app: &TestApp, sql: &str, company_id: i64) -> i64 {
    let (n,): (i64,) = sqlx::query_as(sql).bind(company_id).fetch_one(&app.state.db.read).await.unwrap();
    n
}

/// Filters reach the SQL only when given: each one, and their combinations, still finds exactly
/// the rows it names, on a ledger, payments and to-dos with a year in them.
#[tokio::test]
async fn the_lists_filters_find_what_they_name_in_a_seeded_year() {
    let app = TestApp::new().await;
    let customer = app.login("13800000001").await;
    let company = app.company_of("13800000001").await;
    let s = seed_year(&app, 2_000).await;

    // The ledger by kind, by a time range, and both; the range's ends as the page sends them.
    let (from, until) = (s.start + kernel::scale::YEAR_MS / 4, s.start + kernel::scale::YEAR_MS / 2);
    let (begin, end) = (kernel::time::format_ms(Some(from)).unwrap(), kernel::time::format_ms(Some(until)).unwrap());
    let (from, until) = (kernel::time::parse_shanghai(&begin).unwrap(), kernel::time::parse_shanghai(&end).unwrap());
    let range = |sql: &str| sql.replace("{from}", &from.to_string()).replace("{until}", &until.to_string());
    let flow = "/api/ptd-user/account/accountFlow/queryList";
    let checks = [
        (format!("{flow}?type=topup"), "SELECT COUNT(*) FROM account_ledger WHERE company_id = $1 AND kind = 'topup'".to_string()),
        (
            format!("{flow}?beginTime={}&endTime={}", urlencode(&begin), urlencode(&end)),
            range("SELECT COUNT(*) FROM account_ledger WHERE company_id = $1 AND create_time >= {from} AND create_time < {until}"),
        ),
        (
            format!("{flow}?type=bonus&beginTime={}", urlencode(&begin)),
            range("SELECT COUNT(*) FROM account_ledger WHERE company_id = $1 AND kind = 'bonus' AND create_time >= {from}"),
        ),
        (
            "/api/ptd-industry/order/payment/queryList?payStatus=cancel".to_string(),
            "SELECT COUNT(*) FROM payments WHERE company_id = $1 AND purpose = 'order' AND status = 'cancel'".to_string(),
        ),
        (
            "/api/ptd-user/account/transaction/list?payStatus=success".to_string(),
            "SELECT (SELECT COUNT(*) FROM payments WHERE company_id = $1 AND status = 'success') + (SELECT COUNT(*) FROM refunds WHERE company_id = $1 AND status = 'success')".to_string(),
        ),
        (
            "/api/ptd-open-platform/endpoint/workflow/taskAgent/page".to_string(),
            "SELECT COUNT(*) FROM todos WHERE state = 0 AND kind NOT IN ('contract', 'contract_cloud') AND assignee_company_id = $1".to_string(),
        ),
    ];
    for (path, sql) in &checks {
        let expected = counted(&app, sql, company).await;
        assert!(expected > 0, "the seeded year has rows for {path}");
        assert_eq!(total(&app, path, &customer).await, expected, "{path}");
    }

    // The main account's to-dos merge the company's and its own (an open to-do has one assignee):
    // every page holds what one query over both finds, in order.
    let user_id = app.user_id("13800000001").await;
    let mut conn = app.state.db.write.acquire().await.unwrap();
    let (oldest, newest): (i64, i64) = sqlx::query_as("SELECT MIN(create_time), MAX(create_time) FROM todos WHERE assignee_company_id = $1 AND state = 0")
        .bind(company)
        .fetch_one(&mut *conn)
        .await
        .unwrap();
    for i in 0..7_i64 {
        let todo = services::todos::NewTodo {
            kind: services::todos::kinds::JOIN_REQUEST,
            reference_id: 9_000_000 + i,
            title: "加入申请",
            link: "/workbench/company/member",
            applicant_user_id: None,
            company_id: Some(company),
            assignee: services::todos::Assignee::User(user_id),
        };
        let at = oldest + (newest - oldest) * i / 6;
        services::todos::open_with(&mut conn, app.state.next_id(), &todo, at).await.unwrap();
    }
    drop(conn);
    let todos = "/api/ptd-open-platform/endpoint/workflow/taskAgent/page";
    let all: Vec<(i64,)> = sqlx::query_as(
        "SELECT id FROM todos WHERE state = 0 AND kind NOT IN ('contract', 'contract_cloud') AND (assignee_company_id = $1 OR assignee_user_id = $2)
         ORDER BY create_time DESC, id DESC",
    )
    .bind(company)
    .bind(user_id)
    .fetch_all(&app.state.db.read)
    .await
    .unwrap();
    let size = 4;
    for page in 1..=(all.len() as i64 + size - 1) / size {
        let reply = app.get(&format!("{todos}?pageNum={page}&pageSize={size}"), Some(&customer)).await;
        assert_eq!(reply.ok()["total"].as_i64(), Some(all.len() as i64));
        let shown: Vec<i64> = reply.ok()["rows"].as_array().unwrap().iter().map(|r| r["id"].as_i64().unwrap()).collect();
        let expected: Vec<i64> = all.iter().skip(((page - 1) * size) as usize).take(size as usize).map(|(id,)| *id).collect();
        assert_eq!(shown, expected, "to-dos page {page}");
    }

    // A deep page of the ledger holds the rows that follow the page before it, newest first.
    let ids = |reply: Reply| reply.ok()["rows"].as_array().unwrap().iter().map(|r| r["id"].to_string()).collect::<Vec<_>>();
    let first_two = ids(app.get(&format!("{flow}?pageNum=1&pageSize=20"), Some(&customer)).await);
    let second = ids(app.get(&format!("{flow}?pageNum=2&pageSize=10"), Some(&customer)).await);
    assert_eq!(second, first_two[10..].to_vec(), "page 2 continues page 1");
    // A page past the end, as far as a number goes, is empty (no sum of offset and size overflows).
    for path in ["/api/ptd-user/account/transaction/list", flow, "/api/ptd-open-platform/endpoint/workflow/taskAgent/page"] {
        let beyond = app.get(&format!("{path}?pageNum=9223372036854775807&pageSize=1000"), Some(&customer)).await;
        assert_eq!(beyond.ok()["rows"].as_array().map(Vec::len), Some(0), "{path}");
    }
}

/// Large lists' totals are kept (`kernel::totals`): once a seeded year's are kept, each list
/// counts what a direct count finds and its deep pages (read from anchors) hold what an offset
/// walk finds; an order placed, a payment started and a message sent since are counted on top, a
/// seeded message and order deleted are taken off, and the job that moves the totals changes
/// none of it.
#[tokio::test]
async fn kept_totals_count_what_the_tables_hold_as_rows_come_and_go() {
    let app = TestApp::new().await;
    let customer = app.login("13800000001").await;
    let operator = app.login("13800000009").await;
    let company = app.company_of("13800000001").await;
    let user_id = app.user_id("13800000001").await;
    seed_year(&app, 10_000).await;
    let kept = kernel::totals::keep_large(&app.state.db, 1).await.unwrap();
    let (rows,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM list_totals WHERE scope <> ''").fetch_one(&app.state.db.read).await.unwrap();
    assert!(kept as i64 > rows && rows > 10, "every scope with rows is kept ({kept} totals, {rows} scoped)");

    let messages = format!("/api/ptd-component/endpoint/message/batchQueryMessage?userId={user_id}");
    let checks: Vec<(String, String, &String)> = [
        ("/api/ptd-industry/order/list", "SELECT COUNT(*) FROM orders WHERE company_id = $1".to_string(), &customer),
        ("/api/ptd-industry/manage/order/page", "SELECT COUNT(*) FROM orders WHERE $1 > 0".to_string(), &operator),
        ("/api/ptd-user/account/accountFlow/queryList", "SELECT COUNT(*) FROM account_ledger WHERE company_id = $1".to_string(), &customer),
        (&*messages, format!("SELECT COUNT(*) FROM user_messages WHERE user_id = {user_id} AND $1 > 0"), &customer),
        ("/api/ptd-industry/order/payment/queryList", "SELECT COUNT(*) FROM payments WHERE company_id = $1 AND purpose = 'order'".to_string(), &customer),
        (
            "/api/ptd-user/account/transaction/list",
            "SELECT (SELECT COUNT(*) FROM payments WHERE company_id = $1) + (SELECT COUNT(*) FROM refunds WHERE company_id = $1)".to_string(),
            &customer,
        ),
    ]
    .into_iter()
    .map(|(path, sql, token)| (path.to_string(), sql, token))
    .collect();
    // Each kept list's rows in its order, as (the field a page shows, the SQL that reads them):
    // its deep pages start from anchors, and must be the pages an offset walk finds.
    let in_order: Vec<(&str, String)> = vec![
        ("id", "SELECT id FROM orders WHERE company_id = $1 ORDER BY id DESC".into()),
        ("orderNo", "SELECT order_no FROM orders WHERE $1 > 0 ORDER BY id DESC".into()),
        ("id", "SELECT id FROM account_ledger WHERE company_id = $1 ORDER BY id DESC".into()),
        ("messageId", format!("SELECT id FROM user_messages WHERE user_id = {user_id} AND $1 > 0 ORDER BY publish_time DESC, id DESC")),
        ("payTransactionNo", "SELECT pay_transaction_no FROM payments WHERE company_id = $1 AND purpose = 'order' ORDER BY create_time DESC, id DESC".into()),
    ];
    let agree = |when: &'static str| {
        let (app, checks, in_order) = (&app, &checks, &in_order);
        async move {
            let mut totals = Vec::new();
            for (path, sql, token) in checks {
                let (expected, shown) = (counted(app, sql, company).await, total(app, path, token).await);
                assert_eq!(shown, expected, "{path} {when}");
                totals.push(shown);
            }
            for ((path, _, token), (field, sql)) in checks.iter().zip(in_order) {
                let rows: Vec<(String,)> = sqlx::query_as(&sql.replace("SELECT ", "SELECT CAST(").replacen(" FROM", " AS TEXT) FROM", 1))
                    .bind(company)
                    .fetch_all(&app.state.db.read)
                    .await
                    .unwrap();
                let joiner = if path.contains('?') { '&' } else { '?' };
                let size = 2;
                let last = (rows.len() as i64 + size - 1) / size;
                for page in [last / 2, last - 1, last].into_iter().filter(|p| *p >= 1) {
                    let reply = app.get(&format!("{path}{joiner}pageNum={page}&pageSize={size}"), Some(token)).await;
                    let shown: Vec<String> =
                        reply.ok()["rows"].as_array().unwrap().iter().map(|r| r[*field].as_str().map_or_else(|| r[*field].to_string(), str::to_string)).collect();
                    let expected: Vec<String> = rows.iter().skip(((page - 1) * size) as usize).take(size as usize).map(|(v,)| v.clone()).collect();
                    assert_eq!(shown, expected, "{path} page {page} of {last} {when}");
                }
            }
            totals
        }
    };
    let seeded = agree("once the seeded year's totals are kept").await;
    assert!(seeded.iter().all(|n| *n > 0), "the seeded year fills every list: {seeded:?}");

    // Rows added since: an order and its payment, a message.
    let (order, _) = buy(&app, &customer, 1).await;
    pay_wechat(&app, &customer, order).await;
    services::messages::send(&app.state, &services::messages::NewMessage { user_id, title: "新消息", content: "内容", application_name: None, to_url: None }).await.unwrap();
    let added = agree("with rows added since").await;
    assert_eq!((added[0], added[1], added[3], added[4]), (seeded[0] + 1, seeded[1] + 1, seeded[3] + 1, seeded[4] + 1));

    // A seeded (old) message and a seeded cancelled order deleted.
    let (message,): (i64,) = sqlx::query_as("SELECT MIN(id) FROM user_messages WHERE user_id = $1").bind(user_id).fetch_one(&app.state.db.read).await.unwrap();
    app.post("/api/ptd-component/endpoint/message/deleteMessage", Some(&customer), serde_json::json!({"messageIds": [message]})).await.ok();
    let (cancelled,): (i64,) =
        sqlx::query_as("SELECT MIN(id) FROM orders WHERE company_id = $1 AND pay_status = 'cancel'").bind(company).fetch_one(&app.state.db.read).await.unwrap();
    let r = app.request(axum::http::Method::DELETE, &format!("/api/ptd-industry/order/{cancelled}"), Some(&customer), None, &[]).await;
    assert_eq!(r.ok(), "删除成功");
    let deleted = agree("with old rows deleted").await;
    assert_eq!((deleted[0], deleted[1], deleted[3]), (added[0] - 1, added[1] - 1, added[3] - 1));

    // The job moves and recounts the totals without changing what a page shows.
    kernel::totals::keep_up(&app.state.db).await.unwrap();
    assert_eq!(agree("after the job ran").await, deleted);
}

fn urlencode(text: &str) -> String {
    text.replace(' ', "%20").replace(':', "%3A")
}

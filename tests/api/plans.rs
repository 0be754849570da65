//! Every list the console, the user centre and the operators' pages load reads the large tables
//! through an index: the statements their calls run on a seeded year are captured, and each
//! one's plan is read on the database under test (SQLite's EXPLAIN QUERY PLAN, PostgreSQL's
//! generic plan with sequential scans disabled); a full scan of a large table fails.
//!
//! It captures every statement the process runs, so `make test` runs it alone:
//! `cargo test --test api -- --ignored plans::`.

use crate::support::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Mutex;

/// The tables the scale bench fills with 10^5 rows or more.
const LARGE: &[&str] = &["orders", "order_details", "payments", "refunds", "account_ledger", "user_messages", "todos", "contracts", "open_calls", "audit_log"];

/// The lists of `bench/scale.py`, as (who, path).
const LISTS: &[(&str, &str)] = &[
    ("customer", "/api/ptd-industry/order/list"),
    ("customer", "/api/ptd-industry/order/list?payStatus=hold"),
    ("customer", "/api/ptd-industry/order/payment/queryList"),
    ("customer", "/api/ptd-industry/order/payment/queryList?payStatus=success"),
    ("customer", "/api/ptd-open-platform/endpoint/workflow/taskAgent/page"),
    ("customer", "/api/ptd-component/workflow/taskApply/list"),
    ("customer", "/api/ptd-component/endpoint/message/batchQueryMessage?userId={user}"),
    ("customer", "/api/ptd-component/endpoint/message/unreadCount"),
    ("customer", "/api/ptd-component/sign/contract/page"),
    ("customer", "/api/ptd-component/sign/apply/page"),
    ("customer", "/api/ptd-user/account/getAccountInfo"),
    ("customer", "/api/ptd-user/account/accountFlow/queryList"),
    ("customer", "/api/ptd-user/account/accountFlow/queryList?type=topup"),
    ("customer", "/api/ptd-user/account/transaction/list"),
    ("customer", "/api/ptd-user/account/recharge/list"),
    ("customer", "/api/ptd-open-platform/openApi/call/page"),
    ("customer", "/api/ptd-open-platform/openApi/call/page?outcome=released"),
    ("customer", "/api/ptd-industry/application/myApp"),
    ("customer", "/api/ptd-industry/invoice/page"),
    ("customer", "/api/ptd-user/resource/user/getUserDetails"),
    ("operator", "/api/ptd-industry/manage/order/page"),
    ("operator", "/api/ptd-industry/manage/order/page?payStatus=success"),
    ("operator", "/api/ptd-user/resource/company/page"),
    ("operator", "/api/ptd-user/certification/review/page"),
    ("operator", "/api/ptd-user/manage/account/page"),
    ("operator", "/api/ptd-industry/manage/invoice/page"),
    ("operator", "/api/ptd-industry/manage/productDeclare/page"),
    ("operator", "/api/ptd-industry/pay/reconciliation/page"),
    ("operator", "/api/ptd-open-platform/endpoint/workflow/taskAgent/page"),
    ("operator", "/api/platform/audit/page"),
    ("operator", "/api/platform/audit/page?kind=sign-in"),
    ("operator", "/api/platform/audit/page?userId={user}"),
    ("customer", "/api/platform/audit/signIns"),
];

static CAPTURING: AtomicBool = AtomicBool::new(false);
static CAPTURED: Mutex<Vec<String>> = Mutex::new(Vec::new());

/// Keeps the text of each statement sqlx logs (`sqlx::query` events) while capturing.
struct Statements;

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for Statements {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        if event.metadata().target() != "sqlx::query" || !CAPTURING.load(Ordering::SeqCst) {
            return;
        }
        #[derive(Default)]
        struct Fields {
            summary: String,
            statement: String,
        }
        impl tracing::field::Visit for Fields {
            fn record_str(&mut self, field: &tracing::field::Field, value: &str) {
                match field.name() {
                    "summary" => self.summary = value.to_string(),
                    "db.statement" => self.statement = value.to_string(),
                    _ => {}
                }
            }
            fn record_debug(&mut self, field: &tracing::field::Field, value: &dyn std::fmt::Debug) {
                if field.name() == "summary" && self.summary.is_empty() {
                    self.summary = format!("{value:?}").trim_matches('"').to_string();
                }
            }
        }
        let mut f = Fields::default();
        event.record(&mut f);
        // A short statement is logged as its summary alone, a long one in full.
        let sql = if f.statement.trim().is_empty() { f.summary } else { f.statement.trim().to_string() };
        CAPTURED.lock().unwrap().push(sql);
    }
}

fn capture() {
    use tracing_subscriber::layer::SubscriberExt;
    let subscriber = tracing_subscriber::registry().with(Statements.with_filter(tracing_subscriber::filter::Targets::new().with_target("sqlx::query", tracing::Level::TRACE)));
    tracing::subscriber::set_global_default(subscriber).expect("no other subscriber in this process");
}

use tracing_subscriber::Layer as _;

/// The table a name in the statement stands for: itself, or the table it is an alias of
/// (`FROM refunds r`).
fn table_of<'a>(sql: &'a str, name: &'a str) -> &'a str {
    let words: Vec<&str> = sql.split_whitespace().collect();
    words.windows(3).find(|w| matches!(w[0].to_uppercase().as_str(), "FROM" | "JOIN") && w[2] == name).map_or(name, |w| w[1])
}

/// The large tables a plan line reads whole, if any (SQLite).
fn sqlite_full_scans(sql: &str, plan: &[String]) -> Vec<String> {
    let bounded = sql.contains(" LIMIT ") && !plan.iter().any(|l| l.contains("USE TEMP B-TREE"));
    plan.iter()
        .filter(|line| {
            let Some(rest) = line.strip_prefix("SCAN ") else { return false };
            let table = table_of(sql, rest.split_whitespace().next().unwrap_or_default());
            // A page walked in its order and cut by LIMIT stops at its end; anything else reads all.
            LARGE.contains(&table) && !bounded
        })
        .cloned()
        .collect()
}

/// The scans of large tables a PostgreSQL plan makes without an index condition (a whole table,
/// or a whole index read for its order) whose rows are all read: under a count, a sort or a hash,
/// or at the top. A scan that a Limit (or the other side of a merge join) stops early is not one.
fn postgres_full_scans(plan: &[String]) -> Vec<String> {
    let depth = |l: &str| l.len() - l.trim_start().len();
    let node = |l: &str| l.trim_start().trim_start_matches("->").trim_start().to_string();
    let is_node = |i: usize| i == 0 || plan[i].trim_start().starts_with("->");
    let scans = ["Seq Scan on ", "Index Scan using ", "Index Scan Backward using ", "Index Only Scan using ", "Index Only Scan Backward using ", "Bitmap Heap Scan on "];
    let mut full = Vec::new();
    for (i, line) in plan.iter().enumerate() {
        let name = node(line);
        if !is_node(i) || !scans.iter().any(|s| name.starts_with(s)) {
            continue;
        }
        let table = name.split(" on ").nth(1).and_then(|t| t.split_whitespace().next()).unwrap_or_default();
        if !LARGE.contains(&table) {
            continue;
        }
        // The node's own detail lines run up to the next node.
        let details: Vec<&String> = plan[i + 1..].iter().take_while(|l| !l.trim_start().starts_with("->")).collect();
        let conditioned = details.iter().any(|l| l.contains("Index Cond:") || l.contains("Recheck Cond:"));
        // A list's scope (the company, the user) left to a filter: the index searched is another
        // list's, and every row it finds of other companies is read and dropped.
        let scope_filtered = details.iter().any(|l| l.contains("Filter:") && ["company_id = $", "user_id = $"].iter().any(|c| l.contains(c)));
        if scope_filtered {
            full.push(line.trim().to_string());
            continue;
        }
        if conditioned && !name.starts_with("Seq Scan") {
            continue;
        }
        // Up through the ancestors: what stops reading this scan, if anything does, before all is read.
        let (mut at, mut stopped) = (i, false);
        while at > 0 {
            let parent = (0..at).rev().find(|&j| is_node(j) && depth(&plan[j]) < depth(&plan[at])).unwrap_or(0);
            let kind = node(&plan[parent]);
            if ["Sort", "Incremental Sort", "Aggregate", "HashAggregate", "GroupAggregate", "Hash", "Unique"].iter().any(|k| kind.starts_with(k)) {
                break;
            }
            if kind.starts_with("Limit") || kind.starts_with("Merge ") {
                stopped = true;
                break;
            }
            at = parent;
        }
        if !stopped || name.starts_with("Seq Scan") {
            full.push(line.trim().to_string());
        }
    }
    full
}

async fn plan_sqlite(app: &TestApp, sql: &str) -> Vec<String> {
    let rows: Vec<(i64, i64, i64, String)> =
        sqlx::query_as(&format!("EXPLAIN QUERY PLAN {sql}")).fetch_all(&app.state.db.read).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
    rows.into_iter().map(|r| r.3).collect()
}

/// The generic plan of `sql` (no values known), on one connection with sequential scans costed
/// out: a "Seq Scan" left in it means no index can serve the statement.
async fn plan_postgres(app: &TestApp, sql: &str) -> Option<Vec<String>> {
    use sqlx::Connection;
    let params = (1..=40).rev().find(|n| sql.contains(&format!("${n}"))).unwrap_or(0);
    let mut conn = app.state.db.read.acquire().await.unwrap();
    let mut tx = conn.begin().await.unwrap();
    sqlx::query("SET LOCAL enable_seqscan = off").execute(&mut *tx).await.unwrap();
    sqlx::query("SET LOCAL plan_cache_mode = force_generic_plan").execute(&mut *tx).await.unwrap();
    // A statement whose parameters' types only its values tell cannot be planned without them.
    if sqlx::raw_sql(&format!("PREPARE plan_check AS {sql}")).execute(&mut *tx).await.is_err() {
        return None;
    }
    let nulls = vec!["NULL"; params].join(", ");
    let execute = if params == 0 { "EXECUTE plan_check".to_string() } else { format!("EXECUTE plan_check({nulls})") };
    let rows: Vec<(String,)> = sqlx::query_as(&format!("EXPLAIN {execute}")).fetch_all(&mut *tx).await.unwrap_or_else(|e| panic!("{sql}: {e}"));
    // A prepared statement outlives its transaction.
    sqlx::raw_sql("DEALLOCATE plan_check").execute(&mut *tx).await.unwrap();
    tx.rollback().await.unwrap();
    Some(rows.into_iter().map(|r| r.0).collect())
}

#[tokio::test]
#[ignore = "captures every statement of the process: make test runs it alone (cargo test --test api -- --ignored plans::)"]
async fn the_lists_read_large_tables_through_their_indexes() {
    capture();
    let app = TestApp::new().await;
    let customer = app.login("13800000001").await;
    let operator = app.login("13800000009").await;
    let user_id = app.user_id("13800000001").await;
    crate::scale::seed_year(&app, 2_000).await;
    // Every scope's total kept, with its anchors, so the last pages below start from an anchor.
    kernel::totals::keep_large(&app.state.db, 1).await.unwrap();

    CAPTURING.store(true, Ordering::SeqCst);
    for (who, path) in LISTS {
        let token = if *who == "customer" { &customer } else { &operator };
        let path = path.replace("{user}", &user_id.to_string());
        let joiner = if path.contains('?') { '&' } else { '?' };
        let first = app.get(&format!("{path}{joiner}pageNum=1&pageSize=10"), Some(token)).await;
        assert_eq!(first.code(), 200, "{path}: {:?}", first.body);
        let last = (first.data()["total"].as_i64().unwrap_or(0) + 9) / 10;
        for page in [7, last.max(1)] {
            let reply = app.get(&format!("{path}{joiner}pageNum={page}&pageSize=10"), Some(token)).await;
            assert_eq!(reply.code(), 200, "{path}: {:?}", reply.body);
        }
    }
    CAPTURING.store(false, Ordering::SeqCst);
    let mut statements: Vec<String> = std::mem::take(&mut *CAPTURED.lock().unwrap());
    statements.sort();
    statements.dedup();
    let reads: Vec<&String> = statements
        .iter()
        .filter(|s| s.trim_start().to_uppercase().starts_with("SELECT") && LARGE.iter().any(|t| s.contains(&format!(" {t} ")) || s.ends_with(&format!(" {t}"))))
        .collect();
    assert!(reads.len() >= 10, "the lists' statements on the large tables were captured: {statements:#?}");
    let anchored = reads.iter().filter(|s| s.contains(" ASC LIMIT ")).count();
    assert!(anchored >= 3, "the last pages of the kept lists started from their anchors ({anchored}): {statements:#?}");

    let mut scans = Vec::new();
    let mut planned = 0;
    for sql in &reads {
        match app.state.db.backend {
            kernel::db::Backend::Sqlite => {
                let plan = plan_sqlite(&app, sql).await;
                planned += 1;
                let full = sqlite_full_scans(sql, &plan);
                if !full.is_empty() {
                    scans.push(format!("{sql}\n  {}", plan.join("\n  ")));
                }
            }
            kernel::db::Backend::Postgres => {
                let Some(plan) = plan_postgres(&app, sql).await else { continue };
                planned += 1;
                if !postgres_full_scans(&plan).is_empty() {
                    scans.push(format!("{sql}\n  {}", plan.join("\n  ")));
                }
            }
        }
    }
    assert!(planned * 4 >= reads.len() * 3, "most statements could be planned ({planned} of {})", reads.len());
    assert!(scans.is_empty(), "full scans of large tables:\n{}", scans.join("\n\n"));
}

/// The check on PostgreSQL: a sequential scan, or an index read whole for a count, is a full scan;
/// an index searched by its condition, or walked in order under LIMIT, is not.
#[test]
fn a_postgres_full_scan_is_told_from_an_index_search() {
    let plan = |lines: &[&str]| lines.iter().map(|l| l.to_string()).collect::<Vec<_>>();
    let whole = plan(&["Aggregate  (cost=1..2 rows=1)", "  ->  Index Scan using account_ledger_pkey on account_ledger  (cost=0.29..2604.29 rows=10)", "        Filter: ((company_id = $1) AND (kind = $2))"]);
    assert_eq!(postgres_full_scans(&whole).len(), 1);
    let searched = plan(&["Aggregate  (cost=1..2 rows=1)", "  ->  Index Only Scan using account_ledger_company on account_ledger  (cost=0.29..4.29 rows=10)", "        Index Cond: (company_id = $1)"]);
    assert!(postgres_full_scans(&searched).is_empty());
    let walked = plan(&["Limit  (cost=0.43..0.79 rows=10)", "  ->  Index Only Scan Backward using orders_pkey on orders  (cost=0.29..2604.29 rows=100000)"]);
    assert!(postgres_full_scans(&walked).is_empty());
    let sorted = plan(&["Limit  (cost=1..2 rows=10)", "  ->  Sort  (cost=1..2 rows=10)", "        ->  Index Scan using orders_pkey on orders  (cost=0.29..2604.29 rows=100000)", "              Filter: (pay_status = $1)"]);
    assert_eq!(postgres_full_scans(&sorted).len(), 1, "a sort reads all it sorts");
    let another = plan(&["Aggregate  (cost=1..2 rows=1)", "  ->  Bitmap Heap Scan on account_ledger  (cost=71.21..89.33 rows=1)", "        Recheck Cond: (kind = $2)", "        Filter: (company_id = $1)"]);
    assert_eq!(postgres_full_scans(&another).len(), 1, "the company left to a filter reads every company's rows");
    assert_eq!(postgres_full_scans(&plan(&["Limit  (cost=1..2 rows=10)", "  ->  Seq Scan on orders  (cost=0.00..10.00 rows=100)"])).len(), 1);
}

/// The check itself: a count of a whole large table is a full scan, a page walked in order and
/// cut by LIMIT is not, a sorted one is.
#[test]
fn a_full_scan_is_told_from_a_bounded_walk() {
    let line = |s: &str| vec![s.to_string()];
    assert_eq!(sqlite_full_scans("SELECT COUNT(*) FROM orders", &line("SCAN orders USING COVERING INDEX orders_company")).len(), 1);
    assert!(sqlite_full_scans("SELECT id FROM orders ORDER BY id DESC LIMIT $1 OFFSET $2", &line("SCAN orders")).is_empty());
    let sorted = vec!["SCAN orders".to_string(), "USE TEMP B-TREE FOR ORDER BY".to_string()];
    assert_eq!(sqlite_full_scans("SELECT id FROM orders ORDER BY create_time LIMIT $1", &sorted).len(), 1);
    assert!(sqlite_full_scans("SELECT COUNT(*) FROM orders WHERE company_id = $1", &line("SEARCH orders USING COVERING INDEX orders_company (company_id=?)")).is_empty());
    assert!(sqlite_full_scans("SELECT COUNT(*) FROM help_docs", &line("SCAN help_docs")).is_empty(), "a small table may be counted whole");
    assert_eq!(sqlite_full_scans("SELECT COUNT(*) FROM refunds r WHERE r.status = $1", &line("SCAN r")).len(), 1, "an alias names its table");
}

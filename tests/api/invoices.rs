//! Invoices through the real router, on SQLite and PostgreSQL: a request for
//! several paid orders, the operators' issue with the e-invoice PDF, its
//! download, a reversal (红冲) before a refund, a rejection and a new request,
//! the special invoice's complete header, other companies kept out, and the
//! races: simultaneous requests of one order, a request against a refund, and
//! an issue against a rejection.

use crate::support::*;
use futures::future::join_all;
use serde_json::{json, Value};

const REQUEST: &str = "/api/ptd-industry/order/updateInvoiceStatus";
/// A PDF as far as the server checks one: its signature and some bytes.
const PDF: &[u8] = b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

async fn paid_order(app: &TestApp, token: &str) -> (i64, i64) {
    let (order, price) = buy(app, token, 1).await;
    let no = pay_wechat(app, token, order).await["payTransactionNo"].as_str().unwrap().to_string();
    app.cashier(&no, "pay").await;
    wait_for_status(app, token, &no, "success").await;
    (order, price)
}

async fn header_of(app: &TestApp, company: i64) -> i64 {
    let (id,): (i64,) = sqlx::query_as("SELECT id FROM invoice_headers WHERE company_id = $1 AND status = 1 ORDER BY id LIMIT 1")
        .bind(company)
        .fetch_one(&app.state.db.read)
        .await
        .unwrap();
    id
}

async fn order(app: &TestApp, token: &str, id: i64) -> Value {
    app.get(&format!("/api/ptd-industry/order/{id}"), Some(token)).await.ok().clone()
}

async fn invoices(app: &TestApp, token: &str, path: &str) -> Value {
    app.get(&format!("/api/ptd-industry/{path}?pageNum=1&pageSize=10"), Some(token)).await.ok().clone()
}

async fn issue(app: &TestApp, op: &str, id: i64, number: &str, date: &str, file: &[u8]) -> Reply {
    app.upload("/api/ptd-industry/manage/invoice/issue", op, file.to_vec(), &[("id", &id.to_string()), ("number", number), ("date", date)]).await
}

async fn refund(app: &TestApp, op: &str, order: i64, amount: Option<&str>) -> Reply {
    app.post("/api/ptd-industry/order/refund", Some(op), json!({"orderId": order, "amount": amount, "reason": "客户申请退款"})).await
}

async fn scalar(app: &TestApp, sql: &str, id: i64) -> i64 {
    let (n,): (i64,) = sqlx::query_as(sql).bind(id).fetch_one(&app.state.db.read).await.unwrap();
    n
}

fn today() -> String {
    kernel::time::format_ms(Some(kernel::time::now_ms())).unwrap()[..10].to_string()
}

#[tokio::test]
async fn an_invoice_is_asked_issued_downloaded_and_reversed_before_its_order_is_refunded() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let header = header_of(&app, app.company_of(MAIN).await).await;
    let (a, price_a) = paid_order(&app, &main).await;
    let (b, price_b) = paid_order(&app, &main).await;

    // One invoice for both orders, for what they paid.
    let r = app.post(REQUEST, Some(&main), json!({"orderIds": [a, b], "invoiceHeaderId": header, "invoiceType": "normal", "remark": "请尽快开具"})).await;
    assert_eq!(r.ok(), "申请开票成功");
    let shown = order(&app, &main, a).await;
    assert_eq!((shown["invoiceStatus"].as_i64(), shown["invoiceStatusName"].as_str()), (Some(1), Some("开票中")));
    let mine = invoices(&app, &main, "invoice/page").await;
    assert_eq!(mine["total"], 1);
    let invoice = mine["rows"][0].clone();
    let id = invoice["id"].as_i64().unwrap();
    assert_eq!(shown["invoiceId"].as_i64(), Some(id));
    assert_eq!(invoice["amount"], kernel::money::yuan(price_a + price_b));
    assert_eq!((invoice["statusName"].as_str(), invoice["invoiceTypeName"].as_str()), (Some("开票中"), Some("普通发票")));
    assert_eq!(invoice["orders"].as_array().unwrap().len(), 2);
    assert!(!invoice["orders"][0]["productName"].as_str().unwrap().is_empty());
    assert_eq!(invoice["remark"], "请尽快开具");
    // Asked once: again is refused, naming the order.
    let again = app.post(REQUEST, Some(&main), json!({"id": a, "invoiceHeaderId": header})).await;
    assert_eq!(again.code(), 14013);
    assert!(again.msg().contains("已申请开票"), "{}", again.msg());
    // The operators have it to do; the company cannot decide it.
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM todos WHERE kind = 'invoice_request' AND reference_id = $1 AND state = 0", id).await, 1);
    assert_eq!(issue(&app, &main, id, "12345678", &today(), PDF).await.code(), 10003);
    assert_eq!(app.get("/api/ptd-industry/manage/invoice/page", Some(&main)).await.code(), 10003);
    let queue = app.get("/api/ptd-industry/manage/invoice/page?pageNum=1&pageSize=10&status=requested", Some(&op)).await;
    assert_eq!(queue.ok()["rows"][0]["id"].as_i64(), Some(id));

    // A refund waits for the invoice: it is refused with the reason while the invoice is asked for.
    let r = refund(&app, &op, a, None).await;
    assert_eq!(r.msg(), "该订单正在开票，请先驳回开票申请再退款");

    // Issued with its number, date and PDF: each refused shape first.
    assert_eq!(issue(&app, &op, id, "1234", &today(), PDF).await.msg(), "请输入8位或20位数字的发票号码");
    assert_eq!(issue(&app, &op, id, "12345678", "2000-01-01", PDF).await.msg(), "开票日期不能早于申请日期或晚于今天");
    assert_eq!(issue(&app, &op, id, "12345678", &today(), b"\x89PNG not a pdf").await.msg(), "请上传PDF格式的电子发票");
    assert_eq!(issue(&app, &op, id, "12345678", &today(), PDF).await.ok(), "开票成功");
    let audited = app.get("/api/platform/audit/page?kind=invoice", Some(&op)).await.ok().clone();
    assert!(audited["rows"][0]["detail"].as_str().unwrap().starts_with("开具：发票号码12345678"), "the issue is audited: {audited}");
    assert_eq!(issue(&app, &op, id, "87654321", &today(), PDF).await.code(), 14018);
    let shown = order(&app, &main, b).await;
    assert_eq!(shown["invoiceStatusName"], "已开票");
    let invoice = app.get(&format!("/api/ptd-industry/invoice/{id}"), Some(&main)).await.ok().clone();
    assert_eq!((invoice["statusName"].as_str(), invoice["number"].as_str()), (Some("已开票"), Some("12345678")));
    assert_eq!(invoice["issueDate"].as_str(), Some(today().as_str()));
    let buyer = scalar(&app, "SELECT user_id FROM orders WHERE id = $1", a).await;
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '发票已开具'", buyer).await, 1);
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM todos WHERE kind = 'invoice_request' AND reference_id = $1 AND state = 0", id).await, 0);

    // The company downloads its PDF; another company finds nothing.
    let file = app.get(&format!("/api/ptd-industry/invoice/file?id={id}"), Some(&main)).await;
    assert_eq!(file.headers["content-type"], "application/pdf");
    assert!(file.headers["content-disposition"].to_str().unwrap().contains("12345678.pdf"));
    assert_eq!(file.body.as_str().unwrap().as_bytes(), PDF);
    let other = app.login(UNCERTIFIED).await;
    assert_ne!(app.get(&format!("/api/ptd-industry/invoice/file?id={id}"), Some(&other)).await.status, axum::http::StatusCode::OK);
    assert_ne!(app.get(&format!("/api/ptd-industry/invoice/{id}"), Some(&other)).await.status, axum::http::StatusCode::OK);
    assert_eq!(invoices(&app, &other, "invoice/page").await["total"], 0);

    // Invoiced, the order refuses a refund until the invoice is reversed.
    assert_eq!(refund(&app, &op, a, None).await.msg(), "该订单已开票，请先红冲发票再退款");
    let reverse = |number: &'static str, reason: &'static str| {
        let fields = [("id", id.to_string()), ("number", number.to_string()), ("date", today()), ("reason", reason.to_string())];
        let (app, op) = (&app, &op);
        async move {
            let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
            app.upload("/api/ptd-industry/manage/invoice/reverse", op, PDF.to_vec(), &fields).await
        }
    };
    assert_eq!(reverse("23456789", "").await.msg(), "请填写红冲原因（80字以内）");
    assert_eq!(reverse("12345678", "客户退款").await.code(), 14019);
    assert_eq!(reverse("23456789", "客户退款").await.ok(), "红冲成功");
    assert_eq!(order(&app, &main, a).await["invoiceStatusName"], "已红冲");
    let red = app.get(&format!("/api/ptd-industry/invoice/file?id={id}&part=red"), Some(&main)).await;
    assert!(red.headers["content-disposition"].to_str().unwrap().contains("23456789.pdf"));
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '发票已红冲'", buyer).await, 1);

    // Reversed, a part of order a goes back; the rest is invoiced anew.
    assert_eq!(refund(&app, &op, a, Some("0.01")).await.code(), 200);
    refunds_end(&app).await;
    assert_eq!(scalar(&app, "SELECT refunds_open FROM orders WHERE id = $1", a).await, 0);
    assert_eq!(app.post(REQUEST, Some(&main), json!({"id": a, "invoiceHeaderId": header})).await.ok(), "申请开票成功");
    let latest = invoices(&app, &main, "invoice/page").await["rows"][0].clone();
    assert_eq!(latest["amount"], kernel::money::yuan(price_a - 1));
}

#[tokio::test]
async fn a_rejected_invoice_may_be_asked_again_and_a_special_one_needs_a_complete_header() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let company = app.company_of(MAIN).await;
    let header = header_of(&app, company).await;
    let (a, _) = paid_order(&app, &main).await;

    // Unpaid, foreign or missing orders and headers are refused before anything is asked.
    let (unpaid, _) = buy(&app, &main, 1).await;
    assert_eq!(app.post(REQUEST, Some(&main), json!({"id": unpaid, "invoiceHeaderId": header})).await.code(), 14008);
    assert_eq!(app.post(REQUEST, Some(&main), json!({"id": a, "invoiceHeaderId": header + 1000})).await.msg(), "请选择发票抬头");
    assert_eq!(app.post(REQUEST, Some(&main), json!({"id": a})).await.msg(), "请选择发票抬头");
    assert_eq!(app.post(REQUEST, Some(&main), json!({"orderIds": [], "invoiceHeaderId": header})).await.msg(), "请选择要开票的订单");
    let other = app.login(UNCERTIFIED).await;
    assert_ne!(app.post(REQUEST, Some(&other), json!({"id": a, "invoiceHeaderId": header})).await.code(), 200);

    // A disabled header is not offered; an incomplete one cannot carry a special invoice.
    sqlx::query("UPDATE invoice_headers SET company_address = NULL WHERE id = $1").bind(header).execute(&app.state.db.write).await.unwrap();
    let r = app.post(REQUEST, Some(&main), json!({"id": a, "invoiceHeaderId": header, "invoiceType": "special"})).await;
    assert_eq!((r.code(), r.msg()), (14014, "增值税专用发票需要完整的发票抬头：税号、地址、电话、开户银行及账号"));
    sqlx::query("UPDATE invoice_headers SET company_address = '福州市鼓楼区软件大道89号', mobile = '0591-87654321', bank_name = '中国银行福州分行' WHERE id = $1")
        .bind(header)
        .execute(&app.state.db.write)
        .await
        .unwrap();
    sqlx::query("UPDATE invoice_headers SET status = 0 WHERE id = $1").bind(header).execute(&app.state.db.write).await.unwrap();
    assert_eq!(app.post(REQUEST, Some(&main), json!({"id": a, "invoiceHeaderId": header, "invoiceType": "special"})).await.msg(), "请选择发票抬头");
    sqlx::query("UPDATE invoice_headers SET status = 1 WHERE id = $1").bind(header).execute(&app.state.db.write).await.unwrap();
    assert_eq!(app.post(REQUEST, Some(&main), json!({"id": a, "invoiceHeaderId": header, "invoiceType": "special"})).await.ok(), "申请开票成功");
    let id = invoices(&app, &main, "invoice/page").await["rows"][0]["id"].as_i64().unwrap();
    // The invoice keeps the header as it was asked with.
    sqlx::query("UPDATE invoice_headers SET company_name = '改过的抬头' WHERE id = $1").bind(header).execute(&app.state.db.write).await.unwrap();

    let reject = app.post("/api/ptd-industry/manage/invoice/reject", Some(&op), json!({"id": id})).await;
    assert_eq!(reject.msg(), "请填写驳回原因（80字以内）");
    assert_eq!(app.post("/api/ptd-industry/manage/invoice/reject", Some(&op), json!({"id": id, "reason": "开户行名称有误"})).await.ok(), "已驳回");
    let shown = app.get(&format!("/api/ptd-industry/invoice/{id}"), Some(&main)).await.ok().clone();
    assert_eq!((shown["statusName"].as_str(), shown["rejectReason"].as_str()), (Some("已驳回"), Some("开户行名称有误")));
    assert_eq!(shown["invoiceTypeName"], "增值税专用发票");
    assert_ne!(shown["title"], "改过的抬头");
    assert_eq!(order(&app, &main, a).await["invoiceStatusName"], "已驳回");
    assert_eq!(app.get(&format!("/api/ptd-industry/invoice/file?id={id}"), Some(&main)).await.code(), 14017);
    let buyer = scalar(&app, "SELECT user_id FROM orders WHERE id = $1", a).await;
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM user_messages WHERE user_id = $1 AND title = '开票申请已驳回'", buyer).await, 1);
    // Rejected once, it is not rejected or issued again; the order is asked anew.
    assert_eq!(app.post("/api/ptd-industry/manage/invoice/reject", Some(&op), json!({"id": id, "reason": "重复"})).await.code(), 14018);
    assert_eq!(app.post(REQUEST, Some(&main), json!({"id": a, "invoiceHeaderId": header})).await.ok(), "申请开票成功");
    assert_eq!(order(&app, &main, a).await["invoiceStatusName"], "开票中");
}

#[tokio::test]
async fn of_requests_and_refunds_racing_on_an_order_exactly_one_wins() {
    let app = TestApp::new().await;
    let main = app.login(MAIN).await;
    let op = app.login(OPERATOR).await;
    let header = header_of(&app, app.company_of(MAIN).await).await;
    let mut orders = Vec::new();
    for _ in 0..6 {
        orders.push(paid_order(&app, &main).await.0);
    }

    // Ten requests of one order at once make one invoice.
    let replies = join_all((0..10).map(|_| app.post(REQUEST, Some(&main), json!({"id": orders[0], "invoiceHeaderId": header})))).await;
    assert_eq!(replies.iter().filter(|r| r.code() == 200).count(), 1, "{:?}", replies.iter().map(Reply::msg).collect::<Vec<_>>());
    assert_eq!(scalar(&app, "SELECT COUNT(*) FROM invoice_orders WHERE order_id = $1", orders[0]).await, 1);

    // A request and a refund of each other order at once: one of them, never both.
    let ask = |id: i64| app.post(REQUEST, Some(&main), json!({"id": id, "invoiceHeaderId": header}));
    let back = |id: i64| refund(&app, &op, id, None);
    let replies = join_all(orders[1..].iter().map(|&id| async move { futures::join!(ask(id), back(id)) })).await;
    for (&id, (asked, refunded)) in orders[1..].iter().zip(&replies) {
        assert!((asked.code() == 200) != (refunded.code() == 200), "order {id}: {} / {}", asked.msg(), refunded.msg());
    }
    refunds_end(&app).await;
    for &id in &orders[1..] {
        let (status, open, refunded): (i64, i64, i64) = sqlx::query_as("SELECT invoice_status, refunds_open, refunded_amount FROM orders WHERE id = $1")
            .bind(id)
            .fetch_one(&app.state.db.read)
            .await
            .unwrap();
        assert_eq!(open, 0, "order {id}");
        assert!((status == 1) != (refunded > 0), "order {id}: invoiced and refunded together");
    }

    // An issue and a rejection of one request at once: one of them.
    let id = invoices(&app, &main, "invoice/page").await["rows"][0]["id"].as_i64().unwrap();
    let day = today();
    let (issued, rejected) = futures::join!(
        issue(&app, &op, id, "34567890", &day, PDF),
        app.post("/api/ptd-industry/manage/invoice/reject", Some(&op), json!({"id": id, "reason": "抬头有误"}))
    );
    assert!((issued.code() == 200) != (rejected.code() == 200), "{} / {}", issued.msg(), rejected.msg());
    let status: (String,) = sqlx::query_as("SELECT status FROM invoices WHERE id = $1").bind(id).fetch_one(&app.state.db.read).await.unwrap();
    assert_eq!(status.0, if issued.code() == 200 { "issued" } else { "rejected" });
}

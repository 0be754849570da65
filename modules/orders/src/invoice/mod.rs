//! Invoices (发票管理): a company asks one invoice for one or more paid orders
//! (the spec's `updateInvoiceStatus`) with one of its headers in use;
//! operators issue it by uploading the e-invoice PDF with its number and date,
//! reject it with a reason, or reverse an issued one (红冲) with the red-letter
//! invoice. The company lists its invoices and downloads their PDFs. Each step
//! is one conditional UPDATE of the invoice and of its orders in one
//! transaction, with the requester's message and the operators' to-do on it.
//! A refund waits for no invoice: an order asked for or invoiced refuses it
//! until the invoice is rejected or reversed (`order::refunded`).

use crate::error::{OrdersError, Result};
use crate::order::repo::{self as orders, invoice_status};
use axum::extract::{Multipart, Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use kernel::auth::{Granted, Operator};
use kernel::contracts::InvoiceHeaders;
use kernel::extract::{read_upload, Paged, Query};
use kernel::http::{Page, PageQuery};
use services::messages::{self, NewMessage};
use kernel::money::yuan;
use kernel::time::{format_ms, now_ms, parse_shanghai};
use services::todos::{self, kinds, NewTodo};
use kernel::validate::{Form, Valid};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

pub use repo::status;

/// At most this many orders on one invoice.
const MAX_ORDERS: usize = 50;
/// An e-invoice PDF is a few hundred KB; 5 MB leaves room for scans.
const PDF_MAX_BYTES: usize = 5 * 1024 * 1024;
/// Where the company reads its invoices.
const COMPANY_PAGE: &str = "/order/invoices";
/// Where operators work through the requests.
const OPERATOR_PAGE: &str = "/operation/invoices";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(request))
        .routes(routes!(page))
        .routes(routes!(by_id))
        .routes(routes!(file))
        .routes(routes!(manage_page))
        .routes(routes!(manage_file))
        .routes(routes!(issue))
        .routes(routes!(reject))
        .routes(routes!(reverse))
}

/// 普通发票 or 增值税专用发票.
pub mod kind {
    pub const NORMAL: &str = "normal";
    pub const SPECIAL: &str = "special";

    pub fn label(kind: &str) -> &'static str {
        if kind == SPECIAL {
            "增值税专用发票"
        } else {
            "普通发票"
        }
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceRequestForm {
    /// One paid order (the spec's field); or `orderIds` for several.
    id: Option<i64>,
    /// Paid orders of the company to put on one invoice (at most 50).
    order_ids: Option<Vec<i64>>,
    /// One of the company's invoice headers in use.
    invoice_header_id: i64,
    /// normal (普通发票, the default) or special (增值税专用发票: needs a complete header).
    invoice_type: Option<String>,
    /// A note for the operators (at most 200 characters).
    remark: Option<String>,
}
kernel::form_rules!(InvoiceRequestForm, "invoice-request.json");

/// The orders a request names, each once.
fn requested_orders(f: &InvoiceRequestForm) -> Result<Vec<i64>> {
    let mut ids: Vec<i64> = f.order_ids.iter().flatten().copied().chain(f.id).collect();
    ids.sort_unstable();
    ids.dedup();
    match ids.len() {
        0 => Err(KernelError::Validation("请选择要开票的订单".into()).into()),
        n if n > MAX_ORDERS => Err(KernelError::Validation(format!("一次最多为{MAX_ORDERS}个订单开票")).into()),
        _ => Ok(ids),
    }
}

/// Asks one invoice for paid orders of the company, with one of its headers in
/// use. An order already asked for or invoiced, fully refunded or with a
/// refund under way is refused, and then none of them is asked for.
#[utoipa::path(post, path = "/ptd-industry/order/updateInvoiceStatus", tag = "invoice", operation_id = "invoice_request", request_body = InvoiceRequestForm,
    responses((status = 200, description = "申请开票成功", body = String)))]
async fn request(State(state): State<AppState>, caller: Granted<crate::InvoiceMenu>, Valid(f): Valid<InvoiceRequestForm>) -> ApiResult<&'static str, OrdersError> {
    let company = caller.company()?;
    let ids = requested_orders(&f)?;
    let kind = match f.invoice_type.as_deref().unwrap_or(kind::NORMAL) {
        kind::SPECIAL => kind::SPECIAL,
        _ => kind::NORMAL,
    };
    // Clear refusals first, read before the transaction; the claims below decide.
    for &id in &ids {
        let order = orders::find(&state.db, id, company).await?.ok_or(KernelError::NotFound)?;
        if order.pay_status != orders::pay_status::SUCCESS {
            return Err(OrdersError::InvoiceNeedsPaidOrder);
        }
        if matches!(order.invoice_status, invoice_status::REQUESTED | invoice_status::ISSUED) {
            return Err(OrdersError::AlreadyInvoiced(order.order_no));
        }
    }
    let headers = state.contract::<dyn InvoiceHeaders>()?;
    let title = headers.in_use(&state.db, f.invoice_header_id, company).await?.ok_or_else(|| KernelError::Validation("请选择发票抬头".into()))?;
    if kind == kind::SPECIAL && !title.complete() {
        return Err(OrdersError::SpecialInvoiceNeedsFullHeader);
    }
    let (id, now) = (state.next_id(), now_ms());
    let mut tx = state.db.write.begin().await?;
    let mut lines = Vec::with_capacity(ids.len());
    for &order_id in &ids {
        let (_, amount) = orders::claim_for_invoice(&mut tx, order_id, company, id, f.invoice_header_id, now).await?.ok_or(OrdersError::NotInvoiceable)?;
        lines.push((order_id, amount));
    }
    let amount = lines.iter().map(|(_, a)| a).sum();
    let remark = f.remark.as_deref().filter(|r| !r.is_empty());
    let new = repo::NewInvoice { id, company_id: company, user_id: caller.user_id, kind, header_id: f.invoice_header_id, title: &title, amount, remark, now };
    repo::insert(&mut tx, &new, &lines).await?;
    let todo_title = format!("开票申请：{} {}元", title.company_name, yuan(amount));
    let todo = NewTodo::for_operators(kinds::INVOICE_REQUEST, id, &todo_title, OPERATOR_PAGE, caller.user_id, Some(company));
    todos::open_with(&mut tx, state.next_id(), &todo, now).await?;
    tx.commit().await?;
    ok("申请开票成功")
}

/// An order an invoice covers.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceLine {
    order_id: i64,
    order_no: String,
    product_name: String,
    /// Yuan invoiced for the order (paid less refunded when asked).
    amount: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Invoice {
    id: i64,
    /// The request's number (FP…), not the tax invoice's.
    invoice_no: String,
    company_id: i64,
    /// normal or special
    invoice_type: String,
    /// 普通发票 or 增值税专用发票
    invoice_type_name: &'static str,
    /// The header as it was when asked for.
    title: String,
    tax_id_number: String,
    company_address: Option<String>,
    mobile: Option<String>,
    bank_name: Option<String>,
    bank_account: String,
    /// Yuan, like an order's `totalPrice`.
    amount: String,
    remark: Option<String>,
    /// requested, issued, rejected or reversed
    status: String,
    /// 开票中, 已开票, 已驳回 or 已红冲
    status_name: &'static str,
    reject_reason: Option<String>,
    /// The tax invoice's number and date (YYYY-MM-DD) once issued; its PDF through `file`.
    number: Option<String>,
    issue_date: Option<String>,
    /// The red-letter invoice that reversed it, and why.
    reverse_reason: Option<String>,
    red_number: Option<String>,
    red_date: Option<String>,
    create_time: Option<String>,
    update_time: Option<String>,
    orders: Vec<InvoiceLine>,
}

/// Builds the replies of several invoices with one read of their order lines.
async fn shown(state: &AppState, rows: Vec<repo::InvoiceRow>) -> Result<Vec<Invoice>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut lines: std::collections::HashMap<i64, Vec<InvoiceLine>> = std::collections::HashMap::new();
    for l in repo::lines(&state.db, &ids).await? {
        lines.entry(l.invoice_id).or_default().push(line(l));
    }
    rows.into_iter()
        .map(|mut r| {
            // Sealed at rest; the company and the operators issuing it read it whole.
            r.bank_account = state.privacy.open(kernel::privacy::kind::BANK_ACCOUNT, &r.bank_account)?;
            let mine = lines.remove(&r.id).unwrap_or_default();
            Ok(invoice(r, mine))
        })
        .collect()
}

fn line(l: repo::LineRow) -> InvoiceLine {
    let product: Value = l.product_json.as_deref().and_then(|j| serde_json::from_str(j).ok()).unwrap_or(Value::Null);
    InvoiceLine { order_id: l.order_id, order_no: l.order_no, product_name: product["name"].as_str().unwrap_or_default().to_string(), amount: yuan(l.amount) }
}

fn invoice(r: repo::InvoiceRow, orders: Vec<InvoiceLine>) -> Invoice {
    Invoice {
        id: r.id,
        invoice_no: r.invoice_no,
        company_id: r.company_id,
        invoice_type_name: kind::label(&r.kind),
        invoice_type: r.kind,
        title: r.title,
        tax_id_number: r.tax_id_number,
        company_address: r.company_address,
        mobile: r.mobile,
        bank_name: r.bank_name,
        bank_account: r.bank_account,
        amount: yuan(r.amount),
        remark: r.remark,
        status_name: status::label(&r.status),
        status: r.status,
        reject_reason: r.reject_reason,
        number: r.number,
        issue_date: r.issue_date,
        reverse_reason: r.reverse_reason,
        red_number: r.red_number,
        red_date: r.red_date,
        create_time: format_ms(Some(r.create_time)),
        update_time: format_ms(Some(r.update_time)),
        orders,
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct InvoiceQuery {
    /// requested, issued, rejected or reversed
    status: Option<String>,
    /// Part of the title, or a request number (FP…).
    keyword: Option<String>,
}

/// The company's invoices, newest first.
#[utoipa::path(get, path = "/ptd-industry/invoice/page", tag = "invoice", operation_id = "invoice_page", params(PageQuery, InvoiceQuery), responses((status = 200, description = "page of invoices", body = Page<Invoice>)))]
async fn page(State(state): State<AppState>, caller: Granted<crate::InvoiceMenu>, Paged(page, q): Paged<InvoiceQuery>) -> ApiResult<Page<Invoice>, OrdersError> {
    let filter = repo::Filter { company_id: Some(caller.company()?), status: q.status.as_deref().filter(|s| !s.is_empty()), keyword: q.keyword.as_deref() };
    let (rows, total) = repo::page(&state.db, &filter, &page).await?;
    ok(Page { rows: shown(&state, rows).await?, total })
}

/// One of the company's invoices with its orders.
#[utoipa::path(get, path = "/ptd-industry/invoice/{id}", tag = "invoice", operation_id = "invoice_by_id", params(("id" = i64, Path)), responses((status = 200, description = "the invoice", body = Invoice)))]
async fn by_id(State(state): State<AppState>, caller: Granted<crate::InvoiceMenu>, Path(id): Path<i64>) -> ApiResult<Invoice, OrdersError> {
    let row = repo::find(&state.db, id, Some(caller.company()?)).await?.ok_or(KernelError::NotFound)?;
    ok(shown(&state, vec![row]).await?.remove(0))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct FileQuery {
    id: i64,
    /// invoice (the tax invoice, the default) or red (the red-letter invoice that reversed it).
    part: Option<String>,
}

/// The stored PDF of an invoice as an attachment named after its number.
async fn pdf(state: &AppState, row: repo::InvoiceRow, part: Option<&str>) -> Result<Response> {
    let (key, number) = match part.unwrap_or("invoice") {
        "invoice" => (row.file_key, row.number),
        "red" => (row.red_file_key, row.red_number),
        _ => return Err(KernelError::Validation("part 只能是 invoice 或 red".into()).into()),
    };
    let (Some(key), Some(number)) = (key, number) else { return Err(OrdersError::InvoiceNotIssued) };
    let bytes = state.storage.get(&key).await.map_err(KernelError::Internal)?.ok_or(KernelError::NotFound)?;
    let disposition = format!("attachment; filename=\"{number}.pdf\"");
    Ok(([(header::CONTENT_TYPE, "application/pdf".to_string()), (header::CACHE_CONTROL, "private, no-store".into()), (header::CONTENT_DISPOSITION, disposition)], bytes)
        .into_response())
}

/// Downloads the PDF of one of the company's invoices (or of its red-letter invoice).
#[utoipa::path(get, path = "/ptd-industry/invoice/file", tag = "invoice", operation_id = "invoice_file", params(FileQuery), responses((status = 200, description = "the PDF", content_type = "application/pdf", body = Vec<u8>)))]
async fn file(State(state): State<AppState>, caller: Granted<crate::InvoiceMenu>, Query(q): Query<FileQuery>) -> std::result::Result<Response, OrdersError> {
    let row = repo::find(&state.db, q.id, Some(caller.company()?)).await?.ok_or(KernelError::NotFound)?;
    pdf(&state, row, q.part.as_deref()).await
}

/// Downloads the PDF of any invoice (operators).
#[utoipa::path(get, path = "/ptd-industry/manage/invoice/file", tag = "invoice", operation_id = "invoice_manage_file", params(FileQuery),
    responses((status = 200, description = "the PDF", content_type = "application/pdf", body = Vec<u8>)))]
async fn manage_file(State(state): State<AppState>, _op: Operator, Query(q): Query<FileQuery>) -> std::result::Result<Response, OrdersError> {
    let row = repo::find(&state.db, q.id, None).await?.ok_or(KernelError::NotFound)?;
    pdf(&state, row, q.part.as_deref()).await
}

/// Every company's invoices, newest first (operators): the requests waiting under `status=requested`.
#[utoipa::path(get, path = "/ptd-industry/manage/invoice/page", tag = "invoice", operation_id = "invoice_manage_page", params(PageQuery, InvoiceQuery),
    responses((status = 200, description = "page of invoices", body = Page<Invoice>)))]
async fn manage_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<InvoiceQuery>) -> ApiResult<Page<Invoice>, OrdersError> {
    let filter = repo::Filter { company_id: None, status: q.status.as_deref().filter(|s| !s.is_empty()), keyword: q.keyword.as_deref() };
    let (rows, total) = repo::page(&state.db, &filter, &page).await?;
    ok(Page { rows: shown(&state, rows).await?, total })
}

/// The multipart body of issuing or reversing an invoice (for the API document).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct InvoiceFileForm {
    /// The invoice's id.
    id: i64,
    /// The tax invoice's number: 8 digits, or 20 for a fully digital (全电) invoice.
    number: String,
    /// Its date, YYYY-MM-DD: not before the request, not after today.
    date: String,
    /// Why it is reversed (reversing only, at most 80 characters).
    reason: Option<String>,
    /// The e-invoice PDF (at most 5 MB).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// The fields of issuing or reversing, checked by their form's rules (`forms/invoice-issue.json`, `forms/invoice-reverse.json`).
struct InvoiceFile {
    id: i64,
    number: String,
    date: String,
    reason: Option<String>,
    pdf: axum::body::Bytes,
}

/// Reads an issue or reverse form: the text fields by the form's rules, the date within its bounds, the file a PDF.
async fn invoice_file<F: Form>(form: Multipart) -> Result<InvoiceFile> {
    let upload = read_upload(form, PDF_MAX_BYTES, || OrdersError::InvoiceFile("发票文件不能超过5MB")).await?;
    let fields: serde_json::Map<String, Value> = upload.fields.iter().map(|(k, v)| (k.clone(), Value::String(v.clone()))).collect();
    F::rules().check(&Value::Object(fields))?;
    let text = |k: &str| upload.fields.get(k).cloned().unwrap_or_default();
    let id = text("id").parse().map_err(|_| KernelError::Validation("请选择发票".into()))?;
    let pdf = upload.file.filter(|f| !f.is_empty()).ok_or(OrdersError::InvoiceFile("请上传电子发票PDF文件"))?;
    if !pdf.starts_with(b"%PDF-") {
        return Err(OrdersError::InvoiceFile("请上传PDF格式的电子发票"));
    }
    Ok(InvoiceFile { id, number: text("number"), date: text("date"), reason: upload.fields.get("reason").cloned().filter(|r| !r.is_empty()), pdf })
}

/// A date given for a tax invoice: a real day, not before `since`'s day and not after today (Shanghai).
fn date_within(date: &str, since: i64, now: i64) -> bool {
    let day = |ms: i64| format_ms(Some(ms)).map(|t| t[..10].to_string()).unwrap_or_default();
    parse_shanghai(&format!("{date} 00:00:00")).is_some() && date >= day(since).as_str() && date <= day(now).as_str()
}

/// Issues a requested invoice (operators): multipart with `id`, `number`,
/// `date` and the e-invoice PDF as `file`. Its orders become 已开票 and the requester is told.
#[utoipa::path(post, path = "/ptd-industry/manage/invoice/issue", tag = "invoice", operation_id = "invoice_issue", request_body(content = InvoiceFileForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "开票成功", body = String)))]
async fn issue(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, form: Multipart) -> ApiResult<&'static str, OrdersError> {
    let f = invoice_file::<IssueRules>(form).await?;
    let row = repo::find(&state.db, f.id, None).await?.ok_or(KernelError::NotFound)?;
    if row.status != status::REQUESTED {
        return Err(OrdersError::InvoiceChanged);
    }
    let now = now_ms();
    if !date_within(&f.date, row.create_time, now) {
        return Err(KernelError::Validation("开票日期不能早于申请日期或晚于今天".into()).into());
    }
    if repo::number_used(&state.db, &f.number).await? {
        return Err(OrdersError::InvoiceNumberUsed);
    }
    let key = state.storage.put_new("private/invoices", "pdf", f.pdf).await.map_err(KernelError::Internal)?;
    let recorded = repo::Recorded { number: &f.number, date: &f.date, file_key: &key, reason: None, operator_id: op.user_id, now };
    let mut tx = state.db.write.begin().await?;
    let Some(issued) = repo::issue(&mut tx, f.id, &recorded).await? else {
        drop(tx);
        forget_file(&state, &key).await;
        return Err(OrdersError::InvoiceChanged);
    };
    orders::move_invoice_status(&mut tx, issued.id, invoice_status::REQUESTED, invoice_status::ISSUED, now).await?;
    todos::close_with(&mut tx, kinds::INVOICE_REQUEST, issued.id, now).await?;
    let detail = format!("开具：发票号码{}，{}元", f.number, yuan(issued.amount));
    kernel::audit::operator_did(&mut tx, kernel::audit::kind::INVOICE, op.user_id, &origin, &format!("invoice:{}", issued.invoice_no), &detail).await?;
    let content = format!("您申请的发票（{}，{}元）已开具，发票号码{}，可在发票管理中下载。", issued.invoice_no, yuan(issued.amount), f.number);
    messages::send_with(&mut *tx, state.next_id(), &NewMessage { user_id: issued.user_id, title: "发票已开具", content: &content, application_name: None, to_url: Some(COMPANY_PAGE) })
        .await?;
    tx.commit().await?;
    ok("开票成功")
}

/// A stored file whose invoice did not take it.
async fn forget_file(state: &AppState, key: &str) {
    if let Err(e) = state.storage.delete(key).await {
        tracing::warn!(key, error = %e, "invoice file left behind");
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InvoiceRejectForm {
    id: i64,
    /// 1 to 80 characters, shown to the requester.
    reason: String,
}
kernel::form_rules!(InvoiceRejectForm, "invoice-reject.json");

/// Rejects a requested invoice with a reason (operators): its orders may be asked again (or refunded).
#[utoipa::path(post, path = "/ptd-industry/manage/invoice/reject", tag = "invoice", operation_id = "invoice_reject", request_body = InvoiceRejectForm,
    responses((status = 200, description = "已驳回", body = String)))]
async fn reject(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Valid(f): Valid<InvoiceRejectForm>) -> ApiResult<&'static str, OrdersError> {
    let now = now_ms();
    let mut tx = state.db.write.begin().await?;
    let rejected = repo::reject(&mut tx, f.id, &f.reason, op.user_id, now).await?.ok_or(OrdersError::InvoiceChanged)?;
    orders::move_invoice_status(&mut tx, rejected.id, invoice_status::REQUESTED, invoice_status::REJECTED, now).await?;
    todos::close_with(&mut tx, kinds::INVOICE_REQUEST, rejected.id, now).await?;
    kernel::audit::operator_did(&mut tx, kernel::audit::kind::INVOICE, op.user_id, &origin, &format!("invoice:{}", rejected.invoice_no), &format!("驳回：{}", f.reason)).await?;
    let content = format!("您申请的发票（{}，{}元）已被驳回：{}。请核对发票抬头后重新申请。", rejected.invoice_no, yuan(rejected.amount), f.reason);
    messages::send_with(&mut *tx, state.next_id(), &NewMessage { user_id: rejected.user_id, title: "开票申请已驳回", content: &content, application_name: None, to_url: Some(COMPANY_PAGE) })
        .await?;
    tx.commit().await?;
    ok("已驳回")
}

/// Reverses an issued invoice with its red-letter invoice (红冲, operators):
/// multipart with `id`, `number`, `date`, `reason` and the red-letter PDF as
/// `file`. Its orders may then be refunded or invoiced again.
#[utoipa::path(post, path = "/ptd-industry/manage/invoice/reverse", tag = "invoice", operation_id = "invoice_reverse", request_body(content = InvoiceFileForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "红冲成功", body = String)))]
async fn reverse(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, form: Multipart) -> ApiResult<&'static str, OrdersError> {
    let f = invoice_file::<ReverseRules>(form).await?;
    let row = repo::find(&state.db, f.id, None).await?.ok_or(KernelError::NotFound)?;
    if row.status != status::ISSUED {
        return Err(OrdersError::InvoiceChanged);
    }
    let now = now_ms();
    let issued_at = row.issue_date.as_deref().and_then(|d| parse_shanghai(&format!("{d} 00:00:00"))).unwrap_or(row.create_time);
    if !date_within(&f.date, issued_at, now) {
        return Err(KernelError::Validation("红冲日期不能早于开票日期或晚于今天".into()).into());
    }
    if repo::number_used(&state.db, &f.number).await? {
        return Err(OrdersError::InvoiceNumberUsed);
    }
    let key = state.storage.put_new("private/invoices", "pdf", f.pdf).await.map_err(KernelError::Internal)?;
    let recorded = repo::Recorded { number: &f.number, date: &f.date, file_key: &key, reason: f.reason.as_deref(), operator_id: op.user_id, now };
    let mut tx = state.db.write.begin().await?;
    let Some(reversed) = repo::reverse(&mut tx, f.id, &recorded).await? else {
        drop(tx);
        forget_file(&state, &key).await;
        return Err(OrdersError::InvoiceChanged);
    };
    orders::move_invoice_status(&mut tx, reversed.id, invoice_status::ISSUED, invoice_status::REVERSED, now).await?;
    let detail = format!("红冲：红字发票号码{}，{}", f.number, f.reason.as_deref().unwrap_or_default());
    kernel::audit::operator_did(&mut tx, kernel::audit::kind::INVOICE, op.user_id, &origin, &format!("invoice:{}", reversed.invoice_no), &detail).await?;
    let content = format!(
        "您的发票{}（{}元）已红冲，红字发票号码{}：{}。",
        reversed.number.as_deref().unwrap_or_default(),
        yuan(reversed.amount),
        f.number,
        f.reason.as_deref().unwrap_or_default()
    );
    messages::send_with(&mut *tx, state.next_id(), &NewMessage { user_id: reversed.user_id, title: "发票已红冲", content: &content, application_name: None, to_url: Some(COMPANY_PAGE) })
        .await?;
    tx.commit().await?;
    ok("红冲成功")
}

/// The rules of issuing (`forms/invoice-issue.json`), applied to the multipart's text fields.
#[derive(Deserialize)]
struct IssueRules {}
kernel::form_rules!(IssueRules, "invoice-issue.json");

/// The rules of reversing (`forms/invoice-reverse.json`).
#[derive(Deserialize)]
struct ReverseRules {}
kernel::form_rules!(ReverseRules, "invoice-reverse.json");

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn form(v: Value) -> InvoiceRequestForm {
        serde_json::from_value(v).unwrap()
    }

    #[test]
    fn a_request_names_each_order_once_and_at_most_fifty() {
        assert_eq!(requested_orders(&form(json!({"id": 7, "invoiceHeaderId": 1}))).unwrap(), vec![7]);
        assert_eq!(requested_orders(&form(json!({"id": 7, "orderIds": [9, 7, 9], "invoiceHeaderId": 1}))).unwrap(), vec![7, 9]);
        let none = requested_orders(&form(json!({"orderIds": [], "invoiceHeaderId": 1}))).unwrap_err();
        assert_eq!(kernel::error::ApiError::message(&none), "请选择要开票的订单");
        let many = requested_orders(&form(json!({"orderIds": (1..=51).collect::<Vec<i64>>(), "invoiceHeaderId": 1}))).unwrap_err();
        assert_eq!(kernel::error::ApiError::message(&many), "一次最多为50个订单开票");
    }

    #[test]
    fn an_invoice_date_lies_between_the_request_and_today() {
        let since = parse_shanghai("2026-03-10 18:00:00").unwrap();
        let now = parse_shanghai("2026-03-12 09:00:00").unwrap();
        for good in ["2026-03-10", "2026-03-11", "2026-03-12"] {
            assert!(date_within(good, since, now), "{good}");
        }
        for bad in ["2026-03-09", "2026-03-13", "2026-02-30", "2026-3-11", "today"] {
            assert!(!date_within(bad, since, now), "{bad}");
        }
    }

    #[test]
    fn the_issue_and_reverse_forms_check_number_date_and_reason() {
        let check = |rules: &kernel::validate::FormRules, v: Value| rules.check(&v).err().map(|e| kernel::error::ApiError::message(&e));
        let issue = IssueRules::rules();
        assert_eq!(check(issue, json!({"id": "1", "number": "12345678", "date": "2026-03-11"})), None);
        assert_eq!(check(issue, json!({"id": "1", "number": "12345678901234567890", "date": "2026-03-11"})), None);
        assert_eq!(check(issue, json!({"id": "1", "number": "1234", "date": "2026-03-11"})).as_deref(), Some("请输入8位或20位数字的发票号码"));
        assert_eq!(check(issue, json!({"id": "1", "date": "2026-03-11"})).as_deref(), Some("请输入发票号码"));
        assert_eq!(check(issue, json!({"id": "1", "number": "12345678"})).as_deref(), Some("请选择开票日期"));
        let reverse = ReverseRules::rules();
        assert_eq!(check(reverse, json!({"id": "1", "number": "12345678", "date": "2026-03-11"})).as_deref(), Some("请填写红冲原因（80字以内）"));
        assert_eq!(check(reverse, json!({"id": "1", "number": "12345678", "date": "2026-03-11", "reason": "退款"})), None);
    }

    #[test]
    fn the_request_form_limits_its_remark_and_kind() {
        let check = |v: Value| InvoiceRequestForm::rules().check(&v).err().map(|e| kernel::error::ApiError::message(&e));
        assert_eq!(check(json!({"id": 1, "invoiceHeaderId": 2, "invoiceType": "special"})), None);
        assert_eq!(check(json!({"id": 1})).as_deref(), Some("请选择发票抬头"));
        assert_eq!(check(json!({"id": 1, "invoiceHeaderId": 2, "invoiceType": "vat"})).as_deref(), Some("请选择发票类型"));
        assert_eq!(check(json!({"id": 1, "invoiceHeaderId": 2, "remark": "注".repeat(201)})).as_deref(), Some("备注不能超过200个字"));
    }
}

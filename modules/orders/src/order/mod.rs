//! Orders of the caller's company (spec sections 3 and 7): buying a product
//! version for a term, the list, one order and its detail rows, changing the
//! term or deleting an unpaid order, cancelling (`closeOrderPay`), the invoice
//! request, and the activated products. What happens when an order is paid
//! (`OrderPurpose`) runs inside the payment's transaction.

use crate::dictionary::{self, PRODUCT_TERM};
use services::SharedServices;
use crate::error::{OrdersError, Result};
use axum::extract::{Path, State};
use services::apps::{self, AppGrant};
use kernel::auth::{CertifiedFor, CurrentUser, Granted};
use kernel::db::Batch;
use services::esign::{ContractBody, ContractLine, ContractRequest};
use kernel::extract::{Json, Paged};
use kernel::http::{Page, PageQuery};
use kernel::ids::IdGenerator;
use services::messages::{self, NewMessage};
use kernel::money::yuan;
use services::payments::{Closed, Payable, Payment, PaymentPurpose, Refund, RefundRecord, RefundStage};
use kernel::time::{format_ms, now_ms};
use services::todos::{self, kinds, Assignee, NewTodo};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, BoxFuture, KernelError};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sqlx::AnyConnection;
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;

pub use repo::pay_status;

/// Minutes an order waits for its payment (spec section 9).
pub const PAY_WINDOW_MS: i64 = 30 * 60 * 1000;
/// The payment purpose of orders, and the letters of their payment numbers.
pub const PURPOSE: &str = "order";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list))
        .routes(routes!(create, change))
        .routes(routes!(save_buy_order))
        .routes(routes!(by_id, delete))
        .routes(routes!(detail))
        .routes(routes!(close_order_pay))
        .routes(routes!(activated))
        .layer(axum::Extension(std::sync::Arc::new(Memory::default())))
}

/// What buying reads that is the same for every buyer, kept: the offers and
/// the term labels (the market's tables and `dict_data` are memo tables, and
/// orders are activity, so an order placed keeps them), so placing an order
/// asks the database only to write.
pub struct Memory {
    offers: kernel::callers::Kept<kernel::contracts::Offer>,
    terms: kernel::callers::Kept<String>,
}

impl Default for Memory {
    fn default() -> Self {
        Self { offers: kernel::callers::Kept::new(kernel::callers::Reads::Content), terms: kernel::callers::Kept::new(kernel::callers::Reads::Content) }
    }
}

impl Memory {
    /// The version as it is offered today, when it exists.
    async fn offer(&self, state: &AppState, product_id: i64, version_id: i64) -> Result<Option<std::sync::Arc<kernel::contracts::Offer>>> {
        let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
        let load = async { Ok::<_, KernelError>(catalogue.offer(&state.db, product_id, version_id).await?.map(|o| (o, i64::MAX))) };
        Ok(self.offers.get_or_load(&state.callers, &format!("{product_id}:{version_id}"), load).await?)
    }

    /// The term's label, when the value is one of the dictionary's enabled terms.
    async fn term_label(&self, state: &AppState, term: i64) -> Result<std::sync::Arc<String>> {
        let load = async { Ok::<_, KernelError>(dictionary::repo::label(&state.db, PRODUCT_TERM, &term.to_string()).await?.map(|l| (l, i64::MAX))) };
        self.terms.get_or_load(&state.callers, &term.to_string(), load).await?.ok_or(OrdersError::UnknownTerm)
    }
}

/// An order as the screens show it (spec section 3): money in yuan, times in Shanghai.
#[derive(Serialize, Clone, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    id: i64,
    order_no: String,
    total_price: String,
    company_name: String,
    product_id: i64,
    version_id: i64,
    product_name: String,
    product_icon: Option<String>,
    product_slogan: String,
    version_name: String,
    version_price: String,
    /// The term's label (1年, 2年, ...).
    product_term: String,
    /// The term in years.
    term: i64,
    /// hold, success, cancel or refunded
    pay_status: String,
    /// 待支付, 已支付, 已取消, 部分退款 or 已退款
    pay_status_name: &'static str,
    /// Yuan returned by refunds that succeeded.
    refunded_amount: String,
    /// 0 未开票, 1 开票中, 2 已开票, 3 已驳回, 4 已红冲 (EnumInvoiceStatus)
    invoice_status: i64,
    invoice_status_name: &'static str,
    invoice_header_id: Option<i64>,
    /// The latest invoice asked for the order.
    invoice_id: Option<i64>,
    active_start_time: Option<String>,
    active_end_time: Option<String>,
    pay_time: Option<String>,
    create_time: Option<String>,
    /// When an unpaid order closes (create time plus 30 minutes), epoch ms, for the countdown.
    expire_time: i64,
    /// The server's clock when this reply was made, epoch ms, so a wrong client clock does not skew the countdown.
    now: i64,
    #[serde(skip_serializing_if = "Option::is_none")]
    order_details_bos: Option<Vec<OrderDetail>>,
    /// The order's refunds, newest first (with the details only).
    #[serde(skip_serializing_if = "Option::is_none")]
    refund_list: Option<Vec<RefundRecord>>,
}

#[derive(Serialize, Clone, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OrderDetail {
    id: i64,
    price: String,
    /// {id, slogan, icon, name, categoryName}
    #[schema(value_type = Object)]
    product_json: Value,
    /// {appKey, applicationId, applicationName, serviceName, functions, versionId, versionName, versionPrice, termLabel, expirationDate}
    #[schema(value_type = Object)]
    object_json: Value,
}

fn parse(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or(Value::Null)
}

/// The columns of the operators' order export, and an order's row in it.
pub(crate) const EXPORT_HEADS: [&str; 11] = ["订单号", "企业", "产品", "版本", "期限", "订单金额(元)", "已退款(元)", "支付状态", "下单时间", "支付时间", "到期时间"];

impl Order {
    pub(crate) fn export_row(self) -> (i64, Vec<kernel::export::Cell>) {
        use kernel::export::Cell;
        let text = |t: Option<String>| Cell::from(t.unwrap_or_default());
        let cells = vec![
            Cell::from(self.order_no),
            Cell::from(self.company_name),
            Cell::from(self.product_name),
            Cell::from(self.version_name),
            Cell::from(self.product_term),
            Cell::from(self.total_price),
            Cell::from(self.refunded_amount),
            Cell::from(self.pay_status_name),
            text(self.create_time),
            text(self.pay_time),
            text(self.active_end_time),
        ];
        (self.id, cells)
    }
}

/// Builds the replies of several orders with one read of their detail rows.
pub(crate) async fn shown(state: &AppState, rows: Vec<repo::OrderRow>, with_details: bool) -> Result<Vec<Order>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let details = repo::details(&state.db, &ids).await?;
    let mut company_names = std::collections::HashMap::new();
    let now = now_ms();
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        if !company_names.contains_key(&r.company_id) {
            let name = services::identity::find_company(&state.db, r.company_id).await?.map(|c| c.company_name).unwrap_or_default();
            company_names.insert(r.company_id, name);
        }
        let mine: Vec<&repo::DetailRow> = details.iter().filter(|d| d.order_id == r.id).collect();
        let (product, object) = mine.first().map(|d| (parse(&d.product_json), parse(&d.object_json))).unwrap_or((Value::Null, Value::Null));
        let text = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).unwrap_or_default().to_string();
        out.push(Order {
            id: r.id,
            order_no: r.order_no.clone(),
            total_price: yuan(r.total_price),
            company_name: company_names[&r.company_id].clone(),
            product_id: r.product_id,
            version_id: r.version_id,
            product_name: text(&product, "name"),
            product_icon: product.get("icon").and_then(Value::as_str).map(str::to_string),
            product_slogan: text(&product, "slogan"),
            version_name: text(&object, "versionName"),
            version_price: text(&object, "versionPrice"),
            product_term: r.term_label.clone(),
            term: r.term,
            pay_status_name: pay_status_name(&r),
            pay_status: r.pay_status.clone(),
            refunded_amount: yuan(r.refunded_amount),
            invoice_status: r.invoice_status,
            invoice_status_name: crate::dictionary::invoice_status_name(r.invoice_status),
            invoice_header_id: r.invoice_header_id,
            invoice_id: r.invoice_id,
            active_start_time: format_ms(r.active_start_time),
            active_end_time: format_ms(r.active_end_time),
            pay_time: format_ms(r.pay_time),
            create_time: format_ms(Some(r.create_time)),
            expire_time: expires_at(r.create_time),
            now,
            order_details_bos: with_details.then(|| {
                mine.iter()
                    .map(|d| OrderDetail { id: d.id, price: yuan(d.price), product_json: parse(&d.product_json), object_json: parse(&d.object_json) })
                    .collect()
            }),
            refund_list: None,
        });
    }
    Ok(out)
}

/// The order's status as the screens name it: a paid order refunded in part or in whole says so.
fn pay_status_name(r: &repo::OrderRow) -> &'static str {
    services::payments::status::label_with_refunds(&r.pay_status, r.total_price, r.refunded_amount)
}

/// When an unpaid order made at `create_time` closes.
pub fn expires_at(create_time: i64) -> i64 {
    create_time + PAY_WINDOW_MS
}

/// Whether an order may still be paid or changed at `now`: on hold, and its 30 minutes not yet over.
pub fn open_for_payment(pay_status: &str, create_time: i64, now: i64) -> bool {
    pay_status == pay_status::HOLD && now < expires_at(create_time)
}

pub async fn load(state: &AppState, id: i64, company_id: i64) -> Result<repo::OrderRow> {
    Ok(repo::find(&state.db, id, company_id).await?.ok_or(KernelError::NotFound)?)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ListQuery {
    /// hold, success or cancel
    pay_status: Option<String>,
    order_no: Option<String>,
}

/// The company's orders, newest first.
#[utoipa::path(get, path = "/ptd-industry/order/list", tag = "order", operation_id = "order_list", params(PageQuery, ListQuery), responses((status = 200, description = "page of orders", body = Page<Order>)))]
async fn list(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Paged(page, q): Paged<ListQuery>) -> ApiResult<Page<Order>, OrdersError> {
    let company = caller.company()?;
    let filter = repo::Filter { pay_status: q.pay_status.as_deref().unwrap_or_default(), order_no: q.order_no.as_deref().unwrap_or_default() };
    let key = format!("{}\n{}\n{}\n{}", filter.pay_status, filter.order_no, page.limit(), page.offset());
    let kept = caller.tracked_memo_while(kernel::callers::Reads::ContentAndActivity, |_| true, async { Ok::<_, OrdersError>(KeptPages::default()) }).await?;
    let found = match kept.get(&key) {
        Some(found) => found,
        None => {
            let (rows, total) = repo::page(&state.db, Some(company), &filter, &page).await?;
            let found = std::sync::Arc::new((shown(&state, rows, false).await?, total));
            if page.limit() <= KeptPages::MAX_ROWS {
                kept.put(key, found.clone());
            }
            found
        }
    };
    // The server's clock of the reply is always now (the pay countdown starts from it).
    let now = now_ms();
    ok(Page { rows: found.0.iter().map(|o| Order { now, ..o.clone() }).collect(), total: found.1 })
}

/// The pages of orders a caller has seen, kept with the caller: any change to
/// the orders, by any instance, drops it (`activity_tables`). A few small pages
/// at most per caller, so memory stays bounded however many are asked for.
struct KeptPages(kernel::bounded::Bounded<std::sync::Arc<(Vec<Order>, i64)>>);

impl Default for KeptPages {
    fn default() -> Self {
        Self(kernel::bounded::Bounded::new(Self::MAX_PAGES))
    }
}

impl KeptPages {
    const MAX_PAGES: usize = 4;
    const MAX_ROWS: i64 = 20;

    fn get(&self, key: &str) -> Option<std::sync::Arc<(Vec<Order>, i64)>> {
        self.0.get(key)
    }

    fn put(&self, key: String, page: std::sync::Arc<(Vec<Order>, i64)>) {
        self.0.insert(key, page);
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BuyForm {
    product_id: Option<i64>,
    version_id: Option<i64>,
    /// Years: a value of the productTerm dictionary.
    term: Option<i64>,
}
kernel::form_rules!(BuyForm, "buy-order.json");

/// Buys a version for a term (certified company): the order waits 30 minutes for its payment. Answers the order id.
#[utoipa::path(post, path = "/ptd-industry/order/saveBuyOrder", tag = "order", request_body = BuyForm, responses((status = 200, description = "the order id", body = i64)))]
async fn save_buy_order(State(state): State<AppState>, axum::Extension(memory): axum::Extension<std::sync::Arc<Memory>>, caller: Granted<crate::OrderMenu>, Valid(f): Valid<BuyForm>) -> ApiResult<i64, OrdersError> {
    ok(buy(&state, &memory, &caller, &f).await?)
}

/// The same as `saveBuyOrder` on the spec's generic path.
#[utoipa::path(post, path = "/ptd-industry/order", tag = "order", operation_id = "order_create", request_body = BuyForm, responses((status = 200, description = "the order id", body = i64)))]
async fn create(State(state): State<AppState>, axum::Extension(memory): axum::Extension<std::sync::Arc<Memory>>, caller: Granted<crate::OrderMenu>, Valid(f): Valid<BuyForm>) -> ApiResult<i64, OrdersError> {
    ok(buy(&state, &memory, &caller, &f).await?)
}

/// Total = version price x years; a free version still costs 0.01 on the order (spec section 9).
pub fn total_price(version_price: i64, years: i64) -> i64 {
    (version_price.max(0).saturating_mul(years)).max(1)
}

async fn buy(state: &AppState, memory: &Memory, caller: &CurrentUser, f: &BuyForm) -> Result<i64> {
    let company = caller.require_certified_company(&state, CertifiedFor::Buying).await?;
    let (Some(product_id), Some(version_id), Some(term)) = (f.product_id, f.version_id, f.term) else {
        return Err(OrdersError::TermAndVersionRequired);
    };
    let label = memory.term_label(state, term).await?;
    let offer = memory.offer(state, product_id, version_id).await?.ok_or(OrdersError::ProductUnknown)?;
    if !offer.version_shown {
        return Err(OrdersError::VersionNotOffered);
    }
    let now = now_ms();
    let id = state.next_id();
    let total = total_price(offer.version_price, term);
    let product_json = json!({
        "id": offer.product_id, "name": offer.product_name, "slogan": offer.product_slogan,
        "icon": offer.product_icon, "categoryName": offer.category_name,
    });
    let object_json = json!({
        "appKey": offer.app_key, "applicationId": offer.domain_id, "applicationName": offer.domain_name,
        "serviceName": offer.service_name, "functions": offer.functions, "versionId": offer.version_id,
        "versionName": offer.version_name, "versionPrice": yuan(offer.version_price), "term": term, "termLabel": label,
        "expirationDate": Value::Null,
    });
    let order_no = format!("OD{id}");
    // One trip to the writer: the order, its line and its to-do (kernel::db::Batch).
    let mut batch = Batch::new();
    repo::insert(
        &mut batch,
        &repo::NewOrder {
            id,
            order_no: &order_no,
            company_id: company,
            user_id: caller.user_id,
            product_id,
            version_id,
            term,
            term_label: &label,
            total_price: total,
            detail_id: state.next_id(),
            product_json: &product_json.to_string(),
            object_json: &object_json.to_string(),
            now,
        },
    )?;
    let title = format!("订单{order_no}待支付：{}", offer.product_name);
    let todo = NewTodo {
        kind: kinds::ORDER_PAYMENT,
        reference_id: id,
        title: &title,
        link: &format!("/product/orderPay?id={id}"),
        applicant_user_id: None,
        company_id: Some(company),
        assignee: Assignee::User(caller.user_id),
    };
    batch.push(todos::opening(state.next_id(), &todo, now))?;
    state.db.commit(batch).await?;
    Ok(id)
}

/// hold -> cancel with its to-do closed; false when the order was no longer on hold.
async fn cancel_hold(state: &AppState, id: i64) -> Result<bool> {
    let now = now_ms();
    let mut tx = state.db.write.begin().await?;
    let cancelled = repo::cancel(&mut tx, id, now).await?;
    todos::close_with(&mut tx, kinds::ORDER_PAYMENT, id, now).await?;
    tx.commit().await?;
    Ok(cancelled)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangeForm {
    id: i64,
    term: i64,
}

/// Changes the term of an unpaid order (its open payment is closed first, so the next QR carries the new total).
#[utoipa::path(put, path = "/ptd-industry/order", tag = "order", operation_id = "order_change", request_body = ChangeForm, responses((status = 200, description = "修改成功", body = String)))]
async fn change(State(state): State<AppState>, axum::Extension(memory): axum::Extension<std::sync::Arc<Memory>>, caller: Granted<crate::OrderMenu>, Json(f): Json<ChangeForm>) -> ApiResult<&'static str, OrdersError> {
    let company = caller.require_certified_company(&state, CertifiedFor::Buying).await?;
    let order = load(&state, f.id, company).await?;
    if !open_for_payment(&order.pay_status, order.create_time, now_ms()) {
        return Err(OrdersError::NotPayable);
    }
    let label = memory.term_label(&state, f.term).await?;
    let offer = memory.offer(&state, order.product_id, order.version_id).await?.ok_or(OrdersError::ProductUnknown)?;
    // Close what could take the old total first; a close that fails refuses the change.
    if state.payments().close_all(PURPOSE, order.id).await? == Closed::Paid {
        return Err(OrdersError::AlreadyPaid);
    }
    let change = repo::TermChange {
        id: order.id,
        company_id: company,
        version: order.version,
        term: f.term,
        label: &label,
        total: total_price(offer.version_price, f.term),
        now: now_ms(),
    };
    repo::change_term(&state.db, &change).await.map_err(|e| match e {
        KernelError::NotFound => OrdersError::Changed,
        e => e.into(),
    })?;
    // A payment started between the close and the change was made for the old version: it can no longer settle, and is closed.
    close_late_payments(&state, order.id).await;
    ok("修改成功")
}

/// Closes payments started while the order was moving (they were made for a
/// version it no longer has, so money they take is refunded, never applied).
async fn close_late_payments(state: &AppState, id: i64) {
    if let Err(e) = state.payments().close_all(PURPOSE, id).await {
        tracing::warn!(order = id, error = %e, "a late payment stays open until reconciliation; it cannot settle the order");
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdPath {
    /// The order id.
    id: i64,
}

/// One order of the company.
#[utoipa::path(get, path = "/ptd-industry/order/{id}", tag = "order", operation_id = "order_by_id", params(IdPath), responses((status = 200, description = "the order", body = Order)))]
async fn by_id(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Path(p): Path<IdPath>) -> ApiResult<Order, OrdersError> {
    let order = load(&state, p.id, caller.company()?).await?;
    ok(shown(&state, vec![order], false).await?.remove(0))
}

/// One order with its detail rows (`orderDetailsBos`).
#[utoipa::path(get, path = "/ptd-industry/order/detail/{id}", tag = "order", operation_id = "order_detail", params(IdPath), responses((status = 200, description = "the order with its details", body = Order)))]
async fn detail(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Path(p): Path<IdPath>) -> ApiResult<Order, OrdersError> {
    let order = load(&state, p.id, caller.company()?).await?;
    let refunds = services::payments::refunds::of_reference(&state.db, PURPOSE, order.id).await?;
    let mut shown = shown(&state, vec![order], true).await?.remove(0);
    shown.refund_list = Some(refunds.into_iter().map(RefundRecord::from).collect());
    ok(shown)
}

/// Deletes a cancelled or unpaid order (an open payment is closed first); a paid order stays.
#[utoipa::path(delete, path = "/ptd-industry/order/{id}", tag = "order", operation_id = "order_delete", params(IdPath), responses((status = 200, description = "删除成功", body = String)))]
async fn delete(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Path(p): Path<IdPath>) -> ApiResult<&'static str, OrdersError> {
    let company = caller.company()?;
    let order = load(&state, p.id, company).await?;
    if order.pay_status == pay_status::SUCCESS {
        return Err(OrdersError::NotDeletable);
    }
    if state.payments().close_all(PURPOSE, order.id).await? == Closed::Paid {
        return Err(OrdersError::AlreadyPaid);
    }
    repo::delete(&state.db, order.id, company).await.map_err(|e| match e {
        KernelError::NotFound => OrdersError::NotDeletable,
        e => e.into(),
    })?;
    ok("删除成功")
}

/// Cancels an unpaid order (by its buyer or by the expiry): its payments are
/// closed at the gateway first, and when the money had already arrived the
/// order is paid instead. Then hold -> cancel with a new version, so nothing
/// paid later settles it (it is refunded), and payments started meanwhile are closed.
pub async fn cancel(state: &AppState, order: &repo::OrderRow) -> Result<()> {
    match order.pay_status.as_str() {
        pay_status::HOLD => {}
        pay_status::CANCEL => return Ok(()),
        _ => return Err(OrdersError::AlreadyPaid),
    }
    if state.payments().close_all(PURPOSE, order.id).await? == Closed::Paid {
        return Err(OrdersError::AlreadyPaid);
    }
    if !cancel_hold(state, order.id).await? {
        let now = repo::find_any(&state.db, order.id).await?.ok_or(KernelError::NotFound)?;
        if now.pay_status != pay_status::CANCEL {
            return Err(OrdersError::AlreadyPaid);
        }
    }
    close_late_payments(state, order.id).await;
    Ok(())
}

/// Cancels an unpaid order of the company (after the user confirmed 确定要取消订单吗？).
#[utoipa::path(post, path = "/ptd-industry/order/closeOrderPay/{id}", tag = "order", params(IdPath), responses((status = 200, description = "取消订单成功", body = String)))]
async fn close_order_pay(State(state): State<AppState>, caller: Granted<crate::OrderMenu>, Path(p): Path<IdPath>) -> ApiResult<&'static str, OrdersError> {
    let order = load(&state, p.id, caller.company()?).await?;
    cancel(&state, &order).await?;
    ok("取消订单成功")
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ActivatedProduct {
    id: i64,
    product_id: i64,
    /// The service (domain) opened.
    product_domain_id: i64,
    product_name: String,
    application_name: String,
    version_name: Option<String>,
    icon: Option<String>,
    active_start_time: Option<String>,
    active_end_time: Option<String>,
    /// False once the end time has passed.
    active: bool,
}

/// The products the company has activated by paying (its apps with their terms).
#[utoipa::path(get, path = "/ptd-industry/order/getActivateProductlist", tag = "order", operation_id = "order_activated", responses((status = 200, description = "activated products", body = [ActivatedProduct])))]
async fn activated(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<ActivatedProduct>, OrdersError> {
    let now = now_ms();
    let list = apps::of_company(&state.db, caller.company()?).await?;
    ok(list
        .into_iter()
        .map(|a| ActivatedProduct {
            id: a.id,
            product_id: a.product_id,
            product_domain_id: a.product_domain_id,
            product_name: a.product_name,
            application_name: a.app_name,
            version_name: a.version_name,
            icon: a.icon,
            active_start_time: format_ms(Some(a.start_time)),
            active_end_time: format_ms(Some(a.end_time)),
            active: a.end_time > now,
        })
        .collect())
}

/// What a paid order does, on the payment's transaction: the order is paid,
/// the bought service becomes the company's app for the term (a renewal
/// extends the current end), and the buyer gets a message.
pub struct OrderPurpose;

impl PaymentPurpose for OrderPurpose {
    fn name(&self) -> &'static str {
        PURPOSE
    }

    fn prefix(&self) -> &'static str {
        "PO"
    }

    fn describe(&self, goods_name: &str) -> String {
        format!("订单支付：{goods_name}")
    }

    fn payable<'a>(&'a self, conn: &'a mut AnyConnection, reference_id: i64, now: i64) -> BoxFuture<'a, std::result::Result<Option<Payable>, KernelError>> {
        Box::pin(async move {
            let locked = repo::lock_for_payment(conn, reference_id, now, PAY_WINDOW_MS).await?;
            Ok(locked.map(|(version, amount, created)| Payable { version, amount, expire_time: created + PAY_WINDOW_MS }))
        })
    }

    fn settle<'a>(&'a self, conn: &'a mut AnyConnection, payment: &'a Payment, ids: &'a IdGenerator) -> BoxFuture<'a, std::result::Result<bool, KernelError>> {
        Box::pin(settle(conn, payment, ids))
    }

    fn refunded<'a>(&'a self, conn: &'a mut AnyConnection, payment: &'a Payment, refund: &'a Refund, stage: RefundStage, ids: &'a IdGenerator) -> BoxFuture<'a, std::result::Result<(), KernelError>> {
        Box::pin(refunded(conn, payment, refund, stage, ids))
    }
}

/// A refund of a paid order: reserving it counts it on the order, and is
/// refused while an invoice is asked for or issued (rejected or reversed
/// first); releasing it uncounts it. One that went back also counts its
/// amount (已退款 once all of it did), a full refund takes the bought term off
/// the company's app, and the buyer gets a message.
async fn refunded(conn: &mut AnyConnection, payment: &Payment, refund: &Refund, stage: RefundStage, ids: &IdGenerator) -> std::result::Result<(), KernelError> {
    let now = now_ms();
    let full = match stage {
        RefundStage::Reserve => {
            return match repo::open_refund(conn, payment.reference_id, now).await? {
                Ok(()) => Ok(()),
                Err(repo::invoice_status::REQUESTED) => Err(KernelError::Validation("该订单正在开票，请先驳回开票申请再退款".into())),
                Err(_) => Err(KernelError::Validation("该订单已开票，请先红冲发票再退款".into())),
            };
        }
        RefundStage::Released => return repo::close_refund(conn, payment.reference_id, now).await,
        RefundStage::Succeeded { full } => full,
    };
    repo::close_refund(conn, payment.reference_id, now).await?;
    let order = repo::mark_refunded(conn, payment.reference_id, refund.amount, now)
        .await?
        .ok_or_else(|| KernelError::Internal(anyhow::anyhow!("refund {} of order {} does not fit it", refund.refund_no, payment.reference_id)))?;
    if full {
        let span = bought_span(order.active_start_time, order.active_end_time);
        for d in repo::details_on(conn, order.id).await? {
            let domain_id = parse(&d.object_json).get("applicationId").and_then(Value::as_i64).unwrap_or_default();
            apps::take_back(conn, order.company_id, domain_id, span, now).await?;
        }
    }
    let content = refund_message(&order.order_no, refund.amount, full, &refund.reason);
    let message = NewMessage { user_id: order.user_id, title: "订单退款", content: &content, application_name: None, to_url: Some("/order") };
    messages::send_with(&mut *conn, ids.next_id(), &message).await?;
    Ok(())
}

/// The term a paid order bought (what a full refund takes back); nothing when it never started.
fn bought_span(start: Option<i64>, end: Option<i64>) -> i64 {
    end.zip(start).map_or(0, |(end, start)| end - start)
}

/// What the buyer reads when money of an order went back.
fn refund_message(order_no: &str, fen: i64, full: bool, reason: &str) -> String {
    format!("您的订单{order_no}已退款{}元{}：{reason}", yuan(fen), if full { "，所购服务已停止" } else { "" })
}

/// What the buyer reads when an order is paid: each product with its version and term, and the new end.
fn paid_message(names: &[String], end: i64) -> String {
    format!("您购买的{}已开通，有效期至{}。", names.join("、"), format_ms(Some(end)).unwrap_or_default())
}

async fn settle(conn: &mut AnyConnection, payment: &Payment, ids: &IdGenerator) -> std::result::Result<bool, KernelError> {
    let now = now_ms();
    let Some(order) = repo::mark_paid(conn, payment.reference_id, payment.reference_version, payment.amount, now).await? else {
        return Ok(false);
    };
    todos::close_with(conn, kinds::ORDER_PAYMENT, order.id, now).await?;
    let mut span = (now, now);
    let mut names = Vec::new();
    let mut lines = Vec::new();
    for d in repo::details_on(conn, order.id).await? {
        let product = parse(&d.product_json);
        let mut object = parse(&d.object_json);
        let text = |v: &Value, k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        let domain_id = object.get("applicationId").and_then(Value::as_i64).unwrap_or_default();
        let product_name = text(&product, "name").unwrap_or_default();
        let app_name = text(&object, "applicationName").unwrap_or_else(|| product_name.clone());
        let version_name = text(&object, "versionName");
        let icon = text(&product, "icon");
        let grant = AppGrant {
            company_id: order.company_id,
            product_id: order.product_id,
            domain_id,
            version_id: Some(order.version_id),
            product_name: &product_name,
            app_name: &app_name,
            version_name: version_name.as_deref(),
            icon: icon.as_deref(),
            source_id: Some(order.id),
            years: order.term,
        };
        span = apps::grant(conn, ids.next_id(), &grant, now).await?;
        object["expirationDate"] = json!(format_ms(Some(span.1)));
        repo::set_active(conn, order.id, span.0, span.1, d.id, &object.to_string()).await?;
        lines.push(ContractLine {
            product_name: product_name.clone(),
            version_name: version_name.clone().unwrap_or_default(),
            term: order.term_label.clone(),
            amount: yuan(d.price),
        });
        names.push(format!("{product_name}（{}，{}）", version_name.unwrap_or_default(), order.term_label));
    }
    request_contract(conn, ids, &order, &lines, now).await?;
    let content = paid_message(&names, span.1);
    let message = NewMessage { user_id: order.user_id, title: "订单支付成功", content: &content, application_name: None, to_url: Some("/order") };
    messages::send_with(&mut *conn, ids.next_id(), &message).await?;
    Ok(true)
}

/// A paid order brings the company a service contract to sign (its to-do comes with it).
async fn request_contract(conn: &mut AnyConnection, ids: &IdGenerator, order: &repo::OrderRow, lines: &[ContractLine], now: i64) -> std::result::Result<(), KernelError> {
    let party_b = services::identity::company_name(&mut *conn, order.company_id).await?.unwrap_or_default();
    let (title, body) = service_contract(order, party_b, lines);
    let request = ContractRequest {
        company_id: order.company_id,
        user_id: order.user_id,
        reference_kind: "order",
        reference_id: order.id,
        title: &title,
        body: &body,
        channel: services::esign::channel::FADADA,
    };
    services::esign::request_with(conn, ids, &request, now).await?;
    Ok(())
}

/// The title and body of a paid order's service contract: the company as 乙方, the order's lines and total.
fn service_contract(order: &repo::OrderRow, party_b: String, lines: &[ContractLine]) -> (String, ContractBody) {
    let body = ContractBody { party_b, reference_no: order.order_no.clone(), lines: lines.to_vec(), total: yuan(order.total_price) };
    (format!("产品服务合同（订单{}）", order.order_no), body)
}

/// Closes orders unpaid after 30 minutes: the gateway's close first, then the
/// cancel; an order whose money arrived meanwhile is paid instead.
pub fn expiry_job() -> kernel::jobs::Job {
    kernel::jobs::Job { name: "orders.expire-unpaid", every: Duration::from_secs(60), run: |s| Box::pin(expire_unpaid(s)) }
}

pub async fn expire_unpaid(state: AppState) -> anyhow::Result<()> {
    for id in repo::hold_before(&state.db, now_ms() - PAY_WINDOW_MS, 500).await? {
        let result = async {
            let Some(order) = repo::find_any(&state.db, id).await? else { return Ok(()) };
            match cancel(&state, &order).await {
                Err(OrdersError::AlreadyPaid) | Ok(()) => Ok(()),
                Err(e) => Err(e),
            }
        }
        .await;
        if let Err(e) = result {
            tracing::warn!(order = id, error = %e, "an expired order stays open until the next run");
        }
    }
    Ok(())
}

/// The orders' side of the kernel's `Sales`: a product's orders for its partner.
pub struct OrderSales;

impl kernel::contracts::Sales for OrderSales {
    fn of_product<'a>(&'a self, db: &'a kernel::db::Db, product_id: i64) -> kernel::BoxFuture<'a, std::result::Result<(i64, i64, i64), KernelError>> {
        Box::pin(repo::sales_of_product(db, product_id))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::time::parse_shanghai;

    fn order(pay_status: &str, total: i64, refunded: i64) -> repo::OrderRow {
        repo::OrderRow {
            id: 7,
            order_no: "OD7".into(),
            company_id: 3,
            user_id: 5,
            product_id: 11,
            version_id: 12,
            term: 1,
            term_label: "1年".into(),
            total_price: total,
            pay_status: pay_status.into(),
            invoice_status: 0,
            invoice_header_id: None,
            invoice_id: None,
            active_start_time: None,
            active_end_time: None,
            pay_time: None,
            create_time: 0,
            version: 1,
            refunded_amount: refunded,
        }
    }

    #[test]
    fn a_term_of_two_years_costs_twice_the_version_price() {
        assert_eq!(total_price(19_900, 2), 39_800);
        assert_eq!(total_price(1, 5), 5);
    }

    #[test]
    fn a_free_version_still_costs_one_fen() {
        assert_eq!(total_price(0, 3), 1);
        // A negative price is treated as free, never as money owed to the buyer.
        assert_eq!(total_price(-500, 2), 1);
        // No term, no money: the order still carries its one fen.
        assert_eq!(total_price(10_000, 0), 1);
    }

    #[test]
    fn the_largest_price_saturates_instead_of_overflowing() {
        assert_eq!(total_price(i64::MAX, 2), i64::MAX);
        assert_eq!(total_price(i64::MAX / 2 + 1, 2), i64::MAX);
    }

    #[test]
    fn an_order_is_payable_until_its_thirty_minutes_are_over() {
        let created = parse_shanghai("2026-03-01 10:00:00").unwrap();
        assert_eq!(expires_at(created), parse_shanghai("2026-03-01 10:30:00").unwrap());
        assert!(open_for_payment(pay_status::HOLD, created, created));
        assert!(open_for_payment(pay_status::HOLD, created, expires_at(created) - 1));
        // At the closing millisecond it is over: the expiry job and the pay call agree.
        assert!(!open_for_payment(pay_status::HOLD, created, expires_at(created)));
    }

    #[test]
    fn only_an_order_on_hold_is_payable() {
        for status in [pay_status::SUCCESS, pay_status::CANCEL, pay_status::REFUNDED, "unknown"] {
            assert!(!open_for_payment(status, 0, 1), "{status}");
        }
    }

    #[test]
    fn pay_status_names_count_the_refunds() {
        assert_eq!(pay_status_name(&order(pay_status::HOLD, 10_000, 0)), "待支付");
        assert_eq!(pay_status_name(&order(pay_status::SUCCESS, 10_000, 0)), "已支付");
        assert_eq!(pay_status_name(&order(pay_status::SUCCESS, 10_000, 2_500)), "部分退款");
        assert_eq!(pay_status_name(&order(pay_status::SUCCESS, 10_000, 10_000)), "已退款");
        assert_eq!(pay_status_name(&order(pay_status::REFUNDED, 10_000, 10_000)), "已退款");
        assert_eq!(pay_status_name(&order(pay_status::CANCEL, 10_000, 0)), "已取消");
        // A one-fen order refunded is refunded too.
        assert_eq!(pay_status_name(&order(pay_status::SUCCESS, 1, 1)), "已退款");
    }

    #[test]
    fn a_full_refund_takes_back_exactly_the_bought_term() {
        let start = parse_shanghai("2026-01-01 00:00:00").unwrap();
        let end = parse_shanghai("2027-01-01 00:00:00").unwrap();
        assert_eq!(bought_span(Some(start), Some(end)), 365 * 86_400_000);
        assert_eq!(bought_span(None, None), 0);
        assert_eq!(bought_span(Some(start), None), 0);
    }

    #[test]
    fn refund_messages_say_whether_the_service_stopped() {
        assert_eq!(refund_message("OD7", 39_800, true, "重复购买"), "您的订单OD7已退款398.00元，所购服务已停止：重复购买");
        assert_eq!(refund_message("OD7", 5, false, "差价"), "您的订单OD7已退款0.05元：差价");
    }

    #[test]
    fn the_paid_message_names_every_product_and_the_new_end() {
        let end = parse_shanghai("2027-03-01 10:00:00").unwrap();
        let names = vec!["设备上云（标准版，1年）".to_string(), "AI质检（专业版，1年）".to_string()];
        assert_eq!(paid_message(&names, end), "您购买的设备上云（标准版，1年）、AI质检（专业版，1年）已开通，有效期至2027-03-01 10:00:00。");
    }

    #[test]
    fn the_service_contract_carries_the_order_number_lines_and_total() {
        let line = ContractLine { product_name: "设备上云".into(), version_name: "标准版".into(), term: "2年".into(), amount: "398.00".into() };
        let (title, body) = service_contract(&order(pay_status::SUCCESS, 39_800, 0), "演示科技有限公司".into(), std::slice::from_ref(&line));
        assert_eq!(title, "产品服务合同（订单OD7）");
        assert_eq!((body.party_b.as_str(), body.reference_no.as_str(), body.total.as_str()), ("演示科技有限公司", "OD7", "398.00"));
        assert_eq!(body.lines.len(), 1);
        assert_eq!(body.lines[0].term, "2年");
    }

    #[test]
    fn a_detail_with_broken_json_reads_as_null() {
        assert_eq!(parse(r#"{"name":"设备上云"}"#)["name"], "设备上云");
        assert_eq!(parse("{not json"), Value::Null);
        assert_eq!(parse(""), Value::Null);
    }

    #[test]
    fn a_caller_keeps_at_most_four_pages_of_orders() {
        let kept = KeptPages::default();
        for i in 0..4 {
            kept.put(format!("page {i}"), std::sync::Arc::new((Vec::new(), i)));
        }
        assert_eq!(kept.get("page 0").map(|p| p.1), Some(0));
        assert_eq!(kept.get("page 3").map(|p| p.1), Some(3));
        // The fifth page starts over rather than growing without bound.
        kept.put("page 4".into(), std::sync::Arc::new((Vec::new(), 4)));
        assert!(kept.get("page 0").is_none());
        assert_eq!(kept.get("page 4").map(|p| p.1), Some(4));
    }

    #[test]
    fn an_order_payment_is_named_po_and_describes_the_goods() {
        assert_eq!(OrderPurpose.name(), "order");
        assert_eq!(OrderPurpose.prefix(), "PO");
        assert_eq!(OrderPurpose.describe("设备上云 1年"), "订单支付：设备上云 1年");
    }

    #[test]
    fn buying_needs_a_product_a_version_and_a_term() {
        let check = |body: Value| match <BuyForm as kernel::validate::Form>::rules().check(&body) {
            Ok(()) => None,
            Err(KernelError::Validation(m)) => Some(m),
            Err(e) => panic!("{e:?}"),
        };
        assert_eq!(check(json!({"productId": 1, "versionId": 2, "term": 1})), None);
        assert_eq!(check(json!({"productId": 1, "versionId": 2})).as_deref(), Some("请选择购买期限和产品版本"));
        assert_eq!(check(json!({"productId": 1, "term": 1})).as_deref(), Some("请选择购买期限和产品版本"));
        assert_eq!(check(json!({"productId": 1, "versionId": 2, "term": null})).as_deref(), Some("请选择购买期限和产品版本"));
    }
}

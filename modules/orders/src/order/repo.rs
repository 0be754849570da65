//! The orders' SQL: an order with its detail row made in one batch,
//! the company's pages, state moves that are single conditional UPDATEs, and
//! the paid-order effect run on the payment's own transaction.

use kernel::db::{touched, Arg, Batch, Conditions, Db};
use kernel::http::PageQuery;
use kernel::totals::{Column, Kept, Key, Total};
use kernel::KernelError;
use sqlx::AnyConnection;

/// Every order (the operators' list) and a company's: their totals are kept, so a page of a
/// million orders counts only the newest (`kernel::totals`).
static ALL: Total = Total { list: "orders.all", table: "orders", scope: &[], key: Key::Id };
static OF_COMPANY: Total = Total { list: "orders.company", table: "orders", scope: &[Column::Int("company_id")], key: Key::Id };
kernel::inventory::submit!(Kept(&ALL));
kernel::inventory::submit!(Kept(&OF_COMPANY));
static KEPT: [&Total; 2] = [&ALL, &OF_COMPANY];

pub mod pay_status {
    pub const HOLD: &str = "hold";
    pub const SUCCESS: &str = "success";
    pub const CANCEL: &str = "cancel";
    /// The whole total went back.
    pub const REFUNDED: &str = "refunded";
}

/// An order's `invoice_status` (EnumInvoiceStatus).
pub mod invoice_status {
    pub const NONE: i64 = 0;
    /// Asked for, waiting for the operators (开票中).
    pub const REQUESTED: i64 = 1;
    pub const ISSUED: i64 = 2;
    /// Refused with a reason: it may be asked again.
    pub const REJECTED: i64 = 3;
    /// Reversed by a red-letter invoice (红冲): it may be asked again, or refunded.
    pub const REVERSED: i64 = 4;
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct OrderRow {
    pub id: i64,
    pub order_no: String,
    pub company_id: i64,
    pub user_id: i64,
    pub product_id: i64,
    pub version_id: i64,
    pub term: i64,
    pub term_label: String,
    pub total_price: i64,
    pub pay_status: String,
    pub invoice_status: i64,
    pub invoice_header_id: Option<i64>,
    /// The latest invoice asked for the order.
    pub invoice_id: Option<i64>,
    pub active_start_time: Option<i64>,
    pub active_end_time: Option<i64>,
    pub pay_time: Option<i64>,
    pub create_time: i64,
    /// Moves with every change of the order; a payment settles only at the version it was made for.
    pub version: i64,
    pub refunded_amount: i64,
}

const COLUMNS: &str = "id, order_no, company_id, user_id, product_id, version_id, term, term_label, total_price, pay_status, invoice_status, \
                       invoice_header_id, invoice_id, active_start_time, active_end_time, pay_time, create_time, version, refunded_amount";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DetailRow {
    pub id: i64,
    pub order_id: i64,
    pub price: i64,
    pub product_json: String,
    pub object_json: String,
}

pub struct NewOrder<'a> {
    pub id: i64,
    pub order_no: &'a str,
    pub company_id: i64,
    pub user_id: i64,
    pub product_id: i64,
    pub version_id: i64,
    pub term: i64,
    pub term_label: &'a str,
    pub total_price: i64,
    pub detail_id: i64,
    pub product_json: &'a str,
    pub object_json: &'a str,
    pub now: i64,
}

/// Adds the order and its line to the caller's batch (one transaction with its to-do).
pub fn insert(batch: &mut Batch, o: &NewOrder<'_>) -> Result<(), KernelError> {
    batch.push(
        sqlx::query(
            "INSERT INTO orders (id, order_no, company_id, user_id, product_id, version_id, term, term_label, total_price, pay_status,
                                 create_time, update_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)",
        )
        .bind(o.id)
        .bind(o.order_no)
        .bind(o.company_id)
        .bind(o.user_id)
        .bind(o.product_id)
        .bind(o.version_id)
        .bind(o.term)
        .bind(o.term_label)
        .bind(o.total_price)
        .bind(pay_status::HOLD)
        .bind(o.now),
    )?;
    batch.push(
        sqlx::query("INSERT INTO order_details (id, order_id, price, product_json, object_json) VALUES ($1, $2, $3, $4, $5)")
            .bind(o.detail_id)
            .bind(o.id)
            .bind(o.total_price)
            .bind(o.product_json)
            .bind(o.object_json),
    )?;
    Ok(())
}

/// Filters of the order list; empty strings mean "any".
pub struct Filter<'a> {
    pub pay_status: &'a str,
    pub order_no: &'a str,
}

/// A page of orders, newest first, with the total: the company's, or every company's (operators).
pub async fn page(db: &Db, company_id: Option<i64>, f: &Filter<'_>, page: &PageQuery) -> Result<(Vec<OrderRow>, i64), KernelError> {
    let text = |v: &str| (!v.is_empty()).then(|| Arg::Text(v.to_string()));
    let conditions =
        Conditions::default().equal("company_id", company_id.map(Arg::Int)).equal("pay_status", text(f.pay_status)).equal("order_no", text(f.order_no));
    kernel::totals::page(db, &KEPT, &conditions, COLUMNS, "orders", "id DESC", page).await
}

/// Up to `n` orders of every company matching the operators' filters, newest first, with ids
/// below `before`: an export's chunk.
pub async fn chunk(db: &Db, f: &Filter<'_>, before: i64, n: i64) -> Result<Vec<OrderRow>, KernelError> {
    let text = |v: &str| (!v.is_empty()).then(|| Arg::Text(v.to_string()));
    Conditions::default()
        .equal("pay_status", text(f.pay_status))
        .equal("order_no", text(f.order_no))
        .from_until("id", None, Some(before))
        .rows(db, COLUMNS, "orders", "id DESC", Some(n))
        .await
}

/// One order of the company; another company's id finds nothing.
pub async fn find(db: &Db, id: i64, company_id: i64) -> Result<Option<OrderRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM orders WHERE id = $1 AND company_id = $2"))
        .bind(id)
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

/// The detail rows of several orders at once.
pub async fn details(db: &Db, order_ids: &[i64]) -> Result<Vec<DetailRow>, KernelError> {
    if order_ids.is_empty() {
        return Ok(Vec::new());
    }
    let list = order_ids.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
    // The ids are our own integers, never text from a request.
    Ok(sqlx::query_as(&format!("SELECT id, order_id, price, product_json, object_json FROM order_details WHERE order_id IN ({list}) ORDER BY id"))
        .fetch_all(&db.read)
        .await?)
}

/// hold -> cancel (a new version, so no payment made before can settle it);
/// false when the order was no longer on hold.
pub async fn cancel(conn: &mut AnyConnection, id: i64, now: i64) -> Result<bool, KernelError> {
    let r = sqlx::query("UPDATE orders SET pay_status = $1, version = version + 1, update_time = $2 WHERE id = $3 AND pay_status = $4")
        .bind(pay_status::CANCEL)
        .bind(now)
        .bind(id)
        .bind(pay_status::HOLD)
        .execute(&mut *conn)
        .await?;
    Ok(r.rows_affected() == 1)
}

/// Deletes an order of the company that is cancelled or unpaid (never a paid one), and takes it
/// off the kept totals that counted it, in one transaction.
pub async fn delete(db: &Db, id: i64, company_id: i64) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    let gone: Option<(i64,)> = sqlx::query_as("DELETE FROM orders WHERE id = $1 AND company_id = $2 AND pay_status IN ($3, $4) RETURNING id")
        .bind(id)
        .bind(company_id)
        .bind(pay_status::HOLD)
        .bind(pay_status::CANCEL)
        .fetch_optional(&mut *tx)
        .await?;
    if gone.is_none() {
        return Err(KernelError::NotFound);
    }
    kernel::totals::removed(&mut *tx, &ALL, &[], id, id).await?;
    kernel::totals::removed(&mut *tx, &OF_COMPANY, &[Arg::Int(company_id)], id, id).await?;
    tx.commit().await?;
    Ok(())
}

/// Ids of orders still on hold that were made before `cutoff`.
pub async fn hold_before(db: &Db, cutoff: i64, limit: i64) -> Result<Vec<i64>, KernelError> {
    let rows: Vec<(i64,)> = sqlx::query_as("SELECT id FROM orders WHERE pay_status = $1 AND create_time < $2 ORDER BY create_time LIMIT $3")
        .bind(pay_status::HOLD)
        .bind(cutoff)
        .bind(limit)
        .fetch_all(&db.read)
        .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Claims a paid order of the company for a new invoice, on the invoice's
/// transaction: one conditional UPDATE, so an order already asked for or
/// issued, fully refunded, or with a refund under way is refused (None), and of
/// a request racing a refund exactly one wins. Answers (order number, the
/// amount invoiced: paid less refunded).
pub async fn claim_for_invoice(conn: &mut AnyConnection, id: i64, company_id: i64, invoice_id: i64, header_id: i64, now: i64) -> Result<Option<(String, i64)>, KernelError> {
    Ok(sqlx::query_as(
        "UPDATE orders SET invoice_status = $1, invoice_id = $2, invoice_header_id = $3, update_time = $4
         WHERE id = $5 AND company_id = $6 AND pay_status = $7 AND invoice_status IN ($8, $9, $10) AND refunds_open = 0 AND total_price > refunded_amount
         RETURNING order_no, total_price - refunded_amount",
    )
    .bind(invoice_status::REQUESTED)
    .bind(invoice_id)
    .bind(header_id)
    .bind(now)
    .bind(id)
    .bind(company_id)
    .bind(pay_status::SUCCESS)
    .bind(invoice_status::NONE)
    .bind(invoice_status::REJECTED)
    .bind(invoice_status::REVERSED)
    .fetch_optional(&mut *conn)
    .await?)
}

/// Moves the invoice status of an invoice's orders that are still at `from`.
pub async fn move_invoice_status(conn: &mut AnyConnection, invoice_id: i64, from: i64, to: i64, now: i64) -> Result<u64, KernelError> {
    Ok(sqlx::query("UPDATE orders SET invoice_status = $1, update_time = $2 WHERE invoice_id = $3 AND invoice_status = $4")
        .bind(to)
        .bind(now)
        .bind(invoice_id)
        .bind(from)
        .execute(&mut *conn)
        .await?
        .rows_affected())
}

/// Counts a refund reserved for a paid order, on the refund's transaction,
/// unless an invoice is asked for or issued: that one must be rejected or
/// reversed first. None refuses the refund with the order's invoice status.
pub async fn open_refund(conn: &mut AnyConnection, id: i64, now: i64) -> Result<Result<(), i64>, KernelError> {
    let counted = sqlx::query("UPDATE orders SET refunds_open = refunds_open + 1, update_time = $1 WHERE id = $2 AND invoice_status NOT IN ($3, $4)")
        .bind(now)
        .bind(id)
        .bind(invoice_status::REQUESTED)
        .bind(invoice_status::ISSUED)
        .execute(&mut *conn)
        .await?;
    if counted.rows_affected() == 1 {
        return Ok(Ok(()));
    }
    let (status,): (i64,) = sqlx::query_as("SELECT invoice_status FROM orders WHERE id = $1").bind(id).fetch_one(&mut *conn).await?;
    Ok(Err(status))
}

/// A refund of the order ended (went back, failed for good or closed).
pub async fn close_refund(conn: &mut AnyConnection, id: i64, now: i64) -> Result<(), KernelError> {
    // Refunds reserved before the count existed end without having been counted.
    sqlx::query("UPDATE orders SET refunds_open = CASE WHEN refunds_open > 0 THEN refunds_open - 1 ELSE 0 END, update_time = $1 WHERE id = $2")
        .bind(now)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    Ok(())
}

/// The term change of an order still on hold at the version it was read at.
pub struct TermChange<'a> {
    pub id: i64,
    pub company_id: i64,
    pub version: i64,
    pub term: i64,
    pub label: &'a str,
    pub total: i64,
    pub now: i64,
}

/// Changes the term (and so the price) of an order still on hold at the
/// version seen: one conditional UPDATE that also moves the version, so a
/// payment made for the old term can no longer settle it. NotFound when the
/// order moved meanwhile.
pub async fn change_term(db: &Db, c: &TermChange<'_>) -> Result<(), KernelError> {
    let (id, total) = (c.id, c.total);
    let mut tx = db.write.begin().await?;
    touched(
        sqlx::query(
            "UPDATE orders SET term = $1, term_label = $2, total_price = $3, version = version + 1, update_time = $4
             WHERE id = $5 AND company_id = $6 AND pay_status = $7 AND version = $8",
        )
        .bind(c.term)
        .bind(c.label)
        .bind(total)
        .bind(c.now)
        .bind(id)
        .bind(c.company_id)
        .bind(pay_status::HOLD)
        .bind(c.version)
        .execute(&mut *tx)
        .await?,
    )?;
    sqlx::query("UPDATE order_details SET price = $1 WHERE order_id = $2").bind(total).bind(id).execute(&mut *tx).await?;
    tx.commit().await?;
    Ok(())
}

/// Locks an order still on hold within its window for a new payment (the
/// payment's transaction): answers (version, total), None when it can no
/// longer be paid. Simultaneous payment starts queue on this row.
pub async fn lock_for_payment(conn: &mut AnyConnection, id: i64, now: i64, window_ms: i64) -> Result<Option<(i64, i64, i64)>, KernelError> {
    Ok(sqlx::query_as(
        "UPDATE orders SET update_time = $1 WHERE id = $2 AND pay_status = $3 AND create_time + $4 > $1 RETURNING version, total_price, create_time",
    )
    .bind(now)
    .bind(id)
    .bind(pay_status::HOLD)
    .bind(window_ms)
    .fetch_optional(&mut *conn)
    .await?)
}

/// hold -> success on the payment's transaction, only at the version the
/// payment was made for and for exactly the order's total. None changes
/// nothing: the order was paid, cancelled or changed (the money goes back).
pub async fn mark_paid(conn: &mut AnyConnection, id: i64, version: i64, amount: i64, now: i64) -> Result<Option<OrderRow>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "UPDATE orders SET pay_status = $1, pay_time = $2, version = version + 1, update_time = $2
         WHERE id = $3 AND pay_status = $4 AND version = $5 AND total_price = $6 RETURNING {COLUMNS}"
    ))
    .bind(pay_status::SUCCESS)
    .bind(now)
    .bind(id)
    .bind(pay_status::HOLD)
    .bind(version)
    .bind(amount)
    .fetch_optional(&mut *conn)
    .await?)
}

/// A refund of a paid order succeeded: its amount counts, and the order is
/// `refunded` once the whole total went back. On the refund's transaction.
pub async fn mark_refunded(conn: &mut AnyConnection, id: i64, amount: i64, now: i64) -> Result<Option<OrderRow>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "UPDATE orders SET refunded_amount = refunded_amount + $1,
                pay_status = CASE WHEN refunded_amount + $1 >= total_price THEN $2 ELSE pay_status END,
                version = version + 1, update_time = $3
         WHERE id = $4 AND pay_status = $5 AND refunded_amount + $1 <= total_price RETURNING {COLUMNS}"
    ))
    .bind(amount)
    .bind(pay_status::REFUNDED)
    .bind(now)
    .bind(id)
    .bind(pay_status::SUCCESS)
    .fetch_optional(&mut *conn)
    .await?)
}

/// One order of any company (operators, jobs).
pub async fn find_any(db: &Db, id: i64) -> Result<Option<OrderRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM orders WHERE id = $1")).bind(id).fetch_optional(&db.read).await?)
}

pub async fn details_on(conn: &mut AnyConnection, order_id: i64) -> Result<Vec<DetailRow>, KernelError> {
    Ok(sqlx::query_as("SELECT id, order_id, price, product_json, object_json FROM order_details WHERE order_id = $1 ORDER BY id")
        .bind(order_id)
        .fetch_all(&mut *conn)
        .await?)
}

/// The span the payment bought, and the detail row's expiration date.
pub async fn set_active(conn: &mut AnyConnection, id: i64, start: i64, end: i64, detail_id: i64, object_json: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE orders SET active_start_time = $1, active_end_time = $2 WHERE id = $3")
        .bind(start)
        .bind(end)
        .bind(id)
        .execute(&mut *conn)
        .await?;
    sqlx::query("UPDATE order_details SET object_json = $1 WHERE id = $2").bind(object_json).bind(detail_id).execute(&mut *conn).await?;
    Ok(())
}

/// A product's orders: (all, paid, paid total in fen).
pub async fn sales_of_product(db: &kernel::db::Db, product_id: i64) -> Result<(i64, i64, i64), KernelError> {
    Ok(sqlx::query_as(
        // PostgreSQL sums BIGINTs as NUMERIC: cast back, so both databases answer BIGINT.
        "SELECT COUNT(*), CAST(COALESCE(SUM(CASE WHEN pay_status = $2 THEN 1 ELSE 0 END), 0) AS BIGINT),
                CAST(COALESCE(SUM(CASE WHEN pay_status = $2 THEN total_price ELSE 0 END), 0) AS BIGINT)
         FROM orders WHERE product_id = $1",
    )
    .bind(product_id)
    .bind(pay_status::SUCCESS)
    .fetch_one(&db.read)
    .await?)
}

/// The scale bench's orders (`kernel::scale`): a year of orders with their detail rows, in the
/// states of `Scale::pay_status_of`; order `i` is paid by the kernel's seeded payment `i`.
pub async fn seed_scale(db: &Db, s: &kernel::scale::Scale) -> anyhow::Result<()> {
    use kernel::scale::{fill, ID_BASE as B};
    let t = s.time_of("i", s.orders);
    let status = s.pay_status_of("i");
    fill(
        db,
        "orders",
        "id, order_no, company_id, user_id, product_id, version_id, term, term_label, total_price, pay_status, active_start_time, active_end_time, \
         pay_time, create_time, update_time",
        &format!(
            "{B} + i, 'SO' || ({B} + i), {co}, {u}, {B} + (i % {p}), {B} + (i % {p}), 1, '1年', 100 + (i % 50) * 100, \
             {status}, CASE WHEN {status} = 'success' THEN {t} END, CASE WHEN {status} = 'success' THEN {t} + {year} END, \
             CASE WHEN {status} = 'success' THEN {t} + 60000 END, {t}, {t}",
            co = s.company_of("i"),
            u = s.user_of("i"),
            p = s.products,
            year = kernel::scale::YEAR_MS,
        ),
        s.orders,
    )
    .await?;
    fill(
        db,
        "order_details",
        "id, order_id, price, product_json, object_json",
        &format!(
            "{B} + i, {B} + i, 100 + (i % 50) * 100, '{{\"id\":' || ({B} + (i % {p})) || ',\"name\":\"规模测试产品' || (i % {p}) || '\",\"slogan\":\"\",\"icon\":null,\"categoryName\":\"工业软件\"}}', \
             '{{\"applicationName\":\"规模测试应用\",\"versionName\":\"标准版\",\"versionPrice\":100,\"termLabel\":\"1年\"}}'",
            p = s.products,
        ),
        s.orders,
    )
    .await?;
    Ok(())
}

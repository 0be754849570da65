//! The accounts' and the ledger's SQL. The balance moves only together with
//! a ledger row, on one transaction, by conditional UPDATEs.

use kernel::db::{is_unique_violation, Arg, Batch, Conditions, Db};
use kernel::http::PageQuery;
use kernel::KernelError;
use sqlx::AnyConnection;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AccountRow {
    pub company_id: i64,
    pub account_no: String,
    pub status: String,
    pub balance: i64,
    pub pin_salt: Option<String>,
    pub pin_digest: Option<String>,
    pub status_by: Option<i64>,
    pub status_time: Option<i64>,
    /// Why it was frozen (told to the company).
    pub status_reason: Option<String>,
    pub create_time: i64,
}

const COLUMNS: &str = "company_id, account_no, status, balance, pin_salt, pin_digest, status_by, status_time, status_reason, create_time";

pub async fn find(db: &Db, company_id: i64) -> Result<Option<AccountRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM accounts WHERE company_id = $1")).bind(company_id).fetch_optional(&db.read).await?)
}

/// Opens the company's account; a second open (or a race) keeps the first.
pub async fn open(db: &Db, id: i64, company_id: i64, account_no: &str, now: i64) -> Result<AccountRow, KernelError> {
    sqlx::query(
        "INSERT INTO accounts (id, company_id, account_no, status, balance, create_time, update_time)
         VALUES ($1, $2, $3, 'normal', 0, $4, $4) ON CONFLICT (company_id) DO NOTHING",
    )
    .bind(id)
    .bind(company_id)
    .bind(account_no)
    .bind(now)
    .execute(&db.write)
    .await?;
    find(db, company_id).await?.ok_or(KernelError::NotFound)
}

pub async fn set_pin(db: &Db, company_id: i64, salt: &str, digest: &str, now: i64) -> Result<(), KernelError> {
    kernel::db::touched(
        sqlx::query("UPDATE accounts SET pin_salt = $1, pin_digest = $2, update_time = $3 WHERE company_id = $4")
            .bind(salt)
            .bind(digest)
            .bind(now)
            .bind(company_id)
            .execute(&db.write)
            .await?,
    )
}

/// Freezes (with the reason) or unfreezes an account that is not already so, on
/// the caller's transaction; answers its company, None when nothing changed.
pub async fn set_status(conn: &mut sqlx::AnyConnection, account_no: &str, status: &str, reason: Option<&str>, by: i64, now: i64) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as(
        "UPDATE accounts SET status = $1, status_reason = $2, status_by = $3, status_time = $4, update_time = $4
         WHERE account_no = $5 AND status <> $1 RETURNING company_id",
    )
    .bind(status)
    .bind(reason)
    .bind(by)
    .bind(now)
    .bind(account_no)
    .fetch_optional(&mut *conn)
    .await?;
    Ok(row.map(|(c,)| c))
}

/// Whether an account of this number exists.
pub async fn exists(db: &Db, account_no: &str) -> Result<bool, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM accounts WHERE account_no = $1").bind(account_no).fetch_one(&db.read).await?;
    Ok(n > 0)
}

/// Every account, newest first (operators).
pub async fn page(db: &Db, status: Option<&str>, page: &PageQuery) -> Result<(Vec<AccountRow>, i64), KernelError> {
    // Only a status given reaches the SQL: every account is then paged through the key alone.
    let status = status.filter(|s| !s.is_empty()).map(|s| Arg::Text(s.to_string()));
    Conditions::default().equal("status", status).page(db, COLUMNS, "accounts", "id DESC", page).await
}

pub struct Entry<'a> {
    pub id: i64,
    pub company_id: i64,
    pub kind: &'a str,
    /// Signed.
    pub points: i64,
    pub pay_transaction_no: Option<&'a str>,
    pub remark: &'a str,
    pub now: i64,
}

/// Why a ledger move was refused.
pub enum Refusal {
    /// No account, a frozen one, or too few points for a debit.
    NotAllowed,
    /// This payment already moved this kind of points.
    AlreadyBooked,
}

/// Moves the balance and writes the ledger row on the caller's transaction.
/// A debit needs a normal account holding enough points (one conditional
/// UPDATE, so concurrent debits never go below zero).
pub async fn book(conn: &mut AnyConnection, e: &Entry<'_>) -> Result<Result<i64, Refusal>, KernelError> {
    let moved: Option<(i64, i64)> = sqlx::query_as(
        "UPDATE accounts SET balance = balance + $1, update_time = $2
         WHERE company_id = $3 AND ($1 >= 0 OR (status = 'normal' AND balance + $1 >= 0)) RETURNING id, balance",
    )
    .bind(e.points)
    .bind(e.now)
    .bind(e.company_id)
    .fetch_optional(&mut *conn)
    .await?;
    let Some((account_id, balance)) = moved else { return Ok(Err(Refusal::NotAllowed)) };
    let inserted = add_ledger_row(conn, account_id, balance, e).await;
    match inserted {
        Ok(_) => Ok(Ok(balance)),
        Err(err) if is_unique_violation(&err) => Ok(Err(Refusal::AlreadyBooked)),
        Err(err) => Err(err.into()),
    }
}

/// Adds the hold of points to a batch: one conditional UPDATE (changing; its index answered)
/// keeps the balance less every hold at or above zero on a normal account, then the hold's row.
pub fn hold_into(batch: &mut Batch, hold_id: i64, company_id: i64, points: i64, reference: &str, now: i64) -> Result<usize, sqlx::Error> {
    let index = batch.push_changing(
        sqlx::query("UPDATE accounts SET held = held + $1, update_time = $2 WHERE company_id = $3 AND status = 'normal' AND balance - held >= $1")
            .bind(points)
            .bind(now)
            .bind(company_id),
    )?;
    batch.push(
        sqlx::query("INSERT INTO points_holds (id, company_id, points, reference, state, create_time, update_time) VALUES ($1, $2, $3, $4, 'held', $5, $5)")
            .bind(hold_id)
            .bind(company_id)
            .bind(points)
            .bind(reference.to_string())
            .bind(now),
    )?;
    Ok(index)
}

/// Adds a hold's release to a batch: its move from held (changing), and its points taken off
/// what the account holds.
pub fn release_into(batch: &mut Batch, hold_id: i64, company_id: i64, points: i64, now: i64) -> Result<(), sqlx::Error> {
    batch.push_changing(sqlx::query("UPDATE points_holds SET state = 'released', update_time = $1 WHERE id = $2 AND state = 'held'").bind(now).bind(hold_id))?;
    batch.push(sqlx::query("UPDATE accounts SET held = held - $1, update_time = $2 WHERE company_id = $3").bind(points).bind(now).bind(company_id))?;
    Ok(())
}

/// Captures a hold that is still held, once: its company, points and reference, None when it
/// was ended before.
pub async fn capture_hold(conn: &mut AnyConnection, hold_id: i64, now: i64) -> Result<Option<(i64, i64, String)>, KernelError> {
    Ok(sqlx::query_as("UPDATE points_holds SET state = 'captured', update_time = $1 WHERE id = $2 AND state = 'held' RETURNING company_id, points, reference")
        .bind(now)
        .bind(hold_id)
        .fetch_optional(&mut *conn)
        .await?)
}

/// Books a captured hold: the balance and what is held both go down by its points (the hold
/// kept them spendable by nothing else, so no condition can fail), with the ledger row.
pub async fn book_held(conn: &mut AnyConnection, e: &Entry<'_>) -> Result<(), KernelError> {
    let (account_id, balance): (i64, i64) = sqlx::query_as(
        "UPDATE accounts SET balance = balance - $1, held = held - $1, update_time = $2 WHERE company_id = $3 RETURNING id, balance",
    )
    .bind(-e.points)
    .bind(e.now)
    .bind(e.company_id)
    .fetch_one(&mut *conn)
    .await?;
    add_ledger_row(conn, account_id, balance, e).await?;
    Ok(())
}

/// The ledger row of a move of the account's balance, with the balance it left.
async fn add_ledger_row(conn: &mut AnyConnection, account_id: i64, balance: i64, e: &Entry<'_>) -> Result<sqlx::any::AnyQueryResult, sqlx::Error> {
    sqlx::query(
        "INSERT INTO account_ledger (id, account_id, company_id, kind, points, balance_after, pay_transaction_no, remark, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(e.id)
    .bind(account_id)
    .bind(e.company_id)
    .bind(e.kind)
    .bind(e.points)
    .bind(balance)
    .bind(e.pay_transaction_no)
    .bind(e.remark)
    .bind(e.now)
    .execute(&mut *conn)
    .await
}

/// What the company may still spend (balance less holds) and whether it is frozen.
pub async fn available(db: &Db, company_id: i64) -> Result<Option<(i64, bool)>, KernelError> {
    let row: Option<(i64, String)> = sqlx::query_as("SELECT balance - held, status FROM accounts WHERE company_id = $1").bind(company_id).fetch_optional(&db.read).await?;
    Ok(row.map(|(points, status)| (points, status == "frozen")))
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct LedgerRow {
    pub id: i64,
    pub kind: String,
    pub points: i64,
    pub balance_after: i64,
    pub pay_transaction_no: Option<String>,
    pub remark: String,
    pub create_time: i64,
}

/// Filters of the ledger; empty or zero means "any".
pub struct Filter<'a> {
    pub kind: &'a str,
    pub begin: i64,
    pub end: i64,
}

/// A company's points ledger: never deleted, its total kept (`kernel::totals`) so a page of half
/// a million rows counts only the newest.
static LEDGER: kernel::totals::Total =
    kernel::totals::Total { list: "account.ledger", table: "account_ledger", scope: &[kernel::totals::Column::Int("company_id")], key: kernel::totals::Key::Id };
kernel::inventory::submit!(kernel::totals::Kept(&LEDGER));
static KEPT: [&kernel::totals::Total; 1] = [&LEDGER];

pub async fn ledger_page(db: &Db, company_id: i64, f: &Filter<'_>, page: &PageQuery) -> Result<(Vec<LedgerRow>, i64), KernelError> {
    // Only the filters given reach the SQL: a company's whole ledger is then counted and paged
    // through its index alone (`account_ledger_company`), however many rows it holds.
    let conditions = Conditions::default()
        .equal("company_id", Some(Arg::Int(company_id)))
        .equal("kind", (!f.kind.is_empty()).then(|| Arg::Text(f.kind.to_string())))
        .from_until("create_time", (f.begin != 0).then_some(f.begin), (f.end != 0).then_some(f.end));
    kernel::totals::page(db, &KEPT, &conditions, "id, kind, points, balance_after, pay_transaction_no, remark, create_time", "account_ledger", "id DESC", page).await
}

/// Up to `n` ledger rows of the company matching the filter, newest first, with ids below `before`: an export's chunk.
pub async fn ledger_chunk(db: &Db, company_id: i64, f: &Filter<'_>, before: i64, n: i64) -> Result<Vec<LedgerRow>, KernelError> {
    Conditions::default()
        .equal("company_id", Some(Arg::Int(company_id)))
        .equal("kind", (!f.kind.is_empty()).then(|| Arg::Text(f.kind.to_string())))
        .from_until("create_time", (f.begin != 0).then_some(f.begin), (f.end != 0).then_some(f.end))
        .from_until("id", None, Some(before))
        .rows(db, "id, kind, points, balance_after, pay_transaction_no, remark, create_time", "account_ledger", "id DESC", Some(n))
        .await
}

/// The scale bench's points (`kernel::scale`): an account per seeded company and the customer's,
/// and a year of ledger rows (top-ups, their bonus, order payments) spread over them.
pub async fn seed_scale(db: &Db, s: &kernel::scale::Scale) -> anyhow::Result<()> {
    use kernel::scale::{fill, ID_BASE as B};
    let customer = s.customer.company_id;
    sqlx::query(
        "INSERT INTO accounts (id, company_id, account_no, status, balance, create_time, update_time)
         VALUES ($1, $2, $3, 'normal', 1000000, $4, $4) ON CONFLICT (company_id) DO NOTHING",
    )
    .bind(B - 1)
    .bind(customer)
    .bind(format!("SA{}", B - 1))
    .bind(s.start)
    .execute(&db.write)
    .await?;
    fill(
        db,
        "accounts",
        "id, company_id, account_no, status, balance, create_time, update_time",
        &format!("{B} + i, {B} + i, 'SA' || ({B} + i), 'normal', 10000 + i, {t}, {t}", t = s.time_of("i", s.companies)),
        s.companies,
    )
    .await?;
    fill(
        db,
        "account_ledger",
        "id, account_id, company_id, kind, points, balance_after, pay_transaction_no, remark, create_time",
        &format!(
            "{B} + i, CASE WHEN i % 10 = 0 THEN (SELECT id FROM accounts WHERE company_id = {customer}) ELSE {B} + (i % {c}) END, {co}, \
             CASE i % 3 WHEN 0 THEN 'topup' WHEN 1 THEN 'bonus' ELSE 'order' END, CASE i % 3 WHEN 2 THEN -100 ELSE 100 END, 10000 + i % 1000, \
             'SL' || ({B} + i), '', {t}",
            c = s.companies,
            co = s.company_of("i"),
            t = s.time_of("i", s.ledger),
        ),
        s.ledger,
    )
    .await?;
    Ok(())
}

//! The company's points account as other areas need it: implemented by the account module, which owns the ledger.

use super::Contract;
use crate::db::{Batch, Db};
use crate::KernelError;
use futures::future::BoxFuture;

/// The company's points account as other areas need it (paying an order with
/// points): implemented by the account module, which owns the ledger.
pub trait PointsAccount: Send + Sync + 'static {
    /// The menu a sub-account needs to spend from the account (its owner's page).
    fn menu_key(&self) -> &'static str;
    /// Checks the account password (each try counted first); before any transaction.
    fn check_password<'a>(&'a self, check: PasswordCheck<'a>) -> BoxFuture<'a, Result<(), KernelError>>;
    /// Debits `points` on the caller's transaction (one conditional UPDATE:
    /// never below zero, never a frozen account) and writes the ledger row.
    /// Errors carry the refusal's text.
    fn debit<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, debit: &'a PointsDebit<'a>) -> BoxFuture<'a, Result<(), KernelError>>;
    /// Credits points back on the caller's transaction (a refund of a points
    /// payment): a reversal row keyed by the refund's number, so it lands once.
    fn credit<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, credit: &'a PointsCredit<'a>) -> BoxFuture<'a, Result<(), KernelError>>;
    /// Adds to the caller's batch the hold of points for something about to be used (an API
    /// call): a conditional UPDATE (pushed as changing: its index is answered) that keeps the
    /// balance less every hold at or above zero on a normal account, then the hold's row.
    fn hold_into(&self, batch: &mut Batch, hold: &PointsHold<'_>) -> Result<usize, sqlx::Error>;
    /// Turns a hold into a ledger debit (kind `api`, naming the hold's reference), once, on the
    /// caller's transaction: false when it is not held any more (captured or released before).
    fn capture<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, hold_id: i64, ledger_id: i64, remark: &'a str) -> BoxFuture<'a, Result<bool, KernelError>>;
    /// Adds to the caller's batch the release of a hold of `points` of the company, once: the
    /// hold's move from held is pushed as changing, so a hold ended before rolls the batch back.
    fn release_into(&self, batch: &mut Batch, hold_id: i64, company_id: i64, points: i64) -> Result<(), sqlx::Error>;
    /// The points the company may still spend (balance less holds), and whether its account is frozen; None without an account.
    fn available<'a>(&'a self, db: &'a Db, company_id: i64) -> BoxFuture<'a, Result<Option<(i64, bool)>, KernelError>>;
}

pub struct PointsHold<'a> {
    pub hold_id: i64,
    pub company_id: i64,
    pub points: i64,
    /// What the points pay for (a call's id): the ledger row names it when captured.
    pub reference: &'a str,
}


pub struct PointsCredit<'a> {
    pub ledger_id: i64,
    pub company_id: i64,
    pub points: i64,
    /// The refund's number.
    pub reference_no: &'a str,
    pub remark: &'a str,
}

pub struct PasswordCheck<'a> {
    pub tokens: &'a crate::tokens::TokenService,
    pub db: &'a Db,
    pub company_id: i64,
    pub password: &'a str,
    /// Tries allowed in 15 minutes (`limits.account_password_tries`).
    pub max_tries: i64,
}

pub struct PointsDebit<'a> {
    pub ledger_id: i64,
    pub company_id: i64,
    pub points: i64,
    pub pay_transaction_no: &'a str,
    /// What was paid for (shown in the ledger).
    pub remark: &'a str,
}

impl Contract for dyn PointsAccount {
    const AREA: &'static str = "account";
}

//! Recharges (spec sections 4 and 9): the packages, a recharge paid by WeChat
//! scan-to-pay through the kernel's payment service (the same adapter and
//! notify endpoint as orders), its status (polled every second), the
//! company's recharges and all its payments. `RechargePurpose` credits the points,
//! and the package's bonus as its own ledger row, on the payment's transaction.

use crate::account::{self, repo as accounts, FROZEN};
use services::SharedServices;
use crate::error::AccountError;
use axum::extract::State;
use kernel::auth::{CertifiedFor, Granted};
use kernel::extract::{Json, Paged, Query};
use kernel::http::{Page, PageQuery};
use kernel::ids::IdGenerator;
use services::messages::{self, NewMessage};
use kernel::money::yuan;
use services::payments::{self, NewPayment, Payable, PayStatusQuery, Payment, PaymentError, PaymentPurpose, PaymentRecord, Refund, RefundStage};
use kernel::time::now_ms;
use kernel::{ok, ApiResult, AppState, BoxFuture, KernelError};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;

pub const PURPOSE: &str = "topup";
/// Yuan: the smallest and largest recharge (spec section 9).
pub const MIN_YUAN: i64 = 100;
pub const MAX_YUAN: i64 = 50_000;
/// A recharge's QR stays payable this long.
const PAY_WINDOW_MS: i64 = 30 * 60 * 1000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(packages))
        .routes(routes!(recharge))
        .routes(routes!(status))
        .routes(routes!(recharge_list))
        .routes(routes!(transactions))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Package {
    id: i64,
    /// Yuan, as a number.
    original_amount: i64,
    original_amount_str: String,
    bonus_points: i64,
}

/// The recharge packages (amount and bonus points).
#[utoipa::path(get, path = "/ptd-user/account/rechargePackage/list", tag = "account", operation_id = "recharge_packages", responses((status = 200, description = "packages", body = [Package])))]
async fn packages(State(state): State<AppState>) -> ApiResult<Vec<Package>, AccountError> {
    ok(repo::packages(&state.db)
        .await?
        .into_iter()
        .map(|p| Package { id: p.id, original_amount: p.original_amount / 100, original_amount_str: yuan(p.original_amount), bonus_points: p.bonus_points })
        .collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RechargeForm {
    /// Yuan, whole, 100 to 50,000.
    amount: i64,
    package_id: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RechargeReply {
    pay_transaction_no: String,
    code_url: String,
    amount: String,
    bonus_points: i64,
    /// When the QR stops being payable, epoch ms.
    expire_time: i64,
}

/// Tops up the company's points by WeChat scan-to-pay (certified company; opens the account when it has none).
#[utoipa::path(post, path = "/ptd-user/account/recharge", tag = "account", request_body = RechargeForm, responses((status = 200, description = "the payment to scan", body = RechargeReply)))]
async fn recharge(State(state): State<AppState>, caller: Granted<crate::AccountMenu>, Json(f): Json<RechargeForm>) -> ApiResult<RechargeReply, AccountError> {
    let company = caller.require_certified_company(&state, CertifiedFor::Recharging).await?;
    if !(MIN_YUAN..=MAX_YUAN).contains(&f.amount) {
        return Err(AccountError::AmountOutOfRange);
    }
    let amount = f.amount * 100;
    let bonus = match f.package_id {
        Some(id) => {
            let p = repo::package(&state.db, id).await?.ok_or(AccountError::PackageUnknown)?;
            if p.original_amount != amount {
                return Err(AccountError::PackageUnknown);
            }
            p.bonus_points
        }
        None => 0,
    };
    let account = account::open_for(&state, company).await?;
    if account.status == FROZEN {
        return Err(AccountError::Frozen);
    }
    let now = now_ms();
    let id = state.next_id();
    repo::insert(&state.db, &repo::NewRecharge { id, company_id: company, user_id: caller.user_id, amount, package_id: f.package_id, bonus_points: bonus, now }).await?;
    let goods = format!("积分充值 {}元", f.amount);
    let new = NewPayment { purpose: PURPOSE, reference_id: id, company_id: company, user_id: caller.user_id, goods_name: &goods };
    let p = state.payments().start_wechat(&new).await?;
    ok(RechargeReply { code_url: p.code_url.unwrap_or_default(), amount: yuan(p.amount), bonus_points: bonus, expire_time: p.expire_time, pay_transaction_no: p.pay_transaction_no })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct NoQuery {
    pay_transaction_no: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RechargeStatus {
    pay_transaction_no: String,
    /// hold, success, cancel or failed
    pay_status: String,
}

/// A recharge's state (the dialog polls it every second).
#[utoipa::path(get, path = "/ptd-user/account/recharge/status", tag = "account", operation_id = "recharge_status", params(NoQuery), responses((status = 200, description = "the recharge's state", body = RechargeStatus)))]
async fn status(State(state): State<AppState>, caller: Granted<crate::AccountMenu>, Query(q): Query<NoQuery>) -> ApiResult<RechargeStatus, AccountError> {
    let p = payments::find_for_company(&state.db, &q.pay_transaction_no, caller.company()?).await?.filter(|p| p.purpose == PURPOSE).ok_or(PaymentError::NotFound)?;
    ok(RechargeStatus { pay_transaction_no: p.pay_transaction_no, pay_status: p.status })
}

/// The company's recharges, newest first.
#[utoipa::path(get, path = "/ptd-user/account/recharge/list", tag = "account", operation_id = "recharge_list", params(PageQuery, PayStatusQuery), responses((status = 200, description = "page of recharges", body = Page<PaymentRecord>)))]
async fn recharge_list(State(state): State<AppState>, caller: Granted<crate::AccountMenu>, Paged(page, q): Paged<PayStatusQuery>) -> ApiResult<Page<PaymentRecord>, AccountError> {
    ok(state.payments().company_records(&state.db, caller.company()?, Some(PURPOSE), &q, &page).await?)
}

/// Every payment of the company (recharges and orders: the transaction list), newest first.
#[utoipa::path(get, path = "/ptd-user/account/transaction/list", tag = "account", operation_id = "account_transactions", params(PageQuery, PayStatusQuery), responses((status = 200, description = "page of payments", body = Page<PaymentRecord>)))]
async fn transactions(State(state): State<AppState>, caller: Granted<crate::AccountMenu>, Paged(page, q): Paged<PayStatusQuery>) -> ApiResult<Page<PaymentRecord>, AccountError> {
    ok(state.payments().company_records(&state.db, caller.company()?, None, &q, &page).await?)
}

/// What a paid recharge does, on the payment's transaction: the points, then
/// the bonus as its own ledger row.
pub struct RechargePurpose;

impl PaymentPurpose for RechargePurpose {
    fn name(&self) -> &'static str {
        PURPOSE
    }

    fn prefix(&self) -> &'static str {
        "TU"
    }

    fn describe(&self, _goods_name: &str) -> String {
        "积分充值".into()
    }

    fn payable<'a>(&'a self, conn: &'a mut AnyConnection, reference_id: i64, now: i64) -> BoxFuture<'a, std::result::Result<Option<Payable>, KernelError>> {
        Box::pin(async move {
            let locked = repo::lock_for_payment(conn, reference_id, now, PAY_WINDOW_MS).await?;
            Ok(locked.map(|(amount, created)| Payable { version: 0, amount, expire_time: created + PAY_WINDOW_MS }))
        })
    }

    fn settle<'a>(&'a self, conn: &'a mut AnyConnection, payment: &'a Payment, ids: &'a IdGenerator) -> BoxFuture<'a, std::result::Result<bool, KernelError>> {
        Box::pin(settle(conn, payment, ids))
    }

    fn refunded<'a>(&'a self, conn: &'a mut AnyConnection, payment: &'a Payment, refund: &'a Refund, stage: RefundStage, ids: &'a IdGenerator) -> BoxFuture<'a, std::result::Result<(), KernelError>> {
        Box::pin(refunded(conn, payment, refund, stage, ids))
    }
}

/// A recharge is refundable only whole and only while its points are unspent:
/// reserving takes the points (and the bonus) back at once, a refund that
/// fails gives them back, one that succeeds marks the recharge refunded.
async fn refunded(conn: &mut AnyConnection, payment: &Payment, refund: &Refund, stage: RefundStage, ids: &IdGenerator) -> std::result::Result<(), KernelError> {
    let now = now_ms();
    let Some((company, amount, bonus)) = repo::paid(conn, payment.reference_id).await? else {
        return Err(KernelError::Validation("充值记录不存在".into()));
    };
    let points = amount / 100 + bonus;
    match stage {
        RefundStage::Reserve => {
            if refund.amount != payment.amount {
                return Err(KernelError::Validation("积分充值只能全额退款".into()));
            }
            let entry = accounts::Entry { id: ids.next_id(), company_id: company, kind: "topup_refund", points: -points, pay_transaction_no: Some(&refund.refund_no), remark: "积分充值退款", now };
            if accounts::book(conn, &entry).await?.is_err() {
                return Err(KernelError::Validation("充值所得积分已使用，无法退款".into()));
            }
            Ok(())
        }
        RefundStage::Released => {
            let entry = accounts::Entry { id: ids.next_id(), company_id: company, kind: "reversal", points, pay_transaction_no: Some(&refund.refund_no), remark: "充值退款未成功，积分退回", now };
            match accounts::book(conn, &entry).await? {
                Ok(_) | Err(accounts::Refusal::AlreadyBooked) => Ok(()),
                Err(accounts::Refusal::NotAllowed) => Err(KernelError::Internal(anyhow::anyhow!("recharge {} has no account", payment.reference_id))),
            }
        }
        RefundStage::Succeeded { .. } => {
            repo::mark_refunded(conn, payment.reference_id, now).await?;
            let content = format!("积分充值{}元已原路退回，相应积分已扣除。", amount / 100);
            let message = NewMessage { user_id: payment.user_id, title: "积分充值退款", content: &content, application_name: Some("账户管理"), to_url: Some("/userCenter/accountManage") };
            messages::send_with(&mut *conn, ids.next_id(), &message).await?;
            Ok(())
        }
    }
}

async fn settle(conn: &mut AnyConnection, payment: &Payment, ids: &IdGenerator) -> std::result::Result<bool, KernelError> {
    let now = now_ms();
    let Some((company, amount, bonus)) = repo::mark_paid(conn, payment.reference_id, payment.amount, now).await? else {
        return Ok(false);
    };
    let book = |kind: &'static str, points: i64, remark: String| {
        let id = ids.next_id();
        let no = payment.pay_transaction_no.clone();
        (kind, points, remark, id, no)
    };
    let mut entries = vec![book("topup", amount / 100, format!("积分充值 {}元", amount / 100))];
    if bonus > 0 {
        entries.push(book("bonus", bonus, "充值套餐赠送".into()));
    }
    for (kind, points, remark, id, no) in entries {
        let entry = accounts::Entry { id, company_id: company, kind, points, pay_transaction_no: Some(&no), remark: &remark, now };
        if accounts::book(conn, &entry).await?.is_err() {
            // Rolls the payment's transaction back: it is retried, never half-credited.
            return Err(KernelError::Internal(anyhow::anyhow!("recharge {} could not be credited", payment.pay_transaction_no)));
        }
    }
    let content = if bonus > 0 {
        format!("充值{}元已到账：{}积分，另赠{}积分。", amount / 100, amount / 100, bonus)
    } else {
        format!("充值{}元已到账：{}积分。", amount / 100, amount / 100)
    };
    let message = NewMessage { user_id: payment.user_id, title: "积分充值成功", content: &content, application_name: Some("账户管理"), to_url: Some("/userCenter/accountManage") };
    messages::send_with(&mut *conn, ids.next_id(), &message).await?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_top_up_payment_is_named_tu_and_always_reads_as_points_top_up() {
        assert_eq!(RechargePurpose.name(), PURPOSE);
        assert_eq!(RechargePurpose.prefix(), "TU");
        assert_eq!(RechargePurpose.describe("积分充值 500元"), "积分充值");
        assert_eq!(RechargePurpose.describe(""), "积分充值");
    }
}

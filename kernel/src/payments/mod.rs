//! Payments, a kernel service because orders and top-ups both pay through it.
//! A payment moves from `hold` to `success`, `cancel` or `failed` by one
//! conditional UPDATE, and its purpose's effect (an order paid and its apps
//! opened, points credited) runs in the same database transaction, so it
//! happens exactly once however many notifications, polls and reconciliations
//! arrive. The gateway is a trait; WeChat Pay v3 Native is the one built, and
//! the dev and test profiles serve its sandbox counterpart.

pub mod gateway;
pub mod routes;
pub mod sandbox;
pub mod wechat;

use crate::error::{codes, ApiError};
use crate::catalogue::{PasswordCheck, PointsAccount, PointsDebit};
use crate::ids::IdGenerator;
use crate::db::Db;
use crate::time::now_ms;
use crate::KernelError;
use futures::future::BoxFuture;
pub use gateway::{GatewayError, GatewayState, GatewayTransaction, NativeOrder, PaymentGateway};
use sqlx::AnyConnection;
use std::collections::HashMap;
use std::sync::Arc;

pub mod status {
    pub const HOLD: &str = "hold";
    pub const SUCCESS: &str = "success";
    pub const CANCEL: &str = "cancel";
    pub const FAILED: &str = "failed";

    /// The spec's labels (section 3: 待支付, 已支付, 已取消, 支付失败).
    pub fn label(status: &str) -> &'static str {
        match status {
            SUCCESS => "已支付",
            CANCEL => "已取消",
            FAILED => "支付失败",
            _ => "待支付",
        }
    }
}

pub mod method {
    pub const WECHAT: &str = "wechat";
    pub const ACCOUNT: &str = "account";

    pub fn label(method: &str) -> &'static str {
        match method {
            ACCOUNT => "账户支付",
            _ => "微信支付",
        }
    }
}

/// What a purpose does when its payment succeeds. Registered by the module
/// that owns the purpose (`Module::payment_purposes`); runs inside the
/// transaction that moved the payment from hold to success.
pub trait PaymentPurpose: Send + Sync + 'static {
    /// The purpose's name, stored on the payment (`order`, `topup`).
    fn name(&self) -> &'static str;
    /// The letters that start its payment numbers.
    fn prefix(&self) -> &'static str;
    /// `ids` makes the ids of any rows it adds.
    fn settle<'a>(&'a self, conn: &'a mut AnyConnection, payment: &'a Payment, ids: &'a IdGenerator) -> BoxFuture<'a, Result<(), KernelError>>;
    /// What the transaction lists say a payment was for.
    fn describe(&self, goods_name: &str) -> String {
        goods_name.to_string()
    }
}

/// A payment as the transaction lists show it (spec section 3, "Transaction").
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaymentRecord {
    pay_transaction_no: String,
    /// order or topup
    purpose: String,
    /// The purpose's row this pays for: the order (or the top-up).
    order_id: i64,
    goods_name: String,
    pay_description: String,
    order_amount_str: String,
    amount_str: String,
    pay_method: String,
    pay_method_str: &'static str,
    pay_status: String,
    pay_status_str: &'static str,
    create_time: Option<String>,
    pay_time: Option<String>,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Payment {
    pub id: i64,
    pub pay_transaction_no: String,
    pub purpose: String,
    pub reference_id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub amount: i64,
    pub pay_method: String,
    pub goods_name: String,
    pub status: String,
    pub code_url: Option<String>,
    pub gateway_transaction_id: Option<String>,
    pub expire_time: i64,
    pub create_time: i64,
    pub pay_time: Option<i64>,
}

const COLUMNS: &str = "id, pay_transaction_no, purpose, reference_id, company_id, user_id, amount, pay_method, goods_name, status, \
                       code_url, gateway_transaction_id, expire_time, create_time, pay_time";

pub struct NewPayment<'a> {
    pub purpose: &'a str,
    pub reference_id: i64,
    pub company_id: i64,
    pub user_id: i64,
    /// Fen, above zero.
    pub amount: i64,
    pub goods_name: &'a str,
    /// Epoch ms after which it can no longer be paid.
    pub expire_time: i64,
}

#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("no payment gateway configured")]
    Off,
    #[error(transparent)]
    Gateway(#[from] GatewayError),
    #[error("payment not found")]
    NotFound,
    #[error("already paid")]
    AlreadyPaid,
    #[error("payment window over")]
    Expired,
    #[error("report does not match the payment: {0}")]
    Mismatch(String),
}

impl From<sqlx::Error> for PaymentError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl ApiError for PaymentError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::Off | Self::Gateway(_) => codes::PAYMENT_UNAVAILABLE,
            Self::NotFound => codes::PAYMENT_NOT_FOUND,
            Self::AlreadyPaid => codes::PAYMENT_ALREADY_PAID,
            Self::Expired => codes::PAYMENT_EXPIRED,
            Self::Mismatch(_) => codes::VALIDATION,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::Off => "微信支付暂未开通".into(),
            Self::Gateway(e) => {
                tracing::warn!(error = %e, "payment gateway call failed");
                "支付服务暂不可用，请稍后重试".into()
            }
            Self::NotFound => "抱歉,暂未查询到您的支付信息,请稍后再次查询".into(),
            Self::AlreadyPaid => "订单已支付".into(),
            Self::Expired => "订单已超时，请重新下单".into(),
            Self::Mismatch(_) => "支付信息不一致".into(),
        }
    }
}

crate::api_error!(PaymentError);

/// What became of a close request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// The payment can no longer be paid (or never reached the gateway).
    Closed,
    /// The money had already arrived: the payment is settled instead.
    Paid,
}

/// The service: the gateway (none when payments are off) and the purposes.
pub struct Payments {
    db: Db,
    ids: Arc<IdGenerator>,
    /// Our merchant number: a report for another merchant is refused.
    mch_id: String,
    reconcile_after_ms: i64,
    gateway: Option<Arc<dyn PaymentGateway>>,
    purposes: HashMap<&'static str, Arc<dyn PaymentPurpose>>,
}

impl Payments {
    pub fn new(db: Db, ids: Arc<IdGenerator>, pay: &crate::config::PayConfig, gateway: Option<Arc<dyn PaymentGateway>>, purposes: Vec<Arc<dyn PaymentPurpose>>) -> Self {
        Self {
            db,
            ids,
            mch_id: pay.wechat.mch_id.clone(),
            reconcile_after_ms: pay.reconcile_after_seconds.max(1) * 1000,
            gateway,
            purposes: purposes.into_iter().map(|p| (p.name(), p)).collect(),
        }
    }

    /// The gateway that state's configuration names: a real base URL in any
    /// profile, else the platform's own sandbox in the dev and test profiles.
    pub fn gateway_for(config: &crate::config::Config) -> anyhow::Result<Option<Arc<dyn PaymentGateway>>> {
        let w = &config.pay.wechat;
        let own = format!("http://{}:{}", config.host, config.port);
        let base = if !w.base_url.is_empty() {
            w.base_url.trim_end_matches('/').to_string()
        } else if config.sandboxes() {
            format!("{own}/sandbox/wechatpay")
        } else {
            return Ok(None);
        };
        let notify = if w.notify_url.is_empty() { format!("{own}/api/pay/wechat/notify") } else { w.notify_url.clone() };
        Ok(Some(Arc::new(wechat::WechatPay::new(w, &base, &notify)?)))
    }

    /// A payment as the transaction lists show it, described by its purpose.
    pub fn record(&self, p: Payment) -> PaymentRecord {
        let pay_description = self.purposes.get(p.purpose.as_str()).map_or_else(|| p.goods_name.clone(), |purpose| purpose.describe(&p.goods_name));
        PaymentRecord {
            pay_description,
            order_id: p.reference_id,
            order_amount_str: crate::money::yuan(p.amount),
            amount_str: crate::money::yuan(p.amount),
            pay_method_str: method::label(&p.pay_method),
            pay_status_str: status::label(&p.status),
            create_time: crate::time::format_ms(Some(p.create_time)),
            pay_time: crate::time::format_ms(p.pay_time),
            pay_transaction_no: p.pay_transaction_no,
            purpose: p.purpose,
            goods_name: p.goods_name,
            pay_method: p.pay_method,
            pay_status: p.status,
        }
    }

    /// The gateway, when payments are on.
    pub fn gateway_handle(&self) -> Option<Arc<dyn PaymentGateway>> {
        self.gateway.clone()
    }

    fn gateway(&self) -> Result<&Arc<dyn PaymentGateway>, PaymentError> {
        self.gateway.as_ref().ok_or(PaymentError::Off)
    }

    fn purpose(&self, name: &str) -> Result<&Arc<dyn PaymentPurpose>, KernelError> {
        self.purposes.get(name).ok_or_else(|| KernelError::Internal(anyhow::anyhow!("no payment purpose `{name}` registered")))
    }

    /// A WeChat scan-to-pay payment for a purpose's row. An open payment of
    /// the same row and amount is handed back, so asking twice shows one QR.
    pub async fn start_wechat(&self, new: &NewPayment<'_>) -> Result<Payment, PaymentError> {
        let now = now_ms();
        if new.expire_time <= now + 5_000 {
            return Err(PaymentError::Expired);
        }
        if new.amount <= 0 {
            return Err(KernelError::Validation("请输入或选择正确的金额".into()).into());
        }
        let gateway = self.gateway()?.clone();
        let prefix = self.purpose(new.purpose)?.prefix();
        let existing = open_payments(&self.db, new.purpose, new.reference_id).await?;
        if existing.iter().any(|p| p.status == status::SUCCESS) {
            return Err(PaymentError::AlreadyPaid);
        }
        if let Some(p) = existing.into_iter().find(|p| p.status == status::HOLD && p.amount == new.amount && p.code_url.is_some()) {
            return Ok(p);
        }
        let id = self.ids.next_id();
        let no = format!("{prefix}{id}");
        insert(&self.db.pool, &Row { id, no: &no, new, method: method::WECHAT, status: status::HOLD, expire_time: new.expire_time, pay_time: None, now }).await?;
        let order = NativeOrder { pay_transaction_no: &no, description: new.goods_name, amount: new.amount, expires_at: new.expire_time / 1000 };
        // The row exists before the gateway hears of it, so reconciliation can always find what the gateway holds.
        let code_url = gateway.create_native(&order).await?;
        sqlx::query("UPDATE payments SET code_url = $1, update_time = $2 WHERE id = $3")
            .bind(&code_url)
            .bind(now_ms())
            .bind(id)
            .execute(&self.db.pool)
            .await?;
        find(&self.db, &no).await?.ok_or(PaymentError::NotFound)
    }

    /// Pays from the company's points account: the payment is made settled,
    /// the points debited and the purpose's effect run, all in one transaction,
    /// so either all happen or none (1 yuan = 1 point).
    pub async fn pay_from_account(
        &self,
        account: &dyn PointsAccount,
        tokens: &crate::tokens::TokenService,
        new: &NewPayment<'_>,
        password: &str,
        max_tries: i64,
    ) -> Result<Payment, PaymentError> {
        let purpose = self.purpose(new.purpose)?.clone();
        account.check_password(PasswordCheck { tokens, db: &self.db, company_id: new.company_id, password, max_tries }).await?;
        if new.amount <= 0 {
            return Err(KernelError::Validation("请输入或选择正确的金额".into()).into());
        }
        if open_payments(&self.db, new.purpose, new.reference_id).await?.iter().any(|p| p.status == status::SUCCESS) {
            return Err(PaymentError::AlreadyPaid);
        }
        let now = now_ms();
        let id = self.ids.next_id();
        let no = format!("{}{id}", purpose.prefix());
        let mut tx = self.db.pool.begin().await?;
        let row = Row { id, no: &no, new, method: method::ACCOUNT, status: status::SUCCESS, expire_time: now, pay_time: Some(now), now };
        let payment = insert(&mut *tx, &row).await.map_err(|e| if crate::db::is_unique_violation(&e) { PaymentError::AlreadyPaid } else { e.into() })?;
        // Points are whole: a price with fen rounds up to the next point.
        let points = (new.amount + 99) / 100;
        let debit = PointsDebit { ledger_id: self.ids.next_id(), company_id: new.company_id, points, pay_transaction_no: &no, remark: new.goods_name };
        account.debit(&mut tx, &debit).await?;
        purpose.settle(&mut tx, &payment, &self.ids).await?;
        tx.commit().await?;
        Ok(payment)
    }

    /// Applies a gateway's report (a verified notification or a query's
    /// answer). True when this call settled the payment; false when it was
    /// already settled or the report says it is not paid.
    pub async fn apply(&self, report: &GatewayTransaction) -> Result<bool, PaymentError> {
        let payment = find(&self.db, &report.pay_transaction_no).await?.ok_or(PaymentError::NotFound)?;
        if report.amount != payment.amount {
            return Err(PaymentError::Mismatch(format!("amount {} reported for {} of {}", report.amount, payment.pay_transaction_no, payment.amount)));
        }
        if report.mch_id != self.mch_id {
            return Err(PaymentError::Mismatch(format!("merchant {} reported for {}", report.mch_id, payment.pay_transaction_no)));
        }
        match report.state {
            GatewayState::Success => self.settle(&payment, report).await,
            GatewayState::Closed => {
                finish(&self.db, &payment.pay_transaction_no, status::CANCEL).await?;
                Ok(false)
            }
            GatewayState::Failed => {
                finish(&self.db, &payment.pay_transaction_no, status::FAILED).await?;
                Ok(false)
            }
            GatewayState::Pending => Ok(false),
        }
    }

    /// hold (or a cancel the gateway contradicts: the money came anyway) ->
    /// success, and the purpose's effect, in one transaction.
    async fn settle(&self, payment: &Payment, report: &GatewayTransaction) -> Result<bool, PaymentError> {
        let purpose = self.purpose(&payment.purpose)?.clone();
        let now = now_ms();
        let mut tx = self.db.pool.begin().await?;
        let settled: Option<Payment> = sqlx::query_as(&format!(
            "UPDATE payments SET status = $1, gateway_transaction_id = $2, notification = $3, pay_time = $4, update_time = $4
             WHERE pay_transaction_no = $5 AND status IN ($6, $7, $8) RETURNING {COLUMNS}"
        ))
        .bind(status::SUCCESS)
        .bind(report.transaction_id.as_deref())
        .bind(&report.raw)
        .bind(now)
        .bind(&payment.pay_transaction_no)
        .bind(status::HOLD)
        .bind(status::CANCEL)
        .bind(status::FAILED)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(settled) = settled else {
            return Ok(false);
        };
        purpose.settle(&mut tx, &settled, &self.ids).await?;
        tx.commit().await?;
        tracing::info!(payment = %settled.pay_transaction_no, purpose = %settled.purpose, amount = settled.amount, "payment settled");
        Ok(true)
    }

    /// Closes a payment so it can no longer be paid; when the gateway says the
    /// money already arrived, settles it instead.
    pub async fn close(&self, payment: &Payment) -> Result<Closed, PaymentError> {
        match payment.status.as_str() {
            status::SUCCESS => return Ok(Closed::Paid),
            status::CANCEL | status::FAILED => return Ok(Closed::Closed),
            _ => {}
        }
        if payment.pay_method == method::WECHAT {
            let gateway = self.gateway()?.clone();
            match gateway.close(&payment.pay_transaction_no).await {
                Ok(()) => {}
                Err(e) if e.is_not_found() => {}
                Err(GatewayError::Refused { code, .. }) if code == "ORDERPAID" => {
                    let report = gateway.query(&payment.pay_transaction_no).await?;
                    self.apply(&report).await?;
                    return Ok(Closed::Paid);
                }
                Err(e) => return Err(e.into()),
            }
        }
        finish(&self.db, &payment.pay_transaction_no, status::CANCEL).await?;
        // A settle may have won the race between the gateway's close and this update.
        let now = find(&self.db, &payment.pay_transaction_no).await?.ok_or(PaymentError::NotFound)?;
        Ok(if now.status == status::SUCCESS { Closed::Paid } else { Closed::Closed })
    }

    /// Closes every open payment of a purpose's row; `Paid` when one had been paid.
    pub async fn close_all(&self, purpose: &str, reference_id: i64) -> Result<Closed, PaymentError> {
        let mut outcome = Closed::Closed;
        for p in open_payments(&self.db, purpose, reference_id).await? {
            if self.close(&p).await? == Closed::Paid {
                outcome = Closed::Paid;
            }
        }
        Ok(outcome)
    }

    /// Asks the gateway now about a row's open WeChat payments (the payer says
    /// they paid), so the answer does not wait for the notification.
    pub async fn check(&self, purpose: &str, reference_id: i64) -> Result<(), PaymentError> {
        let gateway = self.gateway()?.clone();
        for p in open_payments(&self.db, purpose, reference_id).await? {
            if p.status == status::HOLD && p.pay_method == method::WECHAT {
                let report = gateway.query(&p.pay_transaction_no).await?;
                self.apply(&report).await?;
            }
        }
        Ok(())
    }

    /// Asks the gateway about WeChat payments still on hold after a minute
    /// (`pay.reconcile_after_seconds`), so
    /// a lost notification or a crash between the gateway and our database
    /// still ends consistent; closes those past their window.
    pub async fn reconcile(&self) -> anyhow::Result<()> {
        let Some(gateway) = self.gateway.clone() else {
            return Ok(());
        };
        let now = now_ms();
        let stale: Vec<Payment> = sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM payments WHERE status = $1 AND pay_method = $2 AND create_time < $3 ORDER BY create_time LIMIT 200"
        ))
        .bind(status::HOLD)
        .bind(method::WECHAT)
        .bind(now - self.reconcile_after_ms)
        .fetch_all(&self.db.pool)
        .await?;
        for p in stale {
            let outcome = match gateway.query(&p.pay_transaction_no).await {
                Ok(report) if report.state == GatewayState::Pending && p.expire_time < now => self.close(&p).await.map(|_| ()),
                Ok(report) => self.apply(&report).await.map(|_| ()),
                // The gateway never heard of it (creation failed): once its window is over it is cancelled.
                Err(e) if e.is_not_found() && p.expire_time < now => finish(&self.db, &p.pay_transaction_no, status::CANCEL).await,
                Err(e) => Err(e.into()),
            };
            if let Err(e) = outcome {
                tracing::warn!(payment = %p.pay_transaction_no, error = %e, "reconciliation left a payment on hold");
            }
        }
        Ok(())
    }
}

/// A payment row as it is first written.
struct Row<'a> {
    id: i64,
    no: &'a str,
    new: &'a NewPayment<'a>,
    method: &'a str,
    status: &'a str,
    expire_time: i64,
    pay_time: Option<i64>,
    now: i64,
}

async fn insert<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(ex: E, r: &Row<'_>) -> Result<Payment, sqlx::Error> {
    sqlx::query_as(&format!(
        "INSERT INTO payments (id, pay_transaction_no, purpose, reference_id, company_id, user_id, amount, pay_method, goods_name,
                               status, expire_time, create_time, pay_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $12) RETURNING {COLUMNS}"
    ))
    .bind(r.id)
    .bind(r.no)
    .bind(r.new.purpose)
    .bind(r.new.reference_id)
    .bind(r.new.company_id)
    .bind(r.new.user_id)
    .bind(r.new.amount)
    .bind(r.method)
    .bind(r.new.goods_name)
    .bind(r.status)
    .bind(r.expire_time)
    .bind(r.now)
    .bind(r.pay_time)
    .fetch_one(ex)
    .await
}

/// hold -> a final state other than success (nothing else to do for those).
async fn finish(db: &Db, no: &str, to: &str) -> Result<(), PaymentError> {
    sqlx::query("UPDATE payments SET status = $1, update_time = $2 WHERE pay_transaction_no = $3 AND status = $4")
        .bind(to)
        .bind(now_ms())
        .bind(no)
        .bind(status::HOLD)
        .execute(&db.pool)
        .await?;
    Ok(())
}

pub async fn find(db: &Db, no: &str) -> Result<Option<Payment>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE pay_transaction_no = $1")).bind(no).fetch_optional(&db.pool).await?)
}

/// A payment of the company by its number; another company's answers nothing.
pub async fn find_for_company(db: &Db, no: &str, company_id: i64) -> Result<Option<Payment>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE pay_transaction_no = $1 AND company_id = $2"))
        .bind(no)
        .bind(company_id)
        .fetch_optional(&db.pool)
        .await?)
}

/// Every payment of a purpose's row, newest first.
pub async fn of_reference(db: &Db, purpose: &str, reference_id: i64) -> Result<Vec<Payment>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE purpose = $1 AND reference_id = $2 ORDER BY id DESC"))
        .bind(purpose)
        .bind(reference_id)
        .fetch_all(&db.pool)
        .await?)
}

async fn open_payments(db: &Db, purpose: &str, reference_id: i64) -> Result<Vec<Payment>, KernelError> {
    Ok(of_reference(db, purpose, reference_id).await?.into_iter().filter(|p| p.status == status::HOLD || p.status == status::SUCCESS).collect())
}

/// A page of the company's payments (the transaction records), newest first.
pub async fn company_page(
    db: &Db,
    company_id: i64,
    purpose: Option<&str>,
    status: Option<&str>,
    page: &crate::http::PageQuery,
) -> Result<(Vec<Payment>, i64), KernelError> {
    let filter = "company_id = $1 AND ($2 = '' OR purpose = $2) AND ($3 = '' OR status = $3)";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM payments WHERE {filter}"))
        .bind(company_id)
        .bind(purpose.unwrap_or_default())
        .bind(status.unwrap_or_default())
        .fetch_one(&db.pool)
        .await?;
    let rows = sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE {filter} ORDER BY id DESC LIMIT $4 OFFSET $5"))
        .bind(company_id)
        .bind(purpose.unwrap_or_default())
        .bind(status.unwrap_or_default())
        .bind(page.limit())
        .bind(page.offset())
        .fetch_all(&db.pool)
        .await?;
    Ok((rows, total))
}


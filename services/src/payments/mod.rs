//! Payments, a kernel service because orders and top-ups both pay through it.
//! A payment records the version and amount of the row it pays for, and moves
//! from `hold` to `success`, `unapplied`, `cancel` or `failed` by one
//! conditional UPDATE; its purpose's effect (an order paid and its apps opened,
//! points credited) runs in the same transaction and only while the row still
//! takes exactly that payment. Money that arrives for a row that cannot take it
//! (paid already, cancelled, changed) is `unapplied` and refunded at once.
//! Refunds (`refunds`) and the daily reconciliation against the gateway's bill
//! (`bill`) live beside it. The gateway is a trait; WeChat Pay v3 Native is the
//! one built, and the dev and test profiles serve its sandbox counterpart.

pub mod bill;
pub mod gateway;
pub mod refunds;
pub mod routes;
pub mod wechat;

use kernel::error::{reply_codes, ApiError};
use kernel::contracts::{PasswordCheck, PointsAccount, PointsDebit};
use kernel::BoxFuture;
use kernel::ids::IdGenerator;
use kernel::db::{Arg, Db};
use kernel::time::now_ms;
use kernel::KernelError;
pub use gateway::{GatewayError, GatewayRefund, GatewayState, GatewayTransaction, NativeOrder, Notification, PaymentGateway, RefundOrder, RefundState};
pub use refunds::{Refund, RefundAsk, RefundRecord};
use sqlx::AnyConnection;
use std::collections::HashMap;
use std::sync::Arc;

/// The statuses money arriving may claim: waiting, or closed or failed by us while the gateway took it.
const CLAIMABLE: [&str; 3] = [status::HOLD, status::CANCEL, status::FAILED];

pub mod status {
    pub const HOLD: &str = "hold";
    pub const SUCCESS: &str = "success";
    pub const CANCEL: &str = "cancel";
    pub const FAILED: &str = "failed";
    /// The money arrived for a row that could not take it; it is refunded.
    pub const UNAPPLIED: &str = "unapplied";

    /// The spec's labels (section 3: 待支付, 已支付, 已取消, 支付失败), and the refunds'.
    pub fn label(status: &str) -> &'static str {
        match status {
            SUCCESS => "已支付",
            CANCEL => "已取消",
            FAILED => "支付失败",
            UNAPPLIED => "已退回",
            "refunded" => "已退款",
            _ => "待支付",
        }
    }

    /// A payment's label with its refunds: 已退款 when all went back, 部分退款 when some did.
    pub fn label_with_refunds(status: &str, amount: i64, refunded: i64) -> &'static str {
        match status {
            SUCCESS if refunded >= amount && amount > 0 => "已退款",
            SUCCESS if refunded > 0 => "部分退款",
            UNAPPLIED if refunded < amount => "退款中",
            other => label(other),
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

/// What a purpose's row costs now, and at which version of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Payable {
    /// The row's version: a payment made for it settles only while the row is still at it.
    pub version: i64,
    /// Fen.
    pub amount: i64,
    /// Epoch ms after which it can no longer be paid.
    pub expire_time: i64,
}

/// Where a refund of a settled payment stands, for its purpose's effect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundStage {
    /// Asked for: the amount is reserved. A purpose whose effect can be used up
    /// (a top-up's points) takes it back now, or refuses the refund.
    Reserve,
    /// The money went back; `full` when the whole payment has been returned.
    Succeeded { full: bool },
    /// The refund failed or was closed: what `Reserve` took is given back.
    Released,
}

/// What a purpose does with its payments. Registered by the module that owns
/// the purpose (`Module::provide`, as many as the areas add); every method runs on the
/// payment's transaction as one conditional UPDATE of the purpose's row.
pub trait PaymentPurpose: Send + Sync + 'static {
    /// The purpose's name, stored on the payment (`order`, `topup`).
    fn name(&self) -> &'static str;
    /// The letters that start its payment numbers.
    fn prefix(&self) -> &'static str;
    /// Locks the row for a new payment and answers what it costs now; None
    /// when it can no longer be paid (paid, cancelled, expired).
    fn payable<'a>(&'a self, conn: &'a mut AnyConnection, reference_id: i64, now: i64) -> BoxFuture<'a, Result<Option<Payable>, KernelError>>;
    /// Applies a paid payment when the row still takes it: unpaid, at the
    /// payment's version, for exactly the payment's amount. False changes
    /// nothing (the money is then refunded). `ids` makes the ids of any rows it adds.
    fn settle<'a>(&'a self, conn: &'a mut AnyConnection, payment: &'a Payment, ids: &'a IdGenerator) -> BoxFuture<'a, Result<bool, KernelError>>;
    /// The effect of a refund of a settled payment at each stage. An error
    /// refuses the refund (at `Reserve`) or rolls the stage back to be retried.
    fn refunded<'a>(&'a self, conn: &'a mut AnyConnection, payment: &'a Payment, refund: &'a Refund, stage: RefundStage, ids: &'a IdGenerator) -> BoxFuture<'a, Result<(), KernelError>>;
    /// What the transaction lists say a payment was for.
    fn describe(&self, goods_name: &str) -> String {
        goods_name.to_string()
    }
}

impl kernel::contracts::Contract for dyn PaymentPurpose {
    // Many areas add one (orders, account); the name only labels the contract.
    const AREA: &'static str = "orders, account";
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
    /// Yuan returned by refunds so far.
    refunded_amount_str: String,
    pay_method: String,
    pay_method_str: &'static str,
    pay_status: String,
    pay_status_str: &'static str,
    create_time: Option<String>,
    pay_time: Option<String>,
    /// payment, or refund (money going back: its number is the refund's, its amount below zero)
    record_type: &'static str,
}

/// The filter of a company's payment lists.
#[derive(Debug, serde::Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PayStatusQuery {
    /// hold, success, cancel or failed
    pub pay_status: Option<String>,
}

/// A line of the company's transaction lists: a payment, or a refund of one.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct TransactionRow {
    /// payment or refund
    pub kind: String,
    /// The payment's or the refund's number.
    pub no: String,
    pub purpose: String,
    pub reference_id: i64,
    pub amount: i64,
    pub refunded_amount: i64,
    pub pay_method: String,
    pub goods_name: String,
    pub status: String,
    pub create_time: i64,
    /// When it was paid, or when the money went back.
    pub done_time: Option<i64>,
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Payment {
    pub id: i64,
    pub pay_transaction_no: String,
    pub purpose: String,
    pub reference_id: i64,
    pub reference_version: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub amount: i64,
    pub refunded_amount: i64,
    pub refund_count: i64,
    pub pay_method: String,
    pub goods_name: String,
    pub status: String,
    pub code_url: Option<String>,
    pub gateway_transaction_id: Option<String>,
    pub expire_time: i64,
    pub create_time: i64,
    pub pay_time: Option<i64>,
}

/// Up to `n` payments of a purpose, newest first, with ids below `before`, in one status and
/// made within a time range when asked: an operators' export's chunk.
pub async fn chunk(db: &Db, purpose: &str, status: Option<&str>, from: Option<i64>, until: Option<i64>, before: i64, n: i64) -> Result<Vec<Payment>, KernelError> {
    chunk_of(db, "payments", COLUMNS, purpose, status, from, until, before, n).await
}

/// A chunk of `payments` or `refunds` (the same filters): one purpose, a status and a time range when given, ids below `before`.
#[allow(clippy::too_many_arguments)]
async fn chunk_of<R>(db: &Db, table: &str, columns: &str, purpose: &str, status: Option<&str>, from: Option<i64>, until: Option<i64>, before: i64, n: i64) -> Result<Vec<R>, KernelError>
where
    R: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin,
{
    use kernel::db::{Arg, Conditions};
    Conditions::default()
        .equal("purpose", Some(Arg::Text(purpose.to_string())))
        .equal("status", status.filter(|s| !s.is_empty()).map(|s| Arg::Text(s.to_string())))
        .from_until("create_time", from, until)
        .from_until("id", None, Some(before))
        .rows(db, columns, table, "id DESC", Some(n))
        .await
}

const COLUMNS: &str = "id, pay_transaction_no, purpose, reference_id, reference_version, company_id, user_id, amount, refunded_amount, refund_count, \
                       pay_method, goods_name, status, code_url, gateway_transaction_id, expire_time, create_time, pay_time";

/// A payment asked for: what it pays for and who pays. The amount, the
/// version and the window come from the purpose's row itself (`Payable`).
pub struct NewPayment<'a> {
    pub purpose: &'a str,
    pub reference_id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub goods_name: &'a str,
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
    /// The row can no longer be paid (cancelled, expired, changed meanwhile).
    #[error("no longer payable")]
    NotPayable,
    /// Another request is making this row's payment right now.
    #[error("payment being made")]
    Busy,
    #[error("report does not match the payment: {0}")]
    Mismatch(String),
    #[error("refund refused: {0}")]
    RefundRefused(&'static str),
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
            Self::Off | Self::Gateway(_) => reply_codes::PAYMENT_UNAVAILABLE,
            Self::NotFound => reply_codes::PAYMENT_NOT_FOUND,
            Self::AlreadyPaid => reply_codes::PAYMENT_ALREADY_PAID,
            Self::Expired | Self::NotPayable => reply_codes::PAYMENT_EXPIRED,
            Self::Busy => reply_codes::CONFLICT,
            Self::Mismatch(_) => reply_codes::VALIDATION,
            Self::RefundRefused(_) => reply_codes::REFUND_REFUSED,
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
            Self::NotPayable => "订单已取消或已超时，请重新下单".into(),
            Self::Busy => "支付正在创建，请稍后重试".into(),
            Self::Mismatch(_) => "支付信息不一致".into(),
            Self::RefundRefused(why) => (*why).into(),
        }
    }
}

kernel::api_error!(PaymentError);

/// What became of a close request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Closed {
    /// The payment can no longer be paid (or never reached the gateway).
    Closed,
    /// The money had already arrived: the payment is settled instead.
    Paid,
}

/// The service: the gateway (none when payments are off), the purposes, and
/// the points account that pays and takes back points payments.
pub struct Payments {
    db: Db,
    ids: Arc<IdGenerator>,
    /// Our merchant number: a report for another merchant is refused.
    mch_id: String,
    reconcile_after_ms: i64,
    gateway: Option<Arc<dyn PaymentGateway>>,
    purposes: HashMap<&'static str, Arc<dyn PaymentPurpose>>,
    points: Option<Arc<dyn PointsAccount>>,
    /// Payments this instance saw past claiming (`success`, `unapplied`: states a payment never
    /// leaves), with their amounts, so a repeated notification of one (the gateway repeats until
    /// it is answered) is answered without a read.
    settled: Settled,
}

/// Settled payments' amounts by their number, 100,000 at most.
struct Settled(kernel::bounded::Bounded<i64>);

impl Default for Settled {
    fn default() -> Self {
        Self(kernel::bounded::Bounded::new(Self::MAX))
    }
}

impl Settled {
    const MAX: usize = 100_000;

    fn amount(&self, no: &str) -> Option<i64> {
        self.0.get(no)
    }

    fn remember(&self, payment: &Payment) {
        if !CLAIMABLE.contains(&payment.status.as_str()) {
            self.0.insert(payment.pay_transaction_no.clone(), payment.amount);
        }
    }
}

impl Payments {
    pub fn new(
        db: Db,
        ids: Arc<IdGenerator>,
        pay: &kernel::config::PayConfig,
        gateway: Option<Arc<dyn PaymentGateway>>,
        purposes: Vec<Arc<dyn PaymentPurpose>>,
        points: Option<Arc<dyn PointsAccount>>,
    ) -> Self {
        Self {
            db,
            ids,
            mch_id: pay.wechat.mch_id.clone(),
            reconcile_after_ms: pay.reconcile_after_seconds.max(1) * 1000,
            gateway,
            purposes: purposes.into_iter().map(|p| (p.name(), p)).collect(),
            points,
            settled: Settled::default(),
        }
    }

    /// The gateway that state's configuration names: a real base URL in any
    /// profile, else the platform's own sandbox in the dev and test profiles.
    pub fn gateway_for(config: &kernel::config::Config, sandbox_path: Option<&str>) -> anyhow::Result<Option<Arc<dyn PaymentGateway>>> {
        let w = &config.pay.wechat;
        let own = format!("http://{}:{}", config.host, config.port);
        let base = if !w.base_url.is_empty() {
            w.base_url.trim_end_matches('/').to_string()
        } else if let Some(path) = sandbox_path {
            format!("{own}{path}")
        } else {
            return Ok(None);
        };
        let notify = if w.notify_url.is_empty() { format!("{own}/api/pay/wechat/notify") } else { w.notify_url.clone() };
        Ok(Some(Arc::new(wechat::WechatPay::new(w, &base, &notify)?)))
    }

    /// A payment as the transaction lists show it, described by its purpose.
    pub fn record(&self, p: Payment) -> PaymentRecord {
        self.transaction(TransactionRow {
            kind: "payment".into(),
            no: p.pay_transaction_no,
            purpose: p.purpose,
            reference_id: p.reference_id,
            amount: p.amount,
            refunded_amount: p.refunded_amount,
            pay_method: p.pay_method,
            goods_name: p.goods_name,
            status: p.status,
            create_time: p.create_time,
            done_time: p.pay_time,
        })
    }

    /// A page of the company's transaction lines of one purpose (or of all), newest first, as the lists show them.
    pub async fn company_records(&self, db: &Db, company_id: i64, purpose: Option<&str>, q: &PayStatusQuery, page: &kernel::http::PageQuery) -> Result<kernel::http::Page<PaymentRecord>, KernelError> {
        let (rows, total) = company_page(db, company_id, purpose, q.pay_status.as_deref(), page).await?;
        Ok(kernel::http::Page { rows: rows.into_iter().map(|t| self.transaction(t)).collect(), total })
    }

    /// A line of the transaction lists: a payment described by its purpose,
    /// or a refund as money going back (its amount below zero).
    pub fn transaction(&self, t: TransactionRow) -> PaymentRecord {
        let refund = t.kind == "refund";
        let (pay_description, amount, refunded, status_label) = if refund {
            (format!("退款：{}", t.goods_name), -t.amount, 0, refunds::refund_status::label(&t.status))
        } else {
            let describe = self.purposes.get(t.purpose.as_str()).map_or_else(|| t.goods_name.clone(), |p| p.describe(&t.goods_name));
            (describe, t.amount, t.refunded_amount, status::label_with_refunds(&t.status, t.amount, t.refunded_amount))
        };
        PaymentRecord {
            pay_description,
            order_id: t.reference_id,
            order_amount_str: kernel::money::yuan(t.amount),
            amount_str: kernel::money::yuan(amount),
            refunded_amount_str: kernel::money::yuan(refunded),
            pay_method_str: method::label(&t.pay_method),
            pay_status_str: status_label,
            create_time: kernel::time::format_ms(Some(t.create_time)),
            pay_time: kernel::time::format_ms(t.done_time),
            pay_transaction_no: t.no,
            purpose: t.purpose,
            goods_name: t.goods_name,
            pay_method: t.pay_method,
            pay_status: t.status,
            record_type: if refund { "refund" } else { "payment" },
        }
    }

    /// The gateway, when payments are on.
    pub fn gateway_handle(&self) -> Option<Arc<dyn PaymentGateway>> {
        self.gateway.clone()
    }

    /// The gateway this deployment pays through; `Off` without a merchant number.
    pub fn gateway(&self) -> Result<&Arc<dyn PaymentGateway>, PaymentError> {
        self.gateway.as_ref().ok_or(PaymentError::Off)
    }

    fn purpose(&self, name: &str) -> Result<&Arc<dyn PaymentPurpose>, KernelError> {
        self.purposes.get(name).ok_or_else(|| KernelError::Internal(anyhow::anyhow!("no payment purpose `{name}` registered")))
    }

    /// A WeChat scan-to-pay payment for a purpose's row, for what the row
    /// costs now. One open payment per row and version: a second click (or a
    /// simultaneous one) gets the same payment and QR while it is valid.
    pub async fn start_wechat(&self, new: &NewPayment<'_>) -> Result<Payment, PaymentError> {
        let gateway = self.gateway()?.clone();
        let purpose = self.purpose(new.purpose)?.clone();
        let now = now_ms();
        // The row's lock (its conditional UPDATE) comes first, so simultaneous clicks queue here.
        let mut tx = self.db.write.begin().await?;
        let due = purpose.payable(&mut tx, new.reference_id, now).await?.ok_or(PaymentError::NotPayable)?;
        if due.amount <= 0 {
            return Err(KernelError::Validation("请输入或选择正确的金额".into()).into());
        }
        if due.expire_time <= now + 5_000 {
            return Err(PaymentError::NotPayable);
        }
        let open: Option<Payment> = sqlx::query_as(&format!(
            "SELECT {COLUMNS} FROM payments WHERE purpose = $1 AND reference_id = $2 AND status = $3 AND pay_method = $4
             AND reference_version = $5 AND amount = $6 AND expire_time > $7 ORDER BY id DESC LIMIT 1"
        ))
        .bind(new.purpose)
        .bind(new.reference_id)
        .bind(status::HOLD)
        .bind(method::WECHAT)
        .bind(due.version)
        .bind(due.amount)
        .bind(now + 5_000)
        .fetch_optional(&mut *tx)
        .await?;
        if let Some(p) = open {
            tx.commit().await?;
            return self.with_code(p).await;
        }
        let id = self.ids.next_id();
        let no = format!("{}{id}", purpose.prefix());
        let row = Row { id, no: &no, new, due: &due, method: method::WECHAT, status: status::HOLD, pay_time: None, now };
        insert(&mut *tx, &row).await?;
        tx.commit().await?;
        // The row exists before the gateway hears of it, so reconciliation can always find what the gateway holds.
        let order = NativeOrder { pay_transaction_no: &no, description: new.goods_name, amount: due.amount, expires_at: due.expire_time / 1000 };
        let code_url = match gateway.create_native(&order).await {
            Ok(url) => url,
            Err(e) => {
                // Whether or not the gateway made it, it is closed here; money that still comes is settled or refunded.
                finish(&self.db, &no, status::CANCEL).await?;
                let _ = gateway.close(&no).await;
                return Err(e.into());
            }
        };
        let shown: Option<Payment> = sqlx::query_as(&format!("UPDATE payments SET code_url = $1, update_time = $2 WHERE id = $3 AND status = $4 RETURNING {COLUMNS}"))
            .bind(&code_url)
            .bind(now_ms())
            .bind(id)
            .bind(status::HOLD)
            .fetch_optional(&self.db.write)
            .await?;
        let Some(shown) = shown else {
            // Cancelled, expired or changed while the gateway made it: it must not stay payable.
            if let Err(e) = gateway.close(&no).await {
                tracing::warn!(payment = %no, error = %e, "a payment closed meanwhile could not be closed at the gateway; reconciliation refunds what it takes");
            }
            return Err(PaymentError::NotPayable);
        };
        Ok(shown)
    }

    /// The open payment with its QR: another request may still be asking the gateway for it.
    async fn with_code(&self, mut p: Payment) -> Result<Payment, PaymentError> {
        for _ in 0..100 {
            match p.status.as_str() {
                status::HOLD if p.code_url.is_some() => return Ok(p),
                status::HOLD => {}
                status::SUCCESS => return Err(PaymentError::AlreadyPaid),
                _ => return Err(PaymentError::NotPayable),
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
            p = find(&self.db, &p.pay_transaction_no).await?.ok_or(PaymentError::NotFound)?;
        }
        Err(PaymentError::Busy)
    }

    /// Pays from the company's points account: every open WeChat payment of
    /// the row is closed at the gateway first (a live QR could take the money
    /// a second time; a close that fails refuses the points payment), then the
    /// payment is made settled, the points debited and the purpose's effect
    /// run, all in one transaction, so either all happen or none (1 yuan = 1 point).
    pub async fn pay_from_account(
        &self,
        account: &dyn PointsAccount,
        tokens: &kernel::tokens::TokenService,
        new: &NewPayment<'_>,
        password: &str,
        max_tries: i64,
    ) -> Result<Payment, PaymentError> {
        let purpose = self.purpose(new.purpose)?.clone();
        account.check_password(PasswordCheck { tokens, db: &self.db, company_id: new.company_id, password, max_tries }).await?;
        if self.close_all(new.purpose, new.reference_id).await? == Closed::Paid {
            return Err(PaymentError::AlreadyPaid);
        }
        let now = now_ms();
        let mut tx = self.db.write.begin().await?;
        let due = purpose.payable(&mut tx, new.reference_id, now).await?.ok_or(PaymentError::NotPayable)?;
        if due.amount <= 0 {
            return Err(KernelError::Validation("请输入或选择正确的金额".into()).into());
        }
        let id = self.ids.next_id();
        let no = format!("{}{id}", purpose.prefix());
        let row = Row { id, no: &no, new, due: &due, method: method::ACCOUNT, status: status::SUCCESS, pay_time: Some(now), now };
        let payment = insert(&mut *tx, &row).await.map_err(|e| if kernel::db::is_unique_violation(&e) { PaymentError::AlreadyPaid } else { e.into() })?;
        let debit = PointsDebit { ledger_id: self.ids.next_id(), company_id: new.company_id, points: points_of(due.amount), pay_transaction_no: &no, remark: new.goods_name };
        account.debit(&mut tx, &debit).await?;
        if !purpose.settle(&mut tx, &payment, &self.ids).await? {
            // Dropping the transaction rolls the payment and the debit back.
            return Err(PaymentError::NotPayable);
        }
        tx.commit().await?;
        Ok(payment)
    }

    /// Applies a gateway's report (a query's answer or a verified
    /// notification). True when this call settled the payment; false when it
    /// was already settled, the report says it is not paid, or the payment is
    /// not ours (recorded as a difference, so the notification is acknowledged).
    pub async fn apply(&self, report: &GatewayTransaction) -> Result<bool, PaymentError> {
        if report.mch_id != self.mch_id {
            return Err(PaymentError::Mismatch(format!("merchant {} reported for {}", report.mch_id, report.pay_transaction_no)));
        }
        // A repeat of a settled payment's notice for its amount: nothing can claim it.
        if report.state == GatewayState::Success && self.settled.amount(&report.pay_transaction_no) == Some(report.amount) {
            return Ok(false);
        }
        let Some(payment) = find(&self.db, &report.pay_transaction_no).await? else {
            if report.state == GatewayState::Success {
                let detail = format!("微信支付通知了本平台没有的支付（微信支付单号 {}）", report.transaction_id.as_deref().unwrap_or("-"));
                bill::note_difference(&self.db, &self.ids, &bill::NewDifference::unknown(&report.pay_transaction_no, report.amount, &detail)).await?;
            }
            return Ok(false);
        };
        if report.amount != payment.amount {
            let detail = format!("微信支付报告金额 {} 分，本平台 {} 分", report.amount, payment.amount);
            bill::note_difference(&self.db, &self.ids, &bill::NewDifference::amount(&payment.pay_transaction_no, payment.amount, report.amount, &detail)).await?;
            return Err(PaymentError::Mismatch(format!("amount {} reported for {} of {}", report.amount, payment.pay_transaction_no, payment.amount)));
        }
        match report.state {
            // A repeated notification of a settled payment: nothing can claim it, so no write is opened.
            // (Read outside the claim, so it only saves work: the claim below still decides.)
            GatewayState::Success if !CLAIMABLE.contains(&payment.status.as_str()) => {
                self.settled.remember(&payment);
                Ok(false)
            }
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

    /// The money arrived: the payment is claimed (hold, or a cancel the
    /// gateway contradicts) in one conditional UPDATE, and the purpose applies
    /// it when its row still takes exactly this payment. Otherwise the payment
    /// is `unapplied` and its refund is reserved in the same transaction, then
    /// sent to the gateway.
    async fn settle(&self, payment: &Payment, report: &GatewayTransaction) -> Result<bool, PaymentError> {
        let purpose = self.purpose(&payment.purpose)?.clone();
        let now = now_ms();
        let mut tx = self.db.write.begin().await?;
        let claimed: Option<Payment> = sqlx::query_as(&format!(
            "UPDATE payments SET status = $1, gateway_transaction_id = $2, notification = $3, pay_time = $4, update_time = $5
             WHERE pay_transaction_no = $6 AND status IN ($7, $8, $9) RETURNING {COLUMNS}"
        ))
        .bind(status::UNAPPLIED)
        .bind(report.transaction_id.as_deref())
        .bind(&report.raw)
        .bind(report.success_time.unwrap_or(now))
        .bind(now)
        .bind(&payment.pay_transaction_no)
        .bind(CLAIMABLE[0])
        .bind(CLAIMABLE[1])
        .bind(CLAIMABLE[2])
        .fetch_optional(&mut *tx)
        .await?;
        let Some(mut claimed) = claimed else {
            return Ok(false);
        };
        let applied = purpose.settle(&mut tx, &claimed, &self.ids).await?;
        let refund = if applied {
            sqlx::query("UPDATE payments SET status = $1 WHERE id = $2").bind(status::SUCCESS).bind(claimed.id).execute(&mut *tx).await?;
            claimed.status = status::SUCCESS.into();
            None
        } else {
            let ask = refunds::Reservation { amount: claimed.amount, reason: refunds::AUTO_REASON, kind: refunds::kind::AUTO, operator_id: None };
            Some(self.reserve_refund(&mut tx, &claimed, &ask).await?)
        };
        tx.commit().await?;
        self.settled.remember(&claimed);
        match refund {
            None => tracing::info!(payment = %claimed.pay_transaction_no, purpose = %claimed.purpose, amount = claimed.amount, "payment settled"),
            Some(refund) => {
                tracing::warn!(payment = %claimed.pay_transaction_no, refund = %refund.refund_no, "money arrived for a row that cannot take it; refunding");
                if let Err(e) = self.submit_refund(&refund).await {
                    tracing::warn!(refund = %refund.refund_no, error = %e, "refund not sent yet; the reconciliation job retries it");
                }
            }
        }
        Ok(applied)
    }

    /// Closes a payment so it can no longer be paid; when the gateway says the
    /// money already arrived, settles it instead.
    pub async fn close(&self, payment: &Payment) -> Result<Closed, PaymentError> {
        match payment.status.as_str() {
            status::SUCCESS => return Ok(Closed::Paid),
            status::HOLD => {}
            _ => return Ok(Closed::Closed),
        }
        if payment.pay_method == method::WECHAT {
            let gateway = self.gateway()?.clone();
            match gateway.close(&payment.pay_transaction_no).await {
                Ok(()) => {}
                // Never made there (or not yet: `start_wechat` closes what it makes after this cancel).
                Err(e) if e.is_not_found() => {}
                Err(GatewayError::Refused { code, .. }) if code == "ORDERPAID" => {
                    let report = gateway.query(&payment.pay_transaction_no).await?;
                    self.apply(&report).await?;
                    let now = find(&self.db, &payment.pay_transaction_no).await?.ok_or(PaymentError::NotFound)?;
                    return Ok(if now.status == status::SUCCESS { Closed::Paid } else { Closed::Closed });
                }
                Err(e) => return Err(e.into()),
            }
        }
        finish(&self.db, &payment.pay_transaction_no, status::CANCEL).await?;
        // A settle may have won the race between the gateway's close and this update.
        let now = find(&self.db, &payment.pay_transaction_no).await?.ok_or(PaymentError::NotFound)?;
        Ok(if now.status == status::SUCCESS { Closed::Paid } else { Closed::Closed })
    }

    /// Closes every open payment of a purpose's row; `Paid` when one had been
    /// paid and applied. A close that fails is an error: the caller must not
    /// go on as if nothing could take the money.
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

    /// Asks the gateway about every WeChat payment still on hold after a
    /// minute (`pay.reconcile_after_seconds`), a page at a time, so a lost
    /// notification or a crash between the gateway and our database still ends
    /// consistent; closes those past their window. One payment's failure is
    /// logged and never keeps the others waiting. Then the refunds not yet
    /// finished are sent or asked about.
    pub async fn reconcile(&self) -> anyhow::Result<()> {
        let Some(gateway) = self.gateway.clone() else {
            return Ok(());
        };
        let now = now_ms();
        let mut after = 0_i64;
        loop {
            let page: Vec<Payment> = sqlx::query_as(&format!(
                "SELECT {COLUMNS} FROM payments WHERE status = $1 AND pay_method = $2 AND id > $3 AND create_time < $4 ORDER BY id LIMIT 200"
            ))
            .bind(status::HOLD)
            .bind(method::WECHAT)
            .bind(after)
            .bind(now - self.reconcile_after_ms)
            .fetch_all(&self.db.read)
            .await?;
            let Some(last) = page.last() else { break };
            after = last.id;
            for p in page {
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
        }
        self.retry_refunds().await
    }
}

/// Points a payment of `fen` costs: whole points, a price with fen rounds up.
pub fn points_of(fen: i64) -> i64 {
    (fen + 99) / 100
}

/// A payment row as it is first written.
struct Row<'a> {
    id: i64,
    no: &'a str,
    new: &'a NewPayment<'a>,
    due: &'a Payable,
    method: &'a str,
    status: &'a str,
    pay_time: Option<i64>,
    now: i64,
}

async fn insert<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(ex: E, r: &Row<'_>) -> Result<Payment, sqlx::Error> {
    sqlx::query_as(&format!(
        "INSERT INTO payments (id, pay_transaction_no, purpose, reference_id, reference_version, company_id, user_id, amount, pay_method, goods_name,
                               status, expire_time, create_time, pay_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $13) RETURNING {COLUMNS}"
    ))
    .bind(r.id)
    .bind(r.no)
    .bind(r.new.purpose)
    .bind(r.new.reference_id)
    .bind(r.due.version)
    .bind(r.new.company_id)
    .bind(r.new.user_id)
    .bind(r.due.amount)
    .bind(r.method)
    .bind(r.new.goods_name)
    .bind(r.status)
    .bind(if r.pay_time.is_some() { r.now } else { r.due.expire_time })
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
        .execute(&db.write)
        .await?;
    Ok(())
}

pub async fn find(db: &Db, no: &str) -> Result<Option<Payment>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE pay_transaction_no = $1")).bind(no).fetch_optional(&db.read).await?)
}

/// A payment of the company by its number; another company's answers nothing.
pub async fn find_for_company(db: &Db, no: &str, company_id: i64) -> Result<Option<Payment>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE pay_transaction_no = $1 AND company_id = $2"))
        .bind(no)
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

/// Every payment of a purpose's row, newest first.
pub async fn of_reference(db: &Db, purpose: &str, reference_id: i64) -> Result<Vec<Payment>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM payments WHERE purpose = $1 AND reference_id = $2 ORDER BY id DESC"))
        .bind(purpose)
        .bind(reference_id)
        .fetch_all(&db.read)
        .await?)
}

async fn open_payments(db: &Db, purpose: &str, reference_id: i64) -> Result<Vec<Payment>, KernelError> {
    Ok(of_reference(db, purpose, reference_id).await?.into_iter().filter(|p| p.status == status::HOLD || p.status == status::SUCCESS).collect())
}

/// A page of the company's transactions, newest first: its payments and the
/// refunds of them, each refund its own line.
pub async fn company_page(
    db: &Db,
    company_id: i64,
    purpose: Option<&str>,
    status: Option<&str>,
    page: &kernel::http::PageQuery,
) -> Result<(Vec<TransactionRow>, i64), KernelError> {
    // Only the filters given reach the SQL, so each side is read through its own index (company,
    // purpose or not, then time) and the two are merged in that order: a deep page walks the
    // index entries before it, never the company's rows, nor sorts them.
    let given: Vec<(&str, &str)> =
        [("purpose", purpose), ("status", status)].into_iter().filter_map(|(column, value)| Some((column, value.filter(|v| !v.is_empty())?))).collect();
    let filter = |prefix: &str| {
        std::iter::once(format!("{prefix}company_id = $1"))
            .chain(given.iter().enumerate().map(|(i, (column, _))| format!("{prefix}{column} = ${}", i + 2)))
            .collect::<Vec<_>>()
            .join(" AND ")
    };
    let (payments, refunds) = (filter(""), filter("r."));
    let args: Vec<Arg> = std::iter::once(Arg::Int(company_id)).chain(given.iter().map(|(_, v)| Arg::Text(v.to_string()))).collect();
    let n = args.len();
    let (paid, refunded, kept_payments) = if status.is_some_and(|s| !s.is_empty()) {
        let count = |table: &str, filter: &str| format!("SELECT COUNT(*) FROM {table} WHERE {filter}");
        let (paid,): (i64,) = kernel::db::bound(&count("payments", &payments), &args).fetch_one(&db.read).await?;
        let (refunded,): (i64,) = kernel::db::bound(&count("refunds r", &refunds), &args).fetch_one(&db.read).await?;
        (paid, refunded, None)
    } else {
        let (p, r): (&'static kernel::totals::Total, &'static kernel::totals::Total) =
            if given.is_empty() { (&kept::PAYMENTS, &kept::REFUNDS) } else { (&kept::PAYMENTS_OF_PURPOSE, &kept::REFUNDS_OF_PURPOSE) };
        let paid = kernel::totals::counted(db, p, &args).await?;
        (paid.total, kernel::totals::count(db, r, &args).await?, Some((p, paid)))
    };
    let (limit, offset) = (page.limit(), page.offset());
    let keys: Vec<(String, i64, i64)> = if refunded <= FEW_REFUNDS && (offset <= refunded || offset - refunded < paid) {
        // A company's refunds are few: they are merged here with the payments' page, whose walk
        // through the payments' index starts at most that many entries early (from the nearest
        // anchor of the kept list when the page is deep).
        let side = |table: &str, filter: &str, tail: &str| format!("SELECT create_time, id FROM {table} WHERE {filter} ORDER BY create_time DESC, id DESC{tail}");
        let refunds: Vec<(i64, i64)> = kernel::db::bound(&side("refunds r", &refunds, ""), &args).fetch_all(&db.read).await?;
        let (start, length) = ((offset - refunded).max(0), limit.saturating_add(refunded));
        let anchored = match kept_payments {
            Some((total, counted)) => kernel::totals::page_from_anchor(db, total, &args, counted, start, length).await?,
            None => None,
        };
        let payments: Vec<(i64, i64)> = match anchored {
            Some(keys) => keys,
            None => {
                let tail = format!(" LIMIT ${} OFFSET ${}", n + 1, n + 2);
                kernel::db::bound(&side("payments", &payments, &tail), &args).bind(length).bind(start).fetch_all(&db.read).await?
            }
        };
        let side = |s| if s == kernel::db::Side::Walked { "payment" } else { "refund" };
        kernel::db::merge_page(&payments, &refunds, start, offset, limit).into_iter().map(|(s, (time, id))| (side(s).to_string(), id, time)).collect()
    } else {
        let keys = format!(
            "SELECT 'payment' AS kind, id, create_time FROM payments WHERE {payments}
             UNION ALL
             SELECT 'refund' AS kind, r.id, r.create_time FROM refunds r WHERE {refunds}
             ORDER BY create_time DESC, id DESC LIMIT ${} OFFSET ${}",
            n + 1,
            n + 2
        );
        kernel::db::bound(&keys, &args).bind(limit).bind(offset).fetch_all(&db.read).await?
    };
    let total = paid + refunded;
    // The page's own rows, by the ids just read (numbers the database gave, written into the SQL).
    let ids = |kind: &str| kernel::db::id_list(keys.iter().filter(|(k, ..)| k == kind).map(|(_, id, _)| *id));
    let list = format!(
        "SELECT kind, no, purpose, reference_id, amount, refunded_amount, pay_method, goods_name, status, create_time, done_time FROM
         (SELECT 'payment' AS kind, pay_transaction_no AS no, purpose, reference_id, amount, refunded_amount, pay_method, goods_name,
                 status, create_time, pay_time AS done_time, id FROM payments WHERE id IN ({})
          UNION ALL
          SELECT 'refund' AS kind, r.refund_no AS no, r.purpose, r.reference_id, r.amount, 0 AS refunded_amount,
                 (SELECT p.pay_method FROM payments p WHERE p.id = r.payment_id) AS pay_method,
                 (SELECT p.goods_name FROM payments p WHERE p.id = r.payment_id) AS goods_name,
                 r.status, r.create_time, r.success_time AS done_time, r.id FROM refunds r WHERE r.id IN ({})) lines
         ORDER BY create_time DESC, id DESC",
        ids("payment"),
        ids("refund")
    );
    let rows = if keys.is_empty() { Vec::new() } else { sqlx::query_as(&list).fetch_all(&db.read).await? };
    Ok((rows, total))
}

/// Refunds few enough to be merged with a page of payments in memory (a company has far fewer
/// refunds than payments); beyond it the two are merged by the database.
const FEW_REFUNDS: i64 = 1_000;

/// The transaction lists' totals, kept per company and per company and purpose (`kernel::totals`):
/// payments and refunds are never deleted, and their insert time is their key.
mod kept {
    use kernel::totals::{Column, Kept, Key, Total};
    const COMPANY: &[Column] = &[Column::Int("company_id")];
    const COMPANY_PURPOSE: &[Column] = &[Column::Int("company_id"), Column::Text("purpose")];
    pub static PAYMENTS: Total = Total { list: "payments.company", table: "payments", scope: COMPANY, key: Key::Time("create_time") };
    pub static PAYMENTS_OF_PURPOSE: Total = Total { list: "payments.company-purpose", table: "payments", scope: COMPANY_PURPOSE, key: Key::Time("create_time") };
    pub static REFUNDS: Total = Total { list: "refunds.company", table: "refunds", scope: COMPANY, key: Key::Time("create_time") };
    pub static REFUNDS_OF_PURPOSE: Total = Total { list: "refunds.company-purpose", table: "refunds", scope: COMPANY_PURPOSE, key: Key::Time("create_time") };
    inventory::submit!(Kept(&PAYMENTS));
    inventory::submit!(Kept(&PAYMENTS_OF_PURPOSE));
    inventory::submit!(Kept(&REFUNDS));
    inventory::submit!(Kept(&REFUNDS_OF_PURPOSE));
}

#[cfg(test)]
mod tests {
    use super::{points_of, status, Payment, Settled, CLAIMABLE};

    fn payment(no: &str, status: &str, amount: i64) -> Payment {
        Payment {
            id: 1,
            pay_transaction_no: no.into(),
            purpose: "order".into(),
            reference_id: 1,
            reference_version: 1,
            company_id: 1,
            user_id: 1,
            amount,
            refunded_amount: 0,
            refund_count: 0,
            pay_method: "wechat".into(),
            goods_name: "g".into(),
            status: status.into(),
            code_url: None,
            gateway_transaction_id: None,
            expire_time: 0,
            create_time: 0,
            pay_time: None,
        }
    }

    #[test]
    fn only_payments_past_claiming_are_remembered_with_their_amount() {
        let settled = Settled::default();
        for claimable in CLAIMABLE {
            settled.remember(&payment("SP1", claimable, 100));
            assert_eq!(settled.amount("SP1"), None, "{claimable} can still be claimed: a notice of it is read");
        }
        settled.remember(&payment("SP1", status::SUCCESS, 100));
        settled.remember(&payment("SP2", status::UNAPPLIED, 200));
        assert_eq!((settled.amount("SP1"), settled.amount("SP2"), settled.amount("SP3")), (Some(100), Some(200), None));
    }

    #[test]
    fn a_full_memo_starts_over() {
        let settled = Settled::default();
        for i in 0..Settled::MAX {
            settled.remember(&payment(&format!("SP{i}"), status::SUCCESS, 1));
        }
        assert_eq!(settled.amount("SP0"), Some(1));
        settled.remember(&payment("SPX", status::SUCCESS, 1));
        assert_eq!((settled.amount("SP0"), settled.amount("SPX")), (None, Some(1)));
    }

    #[test]
    fn a_price_with_fen_costs_one_more_whole_point() {
        assert_eq!(points_of(0), 0);
        assert_eq!(points_of(1), 1, "one fen still costs a point");
        assert_eq!(points_of(99), 1);
        assert_eq!(points_of(100), 1, "one yuan is one point");
        assert_eq!(points_of(101), 2);
        assert_eq!(points_of(123_456), 1_235);
        assert_eq!(points_of(100_000_000_000), 1_000_000_000, "a billion yuan");
    }
}

//! The contract every payment channel meets, so the payment service does not
//! care which gateway took the money. WeChat Pay v3 Native is the one built.

use async_trait::async_trait;
use axum::http::HeaderMap;

/// A scan-to-pay order placed with a gateway.
#[derive(Debug, Clone)]
pub struct NativeOrder<'a> {
    /// Our payment's number (`out_trade_no`).
    pub pay_transaction_no: &'a str,
    /// What the payer sees on the cashier (at most 127 bytes).
    pub description: &'a str,
    /// Amount in fen.
    pub amount: i64,
    /// Unix seconds after which the gateway refuses to take the money.
    pub expires_at: i64,
}

/// A payment's state as the gateway knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GatewayState {
    /// Paid: the money is ours.
    Success,
    /// Not paid yet (NOTPAY, USERPAYING).
    Pending,
    /// Closed or revoked: it can no longer be paid.
    Closed,
    /// The payer's payment failed (PAYERROR).
    Failed,
}

/// What a gateway reports of one payment, from a query or a verified notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayTransaction {
    pub pay_transaction_no: String,
    /// The gateway's own id (`transaction_id`), once paid.
    pub transaction_id: Option<String>,
    pub state: GatewayState,
    /// Amount in fen that the payer paid (or owes).
    pub amount: i64,
    /// The merchant it was paid to.
    pub mch_id: String,
    /// When the payer paid (`success_time`), epoch ms.
    pub success_time: Option<i64>,
    /// The decrypted resource, as received, kept beside the payment.
    pub raw: String,
}

/// A refund asked of the gateway (`POST /v3/refund/domestic/refunds`).
#[derive(Debug, Clone)]
pub struct RefundOrder<'a> {
    /// The paid payment's number (`out_trade_no`).
    pub pay_transaction_no: &'a str,
    /// Our refund's number (`out_refund_no`): asking twice with it refunds once.
    pub refund_no: &'a str,
    /// Fen to return.
    pub amount: i64,
    /// Fen the payment took.
    pub total: i64,
    pub reason: &'a str,
}

/// A refund's state as the gateway knows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundState {
    Processing,
    Success,
    /// Closed by the gateway: nothing was returned.
    Closed,
    /// The money could not reach the payer (a closed card); nothing was returned.
    Abnormal,
}

impl RefundState {
    /// Maps WeChat's `status` / `refund_status`.
    pub fn from_wechat(status: &str) -> Option<Self> {
        Some(match status {
            "SUCCESS" => Self::Success,
            "PROCESSING" => Self::Processing,
            "CLOSED" => Self::Closed,
            "ABNORMAL" => Self::Abnormal,
            _ => return None,
        })
    }
}

/// What a gateway reports of one refund, from an answer or a verified notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GatewayRefund {
    pub refund_no: String,
    pub pay_transaction_no: String,
    /// The gateway's own id (`refund_id`).
    pub refund_id: Option<String>,
    pub state: RefundState,
    /// Fen returned (or being returned).
    pub amount: i64,
    pub mch_id: String,
    pub success_time: Option<i64>,
    pub raw: String,
}

/// A verified, decrypted notification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notification {
    /// `TRANSACTION.SUCCESS`.
    Transaction(GatewayTransaction),
    /// `REFUND.SUCCESS`, `REFUND.ABNORMAL` or `REFUND.CLOSED`.
    Refund(GatewayRefund),
}

#[derive(Debug, thiserror::Error)]
pub enum GatewayError {
    /// The gateway could not be reached or answered unreadably; try again later.
    #[error("payment gateway unavailable: {0}")]
    Unavailable(String),
    /// The gateway answered with an error code (for example ORDER_NOT_EXIST).
    #[error("payment gateway refused: {code} {message}")]
    Refused { code: String, message: String },
    /// A signature, timestamp, serial or ciphertext did not check out.
    #[error("payment gateway message rejected: {0}")]
    Forged(String),
}

impl GatewayError {
    pub fn is_not_found(&self) -> bool {
        matches!(self, GatewayError::Refused { code, .. } if code == "ORDER_NOT_EXIST" || code == "RESOURCE_NOT_EXISTS")
    }
}

#[async_trait]
pub trait PaymentGateway: Send + Sync + 'static {
    /// Places a Native order; answers the `code_url` the payer scans.
    async fn create_native(&self, order: &NativeOrder<'_>) -> Result<String, GatewayError>;
    /// Asks the gateway what became of a payment.
    async fn query(&self, pay_transaction_no: &str) -> Result<GatewayTransaction, GatewayError>;
    /// Closes an unpaid payment so it can no longer be paid.
    async fn close(&self, pay_transaction_no: &str) -> Result<(), GatewayError>;
    /// Verifies and decrypts a notification (headers and raw body as received).
    fn verify_notification(&self, headers: &HeaderMap, body: &[u8]) -> Result<Notification, GatewayError>;
    /// Asks for a refund of a paid payment; the same `refund_no` again refunds once.
    async fn refund(&self, refund: &RefundOrder<'_>) -> Result<GatewayRefund, GatewayError>;
    /// Asks the gateway what became of a refund.
    async fn query_refund(&self, refund_no: &str) -> Result<GatewayRefund, GatewayError>;
    /// The trade bill of one day (`YYYY-MM-DD`, Beijing time), its hash checked.
    async fn trade_bill(&self, bill_date: &str) -> Result<String, GatewayError>;
}

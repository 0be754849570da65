//! The orders module's failures and their envelope codes (block 14000).

use kernel::error::ApiError;
use services::payments::PaymentError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum OrdersError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error(transparent)]
    Payment(#[from] PaymentError),
    #[error("term and version required")]
    TermAndVersionRequired,
    #[error("unknown term")]
    UnknownTerm,
    #[error("product or version unknown")]
    ProductUnknown,
    #[error("version no longer offered")]
    VersionNotOffered,
    #[error("order is not waiting for payment")]
    NotPayable,
    #[error("only a cancelled or unpaid order can be deleted")]
    NotDeletable,
    #[error("order already paid")]
    AlreadyPaid,
    #[error("invoice needs a paid order")]
    InvoiceNeedsPaidOrder,
    #[error("pay method unknown")]
    PayMethodUnknown,
    #[error("unknown follow status")]
    UnknownFollowStatus,
    #[error("the order changed meanwhile")]
    Changed,
    #[error("order {0} already has an invoice")]
    AlreadyInvoiced(String),
    #[error("a special invoice needs a complete header")]
    SpecialInvoiceNeedsFullHeader,
    #[error("an order cannot be invoiced now")]
    NotInvoiceable,
    #[error("invoice file refused: {0}")]
    InvoiceFile(&'static str),
    #[error("invoice not issued")]
    InvoiceNotIssued,
    #[error("the invoice changed meanwhile")]
    InvoiceChanged,
    #[error("invoice number already recorded")]
    InvoiceNumberUsed,
}

impl From<sqlx::Error> for OrdersError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl ApiError for OrdersError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::Payment(e) => e.code(),
            Self::TermAndVersionRequired => 14001,
            Self::UnknownTerm => 14002,
            Self::ProductUnknown => 14003,
            Self::VersionNotOffered => 14004,
            Self::NotPayable => 14005,
            Self::NotDeletable => 14006,
            Self::AlreadyPaid => 14007,
            Self::InvoiceNeedsPaidOrder => 14008,
            Self::PayMethodUnknown => 14009,
            Self::UnknownFollowStatus => 14011,
            Self::Changed => 14012,
            Self::AlreadyInvoiced(_) => 14013,
            Self::SpecialInvoiceNeedsFullHeader => 14014,
            Self::NotInvoiceable => 14015,
            Self::InvoiceFile(_) => 14016,
            Self::InvoiceNotIssued => 14017,
            Self::InvoiceChanged => 14018,
            Self::InvoiceNumberUsed => 14019,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::Payment(e) => e.message(),
            Self::TermAndVersionRequired => "请选择购买期限和产品版本".into(),
            Self::UnknownTerm => "请选择购买期限".into(),
            Self::ProductUnknown => "产品或版本不存在".into(),
            Self::VersionNotOffered => "该版本已申请".into(),
            Self::NotPayable => "订单已取消或已超时，请重新下单".into(),
            Self::NotDeletable => "只能删除已取消或未支付的订单".into(),
            Self::AlreadyPaid => "订单已支付".into(),
            Self::InvoiceNeedsPaidOrder => "订单支付后才能开票".into(),
            Self::PayMethodUnknown => "请选择支付方式".into(),
            Self::UnknownFollowStatus => "跟进状态不存在".into(),
            Self::Changed => "订单已变更，请刷新后重试".into(),
            Self::AlreadyInvoiced(no) => format!("订单{no}已申请开票，请勿重复申请"),
            Self::SpecialInvoiceNeedsFullHeader => "增值税专用发票需要完整的发票抬头：税号、地址、电话、开户银行及账号".into(),
            Self::NotInvoiceable => "订单正在退款或已全部退款，暂不能开票".into(),
            Self::InvoiceFile(why) => (*why).into(),
            Self::InvoiceNotIssued => "发票尚未开具".into(),
            Self::InvoiceChanged => "发票状态已变化，请刷新后重试".into(),
            Self::InvoiceNumberUsed => "该发票号码已登记，请核对".into(),
        }
    }
}

kernel::api_error!(OrdersError);

pub type Result<T> = std::result::Result<T, OrdersError>;

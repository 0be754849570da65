//! The account module's failures and their envelope codes (block 15000).

use kernel::error::ApiError;
use services::payments::PaymentError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error(transparent)]
    Code(#[from] services::verification::VerificationError),
    #[error(transparent)]
    Payment(#[from] PaymentError),
    #[error("no account yet")]
    NotOpened,
    #[error("account frozen")]
    Frozen,
    #[error("amount out of range")]
    AmountOutOfRange,
    #[error("package unknown")]
    PackageUnknown,
    #[error("unknown status")]
    UnknownStatus,
}

impl From<sqlx::Error> for AccountError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl ApiError for AccountError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::Code(e) => e.code(),
            Self::Payment(e) => e.code(),
            Self::NotOpened => 15001,
            Self::Frozen => 15002,
            Self::AmountOutOfRange => 15003,
            Self::PackageUnknown => 15004,
            Self::UnknownStatus => 15005,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::Code(e) => e.message(),
            Self::Payment(e) => e.message(),
            Self::NotOpened => "请先开通账户".into(),
            Self::Frozen => "账号被冻结".into(),
            Self::AmountOutOfRange => "请输入或选择正确的金额（100-50000元）".into(),
            Self::PackageUnknown => "充值套餐不存在".into(),
            Self::UnknownStatus => "账户状态不存在".into(),
        }
    }
}

kernel::api_error!(AccountError);

pub type Result<T> = std::result::Result<T, AccountError>;

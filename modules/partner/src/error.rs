//! The partner module's failures and their envelope codes (block 18000).

use kernel::error::ApiError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum PartnerError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("an application is waiting for review")]
    ApplicationOpen,
    #[error("the company is a partner already")]
    AlreadyPartner,
    #[error("not a partner")]
    NotPartner,
    #[error("decided already")]
    Decided,
    #[error("reason missing")]
    ReasonMissing,
    #[error("the app's state forbids this: {0}")]
    AppState(&'static str),
    #[error("refused by the launch service: {0}")]
    Refused(String),
}

impl From<sqlx::Error> for PartnerError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl ApiError for PartnerError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::ApplicationOpen => 18001,
            Self::AlreadyPartner => 18002,
            Self::NotPartner => 18003,
            Self::Decided => 18004,
            Self::ReasonMissing => 18005,
            Self::AppState(_) => 18006,
            Self::Refused(_) => 18007,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::ApplicationOpen => "您的企业已提交合作伙伴申请，请等待审核".into(),
            Self::AlreadyPartner => "您的企业已是合作伙伴".into(),
            Self::NotPartner => "您的企业还不是合作伙伴，请先申请成为合作伙伴".into(),
            Self::Decided => "该申请已审核".into(),
            Self::ReasonMissing => "请输入驳回原因".into(),
            Self::AppState(why) => (*why).into(),
            Self::Refused(why) => why.clone(),
        }
    }
}

kernel::api_error!(PartnerError);

pub type Result<T> = std::result::Result<T, PartnerError>;

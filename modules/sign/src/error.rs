//! The sign module's failures and their envelope codes (block 17000).

use kernel::error::ApiError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum SignError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error(transparent)]
    Code(#[from] services::verification::VerificationError),
    #[error("no provider configured")]
    NoProvider,
    #[error("company not certified")]
    CompanyNotCertified,
    #[error("person not certified")]
    PersonNotCertified,
    #[error("service not opened")]
    NotOpened,
    #[error("contract signed already")]
    AlreadySigned,
    #[error("seal unknown")]
    SealUnknown,
    #[error("return address not on this platform")]
    ReturnUrl,
    #[error("signing link expired")]
    TicketInvalid,
    #[error("font unavailable: {0}")]
    Font(String),
    #[error("not the contract's signer")]
    NotSigner,
    #[error("timestamp: {0}")]
    Timestamp(String),
}

impl From<sqlx::Error> for SignError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl From<anyhow::Error> for SignError {
    fn from(e: anyhow::Error) -> Self {
        Self::Kernel(KernelError::Internal(e))
    }
}

impl ApiError for SignError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::Code(e) => e.code(),
            Self::NoProvider => 17001,
            Self::CompanyNotCertified => 17002,
            Self::PersonNotCertified => 17003,
            Self::NotOpened => 17004,
            Self::AlreadySigned => 17005,
            Self::SealUnknown => 17006,
            Self::ReturnUrl => 17007,
            Self::TicketInvalid => 17008,
            Self::Font(_) => 17009,
            Self::NotSigner => 17010,
            Self::Timestamp(_) => 17011,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::Code(e) => e.message(),
            Self::NoProvider => "电子签章服务未配置，请联系管理员".into(),
            Self::CompanyNotCertified => "请先完成企业实名认证".into(),
            Self::PersonNotCertified => "请先完成个人实名认证".into(),
            Self::NotOpened => "请先开通电子签章服务".into(),
            Self::AlreadySigned => "合同已签署".into(),
            Self::SealUnknown => "请选择印章".into(),
            Self::ReturnUrl => "返回地址不正确".into(),
            Self::TicketInvalid => "签署链接已失效，请重新发起签署".into(),
            Self::Font(m) => m.clone(),
            Self::NotSigner => "请使用企业主账号签署合同".into(),
            Self::Timestamp(m) => m.clone(),
        }
    }
}

kernel::api_error!(SignError);

pub type Result<T> = std::result::Result<T, SignError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_modules_own_refusals_have_distinct_codes_in_its_block() {
        let all = [
            SignError::NoProvider,
            SignError::CompanyNotCertified,
            SignError::PersonNotCertified,
            SignError::NotOpened,
            SignError::AlreadySigned,
            SignError::SealUnknown,
            SignError::ReturnUrl,
            SignError::TicketInvalid,
            SignError::Font("x".into()),
            SignError::NotSigner,
        ];
        let codes: std::collections::BTreeSet<i64> = all.iter().map(ApiError::code).collect();
        assert_eq!(codes.len(), all.len());
        assert!(codes.iter().all(|c| (17_000..18_000).contains(c)), "{codes:?}");
        assert_eq!(SignError::Font("合同字体不可用".into()).message(), "合同字体不可用");
    }
}

//! The company module's failures and their envelope codes (block 13000).

use kernel::error::ApiError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum CertificationError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error(transparent)]
    Code(#[from] services::verification::VerificationError),
    #[error("not jpeg or png")]
    UnsupportedImage,
    #[error("image over 1 MB")]
    ImageTooLarge,
    #[error("logo over 10 MB")]
    LogoTooLarge,
    #[error("only the main account uploads the logo")]
    LogoMainAccountOnly,
    #[error("social credit code check digit wrong")]
    SocialCodeInvalid,
    #[error("a submission is under review")]
    UnderReview,
    #[error("company name taken")]
    CompanyNameTaken,
    #[error("image not uploaded by this company")]
    ImageNotOwned,
    #[error("a decision needs a pending submission")]
    NotPending,
    #[error("rejection needs a reason")]
    ReasonRequired,
    #[error("the ID-card number is another person's")]
    PersonNotVerified,
}

impl From<sqlx::Error> for CertificationError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl ApiError for CertificationError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::Code(e) => e.code(),
            Self::UnsupportedImage => 13001,
            Self::ImageTooLarge => 13002,
            Self::LogoTooLarge => 13003,
            Self::LogoMainAccountOnly => 13004,
            Self::SocialCodeInvalid => 13005,
            Self::UnderReview => 13006,
            Self::CompanyNameTaken => 13007,
            Self::ImageNotOwned => 13008,
            Self::NotPending => 13009,
            Self::ReasonRequired => 13010,
            Self::PersonNotVerified => 13011,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::Code(e) => e.message(),
            Self::UnsupportedImage => "格式不支持!".into(),
            Self::ImageTooLarge => "上传图片大小不能超过 1MB!".into(),
            Self::LogoTooLarge => "上传图片大小不能超过 10MB!".into(),
            Self::LogoMainAccountOnly => "请联系企业主账号上传logo".into(),
            Self::SocialCodeInvalid => "统一社会信用代码校验失败，请核对后重新输入".into(),
            Self::UnderReview => "认证信息审核中，请勿重复提交".into(),
            Self::CompanyNameTaken => "企业名称已存在".into(),
            Self::ImageNotOwned => "请重新上传图片".into(),
            Self::NotPending => "该申请已处理".into(),
            Self::ReasonRequired => "请输入驳回原因".into(),
            Self::PersonNotVerified => "认证失败，请核实个人信息".into(),
        }
    }
}

kernel::api_error!(CertificationError);

//! The workbench module's failures and their envelope codes (block 16000);
//! the app refusals carry the spec's exact texts.

use kernel::error::ApiError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum WorkbenchError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("app expired")]
    Expired,
    #[error("no server address")]
    NoServerUrl,
    #[error("sub-account on an app the company has not added")]
    AskMainAccount,
    #[error("the company has not added the app")]
    NotAdded,
    #[error("product without an app")]
    NoApplication,
    #[error("app not online yet")]
    NotOnline,
    #[error("company under review")]
    CompanyUnderReview,
    #[error("not a free product")]
    NotFree,
    #[error("code exchange refused: {0}")]
    ExchangeRefused(&'static str),
    #[error("plugin refused at upload: {0}")]
    PluginRejected(String),
    #[error("launch rule refused: {0}")]
    PluginRefused(String),
    #[error("app taken off the market")]
    Withdrawn,
    #[error("the launch rule answered an address outside the app's reviewed origin")]
    UnreviewedAddress,
    #[error("OpenID Connect: unknown client")]
    UnknownClient,
    #[error("OpenID Connect: redirect URI not registered")]
    UnregisteredRedirect,
}

impl From<sqlx::Error> for WorkbenchError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl ApiError for WorkbenchError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::Expired => 16001,
            Self::NoServerUrl => 16002,
            Self::AskMainAccount => 16003,
            Self::NotAdded => 16004,
            Self::NoApplication => 16005,
            Self::NotOnline => 16006,
            Self::CompanyUnderReview => 16007,
            Self::NotFree => 16008,
            Self::ExchangeRefused(_) => 16009,
            Self::PluginRejected(_) => 16010,
            Self::PluginRefused(_) => 16011,
            Self::Withdrawn => 16012,
            Self::UnreviewedAddress => 16013,
            Self::UnknownClient => 16014,
            Self::UnregisteredRedirect => 16015,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::Expired => "该应用已过期，无法正常使用，请联系国联系统管理员".into(),
            Self::NoServerUrl => "没有配置服务地址，请联系管理员".into(),
            Self::AskMainAccount => "请联系主账号授权".into(),
            Self::NotAdded => "贵企业尚未开通该应用，请先购买或添加".into(),
            Self::NoApplication => "该产品下没有应用，请联系管理员".into(),
            Self::NotOnline => "该应用还未上线, 敬请期待".into(),
            Self::CompanyUnderReview => "企业审核中，请联系管理员".into(),
            Self::NotFree => "该应用需购买后使用".into(),
            Self::ExchangeRefused(why) => (*why).into(),
            Self::PluginRejected(why) | Self::PluginRefused(why) => why.clone(),
            Self::Withdrawn => "该应用已下架".into(),
            Self::UnreviewedAddress => "应用返回的启动地址未经审核，已拒绝打开，请联系应用提供方".into(),
            Self::UnknownClient => "应用不存在或未接入统一登录".into(),
            Self::UnregisteredRedirect => "应用的回调地址未登记，无法登录，请联系应用提供方".into(),
        }
    }
}

kernel::api_error!(WorkbenchError);

pub type Result<T> = std::result::Result<T, WorkbenchError>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_modules_own_refusals_have_distinct_codes_in_its_block() {
        let all = [
            WorkbenchError::Expired,
            WorkbenchError::NoServerUrl,
            WorkbenchError::AskMainAccount,
            WorkbenchError::NotAdded,
            WorkbenchError::NoApplication,
            WorkbenchError::NotOnline,
            WorkbenchError::CompanyUnderReview,
            WorkbenchError::NotFree,
            WorkbenchError::ExchangeRefused("x"),
            WorkbenchError::PluginRejected("x".into()),
            WorkbenchError::PluginRefused("x".into()),
            WorkbenchError::Withdrawn,
            WorkbenchError::UnreviewedAddress,
            WorkbenchError::UnknownClient,
            WorkbenchError::UnregisteredRedirect,
        ];
        let codes: std::collections::BTreeSet<i64> = all.iter().map(ApiError::code).collect();
        assert_eq!(codes.len(), all.len());
        assert!(codes.iter().all(|c| (16_000..17_000).contains(c)), "{codes:?}");
    }

    #[test]
    fn refusals_with_a_reason_show_the_reason_itself() {
        assert_eq!(WorkbenchError::ExchangeRefused("nonce已使用").message(), "nonce已使用");
        assert_eq!(WorkbenchError::PluginRefused("仅限认证企业".into()).message(), "仅限认证企业");
        assert_eq!(WorkbenchError::NotOnline.message(), "该应用还未上线, 敬请期待");
    }
}

//! The identity module's failures and their envelope codes (block 11000).

use kernel::error::ApiError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum IdentityError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("too many failed logins")]
    LoginLocked { minutes: i64 },
    #[error(transparent)]
    Code(#[from] services::verification::VerificationError),
    #[error("sms or mail provider failed")]
    SmsFailed,
    #[error("mobile not registered")]
    MobileNotRegistered,
    #[error("mobile already registered")]
    MobileTaken,
    #[error("company name taken")]
    CompanyNameTaken,
    #[error("login name taken")]
    UserNameTaken,
    #[error("new mobile equals the old one")]
    SamePhone,
    #[error("old mobile not verified")]
    PhoneNotVerified,
    #[error("new password equals the old one")]
    SamePassword,
    #[error("password expired")]
    PasswordExpired,
    #[error("wechat code missing or invalid")]
    WechatCodeInvalid,
    #[error("not an accepted image")]
    UnsupportedImage,
    #[error("image too large")]
    ImageTooLarge,
    #[error("invitation invalid or expired")]
    InviteInvalid,
    #[error("already a member")]
    AlreadyMember,
    #[error("mail address not bound")]
    EmailNotBound,
    #[error("no sub-account selected")]
    NotASubAccount,
    #[error("wechat login has no provider in this deployment")]
    WechatUnavailable,
    #[error("the account was not created by this company")]
    NotOwnAccount,
    #[error("sub-account cap reached")]
    SubAccountCap { max: i64 },
}

impl From<sqlx::Error> for IdentityError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl ApiError for IdentityError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::LoginLocked { .. } => kernel::error::reply_codes::TOO_MANY_ATTEMPTS,
            Self::Code(e) => e.code(),
            Self::SmsFailed => 11004,
            Self::MobileNotRegistered => 11005,
            Self::MobileTaken => 11006,
            Self::CompanyNameTaken => 11007,
            Self::UserNameTaken => 11008,
            Self::SamePhone => 11009,
            Self::PhoneNotVerified => 11010,
            Self::SamePassword => 11011,
            Self::WechatCodeInvalid => 11012,
            Self::UnsupportedImage => 11013,
            Self::ImageTooLarge => 11014,
            Self::InviteInvalid => 11015,
            Self::AlreadyMember => 11016,
            Self::EmailNotBound => 11017,
            Self::NotASubAccount => 11018,
            Self::WechatUnavailable => 11019,
            Self::NotOwnAccount => 11020,
            Self::SubAccountCap { .. } => 11021,
            Self::PasswordExpired => 11022,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::LoginLocked { minutes } => format!("登录失败次数过多，请{minutes}分钟后再试"),
            Self::Code(e) => e.message(),
            Self::SmsFailed => "短信发送失败".into(),
            Self::MobileNotRegistered => "该手机号未注册，请先注册".into(),
            Self::MobileTaken => "该手机号已注册".into(),
            Self::CompanyNameTaken => "企业名称已存在".into(),
            Self::UserNameTaken => "登录名已存在".into(),
            Self::SamePhone => "和原手机号一样，请勿重复解绑".into(),
            Self::PhoneNotVerified => "请先验证原手机号".into(),
            Self::SamePassword => "新旧密码一致无需重置".into(),
            Self::WechatCodeInvalid => "无效的访问，缺少微信授权码".into(),
            Self::UnsupportedImage => "格式不支持!".into(),
            Self::ImageTooLarge => "上传图片大小不能超过 1MB!".into(),
            Self::InviteInvalid => "邀请已失效，请联系企业主账号重新获取".into(),
            Self::AlreadyMember => "您已是该企业成员".into(),
            Self::EmailNotBound => "该邮箱未绑定账号".into(),
            Self::NotASubAccount => "只能管理本企业的子账号".into(),
            Self::WechatUnavailable => "微信登录暂未开放，请使用账号密码或短信登录".into(),
            Self::NotOwnAccount => "该成员通过邀请加入，只能停用其在本企业的成员身份，不能修改其账号".into(),
            Self::SubAccountCap { max } => format!("子账号数量已达上限（{max}个）"),
            Self::PasswordExpired => "密码已过期，请通过“忘记密码”重新设置".into(),
        }
    }
}

kernel::api_error!(IdentityError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_carry_the_numbers_they_were_built_with() {
        assert_eq!(IdentityError::LoginLocked { minutes: 15 }.message(), "登录失败次数过多，请15分钟后再试");
        assert_eq!(IdentityError::SubAccountCap { max: 20 }.message(), "子账号数量已达上限（20个）");
        assert_eq!(IdentityError::LoginLocked { minutes: 15 }.code(), kernel::error::reply_codes::TOO_MANY_ATTEMPTS);
    }

    #[test]
    fn the_modules_own_refusals_have_distinct_codes_in_its_block() {
        let all = [
            IdentityError::SmsFailed,
            IdentityError::MobileNotRegistered,
            IdentityError::MobileTaken,
            IdentityError::CompanyNameTaken,
            IdentityError::UserNameTaken,
            IdentityError::SamePhone,
            IdentityError::PhoneNotVerified,
            IdentityError::SamePassword,
            IdentityError::PasswordExpired,
            IdentityError::WechatCodeInvalid,
            IdentityError::UnsupportedImage,
            IdentityError::ImageTooLarge,
            IdentityError::InviteInvalid,
            IdentityError::AlreadyMember,
            IdentityError::EmailNotBound,
            IdentityError::NotASubAccount,
            IdentityError::WechatUnavailable,
            IdentityError::NotOwnAccount,
            IdentityError::SubAccountCap { max: 1 },
        ];
        let codes: std::collections::BTreeSet<i64> = all.iter().map(ApiError::code).collect();
        assert_eq!(codes.len(), all.len());
        assert!(codes.iter().all(|c| (11_000..12_000).contains(c)), "{codes:?}");
        assert!(all.iter().all(|e| !e.message().is_empty()));
    }
}

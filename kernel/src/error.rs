//! Errors and their place in the envelope. Each module has one error enum that
//! implements [`ApiError`] and `IntoResponse` through [`api_error!`]; no handler
//! builds an error envelope by hand.

use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

/// The reply shape of every call, success or failure: `{code, msg, data}`.
#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Envelope<T> {
    pub code: i64,
    pub msg: String,
    pub data: T,
}

/// A response carrying the envelope with the given HTTP status.
pub fn envelope_response<T: Serialize>(status: StatusCode, code: i64, msg: String, data: T) -> Response {
    (status, axum::Json(Envelope { code, msg, data })).into_response()
}

/// Envelope codes shared by every module (spec section 8). Modules pick their
/// own business codes from 11000 up, in blocks of 1000 per module.
pub mod reply_codes {
    pub const OK: i64 = 200;
    pub const UNAUTHORIZED: i64 = 401;
    pub const NOT_FOUND: i64 = 404;
    pub const INTERNAL: i64 = 500;
    /// Too much work queued (password hashing): a fast refusal instead of a timeout.
    pub const BUSY: i64 = 503;
    pub const VALIDATION: i64 = 10001;
    pub const ACCOUNT_ABNORMAL: i64 = 10002;
    pub const FORBIDDEN: i64 = 10003;
    pub const TOO_MANY_ATTEMPTS: i64 = 10004;
    pub const BAD_CREDENTIALS: i64 = 10005;
    pub const PAYLOAD_TOO_LARGE: i64 = 10006;
    pub const CONFLICT: i64 = 10007;
    pub const CAPTCHA_FAILED: i64 = 10008;
    pub const CODE_TOO_FREQUENT: i64 = 10011;
    pub const CODE_DAILY_LIMIT: i64 = 10012;
    pub const CODE_INVALID: i64 = 10013;
    pub const NO_COMPANY: i64 = 10009;
    pub const NOT_CERTIFIED: i64 = 10010;
    pub const PAYMENT_UNAVAILABLE: i64 = 10014;
    pub const PAYMENT_NOT_FOUND: i64 = 10015;
    pub const PAYMENT_ALREADY_PAID: i64 = 10016;
    pub const PAYMENT_EXPIRED: i64 = 10017;
    pub const REFUND_REFUSED: i64 = 10018;
    /// What was asked needs an area this deployment does not enable.
    pub const AREA_DISABLED: i64 = 10019;
}

pub mod messages {
    pub const UNAUTHORIZED: &str = "登录信息已失效,请重新登录";
    pub const NOT_FOUND: &str = "您所请求的资源尚未找到, 请稍后重试!";
    pub const INTERNAL: &str = "服务器繁忙，请稍后重试！";
    pub const ACCOUNT_ABNORMAL: &str = "账号异常，请联系管理员";
    pub const FORBIDDEN: &str = "您没有访问权限，请联系管理员授权！";
    pub const BAD_CREDENTIALS: &str = "用户名或密码错误";
    pub const BAD_REQUEST: &str = "请求参数格式错误";
    pub const PAYLOAD_TOO_LARGE: &str = "请求内容过大";
    pub const CAPTCHA_FAILED: &str = "验证失败";
}

/// Anything that can stand in the envelope as a failure.
pub trait ApiError: std::error::Error {
    fn code(&self) -> i64;
    /// The Chinese text the user reads.
    fn message(&self) -> String;
}

/// The HTTP status that goes with an envelope code: the session and the
/// resource codes keep their HTTP meaning, business refusals answer 200.
pub fn status_for(code: i64) -> StatusCode {
    match code {
        reply_codes::UNAUTHORIZED => StatusCode::UNAUTHORIZED,
        reply_codes::NOT_FOUND => StatusCode::NOT_FOUND,
        reply_codes::INTERNAL => StatusCode::INTERNAL_SERVER_ERROR,
        reply_codes::BUSY => StatusCode::SERVICE_UNAVAILABLE,
        reply_codes::FORBIDDEN => StatusCode::FORBIDDEN,
        reply_codes::PAYLOAD_TOO_LARGE => StatusCode::PAYLOAD_TOO_LARGE,
        _ => StatusCode::OK,
    }
}

pub fn error_response(err: &dyn ApiError) -> Response {
    let code = err.code();
    if code == reply_codes::INTERNAL {
        // Internals are logged with their cause and never shown to the client.
        tracing::error!(error = %err, "internal error");
    }
    envelope_response(status_for(code), code, err.message(), serde_json::Value::Null)
}

/// Implements `IntoResponse` for a module's error enum through the envelope.
#[macro_export]
macro_rules! api_error {
    ($ty:ty) => {
        impl ::axum::response::IntoResponse for $ty {
            fn into_response(self) -> ::axum::response::Response {
                $crate::error::error_response(&self)
            }
        }
    };
}

#[derive(Debug, thiserror::Error)]
pub enum KernelError {
    #[error("session missing, expired or revoked")]
    Unauthorized,
    #[error("resource not found")]
    NotFound,
    /// What was asked needs another area, and that module is disabled in this deployment.
    #[error("the {0} area is disabled")]
    AreaDisabled(&'static str),
    #[error("validation failed: {0}")]
    Validation(String),
    #[error("account frozen or suspended")]
    AccountAbnormal,
    #[error("menu permission missing")]
    Forbidden,
    #[error("too many attempts: {0}")]
    TooManyAttempts(String),
    #[error("wrong username or password")]
    BadCredentials,
    #[error("request body too large")]
    PayloadTooLarge,
    #[error("conflict: {0}")]
    Conflict(String),
    #[error("captcha failed")]
    CaptchaFailed,
    #[error("no company")]
    NoCompany,
    #[error("company not certified")]
    NotCertified(&'static str),
    #[error("too busy to take more work now")]
    Busy,
    #[error("internal: {0:#}")]
    Internal(#[from] anyhow::Error),
}

impl From<sqlx::Error> for KernelError {
    fn from(e: sqlx::Error) -> Self {
        Self::Internal(e.into())
    }
}

impl ApiError for KernelError {
    fn code(&self) -> i64 {
        match self {
            Self::Unauthorized => reply_codes::UNAUTHORIZED,
            Self::NotFound => reply_codes::NOT_FOUND,
            Self::AreaDisabled(_) => reply_codes::AREA_DISABLED,
            Self::Validation(_) => reply_codes::VALIDATION,
            Self::AccountAbnormal => reply_codes::ACCOUNT_ABNORMAL,
            Self::Forbidden => reply_codes::FORBIDDEN,
            Self::TooManyAttempts(_) => reply_codes::TOO_MANY_ATTEMPTS,
            Self::BadCredentials => reply_codes::BAD_CREDENTIALS,
            Self::PayloadTooLarge => reply_codes::PAYLOAD_TOO_LARGE,
            Self::Conflict(_) => reply_codes::CONFLICT,
            Self::CaptchaFailed => reply_codes::CAPTCHA_FAILED,
            Self::NoCompany => reply_codes::NO_COMPANY,
            Self::NotCertified(_) => reply_codes::NOT_CERTIFIED,
            Self::Busy => reply_codes::BUSY,
            Self::Internal(_) => reply_codes::INTERNAL,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Unauthorized => messages::UNAUTHORIZED.into(),
            Self::NotFound => messages::NOT_FOUND.into(),
            Self::AreaDisabled(_) => "该功能暂未开放".into(),
            Self::Validation(m) | Self::TooManyAttempts(m) | Self::Conflict(m) => m.clone(),
            Self::AccountAbnormal => messages::ACCOUNT_ABNORMAL.into(),
            Self::Forbidden => messages::FORBIDDEN.into(),
            Self::BadCredentials => messages::BAD_CREDENTIALS.into(),
            Self::PayloadTooLarge => messages::PAYLOAD_TOO_LARGE.into(),
            Self::CaptchaFailed => messages::CAPTCHA_FAILED.into(),
            Self::NoCompany => "您还没有企业,是否要认证一个企业?".into(),
            Self::NotCertified(m) => (*m).into(),
            Self::Busy | Self::Internal(_) => messages::INTERNAL.into(),
        }
    }
}

crate::api_error!(KernelError);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_map_to_statuses_and_messages() {
        assert_eq!(status_for(KernelError::Unauthorized.code()), StatusCode::UNAUTHORIZED);
        assert_eq!(KernelError::Unauthorized.message(), "登录信息已失效,请重新登录");
        assert_eq!(status_for(KernelError::Validation("x".into()).code()), StatusCode::OK);
        assert_eq!(KernelError::Forbidden.message(), "您没有访问权限，请联系管理员授权！");
        let internal = KernelError::Internal(anyhow::anyhow!("db exploded: secret detail"));
        assert_eq!(internal.message(), "服务器繁忙，请稍后重试！");
        assert_eq!((status_for(KernelError::Busy.code()), KernelError::Busy.message()), (StatusCode::SERVICE_UNAVAILABLE, "服务器繁忙，请稍后重试！".into()));
    }
}

//! The open platform's failures and their codes (block 19000): the envelope's for its pages,
//! and the gateway's refusals, which a caller reads as `{code, msg}` with their HTTP status.

use axum::http::StatusCode;
use kernel::error::ApiError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("signature missing or wrong")]
    BadSignature,
    #[error("timestamp too far from now")]
    Expired,
    #[error("nonce used before")]
    Replayed,
    #[error("API not granted")]
    NotGranted,
    #[error("too few points")]
    TooFewPoints,
    #[error("rate limit or daily quota reached")]
    TooOften,
    #[error("account frozen")]
    Frozen,
    #[error("the app is not held any more")]
    AppEnded,
    #[error("monthly cap reached")]
    CapReached,
    #[error("address not allowed")]
    AddressNotAllowed,
    #[error("upstream failed: {0}")]
    Upstream(String),
    #[error("the same Idempotency-Key is still being answered")]
    InFlight,
    #[error("the API code is taken")]
    CodeTaken,
    #[error("no credentials yet")]
    NoCredentials,
}

impl From<sqlx::Error> for OpenError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl OpenError {
    /// The HTTP status a gateway refusal answers with.
    pub fn status(&self) -> StatusCode {
        match self {
            Self::Kernel(KernelError::PayloadTooLarge) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::Kernel(KernelError::NotFound) => StatusCode::NOT_FOUND,
            Self::Kernel(_) => StatusCode::INTERNAL_SERVER_ERROR,
            Self::BadSignature | Self::Expired => StatusCode::UNAUTHORIZED,
            Self::Replayed | Self::InFlight => StatusCode::CONFLICT,
            Self::NotGranted | Self::Frozen | Self::AppEnded | Self::AddressNotAllowed => StatusCode::FORBIDDEN,
            Self::TooFewPoints | Self::CapReached => StatusCode::PAYMENT_REQUIRED,
            Self::TooOften => StatusCode::TOO_MANY_REQUESTS,
            Self::Upstream(_) => StatusCode::BAD_GATEWAY,
            Self::CodeTaken | Self::NoCredentials => StatusCode::BAD_REQUEST,
        }
    }
}

impl ApiError for OpenError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::BadSignature => 19001,
            Self::Expired => 19002,
            Self::Replayed => 19003,
            Self::NotGranted => 19004,
            Self::TooFewPoints => 19005,
            Self::TooOften => 19006,
            Self::Frozen => 19007,
            Self::AppEnded => 19008,
            Self::CapReached => 19009,
            Self::AddressNotAllowed => 19010,
            Self::Upstream(_) => 19011,
            Self::InFlight => 19012,
            Self::CodeTaken => 19013,
            Self::NoCredentials => 19014,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::BadSignature => "签名错误".into(),
            Self::Expired => "请求已过期".into(),
            Self::Replayed => "重复请求".into(),
            Self::NotGranted => "未授权的接口".into(),
            Self::TooFewPoints => "积分不足".into(),
            Self::TooOften => "调用过于频繁".into(),
            Self::Frozen => "账号被冻结".into(),
            Self::AppEnded => "应用已过期".into(),
            Self::CapReached => "已达到本月积分消费上限".into(),
            Self::AddressNotAllowed => "调用地址不在允许范围内".into(),
            Self::Upstream(_) => "接口服务暂不可用".into(),
            Self::InFlight => "相同幂等键的请求正在处理".into(),
            Self::CodeTaken => "接口编码已被使用".into(),
            Self::NoCredentials => "请先创建接口凭证".into(),
        }
    }
}

kernel::api_error!(OpenError);

pub type Result<T> = std::result::Result<T, OpenError>;

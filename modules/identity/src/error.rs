//! The identity module's failures and their envelope codes (block 11000).

use kernel::error::ApiError;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum IdentityError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error("too many failed logins")]
    LoginLocked { minutes: i64 },
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
            Self::LoginLocked { .. } => kernel::error::codes::TOO_MANY_ATTEMPTS,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::LoginLocked { minutes } => format!("登录失败次数过多，请{minutes}分钟后再试"),
        }
    }
}

kernel::api_error!(IdentityError);

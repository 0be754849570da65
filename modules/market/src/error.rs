//! The content module's failures and their envelope codes (block 12000).

use kernel::error::ApiError;
use kernel::files::MediaRefused;
use kernel::KernelError;

#[derive(Debug, thiserror::Error)]
pub enum MarketError {
    #[error(transparent)]
    Kernel(#[from] KernelError),
    #[error(transparent)]
    Code(#[from] services::verification::VerificationError),
    /// An operator's upload the kernel's media check refused (no file, a kind not taken, too large).
    #[error("upload refused: {0:?}")]
    Media(MediaRefused),
    #[error("category still has products")]
    CategoryInUse,
    #[error("route key taken")]
    ProgramCodeTaken,
    #[error("product domain still has help documents")]
    DomainHasHelpDocs,
    #[error("search engine failure: {0}")]
    Search(String),
}

pub mod codes {
    pub const UNSUPPORTED_FILE: i64 = 12001;
    pub const FILE_TOO_LARGE: i64 = 12002;
    pub const NO_FILE: i64 = 12003;
    pub const CATEGORY_IN_USE: i64 = 12004;
    pub const PROGRAM_CODE_TAKEN: i64 = 12005;
    pub const DOMAIN_HAS_HELP_DOCS: i64 = 12006;
}

impl From<sqlx::Error> for MarketError {
    fn from(e: sqlx::Error) -> Self {
        Self::Kernel(e.into())
    }
}

impl From<MediaRefused> for MarketError {
    fn from(r: MediaRefused) -> Self {
        match r {
            MediaRefused::Malformed => KernelError::Validation(r.message()).into(),
            r => Self::Media(r),
        }
    }
}

impl From<anyhow::Error> for MarketError {
    fn from(e: anyhow::Error) -> Self {
        Self::Kernel(KernelError::Internal(e))
    }
}

impl ApiError for MarketError {
    fn code(&self) -> i64 {
        match self {
            Self::Kernel(e) => e.code(),
            Self::Code(e) => e.code(),
            Self::Media(MediaRefused::Unsupported) => codes::UNSUPPORTED_FILE,
            Self::Media(MediaRefused::TooLarge { .. }) => codes::FILE_TOO_LARGE,
            Self::Media(MediaRefused::NoFile) => codes::NO_FILE,
            Self::Media(MediaRefused::Malformed) => kernel::error::reply_codes::VALIDATION,
            Self::CategoryInUse => codes::CATEGORY_IN_USE,
            Self::ProgramCodeTaken => codes::PROGRAM_CODE_TAKEN,
            Self::DomainHasHelpDocs => codes::DOMAIN_HAS_HELP_DOCS,
            Self::Search(_) => kernel::error::reply_codes::INTERNAL,
        }
    }

    fn message(&self) -> String {
        match self {
            Self::Kernel(e) => e.message(),
            Self::Code(e) => e.message(),
            Self::Media(r) => r.message(),
            Self::CategoryInUse => "该分类下还有产品，不能删除".into(),
            Self::ProgramCodeTaken => "路由标识已被其他方案使用".into(),
            Self::DomainHasHelpDocs => "该服务下还有帮助文档，请先删除或移走帮助文档".into(),
            Self::Search(_) => kernel::error::messages::INTERNAL.into(),
        }
    }
}

kernel::api_error!(MarketError);

/// Shorthand for a validation refusal with the given Chinese message.
pub fn invalid(msg: impl Into<String>) -> MarketError {
    MarketError::Kernel(KernelError::Validation(msg.into()))
}

/// Refuses with the message unless the condition holds (a row the form names exists).
pub fn ensure(holds: bool, msg: &str) -> Result<()> {
    if holds {
        Ok(())
    } else {
        Err(invalid(msg))
    }
}

pub type Result<T, E = MarketError> = std::result::Result<T, E>;

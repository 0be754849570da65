//! The market's product catalogue as other areas need it: what a version costs and which service (domain) it opens.

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// One version of one product's service, as it is offered today.
#[derive(Debug, Clone)]
pub struct Offer {
    pub product_id: i64,
    pub product_name: String,
    pub product_slogan: String,
    pub product_icon: Option<String>,
    pub category_name: String,
    /// The service (domain) the version opens as the company's app.
    pub domain_id: i64,
    pub domain_name: String,
    pub service_name: String,
    pub app_key: Option<String>,
    pub version_id: i64,
    pub version_name: String,
    /// Fen.
    pub version_price: i64,
    /// False when the version is no longer offered (shown as already applied).
    pub version_shown: bool,
    pub functions: Vec<String>,
}

pub trait Catalogue: Send + Sync + 'static {
    /// The version of the product, or None when either is unknown or the version is another product's.
    fn offer<'a>(&'a self, db: &'a Db, product_id: i64, version_id: i64) -> BoxFuture<'a, Result<Option<Offer>, KernelError>>;
    /// The product's name, when it exists.
    fn product_name<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<Option<String>, KernelError>>;
    /// One service (domain) with what opening it needs.
    fn domain<'a>(&'a self, db: &'a Db, domain_id: i64) -> BoxFuture<'a, Result<Option<Domain>, KernelError>>;
    /// The service an app key names.
    fn domain_by_app_key<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<Domain>, KernelError>>;
    /// Every service of the published products that has an app key (the operators' plugin console).
    fn app_domains<'a>(&'a self, db: &'a Db) -> BoxFuture<'a, Result<Vec<Domain>, KernelError>>;
    /// The services of a published product, in their order.
    fn product_domains<'a>(&'a self, db: &'a Db, product_id: i64) -> BoxFuture<'a, Result<Vec<Domain>, KernelError>>;
}

/// A product's service (domain): what the workbench shows and how it opens.
#[derive(Debug, Clone)]
pub struct Domain {
    pub id: i64,
    pub product_id: i64,
    pub product_name: String,
    pub product_slogan: String,
    pub product_icon: Option<String>,
    pub channel: Channel,
    pub is_ai: bool,
    pub is_free: bool,
    /// AI apps: false while "to be online".
    pub online: bool,
    pub name: String,
    pub service_name: String,
    pub server_url: Option<String>,
    pub open_mode: OpenMode,
    pub app_key: Option<String>,
    pub app_secret: Option<String>,
    /// Taken off the market by its partner: no longer offered, but the
    /// companies holding it open it until their end date.
    pub withdrawn: bool,
    /// Months a free app runs once added; None: the client's choice, or no end.
    pub default_usage_time: Option<i64>,
}

impl Contract for dyn Catalogue {
    const AREA: &'static str = "market";
}

/// Where a product is taken up (the spec's `channelType`): bought on the platform (0), or
/// opened from the workbench (1), which goes to /home.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channel {
    Platform,
    Workbench,
}

impl Channel {
    /// The stored and sent number; any other stored value reads as the platform's.
    pub fn from_code(code: i64) -> Self {
        if code == 1 { Self::Workbench } else { Self::Platform }
    }

    pub fn code(self) -> i64 {
        match self {
            Self::Platform => 0,
            Self::Workbench => 1,
        }
    }
}

/// How a service opens (the spec's `internal`): with a one-time code the app's server
/// exchanges (0), with a token for this app and user (1), or at its bare address (2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OpenMode {
    Code,
    Token,
    Direct,
}

impl OpenMode {
    /// A number a form sends: only the spec's three.
    pub fn parse(code: i64) -> Option<Self> {
        match code {
            0 => Some(Self::Code),
            1 => Some(Self::Token),
            2 => Some(Self::Direct),
            _ => None,
        }
    }

    /// A stored number: anything but a code or a token opens the bare address, as it always did.
    pub fn from_code(code: i64) -> Self {
        Self::parse(code).unwrap_or(Self::Direct)
    }

    pub fn code(self) -> i64 {
        match self {
            Self::Code => 0,
            Self::Token => 1,
            Self::Direct => 2,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn open_modes_and_channels_keep_the_specs_numbers() {
        for mode in [OpenMode::Code, OpenMode::Token, OpenMode::Direct] {
            assert_eq!(OpenMode::parse(mode.code()), Some(mode));
        }
        assert_eq!(OpenMode::parse(3), None);
        assert_eq!(OpenMode::from_code(7), OpenMode::Direct);
        assert_eq!((Channel::from_code(1), Channel::from_code(0), Channel::from_code(9)), (Channel::Workbench, Channel::Platform, Channel::Platform));
        assert_eq!((Channel::Platform.code(), Channel::Workbench.code()), (0, 1));
    }
}

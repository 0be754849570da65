//! What the certification module keeps about a company beside its row.

use super::Contract;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// What the certification module keeps about a company beside its
/// `companies` row, for the company's own view of itself (getCompanyById).
#[derive(Debug, Clone, Default)]
pub struct CompanyDetail {
    /// The key of the licence image the company's information refers to now.
    pub license_photo: Option<String>,
    /// Where that image is served (only to the company and operators).
    pub license_photo_url: Option<String>,
    pub province: Option<String>,
    pub city: Option<String>,
    pub district: Option<String>,
}

/// The company's details (region, current licence): implemented by the certification module.
pub trait CompanyDetails: Send + Sync + 'static {
    fn of<'a>(&'a self, db: &'a Db, company_id: i64) -> BoxFuture<'a, Result<CompanyDetail, KernelError>>;
}

impl Contract for dyn CompanyDetails {
    const AREA: &'static str = "certification";
}

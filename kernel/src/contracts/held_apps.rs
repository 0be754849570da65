//! Contract: which apps a company holds now, from the shared apps service. The
//! menu tree shows the base applications' menus only to their holders.

use crate::db::Db;
use crate::KernelError;

#[async_trait::async_trait]
pub trait HeldApps: Send + Sync {
    /// The app keys the company holds at `now` (ms), and when the first of them runs out.
    async fn held_app_keys_until(&self, db: &Db, catalogue: &dyn super::Catalogue, company_id: i64, now: i64) -> Result<(Vec<String>, i64), KernelError>;
}

impl super::Contract for dyn HeldApps {
    const AREA: &'static str = crate::deployment::FOUNDATION;
}

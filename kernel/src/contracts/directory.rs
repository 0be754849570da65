//! Contract: who a caller is, as the shared identity service knows it. The
//! platform's sign-in, session check and certified-company check read people
//! through it, so the platform's files name no user or company table.

use crate::db::Db;
use crate::people::{Role, User};
use crate::KernelError;
use std::collections::BTreeSet;

/// What a session's person is at their current company.
pub struct CallerFacts {
    pub user: User,
    /// The current company and the person's userType there (0 main account, 1 sub-account),
    /// when that membership is active.
    pub membership: Option<(i64, i64)>,
    /// Roles held on the platform itself (operator).
    pub platform_roles: BTreeSet<Role>,
    /// Whether the current company is an approved partner.
    pub partner_company: bool,
    /// The menus a sub-account was granted at the current company (none for a main account:
    /// only a sub-account's menus are granted one by one).
    pub grants: BTreeSet<String>,
}

/// A company as the platform's checks need it.
pub struct CompanyFacts {
    pub name: String,
    pub certification_status: i64,
}

#[async_trait::async_trait]
pub trait Directory: Send + Sync {
    /// The person behind a session, or none when the account is gone.
    async fn caller(&self, db: &Db, user_id: i64) -> Result<Option<CallerFacts>, KernelError>;
    /// Records a login on the sign-in's transaction: the account's status, or none when it is gone.
    async fn record_login(&self, conn: &mut sqlx::AnyConnection, user_id: i64, now: i64) -> Result<Option<i64>, KernelError>;
    /// A company's name and certification state.
    async fn company(&self, db: &Db, company_id: i64) -> Result<Option<CompanyFacts>, KernelError>;
}

impl super::Contract for dyn Directory {
    const AREA: &'static str = crate::deployment::FOUNDATION;
}

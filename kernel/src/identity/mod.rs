//! The identity core every area shares: users, companies, and which companies a
//! user belongs to (one of them current). Registration, profile and sub-account
//! management build on these functions in the identity module; certification
//! (the company module) moves a company's state only through them too. The
//! tables here are the kernel's: no module names them in its SQL (`tests/tidy.rs`).

use serde::Serialize;

mod companies;
mod memberships;
mod users;

pub use companies::*;
pub use memberships::*;
pub use users::*;

/// Who a caller is to the platform. Company roles come from the membership in the
/// current company; platform roles are stored per user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Enterprise main account (userType 0).
    CompanyMain,
    /// Sub-account (userType 1): only the menus its main account granted.
    CompanySub,
    /// Platform staff.
    Operator,
    PartnerSupplier,
}

impl Role {
    pub fn code(self) -> &'static str {
        match self {
            Role::CompanyMain => "company_main",
            Role::CompanySub => "company_sub",
            Role::Operator => "operator",
            Role::PartnerSupplier => "partner_supplier",
        }
    }

    pub fn from_code(code: &str) -> Option<Role> {
        [Role::CompanyMain, Role::CompanySub, Role::Operator, Role::PartnerSupplier].into_iter().find(|r| r.code() == code)
    }
}

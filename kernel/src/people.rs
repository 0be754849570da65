//! The people the platform knows a caller by: the user row a session belongs
//! to, the roles menus are filtered by and a company's certification states.
//! The shared identity service (`services::identity`) reads and writes them;
//! the platform reads them only through the `Directory` contract.

use serde::Serialize;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct User {
    pub id: i64,
    pub user_name: String,
    pub mobile: Option<String>,
    pub email: Option<String>,
    pub password_hash: String,
    pub real_name: Option<String>,
    pub nick_name: Option<String>,
    pub avatar: Option<String>,
    pub id_card: Option<String>,
    pub status: i64,
    pub user_certificated: i64,
    pub current_company_id: Option<i64>,
    pub create_time: i64,
    /// The company that created this account as its sub-account (only it may reset or freeze it).
    pub owner_company_id: Option<i64>,
    /// 1 once a code sent to `mobile` was entered.
    pub mobile_verified: i64,
}

/// Whether a text looks like a mobile number (nothing but digits): such
/// a text is never a login name someone else chose for an account.
pub fn looks_like_mobile(text: &str) -> bool {
    let digits = text.trim_start_matches('+');
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// Certification states of a company (spec section 3/4).
pub mod certification {
    pub const NONE: i64 = 0;
    pub const UNDER_REVIEW: i64 = 1;
    pub const CERTIFIED: i64 = 2;
    pub const REJECTED: i64 = 3;

    pub fn name(status: i64) -> &'static str {
        match status {
            UNDER_REVIEW => "审核中",
            CERTIFIED => "已认证",
            REJECTED => "已驳回",
            _ => "未认证",
        }
    }
}

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

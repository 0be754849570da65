//! How every list of a company's people shows a person beside their numbers:
//! the mobile masked in the middle (spec section 9) and the names of the
//! account's type and state.

use kernel::identity;
use kernel::validate::mask_mobile;

/// What a list shows of a person's contact and account.
pub struct Shown {
    pub mobile: Option<String>,
    pub user_type_name: &'static str,
    pub status_name: &'static str,
}

pub fn shown(mobile: Option<&str>, user_type: i64, status: i64) -> Shown {
    Shown { mobile: mobile.map(mask_mobile), user_type_name: identity::user_type_name(user_type), status_name: identity::status_name(status) }
}

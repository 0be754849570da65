//! How every list of a company's people shows a person beside their numbers:
//! the mobile masked in the middle (spec section 9), a login name that is a
//! phone number masked alike (else the mask next to it hides nothing), and the
//! names of the account's type and state.

use services::identity;
use kernel::validate::mask_mobile;

/// What a list shows of a person's contact and account.
pub struct Shown {
    pub user_name: String,
    pub mobile: Option<String>,
    pub user_type_name: &'static str,
    pub status_name: &'static str,
}

pub fn shown(user_name: String, mobile: Option<&str>, user_type: i64, status: i64) -> Shown {
    // Digits only is a registered number: a chosen login name never is (`looks_like_mobile`).
    let user_name = if identity::looks_like_mobile(&user_name) { mask_mobile(&user_name) } else { user_name };
    Shown { user_name, mobile: mobile.map(mask_mobile), user_type_name: identity::user_type_name(user_type), status_name: identity::status_name(status) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_login_name_that_is_a_number_is_masked_as_the_mobile_is() {
        let s = shown("13800000002".into(), Some("13800000002"), 1, 1);
        assert_eq!((s.user_name.as_str(), s.mobile.as_deref()), ("138****0002", Some("138****0002")));
        // A registered login is its phone number even when the mobile moved on.
        assert_eq!(shown("13900001111".into(), Some("13800000002"), 1, 1).user_name, "139****1111");
        assert_eq!(shown("li.na".into(), Some("13800000002"), 1, 1).user_name, "li.na");
    }
}

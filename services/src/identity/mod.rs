//! The identity core every area shares: users, companies, and which companies a
//! user belongs to (one of them current). Registration, profile and sub-account
//! management build on these functions in the identity module; certification
//! (the company module) moves a company's state only through them too. The
//! tables here are this service's: no module names them in its SQL (`tests/tidy.rs`).

mod companies;
mod memberships;
mod users;

pub use companies::*;
pub use memberships::*;
pub use users::*;
// The people the platform layer knows callers by.
pub use kernel::people::{looks_like_mobile, Role, User};

//! The shared business services every area builds on: users, companies and
//! memberships (`identity`), the apps a company holds (`apps`), payments and
//! refunds (`payments`), contracts to sign (`esign`), to-dos, messages,
//! verification codes, the captcha and the launch-rule plugin host. They sit
//! on the platform (`kernel`) and plug into it like a module (`Foundation`):
//! the platform reads people and held apps through contracts this crate
//! provides, and keeps the payment service and plugin host by type.

pub mod apps;
pub mod captcha;
pub mod esign;
pub mod identity;
pub mod messages;
pub mod payments;
pub mod plugins;
pub mod todos;
pub mod verification;

mod figures_repo;
mod foundation;
mod scale_repo;

pub use foundation::SharedServices;

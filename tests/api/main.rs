//! API tests through the real router. `cargo test --test api` runs them on
//! SQLite; with `PLATFORM_TEST_DATABASE_URL=postgres://…/postgres` the same
//! tests run on PostgreSQL.

mod support;

mod account;
mod audit;
mod applications;
mod captcha;
mod cockpit;
mod certification;
mod codes;
mod crash;
mod companies;
mod company_profile;
mod hardening;
mod invoices;
mod market;
mod members;
mod messages;
mod money;
mod oidc;
mod openplatform;
mod orders;
mod partners;
mod plugins;
mod privacy;
mod sign;
mod menus;
mod plans;
mod platform;
mod registration;
mod security;
mod scale;
mod sessions;
mod uploads;
mod users;
mod wechat;

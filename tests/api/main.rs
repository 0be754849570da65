//! API tests through the real router. `cargo test --test api` runs them on
//! SQLite; with `PLATFORM_TEST_DATABASE_URL=postgres://…/postgres` the same
//! tests run on PostgreSQL.

mod support;

mod companies;
mod menus;
mod platform;
mod sessions;
mod users;

//! The platform: configuration, the database, the HTTP envelope, sessions and
//! callers, menus, the module registry and contracts, jobs, providers, audit
//! and the cockpit. It names no business table; the shared business services
//! (`services`) and the modules build on it.

pub mod audit;
pub mod auth;
pub mod bounded;
pub mod callers;
pub mod config;
pub mod contracts;
pub mod dashboard;
pub mod db;
pub mod deployment;
pub mod error;
pub mod export;
pub mod every_reply;
pub mod extract;
pub mod files;
pub mod html;
pub mod http;
pub mod ids;
pub mod jobs;
pub mod limits;
pub mod menu;
pub mod module;
pub mod money;
pub mod people;
pub mod picture;
pub mod privacy;
pub mod providers;
pub mod redirect;
pub mod signing;
pub mod routes;
pub mod scale;
pub mod server;
pub mod site;
pub mod state;
pub mod status;
pub mod time;
pub mod totals;
pub mod tokens;
pub mod uploads;
pub mod validate;

pub use error::{ApiError, KernelError};
pub use http::{ok, ApiResult, Page};
pub use module::{Module, ModuleDescriptor};
pub use state::AppState;

// Re-exported so modules register without depending on these crates' versions themselves.
pub use inventory;
pub use utoipa;
pub use utoipa_axum;
pub use futures::future::BoxFuture;

//! The platform core. Every business module links against this crate and
//! nothing else of ours: what two areas share (users, companies, menus,
//! sessions, providers, jobs) lives here, behind small types and traits.

pub mod apps;
pub mod audit;
pub mod auth;
pub mod callers;
pub mod captcha;
pub mod config;
pub mod contracts;
pub mod dashboard;
pub mod db;
pub mod deployment;
pub mod error;
pub mod export;
pub mod esign;
pub mod every_reply;
pub mod extract;
pub mod files;
pub mod html;
pub mod http;
pub mod identity;
pub mod ids;
pub mod jobs;
pub mod limits;
pub mod menu;
pub mod payments;
pub mod messages;
pub mod module;
pub mod money;
pub mod plugins;
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
pub mod todos;
pub mod totals;
pub mod tokens;
pub mod uploads;
pub mod validate;
pub mod verification;

pub use error::{ApiError, KernelError};
pub use http::{ok, ApiResult, Page};
pub use module::{Module, ModuleDescriptor};
pub use state::AppState;

// Re-exported so modules register without depending on these crates' versions themselves.
pub use inventory;
pub use utoipa;
pub use utoipa_axum;
pub use futures::future::BoxFuture;

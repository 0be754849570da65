//! Opening apps and their launch rules: implemented by the workbench.

use super::Contract;
use super::Domain;
use crate::db::Db;
use crate::state::AppState;
use crate::KernelError;
use futures::future::BoxFuture;
use sqlx::AnyConnection;

/// Opening apps and their launch rules: implemented by the workbench, which
/// owns launch codes, launch rules and launch counts.
pub trait Launcher: Send + Sync + 'static {
    /// Opens `app` for `by` exactly as the console does (its rule first, then
    /// a one-time code, a token or directly) and counts the launch; answers the
    /// address. `trial`: the partner's own test launch, which tries a rule
    /// version still waiting for review before the enabled one.
    fn launch<'a>(&'a self, state: &'a AppState, by: &'a LaunchBy, app: &'a Domain, trial: bool) -> BoxFuture<'a, Result<Result<String, LaunchRefused>, KernelError>>;
    /// Checks a launch rule for the app (exports, imports, ABI, size, a dry run)
    /// with no host permission and stores it inert (neither enabled nor waiting).
    fn attach_rule<'a>(&'a self, state: &'a AppState, app_key: &'a str, wasm: Vec<u8>, uploaded_by: i64) -> BoxFuture<'a, Result<Result<RuleVersion, LaunchRefused>, KernelError>>;
    /// Places a stored version in the caller's transaction: enabled at once,
    /// or, when `reviewed` (companies may already open the app), waiting for an operator.
    fn put_rule<'a>(&'a self, conn: &'a mut AnyConnection, app_key: &'a str, version: i64, reviewed: bool) -> BoxFuture<'a, Result<(), KernelError>>;
    /// The app's enabled rule, when it has one.
    fn rule<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<RuleVersion>, KernelError>>;
    /// The app's rule version waiting for review, when it has one.
    fn pending_rule<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<RuleVersion>, KernelError>>;
    /// An operator's decision on the waiting version, in the caller's
    /// transaction: approved, it becomes the enabled one; rejected, it stays
    /// a disabled version. False when no version was waiting.
    fn decide_rule<'a>(&'a self, conn: &'a mut AnyConnection, app_key: &'a str, approve: bool) -> BoxFuture<'a, Result<bool, KernelError>>;
    /// Launches (and launches refused for an unreviewed address) per day since `since_ms`, oldest first.
    fn launches<'a>(&'a self, db: &'a Db, app_key: &'a str, since_ms: i64) -> BoxFuture<'a, Result<Vec<LaunchDay>, KernelError>>;
    /// The newest launch refused because the rule answered an address outside the app's reviewed origin.
    fn last_refusal<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<RefusedAddress>, KernelError>>;
}

/// One day's launches of an app.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LaunchDay {
    /// YYYY-MM-DD, Beijing time.
    pub day: String,
    pub launches: i64,
    /// Launches refused because the rule answered an unreviewed address.
    pub refused: i64,
}

/// A launch refused for its address: what the rule answered, and when (ms).
#[derive(Debug, Clone)]
pub struct RefusedAddress {
    pub address: String,
    pub time: i64,
}

/// Who opens an app.
#[derive(Debug, Clone)]
pub struct LaunchBy {
    pub user_id: i64,
    pub user_name: String,
    pub company_id: i64,
    pub company_name: String,
    pub certified: bool,
}

impl LaunchBy {
    /// The caller opening an app for one of its companies (by its real name when it has one).
    pub async fn caller(state: &crate::AppState, caller: &crate::auth::CurrentUser, company_id: i64) -> Result<Self, crate::KernelError> {
        let company = state.contract::<dyn super::Directory>()?.company(&state.db, company_id).await?.ok_or(crate::KernelError::NoCompany)?;
        Ok(LaunchBy {
            user_id: caller.user_id,
            user_name: caller.user.real_name.clone().unwrap_or_else(|| caller.user.user_name.clone()),
            company_id,
            company_name: company.name,
            certified: company.certification_status == crate::people::certification::CERTIFIED,
        })
    }
}

/// A launch rule the workbench accepted for an app.
#[derive(Debug, Clone, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RuleVersion {
    pub version: i64,
    pub sha256: String,
    pub size: i64,
    /// What the upload's dry run decided: the address it opened, or its refusal.
    pub dry_run: String,
    /// Waiting for an operator's review (holders still open the app by the enabled version).
    pub pending: bool,
}

/// A refusal to open an app or to take its rule, with the text to show.
#[derive(Debug, Clone)]
pub struct LaunchRefused(pub String);

impl Contract for dyn Launcher {
    const AREA: &'static str = "workbench";
}

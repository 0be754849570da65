//! Opening apps and their launch rules: implemented by the workbench.

use super::Contract;
use super::Domain;
use crate::state::AppState;

/// Opening apps and their launch rules: implemented by the workbench, which
/// owns launch codes, launch rules and launch counts.
pub trait Launcher: Send + Sync + 'static {
    /// Opens `app` for `by` exactly as the console does (its rule first, then
    /// a one-time code, a token or directly) and counts the launch; answers the address.
    fn launch<'a>(&'a self, state: &'a AppState, by: &'a LaunchBy, app: &'a Domain) -> futures::future::BoxFuture<'a, Result<Result<String, LaunchRefused>, crate::KernelError>>;
    /// Checks a launch rule for the app (exports, imports, ABI, size, a dry run)
    /// with no host permission, stores it and enables it.
    fn attach_rule<'a>(&'a self, state: &'a AppState, app_key: &'a str, wasm: Vec<u8>, uploaded_by: i64) -> futures::future::BoxFuture<'a, Result<Result<RuleVersion, LaunchRefused>, crate::KernelError>>;
    /// The app's enabled rule, when it has one.
    fn rule<'a>(&'a self, db: &'a crate::db::Db, app_key: &'a str) -> futures::future::BoxFuture<'a, Result<Option<RuleVersion>, crate::KernelError>>;
    /// Launches per day (YYYY-MM-DD, count) since `since_ms`, oldest first.
    fn launches<'a>(&'a self, db: &'a crate::db::Db, app_key: &'a str, since_ms: i64) -> futures::future::BoxFuture<'a, Result<Vec<(String, i64)>, crate::KernelError>>;
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
    pub async fn caller(db: &crate::db::Db, caller: &crate::auth::CurrentUser, company_id: i64) -> Result<Self, crate::KernelError> {
        let company = crate::identity::find_company(db, company_id).await?.ok_or(crate::KernelError::NoCompany)?;
        Ok(LaunchBy {
            user_id: caller.user_id,
            user_name: caller.user.real_name.clone().unwrap_or_else(|| caller.user.user_name.clone()),
            company_id,
            company_name: company.company_name,
            certified: company.certification_status == crate::identity::certification::CERTIFIED,
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
}

/// A refusal to open an app or to take its rule, with the text to show.
#[derive(Debug, Clone)]
pub struct LaunchRefused(pub String);

impl Contract for dyn Launcher {
    const AREA: &'static str = "workbench";
}

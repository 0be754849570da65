//! Partners' own apps by app key (before they are on the market) and their approved OpenID Connect redirect URIs: implemented by the partner module.

use super::Contract;
use super::Domain;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// Partners' apps that are not (or not yet) on the market, by app key, with
/// their secret opened: implemented by the partner module, so a test launch's
/// code can be exchanged before the app is published.
pub trait PartnerApps: Send + Sync + 'static {
    /// The app as a service to open, with its secret; None for an unknown key.
    fn by_app_key<'a>(&'a self, db: &'a Db, tokens: &'a crate::tokens::TokenService, app_key: &'a str) -> BoxFuture<'a, Result<Option<Domain>, KernelError>>;
    /// The OpenID Connect redirect URIs the operators approved for the app; None for an unknown key.
    fn redirect_uris<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<Vec<String>>, KernelError>>;
}

impl Contract for dyn PartnerApps {
    const AREA: &'static str = "partner";
}

//! Partners' own apps by app key (before they are on the market) and their approved OpenID Connect registration: implemented by the partner module.

use super::Contract;
use super::Domain;
use crate::callers::CurrentUser;
use crate::db::Db;
use crate::KernelError;
use futures::future::BoxFuture;

/// Partners' apps that are not (or not yet) on the market, by app key, with
/// their secret opened: implemented by the partner module, so a test launch's
/// code can be exchanged before the app is published.
pub trait PartnerApps: Send + Sync + 'static {
    /// The app as a service to open, with its secret; None for an unknown key.
    fn by_app_key<'a>(&'a self, db: &'a Db, tokens: &'a crate::tokens::TokenService, app_key: &'a str) -> BoxFuture<'a, Result<Option<Domain>, KernelError>>;
    /// The app as an OpenID Connect client (approved and saved addresses, its company); None for an unknown key.
    fn oidc_registration<'a>(&'a self, db: &'a Db, app_key: &'a str) -> BoxFuture<'a, Result<Option<OidcRegistration>, KernelError>>;
    /// Whether any app registered this web origin (a browser's preflight names no app).
    fn web_origin_registered<'a>(&'a self, db: &'a Db, origin: &'a str) -> BoxFuture<'a, Result<bool, KernelError>>;
    /// The apps of the partner the caller acts for (an approved partner company, its main
    /// account or a member granted 应用接入); `Forbidden` for anyone else. With `app_id`, that
    /// app only (none when it is another company's).
    fn own_apps<'a>(&'a self, db: &'a Db, caller: &'a CurrentUser, app_id: Option<i64>) -> BoxFuture<'a, Result<Vec<PartnerApp>, KernelError>>;
}

/// A partner's app as other areas name it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct PartnerApp {
    pub id: i64,
    pub company_id: i64,
    /// The market service companies hold it as (`company_apps.product_domain_id`).
    pub domain_id: i64,
    pub product_id: i64,
    pub name: String,
    pub app_key: String,
}

/// A partner app's OpenID Connect registration.
#[derive(Debug, Clone, Default)]
pub struct OidcRegistration {
    /// The partner's company: its own people may sign in to test, whatever the app's state.
    pub company_id: i64,
    /// The redirect URIs the operators approved.
    pub redirect_uris: Vec<String>,
    /// As the partner last saved them (its own test sign-ins use these too).
    pub saved_redirect_uris: Vec<String>,
    /// Where it is told a person's session ended (OpenID Connect Back-Channel Logout), as approved.
    pub backchannel_logout_uri: Option<String>,
    /// A public client (a single-page or mobile app that keeps no secret):
    /// no client authentication, PKCE required; as approved (as saved before the first review).
    pub public_client: bool,
    /// The web origins whose pages may call the token, userinfo and revocation endpoints (CORS); as approved (as saved before the first review).
    pub web_origins: Vec<String>,
    /// How its ID and logout tokens are signed (id_token_signed_response_alg): RS256 or ES256; it takes effect when saved.
    pub id_token_alg: String,
}

impl Contract for dyn PartnerApps {
    const AREA: &'static str = "partner";
}

//! Opening a session for a user whose identity was just proved. Every way to
//! sign in (password, SMS code, WeChat, right after registering) ends here; a
//! leaf of the crate, so the login routes and the WeChat routes share it
//! without importing each other.

use crate::error::IdentityError;
use axum::http::header::SET_COOKIE;
use axum::http::HeaderName;
use axum::response::AppendHeaders;
use kernel::audit::{self, Entry, Origin};
use kernel::auth::{self, RequestSite};
use kernel::http::Reply;
use kernel::AppState;
use serde::Serialize;

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginReply {
    user_id: i64,
    token: String,
}

/// Signs a verified user in: a new session, its token in the reply and in the
/// HttpOnly cookie.
pub async fn open_session(
    state: &AppState,
    site: &RequestSite,
    origin: &Origin,
    user_id: i64,
) -> Result<(AppendHeaders<[(HeaderName, String); 1]>, Reply<LoginReply>), IdentityError> {
    let token = auth::sign_in(state, user_id, origin.address.as_deref()).await?;
    // The sign-in is a security event: appended to the audit trail, or the sign-in fails.
    // With the account's name, so 登录日志 and 审计日志 say who without a look-up.
    let user = services::identity::find_user(&state.db, user_id).await?;
    let (company, name) = (user.as_ref().and_then(|u| u.current_company_id), user.as_ref().map(|u| u.user_name.as_str()));
    audit::record(&state.db, &Entry { kind: audit::kind::SIGN_IN, actor_id: Some(user_id), actor_name: name, company_id: company, origin: Some(origin), ..Default::default() }).await?;
    let cookie = site.token_cookie(Some(&token), state.config.auth.token_ttl_hours * 3600);
    Ok((AppendHeaders([(SET_COOKIE, cookie)]), Reply(LoginReply { user_id, token })))
}

//! Passwords (Argon2id), tokens (JWT carrying a revocable session id), the
//! failed-login throttle, and the extractors through which every handler says
//! who may call it.

use crate::db::Db;
use crate::identity::{self, Role};
use crate::state::AppState;
use crate::time::now_ms;
use crate::KernelError;
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::HeaderMap;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::net::IpAddr;

pub fn hash_password(password: &str) -> anyhow::Result<String> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|h| h.to_string())
        .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))
}

pub fn verify_password(password: &str, hash: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
}

/// A hash of a password nobody has, verified when the account does not exist so
/// that a wrong username costs the same time as a wrong password.
pub fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("decoy-password-never-used").expect("hash"))
}

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: i64,
    sid: String,
    iat: i64,
    exp: i64,
}

pub struct TokenService {
    encoding: EncodingKey,
    decoding: DecodingKey,
    ttl_ms: i64,
}

impl TokenService {
    pub fn new(secret: &str, ttl_hours: i64) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret.as_bytes()),
            decoding: DecodingKey::from_secret(secret.as_bytes()),
            ttl_ms: ttl_hours * 3_600_000,
        }
    }

    /// Opens a session for the user and returns its signed token.
    pub async fn issue(&self, db: &Db, user_id: i64, client_ip: Option<&str>) -> Result<String, KernelError> {
        let sid = uuid::Uuid::new_v4().simple().to_string();
        let now = now_ms();
        let exp = now + self.ttl_ms;
        sqlx::query("INSERT INTO sessions (id, user_id, created_at, expires_at, client_ip) VALUES ($1, $2, $3, $4, $5)")
            .bind(&sid)
            .bind(user_id)
            .bind(now)
            .bind(exp)
            .bind(client_ip)
            .execute(&db.pool)
            .await?;
        let claims = Claims { sub: user_id, sid, iat: now / 1000, exp: exp / 1000 };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| KernelError::Internal(e.into()))
    }

    /// Checks signature, expiry and that the session was not revoked; returns (user id, session id).
    pub async fn verify(&self, db: &Db, token: &str) -> Result<(i64, String), KernelError> {
        let data = jsonwebtoken::decode::<Claims>(token, &self.decoding, &Validation::new(Algorithm::HS256))
            .map_err(|_| KernelError::Unauthorized)?;
        let live: Option<(i64,)> = sqlx::query_as(
            "SELECT user_id FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2",
        )
        .bind(&data.claims.sid)
        .bind(now_ms())
        .fetch_optional(&db.pool)
        .await?;
        match live {
            Some((uid,)) if uid == data.claims.sub => Ok((uid, data.claims.sid)),
            _ => Err(KernelError::Unauthorized),
        }
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct TicketClaims {
    /// What the ticket is for; a ticket of one purpose never passes for another.
    purpose: String,
    sub: String,
    exp: i64,
}

impl TokenService {
    /// A signed, expiring ticket carrying `subject` (a WeChat openId, an invitation's company).
    pub fn sign_ticket(&self, purpose: &str, subject: &str, ttl_secs: i64) -> Result<String, KernelError> {
        let claims = TicketClaims { purpose: purpose.into(), sub: subject.into(), exp: now_ms() / 1000 + ttl_secs };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(|e| KernelError::Internal(e.into()))
    }

    /// The subject of a valid, unexpired ticket of that purpose.
    pub fn verify_ticket(&self, purpose: &str, ticket: &str) -> Option<String> {
        let data = jsonwebtoken::decode::<TicketClaims>(ticket, &self.decoding, &Validation::new(Algorithm::HS256)).ok()?;
        (data.claims.purpose == purpose).then_some(data.claims.sub)
    }
}

pub async fn revoke_session(db: &Db, session_id: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(session_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Ends every session of a user (password change, reset, freezing).
pub async fn revoke_all_sessions(db: &Db, user_id: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Failed-login counters kept in the database, so every instance sees the same count.
pub mod throttle {
    use super::*;

    pub async fn failures(db: &Db, key: &str, window_ms: i64) -> Result<i64, KernelError> {
        let row: Option<(i64, i64)> =
            sqlx::query_as("SELECT window_start, failures FROM login_failures WHERE scope_key = $1")
                .bind(key)
                .fetch_optional(&db.pool)
                .await?;
        Ok(match row {
            Some((start, n)) if start + window_ms > now_ms() => n,
            _ => 0,
        })
    }

    pub async fn record_failure(db: &Db, key: &str, window_ms: i64) -> Result<(), KernelError> {
        let now = now_ms();
        // One statement, so concurrent failures are all counted: restart an expired window, else add one.
        sqlx::query(
            "INSERT INTO login_failures (scope_key, window_start, failures) VALUES ($1, $2, 1)
             ON CONFLICT (scope_key) DO UPDATE SET
               failures = CASE WHEN login_failures.window_start + $3 > $2 THEN login_failures.failures + 1 ELSE 1 END,
               window_start = CASE WHEN login_failures.window_start + $3 > $2 THEN login_failures.window_start ELSE $2 END",
        )
        .bind(key)
        .bind(now)
        .bind(window_ms)
        .execute(&db.pool)
        .await?;
        Ok(())
    }

    pub async fn clear(db: &Db, key: &str) -> Result<(), KernelError> {
        sqlx::query("DELETE FROM login_failures WHERE scope_key = $1").bind(key).execute(&db.pool).await?;
        Ok(())
    }
}

/// The token from the `token` header, else from the `token` cookie. The cookie
/// does not count on a request another site started (the browser says so in
/// `Sec-Fetch-Site`), so no page elsewhere can act with a visitor's login.
pub fn token_from_headers(headers: &HeaderMap) -> Option<String> {
    if let Some(t) = headers.get("token").and_then(|v| v.to_str().ok()).map(str::trim).filter(|t| !t.is_empty()) {
        return Some(t.to_string());
    }
    if headers.get("sec-fetch-site").is_some_and(|v| v.as_bytes() == b"cross-site") {
        return None;
    }
    headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, v)| *k == "token" && !v.is_empty())
        .map(|(_, v)| v.to_string())
}

/// The cookie domain of spec section 6: the parent domain, or none (host-only)
/// on localhost and IP addresses.
pub fn cookie_domain(host: &str) -> Option<String> {
    let host = host.trim();
    let name = if host.starts_with('[') {
        return None; // IPv6 literal
    } else {
        host.rsplit_once(':').map_or(host, |(h, port)| if port.chars().all(|c| c.is_ascii_digit()) { h } else { host })
    };
    if name.is_empty() || name == "localhost" || name.ends_with(".localhost") || name.parse::<IpAddr>().is_ok() {
        return None;
    }
    let labels: Vec<&str> = name.split('.').collect();
    if labels.len() <= 2 {
        Some(name.to_string())
    } else {
        Some(labels[1..].join("."))
    }
}

/// `Set-Cookie` value carrying the token (or clearing it when `token` is None), scoped by the request's host.
pub fn token_cookie(headers: &HeaderMap, token: Option<&str>, max_age_secs: i64) -> String {
    let host = headers.get(axum::http::header::HOST).and_then(|h| h.to_str().ok()).unwrap_or_default();
    let domain = cookie_domain(host).map(|d| format!("; Domain={d}")).unwrap_or_default();
    match token {
        Some(t) => format!("token={t}; Path=/; Max-Age={max_age_secs}; SameSite=Lax{domain}"),
        None => format!("token=; Path=/; Max-Age=0; SameSite=Lax{domain}"),
    }
}

/// The client address: the socket peer, or the first `X-Forwarded-For` hop when configured to trust it.
pub fn client_ip(parts: &Parts, trust_forwarded_for: bool) -> Option<String> {
    if trust_forwarded_for {
        if let Some(ip) = parts
            .headers
            .get("x-forwarded-for")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split(',').next())
            .map(str::trim)
            .filter(|v| !v.is_empty())
        {
            return Some(ip.to_string());
        }
    }
    parts
        .extensions
        .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
        .map(|c| c.0.ip().to_string())
}

/// The caller's address: the socket peer, or the trusted forwarded-for hop.
pub struct ClientAddress(pub Option<String>);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(ClientAddress(client_ip(parts, state.config.trust_forwarded_for)))
    }
}

/// The signed-in caller: who they are, which company they act for, and what they may open.
#[derive(Debug, Clone)]
pub struct CurrentUser {
    pub user_id: i64,
    pub session_id: String,
    pub company_id: Option<i64>,
    /// 0 main account, 1 sub-account, None without a company.
    pub user_type: Option<i64>,
    pub roles: BTreeSet<Role>,
    /// Menu keys this caller may open (and call the APIs behind).
    pub menus: BTreeSet<String>,
}

impl CurrentUser {
    pub fn is_main_account(&self) -> bool {
        self.user_type == Some(0)
    }

    pub fn has_role(&self, role: Role) -> bool {
        self.roles.contains(&role)
    }

    /// Refuses unless the caller was given the menu (main accounts have all of their company's).
    pub fn require_menu(&self, key: &str) -> Result<(), KernelError> {
        if self.menus.contains(key) {
            Ok(())
        } else {
            Err(KernelError::Forbidden)
        }
    }

    pub fn require_role(&self, role: Role) -> Result<(), KernelError> {
        if self.has_role(role) {
            Ok(())
        } else {
            Err(KernelError::Forbidden)
        }
    }

    pub fn require_main_account(&self) -> Result<i64, KernelError> {
        match (self.company_id, self.is_main_account()) {
            (Some(c), true) => Ok(c),
            _ => Err(KernelError::Forbidden),
        }
    }

    pub fn company(&self) -> Result<i64, KernelError> {
        self.company_id.ok_or(KernelError::Forbidden)
    }

    /// The caller's company when it is certified (spec section 6: buying and
    /// declaring need certification 2), with the spec's refusal texts.
    pub async fn require_certified_company(&self, db: &Db, purpose: CertifiedFor) -> Result<i64, KernelError> {
        let company = self.company_id.ok_or(KernelError::NoCompany)?;
        let status = identity::find_company(db, company).await?.map(|c| c.certification_status);
        if status == Some(identity::certification::CERTIFIED) {
            Ok(company)
        } else {
            Err(KernelError::NotCertified(purpose.refusal()))
        }
    }
}

/// What a certified company is needed for; each has its refusal text.
#[derive(Debug, Clone, Copy)]
pub enum CertifiedFor {
    Buying,
    Declaring,
}

impl CertifiedFor {
    pub fn refusal(self) -> &'static str {
        match self {
            CertifiedFor::Buying => "很抱歉！购买的商品需要企业认证，您暂没有购买资格！",
            CertifiedFor::Declaring => "您还没有认证，请先完成企业认证！",
        }
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<CurrentUser>() {
            return Ok(user.clone());
        }
        let token = token_from_headers(&parts.headers).ok_or(KernelError::Unauthorized)?;
        let (user_id, session_id) = state.tokens.verify(&state.db, &token).await?;
        let user = load_current_user(state, user_id, session_id).await?;
        parts.extensions.insert(user.clone());
        Ok(user)
    }
}

/// A caller that may or may not be signed in (public pages that show more after login).
pub struct MaybeUser(pub Option<CurrentUser>);

impl FromRequestParts<AppState> for MaybeUser {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        match CurrentUser::from_request_parts(parts, state).await {
            Ok(u) => Ok(MaybeUser(Some(u))),
            Err(KernelError::Unauthorized) => Ok(MaybeUser(None)),
            Err(e) => Err(e),
        }
    }
}

/// Platform staff only.
pub struct Operator(pub CurrentUser);

impl FromRequestParts<AppState> for Operator {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        user.require_role(Role::Operator)?;
        Ok(Operator(user))
    }
}

/// The main account of the caller's current company only.
pub struct MainAccount(pub CurrentUser);

impl FromRequestParts<AppState> for MainAccount {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        user.require_main_account()?;
        Ok(MainAccount(user))
    }
}

async fn load_current_user(state: &AppState, user_id: i64, session_id: String) -> Result<CurrentUser, KernelError> {
    let user = identity::find_user(&state.db, user_id).await?.ok_or(KernelError::Unauthorized)?;
    if user.status == 0 {
        return Err(KernelError::AccountAbnormal);
    }
    let membership = match user.current_company_id {
        Some(c) => identity::membership(&state.db, c, user_id).await?,
        None => None,
    };
    let mut roles = identity::platform_roles(&state.db, user_id).await?;
    let (company_id, user_type) = match &membership {
        Some(m) => {
            roles.insert(if m.user_type == 0 { Role::CompanyMain } else { Role::CompanySub });
            (Some(m.company_id), Some(m.user_type))
        }
        None => (None, None),
    };
    let grants = match (company_id, user_type) {
        (Some(c), Some(1)) => identity::menu_grants(&state.db, c, user_id).await?,
        _ => BTreeSet::new(),
    };
    let menus = state.registry.menus.allowed_keys(&roles, &grants);
    Ok(CurrentUser { user_id, session_id, company_id, user_type, roles, menus })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn passwords_hash_and_verify() {
        let h = hash_password("Demo@2026").unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify_password("Demo@2026", &h));
        assert!(!verify_password("demo@2026", &h));
        assert!(!verify_password("Demo@2026", "not a hash"));
    }

    #[test]
    fn tickets_are_bound_to_their_purpose() {
        let t = TokenService::new("secret", 1);
        let ticket = t.sign_ticket("wechat", "openid-1", 60).unwrap();
        assert_eq!(t.verify_ticket("wechat", &ticket).as_deref(), Some("openid-1"));
        assert_eq!(t.verify_ticket("invite", &ticket), None);
        assert_eq!(TokenService::new("other", 1).verify_ticket("wechat", &ticket), None);
        let expired = t.sign_ticket("wechat", "x", -120).unwrap();
        assert_eq!(t.verify_ticket("wechat", &expired), None);
    }

    #[test]
    fn cookie_domain_rule() {
        assert_eq!(cookie_domain("localhost:8080"), None);
        assert_eq!(cookie_domain("127.0.0.1:8080"), None);
        assert_eq!(cookie_domain("192.168.1.20"), None);
        assert_eq!(cookie_domain("[::1]:8080"), None);
        assert_eq!(cookie_domain("www.example.com"), Some("example.com".into()));
        assert_eq!(cookie_domain("a.b.example.com:443"), Some("b.example.com".into()));
        assert_eq!(cookie_domain("example.com"), Some("example.com".into()));
    }

    #[test]
    fn token_from_header_or_cookie() {
        let mut h = HeaderMap::new();
        h.insert("cookie", "sidebarStatus=1; token=abc".parse().unwrap());
        assert_eq!(token_from_headers(&h).as_deref(), Some("abc"));
        h.insert("sec-fetch-site", "cross-site".parse().unwrap());
        assert_eq!(token_from_headers(&h), None, "a cookie sent by another site's request does not count");
        h.insert("sec-fetch-site", "same-origin".parse().unwrap());
        assert_eq!(token_from_headers(&h).as_deref(), Some("abc"));
        h.insert("token", "xyz".parse().unwrap());
        assert_eq!(token_from_headers(&h).as_deref(), Some("xyz"));
        assert_eq!(token_from_headers(&HeaderMap::new()), None);
    }
}

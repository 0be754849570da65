//! Passwords (Argon2id), tokens (JWT carrying a revocable session id), the
//! failed-login throttle, and the extractors through which every handler says
//! who may call it.

use crate::db::Db;
use crate::contracts::Directory;
use crate::people::{certification, Role};
use crate::state::AppState;
pub use crate::tokens::TokenService;
use crate::time::now_ms;
use crate::KernelError;
use argon2::password_hash::{rand_core::OsRng, PasswordHash, SaltString};
use argon2::Argon2;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderMap, Method};
use ipnet::IpNet;
use std::net::IpAddr;

thread_local! {
    /// Argon2's working memory (19 MiB at the default cost), kept by each
    /// hashing thread and reused: a fresh block per hash left a free 19 MiB
    /// block behind in every allocator arena a hashing thread ever wandered to.
    static BLOCKS: std::cell::RefCell<Vec<argon2::Block>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Argon2 of `password` and `salt` into `out`, in this thread's reused memory blocks.
fn argon2_into(argon: &Argon2, params: &argon2::Params, password: &[u8], salt: &[u8], out: &mut [u8]) -> Result<(), argon2::Error> {
    BLOCKS.with(|blocks| {
        let mut blocks = blocks.borrow_mut();
        let n = params.block_count();
        if blocks.len() < n {
            blocks.resize(n, argon2::Block::default());
        }
        argon.hash_password_into_with_memory(password, salt, out, &mut blocks[..n])
    })
}

/// An Argon2id hash of the password with a fresh salt, as a PHC string (`$argon2id$v=19$...`).
pub fn hash_password(password: &str) -> anyhow::Result<String> {
    use argon2::password_hash::{Output, ParamsString};
    let salt = SaltString::generate(&mut OsRng);
    let params = argon2::Params::default();
    let (algorithm, version) = (argon2::Algorithm::Argon2id, argon2::Version::V0x13);
    let argon = Argon2::new(algorithm, version, params.clone());
    let mut salt_bytes = [0u8; 64];
    let salt_bytes = salt.as_salt().decode_b64(&mut salt_bytes).map_err(|e| anyhow::anyhow!("salt: {e}"))?;
    let hash = Output::init_with(argon2::Params::DEFAULT_OUTPUT_LEN, |out| Ok(argon2_into(&argon, &params, password.as_bytes(), salt_bytes, out)?))
        .map_err(|e| anyhow::anyhow!("hashing failed: {e}"))?;
    let phc = PasswordHash {
        algorithm: algorithm.ident(),
        version: Some(version.into()),
        params: ParamsString::try_from(&params).map_err(|e| anyhow::anyhow!("parameters: {e}"))?,
        salt: Some(salt.as_salt()),
        hash: Some(hash),
    };
    Ok(phc.to_string())
}

/// Whether the password matches a PHC hash (its own algorithm, version and costs), compared in constant time.
pub fn verify_password(password: &str, hash: &str) -> bool {
    let Ok(phc) = PasswordHash::new(hash) else { return false };
    let (Some(salt), Some(expected)) = (phc.salt, phc.hash) else { return false };
    let Ok(algorithm) = argon2::Algorithm::try_from(phc.algorithm) else { return false };
    let Ok(version) = phc.version.map_or(Ok(argon2::Version::default()), argon2::Version::try_from) else { return false };
    let Ok(params) = argon2::Params::try_from(&phc) else { return false };
    let mut salt_bytes = [0u8; 64];
    let Ok(salt) = salt.decode_b64(&mut salt_bytes) else { return false };
    let mut out = vec![0u8; expected.len()];
    argon2_into(&Argon2::new(algorithm, version, params.clone()), &params, password.as_bytes(), salt, &mut out).is_ok()
        && constant_time_eq(&out, expected.as_bytes())
}

type HashJob = Box<dyn FnOnce() + Send>;

/// Argon2id runs on a few threads of its own, one per core: more at once
/// would not go faster, and every thread that ever hashed keeps its 19 MiB
/// in its allocator (on tokio's blocking pool a burst of logins grew the
/// process by 1.5 GB). Its queue is bounded too: past `limit` waiting jobs a
/// burst of logins is refused at once (服务器繁忙，请稍后重试！) rather than
/// left to wait until the clients time out.
struct HashPool {
    jobs: std::sync::mpsc::Sender<HashJob>,
    /// Jobs queued or running.
    pending: std::sync::Arc<std::sync::atomic::AtomicUsize>,
    limit: usize,
}

/// Hashes waiting per hashing thread: about 40 ms of work each, so a full queue clears in about a second.
const QUEUED_PER_THREAD: usize = 24;

impl HashPool {
    fn new(threads: usize, limit: usize) -> Self {
        let (jobs, rx) = std::sync::mpsc::channel::<HashJob>();
        let rx = std::sync::Arc::new(std::sync::Mutex::new(rx));
        for i in 0..threads {
            let rx = rx.clone();
            std::thread::Builder::new()
                .name(format!("argon2-{i}"))
                .spawn(move || loop {
                    let job = match rx.lock() {
                        Ok(rx) => rx.recv(),
                        Err(_) => return,
                    };
                    match job {
                        Ok(job) => job(),
                        Err(_) => return,
                    }
                })
                .expect("a hashing thread");
        }
        Self { jobs, pending: Default::default(), limit }
    }

    /// Runs `work` on the pool; `Busy` at once when the queue is full (counted first, then queued).
    async fn run<T: Send + 'static>(&self, work: impl FnOnce() -> T + Send + 'static) -> Result<T, KernelError> {
        use std::sync::atomic::Ordering;
        if self.pending.fetch_add(1, Ordering::AcqRel) >= self.limit {
            self.pending.fetch_sub(1, Ordering::AcqRel);
            return Err(KernelError::Busy);
        }
        // Released when the job ends, or is dropped unrun.
        let slot = PoolSlot(self.pending.clone());
        let (done, result) = tokio::sync::oneshot::channel();
        self.jobs
            .send(Box::new(move || {
                let out = work();
                // The place is free before the caller hears the answer (a dropped, unrun job frees it too).
                drop(slot);
                let _ = done.send(out);
            }))
            .map_err(|_| KernelError::Internal(anyhow::anyhow!("the hashing threads are gone")))?;
        result.await.map_err(|e| KernelError::Internal(e.into()))
    }
}

struct PoolSlot(std::sync::Arc<std::sync::atomic::AtomicUsize>);

impl Drop for PoolSlot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    }
}

static HASHERS: std::sync::LazyLock<HashPool> = std::sync::LazyLock::new(|| {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    HashPool::new(threads, threads * QUEUED_PER_THREAD)
});

async fn hashing<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Result<T, KernelError> {
    HASHERS.run(work).await
}

/// `hash_password` for handlers: bounded, off the async workers.
pub async fn hash_password_async(password: String) -> Result<String, KernelError> {
    hashing(move || hash_password(&password)).await?.map_err(KernelError::Internal)
}

/// `verify_password` for handlers: bounded, off the async workers.
pub async fn verify_password_async(password: String, hash: String) -> Result<bool, KernelError> {
    hashing(move || verify_password(&password, &hash)).await
}

/// Compares secrets in time that does not depend on where they differ.
pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A hash of a password nobody has, verified when the account does not exist so
/// that a wrong username costs the same time as a wrong password.
pub fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| hash_password("decoy-password-never-used").expect("hash"))
}

/// Signs a verified user in, the one way every login ends: in one transaction,
/// refuses a frozen account, opens the session and records the login time.
/// Returns the signed token.
pub async fn sign_in(state: &AppState, user_id: i64, client_ip: Option<&str>) -> Result<String, KernelError> {
    let mut tx = state.db.write.begin().await?;
    // Writing first takes SQLite's write lock at once: a transaction that read
    // first could not upgrade while another login committed (SQLITE_BUSY_SNAPSHOT).
    // A frozen account's login time is rolled back with the refusal.
    match state.contract::<dyn Directory>()?.record_login(&mut tx, user_id, now_ms()).await? {
        None => return Err(KernelError::Unauthorized),
        Some(0) => return Err(KernelError::AccountAbnormal),
        Some(_) => {}
    }
    let token = state.tokens.issue(&mut *tx, user_id, client_ip).await?;
    tx.commit().await?;
    Ok(token)
}

pub async fn revoke_session(db: &Db, session_id: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE id = $2 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(session_id)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// Sessions that ended (logout, password change, reset, freezing) after
/// `after_ms` and until `until_ms`: (session, when it ended), the earliest first, at most `limit`.
pub async fn sessions_ended(db: &Db, after_ms: i64, until_ms: i64, limit: i64) -> Result<Vec<(String, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT id, revoked_at FROM sessions WHERE revoked_at > $1 AND revoked_at <= $2 ORDER BY revoked_at LIMIT $3")
        .bind(after_ms)
        .bind(until_ms)
        .bind(limit)
        .fetch_all(&db.read)
        .await?)
}

/// Ends every session of a user (password change, reset, freezing).
pub async fn revoke_all_sessions(db: &Db, user_id: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE sessions SET revoked_at = $1 WHERE user_id = $2 AND revoked_at IS NULL")
        .bind(now_ms())
        .bind(user_id)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// The token from the `token` header; else, on a request that only reads (GET
/// or HEAD) and that no other site started, from the `token` cookie. A request
/// carrying only the cookie can therefore never change anything (CSRF): every
/// change needs the header, which only the platform's own pages send.
pub fn request_token(method: &Method, headers: &HeaderMap) -> Option<String> {
    if let Some(t) = header_token(headers) {
        return Some(t.to_string());
    }
    if !(method == Method::GET || method == Method::HEAD) {
        return None;
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

/// The `token` header's value, when the request carries one.
pub fn header_token(headers: &HeaderMap) -> Option<&str> {
    headers.get("token").and_then(|v| v.to_str().ok()).map(str::trim).filter(|t| !t.is_empty())
}

/// For the spec's GET calls that change something (remove an invoice header,
/// approve an agent, log out, ...): refuses unless the `token` header came with
/// the request, so a link or an image on another page cannot trigger them.
/// Carries the header's token.
pub struct HeaderToken(pub String);

impl<S: Send + Sync> FromRequestParts<S> for HeaderToken {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        if let Some(mark) = parts.extensions.get::<crate::callers::WriteMark>() {
            mark.set();
        }
        header_token(&parts.headers).map(|t| HeaderToken(t.to_string())).ok_or(KernelError::Unauthorized)
    }
}

/// The cookie domain of spec section 6: the registrable domain (one label
/// above the public suffix, from the public suffix list, so `www.example.com.cn`
/// gives `example.com.cn` and never `com.cn`), or none (a host-only cookie) on
/// localhost, IP addresses and names without a registrable domain.
pub fn cookie_domain(host: &str) -> Option<String> {
    let host = host.trim().trim_end_matches('.').to_ascii_lowercase();
    if host.starts_with('[') {
        return None; // IPv6 literal
    }
    let name = host.rsplit_once(':').map_or(host.as_str(), |(h, port)| if port.chars().all(|c| c.is_ascii_digit()) { h } else { &host });
    if name.is_empty() || name == "localhost" || name.ends_with(".localhost") || name.parse::<IpAddr>().is_ok() {
        return None;
    }
    let domain = psl::domain_str(name)?;
    // A name the list does not know (an intranet `platform.lan`) has no suffix to protect; keep it host-only.
    psl::suffix(name.as_bytes()).filter(|s| s.is_known())?;
    Some(domain.to_string())
}

/// Where a request arrived: the host the browser asked for and whether it used
/// https (told by a trusted proxy's `X-Forwarded-Proto`). Cookies and links the
/// server writes follow it.
#[derive(Debug, Clone)]
pub struct RequestSite {
    pub host: String,
    pub https: bool,
}

impl RequestSite {
    /// `Set-Cookie` value carrying the token (or clearing it when `token` is None):
    /// HttpOnly, SameSite=Lax, Secure over https, scoped by [`cookie_domain`].
    pub fn token_cookie(&self, token: Option<&str>, max_age_secs: i64) -> String {
        let domain = cookie_domain(&self.host).map(|d| format!("; Domain={d}")).unwrap_or_default();
        let secure = if self.https { "; Secure" } else { "" };
        let (value, max_age) = match token {
            Some(t) => (t, max_age_secs),
            None => ("", 0),
        };
        format!("token={value}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}{domain}")
    }

    pub fn origin(&self) -> String {
        format!("{}://{}", if self.https { "https" } else { "http" }, self.host)
    }
}

impl FromRequestParts<AppState> for RequestSite {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let host = parts.headers.get(axum::http::header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("127.0.0.1").to_string();
        let https = parts.uri.scheme_str() == Some("https")
            || (from_trusted_proxy(parts, &state.config.trusted_proxies)
                && parts.headers.get("x-forwarded-proto").and_then(|v| v.to_str().ok()) == Some("https"));
        Ok(RequestSite { host, https })
    }
}

fn peer(parts: &Parts) -> Option<IpAddr> {
    parts.extensions.get::<axum::extract::ConnectInfo<std::net::SocketAddr>>().map(|c| c.0.ip())
}

fn from_trusted_proxy(parts: &Parts, trusted: &[IpNet]) -> bool {
    peer(parts).is_some_and(|ip| trusted.iter().any(|n| n.contains(&ip)))
}

/// The client address: the socket peer; when the peer is a trusted proxy, the
/// rightmost `X-Forwarded-For` address that is not itself a trusted proxy
/// (addresses further left were written by the client and prove nothing).
pub fn client_ip(parts: &Parts, trusted: &[IpNet]) -> Option<String> {
    let peer = peer(parts)?;
    if !trusted.iter().any(|n| n.contains(&peer)) {
        return Some(peer.to_string());
    }
    let hops: Vec<&str> = parts
        .headers
        .get_all("x-forwarded-for")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .collect();
    for hop in hops.iter().rev() {
        match hop.parse::<IpAddr>() {
            Ok(ip) if trusted.iter().any(|n| n.contains(&ip)) => continue,
            Ok(ip) => return Some(ip.to_string()),
            // A hop that is no address was forged or mangled: the last proxy is all we know.
            Err(_) => return Some(peer.to_string()),
        }
    }
    Some(peer.to_string())
}

/// The caller's address: the socket peer, or the client a trusted proxy names.
pub struct ClientAddress(pub Option<String>);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        Ok(ClientAddress(client_ip(parts, &state.config.trusted_proxies)))
    }
}

pub use crate::callers::{CurrentUser, Memos};

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
    pub async fn require_certified_company(&self, state: &AppState, purpose: CertifiedFor) -> Result<i64, KernelError> {
        let company = self.company_id.ok_or(KernelError::NoCompany)?;
        let (db, directory) = (&state.db, state.contract::<dyn Directory>()?);
        // The company row drops a kept caller when it changes, so its status is kept with the caller.
        struct Status(Option<i64>);
        let status = self.memo(async { Ok::<_, KernelError>(Status(directory.company(db, company).await?.map(|c| c.certification_status))) }).await?;
        if status.0 == Some(certification::CERTIFIED) {
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
    Recharging,
}

impl CertifiedFor {
    pub fn refusal(self) -> &'static str {
        match self {
            CertifiedFor::Buying => "很抱歉！购买的商品需要企业认证，您暂没有购买资格！",
            CertifiedFor::Declaring => "您还没有认证，请先完成企业认证！",
            CertifiedFor::Recharging => "充值前需要进行企业认证",
        }
    }
}

impl FromRequestParts<AppState> for CurrentUser {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        if let Some(user) = parts.extensions.get::<CurrentUser>() {
            return Ok(user.clone());
        }
        let token = request_token(&parts.method, &parts.headers).ok_or(KernelError::Unauthorized)?;
        let (user_id, session_id) = state.tokens.decode(&token)?;
        if state.config.auth.idle_minutes > 0 {
            idle::touch(state, &session_id).await?;
        }
        let user = match state.callers.get(&session_id, user_id) {
            Some(user) => user,
            None => {
                // Read before loading: a change committed meanwhile keeps this load out of memory.
                let epoch = state.callers.epoch();
                let session_ends = state.tokens.live_session(&state.db, user_id, &session_id).await?;
                let user = load_current_user(state, user_id, session_id).await?;
                state.callers.keep(epoch, session_ends, &user);
                user
            }
        };
        parts.extensions.insert(user.clone());
        Ok(user)
    }
}

/// The idle timeout (`auth.idle_minutes`): a session's last use is written at most once a minute
/// per instance, by an UPDATE that succeeds only while the session has not been idle too long,
/// so an idle session is refused on every instance, whichever served it last.
mod idle {
    use super::*;
    use crate::bounded::Bounded;
    use std::sync::LazyLock;

    /// How often one instance writes a session's last use.
    const EVERY_MS: i64 = 60_000;
    /// When this instance last wrote each session's last use; 100,000 sessions at most
    /// (a full map starts over, and each then writes once more).
    static TOUCHED: LazyLock<Bounded<i64>> = LazyLock::new(|| Bounded::new(100_000));

    pub async fn touch(state: &AppState, session_id: &str) -> Result<(), KernelError> {
        let now = crate::time::now_ms();
        if TOUCHED.get(session_id).is_some_and(|t| now - t < EVERY_MS) {
            return Ok(());
        }
        let idle_ms = state.config.auth.idle_minutes * 60_000;
        let r = sqlx::query("UPDATE sessions SET last_seen = $1 WHERE id = $2 AND revoked_at IS NULL AND COALESCE(last_seen, created_at) >= $3")
            .bind(now)
            .bind(session_id)
            .bind(now - idle_ms)
            .execute(&state.db.write)
            .await?;
        if r.rows_affected() == 0 {
            TOUCHED.remove(session_id);
            return Err(KernelError::Unauthorized);
        }
        TOUCHED.insert(session_id.to_string(), now);
        Ok(())
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

/// A menu whose grant a call needs: sub-accounts may call it only when their
/// main account granted the entry (main accounts hold all of their company's).
pub trait MenuKey: Send + Sync + 'static {
    const KEY: &'static str;
}

/// The caller, a member of a company holding the menu `M` there.
pub struct Granted<M: MenuKey>(pub CurrentUser, std::marker::PhantomData<M>);

impl<M: MenuKey> std::ops::Deref for Granted<M> {
    type Target = CurrentUser;
    fn deref(&self) -> &CurrentUser {
        &self.0
    }
}

impl<M: MenuKey> FromRequestParts<AppState> for Granted<M> {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user = CurrentUser::from_request_parts(parts, state).await?;
        // No company is its own refusal (the client offers to certify one).
        user.company_id.ok_or(KernelError::NoCompany)?;
        user.require_menu(M::KEY)?;
        Ok(Granted(user, std::marker::PhantomData))
    }
}

async fn load_current_user(state: &AppState, user_id: i64, session_id: std::sync::Arc<str>) -> Result<CurrentUser, KernelError> {
    let facts = state.contract::<dyn Directory>()?.caller(&state.db, user_id).await?.ok_or(KernelError::Unauthorized)?;
    if facts.user.status == 0 {
        return Err(KernelError::AccountAbnormal);
    }
    // A membership the company suspended is none (the directory says so): the person keeps the account, not the company.
    let mut roles = facts.platform_roles;
    // A partner is a company: its members hold the role while it is their current company.
    roles.remove(&Role::PartnerSupplier);
    let (company_id, user_type) = match facts.membership {
        Some((company, user_type)) => {
            roles.insert(if user_type == 0 { Role::CompanyMain } else { Role::CompanySub });
            if facts.partner_company {
                roles.insert(Role::PartnerSupplier);
            }
            (Some(company), Some(user_type))
        }
        None => (None, None),
    };
    let menus = state.menus.allowed_keys(&roles, &facts.grants);
    Ok(CurrentUser { user_id, session_id, company_id, user_type, roles: roles.into(), menus: menus.into(), user: std::sync::Arc::new(facts.user), memos: std::sync::Arc::new(state.callers.memos()) })
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
        // Hashes made by the library's own hasher (every stored hash so far) still verify.
        use argon2::password_hash::PasswordHasher;
        let theirs = Argon2::default().hash_password(b"Demo@2026", &SaltString::generate(&mut OsRng)).unwrap().to_string();
        assert!(verify_password("Demo@2026", &theirs));
        assert!(!verify_password("Demo@2027", &theirs));
        use argon2::password_hash::PasswordVerifier;
        assert!(Argon2::default().verify_password(b"Demo@2026", &PasswordHash::new(&h).unwrap()).is_ok(), "and the library verifies ours");
    }

    #[tokio::test]
    async fn a_full_hashing_queue_refuses_at_once_and_frees_its_places() {
        let pool = std::sync::Arc::new(HashPool::new(1, 2));
        let (release, wait) = std::sync::mpsc::channel::<()>();
        let busy = pool.clone();
        let first = tokio::spawn(async move { busy.run(move || wait.recv().is_ok()).await });
        while pool.pending.load(std::sync::atomic::Ordering::Acquire) == 0 {
            tokio::task::yield_now().await;
        }
        let queued = pool.clone();
        let second = tokio::spawn(async move { queued.run(|| 2).await });
        while pool.pending.load(std::sync::atomic::Ordering::Acquire) < 2 {
            tokio::task::yield_now().await;
        }
        assert!(matches!(pool.run(|| 3).await, Err(KernelError::Busy)), "a third job finds the queue full");
        release.send(()).unwrap();
        assert!(first.await.unwrap().unwrap());
        assert_eq!(second.await.unwrap().unwrap(), 2);
        assert_eq!(pool.pending.load(std::sync::atomic::Ordering::Acquire), 0, "every place is given back");
        assert_eq!(pool.run(|| 4).await.unwrap(), 4);
    }

    #[test]
    fn cookie_domain_rule() {
        assert_eq!(cookie_domain("localhost:8080"), None);
        assert_eq!(cookie_domain("127.0.0.1:8080"), None);
        assert_eq!(cookie_domain("192.168.1.20"), None);
        assert_eq!(cookie_domain("[::1]:8080"), None);
        assert_eq!(cookie_domain("www.example.com"), Some("example.com".into()));
        assert_eq!(cookie_domain("a.b.example.com:443"), Some("example.com".into()));
        assert_eq!(cookie_domain("example.com"), Some("example.com".into()));
        assert_eq!(cookie_domain("www.example.com.cn"), Some("example.com.cn".into()));
        assert_eq!(cookie_domain("example.com.cn"), Some("example.com.cn".into()));
        assert_eq!(cookie_domain("console.platform.gov.cn"), Some("platform.gov.cn".into()));
        assert_eq!(cookie_domain("com.cn"), None, "a public suffix never gets a cookie");
        assert_eq!(cookie_domain("foo.github.io"), Some("foo.github.io".into()));
        assert_eq!(cookie_domain("platform.lan"), None);
    }

    #[test]
    fn cookies_are_http_only_lax_and_secure_over_https() {
        let site = RequestSite { host: "www.example.com.cn".into(), https: true };
        assert_eq!(site.token_cookie(Some("t"), 60), "token=t; Path=/; Max-Age=60; HttpOnly; SameSite=Lax; Secure; Domain=example.com.cn");
        let local = RequestSite { host: "127.0.0.1:8080".into(), https: false };
        assert_eq!(local.token_cookie(None, 60), "token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    }

    #[test]
    fn the_cookie_authenticates_reads_only() {
        let mut h = HeaderMap::new();
        h.insert("cookie", "sidebarStatus=1; token=abc".parse().unwrap());
        assert_eq!(request_token(&Method::GET, &h).as_deref(), Some("abc"));
        assert_eq!(request_token(&Method::POST, &h), None, "a change needs the header");
        assert_eq!(request_token(&Method::DELETE, &h), None);
        h.insert("sec-fetch-site", "cross-site".parse().unwrap());
        assert_eq!(request_token(&Method::GET, &h), None, "a cookie sent by another site's request does not count");
        h.insert("sec-fetch-site", "same-origin".parse().unwrap());
        assert_eq!(request_token(&Method::GET, &h).as_deref(), Some("abc"));
        h.insert("token", "xyz".parse().unwrap());
        assert_eq!(request_token(&Method::POST, &h).as_deref(), Some("xyz"));
        assert_eq!(request_token(&Method::GET, &HeaderMap::new()), None);
    }

    fn parts_from(peer: &str, forwarded: &[&str]) -> Parts {
        let mut req = axum::http::Request::builder().uri("/");
        for f in forwarded {
            req = req.header("x-forwarded-for", *f);
        }
        let (mut parts, _) = req.body(()).unwrap().into_parts();
        parts.extensions.insert(axum::extract::ConnectInfo::<std::net::SocketAddr>(peer.parse().unwrap()));
        parts
    }

    #[test]
    fn forwarded_for_is_read_from_the_right_behind_trusted_proxies_only() {
        let trusted: Vec<IpNet> = vec!["10.0.0.0/8".parse().unwrap(), "127.0.0.1/32".parse().unwrap()];
        let ip = |peer: &str, fwd: &[&str]| client_ip(&parts_from(peer, fwd), &trusted);
        assert_eq!(ip("203.0.113.9:5000", &["1.2.3.4"]).as_deref(), Some("203.0.113.9"), "an untrusted peer is the client");
        assert_eq!(ip("127.0.0.1:5000", &["6.6.6.6, 198.51.100.7"]).as_deref(), Some("198.51.100.7"), "the leftmost is the client's own claim");
        assert_eq!(ip("127.0.0.1:5000", &["6.6.6.6", "198.51.100.7, 10.1.2.3"]).as_deref(), Some("198.51.100.7"), "trusted hops are skipped");
        assert_eq!(ip("127.0.0.1:5000", &["garbage"]).as_deref(), Some("127.0.0.1"));
        assert_eq!(ip("127.0.0.1:5000", &[]).as_deref(), Some("127.0.0.1"));
        assert_eq!(client_ip(&parts_from("127.0.0.1:1", &["6.6.6.6"]), &[]).as_deref(), Some("127.0.0.1"), "nothing trusted: the peer");
    }
}

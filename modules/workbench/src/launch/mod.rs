//! Launching an app with a one-time code (spec section 4): the platform
//! issues a random code bound to the user, the company and the app, alive 60
//! seconds; the app's own server redeems it once with a signed call
//! (`exchangeCode`: HMAC-SHA256 with its appSecret over
//! `appKey\ncode\ntimestamp\nnonce`, a 5-minute window, a nonce never reused)
//! and learns who opened it. `plugins/README.md` documents this for app makers.

use crate::error::{Result, WorkbenchError};
use axum::extract::State;
use hmac::Mac;
use kernel::auth::{CurrentUser, HeaderToken};
use kernel::extract::{Json, Query};
use kernel::time::now_ms;
use kernel::contracts::{Domain, LaunchBy, LaunchDay, LaunchRefused, OpenMode, RefusedAddress, RuleVersion};
use kernel::contracts::Launcher;
use kernel::db::Batch;
use kernel::{ok, ApiResult, AppState, BoxFuture, KernelError};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

/// What opening an app reads that is the same for every caller, kept per
/// built app (`kernel::callers::Kept`): the market's services by id (the
/// market's tables are memo tables) and the apps' enabled launch rules
/// (`launch_plugins` is one), so an open asks the database only to write.
pub struct Memory {
    domains: kernel::callers::Kept<Domain>,
    pub(crate) rules: crate::plugin::Rules,
}

impl Default for Memory {
    fn default() -> Self {
        Self { domains: kernel::callers::Kept::new(kernel::callers::Reads::Content), rules: Default::default() }
    }
}

impl Memory {
    /// The market's service by id, kept.
    pub async fn domain(&self, state: &AppState, id: i64) -> Result<Option<std::sync::Arc<Domain>>> {
        let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
        let load = async { Ok::<_, KernelError>(catalogue.domain(&state.db, id).await?.map(|d| (d, i64::MAX))) };
        Ok(self.domains.get_or_load(&state.callers, &id.to_string(), load).await?)
    }
}

/// The company's apps by service, as one caller has read them: kept with the
/// caller, who is dropped whenever a company's apps change.
#[derive(Default)]
struct HeldByService(std::sync::Mutex<std::collections::HashMap<i64, Option<services::apps::CompanyApp>>>);

/// The caller's company's app for a service, when it holds one (read once per kept caller).
pub async fn held(state: &AppState, caller: &CurrentUser, company_id: i64, domain_id: i64) -> Result<Option<services::apps::CompanyApp>> {
    if caller.company_id != Some(company_id) {
        return Ok(services::apps::of_domain(&state.db, company_id, domain_id).await?);
    }
    let read = caller.memo(async { Ok::<_, KernelError>(HeldByService::default()) }).await?;
    if let Some(app) = read.0.lock().expect("not poisoned").get(&domain_id) {
        return Ok(app.clone());
    }
    let app = services::apps::of_domain(&state.db, company_id, domain_id).await?;
    read.0.lock().expect("not poisoned").insert(domain_id, app.clone());
    Ok(app)
}

/// Who opens an app for the caller's current company, read once per kept caller.
pub async fn opener(state: &AppState, caller: &CurrentUser, company_id: i64) -> Result<LaunchBy> {
    if caller.company_id != Some(company_id) {
        return Ok(LaunchBy::caller(&state, caller, company_id).await?);
    }
    Ok((*caller.memo(LaunchBy::caller(&state, caller, company_id)).await?).clone())
}

/// How long a code lives.
pub const CODE_TTL_MS: i64 = 60_000;
/// How far a redemption's timestamp may be from ours.
pub const WINDOW_SECS: i64 = 300;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_code)).routes(routes!(get_code_third)).routes(routes!(exchange))
}

/// A fresh code for the app, bound to the user and company.
pub async fn issue(state: &AppState, user_id: i64, company_id: i64, app_key: &str) -> Result<String> {
    let code = new_code();
    let mut batch = Batch::new();
    repo::insert_code(&mut batch, &code, user_id, company_id, app_key, now_ms() + CODE_TTL_MS)?;
    state.db.commit(batch).await?;
    Ok(code)
}

/// 32 letters and digits, the first 8 the time (codes are inserted in key order), 24 random.
fn new_code() -> String {
    kernel::tokens::ordered_random_text(32)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct CodeQuery {
    /// Must be the caller.
    user_id: i64,
    /// The app the code is for.
    app_key: String,
}

async fn code_for(state: &AppState, caller: &CurrentUser, q: &CodeQuery) -> Result<String> {
    if q.user_id != caller.user_id {
        return Err(KernelError::Forbidden.into());
    }
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let domain = catalogue.domain_by_app_key(&state.db, &q.app_key).await?.ok_or(WorkbenchError::NoApplication)?;
    let held = services::apps::of_domain(&state.db, company, domain.id).await?;
    check_held(held.as_ref(), caller.is_main_account(), now_ms())?;
    issue(state, caller.user_id, company, &q.app_key).await
}

/// Whether the company's hold on an app lets it open now: not added (the main account is told to add it,
/// a sub-account to ask the main account), or ended at `now`.
pub fn check_held(held: Option<&services::apps::CompanyApp>, main_account: bool, now: i64) -> Result<()> {
    match held {
        None if main_account => Err(WorkbenchError::NotAdded),
        None => Err(WorkbenchError::AskMainAccount),
        Some(a) if a.end_time <= now => Err(WorkbenchError::Expired),
        Some(_) => Ok(()),
    }
}

/// A one-time code for an app the company holds (a GET that makes one, so the token header is needed).
#[utoipa::path(get, path = "/ptd-open-api/api/getCode", tag = "launch", operation_id = "launch_get_code", params(CodeQuery), responses((status = 200, description = "the code", body = String)))]
async fn get_code(State(state): State<AppState>, _header: HeaderToken, caller: CurrentUser, Query(q): Query<CodeQuery>) -> ApiResult<String, WorkbenchError> {
    ok(code_for(&state, &caller, &q).await?)
}

/// The same on the open platform's path (third-party apps).
#[utoipa::path(get, path = "/ptd-open-platform/api/third/getCode", tag = "launch", operation_id = "launch_get_code_third", params(CodeQuery), responses((status = 200, description = "the code", body = String)))]
async fn get_code_third(State(state): State<AppState>, _header: HeaderToken, caller: CurrentUser, Query(q): Query<CodeQuery>) -> ApiResult<String, WorkbenchError> {
    ok(code_for(&state, &caller, &q).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeForm {
    app_key: String,
    code: String,
    /// Unix seconds.
    timestamp: i64,
    nonce: String,
    /// Lowercase hex HMAC-SHA256, keyed with the appSecret, of `appKey\ncode\ntimestamp\nnonce`.
    sign: String,
}

/// What an app may know of the person who opened it.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Opener {
    user_id: i64,
    real_name: String,
    company_id: i64,
    company_name: String,
}

/// The signature an app sends with its redemption.
pub fn exchange_sign(app_secret: &str, app_key: &str, code: &str, timestamp: i64, nonce: &str) -> String {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(app_secret.as_bytes()).expect("any key length");
    mac.update(format!("{app_key}\n{code}\n{timestamp}\n{nonce}").as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

/// Whether a redemption's timestamp (Unix seconds) is within the window around our clock (ms).
fn within_window(now_ms: i64, timestamp: i64) -> bool {
    (now_ms / 1000).abs_diff(timestamp) <= WINDOW_SECS as u64
}

/// A nonce is 1 to 64 bytes.
fn nonce_ok(nonce: &str) -> bool {
    !nonce.is_empty() && nonce.len() <= 64
}

/// The app's own server redeems a code, once, and learns who opened it.
#[utoipa::path(post, path = "/ptd-open-api/api/exchangeCode", tag = "launch", request_body = ExchangeForm, responses((status = 200, description = "the opener", body = Opener)))]
async fn exchange(State(state): State<AppState>, Json(f): Json<ExchangeForm>) -> ApiResult<Opener, WorkbenchError> {
    let now = now_ms();
    if !within_window(now, f.timestamp) {
        return Err(WorkbenchError::ExchangeRefused("请求已过期"));
    }
    if !nonce_ok(&f.nonce) {
        return Err(WorkbenchError::ExchangeRefused("nonce无效"));
    }
    // Published apps and partners' apps before publication (their test launches) alike.
    let domain = services::apps::by_app_key(&state, &f.app_key).await?;
    let secret = domain.and_then(|d| d.app_secret).unwrap_or_default();
    let expected = exchange_sign(&secret, &f.app_key, &f.code, f.timestamp, &f.nonce);
    // An unknown app and a wrong signature answer alike.
    if secret.is_empty() || !kernel::auth::constant_time_eq(expected.as_bytes(), f.sign.as_bytes()) {
        return Err(WorkbenchError::ExchangeRefused("签名错误"));
    }
    if !repo::use_nonce(&state.db, &f.app_key, &f.nonce, now + 2 * WINDOW_SECS * 1000).await? {
        return Err(WorkbenchError::ExchangeRefused("nonce已使用"));
    }
    let (user_id, company_id) = repo::take_code(&state.db, &f.code, &f.app_key, now).await?.ok_or(WorkbenchError::ExchangeRefused("code无效或已使用"))?;
    let user = services::identity::find_user(&state.db, user_id).await?.ok_or(KernelError::NotFound)?;
    let company = services::identity::find_company(&state.db, company_id).await?.ok_or(KernelError::NotFound)?;
    ok(Opener { user_id, real_name: user.real_name.clone().unwrap_or_else(|| user.user_name.clone()), company_id, company_name: company.company_name })
}

/// Opens a service for a person, as the console and a partner's test launch
/// both do: the app's rule decides first; else a one-time code, a token for
/// this app and user only, or the address itself. Each launch is counted.
/// `trial`: the partner's test launch, which runs a rule waiting for review.
pub async fn open_app(state: &AppState, rules: &crate::plugin::Rules, by: &LaunchBy, domain: &Domain, trial: bool) -> Result<String> {
    let base = domain.server_url.clone().ok_or(WorkbenchError::NoServerUrl)?;
    let app_key = domain.app_key.clone().unwrap_or_default();
    let code = (domain.open_mode == OpenMode::Code).then(new_code);
    let now = now_ms();
    let url = match crate::plugin::decide(state, rules, domain, by, code.clone(), trial).await? {
        // A rule answers where to go, but only within the reviewed address's origin:
        // anything else (another site, javascript:) is refused, counted and kept for the partner to see.
        Some(answer) => match crate::plugin::on_reviewed_origin(&answer, &base) {
            Some(url) => url,
            None => {
                let mut batch = Batch::new();
                repo::count_refused(&mut batch, &app_key, &launch_day(now), &answer, now)?;
                state.db.commit(batch).await?;
                tracing::warn!(app_key, address = %answer, "a launch rule answered an unreviewed address; the launch is refused");
                return Err(WorkbenchError::UnreviewedAddress);
            }
        },
        None => {
            // Never the platform session's token.
            let token = if domain.open_mode == OpenMode::Token {
                Some(state.tokens.sign_ticket(&format!("app:{app_key}"), &format!("{}:{}", by.user_id, by.company_id), 300)?)
            } else {
                None
            };
            launch_url(&base, domain.open_mode, &app_key, code.as_deref(), token.as_deref())
        }
    };
    // The code and the day's count in one batch (one trip to the writer), written once the address
    // is known: the browser gets the address only after the commit, so the code is there when the app takes it.
    let mut batch = Batch::new();
    if let Some(code) = &code {
        repo::insert_code(&mut batch, code, by.user_id, by.company_id, &app_key, now + CODE_TTL_MS)?;
    }
    if !app_key.is_empty() {
        repo::count_launch(&mut batch, &app_key, &launch_day(now))?;
    }
    state.db.commit(batch).await?;
    Ok(url)
}

/// Where an app opens by the built-in rule: its address with the one-time code or the
/// app token, each with the app key, or the bare address.
fn launch_url(base: &str, mode: OpenMode, app_key: &str, code: Option<&str>, token: Option<&str>) -> String {
    match mode {
        OpenMode::Code => with_query(base, &[("code", code.unwrap_or_default()), ("appKey", app_key)]),
        OpenMode::Token => with_query(base, &[("token", token.unwrap_or_default()), ("appKey", app_key)]),
        OpenMode::Direct => base.to_string(),
    }
}

/// The day launches are counted under: YYYY-MM-DD in Beijing time.
fn launch_day(ms: i64) -> String {
    let day = kernel::time::format_ms(Some(ms)).unwrap_or_default();
    day[..10.min(day.len())].to_string()
}

/// The app a live code names (for the sandbox app, which plays any app; a real app knows its own key).
pub async fn app_key_of_code(state: &AppState, code: &str) -> Result<Option<String>> {
    Ok(repo::app_key_of_code(&state.db, code, now_ms()).await?)
}

/// Adds query parameters to an address that may already have some.
pub fn with_query(base: &str, params: &[(&str, &str)]) -> String {
    let query = serde_urlencoded::to_string(params).unwrap_or_default();
    let sep = if base.contains('?') { '&' } else { '?' };
    format!("{base}{sep}{query}")
}

/// The workbench's side of the kernel's `Launcher`, for the partner console.
pub struct WorkbenchLauncher;

fn refused(e: WorkbenchError) -> std::result::Result<std::result::Result<String, LaunchRefused>, KernelError> {
    match e {
        WorkbenchError::Kernel(k) => Err(k),
        other => Ok(Err(LaunchRefused(kernel::error::ApiError::message(&other)))),
    }
}

/// A workbench error as the kernel's (the contract answers kernel errors only).
fn as_kernel(e: WorkbenchError) -> KernelError {
    match e {
        WorkbenchError::Kernel(k) => k,
        other => KernelError::Internal(anyhow::anyhow!("{other}")),
    }
}

type Answer<'a, T> = BoxFuture<'a, std::result::Result<T, KernelError>>;

impl Launcher for WorkbenchLauncher {
    fn launch<'a>(&'a self, state: &'a AppState, by: &'a LaunchBy, app: &'a Domain, trial: bool) -> Answer<'a, std::result::Result<String, LaunchRefused>> {
        Box::pin(async move {
            // Test launches and the contract's callers read the rule afresh.
            match open_app(state, &crate::plugin::Rules::default(), by, app, trial).await {
                Ok(url) => Ok(Ok(url)),
                Err(e) => refused(e),
            }
        })
    }

    fn attach_rule<'a>(&'a self, state: &'a AppState, app_key: &'a str, wasm: Vec<u8>, uploaded_by: i64) -> Answer<'a, std::result::Result<RuleVersion, LaunchRefused>> {
        Box::pin(async move {
            match crate::plugin::attach(state, app_key, wasm, uploaded_by).await {
                Ok(v) => Ok(Ok(v)),
                Err(WorkbenchError::Kernel(k)) => Err(k),
                Err(other) => Ok(Err(LaunchRefused(kernel::error::ApiError::message(&other)))),
            }
        })
    }

    fn put_rule<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, app_key: &'a str, version: i64, reviewed: bool) -> Answer<'a, ()> {
        Box::pin(async move { crate::plugin::put(conn, app_key, version, reviewed).await.map_err(as_kernel) })
    }

    fn rule<'a>(&'a self, db: &'a kernel::db::Db, app_key: &'a str) -> Answer<'a, Option<RuleVersion>> {
        Box::pin(async move { crate::plugin::enabled_rule(db, app_key).await.map_err(as_kernel) })
    }

    fn pending_rule<'a>(&'a self, db: &'a kernel::db::Db, app_key: &'a str) -> Answer<'a, Option<RuleVersion>> {
        Box::pin(async move { crate::plugin::pending_rule(db, app_key).await.map_err(as_kernel) })
    }

    fn decide_rule<'a>(&'a self, conn: &'a mut sqlx::AnyConnection, app_key: &'a str, approve: bool) -> Answer<'a, bool> {
        Box::pin(async move { crate::plugin::settle_pending(conn, app_key, approve).await.map_err(as_kernel) })
    }

    fn launches<'a>(&'a self, db: &'a kernel::db::Db, app_key: &'a str, since_ms: i64) -> Answer<'a, Vec<LaunchDay>> {
        Box::pin(async move {
            let days = repo::launches(db, app_key, &launch_day(since_ms)).await?;
            Ok(days.into_iter().map(|(day, launches, refused)| LaunchDay { day, launches, refused }).collect())
        })
    }

    fn last_refusal<'a>(&'a self, db: &'a kernel::db::Db, app_key: &'a str) -> Answer<'a, Option<RefusedAddress>> {
        Box::pin(async move { Ok(repo::last_refusal(db, app_key).await?.map(|(address, time)| RefusedAddress { address, time })) })
    }
}

/// Forgets expired codes and nonces.
pub fn cleanup_job() -> kernel::jobs::Job {
    kernel::jobs::Job {
        name: "workbench.expired-launch-codes",
        every: Duration::from_secs(600),
        run: |s| Box::pin(async move { Ok(repo::forget_expired(&s.db, now_ms()).await?) }),
    }
}

/// Adds the launches counted so far into the partners' daily counts (the counts job's work); answers how many.
pub async fn add_up_launches(db: &kernel::db::Db) -> std::result::Result<u64, KernelError> {
    repo::add_up_events(db).await
}

/// Adds the launches of the last minute into the partners' daily counts.
pub fn counts_job() -> kernel::jobs::Job {
    kernel::jobs::Job {
        name: "workbench.launch-counts",
        every: Duration::from_secs(60),
        run: |s| Box::pin(async move { Ok(add_up_launches(&s.db).await.map(|_| ())?) }),
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use kernel::time::parse_shanghai;

    /// A company's app as the checks read it, ending at `end_time`.
    pub(crate) fn held(end_time: i64) -> services::apps::CompanyApp {
        services::apps::CompanyApp {
            id: 1,
            company_id: 3,
            product_id: 20,
            product_domain_id: 21,
            version_id: None,
            product_name: "设备上云".into(),
            app_name: "设备管理".into(),
            version_name: None,
            icon: None,
            start_time: 0,
            end_time,
        }
    }

    #[test]
    fn query_parameters_join_an_address() {
        assert_eq!(with_query("/sandbox/app", &[("code", "a b"), ("appKey", "k")]), "/sandbox/app?code=a+b&appKey=k");
        assert_eq!(with_query("https://x.cn/p?x=1", &[("code", "c")]), "https://x.cn/p?x=1&code=c");
        assert_eq!(with_query("https://x.cn/p", &[("token", "a&b=c/中")]), "https://x.cn/p?token=a%26b%3Dc%2F%E4%B8%AD");
        assert_eq!(with_query("https://x.cn/p", &[]), "https://x.cn/p?");
    }

    #[test]
    fn an_app_opens_with_a_code_a_token_or_directly() {
        let base = "https://app.example.cn/entry";
        assert_eq!(launch_url(base, OpenMode::Code, "pa1", Some("c0de"), None), "https://app.example.cn/entry?code=c0de&appKey=pa1");
        assert_eq!(launch_url(base, OpenMode::Token, "pa1", None, Some("t.k.n")), "https://app.example.cn/entry?token=t.k.n&appKey=pa1");
        assert_eq!(launch_url(base, OpenMode::Direct, "pa1", None, None), base);
        // Any other mode opens the address as it is, never with a code or token on it.
        assert_eq!(launch_url(base, OpenMode::from_code(7), "pa1", Some("c0de"), Some("t")), base);
    }

    #[test]
    fn the_exchange_signature_is_hmac_sha256_over_the_four_lines() {
        // Computed independently: HMAC-SHA256(key "secret", "pa123\ncode1\n1767225600\nn1").
        assert_eq!(exchange_sign("secret", "pa123", "code1", 1_767_225_600, "n1"), "3e2be42786d8d944ddbd8fd9654b623d60ed3653b1d1305b52d82095df85596f");
        assert_eq!(exchange_sign("", "k", "c", 0, "n"), "5a7eab6958f1d638e02766defbcfd0de3ec44b68beb322f0dff01b0623de40e1");
        assert_ne!(exchange_sign("secret", "pa123", "code1", 1_767_225_600, "n2"), exchange_sign("secret", "pa123", "code1", 1_767_225_600, "n1"));
    }

    #[test]
    fn a_redemption_is_accepted_within_five_minutes_either_way() {
        let now = 1_767_225_600_000;
        let secs = now / 1000;
        assert!(within_window(now, secs));
        assert!(within_window(now, secs - WINDOW_SECS) && within_window(now, secs + WINDOW_SECS));
        assert!(!within_window(now, secs - WINDOW_SECS - 1) && !within_window(now, secs + WINDOW_SECS + 1));
        // Milliseconds sent by mistake are far outside the window.
        assert!(!within_window(now, now));
        assert!(!within_window(now, i64::MIN) && !within_window(now, i64::MAX));
    }

    #[test]
    fn a_nonce_has_one_to_sixty_four_bytes() {
        assert!(nonce_ok("n") && nonce_ok(&"n".repeat(64)));
        assert!(!nonce_ok("") && !nonce_ok(&"n".repeat(65)));
        // Bytes, not characters: 22 Chinese characters are 66 bytes.
        assert!(!nonce_ok(&"随".repeat(22)));
    }

    #[test]
    fn launches_count_under_the_beijing_day() {
        assert_eq!(launch_day(parse_shanghai("2026-03-01 23:59:59").unwrap()), "2026-03-01");
        // 16:00 UTC is already the next day in Beijing.
        assert_eq!(launch_day(parse_shanghai("2026-03-02 00:00:00").unwrap()), "2026-03-02");
    }

    #[test]
    fn an_app_not_added_sends_the_main_account_to_add_it_and_others_to_ask() {
        assert!(matches!(check_held(None, true, 0), Err(WorkbenchError::NotAdded)));
        assert!(matches!(check_held(None, false, 0), Err(WorkbenchError::AskMainAccount)));
    }

    #[test]
    fn an_app_opens_until_its_end_time() {
        let end = parse_shanghai("2027-01-01 00:00:00").unwrap();
        assert!(check_held(Some(&held(end)), false, end - 1).is_ok());
        assert!(matches!(check_held(Some(&held(end)), true, end), Err(WorkbenchError::Expired)));
        assert!(matches!(check_held(Some(&held(end)), true, end + 1), Err(WorkbenchError::Expired)));
    }

    #[test]
    fn a_refusal_reaches_the_partner_console_as_its_text_and_a_failure_as_a_failure() {
        match refused(WorkbenchError::Expired) {
            Ok(Err(LaunchRefused(text))) => assert_eq!(text, "该应用已过期，无法正常使用，请联系国联系统管理员"),
            other => panic!("{other:?}"),
        }
        match refused(WorkbenchError::NoServerUrl) {
            Ok(Err(LaunchRefused(text))) => assert_eq!(text, "没有配置服务地址，请联系管理员"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(refused(WorkbenchError::Kernel(KernelError::NotFound)), Err(KernelError::NotFound)));
    }
}

//! A company's API credentials (its main account's): the app key, secrets shown once and
//! sealed at rest (two active, for rotation), the APIs they reach, the addresses calls may come
//! from, a monthly cap on points and a low-balance message.

pub mod repo;

use crate::error::OpenError;
use axum::extract::State;
use kernel::auth::MainAccount;
use kernel::extract::Json;
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(show, make)).routes(routes!(settings)).routes(routes!(retire_secret))
}

/// The purpose a secret is sealed for: its app key, so a sealed value copied to another company's row does not open.
pub fn seal_purpose(app_key: &str) -> String {
    format!("open-secret:{app_key}")
}

/// The month (yyyymm, Shanghai) a cap counts.
pub fn month_of(ms: i64) -> i64 {
    format_ms(Some(ms)).and_then(|t| t.get(0..7).map(|m| m.replace('-', ""))).and_then(|m| m.parse().ok()).unwrap_or(0)
}

/// A new app key: `ok` and 18 lower-case letters or digits.
fn new_app_key() -> String {
    format!("ok{}", kernel::tokens::random_text(18).to_lowercase())
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MadeCredential {
    app_key: String,
    /// Shown in this answer only.
    app_secret: String,
    /// Whether an older secret was retired to keep two active.
    retired: bool,
}

/// Makes the company's credentials, or a second secret when they exist (main account). The
/// secret is shown only here; with two active, the older one is retired.
#[utoipa::path(post, path = "/ptd-open-platform/openApi/credential", tag = "open-platform", operation_id = "open_credential_make", responses((status = 200, description = "the app key and the new secret", body = MadeCredential)))]
async fn make(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<MadeCredential, OpenError> {
    let company = caller.company()?;
    let app_secret = kernel::tokens::random_text(40);
    let (app_key, retired) =
        repo::add_secret(&state.db, company, &new_app_key(), state.next_id(), |key| state.tokens.seal(&seal_purpose(key), &app_secret), now_ms()).await?;
    tracing::info!(company, retired, "open platform secret made");
    ok(MadeCredential { app_key, app_secret, retired: retired > 0 })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SecretShown {
    id: i64,
    create_time: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Credential {
    app_key: String,
    /// The active secrets (never their values), newest first.
    secrets: Vec<SecretShown>,
    all_apis: bool,
    /// The APIs the credentials reach when not all.
    api_ids: Vec<i64>,
    ip_allow: Vec<String>,
    monthly_cap: Option<i64>,
    /// Points the current month has cost.
    month_spent: i64,
    low_balance: Option<i64>,
}

/// The company's credentials, without their secrets (main account); null before they are made.
#[utoipa::path(get, path = "/ptd-open-platform/openApi/credential", tag = "open-platform", operation_id = "open_credential_show", responses((status = 200, description = "the credentials", body = Option<Credential>)))]
async fn show(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<Option<Credential>, OpenError> {
    let company = caller.company()?;
    let Some(c) = repo::find(&state.db, company).await? else { return ok(None) };
    let secrets = repo::secrets(&state.db, company).await?;
    let grants = repo::grants_of(&state.db, company).await?;
    let mut api_ids: Vec<i64> = grants.map(|g| g.into_iter().collect()).unwrap_or_default();
    api_ids.sort();
    ok(Some(Credential {
        app_key: c.app_key,
        secrets: secrets.into_iter().map(|(id, _, t)| SecretShown { id, create_time: format_ms(Some(t)) }).collect(),
        all_apis: c.all_apis == 1,
        api_ids,
        ip_allow: serde_json::from_str(&c.ip_allow).unwrap_or_default(),
        monthly_cap: c.monthly_cap,
        month_spent: repo::spent_in(&state.db, company, month_of(now_ms())).await?,
        low_balance: c.low_balance,
    }))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CredentialSettings {
    all_apis: bool,
    #[serde(default)]
    api_ids: Vec<i64>,
    /// Addresses (`203.0.113.7`) or networks (`203.0.113.0/24`); empty: any.
    #[serde(default)]
    ip_allow: Vec<String>,
    /// Points a calendar month may cost; null: no cap.
    monthly_cap: Option<i64>,
    /// A message to the main account when the points left fall below it; null: none.
    low_balance: Option<i64>,
}
kernel::form_rules!(CredentialSettings, "open-credential.json");

/// Each address or network as the gateway compares it: an address is a network of one.
pub fn parse_networks(list: &[String]) -> std::result::Result<Vec<ipnet::IpNet>, String> {
    list.iter()
        .map(|s| {
            let s = s.trim();
            s.parse::<ipnet::IpNet>().or_else(|_| s.parse::<std::net::IpAddr>().map(ipnet::IpNet::from)).map_err(|_| format!("请输入正确的IP地址或网段：{s}"))
        })
        .collect()
}

/// Saves which APIs the credentials reach, the allowed addresses, the monthly cap and the
/// low-balance threshold (main account).
#[utoipa::path(post, path = "/ptd-open-platform/openApi/credential/settings", tag = "open-platform", operation_id = "open_credential_settings", request_body = CredentialSettings, responses((status = 200, description = "saved", body = String)))]
async fn settings(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(f): Valid<CredentialSettings>) -> ApiResult<&'static str, OpenError> {
    let company = caller.company()?;
    parse_networks(&f.ip_allow).map_err(KernelError::Validation)?;
    let ip_allow: Vec<String> = f.ip_allow.iter().map(|s| s.trim().to_string()).collect();
    let ip_allow = serde_json::to_string(&ip_allow).unwrap_or_else(|_| "[]".into());
    let s = repo::Settings { all_apis: f.all_apis, api_ids: &f.api_ids, ip_allow: &ip_allow, monthly_cap: f.monthly_cap, low_balance: f.low_balance };
    if !repo::save_settings(&state.db, company, &s, now_ms()).await? {
        return Err(OpenError::NoCredentials);
    }
    ok("保存成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SecretId {
    id: i64,
}

/// Retires one of the company's secrets, once its callers use the other (main account); the last one stays.
#[utoipa::path(post, path = "/ptd-open-platform/openApi/credential/secret/delete", tag = "open-platform", operation_id = "open_credential_secret_delete", request_body = SecretId, responses((status = 200, description = "retired", body = String)))]
async fn retire_secret(State(state): State<AppState>, MainAccount(caller): MainAccount, Json(f): Json<SecretId>) -> ApiResult<&'static str, OpenError> {
    let company = caller.company()?;
    if !repo::delete_secret(&state.db, company, f.id).await? {
        let secrets = repo::secrets(&state.db, company).await?;
        return Err(if secrets.iter().any(|(id, _, _)| *id == f.id) { KernelError::Validation("至少保留一个启用的密钥".into()) } else { KernelError::NotFound }.into());
    }
    ok("已停用")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_are_counted_in_shanghai_time() {
        // 2026-11-30 16:30 UTC is already December 1st in Shanghai.
        assert_eq!(month_of(1_796_056_200_000), 202612);
        assert_eq!(month_of(1_795_996_800_000), 202611);
    }

    #[test]
    fn allowed_addresses_are_addresses_or_networks() {
        let nets = parse_networks(&["203.0.113.7".into(), " 10.0.0.0/8 ".into(), "2001:db8::/32".into()]).unwrap();
        assert!(nets[0].contains(&"203.0.113.7".parse::<std::net::IpAddr>().unwrap()));
        assert!(!nets[0].contains(&"203.0.113.8".parse::<std::net::IpAddr>().unwrap()));
        assert!(nets[1].contains(&"10.2.3.4".parse::<std::net::IpAddr>().unwrap()));
        assert_eq!(parse_networks(&["10.0.0.300".into()]).unwrap_err(), "请输入正确的IP地址或网段：10.0.0.300");
    }

    #[test]
    fn app_keys_are_ok_and_eighteen_lower_case_letters_or_digits() {
        let k = new_app_key();
        assert_eq!(k.len(), 20);
        assert!(k.starts_with("ok") && k.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()));
        assert_ne!(seal_purpose("a"), seal_purpose("b"));
    }
}

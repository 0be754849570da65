//! Opening the e-signature service and the company's seals: the status call
//! of spec section 7 (the caller's own only), opening (main account, company
//! and person certified: the provider issues the certificate, the company seal
//! and the main account's personal seal are made), the seal list, a seal's
//! picture and forgetting the seal last chosen.

pub mod repo;

use crate::error::{Result, SignError};
use crate::seal;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use kernel::auth::{CurrentUser, HeaderToken, MainAccount};
use kernel::providers::esign::{SignerAccount, Subject};
use kernel::extract::Query;
use services::identity::{self, certification};
use kernel::time::{format_ms, now_ms};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(status))
        .routes(routes!(open))
        .routes(routes!(seal_list))
        .routes(routes!(seal_image))
        .routes(routes!(forget_seal_choice))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct StatusQuery {
    /// Must be the caller (or absent).
    user_id: Option<i64>,
    /// Must be the caller's current company (or absent).
    company_id: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EsignStatus {
    /// Whether the company opened the e-signature service.
    opened: bool,
    /// fadada or cfca, once opened.
    channel: Option<String>,
    open_time: Option<String>,
    company_certified: bool,
    person_certified: bool,
    /// Whether this deployment has an e-signature provider.
    available: bool,
}

/// Whether the caller's company opened e-signature (fadada or CFCA), and what opening still needs.
#[utoipa::path(get, path = "/ptd-component/sign/cfcaAndfadada/queryUserOpenFadadaOrCFCA", tag = "sign", params(StatusQuery), responses((status = 200, description = "the company's e-signature state", body = EsignStatus)))]
async fn status(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<StatusQuery>) -> ApiResult<EsignStatus, SignError> {
    if q.user_id.is_some_and(|u| u != caller.user_id) || q.company_id.is_some_and(|c| Some(c) != caller.company_id) {
        return Err(KernelError::Forbidden.into());
    }
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let account = repo::account(&state.db, company).await?;
    let company_certified = identity::find_company(&state.db, company).await?.is_some_and(|c| c.certification_status == certification::CERTIFIED);
    ok(EsignStatus {
        opened: account.is_some(),
        channel: account.as_ref().map(|a| a.channel.clone()),
        open_time: account.as_ref().and_then(|a| format_ms(Some(a.create_time))),
        company_certified,
        person_certified: caller.user.user_certificated == 1,
        available: state.esign.is_some(),
    })
}

/// The company's signing account as the provider issued it.
pub async fn signer(state: &AppState, company: i64) -> Result<SignerAccount> {
    let row = repo::account(&state.db, company).await?.ok_or(SignError::NotOpened)?;
    let decode = |s: &str| STANDARD.decode(s).map_err(|e| SignError::from(anyhow::anyhow!("stored key: {e}")));
    let key = match row.key_der.strip_prefix(SEALED) {
        Some(sealed) => state.tokens.open(&key_purpose(company), sealed).ok_or_else(|| SignError::from(anyhow::anyhow!("the company's signing key does not open")))?,
        None => row.key_der.clone(),
    };
    Ok(SignerAccount { key_der: decode(&key)?, cert_der: decode(&row.cert_der)? })
}

/// A stored signing key sealed under the server's key-encryption key starts with this.
const SEALED: &str = "sealed:";

/// A company's key is sealed for that company: a sealed value copied to another row does not open.
fn key_purpose(company: i64) -> String {
    format!("esign-key:{company}")
}

/// The stored form of a company's signing key (base64 of its PKCS#8 DER).
fn sealed_key(state: &AppState, company: i64, key_b64: &str) -> String {
    format!("{SEALED}{}", state.tokens.seal(&key_purpose(company), key_b64))
}

/// Seals the keys stored before keys were sealed (at start; each row by a
/// conditional UPDATE on the plain value, so instances starting together agree).
pub async fn seal_plain_keys(state: &AppState) -> Result<u64> {
    let mut sealed = 0;
    for (company, key) in repo::plain_keys(&state.db, SEALED).await? {
        sealed += repo::replace_key(&state.db, company, &key, &sealed_key(state, company, &key)).await? as u64;
    }
    Ok(sealed)
}

/// Opens e-signature for the caller's company: the provider issues its
/// certificate, and the company seal and the main account's personal seal are made.
#[utoipa::path(post, path = "/ptd-component/sign/cfcaAndfadada/open", tag = "sign", responses((status = 200, description = "开通成功", body = EsignStatus)))]
async fn open(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<EsignStatus, SignError> {
    let company_id = caller.require_main_account()?;
    let provider = state.esign.clone().ok_or(SignError::NoProvider)?;
    let company = identity::find_company(&state.db, company_id).await?.ok_or(KernelError::NotFound)?;
    if company.certification_status != certification::CERTIFIED {
        return Err(SignError::CompanyNotCertified);
    }
    if caller.user.user_certificated != 1 {
        return Err(SignError::PersonNotCertified);
    }
    if repo::account(&state.db, company_id).await?.is_none() {
        let person = caller.user.real_name.clone().unwrap_or_else(|| caller.user.user_name.clone());
        let subject = Subject { company_name: &company.company_name, social_code: company.social_code.as_deref(), person_name: Some(&person) };
        let issued = provider.open_account(&state, &subject).await?;
        let (key, cert) = (sealed_key(&state, company_id, &STANDARD.encode(&issued.key_der)), STANDARD.encode(&issued.cert_der));
        let account = repo::NewAccount { company_id, channel: provider.channel(), opened_by: caller.user_id, key_der: &key, cert_der: &cert };
        let seals = [
            (state.next_id(), None, seal::COMPANY, company.company_name.clone()),
            (state.next_id(), Some(caller.user_id), seal::PERSONAL, person),
        ];
        // Two openings at once: the first one's account and seals stand, the other changes nothing.
        repo::open(&state.db, &account, &seals, now_ms()).await?;
    }
    let account = repo::account(&state.db, company_id).await?;
    ok(EsignStatus {
        opened: account.is_some(),
        channel: account.as_ref().map(|a| a.channel.clone()),
        open_time: account.as_ref().and_then(|a| format_ms(Some(a.create_time))),
        company_certified: true,
        person_certified: true,
        available: true,
    })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SealView {
    id: i64,
    seal_name: String,
    /// 1 company seal, 2 personal signature seal.
    seal_type: i64,
    seal_type_name: &'static str,
    /// The seal's picture (SVG), readable by the company's members only.
    seal_url: String,
    /// Whether it is the seal the caller chose last.
    selected: bool,
    create_time: Option<String>,
}

pub fn seal_url(id: i64) -> String {
    format!("/api/ptd-component/sign/cfcaAndfadada/seal/image?id={id}")
}

pub fn seal_type_name(kind: i64) -> &'static str {
    if kind == seal::COMPANY {
        "企业公章"
    } else {
        "个人签名章"
    }
}

/// The company's seals (company seal first).
#[utoipa::path(get, path = "/ptd-component/sign/cfcaAndfadada/seal/getList", tag = "sign", responses((status = 200, description = "seals", body = [SealView])))]
async fn seal_list(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<SealView>, SignError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let chosen = repo::chosen(&state.db, caller.user_id).await?;
    ok(repo::seals(&state.db, company)
        .await?
        .into_iter()
        .map(|s| SealView {
            seal_url: seal_url(s.id),
            seal_type_name: seal_type_name(s.kind),
            selected: chosen == Some(s.id),
            id: s.id,
            seal_name: s.name,
            seal_type: s.kind,
            create_time: format_ms(Some(s.create_time)),
        })
        .collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IdQuery {
    id: i64,
}

/// A seal's picture as SVG; another company's seal is not found.
#[utoipa::path(get, path = "/ptd-component/sign/cfcaAndfadada/seal/image", tag = "sign", params(IdQuery), responses((status = 200, description = "the seal (image/svg+xml)", content_type = "image/svg+xml", body = String)))]
async fn seal_image(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> std::result::Result<Response, SignError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let s = repo::seal(&state.db, q.id, company).await?.ok_or(KernelError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, "image/svg+xml; charset=utf-8"),
            (header::CACHE_CONTROL, "private, no-store"),
            // An SVG opened on its own runs nothing.
            (header::CONTENT_SECURITY_POLICY, "default-src 'none'; style-src 'unsafe-inline'"),
        ],
        seal::svg(s.kind, &s.name),
    )
        .into_response())
}

/// Forgets the seal the caller chose last on the signing page (delSelectStampCache).
#[utoipa::path(get, path = "/ptd-component/sign/fadada/stamp/delSelectStampCache", tag = "sign", responses((status = 200, description = "操作成功", body = String)))]
async fn forget_seal_choice(State(state): State<AppState>, caller: CurrentUser, _header: HeaderToken) -> ApiResult<&'static str, SignError> {
    repo::forget_choice(&state.db, caller.user_id).await?;
    ok("操作成功")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seal_picture_is_served_by_its_id() {
        assert_eq!(seal_url(42), "/api/ptd-component/sign/cfcaAndfadada/seal/image?id=42");
    }

    #[test]
    fn only_the_company_seal_is_named_the_company_seal() {
        assert_eq!(seal_type_name(seal::COMPANY), "企业公章");
        assert_eq!(seal_type_name(seal::PERSONAL), "个人签名章");
        assert_eq!(seal_type_name(0), "个人签名章");
    }
}

//! Contracts: those waiting for the caller's signature (the spec's
//! `sign/apply/page` and `signCloudPage`), the company's contract list,
//! preparing a contract's document (`saveByCompany`, `addContract`), starting a
//! signing (`toSign`: the provider's signing page with a signed ticket), the
//! signing itself once the signer confirmed (render with the seal, sign the
//! bytes, record once), and downloads of the PDF and its signature.

use crate::account::{self, repo as seals};
use crate::document::{self, SealMark};
use crate::error::{Result, SignError};
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use kernel::auth::{CurrentUser, HeaderToken};
use kernel::esign::{self, status, Contract};
use kernel::extract::{Json, Paged, Query};
use kernel::http::PageQuery;
use kernel::messages::{self, NewMessage};
use kernel::redirect::same_origin_path;
use kernel::time::{format_ms, now_ms};
use kernel::todos::{self, kinds, Kinds, Viewer};
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// The ticket's purpose and life: long enough to read a contract and get a code.
pub const TICKET_PURPOSE: &str = "esign-sign";
const TICKET_SECONDS: i64 = 30 * 60;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(apply_page))
        .routes(routes!(cloud_page))
        .routes(routes!(contract_page))
        .routes(routes!(contract_get))
        .routes(routes!(save_by_company))
        .routes(routes!(add_contract))
        .routes(routes!(to_sign))
        .routes(routes!(preview))
        .routes(routes!(download))
}

// ---------------------------------------------------------------- waiting for signature

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ApplyQuery {
    /// true: only what waits for the caller (the console's to-dos); the lists are the same otherwise.
    #[allow(dead_code)]
    task_flag: Option<bool>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignTask {
    id: i64,
    contract_id: i64,
    title: String,
    /// The workbench page where the contract is signed.
    to_url: String,
    create_time: Option<String>,
}

async fn waiting(state: &AppState, caller: &CurrentUser, page: &PageQuery, kinds: Kinds) -> Result<Page<SignTask>> {
    let (rows, total) = todos::assigned(&state.db, &Viewer::of(caller), kinds, page.limit(), page.offset()).await?;
    let rows = rows
        .into_iter()
        .map(|t| SignTask { id: t.id, contract_id: t.reference_id, title: t.title, to_url: t.link, create_time: format_ms(Some(t.create_time)) })
        .collect();
    Ok(Page { rows, total })
}

/// Contracts waiting for the caller's signature (fadada channel).
#[utoipa::path(get, path = "/ptd-component/sign/apply/page", tag = "sign", params(PageQuery, ApplyQuery),
    responses((status = 200, description = "contracts to sign", body = Page<SignTask>)))]
async fn apply_page(State(state): State<AppState>, caller: CurrentUser, Paged(page, _): Paged<ApplyQuery>) -> ApiResult<Page<SignTask>, SignError> {
    ok(waiting(&state, &caller, &page, Kinds::Contracts).await?)
}

/// Contracts waiting for the caller's signature through the cloud (CFCA) channel.
#[utoipa::path(get, path = "/ptd-component/sign/apply/signCloudPage", tag = "sign", params(PageQuery, ApplyQuery),
    responses((status = 200, description = "contracts to sign in the cloud channel", body = Page<SignTask>)))]
async fn cloud_page(State(state): State<AppState>, caller: CurrentUser, Paged(page, _): Paged<ApplyQuery>) -> ApiResult<Page<SignTask>, SignError> {
    ok(waiting(&state, &caller, &page, Kinds::CloudContracts).await?)
}

// ---------------------------------------------------------------- the company's contracts

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContractView {
    id: i64,
    contract_no: String,
    title: String,
    /// fadada or cfca.
    channel: String,
    /// 0 to sign, 1 signed.
    status: i64,
    status_name: &'static str,
    party_b: String,
    reference_no: String,
    total: String,
    /// Hex sha256 of the signed PDF.
    sha256: Option<String>,
    signed_time: Option<String>,
    create_time: Option<String>,
}

fn view(c: Contract) -> Result<ContractView> {
    let body = c.body()?;
    Ok(ContractView {
        status_name: if c.status == status::SIGNED { "已签署" } else { "待签署" },
        id: c.id,
        contract_no: c.contract_no,
        title: c.title,
        channel: c.channel,
        status: c.status,
        party_b: body.party_b,
        reference_no: body.reference_no,
        total: body.total,
        sha256: c.sha256,
        signed_time: format_ms(c.signed_time),
        create_time: format_ms(Some(c.create_time)),
    })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ContractQuery {
    /// 0 to sign, 1 signed; absent for all.
    status: Option<i64>,
}

fn company_of(caller: &CurrentUser) -> Result<i64> {
    caller.require_menu(crate::menus::CONTRACTS)?;
    Ok(caller.company_id.ok_or(KernelError::NoCompany)?)
}

/// The company's contracts, newest first.
#[utoipa::path(get, path = "/ptd-component/sign/contract/page", tag = "sign", params(PageQuery, ContractQuery),
    responses((status = 200, description = "contracts", body = Page<ContractView>)))]
async fn contract_page(State(state): State<AppState>, caller: CurrentUser, Paged(page, q): Paged<ContractQuery>) -> ApiResult<Page<ContractView>, SignError> {
    let company = company_of(&caller)?;
    let (rows, total) = esign::page(&state.db, company, q.status, page.limit(), page.offset()).await?;
    ok(Page { rows: rows.into_iter().map(view).collect::<Result<_>>()?, total })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IdQuery {
    id: i64,
}

async fn load(state: &AppState, caller: &CurrentUser, id: i64) -> Result<Contract> {
    let company = company_of(caller)?;
    Ok(esign::find(&state.db, id, company).await?.ok_or(KernelError::NotFound)?)
}

/// One contract of the company.
#[utoipa::path(get, path = "/ptd-component/sign/contract/getById", tag = "sign", params(IdQuery),
    responses((status = 200, description = "the contract", body = ContractView)))]
async fn contract_get(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> ApiResult<ContractView, SignError> {
    ok(view(load(&state, &caller, q.id).await?)?)
}

// ---------------------------------------------------------------- the document

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContractForm {
    contract_id: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Prepared {
    contract_id: i64,
    contract_no: String,
    /// The PDF as it will be signed (without the seal yet).
    preview_url: String,
    page_count: i64,
}

/// Renders a contract: unsigned for a preview, or with the seal and date for signing.
pub fn render(state: &AppState, c: &Contract, mark: Option<SealMark>) -> Result<Vec<u8>> {
    let font = document::font(&state.config.esign.font_path, state.config.esign.font_index).map_err(SignError::Font)?;
    let body = c.body()?;
    let doc = document::Contract { title: &c.title, contract_no: &c.contract_no, party_a: &state.config.esign.party_a, body: &body, seal: mark };
    Ok(document::render(&font, &doc)?)
}

async fn prepare(state: &AppState, caller: &CurrentUser, id: i64, channel: &str) -> Result<Prepared> {
    let c = load(state, caller, id).await?;
    if c.channel != channel {
        return Err(KernelError::Validation("合同签署渠道不符".into()).into());
    }
    // Rendering proves the document can be made (font, body) before anyone is sent to sign it.
    let state2 = state.clone();
    let c2 = c.clone();
    tokio::task::spawn_blocking(move || render(&state2, &c2, None)).await.map_err(|e| KernelError::Internal(e.into()))??;
    Ok(Prepared { contract_id: c.id, contract_no: c.contract_no, preview_url: format!("/api/ptd-component/sign/contract/preview?id={}", c.id), page_count: 1 })
}

/// Prepares a contract of the company for signing through fadada: its document is rendered and can be previewed.
#[utoipa::path(post, path = "/ptd-component/sign/fadada/contract/saveByCompany", tag = "sign", request_body = ContractForm,
    responses((status = 200, description = "the document to sign", body = Prepared)))]
async fn save_by_company(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<ContractForm>) -> ApiResult<Prepared, SignError> {
    ok(prepare(&state, &caller, f.contract_id, esign::channel::FADADA).await?)
}

/// Prepares a contract of the company for signing through the CFCA cloud channel.
#[utoipa::path(post, path = "/ptd-component/sign/cfca/signContract/addContract", tag = "sign", request_body = ContractForm,
    responses((status = 200, description = "the document to sign", body = Prepared)))]
async fn add_contract(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<ContractForm>) -> ApiResult<Prepared, SignError> {
    ok(prepare(&state, &caller, f.contract_id, esign::channel::CFCA).await?)
}

fn pdf_response(bytes: Vec<u8>, name: &str, inline: bool) -> Response {
    let disposition = format!("{}; filename=\"{name}\"", if inline { "inline" } else { "attachment" });
    ([(header::CONTENT_TYPE, "application/pdf".to_string()), (header::CACHE_CONTROL, "private, no-store".into()), (header::CONTENT_DISPOSITION, disposition)], bytes)
        .into_response()
}

/// The contract's PDF: the signed one once signed, else the document as it will be signed.
#[utoipa::path(get, path = "/ptd-component/sign/contract/preview", tag = "sign", params(IdQuery),
    responses((status = 200, description = "the PDF", content_type = "application/pdf", body = Vec<u8>)))]
async fn preview(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> std::result::Result<Response, SignError> {
    let c = load(&state, &caller, q.id).await?;
    if let Some(key) = c.pdf_key.as_deref() {
        let bytes = state.storage.get(key).await?.ok_or(KernelError::NotFound)?;
        return Ok(pdf_response(bytes.to_vec(), &format!("{}.pdf", c.contract_no), true));
    }
    let no = c.contract_no.clone();
    let bytes = tokio::task::spawn_blocking(move || render(&state, &c, None)).await.map_err(|e| KernelError::Internal(e.into()))??;
    Ok(pdf_response(bytes, &format!("{no}.pdf"), true))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DownloadQuery {
    id: i64,
    /// "pdf" (the signed contract) or "signature" (its detached CMS signature, .p7s).
    part: String,
}

/// Downloads a signed contract's PDF or its detached CMS signature.
#[utoipa::path(get, path = "/ptd-component/sign/contract/download", tag = "sign", params(DownloadQuery),
    responses((status = 200, description = "the file", content_type = "application/octet-stream", body = Vec<u8>)))]
async fn download(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<DownloadQuery>) -> std::result::Result<Response, SignError> {
    let c = load(&state, &caller, q.id).await?;
    let (Some(pdf), Some(sig)) = (c.pdf_key.as_deref(), c.signature_key.as_deref()) else {
        return Err(KernelError::Validation("合同尚未签署".into()).into());
    };
    let (key, name, mime) = match q.part.as_str() {
        "pdf" => (pdf, format!("{}.pdf", c.contract_no), "application/pdf"),
        "signature" => (sig, format!("{}.p7s", c.contract_no), "application/pkcs7-signature"),
        _ => return Err(KernelError::Validation("part 只能是 pdf 或 signature".into()).into()),
    };
    let bytes = state.storage.get(key).await?.ok_or(KernelError::NotFound)?;
    Ok((
        [
            (header::CONTENT_TYPE, mime.to_string()),
            (header::CACHE_CONTROL, "private, no-store".into()),
            (header::CONTENT_DISPOSITION, format!("attachment; filename=\"{name}\"")),
        ],
        bytes,
    )
        .into_response())
}

// ---------------------------------------------------------------- signing

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ToSignQuery {
    contract_id: i64,
    /// Where the signing page returns: a path on this platform only.
    return_url: String,
    /// Where the provider reports the result: a path on this platform only (the platform records signatures itself).
    notify_url: Option<String>,
    /// The seal to preselect.
    stamp_id: Option<i64>,
    /// 1 company (the only signer of service contracts).
    user_type: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SigningPage {
    /// The provider's signing page.
    url: String,
}

/// Who is signing what, carried by the signing page's ticket.
pub struct Ticket {
    pub contract_id: i64,
    pub company_id: i64,
    pub user_id: i64,
    pub return_url: String,
}

pub fn read_ticket(state: &AppState, ticket: &str) -> Result<Ticket> {
    let sub = state.tokens.verify_ticket(TICKET_PURPOSE, ticket).ok_or(SignError::TicketInvalid)?;
    let mut parts = sub.splitn(4, ':');
    let mut num = || parts.next().and_then(|p| p.parse::<i64>().ok()).ok_or(SignError::TicketInvalid);
    let (contract_id, company_id, user_id) = (num()?, num()?, num()?);
    let return_url = sub.splitn(4, ':').nth(3).ok_or(SignError::TicketInvalid)?.to_string();
    Ok(Ticket { contract_id, company_id, user_id, return_url })
}

/// Opens the signing of a contract waiting for the caller: answers the
/// provider's signing page (preview, choose the seal, confirm with an SMS code).
#[utoipa::path(get, path = "/ptd-component/sign/fadada/contract/toSign", tag = "sign", params(ToSignQuery),
    responses((status = 200, description = "the signing page", body = SigningPage)))]
async fn to_sign(State(state): State<AppState>, caller: CurrentUser, _header: HeaderToken, Query(q): Query<ToSignQuery>) -> ApiResult<SigningPage, SignError> {
    let return_url = same_origin_path(&q.return_url).ok_or(SignError::ReturnUrl)?;
    if q.notify_url.as_deref().is_some_and(|u| !u.is_empty() && same_origin_path(u).is_none()) {
        return Err(SignError::ReturnUrl);
    }
    if q.user_type.is_some_and(|t| t != 1) {
        return Err(KernelError::Validation("服务合同只能由企业签署".into()).into());
    }
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let c = esign::find(&state.db, q.contract_id, company).await?.ok_or(KernelError::NotFound)?;
    if c.status == status::SIGNED {
        return Err(SignError::AlreadySigned);
    }
    let kind = if c.channel == esign::channel::CFCA { kinds::CLOUD_CONTRACT } else { kinds::CONTRACT };
    if !todos::is_assigned(&state.db, &Viewer::of(&caller), kind, c.id).await? {
        return Err(SignError::NotSigner);
    }
    if state.esign.is_none() {
        return Err(SignError::NoProvider);
    }
    seals::account(&state.db, company).await?.ok_or(SignError::NotOpened)?;
    if let Some(stamp) = q.stamp_id {
        seals::seal(&state.db, stamp, company).await?.ok_or(SignError::SealUnknown)?;
        seals::choose(&state.db, caller.user_id, stamp, now_ms()).await?;
    }
    let ticket = state.tokens.sign_ticket(TICKET_PURPOSE, &format!("{}:{}:{}:{}", c.id, company, caller.user_id, return_url), TICKET_SECONDS)?;
    ok(SigningPage { url: format!("/sandbox/esign/sign?ticket={ticket}") })
}

/// Signs the contract once its signer confirmed: renders it with the seal and
/// today's date, has the provider sign the bytes, stores both, records the
/// signature once and tells the signer. A second confirmation changes nothing.
pub async fn sign(state: &AppState, t: &Ticket, seal_id: i64) -> Result<()> {
    let provider = state.esign.clone().ok_or(SignError::NoProvider)?;
    let c = esign::find(&state.db, t.contract_id, t.company_id).await?.ok_or(KernelError::NotFound)?;
    if c.status == status::SIGNED {
        return Err(SignError::AlreadySigned);
    }
    let seal = seals::seal(&state.db, seal_id, t.company_id).await?.ok_or(SignError::SealUnknown)?;
    let signer = account::signer(state, t.company_id).await?;
    let now = now_ms();
    let date = format_ms(Some(now)).unwrap_or_default().chars().take(10).collect::<String>();
    let (state2, c2, name, kind) = (state.clone(), c.clone(), seal.name.clone(), seal.kind);
    let pdf = tokio::task::spawn_blocking(move || render(&state2, &c2, Some(SealMark { kind, name: &name, date: &date })))
        .await
        .map_err(|e| KernelError::Internal(e.into()))??;
    let signature = provider.sign_detached(&signer, &pdf).await?;
    let sha256 = hex::encode(Sha256::digest(&pdf));
    let pdf_key = state.storage.put_new("contracts", "pdf", pdf.into()).await?;
    let signature_key = state.storage.put_new("contracts", "p7s", signature.into()).await?;
    let signed = esign::Signed { pdf_key: &pdf_key, signature_key: &signature_key, sha256: &sha256, seal_id, signed_by: t.user_id };
    if !esign::mark_signed(&state.db, c.id, t.company_id, &signed, now).await? {
        return Err(SignError::AlreadySigned);
    }
    seals::choose(&state.db, t.user_id, seal_id, now).await?;
    let content = format!("合同「{}」（{}）已签署完成，可在合同管理中下载。", c.title, c.contract_no);
    let message = NewMessage { user_id: t.user_id, title: "合同签署完成", content: &content, application_name: Some("电子签章"), to_url: Some("/sign/contracts") };
    messages::send(state, &message).await?;
    Ok(())
}

//! Contracts: those waiting for the caller's signature (the spec's
//! `sign/apply/page` and `signCloudPage`), the company's contract list,
//! preparing a contract's document (`saveByCompany`, `addContract`), starting a
//! signing (`toSign`: the provider's signing page with a signed ticket), the
//! signing itself once the signer confirmed (render with the seal, sign the
//! bytes, record once), and downloads of the PDF and its signature.

use crate::account::{self, repo as seals};
use crate::appearance::{self, Mark};
use crate::document::{self, Place};
use crate::error::{Result, SignError};
use crate::pades::{self, ValidationData};
use crate::timestamp;
use crate::verify::{self, VerificationReport};
use kernel::providers::esign::SignerAccount;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use kernel::auth::{CurrentUser, HeaderToken};
use services::esign::{self, status, Contract};
use kernel::extract::{Json, Paged, Query};
use kernel::http::PageQuery;
use services::messages::{self, NewMessage};
use kernel::redirect::same_origin_path;
use kernel::time::{format_ms, now_ms};
use services::todos::{self, kinds, Kinds, Viewer};
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
        .routes(routes!(verify_upload))
        .routes(routes!(verification))
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
#[utoipa::path(get, path = "/ptd-component/sign/apply/page", tag = "sign", params(PageQuery, ApplyQuery), responses((status = 200, description = "contracts to sign", body = Page<SignTask>)))]
async fn apply_page(State(state): State<AppState>, caller: CurrentUser, Paged(page, _): Paged<ApplyQuery>) -> ApiResult<Page<SignTask>, SignError> {
    ok(waiting(&state, &caller, &page, Kinds::Contracts).await?)
}

/// Contracts waiting for the caller's signature through the cloud (CFCA) channel.
#[utoipa::path(get, path = "/ptd-component/sign/apply/signCloudPage", tag = "sign", params(PageQuery, ApplyQuery), responses((status = 200, description = "contracts to sign in the cloud channel", body = Page<SignTask>)))]
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
#[utoipa::path(get, path = "/ptd-component/sign/contract/page", tag = "sign", params(PageQuery, ContractQuery), responses((status = 200, description = "contracts", body = Page<ContractView>)))]
async fn contract_page(State(state): State<AppState>, caller: CurrentUser, Paged(page, q): Paged<ContractQuery>) -> ApiResult<Page<ContractView>, SignError> {
    let company = company_of(&caller)?;
    let (rows, total) = esign::page(&state.db, company, q.status, &page).await?;
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
#[utoipa::path(get, path = "/ptd-component/sign/contract/getById", tag = "sign", params(IdQuery), responses((status = 200, description = "the contract", body = ContractView)))]
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

/// Renders a contract as made, before anyone signs: the bytes and the two signing places.
pub fn render(state: &AppState, c: &Contract) -> Result<(Vec<u8>, [Place; 2])> {
    let font = document::font(&state.config.esign.font_path, state.config.esign.font_index).map_err(SignError::Font)?;
    let body = c.body()?;
    let doc = document::Contract { title: &c.title, contract_no: &c.contract_no, party_a: &state.config.esign.party_a, body: &body };
    Ok(document::render(&font.font, &doc)?)
}

/// A signature's appearance at its place: the seal and the date, as (content, width, height).
fn look(state: &AppState, place: &Place, kind: i64, name: &str, date: &str) -> Result<(String, f32, f32)> {
    let font = document::font(&state.config.esign.font_path, state.config.esign.font_index).map_err(SignError::Font)?;
    let face = font.face().map_err(SignError::Font)?;
    let size = document::seal_size(kind);
    let mark = Mark { kind, name, seal_size: size, seal_at: place.seal_at(size), date, date_at: place.date_at, date_size: document::DATE_SIZE };
    Ok((appearance::content(&face, &mark, place.height), place.width, place.height))
}

/// What a PDF embeds so its signatures verify offline: the CA certificates, the signer's, and the CA's CRL.
async fn validation_data(state: &AppState, signer: &SignerAccount) -> Result<ValidationData> {
    let provider = state.esign.clone().ok_or(SignError::NoProvider)?;
    let mut certs = provider.authorities(state).await?;
    certs.push(signer.cert_der.clone());
    Ok(ValidationData { certs, crls: vec![provider.revocation_list(state).await?] })
}

/// Signs a prepared revision: the provider's CMS over its bytes, then the timestamp over the signature.
async fn seal_revision(state: &AppState, signer: &SignerAccount, prepared: pades::Prepared) -> Result<(Vec<u8>, Vec<u8>)> {
    let provider = state.esign.clone().ok_or(SignError::NoProvider)?;
    let mut hasher = Sha256::new();
    for part in prepared.signed_bytes() {
        hasher.update(part);
    }
    let digest: [u8; 32] = hasher.finalize().into();
    let cms = provider.sign_digest(state, signer, &digest).await?;
    let token = timestamp::stamp(state, &timestamp::signature_value(&cms)?).await?;
    let cms = timestamp::attach(&cms, &token)?;
    let pdf = prepared.finish(&cms)?;
    Ok((pdf, cms))
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> Result<T> + Send + 'static) -> Result<T> {
    tokio::task::spawn_blocking(f).await.map_err(|e| KernelError::Internal(e.into()))?
}

/// The contract as 甲方 signed and certified it: made once (the first
/// certification recorded wins; a parallel one's file is left unused).
pub async fn certified(state: &AppState, c: &Contract) -> Result<Vec<u8>> {
    if let Some(key) = c.certified_key.as_deref() {
        return Ok(state.storage.get(key).await?.ok_or(KernelError::NotFound)?.to_vec());
    }
    let provider = state.esign.clone().ok_or(SignError::NoProvider)?;
    let party_a = state.config.esign.party_a.clone();
    let signer = provider.platform_account(state, &party_a).await?;
    let data = validation_data(state, &signer).await?;
    let now = now_ms();
    let (state2, c2) = (state.clone(), c.clone());
    let prepared = blocking(move || {
        let (pdf, [a, b]) = render(&state2, &c2)?;
        let look = look(&state2, &a, crate::seal::COMPANY, &state2.config.esign.party_a, &sign_date(now))?;
        let fields = [
            &pades::Field { name: pades::FIELD_A, label: "甲方签章", rect: a.rect() },
            &pades::Field { name: pades::FIELD_B, label: "乙方签章", rect: b.rect() },
        ];
        let meta = pades::Meta { signer: &state2.config.esign.party_a, reason: "甲方签署并认证合同", time: &pades::pdf_time(now) };
        Ok(pades::certify(&pdf, fields, look, &meta, &data)?)
    })
    .await?;
    let (pdf, _) = seal_revision(state, &signer, prepared).await?;
    let sha256 = hex::encode(Sha256::digest(&pdf));
    let key = state.storage.put_new("contracts", "pdf", pdf.clone().into()).await?;
    if esign::mark_certified(&state.db, c.id, &key, &sha256).await? {
        return Ok(pdf);
    }
    let again = esign::find(&state.db, c.id, c.company_id).await?.ok_or(KernelError::NotFound)?;
    let key = again.certified_key.ok_or_else(|| KernelError::Internal(anyhow::anyhow!("certification not recorded")))?;
    Ok(state.storage.get(&key).await?.ok_or(KernelError::NotFound)?.to_vec())
}

/// Certifies contracts made since the last run (a job: 甲方 signs when the contract is made).
pub async fn certify_new(state: &AppState) -> anyhow::Result<()> {
    if state.esign.is_none() {
        return Ok(());
    }
    for c in esign::uncertified(&state.db, 20).await? {
        if let Err(e) = certified(state, &c).await {
            tracing::warn!(contract = c.id, error = %e, "a contract could not be certified yet");
        }
    }
    Ok(())
}

async fn prepare(state: &AppState, caller: &CurrentUser, id: i64, channel: &str) -> Result<Prepared> {
    let c = load(state, caller, id).await?;
    if c.channel != channel {
        return Err(KernelError::Validation("合同签署渠道不符".into()).into());
    }
    // Certifying proves the document can be made (font, body, 甲方's signature) before anyone is sent to sign it.
    certified(state, &c).await?;
    Ok(Prepared { contract_id: c.id, contract_no: c.contract_no, preview_url: format!("/api/ptd-component/sign/contract/preview?id={}", c.id), page_count: 1 })
}

/// Prepares a contract of the company for signing through fadada: its document is rendered and can be previewed.
#[utoipa::path(post, path = "/ptd-component/sign/fadada/contract/saveByCompany", tag = "sign", request_body = ContractForm, responses((status = 200, description = "the document to sign", body = Prepared)))]
async fn save_by_company(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<ContractForm>) -> ApiResult<Prepared, SignError> {
    ok(prepare(&state, &caller, f.contract_id, esign::channel::FADADA).await?)
}

/// Prepares a contract of the company for signing through the CFCA cloud channel.
#[utoipa::path(post, path = "/ptd-component/sign/cfca/signContract/addContract", tag = "sign", request_body = ContractForm, responses((status = 200, description = "the document to sign", body = Prepared)))]
async fn add_contract(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<ContractForm>) -> ApiResult<Prepared, SignError> {
    ok(prepare(&state, &caller, f.contract_id, esign::channel::CFCA).await?)
}

fn pdf_response(bytes: Vec<u8>, name: &str, inline: bool) -> Response {
    let disposition = format!("{}; filename=\"{name}\"", if inline { "inline" } else { "attachment" });
    ([(header::CONTENT_TYPE, "application/pdf".to_string()), (header::CACHE_CONTROL, "private, no-store".into()), (header::CONTENT_DISPOSITION, disposition)], bytes)
        .into_response()
}

/// The contract's PDF: the signed one once signed, else the one 甲方 certified, which 乙方 signs.
#[utoipa::path(get, path = "/ptd-component/sign/contract/preview", tag = "sign", params(IdQuery), responses((status = 200, description = "the PDF", content_type = "application/pdf", body = Vec<u8>)))]
async fn preview(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> std::result::Result<Response, SignError> {
    let c = load(&state, &caller, q.id).await?;
    if let Some(key) = c.pdf_key.as_deref() {
        let bytes = state.storage.get(key).await?.ok_or(KernelError::NotFound)?;
        return Ok(pdf_response(bytes.to_vec(), &format!("{}.pdf", c.contract_no), true));
    }
    let bytes = certified(&state, &c).await?;
    Ok(pdf_response(bytes, &format!("{}.pdf", c.contract_no), true))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DownloadQuery {
    id: i64,
    /// "pdf" (the signed contract) or "signature" (its detached CMS signature, .p7s).
    part: String,
}

/// Which stored file a download asks for: its key, its file name and its type.
fn download_part<'k>(part: &str, pdf: &'k str, signature: &'k str, contract_no: &str) -> Result<(&'k str, String, &'static str)> {
    match part {
        "pdf" => Ok((pdf, format!("{contract_no}.pdf"), "application/pdf")),
        "signature" => Ok((signature, format!("{contract_no}.p7s"), "application/pkcs7-signature")),
        _ => Err(KernelError::Validation("part 只能是 pdf 或 signature".into()).into()),
    }
}

/// Downloads a signed contract's PDF or its detached CMS signature.
#[utoipa::path(get, path = "/ptd-component/sign/contract/download", tag = "sign", params(DownloadQuery), responses((status = 200, description = "the file", content_type = "application/octet-stream", body = Vec<u8>)))]
async fn download(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<DownloadQuery>) -> std::result::Result<Response, SignError> {
    let c = load(&state, &caller, q.id).await?;
    let (Some(pdf), Some(sig)) = (c.pdf_key.as_deref(), c.signature_key.as_deref()) else {
        return Err(KernelError::Validation("合同尚未签署".into()).into());
    };
    let (key, name, mime) = download_part(&q.part, pdf, sig, &c.contract_no)?;
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

// ---------------------------------------------------------------- 合同验签

/// Reads a PDF's signatures against the platform's CA and tells whether it is one of the platform's contracts.
async fn check(state: &AppState, pdf: Vec<u8>) -> Result<VerificationReport> {
    let provider = state.esign.clone().ok_or(SignError::NoProvider)?;
    let authorities = provider.authorities(state).await?;
    // Whatever the upload holds, a parser's panic is a refusal of the file, not a failure of the server.
    let read = move || std::panic::catch_unwind(|| verify::verify(&pdf, &authorities)).unwrap_or_else(|_| Err("无法读取该PDF文件".into()));
    let (mut report, sha256) = blocking(move || read().map_err(|m| KernelError::Validation(m).into())).await?;
    if let Some(c) = esign::find_by_sha256(&state.db, &sha256).await? {
        report.platform_contract = true;
        report.contract_no = Some(c.contract_no);
    }
    Ok(report)
}

/// 合同验签: anyone sends a PDF (the request body) and reads who signed it,
/// when (by the timestamp), whether it is intact, and whether it is one of
/// this platform's contracts. Counted against the address's hourly look-ups.
#[utoipa::path(post, path = "/ptd-component/sign/contract/verify", tag = "sign", request_body(content = Vec<u8>, content_type = "application/pdf"), responses((status = 200, description = "what the file's signatures say", body = VerificationReport)))]
async fn verify_upload(State(state): State<AppState>, _quota: kernel::limits::LookupQuota, body: axum::body::Bytes) -> ApiResult<VerificationReport, SignError> {
    if body.is_empty() {
        return Err(KernelError::Validation("请上传PDF格式的合同文件".into()).into());
    }
    ok(check(&state, body.to_vec()).await?)
}

/// The same reading of one of the company's contracts, as stored (signed, else as 甲方 certified it).
#[utoipa::path(get, path = "/ptd-component/sign/contract/verification", tag = "sign", params(IdQuery), responses((status = 200, description = "what the contract's signatures say", body = VerificationReport)))]
async fn verification(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> ApiResult<VerificationReport, SignError> {
    let c = load(&state, &caller, q.id).await?;
    let pdf = match c.pdf_key.as_deref() {
        Some(key) => state.storage.get(key).await?.ok_or(KernelError::NotFound)?.to_vec(),
        None => certified(&state, &c).await?,
    };
    ok(check(&state, pdf).await?)
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
    parse_ticket(&sub)
}

/// What a signing ticket carries: `contract:company:user:returnUrl` (the path may hold colons of its own).
fn ticket_subject(contract_id: i64, company_id: i64, user_id: i64, return_url: &str) -> String {
    format!("{contract_id}:{company_id}:{user_id}:{return_url}")
}

fn parse_ticket(sub: &str) -> Result<Ticket> {
    let mut parts = sub.splitn(4, ':');
    let mut num = || parts.next().and_then(|p| p.parse::<i64>().ok()).ok_or(SignError::TicketInvalid);
    let (contract_id, company_id, user_id) = (num()?, num()?, num()?);
    let return_url = sub.splitn(4, ':').nth(3).ok_or(SignError::TicketInvalid)?.to_string();
    Ok(Ticket { contract_id, company_id, user_id, return_url })
}

/// The signer's to-do kind of a contract: its channel's.
fn todo_kind(channel: &str) -> &'static str {
    if channel == esign::channel::CFCA {
        kinds::CLOUD_CONTRACT
    } else {
        kinds::CONTRACT
    }
}

/// The date written beside the seal: the signing day in Beijing time.
fn sign_date(ms: i64) -> String {
    format_ms(Some(ms)).unwrap_or_default().chars().take(10).collect()
}

/// What the signer reads once the contract is signed.
fn signed_message(title: &str, contract_no: &str) -> String {
    format!("合同「{title}」（{contract_no}）已签署完成，可在合同管理中下载。")
}

/// Opens the signing of a contract waiting for the caller: answers the
/// provider's signing page (preview, choose the seal, confirm with an SMS code).
#[utoipa::path(get, path = "/ptd-component/sign/fadada/contract/toSign", tag = "sign", params(ToSignQuery), responses((status = 200, description = "the signing page", body = SigningPage)))]
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
    if !todos::is_assigned(&state.db, &Viewer::of(&caller), todo_kind(&c.channel), c.id).await? {
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
    let ticket = state.tokens.sign_ticket(TICKET_PURPOSE, &ticket_subject(c.id, company, caller.user_id, &return_url), TICKET_SECONDS)?;
    ok(SigningPage { url: format!("/sandbox/esign/sign?ticket={ticket}") })
}

/// Signs the contract once its signer confirmed: 乙方's field of the certified
/// PDF gets the chosen seal and today's date as an incremental update, signed
/// by the company's key and timestamped; the file and 乙方's CMS are stored,
/// the signature recorded once and the signer told. A second confirmation changes nothing.
pub async fn sign(state: &AppState, t: &Ticket, seal_id: i64) -> Result<()> {
    let c = esign::find(&state.db, t.contract_id, t.company_id).await?.ok_or(KernelError::NotFound)?;
    if c.status == status::SIGNED {
        return Err(SignError::AlreadySigned);
    }
    let seal = seals::seal(&state.db, seal_id, t.company_id).await?.ok_or(SignError::SealUnknown)?;
    let signer = account::signer(state, t.company_id).await?;
    let certified = certified(state, &c).await?;
    let data = validation_data(state, &signer).await?;
    let now = now_ms();
    let (state2, party_b) = (state.clone(), c.body()?.party_b);
    let prepared = blocking(move || {
        let b = Place::of_rect(pades::field_rect(&certified, pades::FIELD_B)?);
        let look = look(&state2, &b, seal.kind, &seal.name, &sign_date(now))?;
        let meta = pades::Meta { signer: &party_b, reason: "乙方签署合同", time: &pades::pdf_time(now) };
        Ok(pades::sign_field(&certified, pades::FIELD_B, look, &meta, &data)?)
    })
    .await?;
    let (pdf, signature) = seal_revision(state, &signer, prepared).await?;
    let sha256 = hex::encode(Sha256::digest(&pdf));
    let pdf_key = state.storage.put_new("contracts", "pdf", pdf.into()).await?;
    let signature_key = state.storage.put_new("contracts", "p7s", signature.into()).await?;
    let signed = esign::Signed { pdf_key: &pdf_key, signature_key: &signature_key, sha256: &sha256, seal_id, signed_by: t.user_id };
    if !esign::mark_signed(&state.db, c.id, t.company_id, &signed, now).await? {
        return Err(SignError::AlreadySigned);
    }
    seals::choose(&state.db, t.user_id, seal_id, now).await?;
    let content = signed_message(&c.title, &c.contract_no);
    let message = NewMessage { user_id: t.user_id, title: "合同签署完成", content: &content, application_name: Some("电子签章"), to_url: Some("/sign/contracts") };
    messages::send(state, &message).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use services::esign::{ContractBody, ContractLine};
    use kernel::time::parse_shanghai;

    fn contract(status: i64, body_json: &str) -> Contract {
        Contract {
            id: 8,
            contract_no: "HT202603010001".into(),
            company_id: 3,
            user_id: 5,
            channel: esign::channel::FADADA.into(),
            reference_kind: "order".into(),
            reference_id: 7,
            title: "产品服务合同（订单OD7）".into(),
            body_json: body_json.into(),
            status,
            pdf_key: None,
            signature_key: None,
            sha256: None,
            seal_id: None,
            signed_by: None,
            signed_time: None,
            create_time: parse_shanghai("2026-03-01 10:00:00").unwrap(),
            certified_key: None,
            certified_sha256: None,
        }
    }

    fn body() -> String {
        let line = ContractLine { product_name: "设备上云".into(), version_name: "标准版".into(), term: "1年".into(), amount: "199.00".into() };
        serde_json::to_string(&ContractBody { party_b: "演示科技有限公司".into(), reference_no: "OD7".into(), lines: vec![line], total: "199.00".into() }).unwrap()
    }

    #[test]
    fn a_ticket_carries_who_signs_what_and_where_to_return() {
        let sub = ticket_subject(8, 3, 5, "/sign/contracts?tab=1#top");
        assert_eq!(sub, "8:3:5:/sign/contracts?tab=1#top");
        let t = parse_ticket(&sub).unwrap();
        assert_eq!((t.contract_id, t.company_id, t.user_id, t.return_url.as_str()), (8, 3, 5, "/sign/contracts?tab=1#top"));
    }

    #[test]
    fn a_return_path_with_colons_comes_back_whole() {
        let t = parse_ticket(&ticket_subject(1, 2, 3, "/x?at=10:30:00")).unwrap();
        assert_eq!(t.return_url, "/x?at=10:30:00");
        assert_eq!(parse_ticket("1:2:3:").unwrap().return_url, "");
    }

    #[test]
    fn a_malformed_ticket_is_invalid() {
        for bad in ["", "1:2:3", "a:2:3:/x", "1:b:3:/x", "1:2:c:/x", "1:2"] {
            assert!(matches!(parse_ticket(bad), Err(SignError::TicketInvalid)), "{bad}");
        }
    }

    #[test]
    fn a_cloud_contract_waits_in_the_cloud_list() {
        assert_eq!(todo_kind(esign::channel::CFCA), kinds::CLOUD_CONTRACT);
        assert_eq!(todo_kind(esign::channel::FADADA), kinds::CONTRACT);
        assert_eq!(todo_kind("other"), kinds::CONTRACT);
    }

    #[test]
    fn the_seal_is_dated_with_the_beijing_day() {
        assert_eq!(sign_date(parse_shanghai("2026-03-01 23:59:59").unwrap()), "2026-03-01");
        assert_eq!(sign_date(parse_shanghai("2026-03-02 00:00:00").unwrap()), "2026-03-02");
    }

    #[test]
    fn the_signer_is_told_the_contract_and_its_number() {
        assert_eq!(signed_message("产品服务合同（订单OD7）", "HT1"), "合同「产品服务合同（订单OD7）」（HT1）已签署完成，可在合同管理中下载。");
    }

    #[test]
    fn a_download_is_the_pdf_or_its_p7s_signature_named_after_the_contract() {
        assert_eq!(download_part("pdf", "k.pdf", "k.p7s", "HT1").unwrap(), ("k.pdf", "HT1.pdf".to_string(), "application/pdf"));
        assert_eq!(download_part("signature", "k.pdf", "k.p7s", "HT1").unwrap(), ("k.p7s", "HT1.p7s".to_string(), "application/pkcs7-signature"));
        for bad in ["PDF", "", "p7s"] {
            assert!(matches!(download_part(bad, "k.pdf", "k.p7s", "HT1"), Err(SignError::Kernel(KernelError::Validation(_)))), "{bad}");
        }
    }

    #[test]
    fn a_contract_shows_its_parties_total_and_whether_it_is_signed() {
        let v = view(contract(status::TO_SIGN, &body())).unwrap();
        assert_eq!(v.status_name, "待签署");
        assert_eq!((v.party_b.as_str(), v.reference_no.as_str(), v.total.as_str()), ("演示科技有限公司", "OD7", "199.00"));
        assert_eq!(v.create_time.as_deref(), Some("2026-03-01 10:00:00"));
        assert_eq!(v.signed_time, None);
        assert_eq!(view(contract(status::SIGNED, &body())).unwrap().status_name, "已签署");
    }

    #[test]
    fn a_contract_whose_body_does_not_read_is_a_failure_not_an_empty_contract() {
        assert!(matches!(view(contract(status::TO_SIGN, "{}")), Err(SignError::Kernel(KernelError::Internal(_)))));
        assert!(view(contract(status::TO_SIGN, "not json")).is_err());
    }

    #[test]
    fn a_preview_opens_in_the_browser_and_a_download_saves_a_file() {
        let inline = pdf_response(b"%PDF".to_vec(), "HT1.pdf", true);
        assert_eq!(inline.headers()[header::CONTENT_DISPOSITION], "inline; filename=\"HT1.pdf\"");
        assert_eq!(inline.headers()[header::CONTENT_TYPE], "application/pdf");
        assert_eq!(inline.headers()[header::CACHE_CONTROL], "private, no-store");
        let attachment = pdf_response(Vec::new(), "HT1.pdf", false);
        assert_eq!(attachment.headers()[header::CONTENT_DISPOSITION], "attachment; filename=\"HT1.pdf\"");
    }
}

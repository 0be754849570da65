//! Certification images (licences, ID cards): JPEG or PNG by their bytes,
//! under 1 MB, kept private. The OCR calls store the image and fill what the
//! OCR provider reads; the built-in sandbox provider reads with the local
//! Tesseract (`ocr.rs`), and what it could not read stays for the person to fill.

use crate::error::CertificationError;
use axum::extract::{Multipart, State};
use axum::response::{IntoResponse, Response};
use kernel::auth::CurrentUser;
use kernel::extract::Query;
use services::identity::Role;
use kernel::picture::ImageKind;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod ocr;
mod repo;

pub const CERT_IMAGE_MAX_BYTES: usize = 1024 * 1024;
const IMAGE_PATH: &str = "/api/ptd-user/endpoint/certification/image?key=";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(private_image))
}

/// The OCR calls read images with the built-in sandbox provider: dev and test profiles only.
pub fn sandbox_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(company_ocr)).routes(routes!(user_ocr))
}

/// Stores a private certification image for the caller and returns its key and the OCR's reading of it.
async fn store_and_read(state: &AppState, caller: &CurrentUser, form: Multipart) -> Result<(String, String), CertificationError> {
    let upload = kernel::extract::read_upload(form, CERT_IMAGE_MAX_BYTES, || CertificationError::ImageTooLarge).await?;
    let bytes = upload.file.ok_or_else(|| KernelError::Validation("请选择图片".into()))?;
    let kind = match ImageKind::sniff(&bytes) {
        Some(k @ (ImageKind::Jpeg | ImageKind::Png)) => k,
        _ => return Err(CertificationError::UnsupportedImage),
    };
    let text = ocr::read_text(&bytes).await.unwrap_or_default();
    let key = state.storage.put_new("private/cert", kind.extension(), bytes).await.map_err(KernelError::Internal)?;
    repo::record(&state.db, &key, caller.company_id, caller.user_id).await?;
    Ok((key, text))
}

/// Records an image the platform stored for a user (the demo's licence).
pub async fn record_upload(db: &kernel::db::Db, key: &str, company_id: Option<i64>, user_id: i64) -> Result<(), KernelError> {
    repo::record(db, key, company_id, user_id).await
}

pub fn image_url(key: &str) -> String {
    format!("{IMAGE_PATH}{key}")
}

/// True when the key is an image this user (or, with a company, its company) uploaded.
pub async fn owns_image(state: &AppState, caller: &CurrentUser, key: &str) -> Result<bool, CertificationError> {
    Ok(match repo::uploader(&state.db, key).await? {
        Some((company, user)) => user == caller.user_id || (company.is_some() && company == caller.company_id),
        None => false,
    })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LicenceOcr {
    company_name: String,
    company_address: String,
    artificial_person: String,
    license_number: String,
    main_product: String,
    /// The stored image's key, to submit with the form.
    license_photo: String,
    license_photo_url: String,
    message: &'static str,
}

/// Uploads a business licence and reads it.
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/companyIdCardOCR", tag = "certification",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "what the licence says, and the stored image", body = LicenceOcr)))]
async fn company_ocr(State(state): State<AppState>, caller: CurrentUser, form: Multipart) -> ApiResult<LicenceOcr, CertificationError> {
    let (key, text) = store_and_read(&state, &caller, form).await?;
    let read = ocr::licence(&text);
    ok(LicenceOcr {
        company_name: read.company_name,
        company_address: read.company_address,
        artificial_person: read.artificial_person,
        license_number: read.license_number,
        main_product: read.business_scope,
        license_photo_url: image_url(&key),
        license_photo: key,
        message: "营业执照上传成功!",
    })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct IdCardOcr {
    real_name: String,
    id_card: String,
    id_card_photo: String,
    id_card_photo_url: String,
    message: &'static str,
}

/// Uploads an ID card side and reads it.
#[utoipa::path(post, path = "/ptd-user/endpoint/certification/userIdCardOCR", tag = "certification",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "what the card says, and the stored image", body = IdCardOcr)))]
async fn user_ocr(State(state): State<AppState>, caller: CurrentUser, form: Multipart) -> ApiResult<IdCardOcr, CertificationError> {
    let (key, text) = store_and_read(&state, &caller, form).await?;
    let read = ocr::id_card(&text);
    ok(IdCardOcr { real_name: read.real_name, id_card: read.id_card, id_card_photo_url: image_url(&key), id_card_photo: key, message: "身份证上传成功!" })
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct ImageQuery {
    key: String,
}

/// A private image, for the company (or user) that uploaded it and for operators only.
#[utoipa::path(get, path = "/ptd-user/endpoint/certification/image", tag = "certification", params(ImageQuery), responses((status = 200, description = "image bytes")))]
async fn private_image(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<ImageQuery>) -> Result<Response, CertificationError> {
    if !(caller.has_role(Role::Operator) || owns_image(&state, &caller, &q.key).await?) {
        return Err(KernelError::NotFound.into());
    }
    let bytes = state.storage.get(&q.key).await.map_err(|_| KernelError::NotFound)?.ok_or(KernelError::NotFound)?;
    let mime = ImageKind::sniff(&bytes).map_or("application/octet-stream", |k| k.mime());
    Ok(([(axum::http::header::CONTENT_TYPE, mime), (axum::http::header::CACHE_CONTROL, "private, no-store")], bytes).into_response())
}

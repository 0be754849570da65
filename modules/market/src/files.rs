//! Files of the public content: operators upload images and videos (checked by
//! their bytes, not their names, and size-limited) as public objects; the
//! kernel's file route serves them.

use axum::extract::{DefaultBodyLimit, Multipart, State};
use axum::http::StatusCode;
use bytes::Bytes;
use crate::error::ContentError;
use kernel::auth::Operator;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::Serialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

const IMAGE_MB: usize = 10;
const VIDEO_MB: usize = 50;

pub fn router() -> OpenApiRouter<AppState> {
    let upload = OpenApiRouter::new()
        .routes(routes!(upload))
        // Videos are larger than the platform's default body limit.
        .layer(DefaultBodyLimit::max(VIDEO_MB * 1024 * 1024 + 64 * 1024));
    upload
}

/// Stores bytes as a public object under `content/<folder>/` and returns its address.
pub async fn store(state: &AppState, folder: &str, ext: &str, data: Bytes) -> anyhow::Result<String> {
    state.storage.put_public(&format!("content/{folder}"), ext, data).await
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Uploaded {
    /// The address to save in a form and show in pages.
    url: String,
    content_type: &'static str,
    size: usize,
}

#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct UploadForm {
    /// A JPEG, PNG, GIF or WebP image (at most 10 MB) or an MP4 or WebM video (at most 50 MB).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// Operators: uploads an image or a video for content pages; the kind is read from the bytes.
#[utoipa::path(post, path = "/ptd-industry/manage/upload", tag = "content-manage",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "stored file", body = Uploaded)))]
async fn upload(State(state): State<AppState>, _op: Operator, mut form: Multipart) -> ApiResult<Uploaded, ContentError> {
    let too_large = |e: axum::extract::multipart::MultipartError| -> ContentError {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            ContentError::FileTooLarge { what: "视频", mb: VIDEO_MB }
        } else {
            KernelError::Validation(kernel::error::messages::BAD_REQUEST.into()).into()
        }
    };
    while let Some(field) = form.next_field().await.map_err(too_large)? {
        if field.name() != Some("file") {
            continue;
        }
        let data = field.bytes().await.map_err(too_large)?;
        if data.is_empty() {
            return Err(ContentError::NoFile);
        }
        let kind = infer::get(&data).ok_or(ContentError::UnsupportedFile)?;
        let (folder, ext, content_type, what, limit) = match kind.mime_type() {
            "image/jpeg" => ("img", "jpg", "image/jpeg", "图片", IMAGE_MB),
            "image/png" => ("img", "png", "image/png", "图片", IMAGE_MB),
            "image/gif" => ("img", "gif", "image/gif", "图片", IMAGE_MB),
            "image/webp" => ("img", "webp", "image/webp", "图片", IMAGE_MB),
            "video/mp4" => ("video", "mp4", "video/mp4", "视频", VIDEO_MB),
            "video/webm" => ("video", "webm", "video/webm", "视频", VIDEO_MB),
            _ => return Err(ContentError::UnsupportedFile),
        };
        if data.len() > limit * 1024 * 1024 {
            return Err(ContentError::FileTooLarge { what, mb: limit });
        }
        let size = data.len();
        let url = store(&state, folder, ext, data).await?;
        return ok(Uploaded { url, content_type, size });
    }
    Err(ContentError::NoFile)
}

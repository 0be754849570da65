//! Files of the public content: operators upload images and videos through
//! the kernel's media upload (checked by their bytes, not their names, and
//! size-limited) as public objects; the kernel's file route serves them.

use axum::extract::{DefaultBodyLimit, Multipart, State};
use bytes::Bytes;
use crate::error::MarketError;
use kernel::auth::Operator;
use kernel::files::{UploadForm, Uploaded, MEDIA_BODY_LIMIT};
use kernel::{ok, ApiResult, AppState};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(upload)).layer(DefaultBodyLimit::max(MEDIA_BODY_LIMIT))
}

/// Stores bytes as a public object under `content/<folder>/` and returns its address.
pub async fn store(state: &AppState, folder: &str, ext: &str, data: Bytes) -> anyhow::Result<String> {
    state.storage.put_public(&format!("content/{folder}"), ext, data).await
}

/// Operators: uploads an image or a video for content pages; the kind is read from the bytes.
#[utoipa::path(post, path = "/ptd-industry/manage/upload", tag = "content-manage",
    request_body(content = UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "stored file", body = Uploaded)))]
async fn upload(State(state): State<AppState>, _op: Operator, form: Multipart) -> ApiResult<Uploaded, MarketError> {
    ok(kernel::files::take_media(&state, form).await??)
}

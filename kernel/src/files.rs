//! Public objects (avatars, logos, content images and videos): stored under
//! `public/` in object storage and served by one route, `/api/files/{key}`,
//! with their content type, long caching and byte ranges for video. The
//! operators' media uploads of every content area (images and videos typed by
//! their bytes, size-limited) are taken here by [`take_media`].
//! Private objects (licences, ID cards) are served by their owning module.

use crate::state::AppState;
use crate::KernelError;
use axum::body::Body;
use axum::extract::{Multipart, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use regex::Regex;
use serde::Serialize;
use std::sync::LazyLock;

pub use crate::providers::storage::{public_url, PUBLIC_PREFIX};

static KEY: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(r"^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\.(svg|png|jpg|jpeg|gif|webp|mp4|webm)$").expect("key pattern")
});

fn content_type(key: &str) -> &'static str {
    match key.rsplit('.').next().unwrap_or_default() {
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "jpg" | "jpeg" => "image/jpeg",
        "gif" => "image/gif",
        "webp" => "image/webp",
        "mp4" => "video/mp4",
        "webm" => "video/webm",
        _ => "application/octet-stream",
    }
}

/// A public object by its address under `/api/files/`; `key` may contain `/`.
#[utoipa::path(get, path = "/api/files/{key}", tag = "files",
    params(("key" = String, Path, description = "the address after /api/files/, e.g. content/demo/AbCd1234EfGh5678.svg")),
    responses((status = 200, description = "the file"), (status = 206, description = "a byte range of the file"),
        (status = 404, description = "no such public file")))]
#[allow(dead_code)]
pub(crate) fn public_file_doc() {}

/// `bytes=a-b`, `bytes=a-` or `bytes=-n` within `len`; anything else means the whole file.
fn byte_range(headers: &HeaderMap, len: usize) -> Option<(usize, usize)> {
    let spec = headers.get(header::RANGE)?.to_str().ok()?.strip_prefix("bytes=")?;
    if spec.contains(',') || len == 0 {
        return None;
    }
    let (a, b) = spec.split_once('-')?;
    let (start, end) = match (a.trim(), b.trim()) {
        ("", n) => {
            let n: usize = n.parse().ok()?;
            (len.saturating_sub(n), len - 1)
        }
        (s, "") => (s.parse().ok()?, len - 1),
        (s, e) => (s.parse().ok()?, e.parse::<usize>().ok()?.min(len - 1)),
    };
    (start <= end && start < len).then_some((start, end))
}

/// A public object by its address under `/api/files/` (documented by [`public_file_doc`]).
pub(crate) async fn public_file(State(state): State<AppState>, Path(key): Path<String>, headers: HeaderMap) -> Result<Response, KernelError> {
    if !KEY.is_match(&key) {
        return Err(KernelError::NotFound);
    }
    let data = state.storage.get(&format!("{PUBLIC_PREFIX}{key}")).await?.ok_or(KernelError::NotFound)?;
    let mut res = match byte_range(&headers, data.len()) {
        Some((start, end)) => {
            let mut r = Body::from(data.slice(start..=end)).into_response();
            *r.status_mut() = StatusCode::PARTIAL_CONTENT;
            if let Ok(v) = HeaderValue::from_str(&format!("bytes {start}-{end}/{}", data.len())) {
                r.headers_mut().insert(header::CONTENT_RANGE, v);
            }
            r
        }
        None => Body::from(data).into_response(),
    };
    let h = res.headers_mut();
    h.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type(&key)));
    h.insert(header::ACCEPT_RANGES, HeaderValue::from_static("bytes"));
    // Stored names are random and never reused, so the bytes behind an address never change.
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("public, max-age=31536000, immutable"));
    // An SVG opened on its own must not run anything.
    h.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static("default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'"));
    Ok(res)
}

pub const IMAGE_MB: usize = 10;
pub const VIDEO_MB: usize = 50;
/// The body limit of a media upload route: videos are larger than the platform's default.
pub const MEDIA_BODY_LIMIT: usize = VIDEO_MB * 1024 * 1024 + 64 * 1024;

/// A stored media upload.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Uploaded {
    /// The address to save in a form and show in pages.
    pub url: String,
    pub content_type: &'static str,
    pub size: usize,
}

/// The multipart body of a media upload (for the API document).
#[derive(utoipa::ToSchema)]
#[allow(dead_code)]
pub struct UploadForm {
    /// A JPEG, PNG, GIF or WebP image (at most 10 MB) or an MP4 or WebM video (at most 50 MB).
    #[schema(value_type = String, format = Binary)]
    file: Vec<u8>,
}

/// Why a media upload was refused; each area answers it with its own error.
#[derive(Debug, PartialEq, Eq)]
pub enum MediaRefused {
    NoFile,
    Unsupported,
    TooLarge { what: &'static str, mb: usize },
    Malformed,
}

impl MediaRefused {
    pub fn message(&self) -> String {
        match self {
            Self::NoFile => "请选择要上传的文件".into(),
            Self::Unsupported => "格式不支持!".into(),
            Self::TooLarge { what, mb } => format!("上传{what}大小不能超过 {mb}MB!"),
            Self::Malformed => crate::error::messages::BAD_REQUEST.into(),
        }
    }
}

/// The kind of a media file read from its bytes: (folder, extension, content type, what it is, limit in MB).
fn media_kind(data: &[u8]) -> Option<(&'static str, &'static str, &'static str, &'static str, usize)> {
    Some(match infer::get(data)?.mime_type() {
        "image/jpeg" => ("img", "jpg", "image/jpeg", "图片", IMAGE_MB),
        "image/png" => ("img", "png", "image/png", "图片", IMAGE_MB),
        "image/gif" => ("img", "gif", "image/gif", "图片", IMAGE_MB),
        "image/webp" => ("img", "webp", "image/webp", "图片", IMAGE_MB),
        "video/mp4" => ("video", "mp4", "video/mp4", "视频", VIDEO_MB),
        "video/webm" => ("video", "webm", "video/webm", "视频", VIDEO_MB),
        _ => return None,
    })
}

/// Takes the `file` field of an operator's media upload, checks its kind by its
/// bytes and its size, and stores it as a public object under `content/img/` or `content/video/`.
pub async fn take_media(state: &AppState, mut form: Multipart) -> Result<Result<Uploaded, MediaRefused>, KernelError> {
    let refused = |e: axum::extract::multipart::MultipartError| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            MediaRefused::TooLarge { what: "视频", mb: VIDEO_MB }
        } else {
            MediaRefused::Malformed
        }
    };
    loop {
        let field = match form.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => return Ok(Err(MediaRefused::NoFile)),
            Err(e) => return Ok(Err(refused(e))),
        };
        if field.name() != Some("file") {
            continue;
        }
        let data = match field.bytes().await {
            Ok(data) => data,
            Err(e) => return Ok(Err(refused(e))),
        };
        if data.is_empty() {
            return Ok(Err(MediaRefused::NoFile));
        }
        let Some((folder, ext, content_type, what, limit)) = media_kind(&data) else { return Ok(Err(MediaRefused::Unsupported)) };
        if data.len() > limit * 1024 * 1024 {
            return Ok(Err(MediaRefused::TooLarge { what, mb: limit }));
        }
        let size = data.len();
        let url = state.storage.put_public(&format!("content/{folder}"), ext, data).await?;
        return Ok(Ok(Uploaded { url, content_type, size }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_well_formed_keys_are_served() {
        assert!(KEY.is_match("content/demo/AbCd1234EfGh5678.svg"));
        assert!(KEY.is_match("avatar/x.png"));
        for bad in ["content/../secret.png", "../private/cert/a.png", "content/a.html", "content//a.png", "/content/a.png", "content/a b.png"] {
            assert!(!KEY.is_match(bad), "{bad}");
        }
    }

    #[test]
    fn ranges() {
        let mut h = HeaderMap::new();
        assert_eq!(byte_range(&h, 100), None);
        h.insert(header::RANGE, HeaderValue::from_static("bytes=0-9"));
        assert_eq!(byte_range(&h, 100), Some((0, 9)));
        h.insert(header::RANGE, HeaderValue::from_static("bytes=90-"));
        assert_eq!(byte_range(&h, 100), Some((90, 99)));
        h.insert(header::RANGE, HeaderValue::from_static("bytes=-10"));
        assert_eq!(byte_range(&h, 100), Some((90, 99)));
        h.insert(header::RANGE, HeaderValue::from_static("bytes=200-300"));
        assert_eq!(byte_range(&h, 100), None);
        h.insert(header::RANGE, HeaderValue::from_static("bytes=50-10"));
        assert_eq!(byte_range(&h, 100), None);
    }
}

//! Public objects (avatars, logos, content images and videos): stored under
//! `public/` in object storage and served by one route, `/api/files/{key}`,
//! with their content type, long caching and byte ranges for video.
//! Private objects (licences, ID cards) are served by their owning module.

use crate::state::AppState;
use crate::KernelError;
use axum::body::Body;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use regex::Regex;
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

//! Successful replies in the envelope (`Reply`, `ok`, `Ready`), pages `{rows, total}`
//! and paging parameters. The envelope itself is written by `error.rs`, which
//! every reply, good or bad, goes through.

use crate::error::envelope_response;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Serialize;

pub const SUCCESS_MESSAGE: &str = "操作成功";

/// A successful reply; handlers return `ApiResult<T>` and never build envelopes themselves.
pub struct Reply<T>(pub T);

pub type ApiResult<T, E = crate::KernelError> = Result<Reply<T>, E>;

pub fn ok<T, E>(data: T) -> ApiResult<T, E> {
    Ok(Reply(data))
}

impl<T: Serialize> IntoResponse for Reply<T> {
    fn into_response(self) -> Response {
        envelope_response(StatusCode::OK, crate::error::reply_codes::OK, SUCCESS_MESSAGE.into(), self.0)
    }
}

/// A successful reply written once and then served as it is, with an ETag
/// naming its bytes: the public lists keep these per content revision, and a
/// browser that already holds the bytes gets 304 (`server::not_modified`).
#[derive(Clone)]
pub struct Ready {
    body: bytes::Bytes,
    etag: axum::http::HeaderValue,
}

impl Ready {
    pub fn new<T: Serialize>(data: &T) -> Result<Self, crate::KernelError> {
        use sha2::Digest;
        // The same fields, in the same order, as every other reply's envelope (`error::Envelope`).
        #[derive(Serialize)]
        struct Envelope<'a, T> {
            code: i64,
            msg: &'a str,
            data: &'a T,
        }
        let envelope = Envelope { code: crate::error::reply_codes::OK, msg: SUCCESS_MESSAGE, data };
        let body = serde_json::to_vec(&envelope).map_err(|e| crate::KernelError::Internal(e.into()))?;
        let digest = sha2::Sha256::digest(&body);
        let etag = format!("\"{}\"", digest[..12].iter().map(|b| format!("{b:02x}")).collect::<String>());
        Ok(Self { body: body.into(), etag: axum::http::HeaderValue::from_str(&etag).map_err(|e| crate::KernelError::Internal(e.into()))? })
    }
}

impl IntoResponse for Ready {
    fn into_response(self) -> Response {
        use axum::http::header;
        (
            [
                (header::CONTENT_TYPE, axum::http::HeaderValue::from_static("application/json")),
                (header::ETAG, self.etag),
                // Kept by the browser but asked about again each time: a change shows at once.
                (header::CACHE_CONTROL, axum::http::HeaderValue::from_static("no-cache")),
            ],
            self.body,
        )
            .into_response()
    }
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Page<T> {
    pub rows: Vec<T>,
    pub total: i64,
}

/// Paging parameters as the spec names them; bounded so no request can ask for everything.
#[derive(Debug, Clone, Copy, Default, serde::Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PageQuery {
    /// The page, from 1.
    pub page_num: Option<i64>,
    /// Rows on a page: 10 unless given, at most 1000.
    pub page_size: Option<i64>,
}

impl PageQuery {
    pub const MAX_PAGE_SIZE: i64 = 1000;

    pub fn limit(&self) -> i64 {
        self.page_size.unwrap_or(10).clamp(1, Self::MAX_PAGE_SIZE)
    }

    pub fn offset(&self) -> i64 {
        (self.page_num.unwrap_or(1).max(1) - 1).saturating_mul(self.limit())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paging_is_bounded() {
        let q = PageQuery { page_num: Some(0), page_size: Some(100_000) };
        assert_eq!(q.limit(), 1000);
        assert_eq!(q.offset(), 0);
        let q = PageQuery { page_num: Some(3), page_size: None };
        assert_eq!((q.limit(), q.offset()), (10, 20));
    }
}

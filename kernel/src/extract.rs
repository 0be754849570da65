//! Request extractors that trim every string parameter (spec section 5) and turn
//! malformed input into the envelope instead of axum's plain-text rejections.

use crate::error::messages;
use crate::KernelError;
use axum::extract::{FromRequest, FromRequestParts, Request};
use axum::http::request::Parts;
use axum::http::StatusCode;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// JSON body with all strings trimmed.
pub struct Json<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for Json<T> {
    type Rejection = KernelError;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let value = json_value(req, state).await?;
        serde_json::from_value(value).map(Json).map_err(|e| {
            tracing::debug!(error = %e, "json body does not fit the form");
            KernelError::Validation(messages::BAD_REQUEST.into())
        })
    }
}

/// The trimmed JSON body as a value, for form rules that run before typing.
pub async fn json_value<S: Send + Sync>(req: Request, state: &S) -> Result<Value, KernelError> {
    let axum::Json(mut value) = axum::Json::<Value>::from_request(req, state).await.map_err(|rej| {
        if rej.status() == StatusCode::PAYLOAD_TOO_LARGE {
            KernelError::PayloadTooLarge
        } else {
            KernelError::Validation(messages::BAD_REQUEST.into())
        }
    })?;
    trim_strings(&mut value);
    Ok(value)
}

/// Query string with values trimmed; empty values count as absent.
pub struct Query<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequestParts<S> for Query<T> {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        parse_query(parts.uri.query().unwrap_or_default()).map(Query)
    }
}

/// A paged list's query: the one paging type (`pageNum`, `pageSize`) and the
/// list's own filters, both read from the same query string. Handlers document
/// it as `params(PageQuery, Filters)`. (Not one struct with `#[serde(flatten)]`:
/// flatten cannot type numbers from a query string, and utoipa's `IntoParams`
/// does not follow it.)
pub struct Paged<F>(pub crate::http::PageQuery, pub F);

impl<S: Send + Sync, F: DeserializeOwned> FromRequestParts<S> for Paged<F> {
    type Rejection = KernelError;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let raw = parts.uri.query().unwrap_or_default();
        Ok(Paged(parse_query(raw)?, parse_query(raw)?))
    }
}

pub fn parse_query<T: DeserializeOwned>(raw: &str) -> Result<T, KernelError> {
    let bad = |e: &dyn std::fmt::Display| {
        tracing::debug!(error = %e, "query does not fit");
        KernelError::Validation(messages::BAD_REQUEST.into())
    };
    // Most queries have nothing to trim or drop: read as they came (no copy, no second encoding).
    if url::form_urlencoded::parse(raw.as_bytes()).all(|(_, v)| !v.is_empty() && v.trim().len() == v.len()) {
        return serde_urlencoded::from_str(raw).map_err(|e| bad(&e));
    }
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(raw).map_err(|e| bad(&e))?;
    let trimmed: Vec<(String, String)> = pairs
        .into_iter()
        .map(|(k, v)| (k, v.trim().to_string()))
        .filter(|(_, v)| !v.is_empty())
        .collect();
    let encoded = serde_urlencoded::to_string(&trimmed).map_err(|e| bad(&e))?;
    serde_urlencoded::from_str(&encoded).map_err(|e| bad(&e))
}

pub fn trim_strings(value: &mut Value) {
    match value {
        Value::String(s) => {
            let t = s.trim();
            if t.len() != s.len() {
                *s = t.to_string();
            }
        }
        Value::Array(items) => items.iter_mut().for_each(trim_strings),
        Value::Object(map) => map.values_mut().for_each(trim_strings),
        _ => {}
    }
}

/// A multipart upload: the `file` field's bytes and the other fields as text.
pub struct Upload {
    pub file: Option<bytes::Bytes>,
    pub fields: std::collections::BTreeMap<String, String>,
}

/// Reads a multipart form; the file may be at most `max_bytes` (else `too_large`).
pub async fn read_upload<E: From<KernelError>>(
    mut form: axum::extract::Multipart,
    max_bytes: usize,
    too_large: impl Fn() -> E,
) -> Result<Upload, E> {
    let mut upload = Upload { file: None, fields: Default::default() };
    let bad = || E::from(KernelError::Validation("上传失败".into()));
    while let Some(mut field) = form.next_field().await.map_err(|_| bad())? {
        let name = field.name().unwrap_or_default().to_string();
        if name == "file" {
            // Read in chunks so an oversized file is refused without holding all of it.
            let mut buf = bytes::BytesMut::new();
            while let Some(chunk) = field.chunk().await.map_err(|_| bad())? {
                if buf.len() + chunk.len() > max_bytes {
                    return Err(too_large());
                }
                buf.extend_from_slice(&chunk);
            }
            upload.file = Some(buf.freeze());
        } else {
            let text = field.text().await.map_err(|_| bad())?;
            upload.fields.insert(name, text.trim().to_string());
        }
    }
    Ok(upload)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct Q {
        name: Option<String>,
        page_num: Option<i64>,
    }

    #[test]
    fn query_values_are_trimmed_and_empty_is_absent() {
        let q: Q = parse_query("name=%20%E5%BC%A0%E4%B8%89%20&pageNum=").unwrap();
        assert_eq!(q, Q { name: Some("张三".into()), page_num: None });
        assert!(parse_query::<Q>("pageNum=abc").is_err());
        // Nothing to trim: read as it came, the same values.
        assert_eq!(parse_query::<Q>("name=%E5%BC%A0+%E4%B8%89&pageNum=2").unwrap(), Q { name: Some("张 三".into()), page_num: Some(2) });
        // A tab or a full-width space at an end is trimmed like a space; only an empty value is absent.
        assert_eq!(parse_query::<Q>("name=%09a%E3%80%80&pageNum=3").unwrap(), Q { name: Some("a".into()), page_num: Some(3) });
        assert_eq!(parse_query::<Q>("name=+&pageNum=4").unwrap(), Q { name: None, page_num: Some(4) });
        assert!(parse_query::<Q>("pageNum=+5").is_ok_and(|q| q.page_num == Some(5)), "a number with a space before it is trimmed, then read");
    }

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "camelCase")]
    struct Filters {
        company_name: Option<String>,
        review_status: Option<i64>,
    }

    #[test]
    fn a_paged_query_reads_the_page_and_the_filters_from_one_string() {
        let Paged(page, f) = futures::executor::block_on(async {
            let (mut parts, _) = axum::http::Request::get("/x?pageNum=2&pageSize=20&companyName=%20%E6%BC%94%E7%A4%BA&reviewStatus=1").body(()).unwrap().into_parts();
            Paged::<Filters>::from_request_parts(&mut parts, &()).await
        })
        .unwrap();
        assert_eq!((page.page_num, page.page_size), (Some(2), Some(20)));
        assert_eq!(f, Filters { company_name: Some("演示".into()), review_status: Some(1) });
        assert!(parse_query::<crate::http::PageQuery>("pageNum=x").is_err(), "a page that is no number is refused");
    }

    #[test]
    fn nested_strings_are_trimmed() {
        let mut v = serde_json::json!({"a": "  x ", "b": [" y"], "c": {"d": "z  "}, "n": 1});
        trim_strings(&mut v);
        assert_eq!(v, serde_json::json!({"a": "x", "b": ["y"], "c": {"d": "z"}, "n": 1}));
    }
}

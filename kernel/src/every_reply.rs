//! The one middleware every reply passes: its request id, its line in the log and the security headers, in one step.
//!
//! One layer rather than one per header: each layer moves the request and the
//! reply by value and wraps the future once more, and on a call as small as
//! `/healthz` those moves cost as much as the headers.

use axum::extract::Request;
use axum::http::{header, HeaderMap, HeaderName, HeaderValue, Method};
use axum::response::Response;
use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::task::{ready, Context, Poll};
use std::time::Instant;

pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The policy of the pages (the shell's index.html).
pub const CSP: &str = "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; \
    style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-src 'self'; \
    object-src 'none'; base-uri 'self'";
/// The policy of every other reply (API data, scripts, styles, pictures): a
/// browser made to open one as a document runs and loads nothing, and only
/// the platform's own pages may frame it.
pub const DATA_CSP: &str = "default-src 'none'; frame-ancestors 'self'";

/// The content security policy by what the reply is: the closed one for a
/// reply that says it is not HTML (shorter on every API reply, and stricter),
/// the pages' own otherwise. A reply without a type keeps the pages' policy:
/// a 304 has none, and its headers replace those of the page the browser kept.
pub fn policy_for(content_type: Option<&HeaderValue>) -> &'static str {
    match content_type {
        Some(t) if !t.as_bytes().starts_with(b"text/html") => DATA_CSP,
        _ => CSP,
    }
}

/// Request ids unique across instances and restarts: a random prefix drawn at
/// start and a counter (`p0aJLGRc4DAC-2a`; a random id per request would cost a system call each).
struct RequestIds {
    prefix: [u8; 12],
    next: AtomicU64,
}

impl RequestIds {
    fn next(&self) -> HeaderValue {
        let n = self.next.fetch_add(1, Ordering::Relaxed);
        let mut id = [0u8; 12 + 1 + 16];
        id[..12].copy_from_slice(&self.prefix);
        id[12] = b'-';
        let digits = (64 - n.leading_zeros()).div_ceil(4).max(1) as usize;
        for (i, slot) in id[13..13 + digits].iter_mut().enumerate() {
            *slot = b"0123456789abcdef"[((n >> (4 * (digits - 1 - i))) & 0xf) as usize];
        }
        HeaderValue::from_bytes(&id[..13 + digits]).expect("letters, digits and a dash")
    }
}

/// Gives each reply its request id (the caller's own when it sent one, so logs
/// can be followed across services), the security headers its handler did not
/// choose itself, and a log line when the filter keeps request lines.
#[derive(Clone)]
pub struct EveryReplyLayer {
    ids: Arc<RequestIds>,
    log: bool,
}

impl EveryReplyLayer {
    pub fn new() -> Self {
        let name = crate::providers::storage::ObjectStorage::random_name();
        let mut prefix = [0u8; 12];
        prefix.copy_from_slice(&name.as_bytes()[..12]);
        Self { ids: Arc::new(RequestIds { prefix, next: AtomicU64::new(1) }), log: tracing::enabled!(target: "request", tracing::Level::INFO) }
    }
}

impl Default for EveryReplyLayer {
    fn default() -> Self {
        Self::new()
    }
}

impl<S> tower::Layer<S> for EveryReplyLayer {
    type Service = EveryReply<S>;

    fn layer(&self, inner: S) -> EveryReply<S> {
        EveryReply { inner, layer: self.clone() }
    }
}

#[derive(Clone)]
pub struct EveryReply<S> {
    inner: S,
    layer: EveryReplyLayer,
}

/// What the log line says of the request, gathered only when it is written.
struct Line {
    start: Instant,
    method: Method,
    path: String,
}

impl<S> tower::Service<Request> for EveryReply<S>
where
    S: tower::Service<Request, Response = Response, Error = Infallible>,
{
    type Response = Response;
    type Error = Infallible;
    type Future = EveryReplyFuture<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, req: Request) -> Self::Future {
        let id = match req.headers().get(&REQUEST_ID) {
            Some(theirs) => theirs.clone(),
            None => self.layer.ids.next(),
        };
        let line = self.layer.log.then(|| Line { start: Instant::now(), method: req.method().clone(), path: req.uri().path().to_owned() });
        EveryReplyFuture { inner: self.inner.call(req), id: Some(id), line }
    }
}

pin_project_lite::pin_project! {
    pub struct EveryReplyFuture<F> {
        #[pin]
        inner: F,
        id: Option<HeaderValue>,
        line: Option<Line>,
    }
}

impl<F> Future for EveryReplyFuture<F>
where
    F: Future<Output = Result<Response, Infallible>>,
{
    type Output = Result<Response, Infallible>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let Ok(mut res) = ready!(this.inner.poll(cx));
        let id = this.id.take().unwrap_or(HeaderValue::from_static(""));
        if let Some(line) = this.line.take() {
            tracing::info!(
                target: "request",
                method = %line.method,
                path = line.path,
                status = res.status().as_u16(),
                latency_ms = (line.start.elapsed().as_secs_f64() * 1e6).round() / 1e3,
                request_id = id.to_str().unwrap_or_default(),
            );
        }
        let headers = res.headers_mut();
        headers.reserve(5);
        set_security_headers(headers);
        headers.insert(REQUEST_ID, id);
        Poll::Ready(Ok(res))
    }
}

/// The security headers every reply carries, each unless its handler set its own.
fn set_security_headers(headers: &mut HeaderMap) {
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        let policy = policy_for(headers.get(header::CONTENT_TYPE));
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(policy));
    }
    for (name, value) in [
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "SAMEORIGIN"),
        (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
    ] {
        if !headers.contains_key(&name) {
            headers.insert(name, HeaderValue::from_static(value));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_closed_policy_goes_only_on_replies_that_say_they_are_not_html() {
        assert_eq!(policy_for(Some(&HeaderValue::from_static("application/json"))), DATA_CSP);
        assert_eq!(policy_for(Some(&HeaderValue::from_static("text/javascript"))), DATA_CSP);
        assert_eq!(policy_for(Some(&HeaderValue::from_static("text/html; charset=utf-8"))), CSP);
        // A 304 revalidating the kept index.html: its policy replaces the page's.
        assert_eq!(policy_for(None), CSP);
    }

    #[test]
    fn request_ids_are_the_prefix_and_the_counter_in_hex() {
        let ids = RequestIds { prefix: *b"p0aJLGRc4DAC", next: AtomicU64::new(1) };
        assert_eq!(ids.next(), "p0aJLGRc4DAC-1");
        ids.next.store(0x2a, Ordering::Relaxed);
        assert_eq!(ids.next(), "p0aJLGRc4DAC-2a");
        ids.next.store(u64::MAX, Ordering::Relaxed);
        assert_eq!(ids.next(), "p0aJLGRc4DAC-ffffffffffffffff");
        ids.next.store(0, Ordering::Relaxed);
        assert_eq!(ids.next(), "p0aJLGRc4DAC-0");
    }

    #[test]
    fn a_handlers_own_header_is_kept() {
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static("text/html"));
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        set_security_headers(&mut headers);
        assert_eq!(headers[header::X_FRAME_OPTIONS], "DENY");
        assert_eq!(headers[header::CONTENT_SECURITY_POLICY], CSP);
        assert_eq!(headers[header::X_CONTENT_TYPE_OPTIONS], "nosniff");
    }
}

//! Builds the whole HTTP application (one function, `service`, so tests drive
//! exactly what production serves) and runs it with graceful shutdown.

use crate::error::{reply_codes, envelope_response, messages};
use crate::module::Registry;
use crate::state::AppState;
use crate::every_reply::EveryReplyLayer;
use crate::KernelError;
use axum::extract::{DefaultBodyLimit, Request, State};
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get};
use axum::Router;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::compression::CompressionLayer;
use tower_http::services::{ServeDir, ServeFile};
use tower_http::timeout::TimeoutLayer;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;

#[derive(OpenApi)]
#[openapi(
    info(title = "工业互联网平台 API", description = "Envelope {code, msg, data}; pages {rows, total}."),
    // The public-file route is a wildcard axum writes `{*key}`; the document names it as OpenAPI templates do.
    paths(crate::files::public_file_doc)
)]
struct ApiDoc;

/// The API routes of the kernel and every enabled module under `/api`, and the
/// OpenAPI document they make. Sandbox routes exist in the dev and test profiles only.
pub fn api(state: &AppState, registry: &Registry) -> (Router<AppState>, utoipa::openapi::OpenApi) {
    let sandboxes = state.config.sandboxes();
    let mut routes = crate::routes::router();
    if sandboxes {
        routes = routes.merge(crate::routes::sandbox_router());
    }
    for (_, module) in &registry.modules {
        routes = routes.merge(module.routes());
        if sandboxes {
            routes = routes.merge(module.sandbox_routes());
        }
    }
    OpenApiRouter::with_openapi(ApiDoc::openapi()).nest("/api", routes).split_for_parts()
}

/// The whole application: the API, the sandboxes' pages, health and the built
/// front end, behind the middleware of every reply.
///
/// The middleware wraps whole routers rather than each route (`Router::layer`
/// would stack every layer on each of hundreds of routes, and axum clones a
/// route's whole stack, box by box, for every request): the stack of every
/// reply wraps everything once, the API's own (body limit, forgetting callers
/// after writes, 304) wraps the API once.
pub fn service(
    state: AppState,
    registry: &Registry,
) -> impl tower::Service<Request, Response = Response, Error = std::convert::Infallible, Future: Send + 'static> + Clone + Send + Sync + 'static {
    let (api, doc) = api(&state, registry);
    let doc = Arc::new(doc);
    // Webhooks whose contract is another party's, not the envelope, stay out of the document.
    let undocumented = registry.modules.iter().fold(Router::new(), |r, (_, m)| r.merge(m.undocumented_routes()));
    let api = api
        .route("/api/openapi.json", get(move || async move { axum::Json(doc.as_ref().clone()) }))
        .merge(undocumented)
        .route("/api/{*rest}", any(|| async { KernelError::NotFound }))
        .method_not_allowed_fallback(|| async { KernelError::NotFound })
        .with_state(state.clone());
    let api = tower::ServiceBuilder::new()
        .layer(middleware::from_fn_with_state(state.clone(), api_middleware))
        .layer(DefaultBodyLimit::max(state.config.body_limit_bytes))
        .service(api);

    let web = &state.config.web_dir;
    if !web.join("index.html").exists() {
        tracing::warn!(dir = %web.display(), "the built shell is missing; run `make web`");
    }
    // Remote scripts must 404 when missing; every other unknown path is a client route of the shell (200).
    // The build writes gzip and brotli copies beside each file; they are sent as they are.
    let site = Router::new()
        .nest_service("/remotes", ServeDir::new(web.join("remotes")).precompressed_br().precompressed_gzip())
        .fallback_service(
            ServeDir::new(web)
                .precompressed_br()
                .precompressed_gzip()
                .fallback(ServeFile::new(web.join("index.html")).precompressed_br().precompressed_gzip()),
        )
        .layer(middleware::from_fn(asset_caching));

    let mut pages = registry.modules.iter().fold(Router::new(), |pages, (_, m)| pages.merge(m.pages()));
    if state.config.sandboxes() {
        if let Some(sandbox) = crate::module::sandbox(&state.config) {
            pages = pages.merge((sandbox.pages)());
        }
        pages = registry.modules.iter().fold(pages, |pages, (_, m)| pages.merge(m.sandbox_pages()));
    }
    let rest = pages.route("/healthz", get(|| async { "ok" })).route("/readyz", get(readyz)).with_state(state).merge(site);
    let all = ApiFirst { api, rest };
    // Outermost first.
    tower::ServiceBuilder::new()
        .layer(EveryReplyLayer::new())
        // One body type whatever the layers below made of it.
        .map_response(IntoResponse::into_response)
        .layer(CatchPanicLayer::custom(|_| {
            envelope_response(StatusCode::INTERNAL_SERVER_ERROR, reply_codes::INTERNAL, messages::INTERNAL.into(), ())
        }))
        .layer(CompressionLayer::new())
        .layer(TimeoutLayer::with_status_code(StatusCode::REQUEST_TIMEOUT, Duration::from_secs(30)))
        .service(all)
}

/// The whole application as a router, for the tests and for a binary that
/// adds routes of its own; `serve` runs the service itself, without the router
/// around it (a router with nothing but a fallback would clone the whole
/// stack into a new box for every request).
pub fn app(state: AppState, registry: &Registry) -> Router {
    Router::new().fallback_service(service(state, registry))
}

/// Sends `/api/...` to the API's stack and every other path to the rest (a
/// route to the API would hand its wildcard on to the API's `Path` extractors).
#[derive(Clone)]
struct ApiFirst<A, R> {
    api: A,
    rest: R,
}

impl<A, R> tower::Service<Request> for ApiFirst<A, R>
where
    A: tower::Service<Request, Response = Response, Error = std::convert::Infallible> + Clone,
    R: tower::Service<Request, Response = Response, Error = std::convert::Infallible> + Clone,
{
    type Response = Response;
    type Error = std::convert::Infallible;
    type Future = futures::future::Either<A::Future, R::Future>;

    fn poll_ready(&mut self, cx: &mut std::task::Context<'_>) -> std::task::Poll<Result<(), Self::Error>> {
        use std::task::Poll;
        match (self.api.poll_ready(cx)?, self.rest.poll_ready(cx)?) {
            (Poll::Ready(()), Poll::Ready(())) => Poll::Ready(Ok(())),
            _ => Poll::Pending,
        }
    }

    fn call(&mut self, req: Request) -> Self::Future {
        // The ready service answers; a clone takes its place for the next request.
        if req.uri().path().starts_with("/api/") {
            let clone = self.api.clone();
            futures::future::Either::Left(std::mem::replace(&mut self.api, clone).call(req))
        } else {
            let clone = self.rest.clone();
            futures::future::Either::Right(std::mem::replace(&mut self.rest, clone).call(req))
        }
    }
}

/// The API's own middleware, one layer (each layer boxes and moves the request's
/// future again): a read whose ETag the browser holds gets 304 (`not_modified`),
/// and a request that may have written forgets what it changed (`after_writes`).
async fn api_middleware(State(state): State<AppState>, req: Request, next: Next) -> Response {
    let reads = matches!(*req.method(), axum::http::Method::GET | axum::http::Method::HEAD);
    let asked = if reads { req.headers().get(header::IF_NONE_MATCH).cloned() } else { None };
    let res = after_writes(&state, reads, req, next).await;
    match asked {
        Some(asked) => not_modified(&asked, res),
        None => res,
    }
}

/// Callers kept in memory are forgotten, and the content revision is read
/// again, once a request that may have written is done (its handler
/// committed): any method but GET and HEAD, and the GET calls that change
/// something, which all take the `token` header (`HeaderToken`). `reads`: a GET or HEAD.
async fn after_writes(state: &AppState, reads: bool, mut req: Request, next: Next) -> Response {
    let mark = (reads && req.headers().contains_key("token")).then(|| {
        let mark = crate::callers::WriteMark::default();
        req.extensions_mut().insert(mark.clone());
        mark
    });
    if reads && mark.is_none() {
        return next.run(req).await;
    }
    // A signed-in caller refused (10003) is a security event; what its row needs is kept by
    // cheap clones, and read only when the answer is a refusal.
    let asked = req.headers().get("token").map(|token| Asked {
        token: token.clone(),
        method: req.method().clone(),
        uri: req.uri().clone(),
        agent: req.headers().get(header::USER_AGENT).cloned(),
        forwarded: req.headers().get("x-forwarded-for").cloned(),
        peer: req.extensions().get::<axum::extract::ConnectInfo<SocketAddr>>().copied(),
    });
    let before = state.callers.before_write();
    // A read learns only from its mark whether it wrote (few GET calls do): then the
    // revisions are read again, rather than every authenticated read tracking its writes.
    let (res, wrote) = if reads { (next.run(req).await, crate::db::Wrote::Unknown) } else { state.db.writes_of(next.run(req)).await };
    if res.status() == StatusCode::FORBIDDEN {
        if let Some(asked) = asked {
            audit_refusal(state, asked).await;
        }
    }
    if !reads || mark.is_some_and(|m| m.is_set()) {
        state.callers.after_write(&state.db, before, wrote).await;
        if let Some(site) = state.try_contract::<dyn crate::contracts::SiteContent>() {
            site.written();
        }
    }
    res
}

/// What a refused request's audit row is made of.
struct Asked {
    token: HeaderValue,
    method: axum::http::Method,
    uri: axum::http::Uri,
    agent: Option<HeaderValue>,
    forwarded: Option<HeaderValue>,
    peer: Option<axum::extract::ConnectInfo<SocketAddr>>,
}

/// Appends `permission-refused` for a signed-in caller's refused request (its token's person;
/// a token that does not verify is no one's and writes nothing).
async fn audit_refusal(state: &AppState, asked: Asked) {
    let Some((user_id, _)) = asked.token.to_str().ok().and_then(|t| state.tokens.decode(t).ok()) else { return };
    let mut parts = Request::new(()).into_parts().0;
    if let Some(agent) = asked.agent {
        parts.headers.insert(header::USER_AGENT, agent);
    }
    if let Some(forwarded) = asked.forwarded {
        parts.headers.insert("x-forwarded-for", forwarded);
    }
    if let Some(peer) = asked.peer {
        parts.extensions.insert(peer);
    }
    let origin = crate::audit::Origin {
        address: crate::auth::client_ip(&parts, &state.config.trusted_proxies),
        user_agent: parts.headers.get(header::USER_AGENT).map(|v| String::from_utf8_lossy(v.as_bytes()).chars().take(300).collect()),
    };
    let target = format!("{} {}", asked.method, asked.uri.path());
    let entry = crate::audit::Entry { kind: crate::audit::kind::PERMISSION_REFUSED, actor_id: Some(user_id), origin: Some(&origin), target: Some(&target), ..Default::default() };
    if let Err(e) = crate::audit::record(&state.db, &entry).await {
        tracing::error!(error = %e, "a refusal was not audited");
    }
}

/// A read whose `If-None-Match` names the reply's ETag (`http::Ready`) gets 304
/// and no body: the browser shows the bytes it holds.
fn not_modified(asked: &HeaderValue, res: Response) -> Response {
    match res.headers().get(header::ETAG) {
        Some(tag) if res.status() == StatusCode::OK && etag_matches(asked.as_bytes(), tag.as_bytes()) => {
            let mut out = StatusCode::NOT_MODIFIED.into_response();
            for name in [header::ETAG, header::CACHE_CONTROL] {
                if let Some(v) = res.headers().get(&name) {
                    out.headers_mut().insert(name, v.clone());
                }
            }
            out
        }
        _ => res,
    }
}

/// `If-None-Match`: `*`, or a list of tags of which one is ours (weak comparison, as RFC 9110 asks for it).
fn etag_matches(asked: &[u8], tag: &[u8]) -> bool {
    fn bare(t: &[u8]) -> &[u8] {
        t.strip_prefix(b"W/").unwrap_or(t)
    }
    asked.split(|b| *b == b',').map(|t| t.trim_ascii()).any(|t| t == b"*" || bare(t) == bare(tag))
}

async fn readyz(State(state): State<AppState>) -> Response {
    if state.draining.load(std::sync::atomic::Ordering::Relaxed) {
        (StatusCode::SERVICE_UNAVAILABLE, "stopping").into_response()
    } else if state.db.ping().await {
        // Details that do not stop the instance serving, said so an operator sees them.
        let font = &state.config.esign.font_path;
        let font = if std::fs::File::open(font).is_ok() { "contract font: ok".to_string() } else { format!("contract font: unavailable ({}): contracts cannot be made", font.display()) };
        (StatusCode::OK, format!("ready\n{font}\n")).into_response()
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, "database unavailable").into_response()
    }
}

/// Whether a path of the built front end names content-hashed bytes that never change:
/// the shell's `assets/` and a remote's chunks (its `remoteEntry.js` keeps its name across builds).
fn is_hashed_asset(path: &str) -> bool {
    path.starts_with("/assets/") || (path.starts_with("/remotes/") && !path.ends_with("/remoteEntry.js"))
}

/// Hashed files are cached for a year; the page and the remotes' entries are checked on every load.
async fn asset_caching(req: Request, next: Next) -> Response {
    let hashed = is_hashed_asset(req.uri().path());
    let mut res = next.run(req).await;
    if res.status().is_success() {
        let value = if hashed { "public, max-age=31536000, immutable" } else { "no-cache" };
        res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    }
    res
}

pub fn init_tracing(json: bool) {
    let filter = tracing_subscriber::EnvFilter::try_from_env("PLATFORM_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info,sqlx=warn"));
    let builder = tracing_subscriber::fmt().with_env_filter(filter);
    let _ = if json { builder.json().try_init() } else { builder.try_init() };
}

/// Serves until SIGINT or SIGTERM; then answers 503 on /readyz for `shutdown_drain_seconds` while still
/// serving, stops accepting, finishes in-flight requests and stops the jobs.
pub async fn serve(state: AppState, registry: Registry) -> anyhow::Result<()> {
    let addr: SocketAddr = format!("{}:{}", state.config.host, state.config.port).parse()?;
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let (stop_tx, stop_rx) = tokio::sync::watch::channel(false);
    let jobs = state.config.jobs.enabled.then(|| crate::jobs::spawn(state.clone(), registry.jobs(), stop_rx));
    for (_, module) in &registry.modules {
        module.warm_up(state.clone());
    }
    tracing::info!(%addr, modules = ?state.modules, backend = ?state.db.backend, "platform listening");
    let (draining, drain) = (state.draining.clone(), std::time::Duration::from_secs(state.config.shutdown_drain_seconds));
    axum::serve(listener, WithPeer(service(state, &registry)))
        .with_graceful_shutdown(async move {
            shutdown_signal().await;
            // Leave readiness first and keep serving a moment, so a balancer stops sending here before the listener closes.
            draining.store(true, std::sync::atomic::Ordering::Relaxed);
            tracing::info!(seconds = drain.as_secs(), "stopping: not ready any more, draining");
            tokio::time::sleep(drain).await;
        })
        .await?;
    let _ = stop_tx.send(true);
    if let Some(j) = jobs {
        let _ = j.await;
    }
    tracing::info!("platform stopped");
    Ok(())
}

/// Serves each connection with the application, each request told the
/// peer's address (`ConnectInfo`, what the per-address limits count), as
/// `Router::into_make_service_with_connect_info` would without the router.
#[derive(Clone)]
struct WithPeer<S>(S);

impl<'a, S: Clone> tower::Service<axum::serve::IncomingStream<'a, tokio::net::TcpListener>> for WithPeer<S> {
    type Response = Peer<S>;
    type Error = std::convert::Infallible;
    type Future = std::future::Ready<Result<Peer<S>, std::convert::Infallible>>;

    fn poll_ready(&mut self, _: &mut std::task::Context<'_>) -> std::task::Poll<Result<(), Self::Error>> {
        std::task::Poll::Ready(Ok(()))
    }

    fn call(&mut self, stream: axum::serve::IncomingStream<'a, tokio::net::TcpListener>) -> Self::Future {
        std::future::ready(Ok(Peer { inner: self.0.clone(), addr: *stream.remote_addr() }))
    }
}

/// One connection's service: the application, with the peer's address on each request.
#[derive(Clone)]
struct Peer<S> {
    inner: S,
    addr: SocketAddr,
}

impl<S: tower::Service<Request>> tower::Service<Request> for Peer<S> {
    type Response = S::Response;
    type Error = S::Error;
    type Future = S::Future;

    fn poll_ready(&mut self, cx: &mut std::task::Context<'_>) -> std::task::Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut req: Request) -> Self::Future {
        req.extensions_mut().insert(axum::extract::ConnectInfo(self.addr));
        self.inner.call(req)
    }
}

async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}

#[cfg(test)]
mod tests {
    #[test]
    fn if_none_match_names_our_tag_in_a_list_weakly_or_as_a_star() {
        assert!(super::etag_matches(b"\"a1\"", b"\"a1\""));
        assert!(super::etag_matches(b"\"zz\", W/\"a1\"", b"\"a1\""));
        assert!(super::etag_matches(b"*", b"\"a1\""));
        assert!(!super::etag_matches(b"\"a2\"", b"\"a1\""));
        assert!(!super::etag_matches(b"", b"\"a1\""));
    }
}

//! Test harness: the whole app built by `platform::build` on a fresh database,
//! driven with `oneshot`. SQLite by default; PostgreSQL when
//! `PLATFORM_TEST_DATABASE_URL` names a server (each test gets its own database).
//! The demo data is made once per run and copied for each test that takes it
//! as it is (`Seeded`): a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on
//! PostgreSQL, where making it afresh took most of a test's time.

use axum::body::Body;
use axum::http::{HeaderMap, Method, Request, StatusCode};
use axum::Router;
use http_body_util::BodyExt;
use kernel::config::Config;
use kernel::AppState;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;
use tower::ServiceExt;

pub use platform::sandbox::demo::DEMO_PASSWORD;
pub const MAIN: &str = "13800000001";
pub const SUB: &str = "13800000002";
pub const UNCERTIFIED: &str = "13800000003";
pub const OPERATOR: &str = "13800000009";

/// A deployment profile (neither dev nor test): real secrets, no demo data, the captcha on.
pub fn staging(f: figment::Figment) -> figment::Figment {
    f.merge(("profile", "staging"))
        .merge(("demo_data", false))
        .merge(("captcha_enabled", true))
        .merge(("auth.jwt_secret", "kX9#vQ2m!Lr7@zT4pW8&nB1sD6^yH3cF0"))
        .merge(("integration_key", "Jq5$Wd8*Rt1%Ym4!Kp7@Zs2^Gx9&Lb6#Nc3"))
        // No gateway named: WeChat Pay is off (the sandbox's keys are refused here).
        .merge(("pay.wechat.base_url", ""))
}

pub struct TestApp {
    pub state: AppState,
    /// The enabled modules (their jobs and demo data).
    pub registry: kernel::module::Registry,
    pub router: Router,
    /// `http://127.0.0.1:<port>` where the same app listens.
    pub base_url: String,
    _server: ServerGuard,
    _dir: tempfile::TempDir,
    // Held so the database lives exactly as long as the test.
    _pg: Option<PgDatabase>,
}

/// A query parameter of an address (as sent, not decoded).
pub fn query_param(url: &str, name: &str) -> String {
    url.split(['?', '&']).find_map(|p| p.strip_prefix(&format!("{name}="))).unwrap_or_default().to_string()
}

/// Stops the loopback server with the test.
struct ServerGuard(tokio::task::JoinHandle<()>);

impl Drop for ServerGuard {
    fn drop(&mut self) {
        self.0.abort();
    }
}

pub struct Reply {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Value,
}

impl Reply {
    pub fn code(&self) -> i64 {
        self.body["code"].as_i64().unwrap_or_else(|| panic!("no envelope code in {:?}", self.body))
    }
    pub fn msg(&self) -> &str {
        self.body["msg"].as_str().unwrap_or_default()
    }
    pub fn data(&self) -> &Value {
        &self.body["data"]
    }
    /// Asserts success and returns the data.
    pub fn ok(&self) -> &Value {
        assert_eq!(self.code(), 200, "expected success, got {:?}", self.body);
        self.data()
    }
}

impl TestApp {
    pub async fn new() -> Self {
        Self::with(|c| c).await
    }

    /// A fresh app whose configuration the test may adjust first.
    pub async fn with(adjust: impl FnOnce(figment::Figment) -> figment::Figment) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let admin_url = std::env::var("PLATFORM_TEST_DATABASE_URL").ok().filter(|u| !u.is_empty());
        // The app also listens on a loopback port: the WeChat Pay adapter reaches
        // the sandbox gateway, and the sandbox the notify endpoint, over real HTTP.
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("loopback port");
        let own = format!("http://{}", listener.local_addr().expect("address"));
        let figment = test_figment(dir.path())
            .merge(("pay.wechat.base_url", format!("{own}/sandbox/wechatpay")))
            .merge(("pay.wechat.notify_url", format!("{own}/api/pay/wechat/notify")))
            // Where the app is reached: the gateway's sandbox upstream is the app itself.
            .merge(("public_url", own.clone()));
        let mut config: Config = adjust(figment).extract().expect("test config");
        // A test that changes what the database holds (its modules, the demo data, the storage) makes its own.
        let seeded = (config.modules.disabled.is_empty() && config.demo_data && config.is_dev() && config.storage.kind == "local")
            .then(|| Seeded::get(admin_url.as_deref()));
        if let Some(seeded) = seeded {
            copy_dir(seeded.dir.path(), dir.path());
        }
        let pg = match &admin_url {
            Some(url) => Some(PgDatabase::create(url, seeded.and_then(|s| s.template.as_deref())).await),
            None => None,
        };
        config.database_url = pg.as_ref().map(|p| p.url.clone()).unwrap_or_default();
        let (state, registry, router) = platform::build(config.checked().expect("valid config")).await.expect("app builds");
        let served = router.clone().into_make_service_with_connect_info::<std::net::SocketAddr>();
        let server = tokio::spawn(async move { axum::serve(listener, served).await.expect("serves") });
        Self { state, registry, router, base_url: own, _server: ServerGuard(server), _dir: dir, _pg: pg }
    }

    /// A second instance of the same app over the same database and files: what
    /// one writes, the other hears of only through the database (or being told).
    pub async fn another_instance(&self) -> TestApp {
        let (state, registry, router) = platform::build((*self.state.config).clone()).await.expect("a second instance builds");
        let idle = ServerGuard(tokio::spawn(async {}));
        TestApp { state, registry, router, base_url: self.base_url.clone(), _server: idle, _dir: tempfile::tempdir().expect("temp dir"), _pg: None }
    }

    pub async fn request(&self, method: Method, path: &str, token: Option<&str>, body: Option<Value>, headers: &[(&str, &str)]) -> Reply {
        self.request_from(None, method, path, token, body, headers).await
    }

    /// A request arriving from the socket address `peer` (e.g. `127.0.0.1:40000`, a proxy).
    pub async fn request_from(
        &self,
        peer: Option<&str>,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
        headers: &[(&str, &str)],
    ) -> Reply {
        let mut req = Request::builder().method(method).uri(path);
        if let Some(p) = peer {
            req = req.extension(axum::extract::ConnectInfo::<std::net::SocketAddr>(p.parse().expect("socket address")));
        }
        if let Some(t) = token {
            req = req.header("token", t);
        }
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let req = match body {
            Some(b) => req.header("content-type", "application/json").body(Body::from(b.to_string())),
            None => req.body(Body::empty()),
        }
        .expect("request");
        let res = self.router.clone().oneshot(req).await.expect("router answers");
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = res.into_body().collect().await.expect("body").to_bytes();
        let body = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
        Reply { status, headers, body }
    }

    pub async fn get(&self, path: &str, token: Option<&str>) -> Reply {
        self.request(Method::GET, path, token, None, &[]).await
    }

    pub async fn post(&self, path: &str, token: Option<&str>, body: Value) -> Reply {
        self.request(Method::POST, path, token, Some(body), &[]).await
    }

    pub async fn login_reply(&self, username: &str, password: &str) -> Reply {
        self.post("/api/ptd-user/login", None, json!({"username": username, "password": password})).await
    }

    /// Logs a demo account in and returns its token.
    pub async fn login(&self, username: &str) -> String {
        let r = self.login_reply(username, DEMO_PASSWORD).await;
        r.ok()["token"].as_str().expect("token").to_string()
    }

    /// Posts a multipart form with a `file` (named like a PNG whatever it holds) and text fields.
    pub async fn upload(&self, path: &str, token: &str, file: Vec<u8>, fields: &[(&str, &str)]) -> Reply {
        let boundary = "----platformboundary";
        let mut body = Vec::new();
        for (name, value) in fields {
            body.extend_from_slice(format!("--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"\r\n\r\n{value}\r\n").as_bytes());
        }
        body.extend_from_slice(
            format!("--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"image.png\"\r\nContent-Type: image/png\r\n\r\n")
                .as_bytes(),
        );
        body.extend_from_slice(&file);
        body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
        let req = Request::post(path)
            .header("token", token)
            .header("content-type", format!("multipart/form-data; boundary={boundary}"))
            .body(Body::from(body))
            .expect("request");
        let res = self.router.clone().oneshot(req).await.expect("router answers");
        let status = res.status();
        let headers = res.headers().clone();
        let bytes = res.into_body().collect().await.expect("body").to_bytes();
        let body = serde_json::from_slice(&bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into()));
        Reply { status, headers, body }
    }

    /// A GET's body as bytes (a file), asserting success.
    pub async fn raw_get(&self, path: &str, token: &str) -> Vec<u8> {
        let req = Request::get(path).header("token", token).body(Body::empty()).expect("request");
        let res = self.router.clone().oneshot(req).await.expect("router answers");
        assert_eq!(res.status(), StatusCode::OK, "{path}");
        res.into_body().collect().await.expect("body").to_bytes().to_vec()
    }

    /// The current company of an account, by login name or mobile.
    pub async fn company_of(&self, login: &str) -> i64 {
        let (id,): (i64,) = sqlx::query_as("SELECT current_company_id FROM users WHERE user_name = $1 OR mobile = $1")
            .bind(login)
            .fetch_one(&self.state.db.read)
            .await
            .unwrap();
        id
    }

    /// Clicks a button of the WeChat Pay sandbox's cashier page (`pay` or `decline`).
    pub async fn cashier(&self, no: &str, action: &str) -> StatusCode {
        let req = Request::post(format!("/sandbox/wechatpay/cashier/{no}/{action}")).body(Body::empty()).expect("request");
        self.router.clone().oneshot(req).await.expect("router answers").status()
    }

    /// Runs every due job once, as the scheduler of instance `holder` would.
    pub async fn run_due_jobs(&self, holder: &str) -> Vec<&'static str> {
        kernel::jobs::run_due(&self.state, &self.registry.jobs(), holder).await
    }

    /// The code in the latest SMS sent to a mobile number (from the outbox).
    pub async fn sms_code(&self, mobile: &str) -> String {
        let msgs = kernel::providers::sms::latest(&self.state.db, mobile, 1).await.unwrap();
        extract_code(&msgs.first().unwrap_or_else(|| panic!("no SMS to {mobile}")).content)
    }

    /// The code in the latest mail sent to an address.
    pub async fn mail_code(&self, address: &str) -> String {
        let msgs = kernel::providers::mail::latest(&self.state.db, address, 1).await.unwrap();
        extract_code(&msgs.first().unwrap_or_else(|| panic!("no mail to {address}")).content)
    }

    /// Sends an auth code to a mobile number and returns it.
    pub async fn auth_code(&self, mobile: &str) -> String {
        let r = self.post("/api/ptd-open-platform/endpoint/sendSms/sendAuthCode", None, json!({"mobile": mobile})).await;
        assert_eq!(r.code(), 200, "code sent: {:?}", r.body);
        self.sms_code(mobile).await
    }

    /// Lets the next code to any recipient be sent at once (the one-a-minute limit is tested on its own).
    pub async fn age_codes(&self) {
        sqlx::query("UPDATE verification_codes SET created_at = created_at - 120000").execute(&self.state.db.write).await.unwrap();
        sqlx::query("UPDATE rate_limits SET window_start = window_start - 120000 WHERE scope_key LIKE 'code:minute:%'")
            .execute(&self.state.db.write)
            .await
            .unwrap();
    }

    /// A direct write followed as this instance follows its own requests'
    /// writes: what it changed drops the kept callers, memos and values at
    /// once (another instance's write is heard within a poll).
    pub async fn exec<'q>(&self, query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>) {
        let before = self.state.callers.before_write();
        query.execute(&self.state.db.write).await.unwrap();
        self.state.callers.after_write(&self.state.db, before, kernel::db::Wrote::Unknown).await;
    }

    pub async fn user_id(&self, mobile: &str) -> i64 {
        services::identity::find_user_by_login(&self.state.db, mobile).await.unwrap().expect("user exists").id
    }
}

// ---------------------------------------------------------------- orders, shared by the areas that follow them

/// A published product with a priced version: (product id, version id, price in fen).
pub async fn priced_version(app: &TestApp) -> (i64, i64, i64) {
    sqlx::query_as(
        "SELECT p.id, v.id, v.version_price FROM product_versions v JOIN product_domains d ON d.id = v.product_domain_id
         JOIN products p ON p.id = d.product_id WHERE p.status = 1 AND v.is_show = 1 AND v.version_price > 0 ORDER BY v.id LIMIT 1",
    )
    .fetch_one(&app.state.db.read)
    .await
    .unwrap()
}

/// Buys the first priced product for `term` years: (order id, price per year in fen).
pub async fn buy(app: &TestApp, token: &str, term: i64) -> (i64, i64) {
    let (product, version, price) = priced_version(app).await;
    let r = app.post("/api/ptd-industry/order/saveBuyOrder", Some(token), json!({"productId": product, "versionId": version, "term": term})).await;
    (r.ok().as_i64().expect("order id"), price)
}

/// Starts a WeChat scan-to-pay of the order; its payment record.
pub async fn pay_wechat(app: &TestApp, token: &str, order: i64) -> Value {
    app.post("/api/ptd-industry/order/payment/addOrderPayOrAccountPay", Some(token), json!({"orderId": order, "payMethod": "wechat"})).await.ok().clone()
}

pub async fn payment_status(app: &TestApp, token: &str, no: &str) -> String {
    let r = app.get(&format!("/api/ptd-industry/order/payment/queryOrderPaymentInfo?payTransactionNo={no}"), Some(token)).await;
    r.ok()["payStatus"].as_str().unwrap().to_string()
}

/// Waits until the sandbox's notification has settled the payment.
pub async fn wait_for_status(app: &TestApp, token: &str, no: &str, want: &str) {
    for _ in 0..100 {
        if payment_status(app, token, no).await == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("payment {no} never became {want}");
}

fn extract_code(text: &str) -> String {
    let digits: String = text.chars().skip_while(|c| !c.is_ascii_digit()).take_while(|c| c.is_ascii_digit()).collect();
    assert_eq!(digits.len(), 6, "a six-digit code in {text}");
    digits
}

/// The test profile with its data in `dir`, jobs off and the captcha off.
fn test_figment(dir: &std::path::Path) -> figment::Figment {
    Config::figment("test")
        .merge(("data_dir", dir.display().to_string()))
        .merge(("database_url", ""))
        .merge(("web_dir", dir.join("web").display().to_string()))
        .merge(("jobs.enabled", false))
        // Tests that exercise the captcha switch it back on.
        .merge(("captcha_enabled", false))
}

/// The demo data made once for the whole run: a data folder (on SQLite with
/// its database file) and, on PostgreSQL, a database new ones are copied from.
struct Seeded {
    dir: tempfile::TempDir,
    template: Option<String>,
}

static SEEDED: std::sync::OnceLock<Seeded> = std::sync::OnceLock::new();

impl Seeded {
    fn get(admin_url: Option<&str>) -> &'static Seeded {
        SEEDED.get_or_init(|| {
            let admin_url = admin_url.map(str::to_string);
            // Its own runtime, ended before anything is copied: no connection or task of it outlives the seeding.
            std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("runtime");
                let seeded = rt.block_on(Self::make(admin_url.as_deref()));
                rt.shutdown_timeout(Duration::from_secs(5));
                if let (Some(admin), Some(template)) = (admin_url.as_deref(), seeded.template.as_deref()) {
                    // A copy needs the template without sessions.
                    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
                    rt.block_on(async {
                        let mut admin = <sqlx::AnyConnection as sqlx::Connection>::connect(admin).await.expect("PostgreSQL reachable");
                        sqlx::query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()")
                            .bind(template)
                            .execute(&mut admin)
                            .await
                            .expect("end the template's sessions");
                    });
                }
                seeded
            })
            .join()
            .expect("the demo data is made")
        })
    }

    async fn make(admin_url: Option<&str>) -> Seeded {
        let dir = tempfile::tempdir().expect("temp dir");
        let template = match admin_url {
            Some(admin) => {
                sqlx::any::install_default_drivers();
                let mut conn = <sqlx::AnyConnection as sqlx::Connection>::connect(admin).await.expect("PostgreSQL reachable");
                drop_left_behind(&mut conn).await;
                let name = format!("platform_test_{}_seed", std::process::id());
                sqlx::query(&format!("CREATE DATABASE {name}")).execute(&mut conn).await.expect("create the template");
                Some(name)
            }
            None => None,
        };
        let mut config: Config = test_figment(dir.path()).extract().expect("test config");
        if let (Some(admin), Some(name)) = (admin_url, &template) {
            config.database_url = format!("{}/{name}", admin.rsplit_once('/').map(|(b, _)| b).unwrap_or(admin));
        }
        let (state, _, _) = platform::build(config.checked().expect("valid config")).await.expect("the demo data is made");
        state.db.read.close().await;
        state.db.write.close().await;
        Seeded { dir, template }
    }
}

/// Test databases of runs that ended without dropping them (a killed run): their process is gone.
async fn drop_left_behind(conn: &mut sqlx::AnyConnection) {
    let names: Vec<(String,)> = sqlx::query_as("SELECT datname FROM pg_database WHERE datname LIKE 'platform_test_%'").fetch_all(&mut *conn).await.unwrap_or_default();
    for (name,) in names {
        let pid = name.trim_start_matches("platform_test_").split('_').next().unwrap_or_default();
        if !pid.is_empty() && !std::path::Path::new(&format!("/proc/{pid}")).exists() {
            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut *conn).await;
        }
    }
}

/// Copies a folder's files into another, recursively.
fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    for entry in std::fs::read_dir(from).expect("read the demo data folder") {
        let entry = entry.expect("entry");
        let target = to.join(entry.file_name());
        if entry.file_type().expect("file type").is_dir() {
            std::fs::create_dir_all(&target).expect("folder");
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copy");
        }
    }
}

/// A throw-away PostgreSQL database, dropped (with its connections) when the test ends.
pub struct PgDatabase {
    admin_url: String,
    name: String,
    pub url: String,
}

static COUNTER: AtomicU32 = AtomicU32::new(0);

impl PgDatabase {
    /// An empty database, or a copy of `template`.
    pub async fn create(admin_url: &str, template: Option<&str>) -> Self {
        sqlx::any::install_default_drivers();
        let name = format!("platform_test_{}_{}", std::process::id(), COUNTER.fetch_add(1, Ordering::SeqCst));
        let mut admin = <sqlx::AnyConnection as sqlx::Connection>::connect(admin_url).await.expect("PostgreSQL reachable");
        sqlx::query(&format!("DROP DATABASE IF EXISTS {name}")).execute(&mut admin).await.expect("drop old");
        // A file copy: the default (WAL_LOG) writes the copy through the WAL, and the checkpoint
        // every DROP DATABASE waits for then takes seconds instead of a fraction of one.
        // (PostgreSQL before 15 has no STRATEGY and copies files anyway.)
        let version: (String,) = sqlx::query_as("SHOW server_version_num").fetch_one(&mut admin).await.expect("server version");
        let strategy = if version.0.parse::<u32>().unwrap_or(0) >= 150_000 { " STRATEGY FILE_COPY" } else { "" };
        let from = template.map(|t| format!(" TEMPLATE {t}{strategy}")).unwrap_or_default();
        // Copies from one template wait in turn: PostgreSQL refuses a second while the first runs.
        let mut tries = 0;
        loop {
            match sqlx::query(&format!("CREATE DATABASE {name}{from}")).execute(&mut admin).await {
                Ok(_) => break,
                Err(e) if tries < 100 && e.to_string().contains("being accessed by other users") => {
                    tries += 1;
                    tokio::time::sleep(Duration::from_millis(50)).await;
                }
                Err(e) => panic!("create test database: {e}"),
            }
        }
        let base = admin_url.rsplit_once('/').map(|(b, _)| b).unwrap_or(admin_url);
        Self { admin_url: admin_url.to_string(), url: format!("{base}/{name}"), name }
    }
}

impl Drop for PgDatabase {
    /// Dropping a database waits for a checkpoint (a second or more): one thread drops them in
    /// turn while the tests go on. Those still queued when the run ends are dropped by the next
    /// run (`drop_left_behind`) and by `make test-postgres`.
    fn drop(&mut self) {
        static DROPPER: std::sync::OnceLock<std::sync::Mutex<std::sync::mpsc::Sender<(String, String)>>> = std::sync::OnceLock::new();
        let dropper = DROPPER.get_or_init(|| {
            let (send, receive) = std::sync::mpsc::channel::<(String, String)>();
            std::thread::spawn(move || {
                let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().expect("runtime");
                for (admin_url, name) in receive {
                    rt.block_on(async {
                        if let Ok(mut admin) = <sqlx::AnyConnection as sqlx::Connection>::connect(&admin_url).await {
                            let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).execute(&mut admin).await;
                        }
                    });
                }
            });
            std::sync::Mutex::new(send)
        });
        let _ = dropper.lock().expect("dropper").send((self.admin_url.clone(), self.name.clone()));
    }
}

/// Waits until no refund is pending or processing.
pub async fn refunds_end(app: &TestApp) {
    for _ in 0..200 {
        let (open,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM refunds WHERE status IN ('pending', 'processing')").fetch_one(&app.state.db.read).await.unwrap();
        if open == 0 {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("refunds never ended");
}

/// The first sheet's XML of an xlsx file (read by Python's zipfile, not by the code under test).
pub fn xlsx_sheet_xml(bytes: &[u8]) -> String {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("export.xlsx");
    std::fs::write(&path, bytes).unwrap();
    let out = std::process::Command::new("python3")
        .args(["-c", "import sys, zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read('xl/worksheets/sheet1.xml').decode())"])
        .arg(&path)
        .output()
        .expect("python3 runs");
    assert!(out.status.success(), "not an xlsx: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

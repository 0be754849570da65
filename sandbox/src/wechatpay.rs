//! The WeChat Pay sandbox: a gateway served by the platform itself in the dev
//! and test profiles, speaking the same API v3 wire protocol as WeChat (signed
//! requests and answers, encrypted notifications), with a cashier page standing
//! in for the payer's phone. Its orders live in `wechatpay_sandbox_orders`, so a
//! restarted process still knows what was paid.

use kernel::config::WechatPayConfig;
use kernel::db::{is_unique_violation, Db};
use kernel::html::escape;
use services::payments::wechat::{
    answer_message, encrypt_resource, nonce_str, parse_private_key, parse_public_key, request_message, rfc3339_beijing,
    sign_message, valid_out_trade_no, verify_message, ErrorAnswer, MAX_CLOCK_SKEW_SECS, RESOURCE_ALGORITHM, SCHEME,
};
use kernel::state::AppState;
use kernel::time::now_ms;
use axum::body::{Body, Bytes};
use axum::extract::rejection::{BytesRejection, PathRejection};
use axum::extract::{OriginalUri, Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode, Uri};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use chrono::{DateTime, Utc};
use rand::Rng;
use serde::Deserialize;
use serde_json::{json, Value};
use std::time::Duration;

/// Where the sandbox is mounted; the fallback when the request does not tell.
const MOUNT: &str = "/sandbox/wechatpay";
/// How long an order without `time_expire` stays payable (WeChat's default is two hours).
const DEFAULT_LIFE_MS: i64 = 2 * 3600 * 1000;
/// WeChat retries an unanswered notification over hours; the sandbox compresses that into a minute.
const RETRY_DELAYS: [Duration; 6] =
    [Duration::from_secs(1), Duration::from_secs(2), Duration::from_secs(4), Duration::from_secs(8), Duration::from_secs(15), Duration::from_secs(30)];
const NOTIFY_TIMEOUT: Duration = Duration::from_secs(10);
/// The largest amount the sandbox takes, in fen (a billion yuan); keeps sums far from overflow.
const MAX_AMOUNT: i64 = 100_000_000_000;

/// The sandbox's routes, relative to where it is mounted (`/sandbox/wechatpay`).
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/v3/pay/transactions/native", post(create_native))
        .route("/v3/pay/transactions/out-trade-no/{no}", get(query))
        .route("/v3/pay/transactions/out-trade-no/{no}/close", post(close))
        .route("/cashier/{no}", get(cashier))
        .route("/cashier/{no}/pay", post(pay))
        .route("/cashier/{no}/decline", post(decline))
        .route("/notification/{no}", get(notification))
        .route("/v3/refund/domestic/refunds", post(create_refund))
        .route("/v3/refund/domestic/refunds/{no}", get(query_refund))
        .route("/v3/bill/tradebill", get(trade_bill))
        .route("/v3/billdownload/file", get(download_bill))
}

/// The signed notification of a paid order, as `{headers, body}`, so a
/// benchmark or a person can replay WeChat's duplicate deliveries by hand.
async fn notification(State(state): State<AppState>, no: Result<Path<String>, PathRejection>) -> Response {
    let plain = |status: StatusCode, code: &str, message: &str| (status, axum::Json(serde_json::json!({ "code": code, "message": message }))).into_response();
    let Ok(no) = path_no(no) else { return plain(StatusCode::NOT_FOUND, "ORDER_NOT_EXIST", "订单不存在") };
    match load(&state.db, &no).await {
        Ok(Some(order)) if order.trade_state == "SUCCESS" => {
            let (headers, body) = signed_notification(&state.config.pay.wechat, &transaction_value(&order).to_string());
            let headers: serde_json::Map<String, serde_json::Value> = headers.into_iter().map(|(k, v)| (k, serde_json::Value::String(v))).collect();
            axum::Json(serde_json::json!({ "headers": headers, "body": body })).into_response()
        }
        Ok(_) => plain(StatusCode::NOT_FOUND, "ORDER_NOT_EXIST", "订单不存在或未支付"),
        Err(e) => {
            system_error(e);
            plain(StatusCode::INTERNAL_SERVER_ERROR, "SYSTEM_ERROR", "系统繁忙")
        }
    }
}

/// A WeChat-shaped error answer: HTTP status and `{code, message}`.
#[derive(Debug)]
struct WxError {
    status: StatusCode,
    code: &'static str,
    message: String,
}

fn wx(status: StatusCode, code: &'static str, message: impl Into<String>) -> WxError {
    WxError { status, code, message: message.into() }
}

fn param_error(message: impl Into<String>) -> WxError {
    wx(StatusCode::BAD_REQUEST, "PARAM_ERROR", message)
}

fn system_error(e: impl std::fmt::Display) -> WxError {
    tracing::error!(error = %e, "wechat pay sandbox");
    wx(StatusCode::INTERNAL_SERVER_ERROR, "SYSTEM_ERROR", "系统错误")
}

impl From<sqlx::Error> for WxError {
    fn from(e: sqlx::Error) -> Self {
        system_error(e)
    }
}

/// `Wechatpay-*` headers signing `body` with the sandbox's platform key, as WeChat signs its answers.
fn platform_headers(config: &WechatPayConfig, body: &[u8]) -> Vec<(String, String)> {
    let timestamp = Utc::now().timestamp().to_string();
    let nonce = nonce_str(32);
    let signature = match parse_private_key(&config.sandbox.platform_private_key) {
        Ok(key) => sign_message(&key, &answer_message(&timestamp, &nonce, body)),
        Err(e) => {
            // Unsigned, so the adapter refuses it; a sandbox must not panic over its own configuration.
            tracing::error!(error = %e, "pay.wechat.sandbox.platform_private_key");
            String::new()
        }
    };
    vec![
        ("Wechatpay-Timestamp".into(), timestamp),
        ("Wechatpay-Nonce".into(), nonce),
        ("Wechatpay-Signature".into(), signature),
        ("Wechatpay-Serial".into(), config.platform_serial.clone()),
        ("Wechatpay-Signature-Type".into(), SCHEME.into()),
    ]
}

/// A signed answer; errors are signed too, as WeChat does.
fn answer(config: &WechatPayConfig, result: Result<(StatusCode, String), WxError>) -> Response {
    let (status, body) = match result {
        Ok(ok) => ok,
        Err(e) => {
            let body = serde_json::to_string(&ErrorAnswer { code: e.code.into(), message: e.message }).unwrap_or_default();
            (e.status, body)
        }
    };
    let mut res = Response::new(Body::from(body.clone()));
    *res.status_mut() = status;
    let h = res.headers_mut();
    if !body.is_empty() {
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static("application/json; charset=utf-8"));
    }
    if let Ok(id) = HeaderValue::from_str(&uuid::Uuid::new_v4().simple().to_string()) {
        h.insert("Request-ID", id);
    }
    for (name, value) in platform_headers(config, body.as_bytes()) {
        if let (Ok(name), Ok(value)) = (header::HeaderName::from_bytes(name.as_bytes()), HeaderValue::from_str(&value)) {
            h.insert(name, value);
        }
    }
    res
}

/// Checks the merchant's `Authorization` over the method, the path and query
/// relative to the sandbox's mount (`/v3/...`, as WeChat sees it, so any merchant
/// library signs the same text), and the body.
fn check_signature(config: &WechatPayConfig, method: &str, relative: &Uri, headers: &HeaderMap, body: &[u8]) -> Result<(), WxError> {
    let refuse = |why: &str| wx(StatusCode::UNAUTHORIZED, "SIGN_ERROR", format!("签名错误：{why}"));
    let auth = headers.get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).ok_or_else(|| refuse("缺少 Authorization"))?;
    let params = auth.strip_prefix(SCHEME).filter(|p| p.starts_with(' ')).ok_or_else(|| refuse("认证类型不支持"))?;
    let mut fields = std::collections::HashMap::new();
    for part in params.split(',') {
        if let Some((k, v)) = part.split_once('=') {
            fields.insert(k.trim(), v.trim().trim_matches('"'));
        }
    }
    let field = |name: &str| fields.get(name).copied().filter(|v| !v.is_empty()).ok_or_else(|| refuse(&format!("缺少 {name}")));
    let (mchid, nonce, signature, timestamp, serial) =
        (field("mchid")?, field("nonce_str")?, field("signature")?, field("timestamp")?, field("serial_no")?);
    if mchid != config.mch_id {
        return Err(refuse("商户号不存在"));
    }
    if serial != config.merchant_serial {
        return Err(refuse("商户证书序列号不存在"));
    }
    let ts: i64 = timestamp.parse().map_err(|_| refuse("timestamp 格式错误"))?;
    if ts.abs_diff(Utc::now().timestamp()) > MAX_CLOCK_SKEW_SECS as u64 {
        return Err(refuse("timestamp 已过期"));
    }
    let key = parse_public_key(&config.sandbox.merchant_public_key).map_err(system_error)?;
    let path = relative.path_and_query().map(|p| p.as_str()).unwrap_or("/");
    if !verify_message(&key, &request_message(method, path, timestamp, nonce, body), signature) {
        return Err(refuse("签名验证失败"));
    }
    Ok(())
}

/// Where this router is mounted, read off the request: the original path less the path the router saw.
fn mount_prefix(original: &Uri, uri: &Uri) -> String {
    original.path().strip_suffix(uri.path()).map(str::to_string).unwrap_or_else(|| MOUNT.into())
}

/// The Host the request was sent to, when it is a plain host name or address with an optional port.
fn request_host(headers: &HeaderMap, original: &Uri) -> Option<String> {
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).map(str::to_string).or_else(|| original.authority().map(|a| a.to_string()))?;
    let plain = !host.is_empty() && host.len() <= 255 && host.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b':' | b'[' | b']'));
    plain.then_some(host)
}

/// One sandbox order, as stored.
#[derive(Debug, Clone)]
struct Order {
    out_trade_no: String,
    mch_id: String,
    app_id: String,
    description: String,
    amount: i64,
    notify_url: String,
    time_expire: i64,
    trade_state: String,
    transaction_id: Option<String>,
    success_time: Option<i64>,
}

type OrderRow = (String, String, String, String, i64, String, i64, String, Option<String>, Option<i64>);

async fn load(db: &Db, no: &str) -> Result<Option<Order>, sqlx::Error> {
    let row: Option<OrderRow> = sqlx::query_as(
        "SELECT out_trade_no, mch_id, app_id, description, amount, notify_url, time_expire, trade_state, transaction_id, success_time \
         FROM wechatpay_sandbox_orders WHERE out_trade_no = $1",
    )
    .bind(no)
    .fetch_optional(&db.read)
    .await?;
    Ok(row.map(|r| Order {
        out_trade_no: r.0,
        mch_id: r.1,
        app_id: r.2,
        description: r.3,
        amount: r.4,
        notify_url: r.5,
        time_expire: r.6,
        trade_state: r.7,
        transaction_id: r.8,
        success_time: r.9,
    }))
}

fn trade_state_desc(state: &str) -> &'static str {
    match state {
        "SUCCESS" => "支付成功",
        "NOTPAY" => "未支付",
        "CLOSED" => "已关闭",
        "PAYERROR" => "支付失败，请重新下单支付",
        _ => "",
    }
}

/// The transaction as WeChat writes it in query answers and notifications.
fn transaction_value(o: &Order) -> Value {
    let mut t = json!({
        "appid": o.app_id,
        "mchid": o.mch_id,
        "out_trade_no": o.out_trade_no,
    });
    let paid = o.trade_state == "SUCCESS";
    if let (true, Some(id)) = (paid, &o.transaction_id) {
        t["transaction_id"] = json!(id);
    }
    t["trade_type"] = json!("NATIVE");
    t["trade_state"] = json!(o.trade_state);
    t["trade_state_desc"] = json!(trade_state_desc(&o.trade_state));
    if paid {
        t["bank_type"] = json!("OTHERS");
        t["attach"] = json!("");
        if let Some(ms) = o.success_time {
            t["success_time"] = json!(rfc3339_beijing(ms.div_euclid(1000)));
        }
        t["payer"] = json!({ "openid": "oSandboxPayer0000000000000000" });
        t["amount"] = json!({ "total": o.amount, "payer_total": o.amount, "currency": "CNY", "payer_currency": "CNY" });
    } else {
        t["amount"] = json!({ "total": o.amount, "currency": "CNY", "payer_currency": "CNY" });
    }
    t
}

/// The plaintext of a `TRANSACTION.SUCCESS` notification: this merchant's payment, paid now.
pub fn transaction_json(config: &WechatPayConfig, out_trade_no: &str, amount_fen: i64, transaction_id: &str) -> String {
    transaction_value(&Order {
        out_trade_no: out_trade_no.into(),
        mch_id: config.mch_id.clone(),
        app_id: config.app_id.clone(),
        description: String::new(),
        amount: amount_fen,
        notify_url: String::new(),
        time_expire: 0,
        trade_state: "SUCCESS".into(),
        transaction_id: Some(transaction_id.into()),
        success_time: Some(now_ms()),
    })
    .to_string()
}

/// A notification as WeChat posts it: the headers and the JSON body, the
/// transaction sealed with the API v3 key and the whole signed with the platform key.
pub fn signed_notification(config: &WechatPayConfig, transaction_json: &str) -> (Vec<(String, String)>, String) {
    signed_event(config, "TRANSACTION.SUCCESS", "transaction", "支付成功", transaction_json)
}

/// Any notification WeChat posts (`event_type`, the resource's `original_type`), sealed and signed.
pub fn signed_event(config: &WechatPayConfig, event_type: &str, original_type: &str, summary: &str, plaintext: &str) -> (Vec<(String, String)>, String) {
    let nonce = nonce_str(12);
    let ciphertext = encrypt_resource(&config.api_v3_key, plaintext, original_type, &nonce).unwrap_or_else(|e| {
        tracing::error!(error = %e, "pay.wechat.api_v3_key");
        String::new()
    });
    let body = json!({
        "id": uuid::Uuid::new_v4().to_string(),
        "create_time": rfc3339_beijing(Utc::now().timestamp()),
        "resource_type": "encrypt-resource",
        "event_type": event_type,
        "summary": summary,
        "resource": {
            "original_type": original_type,
            "algorithm": RESOURCE_ALGORITHM,
            "ciphertext": ciphertext,
            "associated_data": original_type,
            "nonce": nonce,
        },
    })
    .to_string();
    (platform_headers(config, body.as_bytes()), body)
}

/// Posts the notification until the merchant answers 200 or 204, on WeChat's
/// retry pattern compressed to a minute. Built once: the retries fit the 5-minute window.
async fn deliver(config: WechatPayConfig, notify_url: String, transaction: String) {
    let (headers, body) = signed_notification(&config, &transaction);
    post_until_taken(notify_url, headers, body).await
}

async fn post_until_taken(notify_url: String, headers: Vec<(String, String)>, body: String) {
    let client = match reqwest::Client::builder().timeout(NOTIFY_TIMEOUT).build() {
        Ok(c) => c,
        Err(e) => return tracing::error!(error = %e, "wechat pay sandbox: no HTTP client"),
    };
    let delays = std::iter::once(Duration::ZERO).chain(RETRY_DELAYS);
    for (attempt, delay) in delays.enumerate() {
        tokio::time::sleep(delay).await;
        let mut request = client.post(&notify_url).header(header::CONTENT_TYPE, "application/json").body(body.clone());
        for (name, value) in &headers {
            request = request.header(name, value);
        }
        match request.send().await {
            Ok(r) if r.status() == StatusCode::OK || r.status() == StatusCode::NO_CONTENT => return,
            Ok(r) => tracing::warn!(attempt, status = r.status().as_u16(), %notify_url, "wechat pay sandbox: notification refused"),
            Err(e) => tracing::warn!(attempt, error = %e, %notify_url, "wechat pay sandbox: notification not delivered"),
        }
    }
    tracing::warn!(%notify_url, "wechat pay sandbox: notification given up");
}

#[derive(Deserialize)]
struct NativeBody {
    appid: String,
    mchid: String,
    description: String,
    out_trade_no: String,
    time_expire: Option<String>,
    notify_url: String,
    amount: NativeAmount,
}

#[derive(Deserialize)]
struct NativeAmount {
    total: i64,
    currency: Option<String>,
}

#[derive(Deserialize)]
struct CloseBody {
    mchid: String,
}

fn json_body<T: serde::de::DeserializeOwned>(body: &[u8]) -> Result<T, WxError> {
    serde_json::from_slice(body).map_err(|e| param_error(format!("请求参数格式错误：{e}")))
}

fn body_bytes(body: Result<Bytes, BytesRejection>) -> Result<Bytes, WxError> {
    body.map_err(|e| wx(e.status(), "PARAM_ERROR", e.body_text()))
}

fn path_no(no: Result<Path<String>, PathRejection>) -> Result<String, WxError> {
    let Path(no) = no.map_err(|_| param_error("out_trade_no 格式错误"))?;
    if valid_out_trade_no(&no) {
        Ok(no)
    } else {
        Err(param_error("out_trade_no 格式错误"))
    }
}

fn cashier_url(host: &str, prefix: &str, no: &str) -> String {
    format!("http://{host}{prefix}/cashier/{no}")
}

async fn create_native(
    State(state): State<AppState>,
    OriginalUri(original): OriginalUri,
    uri: Uri,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let config = &state.config.pay.wechat;
    let result = async {
        let body = body_bytes(body)?;
        check_signature(config, "POST", &uri, &headers, &body)?;
        let req: NativeBody = json_body(&body)?;
        if req.mchid != config.mch_id {
            return Err(wx(StatusCode::BAD_REQUEST, "MCH_NOT_EXISTS", "商户号不存在"));
        }
        if req.appid != config.app_id {
            return Err(wx(StatusCode::BAD_REQUEST, "APPID_MCHID_NOT_MATCH", "appid和mch_id不匹配"));
        }
        if !valid_out_trade_no(&req.out_trade_no) {
            return Err(param_error("out_trade_no 应为6-32位字母、数字或_-|*"));
        }
        if req.description.trim().is_empty() || req.description.len() > 127 {
            return Err(param_error("description 长度应为1-127字节"));
        }
        if !(1..=MAX_AMOUNT).contains(&req.amount.total) {
            return Err(param_error("amount.total 应为正整数（分）"));
        }
        if req.amount.currency.as_deref().is_some_and(|c| c != "CNY") {
            return Err(param_error("amount.currency 只支持 CNY"));
        }
        let url_ok = (req.notify_url.starts_with("http://") || req.notify_url.starts_with("https://"))
            && req.notify_url.len() <= 255
            && reqwest::Url::parse(&req.notify_url).is_ok();
        if !url_ok {
            return Err(param_error("notify_url 格式错误"));
        }
        let now = now_ms();
        let time_expire = match req.time_expire.as_deref() {
            None => now + DEFAULT_LIFE_MS,
            Some(t) => DateTime::parse_from_rfc3339(t).map_err(|_| param_error("time_expire 应为 RFC 3339 格式"))?.timestamp_millis(),
        };
        if time_expire <= now {
            return Err(param_error("time_expire 时间过短"));
        }
        let host = request_host(&headers, &original).unwrap_or_else(|| format!("{}:{}", state.config.host, state.config.port));
        let code_url = cashier_url(&host, &mount_prefix(&original, &uri), &req.out_trade_no);
        let inserted = sqlx::query(
            "INSERT INTO wechatpay_sandbox_orders (out_trade_no, mch_id, app_id, description, amount, notify_url, time_expire, trade_state, create_time) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'NOTPAY', $8)",
        )
        .bind(&req.out_trade_no)
        .bind(&req.mchid)
        .bind(&req.appid)
        .bind(&req.description)
        .bind(req.amount.total)
        .bind(&req.notify_url)
        .bind(time_expire)
        .bind(now)
        .execute(&state.db.write)
        .await;
        match inserted {
            Ok(_) => {}
            // The same order placed again gets the same code_url, as WeChat answers.
            Err(e) if is_unique_violation(&e) => {
                let existing = load(&state.db, &req.out_trade_no).await?.ok_or_else(|| system_error("order vanished"))?;
                if existing.amount != req.amount.total || existing.mch_id != req.mchid {
                    return Err(wx(StatusCode::BAD_REQUEST, "INVALID_REQUEST", "201 商户订单号重复"));
                }
                match existing.trade_state.as_str() {
                    "SUCCESS" => return Err(wx(StatusCode::BAD_REQUEST, "ORDERPAID", "该订单已支付")),
                    "CLOSED" => return Err(wx(StatusCode::BAD_REQUEST, "ORDER_CLOSED", "订单已关闭")),
                    _ => {}
                }
            }
            Err(e) => return Err(e.into()),
        }
        Ok((StatusCode::OK, json!({ "code_url": code_url }).to_string()))
    }
    .await;
    answer(config, result)
}

async fn query(
    State(state): State<AppState>,
    OriginalUri(original): OriginalUri,
    uri: Uri,
    headers: HeaderMap,
    no: Result<Path<String>, PathRejection>,
) -> Response {
    let config = &state.config.pay.wechat;
    let result = async {
        check_signature(config, "GET", &uri, &headers, b"")?;
        let q: std::collections::HashMap<String, String> =
            serde_urlencoded::from_str(original.query().unwrap_or_default()).map_err(|_| param_error("查询参数格式错误"))?;
        match q.get("mchid") {
            None => return Err(param_error("缺少 mchid")),
            Some(m) if *m != config.mch_id => return Err(wx(StatusCode::BAD_REQUEST, "MCH_NOT_EXISTS", "商户号不存在")),
            Some(_) => {}
        }
        let no = path_no(no)?;
        let order = load(&state.db, &no).await?.filter(|o| o.mch_id == config.mch_id);
        let order = order.ok_or_else(|| wx(StatusCode::NOT_FOUND, "ORDER_NOT_EXIST", "订单不存在"))?;
        Ok((StatusCode::OK, transaction_value(&order).to_string()))
    }
    .await;
    answer(config, result)
}

async fn close(
    State(state): State<AppState>,
    uri: Uri,
    headers: HeaderMap,
    no: Result<Path<String>, PathRejection>,
    body: Result<Bytes, BytesRejection>,
) -> Response {
    let config = &state.config.pay.wechat;
    let result = async {
        let body = body_bytes(body)?;
        check_signature(config, "POST", &uri, &headers, &body)?;
        let req: CloseBody = json_body(&body)?;
        if req.mchid != config.mch_id {
            return Err(wx(StatusCode::BAD_REQUEST, "MCH_NOT_EXISTS", "商户号不存在"));
        }
        let no = path_no(no)?;
        // One conditional statement, so a payment and a close racing each other cannot both win.
        let closed = sqlx::query(
            "UPDATE wechatpay_sandbox_orders SET trade_state = 'CLOSED' WHERE out_trade_no = $1 AND mch_id = $2 AND trade_state <> 'SUCCESS'",
        )
        .bind(&no)
        .bind(&config.mch_id)
        .execute(&state.db.write)
        .await?;
        if closed.rows_affected() == 0 {
            return Err(match load(&state.db, &no).await?.filter(|o| o.mch_id == config.mch_id) {
                None => wx(StatusCode::NOT_FOUND, "ORDER_NOT_EXIST", "订单不存在"),
                Some(_) => wx(StatusCode::BAD_REQUEST, "ORDERPAID", "订单已支付"),
            });
        }
        Ok((StatusCode::NO_CONTENT, String::new()))
    }
    .await;
    answer(config, result)
}

fn yuan(fen: i64) -> String {
    format!("{}{}.{:02}", if fen < 0 { "-" } else { "" }, (fen / 100).unsigned_abs(), (fen % 100).unsigned_abs())
}

fn page(status: StatusCode, body: &str) -> Response {
    let html = format!(
        r#"<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>微信支付（沙箱）</title><style>body{{font-family:"Noto Sans CJK SC",sans-serif;background:#f2f2f2;margin:0;display:flex;justify-content:center}}
main{{background:#fff;margin-top:48px;padding:32px;border-radius:8px;width:320px;text-align:center;box-shadow:0 2px 12px #0001}}
h1{{font-size:20px;color:#07c160}}p{{color:#666;font-size:14px}}.amount{{font-size:32px;color:#111;margin:16px 0}}.state{{font-size:16px;color:#111}}
button{{width:100%;padding:10px;margin-top:12px;background:#07c160;color:#fff;border:0;border-radius:4px;font-size:16px;cursor:pointer}}
.decline{{background:#fff;color:#666;border:1px solid #ddd}}</style></head>
<body><main><h1>微信支付（沙箱）</h1>{body}<p>沙箱环境：模拟手机微信扫码后的付款页面，不会真实扣款。</p></main></body></html>"#
    );
    (status, Html(html)).into_response()
}

/// What the payer sees after scanning the code_url.
async fn cashier(
    State(state): State<AppState>,
    OriginalUri(original): OriginalUri,
    uri: Uri,
    no: Result<Path<String>, PathRejection>,
) -> Response {
    let Ok(no) = path_no(no) else { return page(StatusCode::NOT_FOUND, "<p class=\"state\">订单不存在</p>") };
    let order = match load(&state.db, &no).await {
        Ok(Some(o)) => o,
        Ok(None) => return page(StatusCode::NOT_FOUND, "<p class=\"state\">订单不存在</p>"),
        Err(e) => {
            system_error(e);
            return page(StatusCode::INTERNAL_SERVER_ERROR, "<p class=\"state\">系统繁忙，请稍后重试</p>");
        }
    };
    let payable = order.trade_state == "NOTPAY" && order.time_expire > now_ms();
    let state_text = match order.trade_state.as_str() {
        "NOTPAY" if payable => "待支付".to_string(),
        "NOTPAY" => "订单已过期，无法支付".to_string(),
        "SUCCESS" => "支付成功".to_string(),
        "PAYERROR" => "已拒绝支付".to_string(),
        "CLOSED" => "订单已关闭，无法支付".to_string(),
        other => other.to_string(),
    };
    let mut body = format!(
        r#"<p>{}</p><p class="amount">¥{}</p><p class="state">{}</p><p>商户订单号：{}</p>"#,
        escape(&order.description),
        yuan(order.amount),
        escape(&state_text),
        escape(&order.out_trade_no)
    );
    if let Some(id) = order.transaction_id.as_deref().filter(|_| order.trade_state == "SUCCESS") {
        body.push_str(&format!("<p>微信支付单号：{}</p>", escape(id)));
    }
    if payable {
        let action = escape(&format!("{}/cashier/{}", mount_prefix(&original, &uri), order.out_trade_no));
        body.push_str(&format!(
            r#"<form method="post" action="{action}/pay"><button type="submit">确认支付</button></form>
<form method="post" action="{action}/decline"><button type="submit" class="decline">拒绝支付</button></form>"#
        ));
    }
    page(StatusCode::OK, &body)
}

/// Back to the cashier page after a button (303, so a reload does not post again).
fn back_to_cashier(original: &Uri, uri: &Uri, no: &str) -> Response {
    let location = format!("{}/cashier/{no}", mount_prefix(original, uri));
    match HeaderValue::from_str(&location) {
        Ok(v) => (StatusCode::SEE_OTHER, [(header::LOCATION, v)]).into_response(),
        Err(_) => page(StatusCode::NOT_FOUND, "<p class=\"state\">订单不存在</p>"),
    }
}

/// A transaction id shaped like WeChat's: `4200`, the date, then random digits (28 in all).
fn new_transaction_id() -> String {
    let mut rng = rand::thread_rng();
    let digits: String = (0..16).map(|_| char::from(b'0' + rng.gen_range(0..10u8))).collect();
    format!("4200{}{digits}", Utc::now().format("%Y%m%d"))
}

/// The payer confirms: the order is paid once, then the merchant is notified.
async fn pay(
    State(state): State<AppState>,
    OriginalUri(original): OriginalUri,
    uri: Uri,
    no: Result<Path<String>, PathRejection>,
) -> Response {
    let Ok(no) = path_no(no) else { return page(StatusCode::NOT_FOUND, "<p class=\"state\">订单不存在</p>") };
    let now = now_ms();
    // Conditional, so a second click, an expired order or a close racing this pays nothing.
    let paid = sqlx::query(
        "UPDATE wechatpay_sandbox_orders SET trade_state = 'SUCCESS', transaction_id = $1, success_time = $2 \
         WHERE out_trade_no = $3 AND trade_state = 'NOTPAY' AND time_expire > $2",
    )
    .bind(new_transaction_id())
    .bind(now)
    .bind(&no)
    .execute(&state.db.write)
    .await;
    match paid {
        Ok(r) if r.rows_affected() == 1 => match load(&state.db, &no).await {
            Ok(Some(order)) => {
                let transaction = transaction_value(&order).to_string();
                tokio::spawn(deliver(state.config.pay.wechat.clone(), order.notify_url, transaction));
            }
            Ok(None) => {}
            Err(e) => {
                system_error(e);
            }
        },
        Ok(_) => {}
        Err(e) => {
            system_error(e);
            return page(StatusCode::INTERNAL_SERVER_ERROR, "<p class=\"state\">系统繁忙，请稍后重试</p>");
        }
    }
    back_to_cashier(&original, &uri, &no)
}

/// The payer refuses: the payment fails (PAYERROR); WeChat sends no notification for that.
async fn decline(
    State(state): State<AppState>,
    OriginalUri(original): OriginalUri,
    uri: Uri,
    no: Result<Path<String>, PathRejection>,
) -> Response {
    let Ok(no) = path_no(no) else { return page(StatusCode::NOT_FOUND, "<p class=\"state\">订单不存在</p>") };
    let declined = sqlx::query(
        "UPDATE wechatpay_sandbox_orders SET trade_state = 'PAYERROR' WHERE out_trade_no = $1 AND trade_state = 'NOTPAY' AND time_expire > $2",
    )
    .bind(&no)
    .bind(now_ms())
    .execute(&state.db.write)
    .await;
    if let Err(e) = declined {
        system_error(e);
        return page(StatusCode::INTERNAL_SERVER_ERROR, "<p class=\"state\">系统繁忙，请稍后重试</p>");
    }
    back_to_cashier(&original, &uri, &no)
}

/// How long the sandbox takes to return a refund's money.
const REFUND_DELAY: Duration = Duration::from_millis(300);

#[derive(Deserialize)]
struct RefundBody {
    out_trade_no: Option<String>,
    transaction_id: Option<String>,
    out_refund_no: String,
    reason: Option<String>,
    notify_url: Option<String>,
    amount: RefundBodyAmount,
}

#[derive(Deserialize)]
struct RefundBodyAmount {
    refund: i64,
    total: i64,
    currency: String,
}

/// One sandbox refund, as stored.
struct SandboxRefund {
    out_refund_no: String,
    out_trade_no: String,
    refund_id: String,
    amount: i64,
    status: String,
    create_time: i64,
    success_time: Option<i64>,
}

type RefundRow = (String, String, String, i64, String, i64, Option<i64>);

async fn load_refund(db: &Db, no: &str) -> Result<Option<SandboxRefund>, sqlx::Error> {
    let row: Option<RefundRow> = sqlx::query_as(
        "SELECT out_refund_no, out_trade_no, refund_id, amount, status, create_time, success_time FROM wechatpay_sandbox_refunds WHERE out_refund_no = $1",
    )
    .bind(no)
    .fetch_optional(&db.read)
    .await?;
    Ok(row.map(|r| SandboxRefund { out_refund_no: r.0, out_trade_no: r.1, refund_id: r.2, amount: r.3, status: r.4, create_time: r.5, success_time: r.6 }))
}

/// The refund as WeChat writes it in answers (`status`) and, with `mchid` and
/// `refund_status`, in notifications.
fn refund_value(r: &SandboxRefund, order: &Order, notification: bool) -> Value {
    let mut v = json!({
        "refund_id": r.refund_id,
        "out_refund_no": r.out_refund_no,
        "transaction_id": order.transaction_id,
        "out_trade_no": r.out_trade_no,
        "channel": "ORIGINAL",
        "user_received_account": "支付用户零钱",
        "create_time": rfc3339_beijing(r.create_time.div_euclid(1000)),
        "amount": {
            "total": order.amount, "refund": r.amount, "payer_total": order.amount, "payer_refund": r.amount,
            "settlement_refund": r.amount, "settlement_total": order.amount, "discount_refund": 0, "currency": "CNY", "refund_fee": 0,
        },
        "funds_account": "AVAILABLE",
        "promotion_detail": [],
    });
    if let Some(ms) = r.success_time {
        v["success_time"] = json!(rfc3339_beijing(ms.div_euclid(1000)));
    }
    if notification {
        v["mchid"] = json!(order.mch_id);
        v["refund_status"] = json!(r.status);
    } else {
        v["status"] = json!(r.status);
    }
    v
}

/// The plaintext of a refund notification for tests: this merchant's refund in `status`.
pub fn refund_json(config: &WechatPayConfig, out_trade_no: &str, out_refund_no: &str, refund: i64, total: i64, status: &str) -> String {
    let order = Order {
        out_trade_no: out_trade_no.into(),
        mch_id: config.mch_id.clone(),
        app_id: config.app_id.clone(),
        description: String::new(),
        amount: total,
        notify_url: String::new(),
        time_expire: 0,
        trade_state: "SUCCESS".into(),
        transaction_id: Some("4200000000000000000000000000".into()),
        success_time: Some(now_ms()),
    };
    let now = now_ms();
    let r = SandboxRefund {
        out_refund_no: out_refund_no.into(),
        out_trade_no: out_trade_no.into(),
        refund_id: "50000000000000000000000000000".into(),
        amount: refund,
        status: status.into(),
        create_time: now,
        success_time: (status == "SUCCESS").then_some(now),
    };
    refund_value(&r, &order, true).to_string()
}

/// `POST /v3/refund/domestic/refunds`: WeChat's rules: a paid order, at most
/// what is left of it, 50 refunds, within a year; the same `out_refund_no`
/// again answers the same refund. It succeeds a moment later and notifies.
async fn create_refund(State(state): State<AppState>, uri: Uri, headers: HeaderMap, body: Result<Bytes, BytesRejection>) -> Response {
    let config = &state.config.pay.wechat;
    let result = async {
        let body = body_bytes(body)?;
        check_signature(config, "POST", &uri, &headers, &body)?;
        let req: RefundBody = json_body(&body)?;
        if !valid_out_trade_no(&req.out_refund_no) {
            return Err(param_error("out_refund_no 格式错误"));
        }
        if req.amount.currency != "CNY" {
            return Err(param_error("amount.currency 只支持 CNY"));
        }
        let order = match (&req.out_trade_no, &req.transaction_id) {
            (Some(no), _) => load(&state.db, no).await?,
            (None, Some(id)) => {
                let no: Option<(String,)> = sqlx::query_as("SELECT out_trade_no FROM wechatpay_sandbox_orders WHERE transaction_id = $1").bind(id).fetch_optional(&state.db.read).await?;
                match no {
                    Some((no,)) => load(&state.db, &no).await?,
                    None => None,
                }
            }
            (None, None) => return Err(param_error("out_trade_no 与 transaction_id 必填其一")),
        };
        let order = order.filter(|o| o.mch_id == config.mch_id).ok_or_else(|| wx(StatusCode::NOT_FOUND, "RESOURCE_NOT_EXISTS", "订单不存在"))?;
        if let Some(existing) = load_refund(&state.db, &req.out_refund_no).await? {
            if existing.out_trade_no != order.out_trade_no || existing.amount != req.amount.refund {
                return Err(wx(StatusCode::BAD_REQUEST, "INVALID_REQUEST", "商户退款单号重复"));
            }
            return Ok((StatusCode::OK, refund_value(&existing, &order, false).to_string()));
        }
        if order.trade_state != "SUCCESS" {
            return Err(wx(StatusCode::BAD_REQUEST, "INVALID_REQUEST", "订单未支付，无法退款"));
        }
        if req.amount.total != order.amount {
            return Err(param_error("amount.total 与订单金额不一致"));
        }
        if req.amount.refund <= 0 {
            return Err(param_error("amount.refund 应为正整数（分）"));
        }
        let now = now_ms();
        if order.success_time.unwrap_or(now) + 365 * 24 * 3600 * 1000 < now {
            return Err(wx(StatusCode::BAD_REQUEST, "INVALID_REQUEST", "订单已超过退款期限"));
        }
        let refund_id = format!("5030{}", &new_transaction_id()[4..]);
        // One statement: the sum of the live refunds and their count are checked as the row goes in.
        let inserted = sqlx::query(
            "INSERT INTO wechatpay_sandbox_refunds (out_refund_no, out_trade_no, refund_id, amount, reason, notify_url, status, create_time)
             SELECT $1, $2, $3, $4, $5, $6, 'PROCESSING', $7
             WHERE (SELECT COALESCE(SUM(amount), 0) FROM wechatpay_sandbox_refunds WHERE out_trade_no = $2 AND status IN ('PROCESSING', 'SUCCESS')) + $4 <= $8
               AND (SELECT COUNT(*) FROM wechatpay_sandbox_refunds WHERE out_trade_no = $2) < 50",
        )
        .bind(&req.out_refund_no)
        .bind(&order.out_trade_no)
        .bind(&refund_id)
        .bind(req.amount.refund)
        .bind(req.reason.as_deref())
        .bind(req.notify_url.as_deref())
        .bind(now)
        .bind(order.amount)
        .execute(&state.db.write)
        .await;
        match inserted {
            Ok(r) if r.rows_affected() == 1 => {}
            Ok(_) => {
                let (count,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM wechatpay_sandbox_refunds WHERE out_trade_no = $1").bind(&order.out_trade_no).fetch_one(&state.db.read).await?;
                let message = if count >= 50 { "订单退款次数已达上限" } else { "申请退款金额超过订单可退金额" };
                return Err(wx(StatusCode::BAD_REQUEST, "INVALID_REQUEST", message));
            }
            Err(e) if is_unique_violation(&e) => return Err(wx(StatusCode::TOO_MANY_REQUESTS, "FREQUENCY_LIMITED", "请稍后重试")),
            Err(e) => return Err(e.into()),
        }
        let refund = load_refund(&state.db, &req.out_refund_no).await?.ok_or_else(|| system_error("refund vanished"))?;
        let notify = req.notify_url.clone().or_else(|| Some(order.notify_url.clone())).filter(|u| !u.is_empty());
        tokio::spawn(finish_refund(state.clone(), refund.out_refund_no.clone(), notify));
        Ok((StatusCode::OK, refund_value(&refund, &order, false).to_string()))
    }
    .await;
    answer(config, result)
}

/// The money goes back a moment later, then the merchant is notified.
async fn finish_refund(state: AppState, out_refund_no: String, notify_url: Option<String>) {
    tokio::time::sleep(REFUND_DELAY).await;
    let done = sqlx::query("UPDATE wechatpay_sandbox_refunds SET status = 'SUCCESS', success_time = $1 WHERE out_refund_no = $2 AND status = 'PROCESSING'")
        .bind(now_ms())
        .bind(&out_refund_no)
        .execute(&state.db.write)
        .await;
    if !matches!(done, Ok(ref r) if r.rows_affected() == 1) {
        return;
    }
    let (Ok(Some(refund)), Some(url)) = (load_refund(&state.db, &out_refund_no).await, notify_url) else { return };
    let Ok(Some(order)) = load(&state.db, &refund.out_trade_no).await else { return };
    let config = state.config.pay.wechat.clone();
    let (headers, body) = signed_event(&config, "REFUND.SUCCESS", "refund", "退款成功", &refund_value(&refund, &order, true).to_string());
    post_until_taken(url, headers, body).await
}

/// `GET /v3/refund/domestic/refunds/{out_refund_no}`.
async fn query_refund(State(state): State<AppState>, uri: Uri, headers: HeaderMap, no: Result<Path<String>, PathRejection>) -> Response {
    let config = &state.config.pay.wechat;
    let result = async {
        check_signature(config, "GET", &uri, &headers, b"")?;
        let no = path_no(no)?;
        // The money goes back whether or not this process lived to say so (a restart loses the task that would have).
        let now = now_ms();
        sqlx::query("UPDATE wechatpay_sandbox_refunds SET status = 'SUCCESS', success_time = $1 WHERE out_refund_no = $2 AND status = 'PROCESSING' AND create_time < $3")
            .bind(now)
            .bind(&no)
            .bind(now - REFUND_DELAY.as_millis() as i64)
            .execute(&state.db.write)
            .await?;
        let not_found = || wx(StatusCode::NOT_FOUND, "RESOURCE_NOT_EXISTS", "退款单不存在");
        let refund = load_refund(&state.db, &no).await?.ok_or_else(not_found)?;
        let order = load(&state.db, &refund.out_trade_no).await?.filter(|o| o.mch_id == config.mch_id).ok_or_else(not_found)?;
        Ok((StatusCode::OK, refund_value(&refund, &order, false).to_string()))
    }
    .await;
    answer(config, result)
}

/// The bill asked for: its day, where it starts, where it stops (the end of
/// the day, or now for today: unlike WeChat, which has no bill for a day not
/// yet over, the sandbox serves today so far, so a test can read what it just
/// paid), and whether it is to be gzipped (`tar_type=GZIP`).
struct BillAsk {
    date: String,
    start: i64,
    until: i64,
    gzip: bool,
}

fn bill_ask(query: Option<&str>) -> Result<BillAsk, WxError> {
    let q: std::collections::HashMap<String, String> = serde_urlencoded::from_str(query.unwrap_or_default()).map_err(|_| param_error("查询参数格式错误"))?;
    let date = q.get("bill_date").or_else(|| q.get("token")).cloned().ok_or_else(|| param_error("缺少 bill_date"))?;
    let (start, end) = services::payments::bill::day_span(&date).filter(|_| date.len() == 10).ok_or_else(|| param_error("bill_date 格式错误"))?;
    let now = now_ms();
    if start > now {
        return Err(wx(StatusCode::BAD_REQUEST, "NO_STATEMENT_EXIST", "账单文件不存在"));
    }
    // The download names the cut-off the address was made with, so its hash is the one given then.
    let until = match q.get("until") {
        Some(u) => u.parse::<i64>().ok().filter(|u| (start..=end).contains(u)).ok_or_else(|| param_error("until 格式错误"))?,
        None => end.min(now),
    };
    let gzip = match q.get("tar_type").map(String::as_str) {
        None => false,
        Some("GZIP") => true,
        Some(_) => return Err(param_error("tar_type 只支持 GZIP")),
    };
    Ok(BillAsk { date, start, until, gzip })
}

/// The day's bill in WeChat's format: a header, one back-quoted row per payment
/// and per refund that ended that day, then the summary.
async fn bill_text(db: &Db, config: &WechatPayConfig, start: i64, end: i64) -> Result<String, sqlx::Error> {
    let ms = |ms: i64| DateTime::<Utc>::from_timestamp_millis(ms).unwrap_or_default().with_timezone(&chrono::FixedOffset::east_opt(8 * 3600).expect("offset")).format("%Y-%m-%d %H:%M:%S").to_string();
    let paid: Vec<(String, String, i64, i64, String)> = sqlx::query_as(
        "SELECT out_trade_no, COALESCE(transaction_id, ''), amount, success_time, description FROM wechatpay_sandbox_orders
         WHERE mch_id = $1 AND success_time >= $2 AND success_time < $3 ORDER BY success_time, out_trade_no",
    )
    .bind(&config.mch_id)
    .bind(start)
    .bind(end)
    .fetch_all(&db.read)
    .await?;
    let refunded: Vec<(String, String, String, i64, i64, String)> = sqlx::query_as(
        "SELECT r.out_trade_no, COALESCE(o.transaction_id, ''), r.out_refund_no || ',' || r.refund_id, r.amount, r.success_time, o.description
         FROM wechatpay_sandbox_refunds r JOIN wechatpay_sandbox_orders o ON o.out_trade_no = r.out_trade_no
         WHERE o.mch_id = $1 AND r.status = 'SUCCESS' AND r.success_time >= $2 AND r.success_time < $3 ORDER BY r.success_time, r.out_refund_no",
    )
    .bind(&config.mch_id)
    .bind(start)
    .bind(end)
    .fetch_all(&db.read)
    .await?;
    let mut text = String::from("交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注\r\n");
    let clean = |s: &str| s.replace([',', '`', '\r', '\n'], " ");
    let (mut paid_total, mut refund_total) = (0_i64, 0_i64);
    for (no, tid, amount, at, desc) in &paid {
        paid_total += amount;
        text.push_str(&format!(
            "`{},`{},`{},`0,`,`{tid},`{no},`oSandboxPayer0000000000000000,`NATIVE,`SUCCESS,`OTHERS,`CNY,`{},`0.00,`0,`0,`0.00,`0.00,`,`,`{},`,`0.00,`0.60%,`{},`0.00,`\r\n",
            ms(*at), config.app_id, config.mch_id, yuan(*amount), clean(desc), yuan(*amount)
        ));
    }
    for (no, tid, refund_ids, amount, at, desc) in &refunded {
        refund_total += amount;
        let (refund_no, refund_id) = refund_ids.split_once(',').unwrap_or((refund_ids, ""));
        text.push_str(&format!(
            "`{},`{},`{},`0,`,`{tid},`{no},`oSandboxPayer0000000000000000,`NATIVE,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`{refund_id},`{refund_no},`{},`0.00,`ORIGINAL,`SUCCESS,`{},`,`0.00,`0.60%,`0.00,`{},`\r\n",
            ms(*at), config.app_id, config.mch_id, yuan(*amount), clean(desc), yuan(*amount)
        ));
    }
    text.push_str("总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n");
    text.push_str(&format!("`{},`{},`{},`0.00,`0.00,`{},`{}\r\n", paid.len() + refunded.len(), yuan(paid_total), yuan(refund_total), yuan(paid_total), yuan(refund_total)));
    Ok(text)
}

/// `GET /v3/bill/tradebill?bill_date=…`: the SHA-1 of the day's bill and where to download it.
async fn trade_bill(State(state): State<AppState>, OriginalUri(original): OriginalUri, uri: Uri, headers: HeaderMap) -> Response {
    let config = &state.config.pay.wechat;
    let result = async {
        check_signature(config, "GET", &uri, &headers, b"")?;
        let ask = bill_ask(uri.query())?;
        let text = bill_text(&state.db, config, ask.start, ask.until).await?;
        // The hash is of the bill itself, gzipped or not, as WeChat gives it.
        let hash = hex::encode(<sha1::Sha1 as sha1::Digest>::digest(text.as_bytes()));
        let host = request_host(&headers, &original).unwrap_or_else(|| format!("{}:{}", state.config.host, state.config.port));
        let gzip = if ask.gzip { "&tar_type=GZIP" } else { "" };
        let url = format!("http://{host}{}/v3/billdownload/file?token={}&until={}{gzip}", mount_prefix(&original, &uri), ask.date, ask.until);
        Ok((StatusCode::OK, json!({ "hash_type": "SHA1", "hash_value": hash, "download_url": url }).to_string()))
    }
    .await;
    answer(config, result)
}

/// `GET /v3/billdownload/file?token=…`: the bill itself (signed request; the answer is checked by its hash).
async fn download_bill(State(state): State<AppState>, uri: Uri, headers: HeaderMap) -> Response {
    let config = &state.config.pay.wechat;
    let result = async {
        check_signature(config, "GET", &uri, &headers, b"")?;
        let ask = bill_ask(uri.query())?;
        let text = bill_text(&state.db, config, ask.start, ask.until).await?;
        if !ask.gzip {
            return Ok(("text/plain; charset=utf-8", text.into_bytes()));
        }
        use std::io::Write;
        let mut packed = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
        packed.write_all(text.as_bytes()).map_err(system_error)?;
        Ok(("application/octet-stream", packed.finish().map_err(system_error)?))
    }
    .await;
    match result {
        Ok((kind, bytes)) => ([(header::CONTENT_TYPE, kind)], bytes).into_response(),
        Err(e) => answer(config, Err(e)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::config::Config;
    use services::payments::gateway::{GatewayError, GatewayState, GatewayTransaction, NativeOrder, PaymentGateway};
    use services::payments::wechat::WechatPay;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Arc;
    use tokio::sync::mpsc;

    fn config(dir: &std::path::Path) -> Config {
        Config::figment("test")
            .merge(("data_dir", dir.display().to_string()))
            .merge(("database_url", ""))
            .merge(("jobs.enabled", false))
            .extract()
            .expect("test config")
    }

    /// The kernel's state on a fresh SQLite file; no business module is linked into these tests.
    async fn app_state(dir: &std::path::Path) -> AppState {
        kernel::module::start(config(dir)).await.expect("state").0
    }

    /// Serves the sandbox under its mount, and a merchant notify endpoint that
    /// refuses the first delivery (to see the retry) and reports what it verified.
    struct Harness {
        base: String,
        state: AppState,
        gateway: Arc<WechatPay>,
        notified: mpsc::UnboundedReceiver<Result<GatewayTransaction, GatewayError>>,
        deliveries: Arc<AtomicUsize>,
    }

    async fn serve(state: AppState) -> Harness {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let base = format!("http://{addr}");
        let gateway =
            Arc::new(WechatPay::new(&state.config.pay.wechat, &format!("{base}{MOUNT}"), &format!("{base}/notify")).unwrap());
        let (tx, notified) = mpsc::unbounded_channel();
        let deliveries = Arc::new(AtomicUsize::new(0));
        let (g, d) = (gateway.clone(), deliveries.clone());
        let notify = move |headers: HeaderMap, body: Bytes| async move {
            if d.fetch_add(1, Ordering::SeqCst) == 0 {
                return StatusCode::INTERNAL_SERVER_ERROR;
            }
            let _ = tx.send(g.verify_notification(&headers, &body).map(|n| match n {
                services::payments::gateway::Notification::Transaction(t) => t,
                other => panic!("a payment notification, not {other:?}"),
            }));
            StatusCode::NO_CONTENT
        };
        let app = Router::new().nest(MOUNT, router()).route("/notify", post(notify)).with_state(state.clone());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        Harness { base, state, gateway, notified, deliveries }
    }

    fn order(no: &str, amount: i64) -> NativeOrder<'_> {
        NativeOrder { pay_transaction_no: no, description: "工业软件年费 <b>&", amount, expires_at: Utc::now().timestamp() + 900 }
    }

    fn browser() -> reqwest::Client {
        reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
    }

    fn refused(r: Result<impl std::fmt::Debug, GatewayError>, expected: &str) {
        match r {
            Err(GatewayError::Refused { code, .. }) if code == expected => {}
            other => panic!("expected {expected}, got {other:?}"),
        }
    }

    #[tokio::test]
    async fn native_round_trip_over_http() {
        let dir = tempfile::tempdir().unwrap();
        let mut h = serve(app_state(dir.path()).await).await;
        let pay = h.gateway.clone();
        let no = "P2026000000000001";

        let code_url = pay.create_native(&order(no, 1234)).await.unwrap();
        assert_eq!(code_url, format!("{}{MOUNT}/cashier/{no}", h.base));
        assert_eq!(pay.create_native(&order(no, 1234)).await.unwrap(), code_url, "the same order again");
        refused(pay.create_native(&order(no, 999)).await, "INVALID_REQUEST");

        let t = pay.query(no).await.unwrap();
        assert_eq!((t.state, t.amount, t.transaction_id.as_deref()), (GatewayState::Pending, 1234, None));

        let page = browser().get(&code_url).send().await.unwrap().text().await.unwrap();
        for text in ["微信支付（沙箱）", "¥12.34", "工业软件年费 &lt;b&gt;&amp;", "确认支付", "拒绝支付", "待支付"] {
            assert!(page.contains(text), "{text} in {page}");
        }
        let r = browser().post(format!("{code_url}/pay")).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::SEE_OTHER);
        assert_eq!(r.headers()[header::LOCATION], format!("{MOUNT}/cashier/{no}").as_str());

        let t = pay.query(no).await.unwrap();
        assert_eq!((t.state, t.amount, t.pay_transaction_no.as_str()), (GatewayState::Success, 1234, no));
        let id = t.transaction_id.clone().unwrap();
        assert!(id.starts_with("4200") && id.len() == 28, "{id}");
        let page = browser().get(&code_url).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("支付成功") && !page.contains("确认支付"), "{page}");

        // The first delivery is refused; the retry a second later is taken and verifies.
        let n = tokio::time::timeout(Duration::from_secs(10), h.notified.recv()).await.unwrap().unwrap().unwrap();
        assert_eq!((n.state, n.amount, n.pay_transaction_no.as_str(), n.transaction_id.as_deref()), (GatewayState::Success, 1234, no, Some(id.as_str())));
        assert_eq!(h.deliveries.load(Ordering::SeqCst), 2);

        // Paying twice changes nothing; a paid order cannot be closed or placed again.
        browser().post(format!("{code_url}/pay")).send().await.unwrap();
        assert_eq!(pay.query(no).await.unwrap().transaction_id.as_deref(), Some(id.as_str()));
        refused(pay.close(no).await, "ORDERPAID");
        refused(pay.create_native(&order(no, 1234)).await, "ORDERPAID");

        let missing = pay.query("P2026404040404").await.unwrap_err();
        assert!(missing.is_not_found(), "{missing:?}");
        assert!(pay.close("P2026404040404").await.unwrap_err().is_not_found());

        // A restarted process (new state, same database) still knows it was paid.
        let h2 = serve(app_state(dir.path()).await).await;
        let t = h2.gateway.query(no).await.unwrap();
        assert_eq!((t.state, t.transaction_id), (GatewayState::Success, Some(id)));
    }

    #[tokio::test]
    async fn decline_close_and_expiry() {
        let dir = tempfile::tempdir().unwrap();
        let h = serve(app_state(dir.path()).await).await;
        let pay = h.gateway.clone();

        let declined = "P2026000000000002";
        let url = pay.create_native(&order(declined, 100)).await.unwrap();
        assert_eq!(browser().post(format!("{url}/decline")).send().await.unwrap().status(), StatusCode::SEE_OTHER);
        assert_eq!(pay.query(declined).await.unwrap().state, GatewayState::Failed);
        assert!(browser().get(&url).send().await.unwrap().text().await.unwrap().contains("已拒绝支付"));

        let closed = "P2026000000000003";
        let url = pay.create_native(&order(closed, 100)).await.unwrap();
        pay.close(closed).await.unwrap();
        pay.close(closed).await.unwrap();
        browser().post(format!("{url}/pay")).send().await.unwrap();
        assert_eq!(pay.query(closed).await.unwrap().state, GatewayState::Closed);
        let page = browser().get(&url).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("订单已关闭") && !page.contains("确认支付"), "{page}");
        refused(pay.create_native(&order(closed, 100)).await, "ORDER_CLOSED");

        let expired = "P2026000000000004";
        let url = pay.create_native(&order(expired, 100)).await.unwrap();
        sqlx::query("UPDATE wechatpay_sandbox_orders SET time_expire = 1 WHERE out_trade_no = $1").bind(expired).execute(&h.state.db.write).await.unwrap();
        browser().post(format!("{url}/pay")).send().await.unwrap();
        assert_eq!(pay.query(expired).await.unwrap().state, GatewayState::Pending);
        let page = browser().get(&url).send().await.unwrap().text().await.unwrap();
        assert!(page.contains("订单已过期，无法支付") && !page.contains("确认支付"), "{page}");

        let mut late = order("P2026000000000005", 100);
        late.expires_at = Utc::now().timestamp() - 1;
        refused(pay.create_native(&late).await, "PARAM_ERROR");
        refused(pay.create_native(&order("P2026000000000006", 0)).await, "PARAM_ERROR");

        assert_eq!(browser().get(format!("{}{MOUNT}/cashier/nope", h.base)).send().await.unwrap().status(), StatusCode::NOT_FOUND);
        assert_eq!(browser().post(format!("{}{MOUNT}/cashier/P2026999999/pay", h.base)).send().await.unwrap().status(), StatusCode::SEE_OTHER);
    }

    #[tokio::test]
    async fn unsigned_or_forged_traffic_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        let h = serve(app_state(dir.path()).await).await;
        let c = h.state.config.pay.wechat.clone();
        let native = format!("{}{MOUNT}/v3/pay/transactions/native", h.base);

        let r = browser().post(&native).body("{}").send().await.unwrap();
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
        let e: Value = r.json().await.unwrap();
        assert_eq!(e["code"], "SIGN_ERROR");

        // Signed with a key that is not the merchant's.
        let mut wrong_key = c.clone();
        wrong_key.merchant_private_key = c.sandbox.platform_private_key.clone();
        let stranger = WechatPay::new(&wrong_key, &format!("{}{MOUNT}", h.base), "http://127.0.0.1:9/notify").unwrap();
        refused(stranger.create_native(&order("P2026000000000007", 100)).await, "SIGN_ERROR");

        // An adapter expecting another platform serial refuses the sandbox's answers.
        h.gateway.create_native(&order("P2026000000000008", 100)).await.unwrap();
        let mut other_serial = c.clone();
        other_serial.platform_serial = "0000000000000000000000000000000000000000".into();
        let wary = WechatPay::new(&other_serial, &format!("{}{MOUNT}", h.base), "http://127.0.0.1:9/notify").unwrap();
        assert!(matches!(wary.query("P2026000000000008").await, Err(GatewayError::Forged(_))));

        // Well signed but malformed bodies get WeChat-shaped errors, never a crash.
        let key = parse_private_key(&c.merchant_private_key).unwrap();
        for body in ["", "{", "[]", "{\"mchid\":1}", "{\"appid\":\"x\",\"mchid\":\"1900000001\"}", "\u{0}\u{ffff}"] {
            let ts = Utc::now().timestamp().to_string();
            let path = "/v3/pay/transactions/native";
            let sig = sign_message(&key, &request_message("POST", path, &ts, "n", body.as_bytes()));
            let auth = format!(r#"{SCHEME} mchid="{}",nonce_str="n",signature="{sig}",timestamp="{ts}",serial_no="{}""#, c.mch_id, c.merchant_serial);
            let r = browser().post(&native).header("Authorization", auth).body(body).send().await.unwrap();
            assert_eq!(r.status(), StatusCode::BAD_REQUEST, "{body:?}");
            let e: Value = r.json().await.unwrap();
            assert!(e["code"].is_string() && e["message"].is_string(), "{e}");
        }
        for auth in ["", "WECHATPAY2-SHA256-RSA2048", "WECHATPAY2-SHA256-RSA2048 ,,,=,\"", "Bearer x", "WECHATPAY2-SHA256-RSA2048 timestamp=\"-9223372036854775808\""] {
            let r = browser().post(&native).header("Authorization", auth).body("{}").send().await.unwrap();
            assert_eq!(r.status(), StatusCode::UNAUTHORIZED, "{auth}");
        }
        let r = browser().get(format!("{}{MOUNT}/v3/pay/transactions/out-trade-no/%FF%FE", h.base)).send().await.unwrap();
        assert_eq!(r.status(), StatusCode::UNAUTHORIZED);
    }

    #[test]
    fn amounts_show_in_yuan() {
        assert_eq!((yuan(1234), yuan(5), yuan(100), yuan(0)), ("12.34".into(), "0.05".into(), "1.00".into(), "0.00".into()));
    }
}

/// The platform's WeChat Pay client (`services::payments::wechat`) verifies what
/// this sandbox signs, and refuses what it did not.
#[cfg(test)]
mod notifications {
    use kernel::config::{Config, WechatPayConfig};
    use services::payments::gateway::{GatewayError, GatewayState, Notification as Notice, PaymentGateway, RefundState};
    use services::payments::wechat::*;
    use axum::http::{HeaderMap, HeaderValue};
    use chrono::Utc;

    fn config() -> WechatPayConfig {
        Config::figment("test").extract::<Config>().expect("defaults").pay.wechat
    }

    fn gateway(config: &WechatPayConfig) -> WechatPay {
        WechatPay::new(config, "http://127.0.0.1:9/sandbox/wechatpay", "http://127.0.0.1:9/api/pay/wechat/notify").unwrap()
    }

    fn header_map(pairs: &[(String, String)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(axum::http::HeaderName::from_bytes(k.as_bytes()).unwrap(), HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn sandbox_notifications_verify() {
        let c = config();
        let pay = gateway(&c);
        let json = super::transaction_json(&c, "P2026000001", 1234, "4200000000000000000000000001");
        let (headers, body) = super::signed_notification(&c, &json);
        let Notice::Transaction(t) = pay.verify_notification(&header_map(&headers), body.as_bytes()).unwrap() else { panic!("a transaction") };
        assert_eq!(t.pay_transaction_no, "P2026000001");
        assert_eq!(t.amount, 1234);
        assert_eq!(t.state, GatewayState::Success);
        assert_eq!(t.transaction_id.as_deref(), Some("4200000000000000000000000001"));
        assert_eq!(t.mch_id, c.mch_id);
        assert!(t.success_time.is_some_and(|ms| ms.abs_diff(kernel::time::now_ms()) < 5_000), "success_time is the pay time");
        assert_eq!(t.raw, json);

        // Refund notifications verify and decrypt the same way, each event with its own status.
        for (event, status, state) in [("REFUND.SUCCESS", "SUCCESS", RefundState::Success), ("REFUND.CLOSED", "CLOSED", RefundState::Closed), ("REFUND.ABNORMAL", "ABNORMAL", RefundState::Abnormal)] {
            let json = super::refund_json(&c, "P2026000001", "RF2026000001", 500, 1234, status);
            let (headers, body) = super::signed_event(&c, event, "refund", "退款", &json);
            let Notice::Refund(r) = pay.verify_notification(&header_map(&headers), body.as_bytes()).unwrap() else { panic!("a refund") };
            assert_eq!((r.refund_no.as_str(), r.pay_transaction_no.as_str(), r.amount, r.state), ("RF2026000001", "P2026000001", 500, state));
        }
        // An event whose resource says otherwise is forged; an event we do not handle is refused, not forged.
        let json = super::refund_json(&c, "P2026000001", "RF2026000001", 500, 1234, "CLOSED");
        let (headers, body) = super::signed_event(&c, "REFUND.SUCCESS", "refund", "退款", &json);
        assert!(matches!(pay.verify_notification(&header_map(&headers), body.as_bytes()), Err(GatewayError::Forged(_))));
        let (headers, body) = super::signed_event(&c, "TRANSACTION.SUCCESS", "transaction", "支付", &json.replace("CLOSED", "NOTPAY"));
        assert!(pay.verify_notification(&header_map(&headers), body.as_bytes()).is_err());
        let (headers, body) = super::signed_event(&c, "MARKETING.GIFT", "coupon", "券", "{}");
        assert!(matches!(pay.verify_notification(&header_map(&headers), body.as_bytes()), Err(GatewayError::Refused { .. })));
    }

    /// During a rotation both the old and the new gateway key are trusted, each by its serial
    /// (public-key mode names its key `PUB_KEY_ID_…`); any other serial is refused.
    #[test]
    fn several_platform_keys_are_trusted_by_serial() {
        let mut c = config();
        let old_serial = c.platform_serial.clone();
        c.other_platform_keys = vec![kernel::config::PlatformKey { serial: "PUB_KEY_ID_0119000000012026112600000000000001".into(), public_key: c.platform_public_key.clone() }];
        let pay = gateway(&c);
        let json = super::transaction_json(&c, "P2026000001", 1234, "4200000000000000000000000001");
        let (headers, body) = super::signed_notification(&c, &json);
        for serial in [old_serial.as_str(), "PUB_KEY_ID_0119000000012026112600000000000001"] {
            let mut h = header_map(&headers);
            h.insert("Wechatpay-Serial", HeaderValue::from_str(serial).unwrap());
            assert!(pay.verify_notification(&h, body.as_bytes()).is_ok(), "{serial}");
        }
        let mut h = header_map(&headers);
        h.insert("Wechatpay-Serial", HeaderValue::from_static("PUB_KEY_ID_0000"));
        assert!(matches!(pay.verify_notification(&h, body.as_bytes()), Err(GatewayError::Forged(_))));
    }

    #[test]
    fn forged_notifications_are_refused() {
        let c = config();
        let pay = gateway(&c);
        let json = super::transaction_json(&c, "P2026000001", 1234, "4200000000000000000000000001");
        let (headers, body) = super::signed_notification(&c, &json);
        let forged = |h: &HeaderMap, b: &str| matches!(pay.verify_notification(h, b.as_bytes()), Err(GatewayError::Forged(_)));

        let mut h = header_map(&headers);
        h.insert("Wechatpay-Serial", HeaderValue::from_static("0000000000000000000000000000000000000000"));
        assert!(forged(&h, &body), "wrong serial");

        // Six minutes old, re-signed so only the age is wrong.
        let platform = parse_private_key(&c.sandbox.platform_private_key).unwrap();
        let old = (Utc::now().timestamp() - 360).to_string();
        let mut h = header_map(&headers);
        let nonce = h["Wechatpay-Nonce"].to_str().unwrap().to_string();
        h.insert("Wechatpay-Timestamp", HeaderValue::from_str(&old).unwrap());
        h.insert("Wechatpay-Signature", HeaderValue::from_str(&sign_message(&platform, &answer_message(&old, &nonce, body.as_bytes()))).unwrap());
        assert!(forged(&h, &body), "too old");

        let h = header_map(&headers);
        assert!(forged(&h, &body.replacen("TRANSACTION.SUCCESS", "TRANSACTION.SUCCESs", 1)), "body changed after signing");
        for name in ["Wechatpay-Signature", "Wechatpay-Timestamp", "Wechatpay-Nonce", "Wechatpay-Serial"] {
            let mut h = header_map(&headers);
            h.remove(name);
            assert!(forged(&h, &body), "missing {name}");
        }

        let other = json.replace(&format!("\"mchid\":\"{}\"", c.mch_id), "\"mchid\":\"1900000999\"");
        assert_ne!(other, json);
        let (headers, body) = super::signed_notification(&c, &other);
        assert!(forged(&header_map(&headers), &body), "another merchant");

        // Signed by someone else's key (the merchant's own), with the right serial.
        let merchant = parse_private_key(&c.merchant_private_key).unwrap();
        let (headers, body) = super::signed_notification(&c, &json);
        let mut h = header_map(&headers);
        let (ts, nonce) = (h["Wechatpay-Timestamp"].to_str().unwrap().to_string(), h["Wechatpay-Nonce"].to_str().unwrap().to_string());
        h.insert("Wechatpay-Signature", HeaderValue::from_str(&sign_message(&merchant, &answer_message(&ts, &nonce, body.as_bytes()))).unwrap());
        assert!(forged(&h, &body), "wrong key");
    }
}

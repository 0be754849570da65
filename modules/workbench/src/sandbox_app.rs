//! A sandbox app for trying app launch (dev and test profiles only, at
//! `/sandbox/app`): it plays an app's own server. Opened with a one-time code,
//! it redeems the code through the real `exchangeCode` call over HTTP, signed
//! with the app's secret, and shows who opened it; opened with a token, it
//! checks the token is for this app. 使用 OIDC 登录 signs the person in as a
//! relying party would: discovery, the code flow with PKCE, the ID token checked
//! against the JWKS, userinfo, all over HTTP.

use crate::launch::exchange_sign;
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use kernel::html::escape;
use kernel::AppState;
use serde::Deserialize;
use serde_json::{json, Value};

pub fn router() -> Router<AppState> {
    Router::new().route("/sandbox/app", get(page)).route("/sandbox/app/oidc", get(oidc_start)).route("/sandbox/app/oidc/callback", get(oidc_callback))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Params {
    app_key: Option<String>,
    code: Option<String>,
    token: Option<String>,
}

fn html(status: StatusCode, title: &str, rows: &[(&str, String)]) -> Response {
    let body: String = rows.iter().map(|(k, v)| format!("<tr><th>{}</th><td>{}</td></tr>", escape(k), escape(v))).collect();
    let page = format!(
        "<!doctype html><html lang=\"zh-CN\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>沙箱应用</title><style>body{{font-family:\"Noto Sans CJK SC\",sans-serif;background:#f5f7fa;margin:0;display:flex;justify-content:center}}\
         main{{background:#fff;margin:48px 16px;padding:32px;border-radius:8px;max-width:480px;width:100%;box-shadow:0 2px 12px #0001}}\
         h1{{font-size:20px;color:#1677ff}}th{{text-align:left;color:#666;font-weight:normal;padding:6px 16px 6px 0;white-space:nowrap}}td{{padding:6px 0;word-break:break-all}}</style></head>\
         <body><main><h1>{}</h1><table>{body}</table><p><a href=\"/sandbox/app/oidc\">使用 OIDC 登录</a></p>\
         <p style=\"color:#999;font-size:13px\">沙箱环境：模拟第三方应用的服务端，仅在开发和测试环境存在。</p></main></body></html>",
        escape(title)
    );
    (status, Html(page)).into_response()
}

async fn page(State(state): State<AppState>, headers: HeaderMap, Query(p): Query<Params>) -> Response {
    // A launch rule may leave the app key out of the address; the code names its app.
    let from_code = match (&p.app_key, &p.code) {
        (None, Some(code)) => crate::launch::app_key_of_code(&state, code).await.ok().flatten(),
        _ => None,
    };
    let Some(app_key) = p.app_key.clone().filter(|k| !k.is_empty()).or(from_code) else {
        return html(StatusCode::BAD_REQUEST, "缺少应用标识", &[]);
    };
    let domain = match services::apps::by_app_key(&state, &app_key).await {
        Ok(Some(d)) => d,
        _ => return html(StatusCode::NOT_FOUND, "应用不存在", &[("appKey", app_key)]),
    };
    if let Some(token) = p.token {
        let opener = state.tokens.verify_ticket(&format!("app:{app_key}"), &token);
        return match opener {
            Some(who) => html(StatusCode::OK, "已通过令牌打开", &[("应用", domain.name), ("用户:企业", who)]),
            None => html(StatusCode::UNAUTHORIZED, "令牌无效或已过期", &[("应用", domain.name)]),
        };
    }
    let Some(code) = p.code else { return html(StatusCode::OK, "已直接打开", &[("应用", domain.name)]) };
    // The app's server redeems the code over HTTP, as a real app would.
    let host = headers.get("host").and_then(|h| h.to_str().ok()).map(str::to_string).unwrap_or_else(|| format!("{}:{}", state.config.host, state.config.port));
    let timestamp = kernel::time::now_ms() / 1000;
    let nonce = kernel::providers::storage::ObjectStorage::random_name();
    let secret = domain.app_secret.clone().unwrap_or_default();
    let body = json!({"appKey": app_key, "code": code, "timestamp": timestamp, "nonce": nonce,
        "sign": exchange_sign(&secret, &app_key, &code, timestamp, &nonce)});
    let answer: Result<Value, reqwest::Error> = async {
        reqwest::Client::new().post(format!("http://{host}/api/ptd-open-api/api/exchangeCode")).json(&body).send().await?.json().await
    }
    .await;
    match answer {
        Ok(v) if v["code"] == 200 => {
            let d = &v["data"];
            html(
                StatusCode::OK,
                "已通过一次性授权码打开",
                &[
                    ("应用", domain.name),
                    ("用户", d["realName"].as_str().unwrap_or_default().to_string()),
                    ("用户ID", d["userId"].to_string()),
                    ("企业", d["companyName"].as_str().unwrap_or_default().to_string()),
                    ("企业ID", d["companyId"].to_string()),
                ],
            )
        }
        Ok(v) => html(StatusCode::UNAUTHORIZED, "授权码兑换失败", &[("应用", domain.name), ("原因", v["msg"].as_str().unwrap_or_default().to_string())]),
        Err(e) => html(StatusCode::BAD_GATEWAY, "授权码兑换失败", &[("原因", e.to_string())]),
    }
}

/// The platform as the sandbox app reaches it: the address the browser used.
fn platform(state: &AppState, headers: &HeaderMap) -> String {
    let host = headers.get("host").and_then(|h| h.to_str().ok()).map(str::to_string).unwrap_or_else(|| format!("{}:{}", state.config.host, state.config.port));
    format!("http://{host}")
}

const OIDC_COOKIE: &str = "sandbox_oidc";

/// Letters and digits only: the three values share one cookie, joined by dots.
fn random_text(n: usize) -> String {
    use rand::Rng;
    rand::thread_rng().sample_iter(&rand::distributions::Alphanumeric).take(n).map(char::from).collect()
}

/// 使用 OIDC 登录: the authorization request (state, nonce, PKCE S256), remembered in a cookie of the sandbox app.
async fn oidc_start(State(state): State<AppState>, headers: HeaderMap) -> Response {
    use base64::Engine;
    use sha2::Digest;
    let base = platform(&state, &headers);
    let discovery: Result<Value, reqwest::Error> = async { reqwest::get(format!("{base}/.well-known/openid-configuration")).await?.json().await }.await;
    let Ok(discovery) = discovery else { return html(StatusCode::BAD_GATEWAY, "读取 OIDC 配置失败", &[]) };
    let (flow_state, nonce, verifier) = (random_text(16), random_text(16), random_text(64));
    let challenge = base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(sha2::Sha256::digest(verifier.as_bytes()));
    let params = [
        ("response_type", "code"),
        ("client_id", OIDC_CLIENT),
        ("redirect_uri", &format!("{base}/sandbox/app/oidc/callback")),
        ("scope", "openid profile company"),
        ("state", &flow_state),
        ("nonce", &nonce),
        ("code_challenge", &challenge),
        ("code_challenge_method", "S256"),
    ];
    let to = crate::launch::with_query(discovery["authorization_endpoint"].as_str().unwrap_or_default(), &params);
    let cookie = format!("{OIDC_COOKIE}={flow_state}.{nonce}.{verifier}; Path=/sandbox/app; HttpOnly; SameSite=Lax; Max-Age=600");
    (StatusCode::FOUND, [(axum::http::header::LOCATION, to), (axum::http::header::SET_COOKIE, cookie)]).into_response()
}

/// The app the sandbox signs in as: the demo app, which takes loopback redirect addresses in dev and test.
const OIDC_CLIENT: &str = crate::SANDBOX_APP_KEY;

#[derive(Deserialize)]
struct Callback {
    code: Option<String>,
    state: Option<String>,
    error: Option<String>,
}

/// The redirect back: the code exchanged with the app's secret, the ID token checked, userinfo read.
async fn oidc_callback(State(state): State<AppState>, headers: HeaderMap, Query(c): Query<Callback>) -> Response {
    let remembered = headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .find_map(|p| p.trim().strip_prefix(&format!("{OIDC_COOKIE}=")).map(str::to_string))
        .unwrap_or_default();
    let mut parts = remembered.splitn(3, '.');
    let (Some(flow_state), Some(nonce), Some(verifier)) = (parts.next(), parts.next(), parts.next()) else {
        return html(StatusCode::BAD_REQUEST, "OIDC 登录已失效，请重新登录", &[]);
    };
    if let Some(error) = c.error {
        return html(StatusCode::UNAUTHORIZED, "未授权登录", &[("原因", error)]);
    }
    if c.state.as_deref() != Some(flow_state) {
        return html(StatusCode::BAD_REQUEST, "state 不符，已拒绝", &[]);
    }
    let base = platform(&state, &headers);
    let secret = match services::apps::by_app_key(&state, OIDC_CLIENT).await {
        Ok(Some(d)) => d.app_secret.unwrap_or_default(),
        _ => return html(StatusCode::NOT_FOUND, "应用不存在", &[]),
    };
    match relying_party(&base, &secret, c.code.as_deref().unwrap_or_default(), verifier, nonce).await {
        Ok(rows) => html(StatusCode::OK, "已通过 OIDC 登录", &rows.iter().map(|(k, v)| (*k, v.clone())).collect::<Vec<_>>()),
        Err(why) => html(StatusCode::UNAUTHORIZED, "OIDC 登录失败", &[("原因", why)]),
    }
}

/// What any relying party does after the redirect, over HTTP.
async fn relying_party(base: &str, secret: &str, code: &str, verifier: &str, nonce: &str) -> Result<Vec<(&'static str, String)>, String> {
    let http = reqwest::Client::new();
    let fail = |e: reqwest::Error| e.to_string();
    let discovery: Value = http.get(format!("{base}/.well-known/openid-configuration")).send().await.map_err(fail)?.json().await.map_err(fail)?;
    let redirect = format!("{base}/sandbox/app/oidc/callback");
    let tokens: Value = http
        .post(discovery["token_endpoint"].as_str().unwrap_or_default())
        .basic_auth(OIDC_CLIENT, Some(secret))
        .form(&[("grant_type", "authorization_code"), ("code", code), ("redirect_uri", &redirect), ("code_verifier", verifier)])
        .send()
        .await
        .map_err(fail)?
        .json()
        .await
        .map_err(fail)?;
    let id_token = tokens["id_token"].as_str().ok_or_else(|| format!("令牌兑换失败：{}", tokens["error_description"].as_str().unwrap_or_default()))?;
    let jwks: Value = http.get(discovery["jwks_uri"].as_str().unwrap_or_default()).send().await.map_err(fail)?.json().await.map_err(fail)?;
    let kid = kernel::signing::key_id(id_token).unwrap_or_default();
    let jwk = jwks["keys"].as_array().into_iter().flatten().find(|k| k["kid"] == kid.as_str()).ok_or("JWKS 中没有签名密钥")?;
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let claims: Value = kernel::signing::verify_with_jwk(id_token, jwk, OIDC_CLIENT, discovery["issuer"].as_str().unwrap_or_default()).map_err(|e| format!("ID 令牌无效：{e}"))?;
    if claims["nonce"] != nonce {
        return Err("nonce 不符".into());
    }
    let access = tokens["access_token"].as_str().unwrap_or_default();
    let info: Value = http.get(discovery["userinfo_endpoint"].as_str().unwrap_or_default()).bearer_auth(access).send().await.map_err(fail)?.json().await.map_err(fail)?;
    Ok(vec![
        ("用户", text(&info["name"])),
        ("企业", text(&info["company"]["name"])),
        ("账号类型", if info["account_type"] == "main" { "主账号".into() } else { "子账号".into() }),
        ("sub", text(&info["sub"])),
        ("ID 令牌", format!("签名有效（密钥 {kid}）")),
    ])
}

//! A sandbox app for trying app launch (dev and test profiles only, at
//! `/sandbox/app`): it plays an app's own server. Opened with a one-time code,
//! it redeems the code through the real `exchangeCode` call over HTTP, signed
//! with the app's secret, and shows who opened it; opened with a token, it
//! checks the token is for this app.

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
    Router::new().route("/sandbox/app", get(page))
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
         <body><main><h1>{}</h1><table>{body}</table><p style=\"color:#999;font-size:13px\">沙箱环境：模拟第三方应用的服务端，仅在开发和测试环境存在。</p></main></body></html>",
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
    let domain = match kernel::apps::by_app_key(&state, &app_key).await {
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

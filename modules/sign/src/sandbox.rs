//! The sandbox provider's signing page (dev and test profiles only, under
//! `/sandbox/esign`): it stands in for fadada's hosted page. The signing
//! ticket alone authorises it (no cookie is read): preview the contract,
//! choose a seal, get an SMS code sent to the signer's phone, confirm; the
//! platform then signs and records the contract and the page returns to the
//! platform path the ticket carries. Also serves the sandbox CA certificate.

use crate::account::repo as seals;
use crate::contract::{self, read_ticket, Ticket};
use crate::error::SignError;
use crate::seal;
use axum::extract::{Form, Query, State};
use axum::http::{header, StatusCode};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::Router;
use services::verification::{self, Purpose};
use kernel::error::ApiError;
use kernel::html::escape;
use kernel::AppState;
use services::{esign, identity};
use serde::Deserialize;

pub fn pages() -> Router<AppState> {
    Router::new()
        .route("/sandbox/esign/sign", get(page))
        .route("/sandbox/esign/preview", get(preview))
        .route("/sandbox/esign/code", post(send_code))
        .route("/sandbox/esign/confirm", post(confirm))
        .route("/sandbox/esign/ca.pem", get(ca))
}

#[derive(Deserialize)]
struct TicketQuery {
    ticket: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct ConfirmForm {
    ticket: String,
    seal_id: Option<i64>,
    code: Option<String>,
}

fn shell(title: &str, body: &str, status: StatusCode) -> Response {
    let page = format!(
        "<!doctype html><html lang=\"zh-CN\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">\
         <title>{t}</title><style>body{{font-family:\"Noto Sans CJK SC\",sans-serif;background:#f5f7fa;margin:0;color:#1f1f1f}}\
         main{{background:#fff;margin:24px auto;padding:24px;border-radius:8px;max-width:880px;box-shadow:0 2px 12px #0001}}\
         h1{{font-size:20px;margin:0 0 4px}}.sub{{color:#888;font-size:13px;margin-bottom:16px}}\
         iframe{{width:100%;height:520px;border:1px solid #e5e5e5;border-radius:4px}}\
         .seals{{display:flex;flex-wrap:wrap;gap:16px;margin:16px 0}}.seals label{{border:1px solid #ddd;border-radius:8px;padding:8px;cursor:pointer;text-align:center;width:132px}}\
         .seals svg{{width:110px;height:110px;display:block;margin:0 auto}}.row{{display:flex;gap:8px;align-items:center;flex-wrap:wrap;margin:12px 0}}\
         input[type=text]{{padding:8px;border:1px solid #ccc;border-radius:4px;width:140px}}button{{padding:8px 20px;border-radius:4px;border:1px solid #1677ff;background:#fff;color:#1677ff;cursor:pointer}}\
         button.primary{{background:#1677ff;color:#fff}}.error{{color:#d4380d;margin:8px 0}}.note{{color:#389e0d;margin:8px 0}}.foot{{color:#999;font-size:12px;margin-top:16px}}</style></head>\
         <body><main>{body}<p class=\"foot\">沙箱电子签章：模拟电子签章服务商的签署页面，仅在开发和测试环境存在。</p></main></body></html>",
        t = escape(title)
    );
    (status, Html(page)).into_response()
}

fn failure(e: SignError) -> Response {
    let status = if matches!(e, SignError::TicketInvalid) { StatusCode::UNAUTHORIZED } else { StatusCode::BAD_REQUEST };
    shell("无法签署", &format!("<h1>无法签署</h1><p class=\"error\">{}</p>", escape(&e.message())), status)
}

async fn render_page(state: &AppState, ticket_text: &str, t: &Ticket, note: Option<&str>, error: Option<&str>) -> Result<Response, SignError> {
    let c = esign::find(&state.db, t.contract_id, t.company_id).await?.ok_or(kernel::KernelError::NotFound)?;
    if c.status == esign::status::SIGNED {
        return Err(SignError::AlreadySigned);
    }
    let chosen = seals::chosen(&state.db, t.user_id).await?;
    let all = seals::seals(&state.db, t.company_id).await?;
    let default = chosen.filter(|id| all.iter().any(|s| s.id == *id)).or_else(|| all.first().map(|s| s.id));
    let options: String = all
        .iter()
        .map(|s| {
            format!(
                "<label><input type=\"radio\" name=\"sealId\" value=\"{id}\"{checked} aria-label=\"{name}\">{svg}<div>{kind}</div><div>{name}</div></label>",
                id = s.id,
                checked = if Some(s.id) == default { " checked" } else { "" },
                svg = seal::svg(s.kind, &s.name),
                kind = crate::account::seal_type_name(s.kind),
                name = escape(&s.name),
            )
        })
        .collect();
    let ticket = escape(ticket_text);
    let body = format!(
        "<h1>{title}</h1><div class=\"sub\">合同编号：{no}</div>\
         <iframe title=\"合同预览\" src=\"/sandbox/esign/preview?ticket={ticket}\"></iframe>\
         {note}{error}\
         <form method=\"post\" action=\"/sandbox/esign/confirm\"><input type=\"hidden\" name=\"ticket\" value=\"{ticket}\">\
         <div class=\"seals\">{options}</div>\
         <div class=\"row\"><input type=\"text\" name=\"code\" inputmode=\"numeric\" maxlength=\"6\" placeholder=\"短信验证码\" aria-label=\"短信验证码\">\
         <button type=\"submit\" formaction=\"/sandbox/esign/code\">获取验证码</button>\
         <button type=\"submit\" class=\"primary\">确认签署</button></div></form>",
        title = escape(&c.title),
        no = escape(&c.contract_no),
        note = note.map(|n| format!("<p class=\"note\">{}</p>", escape(n))).unwrap_or_default(),
        error = error.map(|e| format!("<p class=\"error\" role=\"alert\">{}</p>", escape(e))).unwrap_or_default(),
    );
    Ok(shell("签署合同", &body, StatusCode::OK))
}

async fn page(State(state): State<AppState>, Query(q): Query<TicketQuery>) -> Response {
    let result = async {
        let t = read_ticket(&state, &q.ticket)?;
        render_page(&state, &q.ticket, &t, None, None).await
    }
    .await;
    result.unwrap_or_else(failure)
}

async fn preview(State(state): State<AppState>, Query(q): Query<TicketQuery>) -> Response {
    let result = async {
        let t = read_ticket(&state, &q.ticket)?;
        let c = esign::find(&state.db, t.contract_id, t.company_id).await?.ok_or(kernel::KernelError::NotFound)?;
        let bytes = contract::certified(&state, &c).await?;
        Ok::<_, SignError>(([(header::CONTENT_TYPE, "application/pdf"), (header::CACHE_CONTROL, "private, no-store")], bytes).into_response())
    }
    .await;
    result.unwrap_or_else(failure)
}

async fn signer_mobile(state: &AppState, t: &Ticket) -> Result<String, SignError> {
    let user = identity::find_user(&state.db, t.user_id).await?.ok_or(kernel::KernelError::NotFound)?;
    Ok(user.mobile.filter(|m| !m.is_empty()).ok_or_else(|| kernel::KernelError::Validation("请先绑定手机号".into()))?)
}

/// Sends the signer a code; the page keeps the chosen seal.
async fn send_code(State(state): State<AppState>, Form(f): Form<ConfirmForm>) -> Response {
    let result = async {
        let t = read_ticket(&state, &f.ticket)?;
        if let Some(id) = f.seal_id {
            if seals::seal(&state.db, id, t.company_id).await?.is_some() {
                seals::choose(&state.db, t.user_id, id, kernel::time::now_ms()).await?;
            }
        }
        let mobile = signer_mobile(&state, &t).await?;
        match verification::issue(&state, &mobile, Purpose::Sign, None).await {
            Ok(code) => {
                let text = format!("【工业互联网平台】您正在签署电子合同，验证码为{code}，5分钟内有效，请勿泄露给他人。");
                state.sms.send(&mobile, &text).await.map_err(kernel::KernelError::Internal)?;
                render_page(&state, &f.ticket, &t, Some("短信发送成功"), None).await
            }
            Err(e) => render_page(&state, &f.ticket, &t, None, Some(&e.message())).await,
        }
    }
    .await;
    result.unwrap_or_else(failure)
}

/// Checks the code and signs; back to the platform's return path when done.
async fn confirm(State(state): State<AppState>, Form(f): Form<ConfirmForm>) -> Response {
    let result = async {
        let t = read_ticket(&state, &f.ticket)?;
        let Some(seal_id) = f.seal_id else {
            return render_page(&state, &f.ticket, &t, None, Some(&SignError::SealUnknown.message())).await;
        };
        let code = f.code.unwrap_or_default();
        if code.trim().is_empty() {
            return render_page(&state, &f.ticket, &t, None, Some("请输入验证码")).await;
        }
        let mobile = signer_mobile(&state, &t).await?;
        if let Err(e) = verification::verify(&state, &mobile, Purpose::Sign, code.trim()).await {
            return render_page(&state, &f.ticket, &t, None, Some(&e.message())).await;
        }
        contract::sign(&state, &t, seal_id).await?;
        Ok(Redirect::to(&t.return_url).into_response())
    }
    .await;
    result.unwrap_or_else(failure)
}

async fn ca(State(state): State<AppState>) -> Response {
    match state.esign.as_ref() {
        Some(p) => match p.ca_certificate_pem(&state).await {
            Ok(pem) => ([(header::CONTENT_TYPE, "application/x-pem-file")], pem).into_response(),
            Err(e) => failure(e.into()),
        },
        None => failure(SignError::NoProvider),
    }
}

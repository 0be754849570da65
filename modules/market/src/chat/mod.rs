//! Customer service: a visitor (guest link) or a signed-in user gets the
//! address of a conversation for the /customerService iframe. The built-in
//! sandbox service answers it: a small self-contained page (no script, so it
//! runs under the platform's content policy) whose form posts a message,
//! stores it with an automatic reply, and shows the conversation again.
//! A conversation is reachable only through its random key. Its SQL is in
//! `repo.rs`.

mod repo;

use crate::error::MarketError;
use axum::extract::rejection::FormRejection;
use axum::extract::{Path, State};
use axum::http::{header, HeaderValue};
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::Form;
use kernel::auth::CurrentUser;
use kernel::extract::Query;
use kernel::html::escape;
use kernel::limits::SubmissionQuota;
use kernel::providers::storage::ObjectStorage;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(create_home))
        .routes(routes!(create_for_user))
        .routes(routes!(chat_page, chat_post))
}

const BASE: &str = "/api/ptd-industry/servicePersonnel/chat/";
/// A conversation keeps its latest messages; older ones stay stored but are not shown.
const SHOWN: i64 = 100;
const MAX_MESSAGE: usize = 500;
const WELCOME: &str = "您好，欢迎咨询工业互联网平台！请问有什么可以帮您？服务热线 400-608-6618（工作日 9:00-17:00）。";

async fn open(state: &AppState, user_id: Option<i64>, customer: &str) -> Result<String, MarketError> {
    let key = format!("{}{}", ObjectStorage::random_name(), ObjectStorage::random_name());
    let id = state.next_id();
    let now = kernel::time::now_ms();
    repo::insert_chat(state, id, &key, user_id, customer, now).await?;
    repo::add_message(state, id, "service", WELCOME, now).await?;
    Ok(format!("{BASE}{key}"))
}

/// Opens a guest conversation and answers its address.
#[utoipa::path(get, path = "/ptd-industry/servicePersonnel/createServicePersonnelHome", tag = "content", responses((status = 200, description = "the chat address for the iframe", body = String)))]
async fn create_home(State(state): State<AppState>, _quota: SubmissionQuota) -> ApiResult<String, MarketError> {
    ok(open(&state, None, "访客").await?)
}

/// The signed-in user's conversation (the same one on every call), by address.
#[utoipa::path(get, path = "/ptd-industry/servicePersonnel/createServicePersonnel", tag = "content", responses((status = 200, description = "the chat address for the iframe", body = String)))]
async fn create_for_user(State(state): State<AppState>, user: CurrentUser) -> ApiResult<String, MarketError> {
    if let Some(key) = repo::latest_key_of(&state, user.user_id).await? {
        return ok(format!("{BASE}{key}"));
    }
    let name = services::identity::find_user(&state.db, user.user_id)
        .await?
        .and_then(|u| u.real_name.or(Some(u.user_name)))
        .unwrap_or_else(|| "用户".into());
    ok(open(&state, Some(user.user_id), &name).await?)
}

async fn find_chat(state: &AppState, key: &str) -> Result<(i64, String), MarketError> {
    if key.len() != 32 || !key.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(KernelError::NotFound.into());
    }
    repo::by_key(state, key).await?.ok_or_else(|| KernelError::NotFound.into())
}


/// The sandbox service's answer: a few topics by keyword, else a promise of a human reply.
pub fn auto_reply(question: &str) -> &'static str {
    const TOPICS: &[(&[&str], &str)] = &[
        (&["价格", "多少钱", "收费", "报价", "费用"], "产品价格以产品详情页的版本价格为准，购买时可选择版本与期限；如需定制报价，请留下联系方式，商务经理会在1个工作日内联系您。"),
        (&["认证", "审核", "营业执照"], "企业认证请在工作台进入“企业认证”提交营业执照等资料，平台一般在1个工作日内完成审核。"),
        (&["购买", "下单", "支付", "付款", "订单"], "企业完成认证后，可在产品详情页选择版本和购买期限下单，支持微信扫码支付，订单30分钟内未支付将自动取消。"),
        (&["发票", "开票"], "订单支付成功后，可在用户中心维护发票抬头，并在订单中申请开具发票。"),
        (&["试用", "免费"], "平台提供部分免费产品和试用版本，您可在产品市场“免费产品”中查看并直接开通。"),
        (&["密码", "登录", "账号"], "如忘记密码，可在登录页点击“忘记密码”，通过手机验证码重置；子账号请联系企业主账号重置。"),
        (&["人工", "电话", "客服"], "人工客服服务时间为工作日 9:00-17:00，热线 400-608-6618，也可以在此留言，我们会尽快回复。"),
    ];
    TOPICS
        .iter()
        .find(|(words, _)| words.iter().any(|w| question.contains(w)))
        .map_or("已收到您的留言，客服专员会尽快为您解答。工作时间：工作日 9:00-17:00，服务热线 400-608-6618。", |(_, answer)| answer)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ChatAbout {
    /// What the visitor pressed 立即咨询 on (a product's name): the message box starts with it.
    about: Option<String>,
}

/// The first words of a message about something: at most 60 characters of it, on one line.
fn asking_about(about: Option<&str>) -> String {
    let about: String = about.unwrap_or_default().split_whitespace().collect::<Vec<_>>().join(" ").chars().take(60).collect();
    if about.is_empty() { String::new() } else { format!("您好，我想咨询「{about}」：") }
}

/// The conversation page shown in the /customerService iframe.
#[utoipa::path(get, path = "/ptd-industry/servicePersonnel/chat/{key}", tag = "content",
    params(("key" = String, Path, description = "the conversation's key from the chat address"), ChatAbout),
    responses((status = 200, description = "HTML page", content_type = "text/html"), (status = 404, description = "no such conversation")))]
async fn chat_page(State(state): State<AppState>, Path(key): Path<String>, Query(q): Query<ChatAbout>) -> Result<Response, MarketError> {
    let draft = escape(&asking_about(q.about.as_deref()));
    let (chat_id, customer) = find_chat(&state, &key).await?;
    let mut messages = repo::latest_messages(&state, chat_id, SHOWN).await?;
    messages.reverse();
    let items: String = messages
        .iter()
        .map(|(sender, text, at)| {
            let (class, who) = if sender == "service" { ("service", "平台客服") } else { ("customer", customer.as_str()) };
            format!(
                "<li class=\"{class}\"><div class=\"meta\">{} · {}</div><div class=\"bubble\">{}</div></li>",
                escape(who),
                kernel::time::format_ms(Some(*at)).unwrap_or_default(),
                escape(text)
            )
        })
        .collect();
    let page = format!(
        r##"<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>在线客服</title><style>
*{{box-sizing:border-box}}body{{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f3f6fb;color:#1f2d3d;display:flex;flex-direction:column;height:100vh}}
header{{background:linear-gradient(90deg,#0b2a5b,#1565d8);color:#fff;padding:12px 16px;font-size:16px}}header small{{opacity:.8;margin-left:8px}}
ul{{list-style:none;margin:0;padding:16px;flex:1;overflow-y:auto}}li{{margin:0 0 14px;display:flex;flex-direction:column}}
li.customer{{align-items:flex-end}}.meta{{font-size:12px;color:#8a97a8;margin-bottom:4px}}
.bubble{{max-width:80%;padding:10px 12px;border-radius:10px;line-height:1.6;white-space:pre-wrap;word-break:break-all;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.06)}}
li.customer .bubble{{background:#1565d8;color:#fff}}
form{{display:flex;gap:8px;padding:12px;background:#fff;border-top:1px solid #e4e9f0}}
textarea{{flex:1;resize:none;height:60px;padding:8px;border:1px solid #d0d7e2;border-radius:6px;font:inherit}}
button{{width:88px;border:0;border-radius:6px;background:#1565d8;color:#fff;font-size:15px;cursor:pointer}}
</style></head><body><header>在线客服<small>工作日 9:00-17:00 · 400-608-6618</small></header>
<ul id="messages">{items}<li id="latest"></li></ul>
<form method="post" action="{BASE}{key}"><textarea name="content" maxlength="{MAX_MESSAGE}" placeholder="请输入您要咨询的问题" required>{draft}</textarea><button type="submit">发送</button></form>
</body></html>"##
    );
    let mut res = Html(page).into_response();
    res.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct ChatMessage {
    /// The customer's message (at most 500 characters).
    content: String,
}

/// Posts a message to the conversation; the sandbox service replies at once. Answers 303 to the page.
#[utoipa::path(post, path = "/ptd-industry/servicePersonnel/chat/{key}", tag = "content",
    params(("key" = String, Path, description = "the conversation's key")),
    request_body(content = ChatMessage, content_type = "application/x-www-form-urlencoded"),
    responses((status = 303, description = "back to the conversation page"), (status = 404, description = "no such conversation")))]
async fn chat_post(State(state): State<AppState>, Path(key): Path<String>, _quota: SubmissionQuota, form: Result<Form<ChatMessage>, FormRejection>) -> Result<Response, MarketError> {
    let (chat_id, _) = find_chat(&state, &key).await?;
    // Redirect::to answers 303 See Other, so a reload does not post again.
    let back = Redirect::to(&format!("{BASE}{key}#latest")).into_response();
    let Ok(Form(message)) = form else { return Ok(back) };
    let text: String = message.content.trim().chars().take(MAX_MESSAGE).collect();
    if text.is_empty() {
        return Ok(back);
    }
    let now = kernel::time::now_ms();
    repo::add_message(&state, chat_id, "customer", &text, now).await?;
    repo::add_message(&state, chat_id, "service", auto_reply(&text), now + 1).await?;
    Ok(back)
}

#[cfg(test)]
mod tests {
    #[test]
    fn replies_follow_keywords() {
        assert!(super::auto_reply("这个产品多少钱？").contains("版本价格"));
        assert!(super::auto_reply("企业认证要多久").contains("1个工作日"));
        assert!(super::auto_reply("你好").contains("客服专员"));
        assert_eq!(super::escape("<b>'\"&"), "&lt;b&gt;&#39;&quot;&amp;");
    }

    #[test]
    fn a_message_about_something_starts_with_its_name_on_one_line() {
        assert_eq!(super::asking_about(Some(" 工业物联网\n接入网关 ")), "您好，我想咨询「工业物联网 接入网关」：");
        assert_eq!(super::asking_about(Some("   ")), "");
        assert_eq!(super::asking_about(None), "");
        assert_eq!(super::asking_about(Some(&"长".repeat(100))).chars().count(), "您好，我想咨询「」：".chars().count() + 60);
    }
}

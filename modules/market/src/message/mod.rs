//! What visitors send in: the leave-message form (type 1 contact us, type 2 an
//! AI demand) and feedback, and the operators' lists of both. The lists mask
//! the phone numbers; an operator who calls a lead back reveals one number at a
//! time, and each reveal is logged with who asked. Its SQL is in `repo.rs`.

mod repo;

use crate::error::{invalid, MarketError};
use crate::fields::ser_time;
use crate::manage::{Filter, Listed, Param};
use axum::extract::State;
use kernel::limits::SubmissionQuota;
use kernel::auth::{MaybeUser, Operator};
use kernel::extract::{Json, Paged, Query};
use kernel::validate::{Form, Valid};
use kernel::{ok, ApiResult, AppState, Page};
use kernel::http::PageQuery;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(leave_message))
        .routes(routes!(feedback))
        .routes(routes!(leave_message_manage_page))
        .routes(routes!(leave_message_manage_status))
        .routes(routes!(feedback_manage_page))
        .routes(routes!(leave_message_contact))
        .routes(routes!(feedback_contact))
}

pub const CONTACT_RECEIVED: &str = "已收到您的留言，我们会尽快回复";
pub const AI_DEMAND_RECEIVED: &str = "已收到您提交的AI需求，我们会尽快回复";

/// The contact form (type 1).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ContactForm {
    linkman: String,
    telephone: String,
    email: String,
    content: String,
}
kernel::form_rules!(ContactForm, "content-leave-message-contact.json");

/// The AI demand form (type 2).
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AiDemandForm {
    company_name: String,
    linkman: String,
    telephone: String,
    /// The SMS code sent to `telephone` (at most 10 characters).
    sms_code: String,
    email: Option<String>,
    content: String,
}
kernel::form_rules!(AiDemandForm, "content-leave-message-ai.json");

/// A leave message: `type` 1 with the contact fields, 2 with the AI demand fields.
#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
pub struct LeaveMessageForm {
    /// 1 contact us, 2 AI demand.
    r#type: i64,
    linkman: String,
    telephone: String,
    /// Required for type 1.
    email: Option<String>,
    content: String,
    /// Type 2 only, required there.
    company_name: Option<String>,
    /// Type 2 only.
    sms_code: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct Received {
    id: i64,
    /// The sentence to show: 已收到您的留言，我们会尽快回复 or 已收到您提交的AI需求，我们会尽快回复.
    message: &'static str,
}

/// Stores a visitor's message (contact us, or an AI demand from the AI market, whose SMS code is checked);
/// the reply's `message` is the sentence to show.
#[utoipa::path(post, path = "/ptd-industry/leaveMessage/save", tag = "content", request_body = LeaveMessageForm, responses((status = 200, description = "received", body = Received)))]
async fn leave_message(State(state): State<AppState>, caller: MaybeUser, _quota: SubmissionQuota, Json(body): Json<Value>) -> ApiResult<Received, MarketError> {
    let kind = body.get("type").and_then(|t| t.as_i64().or_else(|| t.as_str().and_then(|s| s.parse().ok())));
    let (kind, linkman, telephone, email, content, company_name, message) = match kind {
        Some(1) => {
            ContactForm::rules().check(&body)?;
            let f: ContactForm = serde_json::from_value(body).map_err(|_| invalid(kernel::error::messages::BAD_REQUEST))?;
            (1_i64, f.linkman, f.telephone, Some(f.email), f.content, None, CONTACT_RECEIVED)
        }
        Some(2) => {
            AiDemandForm::rules().check(&body)?;
            let f: AiDemandForm = serde_json::from_value(body).map_err(|_| invalid(kernel::error::messages::BAD_REQUEST))?;
            // The code proves the telephone is the sender's (sent by the code endpoint behind the captcha).
            services::verification::verify(&state, &f.telephone, services::verification::Purpose::Auth, &f.sms_code).await?;
            (2_i64, f.linkman, f.telephone, f.email, f.content, Some(f.company_name), AI_DEMAND_RECEIVED)
        }
        _ => return Err(invalid("留言类型只能是1（联系我们）或2（AI需求）")),
    };
    let id = state.next_id();
    let user_id = caller.0.as_ref().map(|u| u.user_id);
    repo::insert_message(&state, id, &repo::NewMessage { kind, linkman, telephone, email, content, company_name, user_id }).await?;
    ok(Received { id, message })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FeedbackForm {
    content: String,
    /// Phone, mail or any way to reach the sender.
    contact: Option<String>,
}
kernel::form_rules!(FeedbackForm, "content-feedback.json");

/// Stores feedback from a visitor or a user.
#[utoipa::path(post, path = "/ptd-industry/feedback/save", tag = "content", request_body = FeedbackForm, responses((status = 200, description = "new id", body = crate::manage::Saved)))]
async fn feedback(State(state): State<AppState>, caller: MaybeUser, _quota: SubmissionQuota, Valid(f): Valid<FeedbackForm>) -> ApiResult<crate::manage::Saved, MarketError> {
    let id = state.next_id();
    repo::insert_feedback(&state, id, caller.0.as_ref().map(|u| u.user_id), &f).await?;
    ok(crate::manage::Saved { id })
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LeaveMessage {
    id: i64,
    /// 1 contact us, 2 AI demand.
    #[sqlx(rename = "type")]
    #[serde(rename = "type")]
    message_type: i64,
    linkman: String,
    telephone: String,
    email: Option<String>,
    content: String,
    company_name: Option<String>,
    user_id: Option<i64>,
    /// 0 new, 1 handled.
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessageQuery {
    #[serde(rename = "type")]
    #[param(rename = "type")]
    message_type: Option<i64>,
    status: Option<i64>,
}

/// What operators read first: the newest.
const NEWEST: &str = "create_time DESC, id DESC";

impl Listed for LeaveMessage {
    const TABLE: &'static str = "leave_messages";
    const COLUMNS: &'static str = "id, type, linkman, telephone, email, content, company_name, user_id, status, create_time";
    const TITLE: &'static str = "content";
}

impl Listed for Feedback {
    const TABLE: &'static str = "feedbacks";
    const COLUMNS: &'static str = "id, user_id, content, contact, create_time";
    const TITLE: &'static str = "content";
}

/// Operators: visitors' messages, newest first.
#[utoipa::path(get, path = "/ptd-industry/manage/leaveMessage/page", tag = "content-manage", params(PageQuery, MessageQuery), responses((status = 200, description = "page of messages", body = Page<LeaveMessage>)))]
async fn leave_message_manage_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<MessageQuery>) -> ApiResult<Page<LeaveMessage>, MarketError> {
    let filter = Filter { status: q.status, ..Filter::default() }.and("type", Param::Int(q.message_type));
    let mut listed = crate::store::page::<LeaveMessage>(&state, &filter, NEWEST, &page).await?;
    for m in &mut listed.rows {
        m.telephone = crate::expert::mask_phone(&m.telephone);
    }
    ok(listed)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContactQuery {
    id: i64,
}

/// The whole contact of a lead, for calling it back.
#[derive(Serialize, utoipa::ToSchema)]
pub struct Contact {
    contact: String,
}

/// Operators: the unmasked phone number of one message (logged with the operator).
#[utoipa::path(get, path = "/ptd-industry/manage/leaveMessage/contact", tag = "content-manage", params(ContactQuery), responses((status = 200, description = "the phone number", body = Contact)))]
async fn leave_message_contact(State(state): State<AppState>, Operator(op): Operator, Query(q): Query<ContactQuery>) -> ApiResult<Contact, MarketError> {
    let contact = repo::telephone(&state, q.id).await?.ok_or(kernel::KernelError::NotFound)?;
    tracing::info!(operator = op.user_id, leave_message = q.id, "lead phone revealed");
    ok(Contact { contact })
}

/// Operators: the unmasked contact of one feedback (logged with the operator).
#[utoipa::path(get, path = "/ptd-industry/manage/feedback/contact", tag = "content-manage", params(ContactQuery), responses((status = 200, description = "the contact", body = Contact)))]
async fn feedback_contact(State(state): State<AppState>, Operator(op): Operator, Query(q): Query<ContactQuery>) -> ApiResult<Contact, MarketError> {
    let contact = repo::feedback_contact(&state, q.id).await?.ok_or(kernel::KernelError::NotFound)?;
    tracing::info!(operator = op.user_id, feedback = q.id, "feedback contact revealed");
    ok(Contact { contact })
}

/// A feedback's contact as listed: a mail address as given, anything else (a phone) masked.
fn masked_contact(contact: &str) -> String {
    if contact.contains('@') {
        contact.to_string()
    } else {
        crate::expert::mask_phone(contact)
    }
}

/// Operators: marks a message handled (1) or new (0).
#[utoipa::path(post, path = "/ptd-industry/manage/leaveMessage/changeStatus", tag = "content-manage", request_body = crate::manage::ContentStatusForm, responses((status = 200, description = "changed")))]
async fn leave_message_manage_status(State(state): State<AppState>, _op: Operator, Json(f): Json<crate::manage::ContentStatusForm>) -> ApiResult<(), MarketError> {
    repo::set_message_status(&state, f.id, f.status).await?;
    ok(())
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Feedback {
    id: i64,
    user_id: Option<i64>,
    content: String,
    contact: Option<String>,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

/// Operators: feedback, newest first.
#[utoipa::path(get, path = "/ptd-industry/manage/feedback/page", tag = "content-manage", params(PageQuery), responses((status = 200, description = "page of feedback", body = Page<Feedback>)))]
async fn feedback_manage_page(State(state): State<AppState>, _op: Operator, Query(page): Query<PageQuery>) -> ApiResult<Page<Feedback>, MarketError> {
    let mut listed = crate::store::page::<Feedback>(&state, &Filter::default(), NEWEST, &page).await?;
    for f in &mut listed.rows {
        f.contact = f.contact.as_deref().map(masked_contact);
    }
    ok(listed)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_feedback_s_phone_is_masked_and_its_mail_address_is_not() {
        assert_eq!(super::masked_contact("13912345678"), "139****5678");
        assert_eq!(super::masked_contact("chen@example.cn"), "chen@example.cn");
    }
}

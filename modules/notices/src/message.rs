//! The caller's messages under the spec's `/ptd-component/endpoint/message`
//! paths: a page (unread first), the unread count for the header badge, mark
//! read and delete. Whatever userId a request names, only the caller's own
//! messages are read or changed.

use axum::extract::State;
use kernel::auth::CurrentUser;
use kernel::extract::{Json, Paged};
use kernel::http::PageQuery;
use services::messages;
use kernel::time::format_ms;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// More ids than any page shows are refused rather than looped over.
const MAX_IDS: usize = 1000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(batch_query)).routes(routes!(unread_count)).routes(routes!(batch_accept)).routes(routes!(delete))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Message {
    message_id: i64,
    title: String,
    content: String,
    /// `YYYY-MM-DD HH:MM:SS`, or only the date when the time is midnight.
    publish_time: String,
    /// 0 unread, 1 read.
    state: i64,
    application_name: Option<String>,
    /// A platform path (or an http/https address) opened in a new tab.
    to_url: Option<String>,
}

/// The spec drops a trailing ` 00:00:00` from a publish time.
fn publish_time(ms: i64) -> String {
    let t = format_ms(Some(ms)).unwrap_or_default();
    t.strip_suffix(" 00:00:00").map(str::to_owned).unwrap_or(t)
}

impl From<messages::Message> for Message {
    fn from(m: messages::Message) -> Self {
        Self {
            message_id: m.id,
            title: m.title,
            content: m.content,
            publish_time: publish_time(m.publish_time),
            state: m.state,
            application_name: m.application_name,
            to_url: m.to_url,
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MessageQuery {
    /// Ignored: the caller's messages are listed whatever is sent.
    #[allow(dead_code)]
    user_id: Option<String>,
}

/// The caller's messages, unread first, then newest first.
#[utoipa::path(get, path = "/ptd-component/endpoint/message/batchQueryMessage", tag = "messages", params(PageQuery, MessageQuery), responses((status = 200, description = "a page of messages", body = Page<Message>)))]
async fn batch_query(State(state): State<AppState>, caller: CurrentUser, Paged(page, _): Paged<MessageQuery>) -> ApiResult<Page<Message>> {
    let (rows, total) = messages::page(&state.db, caller.user_id, &page).await?;
    ok(Page { rows: rows.into_iter().map(Message::from).collect(), total })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UnreadCount {
    unread: i64,
}

/// How many of the caller's messages are unread (the header badge).
#[utoipa::path(get, path = "/ptd-component/endpoint/message/unreadCount", tag = "messages", responses((status = 200, description = "unread count", body = UnreadCount)))]
async fn unread_count(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<UnreadCount> {
    ok(UnreadCount { unread: messages::unread_count(&state.db, caller.user_id).await? })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MessageIds {
    /// The messages to change; ids of other users' messages change nothing.
    #[serde(default)]
    message_ids: Vec<i64>,
    /// Mark every message of the caller read (全部已读); only for batchAcceptMessage.
    #[serde(default)]
    all: bool,
}

impl MessageIds {
    fn ids(&self) -> Result<&[i64], KernelError> {
        if self.message_ids.len() > MAX_IDS {
            return Err(KernelError::Validation(format!("一次最多{MAX_IDS}条消息")));
        }
        Ok(&self.message_ids)
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Changed {
    changed: u64,
}

/// Marks messages read (opening one, or 全部已读 with `all`).
#[utoipa::path(post, path = "/ptd-component/endpoint/message/batchAcceptMessage", tag = "messages", request_body = MessageIds, responses((status = 200, description = "how many turned read", body = Changed)))]
async fn batch_accept(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<MessageIds>) -> ApiResult<Changed> {
    let ids = if f.all { None } else { Some(f.ids()?) };
    ok(Changed { changed: messages::mark_read(&state.db, caller.user_id, ids).await? })
}

/// Deletes messages of the caller.
#[utoipa::path(post, path = "/ptd-component/endpoint/message/deleteMessage", tag = "messages", operation_id = "message_delete", request_body = MessageIds, responses((status = 200, description = "how many were deleted", body = Changed)))]
async fn delete(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<MessageIds>) -> ApiResult<Changed> {
    ok(Changed { changed: messages::delete(&state.db, caller.user_id, f.ids()?).await? })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn midnight_publish_times_show_the_date_only() {
        // 2026-01-01 00:00:00 in Shanghai.
        assert_eq!(publish_time(1_767_196_800_000), "2026-01-01");
        assert_eq!(publish_time(1_767_225_600_000), "2026-01-01 08:00:00");
    }

    #[test]
    fn a_second_past_midnight_keeps_its_time() {
        assert_eq!(publish_time(1_767_196_801_000), "2026-01-01 00:00:01");
        // Milliseconds are not shown, so 00:00:00.999 is still midnight.
        assert_eq!(publish_time(1_767_196_800_999), "2026-01-01");
    }

    #[test]
    fn a_message_shows_its_publish_time_and_state() {
        let m = Message::from(messages::Message {
            id: 9,
            title: "订单支付成功".into(),
            content: "您购买的设备上云已开通".into(),
            application_name: None,
            to_url: Some("/order".into()),
            state: 0,
            publish_time: 1_767_196_800_000,
        });
        assert_eq!((m.message_id, m.state, m.publish_time.as_str(), m.to_url.as_deref()), (9, 0, "2026-01-01", Some("/order")));
    }

    #[test]
    fn at_most_a_thousand_messages_change_at_once() {
        let ids = |n: usize| MessageIds { message_ids: (0..n as i64).collect(), all: false };
        assert_eq!(ids(0).ids().unwrap().len(), 0);
        assert_eq!(ids(MAX_IDS).ids().unwrap().len(), 1000);
        assert!(matches!(ids(MAX_IDS + 1).ids(), Err(KernelError::Validation(m)) if m == "一次最多1000条消息"));
    }
}

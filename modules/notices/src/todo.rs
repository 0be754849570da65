//! To-dos under the spec's workflow paths: `taskAgent/page` lists what waits
//! for the caller (total = their to-do count; contracts to sign are counted by
//! the e-signature calls instead), `taskApply/list` what the caller started
//! and others must still act on.

use axum::extract::State;
use kernel::auth::{CurrentUser, Operator};
use kernel::extract::Query;
use kernel::http::PageQuery;
use kernel::time::format_ms;
use services::todos::{self, kinds, Kinds, Viewer};
use kernel::{ok, ApiResult, AppState, Page};
use serde::Serialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// At most this many of the caller's own requests are listed.
const APPLIED_LIMIT: i64 = 100;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(agent_page)).routes(routes!(apply_list)).routes(routes!(work_queue))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Task {
    id: i64,
    /// join_request, contract, order_payment, certification_review, declaration_review, partner_review, partner_rule_review, invoice_request, lead.
    kind: String,
    kind_name: &'static str,
    title: String,
    /// The workbench path that opens the work.
    to_url: String,
    create_time: Option<String>,
}

pub fn kind_name(kind: &str) -> &'static str {
    match kind {
        kinds::JOIN_REQUEST => "加入申请",
        kinds::CONTRACT => "合同签署",
        kinds::ORDER_PAYMENT => "订单待支付",
        kinds::CERTIFICATION_REVIEW => "认证审核",
        kinds::DECLARATION_REVIEW => "申报审核",
        kinds::INVOICE_REQUEST => "开票申请",
        kinds::PARTNER_REVIEW => "合作伙伴审核",
        kinds::PARTNER_RULE_REVIEW => "启动规则审核",
        kinds::LEAD => "新线索",
        _ => "待办",
    }
}

impl From<todos::Todo> for Task {
    fn from(t: todos::Todo) -> Self {
        Self { id: t.id, kind_name: kind_name(&t.kind), kind: t.kind, title: t.title, to_url: t.link, create_time: format_ms(Some(t.create_time)) }
    }
}

/// The open to-dos the caller must act on, newest first.
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/workflow/taskAgent/page", tag = "todos", params(PageQuery), responses((status = 200, description = "a page of to-dos; total is the caller's to-do count", body = Page<Task>)))]
async fn agent_page(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<PageQuery>) -> ApiResult<Page<Task>> {
    let (rows, total) = todos::assigned(&state.db, &Viewer::of(&caller), Kinds::Workflow, q.limit(), q.offset()).await?;
    ok(Page { rows: rows.into_iter().map(Task::from).collect(), total })
}

/// What the caller asked for that others must still act on (a join request, a certification, a declaration).
#[utoipa::path(get, path = "/ptd-component/workflow/taskApply/list", tag = "todos", responses((status = 200, description = "the caller's open requests", body = [Task])))]
async fn apply_list(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<Task>> {
    ok(todos::applied(&state.db, caller.user_id, APPLIED_LIMIT).await?.into_iter().map(Task::from).collect())
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QueueItem {
    kind: String,
    kind_name: &'static str,
    /// The operators' page that lists this work.
    to_url: String,
    count: i64,
    /// When the longest waiting of them came.
    oldest_time: Option<String>,
}

/// 工作台 of the operators: what waits for them, by kind, the longest waiting first.
#[utoipa::path(get, path = "/ptd-industry/manage/workQueue", tag = "todos", responses((status = 200, description = "open work by kind", body = [QueueItem])))]
async fn work_queue(State(state): State<AppState>, _op: Operator) -> ApiResult<Vec<QueueItem>> {
    let lines = todos::operator_queue(&state.db).await?;
    ok(lines
        .into_iter()
        .map(|l| QueueItem { kind_name: kind_name(&l.kind), kind: l.kind, to_url: l.link, count: l.count, oldest_time: format_ms(Some(l.oldest)) })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_of_work_has_its_name_and_anything_else_is_a_to_do() {
        assert_eq!(kind_name(kinds::JOIN_REQUEST), "加入申请");
        assert_eq!(kind_name(kinds::CONTRACT), "合同签署");
        assert_eq!(kind_name(kinds::ORDER_PAYMENT), "订单待支付");
        assert_eq!(kind_name(kinds::CERTIFICATION_REVIEW), "认证审核");
        assert_eq!(kind_name(kinds::DECLARATION_REVIEW), "申报审核");
        assert_eq!(kind_name(kinds::INVOICE_REQUEST), "开票申请");
        assert_eq!(kind_name(kinds::PARTNER_REVIEW), "合作伙伴审核");
        assert_eq!(kind_name(kinds::PARTNER_RULE_REVIEW), "启动规则审核");
        assert_eq!(kind_name("something_new"), "待办");
        assert_eq!(kind_name(""), "待办");
    }

    #[test]
    fn a_task_opens_its_work_and_shows_when_it_came() {
        let todo = todos::Todo {
            id: 1,
            kind: kinds::ORDER_PAYMENT.into(),
            reference_id: 7,
            title: "订单OD7待支付：设备上云".into(),
            link: "/product/orderPay?id=7".into(),
            company_id: Some(3),
            state: 0,
            create_time: kernel::time::parse_shanghai("2026-03-01 10:00:00").unwrap(),
        };
        let task = Task::from(todo);
        assert_eq!((task.kind.as_str(), task.kind_name), ("order_payment", "订单待支付"));
        assert_eq!(task.to_url, "/product/orderPay?id=7");
        assert_eq!(task.create_time.as_deref(), Some("2026-03-01 10:00:00"));
    }
}

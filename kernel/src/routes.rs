//! The platform's own API: the menu tree, the remotes manifest, public files,
//! direct uploads, the audit trail, the cockpit and, in the dev and test
//! profiles only, the provider outboxes.

use crate::auth::CurrentUser;
use crate::extract::Query;
use crate::menu::MenuNode;
use crate::providers::sms::OutboxMessage;
use crate::state::AppState;
use crate::{ok, ApiResult, KernelError};
use axum::extract::State;
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(auth_role_tree))
        .routes(routes!(remotes))
        .routes(routes!(menu_pages))
        .route("/files/{*key}", axum::routing::get(crate::files::public_file))
        .merge(crate::uploads::router())
        .routes(routes!(audit_page))
        .routes(routes!(audit_verify))
        .routes(routes!(audit_kinds))
        .routes(routes!(audit_export))
        .routes(routes!(sign_in_page))
        .routes(routes!(dashboard))
        .routes(routes!(modules))
        .routes(routes!(health))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DashboardQuery {
    /// True to count now instead of serving the last minute's figures.
    fresh: Option<bool>,
}

/// 运营看板: today, 7 and 30 days of the enabled areas' figures, with a series per day (operators; kept a minute).
#[utoipa::path(get, path = "/platform/dashboard", tag = "cockpit", params(DashboardQuery), responses((status = 200, description = "the board", body = crate::dashboard::Board)))]
async fn dashboard(State(state): State<AppState>, _op: crate::auth::Operator, Query(q): Query<DashboardQuery>) -> ApiResult<crate::dashboard::Board> {
    let board = crate::dashboard::board(&state.db, &state.modules, q.fresh.unwrap_or(false), crate::time::now_ms()).await?;
    ok((*board).clone())
}

/// 模块与健康: the enabled modules with their versions, menus, jobs and applied migrations (operators).
#[utoipa::path(get, path = "/platform/modules", tag = "cockpit", responses((status = 200, description = "the modules", body = crate::status::Modules)))]
async fn modules(State(state): State<AppState>, _op: crate::auth::Operator) -> ApiResult<crate::status::Modules> {
    ok(crate::status::modules(&state).await.map_err(KernelError::Internal)?)
}

/// 模块与健康: the database, object storage, payment gateway, timestamp authority and contract font, checked now (operators).
#[utoipa::path(get, path = "/platform/health", tag = "cockpit", responses((status = 200, description = "each check", body = crate::status::HealthReport)))]
async fn health(State(state): State<AppState>, _op: crate::auth::Operator) -> ApiResult<crate::status::HealthReport> {
    ok(crate::status::health(&state).await)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    /// Whose actions.
    user_id: Option<i64>,
    company_id: Option<i64>,
    /// One of the kinds `/platform/audit/kinds` lists.
    kind: Option<String>,
    /// From this moment (YYYY-MM-DD HH:mm:ss, Beijing).
    begin_time: Option<String>,
    /// Until this moment, excluded.
    end_time: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditView {
    #[serde(flatten)]
    row: crate::audit::Row,
    kind_name: &'static str,
    time: Option<String>,
}

fn audit_view(row: crate::audit::Row) -> AuditView {
    AuditView { kind_name: crate::audit::kind::label(&row.kind), time: crate::time::format_ms(Some(row.create_time)), row }
}

fn moment(text: &Option<String>) -> Result<Option<i64>, KernelError> {
    crate::time::parse_optional(text.as_deref())
}

/// The audit trail, newest first: operators search it by person, company, kind and time.
#[utoipa::path(get, path = "/platform/audit/page", tag = "audit", params(crate::http::PageQuery, AuditQuery), responses((status = 200, description = "audit rows", body = crate::Page<AuditView>)))]
async fn audit_page(State(state): State<AppState>, _op: crate::auth::Operator, crate::extract::Paged(page, q): crate::extract::Paged<AuditQuery>) -> ApiResult<crate::Page<AuditView>> {
    let search = crate::audit::Search { actor_id: q.user_id, company_id: q.company_id, kind: q.kind.as_deref(), start: moment(&q.begin_time)?, end: moment(&q.end_time)? };
    let (rows, total) = crate::audit::search(&state.db, &search, &page).await?;
    ok(crate::Page { rows: rows.into_iter().map(audit_view).collect(), total })
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct AuditKind {
    kind: &'static str,
    name: &'static str,
}

/// The kinds of audit rows and their names, for the search's choices.
#[utoipa::path(get, path = "/platform/audit/kinds", tag = "audit", responses((status = 200, description = "kinds", body = Vec<AuditKind>)))]
async fn audit_kinds(_op: crate::auth::Operator) -> ApiResult<Vec<AuditKind>> {
    ok(crate::audit::kind::ALL.iter().map(|(kind, name)| AuditKind { kind, name }).collect())
}

/// The audit rows the search finds, as an Excel file (operators; written in constant memory).
#[utoipa::path(get, path = "/platform/audit/export", tag = "audit", params(AuditQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))]
async fn audit_export(State(state): State<AppState>, _op: crate::auth::Operator, Query(q): Query<AuditQuery>) -> Result<axum::response::Response, KernelError> {
    use crate::export::Cell;
    let (start, end) = (moment(&q.begin_time)?, moment(&q.end_time)?);
    let heads = ["记录号", "时间", "事件", "操作人ID", "账号", "企业ID", "地址", "设备", "对象", "详情", "哈希"];
    let db = state.db.clone();
    let export = crate::export::xlsx("审计日志", &heads, crate::export::MAX_ROWS, i64::MAX, |before| {
        let (db, kind) = (db.clone(), q.kind.clone());
        async move {
            let search = crate::audit::Search { actor_id: q.user_id, company_id: q.company_id, kind: kind.as_deref(), start, end };
            let rows = crate::audit::chunk(&db, &search, before, 5000).await?;
            Ok(rows
                .into_iter()
                .map(|r| {
                    let opt = |v: Option<i64>| Cell::from(v.map(|n| n.to_string()).unwrap_or_default());
                    let cells = vec![
                        Cell::from(r.id),
                        Cell::from(crate::time::format_ms(Some(r.create_time)).unwrap_or_default()),
                        Cell::from(crate::audit::kind::label(&r.kind)),
                        opt(r.actor_id),
                        Cell::from(r.actor_name.unwrap_or_default()),
                        opt(r.company_id),
                        Cell::from(r.address.unwrap_or_default()),
                        Cell::from(r.user_agent.unwrap_or_default()),
                        Cell::from(r.target.unwrap_or_default()),
                        Cell::from(r.detail.unwrap_or_default()),
                        Cell::from(r.hash),
                    ];
                    (r.id, cells)
                })
                .collect())
        }
    })
    .await?;
    Ok(export.response("audit-log.xlsx"))
}

/// Walks the audit chain and names the first row that does not fit.
#[utoipa::path(get, path = "/platform/audit/verify", tag = "audit", responses((status = 200, description = "what the check found", body = crate::audit::ChainCheck)))]
async fn audit_verify(State(state): State<AppState>, _op: crate::auth::Operator) -> ApiResult<crate::audit::ChainCheck> {
    ok(crate::audit::verify(&state.db).await?)
}

/// 登录日志: the sign-ins (and failed ones, and lock-outs) of the caller's company's members, for its main account.
#[utoipa::path(get, path = "/platform/audit/signIns", tag = "audit", params(crate::http::PageQuery), responses((status = 200, description = "sign-in rows", body = crate::Page<AuditView>)))]
async fn sign_in_page(State(state): State<AppState>, crate::auth::MainAccount(caller): crate::auth::MainAccount, crate::extract::Paged(page, _): crate::extract::Paged<NoQuery>) -> ApiResult<crate::Page<AuditView>> {
    let company = caller.require_main_account()?;
    let (rows, total) = crate::audit::sign_ins(&state.db, company, &page).await?;
    ok(crate::Page { rows: rows.into_iter().map(audit_view).collect(), total })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NoQuery {}

/// The kernel's dev-only routes: the provider outboxes.
pub fn sandbox_router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(dev_outbox))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct MenuQuery {
    app_key: Option<String>,
}

/// The caller's menu tree for the application key; other applications have no menus here.
#[utoipa::path(get, path = "/ptd-industry/menu/authRoleTree", tag = "menu", params(MenuQuery),
    responses((status = 200, description = "menu tree of the caller", body = [MenuNode])))]
async fn auth_role_tree(State(state): State<AppState>, user: CurrentUser, Query(q): Query<MenuQuery>) -> Result<crate::http::Ready, KernelError> {
    if q.app_key.as_deref().is_some_and(|k| k != state.config.app_key) {
        return crate::http::Ready::new(&Vec::<MenuNode>::new());
    }
    // Made once per kept caller: the held apps drop it when they change, and it
    // is made again once the first of them runs out or the catalogue changed.
    let revision = state.content_revision().await?;
    let now = crate::time::now_ms();
    let tree = user
        .memo_while(
            |t: &MenuTree| t.revision == revision && now < t.until,
            async {
                if !state.menus.needs_apps(&user.menus) {
                    return Ok::<_, KernelError>(MenuTree { revision, until: i64::MAX, reply: crate::http::Ready::new(&state.menus.tree(&user.menus))? });
                }
                let (held, until) = held_base_apps(&state, user.company_id, now).await?;
                let reply = crate::http::Ready::new(&state.menus.tree(&state.menus.for_held_apps(user.menus.as_ref().clone(), &held)))?;
                Ok(MenuTree { revision, until, reply })
            },
        )
        .await?;
    Ok(tree.reply.clone())
}

/// A caller's menu tree as sent, with what it was made under.
struct MenuTree {
    revision: i64,
    until: i64,
    reply: crate::http::Ready,
}

/// The base applications (base data, organisation) the company holds, and when the first held app runs out.
pub async fn held_base_apps(state: &AppState, company: Option<i64>, now: i64) -> Result<(Vec<crate::menu::BaseApp>, i64), KernelError> {
    let (Some(company), Some(catalogue)) = (company, state.try_contract::<dyn crate::contracts::Catalogue>()) else { return Ok((Vec::new(), i64::MAX)) };
    let (keys, until) = state.contract::<dyn crate::contracts::HeldApps>()?.held_app_keys_until(&state.db, catalogue.as_ref(), company, now).await?;
    let w = &state.config.workbench;
    let held = [(w.base_data_app_key.as_str(), crate::menu::BaseApp::BaseData), (w.organisation_app_key.as_str(), crate::menu::BaseApp::Organisation)]
        .into_iter()
        .filter(|(k, _)| keys.iter().any(|h| h == k))
        .map(|(_, app)| app)
        .collect();
    Ok((held, until))
}

/// Every page of the menu whoever may open it, so the shell tells a page the
/// caller was not given (您没有访问权限) from one that does not exist (404).
#[utoipa::path(get, path = "/platform/menuPages", tag = "menu",
    responses((status = 200, description = "absolute page paths", body = [String])))]
async fn menu_pages(State(state): State<AppState>, _user: CurrentUser) -> ApiResult<Vec<String>> {
    ok(state.menus.page_paths())
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct RemoteEntry {
    name: &'static str,
    entry: String,
}

/// Where the shell finds each enabled remote's entry script.
#[utoipa::path(get, path = "/platform/remotes", tag = "menu",
    responses((status = 200, description = "remote entries", body = [RemoteEntry])))]
async fn remotes(State(state): State<AppState>) -> ApiResult<Vec<RemoteEntry>> {
    ok(state
        .remotes
        .iter()
        .map(|name| RemoteEntry { name, entry: format!("/remotes/{name}/remoteEntry.js") })
        .collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct OutboxQuery {
    mobile: Option<String>,
    mail: Option<String>,
}

/// Latest SMS or mail sent to a recipient; exists only in the dev and test profiles.
#[utoipa::path(get, path = "/dev/outbox", tag = "dev", params(OutboxQuery),
    responses((status = 200, description = "latest messages", body = [OutboxMessage])))]
async fn dev_outbox(State(state): State<AppState>, Query(q): Query<OutboxQuery>) -> ApiResult<Vec<OutboxMessage>> {
    let rows = match (q.mobile, q.mail) {
        (Some(m), _) => crate::providers::sms::latest(&state.db, &m, 20).await?,
        (None, Some(a)) => crate::providers::mail::latest(&state.db, &a, 20).await?,
        _ => return Err(KernelError::Validation("请输入手机号".into())),
    };
    ok(rows)
}

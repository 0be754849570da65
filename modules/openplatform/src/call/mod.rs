//! The call log as each side reads it: a company's calls (filters, points per day, a month as
//! an Excel file), a partner's calls and points earned per API and day, and the operators' top
//! APIs with their failure rates; and the job that keeps the log to its retention.

pub mod repo;

use crate::error::{OpenError, Result};
use axum::extract::State;
use axum::response::Response;
use kernel::export::Cell;
use kernel::auth::{CurrentUser, MainAccount, Operator};
use kernel::contracts::PartnerApps;
use kernel::extract::{Paged, Query};
use kernel::http::Page;
use kernel::time::{format_ms, now_ms, parse_shanghai};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// How long calls are kept (the Cybersecurity Law's six months, and then some).
pub const KEEP_DAYS: i64 = 180;
const DAY_MS: i64 = 86_400_000;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(company_page))
        .routes(routes!(company_days))
        .routes(routes!(export))
        .routes(routes!(partner_days))
        .routes(routes!(top_apis))
}

/// 成功 (charged or free), 未成功 (answered, not charged), 已拒绝, 处理中.
fn outcome_name(outcome: &str) -> &'static str {
    match outcome {
        "captured" => "成功",
        "released" => "未成功",
        "refused" => "已拒绝",
        _ => "处理中",
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Call {
    /// As text: call ids are 53-bit and some readers round larger numbers.
    call_id: String,
    api_code: String,
    /// The upstream's HTTP status, or the refusal's.
    status: i64,
    outcome: String,
    outcome_name: &'static str,
    /// Points charged.
    points: i64,
    latency_ms: i64,
    error_code: Option<i64>,
    client_ip: Option<String>,
    create_time: Option<String>,
}

impl From<repo::CallRow> for Call {
    fn from(r: repo::CallRow) -> Self {
        Call {
            call_id: r.id.to_string(),
            outcome_name: outcome_name(&r.outcome),
            api_code: r.api_code,
            status: r.status,
            outcome: r.outcome,
            points: r.points,
            latency_ms: r.latency_ms,
            error_code: r.error_code,
            client_ip: r.client_ip,
            create_time: format_ms(Some(r.create_time)),
        }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CallFilters {
    api_code: Option<String>,
    /// captured, released, refused or pending.
    outcome: Option<String>,
    /// yyyy-MM-dd HH:mm:ss (Shanghai).
    begin_time: Option<String>,
    end_time: Option<String>,
}

fn time_filter(t: Option<&str>) -> Result<Option<i64>> {
    match t.map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(None),
        Some(t) => parse_shanghai(t).map(Some).ok_or_else(|| KernelError::Validation("请选择正确的时间".into()).into()),
    }
}

/// The company's calls, newest first (main account).
#[utoipa::path(get, path = "/ptd-open-platform/openApi/call/page", tag = "open-platform", operation_id = "open_call_page", params(kernel::http::PageQuery, CallFilters), responses((status = 200, description = "page of calls", body = Page<Call>)))]
async fn company_page(State(state): State<AppState>, MainAccount(caller): MainAccount, Paged(page, f): Paged<CallFilters>) -> ApiResult<Page<Call>, OpenError> {
    let filter = repo::Filter {
        api_code: f.api_code.as_deref().filter(|c| !c.is_empty()),
        outcome: f.outcome.as_deref().filter(|o| !o.is_empty()),
        begin: time_filter(f.begin_time.as_deref())?,
        end: time_filter(f.end_time.as_deref())?,
    };
    let (rows, total) = repo::company_page(&state.db, caller.company()?, &filter, &page).await?;
    ok(Page { rows: rows.into_iter().map(Call::from).collect(), total })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DaysQuery {
    /// 1 to 90; 30 unless given.
    days: Option<i64>,
}

fn since(days: Option<i64>) -> (i64, i64) {
    let days = days.unwrap_or(30).clamp(1, 90);
    // From the start of the first day (Shanghai), so the first bar is a whole day.
    let today = (now_ms() + 8 * 3_600_000) / DAY_MS;
    (days, (today - days + 1) * DAY_MS - 8 * 3_600_000)
}

/// `yyyy-MM-dd` of a Shanghai day number.
fn day_text(day: i64) -> String {
    format_ms(Some(day * DAY_MS - 8 * 3_600_000 + 12 * 3_600_000)).map(|t| t[..10].to_string()).unwrap_or_default()
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CallDay {
    day: String,
    calls: i64,
    points: i64,
}

/// The company's calls and points per day, every day of the span (main account).
#[utoipa::path(get, path = "/ptd-open-platform/openApi/call/days", tag = "open-platform", operation_id = "open_call_days", params(DaysQuery), responses((status = 200, description = "per day", body = Vec<CallDay>)))]
async fn company_days(State(state): State<AppState>, MainAccount(caller): MainAccount, Query(q): Query<DaysQuery>) -> ApiResult<Vec<CallDay>, OpenError> {
    let (days, from) = since(q.days);
    let rows = repo::company_days(&state.db, caller.company()?, from).await?;
    let first = (from + 8 * 3_600_000) / DAY_MS;
    ok((first..first + days)
        .map(|d| {
            let found = rows.iter().find(|r| r.0 == d);
            CallDay { day: day_text(d), calls: found.map_or(0, |r| r.1), points: found.map_or(0, |r| r.2) }
        })
        .collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct MonthQuery {
    /// yyyy-MM.
    month: String,
}

/// The rows one export may hold (a month of a busy company is cut there, and says so).
const EXPORT_LIMIT: usize = 200_000;

/// A month of the company's calls as an Excel file (main account).
#[utoipa::path(get, path = "/ptd-open-platform/openApi/call/export", tag = "open-platform", operation_id = "open_call_export", params(MonthQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))]
async fn export(State(state): State<AppState>, MainAccount(caller): MainAccount, Query(q): Query<MonthQuery>) -> std::result::Result<Response, OpenError> {
    let company = caller.company()?;
    let bad = || OpenError::from(KernelError::Validation("请选择正确的月份".into()));
    let (y, m) = q.month.trim().split_once('-').ok_or_else(bad)?;
    let (y, m): (i64, i64) = (y.parse().map_err(|_| bad())?, m.parse().map_err(|_| bad())?);
    if !(2000..=2100).contains(&y) || !(1..=12).contains(&m) {
        return Err(bad());
    }
    let from = parse_shanghai(&format!("{y:04}-{m:02}-01 00:00:00")).ok_or_else(bad)?;
    let (ny, nm) = if m == 12 { (y + 1, 1) } else { (y, m + 1) };
    let until = parse_shanghai(&format!("{ny:04}-{nm:02}-01 00:00:00")).ok_or_else(bad)?;
    let heads = ["调用编号", "接口编码", "状态码", "结果", "积分", "耗时(ms)", "调用地址", "调用时间"];
    let db = state.db.clone();
    let export = kernel::export::xlsx("调用明细", &heads, EXPORT_LIMIT, 0, |after| {
        let db = db.clone();
        async move {
            let chunk = repo::company_span(&db, company, from, until, after, 5000).await?;
            Ok(chunk.into_iter().map(|r| (r.id, call_cells(r))).collect())
        }
    })
    .await?;
    Ok(export.response(&format!("calls-{y:04}-{m:02}.xlsx")))
}

/// One call as an export's row.
fn call_cells(r: repo::CallRow) -> Vec<Cell> {
    vec![
        Cell::from(r.id.to_string()),
        Cell::from(r.api_code),
        Cell::from(r.status),
        Cell::from(outcome_name(&r.outcome)),
        Cell::from(r.points),
        Cell::from(r.latency_ms),
        Cell::from(r.client_ip.unwrap_or_default()),
        Cell::from(format_ms(Some(r.create_time)).unwrap_or_default()),
    ]
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiDay {
    day: String,
    api_code: String,
    /// The API's name.
    name: String,
    calls: i64,
    failed: i64,
    /// Points companies were charged.
    points: i64,
}

/// The partner's calls and points earned per API and day (partner).
#[utoipa::path(get, path = "/ptd-open-platform/partner/api/stats", tag = "open-platform", operation_id = "open_partner_api_stats", params(DaysQuery), responses((status = 200, description = "per API and day", body = Vec<ApiDay>)))]
async fn partner_days(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<DaysQuery>) -> ApiResult<Vec<ApiDay>, OpenError> {
    // Asking for an app the caller cannot own checks it acts for a partner.
    state.contract::<dyn PartnerApps>()?.own_apps(&state.db, &caller, Some(0)).await?;
    let (_, from) = since(q.days);
    let rows = repo::partner_days(&state.db, caller.company()?, from).await?;
    let names = crate::api::repo::names(&state.db, &rows.iter().map(|r| r.1).collect::<Vec<_>>()).await?;
    ok(rows
        .into_iter()
        .map(|(day, api_id, api_code, calls, failed, points)| ApiDay {
            day: day_text(day),
            name: names.get(&api_id).map(|n| n.0.clone()).unwrap_or_default(),
            api_code,
            calls,
            failed,
            points,
        })
        .collect())
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopApi {
    api_id: i64,
    api_code: String,
    name: String,
    app_name: String,
    calls: i64,
    failed: i64,
    /// Failed calls per hundred, one decimal.
    failure_rate: f64,
    points: i64,
}

/// The most called APIs of the span and how often they failed (operators).
#[utoipa::path(get, path = "/ptd-open-platform/manage/api/stats", tag = "open-platform", operation_id = "open_manage_api_stats", params(DaysQuery), responses((status = 200, description = "top APIs", body = Vec<TopApi>)))]
async fn top_apis(State(state): State<AppState>, _op: Operator, Query(q): Query<DaysQuery>) -> ApiResult<Vec<TopApi>, OpenError> {
    let (_, from) = since(q.days.or(Some(7)));
    let rows = repo::top_apis(&state.db, from, 20).await?;
    let names = crate::api::repo::names(&state.db, &rows.iter().map(|r| r.0).collect::<Vec<_>>()).await?;
    ok(rows
        .into_iter()
        .map(|(api_id, api_code, calls, failed, points)| TopApi {
            name: names.get(&api_id).map(|n| n.0.clone()).unwrap_or_default(),
            app_name: names.get(&api_id).map(|n| n.1.clone()).unwrap_or_default(),
            api_id,
            api_code,
            calls,
            failed,
            failure_rate: if calls == 0 { 0.0 } else { (failed as f64 * 1000.0 / calls as f64).round() / 10.0 },
            points,
        })
        .collect())
}

/// Deletes calls past keeping, a chunk at a time, and says how many went.
pub async fn purge(state: &AppState) -> anyhow::Result<()> {
    let before = now_ms() - KEEP_DAYS * DAY_MS;
    let mut purged = 0;
    let mut companies = std::collections::BTreeSet::new();
    loop {
        let gone = repo::purge(&state.db, before, 5000).await?;
        purged += gone.len();
        let last = gone.len() < 5000;
        companies.extend(gone);
        if last {
            break;
        }
    }
    // The rows went from under the kept totals and anchors of these companies' logs.
    repo::count_again(&state.db, &companies).await?;
    if purged > 0 {
        tracing::info!(purged, companies = companies.len(), before = %format_ms(Some(before)).unwrap_or_default(), "call log rows past keeping purged");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_number_is_its_shanghai_date() {
        // 2026-11-30 16:30 UTC is 2026-12-01 00:30 in Shanghai.
        assert_eq!(day_text((1_796_056_200_000 + 8 * 3_600_000) / DAY_MS), "2026-12-01");
    }

    #[test]
    fn outcomes_have_their_names() {
        assert_eq!(outcome_name("captured"), "成功");
        assert_eq!(outcome_name("released"), "未成功");
        assert_eq!(outcome_name("refused"), "已拒绝");
        assert_eq!(outcome_name("pending"), "处理中");
    }

    #[test]
    fn an_exported_call_is_a_row_of_its_eight_columns_in_order() {
        let row = repo::CallRow { id: 1, api_code: "demo-echo".into(), outcome: "captured".into(), status: 200, points: 1, latency_ms: 3, error_code: None, client_ip: None, create_time: 0 };
        let cells = call_cells(row);
        assert_eq!(cells.len(), 8);
        assert!(matches!(&cells[1], Cell::Text(code) if code == "demo-echo"));
        assert!(matches!(cells[2], Cell::Number(n) if n == 200.0));
        assert!(matches!(&cells[3], Cell::Text(name) if name == outcome_name("captured")));
    }
}

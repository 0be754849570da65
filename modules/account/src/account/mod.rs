//! The company's points account (spec sections 3 and 7): its information,
//! opening it once, the 6-digit account password (with an SMS code), the
//! ledger, the exchange rate, the operators' freeze and unfreeze, and the
//! kernel's `PointsAccount` (paying an order with points).

use crate::error::{AccountError, Result};
use axum::extract::State;
use kernel::auth::{Granted, MainAccount, Operator};
use kernel::contracts::{PasswordCheck, PointsAccount, PointsCredit, PointsDebit, PointsHold};
use services::verification::{self, Purpose};
use kernel::extract::Paged;
use kernel::http::{Page, PageQuery};
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, BoxFuture, KernelError};
use serde::{Deserialize, Serialize};
use sqlx::AnyConnection;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub mod repo;

pub const NORMAL: &str = "normal";
pub const FROZEN: &str = "frozen";

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(info))
        .routes(routes!(open))
        .routes(routes!(set_password))
        .routes(routes!(flow))
        .routes(routes!(flow_export))
        .routes(routes!(exchange_rates))
        .routes(routes!(manage_page))
        .routes(routes!(manage_status))
}

pub fn status_name(status: &str) -> &'static str {
    if status == FROZEN {
        "冻结"
    } else {
        "正常"
    }
}

/// Points as the screens show them (whole numbers with thousands separators).
pub fn points_str(points: i64) -> String {
    let digits = points.unsigned_abs().to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    if points < 0 {
        format!("-{out}")
    } else {
        out
    }
}

/// A ledger row's points: credits with a plus, debits with their minus, zero bare.
fn signed_points(points: i64) -> String {
    format!("{}{}", if points > 0 { "+" } else { "" }, points_str(points))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountInfo {
    account_no: String,
    /// The company's name.
    account_name: String,
    /// normal or frozen
    account_status: String,
    account_status_name: &'static str,
    integral_amount: i64,
    integral_amount_str: String,
    /// Whether the account password has been set.
    has_password: bool,
    /// Whether the company is certified (the page shows the badge or the go-certify hint).
    certificated: bool,
    create_time: Option<String>,
    /// Who last froze or unfroze it, and when.
    status_by_name: Option<String>,
    status_time: Option<String>,
    /// Why it is frozen (none once unfrozen).
    status_reason: Option<String>,
}

async fn shown(state: &AppState, a: repo::AccountRow) -> Result<AccountInfo> {
    let company = services::identity::find_company(&state.db, a.company_id).await?;
    let by = a.status_by.into_iter().collect::<Vec<_>>();
    let users = services::identity::user_briefs(&state.db, &by).await?;
    Ok(account_info(a, company.as_ref(), &users))
}

/// An account as the lists show it, beside its company and the users who changed its status.
fn account_info(a: repo::AccountRow, company: Option<&services::identity::Company>, users: &std::collections::HashMap<i64, services::identity::UserBrief>) -> AccountInfo {
    let status_by_name = a.status_by.and_then(|id| users.get(&id)).map(|u| u.real_name.clone().unwrap_or_else(|| u.user_name.clone()));
    AccountInfo {
        status_by_name,
        status_time: format_ms(a.status_time),
        status_reason: a.status_reason.clone(),
        account_name: company.map(|c| c.company_name.clone()).unwrap_or_default(),
        certificated: company.is_some_and(|c| c.certification_status == services::identity::certification::CERTIFIED),
        account_status_name: status_name(&a.status),
        integral_amount_str: points_str(a.balance),
        integral_amount: a.balance,
        has_password: a.pin_digest.is_some(),
        create_time: format_ms(Some(a.create_time)),
        account_status: a.status,
        account_no: a.account_no,
    }
}

/// The company's account; `null` until it is opened.
#[utoipa::path(get, path = "/ptd-user/account/getAccountInfo", tag = "account", responses((status = 200, description = "the account, or null", body = Option<AccountInfo>)))]
async fn info(State(state): State<AppState>, caller: Granted<crate::AccountMenu>) -> ApiResult<Option<AccountInfo>, AccountError> {
    let company = caller.company()?;
    let account = match repo::find(&state.db, company).await? {
        Some(a) => Some(shown(&state, a).await?),
        None => None,
    };
    ok(account)
}

/// Opens the company's account if it has none (main account); opening again changes nothing.
pub async fn open_for(state: &AppState, company_id: i64) -> Result<repo::AccountRow> {
    if let Some(a) = repo::find(&state.db, company_id).await? {
        return Ok(a);
    }
    let id = state.next_id();
    Ok(repo::open(&state.db, id, company_id, &format!("AC{id}"), now_ms()).await?)
}

/// Opens the company's points account once (main account).
#[utoipa::path(post, path = "/ptd-user/account/openAccount", tag = "account", operation_id = "account_open", responses((status = 200, description = "the account", body = AccountInfo)))]
async fn open(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<AccountInfo, AccountError> {
    let company = caller.require_main_account()?;
    let account = open_for(&state, company).await?;
    ok(shown(&state, account).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PasswordForm {
    password: String,
    #[allow(dead_code)]
    confirm_password: String,
    /// The code sent to the caller's own mobile (sendAuthCode).
    sms_code: String,
}
kernel::form_rules!(PasswordForm, "account-password.json");

/// Sets the 6-digit account password (main account), proved with an SMS code to its own mobile.
#[utoipa::path(post, path = "/ptd-user/account/resAccountPwd", tag = "account", request_body = PasswordForm, responses((status = 200, description = "设置成功", body = String)))]
async fn set_password(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(f): Valid<PasswordForm>) -> ApiResult<&'static str, AccountError> {
    let company = caller.require_main_account()?;
    let mobile = caller.user.mobile.clone().ok_or_else(|| KernelError::Validation("请先绑定手机号".into()))?;
    verification::verify(&state, &mobile, Purpose::Auth, &f.sms_code).await?;
    open_for(&state, company).await?;
    let salt = format!("{:016x}", rand::random::<u64>());
    repo::set_pin(&state.db, company, &salt, &state.tokens.pin_digest(&salt, &f.password), now_ms()).await?;
    kernel::limits::clear(&state.db, &pin_key(company)).await?;
    ok("设置成功")
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct FlowQuery {
    /// topup, bonus, order, api or reversal
    #[serde(rename = "type")]
    kind: Option<String>,
    /// `YYYY-MM-DD HH:MM:SS` (Shanghai), inclusive.
    begin_time: Option<String>,
    /// `YYYY-MM-DD HH:MM:SS` (Shanghai), exclusive.
    end_time: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FlowEntry {
    id: i64,
    #[serde(rename = "type")]
    kind: String,
    type_name: &'static str,
    points: i64,
    points_str: String,
    balance_after: i64,
    pay_transaction_no: Option<String>,
    remark: String,
    create_time: Option<String>,
}

fn kind_name(kind: &str) -> &'static str {
    match kind {
        "topup" => "充值",
        "bonus" => "充值赠送",
        "order" => "订单支付",
        "api" => "接口调用",
        "topup_refund" => "充值退款",
        _ => "冲正",
    }
}

/// The ledger's filters from the list's query.
fn flow_filter(q: &FlowQuery) -> Result<repo::Filter<'_>> {
    let time = |t: &Option<String>| -> Result<i64> { Ok(kernel::time::parse_optional(t.as_deref())?.unwrap_or(0)) };
    Ok(repo::Filter { kind: q.kind.as_deref().unwrap_or_default(), begin: time(&q.begin_time)?, end: time(&q.end_time)? })
}

/// The company's ledger with the list's filters as an Excel file, newest first (written in
/// constant memory, so a ledger of any length costs the same).
#[utoipa::path(get, path = "/ptd-user/account/accountFlow/export", tag = "account", params(FlowQuery), responses((status = 200, description = "xlsx", content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")))]
async fn flow_export(State(state): State<AppState>, caller: Granted<crate::AccountMenu>, kernel::extract::Query(q): kernel::extract::Query<FlowQuery>) -> std::result::Result<axum::response::Response, AccountError> {
    let company = caller.company()?;
    let filter = flow_filter(&q)?;
    let (kind, begin, end) = (filter.kind.to_string(), filter.begin, filter.end);
    let heads = ["流水号", "类型", "积分", "变动后余额", "支付单号", "备注", "时间"];
    let db = state.db.clone();
    let export = kernel::export::xlsx("积分流水", &heads, kernel::export::MAX_ROWS, i64::MAX, |before| {
        let (db, kind) = (db.clone(), kind.clone());
        async move {
            let filter = repo::Filter { kind: &kind, begin, end };
            let rows = repo::ledger_chunk(&db, company, &filter, before, 5000).await?;
            Ok(rows
                .into_iter()
                .map(|r| {
                    let cells = vec![
                        kernel::export::Cell::from(r.id.to_string()),
                        kernel::export::Cell::from(kind_name(&r.kind)),
                        kernel::export::Cell::from(r.points),
                        kernel::export::Cell::from(r.balance_after),
                        kernel::export::Cell::from(r.pay_transaction_no.unwrap_or_default()),
                        kernel::export::Cell::from(r.remark),
                        kernel::export::Cell::from(format_ms(Some(r.create_time)).unwrap_or_default()),
                    ];
                    (r.id, cells)
                })
                .collect())
        }
    })
    .await?;
    Ok(export.response("points-ledger.xlsx"))
}

/// The company's ledger, newest first.
#[utoipa::path(get, path = "/ptd-user/account/accountFlow/queryList", tag = "account", operation_id = "account_flow", params(PageQuery, FlowQuery), responses((status = 200, description = "page of ledger rows", body = Page<FlowEntry>)))]
async fn flow(State(state): State<AppState>, caller: Granted<crate::AccountMenu>, Paged(page, q): Paged<FlowQuery>) -> ApiResult<Page<FlowEntry>, AccountError> {
    let company = caller.company()?;
    let filter = flow_filter(&q)?;
    let (rows, total) = repo::ledger_page(&state.db, company, &filter, &page).await?;
    ok(Page {
        rows: rows
            .into_iter()
            .map(|r| FlowEntry {
                type_name: kind_name(&r.kind),
                points_str: signed_points(r.points),
                create_time: format_ms(Some(r.create_time)),
                id: r.id,
                kind: r.kind,
                points: r.points,
                balance_after: r.balance_after,
                pay_transaction_no: r.pay_transaction_no,
                remark: r.remark,
            })
            .collect(),
        total,
    })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExchangeRate {
    id: i64,
    /// Yuan paid.
    amount: i64,
    /// Points credited for it.
    points: i64,
    description: &'static str,
}

/// How money becomes points: 1 yuan is 1 point (packages add their bonus).
#[utoipa::path(get, path = "/ptd-user/account/pointsExchangeRate/queryList", tag = "account", operation_id = "account_exchange_rates", responses((status = 200, description = "rates", body = [ExchangeRate])))]
async fn exchange_rates() -> ApiResult<Vec<ExchangeRate>, AccountError> {
    ok(vec![ExchangeRate { id: 1, amount: 1, points: 1, description: "1元=1积分，积分仅用于平台API服务" }])
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ManageQuery {
    /// normal or frozen
    account_status: Option<String>,
}

/// Every company's account (operators).
#[utoipa::path(get, path = "/ptd-user/manage/account/page", tag = "account", operation_id = "account_manage_page", params(PageQuery, ManageQuery), responses((status = 200, description = "page of accounts", body = Page<AccountInfo>)))]
async fn manage_page(State(state): State<AppState>, _operator: Operator, Paged(page, q): Paged<ManageQuery>) -> ApiResult<Page<AccountInfo>, AccountError> {
    let (rows, total) = repo::page(&state.db, q.account_status.as_deref(), &page).await?;
    // A page's companies and status changers, each read in one statement.
    let companies = services::identity::find_companies(&state.db, &rows.iter().map(|r| r.company_id).collect::<Vec<_>>()).await?;
    let users = services::identity::user_briefs(&state.db, &rows.iter().filter_map(|r| r.status_by).collect::<Vec<_>>()).await?;
    let rows = rows.into_iter().map(|r| {
        let company = companies.get(&r.company_id);
        account_info(r, company, &users)
    });
    ok(Page { rows: rows.collect(), total })
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountStatusForm {
    account_no: String,
    /// normal or frozen
    account_status: String,
    /// Why it is frozen (1 to 80 characters, needed to freeze): the company is told it.
    reason: Option<String>,
}
kernel::form_rules!(AccountStatusForm, "account-status.json");

/// What the company's main account is told when its account is frozen or unfrozen.
fn status_message(frozen: bool, reason: Option<&str>) -> (&'static str, String) {
    if frozen {
        ("积分账户已冻结", format!("您企业的积分账户已被平台冻结，冻结期间不能充值，也不能使用积分支付。原因：{}。如有疑问请联系平台客服。", reason.unwrap_or_default()))
    } else {
        ("积分账户已解冻", "您企业的积分账户已恢复正常，可以充值和使用积分支付。".to_string())
    }
}

/// Freezes (with the reason the company is told) or unfreezes an account
/// (operators); who and when are recorded, and the company's main account gets a message.
#[utoipa::path(put, path = "/ptd-user/manage/account/status", tag = "account", request_body = AccountStatusForm, responses((status = 200, description = "修改成功", body = String)))]
async fn manage_status(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Valid(f): Valid<AccountStatusForm>) -> ApiResult<&'static str, AccountError> {
    if f.account_status != NORMAL && f.account_status != FROZEN {
        return Err(AccountError::UnknownStatus);
    }
    let frozen = f.account_status == FROZEN;
    let reason = f.reason.as_deref().map(str::trim).filter(|r| !r.is_empty());
    if frozen && reason.is_none() {
        return Err(KernelError::Validation("请填写冻结原因（80字以内）".into()).into());
    }
    let reason = if frozen { reason } else { None };
    let now = now_ms();
    let mut tx = state.db.write.begin().await?;
    let Some(company) = repo::set_status(&mut tx, &f.account_no, &f.account_status, reason, op.user_id, now).await? else {
        drop(tx);
        // Already so (two operators at once), or no such account.
        return if repo::exists(&state.db, &f.account_no).await? { ok("修改成功") } else { Err(KernelError::NotFound.into()) };
    };
    if let Some(main) = services::identity::main_account_id(&mut *tx, company).await? {
        let (title, content) = status_message(frozen, reason);
        let message = services::messages::NewMessage { user_id: main, title, content: &content, application_name: None, to_url: Some(ACCOUNT_PAGE) };
        services::messages::send_with(&mut *tx, state.next_id(), &message).await?;
    }
    // Audited on the same transaction: a freeze without its row is not made.
    let target = format!("account:{}", f.account_no);
    let detail = if frozen { format!("正常 → 冻结（{}）", reason.unwrap_or_default()) } else { "冻结 → 正常".to_string() };
    let entry = kernel::audit::Entry {
        kind: kernel::audit::kind::ACCOUNT_STATUS,
        actor_id: Some(op.user_id),
        company_id: Some(company),
        origin: Some(&origin),
        target: Some(&target),
        detail: Some(&detail),
        ..Default::default()
    };
    kernel::audit::record_with(&mut tx, &entry, now).await?;
    tx.commit().await?;
    tracing::info!(account = %f.account_no, operator = op.user_id, frozen, "account status changed");
    ok("修改成功")
}

/// The company's account page, where the status and its reason show.
const ACCOUNT_PAGE: &str = "/userCenter/accountManage";

fn pin_key(company_id: i64) -> String {
    format!("account-pin:{company_id}")
}

/// The account module's side of the kernel's `PointsAccount`.
pub struct CompanyPoints;

impl PointsAccount for CompanyPoints {
    fn menu_key(&self) -> &'static str {
        crate::menus::ACCOUNT
    }
    fn check_password<'a>(&'a self, check: PasswordCheck<'a>) -> BoxFuture<'a, std::result::Result<(), KernelError>> {
        Box::pin(check_password(check))
    }

    fn debit<'a>(&'a self, conn: &'a mut AnyConnection, debit: &'a PointsDebit<'a>) -> BoxFuture<'a, std::result::Result<(), KernelError>> {
        Box::pin(async move {
            let entry = repo::Entry {
                id: debit.ledger_id,
                company_id: debit.company_id,
                kind: "order",
                points: -debit.points,
                pay_transaction_no: Some(debit.pay_transaction_no),
                remark: debit.remark,
                now: now_ms(),
            };
            match repo::book(conn, &entry).await? {
                Ok(_) => Ok(()),
                Err(_) => Err(KernelError::Validation("账户积分不足或账户已冻结".into())),
            }
        })
    }

    fn credit<'a>(&'a self, conn: &'a mut AnyConnection, credit: &'a PointsCredit<'a>) -> BoxFuture<'a, std::result::Result<(), KernelError>> {
        Box::pin(async move {
            let entry = repo::Entry {
                id: credit.ledger_id,
                company_id: credit.company_id,
                kind: "reversal",
                points: credit.points,
                pay_transaction_no: Some(credit.reference_no),
                remark: credit.remark,
                now: now_ms(),
            };
            match repo::book(conn, &entry).await? {
                // Booked once per refund: a second credit of the same refund is the first one.
                Ok(_) | Err(repo::Refusal::AlreadyBooked) => Ok(()),
                Err(repo::Refusal::NotAllowed) => Err(KernelError::Internal(anyhow::anyhow!("refund {} found no account", credit.reference_no))),
            }
        })
    }

    fn hold_into(&self, batch: &mut kernel::db::Batch, hold: &PointsHold<'_>) -> std::result::Result<usize, sqlx::Error> {
        repo::hold_into(batch, hold.hold_id, hold.company_id, hold.points, hold.reference, now_ms())
    }

    fn capture<'a>(&'a self, conn: &'a mut AnyConnection, hold_id: i64, ledger_id: i64, remark: &'a str) -> BoxFuture<'a, std::result::Result<bool, KernelError>> {
        Box::pin(async move {
            let now = now_ms();
            let Some((company_id, points, reference)) = repo::capture_hold(conn, hold_id, now).await? else { return Ok(false) };
            let entry = repo::Entry { id: ledger_id, company_id, kind: API, points: -points, pay_transaction_no: Some(&reference), remark, now };
            repo::book_held(conn, &entry).await?;
            Ok(true)
        })
    }

    fn release_into(&self, batch: &mut kernel::db::Batch, hold_id: i64, company_id: i64, points: i64) -> std::result::Result<(), sqlx::Error> {
        repo::release_into(batch, hold_id, company_id, points, now_ms())
    }

    fn available<'a>(&'a self, db: &'a kernel::db::Db, company_id: i64) -> BoxFuture<'a, std::result::Result<Option<(i64, bool)>, KernelError>> {
        Box::pin(repo::available(db, company_id))
    }
}

/// The ledger kind of points spent on API calls.
const API: &str = "api";

/// The refusal of a wrong account password, with the tries left in the window.
fn wrong_password(left: i64) -> String {
    if left > 0 {
        format!("账户密码错误，还可尝试{left}次")
    } else {
        "账户密码错误，请15分钟后再试".into()
    }
}

/// A few tries in 15 minutes (`limits.account_password_tries`); each try is
/// counted before the check, and a right one is taken back.
async fn check_password(check: PasswordCheck<'_>) -> std::result::Result<(), KernelError> {
    let PasswordCheck { tokens, db, company_id, password, max_tries } = check;
    let account = repo::find(db, company_id).await?.ok_or_else(|| KernelError::Validation("请先开通账户".into()))?;
    if account.status == FROZEN {
        return Err(KernelError::Validation("账号被冻结".into()));
    }
    let (Some(salt), Some(digest)) = (account.pin_salt, account.pin_digest) else {
        return Err(KernelError::Validation("请先设置账户密码".into()));
    };
    let tries = kernel::limits::count(db, &pin_key(company_id), 15 * 60 * 1000).await?;
    if tries > max_tries {
        return Err(KernelError::TooManyAttempts(kernel::limits::TOO_OFTEN.into()));
    }
    if !kernel::auth::constant_time_eq(tokens.pin_digest(&salt, password).as_bytes(), digest.as_bytes()) {
        return Err(KernelError::Validation(wrong_password(max_tries - tries)));
    }
    kernel::limits::forgive(db, &pin_key(company_id)).await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_wrong_password_says_how_many_tries_are_left() {
        assert_eq!(wrong_password(2), "账户密码错误，还可尝试2次");
        assert_eq!(wrong_password(0), "账户密码错误，请15分钟后再试");
    }

    #[test]
    fn points_show_with_separators() {
        assert_eq!(super::points_str(1_050), "1,050");
        assert_eq!(super::points_str(-1_234_567), "-1,234,567");
        assert_eq!(super::points_str(0), "0");
    }

    #[test]
    fn a_separator_comes_only_after_every_third_digit() {
        assert_eq!(points_str(999), "999");
        assert_eq!(points_str(1_000), "1,000");
        assert_eq!(points_str(-1), "-1");
        assert_eq!(points_str(-999_999), "-999,999");
        assert_eq!(points_str(100_000), "100,000");
    }

    #[test]
    fn the_largest_and_smallest_balances_show_in_full() {
        assert_eq!(points_str(i64::MAX), "9,223,372,036,854,775,807");
        assert_eq!(points_str(i64::MIN), "-9,223,372,036,854,775,808");
    }

    #[test]
    fn ledger_credits_carry_a_plus_and_debits_their_minus() {
        assert_eq!(signed_points(1_000), "+1,000");
        assert_eq!(signed_points(-398), "-398");
        assert_eq!(signed_points(0), "0");
    }

    #[test]
    fn only_a_frozen_account_is_named_frozen() {
        assert_eq!(status_name(FROZEN), "冻结");
        assert_eq!(status_name(NORMAL), "正常");
        assert_eq!(status_name(""), "正常");
        assert_eq!(status_name("FROZEN"), "正常", "statuses are lower case");
    }

    #[test]
    fn each_ledger_kind_has_its_name_and_anything_else_is_a_reversal() {
        assert_eq!(kind_name("topup"), "充值");
        assert_eq!(kind_name("bonus"), "充值赠送");
        assert_eq!(kind_name("order"), "订单支付");
        assert_eq!(kind_name("api"), "接口调用");
        assert_eq!(kind_name("topup_refund"), "充值退款");
        assert_eq!(kind_name("reversal"), "冲正");
        assert_eq!(kind_name("unknown"), "冲正");
    }

    #[test]
    fn password_tries_are_counted_per_company() {
        assert_eq!(pin_key(42), "account-pin:42");
        assert_ne!(pin_key(1), pin_key(11));
    }

    #[test]
    fn the_account_password_is_six_digits_typed_twice() {
        let check = |body: serde_json::Value| <PasswordForm as kernel::validate::Form>::rules().check(&body).err().map(|e| kernel::error::ApiError::message(&e));
        let form = |p: &str, c: &str| json!({"password": p, "confirmPassword": c, "smsCode": "123456"});
        assert_eq!(check(form("024680", "024680")), None);
        assert_eq!(check(form("12345", "12345")).as_deref(), Some("请输入6位数字"));
        assert_eq!(check(form("1234567", "1234567")).as_deref(), Some("请输入6位数字"));
        assert_eq!(check(form("12345a", "12345a")).as_deref(), Some("请输入6位数字"));
        assert_eq!(check(form("123456", "123465")).as_deref(), Some("两次密码输入不一致"));
        assert_eq!(check(json!({"password": "123456", "confirmPassword": "123456"})).as_deref(), Some("请输入验证码"));
    }
}

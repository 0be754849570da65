//! The main account's management of its company's people: sub-accounts with
//! login names, passwords and granted menus; freezing; password resets; the
//! company QR invitation and the join requests it brings.

use crate::error::IdentityError;
use crate::menus;
use axum::extract::State;
use kernel::auth::{revoke_all_sessions, CurrentUser, MainAccount, RequestSite};
use kernel::extract::{Json, Paged, Query};
use kernel::http::{Page, PageQuery};
use services::identity::{self, NewUser};
use kernel::menu::MenuAccess;
use services::messages::{self, NewMessage};
use kernel::time::{format_ms, now_ms};
use services::todos::{self, kinds, Assignee, NewTodo};
use kernel::validate::{mask_mobile, Form};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

const INVITE_PURPOSE: &str = "company-invite";
/// Where the main account decides join requests.
const JOIN_REQUESTS_PAGE: &str = "/company/members";
const INVITE_SECONDS: i64 = 7 * 24 * 3600;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(save_many))
        .routes(routes!(grantable_menus))
        .routes(routes!(user_menus))
        .routes(routes!(grant_menus))
        .routes(routes!(change_status))
        .routes(routes!(reset_child_user))
        .routes(routes!(affiliation_page))
        .routes(routes!(invite_qrcode))
        .routes(routes!(invite_info))
        .routes(routes!(apply_join))
        .routes(routes!(join_requests))
        .routes(routes!(decide_join))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NewSubAccount {
    user_name: String,
    password: String,
    real_name: String,
    mobile: Option<String>,
    #[serde(default)]
    menu_keys: Vec<String>,
}
kernel::form_rules!(NewSubAccount, "sub-account.json");

#[derive(Deserialize, utoipa::ToSchema)]
pub struct SaveManyForm {
    users: Vec<serde_json::Value>,
}

/// Creates sub-accounts of the caller's company, each with its login name, password and menus.
#[utoipa::path(post, path = "/ptd-user/resource/user/saveMany", tag = "members", request_body = SaveManyForm, responses((status = 200, description = "ids of the new sub-accounts", body = [i64])))]
async fn save_many(State(state): State<AppState>, MainAccount(caller): MainAccount, Json(form): Json<SaveManyForm>) -> ApiResult<Vec<i64>, IdentityError> {
    let company = caller.require_main_account()?;
    if form.users.is_empty() || form.users.len() > 50 {
        return Err(KernelError::Validation("请填写子账号信息".into()).into());
    }
    let max = state.config.auth.max_sub_accounts;
    if identity::sub_account_count(&state.db, company).await? + form.users.len() as i64 > max {
        return Err(IdentityError::SubAccountCap { max });
    }
    let mut accounts = Vec::new();
    for raw in form.users {
        NewSubAccount::rules().check(&raw)?;
        let account: NewSubAccount = serde_json::from_value(raw).map_err(|_| KernelError::Validation("请求参数格式错误".into()))?;
        if identity::find_user_by_login(&state.db, &account.user_name).await?.is_some() {
            return Err(IdentityError::UserNameTaken);
        }
        if let Some(m) = account.mobile.as_deref().filter(|m| !m.is_empty()) {
            if identity::find_user_by_login(&state.db, m).await?.is_some() {
                return Err(IdentityError::MobileTaken);
            }
        }
        accounts.push(account);
    }
    for a in &accounts {
        crate::password::meets_policy(&state, &a.password)?;
    }
    let mut ids = Vec::new();
    let mut tx = state.db.write.begin().await?;
    for a in &accounts {
        let password = a.password.clone();
        let hash = kernel::auth::hash_password_async(password).await?;
        let id = state.next_id();
        // The number is only claimed: it signs nobody in until its owner proves it with a code (bindMobile).
        let mobile = a.mobile.as_deref().filter(|m| !m.is_empty());
        let user = NewUser {
            user_name: &a.user_name,
            mobile,
            email: None,
            password_hash: &hash,
            real_name: Some(&a.real_name),
            mobile_verified: false,
            owner_company_id: Some(company),
        };
        identity::create_user(&mut *tx, id, &user)
            .await
            .map_err(|e| if matches!(e, KernelError::Conflict(_)) { IdentityError::UserNameTaken } else { e.into() })?;
        identity::add_member(&mut *tx, company, id, 1).await?;
        identity::set_current_company(&mut *tx, id, Some(company)).await?;
        for key in grantable_only(&state, &a.menu_keys) {
            identity::grant_menu(&mut *tx, company, id, &key).await?;
        }
        ids.push(id);
    }
    tx.commit().await?;
    ok(ids)
}

/// Keeps the keys a main account may hand out; anything else is dropped.
fn grantable_only(state: &AppState, keys: &[String]) -> BTreeSet<String> {
    let grantable: BTreeSet<&str> = state.menus.grantable().map(|e| e.key).collect();
    keys.iter().filter(|k| grantable.contains(k.as_str())).cloned().collect()
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrantableMenu {
    key: &'static str,
    title: &'static str,
    parent_title: Option<&'static str>,
    /// What a sub-account granted it may and may not do (合同管理: signing stays with the main account).
    note: Option<&'static str>,
}

/// The menus a main account may grant, with their folders' titles; entries of
/// a base application show only while the company holds that application, and
/// the partner's (应用接入) only while the company is a partner.
#[utoipa::path(get, path = "/ptd-user/resource/user/grantableMenus", tag = "members", responses((status = 200, description = "grantable menus", body = [GrantableMenu])))]
async fn grantable_menus(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<Vec<GrantableMenu>, IdentityError> {
    let entries = state.menus.entries();
    let (held, _) = kernel::routes::held_base_apps(&state, caller.company_id, kernel::time::now_ms()).await?;
    let partner = caller.has_role(services::identity::Role::PartnerSupplier);
    ok(state
        .menus
        .grantable()
        .filter(|e| match e.access {
            MenuAccess::CompanyApp(app) => held.contains(&app),
            MenuAccess::CompanyPartner => partner,
            _ => true,
        })
        .map(|e| GrantableMenu {
            key: e.key,
            title: e.title,
            parent_title: e.parent.and_then(|p| entries.iter().find(|x| x.key == p)).map(|p| p.title),
            note: e.grant_note,
        })
        .collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct UserQuery {
    user_id: i64,
}

/// The menus a sub-account holds now.
#[utoipa::path(get, path = "/ptd-user/resource/user/getUserMenus", tag = "members", params(UserQuery), responses((status = 200, description = "menu keys", body = [String])))]
async fn user_menus(State(state): State<AppState>, MainAccount(caller): MainAccount, Query(q): Query<UserQuery>) -> ApiResult<Vec<String>, IdentityError> {
    let company = own_sub_account(&state, &caller, q.user_id).await?;
    ok(identity::menu_grants(&state.db, company, q.user_id).await?.into_iter().collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GrantForm {
    user_id: i64,
    menu_keys: Vec<String>,
}

/// Replaces a sub-account's menus.
#[utoipa::path(post, path = "/ptd-user/resource/user/grantMenus", tag = "members", request_body = GrantForm, responses((status = 200, description = "保存成功", body = String)))]
async fn grant_menus(State(state): State<AppState>, MainAccount(caller): MainAccount, origin: kernel::audit::Origin, Json(form): Json<GrantForm>) -> ApiResult<&'static str, IdentityError> {
    let company = own_sub_account(&state, &caller, form.user_id).await?;
    let target = format!("user:{}", form.user_id);
    let audit = kernel::audit::Entry { kind: kernel::audit::kind::MENU_GRANT, actor_id: Some(caller.user_id), company_id: Some(company), origin: Some(&origin), target: Some(&target), ..Default::default() };
    identity::replace_menu_grants(&state.db, company, form.user_id, grantable_only(&state, &form.menu_keys), &audit).await?;
    ok("保存成功")
}

/// The company of the caller when `user_id` is one of its sub-accounts (created
/// by it or joined by invitation): enough for what the company grants in itself.
async fn own_sub_account(state: &AppState, caller: &CurrentUser, user_id: i64) -> Result<i64, IdentityError> {
    let company = caller.require_main_account()?;
    match identity::membership(&state.db, company, user_id).await? {
        Some(m) if m.user_type == 1 => Ok(company),
        Some(_) => Err(IdentityError::NotASubAccount),
        None => Err(KernelError::NotFound.into()),
    }
}

/// Whether the caller's company created the account (it may then set its
/// password or freeze it platform-wide). A person who joined by invitation
/// keeps an account of their own that no company may change.
async fn created_by(state: &AppState, company: i64, user_id: i64) -> Result<bool, IdentityError> {
    let user = identity::find_user(&state.db, user_id).await?.ok_or(KernelError::NotFound)?;
    Ok(user.owner_company_id == Some(company))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StatusForm {
    user_id: i64,
    /// 1 normal, 0 frozen.
    status: i64,
}

/// Freezes or unfreezes a sub-account the company created (its sessions end at
/// once); for a member who joined by invitation, suspends or restores the
/// membership in this company only.
#[utoipa::path(post, path = "/ptd-user/resource/user/changeStatus", tag = "members", operation_id = "sub_account_change_status", request_body = StatusForm, responses((status = 200, description = "修改成功", body = String)))]
async fn change_status(State(state): State<AppState>, MainAccount(caller): MainAccount, origin: kernel::audit::Origin, Json(form): Json<StatusForm>) -> ApiResult<&'static str, IdentityError> {
    if !matches!(form.status, 0 | 1) {
        return Err(KernelError::Validation("状态只能是正常或冻结".into()).into());
    }
    let company = own_sub_account(&state, &caller, form.user_id).await?;
    if created_by(&state, company, form.user_id).await? {
        identity::set_user_status(&state.db, form.user_id, form.status).await?;
        if form.status == 0 {
            revoke_all_sessions(&state.db, form.user_id).await?;
        }
    } else {
        identity::set_membership_status(&state.db, company, form.user_id, form.status).await?;
    }
    // Recorded right after the change (both are single statements of the kernel's): a failure answers an error.
    let (target, detail) = (format!("user:{}", form.user_id), if form.status == 0 { "冻结" } else { "解冻" });
    let entry = kernel::audit::Entry { kind: kernel::audit::kind::MEMBER_STATUS, actor_id: Some(caller.user_id), company_id: Some(company), origin: Some(&origin), target: Some(&target), detail: Some(detail), ..Default::default() };
    kernel::audit::record(&state.db, &entry).await?;
    ok("修改成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetChildForm {
    user_id: i64,
    password: String,
}
kernel::form_rules!(ResetChildForm, "reset-sub-account.json");

/// Sets the password of a sub-account the company created; its sessions end.
#[utoipa::path(post, path = "/ptd-user/endpoint/user/resetChildUser", tag = "members", request_body = ResetChildForm, responses((status = 200, description = "重置成功", body = String)))]
async fn reset_child_user(State(state): State<AppState>, MainAccount(caller): MainAccount, kernel::validate::Valid(form): kernel::validate::Valid<ResetChildForm>) -> ApiResult<&'static str, IdentityError> {
    let company = own_sub_account(&state, &caller, form.user_id).await?;
    if !created_by(&state, company, form.user_id).await? {
        return Err(IdentityError::NotOwnAccount);
    }
    crate::password::set_password(&state, form.user_id, &form.password).await?;
    ok("重置成功")
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AffiliationQuery {
    real_name: Option<String>,
    status: Option<i64>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Affiliation {
    user_id: i64,
    user_name: String,
    real_name: Option<String>,
    mobile: Option<String>,
    user_type: i64,
    user_type_name: &'static str,
    status: i64,
    status_name: &'static str,
    create_time: Option<String>,
    last_login_time: Option<String>,
}

/// A page of the company's people with their account state; needs the members menu.
#[utoipa::path(get, path = "/ptd-user/resource/user/getUserUserAffiliationInfoPage", tag = "members", params(PageQuery, AffiliationQuery), responses((status = 200, description = "page of members", body = Page<Affiliation>)))]
async fn affiliation_page(State(state): State<AppState>, caller: CurrentUser, Paged(page, q): Paged<AffiliationQuery>) -> ApiResult<Page<Affiliation>, IdentityError> {
    caller.require_menu(menus::MEMBERS)?;
    let company = caller.company()?;
    let (members, total) = identity::member_page(&state.db, company, q.real_name.as_deref(), q.status, &page).await?;
    let rows = members
        .into_iter()
        .map(|m| {
            let s = crate::people::shown(m.user_name, m.mobile.as_deref(), m.user_type, m.status);
            Affiliation { user_id: m.user_id, user_name: s.user_name, real_name: m.real_name, mobile: s.mobile, user_type: m.user_type, user_type_name: s.user_type_name, status: m.status, status_name: s.status_name, create_time: format_ms(Some(m.joined)), last_login_time: format_ms(m.last_login_time) }
        })
        .collect();
    ok(Page { rows, total })
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Invitation {
    invite_url: String,
    /// PNG data URL of the QR code for `invite_url` (downloadable).
    qr_code: String,
    company_name: String,
    expire_time: Option<String>,
}

/// The company's QR invitation: a signed, expiring link that lets a person ask to join.
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/user/inviteJoinCompanyToQrcode", tag = "members", responses((status = 200, description = "invitation", body = Invitation)))]
async fn invite_qrcode(State(state): State<AppState>, MainAccount(caller): MainAccount, site: RequestSite) -> ApiResult<Invitation, IdentityError> {
    let company_id = caller.require_main_account()?;
    let company = identity::find_company(&state.db, company_id).await?.ok_or(KernelError::NotFound)?;
    let ticket = state.tokens.sign_ticket(INVITE_PURPOSE, &company_id.to_string(), INVITE_SECONDS)?;
    // Behind a trusted TLS proxy the link says https, as the person's browser sees the site.
    let invite_url = format!("{}/invite?token={ticket}", site.origin());
    let png = kernel::picture::qr_png(&invite_url, 6).map_err(KernelError::Internal)?;
    use base64::Engine;
    let qr_code = format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(png));
    ok(Invitation { invite_url, qr_code, company_name: company.company_name, expire_time: format_ms(Some(now_ms() + INVITE_SECONDS * 1000)) })
}

#[derive(Deserialize, utoipa::IntoParams, utoipa::ToSchema)]
pub struct TokenQuery {
    token: String,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct InviteInfo {
    company_id: i64,
    /// In full: a person deciding whether to join must know which company asks (a company's
    /// registered name is public); the link is signed by that company and expires.
    company_name: String,
}

/// What an invitation link is for, for the page that opens it.
#[utoipa::path(get, path = "/ptd-open-platform/endpoint/user/inviteInfo", tag = "members", params(TokenQuery), responses((status = 200, description = "the inviting company", body = InviteInfo)))]
async fn invite_info(State(state): State<AppState>, Query(q): Query<TokenQuery>) -> ApiResult<InviteInfo, IdentityError> {
    let company_id = invited_company(&state, &q.token)?;
    let company = identity::find_company(&state.db, company_id).await?.ok_or(IdentityError::InviteInvalid)?;
    ok(InviteInfo { company_id, company_name: company.company_name })
}

fn invited_company(state: &AppState, token: &str) -> Result<i64, IdentityError> {
    state.tokens.verify_ticket(INVITE_PURPOSE, token).and_then(|s| s.parse().ok()).ok_or(IdentityError::InviteInvalid)
}

/// A signed-in person asks to join the inviting company; its main account decides.
#[utoipa::path(post, path = "/ptd-open-platform/endpoint/user/applyJoinCompany", tag = "members", request_body = TokenQuery, responses((status = 200, description = "提交成功", body = String)))]
async fn apply_join(State(state): State<AppState>, caller: CurrentUser, Json(form): Json<TokenQuery>) -> ApiResult<&'static str, IdentityError> {
    let company_id = invited_company(&state, &form.token)?;
    if identity::membership(&state.db, company_id, caller.user_id).await?.is_some() {
        return Err(IdentityError::AlreadyMember);
    }
    let now = now_ms();
    let title = join_request_title(caller.user.real_name.as_deref());
    let mut tx = state.db.write.begin().await?;
    let request = repo::request_to_join(&mut tx, state.next_id(), company_id, caller.user_id).await?;
    let todo = NewTodo {
        kind: kinds::JOIN_REQUEST,
        reference_id: request,
        title: &title,
        link: JOIN_REQUESTS_PAGE,
        applicant_user_id: Some(caller.user_id),
        company_id: Some(company_id),
        assignee: Assignee::CompanyMain(company_id),
    };
    todos::open_with(&mut tx, state.next_id(), &todo, now).await?;
    if let Some(main) = identity::main_account_id(&mut *tx, company_id).await? {
        let message = NewMessage { user_id: main, title: &title, content: "请在成员管理中审核加入申请。", application_name: Some("成员管理"), to_url: Some(JOIN_REQUESTS_PAGE) };
        messages::send_with(&mut *tx, state.next_id(), &message).await?;
    }
    tx.commit().await?;
    ok("提交成功")
}

/// The to-do and message title of a join request, with the person's name when known.
fn join_request_title(real_name: Option<&str>) -> String {
    format!("{}申请加入企业", real_name.unwrap_or("新成员"))
}

/// What the person who asked to join reads once the main account decided: title, text and where it leads.
fn join_decision_message(approve: bool) -> (&'static str, &'static str, &'static str) {
    if approve {
        ("加入企业申请已通过", "您已成为企业成员，可在工作台使用主账号授权的功能。", "/home/console")
    } else {
        ("加入企业申请未通过", "企业主账号拒绝了您的加入申请。", "/userCenter/baseInfo")
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JoinRequest {
    id: i64,
    user_id: i64,
    real_name: Option<String>,
    mobile: Option<String>,
    create_time: Option<String>,
}

/// Pending requests to join the caller's company.
#[utoipa::path(get, path = "/ptd-user/resource/user/joinRequests", tag = "members", responses((status = 200, description = "pending requests", body = [JoinRequest])))]
async fn join_requests(State(state): State<AppState>, MainAccount(caller): MainAccount) -> ApiResult<Vec<JoinRequest>, IdentityError> {
    let company = caller.require_main_account()?;
    let pending = repo::pending_requests(&state.db, company).await?;
    let users = identity::user_briefs(&state.db, &pending.iter().map(|r| r.user_id).collect::<Vec<_>>()).await?;
    ok(pending
        .into_iter()
        .filter_map(|r| {
            let user = users.get(&r.user_id)?;
            Some(JoinRequest {
                id: r.id,
                user_id: r.user_id,
                real_name: user.real_name.clone(),
                mobile: user.mobile.as_deref().map(mask_mobile),
                create_time: format_ms(Some(r.create_time)),
            })
        })
        .collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct DecideForm {
    id: i64,
    approve: bool,
}

/// Approves (the person becomes a sub-account) or rejects a join request.
#[utoipa::path(post, path = "/ptd-user/resource/user/decideJoinRequest", tag = "members", request_body = DecideForm, responses((status = 200, description = "操作成功", body = String)))]
async fn decide_join(State(state): State<AppState>, MainAccount(caller): MainAccount, Json(form): Json<DecideForm>) -> ApiResult<&'static str, IdentityError> {
    let company = caller.require_main_account()?;
    let mut tx = state.db.write.begin().await?;
    let user_id = repo::decide(&mut *tx, form.id, company, caller.user_id, form.approve).await?.ok_or(KernelError::NotFound)?;
    if form.approve {
        identity::add_member(&mut *tx, company, user_id, 1).await?;
        identity::set_current_company_if_none(&mut *tx, user_id, company).await?;
    }
    todos::close_with(&mut tx, kinds::JOIN_REQUEST, form.id, now_ms()).await?;
    let (title, content, to_url) = join_decision_message(form.approve);
    messages::send_with(&mut *tx, state.next_id(), &NewMessage { user_id, title, content, application_name: Some("成员管理"), to_url: Some(to_url) }).await?;
    tx.commit().await?;
    ok("操作成功")
}

/// Suspends accounts unused for the configured time (the agreement's three years) and ends their sessions.
pub async fn suspend_inactive(state: AppState) -> anyhow::Result<()> {
    let cutoff = now_ms() - state.config.auth.inactive_days * 24 * 3600 * 1000;
    let suspended = identity::suspend_inactive_users(&state.db, cutoff).await?;
    for id in suspended {
        revoke_all_sessions(&state.db, id).await?;
        tracing::info!(user_id = id, "account suspended after inactivity");
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_request_is_titled_with_the_persons_name_or_as_a_new_member() {
        assert_eq!(join_request_title(Some("王强")), "王强申请加入企业");
        assert_eq!(join_request_title(None), "新成员申请加入企业");
    }

    #[test]
    fn an_approved_join_leads_to_the_console_and_a_rejected_one_to_the_profile() {
        assert_eq!(join_decision_message(true), ("加入企业申请已通过", "您已成为企业成员，可在工作台使用主账号授权的功能。", "/home/console"));
        let (title, content, to_url) = join_decision_message(false);
        assert_eq!((title, to_url), ("加入企业申请未通过", "/userCenter/baseInfo"));
        assert!(content.contains("拒绝"));
    }
}

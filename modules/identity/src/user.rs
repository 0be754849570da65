//! The user-info reply of spec section 3 and the list of a company's members.

use crate::error::IdentityError;
use crate::menus;
use axum::extract::State;
use axum::response::{IntoResponse, Response};
use kernel::auth::CurrentUser;
use kernel::extract::Query;
use kernel::http::Ready;
use services::identity::{self, certification, Role};
use kernel::time::format_ms;
use kernel::validate::{mask_email, mask_id_card, mask_mobile};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_user_details)).routes(routes!(get_user_dict))
}

#[derive(Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyBrief {
    id: i64,
    company_name: String,
    company_code: String,
    company_simple_name: Option<String>,
    review_status: i64,
    review_status_name: &'static str,
    certificated: i64,
}

#[derive(Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeptInfo {
    id: i64,
    dept_name: String,
}

#[derive(Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PostInfo {
    id: i64,
    post_name: String,
}

/// The user-info reply: the spec's reply fields plus the user-info fields the shell's guards read.
#[derive(Clone, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserDetails {
    user_id: i64,
    user_name: String,
    real_name: Option<String>,
    nick_name: Option<String>,
    avatar: Option<String>,
    mobile: Option<String>,
    email: Option<String>,
    /// Shown masked: the full number never leaves the server here.
    id_card: Option<String>,
    create_time: Option<String>,
    user_type: Option<i64>,
    user_type_name: Option<&'static str>,
    status: i64,
    status_name: &'static str,
    company_id: Option<i64>,
    company_name: Option<String>,
    certification_status: Option<i64>,
    certification_status_name: Option<&'static str>,
    certificated: i64,
    user_certification: i64,
    primary_account: bool,
    company_count: i64,
    company_info: Option<CompanyBrief>,
    dept_info: Option<DeptInfo>,
    post_info_vo: Option<PostInfo>,
    roles: Vec<&'static str>,
    permissions: Vec<String>,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct UserDetailsQuery {
    /// Another user of the caller's company (main account) or any user (operator).
    user_id: Option<i64>,
}

/// The signed-in user's details, or a colleague's for a main account or an operator.
#[utoipa::path(get, path = "/ptd-user/resource/user/getUserDetails", tag = "identity", params(UserDetailsQuery), responses((status = 200, description = "user info", body = UserDetails)))]
async fn get_user_details(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<UserDetailsQuery>) -> Result<Response, IdentityError> {
    let target = q.user_id.unwrap_or(caller.user_id);
    let own = target == caller.user_id;
    if own {
        // Everything the reply reads drops the kept caller when it changes, so its bytes are made once per caller.
        let reply = caller.memo(async { Ok::<_, IdentityError>(OwnDetails(Ready::new(&user_details(&state, &caller, target).await?)?)) }).await?;
        return Ok(reply.0.clone().into_response());
    }
    if !caller.has_role(Role::Operator) {
        let company = caller.require_main_account()?;
        if identity::membership(&state.db, company, target).await?.is_none() {
            return Err(KernelError::NotFound.into());
        }
    }
    Ok(ok::<_, IdentityError>(user_details(&state, &caller, target).await?).into_response())
}

/// The caller's own details as sent.
struct OwnDetails(Ready);

/// Another person's contact data is shown masked: a main account learns no colleague's full number or mail.
fn mask_contact(user: &mut identity::User, own: bool) {
    if !own {
        user.mobile = user.mobile.as_deref().map(mask_mobile);
        user.email = user.email.as_deref().map(mask_email);
    }
}

async fn user_details(state: &AppState, caller: &CurrentUser, target: i64) -> Result<UserDetails, IdentityError> {
    let own = target == caller.user_id;
    let mut user = identity::find_user(&state.db, target).await?.ok_or(KernelError::NotFound)?;
    mask_contact(&mut user, own);
    let membership = match user.current_company_id {
        Some(c) => identity::membership(&state.db, c, user.id).await?.filter(|m| m.is_active()),
        None => None,
    };
    let company = match &membership {
        Some(m) => identity::find_company(&state.db, m.company_id).await?,
        None => None,
    };
    let dept_info = match membership.as_ref().and_then(|m| m.department_id) {
        Some(id) => identity::department_name(&state.db, id).await?.map(|dept_name| DeptInfo { id, dept_name }),
        None => None,
    };
    let post_info_vo = match membership.as_ref().and_then(|m| m.post_id) {
        Some(id) => identity::post_name(&state.db, id).await?.map(|post_name| PostInfo { id, post_name }),
        None => None,
    };
    // Roles and permissions are the caller's own view; for another user they are recomputed the same way.
    let (roles, permissions) = if target == caller.user_id {
        (caller.roles.iter().map(|r| r.code()).collect(), caller.menus.iter().cloned().collect())
    } else {
        (Vec::new(), Vec::new())
    };
    let user_type = membership.as_ref().map(|m| m.user_type);
    Ok(UserDetails {
        user_id: user.id,
        user_name: user.user_name,
        real_name: user.real_name,
        nick_name: user.nick_name,
        avatar: user.avatar,
        mobile: user.mobile,
        email: user.email,
        // Sealed at rest; shown masked even to its owner.
        id_card: state.privacy.open_opt(kernel::privacy::kind::ID_CARD, user.id_card)?.as_deref().map(mask_id_card),
        create_time: format_ms(Some(user.create_time)),
        user_type,
        user_type_name: user_type.map(identity::user_type_name),
        status: user.status,
        status_name: identity::status_name(user.status),
        company_id: company.as_ref().map(|c| c.id),
        company_name: company.as_ref().map(|c| c.company_name.clone()),
        certification_status: company.as_ref().map(|c| c.certification_status),
        certification_status_name: company.as_ref().map(|c| certification::name(c.certification_status)),
        certificated: i64::from(company.as_ref().is_some_and(|c| c.certification_status == certification::CERTIFIED)),
        user_certification: user.user_certificated,
        primary_account: user_type == Some(0),
        company_count: identity::company_count(&state.db, user.id).await?,
        company_info: company.map(|c| CompanyBrief {
            id: c.id,
            review_status_name: certification::name(c.certification_status),
            review_status: c.certification_status,
            certificated: i64::from(c.certification_status == certification::CERTIFIED),
            company_name: c.company_name,
            company_code: c.company_code,
            company_simple_name: c.company_simple_name,
        }),
        dept_info,
        post_info_vo,
        roles,
        permissions,
    })
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct UserDictQuery {
    company_id: Option<i64>,
    dept_id: Option<i64>,
    real_name: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Member {
    user_id: i64,
    user_name: String,
    real_name: Option<String>,
    mobile: Option<String>,
    user_type: i64,
    user_type_name: &'static str,
    status: i64,
    status_name: &'static str,
    dept_name: Option<String>,
    post_name: Option<String>,
    create_time: Option<String>,
}

/// Members of the caller's current company, filtered by department and name; needs the members menu.
#[utoipa::path(get, path = "/ptd-user/resource/user/getUserDict", tag = "identity", params(UserDictQuery), responses((status = 200, description = "company members", body = [Member])))]
async fn get_user_dict(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<UserDictQuery>) -> ApiResult<Vec<Member>, IdentityError> {
    caller.require_menu(menus::MEMBERS)?;
    let company = caller.company()?;
    if q.company_id.is_some_and(|c| c != company) {
        return Err(KernelError::NotFound.into());
    }
    let members = identity::company_members(&state.db, company, q.dept_id, q.real_name.as_deref()).await?;
    ok(members
        .into_iter()
        .map(|m| {
            let s = crate::people::shown(m.user_name, m.mobile.as_deref(), m.user_type, m.status);
            Member { user_id: m.user_id, user_name: s.user_name, real_name: m.real_name, mobile: s.mobile, user_type: m.user_type, user_type_name: s.user_type_name, status: m.status, status_name: s.status_name, dept_name: m.dept_name, post_name: m.post_name, create_time: format_ms(Some(m.joined)) }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user() -> identity::User {
        identity::User {
            id: 1,
            user_name: "li.na".into(),
            mobile: Some("13800000001".into()),
            email: Some("lina@example.cn".into()),
            password_hash: String::new(),
            real_name: Some("李娜".into()),
            nick_name: None,
            avatar: None,
            id_card: Some("350102199001011234".into()),
            status: 1,
            user_certificated: 1,
            current_company_id: None,
            create_time: 0,
            owner_company_id: None,
            mobile_verified: 1,
        }
    }

    #[test]
    fn ones_own_contact_data_is_shown_in_full() {
        let mut own = user();
        mask_contact(&mut own, true);
        assert_eq!((own.mobile.as_deref(), own.email.as_deref()), (Some("13800000001"), Some("lina@example.cn")));
    }

    #[test]
    fn a_colleagues_mobile_and_mail_are_masked() {
        let mut other = user();
        mask_contact(&mut other, false);
        assert_eq!(other.mobile.as_deref(), Some("138****0001"));
        assert_eq!(other.email.as_deref(), Some("l***@example.cn"));
        let mut without = identity::User { mobile: None, email: None, ..user() };
        mask_contact(&mut without, false);
        assert_eq!((without.mobile, without.email), (None, None));
    }
}

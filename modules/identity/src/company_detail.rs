//! The operators' look into one company from 企业列表: its members, each with
//! the account type and the state that counts in that company. (The company's
//! facts are getCompanyById; its certification history is the certification
//! module's review page filtered by the company.)

use crate::error::IdentityError;
use axum::extract::State;
use kernel::auth::Operator;
use kernel::extract::Paged;
use kernel::http::{Page, PageQuery};
use services::identity;
use kernel::time::format_ms;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(company_member_page))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct CompanyMembersQuery {
    company_id: i64,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompanyMember {
    user_id: i64,
    user_name: String,
    real_name: Option<String>,
    nick_name: Option<String>,
    /// Masked in the middle (spec section 9).
    mobile: Option<String>,
    /// 0 main account, 1 sub-account.
    user_type: i64,
    user_type_name: &'static str,
    /// 1 active; 0 when the account is frozen or its membership in this company suspended.
    status: i64,
    status_name: &'static str,
    /// When the person joined the company.
    join_time: Option<String>,
}

/// A page of one company's members, main account first, then in the order they joined, for platform operators.
#[utoipa::path(get, path = "/ptd-user/resource/company/members", tag = "identity", params(PageQuery, CompanyMembersQuery), responses((status = 200, description = "page of the company's members", body = Page<CompanyMember>)))]
async fn company_member_page(State(state): State<AppState>, _operator: Operator, Paged(page, q): Paged<CompanyMembersQuery>) -> ApiResult<Page<CompanyMember>, IdentityError> {
    if identity::find_company(&state.db, q.company_id).await?.is_none() {
        return Err(KernelError::NotFound.into());
    }
    let (members, total) = identity::member_page(&state.db, q.company_id, None, None, &page).await?;
    let rows = members
        .into_iter()
        .map(|m| {
            let s = crate::people::shown(m.user_name, m.mobile.as_deref(), m.user_type, m.status);
            CompanyMember { user_id: m.user_id, user_name: s.user_name, real_name: m.real_name, nick_name: m.nick_name, mobile: s.mobile, user_type: m.user_type, user_type_name: s.user_type_name, status: m.status, status_name: s.status_name, join_time: format_ms(Some(m.joined)) }
        })
        .collect();
    ok(Page { rows, total })
}

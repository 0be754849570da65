//! Shared experts: the public list and detail (the phone is masked for
//! visitors and shown in full after login) and the operators' API.

use crate::error::{MarketError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::{Bound, Filter, IdQuery, Kind, Listed, SHOWN};
use axum::extract::State;
use kernel::auth::MaybeUser;
use kernel::extract::{Paged, Query};
use kernel::html;
use kernel::http::PageQuery;
use kernel::validate::mask_mobile;
use kernel::{ok, ApiResult, AppState, KernelError, Page};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(expert_page)).routes(routes!(expert_get_by_id)).merge(expert_manage::router())
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Expert {
    id: i64,
    expert_name: String,
    /// Short introduction (text).
    profile: String,
    /// Sanitised HTML.
    professional_skill: String,
    expert_img: Option<String>,
    /// Masked in the middle unless the caller is logged in.
    link_phone: Option<String>,
    link_name: Option<String>,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

/// Hides the middle of a phone number: mobiles as 138****0001, other numbers likewise.
pub fn mask_phone(phone: &str) -> String {
    let chars: Vec<char> = phone.chars().collect();
    if chars.len() == 11 && phone.is_ascii() {
        return mask_mobile(phone);
    }
    if chars.len() <= 7 {
        return "*".repeat(chars.len());
    }
    let head: String = chars[..3].iter().collect();
    let tail: String = chars[chars.len() - 4..].iter().collect();
    format!("{head}{}{tail}", "*".repeat(chars.len() - 7))
}

fn for_caller(e: Expert, logged_in: bool) -> Expert {
    let e = e.present();
    if logged_in {
        e
    } else {
        Expert { link_phone: e.link_phone.as_deref().map(mask_phone), ..e }
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ExpertQuery {
    /// Part of the name.
    expert_name: Option<String>,
}

/// Published experts, in order; phones masked for visitors.
/// Paging: the detail page fetches 7 and shows up to 6 besides the current expert.
#[utoipa::path(get, path = "/ptd-industry/expert/page", tag = "content", params(PageQuery, ExpertQuery), responses((status = 200, description = "page of experts", body = Page<Expert>)))]
async fn expert_page(State(state): State<AppState>, caller: MaybeUser, Paged(page, q): Paged<ExpertQuery>) -> ApiResult<Page<Expert>, MarketError> {
    let filter = Filter { keyword: q.expert_name.as_deref(), ..Filter::published() };
    let Page { rows, total } = crate::store::page::<Expert>(&state, &filter, SHOWN, &page).await?;
    let logged_in = caller.0.is_some();
    ok(Page { rows: rows.into_iter().map(|e| for_caller(e, logged_in)).collect(), total })
}

/// A published expert; the phone is masked for visitors.
#[utoipa::path(get, path = "/ptd-industry/expert/getById", tag = "content", params(IdQuery), responses((status = 200, description = "expert", body = Expert), (status = 404, description = "no such published expert")))]
async fn expert_get_by_id(State(state): State<AppState>, caller: MaybeUser, Query(q): Query<IdQuery>) -> ApiResult<Expert, MarketError> {
    let found = crate::store::rows::<Expert>(&state, &Filter::published().id(q.id), SHOWN, None).await?;
    let e = found.into_iter().next().ok_or(KernelError::NotFound)?;
    ok(for_caller(e, caller.0.is_some()))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExpertForm {
    id: Option<i64>,
    expert_name: String,
    expert_img: String,
    #[serde(default)]
    profile: String,
    /// HTML; sanitised when saved.
    #[serde(default)]
    professional_skill: String,
    link_phone: Option<String>,
    link_name: Option<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(ExpertForm, "content-expert.json");

impl Listed for Expert {
    const TABLE: &'static str = "experts";
    const COLUMNS: &'static str = "id, expert_name, profile, professional_skill, expert_img, link_phone, link_name, sort, status, create_time";
    const TITLE: &'static str = "expert_name";
}

impl Kind for Expert {
    const FIELDS: &'static [&'static str] = &["expert_name", "profile", "professional_skill", "expert_img", "link_phone", "link_name", "sort", "status"];
    type Form = ExpertForm;

    fn bind<'q>(f: &'q ExpertForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.expert_name)
            .bind(&f.profile)
            .bind(html::clean(&f.professional_skill))
            .bind(&f.expert_img)
            .bind(&f.link_phone)
            .bind(&f.link_name)
            .bind(f.sort.unwrap_or(0))
            .bind(flag(f.status, 1, "状态")?))
    }

    fn present(self) -> Self {
        Self { professional_skill: html::clean(&self.professional_skill), ..self }
    }
}

crate::manage_routes!(expert_manage: Expert { base: "/ptd-industry/manage/expert", what: "expert", form: ExpertForm });

#[cfg(test)]
mod tests {
    #[test]
    fn phones_are_masked_in_the_middle() {
        assert_eq!(super::mask_phone("13912345678"), "139****5678");
        assert_eq!(super::mask_phone("0591-87654321"), "059******4321");
        assert_eq!(super::mask_phone("12345"), "*****");
    }
}

//! The user agreement (/userAgent) and privacy policy (/privacy) texts, which
//! operators edit. Its SQL is in `repo.rs`.

mod repo;

use crate::error::{MarketError, Result};
use crate::fields::ser_time;
use kernel::html;
use crate::shared::Content;
use axum::extract::State;
use kernel::auth::Operator;
use kernel::extract::Query;
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_agreement)).routes(routes!(agreement_manage_list)).routes(routes!(agreement_manage_update))
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Agreement {
    /// `userAgent` or `privacy`.
    #[sqlx(rename = "agreement_type")]
    #[serde(rename = "type")]
    agreement_type: String,
    title: String,
    /// Sanitised HTML.
    content: String,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    update_time: i64,
}

async fn all(state: &AppState) -> Result<Vec<Agreement>> {
    let rows = repo::all(state).await?;
    Ok(rows.into_iter().map(|a| Agreement { content: html::clean(&a.content), ..a }).collect())
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct AgreementQuery {
    /// `userAgent` or `privacy`.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    agreement_type: String,
}

/// The user agreement or the privacy policy.
#[utoipa::path(get, path = "/ptd-industry/front/getAgreement", tag = "content", params(AgreementQuery), responses((status = 200, description = "the text", body = Agreement), (status = 404, description = "no such text")))]
async fn get_agreement(State(state): State<AppState>, content: Content, Query(q): Query<AgreementQuery>) -> ApiResult<Arc<Option<Agreement>>, MarketError> {
    let key = format!("agreement:{}", q.agreement_type);
    let found = content
        .cached(&state, &key, || async { Ok(all(&state).await?.into_iter().find(|a| a.agreement_type == q.agreement_type)) })
        .await?;
    if found.is_none() {
        return Err(KernelError::NotFound.into());
    }
    ok(found)
}

/// Operators: both texts.
#[utoipa::path(get, path = "/ptd-industry/manage/agreement/list", tag = "content-manage", responses((status = 200, description = "texts", body = [Agreement])))]
async fn agreement_manage_list(State(state): State<AppState>, _op: Operator) -> ApiResult<Vec<Agreement>, MarketError> {
    ok(all(&state).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct AgreementForm {
    /// `userAgent` or `privacy`.
    #[serde(rename = "type")]
    agreement_type: String,
    title: String,
    /// HTML; sanitised when saved.
    content: String,
}
kernel::form_rules!(AgreementForm, "content-agreement.json");

/// Operators: replaces the user agreement or the privacy policy.
#[utoipa::path(post, path = "/ptd-industry/manage/agreement/update", tag = "content-manage", request_body = AgreementForm, responses((status = 200, description = "saved")))]
async fn agreement_manage_update(State(state): State<AppState>, content: Content, Operator(op): Operator, origin: kernel::audit::Origin, Valid(f): Valid<AgreementForm>) -> ApiResult<(), MarketError> {
    repo::save(&state, &f).await?;
    let action = format!("修改协议 {}", f.agreement_type);
    let edit = crate::shared::Edit { operator: op.user_id, origin: &origin, table: "agreements", id: None, action: &action };
    content.changed(&state, None, &edit).await?;
    ok(())
}

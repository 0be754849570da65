//! Partner suppliers: the paged public list (status 1) for the cooperation and
//! partner pages, and the operators' API. The carousel pictures are kept as a
//! JSON list.

use crate::error::{MarketError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::{Bound, Filter, Kind, Listed, SHOWN};
use axum::extract::State;
use kernel::extract::Paged;
use kernel::http::PageQuery;
use kernel::{ok, ApiResult, AppState, Page};
use serde::{Deserialize, Serialize, Serializer};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(supplier_page)).merge(supplier_manage::router())
}

fn ser_images<S: Serializer>(json: &str, s: S) -> std::result::Result<S::Ok, S::Error> {
    let list: Vec<String> = serde_json::from_str(json).unwrap_or_default();
    s.collect_seq(list)
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Supplier {
    id: i64,
    supplier_name: String,
    logo: Option<String>,
    /// Plain text, shown expandable.
    introduction: String,
    /// Carousel pictures.
    #[serde(rename = "publicityImgArr", serialize_with = "ser_images")]
    #[schema(value_type = Vec<String>)]
    publicity_imgs: String,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SupplierQuery {
    /// Only 1 (published) is served publicly.
    status: Option<i64>,
}

/// Published partner suppliers, in order.
/// Paging: 10 a page on the cooperation page, 1000 on the partner page.
#[utoipa::path(get, path = "/ptd-industry/supplier/page", tag = "content", params(PageQuery, SupplierQuery), responses((status = 200, description = "page of suppliers", body = Page<Supplier>)))]
async fn supplier_page(State(state): State<AppState>, Paged(page, q): Paged<SupplierQuery>) -> ApiResult<Page<Supplier>, MarketError> {
    if q.status.is_some_and(|s| s != 1) {
        // Withdrawn suppliers are the operators' business only.
        return ok(Page { rows: Vec::new(), total: 0 });
    }
    ok(crate::store::page::<Supplier>(&state, &Filter::published(), SHOWN, &page).await?)
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SupplierForm {
    id: Option<i64>,
    supplier_name: String,
    logo: String,
    #[serde(default)]
    introduction: String,
    #[serde(default)]
    publicity_img_arr: Vec<String>,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(SupplierForm, "content-supplier.json");

impl Listed for Supplier {
    const TABLE: &'static str = "suppliers";
    const COLUMNS: &'static str = "id, supplier_name, logo, introduction, publicity_imgs, sort, status, create_time";
    const TITLE: &'static str = "supplier_name";
}

impl Kind for Supplier {
    const FIELDS: &'static [&'static str] = &["supplier_name", "logo", "introduction", "publicity_imgs", "sort", "status"];
    type Form = SupplierForm;

    fn bind<'q>(f: &'q SupplierForm, q: Bound<'q>) -> Result<Bound<'q>> {
        let images = serde_json::to_string(&f.publicity_img_arr).unwrap_or_else(|_| "[]".into());
        Ok(q.bind(&f.supplier_name).bind(&f.logo).bind(&f.introduction).bind(images).bind(f.sort.unwrap_or(0)).bind(flag(f.status, 1, "状态")?))
    }
}

crate::manage_routes!(supplier_manage: Supplier { base: "/ptd-industry/manage/supplier", what: "partner supplier", form: SupplierForm });

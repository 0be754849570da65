//! Partner suppliers: the paged public list (status 1) for the cooperation and
//! partner pages, and the operators' API. Its SQL is in `repo.rs`.

mod repo;

use crate::error::{invalid, ContentError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::Present;
use axum::extract::State;
use kernel::extract::Paged;
use kernel::{ok, ApiResult, AppState, Page};
use kernel::http::PageQuery;
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

impl Present for Supplier {
    fn present(self) -> Self {
        self
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SupplierQuery {
    /// Only 1 (published) is served publicly.
    status: Option<i64>,
}

/// Published partner suppliers, in order.
/// Paging: 10 a page on the cooperation page, 1000 on the partner page.
#[utoipa::path(get, path = "/ptd-industry/supplier/page", tag = "content", params(PageQuery, SupplierQuery),
    responses((status = 200, description = "page of suppliers", body = Page<Supplier>)))]
async fn supplier_page(State(state): State<AppState>, Paged(page, q): Paged<SupplierQuery>) -> ApiResult<Page<Supplier>, ContentError> {
    if q.status.is_some_and(|s| s != 1) {
        // Withdrawn suppliers are the operators' business only.
        return ok(Page { rows: Vec::new(), total: 0 });
    }
    ok(repo::published_page(&state, &page).await?)
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

fn images(f: &SupplierForm) -> Result<String> {
    if f.publicity_img_arr.len() > 10 {
        return Err(invalid("宣传图片最多10张"));
    }
    for img in &f.publicity_img_arr {
        let ok = (img.starts_with('/') || img.starts_with("http://") || img.starts_with("https://"))
            && !img.contains(['"', '\'', '<', '>', ' '])
            && img.len() <= 500;
        if !ok {
            return Err(invalid("请上传正确的宣传图片"));
        }
    }
    Ok(serde_json::to_string(&f.publicity_img_arr).unwrap_or_else(|_| "[]".into()))
}

async fn create(state: &AppState, id: i64, f: &SupplierForm) -> Result<()> {
    let images = images(f)?;
    repo::insert(state, id, f, &images, flag(f.status, 1, "状态")?).await
}

async fn update(state: &AppState, id: i64, f: &SupplierForm) -> Result<()> {
    let images = images(f)?;
    repo::update(state, id, f, &images, flag(f.status, 1, "状态")?).await
}

crate::manage_routes!(supplier_manage {
    base: "/ptd-industry/manage/supplier",
    what: "partner supplier",
    table: "suppliers",
    columns: repo::COLUMNS,
    title: "supplier_name",
    view: Supplier,
    form: SupplierForm,
    create: create,
    update: update,
    search: None,
});

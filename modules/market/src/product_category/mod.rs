//! Product categories, which group the product store's anchors: the
//! operators' API (`/ptd-industry/manage/productCategory`); a category that
//! still has products cannot be deleted. Its SQL is in `repo.rs`.

mod repo;

use crate::error::{ContentError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::Present;
use kernel::AppState;
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;

pub fn router() -> OpenApiRouter<AppState> {
    category_manage::router()
}

#[derive(Serialize, sqlx::FromRow, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductCategory {
    id: i64,
    name: String,
    sort: i64,
    status: i64,
    #[schema(value_type = String)]
    #[serde(serialize_with = "ser_time")]
    create_time: i64,
}

impl Present for ProductCategory {
    fn present(self) -> Self {
        self
    }
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryForm {
    id: Option<i64>,
    name: String,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(CategoryForm, "content-product-category.json");

async fn create_category(state: &AppState, id: i64, f: &CategoryForm) -> Result<()> {
    repo::insert(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn update_category(state: &AppState, id: i64, f: &CategoryForm) -> Result<()> {
    repo::update(state, id, f, flag(f.status, 1, "状态")?).await
}

async fn delete_category(state: &AppState, id: i64) -> Result<()> {
    if repo::product_count(state, id).await? > 0 {
        return Err(ContentError::CategoryInUse);
    }
    crate::store::delete_row(state, "product_categories", id).await
}

crate::manage_routes!(category_manage {
    base: "/ptd-industry/manage/productCategory",
    what: "product category",
    table: "product_categories",
    columns: repo::COLUMNS,
    title: "name",
    view: ProductCategory,
    form: CategoryForm,
    create: create_category,
    update: update_category,
    search: None,
    delete: delete_category,
});

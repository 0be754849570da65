//! Product categories, which group the product store's anchors: the
//! operators' API (`/ptd-industry/manage/productCategory`); a category that
//! still has products cannot be deleted (counted in `repo.rs`).

mod repo;

use crate::error::{MarketError, Result};
use crate::fields::{flag, ser_time};
use crate::manage::{Bound, Kind, Listed};
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

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryForm {
    id: Option<i64>,
    name: String,
    sort: Option<i64>,
    status: Option<i64>,
}
kernel::form_rules!(CategoryForm, "content-product-category.json");

impl Listed for ProductCategory {
    const TABLE: &'static str = "product_categories";
    const COLUMNS: &'static str = "id, name, sort, status, create_time";
    const TITLE: &'static str = "name";
}

impl Kind for ProductCategory {
    const FIELDS: &'static [&'static str] = &["name", "sort", "status"];
    type Form = CategoryForm;

    fn bind<'q>(f: &'q CategoryForm, q: Bound<'q>) -> Result<Bound<'q>> {
        Ok(q.bind(&f.name).bind(f.sort.unwrap_or(0)).bind(flag(f.status, 1, "状态")?))
    }

    async fn before_delete(state: &AppState, id: i64) -> Result<()> {
        if repo::product_count(state, id).await? > 0 {
            return Err(MarketError::CategoryInUse);
        }
        Ok(())
    }
}

crate::manage_routes!(category_manage: ProductCategory { base: "/ptd-industry/manage/productCategory", what: "product category", form: CategoryForm });

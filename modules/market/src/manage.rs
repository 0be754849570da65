//! The operators' content API shares one shape for every kind of content:
//! `GET {base}/page` and `GET {base}/getById`, `POST {base}/save` and
//! `POST {base}/update` with a form checked against its rules file,
//! `POST {base}/changeStatus` to publish (1) or withdraw (0), and
//! `DELETE {base}/deleteById`. Every write marks the content changed, so
//! caches and the search index show it at once. [`manage_routes!`] writes
//! those handlers for one content kind.

use serde::{Deserialize, Serialize};

/// The filters of an operators' list (paged with `PageQuery`).
#[derive(Debug, Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ManageQuery {
    /// Part of the name or title.
    pub keyword: Option<String>,
    /// 1 published, 0 withdrawn.
    pub status: Option<i64>,
}

#[derive(Debug, Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    pub id: i64,
}

#[derive(Debug, Deserialize, utoipa::ToSchema)]
pub struct ContentStatusForm {
    pub id: i64,
    /// 1 publish, 0 withdraw.
    pub status: i64,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
pub struct Saved {
    pub id: i64,
}

/// Output cleaning of a row before it leaves the server (HTML sanitised again).
pub trait Present {
    fn present(self) -> Self;
}

/// The id an update form names, or the validation refusal.
pub fn required_id(id: Option<i64>) -> crate::error::Result<i64> {
    Ok(kernel::validate::required_id(id)?)
}

/// Writes the six operator handlers of one content kind into a module named
/// `$module`, whose `router()` the content module merges.
#[macro_export]
macro_rules! manage_routes {
    (
        $module:ident {
            base: $base:tt,
            what: $what:tt,
            table: $table:tt,
            columns: $columns:expr,
            title: $title:tt,
            view: $view:ident,
            form: $form:ident,
            create: $create:path,
            update: $update:path,
            search: $search:expr
            $(, delete: $delete:path)?
            $(, order: $order:expr)?
            $(,)?
        }
    ) => {
        pub mod $module {
            use super::*;
            use axum::extract::State;
            use kernel::auth::Operator;
            use kernel::extract::{Json, Paged, Query};
            use kernel::http::PageQuery;
            use kernel::validate::Valid;
            use kernel::{ok, ApiResult, AppState, Page};
            use $crate::error::ContentError;
            use $crate::manage::{IdQuery, ManageQuery, Present, Saved, ContentStatusForm};
            use $crate::shared::Content;
            use utoipa_axum::router::OpenApiRouter;
            use utoipa_axum::routes;

            pub fn router() -> OpenApiRouter<AppState> {
                OpenApiRouter::new()
                    .routes(routes!(handle_page))
                    .routes(routes!(handle_get_by_id))
                    .routes(routes!(handle_save))
                    .routes(routes!(handle_update))
                    .routes(routes!(handle_change_status))
                    .routes(routes!(handle_delete_by_id))
            }

            fn doc(id: i64) -> Option<($crate::search_index::Searchable, i64)> {
                let kind: Option<$crate::search_index::Searchable> = $search;
                kind.map(|k| (k, id))
            }

            #[utoipa::path(get, context_path = $base, path = "/page", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_page"),
                summary = concat!("Operators: one page of ", $what, ", published or not"),
                params(PageQuery, ManageQuery), responses((status = 200, description = "page", body = Page<$view>)))]
            async fn handle_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<ManageQuery>) -> ApiResult<Page<$view>, ContentError> {
                let order = $crate::manage_routes!(@order $($order)?);
                let page: Page<$view> = $crate::store::manage_page(&state, $table, $columns, $title, order, &page, &q).await?;
                ok(Page { rows: page.rows.into_iter().map(Present::present).collect(), total: page.total })
            }

            #[utoipa::path(get, context_path = $base, path = "/getById", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_get_by_id"),
                summary = concat!("Operators: one ", $what, " by id, published or not"),
                params(IdQuery), responses((status = 200, description = "the row", body = $view)))]
            async fn handle_get_by_id(State(state): State<AppState>, _op: Operator, Query(q): Query<IdQuery>) -> ApiResult<$view, ContentError> {
                let row: $view = $crate::store::manage_get(&state, $table, $columns, q.id).await?;
                ok(row.present())
            }

            #[utoipa::path(post, context_path = $base, path = "/save", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_save"),
                summary = concat!("Operators: adds a ", $what, "; the reply carries the new id"),
                request_body = $form, responses((status = 200, description = "new id", body = Saved)))]
            async fn handle_save(State(state): State<AppState>, content: Content, _op: Operator, Valid(form): Valid<$form>) -> ApiResult<Saved, ContentError> {
                let id = state.next_id();
                $create(&state, id, &form).await?;
                content.changed(&state, doc(id)).await?;
                ok(Saved { id })
            }

            #[utoipa::path(post, context_path = $base, path = "/update", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_update"),
                summary = concat!("Operators: changes a ", $what, " (id in the body)"),
                request_body = $form, responses((status = 200, description = "changed")))]
            async fn handle_update(State(state): State<AppState>, content: Content, _op: Operator, Valid(form): Valid<$form>) -> ApiResult<(), ContentError> {
                let id = $crate::manage::required_id(form.id)?;
                $update(&state, id, &form).await?;
                content.changed(&state, doc(id)).await?;
                ok(())
            }

            #[utoipa::path(post, context_path = $base, path = "/changeStatus", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_change_status"),
                summary = concat!("Operators: publishes (1) or withdraws (0) a ", $what),
                request_body = ContentStatusForm, responses((status = 200, description = "changed")))]
            async fn handle_change_status(State(state): State<AppState>, content: Content, _op: Operator, Json(form): Json<ContentStatusForm>) -> ApiResult<(), ContentError> {
                $crate::store::set_status(&state, $table, form.id, form.status).await?;
                content.changed(&state, doc(form.id)).await?;
                ok(())
            }

            #[utoipa::path(delete, context_path = $base, path = "/deleteById", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_delete"),
                summary = concat!("Operators: deletes a ", $what),
                params(IdQuery), responses((status = 200, description = "deleted")))]
            async fn handle_delete_by_id(State(state): State<AppState>, content: Content, _op: Operator, Query(q): Query<IdQuery>) -> ApiResult<(), ContentError> {
                $crate::manage_routes!(@delete state, q.id, $table $(, $delete)?);
                content.changed(&state, doc(q.id)).await?;
                ok(())
            }
        }
    };
    // The operators' list in the order visitors see the published rows.
    (@order) => {
        "sort, id DESC"
    };
    (@order $order:expr) => {
        $order
    };
    (@delete $state:ident, $id:expr, $table:tt) => {
        $crate::store::delete_row(&$state, $table, $id).await?
    };
    (@delete $state:ident, $id:expr, $table:tt, $delete:path) => {
        $delete(&$state, $id).await?
    };
}

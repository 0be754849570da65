//! The operators' content API shares one shape for every kind of content:
//! `GET {base}/page` and `GET {base}/getById`, `POST {base}/save` and
//! `POST {base}/update` with a form checked against its rules file,
//! `POST {base}/changeStatus` to publish (1) or withdraw (0), and
//! `DELETE {base}/deleteById`. Every write marks the content changed, so
//! caches and the search index show it at once.
//!
//! A kind of content is declared once, as a [`Kind`]: its table, the columns
//! its lists read and its form writes, the search it feeds, and hooks for what
//! it keeps in other tables (a product's services, a solution's scenarios).
//! [`manage_routes!`] writes the six handlers from it and `store.rs` the
//! statements, the save as one statement pair through `kernel::db::Save`.

use crate::error::{MarketError, Result};
use crate::fields::Searchable;
use kernel::db::Save;
use kernel::AppState;
use serde::{Deserialize, Serialize};
use std::future::Future;

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

/// The order visitors see published rows in.
pub const SHOWN: &str = "sort, id";

/// A transaction a save runs in, its nested parts included.
pub type Tx = sqlx::Transaction<'static, sqlx::Any>;
/// A statement being bound.
pub type Bound<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

/// What a list reads of a content table: the rows one type holds.
pub trait Listed: for<'r> sqlx::FromRow<'r, sqlx::any::AnyRow> + Send + Unpin {
    /// The table the rows live in.
    const TABLE: &'static str;
    /// What the rows are read from: the table, or a view over it (a product with its category's name).
    const SOURCE: &'static str = Self::TABLE;
    /// The columns read.
    const COLUMNS: &'static str;
    /// The column a keyword is looked for in.
    const TITLE: &'static str = "title";
}

/// A value a list compares a column with; none leaves the column unfiltered.
pub enum Param<'a> {
    Int(Option<i64>),
    Text(Option<&'a str>),
}

/// What a list asks of its rows: part of the title, a status, and columns equal to values.
#[derive(Default)]
pub struct Filter<'a> {
    pub keyword: Option<&'a str>,
    pub status: Option<i64>,
    pub equal: Vec<(&'static str, Param<'a>)>,
}

impl<'a> Filter<'a> {
    /// The published rows only.
    pub fn published() -> Self {
        Filter { status: Some(1), ..Filter::default() }
    }

    /// Only rows whose `column` equals `value` (when there is a value).
    pub fn and(mut self, column: &'static str, value: Param<'a>) -> Self {
        self.equal.push((column, value));
        self
    }

    /// Only the row of this id.
    pub fn id(self, id: i64) -> Self {
        self.and("id", Param::Int(Some(id)))
    }
}

/// The query of an operators' list, as a filter.
pub trait Filters {
    fn filter(&self) -> Filter<'_>;
}

impl Filters for ManageQuery {
    fn filter(&self) -> Filter<'_> {
        Filter { keyword: self.keyword.as_deref(), status: self.status, equal: Vec::new() }
    }
}

/// One kind of content the operators manage. The row type is the kind: what
/// the operators' list and `getById` answer.
pub trait Kind: Listed + Sized + 'static {
    /// The operators' order.
    const ORDER: &'static str = "sort, id DESC";
    /// The columns its form writes, in the order `bind` binds them.
    const FIELDS: &'static [&'static str];
    /// Whether its rows keep the time of their last change (`update_time`) besides their creation.
    const CHANGED: bool = false;
    /// The search its rows feed.
    const SEARCH: Option<Searchable> = None;

    type Form: kernel::validate::Form + Send + Sync;

    /// Checks what the rules file cannot say without the database, and binds `FIELDS` in order
    /// (their own refusals, such as a flag other than 0 or 1, on the way).
    fn bind<'q>(form: &'q Self::Form, q: Bound<'q>) -> Result<Bound<'q>>;

    /// Checks that need the database, before anything is written (a category that must exist).
    fn check(_state: &AppState, _form: &Self::Form, _save: Save) -> impl Future<Output = Result<()>> + Send {
        async { Ok(()) }
    }

    /// Writes what the kind keeps in other tables, on the save's transaction.
    fn save_parts(_state: &AppState, _tx: &mut Tx, _id: i64, _form: &Self::Form) -> impl Future<Output = Result<()>> + Send {
        async { Ok(()) }
    }

    /// Reads what the rows keep in other tables.
    fn with_parts(_state: &AppState, rows: Vec<Self>) -> impl Future<Output = Result<Vec<Self>>> + Send {
        async { Ok(rows) }
    }

    /// Refuses a delete that would strand other rows.
    fn before_delete(_state: &AppState, _id: i64) -> impl Future<Output = Result<()>> + Send {
        async { Ok(()) }
    }

    /// What a refused write means (a unique key taken meanwhile, for one).
    fn refused(e: sqlx::Error) -> MarketError {
        e.into()
    }

    /// Cleans a row before it leaves the server (stored HTML sanitised again).
    fn present(self) -> Self {
        self
    }
}

/// The id an update form names, or the validation refusal.
pub fn required_id(id: Option<i64>) -> Result<i64> {
    Ok(kernel::validate::required_id(id)?)
}

/// Writes the six operator handlers of the content kind `$kind` into a module
/// named `$module`, whose `router()` the content module merges (its form
/// names the row an update changes in `id`). A kind with
/// its own list filters and detail names its list query, its `getById`
/// (operation, query, reply, the reply's description, loader) and the six
/// summaries.
#[macro_export]
macro_rules! manage_routes {
    ($module:ident: $kind:ident { base: $base:tt, what: $what:tt, form: $form:ident $(,)? }) => {
        $crate::manage_routes!(@emit $module $kind $base $form
            query [ManageQuery]
            get [concat!(stringify!($module), "_get_by_id")] [IdQuery] [$kind] ["the row"] [$crate::store::get_by_id::<$kind>]
            docs [concat!("Operators: one page of ", $what, ", published or not")]
                [concat!("Operators: one ", $what, " by id, published or not")]
                [concat!("Operators: adds a ", $what, "; the reply carries the new id")]
                [concat!("Operators: changes a ", $what, " (id in the body)")]
                [concat!("Operators: publishes (1) or withdraws (0) a ", $what)]
                [concat!("Operators: deletes a ", $what)]);
    };
    (
        $module:ident: $kind:ident {
            base: $base:tt,
            form: $form:ident,
            query: $query:ident,
            get: ($get_op:ident, $get_query:ident, $detail:ident, $get_reply:tt, $($load:tt)+),
            docs: [$page_doc:tt, $get_doc:tt, $save_doc:tt, $update_doc:tt, $status_doc:tt, $delete_doc:tt $(,)?]
            $(,)?
        }
    ) => {
        $crate::manage_routes!(@emit $module $kind $base $form
            query [$query]
            get [stringify!($get_op)] [$get_query] [$detail] [$get_reply] [$($load)+]
            docs [$page_doc] [$get_doc] [$save_doc] [$update_doc] [$status_doc] [$delete_doc]);
    };
    (
        @emit $module:ident $kind:ident $base:tt $form:ident
        query [$query:ident]
        get [$($get_op:tt)+] [$get_query:ident] [$detail:ident] [$get_reply:tt] [$($load:tt)+]
        docs [$($page_doc:tt)+] [$($get_doc:tt)+] [$($save_doc:tt)+] [$($update_doc:tt)+] [$($status_doc:tt)+] [$($delete_doc:tt)+]
    ) => {
        #[allow(unused_imports)]
        pub mod $module {
            use super::*;
            use axum::extract::State;
            use kernel::auth::Operator;
            use kernel::db::Save;
            use kernel::extract::{Json, Paged, Query};
            use kernel::http::PageQuery;
            use kernel::validate::Valid;
            use kernel::{ok, ApiResult, AppState, Page};
            use $crate::error::MarketError;
            use $crate::manage::{ContentStatusForm, Filters, IdQuery, Kind, Listed, ManageQuery, Saved};
            use $crate::shared::{Content, Edit};
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
                <$kind as Kind>::SEARCH.map(|k| (k, id))
            }

            #[utoipa::path(get, context_path = $base, path = "/page", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_page"), summary = $($page_doc)+,
                params(PageQuery, $query), responses((status = 200, description = "page", body = Page<$kind>)))]
            async fn handle_page(State(state): State<AppState>, _op: Operator, Paged(page, q): Paged<$query>) -> ApiResult<Page<$kind>, MarketError> {
                ok($crate::store::manage_page::<$kind>(&state, &q.filter(), &page).await?)
            }

            #[utoipa::path(get, context_path = $base, path = "/getById", tag = "content-manage",
                operation_id = $($get_op)+, summary = $($get_doc)+,
                params($get_query), responses((status = 200, description = $get_reply, body = $detail)))]
            async fn handle_get_by_id(State(state): State<AppState>, _op: Operator, Query(q): Query<$get_query>) -> ApiResult<$detail, MarketError> {
                ok($($load)+(&state, q).await?)
            }

            #[utoipa::path(post, context_path = $base, path = "/save", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_save"), summary = $($save_doc)+,
                request_body = $form, responses((status = 200, description = "new id", body = Saved)))]
            async fn handle_save(State(state): State<AppState>, content: Content, Operator(op): Operator, origin: kernel::audit::Origin, Valid(form): Valid<$form>) -> ApiResult<Saved, MarketError> {
                let id = state.next_id();
                $crate::store::save::<$kind>(&state, Save::Insert(id), &form).await?;
                let edit = Edit { operator: op.user_id, origin: &origin, table: <$kind as Listed>::TABLE, id: Some(id), action: "新增" };
                content.changed(&state, doc(id), &edit).await?;
                ok(Saved { id })
            }

            #[utoipa::path(post, context_path = $base, path = "/update", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_update"), summary = $($update_doc)+,
                request_body = $form, responses((status = 200, description = "changed")))]
            async fn handle_update(State(state): State<AppState>, content: Content, Operator(op): Operator, origin: kernel::audit::Origin, Valid(form): Valid<$form>) -> ApiResult<(), MarketError> {
                let id = $crate::manage::required_id(form.id)?;
                $crate::store::save::<$kind>(&state, Save::Update(id), &form).await?;
                let edit = Edit { operator: op.user_id, origin: &origin, table: <$kind as Listed>::TABLE, id: Some(id), action: "修改" };
                content.changed(&state, doc(id), &edit).await?;
                ok(())
            }

            #[utoipa::path(post, context_path = $base, path = "/changeStatus", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_change_status"), summary = $($status_doc)+,
                request_body = ContentStatusForm, responses((status = 200, description = "changed")))]
            async fn handle_change_status(State(state): State<AppState>, content: Content, Operator(op): Operator, origin: kernel::audit::Origin, Json(form): Json<ContentStatusForm>) -> ApiResult<(), MarketError> {
                $crate::store::set_status(&state, <$kind as Listed>::TABLE, form.id, form.status).await?;
                let action = if form.status == 1 { "上架" } else { "下架" };
                let edit = Edit { operator: op.user_id, origin: &origin, table: <$kind as Listed>::TABLE, id: Some(form.id), action };
                content.changed(&state, doc(form.id), &edit).await?;
                ok(())
            }

            #[utoipa::path(delete, context_path = $base, path = "/deleteById", tag = "content-manage",
                operation_id = concat!(stringify!($module), "_delete"), summary = $($delete_doc)+,
                params(IdQuery), responses((status = 200, description = "deleted")))]
            async fn handle_delete_by_id(State(state): State<AppState>, content: Content, Operator(op): Operator, origin: kernel::audit::Origin, Query(q): Query<IdQuery>) -> ApiResult<(), MarketError> {
                <$kind as Kind>::before_delete(&state, q.id).await?;
                $crate::store::delete_row(&state, <$kind as Listed>::TABLE, q.id).await?;
                let edit = Edit { operator: op.user_id, origin: &origin, table: <$kind as Listed>::TABLE, id: Some(q.id), action: "删除" };
                content.changed(&state, doc(q.id), &edit).await?;
                ok(())
            }
        }
    };
}

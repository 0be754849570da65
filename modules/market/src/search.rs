//! Ranked full-text search of the public content (`/ptd-industry/search`):
//! checks the keyword, the kind and the page, and asks the module's search
//! index, which answers hits with highlighted snippets.

use crate::error::MarketError;
use crate::search_index::SearchHit;
use crate::shared::Content;
use axum::extract::State;
use kernel::extract::Paged;
use kernel::http::Ready;
use kernel::{AppState, Page};
use kernel::http::PageQuery;
use serde::Deserialize;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(search))
}

/// Search results per page unless asked otherwise (spec section 9: 10).
const PAGE_SIZE: i64 = 10;
const MAX_PAGE_SIZE: i64 = 50;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SearchQuery {
    /// Chinese or other words to look for.
    keyword: Option<String>,
    /// Only one kind: `product`, `program`, `helpDoc` or `notice`.
    #[serde(rename = "type")]
    #[param(rename = "type")]
    kind: Option<String>,
}

/// Ranked full-text search of the public content with highlighted snippets,
/// 10 a page; a search pages at most 50 rows and 1000 pages deep.
#[utoipa::path(get, path = "/ptd-industry/search", tag = "content", params(PageQuery, SearchQuery), responses((status = 200, description = "ranked results", body = Page<SearchHit>)))]
async fn search(State(state): State<AppState>, content: Content, Paged(page, q): Paged<SearchQuery>) -> Result<Ready, MarketError> {
    let keyword = q.keyword.ok_or_else(|| crate::error::invalid("请输入搜索关键词"))?;
    if keyword.chars().count() > 50 {
        return Err(crate::error::invalid("搜索关键词不能超过50个字"));
    }
    let kind = match q.kind.as_deref() {
        None => None,
        Some(k @ ("product" | "program" | "helpDoc" | "notice")) => Some(k),
        Some(_) => return Err(crate::error::invalid("搜索类型只能是product、program、helpDoc或notice")),
    };
    let size = page.page_size.unwrap_or(PAGE_SIZE).clamp(1, MAX_PAGE_SIZE);
    let offset = (page.page_num.unwrap_or(1).clamp(1, 1000) - 1) * size;
    // The same search within one revision answers the same bytes: the frequent ones cost no index lookup.
    let key = format!("{keyword}\n{}\n{size}\n{offset}", kind.unwrap_or_default());
    content.reply_in(&content.searches, &state, &key, || content.search.search(&state, &keyword, kind, size, offset)).await
}

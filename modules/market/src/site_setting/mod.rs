//! Site settings the operators edit (站点设置): the hotline, service hours and
//! mailbox the footer and the contact pages show, the open platform and
//! developer docs addresses, the footer's related links and the ICP number.
//! Everyone reads them; a setting never saved reads as its default. Its SQL is in `repo.rs`.

mod repo;

use kernel::http::Ready;
use crate::error::{invalid, MarketError, Result};
use crate::shared::Content;
use axum::extract::State;
use kernel::auth::Operator;
use kernel::validate::{Form, Valid};
use kernel::{ok, ApiResult, AppState};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_site_setting)).routes(routes!(site_setting_manage_save))
}

/// The stored keys: the reply's field names, so a row reads as what it sets.
pub mod keys {
    pub const HOTLINE: &str = "hotline";
    pub const HOTLINE_HOURS: &str = "hotlineHours";
    pub const SUPPORT_MAIL: &str = "supportMail";
    pub const OPEN_PLATFORM_URL: &str = "openPlatformUrl";
    pub const DEVELOPER_DOCS_URL: &str = "developerDocsUrl";
    /// A JSON list of `{name, url}`.
    pub const RELATED_LINKS: &str = "relatedLinks";
    /// Empty when the site shows none.
    pub const ICP: &str = "icp";
}

/// What a deployment shows before its operators saved anything (the same as the client's fallback).
mod defaults {
    pub const HOTLINE: &str = "400-608-6618";
    pub const HOTLINE_HOURS: &str = "工作日 9:00-17:00";
    pub const SUPPORT_MAIL: &str = "service@ptd-industry.cn";
    pub const OPEN_PLATFORM_URL: &str = "https://open.ptd-industry.cn";
    pub const DEVELOPER_DOCS_URL: &str = "https://open.ptd-industry.cn/docs";
}

/// The footer keeps one short column of related links.
pub const MAX_LINKS: usize = 8;

/// One of the footer's related links (相关链接).
#[derive(Serialize, Deserialize, utoipa::ToSchema)]
pub struct SiteLink {
    /// At most 20 characters.
    name: String,
    /// An http or https address.
    url: String,
}
kernel::form_rules!(SiteLink, "content-site-link.json");

/// Every site setting, defaults filled in for those never saved.
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteSettings {
    /// 服务热线.
    hotline: String,
    /// 服务时间.
    hotline_hours: String,
    /// 服务邮箱.
    support_mail: String,
    /// 开放平台.
    open_platform_url: String,
    /// 开发者文档.
    developer_docs_url: String,
    /// 相关链接, in the operators' order.
    related_links: Vec<SiteLink>,
    /// 备案号; none when not set.
    icp: Option<String>,
}

async fn load(state: &AppState) -> Result<SiteSettings> {
    let stored: HashMap<String, String> = repo::all(state).await?.into_iter().collect();
    let text = |key: &str, default: &str| stored.get(key).filter(|v| !v.is_empty()).cloned().unwrap_or_else(|| default.to_string());
    // A list that no longer parses (edited by hand) shows no links rather than breaking every page's footer.
    let related_links: Vec<SiteLink> = stored.get(keys::RELATED_LINKS).and_then(|v| serde_json::from_str(v).ok()).unwrap_or_default();
    Ok(SiteSettings {
        hotline: text(keys::HOTLINE, defaults::HOTLINE),
        hotline_hours: text(keys::HOTLINE_HOURS, defaults::HOTLINE_HOURS),
        support_mail: text(keys::SUPPORT_MAIL, defaults::SUPPORT_MAIL),
        open_platform_url: text(keys::OPEN_PLATFORM_URL, defaults::OPEN_PLATFORM_URL),
        developer_docs_url: text(keys::DEVELOPER_DOCS_URL, defaults::DEVELOPER_DOCS_URL),
        related_links,
        icp: stored.get(keys::ICP).filter(|v| !v.is_empty()).cloned(),
    })
}

/// The site settings (footer, 联系我们, 关于我们, 在线客服); no login needed.
#[utoipa::path(get, path = "/ptd-industry/endpoint/siteSetting/get", tag = "content", responses((status = 200, description = "the settings, defaults for those never saved", body = SiteSettings)))]
async fn get_site_setting(State(state): State<AppState>, content: Content) -> Result<Ready, MarketError> {
    content.reply(&state, "siteSettings", || load(&state)).await
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SiteSettingsForm {
    hotline: String,
    hotline_hours: String,
    support_mail: String,
    open_platform_url: String,
    developer_docs_url: String,
    /// At most 8; none when absent.
    #[serde(default)]
    related_links: Vec<SiteLink>,
    /// Empty or absent: the site shows none.
    icp: Option<String>,
}
kernel::form_rules!(SiteSettingsForm, "content-site-setting.json");

/// The related links, where the form's rules file does not reach: their number, and each against its own rules file.
fn check_links(links: &[SiteLink]) -> Result<()> {
    if links.len() > MAX_LINKS {
        return Err(invalid(format!("相关链接最多{MAX_LINKS}个")));
    }
    for link in links {
        SiteLink::rules().check(&serde_json::json!({ "name": link.name, "url": link.url }))?;
    }
    Ok(())
}

/// Operators: replaces every site setting at once.
#[utoipa::path(post, path = "/ptd-industry/manage/siteSetting/save", tag = "content-manage", request_body = SiteSettingsForm, responses((status = 200, description = "saved")))]
async fn site_setting_manage_save(State(state): State<AppState>, content: Content, Operator(op): Operator, origin: kernel::audit::Origin, Valid(f): Valid<SiteSettingsForm>) -> ApiResult<(), MarketError> {
    check_links(&f.related_links)?;
    let links = serde_json::to_string(&f.related_links).unwrap_or_else(|_| "[]".into());
    let settings = [
        (keys::HOTLINE, f.hotline),
        (keys::HOTLINE_HOURS, f.hotline_hours),
        (keys::SUPPORT_MAIL, f.support_mail),
        (keys::OPEN_PLATFORM_URL, f.open_platform_url),
        (keys::DEVELOPER_DOCS_URL, f.developer_docs_url),
        (keys::RELATED_LINKS, links),
        (keys::ICP, f.icp.unwrap_or_default()),
    ];
    repo::save(&state, &settings).await?;
    let edit = crate::shared::Edit { operator: op.user_id, origin: &origin, table: "site_settings", id: None, action: "修改站点设置" };
    content.changed(&state, None, &edit).await?;
    ok(())
}

//! The company's apps on the console (spec sections 3, 4 and 7): the bought
//! services and the company's own (self-added) services, the expiring ones,
//! a product's services with whether the company holds them, adding a free
//! or default app, and opening an app: the server decides how (a one-time
//! code, a token or directly) or refuses with the spec's text. Company apps
//! are the kernel's; products come from the kernel's `Catalogue`.

use crate::error::{Result, WorkbenchError};
use crate::launch;
use axum::extract::State;
use services::apps::{self, AppGrant, CustomAppForm, NO_END};
use kernel::auth::{CurrentUser, HeaderToken, MainAccount};
use kernel::contracts::{Channel, Domain};
use kernel::extract::{Json, Query};
use kernel::http::Ready;
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router(memory: std::sync::Arc<launch::Memory>) -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(my_app))
        .routes(routes!(upload_icon))
        .routes(routes!(my_product_domain))
        .routes(routes!(my_ai_app))
        .routes(routes!(expiring))
        .routes(routes!(by_product))
        .routes(routes!(by_id))
        .routes(routes!(save_custom))
        .routes(routes!(delete_project))
        .routes(routes!(save_company_product_domain))
        .routes(routes!(base_applications))
        .routes(routes!(open))
        .layer(axum::Extension(memory))
}

/// An app on the console (spec section 3, "System service/app").
#[derive(Serialize, Clone, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct App {
    /// The product service's id, or the own service's id.
    id: i64,
    product_id: Option<i64>,
    product_domain_id: Option<i64>,
    product_domain_name: String,
    product_name: Option<String>,
    logo_image: Option<String>,
    slogan: Option<String>,
    remark: Option<String>,
    /// The service's address (own services; bought ones open through `open`).
    address: Option<String>,
    app_key: Option<String>,
    /// 0 opened with a one-time code (and the company's own services), 1 a token, 2 directly.
    internal: i64,
    /// The company added it itself: only these can be edited.
    self_added: bool,
    /// Whether the company holds it (product services).
    already_exist_status: bool,
    is_expire: bool,
    is_ai: bool,
    /// Taken off the market by its partner: it still opens until its end date.
    withdrawn: bool,
    end_time: Option<String>,
}

fn shown_end(end: i64) -> Option<String> {
    if end >= NO_END {
        None
    } else {
        format_ms(Some(end))
    }
}

/// The company's apps as a caller sees them, kept with the caller: a change to
/// the held or own apps drops it, and it is made again once the catalogue has
/// moved on or the first held app has run out.
struct CompanyApps {
    revision: i64,
    /// When the first held app still running runs out (ms).
    until: i64,
    apps: Vec<App>,
    /// `apps` as myApp sends them.
    reply: Ready,
}

async fn caller_apps(state: &AppState, caller: &CurrentUser) -> Result<std::sync::Arc<CompanyApps>> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let revision = state.content_revision().await?;
    let now = now_ms();
    caller
        .tracked_memo_while(kernel::callers::Reads::Content, |kept: &CompanyApps| kept.revision == revision && now < kept.until, async {
            let (apps, until) = company_apps(state, company, now).await?;
            Ok::<_, WorkbenchError>(CompanyApps { revision, until, reply: Ready::new(&apps)?, apps })
        })
        .await
}

/// The company's bought apps (with what the catalogue says of them now) and its
/// own services, and when the first bought app still running runs out.
async fn company_apps(state: &AppState, company: i64, now: i64) -> Result<(Vec<App>, i64)> {
    let mut out = Vec::new();
    let mut until = i64::MAX;
    for a in apps::of_company(&state.db, company).await? {
        if a.end_time > now {
            until = until.min(a.end_time);
        }
        let domain = match state.try_contract::<dyn kernel::contracts::Catalogue>() {
            Some(c) => c.domain(&state.db, a.product_domain_id).await?,
            None => None,
        };
        out.push(App {
            id: a.product_domain_id,
            product_id: Some(a.product_id),
            product_domain_id: Some(a.product_domain_id),
            product_domain_name: a.app_name.clone(),
            product_name: Some(a.product_name.clone()),
            logo_image: a.icon.clone().or_else(|| domain.as_ref().and_then(|d| d.product_icon.clone())),
            slogan: domain.as_ref().map(|d| d.product_slogan.clone()),
            remark: None,
            address: None,
            app_key: domain.as_ref().and_then(|d| d.app_key.clone()),
            internal: domain.as_ref().map_or(0, |d| d.open_mode.code()),
            self_added: false,
            already_exist_status: true,
            is_expire: a.end_time <= now,
            is_ai: domain.as_ref().is_some_and(|d| d.is_ai),
            withdrawn: domain.as_ref().is_some_and(|d| d.withdrawn),
            end_time: shown_end(a.end_time),
        });
    }
    for c in apps::custom_apps(&state.db, company).await? {
        out.push(App {
            id: c.id,
            product_id: None,
            product_domain_id: None,
            product_domain_name: c.name,
            product_name: None,
            logo_image: Some(c.logo_image),
            slogan: None,
            remark: Some(c.remark),
            address: Some(c.server_url),
            app_key: None,
            internal: 0,
            self_added: true,
            already_exist_status: true,
            is_expire: false,
            is_ai: false,
            withdrawn: false,
            end_time: None,
        });
    }
    Ok((out, until))
}

/// The company's apps: bought services and its own.
#[utoipa::path(get, path = "/ptd-industry/application/myApp", tag = "application", operation_id = "application_my_app", responses((status = 200, description = "apps", body = [App])))]
async fn my_app(State(state): State<AppState>, caller: CurrentUser) -> Result<Ready> {
    Ok(caller_apps(&state, &caller).await?.reply.clone())
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct DefaultQuery {
    /// true: only the apps not yet expired (the console's default list).
    default_app: Option<bool>,
}

/// The company's bought services (`defaultApp=true`: only those still running).
#[utoipa::path(get, path = "/ptd-industry/application/myProductDomain", tag = "application", params(DefaultQuery), responses((status = 200, description = "apps", body = [App])))]
async fn my_product_domain(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<DefaultQuery>) -> ApiResult<Vec<App>, WorkbenchError> {
    let kept = caller_apps(&state, &caller).await?;
    ok(kept.apps.iter().filter(|a| !a.self_added && (q.default_app != Some(true) || !a.is_expire)).cloned().collect())
}

/// The company's AI apps (the console's ?type=ai view).
#[utoipa::path(get, path = "/ptd-industry/application/myAiApp", tag = "application", responses((status = 200, description = "AI apps", body = [App])))]
async fn my_ai_app(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<App>, WorkbenchError> {
    ok(caller_apps(&state, &caller).await?.apps.iter().filter(|a| a.is_ai).cloned().collect())
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Expiring {
    product_domain_id: i64,
    /// Its product, whose purchase page renews it (立即续费).
    product_id: i64,
    product_domain_name: String,
    /// Days left, the day under way counted (1 on the last day).
    expire_days: i64,
}

/// Days before the end at which an app shows in the expiring dialog.
const EXPIRING_WITHIN_DAYS: i64 = 30;

/// Apps ending within 30 days (the console's expiring products dialog).
#[utoipa::path(get, path = "/ptd-industry/application/expireProductDoMain", tag = "application", responses((status = 200, description = "expiring apps", body = [Expiring])))]
async fn expiring(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<Expiring>, WorkbenchError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let now = now_ms();
    ok(apps::of_company(&state.db, company)
        .await?
        .into_iter()
        .filter(|a| expiring_soon(a.end_time, now))
        .map(|a| Expiring { product_domain_id: a.product_domain_id, product_id: a.product_id, product_domain_name: a.app_name, expire_days: days_left(a.end_time, now) })
        .collect())
}

const DAY: i64 = 86_400_000;

/// Whether an app still running ends within the dialog's 30 days.
fn expiring_soon(end: i64, now: i64) -> bool {
    end > now && end - now <= EXPIRING_WITHIN_DAYS * DAY
}

/// Days left before `end`, the day under way counted: an app ending in ten days shows 10, on its last day 1.
fn days_left(end: i64, now: i64) -> i64 {
    (end - now + DAY - 1) / DAY
}

/// Reminds each company's main account once per end date of an app ending
/// within the dialog's 30 days, with a message that opens its renewal (the product's purchase page).
pub fn expiry_reminder_job() -> kernel::jobs::Job {
    kernel::jobs::Job { name: "workbench.expiry-reminders", every: std::time::Duration::from_secs(3600), run: |s| Box::pin(remind_expiring(s)) }
}

/// Where an app is renewed: its product's purchase page, which says until when it runs and will run.
fn renewal_link(product_id: i64) -> String {
    format!("/product/purchase?productId={product_id}")
}

pub async fn remind_expiring(state: AppState) -> anyhow::Result<()> {
    let now = now_ms();
    for app in apps::expiring_unnoticed(&state.db, now, now + EXPIRING_WITHIN_DAYS * DAY, 500).await? {
        let mut tx = state.db.write.begin().await?;
        if !apps::claim_expiry_notice(&mut tx, app.id, app.end_time).await? {
            continue;
        }
        if let Some(main) = services::identity::main_account_id(&mut *tx, app.company_id).await? {
            let days = days_left(app.end_time, now);
            let end = kernel::time::format_ms(Some(app.end_time)).unwrap_or_default();
            let content = format!("您的应用「{}」将于{}到期（剩余{}天），到期后将无法使用，请及时续费。", app.app_name, end, days);
            let renew = renewal_link(app.product_id);
            let message = services::messages::NewMessage {
                user_id: main,
                title: "应用即将到期",
                content: &content,
                application_name: Some(&app.app_name),
                to_url: Some(&renew),
            };
            services::messages::send_with(&mut *tx, state.next_id(), &message).await?;
        }
        tx.commit().await?;
    }
    Ok(())
}

fn product_app(d: &Domain, held: Option<&apps::CompanyApp>, now: i64) -> App {
    App {
        id: d.id,
        product_id: Some(d.product_id),
        product_domain_id: Some(d.id),
        product_domain_name: d.name.clone(),
        product_name: Some(d.product_name.clone()),
        logo_image: d.product_icon.clone(),
        slogan: Some(d.product_slogan.clone()),
        remark: None,
        address: None,
        app_key: d.app_key.clone(),
        internal: d.open_mode.code(),
        self_added: false,
        already_exist_status: held.is_some(),
        is_expire: held.is_some_and(|h| h.end_time <= now),
        is_ai: d.is_ai,
        withdrawn: d.withdrawn,
        end_time: held.and_then(|h| shown_end(h.end_time)),
    }
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct ProductQuery {
    product_id: i64,
}

/// A product's services, each with whether the caller's company holds it.
#[utoipa::path(get, path = "/ptd-industry/application/getByProductId", tag = "application", params(ProductQuery), responses((status = 200, description = "the product's apps", body = [App])))]
async fn by_product(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<ProductQuery>) -> ApiResult<Vec<App>, WorkbenchError> {
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let now = now_ms();
    let mut out = Vec::new();
    for d in catalogue.product_domains(&state.db, q.product_id).await? {
        let held = match caller.company_id {
            Some(c) => apps::of_domain(&state.db, c, d.id).await?,
            None => None,
        };
        out.push(product_app(&d, held.as_ref(), now));
    }
    ok(out)
}

#[derive(Deserialize, utoipa::IntoParams)]
pub struct IdQuery {
    id: i64,
}

/// One product service, with whether the caller's company holds it.
#[utoipa::path(get, path = "/ptd-industry/application/getById", tag = "application", operation_id = "application_by_id", params(IdQuery), responses((status = 200, description = "the app", body = App)))]
async fn by_id(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<IdQuery>) -> ApiResult<App, WorkbenchError> {
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let d = catalogue.domain(&state.db, q.id).await?.ok_or(KernelError::NotFound)?;
    let held = match caller.company_id {
        Some(c) => apps::of_domain(&state.db, c, d.id).await?,
        None => None,
    };
    ok(product_app(&d, held.as_ref(), now_ms()))
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CustomForm {
    /// Present when editing.
    id: Option<i64>,
    name: String,
    server_url: String,
    logo_image: String,
    remark: Option<String>,
}
kernel::form_rules!(CustomForm, "custom-application.json");

/// Most own services a company may add.
const MAX_CUSTOM_APPS: i64 = 100;

/// Adds or edits one of the company's own services (main account of a certified company).
#[utoipa::path(post, path = "/ptd-industry/application/saveCustomApplication", tag = "application", request_body = CustomForm, responses((status = 200, description = "the service's id", body = i64)))]
async fn save_custom(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(f): Valid<CustomForm>) -> ApiResult<i64, WorkbenchError> {
    let company = caller.require_main_account()?;
    let status = services::identity::find_company(&state.db, company).await?.map(|c| c.certification_status);
    if status == Some(services::identity::certification::UNDER_REVIEW) {
        return Err(WorkbenchError::CompanyUnderReview);
    }
    if status != Some(services::identity::certification::CERTIFIED) {
        return Err(KernelError::NotCertified("您还没有认证，请先完成企业认证！").into());
    }
    if !valid_server_url(&f.server_url) {
        return Err(KernelError::Validation("请输入正确的服务地址".into()).into());
    }
    let form = CustomAppForm { name: &f.name, server_url: &f.server_url, logo_image: &f.logo_image, remark: f.remark.as_deref().unwrap_or_default() };
    let now = now_ms();
    match f.id {
        Some(id) => {
            apps::edit_custom_app(&state.db, id, company, &form, now).await?;
            ok(id)
        }
        None => {
            if apps::custom_app_count(&state.db, company).await? >= MAX_CUSTOM_APPS {
                return Err(KernelError::Validation("系统服务最多100个".into()).into());
            }
            let id = state.next_id();
            apps::add_custom_app(&state.db, id, company, &form, now).await?;
            ok(id)
        }
    }
}

/// An own service's address: http or https with a host.
fn valid_server_url(text: &str) -> bool {
    url::Url::parse(text).ok().is_some_and(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some())
}

/// Deletes one of the company's own services (main account; the edit form asks first).
#[utoipa::path(get, path = "/ptd-industry/application/delProject", tag = "application", params(IdQuery), responses((status = 200, description = "删除成功", body = String)))]
async fn delete_project(State(state): State<AppState>, _header: HeaderToken, MainAccount(caller): MainAccount, Query(q): Query<IdQuery>) -> ApiResult<&'static str, WorkbenchError> {
    apps::delete_custom_app(&state.db, q.id, caller.require_main_account()?).await?;
    ok("删除成功")
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AddForm {
    product_domain_id: i64,
    /// Months of use; absent or 0: no end.
    default_usage_time: Option<i64>,
}

/// Adds a free product's service to the company (main account): it ends
/// today plus the usage time in months at 00:00:00, or never.
#[utoipa::path(post, path = "/ptd-user/companyApplication/saveCompanyProductDomain", tag = "application", request_body = AddForm, responses((status = 200, description = "添加成功", body = String)))]
async fn save_company_product_domain(State(state): State<AppState>, MainAccount(caller): MainAccount, Json(f): Json<AddForm>) -> ApiResult<&'static str, WorkbenchError> {
    let company = caller.require_main_account()?;
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let d = catalogue.domain(&state.db, f.product_domain_id).await?.ok_or(KernelError::NotFound)?;
    // Bought apps come from orders; only a free product's services are added here.
    if !d.is_free {
        return Err(WorkbenchError::NotFree);
    }
    if d.withdrawn {
        return Err(WorkbenchError::Withdrawn);
    }
    let now = now_ms();
    let end = free_app_end(d.default_usage_time, f.default_usage_time, now);
    let grant = AppGrant::free(company, &d);
    apps::add_free(&state.db, state.next_id(), &grant, end, now).await?;
    ok("添加成功")
}

/// When a free app added now ends: 00:00 of today plus its months (the app's own usage time, when it
/// sets one, over the client's; at most 100 years), or never for none or zero.
fn free_app_end(app_months: Option<i64>, asked_months: Option<i64>, now: i64) -> Option<i64> {
    match app_months.or(asked_months) {
        Some(months) if months > 0 => Some(kernel::time::start_of_day_plus_months(now, months.min(1200))),
        _ => None,
    }
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BaseApplication {
    app_key: String,
    name: &'static str,
    /// Whether the caller's company holds it (its menus show only then).
    held: bool,
}

/// The two base applications whose keys unlock the base-data and organisation-config menus, with whether the company holds each.
#[utoipa::path(get, path = "/ptd-user/endpoint/companyApplication/getBaseApplicationList", tag = "application", responses((status = 200, description = "base applications", body = [BaseApplication])))]
async fn base_applications(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<BaseApplication>, WorkbenchError> {
    let keys = [(state.config.workbench.base_data_app_key.clone(), "基础数据"), (state.config.workbench.organisation_app_key.clone(), "组织配置")];
    let held = match (caller.company_id, state.try_contract::<dyn kernel::contracts::Catalogue>()) {
        (Some(company), Some(catalogue)) => apps::held_app_keys(&state.db, catalogue.as_ref(), company, now_ms()).await?,
        _ => Vec::new(),
    };
    ok(keys.into_iter().map(|(k, name)| BaseApplication { held: held.contains(&k), app_key: k, name }).collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OpenForm {
    /// A product service (bought or free).
    product_domain_id: Option<i64>,
    /// A product: its first service.
    product_id: Option<i64>,
    /// One of the company's own services.
    custom_id: Option<i64>,
    /// A service by its app key (the 基础数据 and 组织配置 menus).
    app_key: Option<String>,
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Opening {
    /// Where the browser goes (a new tab for apps, `/home` for channel type 1).
    url: String,
    /// 0 code, 1 token, 2 direct; 3 the workbench itself.
    internal: i64,
    new_window: bool,
}

/// Opens an app: the server decides how, or refuses with the spec's text.
#[utoipa::path(post, path = "/ptd-industry/application/open", tag = "application", operation_id = "application_open", request_body = OpenForm, responses((status = 200, description = "where to go", body = Opening)))]
async fn open(State(state): State<AppState>, axum::Extension(memory): axum::Extension<std::sync::Arc<launch::Memory>>, caller: CurrentUser, Json(f): Json<OpenForm>) -> ApiResult<Opening, WorkbenchError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    if let Some(id) = f.custom_id {
        let c = apps::custom_app(&state.db, id, company).await?.ok_or(KernelError::NotFound)?;
        return ok(Opening { url: c.server_url, internal: 2, new_window: true });
    }
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let domain = match (f.product_domain_id, f.product_id, f.app_key.as_deref()) {
        (Some(id), _, _) => memory.domain(&state, id).await?.ok_or(WorkbenchError::NoApplication)?,
        (None, Some(product), _) => std::sync::Arc::new(catalogue.product_domains(&state.db, product).await?.into_iter().next().ok_or(WorkbenchError::NoApplication)?),
        (None, None, Some(key)) if !key.is_empty() => std::sync::Arc::new(catalogue.domain_by_app_key(&state.db, key).await?.ok_or(WorkbenchError::NoApplication)?),
        _ => return Err(WorkbenchError::NoApplication),
    };
    if domain.is_ai && !domain.online {
        return Err(WorkbenchError::NotOnline);
    }
    if domain.channel == Channel::Workbench {
        return ok(Opening { url: "/home".into(), internal: 3, new_window: false });
    }
    let held = launch::held(&state, &caller, company, domain.id).await?;
    launch::check_held(held.as_ref(), caller.is_main_account(), now_ms())?;
    // An app with its own launch rule (a plugin) decides for itself, with a code when it opens with one.
    let by = launch::opener(&state, &caller, company).await?;
    let url = launch::open_app(&state, &memory.rules, &by, &domain, false).await?;
    ok(Opening { url, internal: domain.open_mode.code(), new_window: true })
}

/// An own service's icon is small: 2 MB at most.
const ICON_MAX_BYTES: usize = 2 * 1024 * 1024;

/// Uploads an own service's icon (jpg or png, typed by its bytes, up to 2 MB); answers its public address.
#[utoipa::path(post, path = "/ptd-industry/application/uploadIcon", tag = "application",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "the icon's address", body = String)))]
async fn upload_icon(State(state): State<AppState>, MainAccount(_caller): MainAccount, form: axum::extract::Multipart) -> ApiResult<String, WorkbenchError> {
    let too_large = || WorkbenchError::from(KernelError::Validation("图标大小不能超过2MB".into()));
    let upload = kernel::extract::read_upload(form, ICON_MAX_BYTES, too_large).await?;
    let bytes = upload.file.ok_or_else(|| KernelError::Validation("请上传服务图标".into()))?;
    let kind = match kernel::picture::ImageKind::sniff(&bytes) {
        Some(k @ (kernel::picture::ImageKind::Jpeg | kernel::picture::ImageKind::Png)) => k,
        _ => return Err(KernelError::Validation("请上传jpg或png格式的图片".into()).into()),
    };
    let url = state.storage.put_public("app-icons", kind.extension(), bytes).await.map_err(KernelError::Internal)?;
    ok(url)
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::contracts::OpenMode;
    use kernel::time::parse_shanghai;

    fn domain() -> Domain {
        Domain {
            id: 21,
            product_id: 20,
            product_name: "设备上云".into(),
            product_slogan: "设备一键上云".into(),
            product_icon: Some("/api/files/icon.png".into()),
            channel: Channel::Platform,
            is_ai: false,
            is_free: false,
            online: true,
            name: "设备管理".into(),
            service_name: "device".into(),
            server_url: Some("https://app.example.cn/entry".into()),
            open_mode: OpenMode::Code,
            app_key: Some("pa_device".into()),
            app_secret: None,
            withdrawn: false,
            default_usage_time: None,
        }
    }

    use crate::launch::tests::held;

    #[test]
    fn an_app_without_end_shows_no_end_date() {
        assert_eq!(shown_end(NO_END), None);
        assert_eq!(shown_end(NO_END + 1), None);
        assert_eq!(shown_end(parse_shanghai("2027-01-31 00:00:00").unwrap()).as_deref(), Some("2027-01-31 00:00:00"));
    }

    #[test]
    fn days_left_count_the_day_under_way() {
        let now = parse_shanghai("2026-05-01 12:00:00").unwrap();
        assert_eq!(days_left(now + 10 * DAY, now), 10);
        assert_eq!(days_left(now + 1, now), 1, "on its last day an app shows 1");
        assert_eq!(days_left(now + DAY + 1, now), 2);
    }

    #[test]
    fn the_expiring_dialog_shows_apps_ending_within_thirty_days() {
        let now = parse_shanghai("2026-05-01 12:00:00").unwrap();
        assert!(expiring_soon(now + 30 * DAY, now));
        assert!(!expiring_soon(now + 30 * DAY + 1, now));
        assert!(expiring_soon(now + 1, now));
        assert!(!expiring_soon(now, now), "an app ended is no longer expiring");
        assert!(!expiring_soon(now - DAY, now));
        assert!(!expiring_soon(NO_END, now));
    }

    #[test]
    fn a_free_app_ends_at_midnight_its_months_later() {
        let now = parse_shanghai("2026-01-31 15:20:00").unwrap();
        let end = |app, asked| free_app_end(app, asked, now).and_then(|e| kernel::time::format_ms(Some(e)));
        assert_eq!(end(None, Some(1)).as_deref(), Some("2026-02-28 00:00:00"));
        assert_eq!(end(None, Some(12)).as_deref(), Some("2027-01-31 00:00:00"));
        // The app's own usage time wins over what the client asks.
        assert_eq!(end(Some(3), Some(12)).as_deref(), Some("2026-04-30 00:00:00"));
        // At most a hundred years.
        assert_eq!(end(Some(5_000), None).as_deref(), Some("2126-01-31 00:00:00"));
    }

    #[test]
    fn a_free_app_without_months_never_ends() {
        let now = parse_shanghai("2026-01-31 15:20:00").unwrap();
        assert_eq!(free_app_end(None, None, now), None);
        assert_eq!(free_app_end(None, Some(0), now), None);
        assert_eq!(free_app_end(None, Some(-6), now), None);
        // An app that says 0 means no end, whatever the client asks.
        assert_eq!(free_app_end(Some(0), Some(12), now), None);
    }

    #[test]
    fn an_own_service_address_is_http_or_https_with_a_host() {
        for good in ["http://erp.example.cn", "https://erp.example.cn:8443/login?x=1", "http://10.0.0.8/app"] {
            assert!(valid_server_url(good), "{good}");
        }
        for bad in ["ftp://erp.example.cn", "javascript:alert(1)", "erp.example.cn", "/relative/path", "https://", "file:///etc/passwd", ""] {
            assert!(!valid_server_url(bad), "{bad}");
        }
    }

    #[test]
    fn a_product_service_says_whether_the_company_holds_it_and_until_when() {
        let now = parse_shanghai("2026-05-01 12:00:00").unwrap();
        let not_held = product_app(&domain(), None, now);
        assert!(!not_held.already_exist_status && !not_held.is_expire && not_held.end_time.is_none());
        let running = product_app(&domain(), Some(&held(now + DAY)), now);
        assert!(running.already_exist_status && !running.is_expire);
        assert_eq!(running.end_time.as_deref(), Some("2026-05-02 12:00:00"));
        let ended = product_app(&domain(), Some(&held(now)), now);
        assert!(ended.already_exist_status && ended.is_expire, "an app ends at its end time");
        let forever = product_app(&domain(), Some(&held(NO_END)), now);
        assert!(!forever.is_expire && forever.end_time.is_none());
        assert!(!running.self_added);
        assert_eq!((running.id, running.product_domain_id, running.app_key.as_deref()), (21, Some(21), Some("pa_device")));
    }

    #[test]
    fn the_own_service_form_needs_a_name_an_address_and_an_icon() {
        let check = |f: serde_json::Value| <CustomForm as kernel::validate::Form>::rules().check(&f).err().map(|e| kernel::error::ApiError::message(&e));
        assert_eq!(check(serde_json::json!({"name": "ERP", "serverUrl": "https://erp.example.cn", "logoImage": "/api/files/app-icons/a.png"})), None);
        assert_eq!(check(serde_json::json!({"name": "ERP", "serverUrl": "erp.example.cn", "logoImage": "x"})).as_deref(), Some("请输入正确的服务地址"));
        assert_eq!(check(serde_json::json!({"name": "名".repeat(51), "serverUrl": "https://erp.example.cn", "logoImage": "x"})).as_deref(), Some("服务名称不能超过50个字"));
        assert_eq!(check(serde_json::json!({"name": "ERP", "serverUrl": "https://erp.example.cn"})).as_deref(), Some("请上传服务图标"));
    }
}

//! The company's apps on the console (spec sections 3, 4 and 7): the bought
//! services and the company's own (self-added) services, the expiring ones,
//! a product's services with whether the company holds them, adding a free
//! or default app, and opening an app: the server decides how (a one-time
//! code, a token or directly) or refuses with the spec's text. Company apps
//! are the kernel's; products come from the kernel's `Catalogue`.

use crate::error::{Result, WorkbenchError};
use crate::launch;
use axum::extract::State;
use kernel::apps::{self, AppGrant, CustomAppForm, NO_END};
use kernel::auth::{CurrentUser, HeaderToken, MainAccount};
use kernel::contracts::{Domain, LaunchBy};
use kernel::extract::{Json, Query};
use kernel::http::Ready;
use kernel::time::{format_ms, now_ms};
use kernel::validate::Valid;
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

pub fn router() -> OpenApiRouter<AppState> {
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
        .memo_while(|kept: &CompanyApps| kept.revision == revision && now < kept.until, async {
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
            internal: domain.as_ref().map_or(0, |d| d.internal),
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
#[utoipa::path(get, path = "/ptd-industry/application/myApp", tag = "application", operation_id = "application_my_app",
    responses((status = 200, description = "apps", body = [App])))]
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
#[utoipa::path(get, path = "/ptd-industry/application/myProductDomain", tag = "application", params(DefaultQuery),
    responses((status = 200, description = "apps", body = [App])))]
async fn my_product_domain(State(state): State<AppState>, caller: CurrentUser, Query(q): Query<DefaultQuery>) -> ApiResult<Vec<App>, WorkbenchError> {
    let kept = caller_apps(&state, &caller).await?;
    ok(kept.apps.iter().filter(|a| !a.self_added && (q.default_app != Some(true) || !a.is_expire)).cloned().collect())
}

/// The company's AI apps (the console's ?type=ai view).
#[utoipa::path(get, path = "/ptd-industry/application/myAiApp", tag = "application",
    responses((status = 200, description = "AI apps", body = [App])))]
async fn my_ai_app(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<App>, WorkbenchError> {
    ok(caller_apps(&state, &caller).await?.apps.iter().filter(|a| a.is_ai).cloned().collect())
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Expiring {
    product_domain_id: i64,
    product_domain_name: String,
    /// Days left, the day under way counted (1 on the last day).
    expire_days: i64,
}

/// Days before the end at which an app shows in the expiring dialog.
const EXPIRING_WITHIN_DAYS: i64 = 30;

/// Apps ending within 30 days (the console's expiring products dialog).
#[utoipa::path(get, path = "/ptd-industry/application/expireProductDoMain", tag = "application",
    responses((status = 200, description = "expiring apps", body = [Expiring])))]
async fn expiring(State(state): State<AppState>, caller: CurrentUser) -> ApiResult<Vec<Expiring>, WorkbenchError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    let now = now_ms();
    const DAY: i64 = 86_400_000;
    ok(apps::of_company(&state.db, company)
        .await?
        .into_iter()
        .filter(|a| a.end_time > now && a.end_time - now <= EXPIRING_WITHIN_DAYS * DAY)
        // Days started count: an app ending in ten days shows 10, on its last day 1.
        .map(|a| Expiring { product_domain_id: a.product_domain_id, product_domain_name: a.app_name, expire_days: (a.end_time - now + DAY - 1) / DAY })
        .collect())
}

/// Reminds each company's main account once per end date of an app ending
/// within the dialog's 30 days, with a message that opens the console.
pub fn expiry_reminder_job() -> kernel::jobs::Job {
    kernel::jobs::Job { name: "workbench.expiry-reminders", every: std::time::Duration::from_secs(3600), run: |s| Box::pin(remind_expiring(s)) }
}

pub async fn remind_expiring(state: AppState) -> anyhow::Result<()> {
    const DAY: i64 = 86_400_000;
    let now = now_ms();
    for app in apps::expiring_unnoticed(&state.db, now, now + EXPIRING_WITHIN_DAYS * DAY, 500).await? {
        let mut tx = state.db.pool.begin().await?;
        if !apps::claim_expiry_notice(&mut tx, app.id, app.end_time).await? {
            continue;
        }
        if let Some(main) = kernel::identity::main_account_id(&mut *tx, app.company_id).await? {
            let days = (app.end_time - now + DAY - 1) / DAY;
            let end = kernel::time::format_ms(Some(app.end_time)).unwrap_or_default();
            let content = format!("您的应用「{}」将于{}到期（剩余{}天），到期后将无法使用，请及时续费。", app.app_name, end, days);
            let message = kernel::messages::NewMessage {
                user_id: main,
                title: "应用即将到期",
                content: &content,
                application_name: Some(&app.app_name),
                to_url: Some("/home/console"),
            };
            kernel::messages::send_with(&mut *tx, state.next_id(), &message).await?;
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
        internal: d.internal,
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
#[utoipa::path(get, path = "/ptd-industry/application/getByProductId", tag = "application", params(ProductQuery),
    responses((status = 200, description = "the product's apps", body = [App])))]
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
#[utoipa::path(get, path = "/ptd-industry/application/getById", tag = "application", operation_id = "application_by_id", params(IdQuery),
    responses((status = 200, description = "the app", body = App)))]
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
#[utoipa::path(post, path = "/ptd-industry/application/saveCustomApplication", tag = "application", request_body = CustomForm,
    responses((status = 200, description = "the service's id", body = i64)))]
async fn save_custom(State(state): State<AppState>, MainAccount(caller): MainAccount, Valid(f): Valid<CustomForm>) -> ApiResult<i64, WorkbenchError> {
    let company = caller.require_main_account()?;
    let status = kernel::identity::find_company(&state.db, company).await?.map(|c| c.certification_status);
    if status == Some(kernel::identity::certification::UNDER_REVIEW) {
        return Err(WorkbenchError::CompanyUnderReview);
    }
    if status != Some(kernel::identity::certification::CERTIFIED) {
        return Err(KernelError::NotCertified("您还没有认证，请先完成企业认证！").into());
    }
    let url = url::Url::parse(&f.server_url).ok().filter(|u| matches!(u.scheme(), "http" | "https") && u.host_str().is_some());
    if url.is_none() {
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

/// Deletes one of the company's own services (main account; the edit form asks first).
#[utoipa::path(get, path = "/ptd-industry/application/delProject", tag = "application", params(IdQuery),
    responses((status = 200, description = "删除成功", body = String)))]
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
#[utoipa::path(post, path = "/ptd-user/companyApplication/saveCompanyProductDomain", tag = "application", request_body = AddForm,
    responses((status = 200, description = "添加成功", body = String)))]
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
    // The app's own usage time, when it sets one, over the client's.
    let end = match d.default_usage_time.or(f.default_usage_time) {
        Some(months) if months > 0 => Some(kernel::time::start_of_day_plus_months(now, months.min(1200))),
        _ => None,
    };
    let grant = AppGrant {
        company_id: company,
        product_id: d.product_id,
        domain_id: d.id,
        version_id: None,
        product_name: &d.product_name,
        app_name: &d.name,
        version_name: None,
        icon: d.product_icon.as_deref(),
        source_id: None,
        years: 0,
    };
    apps::add_free(&state.db, state.next_id(), &grant, end, now).await?;
    ok("添加成功")
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
#[utoipa::path(get, path = "/ptd-user/endpoint/companyApplication/getBaseApplicationList", tag = "application",
    responses((status = 200, description = "base applications", body = [BaseApplication])))]
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
#[utoipa::path(post, path = "/ptd-industry/application/open", tag = "application", operation_id = "application_open", request_body = OpenForm,
    responses((status = 200, description = "where to go", body = Opening)))]
async fn open(State(state): State<AppState>, caller: CurrentUser, Json(f): Json<OpenForm>) -> ApiResult<Opening, WorkbenchError> {
    let company = caller.company_id.ok_or(KernelError::NoCompany)?;
    if let Some(id) = f.custom_id {
        let c = apps::custom_app(&state.db, id, company).await?.ok_or(KernelError::NotFound)?;
        return ok(Opening { url: c.server_url, internal: 2, new_window: true });
    }
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let domain = match (f.product_domain_id, f.product_id, f.app_key.as_deref()) {
        (Some(id), _, _) => catalogue.domain(&state.db, id).await?.ok_or(WorkbenchError::NoApplication)?,
        (None, Some(product), _) => catalogue.product_domains(&state.db, product).await?.into_iter().next().ok_or(WorkbenchError::NoApplication)?,
        (None, None, Some(key)) if !key.is_empty() => catalogue.domain_by_app_key(&state.db, key).await?.ok_or(WorkbenchError::NoApplication)?,
        _ => return Err(WorkbenchError::NoApplication),
    };
    if domain.is_ai && !domain.online {
        return Err(WorkbenchError::NotOnline);
    }
    if domain.channel_type == 1 {
        return ok(Opening { url: "/home".into(), internal: 3, new_window: false });
    }
    let held = apps::of_domain(&state.db, company, domain.id).await?;
    let Some(held) = held else {
        return Err(if caller.is_main_account() { WorkbenchError::NotAdded } else { WorkbenchError::AskMainAccount });
    };
    if held.end_time <= now_ms() {
        return Err(WorkbenchError::Expired);
    }
    // An app with its own launch rule (a plugin) decides for itself, with a code when it opens with one.
    let company_row = kernel::identity::find_company(&state.db, company).await?.ok_or(KernelError::NoCompany)?;
    let by = LaunchBy {
        user_id: caller.user_id,
        user_name: caller.user.real_name.clone().unwrap_or_else(|| caller.user.user_name.clone()),
        company_id: company,
        company_name: company_row.company_name,
        certified: company_row.certification_status == kernel::identity::certification::CERTIFIED,
    };
    let url = launch::open_app(&state, &by, &domain).await?;
    ok(Opening { url, internal: domain.internal, new_window: true })
}

#[cfg(test)]
mod tests {
    #[test]
    fn query_parameters_join_an_address() {
        assert_eq!(crate::launch::with_query("/sandbox/app", &[("code", "a b"), ("appKey", "k")]), "/sandbox/app?code=a+b&appKey=k");
        assert_eq!(crate::launch::with_query("https://x.cn/p?x=1", &[("code", "c")]), "https://x.cn/p?x=1&code=c");
    }
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

//! Launch-rule plugins per app key (operators upload, list, enable, roll
//! back and disable them) and the launch decision they make. The sandbox
//! that runs them is the kernel's `plugins` host; a plugin is checked at
//! upload (exports, imports, ABI version, size, a dry run) and stored in
//! object storage by its sha256.

use crate::error::{Result, WorkbenchError};
use services::SharedServices;
use axum::extract::{Multipart, State};
use kernel::auth::Operator;
use kernel::contracts::{Domain, LaunchBy, RuleVersion};
use kernel::extract::{Json, Query};
use services::plugins::{AppInput, CompanyInput, Decision, LaunchInput, UserInput, HOST_FUNCTIONS, MAX_PLUGIN_BYTES};
use kernel::time::{format_ms, now_ms};
use kernel::{ok, ApiResult, AppState, KernelError};
use serde::{Deserialize, Serialize};
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

mod repo;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(apps)).routes(routes!(upload)).routes(routes!(list)).routes(routes!(enable)).routes(routes!(disable))
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LaunchPlugin {
    id: i64,
    app_key: String,
    version: i64,
    sha256: String,
    permissions: Vec<String>,
    size: i64,
    enabled: bool,
    /// A partner's version waiting for review (decided in 应用审核).
    pending: bool,
    create_time: Option<String>,
}

fn shown(r: repo::PluginRow) -> LaunchPlugin {
    LaunchPlugin {
        permissions: permissions(&r.permissions),
        enabled: r.enabled == 1,
        pending: r.pending == 1,
        create_time: format_ms(Some(r.create_time)),
        id: r.id,
        app_key: r.app_key,
        version: r.version,
        sha256: r.sha256,
        size: r.size,
    }
}

fn permissions(text: &str) -> Vec<String> {
    text.split(',').map(str::trim).filter(|p| !p.is_empty()).map(str::to_string).collect()
}

/// Where a dry run opens an app without an address.
const SAMPLE_SERVER_URL: &str = "https://app.example.cn/entry";

/// A made-up launch of the app at its address that the upload's dry run decides on.
fn sample_input(app_key: &str, server_url: &str) -> LaunchInput {
    LaunchInput {
        abi: services::plugins::ABI_VERSION,
        app: AppInput { app_key: app_key.into(), name: "试运行".into(), server_url: server_url.into() },
        user: UserInput { id: 1, name: "试运行用户".into() },
        company: CompanyInput { id: 1, name: "试运行企业".into(), certified: true },
        now: now_ms() / 1000,
        code: Some("dry-run-code".into()),
    }
}

/// Uploads a new version of an app's launch rule (operators): multipart with
/// `appKey`, `permissions` (comma-separated: log, sign) and the `file`. It is
/// checked, stored and added disabled.
#[utoipa::path(post, path = "/ptd-industry/manage/launchPlugin/upload", tag = "launch-plugin", operation_id = "launch_plugin_upload",
    request_body(content = kernel::files::UploadForm, content_type = "multipart/form-data"),
    responses((status = 200, description = "the new version", body = LaunchPlugin)))]
async fn upload(State(state): State<AppState>, Operator(op): Operator, form: Multipart) -> ApiResult<LaunchPlugin, WorkbenchError> {
    let upload = kernel::extract::read_upload(form, MAX_PLUGIN_BYTES, || WorkbenchError::PluginRejected("插件大小不能超过1MB".into())).await?;
    let app_key = upload.fields.get("appKey").map(|k| k.trim().to_string()).filter(|k| !k.is_empty()).ok_or_else(|| KernelError::Validation("请选择应用".into()))?;
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let domain = catalogue.domain_by_app_key(&state.db, &app_key).await?.ok_or(WorkbenchError::NoApplication)?;
    let granted = permissions(upload.fields.get("permissions").map(String::as_str).unwrap_or_default());
    if let Some(unknown) = granted.iter().find(|p| !HOST_FUNCTIONS.iter().any(|(_, perm)| perm == p)) {
        return Err(KernelError::Validation(format!("未知的权限 {unknown}")).into());
    }
    let wasm = upload.file.ok_or_else(|| KernelError::Validation("请选择插件文件".into()))?;
    let (row, _) = store_version(&state, &app_key, domain.server_url.as_deref(), wasm.to_vec(), &granted, op.user_id).await?;
    tracing::info!(app_key, version = row.version, sha256 = %row.sha256, operator = op.user_id, "launch plugin uploaded");
    ok(shown(row))
}

/// Checks a version of the app's rule (with its dry run at the app's reviewed
/// address), stores it by its sha256 and adds it disabled: the one way every upload goes.
async fn store_version(state: &AppState, app_key: &str, server_url: Option<&str>, wasm: Vec<u8>, granted: &[String], uploaded_by: i64) -> Result<(repo::PluginRow, Decision)> {
    let server_url = server_url.filter(|u| !u.is_empty()).unwrap_or(SAMPLE_SERVER_URL);
    let (sha, decision) = state.plugins().check(&wasm, granted, &sample_input(app_key, server_url)).map_err(|e| WorkbenchError::PluginRejected(e.to_string()))?;
    let size = wasm.len() as i64;
    let object_key = state.storage.put_new("plugins", "wasm", wasm.into()).await.map_err(KernelError::Internal)?;
    let id = state.next_id();
    let dry_run = dry_run_text(&decision, server_url);
    let new = repo::NewPlugin { id, app_key, sha256: &sha, object_key: &object_key, permissions: &granted.join(","), size, dry_run: &dry_run, uploaded_by, now: now_ms() };
    repo::insert(&state.db, &new).await?;
    let row = repo::of_app(&state.db, app_key).await?.into_iter().find(|r| r.id == id).ok_or(KernelError::NotFound)?;
    Ok((row, decision))
}

/// The address a rule answered, as the browser will read it, when it stays
/// on the origin (scheme, host, port) of the app's reviewed address: http(s)
/// without credentials; for an app served by the platform itself (a path),
/// a path of the platform by the one same-origin rule. None otherwise.
pub(crate) fn on_reviewed_origin(address: &str, reviewed: &str) -> Option<String> {
    if reviewed.starts_with('/') {
        return kernel::redirect::same_origin_path(address);
    }
    let (address, reviewed) = (url::Url::parse(address).ok()?, url::Url::parse(reviewed).ok()?);
    let fits = matches!(address.scheme(), "http" | "https") && address.username().is_empty() && address.password().is_none() && address.origin() == reviewed.origin();
    fits.then(|| address.to_string())
}

/// What a dry run decided, as the partner and the reviewing operator read it;
/// an address a launch would refuse says so.
fn dry_run_text(d: &Decision, server_url: &str) -> String {
    match d {
        Decision::Open(url) if on_reviewed_origin(url, server_url).is_none() => format!("打开 {url}（不在已审核的服务地址内，启动会被拒绝）"),
        Decision::Open(url) => format!("打开 {url}"),
        Decision::Refuse(why) => format!("拒绝：{why}"),
    }
}

/// A partner's rule for its own app: no host permission, checked like an
/// operator's upload, and stored inert (neither enabled nor waiting) until
/// `put` places it in the partner's transaction.
pub async fn attach(state: &AppState, app_key: &str, wasm: Vec<u8>, uploaded_by: i64) -> Result<RuleVersion> {
    // The address holders open (the market's copy once published), else the partner's own.
    let server_url = services::apps::by_app_key(state, app_key).await?.and_then(|d| d.server_url);
    let (row, _) = store_version(state, app_key, server_url.as_deref(), wasm, &[], uploaded_by).await?;
    tracing::info!(app_key, version = row.version, sha256 = %row.sha256, partner_user = uploaded_by, "partner launch rule stored");
    Ok(rule_version(row))
}

/// Places a stored version in the caller's transaction: it decides only its
/// own app's launches, enabled at once while no company opens the app, else
/// (`reviewed`) waiting for an operator, holders keeping the enabled version meanwhile.
pub async fn put(conn: &mut sqlx::AnyConnection, app_key: &str, version: i64, reviewed: bool) -> Result<()> {
    let id = repo::id_of_version(conn, app_key, version).await?.ok_or(KernelError::NotFound)?;
    if reviewed {
        repo::make_pending(conn, id, app_key).await?;
    } else {
        repo::enable_in(conn, id).await?;
    }
    Ok(())
}

fn rule_version(r: repo::PluginRow) -> RuleVersion {
    RuleVersion { version: r.version, sha256: r.sha256, size: r.size, dry_run: r.dry_run, pending: r.pending == 1 }
}

/// The app's enabled rule.
pub async fn enabled_rule(db: &kernel::db::Db, app_key: &str) -> Result<Option<RuleVersion>> {
    Ok(repo::enabled(db, app_key).await?.map(rule_version))
}

/// The app's rule version waiting for review.
pub async fn pending_rule(db: &kernel::db::Db, app_key: &str) -> Result<Option<RuleVersion>> {
    Ok(repo::pending(db, app_key).await?.map(rule_version))
}

/// An operator's decision on the app's waiting version, in the caller's transaction.
pub async fn settle_pending(conn: &mut sqlx::AnyConnection, app_key: &str, approve: bool) -> Result<bool> {
    let settled = repo::settle_pending(conn, app_key, approve).await?;
    if settled {
        tracing::info!(app_key, approve, "partner launch rule reviewed");
    }
    Ok(settled)
}

#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PluginApp {
    app_key: String,
    /// The service's name.
    name: String,
    product_name: String,
    /// The enabled rule's version; none: the built-in rule.
    enabled_version: Option<i64>,
    versions: i64,
}

/// The apps a launch rule can be attached to, each with its enabled version (operators).
#[utoipa::path(get, path = "/ptd-industry/manage/launchPlugin/apps", tag = "launch-plugin", operation_id = "launch_plugin_apps", responses((status = 200, description = "apps", body = [PluginApp])))]
async fn apps(State(state): State<AppState>, _op: Operator) -> ApiResult<Vec<PluginApp>, WorkbenchError> {
    let catalogue = state.contract::<dyn kernel::contracts::Catalogue>()?;
    let mut out = Vec::new();
    for d in catalogue.app_domains(&state.db).await? {
        let Some(app_key) = d.app_key else { continue };
        let versions = repo::of_app(&state.db, &app_key).await?;
        out.push(PluginApp {
            enabled_version: versions.iter().find(|v| v.enabled == 1).map(|v| v.version),
            versions: versions.len() as i64,
            app_key,
            name: d.name,
            product_name: d.product_name,
        });
    }
    ok(out)
}

#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct AppKeyQuery {
    app_key: String,
}

/// The versions of an app's launch rule, newest first (operators).
#[utoipa::path(get, path = "/ptd-industry/manage/launchPlugin/list", tag = "launch-plugin", operation_id = "launch_plugin_list", params(AppKeyQuery), responses((status = 200, description = "versions", body = [LaunchPlugin])))]
async fn list(State(state): State<AppState>, _op: Operator, Query(q): Query<AppKeyQuery>) -> ApiResult<Vec<LaunchPlugin>, WorkbenchError> {
    ok(repo::of_app(&state.db, &q.app_key).await?.into_iter().map(shown).collect())
}

#[derive(Deserialize, utoipa::ToSchema)]
pub struct PluginIdForm {
    id: i64,
}

/// Enables a version (the app's other versions are disabled): also how an operator rolls back.
#[utoipa::path(post, path = "/ptd-industry/manage/launchPlugin/enable", tag = "launch-plugin", operation_id = "launch_plugin_enable", request_body = PluginIdForm, responses((status = 200, description = "启用成功", body = String)))]
async fn enable(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<PluginIdForm>) -> ApiResult<&'static str, WorkbenchError> {
    let target = format!("launch-plugin:{}", f.id);
    let audit = kernel::audit::Entry { kind: kernel::audit::kind::LAUNCH_PLUGIN, actor_id: Some(op.user_id), origin: Some(&origin), target: Some(&target), detail: Some("启用"), ..Default::default() };
    repo::enable(&state.db, f.id, &audit).await?;
    tracing::info!(plugin = f.id, operator = op.user_id, "launch plugin enabled");
    ok("启用成功")
}

/// Disables a version: the app opens by its built-in rule again.
#[utoipa::path(post, path = "/ptd-industry/manage/launchPlugin/disable", tag = "launch-plugin", operation_id = "launch_plugin_disable", request_body = PluginIdForm, responses((status = 200, description = "停用成功", body = String)))]
async fn disable(State(state): State<AppState>, Operator(op): Operator, origin: kernel::audit::Origin, Json(f): Json<PluginIdForm>) -> ApiResult<&'static str, WorkbenchError> {
    let target = format!("launch-plugin:{}", f.id);
    let audit = kernel::audit::Entry { kind: kernel::audit::kind::LAUNCH_PLUGIN, actor_id: Some(op.user_id), origin: Some(&origin), target: Some(&target), detail: Some("停用"), ..Default::default() };
    repo::disable(&state.db, f.id, &audit).await?;
    tracing::info!(plugin = f.id, operator = op.user_id, "launch plugin disabled");
    ok("停用成功")
}

/// The apps' enabled launch rules (or none), kept by app key: `launch_plugins`
/// is a memo table, so an upload, enabling or a review reads them again.
/// None is kept too (most apps have no rule), which is exact because the
/// table is followed for additions as well.
pub struct Rules(kernel::callers::Kept<Option<repo::PluginRow>>);

impl Default for Rules {
    fn default() -> Self {
        Self(kernel::callers::Kept::new(kernel::callers::Reads::Content))
    }
}

impl Rules {
    async fn enabled(&self, state: &AppState, app_key: &str) -> Result<std::sync::Arc<Option<repo::PluginRow>>> {
        let load = async { Ok::<_, KernelError>(Some((repo::enabled(&state.db, app_key).await?, i64::MAX))) };
        Ok(self.0.get_or_load(&state.callers, app_key, load).await?.expect("a rule's load always answers"))
    }
}

/// The app's enabled rule decides, when it has one (a trial: the version
/// waiting for review first): Some(url) to open, an error to refuse; None when
/// the built-in rule applies. A rule that fails refuses the launch (and is
/// logged), never the server. The caller checks the address it answers.
pub async fn decide(state: &AppState, rules: &Rules, domain: &Domain, who: &LaunchBy, code: Option<String>, trial: bool) -> Result<Option<String>> {
    let Some(app_key) = domain.app_key.as_deref() else { return Ok(None) };
    let plugin = if trial { std::sync::Arc::new(repo::on_trial(&state.db, app_key).await?) } else { rules.enabled(state, app_key).await? };
    let Some(plugin) = plugin.as_ref() else { return Ok(None) };
    let granted = permissions(&plugin.permissions);
    let wasm = if state.plugins().is_compiled(&plugin.sha256, &granted) {
        Default::default()
    } else {
        state.storage.get(&plugin.object_key).await.map_err(KernelError::Internal)?.ok_or(KernelError::NotFound)?
    };
    let input = LaunchInput {
        abi: services::plugins::ABI_VERSION,
        app: AppInput { app_key: app_key.into(), name: domain.name.clone(), server_url: domain.server_url.clone().unwrap_or_default() },
        user: UserInput { id: who.user_id, name: who.user_name.clone() },
        company: CompanyInput { id: who.company_id, name: who.company_name.clone(), certified: who.certified },
        now: now_ms() / 1000,
        code,
    };
    let secret = domain.app_secret.clone().unwrap_or_default();
    // The rule runs on a blocking thread: its CPU time is bounded, but not zero.
    let _slot = state.plugins().slot().await;
    let host = state.plugins().clone();
    let (sha, version) = (plugin.sha256.clone(), plugin.version);
    let decision = tokio::task::spawn_blocking(move || host.run(&sha, &wasm, &granted, &secret, &input)).await.map_err(|e| KernelError::Internal(e.into()))?;
    match decision {
        Ok(Decision::Open(url)) => Ok(Some(url)),
        Ok(Decision::Refuse(message)) => Err(WorkbenchError::PluginRefused(message)),
        Err(reason) => {
            tracing::warn!(app_key, version, reason, "launch plugin failed; the launch is refused");
            Err(WorkbenchError::PluginRefused("应用启动规则出错，请联系管理员".into()))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permissions_are_a_comma_separated_list_without_blanks() {
        assert_eq!(permissions("log, sign"), vec!["log", "sign"]);
        assert_eq!(permissions(" log ,, ,sign,"), vec!["log", "sign"]);
        assert!(permissions("").is_empty());
        assert!(permissions(" , ").is_empty());
    }

    #[test]
    fn a_rule_may_open_only_the_reviewed_origin() {
        let reviewed = "https://app.example.cn/entry";
        let opens = |address: &str| on_reviewed_origin(address, reviewed);
        assert_eq!(opens("https://app.example.cn/other?code=x").as_deref(), Some("https://app.example.cn/other?code=x"));
        assert_eq!(opens("https://APP.example.cn:443/").as_deref(), Some("https://app.example.cn/"), "the default port and the host's case are the same origin");
        for away in [
            "javascript:alert(document.domain)//",
            "http://app.example.cn/entry",
            "https://app.example.cn:8443/entry",
            "https://app.example.cn.evil.cn/entry",
            "https://evil.cn/?next=https://app.example.cn/",
            "https://user@app.example.cn/",
            "data:text/html,<script>",
            "//evil.cn/",
            "/entry",
        ] {
            assert_eq!(opens(away), None, "{away}");
        }
        assert_eq!(on_reviewed_origin("https://app.example.cn/", "not an address"), None);
        // The browser gets the address as parsed here, so it cannot read it another way.
        assert_eq!(opens("https://app.example.cn\\@evil.cn/").as_deref(), Some("https://app.example.cn/@evil.cn/"));
    }

    #[test]
    fn an_app_served_by_the_platform_opens_only_platform_paths() {
        assert_eq!(on_reviewed_origin("/sandbox/app?code=c", "/sandbox/app").as_deref(), Some("/sandbox/app?code=c"));
        for away in ["https://evil.cn/", "//evil.cn/", "/\\evil.cn", "javascript:alert(1)"] {
            assert_eq!(on_reviewed_origin(away, "/sandbox/app"), None, "{away}");
        }
    }

    #[test]
    fn a_dry_run_says_where_it_opened_or_why_it_refused() {
        let at = "https://app.example.cn/entry";
        assert_eq!(dry_run_text(&Decision::Open("https://app.example.cn/entry?code=x".into()), at), "打开 https://app.example.cn/entry?code=x");
        assert_eq!(dry_run_text(&Decision::Open("https://mirror.example.com/".into()), at), "打开 https://mirror.example.com/（不在已审核的服务地址内，启动会被拒绝）");
        assert_eq!(dry_run_text(&Decision::Refuse("未认证企业不能使用".into()), at), "拒绝：未认证企业不能使用");
    }

    #[test]
    fn the_dry_run_launch_is_made_up_but_complete() {
        let input = sample_input("pa_device", SAMPLE_SERVER_URL);
        assert_eq!(input.abi, services::plugins::ABI_VERSION);
        assert_eq!(input.app.app_key, "pa_device");
        assert_eq!(input.code.as_deref(), Some("dry-run-code"));
        assert!(input.company.certified);
        assert!(input.now > 1_700_000_000 && input.now < 10_000_000_000, "seconds, not milliseconds");
    }
}

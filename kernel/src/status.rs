//! 模块与健康: what this deployment runs (the enabled modules with their versions, menus, jobs
//! and applied migrations) and whether what it leans on answers (database, object storage,
//! payment gateway, timestamp authority, contract font). Read-only: modules are enabled in the
//! configuration of each deployment.

use crate::state::AppState;
use serde::Serialize;
use std::time::{Duration, Instant};

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MenuView {
    pub title: &'static str,
    pub path: String,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct JobView {
    pub name: &'static str,
    pub every_seconds: u64,
    /// Epoch ms; null for a job that has not run yet.
    pub last_run: Option<i64>,
    /// When it is due next (it runs on the first tick after).
    pub next_run: Option<i64>,
    pub last_failure: Option<i64>,
    pub last_error: Option<String>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MigrationView {
    pub version: i64,
    pub description: String,
    /// False for one in the code but not (or not successfully) applied to this database.
    pub applied: bool,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ModuleView {
    pub name: &'static str,
    pub title: &'static str,
    pub version: &'static str,
    pub menus: Vec<MenuView>,
    pub jobs: Vec<JobView>,
    pub migrations: Vec<MigrationView>,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Modules {
    /// The platform binary's version.
    pub version: &'static str,
    pub profile: String,
    pub modules: Vec<ModuleView>,
}

/// The enabled modules (the kernel first) with what they run, read now.
pub async fn modules(state: &AppState) -> anyhow::Result<Modules> {
    let leases = crate::jobs::leases(state).await?;
    // sqlx's ledger keeps `success` as a boolean, which SQLite holds as a number.
    let applied: Vec<(i64, i64)> = sqlx::query_as("SELECT version, CASE WHEN success THEN 1 ELSE 0 END FROM _sqlx_migrations").fetch_all(&state.db.read).await?;
    let modules = state
        .catalogue
        .iter()
        .map(|m| ModuleView {
            name: m.name,
            title: m.title,
            version: m.version,
            menus: m.menus.iter().map(|(title, path)| MenuView { title, path: path.clone() }).collect(),
            jobs: m
                .jobs
                .iter()
                .map(|(name, every)| {
                    let lease = leases.iter().find(|l| l.name == *name).cloned().unwrap_or_default();
                    JobView {
                        name,
                        every_seconds: every.as_secs(),
                        last_run: lease.last_run,
                        next_run: lease.last_run.map(|t| t + every.as_millis() as i64),
                        last_failure: lease.last_failure,
                        last_error: lease.last_error,
                    }
                })
                .collect(),
            migrations: m
                .migrations
                .iter()
                .map(|(version, description)| MigrationView { version: *version, description: description.clone(), applied: applied.contains(&(*version, 1)) })
                .collect(),
        })
        .collect();
    Ok(Modules { version: env!("CARGO_PKG_VERSION"), profile: state.config.profile.to_string(), modules })
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Health {
    Ok,
    /// Answers, but something is amiss (said in the detail).
    Degraded,
    Down,
    /// Not configured in this deployment.
    Off,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Check {
    pub name: &'static str,
    pub title: &'static str,
    pub status: Health,
    pub detail: String,
    pub latency_ms: u64,
}

#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HealthReport {
    pub checks: Vec<Check>,
    pub checked_at: i64,
}

/// How long one check may take before it counts as down.
const CHECK_TIMEOUT: Duration = Duration::from_secs(5);

/// A check of a dependency a shared service or module has, offered as a contract
/// (`Provided::add`) and run beside the platform's own.
#[async_trait::async_trait]
pub trait Probe: Send + Sync {
    fn name(&self) -> &'static str;
    fn title(&self) -> &'static str;
    async fn check(&self, state: &AppState) -> (Health, String);
}

impl crate::contracts::Contract for dyn Probe {
    const AREA: &'static str = crate::deployment::FOUNDATION;
}

async fn timed<F: std::future::Future<Output = (Health, String)>>(name: &'static str, title: &'static str, check: F) -> Check {
    let started = Instant::now();
    let (status, detail) = tokio::time::timeout(CHECK_TIMEOUT, check).await.unwrap_or((Health::Down, "超时(5 秒内无应答)".into()));
    Check { name, title, status, detail, latency_ms: started.elapsed().as_millis() as u64 }
}

/// An HTTP address answers at all (any status): the service is reachable.
async fn reachable(url: &str) -> (Health, String) {
    let client = reqwest::Client::builder().timeout(CHECK_TIMEOUT).build();
    match client {
        Ok(c) => match c.get(url).send().await {
            Ok(r) => (Health::Ok, format!("{url} 应答 HTTP {}", r.status().as_u16())),
            Err(e) => (Health::Down, format!("{url} 无法访问:{e}")),
        },
        Err(e) => (Health::Down, e.to_string()),
    }
}

/// Each dependency checked now, side by side.
pub async fn health(state: &AppState) -> HealthReport {
    let database = timed("database", "数据库", async {
        if state.db.ping().await {
            let name = if state.db.backend == crate::db::Backend::Sqlite { "SQLite" } else { "PostgreSQL" };
            (Health::Ok, format!("{name} 可读写"))
        } else {
            (Health::Down, "数据库无应答".into())
        }
    });
    let storage = timed("storage", "对象存储", async {
        // Asking for an object that is not there proves the store answers (and, for S3, our keys).
        let kind = if state.config.storage.kind == "s3" { "S3 兼容存储" } else { "本地文件" };
        match state.storage.head("health/probe").await {
            Ok(_) => (Health::Ok, format!("{kind}可访问")),
            Err(e) => (Health::Down, format!("{kind}不可用:{e}")),
        }
    });
    // The checks of the shared services and modules (the payment gateway's answer).
    let probes = futures::future::join_all(state.contracts::<dyn Probe>().iter().map(|p| timed(p.name(), p.title(), p.check(state))));
    let timestamp = timed("timestamp", "时间戳服务", async {
        let tsa = state.config.esign.tsa_url.trim();
        if !tsa.is_empty() {
            reachable(tsa).await
        } else if state.config.sandboxes() {
            (Health::Ok, "使用本实例的沙箱时间戳服务(仅开发与测试)".into())
        } else {
            (Health::Off, "未配置时间戳服务,合同无法签署".into())
        }
    });
    let font = timed("font", "合同字体", async {
        let path = &state.config.esign.font_path;
        match std::fs::metadata(path) {
            Ok(m) if m.len() > 0 => (Health::Ok, format!("{}", path.display())),
            _ => (Health::Down, format!("{} 不可读,合同无法生成", path.display())),
        }
    });
    let (a, b, probes, d, e) = tokio::join!(database, storage, probes, timestamp, font);
    let checks = [a, b].into_iter().chain(probes).chain([d, e]).collect();
    HealthReport { checks, checked_at: crate::time::now_ms() }
}

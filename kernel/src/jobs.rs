//! Timed work (order expiry, expiring apps, inactive accounts, clean-ups).
//! Before running, an instance claims the job's lease with one conditional
//! UPDATE, so two instances never run the same job at the same time.

use crate::state::AppState;
use crate::time::now_ms;
use futures::future::BoxFuture;
use std::time::Duration;

#[derive(Clone)]
pub struct Job {
    pub name: &'static str,
    pub every: Duration,
    pub run: fn(AppState) -> BoxFuture<'static, anyhow::Result<()>>,
}

/// A lease outlives any sane run; a crashed holder's lease simply expires.
const LEASE_MS: i64 = 10 * 60 * 1000;

/// The kernel's own jobs (the registry adds the enabled modules').
pub fn kernel_jobs() -> Vec<Job> {
    vec![
        Job { name: "kernel.expired-sessions", every: Duration::from_secs(3600), run: |s| Box::pin(delete_expired_sessions(s)) },
        // The counters are the kernel's table, so their clean-up is the kernel's too, whichever modules run.
        Job { name: "kernel.stale-counters", every: Duration::from_secs(3600), run: |s| Box::pin(forget_stale_counters(s)) },
        // Audit rows past their retention go, and the purge is itself recorded in the chain.
        Job {
            name: "kernel.audit-purge",
            every: Duration::from_secs(86_400),
            run: |s| Box::pin(async move { crate::audit::purge(&s.db, s.config.audit_retention_days, crate::time::now_ms()).await.map(|_| ()).map_err(Into::into) }),
        },
        // Large lists' totals (`totals`), moved a minute behind the clock so a page counts only what is new.
        Job { name: "kernel.list-totals", every: Duration::from_secs(60), run: |s| Box::pin(async move { crate::totals::keep_up(&s.db).await }) },
        // Direct uploads never registered (the storage is the kernel's too).
        Job { name: "kernel.unregistered-uploads", every: Duration::from_secs(600), run: |s| Box::pin(crate::uploads::forget_unregistered(s)) },
    ]
}

async fn forget_stale_counters(state: AppState) -> anyhow::Result<()> {
    crate::limits::forget_stale(&state.db).await?;
    Ok(())
}

/// What the modules and health page shows of a job: when it last ran and last failed.
#[derive(Debug, Clone, Default, sqlx::FromRow)]
pub struct Lease {
    pub name: String,
    pub last_run: Option<i64>,
    pub last_failure: Option<i64>,
    pub last_error: Option<String>,
}

/// Every job's lease row (a job that never ran has none).
pub async fn leases(state: &AppState) -> anyhow::Result<Vec<Lease>> {
    Ok(sqlx::query_as("SELECT name, last_run, last_failure, last_error FROM job_leases").fetch_all(&state.db.read).await?)
}

/// Claims the job if it is due and nobody holds it; true when this instance may run it.
pub async fn claim(state: &AppState, job: &Job, holder: &str) -> anyhow::Result<bool> {
    let now = now_ms();
    sqlx::query("INSERT INTO job_leases (name, holder, lease_until, last_run) VALUES ($1, NULL, 0, NULL) ON CONFLICT (name) DO NOTHING")
        .bind(job.name)
        .execute(&state.db.write)
        .await?;
    let claimed: Option<(String,)> = sqlx::query_as(
        "UPDATE job_leases SET holder = $1, lease_until = $2
         WHERE name = $3 AND lease_until < $4 AND (last_run IS NULL OR last_run + $5 <= $4)
         RETURNING name",
    )
    .bind(holder)
    .bind(now + LEASE_MS)
    .bind(job.name)
    .bind(now)
    .bind(job.every.as_millis() as i64)
    .fetch_optional(&state.db.write)
    .await?;
    Ok(claimed.is_some())
}

/// Gives the lease back; a failed run also leaves when and why it failed, for the modules and health page.
async fn release(state: &AppState, job: &Job, holder: &str, failure: Option<String>) -> anyhow::Result<()> {
    let now = now_ms();
    sqlx::query(
        "UPDATE job_leases SET last_run = $1, lease_until = 0, holder = NULL,
             last_failure = CASE WHEN $2 IS NULL THEN last_failure ELSE $1 END, last_error = COALESCE($2, last_error)
         WHERE name = $3 AND holder = $4",
    )
        .bind(now)
        .bind(failure)
        .bind(job.name)
        .bind(holder)
        .execute(&state.db.write)
        .await?;
    Ok(())
}

/// Runs every due job once; returns the names of the jobs this instance ran.
pub async fn run_due(state: &AppState, jobs: &[Job], holder: &str) -> Vec<&'static str> {
    let mut ran = Vec::new();
    for job in jobs {
        match claim(state, job, holder).await {
            Ok(true) => {
                let before = state.callers.before_write();
                let failure = match (job.run)(state.clone()).await {
                    Ok(()) => None,
                    Err(e) => {
                        tracing::error!(job = job.name, error = %e, "job failed");
                        Some(format!("{e:#}").chars().take(500).collect())
                    }
                };
                if let Err(e) = release(state, job, holder, failure).await {
                    tracing::error!(job = job.name, error = %e, "job lease not released");
                }
                // One line per run, so the runs of a job can be counted across instances.
                tracing::info!(job = job.name, "job ran");
                // A job may have frozen accounts or ended sessions.
                state.callers.after_write(&state.db, before, crate::db::Wrote::Unknown).await;
                ran.push(job.name);
            }
            Ok(false) => {}
            Err(e) => tracing::error!(job = job.name, error = %e, "job claim failed"),
        }
    }
    ran
}

/// The scheduler loop of one instance; ends when the shutdown signal fires.
pub fn spawn(state: AppState, jobs: Vec<Job>, mut shutdown: tokio::sync::watch::Receiver<bool>) -> tokio::task::JoinHandle<()> {
    let holder = uuid::Uuid::new_v4().to_string();
    let tick = Duration::from_secs(state.config.jobs.tick_seconds.max(1));
    tokio::spawn(async move {
        loop {
            run_due(&state, &jobs, &holder).await;
            tokio::select! {
                _ = tokio::time::sleep(tick) => {}
                _ = shutdown.changed() => break,
            }
        }
    })
}

async fn delete_expired_sessions(state: AppState) -> anyhow::Result<()> {
    let day = 24 * 3600 * 1000;
    sqlx::query("DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1")
        .bind(now_ms() - day)
        .execute(&state.db.write)
        .await?;
    Ok(())
}

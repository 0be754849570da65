//! The scale bench's own steps (`bench/scale.py`): `seed [divisor]` fills a fresh database holding the
//! demo data with a large platform's year (`kernel::scale`), each owner writing its own tables;
//! `jobs` runs every job once on it. Each step prints `<step>\t<name>\t<seconds>\t<KiB resident after>`.

use kernel::config::Config;
use std::time::Instant;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = Config::load()?;
    // Seeded rows share the customer's password and ids a real platform would never hand out.
    anyhow::ensure!(config.is_dev() && config.demo_data, "the scale bench runs only on a dev profile's demo database");
    kernel::server::init_tracing(false);
    let (state, registry, _router) = platform::build(config).await?;
    match args.first().map(String::as_str) {
        Some("seed") => {
            let divisor = args.get(1).map(|d| d.parse()).transpose()?.unwrap_or(1);
            seed(&state, &registry, divisor).await
        }
        Some("jobs") => {
            for job in registry.jobs() {
                let began = Instant::now();
                (job.run)(state.clone()).await.map_err(|e| e.context(job.name))?;
                report("job", job.name, began);
            }
            Ok(())
        }
        _ => anyhow::bail!("usage: scale seed [divisor] | scale jobs"),
    }
}

async fn seed(state: &kernel::AppState, registry: &kernel::module::Registry, divisor: i64) -> anyhow::Result<()> {
    let customer = services::identity::find_user_by_login(&state.db, platform::identity::DEMO_ACCOUNTS[0].0)
        .await?
        .ok_or_else(|| anyhow::anyhow!("the demo's main account is missing"))?;
    let company_id = customer.current_company_id.ok_or_else(|| anyhow::anyhow!("the demo's main account has no company"))?;
    let scale = kernel::scale::Scale::divided(kernel::scale::Customer { company_id, user_id: customer.id }, kernel::time::now_ms(), divisor);
    for (name, module) in &registry.modules {
        let began = Instant::now();
        module.seed_scale(state, &scale).await.map_err(|e| e.context(format!("scale data of module {name}")))?;
        report("seed", name, began);
    }
    let began = Instant::now();
    kernel::scale::analyze(&state.db).await?;
    report("seed", "analyze", began);
    // The large lists' totals kept, as the job keeps them once their first pages are read.
    let began = Instant::now();
    kernel::totals::keep_large(&state.db, kernel::totals::LARGE).await?;
    report("seed", "totals", began);
    Ok(())
}

fn report(step: &str, name: &str, began: Instant) {
    let resident = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| s.lines().find(|l| l.starts_with("VmRSS:")).and_then(|l| l.split_whitespace().nth(1).map(str::to_string)))
        .unwrap_or_default();
    println!("{step}\t{name}\t{:.2}\t{resident}", began.elapsed().as_secs_f64());
}

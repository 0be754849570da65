//! Runs the whole platform: API, built shell and remotes, jobs, in one process.

use kernel::config::Config;

#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::load()?;
    kernel::server::init_tracing(config.log_json);
    let (state, registry) = kernel::module::start(config).await?;
    // `platform verify-audit`: walks the audit chain; fails naming the first row that does not fit.
    if std::env::args().nth(1).as_deref() == Some("verify-audit") {
        let check = kernel::audit::verify(&state.db).await?;
        match check.first_bad_seq {
            None => println!("audit chain intact: {} rows checked", check.checked),
            Some(id) => anyhow::bail!("audit chain broken at row {id}: {} ({} rows fit before it)", check.reason.unwrap_or_default(), check.checked),
        }
        return Ok(());
    }
    // `platform rewrap-data-keys`: wraps every data key of personal data under `privacy.current_key`.
    if std::env::args().nth(1).as_deref() == Some("rewrap-data-keys") {
        let moved = kernel::privacy::rewrap(&state.db, &state.config).await?;
        println!("{moved} data keys re-wrapped under `{}`", kernel::privacy::keks(&state.config)?.1);
        return Ok(());
    }
    // `platform rotate-signing-ca`: a new e-signature CA; contracts signed under the old one keep verifying.
    if std::env::args().nth(1).as_deref() == Some("rotate-signing-ca") {
        let provider = state.esign.clone().ok_or_else(|| anyhow::anyhow!("no e-signature provider in this profile"))?;
        provider.rotate(&state).await?;
        println!("e-signature CA rotated; its certificate: {}", provider.ca_certificate_pem(&state).await?.lines().nth(1).unwrap_or_default());
        return Ok(());
    }
    #[cfg(feature = "sandbox")]
    demo::seed_and_print(&state, &registry).await?;
    kernel::server::serve(state, registry).await
}

/// The demo data and how to sign in to it, in a build with the `sandbox` feature.
#[cfg(feature = "sandbox")]
mod demo {
    use kernel::config::Config;
    use kernel::module::Registry;
    use kernel::AppState;
    use platform::sandbox::demo::{seed_demo, DEMO_PASSWORD};

    pub async fn seed_and_print(state: &AppState, registry: &Registry) -> anyhow::Result<()> {
        seed_demo(state, registry).await?;
        if state.config.demo_data && state.config.is_dev() {
            print_demo_logins(&state.config);
            print_sandbox_app(state).await;
        }
        Ok(())
    }

    /// The demo app opened with a one-time code: what its own server would hold.
    async fn print_sandbox_app(state: &AppState) {
        let Some(catalogue) = state.try_contract::<dyn kernel::contracts::Catalogue>() else { return };
        if let Ok(Some(d)) = catalogue.domain_by_app_key(&state.db, platform::workbench::SANDBOX_APP_KEY).await {
            println!("沙箱应用（一次性授权码打开，/sandbox/app）: appKey {}  appSecret {}", d.app_key.unwrap_or_default(), d.app_secret.unwrap_or_default());
            println!();
        }
    }

    fn print_demo_logins(config: &Config) {
        println!("\n工业互联网平台 http://{}:{}", config.host, config.port);
        println!("演示账号（密码均为 {DEMO_PASSWORD}）:");
        for (login, who) in platform::identity::DEMO_ACCOUNTS {
            println!("  {login}  {who}");
        }
        println!();
    }
}

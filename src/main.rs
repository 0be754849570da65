//! Runs the whole platform: API, built shell and remotes, jobs, in one process.

use kernel::config::Config;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let config = Config::load()?;
    kernel::server::init_tracing(config.log_json);
    let (state, registry) = kernel::module::start(config).await?;
    kernel::seed::seed_demo(&state, &registry).await?;
    if state.config.demo_data && state.config.is_dev() {
        print_demo_logins(&state.config);
    }
    kernel::server::serve(state, registry).await
}

fn print_demo_logins(config: &Config) {
    println!("\n工业互联网平台 http://{}:{}", config.host, config.port);
    println!("演示账号（密码均为 {}）:", kernel::seed::DEMO_PASSWORD);
    for (login, who) in platform::identity::DEMO_ACCOUNTS {
        println!("  {login}  {who}");
    }
    println!();
}

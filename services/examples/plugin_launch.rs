//! Launch latency of a wasm launch rule against the native rule, in one run
//! (`bench/run.sh` calls it): each plugin launch instantiates the module from
//! its `InstancePre`, writes the input, runs the rule and reads the answer.

use hmac::Mac;
use services::plugins::{AppInput, CompanyInput, Decision, LaunchInput, PluginHost, UserInput};
use std::time::{Duration, Instant};

fn input(now: i64) -> LaunchInput {
    LaunchInput {
        abi: 1,
        app: AppInput { app_key: "equipment-cloud-1".into(), name: "设备管理云平台".into(), server_url: "/sandbox/app".into() },
        user: UserInput { id: 7, name: "张三".into() },
        company: CompanyInput { id: 42, name: "演示科技有限公司".into(), certified: true },
        now,
        code: Some("abcdefghijklmnopqrstuvwxyz012345".into()),
    }
}

/// What the company-url rule does, written in Rust.
fn native(secret: &str, i: &LaunchInput) -> String {
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).expect("key");
    mac.update(format!("{}\n{}", i.company.id, i.now).as_bytes());
    let sign = hex::encode(mac.finalize().into_bytes());
    format!("{}?companyId={}&ts={}&sign={sign}", i.app.server_url, i.company.id, i.now)
}

fn report(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let mean = samples.iter().sum::<Duration>() / samples.len() as u32;
    let p = |q: f64| samples[((samples.len() - 1) as f64 * q) as usize];
    println!("{name}: {} launches, mean {:?}, p50 {:?}, p99 {:?}", samples.len(), mean, p(0.5), p(0.99));
}

fn main() -> anyhow::Result<()> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "plugins/examples/company-url/build/rule.wasm".into());
    let launches: usize = std::env::args().nth(2).and_then(|n| n.parse().ok()).unwrap_or(5000);
    let wasm = std::fs::read(&path)?;
    let host = PluginHost::new()?;
    let permissions = vec!["sign".to_string()];
    let sha = services::plugins::sha256_hex(&wasm);
    let secret = "bench-secret";
    let now = 1_795_400_000;
    // The first run compiles; the rest instantiate from the cache, as launches do.
    let first = host.run(&sha, &wasm, &permissions, secret, &input(now)).map_err(anyhow::Error::msg)?;
    assert_eq!(first, Decision::Open(native(secret, &input(now))), "the plugin and the native rule agree");

    let mut native_samples = Vec::with_capacity(launches);
    let mut plugin_samples = Vec::with_capacity(launches);
    for k in 0..launches {
        let i = input(now + k as i64);
        let t = Instant::now();
        std::hint::black_box(native(secret, &i));
        native_samples.push(t.elapsed());
        let t = Instant::now();
        std::hint::black_box(host.run(&sha, &[], &permissions, secret, &i).map_err(anyhow::Error::msg)?);
        plugin_samples.push(t.elapsed());
    }
    report("native rule", native_samples);
    report("wasm rule (instantiate + run)", plugin_samples);
    Ok(())
}

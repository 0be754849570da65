//! The launch-rule plugin host (ABI version 1, `plugins/README.md`): an app's
//! own rule for how it opens, as WebAssembly run by wasmtime in a sandbox.
//! A plugin gets JSON in (the app, the user, the company, the time, the
//! one-time code) and answers JSON out (`{"url": …}` or `{"refuse": …}`).
//! Limits: 10 million fuel, a 50 ms epoch deadline, 16 MiB of memory, 64 kB
//! in, 16 kB out. It may import only the host functions of the `platform`
//! namespace its manifest was granted; no WASI, clock, file or network. Each
//! plugin version is compiled once and instantiated from its `InstancePre`
//! (pooling allocator). Any failure becomes a refusal with a clear message
//! and a log line; the server never falls over.

use hmac::Mac;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use wasmtime::{Caller, Config, Engine, InstanceAllocationStrategy, InstancePre, Linker, Module, PoolingAllocationConfig, Store, StoreLimits, StoreLimitsBuilder};

pub const ABI_VERSION: i32 = 1;
pub const FUEL: u64 = 10_000_000;
/// Epoch ticks of 10 ms: a 50 ms deadline.
const EPOCH_TICK: Duration = Duration::from_millis(10);
const DEADLINE_TICKS: u64 = 5;
pub const MEMORY_BYTES: usize = 16 << 20;
pub const MAX_INPUT: usize = 64 * 1024;
pub const MAX_OUTPUT: usize = 16 * 1024;
pub const MAX_PLUGIN_BYTES: usize = 1 << 20;
/// Plugins instantiated at the same moment, at most (the pool's size).
const POOL_INSTANCES: u32 = 256;

/// The host functions a plugin may import (namespace `platform`), each with
/// the permission its manifest must grant.
pub const HOST_FUNCTIONS: &[(&str, &str)] = &[("log", "log"), ("hmac_sha256", "sign")];

/// What a launch rule receives (ABI version 1).
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct LaunchInput {
    pub abi: i32,
    pub app: AppInput,
    pub user: UserInput,
    pub company: CompanyInput,
    /// Unix seconds.
    pub now: i64,
    /// The one-time code, when the app opens with one.
    pub code: Option<String>,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct AppInput {
    pub app_key: String,
    pub name: String,
    pub server_url: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct UserInput {
    pub id: i64,
    pub name: String,
}

#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CompanyInput {
    pub id: i64,
    pub name: String,
    pub certified: bool,
}

/// A rule's answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Open(String),
    Refuse(String),
}

#[derive(Deserialize)]
struct Answer {
    url: Option<String>,
    refuse: Option<String>,
}

/// Why a plugin was refused at upload.
#[derive(Debug, thiserror::Error)]
pub enum PluginRejected {
    #[error("插件大小不能超过1MB")]
    TooLarge,
    #[error("插件不是有效的WebAssembly模块: {0}")]
    Invalid(String),
    #[error("插件缺少导出函数 {0}")]
    MissingExport(&'static str),
    #[error("插件不能导入 {0}")]
    ForbiddenImport(String),
    #[error("插件未获授权使用 {0}")]
    NotGranted(String),
    #[error("插件ABI版本不受支持")]
    AbiVersion,
    #[error("插件试运行失败: {0}")]
    DryRun(String),
}

/// Per-call state: the permissions, the app's secret for `hmac_sha256`, the memory limiter.
struct Host {
    permissions: Vec<String>,
    app_secret: String,
    limits: StoreLimits,
}

/// A compiled plugin version, ready to instantiate.
struct Compiled {
    pre: InstancePre<Host>,
    permissions: Vec<String>,
}

/// The host: one engine, an epoch ticker, and compiled versions by sha256.
pub struct PluginHost {
    engine: Engine,
    linker: Linker<Host>,
    compiled: Mutex<HashMap<String, Arc<Compiled>>>,
    /// Rules running at once, at most one per core (`slot`).
    slots: tokio::sync::Semaphore,
    /// Stores running now: the epoch ticker sleeps while there are none, so
    /// an idle host wakes no thread a hundred times a second.
    running: Mutex<usize>,
    started: std::sync::Condvar,
}

/// A store running: the epoch ticks while one lives.
struct Ticking<'a>(&'a PluginHost);

impl<'a> Ticking<'a> {
    fn start(host: &'a PluginHost) -> Self {
        *host.running.lock().expect("running stores") += 1;
        host.started.notify_one();
        Self(host)
    }
}

impl Drop for Ticking<'_> {
    fn drop(&mut self) {
        *self.0.running.lock().expect("running stores") -= 1;
    }
}

fn trap(message: &str) -> wasmtime::Error {
    wasmtime::Error::msg(message.to_string())
}

impl PluginHost {
    pub fn new() -> anyhow::Result<Arc<Self>> {
        let mut pool = PoolingAllocationConfig::default();
        pool.total_memories(POOL_INSTANCES)
            .total_tables(POOL_INSTANCES)
            .total_core_instances(POOL_INSTANCES)
            .max_memories_per_module(1)
            .max_tables_per_module(1)
            .max_memory_size(MEMORY_BYTES);
        let mut config = Config::new();
        config.consume_fuel(true).epoch_interruption(true).allocation_strategy(InstanceAllocationStrategy::Pooling(pool));
        // Small reservations: a pool of 16 MiB memories, not of 4 GiB address spaces.
        config.memory_reservation(MEMORY_BYTES as u64).memory_guard_size(64 << 10).memory_reservation_for_growth(0);
        let engine = Engine::new(&config).map_err(|e| anyhow::anyhow!("{e:#}"))?;
        let mut linker: Linker<Host> = Linker::new(&engine);
        linker
            .func_wrap("platform", "log", |mut caller: Caller<'_, Host>, ptr: i32, len: i32| -> wasmtime::Result<()> {
                permitted(&caller, "log")?;
                let bytes = read(&mut caller, ptr, len.min(1024))?;
                tracing::info!(target: "plugin", message = %String::from_utf8_lossy(&bytes), "launch rule says");
                Ok(())
            })
            .map_err(|e| anyhow::anyhow!("{e:#}"))?;
        linker
            .func_wrap("platform", "hmac_sha256", |mut caller: Caller<'_, Host>, ptr: i32, len: i32, out: i32| -> wasmtime::Result<i32> {
                permitted(&caller, "sign")?;
                let message = read(&mut caller, ptr, len)?;
                let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(caller.data().app_secret.as_bytes()).expect("any key length");
                mac.update(&message);
                let hex = hex::encode(mac.finalize().into_bytes());
                write(&mut caller, out, hex.as_bytes())?;
                Ok(hex.len() as i32)
            })
            .map_err(|e| anyhow::anyhow!("{e:#}"))?;
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let host = Arc::new(Self {
            engine,
            linker,
            compiled: Mutex::new(HashMap::new()),
            slots: tokio::sync::Semaphore::new(cores),
            running: Mutex::new(0),
            started: std::sync::Condvar::new(),
        });
        // The epoch ticker ends with the host (within a second while idle).
        let weak = Arc::downgrade(&host);
        std::thread::Builder::new().name("plugin-epoch".into()).spawn(move || {
            while let Some(h) = weak.upgrade() {
                let idle = {
                    let running = h.running.lock().expect("running stores");
                    *running == 0 && *h.started.wait_timeout(running, Duration::from_secs(1)).expect("running stores").0 == 0
                };
                drop(h);
                if idle {
                    continue;
                }
                std::thread::sleep(EPOCH_TICK);
                if let Some(h) = weak.upgrade() {
                    h.engine.increment_epoch();
                }
            }
        })?;
        Ok(host)
    }

    /// Checks a plugin at upload: size, a valid module, the ABI's exports,
    /// imports only from `platform` and only what `permissions` grant, the
    /// ABI version, and a dry run. Answers its sha256 and the dry run's decision.
    pub fn check(&self, wasm: &[u8], permissions: &[String], dry_run: &LaunchInput) -> Result<(String, Decision), PluginRejected> {
        if wasm.len() > MAX_PLUGIN_BYTES {
            return Err(PluginRejected::TooLarge);
        }
        let module = Module::new(&self.engine, wasm).map_err(|e| PluginRejected::Invalid(format!("{e:#}")))?;
        for import in module.imports() {
            let name = format!("{}.{}", import.module(), import.name());
            let Some((_, permission)) = HOST_FUNCTIONS.iter().find(|(f, _)| import.module() == "platform" && *f == import.name()) else {
                return Err(PluginRejected::ForbiddenImport(name));
            };
            if !permissions.iter().any(|p| p == permission) {
                return Err(PluginRejected::NotGranted(name));
            }
        }
        for export in ["memory", "abi_version", "alloc", "launch"] {
            if module.get_export(export).is_none() {
                return Err(PluginRejected::MissingExport(export));
            }
        }
        let sha = sha256_hex(wasm);
        let compiled = self.compile(&sha, module, permissions).map_err(PluginRejected::Invalid)?;
        let _ticking = Ticking::start(self);
        let mut store = self.store(&compiled, "dry-run-secret");
        let instance = compiled.pre.instantiate(&mut store).map_err(|e| PluginRejected::DryRun(format!("{e:#}")))?;
        let version = instance.get_typed_func::<(), i32>(&mut store, "abi_version").and_then(|f| f.call(&mut store, ())).map_err(|e| PluginRejected::DryRun(format!("{e:#}")))?;
        if version != ABI_VERSION {
            return Err(PluginRejected::AbiVersion);
        }
        let decision = self.run(&sha, wasm, permissions, "dry-run-secret", dry_run).map_err(PluginRejected::DryRun)?;
        Ok((sha, decision))
    }

    fn compile(&self, sha: &str, module: Module, permissions: &[String]) -> Result<Arc<Compiled>, String> {
        let pre = self.linker.instantiate_pre(&module).map_err(|e| format!("{e:#}"))?;
        let compiled = Arc::new(Compiled { pre, permissions: permissions.to_vec() });
        self.compiled.lock().expect("plugin cache").insert(cache_key(sha, permissions), compiled.clone());
        Ok(compiled)
    }

    fn store(&self, compiled: &Compiled, app_secret: &str) -> Store<Host> {
        let limits = StoreLimitsBuilder::new().memory_size(MEMORY_BYTES).instances(1).memories(1).tables(1).trap_on_grow_failure(true).build();
        let mut store = Store::new(&self.engine, Host { permissions: compiled.permissions.clone(), app_secret: app_secret.to_string(), limits });
        store.limiter(|h| &mut h.limits);
        store.set_fuel(FUEL).expect("fuel is on");
        store.set_epoch_deadline(DEADLINE_TICKS);
        store
    }

    /// Whether a version is compiled already (then `run` needs no bytes).
    pub fn is_compiled(&self, sha: &str, permissions: &[String]) -> bool {
        self.compiled.lock().expect("plugin cache").contains_key(&cache_key(sha, permissions))
    }

    /// Runs a plugin version (compiled on first use) on one launch. An error
    /// is the reason the rule could not decide; callers refuse the launch.
    /// A place to `run` a rule, waited for: as many rules run at once as there
    /// are cores. The deadline counts wall-clock time, so a rule sharing its
    /// core with hundreds of others (a burst of launches) would miss it.
    pub async fn slot(&self) -> tokio::sync::SemaphorePermit<'_> {
        self.slots.acquire().await.expect("the plugin slots are never closed")
    }

    pub fn run(&self, sha: &str, wasm: &[u8], permissions: &[String], app_secret: &str, input: &LaunchInput) -> Result<Decision, String> {
        let cached = self.compiled.lock().expect("plugin cache").get(&cache_key(sha, permissions)).cloned();
        let compiled = match cached {
            Some(c) => c,
            None => {
                let module = Module::new(&self.engine, wasm).map_err(|e| format!("{e:#}"))?;
                self.compile(sha, module, permissions)?
            }
        };
        let input = serde_json::to_vec(input).map_err(|e| e.to_string())?;
        if input.len() > MAX_INPUT {
            return Err("输入超过64KB".into());
        }
        let _ticking = Ticking::start(self);
        let mut store = self.store(&compiled, app_secret);
        let mut call = || -> wasmtime::Result<Vec<u8>> {
            let instance = compiled.pre.instantiate(&mut store)?;
            let memory = instance.get_memory(&mut store, "memory").ok_or_else(|| trap("no memory export"))?;
            let alloc = instance.get_typed_func::<i32, i32>(&mut store, "alloc")?;
            let launch = instance.get_typed_func::<(i32, i32), i64>(&mut store, "launch")?;
            let ptr = alloc.call(&mut store, input.len() as i32)?;
            memory.write(&mut store, ptr as u32 as usize, &input).map_err(|_| trap("input pointer out of bounds"))?;
            let packed = launch.call(&mut store, (ptr, input.len() as i32))?;
            let (out_ptr, out_len) = ((packed >> 32) as u32 as usize, (packed & 0xffff_ffff) as u32 as usize);
            if out_len > MAX_OUTPUT {
                return Err(trap("output over 16 kB"));
            }
            let mut out = vec![0; out_len];
            memory.read(&store, out_ptr, &mut out).map_err(|_| trap("output pointer out of bounds"))?;
            Ok(out)
        };
        let out = call().map_err(|e| format!("{e:#}"))?;
        let answer: Answer = serde_json::from_slice(&out).map_err(|_| "插件返回的结果无法识别".to_string())?;
        match (answer.url, answer.refuse) {
            (_, Some(message)) if !message.trim().is_empty() => Ok(Decision::Refuse(message.chars().take(200).collect())),
            (Some(url), None) if !url.trim().is_empty() => Ok(Decision::Open(url)),
            _ => Err("插件返回的结果无法识别".into()),
        }
    }
}

fn cache_key(sha: &str, permissions: &[String]) -> String {
    format!("{sha}:{}", permissions.join(","))
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    use sha2::Digest;
    hex::encode(sha2::Sha256::digest(bytes))
}

fn permitted(caller: &Caller<'_, Host>, permission: &str) -> wasmtime::Result<()> {
    if caller.data().permissions.iter().any(|p| p == permission) {
        Ok(())
    } else {
        Err(trap(&format!("permission `{permission}` not granted")))
    }
}

fn memory(caller: &mut Caller<'_, Host>) -> wasmtime::Result<wasmtime::Memory> {
    caller.get_export("memory").and_then(|e| e.into_memory()).ok_or_else(|| trap("no memory export"))
}

fn read(caller: &mut Caller<'_, Host>, ptr: i32, len: i32) -> wasmtime::Result<Vec<u8>> {
    if !(0..=MAX_INPUT as i32).contains(&len) {
        return Err(trap("length out of range"));
    }
    let mem = memory(caller)?;
    let mut buf = vec![0; len as usize];
    mem.read(&*caller, ptr as u32 as usize, &mut buf).map_err(|_| trap("pointer out of bounds"))?;
    Ok(buf)
}

fn write(caller: &mut Caller<'_, Host>, ptr: i32, bytes: &[u8]) -> wasmtime::Result<()> {
    let mem = memory(caller)?;
    mem.write(&mut *caller, ptr as u32 as usize, bytes).map_err(|_| trap("pointer out of bounds"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(certified: bool) -> LaunchInput {
        LaunchInput {
            abi: 1,
            app: AppInput { app_key: "demo".into(), name: "演示应用".into(), server_url: "https://app.example.cn/entry".into() },
            user: UserInput { id: 7, name: "张三".into() },
            company: CompanyInput { id: 42, name: "演示科技有限公司".into(), certified },
            now: 1_800_000_000,
            code: Some("abc".into()),
        }
    }

    /// A module around `body`: the ABI's exports, `launch` answering the JSON at offset 1024.
    fn plugin(imports: &str, launch_body: &str, answer: &str) -> Vec<u8> {
        let escaped: String = answer.bytes().map(|b| format!("\\{b:02x}")).collect();
        let text = include_str!("../../plugins/testing/answer.wat")
            .replace("IMPORTS", imports)
            .replace("LAUNCH_BODY", launch_body)
            .replace("ANSWER", &escaped)
            .replace("LEN", &answer.len().to_string());
        wat::parse_str(text).unwrap()
    }

    fn run(host: &PluginHost, wasm: &[u8], permissions: &[&str]) -> Result<Decision, String> {
        let permissions: Vec<String> = permissions.iter().map(|p| p.to_string()).collect();
        host.run(&sha256_hex(wasm), wasm, &permissions, "secret", &input(true))
    }

    #[test]
    fn a_rule_opens_or_refuses() {
        let host = PluginHost::new().unwrap();
        let open = plugin("", "", r#"{"url":"https://app.example.cn/?c=42"}"#);
        assert_eq!(run(&host, &open, &[]), Ok(Decision::Open("https://app.example.cn/?c=42".into())));
        let refuse = plugin("", "", r#"{"refuse":"贵企业未认证"}"#);
        assert_eq!(run(&host, &refuse, &[]), Ok(Decision::Refuse("贵企业未认证".into())));
        assert_eq!(host.check(&open, &[], &input(true)).unwrap().1, Decision::Open("https://app.example.cn/?c=42".into()), "the dry run's answer comes back");
    }

    #[test]
    fn traps_loops_and_memory_bombs_become_refusals() {
        let host = PluginHost::new().unwrap();
        let trapping = plugin("", "unreachable", "{}");
        assert!(run(&host, &trapping, &[]).unwrap_err().contains("unreachable"));
        let spinning = plugin("", "(loop $l br $l)", "{}");
        let err = run(&host, &spinning, &[]).unwrap_err();
        assert!(err.contains("fuel") || err.contains("interrupt"), "{err}");
        // 300 pages of 64 KiB is over 16 MiB: growth fails, the trap refuses the launch.
        let bomb = plugin("", "(drop (memory.grow (i32.const 300)))", "{}");
        assert!(run(&host, &bomb, &[]).is_err());
        let garbage = plugin("", "", "not json");
        assert_eq!(run(&host, &garbage, &[]).unwrap_err(), "插件返回的结果无法识别");
        // The host is still fine after all that.
        let open = plugin("", "", r#"{"url":"/ok"}"#);
        assert_eq!(run(&host, &open, &[]), Ok(Decision::Open("/ok".into())));
    }

    #[test]
    fn uploads_are_checked() {
        let host = PluginHost::new().unwrap();
        let wasi = plugin(r#"(import "wasi_snapshot_preview1" "fd_write" (func (param i32 i32 i32 i32) (result i32)))"#, "", r#"{"url":"/x"}"#);
        assert!(matches!(host.check(&wasi, &[], &input(true)), Err(PluginRejected::ForbiddenImport(_))));
        let signing = plugin(r#"(import "platform" "hmac_sha256" (func (param i32 i32 i32) (result i32)))"#, "", r#"{"url":"/x"}"#);
        assert!(matches!(host.check(&signing, &[], &input(true)), Err(PluginRejected::NotGranted(_))));
        assert!(host.check(&signing, &["sign".into()], &input(true)).is_ok());
        let no_launch = wat::parse_str(r#"(module (memory (export "memory") 1) (func (export "abi_version") (result i32) i32.const 1) (func (export "alloc") (param i32) (result i32) i32.const 0))"#).unwrap();
        assert!(matches!(host.check(&no_launch, &[], &input(true)), Err(PluginRejected::MissingExport("launch"))));
        assert!(matches!(host.check(b"not wasm", &[], &input(true)), Err(PluginRejected::Invalid(_))));
        assert!(matches!(host.check(&vec![0; MAX_PLUGIN_BYTES + 1], &[], &input(true)), Err(PluginRejected::TooLarge)));
        let trapping = plugin("", "unreachable", "{}");
        assert!(matches!(host.check(&trapping, &[], &input(true)), Err(PluginRejected::DryRun(_))));
    }

    #[test]
    fn a_host_function_without_its_permission_traps() {
        let host = PluginHost::new().unwrap();
        // Granted at upload time for `log`, but run with no permissions: the call is refused at run time too.
        let logging = plugin(r#"(import "platform" "log" (func $log (param i32 i32)))"#, "(call $log (i32.const 1024) (i32.const 2))", r#"{"url":"/x"}"#);
        assert!(run(&host, &logging, &[]).unwrap_err().contains("permission"));
        assert_eq!(run(&host, &logging, &["log"]), Ok(Decision::Open("/x".into())));
    }
}

//! Layered configuration: `config/default.toml` (embedded) < `config/<profile>.toml`
//! < `PLATFORM_*` environment variables. Configuration fails closed: only the
//! `dev` and `test` profiles may keep dev secrets, demo data, sandboxes and the
//! captcha switch, and those two profiles listen on loopback only.

use figment::providers::{Env, Format, Toml};
use figment::Figment;
use ipnet::IpNet;
use serde::Deserialize;
use std::path::PathBuf;

/// The defaults ship inside the binary, so a fresh clone runs with no file at all.
const DEFAULT_TOML: &str = include_str!("../../config/default.toml");

/// Secrets that exist only so development works out of the box.
pub const DEV_JWT_SECRET: &str = "dev-only-jwt-secret-change-me";
pub const DEV_INTEGRATION_KEY: &str = "dev-only-integration-key";

/// Placeholders shipped in example files; a real deployment must replace them.
const PLACEHOLDER_SECRETS: &[&str] = &["set PLATFORM_AUTH__JWT_SECRET in the environment instead", "change-me", "changeme", "secret"];

/// The profiles in which development conveniences exist.
const DEV_PROFILES: &[&str] = &["dev", "test"];

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    #[serde(deserialize_with = "text")]
    pub profile: String,
    #[serde(deserialize_with = "text")]
    pub host: String,
    pub port: u16,
    pub data_dir: PathBuf,
    /// Empty means the embedded SQLite file `<data_dir>/platform.db`.
    #[serde(deserialize_with = "text")]
    pub database_url: String,
    pub web_dir: PathBuf,
    /// Log lines as JSON instead of text.
    pub log_json: bool,
    /// Days the audit trail keeps a row; never fewer than 180 (the Cybersecurity Law's six months).
    #[serde(default = "audit_retention_days")]
    pub audit_retention_days: i64,
    /// Proxies (CIDR, e.g. `127.0.0.1/32`) whose `X-Forwarded-For` and
    /// `X-Forwarded-Proto` are believed; the client is the rightmost address not in this list.
    pub trusted_proxies: Vec<IpNet>,
    /// Instance number mixed into generated ids, unique per running instance (0-15).
    pub node_id: u16,
    /// The application key whose menu tree `authRoleTree` serves.
    #[serde(deserialize_with = "text")]
    pub app_key: String,
    pub body_limit_bytes: usize,
    /// Seconds an instance asked to stop keeps serving while /readyz already says it is leaving, so a balancer moves on first.
    pub shutdown_drain_seconds: u64,
    pub demo_data: bool,
    /// The slider captcha before codes are sent; off only for automated tests.
    pub captcha_enabled: bool,
    /// Secret header value other platforms present to register users without SMS codes.
    #[serde(deserialize_with = "text")]
    pub integration_key: String,
    /// The address people and apps reach this platform at (`https://…`, no
    /// trailing slash): the OpenID Connect issuer. Empty: `http://<host>:<port>`.
    #[serde(default, deserialize_with = "text")]
    pub public_url: String,
    pub auth: AuthConfig,
    pub modules: ModulesConfig,
    pub codes: CodesConfig,
    pub limits: LimitsConfig,
    pub jobs: JobsConfig,
    pub pay: PayConfig,
    pub workbench: WorkbenchConfig,
    pub esign: EsignConfig,
    pub storage: StorageConfig,
    #[serde(default)]
    pub privacy: PrivacyConfig,
}

/// Where objects (logos, pictures, licences, contracts, plugins) are kept:
/// local files under `<data_dir>/objects` (one instance), or an S3-compatible
/// bucket every instance shares (Aliyun OSS, Tencent COS, MinIO, AWS S3).
#[derive(Debug, Clone, Deserialize)]
pub struct StorageConfig {
    /// `local` or `s3`.
    #[serde(deserialize_with = "text")]
    pub kind: String,
    /// The service's address, e.g. `https://oss-cn-hangzhou.aliyuncs.com`; empty for AWS itself.
    #[serde(deserialize_with = "text")]
    pub endpoint: String,
    #[serde(deserialize_with = "text")]
    pub bucket: String,
    #[serde(deserialize_with = "text")]
    pub region: String,
    #[serde(deserialize_with = "text")]
    pub access_key_id: String,
    #[serde(deserialize_with = "text")]
    pub secret_access_key: String,
    /// Bucket in the path (MinIO and most self-hosted servers) rather than in the host name.
    pub path_style: bool,
}

/// Personal data sealed at rest (`privacy`): the key-encryption keys data keys are wrapped under.
#[derive(Debug, Clone, Default, Deserialize)]
pub struct PrivacyConfig {
    /// Keys by id, each base64 of 32 random bytes (`PLATFORM_PRIVACY__KEYS__<ID>`). Whatever is
    /// configured, the key derived from `auth.jwt_secret` (id `secret`) also opens.
    #[serde(default)]
    pub keys: std::collections::BTreeMap<String, String>,
    /// The id of the key data keys are wrapped under; empty: the derived one.
    #[serde(default)]
    pub current_key: String,
}

/// Contracts: who the platform's party is and the font their PDF is set in.
#[derive(Debug, Clone, Deserialize)]
pub struct EsignConfig {
    /// 甲方 of every service contract.
    #[serde(deserialize_with = "text")]
    pub party_a: String,
    /// An OpenType/TrueType font (or collection) with Chinese glyphs.
    pub font_path: PathBuf,
    /// The face within a collection (Noto Sans CJK: 2 is SC).
    pub font_index: u32,
    /// The RFC 3161 timestamp authority (HTTP); empty: the sandbox one, in the dev and test profiles only.
    #[serde(default)]
    pub tsa_url: String,
}

/// The two application keys whose holders see the base-data and the
/// organisation-config menus (spec section 9).
#[derive(Debug, Clone, Deserialize)]
pub struct WorkbenchConfig {
    #[serde(deserialize_with = "text")]
    pub base_data_app_key: String,
    #[serde(deserialize_with = "text")]
    pub organisation_app_key: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AuthConfig {
    #[serde(deserialize_with = "text")]
    pub jwt_secret: String,
    pub token_ttl_hours: i64,
    /// Failed logins allowed per account within the window before it is locked.
    pub max_failures_per_account: i64,
    /// Failed logins allowed per client address within the window.
    pub max_failures_per_address: i64,
    pub failure_window_minutes: i64,
    /// Accounts unused this long are suspended (the user agreement's three years).
    pub inactive_days: i64,
    /// Sub-accounts one company may create.
    pub max_sub_accounts: i64,
    /// A session unused this many minutes ends (等保's idle timeout); 0: only `token_ttl_hours` ends it.
    #[serde(default)]
    pub idle_minutes: i64,
    /// The password policy (等保), today's rules by default: the shortest length, how many of
    /// lower case, upper case, digits and symbols a password mixes, days until it must be
    /// replaced (0: never), and how many recent passwords may not come back (0: none).
    #[serde(default)]
    pub password: PasswordPolicy,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(default)]
pub struct PasswordPolicy {
    pub min_length: usize,
    pub classes: usize,
    pub expiry_days: i64,
    pub history: i64,
}

impl Default for PasswordPolicy {
    fn default() -> Self {
        Self { min_length: 6, classes: 1, expiry_days: 0, history: 0 }
    }
}

impl PasswordPolicy {
    /// Why `password` does not meet the policy, if it does not (the form's own rules come first).
    pub fn refusal(&self, password: &str) -> Option<String> {
        if password.chars().count() < self.min_length {
            return Some(format!("密码长度至少为{}位", self.min_length));
        }
        let classes = [
            password.chars().any(|c| c.is_ascii_lowercase()),
            password.chars().any(|c| c.is_ascii_uppercase()),
            password.chars().any(|c| c.is_ascii_digit()),
            password.chars().any(|c| !c.is_ascii_alphanumeric()),
        ]
        .into_iter()
        .filter(|x| *x)
        .count();
        (classes < self.classes).then(|| format!("密码须包含大写字母、小写字母、数字、符号中的至少{}类", self.classes))
    }
}

/// Per-address limits of the public calls that look things up or store what visitors send.
#[derive(Debug, Clone, Deserialize)]
pub struct LimitsConfig {
    /// Look-ups (is this name or number taken?) one address may make in an hour.
    pub lookups_per_address_hourly: i64,
    /// Messages, feedback and chat lines one address may send in an hour.
    pub submissions_per_address_hourly: i64,
    /// Tries of a company's 6-digit account password in 15 minutes (each counted before it is checked).
    pub account_password_tries: i64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct CodesConfig {
    /// Codes one client address may have sent within an hour, whatever the recipients.
    pub per_address_hourly: i64,
    /// Seconds before a recipient may be sent another code for the same purpose.
    pub resend_seconds: i64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ModulesConfig {
    /// Modules switched off for this deployment: no routes, menus or jobs.
    pub disabled: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct JobsConfig {
    pub enabled: bool,
    pub tick_seconds: u64,
}

/// Payment channels. WeChat Pay v3 Native is the one built today.
#[derive(Debug, Clone, Deserialize)]
pub struct PayConfig {
    /// A WeChat payment still on hold after this long is asked about at the gateway.
    pub reconcile_after_seconds: i64,
    pub wechat: WechatPayConfig,
}

#[derive(Debug, Clone, Deserialize)]
pub struct WechatPayConfig {
    /// The gateway's base URL; empty means the platform's own sandbox in the
    /// dev and test profiles, and no WeChat payments elsewhere.
    #[serde(deserialize_with = "text")]
    pub base_url: String,
    #[serde(deserialize_with = "text")]
    pub mch_id: String,
    #[serde(deserialize_with = "text")]
    pub app_id: String,
    #[serde(deserialize_with = "text")]
    pub api_v3_key: String,
    /// PEM text (PKCS#8) of the merchant's API key.
    #[serde(deserialize_with = "text")]
    pub merchant_private_key: String,
    #[serde(deserialize_with = "text")]
    pub merchant_serial: String,
    /// PEM text (SPKI) of the gateway's platform key that signs its answers.
    #[serde(deserialize_with = "text")]
    pub platform_public_key: String,
    #[serde(deserialize_with = "text")]
    pub platform_serial: String,
    /// Where the gateway posts notifications; empty means this server's own address.
    #[serde(deserialize_with = "text")]
    pub notify_url: String,
    /// Further gateway keys trusted beside `platform_public_key`: the old or new
    /// one while WeChat rotates them.
    #[serde(default)]
    pub other_platform_keys: Vec<PlatformKey>,
    pub sandbox: WechatSandboxConfig,
}

/// A gateway key and its serial (a certificate serial, or `PUB_KEY_ID_…`).
#[derive(Debug, Clone, Deserialize)]
pub struct PlatformKey {
    #[serde(deserialize_with = "text")]
    pub serial: String,
    #[serde(deserialize_with = "text")]
    pub public_key: String,
}

/// A text value that configuration may spell as digits or a word: the
/// environment provider reads `1900000109` as a number, and a merchant number
/// is digits. Every text field of the configuration is read through it.
pub fn text<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Text {
        S(String),
        U(u64),
        I(i64),
        F(f64),
        B(bool),
    }
    Ok(match Text::deserialize(d)? {
        Text::S(s) => s,
        Text::U(n) => n.to_string(),
        Text::I(n) => n.to_string(),
        Text::F(n) => n.to_string(),
        Text::B(b) => b.to_string(),
    })
}

/// The sandbox gateway's keys: its platform private key, and the merchant's
/// public key it checks requests with. Used in the dev and test profiles only.
#[derive(Debug, Clone, Deserialize)]
pub struct WechatSandboxConfig {
    #[serde(deserialize_with = "text")]
    pub platform_private_key: String,
    #[serde(deserialize_with = "text")]
    pub merchant_public_key: String,
}

impl WechatPayConfig {
    /// True when a key or secret is the sandbox's (shipped in the defaults).
    pub fn uses_sandbox_keys(&self) -> bool {
        let defaults: Config = Figment::new().merge(Toml::string(DEFAULT_TOML)).merge(("profile", "dev")).extract().expect("embedded defaults");
        let d = &defaults.pay.wechat;
        let same_pem = |a: &str, b: &str| a.split_whitespace().eq(b.split_whitespace());
        self.api_v3_key == d.api_v3_key
            || same_pem(&self.merchant_private_key, &d.merchant_private_key)
            || same_pem(&self.platform_public_key, &d.platform_public_key)
            || same_pem(&self.platform_public_key, &d.sandbox.merchant_public_key)
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("configuration is invalid: {0}")]
    Invalid(#[from] Box<figment::Error>),
    #[error("`{0}` must be a random secret of at least 32 bytes outside the dev and test profiles; set a real one")]
    DevSecretInProduction(&'static str),
    #[error("demo data is created only in the dev and test profiles")]
    DemoDataInProduction,
    #[error("the captcha can be switched off only in the dev and test profiles")]
    CaptchaOffInProduction,
    #[error("WeChat Pay: with pay.wechat.base_url set, give this deployment's own merchant key, API v3 key and platform public key (the sandbox's are refused outside the dev and test profiles) and an https notify_url")]
    SandboxPaymentKeys,
    #[error("the {0} profile listens on a loopback address only (host is `{1}`)")]
    DevProfileNotLoopback(String, String),
}

impl Config {
    /// Loads the layered configuration for the profile named by `PLATFORM_PROFILE` (default `dev`).
    pub fn load() -> Result<Self, ConfigError> {
        let profile = std::env::var("PLATFORM_PROFILE").unwrap_or_else(|_| "dev".into());
        Self::figment(&profile).extract::<Config>().map_err(|e| ConfigError::Invalid(Box::new(e)))?.checked()
    }

    /// The layers, exposed so tests can add their own on top.
    pub fn figment(profile: &str) -> Figment {
        Figment::new()
            .merge(Toml::string(DEFAULT_TOML))
            .merge(Toml::file(format!("config/{profile}.toml")))
            .merge(Env::prefixed("PLATFORM_").split("__"))
            .merge(("profile", profile))
    }

    /// True only in the `dev` and `test` profiles: demo data, the outbox page,
    /// sandbox providers and the captcha switch exist there and nowhere else.
    /// The platform's public address (the OpenID Connect issuer), without a trailing slash.
    pub fn public_url(&self) -> String {
        if self.public_url.is_empty() {
            format!("http://{}:{}", self.host, self.port)
        } else {
            self.public_url.trim_end_matches('/').to_string()
        }
    }

    pub fn is_dev(&self) -> bool {
        DEV_PROFILES.contains(&self.profile.as_str())
    }

    /// Sandbox providers (WeChat login, payment, OCR, e-signature, chat, the outbox).
    pub fn sandboxes(&self) -> bool {
        self.is_dev()
    }

    pub fn checked(self) -> Result<Self, ConfigError> {
        if self.is_dev() {
            if !is_loopback_host(&self.host) {
                return Err(ConfigError::DevProfileNotLoopback(self.profile.clone(), self.host.clone()));
            }
            return Ok(self);
        }
        if weak_secret(&self.auth.jwt_secret, DEV_JWT_SECRET) {
            return Err(ConfigError::DevSecretInProduction("auth.jwt_secret"));
        }
        if weak_secret(&self.integration_key, DEV_INTEGRATION_KEY) {
            return Err(ConfigError::DevSecretInProduction("integration_key"));
        }
        if self.demo_data {
            return Err(ConfigError::DemoDataInProduction);
        }
        if !self.captcha_enabled {
            return Err(ConfigError::CaptchaOffInProduction);
        }
        // WeChat Pay is off when no gateway is named; when one is, its keys must be this deployment's.
        if !self.pay.wechat.base_url.is_empty() && (self.pay.wechat.uses_sandbox_keys() || !self.pay.wechat.notify_url.starts_with("https://")) {
            return Err(ConfigError::SandboxPaymentKeys);
        }
        Ok(self)
    }

    pub fn database_url(&self) -> String {
        if self.database_url.is_empty() {
            format!("sqlite://{}?mode=rwc", self.data_dir.join("platform.db").display())
        } else {
            self.database_url.clone()
        }
    }

    pub fn module_enabled(&self, name: &str) -> bool {
        !self.modules.disabled.iter().any(|d| d == name)
    }
}

fn is_loopback_host(host: &str) -> bool {
    host == "localhost" || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// A secret that is the dev value, a placeholder, shorter than 32 bytes, or
/// plainly not random (spaces, or fewer than 12 different characters).
fn weak_secret(secret: &str, dev_value: &str) -> bool {
    let distinct: std::collections::BTreeSet<char> = secret.chars().collect();
    secret == dev_value
        || PLACEHOLDER_SECRETS.iter().any(|p| secret.eq_ignore_ascii_case(p))
        || secret.len() < 32
        || secret.chars().any(char::is_whitespace)
        || distinct.len() < 12
}

#[cfg(test)]
mod tests {
    use super::*;

    fn load(fig: Figment) -> Result<Config, ConfigError> {
        fig.extract::<Config>().map_err(|e| ConfigError::Invalid(Box::new(e)))?.checked()
    }

    const REAL_SECRET: &str = "a-real-secret-of-at-least-32-characters!";

    fn production() -> Figment {
        Config::figment("production")
            .merge(("auth.jwt_secret", REAL_SECRET))
            .merge(("integration_key", "a-real-integration-key-0123456789"))
            .merge(("demo_data", false))
    }

    #[test]
    fn defaults_load_for_dev() {
        let c = load(Config::figment("dev")).unwrap();
        assert_eq!(c.port, 8080);
        assert!(c.demo_data);
        assert!(c.module_enabled("identity"));
        assert!(c.database_url().starts_with("sqlite://"));
    }

    #[test]
    fn production_refuses_dev_secret() {
        let err = load(Config::figment("production").merge(("demo_data", false))).unwrap_err();
        assert!(matches!(err, ConfigError::DevSecretInProduction("auth.jwt_secret")), "{err}");
    }

    #[test]
    fn every_other_profile_fails_closed() {
        for profile in ["staging", "prod", "Production", "production "] {
            let err = load(Config::figment(profile).merge(("demo_data", false))).unwrap_err();
            assert!(matches!(err, ConfigError::DevSecretInProduction("auth.jwt_secret")), "{profile}: {err}");
            let err = load(Config::figment(profile).merge(("auth.jwt_secret", REAL_SECRET)).merge(("integration_key", "a-real-integration-key-0123456789")))
                .unwrap_err();
            assert!(matches!(err, ConfigError::DemoDataInProduction), "{profile}: demo data stays a dev feature: {err}");
        }
        let staging = Config::figment("staging")
            .merge(("auth.jwt_secret", REAL_SECRET))
            .merge(("integration_key", "a-real-integration-key-0123456789"))
            .merge(("demo_data", false));
        let c = load(staging).unwrap();
        assert!(!c.is_dev() && !c.sandboxes());
    }

    #[test]
    fn placeholder_and_short_secrets_are_refused() {
        for weak in [
            "set PLATFORM_AUTH__JWT_SECRET in the environment instead",
            "short-secret",
            "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
            "abababababababababababababababababababab",
        ] {
            let err = load(production().merge(("auth.jwt_secret", weak))).unwrap_err();
            assert!(matches!(err, ConfigError::DevSecretInProduction("auth.jwt_secret")), "{weak}: {err}");
        }
        let example = Config::figment("production").merge(Toml::file(concat!(env!("CARGO_MANIFEST_DIR"), "/../config/production.example.toml")));
        let err = load(example.merge(("integration_key", "a-real-integration-key-0123456789"))).unwrap_err();
        assert!(matches!(err, ConfigError::DevSecretInProduction("auth.jwt_secret")), "the example file's placeholder: {err}");
    }

    #[test]
    fn dev_profiles_listen_on_loopback_only() {
        for host in ["127.0.0.1", "::1", "localhost"] {
            assert!(load(Config::figment("dev").merge(("host", host))).is_ok(), "{host}");
        }
        for (profile, host) in [("dev", "0.0.0.0"), ("test", "192.168.1.20"), ("dev", "::")] {
            let err = load(Config::figment(profile).merge(("host", host))).unwrap_err();
            assert!(matches!(err, ConfigError::DevProfileNotLoopback(..)), "{profile} {host}: {err}");
        }
    }

    #[test]
    fn trusted_proxies_are_cidr_networks() {
        let c = load(Config::figment("dev").merge(("trusted_proxies", vec!["127.0.0.1/32", "10.0.0.0/8"]))).unwrap();
        assert_eq!(c.trusted_proxies.len(), 2);
        assert!(load(Config::figment("dev").merge(("trusted_proxies", vec!["not-a-network"]))).is_err());
    }

    #[test]
    fn production_refuses_demo_data_dev_keys_and_no_captcha() {
        assert!(!load(production()).unwrap().is_dev());
        let err = load(production().merge(("demo_data", true))).unwrap_err();
        assert!(matches!(err, ConfigError::DemoDataInProduction), "{err}");
        let err = load(production().merge(("integration_key", DEV_INTEGRATION_KEY))).unwrap_err();
        assert!(matches!(err, ConfigError::DevSecretInProduction("integration_key")), "{err}");
        let err = load(production().merge(("captcha_enabled", false))).unwrap_err();
        assert!(matches!(err, ConfigError::CaptchaOffInProduction), "{err}");
    }

    #[test]
    fn environment_overrides_files() {
        figment::Jail::expect_with(|jail| {
            jail.set_env("PLATFORM_PORT", "9191");
            jail.set_env("PLATFORM_AUTH__TOKEN_TTL_HOURS", "5");
            jail.set_env("PLATFORM_MODULES__DISABLED", "[market]");
            let c = load(Config::figment("dev")).unwrap();
            assert_eq!((c.port, c.auth.token_ttl_hours), (9191, 5));
            assert!(!c.module_enabled("market"));
            Ok(())
        });
    }

    /// A merchant number is digits; from the environment it parses as a number
    /// and must still be taken as text (as must every other text value).
    #[test]
    fn text_values_may_be_digits() {
        figment::Jail::expect_with(|jail| {
            jail.set_env("PLATFORM_PAY__WECHAT__MCH_ID", "1900000109");
            jail.set_env("PLATFORM_PAY__WECHAT__APP_ID", "2026");
            jail.set_env("PLATFORM_PAY__WECHAT__PLATFORM_SERIAL", "true");
            jail.set_env("PLATFORM_APP_KEY", "-12");
            let c = load(Config::figment("dev")).unwrap();
            assert_eq!(c.pay.wechat.mch_id, "1900000109");
            assert_eq!(c.pay.wechat.app_id, "2026");
            assert_eq!(c.pay.wechat.platform_serial, "true");
            assert_eq!(c.app_key, "-12");
            Ok(())
        });
    }
}

fn audit_retention_days() -> i64 {
    180
}

#[cfg(test)]
mod password_policy_tests {
    use super::PasswordPolicy;

    #[test]
    fn the_default_is_today_s_rule_and_a_stricter_one_says_what_is_missing() {
        assert_eq!(PasswordPolicy::default().refusal("abcdef"), None);
        let strict = PasswordPolicy { min_length: 10, classes: 3, ..Default::default() };
        assert_eq!(strict.refusal("Abc12"), Some("密码长度至少为10位".into()));
        assert_eq!(strict.refusal("abcdefgh12"), Some("密码须包含大写字母、小写字母、数字、符号中的至少3类".into()));
        assert_eq!(strict.refusal("Abcdefgh12"), None);
        assert_eq!(strict.refusal("abcdefgh!2"), None, "a symbol is a class");
    }
}

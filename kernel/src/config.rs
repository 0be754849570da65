//! Layered configuration: `config/default.toml` (embedded) < `config/<profile>.toml`
//! < `PLATFORM_*` environment variables. A production profile refuses dev secrets.

use figment::providers::{Env, Format, Toml};
use figment::Figment;
use serde::Deserialize;
use std::path::PathBuf;

/// The defaults ship inside the binary, so a fresh clone runs with no file at all.
const DEFAULT_TOML: &str = include_str!("../../config/default.toml");

/// Secrets that exist only so development works out of the box.
pub const DEV_JWT_SECRET: &str = "dev-only-jwt-secret-change-me";
pub const DEV_INTEGRATION_KEY: &str = "dev-only-integration-key";

#[derive(Debug, Clone, Deserialize)]
pub struct Config {
    pub profile: String,
    pub host: String,
    pub port: u16,
    pub data_dir: PathBuf,
    /// Empty means the embedded SQLite file `<data_dir>/platform.db`.
    pub database_url: String,
    pub web_dir: PathBuf,
    /// Log lines as JSON instead of text.
    pub log_json: bool,
    /// Take the client address from `X-Forwarded-For` (only behind a trusted proxy).
    pub trust_forwarded_for: bool,
    /// Instance number mixed into generated ids, unique per running instance (0-15).
    pub node_id: u16,
    /// The application key whose menu tree `authRoleTree` serves.
    pub app_key: String,
    pub body_limit_bytes: usize,
    pub demo_data: bool,
    /// The slider captcha before codes are sent; off only for automated tests.
    pub captcha_enabled: bool,
    /// Secret header value other platforms present to register users without SMS codes.
    pub integration_key: String,
    pub auth: AuthConfig,
    pub modules: ModulesConfig,
    pub codes: CodesConfig,
    pub jobs: JobsConfig,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AuthConfig {
    pub jwt_secret: String,
    pub token_ttl_hours: i64,
    /// Failed logins allowed per account within the window before it is locked.
    pub max_failures_per_account: i64,
    /// Failed logins allowed per client address within the window.
    pub max_failures_per_address: i64,
    pub failure_window_minutes: i64,
    /// Accounts unused this long are suspended (the user agreement's three years).
    pub inactive_days: i64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct CodesConfig {
    /// Codes one client address may have sent within an hour, whatever the recipients.
    pub per_address_hourly: i64,
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

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("configuration is invalid: {0}")]
    Invalid(#[from] Box<figment::Error>),
    #[error("the production profile refuses the development value of `{0}`; set a real one")]
    DevSecretInProduction(&'static str),
    #[error("demo data is never created in the production profile")]
    DemoDataInProduction,
    #[error("the captcha cannot be switched off in the production profile")]
    CaptchaOffInProduction,
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

    pub fn is_production(&self) -> bool {
        self.profile == "production"
    }

    pub fn checked(self) -> Result<Self, ConfigError> {
        if self.is_production() {
            if self.auth.jwt_secret == DEV_JWT_SECRET || self.auth.jwt_secret.len() < 32 {
                return Err(ConfigError::DevSecretInProduction("auth.jwt_secret"));
            }
            if self.integration_key == DEV_INTEGRATION_KEY || self.integration_key.len() < 24 {
                return Err(ConfigError::DevSecretInProduction("integration_key"));
            }
            if self.demo_data {
                return Err(ConfigError::DemoDataInProduction);
            }
            if !self.captcha_enabled {
                return Err(ConfigError::CaptchaOffInProduction);
            }
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
    fn production_refuses_demo_data_dev_keys_and_no_captcha() {
        assert!(load(production()).unwrap().is_production());
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
            jail.set_env("PLATFORM_MODULES__DISABLED", "[content]");
            let c = load(Config::figment("dev")).unwrap();
            assert_eq!((c.port, c.auth.token_ttl_hours), (9191, 5));
            assert!(!c.module_enabled("content"));
            Ok(())
        });
    }
}

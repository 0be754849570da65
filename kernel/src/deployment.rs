//! What this deployment runs, as 模块与健康 shows it: the kernel and the enabled modules with
//! their versions, menus, jobs and migrations, gathered once at start (`module::Registry`).

use std::time::Duration;

/// A module as built into this binary and enabled here.
#[derive(Debug, Clone)]
pub struct ModuleInfo {
    pub name: &'static str,
    pub title: &'static str,
    pub version: &'static str,
    pub menus: Vec<(&'static str, String)>,
    pub jobs: Vec<(&'static str, Duration)>,
    /// The versions of its migrations, with their descriptions.
    pub migrations: Vec<(i64, String)>,
}

impl ModuleInfo {
    /// Menus with their full paths (a page's path joined to its folder's).
    pub fn menus_of(entries: &[crate::menu::MenuEntry], all: &crate::menu::MenuRegistry) -> Vec<(&'static str, String)> {
        entries.iter().filter(|e| !e.hidden).map(|e| (e.title, all.full_path(e))).collect()
    }

    pub fn migrations_of(migrator: Option<&sqlx::migrate::Migrator>) -> Vec<(i64, String)> {
        migrator.map(|m| m.iter().filter(|m| !m.migration_type.is_down_migration()).map(|m| (m.version, m.description.to_string())).collect()).unwrap_or_default()
    }
}

/// The name the shared business services go by among the modules (`module::Foundation`).
pub const FOUNDATION: &str = "services";

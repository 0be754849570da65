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

/// Whether what an area declared (a figure, a sealed column) is in force here: the kernel's
/// and the shared services' always, a module's when the deployment enables it.
pub fn is_on(area: &str, enabled: &[&str]) -> bool {
    area == "kernel" || area == FOUNDATION || enabled.contains(&area)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_kernel_and_the_shared_services_are_always_on_and_a_module_when_enabled() {
        use super::is_on;
        assert!(is_on("kernel", &[]) && is_on(super::FOUNDATION, &[]));
        assert!(is_on("orders", &["orders"]) && !is_on("orders", &["market"]));
    }
}

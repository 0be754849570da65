//! The workbench: the console every signed-in user lands on. Its page lives in
//! the `workbench` remote; its data comes from the other areas' APIs.

use kernel::menu::{MenuAccess, MenuEntry};
use kernel::{Module, ModuleDescriptor};

pub const NAME: &str = "workbench";

pub mod menus {
    pub const HOME: &str = "workbench.home";
    pub const CONSOLE: &str = "workbench.console";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::folder(menus::HOME, "/home", "Home", "首页", "dashboard").order(0).redirect("/home/console"),
    MenuEntry::page(menus::CONSOLE, menus::HOME, "console", "Console", "workbench/Console", "工作台", MenuAccess::AnyUser)
        .icon("dashboard")
        .affix()
        .order(1),
];

struct Workbench;

impl Module for Workbench {
    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["workbench"]
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, order: 20, build: || Box::new(Workbench) }
}

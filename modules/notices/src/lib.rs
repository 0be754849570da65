//! The message centre: the signed-in user's messages (read, marked and deleted
//! through the kernel's message service) and the to-dos waiting for them or
//! started by them (the kernel's to-do service). It owns no table: every area
//! sends messages and opens to-dos on its own transactions.

mod message;
mod todo;

use kernel::menu::{folders, MenuAccess, MenuEntry};
use kernel::{AppState, Module, ModuleDescriptor};
use utoipa_axum::router::OpenApiRouter;

pub const NAME: &str = "notices";

pub mod menus {
    pub const MESSAGES: &str = "notices.messages";
    pub const TODOS: &str = "notices.todos";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::page(menus::MESSAGES, folders::USER_CENTER, "message", "Messages", "notices/Messages", "消息中心", MenuAccess::AnyUser).order(86),
    MenuEntry::page(menus::TODOS, folders::USER_CENTER, "todo", "Todos", "notices/Todos", "待办事项", MenuAccess::AnyUser).order(87),
];

struct Notices;

impl Module for Notices {
    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(message::router()).merge(todo::router())
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["notices"]
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, order: 45, build: || Box::new(Notices) }
}

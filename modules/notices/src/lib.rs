//! Notices and the message centre: the platform's system notices and the
//! platform company's notices and news (its own tables, `migrations/notices/`,
//! read by visitors and managed by operators under 内容管理 › 公告管理), the
//! signed-in user's messages (read, marked and deleted through the kernel's
//! message service) and the to-dos waiting for them or started by them (the
//! kernel's to-do service): every area sends messages and opens to-dos on its
//! own transactions.

mod message;
mod notice;
mod todo;

use services::identity::Role;
use kernel::menu::{folders, MenuAccess, MenuEntry};
use kernel::site::RevisionCache;
use kernel::{AppState, Module, ModuleDescriptor};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;

pub const NAME: &str = "notices";

pub mod menus {
    pub const MESSAGES: &str = "notices.messages";
    pub const TODOS: &str = "notices.todos";
    pub const NOTICES: &str = "content.notices";
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::page(menus::MESSAGES, folders::USER_CENTER, "message", "Messages", "notices/Messages", "消息中心", MenuAccess::AnyUser).order(86),
    MenuEntry::page(menus::TODOS, folders::USER_CENTER, "todo", "Todos", "notices/Todos", "待办事项", MenuAccess::AnyUser).order(87),
    MenuEntry::page(menus::NOTICES, folders::CONTENT, "notices", "ContentNotices", "notices/Notices", "公告管理", MenuAccess::Role(Role::Operator))
        .order(92),
];

/// Each built app has its own read cache of the public notice list.
struct Notices {
    cache: Arc<RevisionCache>,
}

impl Module for Notices {
    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(message::router()).merge(todo::router()).merge(notice::router(self.cache.clone()))
    }

    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/notices"))
    }

    fn provide(&self, provided: &mut kernel::contracts::Provided) {
        provided.add::<dyn kernel::contracts::PublicDocuments>(Arc::new(notice::NoticeDocuments));
    }

    #[cfg(feature = "demo")]
    fn seed_demo<'a>(&'a self, state: &'a AppState) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(notice::seed(state))
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["notices"]
    }
}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "公告与消息", version: env!("CARGO_PKG_VERSION"), order: 45, build: || Box::new(Notices { cache: Arc::default() }) }
}

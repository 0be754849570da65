//! The points account: one per company, an append-only ledger whose sum is
//! the balance, recharges by WeChat scan-to-pay (through the kernel's payment
//! service) with package bonuses, paying orders with points (the kernel's
//! `PointsAccount`, which the orders module calls without importing this one),
//! and the operators' freeze.

mod account;
mod figures_repo;
mod error;
mod recharge;

use services::identity::Role;
use kernel::menu::{folders, MenuAccess, MenuEntry};
use services::payments::PaymentPurpose;
use kernel::{AppState, Module, ModuleDescriptor};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;

pub use error::AccountError;

pub const NAME: &str = "account";

pub mod menus {
    pub const ACCOUNT: &str = "account.manage";
    pub const OPERATORS: &str = "account.operators";
}

/// The company's points (balance, ledger, top-ups) are its money: a sub-account needs 账户管理.
pub struct AccountMenu;
impl kernel::auth::MenuKey for AccountMenu {
    const KEY: &'static str = menus::ACCOUNT;
}

const MENUS: &[MenuEntry] = &[
    MenuEntry::page(menus::ACCOUNT, folders::USER_CENTER, "accountManage", "AccountManage", "account/AccountManage", "账户管理", MenuAccess::CompanyGranted)
        .grant_note("可查看积分余额与明细、充值积分；设置账户密码需企业主账号")
        .order(84),
    MenuEntry::page(menus::OPERATORS, folders::OPERATION, "accounts", "Accounts", "account/Accounts", "积分账户", MenuAccess::Role(Role::Operator)).order(94),
];

struct Account;

impl Module for Account {
    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/account"))
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(account::router()).merge(recharge::router())
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["account"]
    }

    fn provide(&self, provided: &mut kernel::contracts::Provided) {
        provided.offer::<dyn kernel::contracts::PointsAccount>(Arc::new(account::CompanyPoints));
        provided.add::<dyn PaymentPurpose>(Arc::new(recharge::RechargePurpose));
    }

    fn seed_scale<'a>(&'a self, state: &'a AppState, scale: &'a kernel::scale::Scale) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(account::repo::seed_scale(&state.db, scale))
    }

}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "积分账户", version: env!("CARGO_PKG_VERSION"), order: 35, build: || Box::new(Account) }
}

//! Orders: the purchase-term dictionary and the enum dictionaries, buying a
//! product version for a term, declaring a product, paying for an order by
//! WeChat scan-to-pay through the kernel's payment service, the 30-minute
//! expiry, and activation (the bought service becomes the company's app).
//! Products come from the kernel's `Catalogue`, never from the market module.

mod declare;
mod dictionary;
mod figures_repo;
mod error;
mod invoice;
mod order;
mod payment;
mod refund;

use services::identity::Role;
use kernel::jobs::Job;
use kernel::menu::{folders, MenuAccess, MenuEntry};
use services::payments::PaymentPurpose;
use kernel::{AppState, Module, ModuleDescriptor};
use std::sync::Arc;
use utoipa_axum::router::OpenApiRouter;

pub use error::OrdersError;
pub use order::{expire_unpaid, total_price, PAY_WINDOW_MS};

pub const NAME: &str = "orders";

pub mod menus {
    pub const FOLDER: &str = "orders";
    pub const ORDERS: &str = "orders.list";
    pub const DECLARATIONS: &str = "orders.declarations";
    pub const DICTIONARIES: &str = "orders.dictionaries";
    pub const MANAGE: &str = "orders.manage";
    pub const RECONCILIATION: &str = "orders.reconciliation";
    pub const INVOICES: &str = "orders.invoices";
    pub const INVOICE_MANAGE: &str = "orders.invoiceManage";
}

/// The calls of 我的订单 (buying and paying included) need its grant.
pub struct OrderMenu;
impl kernel::auth::MenuKey for OrderMenu {
    const KEY: &'static str = menus::ORDERS;
}

/// Asking for and downloading invoices needs 发票管理.
pub struct InvoiceMenu;
impl kernel::auth::MenuKey for InvoiceMenu {
    const KEY: &'static str = menus::INVOICES;
}

const MENUS: &[MenuEntry] = &[
    // The spec's /order: a section of its own that opens on the company's order list.
    MenuEntry::folder(menus::FOLDER, "/order", "Order", "订单管理", "shopping-cart").order(30).redirect("/order/list"),
    MenuEntry::page(menus::ORDERS, menus::FOLDER, "list", "OrderList", "orders/OrderList", "我的订单", MenuAccess::CompanyGranted)
        .order(31)
        .grant_note("可查看企业订单、购买产品并支付（积分支付还需账户管理）"),
    // The company's invoices: asked for from 我的订单, downloaded here.
    MenuEntry::page(menus::INVOICES, menus::FOLDER, "invoices", "InvoiceList", "orders/InvoiceList", "发票管理", MenuAccess::CompanyGranted)
        .order(32)
        .grant_note("可为已支付订单申请开票、下载发票"),
    MenuEntry::page(menus::DECLARATIONS, folders::OPERATION, "declarations", "Declarations", "orders/Declarations", "产品申报", MenuAccess::Role(Role::Operator))
        .order(93),
    MenuEntry::page(menus::DICTIONARIES, folders::OPERATION, "dictionaries", "Dictionaries", "orders/Dictionaries", "数据字典", MenuAccess::Role(Role::Operator))
        .order(96),
    // Every company's orders and their refunds, and the daily reconciliation against WeChat's bill.
    MenuEntry::page(menus::MANAGE, folders::OPERATION, "orders", "OrderManage", "orders/OrderManage", "平台订单", MenuAccess::Role(Role::Operator)).order(91),
    MenuEntry::page(menus::RECONCILIATION, folders::OPERATION, "reconciliation", "Reconciliation", "orders/Reconciliation", "支付对账", MenuAccess::Role(Role::Operator))
        .order(92),
    // The requests waiting to be issued or rejected, and issued invoices to reverse (红冲).
    MenuEntry::page(menus::INVOICE_MANAGE, folders::OPERATION, "invoices", "InvoiceManage", "orders/InvoiceManage", "发票管理", MenuAccess::Role(Role::Operator))
        .order(94),
];

struct Orders;

impl Module for Orders {
    fn migrations(&self) -> Option<sqlx::migrate::Migrator> {
        Some(sqlx::migrate!("../../migrations/orders"))
    }

    /// The term labels order creation reads are kept (`order::buy`).
    fn memo_tables(&self) -> &'static [&'static str] {
        &["dict_data"]
    }

    /// The order list is kept per caller (`order::list`).
    fn activity_tables(&self) -> &'static [&'static str] {
        &["orders", "order_details"]
    }

    fn routes(&self) -> OpenApiRouter<AppState> {
        OpenApiRouter::new().merge(dictionary::router()).merge(order::router()).merge(payment::router()).merge(declare::router()).merge(refund::router()).merge(invoice::router())
    }

    fn menus(&self) -> &'static [MenuEntry] {
        MENUS
    }

    fn remotes(&self) -> &'static [&'static str] {
        &["orders"]
    }

    fn jobs(&self) -> Vec<Job> {
        vec![order::expiry_job()]
    }

    fn seed_scale<'a>(&'a self, state: &'a AppState, scale: &'a kernel::scale::Scale) -> kernel::BoxFuture<'a, anyhow::Result<()>> {
        Box::pin(order::repo::seed_scale(&state.db, scale))
    }

    fn provide(&self, provided: &mut kernel::contracts::Provided) {
        provided.offer::<dyn kernel::contracts::Sales>(Arc::new(order::OrderSales));
        provided.add::<dyn PaymentPurpose>(Arc::new(order::OrderPurpose));
    }

}

kernel::inventory::submit! {
    ModuleDescriptor { name: NAME, title: "订单与支付", version: env!("CARGO_PKG_VERSION"), order: 30, build: || Box::new(Orders) }
}

//! The orders area's figures on the operators' 运营看板 (`kernel::dashboard`).

use kernel::dashboard::{Figure, Listed, Query, Unit};

static ORDERS: Figure = Figure {
    key: "orders.new",
    module: crate::NAME,
    group: "订单",
    label: "新增订单",
    unit: Unit::Count,
    link: Some("/operation/orders"),
    order: 30,
    query: Query::Daily("SELECT (create_time + 28800000) / 86400000 AS day, COUNT(*) FROM orders WHERE create_time >= $1 GROUP BY (create_time + 28800000) / 86400000"),
};
kernel::inventory::submit!(Listed(&ORDERS));

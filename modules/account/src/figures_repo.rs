//! The points area's figures on the operators' 运营看板 (`kernel::dashboard`): points bought
//! (top-ups and their bonuses) and points spent (orders and API calls).

use kernel::dashboard::{Figure, Listed, Query, Unit};

static TOPPED_UP: Figure = Figure {
    key: "points.topped-up",
    module: crate::NAME,
    group: "积分",
    label: "积分充值",
    unit: Unit::Points,
    link: Some("/operation/accounts"),
    order: 50,
    query: Query::Daily(
        "SELECT (create_time + 28800000) / 86400000 AS day, CAST(SUM(points) AS BIGINT) FROM account_ledger
         WHERE create_time >= $1 AND kind IN ('topup', 'bonus') GROUP BY (create_time + 28800000) / 86400000",
    ),
};
static SPENT: Figure = Figure {
    key: "points.spent",
    module: crate::NAME,
    group: "积分",
    label: "积分消费",
    unit: Unit::Points,
    link: Some("/operation/accounts"),
    order: 51,
    query: Query::Daily(
        "SELECT (create_time + 28800000) / 86400000 AS day, CAST(-SUM(points) AS BIGINT) FROM account_ledger
         WHERE create_time >= $1 AND kind IN ('order', 'api') GROUP BY (create_time + 28800000) / 86400000",
    ),
};
kernel::inventory::submit!(Listed(&TOPPED_UP));
kernel::inventory::submit!(Listed(&SPENT));

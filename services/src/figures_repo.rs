//! The shared services' figures for 运营看板: new companies, payments and refunds.

use kernel::dashboard::{Figure, Listed, Query, Unit};

static COMPANIES: Figure = Figure {
    key: "companies.new",
    module: kernel::module::FOUNDATION,
    group: "企业",
    label: "新增企业",
    unit: Unit::Count,
    link: Some("/operation/companies"),
    order: 10,
    query: Query::Daily("SELECT (create_time + 28800000) / 86400000 AS day, COUNT(*) FROM companies WHERE create_time >= $1 GROUP BY (create_time + 28800000) / 86400000"),
};
static PAID: Figure = Figure {
    key: "payments.paid",
    module: kernel::module::FOUNDATION,
    group: "收入",
    label: "支付收入",
    unit: Unit::Fen,
    link: Some("/operation/orders"),
    order: 40,
    query: Query::Daily(
        "SELECT (pay_time + 28800000) / 86400000 AS day, CAST(SUM(amount) AS BIGINT) FROM payments WHERE pay_time >= $1 AND status = 'success' GROUP BY (pay_time + 28800000) / 86400000",
    ),
};
static REFUNDED: Figure = Figure {
    key: "refunds.succeeded",
    module: kernel::module::FOUNDATION,
    group: "收入",
    label: "退款金额",
    unit: Unit::Fen,
    link: Some("/operation/orders"),
    order: 41,
    query: Query::Daily(
        "SELECT (success_time + 28800000) / 86400000 AS day, CAST(SUM(amount) AS BIGINT) FROM refunds WHERE success_time >= $1 AND status = 'success' GROUP BY (success_time + 28800000) / 86400000",
    ),
};

kernel::inventory::submit!(Listed(&COMPANIES));
kernel::inventory::submit!(Listed(&PAID));
kernel::inventory::submit!(Listed(&REFUNDED));

/// `users.id_card` holds sealed ID numbers (`kernel::privacy`).
static USERS_ID_CARD: kernel::privacy::Sealed = kernel::privacy::Sealed { module: kernel::module::FOUNDATION, table: "users", column: "id_card", kind: kernel::privacy::kind::ID_CARD, index_column: None };
kernel::inventory::submit!(kernel::privacy::SealedColumn(&USERS_ID_CARD));

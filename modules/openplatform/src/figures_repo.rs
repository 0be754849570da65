//! The open platform's figures on the operators' 运营看板 (`kernel::dashboard`): API calls per day,
//! and those that failed (refused, or answered with an error).

use kernel::dashboard::{Figure, Listed, Query, Unit};

static CALLS: Figure = Figure {
    key: "api.calls",
    module: crate::NAME,
    group: "开放接口",
    label: "接口调用",
    unit: Unit::Count,
    link: Some("/operation/openApiReview"),
    order: 70,
    query: Query::Daily("SELECT (create_time + 28800000) / 86400000 AS day, COUNT(*) FROM open_calls WHERE create_time >= $1 GROUP BY (create_time + 28800000) / 86400000"),
};
static FAILED: Figure = Figure {
    key: "api.failed",
    module: crate::NAME,
    group: "开放接口",
    label: "调用失败",
    unit: Unit::Count,
    link: Some("/operation/openApiReview"),
    order: 71,
    query: Query::Daily(
        "SELECT (create_time + 28800000) / 86400000 AS day, COUNT(*) FROM open_calls
         WHERE create_time >= $1 AND (outcome = 'refused' OR status >= 400 OR (status = 0 AND outcome <> 'pending'))
         GROUP BY (create_time + 28800000) / 86400000",
    ),
};
kernel::inventory::submit!(Listed(&CALLS));
kernel::inventory::submit!(Listed(&FAILED));

//! The certification area's figures on the operators' 运营看板 (`kernel::dashboard`): submissions
//! waiting for a review now, and reviews decided per day.

use kernel::dashboard::{Figure, Listed, Query, Unit};

static WAITING: Figure = Figure {
    key: "certifications.waiting",
    module: crate::NAME,
    group: "认证",
    label: "待审认证",
    unit: Unit::Count,
    link: Some("/operation/certifications"),
    order: 15,
    query: Query::Now("SELECT COUNT(*) FROM certifications WHERE status = 1"),
};
static DECIDED: Figure = Figure {
    key: "certifications.decided",
    module: crate::NAME,
    group: "认证",
    label: "已审认证",
    unit: Unit::Count,
    link: Some("/operation/certifications"),
    order: 16,
    query: Query::Daily(
        "SELECT (review_time + 28800000) / 86400000 AS day, COUNT(*) FROM certifications
         WHERE review_time >= $1 AND status IN (2, 3) GROUP BY (review_time + 28800000) / 86400000",
    ),
};
kernel::inventory::submit!(Listed(&WAITING));
kernel::inventory::submit!(Listed(&DECIDED));

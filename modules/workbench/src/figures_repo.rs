//! The workbench's figure on the operators' 运营看板 (`kernel::dashboard`): apps opened per day,
//! those already added into the daily counts and those still waiting for the job.

use kernel::dashboard::{Figure, Listed, Query, Unit};

static LAUNCHES: Figure = Figure {
    key: "apps.launches",
    module: crate::NAME,
    group: "应用",
    label: "应用打开",
    unit: Unit::Count,
    link: None,
    order: 60,
    query: Query::Daily(
        "SELECT day, CAST(SUM(n) AS BIGINT) FROM (
             SELECT day, launches AS n FROM launch_counts WHERE day >= $2
             UNION ALL SELECT day, 1 AS n FROM launch_events WHERE day >= $2 AND refused = 0
         ) AS l GROUP BY day",
    ),
};
kernel::inventory::submit!(Listed(&LAUNCHES));

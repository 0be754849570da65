//! A large platform's year of data, written in bulk for the scale bench (`make bench-scale`):
//! each owner of a table fills its own rows with `INSERT … SELECT` over a counted sequence, so a
//! million rows never cross the wire one by one and both databases run the same text.

use crate::db::{Backend, Db};

/// How many rows of each kind a seeded platform holds, and whose year it is.
#[derive(Debug, Clone, Copy)]
pub struct Scale {
    pub companies: i64,
    pub users: i64,
    pub orders: i64,
    pub ledger: i64,
    pub messages: i64,
    pub todos: i64,
    pub contracts: i64,
    pub company_apps: i64,
    pub products: i64,
    pub help_docs: i64,
    /// The large customer: a tenth of the orders, ledger rows, messages, to-dos and contracts
    /// are its company's and its main account's, so its screens show a year of a big company.
    pub customer: Customer,
    /// The first instant of the year, epoch ms; rows are spread over the year after it.
    pub start: i64,
}

#[derive(Debug, Clone, Copy)]
pub struct Customer {
    pub company_id: i64,
    pub user_id: i64,
}

/// Where the seeded rows' ids begin: far below the generator's (a millisecond count shifted by
/// twelve bits, past 2^40 since 2025), so they never meet the ids of rows made afterwards.
pub const ID_BASE: i64 = 1_000_000_000;

/// A year, in ms.
pub const YEAR_MS: i64 = 365 * 24 * 3600 * 1000;

impl Scale {
    /// The platform of the issue: 10,000 companies, 50,000 users, a million orders, five million
    /// ledger rows…, divided by `divisor` (1 for the bench, more for a test's small copy).
    pub fn divided(customer: Customer, now: i64, divisor: i64) -> Self {
        let d = divisor.max(1);
        let of = |n: i64| (n / d).max(10);
        Self {
            companies: of(10_000),
            users: of(50_000),
            orders: of(1_000_000),
            ledger: of(5_000_000),
            messages: of(1_000_000),
            todos: of(200_000),
            contracts: of(100_000),
            company_apps: of(50_000),
            products: of(2_000),
            help_docs: of(10_000),
            customer,
            start: now - YEAR_MS,
        }
    }

    /// SQL for the company of row `i`: the customer's for every tenth row, else one of the seeded companies.
    pub fn company_of(&self, i: &str) -> String {
        self.customer_or_seeded(i, self.customer.company_id)
    }

    /// SQL for the user of row `i`: the customer's main account for every tenth row, else the
    /// main account of the row's company (seeded user `c` is the main account of company `c`).
    pub fn user_of(&self, i: &str) -> String {
        self.customer_or_seeded(i, self.customer.user_id)
    }

    fn customer_or_seeded(&self, i: &str, customers: i64) -> String {
        format!("CASE WHEN {i} % 10 = 0 THEN {customers} ELSE {ID_BASE} + ({i} % {}) END", self.companies)
    }

    /// SQL for the pay status of order `i` and of its payment: the last day's orders still wait
    /// for their payment, one in twenty before them was cancelled (every twentieth from the tenth,
    /// so the customer has some), the others are paid.
    pub fn pay_status_of(&self, i: &str) -> String {
        format!("CASE WHEN {i} >= {} THEN 'hold' WHEN {i} % 20 = 10 THEN 'cancel' ELSE 'success' END", self.orders - (self.orders / 365).max(1))
    }

    /// SQL for an instant of the year that grows with `i` out of `count` rows.
    pub fn time_of(&self, i: &str, count: i64) -> String {
        format!("({} + {i} * {})", self.start, (YEAR_MS / count.max(1)).max(1))
    }
}

/// Rows per statement: each chunk is its own transaction, so a seeding shows its progress and
/// neither database holds a million rows of undo at once.
const CHUNK: i64 = 50_000;

/// Inserts `count` rows into `table`: `select` names the values of `columns` as expressions of
/// `i`, which runs 0..count. The expressions are our own text (numbers and SQL), never a
/// request's.
pub async fn fill(db: &Db, table: &str, columns: &str, select: &str, count: i64) -> anyhow::Result<()> {
    let sql = format!(
        "WITH RECURSIVE n(i) AS (SELECT CAST($1 AS BIGINT) UNION ALL SELECT i + 1 FROM n WHERE i + 1 < $2)
         INSERT INTO {table} ({columns}) SELECT {select} FROM n"
    );
    let mut from = 0;
    while from < count {
        let to = (from + CHUNK).min(count);
        sqlx::query(&sql).bind(from).bind(to).execute(&db.write).await.map_err(|e| anyhow::anyhow!("seeding {table}: {e}"))?;
        from = to;
    }
    Ok(())
}

/// After seeding: the planner's statistics of every table, as a platform that has run a year has them.
pub async fn analyze(db: &Db) -> anyhow::Result<()> {
    let sql = match db.backend {
        Backend::Sqlite => "ANALYZE; PRAGMA wal_checkpoint(TRUNCATE);",
        // A year-old database has been vacuumed too: its visibility map lets counts and deep pages read the indexes alone.
        Backend::Postgres => "VACUUM ANALYZE",
    };
    sqlx::raw_sql(sql).execute(&db.write).await?;
    Ok(())
}


//! The demo seed's SQL: whether the channels, the catalogue, the agreements
//! and the site settings exist yet, and the one insert every demo row goes in
//! by (the catalogue's inside the seed's one transaction).

use kernel::AppState;

pub type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;
type Result<T = ()> = anyhow::Result<T>;

async fn is_empty(state: &AppState, count_sql: &str) -> Result<bool> {
    let (n,): (i64,) = sqlx::query_as(count_sql).fetch_one(&state.db.read).await?;
    Ok(n == 0)
}

pub async fn no_channels(state: &AppState) -> Result<bool> {
    is_empty(state, "SELECT COUNT(*) FROM front_channels").await
}

pub async fn no_products(state: &AppState) -> Result<bool> {
    is_empty(state, "SELECT COUNT(*) FROM products").await
}

pub async fn no_agreements(state: &AppState) -> Result<bool> {
    is_empty(state, "SELECT COUNT(*) FROM agreements").await
}

pub async fn no_site_settings(state: &AppState) -> Result<bool> {
    is_empty(state, "SELECT COUNT(*) FROM site_settings").await
}

/// A value of a demo row.
#[derive(Clone, Copy)]
pub enum Value<'a> {
    Int(i64),
    Text(&'a str),
    Null,
}

impl From<i64> for Value<'_> {
    fn from(v: i64) -> Self {
        Value::Int(v)
    }
}

impl<'a> From<&'a str> for Value<'a> {
    fn from(v: &'a str) -> Self {
        Value::Text(v)
    }
}

impl<'a> From<Option<&'a str>> for Value<'a> {
    fn from(v: Option<&'a str>) -> Self {
        v.map_or(Value::Null, Value::Text)
    }
}

impl<'a> From<&'a String> for Value<'a> {
    fn from(v: &'a String) -> Self {
        Value::Text(v)
    }
}

/// Adds one demo row: `INSERT INTO {table} ({columns}) VALUES ($1, …)`, the values bound in order.
pub async fn insert<'c, E: sqlx::Executor<'c, Database = sqlx::Any>>(db: E, table: &str, columns: &[&str], values: &[Value<'_>]) -> Result {
    let places: Vec<String> = (1..=values.len()).map(|i| format!("${i}")).collect();
    let sql = format!("INSERT INTO {table} ({}) VALUES ({})", columns.join(", "), places.join(", "));
    let mut q = sqlx::query(&sql);
    for v in values {
        q = match *v {
            Value::Int(n) => q.bind(n),
            Value::Text(t) => q.bind(t),
            Value::Null => q.bind(None::<&str>),
        };
    }
    q.execute(db).await?;
    Ok(())
}

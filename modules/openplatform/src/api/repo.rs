//! The published APIs' SQL: a partner's reads and writes name its company; a change of what
//! calls reach (method, path, upstream) waits for review while calls keep the reviewed one.

use kernel::db::{Arg, Conditions, Db, Save};
use kernel::http::PageQuery;
use kernel::KernelError;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct ApiRow {
    pub id: i64,
    pub api_code: String,
    pub app_id: i64,
    pub app_key: String,
    pub app_name: String,
    pub company_id: i64,
    pub domain_id: i64,
    pub product_id: i64,
    pub name: String,
    pub method: String,
    pub path: String,
    pub upstream: String,
    pub reviewed_method: Option<String>,
    pub reviewed_path: Option<String>,
    pub reviewed_upstream: Option<String>,
    pub price: i64,
    pub rate_limit: i64,
    pub daily_quota: i64,
    pub doc: String,
    pub pending: i64,
    pub enabled: i64,
    pub reason: Option<String>,
    pub create_time: i64,
    pub update_time: i64,
}

impl ApiRow {
    /// Callable: reviewed once and not taken offline by its partner.
    pub fn callable(&self) -> bool {
        self.enabled == 1 && self.reviewed_upstream.is_some()
    }
}

#[cfg(test)]
impl ApiRow {
    /// A reviewed, enabled, free GET API of `upstream` and `path`, for unit tests.
    pub fn sample(upstream: &str, path: &str) -> Self {
        ApiRow {
            id: 1,
            api_code: "c".into(),
            app_id: 1,
            app_key: "k".into(),
            app_name: "a".into(),
            company_id: 1,
            domain_id: 1,
            product_id: 1,
            name: "n".into(),
            method: "GET".into(),
            path: path.into(),
            upstream: upstream.into(),
            reviewed_method: Some("GET".into()),
            reviewed_path: Some(path.into()),
            reviewed_upstream: Some(upstream.into()),
            price: 0,
            rate_limit: 1,
            daily_quota: 0,
            doc: String::new(),
            pending: 0,
            enabled: 1,
            reason: None,
            create_time: 0,
            update_time: 0,
        }
    }
}

pub const COLUMNS: &str = "id, api_code, app_id, app_key, app_name, company_id, domain_id, product_id, name, method, path, upstream, reviewed_method, \
    reviewed_path, reviewed_upstream, price, rate_limit, daily_quota, doc, pending, enabled, reason, create_time, update_time";

pub struct ApiFields<'a> {
    pub api_code: &'a str,
    pub app_id: i64,
    pub app_key: &'a str,
    pub app_name: &'a str,
    pub domain_id: i64,
    pub product_id: i64,
    pub name: &'a str,
    pub method: &'a str,
    pub path: &'a str,
    pub upstream: &'a str,
    pub price: i64,
    pub rate_limit: i64,
    pub daily_quota: i64,
    pub doc: &'a str,
    /// 1 when what calls reach changed (or the API is new): it waits for review.
    pub pending: i64,
}

/// Adds an API or changes the partner's own; false when the id is another company's. A taken
/// code is a unique violation.
pub async fn save(db: &Db, save: Save, company_id: i64, f: &ApiFields<'_>, now: i64) -> Result<bool, sqlx::Error> {
    let columns =
        ["api_code", "app_id", "app_key", "app_name", "domain_id", "product_id", "name", "method", "path", "upstream", "price", "rate_limit", "daily_quota", "doc", "pending", "update_time"];
    let mut sql = save.statement("open_apis", &columns, &["company_id", "create_time"]);
    if matches!(save, Save::Update(_)) {
        // Only the partner's own row, and a pending change keeps waiting until reviewed.
        sql = sql.replace("pending = $15", "pending = CASE WHEN $15 = 1 THEN 1 ELSE pending END") + " AND company_id = $18";
    }
    let q = sqlx::query(&sql)
        .bind(f.api_code)
        .bind(f.app_id)
        .bind(f.app_key)
        .bind(f.app_name)
        .bind(f.domain_id)
        .bind(f.product_id)
        .bind(f.name)
        .bind(f.method)
        .bind(f.path)
        .bind(f.upstream)
        .bind(f.price)
        .bind(f.rate_limit)
        .bind(f.daily_quota)
        .bind(f.doc)
        .bind(f.pending)
        .bind(now);
    let q = match save {
        Save::Insert(id) => q.bind(company_id).bind(now).bind(id),
        Save::Update(id) => q.bind(id).bind(company_id),
    };
    Ok(q.execute(&db.write).await?.rows_affected() == 1)
}

pub async fn find(db: &Db, id: i64) -> Result<Option<ApiRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM open_apis WHERE id = $1")).bind(id).fetch_optional(&db.read).await?)
}

pub async fn by_code(db: &Db, code: &str) -> Result<Option<ApiRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM open_apis WHERE api_code = $1")).bind(code).fetch_optional(&db.read).await?)
}

/// A page of APIs: a partner's (`company_id`) or every one (operators), those waiting for review first when asked.
pub async fn page(db: &Db, company_id: Option<i64>, pending_only: bool, page: &PageQuery) -> Result<(Vec<ApiRow>, i64), KernelError> {
    Conditions::default()
        .equal("company_id", company_id.map(Arg::Int))
        .equal("pending", pending_only.then_some(Arg::Int(1)))
        .page(db, COLUMNS, "open_apis", "id DESC", page)
        .await
}

/// The callable APIs of these market services (the apps a company holds), or of every service when None.
pub async fn callable(db: &Db, domain_ids: Option<&[i64]>) -> Result<Vec<ApiRow>, KernelError> {
    let within = match domain_ids {
        Some(ids) => format!("AND domain_id IN ({})", kernel::db::id_list(ids.iter().copied())),
        None => String::new(),
    };
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM open_apis WHERE enabled = 1 AND reviewed_upstream IS NOT NULL {within} ORDER BY app_name, api_code"))
        .fetch_all(&db.read)
        .await?)
}

/// The callable APIs of a market product (its page's API tab).
pub async fn of_product(db: &Db, product_id: i64) -> Result<Vec<ApiRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM open_apis WHERE product_id = $1 AND enabled = 1 AND reviewed_upstream IS NOT NULL ORDER BY api_code"))
        .bind(product_id)
        .fetch_all(&db.read)
        .await?)
}

/// Takes the partner's API offline or back; false when it is another company's.
pub async fn set_enabled(db: &Db, id: i64, company_id: i64, enabled: bool, now: i64) -> Result<bool, KernelError> {
    let r = sqlx::query("UPDATE open_apis SET enabled = $1, update_time = $2 WHERE id = $3 AND company_id = $4")
        .bind(i64::from(enabled))
        .bind(now)
        .bind(id)
        .bind(company_id)
        .execute(&db.write)
        .await?;
    Ok(r.rows_affected() == 1)
}

/// An operator's decision on a waiting change, as it was read (`update_time`): approved, what
/// was saved is what calls reach from now on; rejected, calls keep the reviewed one. False when
/// it is no longer waiting or changed since it was read.
/// The decision and its audit row commit together: no row, no decision.
pub async fn review(db: &Db, id: i64, read_at: i64, approved: bool, reason: Option<&str>, reviewer: i64, origin: &kernel::audit::Origin, now: i64) -> Result<bool, KernelError> {
    let sql = if approved {
        "UPDATE open_apis SET reviewed_method = method, reviewed_path = path, reviewed_upstream = upstream, pending = 0, reason = NULL,
         reviewer_id = $1, review_time = $2 WHERE id = $3 AND pending = 1 AND update_time = $4"
    } else {
        "UPDATE open_apis SET pending = 0, reason = $5, reviewer_id = $1, review_time = $2 WHERE id = $3 AND pending = 1 AND update_time = $4"
    };
    let mut q = sqlx::query(sql).bind(reviewer).bind(now).bind(id).bind(read_at);
    if !approved {
        q = q.bind(reason);
    }
    let mut tx = db.write.begin().await?;
    if q.execute(&mut *tx).await?.rows_affected() != 1 {
        return Ok(false);
    }
    kernel::audit::review_decided(&mut tx, reviewer, origin, &format!("open-api:{id}"), approved, reason).await?;
    tx.commit().await?;
    Ok(true)
}

/// The names of these APIs: (name, app name) by id.
pub async fn names(db: &Db, ids: &[i64]) -> Result<std::collections::HashMap<i64, (String, String)>, KernelError> {
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let rows: Vec<(i64, String, String)> =
        sqlx::query_as(&format!("SELECT id, name, app_name FROM open_apis WHERE id IN ({})", kernel::db::id_list(ids.iter().copied()))).fetch_all(&db.read).await?;
    Ok(rows.into_iter().map(|(id, name, app)| (id, (name, app))).collect())
}

//! The catalogue's SQL: one version with its service, product and category.

use kernel::catalogue::{Domain, Offer};
use kernel::db::Db;
use kernel::KernelError;

#[derive(sqlx::FromRow)]
struct OfferRow {
    product_id: i64,
    product_name: String,
    product_slogan: String,
    product_icon: Option<String>,
    category_name: Option<String>,
    domain_id: i64,
    domain_name: String,
    service_name: String,
    app_key: Option<String>,
    version_id: i64,
    version_name: String,
    version_price: i64,
    is_show: i64,
}

pub async fn offer(db: &Db, product_id: i64, version_id: i64) -> Result<Option<Offer>, KernelError> {
    let row: Option<OfferRow> = sqlx::query_as(
        "SELECT p.id AS product_id, p.name AS product_name, p.slogan AS product_slogan, p.icon AS product_icon, c.name AS category_name,
                d.id AS domain_id, d.name AS domain_name, d.service_name, d.app_key,
                v.id AS version_id, v.name AS version_name, v.version_price, v.is_show
         FROM product_versions v
         JOIN product_domains d ON d.id = v.product_domain_id
         JOIN products p ON p.id = d.product_id
         LEFT JOIN product_categories c ON c.id = p.category_id
         WHERE v.id = $1 AND p.id = $2 AND p.status = 1",
    )
    .bind(version_id)
    .bind(product_id)
    .fetch_optional(&db.pool)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let functions: Vec<(String,)> = sqlx::query_as("SELECT function_desc FROM product_version_functions WHERE version_id = $1 ORDER BY sort, id")
        .bind(version_id)
        .fetch_all(&db.pool)
        .await?;
    Ok(Some(Offer {
        product_id: r.product_id,
        product_name: r.product_name,
        product_slogan: r.product_slogan,
        product_icon: r.product_icon,
        category_name: r.category_name.unwrap_or_default(),
        domain_id: r.domain_id,
        domain_name: r.domain_name,
        service_name: r.service_name,
        app_key: r.app_key,
        version_id: r.version_id,
        version_name: r.version_name,
        version_price: r.version_price,
        version_shown: r.is_show == 1,
        functions: functions.into_iter().map(|(f,)| f).collect(),
    }))
}

pub async fn product_name(db: &Db, product_id: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> =
        sqlx::query_as("SELECT name FROM products WHERE id = $1 AND status = 1").bind(product_id).fetch_optional(&db.pool).await?;
    Ok(row.map(|(n,)| n))
}

#[derive(sqlx::FromRow)]
struct DomainRow {
    id: i64,
    product_id: i64,
    product_name: String,
    product_slogan: String,
    product_icon: Option<String>,
    channel_type: i64,
    is_ai: i64,
    is_free: i64,
    online: i64,
    name: String,
    service_name: String,
    server_url: Option<String>,
    internal: i64,
    app_key: Option<String>,
    app_secret: Option<String>,
}

/// Services of published products matching one condition of ours (`filter`
/// names `$1`, bound as text and compared as the column's type).
pub async fn domains(db: &Db, filter: &'static str, value: String) -> Result<Vec<Domain>, KernelError> {
    let sql = format!(
        "SELECT d.id, p.id AS product_id, p.name AS product_name, p.slogan AS product_slogan, p.icon AS product_icon, p.channel_type,
                p.is_ai, p.is_free, p.online, d.name, d.service_name, d.server_url, d.internal, d.app_key, d.app_secret
         FROM product_domains d JOIN products p ON p.id = d.product_id
         WHERE p.status = 1 AND {filter} ORDER BY d.sort, d.id"
    );
    let query = sqlx::query_as::<_, DomainRow>(&sql);
    // Ids compare as numbers, app keys as text.
    let query = match value.parse::<i64>() {
        Ok(n) if !filter.contains("app_key") => query.bind(n),
        _ => query.bind(value),
    };
    let rows = query.fetch_all(&db.pool).await?;
    Ok(rows
        .into_iter()
        .map(|r| Domain {
            id: r.id,
            product_id: r.product_id,
            product_name: r.product_name,
            product_slogan: r.product_slogan,
            product_icon: r.product_icon,
            channel_type: r.channel_type,
            is_ai: r.is_ai == 1,
            is_free: r.is_free == 1,
            online: r.online == 1,
            name: r.name,
            service_name: r.service_name,
            server_url: r.server_url.filter(|u| !u.trim().is_empty()),
            internal: r.internal,
            app_key: r.app_key,
            app_secret: r.app_secret,
        })
        .collect())
}

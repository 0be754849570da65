//! The catalogue's SQL: one version with its service, product and category.

use kernel::catalogue::Offer;
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

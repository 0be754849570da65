//! The catalogue's SQL: one version with its service, product and category,
//! and the shelf's: partners' apps and partners put on the market.

use kernel::contracts::{Channel, Domain, Offer, OpenMode, ShelfProduct, ShelfSupplier};
use kernel::db::Db;
use kernel::KernelError;
use sqlx::AnyConnection;

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
    .fetch_optional(&db.read)
    .await?;
    let Some(r) = row else { return Ok(None) };
    let functions: Vec<(String,)> = sqlx::query_as("SELECT function_desc FROM product_version_functions WHERE version_id = $1 ORDER BY sort, id")
        .bind(version_id)
        .fetch_all(&db.read)
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
        sqlx::query_as("SELECT name FROM products WHERE id = $1 AND status = 1").bind(product_id).fetch_optional(&db.read).await?;
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
    withdrawn: i64,
    default_usage_time: Option<i64>,
}

/// Services of published (or withdrawn, still held) products matching one
/// condition of ours (`filter` names `$1`, bound as text and compared as the column's type).
pub async fn domains(db: &Db, filter: &'static str, value: String) -> Result<Vec<Domain>, KernelError> {
    let sql = format!(
        "SELECT d.id, p.id AS product_id, p.name AS product_name, p.slogan AS product_slogan, p.icon AS product_icon, p.channel_type,
                p.is_ai, p.is_free, p.online, d.name, d.service_name, d.server_url, d.internal, d.app_key, d.app_secret,
                p.withdrawn, p.default_usage_time
         FROM product_domains d JOIN products p ON p.id = d.product_id
         WHERE (p.status = 1 OR p.withdrawn = 1) AND {filter} ORDER BY d.sort, d.id"
    );
    let query = sqlx::query_as::<_, DomainRow>(&sql);
    // Ids compare as numbers, app keys as text.
    let query = match value.parse::<i64>() {
        Ok(n) if !filter.contains("app_key") => query.bind(n),
        _ => query.bind(value),
    };
    let rows = query.fetch_all(&db.read).await?;
    Ok(rows
        .into_iter()
        .map(|r| Domain {
            id: r.id,
            product_id: r.product_id,
            product_name: r.product_name,
            product_slogan: r.product_slogan,
            product_icon: r.product_icon,
            channel: Channel::from_code(r.channel_type),
            is_ai: r.is_ai == 1,
            is_free: r.is_free == 1,
            online: r.online == 1,
            name: r.name,
            service_name: r.service_name,
            server_url: r.server_url.filter(|u| !u.trim().is_empty()),
            open_mode: OpenMode::from_code(r.internal),
            app_key: r.app_key,
            app_secret: r.app_secret,
            withdrawn: r.withdrawn == 1,
            default_usage_time: r.default_usage_time.filter(|m| *m > 0),
        })
        .collect())
}

/// The shown product categories, in order (what a partner files an app under).
pub async fn categories(db: &Db) -> Result<Vec<(i64, String)>, KernelError> {
    Ok(sqlx::query_as("SELECT id, name FROM product_categories WHERE status = 1 ORDER BY sort, id").fetch_all(&db.read).await?)
}

/// Every operator write moves the content revision on; a partner's publication is one too.
async fn advance_revision(conn: &mut AnyConnection) -> Result<(), KernelError> {
    sqlx::query("UPDATE content_revision SET revision = revision + 1 WHERE id = 1").execute(&mut *conn).await?;
    Ok(())
}

/// The product page's buttons of a partner's app: a free app opens, a paid one is bought; both can be asked about.
fn banner_buttons(free: bool) -> &'static str {
    if free {
        r#"[{"name":"免费开通","index":0,"checked":true},{"name":"立即咨询","index":1,"checked":true}]"#
    } else {
        r#"[{"name":"立即购买","index":0,"checked":true},{"name":"立即咨询","index":1,"checked":true}]"#
    }
}

/// Publishes a partner's app as a product with one service and its versions,
/// replacing what an earlier approval published (the ids stay the partner's).
pub async fn put_product(conn: &mut AnyConnection, p: &ShelfProduct, description_html: &str, now: i64) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO products (id, category_id, name, slogan, icon, description, operation_content, channel_type, template_type, product_type, is_free,
                               is_recommend, is_ai, online, app_key, sort, status, withdrawn, default_usage_time, supplier_id, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $12, 0, 1, 1, $7, 0, $8, 1, $9, 100, 1, 0, $10, $13, $11, $11)
         ON CONFLICT (id) DO UPDATE SET category_id = $2, name = $3, slogan = $4, icon = $5, description = $6, operation_content = $12, is_free = $7,
             is_ai = $8, online = 1, app_key = $9, status = 1, withdrawn = 0, default_usage_time = $10, supplier_id = $13, update_time = $11",
    )
    .bind(p.product_id)
    .bind(p.category_id)
    .bind(&p.name)
    .bind(&p.slogan)
    .bind(&p.icon)
    .bind(description_html)
    .bind(i64::from(p.is_free))
    .bind(i64::from(p.is_ai))
    .bind(&p.app_key)
    .bind(p.default_usage_time)
    .bind(now)
    .bind(banner_buttons(p.is_free))
    .bind(p.supplier_id)
    .execute(&mut *conn)
    .await?;
    sqlx::query(
        "INSERT INTO product_domains (id, product_id, name, service_name, server_url, internal, app_key, app_secret, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, 0)
         ON CONFLICT (id) DO UPDATE SET name = $3, service_name = $4, server_url = $5, internal = $6, app_key = $7, app_secret = NULL",
    )
    .bind(p.domain_id)
    .bind(p.product_id)
    .bind(&p.name)
    .bind(&p.app_key)
    .bind(&p.server_url)
    .bind(p.internal)
    .bind(&p.app_key)
    .execute(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM product_versions WHERE product_domain_id = $1").bind(p.domain_id).execute(&mut *conn).await?;
    for (i, v) in p.versions.iter().enumerate() {
        sqlx::query("INSERT INTO product_versions (id, product_domain_id, name, version_price, is_show, sort) VALUES ($1, $2, $3, $4, 1, $5)")
            .bind(v.id)
            .bind(p.domain_id)
            .bind(&v.name)
            .bind(v.price)
            .bind(i as i64)
            .execute(&mut *conn)
            .await?;
        for (j, (function_id, f)) in v.functions.iter().enumerate() {
            sqlx::query("INSERT INTO product_version_functions (id, version_id, function_desc, sort) VALUES ($1, $2, $3, $4)")
                .bind(function_id)
                .bind(v.id)
                .bind(f)
                .bind(j as i64)
                .execute(&mut *conn)
                .await?;
        }
    }
    advance_revision(conn).await
}

/// Takes a product off the market, keeping it for the companies holding it.
pub async fn withdraw_product(conn: &mut AnyConnection, product_id: i64, now: i64) -> Result<(), KernelError> {
    kernel::db::touched(
        sqlx::query("UPDATE products SET status = 0, withdrawn = 1, update_time = $1 WHERE id = $2").bind(now).bind(product_id).execute(&mut *conn).await?,
    )?;
    advance_revision(conn).await
}

/// Shows a partner among the suppliers (or updates it there).
pub async fn put_supplier(conn: &mut AnyConnection, s: &ShelfSupplier, images_json: &str, now: i64) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO suppliers (id, supplier_name, logo, introduction, publicity_imgs, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, 100, 1, $6)
         ON CONFLICT (id) DO UPDATE SET supplier_name = $2, logo = $3, introduction = $4, publicity_imgs = $5, status = 1",
    )
    .bind(s.id)
    .bind(&s.name)
    .bind(&s.logo)
    .bind(&s.introduction)
    .bind(images_json)
    .bind(now)
    .execute(&mut *conn)
    .await?;
    advance_revision(conn).await
}

/// The scale bench's market (`kernel::scale`): products spread over the demo's categories, online.
pub async fn seed_scale(db: &Db, s: &kernel::scale::Scale) -> anyhow::Result<()> {
    use kernel::scale::{fill, ID_BASE as B};
    fill(
        db,
        "products",
        "id, category_id, name, slogan, description, is_free, online, status, sort, create_time, update_time",
        &format!(
            "{B} + i, (SELECT MIN(id) FROM product_categories), '规模测试产品' || i, '设备管理与生产协同', '面向离散制造企业的设备管理、生产排程与质量追溯软件。', \
             i % 2, 1, 1, i, {t}, {t}",
            t = s.time_of("i", s.products)
        ),
        s.products,
    )
    .await
}

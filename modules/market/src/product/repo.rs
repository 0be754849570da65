//! The products' own SQL: the published cards of the public lists, a whole
//! product with its sections, services (domains) and versions, the
//! operators' view with the category's name, and the parts a save writes on
//! its transaction (sections replaced, services and versions kept by id).

use super::{ProductForm, ProductFunction, ProductProfile, ProductSection, VersionFunction, VersionItem};
use crate::error::{invalid, MarketError, Result};
use crate::manage::{Bound, Tx};
use kernel::db::Save;
use kernel::html;
use kernel::AppState;
use std::collections::HashSet;

const CARD_COLUMNS: &str = "p.id, p.name, p.slogan, p.icon, p.slogan_image, p.channel_type, p.template_type, p.product_type,
    p.category_id, c.name AS category_name, p.is_free, p.is_recommend, p.is_ai, p.online, p.app_key, p.using_company_count,
    p.sort, p.status, p.create_time, p.update_time,
    (SELECT MIN(v.version_price) FROM product_domains d JOIN product_versions v ON v.product_domain_id = d.id
     WHERE d.product_id = p.id AND v.is_show = 1 AND v.version_price > 0) AS lowest_price";
const FROM: &str = "products p LEFT JOIN product_categories c ON c.id = p.category_id";

/// Every product with its category's name, as the operators' list reads it.
pub const WITH_CATEGORY: &str = "(SELECT p.id, p.name, p.slogan, p.icon, p.slogan_image, p.channel_type, p.template_type, p.product_type,
    p.category_id, c.name AS category_name, p.is_free, p.is_recommend, p.is_ai, p.online, p.app_key, p.using_company_count,
    p.sort, p.status, p.create_time, p.update_time FROM products p LEFT JOIN product_categories c ON c.id = p.category_id) products";

/// A product's own columns with its category's name.
#[derive(sqlx::FromRow)]
pub struct CardRow {
    pub id: i64,
    pub name: String,
    pub slogan: String,
    pub icon: Option<String>,
    pub slogan_image: Option<String>,
    pub channel_type: i64,
    pub template_type: i64,
    pub product_type: i64,
    pub category_id: i64,
    pub category_name: Option<String>,
    pub is_free: i64,
    pub is_recommend: i64,
    pub is_ai: i64,
    pub online: i64,
    pub app_key: Option<String>,
    pub using_company_count: i64,
    pub sort: i64,
    pub status: i64,
    pub create_time: i64,
    pub update_time: i64,
    /// Fen a year of its cheapest priced version on offer (the cards' 起 price); the operators' list leaves it out.
    #[sqlx(default)]
    pub lowest_price: Option<i64>,
}

/// The fixed product lists of the home page and the navigation.
#[derive(Clone, Copy)]
pub enum Shelf {
    Recommended,
    Free,
    Application,
}

impl Shelf {
    fn condition(self) -> &'static str {
        match self {
            Shelf::Recommended => "p.is_recommend = 1",
            Shelf::Free => "p.is_free = 1",
            Shelf::Application => "p.product_type = 1",
        }
    }
}

/// Published products of a shelf, in order.
pub async fn shelf(state: &AppState, shelf: Shelf) -> Result<Vec<CardRow>> {
    let condition = shelf.condition();
    Ok(sqlx::query_as(&format!("SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND {condition} ORDER BY p.sort, p.id"))
        .fetch_all(&state.db.read)
        .await?)
}

/// Published platform products of a platform, in order.
pub async fn platform_products(state: &AppState, platform: &str) -> Result<Vec<CardRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND p.product_type = 2 AND p.platform_name = $1 ORDER BY p.sort, p.id"
    ))
    .bind(platform)
    .fetch_all(&state.db.read)
    .await?)
}

/// Shown categories (id, name), all or the one asked for, in order.
pub async fn shown_categories(state: &AppState, only: Option<i64>) -> Result<Vec<(i64, String)>> {
    Ok(sqlx::query_as("SELECT id, name FROM product_categories WHERE status = 1 AND ($1 IS NULL OR id = $1) ORDER BY sort, id")
        .bind(only)
        .fetch_all(&state.db.read)
        .await?)
}

/// Published products of every category or of one, in order.
pub async fn category_products(state: &AppState, only: Option<i64>) -> Result<Vec<CardRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND ($1 IS NULL OR p.category_id = $1) ORDER BY p.sort, p.id"
    ))
    .bind(only)
    .fetch_all(&state.db.read)
    .await?)
}

/// Published AI applications by part of the name and online state, online ones first.
pub async fn ai_products(state: &AppState, name: Option<&str>, online: Option<i64>) -> Result<Vec<CardRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND p.is_ai = 1
         AND ($1 IS NULL OR p.name LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR p.online = $2)
         ORDER BY p.online DESC, p.sort, p.id"
    ))
    .bind(name.map(kernel::db::contains_pattern))
    .bind(online)
    .fetch_all(&state.db.read)
    .await?)
}

/// Whether a published product has this id.
pub async fn is_published(state: &AppState, id: i64) -> Result<bool> {
    let (n,): (i64,) =
        sqlx::query_as("SELECT COUNT(*) FROM products WHERE id = $1 AND status = 1").bind(id).fetch_one(&state.db.read).await?;
    Ok(n > 0)
}

/// Published products by part of the name and category, in order.
pub async fn matching(state: &AppState, name: Option<&str>, category_id: Option<i64>) -> Result<Vec<CardRow>> {
    Ok(sqlx::query_as(&format!(
        "SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.status = 1 AND ($1 IS NULL OR p.name LIKE $1 ESCAPE '\\')
         AND ($2 IS NULL OR p.category_id = $2) ORDER BY p.sort, p.id"
    ))
    .bind(name.map(kernel::db::contains_pattern))
    .bind(category_id)
    .fetch_all(&state.db.read)
    .await?)
}

/// (id, name, service name, address, access, app key, app secret) of a service.
pub type DomainRow = (i64, String, String, Option<String>, i64, Option<String>, Option<String>);
/// (id, service id, name, price in fen, shown) of a version.
pub type VersionRow = (i64, i64, String, i64, i64);

/// A product's rows as stored: the HTML is not yet cleaned for output.
pub struct DetailRows {
    pub card: CardRow,
    pub description: String,
    /// The banner's buttons as JSON.
    pub operation_content: String,
    /// Who supplies it (a partner), when not the platform.
    pub supplier_name: Option<String>,
    pub profiles: Vec<ProductProfile>,
    pub functions: Vec<ProductFunction>,
    pub advantages: Vec<ProductSection>,
    pub scenes: Vec<ProductSection>,
    pub domains: Vec<DomainRow>,
    pub versions: Vec<VersionRow>,
    pub version_functions: Vec<VersionFunction>,
}

/// The whole product with its sections; `admin` includes withdrawn products.
pub async fn detail(state: &AppState, id: i64, admin: bool) -> Result<Option<DetailRows>> {
    let db = &state.db.read;
    let card: Option<CardRow> = sqlx::query_as(&format!("SELECT {CARD_COLUMNS} FROM {FROM} WHERE p.id = $1 AND ($2 = 1 OR p.status = 1)"))
        .bind(id)
        .bind(i64::from(admin))
        .fetch_optional(db)
        .await?;
    let Some(card) = card else { return Ok(None) };
    let (description, operation_content, supplier_name): (String, String, Option<String>) = sqlx::query_as(
        "SELECT p.description, p.operation_content, s.supplier_name FROM products p LEFT JOIN suppliers s ON s.id = p.supplier_id AND s.status = 1 WHERE p.id = $1",
    )
    .bind(id)
    .fetch_one(db)
    .await?;
    let profiles: Vec<ProductProfile> = sqlx::query_as(
        "SELECT id, title, description, multimedia_type, multimedia_url FROM product_profiles WHERE product_id = $1 ORDER BY sort, id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let functions: Vec<ProductFunction> = sqlx::query_as(
        "SELECT id, title, description, function_icon, multimedia_url FROM product_functions WHERE product_id = $1 ORDER BY sort, id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let section = |table: &str| {
        format!("SELECT id, title, description, multimedia_url FROM {table} WHERE product_id = $1 ORDER BY sort, id")
    };
    let advantages: Vec<ProductSection> = sqlx::query_as(&section("product_advantages")).bind(id).fetch_all(db).await?;
    let scenes: Vec<ProductSection> = sqlx::query_as(&section("product_scenes")).bind(id).fetch_all(db).await?;
    let domains: Vec<DomainRow> = sqlx::query_as(
        "SELECT id, name, service_name, server_url, internal, app_key, app_secret FROM product_domains WHERE product_id = $1 ORDER BY sort, id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let versions: Vec<VersionRow> = sqlx::query_as(
        "SELECT v.id, v.product_domain_id, v.name, v.version_price, v.is_show FROM product_versions v
         JOIN product_domains d ON d.id = v.product_domain_id WHERE d.product_id = $1 ORDER BY v.sort, v.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    let version_functions: Vec<VersionFunction> = sqlx::query_as(
        "SELECT f.id, f.function_desc, f.version_id FROM product_version_functions f
         JOIN product_versions v ON v.id = f.version_id JOIN product_domains d ON d.id = v.product_domain_id
         WHERE d.product_id = $1 ORDER BY f.sort, f.id",
    )
    .bind(id)
    .fetch_all(db)
    .await?;
    Ok(Some(DetailRows { card, description, operation_content, supplier_name, profiles, functions, advantages, scenes, domains, versions, version_functions }))
}

/// Whether a product category has this id.
pub async fn category_exists(state: &AppState, id: i64) -> Result<bool> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM product_categories WHERE id = $1").bind(id).fetch_one(&state.db.read).await?;
    Ok(n > 0)
}

/// A product's sections, services and versions, on its save's transaction: the sections replaced,
/// services and versions kept by id.
pub async fn save_parts(state: &AppState, tx: &mut Tx, id: i64, f: &ProductForm) -> Result<()> {
    insert_sections(state, tx, id, f).await?;
    save_domains(state, tx, id, f).await
}

/// How many help documents hang off the product's services.
pub async fn help_doc_count(state: &AppState, product_id: i64) -> Result<i64> {
    let (docs,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM help_docs WHERE product_domain_id IN (SELECT id FROM product_domains WHERE product_id = $1)",
    )
    .bind(product_id)
    .fetch_one(&state.db.read)
    .await?;
    Ok(docs)
}

/// Inserts the sections that are replaced as a whole on every save.
async fn insert_sections(state: &AppState, tx: &mut Tx, id: i64, f: &ProductForm) -> Result<()> {
    for table in ["product_profiles", "product_functions", "product_advantages", "product_scenes"] {
        sqlx::query(&format!("DELETE FROM {table} WHERE product_id = $1")).bind(id).execute(&mut **tx).await?;
    }
    for (i, p) in f.product_profile_list.iter().enumerate() {
        sqlx::query(
            "INSERT INTO product_profiles (id, product_id, title, description, multimedia_type, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(state.next_id())
        .bind(id)
        .bind(&p.title)
        .bind(html::clean(&p.description))
        .bind(p.multimedia_type.unwrap_or(0))
        .bind(&p.multimedia_url)
        .bind(i as i64)
        .execute(&mut **tx)
        .await?;
    }
    for (i, x) in f.product_function_list.iter().enumerate() {
        sqlx::query(
            "INSERT INTO product_functions (id, product_id, title, description, function_icon, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(state.next_id())
        .bind(id)
        .bind(&x.title)
        .bind(html::clean(&x.description))
        .bind(&x.function_icon)
        .bind(&x.multimedia_url)
        .bind(i as i64)
        .execute(&mut **tx)
        .await?;
    }
    for (table, list) in [("product_advantages", &f.product_advantage_list), ("product_scenes", &f.product_scene_list)] {
        for (i, x) in list.iter().enumerate() {
            sqlx::query(&format!(
                "INSERT INTO {table} (id, product_id, title, description, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6)"
            ))
            .bind(state.next_id())
            .bind(id)
            .bind(&x.title)
            .bind(html::clean(&x.description))
            .bind(&x.multimedia_url)
            .bind(i as i64)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// The ids of a parent's children (a product's services, a service's versions).
async fn child_ids(tx: &mut Tx, table: &str, parent: (&str, i64)) -> Result<HashSet<i64>> {
    let rows: Vec<(i64,)> = sqlx::query_as(&format!("SELECT id FROM {table} WHERE {} = $1", parent.0)).bind(parent.1).fetch_all(&mut **tx).await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Writes a child kept by id: an update of the id the form names, else an insert under a new id
/// with its parent; `bind` binds `columns` in order. Answers the child's id.
async fn save_child(state: &AppState, tx: &mut Tx, id: Option<i64>, table: &str, columns: &[&str], parent: (&str, i64), bind: impl FnOnce(Bound<'_>) -> Bound<'_>) -> Result<i64> {
    let save = id.map_or_else(|| Save::Insert(state.next_id()), Save::Update);
    let sql = save.statement(table, columns, &[parent.0]);
    let mut q = bind(sqlx::query(&sql));
    if let Save::Insert(_) = save {
        q = q.bind(parent.1);
    }
    q.bind(save.id()).execute(&mut **tx).await?;
    Ok(save.id())
}

/// Services and versions keep their ids when the form names them (help documents
/// and orders refer to them); those left out are deleted.
async fn save_domains(state: &AppState, tx: &mut Tx, product_id: i64, f: &ProductForm) -> Result<()> {
    let existing = child_ids(tx, "product_domains", ("product_id", product_id)).await?;
    let kept: HashSet<i64> = f.product_domain_list.iter().filter_map(|d| d.id).collect();
    if let Some(stranger) = kept.iter().find(|id| !existing.contains(id)) {
        tracing::debug!(domain = stranger, "form names a service of another product");
        return Err(invalid("产品服务不存在，请刷新后重试"));
    }
    for gone in existing.difference(&kept) {
        let (docs,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM help_docs WHERE product_domain_id = $1").bind(gone).fetch_one(&mut **tx).await?;
        if docs > 0 {
            return Err(MarketError::DomainHasHelpDocs);
        }
        sqlx::query("DELETE FROM product_domains WHERE id = $1").bind(gone).execute(&mut **tx).await?;
    }
    for (i, d) in f.product_domain_list.iter().enumerate() {
        let columns = ["name", "service_name", "server_url", "internal", "app_key", "app_secret", "sort"];
        let domain_id = save_child(state, tx, d.id, "product_domains", &columns, ("product_id", product_id), |q| {
            q.bind(d.name.clone())
                .bind(d.service_name.clone())
                .bind(d.server_url.clone())
                .bind(d.internal.unwrap_or(0))
                .bind(d.app_key.clone())
                .bind(d.app_secret.clone())
                .bind(i as i64)
        })
        .await?;
        save_versions(state, tx, domain_id, &d.product_version_vo_list).await?;
    }
    Ok(())
}

async fn save_versions(state: &AppState, tx: &mut Tx, domain_id: i64, list: &[VersionItem]) -> Result<()> {
    let existing = child_ids(tx, "product_versions", ("product_domain_id", domain_id)).await?;
    let kept: HashSet<i64> = list.iter().filter_map(|v| v.id).collect();
    if kept.iter().any(|id| !existing.contains(id)) {
        return Err(invalid("产品版本不存在，请刷新后重试"));
    }
    for gone in existing.difference(&kept) {
        sqlx::query("DELETE FROM product_versions WHERE id = $1").bind(gone).execute(&mut **tx).await?;
    }
    for (i, v) in list.iter().enumerate() {
        let columns = ["name", "version_price", "is_show", "sort"];
        let version_id = save_child(state, tx, v.id, "product_versions", &columns, ("product_domain_id", domain_id), |q| {
            q.bind(v.name.clone()).bind(v.version_price).bind(i64::from(v.is_show.unwrap_or(true))).bind(i as i64)
        })
        .await?;
        sqlx::query("DELETE FROM product_version_functions WHERE version_id = $1").bind(version_id).execute(&mut **tx).await?;
        for (j, vf) in v.product_version_function_vos.iter().enumerate() {
            sqlx::query("INSERT INTO product_version_functions (id, version_id, function_desc, sort) VALUES ($1, $2, $3, $4)")
                .bind(state.next_id())
                .bind(version_id)
                .bind(&vf.function_desc)
                .bind(j as i64)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}


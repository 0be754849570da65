//! The demo seed's SQL: whether the channels, the catalogue, the
//! agreements and the site settings exist yet, and one insert for each kind of demo row (the
//! catalogue's inside the seed's one transaction).

use super::catalogue::{Domain, Product};
use super::texts::{ExpertText, ProgramText};
use kernel::AppState;

pub type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;
type Result<T = ()> = anyhow::Result<T>;

async fn is_empty(state: &AppState, count_sql: &str) -> Result<bool> {
    let (n,): (i64,) = sqlx::query_as(count_sql).fetch_one(&state.db.pool).await?;
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

pub async fn insert_agreement(state: &AppState, kind: &str, title: &str, content: &str, now: i64) -> Result {
    sqlx::query("INSERT INTO agreements (agreement_type, title, content, update_time) VALUES ($1, $2, $3, $4)")
        .bind(kind)
        .bind(title)
        .bind(content)
        .bind(now)
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

pub async fn no_site_settings(state: &AppState) -> Result<bool> {
    is_empty(state, "SELECT COUNT(*) FROM site_settings").await
}

pub async fn insert_site_setting(state: &AppState, key: &str, value: &str, now: i64) -> Result {
    sqlx::query("INSERT INTO site_settings (setting_key, setting_value, update_time) VALUES ($1, $2, $3)")
        .bind(key)
        .bind(value)
        .bind(now)
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

/// A shown channel of the navigation.
pub async fn insert_channel(state: &AppState, name: &str, path: &str, sort: i64) -> Result {
    sqlx::query("INSERT INTO front_channels (id, name, path, sort, status, create_time) VALUES ($1, $2, $3, $4, 1, $5)")
        .bind(state.next_id())
        .bind(name)
        .bind(path)
        .bind(sort)
        .bind(kernel::time::now_ms())
        .execute(&state.db.pool)
        .await?;
    Ok(())
}

pub async fn insert_category(tx: &mut Tx<'_>, id: i64, name: &str, sort: i64, now: i64) -> Result {
    sqlx::query("INSERT INTO product_categories (id, name, sort, status, create_time) VALUES ($1, $2, $3, 1, $4)")
        .bind(id)
        .bind(name)
        .bind(sort)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A published product of the catalogue with its pictures, banner buttons (JSON), place and time.
pub struct ProductRow<'a> {
    pub id: i64,
    pub category_id: i64,
    pub icon: &'a str,
    pub banner: &'a str,
    pub buttons: &'a str,
    pub sort: i64,
    pub at: i64,
}

pub async fn insert_product(tx: &mut Tx<'_>, p: &Product, row: ProductRow<'_>) -> Result {
    sqlx::query(
        "INSERT INTO products (id, category_id, name, slogan, icon, slogan_image, description, operation_content, channel_type,
         template_type, product_type, is_free, is_recommend, is_ai, online, app_key, using_company_count, sort, status,
         create_time, update_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11, $12, $13, $14, $15, $16, $17, 1, $18, $18)",
    )
    .bind(row.id)
    .bind(row.category_id)
    .bind(p.name)
    .bind(p.slogan)
    .bind(row.icon)
    .bind(row.banner)
    .bind(p.description)
    .bind(row.buttons)
    .bind(p.template)
    .bind(p.product_type)
    .bind(i64::from(p.free))
    .bind(i64::from(p.recommend))
    .bind(i64::from(p.ai.is_some()))
    .bind(p.ai.unwrap_or(1))
    .bind(p.app_key)
    .bind(p.using)
    .bind(row.sort)
    .bind(row.at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// An intro item: `kind` 1 video, 0 image.
pub async fn insert_profile(tx: &mut Tx<'_>, id: i64, product_id: i64, (title, desc): (&str, &str), kind: i64, url: &str, sort: i64) -> Result {
    sqlx::query(
        "INSERT INTO product_profiles (id, product_id, title, description, multimedia_type, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)",
    )
    .bind(id)
    .bind(product_id)
    .bind(title)
    .bind(desc)
    .bind(kind)
    .bind(url)
    .bind(sort)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn insert_function(tx: &mut Tx<'_>, id: i64, product_id: i64, (title, desc): (&str, &str), icon: &str, sort: i64) -> Result {
    sqlx::query(
        "INSERT INTO product_functions (id, product_id, title, description, function_icon, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, NULL, $6)",
    )
    .bind(id)
    .bind(product_id)
    .bind(title)
    .bind(desc)
    .bind(icon)
    .bind(sort)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn insert_advantage(tx: &mut Tx<'_>, id: i64, product_id: i64, (title, desc): (&str, &str), sort: i64) -> Result {
    sqlx::query("INSERT INTO product_advantages (id, product_id, title, description, multimedia_url, sort) VALUES ($1, $2, $3, $4, NULL, $5)")
        .bind(id)
        .bind(product_id)
        .bind(title)
        .bind(desc)
        .bind(sort)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub async fn insert_product_scene(tx: &mut Tx<'_>, id: i64, product_id: i64, (title, desc): (&str, &str), img: &str, sort: i64) -> Result {
    sqlx::query("INSERT INTO product_scenes (id, product_id, title, description, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(id)
        .bind(product_id)
        .bind(title)
        .bind(desc)
        .bind(img)
        .bind(sort)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A service of a product with its address, app key and secret.
pub async fn insert_domain(tx: &mut Tx<'_>, id: i64, product_id: i64, d: &Domain, (server_url, app_key, app_secret): (&str, &str, &str), sort: i64) -> Result {
    sqlx::query(
        "INSERT INTO product_domains (id, product_id, name, service_name, server_url, internal, app_key, app_secret, sort)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(id)
    .bind(product_id)
    .bind(d.name)
    .bind(d.service_name)
    .bind(server_url)
    .bind(d.internal)
    .bind(app_key)
    .bind(app_secret)
    .bind(sort)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A shown version of a service, priced in fen.
pub async fn insert_version(tx: &mut Tx<'_>, id: i64, domain_id: i64, name: &str, price: i64, sort: i64) -> Result {
    sqlx::query("INSERT INTO product_versions (id, product_domain_id, name, version_price, is_show, sort) VALUES ($1, $2, $3, $4, 1, $5)")
        .bind(id)
        .bind(domain_id)
        .bind(name)
        .bind(price)
        .bind(sort)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub async fn insert_version_function(tx: &mut Tx<'_>, id: i64, version_id: i64, desc: &str, sort: i64) -> Result {
    sqlx::query("INSERT INTO product_version_functions (id, version_id, function_desc, sort) VALUES ($1, $2, $3, $4)")
        .bind(id)
        .bind(version_id)
        .bind(desc)
        .bind(sort)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The published top ad with its title shown.
pub async fn insert_top_ad(tx: &mut Tx<'_>, id: i64, (title, link, img, color): (&str, &str, &str, &str), now: i64) -> Result {
    sqlx::query(
        "INSERT INTO top_advertisings (id, title, title_status, link, top_advertising_img, color_value, status, create_time, update_time)
         VALUES ($1, $2, 1, $3, $4, $5, 1, $6, $6)",
    )
    .bind(id)
    .bind(title)
    .bind(link)
    .bind(img)
    .bind(color)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A published web banner: (channel, first-level title, second-level title, content, link) and its picture.
pub async fn insert_banner(tx: &mut Tx<'_>, id: i64, banner: &(&str, &str, &str, &str, &str), img: &str, sort: i64, now: i64) -> Result {
    let (channel, first, second, content, link) = banner;
    sqlx::query(
        "INSERT INTO banners (id, channel_name, application_type, type, banner_img, link, first_level_title, second_level_title,
         content, sort, status, create_time) VALUES ($1, $2, 40, 'WEB', $3, $4, $5, $6, $7, $8, 1, $9)",
    )
    .bind(id)
    .bind(channel)
    .bind(img)
    .bind(link)
    .bind(first)
    .bind(second)
    .bind(content)
    .bind(sort)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn insert_case(tx: &mut Tx<'_>, id: i64, (title, desc): (&str, &str), img: &str, sort: i64, now: i64) -> Result {
    sqlx::query("INSERT INTO cooperation_cases (id, title, description, img, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, 1, $6)")
        .bind(id)
        .bind(title)
        .bind(desc)
        .bind(img)
        .bind(sort)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub async fn insert_application_scene(tx: &mut Tx<'_>, id: i64, (title, desc): (&str, &str), (img, icon): (&str, &str), sort: i64, now: i64) -> Result {
    sqlx::query(
        "INSERT INTO application_scenes (id, title, description, img, icon, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
    )
    .bind(id)
    .bind(title)
    .bind(desc)
    .bind(img)
    .bind(icon)
    .bind(sort)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A published service platform: (name, description, address) and its logo.
pub async fn insert_service_platform(tx: &mut Tx<'_>, id: i64, (name, desc, url): (&str, &str, &str), logo: &str, sort: i64, now: i64) -> Result {
    sqlx::query(
        "INSERT INTO service_platforms (id, service_platform_name, description, logo_image, server_url, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
    )
    .bind(id)
    .bind(name)
    .bind(desc)
    .bind(logo)
    .bind(url)
    .bind(sort)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn insert_program(tx: &mut Tx<'_>, id: i64, p: &ProgramText, img: &str, sort: i64, now: i64) -> Result {
    sqlx::query(
        "INSERT INTO programs (id, code, category_id, name, slogan, business, program_image, description, home_show, sort, status,
         create_time, update_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1, $11, $11)",
    )
    .bind(id)
    .bind(p.code)
    .bind(p.category)
    .bind(p.name)
    .bind(p.slogan)
    .bind(p.business)
    .bind(img)
    .bind(p.description)
    .bind(i64::from(p.home_show))
    .bind(sort)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn insert_program_scene(tx: &mut Tx<'_>, id: i64, program_id: i64, (title, desc): (&str, &str), img: &str, sort: i64) -> Result {
    sqlx::query("INSERT INTO program_scenes (id, program_id, title, description, img, sort) VALUES ($1, $2, $3, $4, $5, $6)")
        .bind(id)
        .bind(program_id)
        .bind(title)
        .bind(desc)
        .bind(img)
        .bind(sort)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

pub async fn insert_expert(tx: &mut Tx<'_>, id: i64, e: &ExpertText, img: &str, sort: i64, now: i64) -> Result {
    sqlx::query(
        "INSERT INTO experts (id, expert_name, profile, professional_skill, expert_img, link_phone, link_name, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9)",
    )
    .bind(id)
    .bind(e.name)
    .bind(e.profile)
    .bind(e.skill)
    .bind(img)
    .bind(e.phone)
    .bind(e.link_name)
    .bind(sort)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A published supplier; `pictures` is the JSON list of its carousel pictures.
pub async fn insert_supplier(tx: &mut Tx<'_>, id: i64, (name, intro): (&str, &str), (logo, pictures): (&str, &str), sort: i64, now: i64) -> Result {
    sqlx::query(
        "INSERT INTO suppliers (id, supplier_name, logo, introduction, publicity_imgs, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
    )
    .bind(id)
    .bind(name)
    .bind(logo)
    .bind(intro)
    .bind(pictures)
    .bind(sort)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A published eight-second factory video: (name, title, text, views), its address and cover.
pub async fn insert_video(tx: &mut Tx<'_>, id: i64, v: &(&str, &str, &str, i64), (video, cover): (&str, &str), sort: i64, now: i64) -> Result {
    let (name, title, text, views) = v;
    sqlx::query(
        "INSERT INTO factory_videos (id, name, slogan_title, slogan_text, slogan_video, cover_img, duration_seconds, visit_times, sort, status, create_time)
         VALUES ($1, $2, $3, $4, $5, $6, 8, $7, $8, 1, $9)",
    )
    .bind(id)
    .bind(name)
    .bind(title)
    .bind(text)
    .bind(video)
    .bind(cover)
    .bind(views)
    .bind(sort)
    .bind(now)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A published help document of a service: (title, label, content) and its link parameter.
pub async fn insert_help_doc(tx: &mut Tx<'_>, id: i64, domain_id: i64, (title, label, content): (&str, &str, &str), link_param: &str, sort: i64, at: i64) -> Result {
    sqlx::query(
        "INSERT INTO help_docs (id, product_domain_id, title, label, content, link_param, sort, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8)",
    )
    .bind(id)
    .bind(domain_id)
    .bind(title)
    .bind(label)
    .bind(content)
    .bind(link_param)
    .bind(sort)
    .bind(at)
    .execute(&mut **tx)
    .await?;
    Ok(())
}


//! Demo content for a first run outside production: the navigation channels,
//! then (when the catalogue is empty) products, solutions, cases, scenes,
//! service platforms, experts, suppliers, factory videos, help documents,
//! notices and agreements, with illustrations drawn for them and stored in
//! object storage. Everything goes in one transaction, so a failed seed
//! leaves no half catalogue behind.

mod catalogue;
mod texts;

use crate::files;
use crate::images::{svg, Shape};
use bytes::Bytes;
use catalogue::{CATEGORIES, PRODUCTS};
use kernel::AppState;
use std::collections::HashMap;

type Tx<'a> = sqlx::Transaction<'a, sqlx::Any>;

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    seed_channels(state).await?;
    let (products,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM products").fetch_one(&state.db.pool).await?;
    if products == 0 {
        seed_catalogue(state).await?;
    }
    let (agreements,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM agreements").fetch_one(&state.db.pool).await?;
    if agreements == 0 {
        let now = kernel::time::now_ms();
        for (kind, title, content) in [("userAgent", "用户服务协议", texts::USER_AGREEMENT), ("privacy", "隐私政策", texts::PRIVACY)] {
            sqlx::query("INSERT INTO agreements (agreement_type, title, content, update_time) VALUES ($1, $2, $3, $4)")
                .bind(kind)
                .bind(title)
                .bind(content)
                .bind(now)
                .execute(&state.db.pool)
                .await?;
        }
    }
    Ok(())
}

async fn seed_channels(state: &AppState) -> anyhow::Result<()> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM front_channels").fetch_one(&state.db.pool).await?;
    if n > 0 {
        return Ok(());
    }
    let channels = [
        ("首页", "/front"),
        ("产品市场", "/product"),
        ("解决方案", "/solution"),
        ("AI应用", "/ai/application"),
        ("合作生态", "/cooperativeEcology"),
        ("数字工厂", "/viewOfFactory"),
        ("关于我们", "/aboutUs"),
    ];
    for (i, (name, path)) in channels.iter().enumerate() {
        sqlx::query("INSERT INTO front_channels (id, name, path, sort, status, create_time) VALUES ($1, $2, $3, $4, 1, $5)")
            .bind(state.next_id())
            .bind(name)
            .bind(path)
            .bind(i as i64)
            .bind(kernel::time::now_ms())
            .execute(&state.db.pool)
            .await?;
    }
    Ok(())
}

/// Draws and stores illustrations, remembering each so a caption is drawn once.
struct Art<'a> {
    state: &'a AppState,
    drawn: HashMap<String, String>,
}

impl<'a> Art<'a> {
    fn key(shape: Shape, caption: &str, sub: &str) -> String {
        format!("{shape:?}|{caption}|{sub}")
    }

    /// Stores the planned pictures side by side (each store waits on the file
    /// system, so one after another would be most of the seed's time).
    async fn prepare(&mut self, plan: Vec<(Shape, String, String)>) -> anyhow::Result<()> {
        let mut stores = tokio::task::JoinSet::new();
        for (shape, caption, sub) in plan {
            let key = Self::key(shape, &caption, &sub);
            if self.drawn.contains_key(&key) {
                continue;
            }
            self.drawn.insert(key.clone(), String::new());
            let state = self.state.clone();
            stores.spawn(async move {
                let url = files::store(&state, "demo", "svg", Bytes::from(svg(shape, &caption, &sub))).await?;
                Ok::<_, anyhow::Error>((key, url))
            });
        }
        while let Some(done) = stores.join_next().await {
            let (key, url) = done??;
            self.drawn.insert(key, url);
        }
        Ok(())
    }

    /// The address of a picture, drawn now unless it was prepared.
    async fn draw(&mut self, shape: Shape, caption: &str, sub: &str) -> anyhow::Result<String> {
        let key = Self::key(shape, caption, sub);
        if let Some(url) = self.drawn.get(&key).filter(|u| !u.is_empty()) {
            return Ok(url.clone());
        }
        let url = files::store(self.state, "demo", "svg", Bytes::from(svg(shape, caption, sub))).await?;
        self.drawn.insert(key, url.clone());
        Ok(url)
    }
}

/// Every picture the seed below draws, so they can be stored at once.
fn plan() -> Vec<(Shape, String, String)> {
    let mut out: Vec<(Shape, String, String)> = Vec::new();
    let mut add = |shape: Shape, caption: &str, sub: &str| out.push((shape, caption.to_string(), sub.to_string()));
    for p in PRODUCTS {
        add(Shape::Icon, p.name, "");
        add(Shape::Banner, p.name, p.slogan);
        for (title, _) in p.profiles {
            add(Shape::Card, title, p.name);
        }
        for (title, _) in p.functions {
            add(Shape::Icon, title, "");
        }
        for (title, _) in p.scenes {
            add(Shape::Card, title, p.name);
        }
    }
    add(Shape::Banner, AD.0, AD.1);
    for (_, first, second, _, _) in texts::BANNERS {
        add(Shape::Banner, first, second);
    }
    for (title, _) in texts::CASES {
        add(Shape::Card, title, "合作案例");
    }
    for (title, _) in texts::SCENES {
        add(Shape::Card, title, "应用场景");
        add(Shape::Icon, title, "");
    }
    for (name, _, _) in texts::PLATFORMS {
        add(Shape::Icon, name, "");
    }
    for p in texts::PROGRAMS {
        add(Shape::Banner, p.name, p.slogan);
        for (title, _) in p.scenes {
            add(Shape::Card, title, p.name);
        }
    }
    for e in texts::EXPERTS {
        add(Shape::Portrait, e.name, "");
    }
    for (name, _) in texts::SUPPLIERS {
        add(Shape::Logo, &short_name(name), "");
        add(Shape::Card, name, "合作伙伴");
    }
    for (name, ..) in texts::VIDEOS {
        add(Shape::Poster, name, "");
    }
    for (kind, title, _) in texts::COMPANY_NOTICES {
        if *kind == "companyExpress" {
            add(Shape::Card, title, "公司快讯");
        }
    }
    out
}

/// The top ad's picture: (caption, second line).
const AD: (&str, &str) = ("2026工业互联网创新发展大会", "报名通道已开启 · 共话制造业数字化转型");

/// Spreads demo times over the past days so lists have a believable order.
fn days_ago(now: i64, days: i64, hour: i64) -> i64 {
    now - days * 86_400_000 + hour * 3_600_000
}

async fn seed_catalogue(state: &AppState) -> anyhow::Result<()> {
    let mut art = Art { state, drawn: HashMap::new() };
    art.prepare(plan()).await?;
    let video = files::store(state, "demo", "webm", Bytes::from_static(include_bytes!("../../assets/factory-line.webm"))).await?;
    let now = kernel::time::now_ms();
    let mut tx = state.db.pool.begin().await?;

    // Categories and products.
    let mut category_ids = Vec::new();
    for (i, name) in CATEGORIES.iter().enumerate() {
        let id = state.next_id();
        sqlx::query("INSERT INTO product_categories (id, name, sort, status, create_time) VALUES ($1, $2, $3, 1, $4)")
            .bind(id)
            .bind(name)
            .bind(i as i64)
            .bind(now)
            .execute(&mut *tx)
            .await?;
        category_ids.push(id);
    }
    let mut domain_of: HashMap<&str, i64> = HashMap::new();
    for (i, p) in PRODUCTS.iter().enumerate() {
        let id = state.next_id();
        let icon = art.draw(Shape::Icon, p.name, "").await?;
        let banner = art.draw(Shape::Banner, p.name, p.slogan).await?;
        let buttons = if p.ai == Some(0) {
            r#"[{"name":"预约体验","index":0,"checked":true},{"name":"立即咨询","index":1,"checked":true}]"#
        } else if p.free {
            r#"[{"name":"免费开通","index":0,"checked":true},{"name":"立即申报","index":1,"checked":false},{"name":"立即咨询","index":2,"checked":true}]"#
        } else {
            r#"[{"name":"立即购买","index":0,"checked":true},{"name":"立即申报","index":1,"checked":true},{"name":"立即咨询","index":2,"checked":true}]"#
        };
        sqlx::query(
            "INSERT INTO products (id, category_id, name, slogan, icon, slogan_image, description, operation_content, channel_type,
             template_type, product_type, is_free, is_recommend, is_ai, online, app_key, using_company_count, sort, status,
             create_time, update_time) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, $9, $10, $11, $12, $13, $14, $15, $16, $17, 1, $18, $18)",
        )
        .bind(id)
        .bind(category_ids[p.category])
        .bind(p.name)
        .bind(p.slogan)
        .bind(&icon)
        .bind(&banner)
        .bind(p.description)
        .bind(buttons)
        .bind(p.template)
        .bind(p.product_type)
        .bind(i64::from(p.free))
        .bind(i64::from(p.recommend))
        .bind(i64::from(p.ai.is_some()))
        .bind(p.ai.unwrap_or(1))
        .bind(p.app_key)
        .bind(p.using)
        .bind(i as i64)
        .bind(days_ago(now, 60 - i as i64, 9))
        .execute(&mut *tx)
        .await?;

        for (j, (title, desc)) in p.profiles.iter().enumerate() {
            let (kind, url) = if p.video && j == 0 { (1_i64, video.clone()) } else { (0_i64, art.draw(Shape::Card, title, p.name).await?) };
            sqlx::query(
                "INSERT INTO product_profiles (id, product_id, title, description, multimedia_type, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            )
            .bind(state.next_id())
            .bind(id)
            .bind(title)
            .bind(desc)
            .bind(kind)
            .bind(url)
            .bind(j as i64)
            .execute(&mut *tx)
            .await?;
        }
        for (j, (title, desc)) in p.functions.iter().enumerate() {
            let icon = art.draw(Shape::Icon, title, "").await?;
            sqlx::query(
                "INSERT INTO product_functions (id, product_id, title, description, function_icon, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, NULL, $6)",
            )
            .bind(state.next_id())
            .bind(id)
            .bind(title)
            .bind(desc)
            .bind(icon)
            .bind(j as i64)
            .execute(&mut *tx)
            .await?;
        }
        for (j, (title, desc)) in p.advantages.iter().enumerate() {
            sqlx::query("INSERT INTO product_advantages (id, product_id, title, description, multimedia_url, sort) VALUES ($1, $2, $3, $4, NULL, $5)")
                .bind(state.next_id())
                .bind(id)
                .bind(title)
                .bind(desc)
                .bind(j as i64)
                .execute(&mut *tx)
                .await?;
        }
        for (j, (title, desc)) in p.scenes.iter().enumerate() {
            let img = art.draw(Shape::Card, title, p.name).await?;
            sqlx::query("INSERT INTO product_scenes (id, product_id, title, description, multimedia_url, sort) VALUES ($1, $2, $3, $4, $5, $6)")
                .bind(state.next_id())
                .bind(id)
                .bind(title)
                .bind(desc)
                .bind(img)
                .bind(j as i64)
                .execute(&mut *tx)
                .await?;
        }
        for (j, d) in p.domains.iter().enumerate() {
            let domain_id = state.next_id();
            sqlx::query(
                "INSERT INTO product_domains (id, product_id, name, service_name, server_url, internal, app_key, app_secret, sort)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
            )
            .bind(domain_id)
            .bind(id)
            .bind(d.name)
            .bind(d.service_name)
            .bind(format!("/apps/{}", d.service_name))
            .bind(d.internal)
            .bind(format!("{}-{}", p.app_key, j + 1))
            .bind(format!("{}{}", kernel::providers::storage::ObjectStorage::random_name(), kernel::providers::storage::ObjectStorage::random_name()))
            .bind(j as i64)
            .execute(&mut *tx)
            .await?;
            domain_of.entry(p.name).or_insert(domain_id);
            for (k, (name, price, functions)) in d.versions.iter().enumerate() {
                let version_id = state.next_id();
                sqlx::query("INSERT INTO product_versions (id, product_domain_id, name, version_price, is_show, sort) VALUES ($1, $2, $3, $4, 1, $5)")
                    .bind(version_id)
                    .bind(domain_id)
                    .bind(name)
                    .bind(price)
                    .bind(k as i64)
                    .execute(&mut *tx)
                    .await?;
                for (m, desc) in functions.iter().enumerate() {
                    sqlx::query("INSERT INTO product_version_functions (id, version_id, function_desc, sort) VALUES ($1, $2, $3, $4)")
                        .bind(state.next_id())
                        .bind(version_id)
                        .bind(desc)
                        .bind(m as i64)
                        .execute(&mut *tx)
                        .await?;
                }
            }
        }
    }

    seed_front(state, &mut art, &mut tx, now).await?;
    seed_programs(state, &mut art, &mut tx, now).await?;
    seed_people(state, &mut art, &mut tx, now, &video).await?;
    seed_help(state, &mut tx, now, &domain_of).await?;
    seed_notices(state, &mut art, &mut tx, now).await?;
    tx.commit().await?;
    Ok(())
}

async fn seed_front(state: &AppState, art: &mut Art<'_>, tx: &mut Tx<'_>, now: i64) -> anyhow::Result<()> {
    let ad = art.draw(Shape::Banner, AD.0, AD.1).await?;
    sqlx::query(
        "INSERT INTO top_advertisings (id, title, title_status, link, top_advertising_img, color_value, status, create_time, update_time)
         VALUES ($1, $2, 1, $3, $4, $5, 1, $6, $6)",
    )
    .bind(state.next_id())
    .bind("2026工业互联网创新发展大会报名开启")
    .bind("/noticeDetail?type=companyExpress")
    .bind(ad)
    .bind("#0b2a5b")
    .bind(now)
    .execute(&mut **tx)
    .await?;

    for (i, (channel, first, second, content, link)) in texts::BANNERS.iter().enumerate() {
        let img = art.draw(Shape::Banner, first, second).await?;
        sqlx::query(
            "INSERT INTO banners (id, channel_name, application_type, type, banner_img, link, first_level_title, second_level_title,
             content, sort, status, create_time) VALUES ($1, $2, 40, 'WEB', $3, $4, $5, $6, $7, $8, 1, $9)",
        )
        .bind(state.next_id())
        .bind(channel)
        .bind(img)
        .bind(link)
        .bind(first)
        .bind(second)
        .bind(content)
        .bind(i as i64)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    for (i, (title, desc)) in texts::CASES.iter().enumerate() {
        let img = art.draw(Shape::Card, title, "合作案例").await?;
        sqlx::query("INSERT INTO cooperation_cases (id, title, description, img, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, 1, $6)")
            .bind(state.next_id())
            .bind(title)
            .bind(desc)
            .bind(img)
            .bind(i as i64)
            .bind(now)
            .execute(&mut **tx)
            .await?;
    }
    for (i, (title, desc)) in texts::SCENES.iter().enumerate() {
        let img = art.draw(Shape::Card, title, "应用场景").await?;
        let icon = art.draw(Shape::Icon, title, "").await?;
        sqlx::query(
            "INSERT INTO application_scenes (id, title, description, img, icon, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
        )
        .bind(state.next_id())
        .bind(title)
        .bind(desc)
        .bind(img)
        .bind(icon)
        .bind(i as i64)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    for (i, (name, desc, url)) in texts::PLATFORMS.iter().enumerate() {
        let logo = art.draw(Shape::Icon, name, "").await?;
        sqlx::query(
            "INSERT INTO service_platforms (id, service_platform_name, description, logo_image, server_url, sort, status, create_time)
             VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
        )
        .bind(state.next_id())
        .bind(name)
        .bind(desc)
        .bind(logo)
        .bind(url)
        .bind(i as i64)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

async fn seed_programs(state: &AppState, art: &mut Art<'_>, tx: &mut Tx<'_>, now: i64) -> anyhow::Result<()> {
    for (i, p) in texts::PROGRAMS.iter().enumerate() {
        let id = state.next_id();
        let img = art.draw(Shape::Banner, p.name, p.slogan).await?;
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
        .bind(i as i64)
        .bind(now)
        .execute(&mut **tx)
        .await?;
        for (j, (title, desc)) in p.scenes.iter().enumerate() {
            let img = art.draw(Shape::Card, title, p.name).await?;
            sqlx::query("INSERT INTO program_scenes (id, program_id, title, description, img, sort) VALUES ($1, $2, $3, $4, $5, $6)")
                .bind(state.next_id())
                .bind(id)
                .bind(title)
                .bind(desc)
                .bind(img)
                .bind(j as i64)
                .execute(&mut **tx)
                .await?;
        }
    }
    Ok(())
}

async fn seed_people(state: &AppState, art: &mut Art<'_>, tx: &mut Tx<'_>, now: i64, video: &str) -> anyhow::Result<()> {
    for (i, e) in texts::EXPERTS.iter().enumerate() {
        let img = art.draw(Shape::Portrait, e.name, "").await?;
        sqlx::query(
            "INSERT INTO experts (id, expert_name, profile, professional_skill, expert_img, link_phone, link_name, sort, status, create_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, $9)",
        )
        .bind(state.next_id())
        .bind(e.name)
        .bind(e.profile)
        .bind(e.skill)
        .bind(img)
        .bind(e.phone)
        .bind(e.link_name)
        .bind(i as i64)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    for (i, (name, intro)) in texts::SUPPLIERS.iter().enumerate() {
        let logo = art.draw(Shape::Logo, &short_name(name), "").await?;
        let picture = art.draw(Shape::Card, name, "合作伙伴").await?;
        sqlx::query(
            "INSERT INTO suppliers (id, supplier_name, logo, introduction, publicity_imgs, sort, status, create_time) VALUES ($1, $2, $3, $4, $5, $6, 1, $7)",
        )
        .bind(state.next_id())
        .bind(name)
        .bind(logo)
        .bind(intro)
        .bind(serde_json::to_string(&[picture])?)
        .bind(i as i64)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    for (i, (name, title, text, views)) in texts::VIDEOS.iter().enumerate() {
        let cover = art.draw(Shape::Poster, name, "").await?;
        sqlx::query(
            "INSERT INTO factory_videos (id, name, slogan_title, slogan_text, slogan_video, cover_img, duration_seconds, visit_times, sort, status, create_time)
             VALUES ($1, $2, $3, $4, $5, $6, 8, $7, $8, 1, $9)",
        )
        .bind(state.next_id())
        .bind(name)
        .bind(title)
        .bind(text)
        .bind(video)
        .bind(cover)
        .bind(views)
        .bind(i as i64)
        .bind(now)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// The part of a company name a logo shows: without region prefix and legal form.
fn short_name(name: &str) -> String {
    let trimmed = name.trim_end_matches("有限公司").trim_end_matches("股份").trim_end_matches("科技");
    trimmed.chars().take(6).collect()
}

async fn seed_help(state: &AppState, tx: &mut Tx<'_>, now: i64, domain_of: &HashMap<&str, i64>) -> anyhow::Result<()> {
    for (i, (product, title, label, content)) in texts::HELP_DOCS.iter().enumerate() {
        let Some(domain) = domain_of.get(product) else { continue };
        let id = state.next_id();
        sqlx::query(
            "INSERT INTO help_docs (id, product_domain_id, title, label, content, link_param, sort, status, create_time, update_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8, $8)",
        )
        .bind(id)
        .bind(domain)
        .bind(title)
        .bind(label)
        .bind(content)
        .bind(format!("doc-{}", i + 1))
        .bind(i as i64)
        .bind(days_ago(now, 30 - i as i64, 10))
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

async fn seed_notices(state: &AppState, art: &mut Art<'_>, tx: &mut Tx<'_>, now: i64) -> anyhow::Result<()> {
    for (i, (title, text)) in texts::SYSTEM_NOTICES.iter().enumerate() {
        let at = days_ago(now, 3 + 9 * i as i64, 9);
        sqlx::query("INSERT INTO system_notices (id, title, msg_text, sort, status, audit_time, create_time) VALUES ($1, $2, $3, 0, 1, $4, $4)")
            .bind(state.next_id())
            .bind(title)
            .bind(text)
            .bind(at)
            .execute(&mut **tx)
            .await?;
    }
    for (i, (kind, title, text)) in texts::COMPANY_NOTICES.iter().enumerate() {
        let at = days_ago(now, 2 + 5 * i as i64, 15);
        let cover = if *kind == "companyExpress" { Some(art.draw(Shape::Card, title, "公司快讯").await?) } else { None };
        sqlx::query(
            "INSERT INTO company_notices (id, notice_type, title, msg_text, cover_img, status, issue_status, audit_time, create_time, update_time)
             VALUES ($1, $2, $3, $4, $5, 1, 1, $6, $6, $6)",
        )
        .bind(state.next_id())
        .bind(kind)
        .bind(title)
        .bind(text)
        .bind(cover)
        .bind(at)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

//! Demo content for a first run outside production: the navigation channels,
//! then (when the catalogue is empty) products, solutions, cases, scenes,
//! service platforms, experts, suppliers, factory videos, help documents,
//! and agreements, with illustrations drawn for them and stored in
//! object storage, and the site settings, each row as its table's columns and
//! values. The catalogue goes in one transaction, so a failed seed leaves no
//! half catalogue behind. Its SQL is in `repo.rs`.

mod catalogue;
mod repo;
mod texts;

use crate::files;
use bytes::Bytes;
use catalogue::{CATEGORIES, PRODUCTS};
use kernel::AppState;
use repo::Tx;
use sandbox::illustration::{svg, Shape};
use std::collections::HashMap;

pub async fn seed(state: &AppState) -> anyhow::Result<()> {
    seed_channels(state).await?;
    if repo::no_products(state).await? {
        seed_catalogue(state).await?;
    }
    if repo::no_agreements(state).await? {
        let now = kernel::time::now_ms();
        for (kind, title, content) in [("userAgent", "用户服务协议", texts::USER_AGREEMENT), ("privacy", "隐私政策", texts::PRIVACY)] {
            repo::insert(&state.db.write, "agreements", &["agreement_type", "title", "content", "update_time"], &[kind.into(), title.into(), content.into(), now.into()]).await?;
        }
    }
    if repo::no_site_settings(state).await? {
        let now = kernel::time::now_ms();
        for (key, value) in texts::SITE_SETTINGS {
            repo::insert(&state.db.write, "site_settings", &["setting_key", "setting_value", "update_time"], &[(*key).into(), (*value).into(), now.into()]).await?;
        }
    }
    Ok(())
}

async fn seed_channels(state: &AppState) -> anyhow::Result<()> {
    if !repo::no_channels(state).await? {
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
        let row = [state.next_id().into(), (*name).into(), (*path).into(), (i as i64).into(), 1.into(), kernel::time::now_ms().into()];
        repo::insert(&state.db.write, "front_channels", &["id", "name", "path", "sort", "status", "create_time"], &row).await?;
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
    out
}

const PRODUCT_COLUMNS: [&str; 21] = [
    "id", "category_id", "name", "slogan", "icon", "slogan_image", "description", "operation_content", "channel_type", "template_type", "product_type",
    "is_free", "is_recommend", "is_ai", "online", "app_key", "using_company_count", "sort", "status", "create_time", "update_time",
];
const PROGRAM_COLUMNS: [&str; 13] =
    ["id", "code", "category_id", "name", "slogan", "business", "program_image", "description", "home_show", "sort", "status", "create_time", "update_time"];
const VIDEO_COLUMNS: [&str; 11] =
    ["id", "name", "slogan_title", "slogan_text", "slogan_video", "cover_img", "duration_seconds", "visit_times", "sort", "status", "create_time"];

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
    let mut tx = state.db.write.begin().await?;

    // Categories and products.
    let mut category_ids = Vec::new();
    for (i, name) in CATEGORIES.iter().enumerate() {
        let id = state.next_id();
        repo::insert(&mut *tx, "product_categories", &["id", "name", "sort", "status", "create_time"], &[id.into(), (*name).into(), (i as i64).into(), 1.into(), now.into()]).await?;
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
        let at = days_ago(now, 60 - i as i64, 9);
        let row = [
            id.into(), category_ids[p.category].into(), p.name.into(), p.slogan.into(), (&icon).into(), (&banner).into(), p.description.into(), buttons.into(),
            0.into(), p.template.into(), p.product_type.into(), i64::from(p.free).into(), i64::from(p.recommend).into(), i64::from(p.ai.is_some()).into(),
            p.ai.unwrap_or(1).into(), p.app_key.into(), p.using.into(), (i as i64).into(), 1.into(), at.into(), at.into(),
        ];
        repo::insert(&mut *tx, "products", &PRODUCT_COLUMNS, &row).await?;

        for (j, &(title, desc)) in p.profiles.iter().enumerate() {
            let (kind, url) = if p.video && j == 0 { (1_i64, video.clone()) } else { (0_i64, art.draw(Shape::Card, title, p.name).await?) };
            let row = [state.next_id().into(), id.into(), title.into(), desc.into(), kind.into(), (&url).into(), (j as i64).into()];
            repo::insert(&mut *tx, "product_profiles", &["id", "product_id", "title", "description", "multimedia_type", "multimedia_url", "sort"], &row).await?;
        }
        for (j, &(title, desc)) in p.functions.iter().enumerate() {
            let icon = art.draw(Shape::Icon, title, "").await?;
            let row = [state.next_id().into(), id.into(), title.into(), desc.into(), (&icon).into(), (j as i64).into()];
            repo::insert(&mut *tx, "product_functions", &["id", "product_id", "title", "description", "function_icon", "sort"], &row).await?;
        }
        for (j, &(title, desc)) in p.advantages.iter().enumerate() {
            let row = [state.next_id().into(), id.into(), title.into(), desc.into(), (j as i64).into()];
            repo::insert(&mut *tx, "product_advantages", &["id", "product_id", "title", "description", "sort"], &row).await?;
        }
        for (j, &(title, desc)) in p.scenes.iter().enumerate() {
            let img = art.draw(Shape::Card, title, p.name).await?;
            let row = [state.next_id().into(), id.into(), title.into(), desc.into(), (&img).into(), (j as i64).into()];
            repo::insert(&mut *tx, "product_scenes", &["id", "product_id", "title", "description", "multimedia_url", "sort"], &row).await?;
        }
        for (j, d) in p.domains.iter().enumerate() {
            let domain_id = state.next_id();
            // Demo services open the sandbox app, which plays each app's own server.
            let server_url = "/sandbox/app".to_string();
            let app_key = format!("{}-{}", p.app_key, j + 1);
            let app_secret =
                format!("{}{}", kernel::providers::storage::ObjectStorage::random_name(), kernel::providers::storage::ObjectStorage::random_name());
            let row = [domain_id.into(), id.into(), d.name.into(), d.service_name.into(), (&server_url).into(), d.internal.into(), (&app_key).into(), (&app_secret).into(), (j as i64).into()];
            let columns = ["id", "product_id", "name", "service_name", "server_url", "internal", "app_key", "app_secret", "sort"];
            repo::insert(&mut *tx, "product_domains", &columns, &row).await?;
            domain_of.entry(p.name).or_insert(domain_id);
            for (k, (name, price, functions)) in d.versions.iter().enumerate() {
                let version_id = state.next_id();
                let row = [version_id.into(), domain_id.into(), (*name).into(), (*price).into(), 1.into(), (k as i64).into()];
                repo::insert(&mut *tx, "product_versions", &["id", "product_domain_id", "name", "version_price", "is_show", "sort"], &row).await?;
                for (m, desc) in functions.iter().enumerate() {
                    let row = [state.next_id().into(), version_id.into(), (*desc).into(), (m as i64).into()];
                    repo::insert(&mut *tx, "product_version_functions", &["id", "version_id", "function_desc", "sort"], &row).await?;
                }
            }
        }
    }

    seed_front(state, &mut art, &mut tx, now).await?;
    seed_programs(state, &mut art, &mut tx, now).await?;
    seed_people(state, &mut art, &mut tx, now, &video).await?;
    seed_help(state, &mut tx, now, &domain_of).await?;
    tx.commit().await?;
    Ok(())
}

async fn seed_front(state: &AppState, art: &mut Art<'_>, tx: &mut Tx<'_>, now: i64) -> anyhow::Result<()> {
    let ad = art.draw(Shape::Banner, AD.0, AD.1).await?;
    let row = [state.next_id().into(), "2026工业互联网创新发展大会报名开启".into(), 1.into(), "/noticeDetail?type=companyExpress".into(), (&ad).into(), "#0b2a5b".into(), 1.into(), now.into(), now.into()];
    let columns = ["id", "title", "title_status", "link", "top_advertising_img", "color_value", "status", "create_time", "update_time"];
    repo::insert(&mut **tx, "top_advertisings", &columns, &row).await?;

    for (i, banner) in texts::BANNERS.iter().enumerate() {
        let (_, first, second, _, _) = banner;
        let img = art.draw(Shape::Banner, first, second).await?;
        let (channel, first, second, content, link) = *banner;
        let row = [
            state.next_id().into(), channel.into(), 40.into(), "WEB".into(), (&img).into(), link.into(), first.into(), second.into(), content.into(), (i as i64).into(), 1.into(), now.into(),
        ];
        let columns = ["id", "channel_name", "application_type", "type", "banner_img", "link", "first_level_title", "second_level_title", "content", "sort", "status", "create_time"];
        repo::insert(&mut **tx, "banners", &columns, &row).await?;
    }
    for (i, &(title, desc)) in texts::CASES.iter().enumerate() {
        let img = art.draw(Shape::Card, title, "合作案例").await?;
        let row = [state.next_id().into(), title.into(), desc.into(), (&img).into(), (i as i64).into(), 1.into(), now.into()];
        repo::insert(&mut **tx, "cooperation_cases", &["id", "title", "description", "img", "sort", "status", "create_time"], &row).await?;
    }
    for (i, &(title, desc)) in texts::SCENES.iter().enumerate() {
        let img = art.draw(Shape::Card, title, "应用场景").await?;
        let icon = art.draw(Shape::Icon, title, "").await?;
        let row = [state.next_id().into(), title.into(), desc.into(), (&img).into(), (&icon).into(), (i as i64).into(), 1.into(), now.into()];
        repo::insert(&mut **tx, "application_scenes", &["id", "title", "description", "img", "icon", "sort", "status", "create_time"], &row).await?;
    }
    for (i, &platform) in texts::PLATFORMS.iter().enumerate() {
        let logo = art.draw(Shape::Icon, platform.0, "").await?;
        let (name, desc, url) = platform;
        let row = [state.next_id().into(), name.into(), desc.into(), (&logo).into(), url.into(), (i as i64).into(), 1.into(), now.into()];
        let columns = ["id", "service_platform_name", "description", "logo_image", "server_url", "sort", "status", "create_time"];
        repo::insert(&mut **tx, "service_platforms", &columns, &row).await?;
    }
    Ok(())
}

async fn seed_programs(state: &AppState, art: &mut Art<'_>, tx: &mut Tx<'_>, now: i64) -> anyhow::Result<()> {
    for (i, p) in texts::PROGRAMS.iter().enumerate() {
        let id = state.next_id();
        let img = art.draw(Shape::Banner, p.name, p.slogan).await?;
        let row = [
            id.into(), p.code.into(), p.category.into(), p.name.into(), p.slogan.into(), p.business.into(), (&img).into(), p.description.into(),
            i64::from(p.home_show).into(), (i as i64).into(), 1.into(), now.into(), now.into(),
        ];
        repo::insert(&mut **tx, "programs", &PROGRAM_COLUMNS, &row).await?;
        for (j, &(title, desc)) in p.scenes.iter().enumerate() {
            let img = art.draw(Shape::Card, title, p.name).await?;
            let row = [state.next_id().into(), id.into(), title.into(), desc.into(), (&img).into(), (j as i64).into()];
            repo::insert(&mut **tx, "program_scenes", &["id", "program_id", "title", "description", "img", "sort"], &row).await?;
        }
    }
    Ok(())
}

async fn seed_people(state: &AppState, art: &mut Art<'_>, tx: &mut Tx<'_>, now: i64, video: &str) -> anyhow::Result<()> {
    for (i, e) in texts::EXPERTS.iter().enumerate() {
        let img = art.draw(Shape::Portrait, e.name, "").await?;
        let row = [state.next_id().into(), e.name.into(), e.profile.into(), e.skill.into(), (&img).into(), e.phone.into(), e.link_name.into(), (i as i64).into(), 1.into(), now.into()];
        let columns = ["id", "expert_name", "profile", "professional_skill", "expert_img", "link_phone", "link_name", "sort", "status", "create_time"];
        repo::insert(&mut **tx, "experts", &columns, &row).await?;
    }
    for (i, &(name, intro)) in texts::SUPPLIERS.iter().enumerate() {
        let logo = art.draw(Shape::Logo, &short_name(name), "").await?;
        let picture = art.draw(Shape::Card, name, "合作伙伴").await?;
        let pictures = serde_json::to_string(&[picture])?;
        let row = [state.next_id().into(), name.into(), (&logo).into(), intro.into(), (&pictures).into(), (i as i64).into(), 1.into(), now.into()];
        let columns = ["id", "supplier_name", "logo", "introduction", "publicity_imgs", "sort", "status", "create_time"];
        repo::insert(&mut **tx, "suppliers", &columns, &row).await?;
    }
    for (i, v) in texts::VIDEOS.iter().enumerate() {
        let cover = art.draw(Shape::Poster, v.0, "").await?;
        let (name, title, text, views) = *v;
        let row = [state.next_id().into(), name.into(), title.into(), text.into(), video.into(), (&cover).into(), 8.into(), views.into(), (i as i64).into(), 1.into(), now.into()];
        repo::insert(&mut **tx, "factory_videos", &VIDEO_COLUMNS, &row).await?;
    }
    Ok(())
}

/// The part of a company name a logo shows: without region prefix and legal form.
fn short_name(name: &str) -> String {
    let trimmed = name.trim_end_matches("有限公司").trim_end_matches("股份").trim_end_matches("科技");
    trimmed.chars().take(6).collect()
}

async fn seed_help(state: &AppState, tx: &mut Tx<'_>, now: i64, domain_of: &HashMap<&str, i64>) -> anyhow::Result<()> {
    for (i, &(product, title, label, content)) in texts::HELP_DOCS.iter().enumerate() {
        let Some(&domain) = domain_of.get(product) else { continue };
        let link_param = format!("doc-{}", i + 1);
        let at = days_ago(now, 30 - i as i64, 10);
        let row = [state.next_id().into(), domain.into(), title.into(), label.into(), content.into(), (&link_param).into(), (i as i64).into(), 1.into(), at.into(), at.into()];
        let columns = ["id", "product_domain_id", "title", "label", "content", "link_param", "sort", "status", "create_time", "update_time"];
        repo::insert(&mut **tx, "help_docs", &columns, &row).await?;
    }
    Ok(())
}


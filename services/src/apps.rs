//! The company's apps: the product services it may open and until when. A
//! kernel service because orders grant them and the workbench lists and
//! launches them; names are kept as granted, so neither reads the market.

use kernel::db::Db;
use kernel::time::add_years_ms;
use kernel::KernelError;
use sqlx::AnyConnection;

pub struct AppGrant<'a> {
    pub company_id: i64,
    pub product_id: i64,
    pub domain_id: i64,
    pub version_id: Option<i64>,
    pub product_name: &'a str,
    pub app_name: &'a str,
    pub version_name: Option<&'a str>,
    pub icon: Option<&'a str>,
    /// The order (or other source) granting it.
    pub source_id: Option<i64>,
    pub years: i64,
}

impl<'a> AppGrant<'a> {
    /// A free product's service, granted to a company by no order.
    pub fn free(company_id: i64, d: &'a kernel::contracts::Domain) -> Self {
        AppGrant {
            company_id,
            product_id: d.product_id,
            domain_id: d.id,
            version_id: None,
            product_name: &d.product_name,
            app_name: &d.name,
            version_name: None,
            icon: d.product_icon.as_deref(),
            source_id: None,
            years: 0,
        }
    }
}

#[derive(Debug, Clone, serde::Serialize, sqlx::FromRow)]
pub struct CompanyApp {
    pub id: i64,
    pub company_id: i64,
    pub product_id: i64,
    pub product_domain_id: i64,
    pub version_id: Option<i64>,
    pub product_name: String,
    pub app_name: String,
    pub version_name: Option<String>,
    pub icon: Option<String>,
    pub start_time: i64,
    pub end_time: i64,
}

const COLUMNS: &str = "id, company_id, product_id, product_domain_id, version_id, product_name, app_name, version_name, icon, start_time, end_time";

/// Grants the service for `years`: from now for a new or lapsed app, from its
/// current end for one still running (a renewal). Returns (start, end) of the
/// span this grant bought. Runs on the caller's transaction.
pub async fn grant(conn: &mut AnyConnection, id: i64, g: &AppGrant<'_>, now: i64) -> Result<(i64, i64), KernelError> {
    let inserted = insert_new(&mut *conn, id, g, add_years_ms(now, g.years), now).await?;
    if inserted {
        return Ok((now, add_years_ms(now, g.years)));
    }
    // Extend with a compare-and-set on the old end, so two grants at once both count.
    loop {
        let (start, end): (i64, i64) = sqlx::query_as("SELECT start_time, end_time FROM company_apps WHERE company_id = $1 AND product_domain_id = $2")
            .bind(g.company_id)
            .bind(g.domain_id)
            .fetch_one(&mut *conn)
            .await?;
        let (new_start, from) = if end > now { (start, end) } else { (now, now) };
        let new_end = add_years_ms(from, g.years);
        let r = sqlx::query(
            "UPDATE company_apps SET start_time = $1, end_time = $2, version_id = $3, version_name = $4, source_id = $5, update_time = $6
             WHERE company_id = $7 AND product_domain_id = $8 AND end_time = $9",
        )
        .bind(new_start)
        .bind(new_end)
        .bind(g.version_id)
        .bind(g.version_name)
        .bind(g.source_id)
        .bind(now)
        .bind(g.company_id)
        .bind(g.domain_id)
        .bind(end)
        .execute(&mut *conn)
        .await?;
        if r.rows_affected() == 1 {
            return Ok((from, new_end));
        }
    }
}

/// The company's apps, newest grant first.
pub async fn of_company(db: &Db, company_id: i64) -> Result<Vec<CompanyApp>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM company_apps WHERE company_id = $1 ORDER BY update_time DESC, id DESC"))
        .bind(company_id)
        .fetch_all(&db.read)
        .await?)
}

/// One of the company's own services.
#[derive(Debug, Clone, serde::Serialize, sqlx::FromRow)]
pub struct CustomApp {
    pub id: i64,
    pub company_id: i64,
    pub name: String,
    pub server_url: String,
    pub logo_image: String,
    pub remark: String,
    pub create_time: i64,
}

const CUSTOM_COLUMNS: &str = "id, company_id, name, server_url, logo_image, remark, create_time";

pub struct CustomAppForm<'a> {
    pub name: &'a str,
    pub server_url: &'a str,
    pub logo_image: &'a str,
    pub remark: &'a str,
}

pub async fn custom_apps(db: &Db, company_id: i64) -> Result<Vec<CustomApp>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {CUSTOM_COLUMNS} FROM company_custom_apps WHERE company_id = $1 ORDER BY id"))
        .bind(company_id)
        .fetch_all(&db.read)
        .await?)
}

pub async fn custom_app(db: &Db, id: i64, company_id: i64) -> Result<Option<CustomApp>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {CUSTOM_COLUMNS} FROM company_custom_apps WHERE id = $1 AND company_id = $2"))
        .bind(id)
        .bind(company_id)
        .fetch_optional(&db.read)
        .await?)
}

pub async fn custom_app_count(db: &Db, company_id: i64) -> Result<i64, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM company_custom_apps WHERE company_id = $1").bind(company_id).fetch_one(&db.read).await?;
    Ok(n)
}

pub async fn add_custom_app(db: &Db, id: i64, company_id: i64, f: &CustomAppForm<'_>, now: i64) -> Result<(), KernelError> {
    sqlx::query(
        "INSERT INTO company_custom_apps (id, company_id, name, server_url, logo_image, remark, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
    )
    .bind(id)
    .bind(company_id)
    .bind(f.name)
    .bind(f.server_url)
    .bind(f.logo_image)
    .bind(f.remark)
    .bind(now)
    .execute(&db.write)
    .await?;
    Ok(())
}

/// Edits one of the company's own services; `NotFound` for another company's.
pub async fn edit_custom_app(db: &Db, id: i64, company_id: i64, f: &CustomAppForm<'_>, now: i64) -> Result<(), KernelError> {
    kernel::db::touched(
        sqlx::query(
            "UPDATE company_custom_apps SET name = $1, server_url = $2, logo_image = $3, remark = $4, update_time = $5 WHERE id = $6 AND company_id = $7",
        )
        .bind(f.name)
        .bind(f.server_url)
        .bind(f.logo_image)
        .bind(f.remark)
        .bind(now)
        .bind(id)
        .bind(company_id)
        .execute(&db.write)
        .await?,
    )
}

pub async fn delete_custom_app(db: &Db, id: i64, company_id: i64) -> Result<(), KernelError> {
    kernel::db::touched(sqlx::query("DELETE FROM company_custom_apps WHERE id = $1 AND company_id = $2").bind(id).bind(company_id).execute(&db.write).await?)
}

/// The company's app for a service, when it holds one.
pub async fn of_domain(db: &Db, company_id: i64, domain_id: i64) -> Result<Option<CompanyApp>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM company_apps WHERE company_id = $1 AND product_domain_id = $2"))
        .bind(company_id)
        .bind(domain_id)
        .fetch_optional(&db.read)
        .await?)
}

/// "No end": a free app added without a usage time.
pub const NO_END: i64 = 253_402_271_999_000;

/// Adds a free or default app the company does not hold yet (a held one keeps
/// its term); `end` None means it never ends. True when it was added.
pub async fn add_free(db: &Db, id: i64, g: &AppGrant<'_>, end: Option<i64>, now: i64) -> Result<bool, KernelError> {
    insert_new(&db.write, id, g, end.unwrap_or(NO_END), now).await
}

/// Inserts the app for a company that does not hold it yet, running from `now` to `end`;
/// true when it was inserted (a held one is left as it is).
async fn insert_new<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(ex: E, id: i64, g: &AppGrant<'_>, end: i64, now: i64) -> Result<bool, KernelError> {
    let r = sqlx::query(
        "INSERT INTO company_apps (id, company_id, product_id, product_domain_id, version_id, product_name, app_name, version_name, icon,
                                   source_id, start_time, end_time, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $11, $11)
         ON CONFLICT (company_id, product_domain_id) DO NOTHING",
    )
    .bind(id)
    .bind(g.company_id)
    .bind(g.product_id)
    .bind(g.domain_id)
    .bind(g.version_id)
    .bind(g.product_name)
    .bind(g.app_name)
    .bind(g.version_name)
    .bind(g.icon)
    .bind(g.source_id)
    .bind(now)
    .bind(end)
    .execute(ex)
    .await?;
    Ok(r.rows_affected() == 1)
}

/// Removes one of the company's apps (the user's 删除 on the console).
pub async fn remove(db: &Db, company_id: i64, domain_id: i64) -> Result<(), KernelError> {
    kernel::db::touched(
        sqlx::query("DELETE FROM company_apps WHERE company_id = $1 AND product_domain_id = $2").bind(company_id).bind(domain_id).execute(&db.write).await?,
    )
}

/// Company apps ending between now and `before` whose end was not yet reminded of.
pub async fn expiring_unnoticed(db: &Db, now: i64, before: i64, limit: i64) -> Result<Vec<CompanyApp>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "SELECT {COLUMNS} FROM company_apps WHERE end_time > $1 AND end_time <= $2
           AND (expiry_noticed_end IS NULL OR expiry_noticed_end <> end_time) ORDER BY end_time LIMIT $3"
    ))
    .bind(now)
    .bind(before)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

/// Claims the reminder for this end (conditional, so two runs never both send it); true when this caller won.
pub async fn claim_expiry_notice(conn: &mut AnyConnection, id: i64, end_time: i64) -> Result<bool, KernelError> {
    let r = sqlx::query(
        "UPDATE company_apps SET expiry_noticed_end = $1 WHERE id = $2 AND end_time = $1
           AND (expiry_noticed_end IS NULL OR expiry_noticed_end <> $1)",
    )
    .bind(end_time)
    .bind(id)
    .execute(&mut *conn)
    .await?;
    Ok(r.rows_affected() == 1)
}

/// The app keys of the company's apps still running (the keys live in the
/// catalogue's services): two queries however many apps the company holds,
/// since only the few services with an app key can match.
pub async fn held_app_keys(db: &Db, catalogue: &dyn kernel::contracts::Catalogue, company_id: i64, now: i64) -> Result<Vec<String>, KernelError> {
    Ok(held_app_keys_until(db, catalogue, company_id, now).await?.0)
}

/// `held_app_keys`, and the moment (ms) the first of them runs out, when the answer changes by itself.
pub async fn held_app_keys_until(
    db: &Db,
    catalogue: &dyn kernel::contracts::Catalogue,
    company_id: i64,
    now: i64,
) -> Result<(Vec<String>, i64), KernelError> {
    let running: Vec<CompanyApp> = of_company(db, company_id).await?.into_iter().filter(|a| a.end_time > now).collect();
    let until = running.iter().map(|a| a.end_time).min().unwrap_or(i64::MAX);
    let held: std::collections::HashSet<i64> = running.iter().map(|a| a.product_domain_id).collect();
    if held.is_empty() {
        return Ok((Vec::new(), until));
    }
    let keys = catalogue.app_domains(db).await?.into_iter().filter(|d| held.contains(&d.id)).filter_map(|d| d.app_key).collect();
    Ok((keys, until))
}

/// The service an app key names, wherever it is kept: the market's published
/// products, or a partner's app not (or no longer) on the market (its test
/// launches). A published partner app's secret is the partner module's, sealed.
pub async fn by_app_key(state: &kernel::AppState, app_key: &str) -> Result<Option<kernel::contracts::Domain>, KernelError> {
    let published = match state.try_contract::<dyn kernel::contracts::Catalogue>() {
        Some(c) => c.domain_by_app_key(&state.db, app_key).await?,
        None => None,
    };
    let partner = match (state.try_contract::<dyn kernel::contracts::PartnerApps>(), published.as_ref().map(|d| d.app_secret.is_some())) {
        (Some(p), None | Some(false)) => p.by_app_key(&state.db, &state.tokens, app_key).await?,
        _ => None,
    };
    Ok(match (published, partner) {
        (Some(mut d), Some(p)) => {
            d.app_secret = p.app_secret;
            Some(d)
        }
        (Some(d), None) => Some(d),
        (None, p) => p,
    })
}

/// How many companies hold the service with a running term.
pub async fn holders(db: &Db, domain_id: i64, now: i64) -> Result<i64, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM company_apps WHERE product_domain_id = $1 AND end_time > $2")
        .bind(domain_id)
        .bind(now)
        .fetch_one(&db.read)
        .await?;
    Ok(n)
}

/// A refunded grant: the span it bought comes off the app's end, never to
/// before now (an app bought once and refunded ends now). On the caller's transaction.
pub async fn take_back(conn: &mut AnyConnection, company_id: i64, domain_id: i64, span_ms: i64, now: i64) -> Result<(), KernelError> {
    sqlx::query(
        "UPDATE company_apps SET end_time = CASE WHEN end_time - $1 < $2 THEN $2 ELSE end_time - $1 END, update_time = $2
         WHERE company_id = $3 AND product_domain_id = $4",
    )
    .bind(span_ms.max(0))
    .bind(now)
    .bind(company_id)
    .bind(domain_id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

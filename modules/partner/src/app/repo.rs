//! The partner apps' SQL: every read and write names the owning company
//! (another partner's app is not found), and each state move is one
//! conditional UPDATE from the states it may leave.

use kernel::db::{Arg, Conditions, Db};
use kernel::http::PageQuery;
use kernel::KernelError;
use sqlx::AnyConnection;

type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

pub mod status {
    pub const DRAFT: i64 = 0;
    pub const IN_REVIEW: i64 = 1;
    pub const PUBLISHED: i64 = 2;
    pub const REJECTED: i64 = 3;
    pub const OFFLINE: i64 = 4;
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct AppRow {
    pub id: i64,
    pub company_id: i64,
    pub product_id: i64,
    pub domain_id: i64,
    pub name: String,
    pub icon: String,
    pub slogan: String,
    pub description: String,
    pub category_id: i64,
    pub is_ai: i64,
    pub server_url: String,
    pub internal: i64,
    pub is_free: i64,
    pub default_usage_time: Option<i64>,
    pub app_key: String,
    pub app_secret_sealed: String,
    pub status: i64,
    pub reason: Option<String>,
    pub reviewer_id: Option<i64>,
    pub review_time: Option<i64>,
    /// 1: a launch rule waits for an operator's review.
    pub rule_pending: i64,
    /// JSON list of OpenID Connect redirect URIs, as saved and as approved.
    pub redirect_uris: String,
    pub reviewed_redirect_uris: String,
    /// The service address as the operators last approved it.
    pub reviewed_server_url: Option<String>,
    /// The back-channel logout address, as saved and as approved.
    pub logout_uri: Option<String>,
    pub reviewed_logout_uri: Option<String>,
    /// 1: a public OpenID Connect client (no secret, PKCE required), as saved and as approved.
    pub public_client: i64,
    pub reviewed_public_client: i64,
    /// JSON list of web origins allowed to call the provider from pages (CORS), as saved and as approved.
    pub web_origins: String,
    pub reviewed_web_origins: String,
    /// How its ID and logout tokens are signed: RS256 or ES256.
    pub id_token_alg: String,
    pub create_time: i64,
    pub update_time: i64,
}

const COLUMNS: &str = "id, company_id, product_id, domain_id, name, icon, slogan, description, category_id, is_ai, server_url, internal, is_free,
    default_usage_time, app_key, app_secret_sealed, status, reason, reviewer_id, review_time, rule_pending, redirect_uris, reviewed_redirect_uris, reviewed_server_url, logout_uri, reviewed_logout_uri,
    public_client, reviewed_public_client, web_origins, reviewed_web_origins, id_token_alg, create_time, update_time";

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct VersionRow {
    pub id: i64,
    pub app_id: i64,
    pub name: String,
    pub price: i64,
    pub functions: String,
}

/// What a partner fills in for an app.
pub struct AppFields<'a> {
    pub name: &'a str,
    pub icon: &'a str,
    pub slogan: &'a str,
    pub description: &'a str,
    pub category_id: i64,
    pub is_ai: bool,
    pub server_url: &'a str,
    pub internal: i64,
    pub is_free: bool,
    pub default_usage_time: Option<i64>,
    /// JSON list.
    pub redirect_uris: String,
    pub logout_uri: Option<&'a str>,
    pub public_client: bool,
    /// JSON list.
    pub web_origins: String,
    pub id_token_alg: &'a str,
}

pub struct NewVersion {
    pub id: i64,
    pub name: String,
    pub price: i64,
    pub functions: String,
}

pub struct NewApp<'a> {
    pub id: i64,
    pub company_id: i64,
    pub product_id: i64,
    pub domain_id: i64,
    pub app_key: &'a str,
    pub app_secret_sealed: &'a str,
    pub fields: &'a AppFields<'a>,
    pub now: i64,
}

/// Binds what a partner fills in, in the order both the insert and the update name it ($1 to $15).
fn bind_fields<'q>(query: AnyQuery<'q>, f: &'q AppFields<'q>) -> AnyQuery<'q> {
    query
        .bind(f.name)
        .bind(f.icon)
        .bind(f.slogan)
        .bind(f.description)
        .bind(f.category_id)
        .bind(i64::from(f.is_ai))
        .bind(f.server_url)
        .bind(f.internal)
        .bind(i64::from(f.is_free))
        .bind(f.default_usage_time)
        .bind(f.redirect_uris.clone())
        .bind(f.logout_uri)
        .bind(i64::from(f.public_client))
        .bind(f.web_origins.clone())
        .bind(f.id_token_alg)
}

pub async fn insert(conn: &mut AnyConnection, a: &NewApp<'_>, versions: &[NewVersion]) -> Result<(), KernelError> {
    let sql = "INSERT INTO partner_apps (name, icon, slogan, description, category_id, is_ai, server_url, internal, is_free, default_usage_time,
                                         redirect_uris, logout_uri, public_client, web_origins, id_token_alg, update_time, id, company_id, product_id, domain_id, app_key, app_secret_sealed, status, create_time)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, 0, $16)";
    bind_fields(sqlx::query(sql), a.fields)
        .bind(a.now)
        .bind(a.id)
        .bind(a.company_id)
        .bind(a.product_id)
        .bind(a.domain_id)
        .bind(a.app_key)
        .bind(a.app_secret_sealed)
        .execute(&mut *conn)
        .await?;
    replace_versions(conn, a.id, versions).await
}

/// Changes an app that may be edited (draft, rejected or offline); false when it is another company's or in another state.
pub async fn update(conn: &mut AnyConnection, id: i64, company_id: i64, f: &AppFields<'_>, versions: &[NewVersion], now: i64) -> Result<bool, KernelError> {
    let sql = "UPDATE partner_apps SET name = $1, icon = $2, slogan = $3, description = $4, category_id = $5, is_ai = $6, server_url = $7, internal = $8,
                      is_free = $9, default_usage_time = $10, redirect_uris = $11, logout_uri = $12, public_client = $13, web_origins = $14, id_token_alg = $15, update_time = $16
               WHERE id = $17 AND company_id = $18 AND status IN (0, 3, 4)";
    let r = bind_fields(sqlx::query(sql), f).bind(now).bind(id).bind(company_id).execute(&mut *conn).await?;
    if r.rows_affected() != 1 {
        return Ok(false);
    }
    replace_versions(conn, id, versions).await?;
    Ok(true)
}

async fn replace_versions(conn: &mut AnyConnection, app_id: i64, versions: &[NewVersion]) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM partner_app_versions WHERE app_id = $1").bind(app_id).execute(&mut *conn).await?;
    for (i, v) in versions.iter().enumerate() {
        sqlx::query("INSERT INTO partner_app_versions (id, app_id, name, price, functions, sort) VALUES ($1, $2, $3, $4, $5, $6)")
            .bind(v.id)
            .bind(app_id)
            .bind(&v.name)
            .bind(v.price)
            .bind(&v.functions)
            .bind(i as i64)
            .execute(&mut *conn)
            .await?;
    }
    Ok(())
}

/// One app of the company (None for another company's).
pub async fn find(db: &Db, id: i64, company_id: Option<i64>) -> Result<Option<AppRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM partner_apps WHERE id = $1 AND ($2 < 0 OR company_id = $2)"))
        .bind(id)
        .bind(company_id.unwrap_or(-1))
        .fetch_optional(&db.read)
        .await?)
}

/// Every app of the company, newest first (a partner has a handful).
pub async fn of_company(db: &Db, company_id: i64) -> Result<Vec<AppRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM partner_apps WHERE company_id = $1 ORDER BY id DESC")).bind(company_id).fetch_all(&db.read).await?)
}

pub async fn by_app_key(db: &Db, app_key: &str) -> Result<Option<AppRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COLUMNS} FROM partner_apps WHERE app_key = $1")).bind(app_key).fetch_optional(&db.read).await?)
}

pub async fn versions(db: &Db, app_ids: &[i64]) -> Result<Vec<VersionRow>, KernelError> {
    let mut out = Vec::new();
    for id in app_ids {
        let rows: Vec<VersionRow> = sqlx::query_as("SELECT id, app_id, name, price, functions FROM partner_app_versions WHERE app_id = $1 ORDER BY sort, id")
            .bind(id)
            .fetch_all(&db.read)
            .await?;
        out.extend(rows);
    }
    Ok(out)
}

/// A page of apps: one company's (partners) or every company's (operators,
/// `company_id` None), with an optional status and only those with a rule
/// waiting for review; apps waiting for a decision first.
pub async fn page(db: &Db, company_id: Option<i64>, status: Option<i64>, rule_pending: bool, page: &PageQuery) -> Result<(Vec<AppRow>, i64), KernelError> {
    let conditions = Conditions::default()
        .equal("company_id", company_id.map(Arg::Int))
        .equal("status", status.filter(|s| *s >= 0).map(Arg::Int))
        .equal("rule_pending", rule_pending.then_some(Arg::Int(1)));
    conditions.page(db, COLUMNS, "partner_apps", "CASE WHEN status = 1 OR rule_pending = 1 THEN 0 ELSE 1 END, update_time DESC, id DESC", page).await
}

/// Files the company's app as having a launch rule waiting for review; false when the app is another company's.
pub async fn mark_rule_pending(conn: &mut AnyConnection, id: i64, company_id: i64, now: i64) -> Result<bool, KernelError> {
    let r = sqlx::query("UPDATE partner_apps SET rule_pending = 1, update_time = $1 WHERE id = $2 AND company_id = $3").bind(now).bind(id).bind(company_id).execute(&mut *conn).await?;
    Ok(r.rows_affected() == 1)
}

/// Takes the app's waiting-rule flag, once: the app as it was, or None when no rule waited.
pub async fn take_rule_pending(conn: &mut AnyConnection, id: i64, now: i64) -> Result<Option<AppRow>, KernelError> {
    Ok(sqlx::query_as(&format!("UPDATE partner_apps SET rule_pending = 0, update_time = $1 WHERE id = $2 AND rule_pending = 1 RETURNING {COLUMNS}"))
        .bind(now)
        .bind(id)
        .fetch_optional(&mut *conn)
        .await?)
}

/// Moves an app from one of `from` to `to`: the row as moved, or None when it
/// is not the company's (`company_id` None: any) or not in such a state.
pub async fn move_state(
    conn: &mut AnyConnection,
    id: i64,
    company_id: Option<i64>,
    from: &[i64],
    to: i64,
    decision: Option<(Option<&str>, i64)>,
    now: i64,
) -> Result<Option<AppRow>, KernelError> {
    let from: Vec<String> = from.iter().map(i64::to_string).collect();
    let (reason, reviewer) = match decision {
        Some((reason, reviewer)) => (reason.map(str::to_string), Some(reviewer)),
        None => (None, None),
    };
    // A decision records its reason, reviewer and time; any other move keeps them.
    let set = if decision.is_some() { "reason = $5, reviewer_id = $6, review_time = $4," } else { "" };
    let sql = format!(
        "UPDATE partner_apps SET status = $1, {set} update_time = $4 WHERE id = $2 AND ($3 < 0 OR company_id = $3) AND status IN ({}) RETURNING {COLUMNS}",
        from.join(", ")
    );
    let mut q = sqlx::query_as(&sql).bind(to).bind(id).bind(company_id.unwrap_or(-1)).bind(now);
    if decision.is_some() {
        q = q.bind(reason).bind(reviewer);
    }
    Ok(q.fetch_optional(&mut *conn).await?)
}

/// What the operators approved becomes what the provider accepts (in the approval's transaction).
pub async fn adopt_reviewed(conn: &mut AnyConnection, id: i64) -> Result<(), KernelError> {
    sqlx::query(
        "UPDATE partner_apps SET reviewed_redirect_uris = redirect_uris, reviewed_server_url = server_url, reviewed_logout_uri = logout_uri,
                reviewed_public_client = public_client, reviewed_web_origins = web_origins WHERE id = $1",
    )
    .bind(id)
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Seals a new secret for the company's app; false when the app is another company's.
pub async fn set_secret(db: &Db, id: i64, company_id: i64, sealed: &str, now: i64) -> Result<bool, KernelError> {
    let r = sqlx::query("UPDATE partner_apps SET app_secret_sealed = $1, update_time = $2 WHERE id = $3 AND company_id = $4")
        .bind(sealed)
        .bind(now)
        .bind(id)
        .bind(company_id)
        .execute(&db.write)
        .await?;
    Ok(r.rows_affected() == 1)
}

/// Whether any app registered the web origin, as in force (`AppRow::web_origins_in_force`).
pub async fn web_origin_registered(db: &Db, origin: &str) -> Result<bool, KernelError> {
    // The JSON lists hold each origin in quotes; the match is made exact in Rust.
    let quoted = format!("%{}%", serde_json::Value::String(origin.to_string()));
    let rows: Vec<AppRow> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM partner_apps WHERE reviewed_web_origins LIKE $1 OR web_origins LIKE $1 LIMIT 20"))
        .bind(quoted)
        .fetch_all(&db.read)
        .await?;
    Ok(rows.iter().any(|row| row.web_origins_in_force().iter().any(|o| o == origin)))
}

impl AppRow {
    /// Once approved the operators' copy counts; before the first approval
    /// only the partner's own people sign in, with what it saved.
    fn ever_approved(&self) -> bool {
        self.reviewed_server_url.is_some()
    }

    /// Whether the app is a public client, as in force.
    pub fn public_client_in_force(&self) -> bool {
        (if self.ever_approved() { self.reviewed_public_client } else { self.public_client }) == 1
    }

    /// The web origins, as in force.
    pub fn web_origins_in_force(&self) -> Vec<String> {
        serde_json::from_str(if self.ever_approved() { &self.reviewed_web_origins } else { &self.web_origins }).unwrap_or_default()
    }
}

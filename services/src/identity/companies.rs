//! Companies: the enterprises on the platform, their certification state and what their main account edits.

use kernel::db::{contains_pattern, Db};
use kernel::http::PageQuery;
use kernel::KernelError;
use sqlx::{Any, Executor};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Company {
    pub id: i64,
    pub company_name: String,
    pub company_code: String,
    pub company_simple_name: Option<String>,
    pub social_code: Option<String>,
    pub industry: Option<String>,
    pub linkman: Option<String>,
    pub mobile: Option<String>,
    pub main_product: Option<String>,
    pub company_address: Option<String>,
    pub logo: Option<String>,
    pub certification_status: i64,
    pub review_note: Option<String>,
    pub review_time: Option<i64>,
    pub certified_time: Option<i64>,
    pub platform_name: String,
    pub create_time: i64,
    pub update_time: i64,
}

pub const COMPANY_COLUMNS: &str = "id, company_name, company_code, company_simple_name, social_code, industry, linkman, \
    mobile, main_product, company_address, logo, certification_status, review_note, review_time, certified_time, \
    platform_name, create_time, update_time";

pub use kernel::people::certification;

pub async fn find_company(db: &Db, id: i64) -> Result<Option<Company>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COMPANY_COLUMNS} FROM companies WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.read)
        .await?)
}

/// Several companies at once, by id (a page's companies in one statement).
pub async fn find_companies(db: &Db, ids: &[i64]) -> Result<std::collections::HashMap<i64, Company>, KernelError> {
    let ids: std::collections::BTreeSet<i64> = ids.iter().copied().collect();
    if ids.is_empty() {
        return Ok(Default::default());
    }
    let list = kernel::db::id_list(ids.into_iter());
    let rows: Vec<Company> = sqlx::query_as(&format!("SELECT {COMPANY_COLUMNS} FROM companies WHERE id IN ({list})")).fetch_all(&db.read).await?;
    Ok(rows.into_iter().map(|c| (c.id, c)).collect())
}

pub struct NewCompany<'a> {
    pub company_name: &'a str,
    pub company_code: &'a str,
    pub linkman: Option<&'a str>,
    pub mobile: Option<&'a str>,
    pub industry: Option<&'a str>,
    pub main_product: Option<&'a str>,
    pub social_code: Option<&'a str>,
    pub certification_status: i64,
}

pub async fn create_company<'e, E: Executor<'e, Database = Any>>(ex: E, id: i64, c: &NewCompany<'_>) -> Result<(), KernelError> {
    let now = kernel::time::now_ms();
    let certified_time = (c.certification_status == certification::CERTIFIED).then_some(now);
    sqlx::query(
        "INSERT INTO companies (id, company_name, company_code, company_simple_name, linkman, mobile, industry, main_product,
            social_code, certification_status, certified_time, review_time, create_time, update_time)
         VALUES ($1, $2, $3, $2, $4, $5, $6, $7, $8, $9, $10, $10, $11, $11)",
    )
    .bind(id)
    .bind(c.company_name)
    .bind(c.company_code)
    .bind(c.linkman)
    .bind(c.mobile)
    .bind(c.industry)
    .bind(c.main_product)
    .bind(c.social_code)
    .bind(c.certification_status)
    .bind(certified_time)
    .bind(now)
    .execute(ex)
    .await
    .map_err(|e| if kernel::db::is_unique_violation(&e) { KernelError::Conflict("企业名称已存在".into()) } else { e.into() })?;
    Ok(())
}

/// A company by its exact name (names are unique): registration and
/// certification refuse a taken name, lookups answer by name.
pub async fn find_company_by_name(db: &Db, name: &str) -> Result<Option<Company>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COMPANY_COLUMNS} FROM companies WHERE company_name = $1"))
        .bind(name)
        .fetch_optional(&db.read)
        .await?)
}

/// A page of all companies, newest first, filtered by a part of the name and
/// the certification state (the operators' company list), with the total.
pub async fn company_page(db: &Db, name: Option<&str>, status: Option<i64>, page: &PageQuery) -> Result<(Vec<Company>, i64), KernelError> {
    let name = name.map(contains_pattern);
    let filter = "($1 IS NULL OR company_name LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR certification_status = $2)";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM companies WHERE {filter}"))
        .bind(&name)
        .bind(status)
        .fetch_one(&db.read)
        .await?;
    let rows: Vec<Company> = sqlx::query_as(&format!(
        "SELECT {COMPANY_COLUMNS} FROM companies WHERE id IN ({}) ORDER BY create_time DESC, id DESC",
        kernel::db::page_keys("companies", &format!(" WHERE {filter}"), "create_time DESC, id DESC", 3)
    ))
    .bind(&name)
    .bind(status)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&db.read)
    .await?;
    Ok((rows, total))
}

/// Up to `n` companies matching the operators' list filters, newest first, with ids below
/// `before`: an export's chunk.
pub async fn company_chunk(db: &Db, name: Option<&str>, status: Option<i64>, before: i64, n: i64) -> Result<Vec<Company>, KernelError> {
    let name = name.map(contains_pattern);
    Ok(sqlx::query_as(&format!(
        "SELECT {COMPANY_COLUMNS} FROM companies
         WHERE ($1 IS NULL OR company_name LIKE $1 ESCAPE '\\') AND ($2 IS NULL OR certification_status = $2) AND id < $3
         ORDER BY id DESC LIMIT $4"
    ))
    .bind(&name)
    .bind(status)
    .bind(before)
    .bind(n)
    .fetch_all(&db.read)
    .await?)
}

/// What a company sends to review: the name always; the other fields replace
/// the stored ones when given and leave them as they are when not.
pub struct ReviewSubmission<'a> {
    pub company_name: &'a str,
    pub social_code: Option<&'a str>,
    pub linkman: Option<&'a str>,
    pub mobile: Option<&'a str>,
    pub main_product: Option<&'a str>,
}

/// Puts a company under review with what it submitted (the last rejection's
/// note is cleared). A name another company holds answers `Conflict`.
pub async fn submit_for_review<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64, s: &ReviewSubmission<'_>) -> Result<(), KernelError> {
    sqlx::query(
        "UPDATE companies SET company_name = $1, social_code = COALESCE($2, social_code), linkman = COALESCE($3, linkman),
            mobile = COALESCE($4, mobile), main_product = COALESCE($5, main_product),
            certification_status = $6, review_note = NULL, update_time = $7 WHERE id = $8",
    )
    .bind(s.company_name)
    .bind(s.social_code)
    .bind(s.linkman)
    .bind(s.mobile)
    .bind(s.main_product)
    .bind(certification::UNDER_REVIEW)
    .bind(kernel::time::now_ms())
    .bind(company_id)
    .execute(ex)
    .await
    .map_err(|e| if kernel::db::is_unique_violation(&e) { KernelError::Conflict("企业名称已存在".into()) } else { e.into() })?;
    Ok(())
}

/// An operator's decision on a company's certification: `status` is
/// [`certification::CERTIFIED`] or [`certification::REJECTED`], with the note
/// the company reads; certifying stamps the certified time.
pub async fn decide_certification<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    company_id: i64,
    status: i64,
    note: Option<&str>,
) -> Result<(), KernelError> {
    let now = kernel::time::now_ms();
    sqlx::query(
        "UPDATE companies SET certification_status = $1, review_note = $2, review_time = $3,
            certified_time = CASE WHEN $1 = $4 THEN $3 ELSE certified_time END, update_time = $3 WHERE id = $5",
    )
    .bind(status)
    .bind(note)
    .bind(now)
    .bind(certification::CERTIFIED)
    .bind(company_id)
    .execute(ex)
    .await?;
    Ok(())
}

/// The company information its main account edits on the enterprise page.
/// `mobile` keeps the stored number when not given; the other fields are set
/// as given. `certification_status` is where the edit leaves the company (a
/// certified company goes back to review).
pub struct CompanyEdit<'a> {
    pub social_code: &'a str,
    pub linkman: &'a str,
    pub mobile: Option<&'a str>,
    pub industry: Option<&'a str>,
    pub main_product: Option<&'a str>,
    pub company_address: Option<&'a str>,
    pub certification_status: i64,
}

pub async fn edit_company<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64, c: &CompanyEdit<'_>) -> Result<(), KernelError> {
    sqlx::query(
        "UPDATE companies SET social_code = $1, linkman = $2, mobile = COALESCE($3, mobile), industry = $4,
            main_product = $5, company_address = $6, certification_status = $7, update_time = $8 WHERE id = $9",
    )
    .bind(c.social_code)
    .bind(c.linkman)
    .bind(c.mobile)
    .bind(c.industry)
    .bind(c.main_product)
    .bind(c.company_address)
    .bind(c.certification_status)
    .bind(kernel::time::now_ms())
    .bind(company_id)
    .execute(ex)
    .await?;
    Ok(())
}

/// Points the company's logo at an uploaded public object.
pub async fn set_company_logo(db: &Db, company_id: i64, url: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE companies SET logo = $1, update_time = $2 WHERE id = $3")
        .bind(url)
        .bind(kernel::time::now_ms())
        .bind(company_id)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// Marks a company changed now when a module changed what it keeps about the
/// company in its own tables (the region), so `update_time` tells the truth.
pub async fn touch_company<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE companies SET update_time = $1 WHERE id = $2")
        .bind(kernel::time::now_ms())
        .bind(company_id)
        .execute(ex)
        .await?;
    Ok(())
}

/// The main account of a company (who receives its requests and contracts).
pub async fn main_account_id<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT user_id FROM company_members WHERE company_id = $1 AND user_type = 0 ORDER BY create_time LIMIT 1")
        .bind(company_id)
        .fetch_optional(ex)
        .await?;
    Ok(row.map(|(id,)| id))
}

/// A company's name, on the caller's connection or transaction.
pub async fn company_name<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> = sqlx::query_as("SELECT company_name FROM companies WHERE id = $1").bind(company_id).fetch_optional(ex).await?;
    Ok(row.map(|(n,)| n))
}

/// Another certified company holding this unified social credit code, if any.
pub async fn certified_holder_of_social_code(db: &Db, social_code: &str, except_company: i64) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM companies WHERE social_code = $1 AND id <> $2 AND certification_status = $3 LIMIT 1")
        .bind(social_code)
        .bind(except_company)
        .bind(certification::CERTIFIED)
        .fetch_optional(&db.read)
        .await?;
    Ok(row.map(|(id,)| id))
}

/// Whether the company is an approved partner supplier (`partner_time` set by the approval).
pub async fn is_partner_company(db: &Db, company_id: i64) -> Result<bool, KernelError> {
    let row: Option<(Option<i64>,)> = sqlx::query_as("SELECT partner_time FROM companies WHERE id = $1").bind(company_id).fetch_optional(&db.read).await?;
    Ok(matches!(row, Some((Some(_),))))
}

/// Makes the company a partner supplier (once: the first approval's time stays).
pub async fn set_partner<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(ex: E, company_id: i64, now: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE companies SET partner_time = $1 WHERE id = $2 AND partner_time IS NULL").bind(now).bind(company_id).execute(ex).await?;
    Ok(())
}

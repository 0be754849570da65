//! Memberships: which companies a user belongs to (one of them current), the menus granted there, departments and posts.

use kernel::db::{contains_pattern, Db};
use kernel::http::PageQuery;
use kernel::KernelError;
use sqlx::{Any, Executor};
use std::collections::BTreeSet;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Membership {
    pub company_id: i64,
    pub user_id: i64,
    pub user_type: i64,
    pub department_id: Option<i64>,
    pub post_id: Option<i64>,
    /// 1 active, 0 suspended by the company.
    pub status: i64,
}

impl Membership {
    pub fn is_active(&self) -> bool {
        self.status == 1
    }
}

pub async fn membership(db: &Db, company_id: i64, user_id: i64) -> Result<Option<Membership>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT company_id, user_id, user_type, department_id, post_id, status FROM company_members
         WHERE company_id = $1 AND user_id = $2",
    )
    .bind(company_id)
    .bind(user_id)
    .fetch_optional(&db.read)
    .await?)
}

pub async fn company_count(db: &Db, user_id: i64) -> Result<i64, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM company_members WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(&db.read)
        .await?;
    Ok(n)
}

pub async fn menu_grants(db: &Db, company_id: i64, user_id: i64) -> Result<BTreeSet<String>, KernelError> {
    let rows: Vec<(String,)> = sqlx::query_as("SELECT menu_key FROM menu_grants WHERE company_id = $1 AND user_id = $2")
        .bind(company_id)
        .bind(user_id)
        .fetch_all(&db.read)
        .await?;
    Ok(rows.into_iter().map(|(k,)| k).collect())
}

pub async fn add_member<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64, user_id: i64, user_type: i64) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO company_members (company_id, user_id, user_type, create_time) VALUES ($1, $2, $3, $4)")
        .bind(company_id)
        .bind(user_id)
        .bind(user_type)
        .bind(kernel::time::now_ms())
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn set_current_company<'e, E: Executor<'e, Database = Any>>(ex: E, user_id: i64, company_id: Option<i64>) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET current_company_id = $1, update_time = $2 WHERE id = $3")
        .bind(company_id)
        .bind(kernel::time::now_ms())
        .bind(user_id)
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn grant_menu<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64, user_id: i64, menu_key: &str) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO menu_grants (company_id, user_id, menu_key) VALUES ($1, $2, $3)")
        .bind(company_id)
        .bind(user_id)
        .bind(menu_key)
        .execute(ex)
        .await?;
    Ok(())
}

/// Sub-accounts a company has (created or joined), for the per-company cap.
pub async fn sub_account_count(db: &Db, company_id: i64) -> Result<i64, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM company_members WHERE company_id = $1 AND user_type = 1")
        .bind(company_id)
        .fetch_one(&db.read)
        .await?;
    Ok(n)
}

/// Suspends (0) or restores (1) a membership: the person keeps the account and other companies.
/// A suspension records when it began (`memberships_ended`); a restoration clears it.
pub async fn set_membership_status(db: &Db, company_id: i64, user_id: i64, status: i64) -> Result<(), KernelError> {
    kernel::db::touched(
        sqlx::query(
            "UPDATE company_members SET status = $1, ended_time = CASE WHEN $1 = 0 THEN COALESCE(ended_time, $4) ELSE NULL END
             WHERE company_id = $2 AND user_id = $3",
        )
        .bind(status)
        .bind(company_id)
        .bind(user_id)
        .bind(kernel::time::now_ms())
        .execute(&db.write)
        .await?,
    )
}

/// Memberships suspended in (`after_ms`, `until_ms`], the oldest first: (company, user, when).
pub async fn memberships_ended(db: &Db, after_ms: i64, until_ms: i64, limit: i64) -> Result<Vec<(i64, i64, i64)>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT company_id, user_id, ended_time FROM company_members WHERE ended_time > $1 AND ended_time <= $2 AND status = 0 ORDER BY ended_time LIMIT $3",
    )
    .bind(after_ms)
    .bind(until_ms)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

/// Makes `company_id` current only for a user who has no current company yet
/// (someone admitted into a company keeps working where they were).
pub async fn set_current_company_if_none<'e, E: Executor<'e, Database = Any>>(ex: E, user_id: i64, company_id: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET current_company_id = $1 WHERE id = $2 AND current_company_id IS NULL")
        .bind(company_id)
        .bind(user_id)
        .execute(ex)
        .await?;
    Ok(())
}

/// One of the companies a user belongs to, as the change-company picker shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct CompanyOfUser {
    pub id: i64,
    pub company_name: String,
    pub logo: Option<String>,
    pub user_type: i64,
}

/// The companies a user belongs to, in the order they joined.
pub async fn user_companies(db: &Db, user_id: i64) -> Result<Vec<CompanyOfUser>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT c.id, c.company_name, c.logo, m.user_type FROM company_members m JOIN companies c ON c.id = m.company_id
         WHERE m.user_id = $1 ORDER BY m.create_time",
    )
    .bind(user_id)
    .fetch_all(&db.read)
    .await?)
}

/// Replaces the menus a company granted one of its people with `keys`, in one
/// transaction (the caller already kept only grantable keys).
/// The grant is audited on its own transaction (`audit`'s detail gets the keys before and after):
/// no audit row, no grant.
pub async fn replace_menu_grants(db: &Db, company_id: i64, user_id: i64, keys: impl IntoIterator<Item = String>, audit: &kernel::audit::Entry<'_>) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    let before: Vec<(String,)> = sqlx::query_as("DELETE FROM menu_grants WHERE company_id = $1 AND user_id = $2 RETURNING menu_key")
        .bind(company_id)
        .bind(user_id)
        .fetch_all(&mut *tx)
        .await?;
    let mut after = Vec::new();
    for key in keys {
        grant_menu(&mut *tx, company_id, user_id, &key).await?;
        after.push(key);
    }
    let mut before: Vec<String> = before.into_iter().map(|(k,)| k).collect();
    before.sort();
    after.sort();
    let detail = format!("{} → {}", before.join(","), after.join(","));
    kernel::audit::record_with(&mut tx, &kernel::audit::Entry { detail: Some(&detail), ..audit.clone() }, kernel::time::now_ms()).await?;
    tx.commit().await?;
    Ok(())
}

/// A department of a company (kernel-made id).
pub async fn create_department<'e, E: Executor<'e, Database = Any>>(ex: E, id: i64, company_id: i64, name: &str) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO departments (id, company_id, dept_name) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(company_id)
        .bind(name)
        .execute(ex)
        .await?;
    Ok(())
}

/// A post (job title) of a company (kernel-made id).
pub async fn create_post<'e, E: Executor<'e, Database = Any>>(ex: E, id: i64, company_id: i64, name: &str) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO posts (id, company_id, post_name) VALUES ($1, $2, $3)")
        .bind(id)
        .bind(company_id)
        .bind(name)
        .execute(ex)
        .await?;
    Ok(())
}

/// Places a member in a department and a post of its company (either may be none).
pub async fn place_member<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    company_id: i64,
    user_id: i64,
    department_id: Option<i64>,
    post_id: Option<i64>,
) -> Result<(), KernelError> {
    sqlx::query("UPDATE company_members SET department_id = $1, post_id = $2 WHERE company_id = $3 AND user_id = $4")
        .bind(department_id)
        .bind(post_id)
        .bind(company_id)
        .bind(user_id)
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn department_name(db: &Db, id: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> = sqlx::query_as("SELECT dept_name FROM departments WHERE id = $1").bind(id).fetch_optional(&db.read).await?;
    Ok(row.map(|(n,)| n))
}

pub async fn post_name(db: &Db, id: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> = sqlx::query_as("SELECT post_name FROM posts WHERE id = $1").bind(id).fetch_optional(&db.read).await?;
    Ok(row.map(|(n,)| n))
}

/// A person in a company's member list, with department and post.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MemberListing {
    pub user_id: i64,
    pub user_name: String,
    pub real_name: Option<String>,
    pub mobile: Option<String>,
    pub user_type: i64,
    /// The account's own state (1 normal, 0 frozen).
    pub status: i64,
    pub dept_name: Option<String>,
    pub post_name: Option<String>,
    /// When the person joined the company.
    pub joined: i64,
}

/// A company's members, main account first, then in the order they joined,
/// filtered by department and by a part of the real name.
pub async fn company_members(db: &Db, company_id: i64, department_id: Option<i64>, real_name: Option<&str>) -> Result<Vec<MemberListing>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT u.id AS user_id, u.user_name, u.real_name, u.mobile, m.user_type, u.status, d.dept_name, p.post_name,
                m.create_time AS joined
         FROM company_members m
         JOIN users u ON u.id = m.user_id
         LEFT JOIN departments d ON d.id = m.department_id
         LEFT JOIN posts p ON p.id = m.post_id
         WHERE m.company_id = $1
           AND ($2 IS NULL OR m.department_id = $2)
           AND ($3 IS NULL OR u.real_name LIKE $3 ESCAPE '\\')
         ORDER BY m.user_type, m.create_time",
    )
    .bind(company_id)
    .bind(department_id)
    .bind(real_name.map(contains_pattern))
    .fetch_all(&db.read)
    .await?)
}

/// A person in the members page, with the state that counts in this company.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct MemberAccount {
    pub user_id: i64,
    pub user_name: String,
    pub real_name: Option<String>,
    pub nick_name: Option<String>,
    pub mobile: Option<String>,
    pub user_type: i64,
    /// 0 when the account is frozen or its membership here suspended, else 1.
    pub status: i64,
    pub joined: i64,
    pub last_login_time: Option<i64>,
}

/// A page of a company's people with their state here (a member is frozen
/// here when the account is frozen or the membership suspended), filtered by a
/// part of the real name and by that state, with the total: the main account's
/// members page, and the operators' view of any company.
pub async fn member_page(
    db: &Db,
    company_id: i64,
    real_name: Option<&str>,
    status: Option<i64>,
    page: &PageQuery,
) -> Result<(Vec<MemberAccount>, i64), KernelError> {
    let name = real_name.map(contains_pattern);
    let filter = "m.company_id = $1 AND ($2 IS NULL OR u.real_name LIKE $2 ESCAPE '\\')
        AND ($3 IS NULL OR (CASE WHEN m.status = 0 THEN 0 ELSE u.status END) = $3)";
    let (total,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM company_members m JOIN users u ON u.id = m.user_id WHERE {filter}"))
        .bind(company_id)
        .bind(&name)
        .bind(status)
        .fetch_one(&db.read)
        .await?;
    let rows: Vec<MemberAccount> = sqlx::query_as(&format!(
        "SELECT u.id AS user_id, u.user_name, u.real_name, u.nick_name, u.mobile, m.user_type,
                CASE WHEN m.status = 0 THEN 0 ELSE u.status END AS status, m.create_time AS joined, u.last_login_time
         FROM company_members m JOIN users u ON u.id = m.user_id WHERE {filter}
         ORDER BY m.user_type, m.create_time LIMIT $4 OFFSET $5"
    ))
    .bind(company_id)
    .bind(&name)
    .bind(status)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&db.read)
    .await?;
    Ok((rows, total))
}

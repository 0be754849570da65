//! The identity core every area shares: users, companies, and which companies a
//! user belongs to (one of them current). Registration, profile and sub-account
//! management build on these functions in the identity module; certification
//! (the company module) moves a company's state only through them too. The
//! tables here are the kernel's: no module names them in its SQL (`tests/tidy.rs`).

use crate::db::{contains_pattern, Db};
use crate::http::PageQuery;
use crate::KernelError;
use serde::Serialize;
use sqlx::{Any, Executor};
use std::collections::{BTreeSet, HashMap};

/// Who a caller is to the platform. Company roles come from the membership in the
/// current company; platform roles are stored per user.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Enterprise main account (userType 0).
    CompanyMain,
    /// Sub-account (userType 1): only the menus its main account granted.
    CompanySub,
    /// Platform staff.
    Operator,
    PartnerSupplier,
}

impl Role {
    pub fn code(self) -> &'static str {
        match self {
            Role::CompanyMain => "company_main",
            Role::CompanySub => "company_sub",
            Role::Operator => "operator",
            Role::PartnerSupplier => "partner_supplier",
        }
    }

    pub fn from_code(code: &str) -> Option<Role> {
        [Role::CompanyMain, Role::CompanySub, Role::Operator, Role::PartnerSupplier].into_iter().find(|r| r.code() == code)
    }
}

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct User {
    pub id: i64,
    pub user_name: String,
    pub mobile: Option<String>,
    pub email: Option<String>,
    pub password_hash: String,
    pub real_name: Option<String>,
    pub nick_name: Option<String>,
    pub avatar: Option<String>,
    pub id_card: Option<String>,
    pub status: i64,
    pub user_certificated: i64,
    pub current_company_id: Option<i64>,
    pub create_time: i64,
    /// The company that created this account as its sub-account (only it may reset or freeze it).
    pub owner_company_id: Option<i64>,
    /// 1 once a code sent to `mobile` was entered.
    pub mobile_verified: i64,
}

const USER_COLUMNS: &str = "id, user_name, mobile, email, password_hash, real_name, nick_name, avatar, id_card, status, \
                            user_certificated, current_company_id, create_time, owner_company_id, mobile_verified";

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

/// Certification states of a company (spec section 3/4).
pub mod certification {
    pub const NONE: i64 = 0;
    pub const UNDER_REVIEW: i64 = 1;
    pub const CERTIFIED: i64 = 2;
    pub const REJECTED: i64 = 3;

    pub fn name(status: i64) -> &'static str {
        match status {
            UNDER_REVIEW => "审核中",
            CERTIFIED => "已认证",
            REJECTED => "已驳回",
            _ => "未认证",
        }
    }
}

pub fn user_type_name(user_type: i64) -> &'static str {
    if user_type == 0 {
        "主账号"
    } else {
        "子账号"
    }
}

pub fn status_name(status: i64) -> &'static str {
    if status == 0 {
        "冻结"
    } else {
        "正常"
    }
}

pub async fn find_user(db: &Db, id: i64) -> Result<Option<User>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?)
}

/// A login name is the user name or a mobile number its owner proved with a code
/// (a number someone merely typed in for a sub-account never signs anyone in).
pub async fn find_user_by_login(db: &Db, login: &str) -> Result<Option<User>, KernelError> {
    Ok(sqlx::query_as(&format!(
        "SELECT {USER_COLUMNS} FROM users WHERE user_name = $1 OR (mobile = $1 AND mobile_verified = 1)
         ORDER BY CASE WHEN mobile = $1 THEN 0 ELSE 1 END LIMIT 1"
    ))
    .bind(login)
    .fetch_optional(&db.pool)
    .await?)
}

/// Whether a text looks like a mobile number (nothing but digits): such
/// a text is never a login name someone else chose for an account.
pub fn looks_like_mobile(text: &str) -> bool {
    let digits = text.trim_start_matches('+');
    !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit())
}

/// Takes a mobile number away from accounts that only claimed it, before the
/// person who just proved it with a code binds it.
pub async fn release_unproved_mobile<'e, E: Executor<'e, Database = Any>>(ex: E, mobile: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET mobile = NULL, update_time = $2 WHERE mobile = $1 AND mobile_verified = 0")
        .bind(mobile)
        .bind(crate::time::now_ms())
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn find_company(db: &Db, id: i64) -> Result<Option<Company>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COMPANY_COLUMNS} FROM companies WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?)
}

pub async fn membership(db: &Db, company_id: i64, user_id: i64) -> Result<Option<Membership>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT company_id, user_id, user_type, department_id, post_id, status FROM company_members
         WHERE company_id = $1 AND user_id = $2",
    )
    .bind(company_id)
    .bind(user_id)
    .fetch_optional(&db.pool)
    .await?)
}

pub async fn company_count(db: &Db, user_id: i64) -> Result<i64, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM company_members WHERE user_id = $1")
        .bind(user_id)
        .fetch_one(&db.pool)
        .await?;
    Ok(n)
}

pub async fn platform_roles(db: &Db, user_id: i64) -> Result<BTreeSet<Role>, KernelError> {
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT role_code FROM user_roles WHERE user_id = $1").bind(user_id).fetch_all(&db.pool).await?;
    Ok(rows.iter().filter_map(|(c,)| Role::from_code(c)).collect())
}

pub async fn menu_grants(db: &Db, company_id: i64, user_id: i64) -> Result<BTreeSet<String>, KernelError> {
    let rows: Vec<(String,)> = sqlx::query_as("SELECT menu_key FROM menu_grants WHERE company_id = $1 AND user_id = $2")
        .bind(company_id)
        .bind(user_id)
        .fetch_all(&db.pool)
        .await?;
    Ok(rows.into_iter().map(|(k,)| k).collect())
}

/// What creating a user needs; the password arrives already hashed.
pub struct NewUser<'a> {
    pub user_name: &'a str,
    pub mobile: Option<&'a str>,
    pub email: Option<&'a str>,
    pub password_hash: &'a str,
    pub real_name: Option<&'a str>,
    /// True when the mobile number was proved with a code (registration) or comes from a trusted source.
    pub mobile_verified: bool,
    /// The company creating the account as its sub-account.
    pub owner_company_id: Option<i64>,
}

pub async fn create_user<'e, E: Executor<'e, Database = Any>>(ex: E, id: i64, u: &NewUser<'_>) -> Result<(), KernelError> {
    let now = crate::time::now_ms();
    sqlx::query(
        "INSERT INTO users (id, user_name, mobile, email, password_hash, real_name, nick_name, status, create_time, update_time,
            mobile_verified, owner_company_id)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 1, $7, $7, $8, $9)",
    )
    .bind(id)
    .bind(u.user_name)
    .bind(u.mobile)
    .bind(u.email)
    .bind(u.password_hash)
    .bind(u.real_name)
    .bind(now)
    .bind(i64::from(u.mobile_verified))
    .bind(u.owner_company_id)
    .execute(ex)
    .await
    .map_err(|e| if crate::db::is_unique_violation(&e) { KernelError::Conflict("账号已存在".into()) } else { e.into() })?;
    Ok(())
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
    let now = crate::time::now_ms();
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
    .map_err(|e| if crate::db::is_unique_violation(&e) { KernelError::Conflict("企业名称已存在".into()) } else { e.into() })?;
    Ok(())
}

pub async fn add_member<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64, user_id: i64, user_type: i64) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO company_members (company_id, user_id, user_type, create_time) VALUES ($1, $2, $3, $4)")
        .bind(company_id)
        .bind(user_id)
        .bind(user_type)
        .bind(crate::time::now_ms())
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn set_current_company<'e, E: Executor<'e, Database = Any>>(ex: E, user_id: i64, company_id: Option<i64>) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET current_company_id = $1, update_time = $2 WHERE id = $3")
        .bind(company_id)
        .bind(crate::time::now_ms())
        .bind(user_id)
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn grant_role<'e, E: Executor<'e, Database = Any>>(ex: E, user_id: i64, role: Role) -> Result<(), KernelError> {
    // Granting a role the user holds already changes nothing.
    sqlx::query("INSERT INTO user_roles (user_id, role_code) VALUES ($1, $2) ON CONFLICT DO NOTHING")
        .bind(user_id)
        .bind(role.code())
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
        .fetch_one(&db.pool)
        .await?;
    Ok(n)
}

/// Freezes (0) or restores (1) an account platform-wide.
pub async fn set_user_status(db: &Db, user_id: i64, status: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET status = $1, update_time = $2 WHERE id = $3")
        .bind(status)
        .bind(crate::time::now_ms())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Suspends (0) or restores (1) a membership: the person keeps the account and other companies.
pub async fn set_membership_status(db: &Db, company_id: i64, user_id: i64, status: i64) -> Result<(), KernelError> {
    crate::db::touched(
        sqlx::query("UPDATE company_members SET status = $1 WHERE company_id = $2 AND user_id = $3")
            .bind(status)
            .bind(company_id)
            .bind(user_id)
            .execute(&db.pool)
            .await?,
    )
}

/// How many accounts exist at all: demo data is seeded only into an empty platform.
pub async fn user_count(db: &Db) -> Result<i64, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM users").fetch_one(&db.pool).await?;
    Ok(n)
}

/// The account a mail address is bound to (password reset by mail, the reset
/// mail itself). Addresses are not unique; any account holding it answers.
pub async fn user_id_by_email(db: &Db, email: &str) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM users WHERE email = $1").bind(email).fetch_optional(&db.pool).await?;
    Ok(row.map(|(id,)| id))
}

/// Whether an account other than `user_id` holds the mail address: one person
/// may not bind another's address.
pub async fn email_bound_elsewhere(db: &Db, email: &str, user_id: i64) -> Result<bool, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM users WHERE email = $1 AND id <> $2")
        .bind(email)
        .bind(user_id)
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.is_some())
}

/// Binds (or, with `None`, removes) the mail address of an account; the caller proved it with a code.
pub async fn set_user_email(db: &Db, user_id: i64, email: Option<&str>) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET email = $1, update_time = $2 WHERE id = $3")
        .bind(email)
        .bind(crate::time::now_ms())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// The names a person edits on the profile page; an empty nickname is stored as none.
pub async fn set_user_names(db: &Db, user_id: i64, real_name: &str, nick_name: Option<&str>) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET real_name = $1, nick_name = $2, update_time = $3 WHERE id = $4")
        .bind(real_name)
        .bind(nick_name.filter(|n| !n.is_empty()))
        .bind(crate::time::now_ms())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Points the account's avatar at an uploaded public object.
pub async fn set_user_avatar(db: &Db, user_id: i64, url: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET avatar = $1, update_time = $2 WHERE id = $3")
        .bind(url)
        .bind(crate::time::now_ms())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Stores a new password hash. Ending the user's sessions is the caller's
/// next step (`auth::revoke_all_sessions`), kept apart so the hash is made off
/// the async workers before anything is written.
pub async fn set_password_hash(db: &Db, user_id: i64, password_hash: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET password_hash = $1, update_time = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(crate::time::now_ms())
        .bind(user_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Binds a mobile number the person just proved with a code: accounts that
/// only claimed it lose it, in the same transaction, and the login name
/// follows the number when `rename_login` (it was the old number). Another
/// account holding it as proved answers `Conflict`.
pub async fn bind_proved_mobile(db: &Db, user_id: i64, mobile: &str, rename_login: bool) -> Result<(), KernelError> {
    let mut tx = db.pool.begin().await?;
    release_unproved_mobile(&mut *tx, mobile).await?;
    sqlx::query(
        "UPDATE users SET mobile = $1, mobile_verified = 1, user_name = CASE WHEN $2 = 1 THEN $1 ELSE user_name END, update_time = $3
         WHERE id = $4",
    )
    .bind(mobile)
    .bind(i64::from(rename_login))
    .bind(crate::time::now_ms())
    .bind(user_id)
    .execute(&mut *tx)
    .await
    .map_err(|e| if crate::db::is_unique_violation(&e) { KernelError::Conflict("该手机号已注册".into()) } else { e.into() })?;
    tx.commit().await?;
    Ok(())
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

/// Freezes every normal account whose last login (or, never used, its
/// creation) is before `cutoff_ms`, in one statement so two instances running
/// the job suspend each account once; the ids returned are the caller's to
/// sign out.
pub async fn suspend_inactive_users(db: &Db, cutoff_ms: i64) -> Result<Vec<i64>, KernelError> {
    let rows: Vec<(i64,)> = sqlx::query_as(
        "UPDATE users SET status = 0, update_time = $1 WHERE status = 1 AND COALESCE(last_login_time, create_time) < $2 RETURNING id",
    )
    .bind(crate::time::now_ms())
    .bind(cutoff_ms)
    .fetch_all(&db.pool)
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Records a person's approved real-name certification: the account is
/// certified and carries the certified name (when given) and ID card number.
pub async fn certify_person<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    user_id: i64,
    real_name: Option<&str>,
    id_card: Option<&str>,
) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET user_certificated = 1, real_name = COALESCE($1, real_name), id_card = $2, update_time = $3 WHERE id = $4")
        .bind(real_name)
        .bind(id_card)
        .bind(crate::time::now_ms())
        .bind(user_id)
        .execute(ex)
        .await?;
    Ok(())
}

/// A user as a list of someone else's rows shows them (who asked to join, who
/// applied, who reviewed).
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct UserBrief {
    pub id: i64,
    pub user_name: String,
    pub real_name: Option<String>,
    pub mobile: Option<String>,
}

/// Several users at once, by id, for a module's own list that shows who is
/// behind each row: one query for the page instead of a join on `users`.
pub async fn user_briefs(db: &Db, ids: &[i64]) -> Result<HashMap<i64, UserBrief>, KernelError> {
    let ids: BTreeSet<i64> = ids.iter().copied().collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let placeholders: Vec<String> = (1..=ids.len()).map(|i| format!("${i}")).collect();
    let sql = format!("SELECT id, user_name, real_name, mobile FROM users WHERE id IN ({})", placeholders.join(", "));
    let mut query = sqlx::query_as::<_, UserBrief>(&sql);
    for id in &ids {
        query = query.bind(*id);
    }
    Ok(query.fetch_all(&db.pool).await?.into_iter().map(|u| (u.id, u)).collect())
}

/// A company by its exact name (names are unique): registration and
/// certification refuse a taken name, lookups answer by name.
pub async fn find_company_by_name(db: &Db, name: &str) -> Result<Option<Company>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COMPANY_COLUMNS} FROM companies WHERE company_name = $1"))
        .bind(name)
        .fetch_optional(&db.pool)
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
        .fetch_one(&db.pool)
        .await?;
    let rows: Vec<Company> = sqlx::query_as(&format!(
        "SELECT {COMPANY_COLUMNS} FROM companies WHERE {filter} ORDER BY create_time DESC, id DESC LIMIT $3 OFFSET $4"
    ))
    .bind(&name)
    .bind(status)
    .bind(page.limit())
    .bind(page.offset())
    .fetch_all(&db.pool)
    .await?;
    Ok((rows, total))
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
    .fetch_all(&db.pool)
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
    .bind(crate::time::now_ms())
    .bind(company_id)
    .execute(ex)
    .await
    .map_err(|e| if crate::db::is_unique_violation(&e) { KernelError::Conflict("企业名称已存在".into()) } else { e.into() })?;
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
    let now = crate::time::now_ms();
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
    .bind(crate::time::now_ms())
    .bind(company_id)
    .execute(ex)
    .await?;
    Ok(())
}

/// Points the company's logo at an uploaded public object.
pub async fn set_company_logo(db: &Db, company_id: i64, url: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE companies SET logo = $1, update_time = $2 WHERE id = $3")
        .bind(url)
        .bind(crate::time::now_ms())
        .bind(company_id)
        .execute(&db.pool)
        .await?;
    Ok(())
}

/// Marks a company changed now when a module changed what it keeps about the
/// company in its own tables (the region), so `update_time` tells the truth.
pub async fn touch_company<'e, E: Executor<'e, Database = Any>>(ex: E, company_id: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE companies SET update_time = $1 WHERE id = $2")
        .bind(crate::time::now_ms())
        .bind(company_id)
        .execute(ex)
        .await?;
    Ok(())
}

/// Replaces the menus a company granted one of its people with `keys`, in one
/// transaction (the caller already kept only grantable keys).
pub async fn replace_menu_grants(db: &Db, company_id: i64, user_id: i64, keys: impl IntoIterator<Item = String>) -> Result<(), KernelError> {
    let mut tx = db.pool.begin().await?;
    sqlx::query("DELETE FROM menu_grants WHERE company_id = $1 AND user_id = $2")
        .bind(company_id)
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    for key in keys {
        grant_menu(&mut *tx, company_id, user_id, &key).await?;
    }
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
    let row: Option<(String,)> = sqlx::query_as("SELECT dept_name FROM departments WHERE id = $1").bind(id).fetch_optional(&db.pool).await?;
    Ok(row.map(|(n,)| n))
}

pub async fn post_name(db: &Db, id: i64) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> = sqlx::query_as("SELECT post_name FROM posts WHERE id = $1").bind(id).fetch_optional(&db.pool).await?;
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
    .fetch_all(&db.pool)
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
        .fetch_one(&db.pool)
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
    .fetch_all(&db.pool)
    .await?;
    Ok((rows, total))
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
        .fetch_optional(&db.pool)
        .await?;
    Ok(row.map(|(id,)| id))
}

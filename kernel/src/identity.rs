//! The identity core every area shares: users, companies, and which companies a
//! user belongs to (one of them current). Registration, profile and sub-account
//! management build on these functions in the identity module.

use crate::db::Db;
use sqlx::{Any, Executor};
use crate::KernelError;
use serde::Serialize;
use std::collections::BTreeSet;

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
}

const USER_COLUMNS: &str = "id, user_name, mobile, email, password_hash, real_name, nick_name, avatar, id_card, status, \
                            user_certificated, current_company_id, create_time";

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

/// A login name is the user name or the mobile number.
pub async fn find_user_by_login(db: &Db, login: &str) -> Result<Option<User>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {USER_COLUMNS} FROM users WHERE user_name = $1 OR mobile = $1 LIMIT 1"))
        .bind(login)
        .fetch_optional(&db.pool)
        .await?)
}

pub async fn find_company(db: &Db, id: i64) -> Result<Option<Company>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {COMPANY_COLUMNS} FROM companies WHERE id = $1"))
        .bind(id)
        .fetch_optional(&db.pool)
        .await?)
}

pub async fn membership(db: &Db, company_id: i64, user_id: i64) -> Result<Option<Membership>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT company_id, user_id, user_type, department_id, post_id FROM company_members
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
}

pub async fn create_user<'e, E: Executor<'e, Database = Any>>(ex: E, id: i64, u: &NewUser<'_>) -> Result<(), KernelError> {
    let now = crate::time::now_ms();
    sqlx::query(
        "INSERT INTO users (id, user_name, mobile, email, password_hash, real_name, nick_name, status, create_time, update_time)
         VALUES ($1, $2, $3, $4, $5, $6, $6, 1, $7, $7)",
    )
    .bind(id)
    .bind(u.user_name)
    .bind(u.mobile)
    .bind(u.email)
    .bind(u.password_hash)
    .bind(u.real_name)
    .bind(now)
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
    sqlx::query("INSERT INTO user_roles (user_id, role_code) VALUES ($1, $2)")
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

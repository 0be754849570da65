//! Users: the accounts people sign in with, their contact details, passwords and platform roles.

use super::*;
use kernel::db::Db;
use kernel::KernelError;
use sqlx::{Any, Executor};
use std::collections::{BTreeSet, HashMap};


const USER_COLUMNS: &str = "id, user_name, mobile, email, password_hash, real_name, nick_name, avatar, id_card, status, \
                            user_certificated, current_company_id, create_time, owner_company_id, mobile_verified";

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
        .fetch_optional(&db.read)
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
    .fetch_optional(&db.read)
    .await?)
}


/// Takes a mobile number away from accounts that only claimed it, before the
/// person who just proved it with a code binds it.
pub async fn release_unproved_mobile<'e, E: Executor<'e, Database = Any>>(ex: E, mobile: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET mobile = NULL, update_time = $2 WHERE mobile = $1 AND mobile_verified = 0")
        .bind(mobile)
        .bind(kernel::time::now_ms())
        .execute(ex)
        .await?;
    Ok(())
}

pub async fn platform_roles(db: &Db, user_id: i64) -> Result<BTreeSet<Role>, KernelError> {
    let rows: Vec<(String,)> =
        sqlx::query_as("SELECT role_code FROM user_roles WHERE user_id = $1").bind(user_id).fetch_all(&db.read).await?;
    Ok(rows.iter().filter_map(|(c,)| Role::from_code(c)).collect())
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
    let now = kernel::time::now_ms();
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
    .map_err(|e| if kernel::db::is_unique_violation(&e) { KernelError::Conflict("账号已存在".into()) } else { e.into() })?;
    Ok(())
}

/// Records a login's time and answers the account's status (0 frozen), or None for no such user.
pub async fn record_login<'e, E: Executor<'e, Database = Any>>(ex: E, user_id: i64, now: i64) -> Result<Option<i64>, KernelError> {
    let status: Option<(i64,)> = sqlx::query_as("UPDATE users SET last_login_time = $1 WHERE id = $2 RETURNING status").bind(now).bind(user_id).fetch_optional(ex).await?;
    Ok(status.map(|(s,)| s))
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

/// Freezes (0) or restores (1) an account platform-wide.
pub async fn set_user_status(db: &Db, user_id: i64, status: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET status = $1, update_time = $2 WHERE id = $3")
        .bind(status)
        .bind(kernel::time::now_ms())
        .bind(user_id)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// How many accounts exist at all: demo data is seeded only into an empty platform.
pub async fn user_count(db: &Db) -> Result<i64, KernelError> {
    let (n,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM users").fetch_one(&db.read).await?;
    Ok(n)
}

/// The account a mail address is bound to (password reset by mail, the reset
/// mail itself). Addresses are not unique; any account holding it answers.
pub async fn user_id_by_email(db: &Db, email: &str) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM users WHERE email = $1").bind(email).fetch_optional(&db.read).await?;
    Ok(row.map(|(id,)| id))
}

/// Whether an account other than `user_id` holds the mail address: one person
/// may not bind another's address.
pub async fn email_bound_elsewhere(db: &Db, email: &str, user_id: i64) -> Result<bool, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT id FROM users WHERE email = $1 AND id <> $2")
        .bind(email)
        .bind(user_id)
        .fetch_optional(&db.read)
        .await?;
    Ok(row.is_some())
}

/// Binds (or, with `None`, removes) the mail address of an account; the caller proved it with a code.
pub async fn set_user_email(db: &Db, user_id: i64, email: Option<&str>) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET email = $1, update_time = $2 WHERE id = $3")
        .bind(email)
        .bind(kernel::time::now_ms())
        .bind(user_id)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// The names a person edits on the profile page; an empty nickname is stored as none.
pub async fn set_user_names(db: &Db, user_id: i64, real_name: &str, nick_name: Option<&str>) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET real_name = $1, nick_name = $2, update_time = $3 WHERE id = $4")
        .bind(real_name)
        .bind(nick_name.filter(|n| !n.is_empty()))
        .bind(kernel::time::now_ms())
        .bind(user_id)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// Points the account's avatar at an uploaded public object.
pub async fn set_user_avatar(db: &Db, user_id: i64, url: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET avatar = $1, update_time = $2 WHERE id = $3")
        .bind(url)
        .bind(kernel::time::now_ms())
        .bind(user_id)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// Stores a new password hash. Ending the user's sessions is the caller's
/// next step (`auth::revoke_all_sessions`), kept apart so the hash is made off
/// the async workers before anything is written.
/// The hash it replaces is kept among the user's recent ones when the policy keeps any (`keep`).
pub async fn set_password_hash(db: &Db, user_id: i64, password_hash: &str, keep: i64) -> Result<(), KernelError> {
    let now = kernel::time::now_ms();
    let mut tx = db.write.begin().await?;
    if keep > 0 {
        sqlx::query("INSERT INTO user_password_history (user_id, password_hash, create_time) SELECT id, password_hash, $1 FROM users WHERE id = $2")
            .bind(now)
            .bind(user_id)
            .execute(&mut *tx)
            .await?;
    }
    sqlx::query("UPDATE users SET password_hash = $1, update_time = $2, password_time = $2 WHERE id = $3")
        .bind(password_hash)
        .bind(now)
        .bind(user_id)
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(())
}

/// The user's current hash and up to `n - 1` before it, newest first: the passwords that may not come back.
pub async fn recent_password_hashes(db: &Db, user_id: i64, n: i64) -> Result<Vec<String>, KernelError> {
    if n <= 0 {
        return Ok(Vec::new());
    }
    let current: Option<(String,)> = sqlx::query_as("SELECT password_hash FROM users WHERE id = $1").bind(user_id).fetch_optional(&db.read).await?;
    let older: Vec<(String,)> = sqlx::query_as("SELECT password_hash FROM user_password_history WHERE user_id = $1 ORDER BY create_time DESC LIMIT $2")
        .bind(user_id)
        .bind(n - 1)
        .fetch_all(&db.read)
        .await?;
    Ok(current.into_iter().chain(older).map(|(h,)| h).collect())
}

/// When the user's password was last set (its account's creation when never since).
pub async fn password_time(db: &Db, user_id: i64) -> Result<Option<i64>, KernelError> {
    let row: Option<(Option<i64>, i64)> = sqlx::query_as("SELECT password_time, create_time FROM users WHERE id = $1").bind(user_id).fetch_optional(&db.read).await?;
    Ok(row.map(|(set, made)| set.unwrap_or(made)))
}

/// Binds a mobile number the person just proved with a code: accounts that
/// only claimed it lose it, in the same transaction, and the login name
/// follows the number when `rename_login` (it was the old number). Another
/// account holding it as proved answers `Conflict`.
pub async fn bind_proved_mobile(db: &Db, user_id: i64, mobile: &str, rename_login: bool) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    release_unproved_mobile(&mut *tx, mobile).await?;
    sqlx::query(
        "UPDATE users SET mobile = $1, mobile_verified = 1, user_name = CASE WHEN $2 = 1 THEN $1 ELSE user_name END, update_time = $3
         WHERE id = $4",
    )
    .bind(mobile)
    .bind(i64::from(rename_login))
    .bind(kernel::time::now_ms())
    .bind(user_id)
    .execute(&mut *tx)
    .await
    .map_err(|e| if kernel::db::is_unique_violation(&e) { KernelError::Conflict("该手机号已注册".into()) } else { e.into() })?;
    tx.commit().await?;
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
    .bind(kernel::time::now_ms())
    .bind(cutoff_ms)
    .fetch_all(&db.write)
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Records a person's approved real-name certification: the account is
/// certified and carries the certified name (when given) and ID card number,
/// sealed as the certification holds it (`privacy::kind::ID_CARD`).
pub async fn certify_person<'e, E: Executor<'e, Database = Any>>(
    ex: E,
    user_id: i64,
    real_name: Option<&str>,
    id_card: Option<&str>,
) -> Result<(), KernelError> {
    sqlx::query("UPDATE users SET user_certificated = 1, real_name = COALESCE($1, real_name), id_card = $2, update_time = $3 WHERE id = $4")
        .bind(real_name)
        .bind(id_card)
        .bind(kernel::time::now_ms())
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
    Ok(query.fetch_all(&db.read).await?.into_iter().map(|u| (u.id, u)).collect())
}

//! The provider's SQL: a code or a refresh token is taken by one conditional
//! UPDATE before anything about it is checked; a grant is revoked by one
//! UPDATE and every token issued from it dies with it.

use kernel::db::{Batch, Db};
use kernel::KernelError;

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct KeyRow {
    pub kid: String,
    pub private_sealed: String,
    pub n: String,
    pub e: String,
    pub create_time: i64,
    pub retire_time: i64,
    /// RS256 or ES256.
    pub alg: String,
    /// An ES256 key's public point (base64url); empty for RS256.
    pub x: String,
    pub y: String,
}

const KEY_COLUMNS: &str = "kid, private_sealed, n, e, create_time, retire_time, alg, x, y";

pub async fn newest_key(db: &Db, alg: &str) -> Result<Option<KeyRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {KEY_COLUMNS} FROM oidc_keys WHERE alg = $1 ORDER BY create_time DESC, kid LIMIT 1")).bind(alg).fetch_optional(&db.read).await?)
}

pub async fn published_keys(db: &Db, now: i64) -> Result<Vec<KeyRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {KEY_COLUMNS} FROM oidc_keys WHERE retire_time > $1 ORDER BY create_time DESC, kid")).bind(now).fetch_all(&db.read).await?)
}

pub async fn insert_key(db: &Db, k: &KeyRow) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO oidc_keys (kid, private_sealed, n, e, create_time, retire_time, alg, x, y) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)")
        .bind(&k.kid)
        .bind(&k.private_sealed)
        .bind(&k.n)
        .bind(&k.e)
        .bind(k.create_time)
        .bind(k.retire_time)
        .bind(&k.alg)
        .bind(&k.x)
        .bind(&k.y)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// Forgets keys no live token can need (the newest is always kept).
pub async fn forget_retired_keys(db: &Db, alg: &str, now: i64) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM oidc_keys WHERE retire_time <= $1 AND alg = $2 AND kid NOT IN (SELECT kid FROM oidc_keys WHERE alg = $2 ORDER BY create_time DESC LIMIT 1)")
        .bind(now)
        .bind(alg)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// What a person (or an app for itself) allowed an app.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct GrantRow {
    pub id: i64,
    pub client_id: String,
    pub user_id: Option<i64>,
    pub company_id: Option<i64>,
    pub session_id: Option<String>,
    pub scope: String,
    pub auth_time: i64,
}

pub struct NewGrant<'a> {
    pub id: i64,
    pub client_id: &'a str,
    pub user_id: Option<i64>,
    pub company_id: Option<i64>,
    pub session_id: Option<&'a str>,
    pub scope: &'a str,
    pub now: i64,
}

pub fn insert_grant(batch: &mut Batch, g: &NewGrant<'_>) -> Result<(), KernelError> {
    batch.push(
        // A code's grant id travels in the code: a replay's batch meets the grant its first exchange
        // made, adds nothing, and rolls back on the code already used (never an error here).
        sqlx::query(
            "INSERT INTO oidc_grants (id, client_id, user_id, company_id, session_id, scope, auth_time, revoked, create_time) VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $7)
             ON CONFLICT (id) DO NOTHING",
        )
            .bind(g.id)
            .bind(g.client_id.to_string())
            .bind(g.user_id)
            .bind(g.company_id)
            .bind(g.session_id.map(str::to_string))
            .bind(g.scope.to_string())
            .bind(g.now),
    )?;
    Ok(())
}

/// Records a code used, in the batch that exchanges it, as its must-change statement: the batch
/// commits only when this caller is the first to record it (once, RFC 6749 4.1.2).
///
/// With `consent` (the code's scopes: the provider's own names, `SCOPES`), only while the person's
/// consent to the app still covers every one of them: the consent is checked in the transaction
/// that takes the code, so a withdrawal committed before it counts, on any instance. Touching no
/// row then means the code was used before or the consent no longer covers it (`code_used` tells
/// which). The scopes are written into the statement as literals, not bound: SQLite prepares a
/// statement again at every run whose LIKE pattern is a parameter.
pub fn use_code(batch: &mut Batch, code_hash: &str, code: &super::protocol::Code, consent: Option<&[&'static str]>) -> Result<(), KernelError> {
    let mut sql = String::from("INSERT INTO oidc_codes (code_hash, grant_id, client_id, redirect_uri, code_challenge, nonce, used, expires_at) ");
    match consent {
        None => sql.push_str("VALUES ($1, $2, $3, $4, $5, $6, 1, $7)"),
        Some(scopes) => {
            sql.push_str("SELECT $1, $2, $3, $4, $5, $6, 1, $7 FROM oidc_consents WHERE user_id = $8 AND client_id = $3");
            for scope in scopes {
                debug_assert!(scope.bytes().all(|b| b.is_ascii_lowercase()), "a scope name of the provider's own");
                sql.push_str(&format!(" AND ' ' || scope || ' ' LIKE '% {scope} %'"));
            }
        }
    }
    sql.push_str(" ON CONFLICT (code_hash) DO NOTHING");
    let query = sqlx::query(&sql)
        .bind(code_hash.to_string())
        .bind(code.grant)
        .bind(code.client.clone())
        .bind(code.redirect_uri.clone())
        .bind(code.challenge.clone())
        .bind(code.nonce.clone())
        .bind(code.expires);
    batch.push_changing(if consent.is_some() { query.bind(code.user) } else { query })?;
    Ok(())
}

/// Whether the code was recorded used (a code whose exchange changed nothing: used before, or refused by the consent).
pub async fn code_used(db: &Db, code_hash: &str) -> Result<bool, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT 1 FROM oidc_codes WHERE code_hash = $1").bind(code_hash).fetch_optional(&db.read).await?;
    Ok(row.is_some())
}

/// How taking a code or a refresh token went.
pub enum Taken<T> {
    /// Taken now, by this caller alone.
    Now(T),
    /// Taken before: a replay; the grant it came from is revoked.
    Replayed,
    /// Unknown or expired.
    Unknown,
}

/// A single-use value not taken now: a replay revokes the grant it came from; else it is unknown.
async fn replayed<T>(db: &Db, used: Option<(i64,)>) -> Result<Taken<T>, KernelError> {
    match used {
        Some((grant,)) => {
            revoke_grant_telling(db, grant, kernel::time::now_ms(), "一次性凭证被重复使用").await?;
            Ok(Taken::Replayed)
        }
        None => Ok(Taken::Unknown),
    }
}

pub fn insert_token(batch: &mut Batch, token_hash: &str, grant_id: i64, kind: &'static str, expires_at: i64, now: i64) -> Result<(), KernelError> {
    batch.push(
        sqlx::query("INSERT INTO oidc_tokens (token_hash, grant_id, kind, used, expires_at, create_time) VALUES ($1, $2, $3, 0, $4, $5)")
            .bind(token_hash.to_string())
            .bind(grant_id)
            .bind(kind)
            .bind(expires_at)
            .bind(now),
    )?;
    Ok(())
}

/// Takes a live refresh token, once (rotation). One taken before revokes its grant (reuse detected).
pub async fn take_refresh(db: &Db, token_hash: &str, now: i64) -> Result<Taken<i64>, KernelError> {
    let taken: Option<(i64,)> = sqlx::query_as("UPDATE oidc_tokens SET used = 1 WHERE token_hash = $1 AND kind = 'refresh' AND used = 0 AND expires_at > $2 RETURNING grant_id")
        .bind(token_hash)
        .bind(now)
        .fetch_optional(&db.write)
        .await?;
    if let Some((grant,)) = taken {
        return Ok(Taken::Now(grant));
    }
    let used: Option<(i64,)> = sqlx::query_as("SELECT grant_id FROM oidc_tokens WHERE token_hash = $1 AND kind = 'refresh' AND used = 1").bind(token_hash).fetch_optional(&db.write).await?;
    replayed(db, used).await
}

const GRANT_COLUMNS: &str = "g.id, g.client_id, g.user_id, g.company_id, g.session_id, g.scope, g.auth_time";

/// A grant that is not revoked.
pub async fn live_grant(db: &Db, id: i64) -> Result<Option<GrantRow>, KernelError> {
    Ok(sqlx::query_as(&format!("SELECT {GRANT_COLUMNS} FROM oidc_grants g WHERE g.id = $1 AND g.revoked = 0")).bind(id).fetch_optional(&db.read).await?)
}

/// A live token of the kind with its live grant, and when the token ends (ms).
pub async fn live_token(db: &Db, token_hash: &str, kind: &str, now: i64) -> Result<Option<(GrantRow, i64, i64)>, KernelError> {
    let row: Option<(i64, String, Option<i64>, Option<i64>, Option<String>, String, i64, i64, i64)> = sqlx::query_as(&format!(
        "SELECT {GRANT_COLUMNS}, t.expires_at, t.create_time FROM oidc_tokens t JOIN oidc_grants g ON g.id = t.grant_id
         WHERE t.token_hash = $1 AND t.kind = $2 AND t.used = 0 AND t.expires_at > $3 AND g.revoked = 0"
    ))
    .bind(token_hash)
    .bind(kind)
    .bind(now)
    .fetch_optional(&db.read)
    .await?;
    Ok(row.map(|(id, client_id, user_id, company_id, session_id, scope, auth_time, expires_at, created)| {
        (GrantRow { id, client_id, user_id, company_id, session_id, scope, auth_time }, expires_at, created)
    }))
}

/// The grant a token of the client belongs to, whatever its state (revocation).
pub async fn grant_of_token(db: &Db, token_hash: &str, client_id: &str) -> Result<Option<(i64, String)>, KernelError> {
    Ok(sqlx::query_as("SELECT t.grant_id, t.kind FROM oidc_tokens t JOIN oidc_grants g ON g.id = t.grant_id WHERE t.token_hash = $1 AND g.client_id = $2")
        .bind(token_hash)
        .bind(client_id)
        .fetch_optional(&db.read)
        .await?)
}

/// Revokes a grant (the app asked, RFC 7009, or a refresh token came from another app), audited
/// as `token-revoked` with why on the same transaction.
pub async fn revoke_grant(db: &Db, id: i64, why: &str) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    let revoked: Option<(Option<i64>, String)> =
        sqlx::query_as("UPDATE oidc_grants SET revoked = 1 WHERE id = $1 AND revoked = 0 RETURNING user_id, client_id").bind(id).fetch_optional(&mut *tx).await?;
    audit_revoked(&mut tx, id, revoked, why).await?;
    tx.commit().await?;
    Ok(())
}

/// Revokes a grant the app did not end itself (a replayed code or refresh
/// token): its person's session at the app is ended too (back-channel logout). Audited as `revoke_grant`.
pub async fn revoke_grant_telling(db: &Db, id: i64, now: i64, why: &str) -> Result<(), KernelError> {
    let mut tx = db.write.begin().await?;
    let revoked: Option<(Option<i64>, String)> = sqlx::query_as(
        "UPDATE oidc_grants SET revoked = 1, logout_due = CASE WHEN logout_sent = 0 AND logout_due IS NULL AND user_id IS NOT NULL THEN $2 ELSE logout_due END
         WHERE id = $1 AND revoked = 0 RETURNING user_id, client_id",
    )
    .bind(id)
    .bind(now)
    .fetch_optional(&mut *tx)
    .await?;
    audit_revoked(&mut tx, id, revoked, why).await?;
    tx.commit().await?;
    Ok(())
}

/// A grant revoked now (not one revoked before) appended to the audit trail.
async fn audit_revoked(conn: &mut sqlx::AnyConnection, id: i64, revoked: Option<(Option<i64>, String)>, why: &str) -> Result<(), KernelError> {
    let Some((user_id, client_id)) = revoked else { return Ok(()) };
    let target = format!("oidc-grant:{id}");
    let detail = format!("{client_id}：{why}");
    let entry = kernel::audit::Entry { kind: kernel::audit::kind::TOKEN_REVOKED, actor_id: user_id, target: Some(&target), detail: Some(&detail), ..Default::default() };
    kernel::audit::record_with(conn, &entry, kernel::time::now_ms()).await?;
    Ok(())
}

/// Ends one access token (its grant's refresh token lives on).
pub async fn end_token(db: &Db, token_hash: &str) -> Result<(), KernelError> {
    sqlx::query("UPDATE oidc_tokens SET expires_at = 0 WHERE token_hash = $1").bind(token_hash).execute(&db.write).await?;
    Ok(())
}

/// The scopes the person allowed the app, when they did.
pub async fn consent(db: &Db, user_id: i64, client_id: &str) -> Result<Option<String>, KernelError> {
    let row: Option<(String,)> = sqlx::query_as("SELECT scope FROM oidc_consents WHERE user_id = $1 AND client_id = $2").bind(user_id).bind(client_id).fetch_optional(&db.read).await?;
    Ok(row.map(|(s,)| s))
}

pub fn remember_consent(batch: &mut Batch, user_id: i64, client_id: &str, scope: &str, now: i64) -> Result<(), KernelError> {
    batch.push(
        sqlx::query(
            "INSERT INTO oidc_consents (user_id, client_id, scope, create_time) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id, client_id) DO UPDATE SET scope = excluded.scope, create_time = excluded.create_time",
        )
        .bind(user_id)
        .bind(client_id.to_string())
        .bind(scope.to_string())
        .bind(now),
    )?;
    Ok(())
}

/// The apps a person allowed: (client, scopes, when), the newest first.
pub async fn consents_of(db: &Db, user_id: i64) -> Result<Vec<(String, String, i64)>, KernelError> {
    Ok(sqlx::query_as("SELECT client_id, scope, create_time FROM oidc_consents WHERE user_id = $1 ORDER BY create_time DESC, client_id").bind(user_id).fetch_all(&db.read).await?)
}

/// Withdraws a consent and ends every grant the person gave the app, in one
/// batch that changes nothing unless the consent was there.
pub fn withdrawing(batch: &mut Batch, user_id: i64, client_id: &str) -> Result<(), KernelError> {
    batch.push_changing(sqlx::query("DELETE FROM oidc_consents WHERE user_id = $1 AND client_id = $2").bind(user_id).bind(client_id.to_string()))?;
    batch.push(
        sqlx::query(
            "UPDATE oidc_grants SET revoked = 1, logout_due = CASE WHEN logout_sent = 0 AND logout_due IS NULL AND revoked = 0 THEN $3 ELSE logout_due END
             WHERE user_id = $1 AND client_id = $2",
        )
        .bind(user_id)
        .bind(client_id.to_string())
        .bind(kernel::time::now_ms()),
    )?;
    Ok(())
}

/// Up to when the back-channel logout job has looked at ended sessions or memberships (by name).
pub async fn logout_mark(db: &Db, name: &str) -> Result<Option<i64>, KernelError> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT until_ms FROM oidc_logout_marks WHERE name = $1").bind(name).fetch_optional(&db.read).await?;
    Ok(row.map(|(m,)| m))
}

/// Remembers up to when ended sessions (`sessions`) or memberships (`memberships`) were looked at.
pub async fn set_logout_mark(db: &Db, name: &str, until_ms: i64) -> Result<(), KernelError> {
    sqlx::query("INSERT INTO oidc_logout_marks (name, until_ms) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET until_ms = excluded.until_ms")
        .bind(name)
        .bind(until_ms)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// The person's grants of an ended session become due to be told (once: a grant already due or told stays).
pub async fn logout_due_for_session(db: &Db, session_id: &str, now: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE oidc_grants SET logout_due = $2 WHERE session_id = $1 AND user_id IS NOT NULL AND logout_sent = 0 AND logout_due IS NULL")
        .bind(session_id)
        .bind(now)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// The person's grants in a company they left become due to be told.
pub async fn logout_due_for_member(db: &Db, company_id: i64, user_id: i64, ended: i64, now: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE oidc_grants SET logout_due = $4 WHERE company_id = $1 AND user_id = $2 AND create_time <= $3 AND logout_sent = 0 AND logout_due IS NULL")
        .bind(company_id)
        .bind(user_id)
        .bind(ended)
        .bind(now)
        .execute(&db.write)
        .await?;
    Ok(())
}

/// A grant whose app is to be told now.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct DueLogout {
    pub id: i64,
    pub client_id: String,
    pub user_id: Option<i64>,
    pub session_id: Option<String>,
    pub logout_due: i64,
    pub logout_tries: i64,
}

/// Grants due to be told by `now`, the longest waiting first.
pub async fn due_logouts(db: &Db, now: i64, limit: i64) -> Result<Vec<DueLogout>, KernelError> {
    Ok(sqlx::query_as(
        "SELECT id, client_id, user_id, session_id, logout_due, logout_tries FROM oidc_grants
         WHERE logout_due <= $1 AND logout_sent = 0 ORDER BY logout_due LIMIT $2",
    )
    .bind(now)
    .bind(limit)
    .fetch_all(&db.read)
    .await?)
}

/// Claims a due grant for one try: moves it to when the next try would be, if no other sender moved it first.
pub async fn claim_logout(db: &Db, due: &DueLogout, retry_at: i64) -> Result<bool, KernelError> {
    Ok(sqlx::query("UPDATE oidc_grants SET logout_due = $3, logout_tries = logout_tries + 1 WHERE id = $1 AND logout_due = $2 AND logout_sent = 0")
        .bind(due.id)
        .bind(due.logout_due)
        .bind(retry_at)
        .execute(&db.write)
        .await?
        .rows_affected()
        == 1)
}

/// Ends a grant's telling: 1 told (or nothing to tell), 2 given up.
pub async fn logout_done(db: &Db, grant_id: i64, sent: i64) -> Result<(), KernelError> {
    sqlx::query("UPDATE oidc_grants SET logout_sent = $2, logout_due = NULL WHERE id = $1 AND logout_sent = 0").bind(grant_id).bind(sent).execute(&db.write).await?;
    Ok(())
}

pub async fn forget_expired(db: &Db, now: i64) -> Result<(), KernelError> {
    sqlx::query("DELETE FROM oidc_codes WHERE expires_at <= $1").bind(now - 86_400_000).execute(&db.write).await?;
    sqlx::query("DELETE FROM oidc_tokens WHERE expires_at <= $1").bind(now).execute(&db.write).await?;
    Ok(())
}

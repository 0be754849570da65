//! The audit trail, a kernel service every area writes to: operator actions
//! and security events, appended with who, which company, from where, what
//! and a short before/after. Rows are hash-chained (each carries the hash of
//! the one before, taken under the chain head's row lock, on the transaction
//! of the action itself, so an action whose row cannot be written fails with
//! it); `verify` walks the chain and names the first row that does not fit.
//! Rows older than the retention (at least 180 days) are purged by a job that
//! records what it purged and keeps the last purged hash as the chain's anchor.

use crate::auth::client_ip;
use crate::db::Db;
use crate::state::AppState;
use crate::time::now_ms;
use crate::KernelError;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use serde::Serialize;
use sha2::{Digest, Sha256};
use sqlx::AnyConnection;

/// The kinds written today; a kind is a short English word, its label the screens' Chinese.
pub mod kind {
    pub const SIGN_IN: &str = "sign-in";
    pub const SIGN_IN_FAILED: &str = "sign-in-failed";
    pub const LOCKED_OUT: &str = "locked-out";
    pub const SIGN_OUT: &str = "sign-out";
    pub const PASSWORD_CHANGED: &str = "password-changed";
    pub const PASSWORD_RESET: &str = "password-reset";
    pub const PHONE_CHANGED: &str = "phone-changed";
    pub const REFUND: &str = "refund";
    pub const CERTIFICATION_REVIEW: &str = "certification-review";
    pub const ACCOUNT_STATUS: &str = "account-status";
    pub const PURGE: &str = "audit-purge";
    pub const PERMISSION_REFUSED: &str = "permission-refused";
    pub const MENU_GRANT: &str = "menu-grant";
    pub const CONTENT_EDIT: &str = "content-edit";
    pub const DICTIONARY: &str = "dictionary";
    pub const PAYMENT_DIFFERENCE: &str = "payment-difference";
    pub const TOKEN_REVOKED: &str = "token-revoked";
    pub const REVIEW: &str = "review";
    pub const MEMBER_STATUS: &str = "member-status";
    pub const INVOICE: &str = "invoice";
    pub const LAUNCH_PLUGIN: &str = "launch-plugin";
    pub const DECLARATION: &str = "declaration";

    /// Every kind with its label, for the search's choices.
    pub const ALL: &[(&str, &str)] = &[
        (SIGN_IN, "登录成功"),
        (SIGN_IN_FAILED, "登录失败"),
        (LOCKED_OUT, "登录锁定"),
        (SIGN_OUT, "退出登录"),
        (PASSWORD_CHANGED, "修改密码"),
        (PASSWORD_RESET, "重置密码"),
        (PHONE_CHANGED, "更换手机号"),
        (REFUND, "退款"),
        (CERTIFICATION_REVIEW, "认证审核"),
        (ACCOUNT_STATUS, "积分账户冻结/解冻"),
        (PURGE, "审计日志清理"),
        (PERMISSION_REFUSED, "越权访问"),
        (MENU_GRANT, "菜单授权"),
        (CONTENT_EDIT, "内容编辑"),
        (DICTIONARY, "数据字典"),
        (PAYMENT_DIFFERENCE, "支付差异"),
        (TOKEN_REVOKED, "令牌吊销"),
        (REVIEW, "审核决定"),
        (MEMBER_STATUS, "成员冻结/解冻"),
        (INVOICE, "发票处理"),
        (LAUNCH_PLUGIN, "启动插件"),
        (DECLARATION, "申报跟进"),
    ];

    pub fn label(kind: &str) -> &'static str {
        ALL.iter().find(|(k, _)| *k == kind).map(|(_, l)| *l).unwrap_or("其他")
    }
}

/// Where a request came from: its address and user agent (an extractor; never refuses).
#[derive(Debug, Clone, Default)]
pub struct Origin {
    pub address: Option<String>,
    pub user_agent: Option<String>,
}

impl FromRequestParts<AppState> for Origin {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Self::Rejection> {
        let user_agent = parts.headers.get(axum::http::header::USER_AGENT).map(|v| String::from_utf8_lossy(v.as_bytes()).chars().take(300).collect());
        Ok(Origin { address: client_ip(parts, &state.config.trusted_proxies), user_agent })
    }
}

/// One event to append.
#[derive(Debug, Clone, Default)]
pub struct Entry<'a> {
    pub kind: &'a str,
    pub actor_id: Option<i64>,
    /// The name typed or known, for a failed sign-in of nobody.
    pub actor_name: Option<&'a str>,
    pub company_id: Option<i64>,
    pub origin: Option<&'a Origin>,
    /// What it acted on, as `kind:id` (order:123).
    pub target: Option<&'a str>,
    /// A short before/after or reason.
    pub detail: Option<&'a str>,
}

/// Appends what a person did to their own account (a security event), on its own transaction.
pub async fn record_own(db: &Db, kind: &str, user_id: i64, company_id: Option<i64>, origin: &Origin, detail: Option<&str>) -> Result<i64, KernelError> {
    record(db, &Entry { kind, actor_id: Some(user_id), company_id, origin: Some(origin), target: None, detail, actor_name: None }).await
}

/// A row as kept.
#[derive(Debug, Clone, sqlx::FromRow, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Row {
    /// The row's place in the chain: 1, 2, 3…
    pub id: i64,
    pub kind: String,
    pub actor_id: Option<i64>,
    pub actor_name: Option<String>,
    pub company_id: Option<i64>,
    pub address: Option<String>,
    pub user_agent: Option<String>,
    pub target: Option<String>,
    pub detail: Option<String>,
    pub create_time: i64,
    pub prev_hash: String,
    pub hash: String,
}

const COLUMNS: &str = "id, kind, actor_id, actor_name, company_id, address, user_agent, target, detail, create_time, prev_hash, hash";

/// The chain's hash of a row: SHA-256 over the previous hash and every field, each length-prefixed so no two rows read alike.
pub fn hash_of(r: &Row) -> String {
    let mut h = Sha256::new();
    let mut field = |s: &str| {
        h.update((s.len() as u64).to_be_bytes());
        h.update(s.as_bytes());
    };
    let opt = |v: &Option<String>| v.clone().unwrap_or_else(|| "\u{0}".into());
    let num = |v: Option<i64>| v.map(|n| n.to_string()).unwrap_or_else(|| "\u{0}".into());
    field(&r.prev_hash);
    field(&r.id.to_string());
    field(&r.kind);
    field(&num(r.actor_id));
    field(&opt(&r.actor_name));
    field(&num(r.company_id));
    field(&opt(&r.address));
    field(&opt(&r.user_agent));
    field(&opt(&r.target));
    field(&opt(&r.detail));
    field(&r.create_time.to_string());
    hex::encode(h.finalize())
}

/// Appends an entry on the caller's transaction. The chain head's row is
/// updated first, which holds its lock to the commit: appends are one at a
/// time, in the order they commit, and a failed action leaves no row.
pub async fn record_with(conn: &mut AnyConnection, e: &Entry<'_>, now: i64) -> Result<i64, KernelError> {
    let (seq, prev_hash): (i64, String) = sqlx::query_as("UPDATE audit_head SET seq = seq + 1 WHERE id = 1 RETURNING seq, hash").fetch_one(&mut *conn).await?;
    let mut row = Row {
        id: seq,
        kind: e.kind.to_string(),
        actor_id: e.actor_id,
        actor_name: e.actor_name.map(|s| s.chars().take(100).collect()),
        company_id: e.company_id,
        address: e.origin.and_then(|o| o.address.clone()),
        user_agent: e.origin.and_then(|o| o.user_agent.clone()),
        target: e.target.map(String::from),
        detail: e.detail.map(|s| s.chars().take(500).collect()),
        create_time: now,
        prev_hash,
        hash: String::new(),
    };
    row.hash = hash_of(&row);
    sqlx::query("UPDATE audit_head SET hash = $1 WHERE id = 1").bind(&row.hash).execute(&mut *conn).await?;
    sqlx::query(&format!("INSERT INTO audit_log ({COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)"))
        .bind(row.id)
        .bind(&row.kind)
        .bind(row.actor_id)
        .bind(&row.actor_name)
        .bind(row.company_id)
        .bind(&row.address)
        .bind(&row.user_agent)
        .bind(&row.target)
        .bind(&row.detail)
        .bind(row.create_time)
        .bind(&row.prev_hash)
        .bind(&row.hash)
        .execute(&mut *conn)
        .await?;
    Ok(seq)
}

/// An operator's review decision (a partner, an app, a launch rule, an API), appended on the
/// transaction that makes it: 通过, or 驳回 with the reason.
pub async fn review_decided(conn: &mut AnyConnection, operator: i64, origin: &Origin, target: &str, approved: bool, reason: Option<&str>) -> Result<i64, KernelError> {
    let detail = if approved { "通过".to_string() } else { format!("驳回：{}", reason.unwrap_or_default()) };
    let entry = Entry { kind: kind::REVIEW, actor_id: Some(operator), origin: Some(origin), target: Some(target), detail: Some(&detail), ..Default::default() };
    record_with(conn, &entry, now_ms()).await
}

/// An operator's action on one row (an invoice issued, rejected or reversed), appended on the
/// transaction that makes it.
pub async fn operator_did(conn: &mut AnyConnection, kind: &str, operator: i64, origin: &Origin, target: &str, detail: &str) -> Result<i64, KernelError> {
    let entry = Entry { kind, actor_id: Some(operator), origin: Some(origin), target: Some(target), detail: Some(detail), ..Default::default() };
    record_with(conn, &entry, now_ms()).await
}

/// Appends an entry on a transaction of its own (a security event with no other write).
pub async fn record(db: &Db, e: &Entry<'_>) -> Result<i64, KernelError> {
    let mut tx = db.write.begin().await?;
    let seq = record_with(&mut tx, e, now_ms()).await?;
    tx.commit().await?;
    Ok(seq)
}

/// What the chain check found.
#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChainCheck {
    /// Rows read.
    pub checked: i64,
    /// The first row that does not fit (changed, or after a gap or a deleted row); none when all fit.
    pub first_bad_seq: Option<i64>,
    pub reason: Option<String>,
}

/// Walks the chain from its anchor (the last purged row) to its head.
pub async fn verify(db: &Db) -> Result<ChainCheck, KernelError> {
    // The head first: rows appended while the walk goes on lie past it and are left for the next check.
    let (head_seq, head_hash, anchor_seq, anchor_hash): (i64, String, i64, String) =
        sqlx::query_as("SELECT seq, hash, anchor_seq, anchor_hash FROM audit_head WHERE id = 1").fetch_one(&db.read).await?;
    let mut expected_seq = anchor_seq + 1;
    let mut prev = anchor_hash;
    let mut checked = 0;
    const BATCH: i64 = 1000;
    loop {
        let rows: Vec<Row> = sqlx::query_as(&format!("SELECT {COLUMNS} FROM audit_log WHERE id >= $1 AND id <= $2 ORDER BY id LIMIT $3"))
            .bind(expected_seq)
            .bind(head_seq)
            .bind(BATCH)
            .fetch_all(&db.read)
            .await?;
        let done = (rows.len() as i64) < BATCH;
        for r in rows {
            let bad = |reason: &str| Ok(ChainCheck { checked, first_bad_seq: Some(r.id), reason: Some(reason.into()) });
            if r.id != expected_seq {
                return Ok(ChainCheck { checked, first_bad_seq: Some(expected_seq), reason: Some("该条记录缺失".into()) });
            }
            if r.prev_hash != prev {
                return bad("与上一条记录的哈希不符");
            }
            if hash_of(&r) != r.hash {
                return bad("记录内容已被修改");
            }
            prev = r.hash;
            expected_seq += 1;
            checked += 1;
        }
        if done {
            break;
        }
    }
    if expected_seq <= head_seq || prev != head_hash {
        return Ok(ChainCheck { checked, first_bad_seq: Some(expected_seq), reason: Some("末尾的记录缺失".into()) });
    }
    Ok(ChainCheck { checked, first_bad_seq: None, reason: None })
}

/// What operators search by.
#[derive(Debug, Default)]
pub struct Search<'a> {
    pub actor_id: Option<i64>,
    pub company_id: Option<i64>,
    pub kind: Option<&'a str>,
    pub start: Option<i64>,
    pub end: Option<i64>,
}

/// The search's conditions, each only when given.
fn conditions(s: &Search<'_>) -> crate::db::Conditions {
    use crate::db::{Arg, Conditions};
    Conditions::default()
        .equal("actor_id", s.actor_id.map(Arg::Int))
        .equal("company_id", s.company_id.map(Arg::Int))
        .equal("kind", s.kind.filter(|k| !k.is_empty()).map(|k| Arg::Text(k.to_string())))
        .from_until("create_time", s.start, s.end)
}

/// Rows matching, newest first, and how many match.
pub async fn search(db: &Db, s: &Search<'_>, page: &crate::http::PageQuery) -> Result<(Vec<Row>, i64), KernelError> {
    let whole = s.actor_id.is_none() && s.company_id.is_none() && s.kind.filter(|k| !k.is_empty()).is_none() && s.start.is_none() && s.end.is_none();
    if whole {
        // The whole trail: the chain knows how many rows it holds, so nothing is counted.
        let (head, anchor): (i64, i64) = sqlx::query_as("SELECT seq, anchor_seq FROM audit_head WHERE id = 1").fetch_one(&db.read).await?;
        return conditions(s).page_counted(db, COLUMNS, "audit_log", "id DESC", page, head - anchor).await;
    }
    conditions(s).page(db, COLUMNS, "audit_log", "id DESC", page).await
}

/// Up to `n` rows matching, newest first, with ids below `before`: an export's chunk.
pub async fn chunk(db: &Db, s: &Search<'_>, before: i64, n: i64) -> Result<Vec<Row>, KernelError> {
    conditions(s).from_until("id", None, Some(before)).rows(db, COLUMNS, "audit_log", "id DESC", Some(n)).await
}

/// A company's sign-in events (its members' sign-ins, failures, lock-outs and sign-outs), newest first.
pub async fn sign_ins(db: &Db, company_id: i64, page: &crate::http::PageQuery) -> Result<(Vec<Row>, i64), KernelError> {
    use crate::db::{Arg, Conditions};
    Conditions::default()
        .equal("company_id", Some(Arg::Int(company_id)))
        .holds(true, "kind IN ('sign-in', 'sign-in-failed', 'locked-out', 'sign-out')")
        .page(db, COLUMNS, "audit_log", "id DESC", page)
        .await
}

/// Deletes rows older than the retention in one transaction: the last deleted
/// row becomes the chain's anchor, and the purge is itself appended.
pub async fn purge(db: &Db, retention_days: i64, now: i64) -> Result<i64, KernelError> {
    let before = now - retention_days.max(180) * 86_400_000;
    let mut tx = db.write.begin().await?;
    let last: Option<(i64, String)> = sqlx::query_as("SELECT id, hash FROM audit_log WHERE create_time < $1 ORDER BY id DESC LIMIT 1").bind(before).fetch_optional(&mut *tx).await?;
    let Some((last_seq, last_hash)) = last else { return Ok(0) };
    let (first,): (i64,) = sqlx::query_as("SELECT MIN(id) FROM audit_log").fetch_one(&mut *tx).await?;
    let gone = sqlx::query("DELETE FROM audit_log WHERE id <= $1").bind(last_seq).execute(&mut *tx).await?.rows_affected() as i64;
    sqlx::query("UPDATE audit_head SET anchor_seq = $1, anchor_hash = $2 WHERE id = 1").bind(last_seq).bind(&last_hash).execute(&mut *tx).await?;
    let detail = format!("清理第{first}至{last_seq}条，共{gone}条（保留{}天），末条哈希{last_hash}", retention_days.max(180));
    record_with(&mut tx, &Entry { kind: kind::PURGE, detail: Some(&detail), ..Default::default() }, now).await?;
    tx.commit().await?;
    Ok(gone)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row() -> Row {
        Row {
            id: 7,
            kind: kind::REFUND.into(),
            actor_id: Some(9),
            actor_name: None,
            company_id: Some(3),
            address: Some("10.0.0.1".into()),
            user_agent: None,
            target: Some("order:1".into()),
            detail: Some("退款 100.00 元".into()),
            create_time: 1_700_000_000_000,
            prev_hash: "0".repeat(64),
            hash: String::new(),
        }
    }

    #[test]
    fn every_field_is_in_the_hash() {
        let base = hash_of(&row());
        let changes: Vec<Box<dyn Fn(&mut Row)>> = vec![
            Box::new(|r| r.id += 1),
            Box::new(|r| r.kind = kind::SIGN_IN.into()),
            Box::new(|r| r.actor_id = Some(10)),
            Box::new(|r| r.actor_name = Some("x".into())),
            Box::new(|r| r.company_id = None),
            Box::new(|r| r.address = Some("10.0.0.2".into())),
            Box::new(|r| r.user_agent = Some("ua".into())),
            Box::new(|r| r.target = Some("order:2".into())),
            Box::new(|r| r.detail = Some("退款 100.01 元".into())),
            Box::new(|r| r.create_time += 1),
            Box::new(|r| r.prev_hash = "1".repeat(64)),
        ];
        for change in changes {
            let mut r = row();
            change(&mut r);
            assert_ne!(hash_of(&r), base);
        }
        assert_eq!(hash_of(&row()), base, "the same row, the same hash");
    }

    #[test]
    fn fields_cannot_trade_characters_across_their_boundary() {
        let mut a = row();
        a.target = Some("ab".into());
        a.detail = Some("c".into());
        let mut b = row();
        b.target = Some("a".into());
        b.detail = Some("bc".into());
        assert_ne!(hash_of(&a), hash_of(&b));
    }

    #[test]
    fn every_kind_has_a_chinese_label() {
        assert_eq!(kind::label(kind::REFUND), "退款");
        assert_eq!(kind::label("unknown"), "其他");
    }
}

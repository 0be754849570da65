//! Personal data sealed at rest (PIPL's sensitive personal information: ID-card numbers, bank
//! accounts). Envelope encryption: a value is sealed with AES-256-GCM under a data key kept in
//! `data_keys`, itself wrapped under a key-encryption key the configuration names
//! (`[privacy]`), so replacing that key re-wraps a few rows and touches no data
//! (`platform rewrap-data-keys`). A sealed value reads `pd1:<data key id>:<base64 nonce|ciphertext>`
//! with the kind of data (`id_card`, `bank_account`) bound as associated data, so a value moves
//! between columns of its kind without being opened and never opens as another kind.
//! Equality look-ups use a keyed hash (HMAC-SHA256 under a data key of its own) instead of the value.
//! Columns sealed are declared by their owners (`Sealed`); a pass at start seals rows written
//! before (`seal_existing`).

use crate::db::Db;
use crate::KernelError;
use aes_gcm::aead::{Aead, KeyInit, Payload};
use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use hmac::Mac;
use rand::RngCore;
use sha2::{Digest, Sha256};
use std::collections::HashMap;

/// The mark of a sealed value.
const PREFIX: &str = "pd1:";
/// The data key values are sealed under, and the one look-up hashes are keyed by.
const SEAL_KEY: &str = "seal-1";
const INDEX_KEY: &str = "index-1";
/// The key-encryption key's id when none is configured: derived from the server secret.
pub const DERIVED_KEK: &str = "secret";

/// Kinds of sealed data: the associated data each value is bound to.
pub mod kind {
    pub const ID_CARD: &str = "id_card";
    pub const BANK_ACCOUNT: &str = "bank_account";
}

type Key = [u8; 32];

/// The key-encryption keys of a configuration, by id, and the id new wrapping uses.
pub fn keks(config: &crate::config::Config) -> anyhow::Result<(HashMap<String, Key>, String)> {
    let mut keys = HashMap::new();
    for (id, text) in &config.privacy.keys {
        let bytes = B64.decode(text.trim()).map_err(|_| anyhow::anyhow!("privacy.keys.{id} is not base64"))?;
        let key: Key = bytes.try_into().map_err(|_| anyhow::anyhow!("privacy.keys.{id} must be 32 bytes"))?;
        keys.insert(id.clone(), key);
    }
    // Always known, so data keys wrapped before a key was configured still open.
    keys.entry(DERIVED_KEK.to_string()).or_insert_with(|| Sha256::new().chain_update(b"privacy-kek\0").chain_update(config.auth.jwt_secret.as_bytes()).finalize().into());
    let current = if config.privacy.current_key.is_empty() { DERIVED_KEK.to_string() } else { config.privacy.current_key.clone() };
    anyhow::ensure!(keys.contains_key(&current), "privacy.current_key `{current}` is not among privacy.keys");
    Ok((keys, current))
}

fn encrypt(key: &Key, aad: &str, plain: &[u8]) -> Vec<u8> {
    let cipher = aes_gcm::Aes256Gcm::new_from_slice(key).expect("32-byte key");
    let mut nonce = [0u8; 12];
    rand::thread_rng().fill_bytes(&mut nonce);
    let sealed = cipher.encrypt(aes_gcm::Nonce::from_slice(&nonce), Payload { msg: plain, aad: aad.as_bytes() }).expect("encryption of a short value");
    let mut out = nonce.to_vec();
    out.extend_from_slice(&sealed);
    out
}

fn decrypt(key: &Key, aad: &str, bytes: &[u8]) -> Option<Vec<u8>> {
    if bytes.len() < 12 + 16 {
        return None;
    }
    let (nonce, body) = bytes.split_at(12);
    aes_gcm::Aes256Gcm::new_from_slice(key).ok()?.decrypt(aes_gcm::Nonce::from_slice(nonce), Payload { msg: body, aad: aad.as_bytes() }).ok()
}

/// The data keys of this database, unwrapped: values seal and open with them.
pub struct Vault {
    keys: HashMap<String, Key>,
    index: Key,
}

impl std::fmt::Debug for Vault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Vault")
    }
}

/// One data key: made once per database (the first instance to write it wins), wrapped under the current key.
async fn data_key(db: &Db, id: &str, purpose: &str, keks: &HashMap<String, Key>, current: &str) -> anyhow::Result<Key> {
    let mut fresh = [0u8; 32];
    rand::thread_rng().fill_bytes(&mut fresh);
    let wrapped = B64.encode(encrypt(&keks[current], id, &fresh));
    sqlx::query("INSERT INTO data_keys (id, purpose, kek_id, wrapped, create_time) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING")
        .bind(id)
        .bind(purpose)
        .bind(current)
        .bind(&wrapped)
        .bind(crate::time::now_ms())
        .execute(&db.write)
        .await?;
    let (kek_id, wrapped): (String, String) = sqlx::query_as("SELECT kek_id, wrapped FROM data_keys WHERE id = $1").bind(id).fetch_one(&db.write).await?;
    let kek = keks.get(&kek_id).ok_or_else(|| anyhow::anyhow!("data key {id} is wrapped under `{kek_id}`, which privacy.keys does not hold"))?;
    let key = decrypt(kek, id, &B64.decode(wrapped)?).ok_or_else(|| anyhow::anyhow!("data key {id} does not open under `{kek_id}`"))?;
    key.try_into().map_err(|_| anyhow::anyhow!("data key {id} is not 32 bytes"))
}

impl Vault {
    /// The database's data keys, made on first start.
    pub async fn load(db: &Db, config: &crate::config::Config) -> anyhow::Result<Self> {
        let (keks, current) = keks(config)?;
        let seal = data_key(db, SEAL_KEY, "seal", &keks, &current).await?;
        let index = data_key(db, INDEX_KEY, "index", &keks, &current).await?;
        Ok(Self { keys: HashMap::from([(SEAL_KEY.to_string(), seal)]), index })
    }

    /// A value sealed for storage.
    pub fn seal(&self, kind: &str, plain: &str) -> String {
        format!("{PREFIX}{SEAL_KEY}:{}", B64.encode(encrypt(&self.keys[SEAL_KEY], kind, plain.as_bytes())))
    }

    pub fn seal_opt(&self, kind: &str, plain: Option<&str>) -> Option<String> {
        plain.map(|p| self.seal(kind, p))
    }

    /// A stored value opened. A value not sealed (written before sealing, and not yet reached
    /// by the pass at start) is returned as it is; one sealed that does not open is an error.
    pub fn open(&self, kind: &str, stored: &str) -> Result<String, KernelError> {
        let Some(rest) = stored.strip_prefix(PREFIX) else { return Ok(stored.to_string()) };
        let fail = || KernelError::Internal(anyhow::anyhow!("a sealed {kind} does not open"));
        let (key_id, body) = rest.split_once(':').ok_or_else(fail)?;
        let key = self.keys.get(key_id).ok_or_else(fail)?;
        let plain = decrypt(key, kind, &B64.decode(body).map_err(|_| fail())?).ok_or_else(fail)?;
        String::from_utf8(plain).map_err(|_| fail())
    }

    pub fn open_opt(&self, kind: &str, stored: Option<String>) -> Result<Option<String>, KernelError> {
        stored.map(|s| self.open(kind, &s)).transpose()
    }

    /// The keyed hash equality look-ups use in place of the value (case and spaces ignored).
    pub fn index(&self, kind: &str, plain: &str) -> String {
        let mut mac = <hmac::Hmac<Sha256> as Mac>::new_from_slice(&self.index).expect("any key length");
        mac.update(kind.as_bytes());
        mac.update(&[0]);
        mac.update(plain.trim().to_uppercase().as_bytes());
        hex::encode(mac.finalize().into_bytes())
    }
}

/// Whether a stored value is sealed.
pub fn is_sealed(stored: &str) -> bool {
    stored.starts_with(PREFIX)
}

/// Moves every data key under the configured current key-encryption key; how many moved.
/// Each is re-wrapped by a conditional UPDATE, so two runs at once move it once.
pub async fn rewrap(db: &Db, config: &crate::config::Config) -> anyhow::Result<usize> {
    let (keks, current) = keks(config)?;
    let rows: Vec<(String, String, String)> = sqlx::query_as("SELECT id, kek_id, wrapped FROM data_keys WHERE kek_id <> $1").bind(&current).fetch_all(&db.write).await?;
    let mut moved = 0;
    for (id, kek_id, wrapped) in rows {
        let kek = keks.get(&kek_id).ok_or_else(|| anyhow::anyhow!("data key {id} is wrapped under `{kek_id}`, which privacy.keys does not hold"))?;
        let key = decrypt(kek, &id, &B64.decode(&wrapped)?).ok_or_else(|| anyhow::anyhow!("data key {id} does not open under `{kek_id}`"))?;
        let again = B64.encode(encrypt(&keks[&current], &id, &key));
        let r = sqlx::query("UPDATE data_keys SET kek_id = $1, wrapped = $2 WHERE id = $3 AND kek_id = $4 AND wrapped = $5")
            .bind(&current)
            .bind(&again)
            .bind(&id)
            .bind(&kek_id)
            .bind(&wrapped)
            .execute(&db.write)
            .await?;
        moved += r.rows_affected() as usize;
    }
    Ok(moved)
}

/// A column that holds sealed values, declared by the owner of its table.
pub struct Sealed {
    /// The module owning the table (`services` for the shared services'): sealed when that module is enabled.
    pub module: &'static str,
    pub table: &'static str,
    pub column: &'static str,
    pub kind: &'static str,
    /// A column that keeps the value's keyed hash, where look-ups need one.
    pub index_column: Option<&'static str>,
}

pub struct SealedColumn(pub &'static Sealed);
inventory::collect!(SealedColumn);


/// Seals every value of the enabled areas' sealed columns still held in clear (rows written
/// before sealing existed): each by a conditional UPDATE on the value read, so a write racing
/// the pass is never overwritten. How many were sealed.
pub async fn seal_existing(db: &Db, vault: &Vault, enabled: &[&str]) -> anyhow::Result<u64> {
    let mut sealed = 0;
    for c in inventory::iter::<SealedColumn>.into_iter().map(|c| c.0).filter(|c| crate::deployment::is_on(c.module, enabled)) {
        let (table, column) = (c.table, c.column);
        loop {
            let rows: Vec<(i64, String)> = sqlx::query_as(&format!(
                "SELECT id, {column} FROM {table} WHERE {column} IS NOT NULL AND {column} <> '' AND {column} NOT LIKE 'pd1:%' LIMIT 500"
            ))
            .fetch_all(&db.write)
            .await?;
            if rows.is_empty() {
                break;
            }
            for (id, plain) in rows {
                let set_index = c.index_column.map(|i| format!(", {i} = $4")).unwrap_or_default();
                let sql = format!("UPDATE {table} SET {column} = $1{set_index} WHERE id = $2 AND {column} = $3");
                let mut q = sqlx::query(&sql).bind(vault.seal(c.kind, &plain)).bind(id).bind(&plain);
                if c.index_column.is_some() {
                    q = q.bind(vault.index(c.kind, &plain));
                }
                sealed += q.execute(&db.write).await?.rows_affected();
            }
        }
    }
    if sealed > 0 {
        // SQLite's write-ahead log still holds the pages as they were: fold it into the file and empty it.
        if db.backend == crate::db::Backend::Sqlite {
            empty_the_log(db).await?;
        }
        tracing::info!(sealed, "personal data sealed at rest");
    }
    Ok(sealed)
}

/// SQLite: folds the write-ahead log into the database file and empties it. A checkpoint already
/// running (`db::checkpoint_behind`) makes this one answer busy rather than wait, so it is asked
/// again, 10 ms apart, up to 500 times; the start fails rather than leave the old pages behind.
async fn empty_the_log(db: &Db) -> anyhow::Result<()> {
    for _ in 0..500 {
        let (busy, _, _): (i64, i64, i64) = sqlx::query_as("PRAGMA wal_checkpoint(TRUNCATE)").fetch_one(&db.write).await?;
        if busy == 0 {
            return Ok(());
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    anyhow::bail!("the write-ahead log could not be emptied after sealing")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vault() -> Vault {
        Vault { keys: HashMap::from([(SEAL_KEY.to_string(), [7u8; 32])]), index: [9u8; 32] }
    }

    #[test]
    fn a_sealed_value_opens_only_as_its_kind() {
        let v = vault();
        let sealed = v.seal(kind::ID_CARD, "350102199001011234");
        assert!(sealed.starts_with("pd1:seal-1:") && !sealed.contains("350102199001011234"));
        assert_ne!(sealed, v.seal(kind::ID_CARD, "350102199001011234"), "a fresh nonce each time");
        assert_eq!(v.open(kind::ID_CARD, &sealed).unwrap(), "350102199001011234");
        assert!(v.open(kind::BANK_ACCOUNT, &sealed).is_err(), "bound to its kind");
        let mut altered = sealed.clone();
        altered.replace_range(20..21, if &sealed[20..21] == "A" { "B" } else { "A" });
        assert!(v.open(kind::ID_CARD, &altered).is_err());
        assert_eq!(v.open(kind::ID_CARD, "not sealed yet").unwrap(), "not sealed yet");
    }

    #[test]
    fn the_keyed_hash_ignores_case_and_spaces_and_differs_per_kind() {
        let v = vault();
        assert_eq!(v.index(kind::ID_CARD, "11010519491231002x "), v.index(kind::ID_CARD, "11010519491231002X"));
        assert_ne!(v.index(kind::ID_CARD, "1"), v.index(kind::BANK_ACCOUNT, "1"));
        assert_eq!(v.index(kind::ID_CARD, "1").len(), 64);
    }
}

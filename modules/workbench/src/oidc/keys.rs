//! The provider's signing keys: RS256 pairs kept in the database (the private
//! half sealed under the server secret, so every instance signs with the same
//! key and a restart keeps it), made on first use and rotated by a job; the
//! JWKS publishes every key whose ID tokens may still be alive.

use super::repo;
use base64::Engine;
use kernel::signing::Rs256Key;
use kernel::time::now_ms;
use kernel::{AppState, KernelError};
use rsa::pkcs1::{EncodeRsaPrivateKey, LineEnding};
use rsa::traits::PublicKeyParts;
use serde::Serialize;
use std::sync::{Arc, Mutex};

/// A key signs this long before the job makes the next one.
pub const ROTATE_AFTER_MS: i64 = 30 * 86_400_000;
/// How long an ID token lives.
pub const ID_TOKEN_TTL_SECS: i64 = 3600;
/// A key stays published this long after it stops signing: its last ID tokens outlive it by their lifetime.
const PUBLISHED_AFTER_MS: i64 = ROTATE_AFTER_MS + 2 * ID_TOKEN_TTL_SECS * 1000;
/// An instance reads the newest key again after this long (another instance may have rotated).
const RELOAD_AFTER_MS: i64 = 60_000;

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}

fn seal_purpose(kid: &str) -> String {
    format!("oidc-key:{kid}")
}

/// The key that signs now.
pub struct SigningKey {
    pub kid: String,
    key: Rs256Key,
}

impl SigningKey {
    /// Signs claims as a JWT (RS256, with this key's id).
    pub fn sign<T: Serialize>(&self, claims: &T) -> Result<String, KernelError> {
        self.key.sign(&self.kid, claims)
    }
}

/// Each instance's copy of the newest key, read again now and then.
#[derive(Default)]
pub struct KeyRing {
    newest: Mutex<Option<(i64, Arc<SigningKey>)>>,
}

impl KeyRing {
    /// The key to sign with: the newest in the database, made when there is none.
    pub async fn signing(&self, state: &AppState) -> Result<Arc<SigningKey>, KernelError> {
        let now = now_ms();
        if let Some((loaded, key)) = self.newest.lock().expect("not poisoned").as_ref() {
            if now - loaded < RELOAD_AFTER_MS {
                return Ok(key.clone());
            }
        }
        let row = match repo::newest_key(&state.db).await? {
            Some(row) => row,
            None => make_key(state, now).await?,
        };
        let pem = state.tokens.open(&seal_purpose(&row.kid), &row.private_sealed).ok_or_else(|| KernelError::Internal(anyhow::anyhow!("an OpenID Connect key does not open (server secret changed?)")))?;
        let key = Arc::new(SigningKey { kid: row.kid, key: Rs256Key::from_pem(&pem)? });
        *self.newest.lock().expect("not poisoned") = Some((now, key.clone()));
        Ok(key)
    }

    /// Forgets the copy (after a rotation on this instance).
    pub fn forget(&self) {
        *self.newest.lock().expect("not poisoned") = None;
    }
}

/// Makes, seals and stores a new key pair (on a blocking thread: RSA key generation takes a while).
async fn make_key(state: &AppState, now: i64) -> Result<repo::KeyRow, KernelError> {
    let private = tokio::task::spawn_blocking(|| rsa::RsaPrivateKey::new(&mut rand::thread_rng(), 2048))
        .await
        .map_err(|e| KernelError::Internal(e.into()))?
        .map_err(|e| KernelError::Internal(e.into()))?;
    let pem = private.to_pkcs1_pem(LineEnding::LF).map_err(|e| KernelError::Internal(anyhow::anyhow!("{e}")))?;
    let kid = {
        use rand::Rng;
        let bytes: [u8; 12] = rand::thread_rng().gen();
        b64(&bytes)
    };
    let row = repo::KeyRow {
        private_sealed: state.tokens.seal(&seal_purpose(&kid), &pem),
        n: b64(&private.n().to_bytes_be()),
        e: b64(&private.e().to_bytes_be()),
        create_time: now,
        retire_time: now + PUBLISHED_AFTER_MS,
        kid,
    };
    repo::insert_key(&state.db, &row).await?;
    tracing::info!(kid = row.kid, "OpenID Connect signing key made");
    Ok(row)
}

/// One public key as the JWKS publishes it (RFC 7517).
#[derive(Serialize, utoipa::ToSchema)]
pub struct Jwk {
    kty: &'static str,
    #[serde(rename = "use")]
    usage: &'static str,
    alg: &'static str,
    kid: String,
    n: String,
    e: String,
}

/// Every key whose tokens may still be alive, the newest first.
pub async fn published(state: &AppState) -> Result<Vec<Jwk>, KernelError> {
    let rows = repo::published_keys(&state.db, now_ms()).await?;
    Ok(rows.into_iter().map(|r| Jwk { kty: "RSA", usage: "sig", alg: "RS256", kid: r.kid, n: r.n, e: r.e }).collect())
}

/// Makes the next key when the newest has signed long enough, and forgets keys no token can need.
pub async fn rotate(state: &AppState, ring: &KeyRing, now: i64) -> Result<bool, KernelError> {
    repo::forget_retired_keys(&state.db, now).await?;
    let due = match repo::newest_key(&state.db).await? {
        Some(row) => now - row.create_time >= ROTATE_AFTER_MS,
        None => false,
    };
    if due {
        make_key(state, now).await?;
        ring.forget();
    }
    Ok(due)
}

/// The left half of the SHA-256 of a token, base64url: an ID token's `at_hash` (OpenID Connect Core 3.1.3.6).
pub fn left_hash(token: &str) -> String {
    use sha2::Digest;
    let digest = sha2::Sha256::digest(token.as_bytes());
    b64(&digest[..16])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn at_hash_is_the_left_half_of_the_sha256_in_base64url() {
        // OpenID Connect Core A.3's example access token and at_hash.
        assert_eq!(left_hash("jHkWEdUXMU1BwAsC4vtUsZwnNvTIxEl0z9K3vx5KF0Y"), "77QmUPtjPfzWtF2AnpK9RQ");
    }
}

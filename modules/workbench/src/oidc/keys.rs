//! The provider's signing keys: RS256 and ES256 pairs kept in the database
//! (the private half sealed under the server secret, so every instance signs
//! with the same key and a restart keeps it), each kind made on first use and
//! rotated by a job; the JWKS publishes every key whose tokens may still be alive.

use super::repo;
use base64::Engine;
use kernel::signing::{Es256Key, Rs256Key};
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

/// How an app's ID and logout tokens are signed: RS256 unless it registered ES256.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Alg {
    Rs256,
    Es256,
}

impl Alg {
    pub const ALL: [Alg; 2] = [Alg::Rs256, Alg::Es256];

    pub fn name(self) -> &'static str {
        match self {
            Alg::Rs256 => "RS256",
            Alg::Es256 => "ES256",
        }
    }

    /// A registration's value; anything but ES256 is the default, RS256.
    pub fn of(registered: &str) -> Alg {
        if registered == "ES256" {
            Alg::Es256
        } else {
            Alg::Rs256
        }
    }
}

enum Key {
    Rs(Rs256Key),
    Es(Es256Key),
}

/// A key that signs now.
pub struct SigningKey {
    pub kid: String,
    key: Key,
}

impl SigningKey {
    /// Signs claims as a JWT (with this key's algorithm and id).
    pub fn sign<T: Serialize>(&self, claims: &T) -> Result<String, KernelError> {
        match &self.key {
            Key::Rs(k) => k.sign(&self.kid, claims),
            Key::Es(k) => k.sign(&self.kid, claims),
        }
    }
}

/// Each instance's copy of the newest key of each kind, read again now and then.
#[derive(Default)]
pub struct KeyRing {
    newest: Mutex<std::collections::HashMap<Alg, (i64, Arc<SigningKey>)>>,
    /// One load at a time: the exchanges that find no key, or an old copy, all at once (a new
    /// server's first burst, every minute's reload) wait for one read of it, and on a new
    /// server for one key made, instead of each making its own.
    loading: tokio::sync::Mutex<()>,
}

impl KeyRing {
    /// The key of this kind to sign with: the newest in the database, made when there is none.
    pub async fn signing(&self, state: &AppState, alg: Alg) -> Result<Arc<SigningKey>, KernelError> {
        if let Some(key) = self.fresh(alg, now_ms()) {
            return Ok(key);
        }
        let _one = self.loading.lock().await;
        let now = now_ms();
        if let Some(key) = self.fresh(alg, now) {
            return Ok(key);
        }
        let row = match repo::newest_key(&state.db, alg.name()).await? {
            Some(row) => row,
            None => make_key(state, alg, now).await?,
        };
        let private = state.tokens.open(&seal_purpose(&row.kid), &row.private_sealed).ok_or_else(|| KernelError::Internal(anyhow::anyhow!("an OpenID Connect key does not open (server secret changed?)")))?;
        let key = match alg {
            Alg::Rs256 => Key::Rs(Rs256Key::from_pem(&private)?),
            Alg::Es256 => Key::Es(Es256Key::from_pkcs8(&base64::engine::general_purpose::STANDARD.decode(private).map_err(|e| KernelError::Internal(e.into()))?)?),
        };
        let key = Arc::new(SigningKey { kid: row.kid, key });
        self.newest.lock().expect("not poisoned").insert(alg, (now, key.clone()));
        Ok(key)
    }

    /// The copy of the newest key of this kind, when it was read less than a minute ago.
    fn fresh(&self, alg: Alg, now: i64) -> Option<Arc<SigningKey>> {
        let newest = self.newest.lock().expect("not poisoned");
        newest.get(&alg).filter(|(loaded, _)| now - loaded < RELOAD_AFTER_MS).map(|(_, key)| key.clone())
    }

    /// Forgets the copies (after a rotation on this instance).
    pub fn forget(&self) {
        self.newest.lock().expect("not poisoned").clear();
    }
}

/// Makes, seals and stores a new key pair of the kind (RSA on a blocking thread: its generation takes a while).
async fn make_key(state: &AppState, alg: Alg, now: i64) -> Result<repo::KeyRow, KernelError> {
    let kid = {
        use rand::Rng;
        let bytes: [u8; 12] = rand::thread_rng().gen();
        b64(&bytes)
    };
    let (private, n, e, x, y) = match alg {
        Alg::Rs256 => {
            let private = tokio::task::spawn_blocking(|| rsa::RsaPrivateKey::new(&mut rand::thread_rng(), 2048))
                .await
                .map_err(|e| KernelError::Internal(e.into()))?
                .map_err(|e| KernelError::Internal(e.into()))?;
            let pem = private.to_pkcs1_pem(LineEnding::LF).map_err(|e| KernelError::Internal(anyhow::anyhow!("{e}")))?;
            (pem.to_string(), b64(&private.n().to_bytes_be()), b64(&private.e().to_bytes_be()), String::new(), String::new())
        }
        Alg::Es256 => {
            let (pkcs8, x, y) = kernel::signing::new_es256()?;
            (base64::engine::general_purpose::STANDARD.encode(pkcs8), String::new(), String::new(), x, y)
        }
    };
    let row = repo::KeyRow {
        private_sealed: state.tokens.seal(&seal_purpose(&kid), &private),
        n,
        e,
        create_time: now,
        retire_time: now + PUBLISHED_AFTER_MS,
        alg: alg.name().to_string(),
        x,
        y,
        kid,
    };
    repo::insert_key(&state.db, &row).await?;
    tracing::info!(kid = row.kid, alg = row.alg, "OpenID Connect signing key made");
    Ok(row)
}

/// One public key as the JWKS publishes it (RFC 7517, 7518 6.2 and 6.3).
#[derive(Serialize, utoipa::ToSchema)]
pub struct Jwk {
    kty: &'static str,
    #[serde(rename = "use")]
    usage: &'static str,
    alg: &'static str,
    kid: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    n: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    e: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    crv: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    x: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    y: Option<String>,
}

/// Every key whose tokens may still be alive, the newest first.
pub async fn published(state: &AppState) -> Result<Vec<Jwk>, KernelError> {
    let rows = repo::published_keys(&state.db, now_ms()).await?;
    Ok(rows
        .into_iter()
        .map(|r| match Alg::of(&r.alg) {
            Alg::Rs256 => Jwk { kty: "RSA", usage: "sig", alg: "RS256", kid: r.kid, n: Some(r.n), e: Some(r.e), crv: None, x: None, y: None },
            Alg::Es256 => Jwk { kty: "EC", usage: "sig", alg: "ES256", kid: r.kid, n: None, e: None, crv: Some("P-256"), x: Some(r.x), y: Some(r.y) },
        })
        .collect())
}

/// Makes the next key of each kind whose newest has signed long enough, and
/// forgets keys no token can need; answers whether any was made.
pub async fn rotate(state: &AppState, ring: &KeyRing, now: i64) -> Result<bool, KernelError> {
    let mut made = false;
    for alg in Alg::ALL {
        repo::forget_retired_keys(&state.db, alg.name(), now).await?;
        // A kind no app signs with has no key yet: it is made on first use.
        if repo::newest_key(&state.db, alg.name()).await?.is_some_and(|row| now - row.create_time >= ROTATE_AFTER_MS) {
            make_key(state, alg, now).await?;
            made = true;
        }
    }
    if made {
        ring.forget();
    }
    Ok(made)
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

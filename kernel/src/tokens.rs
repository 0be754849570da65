//! Tokens: JWTs carrying a session id the server can revoke, and short-lived
//! signed tickets (a WeChat openId, a company invitation) bound to their purpose.
//! A leaf of the kernel: it knows the database and the clock, nothing else.

use crate::bounded::Bounded;
use crate::db::Db;
use crate::time::now_ms;
use crate::KernelError;
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

#[derive(Debug, Serialize, Deserialize)]
struct Claims {
    sub: i64,
    sid: String,
    iat: i64,
    exp: i64,
}

pub struct TokenService {
    encoding: EncodingKey,
    decoding: DecodingKey,
    ttl_ms: i64,
    /// Key of the account PIN digests, derived from the secret.
    pin_key: [u8; 32],
    /// Key that seals stored secrets (partner apps' appSecret), derived from the secret.
    seal_key: [u8; 32],
    /// Key of `keyed_digest`, derived from the secret (each key serves one use).
    digest_key: [u8; 32],
    /// One validation for every decode (`Validation::new` builds a set each time).
    validation: Validation,
    /// Tokens whose signature was checked, with what they carry: a signed-in caller
    /// sends the same bytes with every request, and checking them again cost a tenth
    /// of an authenticated read. Kept by the whole token, so only those exact bytes hit.
    verified: Bounded<Verified>,
}

/// What a checked token carries: its user, its session and when it expires (seconds).
#[derive(Clone)]
struct Verified {
    user_id: i64,
    session_id: std::sync::Arc<str>,
    exp: i64,
}

/// Checked tokens kept at most; a full map starts over (`Bounded`).
const VERIFIED_KEPT: usize = 20_000;

/// A key for one use, derived from the server secret.
fn derive(label: &str, secret: &str) -> [u8; 32] {
    use sha2::Digest;
    sha2::Sha256::digest(format!("{label}:{secret}").as_bytes()).into()
}

/// HMAC-SHA256 of the parts, one after another.
fn hmac_sha256(key: &[u8], parts: &[&[u8]]) -> [u8; 32] {
    use hmac::Mac;
    let mut mac = hmac::Hmac::<sha2::Sha256>::new_from_slice(key).expect("any key length");
    for part in parts {
        mac.update(part);
    }
    mac.finalize().into_bytes().into()
}

impl TokenService {
    pub fn new(secret: &str, ttl_hours: i64) -> Self {
        Self {
            encoding: EncodingKey::from_secret(secret.as_bytes()),
            decoding: DecodingKey::from_secret(secret.as_bytes()),
            ttl_ms: ttl_hours * 3_600_000,
            pin_key: derive("account-pin", secret),
            seal_key: derive("sealed-secret", secret),
            digest_key: derive("keyed-digest", secret),
            validation: Validation::new(Algorithm::HS256),
            verified: Bounded::new(VERIFIED_KEPT),
        }
    }

    /// The stored form of a 6-digit account PIN: HMAC-SHA256 under a key only
    /// the server holds, with a per-account salt. A PIN has a million values,
    /// so no slow hash would stop an offline guess; the server-side key does,
    /// and the attempt limit stops guessing online.
    pub fn pin_digest(&self, salt: &str, pin: &str) -> String {
        use base64::Engine;
        base64::engine::general_purpose::STANDARD.encode(hmac_sha256(&self.pin_key, &[salt.as_bytes(), b":", pin.as_bytes()]))
    }

    /// A keyed digest only the server can make (HMAC-SHA256 of `purpose` and
    /// `data` under a key derived from the secret for this use alone),
    /// base64url without padding: an identifier outsiders cannot link or guess
    /// (a person's `sub` per app).
    pub fn keyed_digest(&self, purpose: &str, data: &str) -> String {
        use base64::Engine;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(hmac_sha256(&self.digest_key, &[purpose.as_bytes(), b"\n", data.as_bytes()]))
    }

    /// Opens a session for the user and returns its signed token.
    pub async fn issue<'e, E: sqlx::Executor<'e, Database = sqlx::Any>>(
        &self,
        ex: E,
        user_id: i64,
        client_ip: Option<&str>,
    ) -> Result<String, KernelError> {
        let sid = uuid::Uuid::new_v4().simple().to_string();
        let now = now_ms();
        let exp = now + self.ttl_ms;
        sqlx::query("INSERT INTO sessions (id, user_id, created_at, expires_at, client_ip) VALUES ($1, $2, $3, $4, $5)")
            .bind(&sid)
            .bind(user_id)
            .bind(now)
            .bind(exp)
            .bind(client_ip)
            .execute(ex)
            .await?;
        let claims = Claims { sub: user_id, sid, iat: now / 1000, exp: exp / 1000 };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding)
            .map_err(|e| KernelError::Internal(e.into()))
    }

    /// Checks signature, expiry and that the session was not revoked; returns (user id, session id).
    pub async fn verify(&self, db: &Db, token: &str) -> Result<(i64, std::sync::Arc<str>), KernelError> {
        let (user_id, session_id) = self.decode(token)?;
        self.live_session(db, user_id, &session_id).await?;
        Ok((user_id, session_id))
    }

    /// The (user id, session id) a token carries when its signature and expiry hold; the database is not asked.
    pub fn decode(&self, token: &str) -> Result<(i64, std::sync::Arc<str>), KernelError> {
        // A kept token answers until its own expiry; past it (within the library's leeway) it is checked again.
        if let Some(v) = self.verified.get(token).filter(|v| now_ms() / 1000 <= v.exp) {
            return Ok((v.user_id, v.session_id));
        }
        let claims = jsonwebtoken::decode::<Claims>(token, &self.decoding, &self.validation).map_err(|_| KernelError::Unauthorized)?.claims;
        let session_id: std::sync::Arc<str> = claims.sid.into();
        self.verified.insert(token.to_string(), Verified { user_id: claims.sub, session_id: session_id.clone(), exp: claims.exp });
        Ok((claims.sub, session_id))
    }

    /// When the user's session ends (ms); refuses a session revoked, expired or of another user.
    pub async fn live_session(&self, db: &Db, user_id: i64, session_id: &str) -> Result<i64, KernelError> {
        let live: Option<(i64, i64)> = sqlx::query_as(
            "SELECT user_id, expires_at FROM sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > $2",
        )
        .bind(session_id)
        .bind(now_ms())
        .fetch_optional(&db.read)
        .await?;
        match live {
            Some((uid, expires_at)) if uid == user_id => Ok(expires_at),
            _ => Err(KernelError::Unauthorized),
        }
    }
}

#[derive(Debug, Serialize, Deserialize)]
struct TicketClaims {
    /// What the ticket is for; a ticket of one purpose never passes for another.
    purpose: String,
    sub: String,
    exp: i64,
}

impl TokenService {
    /// A signed, expiring ticket carrying `subject` (a WeChat openId, an invitation's company).
    pub fn sign_ticket(&self, purpose: &str, subject: &str, ttl_secs: i64) -> Result<String, KernelError> {
        let claims = TicketClaims { purpose: purpose.into(), sub: subject.into(), exp: now_ms() / 1000 + ttl_secs };
        jsonwebtoken::encode(&Header::new(Algorithm::HS256), &claims, &self.encoding).map_err(|e| KernelError::Internal(e.into()))
    }

    /// The subject of a valid, unexpired ticket of that purpose.
    pub fn verify_ticket(&self, purpose: &str, ticket: &str) -> Option<String> {
        let data = jsonwebtoken::decode::<TicketClaims>(ticket, &self.decoding, &Validation::new(Algorithm::HS256)).ok()?;
        (data.claims.purpose == purpose).then_some(data.claims.sub)
    }
}

impl TokenService {
    /// Seals a secret the server must read back later (an app's appSecret,
    /// which signs code exchanges): AES-256-GCM under a key derived from the
    /// server secret, a random nonce, and `purpose` bound as associated data
    /// so a sealed value of one row never opens as another's.
    pub fn seal(&self, purpose: &str, plaintext: &str) -> String {
        use base64::Engine;
        base64::engine::general_purpose::STANDARD.encode(self.seal_bytes(purpose, plaintext))
    }

    /// The secret `seal` sealed for this purpose; None when it was sealed for another or altered.
    pub fn open(&self, purpose: &str, sealed: &str) -> Option<String> {
        use base64::Engine;
        self.open_bytes(purpose, &base64::engine::general_purpose::STANDARD.decode(sealed).ok()?)
    }

    /// `seal` as text that travels in a URL unchanged (base64url, no padding): a value the
    /// server hands out and reads back itself, such as an authorization code.
    pub fn seal_for_url(&self, purpose: &str, plaintext: &str) -> String {
        use base64::Engine;
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(self.seal_bytes(purpose, plaintext))
    }

    /// What `seal_for_url` sealed for this purpose; None when sealed for another or altered.
    pub fn open_from_url(&self, purpose: &str, sealed: &str) -> Option<String> {
        use base64::Engine;
        self.open_bytes(purpose, &base64::engine::general_purpose::URL_SAFE_NO_PAD.decode(sealed).ok()?)
    }

    fn seal_bytes(&self, purpose: &str, plaintext: &str) -> Vec<u8> {
        use aes_gcm::aead::{Aead, KeyInit, Payload};
        use rand::RngCore;
        let cipher = aes_gcm::Aes256Gcm::new_from_slice(&self.seal_key).expect("32-byte key");
        let mut nonce = [0u8; 12];
        rand::thread_rng().fill_bytes(&mut nonce);
        let sealed = cipher
            .encrypt(aes_gcm::Nonce::from_slice(&nonce), Payload { msg: plaintext.as_bytes(), aad: purpose.as_bytes() })
            .expect("encryption of a short secret");
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        out
    }

    fn open_bytes(&self, purpose: &str, bytes: &[u8]) -> Option<String> {
        use aes_gcm::aead::{Aead, KeyInit, Payload};
        if bytes.len() < 12 {
            return None;
        }
        let (nonce, body) = bytes.split_at(12);
        let cipher = aes_gcm::Aes256Gcm::new_from_slice(&self.seal_key).ok()?;
        let plain = cipher.decrypt(aes_gcm::Nonce::from_slice(nonce), Payload { msg: body, aad: purpose.as_bytes() }).ok()?;
        String::from_utf8(plain).ok()
    }
}

/// `n` random letters and digits (app keys, secrets, nonces), from the thread's CSPRNG.
pub fn random_text(n: usize) -> String {
    use rand::Rng;
    rand::thread_rng().sample_iter(&rand::distributions::Alphanumeric).take(n).map(char::from).collect()
}

/// `n` (at least 16) letters and digits that sort by when they were made: the milliseconds
/// since 1970 as 8 base-62 digits, then random ones (for codes kept as a table's key, each
/// insert lands on the key's last page instead of dirtying a random page of the index).
pub fn ordered_random_text(n: usize) -> String {
    let mut text = time_digits(crate::time::now_ms());
    text.push_str(&random_text(n.max(16) - TIME_DIGITS));
    text
}

/// How many base-62 digits tell the time (62^8 ms is some 6,900 years).
pub const TIME_DIGITS: usize = 8;

/// A time (ms since 1970) as `TIME_DIGITS` base-62 digits, which sort as the times do.
pub fn time_digits(ms: i64) -> String {
    const DIGITS: &[u8; 62] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    let mut ms = ms.max(0) as u64;
    let mut time = [b'0'; TIME_DIGITS];
    for digit in time.iter_mut().rev() {
        *digit = DIGITS[(ms % 62) as usize];
        ms /= 62;
    }
    String::from_utf8(time.to_vec()).expect("ascii")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordered_texts_sort_by_time_and_stay_random() {
        let first = ordered_random_text(32);
        std::thread::sleep(std::time::Duration::from_millis(2));
        let second = ordered_random_text(32);
        assert_eq!(first.len(), 32);
        assert!(first.bytes().all(|b| b.is_ascii_alphanumeric()), "{first}");
        assert!(first[..8] < second[..8], "{first} then {second}");
        assert_ne!(first[8..], ordered_random_text(32)[8..], "24 random letters and digits follow");
        assert!(time_digits(1_000) < time_digits(62_000) && time_digits(62_000) < time_digits(i64::from(u32::MAX) * 1_000));
        assert_eq!(time_digits(-5), "00000000");
    }

    #[test]
    fn a_kept_token_answers_only_for_its_own_bytes_and_until_it_expires() {
        let t = TokenService::new("secret", 1);
        let sign = |t: &TokenService, exp: i64| jsonwebtoken::encode(&Header::new(Algorithm::HS256), &Claims { sub: 7, sid: "s1".into(), iat: 0, exp }, &t.encoding).unwrap();
        let now = now_ms() / 1000;
        let token = sign(&t, now + 600);
        assert_eq!(t.decode(&token).map(|(u, s)| (u, s.to_string())).ok(), Some((7, "s1".to_string())));
        assert!(t.verified.get(&token).is_some(), "the checked token is kept");
        assert_eq!(t.decode(&token).map(|(u, _)| u).ok(), Some(7), "and answers again");
        // The same claims under another key, and the kept token with its signature changed: checked, refused.
        assert!(t.decode(&sign(&TokenService::new("other", 1), now + 600)).is_err());
        let mut forged = token.clone();
        forged.push('A');
        assert!(t.decode(&forged).is_err());
        // A kept token past its expiry goes back to the library, which refuses it beyond its leeway.
        let old = sign(&t, now - 3_600);
        t.verified.insert(old.clone(), Verified { user_id: 7, session_id: "s1".into(), exp: now - 3_600 });
        assert!(t.decode(&old).is_err(), "an expired token is refused though it was kept");
    }

    #[test]
    fn sealed_secrets_open_only_for_their_purpose_and_key() {
        let t = TokenService::new("secret", 1);
        let sealed = t.seal("app:k1", "s3cret");
        assert_ne!(sealed, t.seal("app:k1", "s3cret"), "a fresh nonce each time");
        assert!(!sealed.contains("s3cret"));
        assert_eq!(t.open("app:k1", &sealed).as_deref(), Some("s3cret"));
        assert_eq!(t.open("app:k2", &sealed), None);
        assert_eq!(TokenService::new("other", 1).open("app:k1", &sealed), None);
        assert_eq!(t.open("app:k1", "bm90IHNlYWxlZA=="), None);
        let url = t.seal_for_url("code", "a+b/c");
        assert!(url.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_'), "{url}");
        assert_eq!(t.open_from_url("code", &url).as_deref(), Some("a+b/c"));
        assert_eq!(t.open_from_url("other", &url), None);
    }

    #[test]
    fn tickets_are_bound_to_their_purpose() {
        let t = TokenService::new("secret", 1);
        let ticket = t.sign_ticket("wechat", "openid-1", 60).unwrap();
        assert_eq!(t.verify_ticket("wechat", &ticket).as_deref(), Some("openid-1"));
        assert_eq!(t.verify_ticket("invite", &ticket), None);
        assert_eq!(TokenService::new("other", 1).verify_ticket("wechat", &ticket), None);
        let expired = t.sign_ticket("wechat", "x", -120).unwrap();
        assert_eq!(t.verify_ticket("wechat", &expired), None);
    }
}

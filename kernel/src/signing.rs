//! JSON Web Tokens for outsiders (OpenID Connect's ID tokens): RS256 (every
//! client's default) or ES256 (P-256, a tenth of RS256's signing cost) signed
//! with a key its owner keeps, and checked against a published key, so the
//! JWT and crypto libraries stay the kernel's.

use crate::KernelError;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// A private RSA key ready to sign (from its PKCS#1 or PKCS#8 PEM).
pub struct Rs256Key(jsonwebtoken::EncodingKey);

impl Rs256Key {
    pub fn from_pem(pem: &str) -> Result<Self, KernelError> {
        jsonwebtoken::EncodingKey::from_rsa_pem(pem.as_bytes()).map(Self).map_err(|e| KernelError::Internal(e.into()))
    }

    /// Signs the claims, naming the key by `kid` in the header.
    pub fn sign<T: Serialize>(&self, kid: &str, claims: &T) -> Result<String, KernelError> {
        let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::RS256);
        header.kid = Some(kid.to_string());
        jsonwebtoken::encode(&header, claims, &self.0).map_err(|e| KernelError::Internal(e.into()))
    }
}

/// A private P-256 key ready to sign ES256 (from its PKCS#8 DER).
pub struct Es256Key(jsonwebtoken::EncodingKey);

impl Es256Key {
    pub fn from_pkcs8(der: &[u8]) -> Self {
        Self(jsonwebtoken::EncodingKey::from_ec_der(der))
    }

    /// Signs the claims, naming the key by `kid` in the header.
    pub fn sign<T: Serialize>(&self, kid: &str, claims: &T) -> Result<String, KernelError> {
        let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::ES256);
        header.kid = Some(kid.to_string());
        jsonwebtoken::encode(&header, claims, &self.0).map_err(|e| KernelError::Internal(e.into()))
    }
}

/// A new P-256 key pair: the private half as PKCS#8 DER, and the public
/// point's `x` and `y` as a JWK publishes them (base64url).
pub fn new_es256() -> Result<(Vec<u8>, String, String), KernelError> {
    use base64::Engine;
    use ring::signature::{EcdsaKeyPair, KeyPair, ECDSA_P256_SHA256_FIXED_SIGNING};
    let rng = ring::rand::SystemRandom::new();
    let pkcs8 = EcdsaKeyPair::generate_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, &rng).map_err(|_| KernelError::Internal(anyhow::anyhow!("P-256 key generation failed")))?;
    let pair = EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, pkcs8.as_ref(), &rng).map_err(|e| KernelError::Internal(anyhow::anyhow!("{e}")))?;
    // The uncompressed point: 0x04, then x and y, 32 bytes each.
    let point = pair.public_key().as_ref();
    let b64 = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
    Ok((pkcs8.as_ref().to_vec(), b64(&point[1..33]), b64(&point[33..65])))
}

/// The key id a token's header names, if it names one.
pub fn key_id(token: &str) -> Option<String> {
    jsonwebtoken::decode_header(token).ok()?.kid
}

/// The claims of an ES256 token checked against a public P-256 key (base64url
/// `x` and `y`), its audience, its issuer and its expiry; the reason otherwise.
pub fn verify_es256<T: DeserializeOwned>(token: &str, x: &str, y: &str, audience: &str, issuer: &str) -> Result<T, String> {
    let key = jsonwebtoken::DecodingKey::from_ec_components(x, y).map_err(|e| e.to_string())?;
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::ES256);
    validation.set_audience(&[audience]);
    validation.set_issuer(&[issuer]);
    jsonwebtoken::decode::<T>(token, &key, &validation).map(|d| d.claims).map_err(|e| e.to_string())
}

/// The claims of an RS256 token checked against a public key (base64url `n`
/// and `e`), its audience, its issuer and its expiry; the reason otherwise.
pub fn verify_rs256<T: DeserializeOwned>(token: &str, n: &str, e: &str, audience: &str, issuer: &str) -> Result<T, String> {
    let key = jsonwebtoken::DecodingKey::from_rsa_components(n, e).map_err(|e| e.to_string())?;
    let mut validation = jsonwebtoken::Validation::new(jsonwebtoken::Algorithm::RS256);
    validation.set_audience(&[audience]);
    validation.set_issuer(&[issuer]);
    jsonwebtoken::decode::<T>(token, &key, &validation).map(|d| d.claims).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_es256_token_verifies_against_its_public_point_only() {
        let (pkcs8, x, y) = new_es256().unwrap();
        let claims = serde_json::json!({ "iss": "https://p.example.cn", "aud": "app", "exp": crate::time::now_ms() / 1000 + 60, "sub": "s" });
        let token = Es256Key::from_pkcs8(&pkcs8).sign("k1", &claims).unwrap();
        assert_eq!(key_id(&token).as_deref(), Some("k1"));
        let back: serde_json::Value = verify_es256(&token, &x, &y, "app", "https://p.example.cn").unwrap();
        assert_eq!(back["sub"], "s");
        assert!(verify_es256::<serde_json::Value>(&token, &x, &y, "other", "https://p.example.cn").is_err(), "another audience");
        let (_, x2, y2) = new_es256().unwrap();
        assert!(verify_es256::<serde_json::Value>(&token, &x2, &y2, "app", "https://p.example.cn").is_err(), "another key");
    }
}

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

/// The claims of a token checked against a published key (a JWK: `RSA` with
/// `n` and `e` checks RS256, `EC` with `x` and `y` checks ES256), its
/// audience, its issuer and its expiry; the reason otherwise.
pub fn verify_with_jwk<T: DeserializeOwned>(token: &str, jwk: &serde_json::Value, audience: &str, issuer: &str) -> Result<T, String> {
    let part = |name: &str| jwk[name].as_str().unwrap_or_default();
    let (key, algorithm) = match part("kty") {
        "RSA" => (jsonwebtoken::DecodingKey::from_rsa_components(part("n"), part("e")), jsonwebtoken::Algorithm::RS256),
        "EC" => (jsonwebtoken::DecodingKey::from_ec_components(part("x"), part("y")), jsonwebtoken::Algorithm::ES256),
        other => return Err(format!("unsupported key type {other:?}")),
    };
    let key = key.map_err(|e| e.to_string())?;
    let mut validation = jsonwebtoken::Validation::new(algorithm);
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
        let jwk = serde_json::json!({ "kty": "EC", "crv": "P-256", "x": x, "y": y });
        let back: serde_json::Value = verify_with_jwk(&token, &jwk, "app", "https://p.example.cn").unwrap();
        assert_eq!(back["sub"], "s");
        assert!(verify_with_jwk::<serde_json::Value>(&token, &jwk, "other", "https://p.example.cn").is_err(), "another audience");
        let (_, x2, y2) = new_es256().unwrap();
        let other = serde_json::json!({ "kty": "EC", "crv": "P-256", "x": x2, "y": y2 });
        assert!(verify_with_jwk::<serde_json::Value>(&token, &other, "app", "https://p.example.cn").is_err(), "another key");
        assert!(verify_with_jwk::<serde_json::Value>(&token, &serde_json::json!({ "kty": "oct" }), "app", "https://p.example.cn").is_err(), "no shared-secret keys");
    }
}

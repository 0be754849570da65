//! JSON Web Tokens for outsiders (OpenID Connect's ID tokens): RS256 (every
//! client's default) or ES256 (P-256, a tenth of RS256's signing cost) signed
//! with a key its owner keeps, and checked against a published key, so the
//! JWT and crypto libraries stay the kernel's.

use crate::KernelError;
use serde::de::DeserializeOwned;
use serde::Serialize;

/// A private RSA key ready to sign (from its PKCS#1 or PKCS#8 PEM), parsed once: ring checks a
/// key as it parses it, which costs about what a signature does, and `jsonwebtoken::encode`
/// parses its key again for every token.
pub struct Rs256Key(ring::signature::RsaKeyPair);

impl Rs256Key {
    pub fn from_pem(text: &str) -> Result<Self, KernelError> {
        let block = pem::parse(text).map_err(|e| KernelError::Internal(e.into()))?;
        let pair = match block.tag() {
            "RSA PRIVATE KEY" => ring::signature::RsaKeyPair::from_der(block.contents()),
            _ => ring::signature::RsaKeyPair::from_pkcs8(block.contents()),
        };
        pair.map(Self).map_err(|e| KernelError::Internal(anyhow::anyhow!("RSA key: {e}")))
    }

    /// Signs the claims, naming the key by `kid` in the header.
    pub fn sign<T: Serialize>(&self, kid: &str, claims: &T) -> Result<String, KernelError> {
        compact(jsonwebtoken::Algorithm::RS256, kid, claims, |message| {
            let mut signature = vec![0; self.0.public().modulus_len()];
            self.0.sign(&ring::signature::RSA_PKCS1_SHA256, &ring::rand::SystemRandom::new(), message, &mut signature).map(|()| signature).map_err(|_| anyhow::anyhow!("RSA signing failed"))
        })
    }
}

/// A private P-256 key ready to sign ES256 (from its PKCS#8 DER), parsed once (as `Rs256Key`).
pub struct Es256Key(ring::signature::EcdsaKeyPair);

impl Es256Key {
    pub fn from_pkcs8(der: &[u8]) -> Result<Self, KernelError> {
        use ring::signature::{EcdsaKeyPair, ECDSA_P256_SHA256_FIXED_SIGNING};
        EcdsaKeyPair::from_pkcs8(&ECDSA_P256_SHA256_FIXED_SIGNING, der, &ring::rand::SystemRandom::new()).map(Self).map_err(|e| KernelError::Internal(anyhow::anyhow!("P-256 key: {e}")))
    }

    /// Signs the claims, naming the key by `kid` in the header.
    pub fn sign<T: Serialize>(&self, kid: &str, claims: &T) -> Result<String, KernelError> {
        compact(jsonwebtoken::Algorithm::ES256, kid, claims, |message| {
            self.0.sign(&ring::rand::SystemRandom::new(), message).map(|s| s.as_ref().to_vec()).map_err(|_| anyhow::anyhow!("ES256 signing failed"))
        })
    }
}

/// A JWS in compact form (RFC 7515 7.1), as `jsonwebtoken::encode` writes it: the header (its
/// `alg`, `typ` JWT and `kid`) and the claims, each as base64url JSON, then the signature of both.
fn compact<T: Serialize>(alg: jsonwebtoken::Algorithm, kid: &str, claims: &T, sign: impl FnOnce(&[u8]) -> anyhow::Result<Vec<u8>>) -> Result<String, KernelError> {
    use base64::Engine;
    let b64 = |bytes: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes);
    let mut header = jsonwebtoken::Header::new(alg);
    header.kid = Some(kid.to_string());
    let json = |e: serde_json::Error| KernelError::Internal(e.into());
    let mut token = b64(&serde_json::to_vec(&header).map_err(json)?);
    token.push('.');
    token.push_str(&b64(&serde_json::to_vec(claims).map_err(json)?));
    let signature = sign(token.as_bytes()).map_err(KernelError::Internal)?;
    token.push('.');
    token.push_str(&b64(&signature));
    Ok(token)
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
        let token = Es256Key::from_pkcs8(&pkcs8).unwrap().sign("k1", &claims).unwrap();
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

    #[test]
    fn an_rs256_token_is_the_one_jsonwebtoken_writes_and_verifies_against_its_modulus() {
        use base64::Engine;
        // The development merchant key (PKCS#8): RSA PKCS#1 v1.5 signatures are deterministic.
        let config = include_str!("../../config/default.toml");
        let start = config.find("-----BEGIN PRIVATE KEY-----").unwrap();
        let end = config.find("-----END PRIVATE KEY-----").unwrap() + "-----END PRIVATE KEY-----".len();
        let pem_text = &config[start..end];
        let claims = serde_json::json!({ "iss": "https://p.example.cn", "aud": "app", "exp": crate::time::now_ms() / 1000 + 60, "sub": "s" });
        let key = Rs256Key::from_pem(pem_text).unwrap();
        let token = key.sign("r1", &claims).unwrap();
        let mut header = jsonwebtoken::Header::new(jsonwebtoken::Algorithm::RS256);
        header.kid = Some("r1".into());
        let theirs = jsonwebtoken::encode(&header, &claims, &jsonwebtoken::EncodingKey::from_rsa_pem(pem_text.as_bytes()).unwrap()).unwrap();
        assert_eq!(token, theirs);
        let b64 = |b: &[u8]| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(b);
        let public = ring::rsa::PublicKeyComponents::<Vec<u8>>::from(key.0.public());
        let jwk = serde_json::json!({ "kty": "RSA", "n": b64(&public.n), "e": b64(&public.e) });
        let back: serde_json::Value = verify_with_jwk(&token, &jwk, "app", "https://p.example.cn").unwrap();
        assert_eq!(back["sub"], "s");
        let mut forged = token.clone();
        forged.insert_str(token.find('.').unwrap() + 1, "e30");
        assert!(verify_with_jwk::<serde_json::Value>(&forged, &jwk, "app", "https://p.example.cn").is_err(), "claims changed after signing");
        assert!(Rs256Key::from_pem("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----").is_err(), "not a key");
    }
}

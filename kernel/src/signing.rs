//! JSON Web Tokens for outsiders (OpenID Connect's ID tokens): RS256 signed
//! with a key its owner keeps, and checked against a published key, so the
//! JWT library stays the kernel's.

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

/// The key id a token's header names, if it names one.
pub fn key_id(token: &str) -> Option<String> {
    jsonwebtoken::decode_header(token).ok()?.kid
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

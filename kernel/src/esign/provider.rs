//! The e-signature provider (the fadada / CFCA role of spec section 7): it
//! issues a company its signing certificate and signs a document's bytes with
//! a detached CMS (PKCS#7) signature. The sandbox (`sandbox/src/esign.rs`) signs for real
//! under its own CA and is used only in the dev and test profiles; a real adapter plugs in
//! behind the same trait.

use crate::KernelError;

/// Who a signing account is for.
pub struct Subject<'a> {
    pub company_name: &'a str,
    pub social_code: Option<&'a str>,
    /// The main account's certified name, who signs for the company.
    pub person_name: Option<&'a str>,
}

/// A company's signing key (PKCS#8 DER) and certificate (X.509 DER).
#[derive(Clone)]
pub struct SignerAccount {
    pub key_der: Vec<u8>,
    pub cert_der: Vec<u8>,
}

#[async_trait::async_trait]
pub trait EsignProvider: Send + Sync {
    /// "fadada" or "cfca": the contract channel this provider signs.
    fn channel(&self) -> &'static str;
    async fn open_account(&self, subject: &Subject<'_>) -> Result<SignerAccount, KernelError>;
    /// A detached CMS SignedData (DER) over `content`, with the signer's certificate included.
    async fn sign_detached(&self, account: &SignerAccount, content: &[u8]) -> Result<Vec<u8>, KernelError>;
    /// The CA certificate (PEM) that signatures verify against.
    async fn ca_certificate_pem(&self) -> Result<String, KernelError>;
}

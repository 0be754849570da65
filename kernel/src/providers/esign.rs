//! The e-signature provider (the fadada / CFCA role of spec section 7): it
//! issues a company its signing certificate, keeps 甲方's (the platform's)
//! own, and makes the CMS signatures a contract's PDF embeds (PAdES: CAdES
//! detached over the PDF's signed byte ranges). The sandbox
//! (`sandbox/src/esign.rs`) is a CA kept in the database and is used only in
//! the dev and test profiles; a real adapter plugs in behind the same trait.

use crate::{AppState, KernelError};

/// Who a signing account is for.
pub struct Subject<'a> {
    pub company_name: &'a str,
    /// The unified social credit code, carried by the certificate.
    pub social_code: Option<&'a str>,
    /// The main account's certified name, who signs for the company.
    pub person_name: Option<&'a str>,
}

/// A signing key (PKCS#8 DER) and its certificate (X.509 DER).
#[derive(Clone)]
pub struct SignerAccount {
    pub key_der: Vec<u8>,
    pub cert_der: Vec<u8>,
}

#[async_trait::async_trait]
pub trait EsignProvider: Send + Sync {
    /// "fadada" or "cfca": the contract channel this provider signs.
    fn channel(&self) -> &'static str;
    /// A new key and certificate for a company (the caller keeps them, the key sealed).
    async fn open_account(&self, state: &AppState, subject: &Subject<'_>) -> Result<SignerAccount, KernelError>;
    /// 甲方's account, made once per name and kept.
    async fn platform_account(&self, state: &AppState, party_a: &str) -> Result<SignerAccount, KernelError>;
    /// A detached CMS SignedData (DER) over content whose SHA-256 is `digest`:
    /// content type, message digest and ESS signing-certificate-v2 signed (no
    /// signing time: PAdES takes the time from the signature dictionary and the
    /// timestamp), the signer's certificate and its CA included.
    async fn sign_digest(&self, state: &AppState, account: &SignerAccount, digest: &[u8; 32]) -> Result<Vec<u8>, KernelError>;
    /// Every CA certificate (DER) signatures may chain to, the retired ones too.
    async fn authorities(&self, state: &AppState) -> Result<Vec<Vec<u8>>, KernelError>;
    /// The current CA's certificate revocation list (DER), for the validation data a PDF embeds.
    async fn revocation_list(&self, state: &AppState) -> Result<Vec<u8>, KernelError>;
    /// The current CA certificate (PEM) that signatures verify against.
    async fn ca_certificate_pem(&self, state: &AppState) -> Result<String, KernelError>;
    /// Retires the current CA and the keys it certified for the platform
    /// (timestamps, 甲方): new ones are made on next use, and the retired
    /// certificates stay among the `authorities`, so what they signed still verifies.
    async fn rotate(&self, state: &AppState) -> Result<(), KernelError>;
}

//! The sandbox e-signature provider: a CA whose RSA key is derived from the
//! server secret (so it is the same after a restart and earlier signatures keep
//! verifying), a 2048-bit key and certificate per company, and detached CMS
//! signatures built with RustCrypto's `cms` and `x509-cert`, which
//! `openssl cms -verify` accepts against the CA. Dev and test profiles only.

use kernel::esign::provider::{EsignProvider, SignerAccount, Subject};
use kernel::KernelError;
use cms::builder::{create_signing_time_attribute, SignedDataBuilder, SignerInfoBuilder};
use cms::cert::{CertificateChoices, IssuerAndSerialNumber};
use cms::signed_data::{EncapsulatedContentInfo, SignerIdentifier};
use rand::RngCore;
use rand_chacha::rand_core::SeedableRng;
use rand_chacha::ChaCha20Rng;
use rsa::pkcs1v15::{Signature, SigningKey};
use rsa::pkcs8::{DecodePrivateKey, EncodePrivateKey, LineEnding};
use rsa::RsaPrivateKey;
use sha2::{Digest, Sha256};
use std::str::FromStr;
use std::time::Duration;
use x509_cert::builder::{Builder, CertificateBuilder, Profile};
use x509_cert::der::{Decode, Encode, EncodePem};
use x509_cert::name::Name;
use x509_cert::serial_number::SerialNumber;
use x509_cert::spki::{AlgorithmIdentifierOwned, SubjectPublicKeyInfoOwned};
use x509_cert::time::Validity;
use x509_cert::Certificate;

const KEY_BITS: usize = 2048;
const CA_NAME: &str = "CN=Industrial Platform E-Signature Sandbox CA,O=Sandbox";
const YEAR: u64 = 365 * 24 * 3600;

struct Ca {
    key: RsaPrivateKey,
    cert: Certificate,
}

pub struct SandboxEsign {
    seed: [u8; 32],
    ca: tokio::sync::OnceCell<Ca>,
}

impl SandboxEsign {
    /// The CA key is derived from `secret`; it is made on first use (key generation takes a moment).
    pub fn new(secret: &str) -> Self {
        let seed: [u8; 32] = Sha256::digest(format!("esign-sandbox-ca\n{secret}").as_bytes()).into();
        Self { seed, ca: tokio::sync::OnceCell::new() }
    }

    async fn ca(&self) -> Result<&Ca, KernelError> {
        let seed = self.seed;
        self.ca.get_or_try_init(|| async move { blocking(move || make_ca(seed)).await }).await
    }
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> anyhow::Result<T> + Send + 'static) -> Result<T, KernelError> {
    tokio::task::spawn_blocking(f).await.map_err(|e| KernelError::Internal(e.into()))?.map_err(KernelError::Internal)
}

fn make_ca(seed: [u8; 32]) -> anyhow::Result<Ca> {
    let key = RsaPrivateKey::new(&mut ChaCha20Rng::from_seed(seed), KEY_BITS)?;
    let signer = SigningKey::<Sha256>::new(key.clone());
    let spki = SubjectPublicKeyInfoOwned::from_key(key.to_public_key())?;
    let builder = CertificateBuilder::new(Profile::Root, SerialNumber::new(&[1])?, Validity::from_now(Duration::from_secs(20 * YEAR))?, Name::from_str(CA_NAME)?, spki, &signer)?;
    Ok(Ca { cert: builder.build::<Signature>()?, key })
}

/// Characters that RDN strings treat specially are left out of the name.
fn rdn_value(s: &str) -> String {
    s.chars().filter(|c| !",+=\"\\<>;#".contains(*c)).collect::<String>().trim().to_string()
}

fn positive_serial() -> anyhow::Result<SerialNumber> {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    bytes[0] = (bytes[0] & 0x7f) | 0x01;
    Ok(SerialNumber::new(&bytes)?)
}

fn issue(ca_key: RsaPrivateKey, ca_cert: Certificate, company: String, person: Option<String>) -> anyhow::Result<SignerAccount> {
    let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, KEY_BITS)?;
    let mut subject = format!("CN={company},O={company}");
    if let Some(person) = person.filter(|p| !p.is_empty()) {
        subject = format!("CN={company},O={company},OU={person}");
    }
    let profile = Profile::Leaf { issuer: ca_cert.tbs_certificate.subject.clone(), enable_key_agreement: false, enable_key_encipherment: false };
    let signer = SigningKey::<Sha256>::new(ca_key);
    let spki = SubjectPublicKeyInfoOwned::from_key(key.to_public_key())?;
    let builder = CertificateBuilder::new(profile, positive_serial()?, Validity::from_now(Duration::from_secs(5 * YEAR))?, Name::from_str(&subject)?, spki, &signer)?;
    let cert = builder.build::<Signature>()?;
    Ok(SignerAccount { key_der: key.to_pkcs8_der()?.as_bytes().to_vec(), cert_der: cert.to_der()? })
}

/// A detached SignedData over `content`: content type, message digest and signing time signed.
pub fn sign_cms(account: &SignerAccount, content: &[u8]) -> anyhow::Result<Vec<u8>> {
    let key = RsaPrivateKey::from_pkcs8_der(&account.key_der)?;
    let cert = Certificate::from_der(&account.cert_der)?;
    let signer = SigningKey::<Sha256>::new(key);
    let digest = Sha256::digest(content);
    let sha256 = AlgorithmIdentifierOwned { oid: const_oid_sha256(), parameters: None };
    let content_info = EncapsulatedContentInfo { econtent_type: const_oid_data(), econtent: None };
    let sid = SignerIdentifier::IssuerAndSerialNumber(IssuerAndSerialNumber {
        issuer: cert.tbs_certificate.issuer.clone(),
        serial_number: cert.tbs_certificate.serial_number.clone(),
    });
    let mut signer_info = SignerInfoBuilder::new(&signer, sid, sha256.clone(), &content_info, Some(&digest)).map_err(cms_error)?;
    signer_info.add_signed_attribute(create_signing_time_attribute().map_err(cms_error)?).map_err(cms_error)?;
    let mut builder = SignedDataBuilder::new(&content_info);
    builder.add_digest_algorithm(sha256).map_err(cms_error)?;
    builder.add_certificate(CertificateChoices::Certificate(cert)).map_err(cms_error)?;
    builder.add_signer_info::<SigningKey<Sha256>, Signature>(signer_info).map_err(cms_error)?;
    let signed = builder.build().map_err(cms_error)?;
    Ok(signed.to_der()?)
}

/// The `cms` builder's error has no `std::error::Error` impl.
fn cms_error(e: cms::builder::Error) -> anyhow::Error {
    anyhow::anyhow!("CMS: {e:?}")
}

fn const_oid_sha256() -> x509_cert::der::oid::ObjectIdentifier {
    x509_cert::der::oid::ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.1")
}

fn const_oid_data() -> x509_cert::der::oid::ObjectIdentifier {
    x509_cert::der::oid::ObjectIdentifier::new_unwrap("1.2.840.113549.1.7.1")
}

#[async_trait::async_trait]
impl EsignProvider for SandboxEsign {
    fn channel(&self) -> &'static str {
        kernel::esign::channel::FADADA
    }

    async fn open_account(&self, subject: &Subject<'_>) -> Result<SignerAccount, KernelError> {
        let ca = self.ca().await?;
        let (ca_key, ca_cert) = (ca.key.clone(), ca.cert.clone());
        let company = rdn_value(subject.company_name);
        if company.is_empty() {
            return Err(KernelError::Validation("企业名称不能为空".into()));
        }
        let person = subject.person_name.map(rdn_value);
        blocking(move || issue(ca_key, ca_cert, company, person)).await
    }

    async fn sign_detached(&self, account: &SignerAccount, content: &[u8]) -> Result<Vec<u8>, KernelError> {
        let (account, content) = (account.clone(), content.to_vec());
        blocking(move || sign_cms(&account, &content)).await
    }

    async fn ca_certificate_pem(&self) -> Result<String, KernelError> {
        let ca = self.ca().await?;
        ca.cert.to_pem(LineEnding::LF).map_err(|e| KernelError::Internal(e.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_rdn_specials() {
        assert_eq!(rdn_value("甲,乙+丙=丁\"<x>;#"), "甲乙丙丁x");
    }

    #[tokio::test]
    async fn the_ca_is_the_same_for_the_same_secret() {
        let a = SandboxEsign::new("one secret");
        let b = SandboxEsign::new("one secret");
        let (ka, kb) = (&a.ca().await.unwrap().key, &b.ca().await.unwrap().key);
        assert_eq!(ka.to_public_key(), kb.to_public_key());
    }

    #[tokio::test]
    async fn a_signature_names_the_company_certificate() {
        let esign = SandboxEsign::new("secret");
        let account = esign.open_account(&Subject { company_name: "测试科技有限公司", social_code: None, person_name: Some("张三") }).await.unwrap();
        let der = esign.sign_detached(&account, b"contract bytes").await.unwrap();
        let info = cms::content_info::ContentInfo::from_der(&der).unwrap();
        let signed: cms::signed_data::SignedData = info.content.decode_as().unwrap();
        assert_eq!(signed.signer_infos.0.len(), 1);
        assert!(signed.encap_content_info.econtent.is_none(), "detached");
        let cert = Certificate::from_der(&account.cert_der).unwrap();
        assert!(cert.tbs_certificate.subject.to_string().contains("测试科技有限公司"));
    }
}

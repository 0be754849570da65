//! The sandbox e-signature provider and timestamp authority (dev and test
//! profiles only): a CA, a TSA and 甲方's signer, each made once and kept in
//! the database (keys sealed, so a restart signs and verifies with the same
//! certificates); companies' certificates with unique serial numbers and their
//! credit code; CAdES signatures for PAdES (signing-certificate-v2, no signing
//! time); the CA's revocation list; and RFC 3161 over HTTP at `/sandbox/tsa`.
//! All structures are RustCrypto's (`cms`, `x509-cert`, `x509-tsp`, `der`).

use base64::Engine;
use cms::builder::{SignedDataBuilder, SignerInfoBuilder};
use cms::cert::{CertificateChoices, IssuerAndSerialNumber};
use cms::signed_data::{EncapsulatedContentInfo, SignerIdentifier};
use der::asn1::{BitString, GeneralizedTime, Int, OctetString, SetOfVec, UtcTime};
use der::oid::ObjectIdentifier;
use der::{Any, Decode, Encode, EncodePem, Sequence};
use kernel::providers::esign::{EsignProvider, SignerAccount, Subject};
use kernel::time::now_ms;
use kernel::{AppState, KernelError};
use rand::RngCore;
use rsa::pkcs1v15::{Signature, SigningKey};
use rsa::pkcs8::{DecodePrivateKey, EncodePrivateKey, LineEnding};
use rsa::signature::{SignatureEncoding, Signer};
use rsa::RsaPrivateKey;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::str::FromStr;
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use x509_cert::attr::{Attribute, AttributeValue};
use x509_cert::builder::{Builder, CertificateBuilder, Profile};
use x509_cert::crl::{CertificateList, RevokedCert, TbsCertList};
use x509_cert::ext::pkix::name::GeneralName;
use x509_cert::ext::pkix::{AuthorityKeyIdentifier, CrlNumber, ExtendedKeyUsage};
use x509_cert::ext::AsExtension;
use x509_cert::name::Name;
use x509_cert::serial_number::SerialNumber;
use x509_cert::spki::{AlgorithmIdentifierOwned, SubjectPublicKeyInfoOwned};
use x509_cert::time::{Time, Validity};
use x509_cert::Certificate;

const KEY_BITS: usize = 2048;
const YEAR: u64 = 365 * 24 * 3600;
const CA_NAME: &str = "CN=Industrial Platform E-Signature Sandbox CA,O=Sandbox";
const TSA_NAME: &str = "CN=Industrial Platform Sandbox Timestamp Authority,O=Sandbox";
/// The sandbox TSA's policy: an OID under 32473, the enterprise number kept for documentation (RFC 5612).
pub const TSA_POLICY: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.6.1.4.1.32473.3161.1");

pub mod oid {
    use der::oid::ObjectIdentifier;
    pub const SHA256: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.1");
    pub const SHA256_WITH_RSA: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.1.11");
    pub const DATA: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.7.1");
    pub const TST_INFO: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.16.1.4");
    pub const SIGNING_CERTIFICATE_V2: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.16.2.47");
    pub const TIME_STAMPING: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.3.6.1.5.5.7.3.8");
    /// organizationIdentifier: the certificate's unified social credit code.
    pub const ORGANIZATION_IDENTIFIER: &str = "2.5.4.97";
}

// ---------------------------------------------------------------- ESS (RFC 5035), which no crate defines

/// `IssuerSerial`: the signer certificate's issuer and serial.
#[derive(Clone, Debug, Eq, PartialEq, Sequence)]
struct IssuerSerial {
    issuer: Vec<GeneralName>,
    serial_number: SerialNumber,
}

/// `ESSCertIDv2` with its hash algorithm left at the default, SHA-256 (DER omits a default).
#[derive(Clone, Debug, Eq, PartialEq, Sequence)]
struct EssCertIdV2 {
    cert_hash: OctetString,
    issuer_serial: IssuerSerial,
}

#[derive(Clone, Debug, Eq, PartialEq, Sequence)]
struct SigningCertificateV2 {
    certs: Vec<EssCertIdV2>,
}

/// The signed attribute binding a signature to its certificate (PAdES and RFC 3161 both ask for it).
fn signing_certificate_attribute(cert: &Certificate) -> anyhow::Result<Attribute> {
    let ess = SigningCertificateV2 {
        certs: vec![EssCertIdV2 {
            cert_hash: OctetString::new(Sha256::digest(cert.to_der()?).to_vec())?,
            issuer_serial: IssuerSerial {
                issuer: vec![GeneralName::DirectoryName(cert.tbs_certificate.issuer.clone())],
                serial_number: cert.tbs_certificate.serial_number.clone(),
            },
        }],
    };
    let mut values = SetOfVec::new();
    values.insert(AttributeValue::encode_from(&ess)?)?;
    Ok(Attribute { oid: oid::SIGNING_CERTIFICATE_V2, values })
}

fn sha256_algorithm() -> AlgorithmIdentifierOwned {
    AlgorithmIdentifierOwned { oid: oid::SHA256, parameters: None }
}

/// The `cms` builder's error has no `std::error::Error` impl.
fn cms_error(e: cms::builder::Error) -> anyhow::Error {
    anyhow::anyhow!("CMS: {e:?}")
}

/// A SignedData by `key`/`cert` over content whose SHA-256 is `digest`: `econtent` is
/// carried inside when given (a timestamp token's TSTInfo), else the signature is detached.
fn signed_data(key: &RsaPrivateKey, cert: &Certificate, chain: &[Certificate], content_type: ObjectIdentifier, econtent: Option<Vec<u8>>, digest: &[u8]) -> anyhow::Result<Vec<u8>> {
    let signer = SigningKey::<Sha256>::new(key.clone());
    let econtent = econtent.map(|c| Any::encode_from(&OctetString::new(c)?)).transpose()?;
    let content_info = EncapsulatedContentInfo { econtent_type: content_type, econtent };
    let sid = SignerIdentifier::IssuerAndSerialNumber(IssuerAndSerialNumber {
        issuer: cert.tbs_certificate.issuer.clone(),
        serial_number: cert.tbs_certificate.serial_number.clone(),
    });
    // With the content inside, the builder hashes it itself (and refuses a digest given beside it).
    let external = if content_info.econtent.is_some() { None } else { Some(digest) };
    let mut signer_info = SignerInfoBuilder::new(&signer, sid, sha256_algorithm(), &content_info, external).map_err(cms_error)?;
    signer_info.add_signed_attribute(signing_certificate_attribute(cert)?).map_err(cms_error)?;
    let mut builder = SignedDataBuilder::new(&content_info);
    builder.add_digest_algorithm(sha256_algorithm()).map_err(cms_error)?;
    builder.add_certificate(CertificateChoices::Certificate(cert.clone())).map_err(cms_error)?;
    for c in chain {
        builder.add_certificate(CertificateChoices::Certificate(c.clone())).map_err(cms_error)?;
    }
    builder.add_signer_info::<SigningKey<Sha256>, Signature>(signer_info).map_err(cms_error)?;
    Ok(builder.build().map_err(cms_error)?.to_der()?)
}

// ---------------------------------------------------------------- authorities kept in the database

/// A key and its certificate.
struct Authority {
    id: i64,
    key: RsaPrivateKey,
    cert: Certificate,
}

pub struct SandboxEsign {
    /// Authorities read or made by this instance, by name.
    kept: tokio::sync::Mutex<HashMap<String, Arc<Authority>>>,
}

impl Default for SandboxEsign {
    fn default() -> Self {
        Self::new()
    }
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> anyhow::Result<T> + Send + 'static) -> Result<T, KernelError> {
    tokio::task::spawn_blocking(f).await.map_err(|e| KernelError::Internal(e.into()))?.map_err(KernelError::Internal)
}

fn b64(bytes: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

fn unb64(text: &str) -> Result<Vec<u8>, KernelError> {
    base64::engine::general_purpose::STANDARD.decode(text).map_err(|e| KernelError::Internal(e.into()))
}

fn seal_purpose(name: &str) -> String {
    format!("esign-sandbox-key:{name}")
}

/// Characters that RDN strings treat specially are left out of a name.
fn rdn_value(s: &str) -> String {
    s.chars().filter(|c| !",+=\"\\<>;#".contains(*c)).collect::<String>().trim().to_string()
}

/// A positive 16-byte serial; unique because the certificates table refuses a repeat.
fn random_serial() -> anyhow::Result<SerialNumber> {
    let mut bytes = [0u8; 16];
    rand::thread_rng().fill_bytes(&mut bytes);
    bytes[0] = (bytes[0] & 0x7f) | 0x01;
    Ok(SerialNumber::new(&bytes)?)
}

/// What an authority's certificate is: the CA's own, or one the CA issues.
enum Kind {
    Ca,
    Issued { issuer: Arc<Authority>, subject: String, timestamping: bool },
}

fn make_certificate(key: &RsaPrivateKey, kind: &Kind, serial: SerialNumber, years: u64) -> anyhow::Result<Certificate> {
    let spki = SubjectPublicKeyInfoOwned::from_key(key.to_public_key())?;
    let validity = Validity::from_now(Duration::from_secs(years * YEAR))?;
    match kind {
        Kind::Ca => {
            let signer = SigningKey::<Sha256>::new(key.clone());
            let builder = CertificateBuilder::new(Profile::Root, serial, validity, Name::from_str(CA_NAME)?, spki, &signer)?;
            Ok(builder.build::<Signature>()?)
        }
        Kind::Issued { issuer, subject, timestamping } => {
            let profile = Profile::Leaf { issuer: issuer.cert.tbs_certificate.subject.clone(), enable_key_agreement: false, enable_key_encipherment: false };
            let signer = SigningKey::<Sha256>::new(issuer.key.clone());
            let mut builder = CertificateBuilder::new(profile, serial, validity, Name::from_str(subject)?, spki, &signer)?;
            if *timestamping {
                // Critical, as RFC 3161 asks of a TSA's certificate.
                builder.add_extension(&ExtendedKeyUsage(vec![oid::TIME_STAMPING]))?;
            }
            Ok(builder.build::<Signature>()?)
        }
    }
}

impl SandboxEsign {
    pub fn new() -> Self {
        Self { kept: tokio::sync::Mutex::new(HashMap::new()) }
    }

    /// The authority of this name: kept, read from the database, or made and
    /// recorded (when two instances make one at once, the first recorded wins).
    async fn authority(&self, state: &AppState, name: &str) -> Result<Arc<Authority>, KernelError> {
        if let Some(a) = self.kept.lock().await.get(name) {
            return Ok(a.clone());
        }
        let found = match read_authority(state, name).await? {
            Some(a) => a,
            None => {
                let kind = match name {
                    "ca" => Kind::Ca,
                    "tsa" => Kind::Issued { issuer: Box::pin(self.authority(state, "ca")).await?, subject: TSA_NAME.into(), timestamping: true },
                    other => {
                        let party = rdn_value(other.strip_prefix("party-a:").unwrap_or(other));
                        Kind::Issued { issuer: Box::pin(self.authority(state, "ca")).await?, subject: format!("CN={party},O={party}"), timestamping: false }
                    }
                };
                let years = if matches!(kind, Kind::Ca) { 20 } else { 10 };
                let (key, cert) = blocking(move || {
                    let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, KEY_BITS)?;
                    let cert = make_certificate(&key, &kind, random_serial()?, years)?;
                    Ok((key, cert))
                })
                .await?;
                let id = state.ids.next_id();
                let key_pem = b64(key.to_pkcs8_der().map_err(|e| KernelError::Internal(e.into()))?.as_bytes());
                let sealed = state.tokens.seal(&seal_purpose(name), &key_pem);
                let cert_der = cert.to_der().map_err(|e| KernelError::Internal(e.into()))?;
                sqlx::query(
                    "INSERT INTO esign_sandbox_authorities (id, name, key_sealed, cert_der, create_time) VALUES ($1, $2, $3, $4, $5)
                     ON CONFLICT (name) WHERE retired_time IS NULL DO NOTHING",
                )
                .bind(id)
                .bind(name)
                .bind(&sealed)
                .bind(b64(&cert_der))
                .bind(now_ms())
                .execute(&state.db.write)
                .await?;
                let a = read_authority(state, name).await?.ok_or_else(|| KernelError::Internal(anyhow::anyhow!("the sandbox authority {name} was not kept")))?;
                if a.id == id && name != "ca" {
                    record_issued(state, &a.cert, a.id).await?;
                }
                a
            }
        };
        let a = Arc::new(found);
        self.kept.lock().await.insert(name.to_string(), a.clone());
        Ok(a)
    }

    /// A timestamp token (CMS SignedData over a TSTInfo) for an RFC 3161 request.
    pub async fn stamp(&self, state: &AppState, request: &x509_tsp::TimeStampReq) -> Result<Vec<u8>, KernelError> {
        let tsa = self.authority(state, "tsa").await?;
        let ca = self.authority(state, "ca").await?;
        let request = request.clone();
        blocking(move || {
            // Positive and minimal (no leading zero byte), or the token would not decode.
            let mut serial = [0u8; 16];
            rand::thread_rng().fill_bytes(&mut serial);
            serial[0] = (serial[0] & 0x7f) | 0x01;
            let info = x509_tsp::TstInfo {
                version: x509_tsp::TspVersion::V1,
                policy: TSA_POLICY,
                message_imprint: request.message_imprint.clone(),
                serial_number: Int::new(&serial)?,
                gen_time: GeneralizedTime::from_system_time(SystemTime::now())?,
                accuracy: Some(x509_tsp::Accuracy { seconds: Some(1), millis: None, micros: None }),
                ordering: false,
                nonce: request.nonce.clone(),
                tsa: None,
                extensions: None,
            };
            let content = info.to_der()?;
            let digest = Sha256::digest(&content);
            let chain = if request.cert_req { vec![ca.cert.clone()] } else { Vec::new() };
            signed_data(&tsa.key, &tsa.cert, &chain, oid::TST_INFO, Some(content), &digest)
        })
        .await
    }
}

#[derive(sqlx::FromRow)]
struct AuthorityRow {
    id: i64,
    name: String,
    key_sealed: String,
    cert_der: String,
}

async fn read_authority(state: &AppState, name: &str) -> Result<Option<Authority>, KernelError> {
    let row: Option<AuthorityRow> = sqlx::query_as("SELECT id, name, key_sealed, cert_der FROM esign_sandbox_authorities WHERE name = $1 AND retired_time IS NULL")
        .bind(name)
        .fetch_optional(&state.db.write)
        .await?;
    let Some(row) = row else { return Ok(None) };
    let key_text = state.tokens.open(&seal_purpose(&row.name), &row.key_sealed).ok_or_else(|| KernelError::Internal(anyhow::anyhow!("the sandbox authority's key does not open")))?;
    let key = RsaPrivateKey::from_pkcs8_der(&unb64(&key_text)?).map_err(|e| KernelError::Internal(e.into()))?;
    let cert = Certificate::from_der(&unb64(&row.cert_der)?).map_err(|e| KernelError::Internal(e.into()))?;
    Ok(Some(Authority { id: row.id, key, cert }))
}

/// Records an issued certificate by serial; a repeated serial is refused by the key.
async fn record_issued(state: &AppState, cert: &Certificate, issuer_id: i64) -> Result<(), KernelError> {
    let der = cert.to_der().map_err(|e| KernelError::Internal(e.into()))?;
    sqlx::query("INSERT INTO esign_sandbox_certificates (serial, subject, issuer_id, cert_der, create_time) VALUES ($1, $2, $3, $4, $5)")
        .bind(hex::encode(cert.tbs_certificate.serial_number.as_bytes()))
        .bind(cert.tbs_certificate.subject.to_string())
        .bind(issuer_id)
        .bind(b64(&der))
        .bind(now_ms())
        .execute(&state.db.write)
        .await?;
    Ok(())
}

/// A company's subject: its name, the signer, and its credit code as organizationIdentifier.
fn company_subject(subject: &Subject<'_>) -> Result<String, KernelError> {
    let company = rdn_value(subject.company_name);
    if company.is_empty() {
        return Err(KernelError::Validation("企业名称不能为空".into()));
    }
    let mut name = format!("CN={company},O={company}");
    if let Some(person) = subject.person_name.map(rdn_value).filter(|p| !p.is_empty()) {
        name.push_str(&format!(",OU={person}"));
    }
    if let Some(code) = subject.social_code.map(rdn_value).filter(|c| !c.is_empty()) {
        name.push_str(&format!(",{}=NTRCN-{code}", oid::ORGANIZATION_IDENTIFIER));
    }
    Ok(name)
}

fn utc(t: SystemTime) -> anyhow::Result<Time> {
    Ok(Time::UtcTime(UtcTime::from_system_time(t)?))
}

/// The CA's CRL: every revoked certificate, this update a minute back, the next in a week.
fn revocation_list(ca: &Authority, revoked: &[(Vec<u8>, i64)]) -> anyhow::Result<Vec<u8>> {
    let now = SystemTime::now();
    let algorithm = AlgorithmIdentifierOwned { oid: oid::SHA256_WITH_RSA, parameters: Some(Any::null()) };
    let revoked: Vec<RevokedCert> = revoked
        .iter()
        .map(|(serial, at)| {
            Ok(RevokedCert {
                serial_number: SerialNumber::new(serial)?,
                revocation_date: utc(SystemTime::UNIX_EPOCH + Duration::from_millis(*at as u64))?,
                crl_entry_extensions: None,
            })
        })
        .collect::<anyhow::Result<_>>()?;
    let number = (now_ms() as u64).to_be_bytes();
    let issuer_spki = ca.cert.tbs_certificate.subject_public_key_info.clone();
    let extensions = vec![
        CrlNumber(der::asn1::Uint::new(&number)?).to_extension(&ca.cert.tbs_certificate.subject, &[])?,
        AuthorityKeyIdentifier::try_from(der::referenced::OwnedToRef::owned_to_ref(&issuer_spki))?.to_extension(&ca.cert.tbs_certificate.subject, &[])?,
    ];
    let tbs = TbsCertList {
        version: x509_cert::Version::V2,
        signature: algorithm.clone(),
        issuer: ca.cert.tbs_certificate.subject.clone(),
        this_update: utc(now - Duration::from_secs(60))?,
        next_update: Some(utc(now + Duration::from_secs(7 * 24 * 3600))?),
        revoked_certificates: (!revoked.is_empty()).then_some(revoked),
        crl_extensions: Some(extensions),
    };
    let signature: Signature = SigningKey::<Sha256>::new(ca.key.clone()).sign(&tbs.to_der()?);
    let list = CertificateList { tbs_cert_list: tbs, signature_algorithm: algorithm, signature: BitString::from_bytes(&signature.to_bytes())? };
    Ok(list.to_der()?)
}

#[async_trait::async_trait]
impl EsignProvider for SandboxEsign {
    fn channel(&self) -> &'static str {
        services::esign::channel::FADADA
    }

    async fn open_account(&self, state: &AppState, subject: &Subject<'_>) -> Result<SignerAccount, KernelError> {
        let ca = self.authority(state, "ca").await?;
        let name = company_subject(subject)?;
        let issuer = ca.clone();
        let (key, cert) = blocking(move || {
            let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, KEY_BITS)?;
            let cert = make_certificate(&key, &Kind::Issued { issuer, subject: name, timestamping: false }, random_serial()?, 5)?;
            Ok((key, cert))
        })
        .await?;
        record_issued(state, &cert, ca.id).await?;
        let key_der = key.to_pkcs8_der().map_err(|e| KernelError::Internal(e.into()))?.as_bytes().to_vec();
        Ok(SignerAccount { key_der, cert_der: cert.to_der().map_err(|e| KernelError::Internal(e.into()))? })
    }

    async fn platform_account(&self, state: &AppState, party_a: &str) -> Result<SignerAccount, KernelError> {
        let a = self.authority(state, &format!("party-a:{party_a}")).await?;
        let key_der = a.key.to_pkcs8_der().map_err(|e| KernelError::Internal(e.into()))?.as_bytes().to_vec();
        Ok(SignerAccount { key_der, cert_der: a.cert.to_der().map_err(|e| KernelError::Internal(e.into()))? })
    }

    async fn sign_digest(&self, state: &AppState, account: &SignerAccount, digest: &[u8; 32]) -> Result<Vec<u8>, KernelError> {
        let ca = self.authority(state, "ca").await?;
        let (account, digest) = (account.clone(), *digest);
        blocking(move || {
            let key = RsaPrivateKey::from_pkcs8_der(&account.key_der)?;
            let cert = Certificate::from_der(&account.cert_der)?;
            // The issuing CA when it is the current one; a rotated CA's certificate comes from `authorities`.
            let chain = if cert.tbs_certificate.issuer == ca.cert.tbs_certificate.subject { vec![ca.cert.clone()] } else { Vec::new() };
            signed_data(&key, &cert, &chain, oid::DATA, None, &digest)
        })
        .await
    }

    async fn authorities(&self, state: &AppState) -> Result<Vec<Vec<u8>>, KernelError> {
        self.authority(state, "ca").await?;
        let rows: Vec<(String,)> = sqlx::query_as("SELECT cert_der FROM esign_sandbox_authorities WHERE name = 'ca' ORDER BY id").fetch_all(&state.db.read).await?;
        rows.iter().map(|(der,)| unb64(der)).collect()
    }

    async fn revocation_list(&self, state: &AppState) -> Result<Vec<u8>, KernelError> {
        let ca = self.authority(state, "ca").await?;
        let revoked: Vec<(String, i64)> = sqlx::query_as("SELECT serial, revoked_time FROM esign_sandbox_certificates WHERE issuer_id = $1 AND revoked_time IS NOT NULL")
            .bind(ca.id)
            .fetch_all(&state.db.read)
            .await?;
        let revoked = revoked.into_iter().filter_map(|(s, at)| Some((hex::decode(s).ok()?, at))).collect::<Vec<_>>();
        blocking(move || revocation_list(&ca, &revoked)).await
    }

    async fn ca_certificate_pem(&self, state: &AppState) -> Result<String, KernelError> {
        let ca = self.authority(state, "ca").await?;
        ca.cert.to_pem(LineEnding::LF).map_err(|e| KernelError::Internal(e.into()))
    }

    async fn rotate(&self, state: &AppState) -> Result<(), KernelError> {
        sqlx::query("UPDATE esign_sandbox_authorities SET retired_time = $1 WHERE retired_time IS NULL").bind(now_ms()).execute(&state.db.write).await?;
        self.kept.lock().await.clear();
        Ok(())
    }
}

// ---------------------------------------------------------------- RFC 3161 over HTTP

/// `POST /sandbox/tsa`: an `application/timestamp-query` in, an `application/timestamp-reply` out.
pub async fn tsa(axum::extract::State(state): axum::extract::State<AppState>, body: axum::body::Bytes) -> axum::response::Response {
    use axum::http::{header, StatusCode};
    use axum::response::IntoResponse;
    let reply = |status: cmpv2::status::PkiStatus, token: Option<cms::content_info::ContentInfo>| {
        let resp = x509_tsp::TimeStampResp { status: cmpv2::status::PkiStatusInfo { status, status_string: None, fail_info: None }, time_stamp_token: token };
        match resp.to_der() {
            Ok(der) => ([(header::CONTENT_TYPE, "application/timestamp-reply")], der).into_response(),
            Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        }
    };
    let Ok(request) = x509_tsp::TimeStampReq::from_der(&body) else {
        return reply(cmpv2::status::PkiStatus::Rejection, None);
    };
    // SHA-256 imprints only, of the right length.
    if request.message_imprint.hash_algorithm.oid != oid::SHA256 || request.message_imprint.hashed_message.as_bytes().len() != 32 {
        return reply(cmpv2::status::PkiStatus::Rejection, None);
    }
    // The authorities are read from the database, which every instance shares.
    let sandbox = SandboxEsign::new();
    match sandbox.stamp(&state, &request).await.and_then(|der| cms::content_info::ContentInfo::from_der(&der).map_err(|e| KernelError::Internal(e.into()))) {
        Ok(token) => reply(cmpv2::status::PkiStatus::Accepted, Some(token)),
        Err(e) => {
            tracing::error!(error = %e, "the sandbox timestamp authority failed");
            (StatusCode::INTERNAL_SERVER_ERROR, format!("{e:?}")).into_response()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_lose_rdn_specials() {
        assert_eq!(rdn_value("甲,乙+丙=丁\"<x>;#"), "甲乙丙丁x");
    }

    #[test]
    fn a_company_certificate_names_its_signer_and_credit_code() {
        let s = Subject { company_name: "测试科技有限公司", social_code: Some("91110000MA00000000"), person_name: Some("张三") };
        assert_eq!(company_subject(&s).unwrap(), "CN=测试科技有限公司,O=测试科技有限公司,OU=张三,2.5.4.97=NTRCN-91110000MA00000000");
        let name = Name::from_str(&company_subject(&s).unwrap()).unwrap().to_string();
        // Shown as the DER of a UTF8String (0c 18 …) holding the code.
        assert!(name.contains(&hex::encode("NTRCN-91110000MA00000000")), "{name}");
        assert!(company_subject(&Subject { company_name: ",", social_code: None, person_name: None }).is_err());
    }

    #[test]
    fn the_signing_certificate_attribute_hashes_the_certificate() {
        let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, 1024).unwrap();
        let cert = make_certificate(&key, &Kind::Ca, random_serial().unwrap(), 1).unwrap();
        let attr = signing_certificate_attribute(&cert).unwrap();
        assert_eq!(attr.oid, oid::SIGNING_CERTIFICATE_V2);
        let ess: SigningCertificateV2 = attr.values.get(0).unwrap().decode_as().unwrap();
        assert_eq!(ess.certs[0].cert_hash.as_bytes(), Sha256::digest(cert.to_der().unwrap()).as_slice());
        assert_eq!(ess.certs[0].issuer_serial.serial_number, cert.tbs_certificate.serial_number);
    }

    #[test]
    fn a_revocation_list_is_signed_by_the_ca_and_lists_what_was_revoked() {
        use rsa::signature::Verifier;
        let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, 1024).unwrap();
        let cert = make_certificate(&key, &Kind::Ca, random_serial().unwrap(), 1).unwrap();
        let ca = Authority { id: 1, key: key.clone(), cert };
        let der = revocation_list(&ca, &[(vec![0x11, 0x22], 1_700_000_000_000)]).unwrap();
        let list = CertificateList::from_der(&der).unwrap();
        assert_eq!(list.tbs_cert_list.issuer, ca.cert.tbs_certificate.subject);
        assert_eq!(list.tbs_cert_list.revoked_certificates.as_ref().unwrap()[0].serial_number.as_bytes(), &[0x11, 0x22]);
        let verifier = rsa::pkcs1v15::VerifyingKey::<Sha256>::new(key.to_public_key());
        let signature = Signature::try_from(list.signature.raw_bytes()).unwrap();
        verifier.verify(&list.tbs_cert_list.to_der().unwrap(), &signature).unwrap();
    }
}

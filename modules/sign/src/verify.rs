//! 合同验签: reads every signature of an uploaded PDF and says who signed,
//! when (from the RFC 3161 timestamp, not the signer's own clock), whether the
//! bytes it covers are intact, whether its certificate chains to this
//! platform's CA, and whether the file is one of this platform's contracts.

use crate::pades::{self, Found};
use crate::timestamp::{self, SIGNATURE_TIMESTAMP};
use cms::cert::CertificateChoices;
use cms::content_info::ContentInfo;
use cms::signed_data::{SignedData, SignerIdentifier};
use der::asn1::OctetString;
use der::oid::ObjectIdentifier;
use der::{Decode, Encode};
use rsa::pkcs1v15::{Signature, VerifyingKey};
use rsa::pkcs8::DecodePublicKey;
use rsa::signature::Verifier;
use rsa::RsaPublicKey;
use serde::Serialize;
use sha2::{Digest, Sha256};
use x509_cert::Certificate;

const MESSAGE_DIGEST: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.4");
const ORGANIZATION_IDENTIFIER: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.5.4.97");
const COMMON_NAME: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.5.4.3");

/// One signature as read.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignatureReport {
    /// 甲方 or 乙方 (by the field signed), else the field's name.
    pub party: String,
    /// The certificate's subject: the company (or 甲方) that signed.
    pub signer: String,
    /// The unified social credit code the certificate carries, when it does.
    pub credit_code: Option<String>,
    /// Why, as the signature says.
    pub reason: Option<String>,
    /// When it was signed, from the timestamp (Beijing time); absent without a valid timestamp.
    pub signed_time: Option<String>,
    pub timestamped: bool,
    /// The bytes it covers are those that were signed, and the signature matches its certificate.
    pub intact: bool,
    /// The certificate was issued by this platform's CA.
    pub trusted: bool,
    /// 甲方's certifying signature (later changes limited to signing).
    pub certifies: bool,
    /// It covers the whole file (no later revision follows).
    pub covers_whole_document: bool,
    /// What is wrong, when something is.
    pub problem: Option<String>,
}

/// What a file is, by its signatures.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VerificationReport {
    /// Every signature intact, trusted and timestamped.
    pub valid: bool,
    pub signatures: Vec<SignatureReport>,
    /// Whether it is one of this platform's contracts, as recorded (signed, or certified by 甲方).
    pub platform_contract: bool,
    pub contract_no: Option<String>,
    /// One sentence for the page.
    pub summary: String,
}

fn attribute_text(cert: &Certificate, oid: ObjectIdentifier) -> Option<String> {
    cert.tbs_certificate.subject.0.iter().flat_map(|rdn| rdn.0.iter()).find(|a| a.oid == oid).and_then(|a| {
        der::asn1::Utf8StringRef::try_from(&a.value)
            .map(|s| s.as_str().to_string())
            .or_else(|_| der::asn1::PrintableStringRef::try_from(&a.value).map(|s| s.as_str().to_string()))
            .ok()
    })
}

fn verifies(public: &x509_cert::spki::SubjectPublicKeyInfoOwned, message: &[u8], signature: &[u8]) -> bool {
    let Ok(der) = public.to_der() else { return false };
    let Ok(key) = RsaPublicKey::from_public_key_der(&der) else { return false };
    let Ok(signature) = Signature::try_from(signature) else { return false };
    VerifyingKey::<Sha256>::new(key).verify(message, &signature).is_ok()
}

/// Whether an authority issued `cert` (names match and its signature verifies).
fn issued_by(cert: &Certificate, authorities: &[Certificate]) -> bool {
    let Ok(tbs) = cert.tbs_certificate.to_der() else { return false };
    authorities
        .iter()
        .any(|ca| ca.tbs_certificate.subject == cert.tbs_certificate.issuer && verifies(&ca.tbs_certificate.subject_public_key_info, &tbs, cert.signature.raw_bytes()))
}

/// The certificate a SignedData's one signer names, from those it carries.
fn signer_certificate(signed: &SignedData) -> Result<Certificate, &'static str> {
    let signer = signed.signer_infos.0.as_slice().first().ok_or("签名中没有签署人")?;
    let SignerIdentifier::IssuerAndSerialNumber(id) = &signer.sid else { return Err("签署人标识不受支持") };
    signed
        .certificates
        .as_ref()
        .and_then(|set| {
            set.0.iter().find_map(|c| match c {
                CertificateChoices::Certificate(c) if c.tbs_certificate.issuer == id.issuer && c.tbs_certificate.serial_number == id.serial_number => Some(c.clone()),
                _ => None,
            })
        })
        .ok_or("签名中缺少签署人证书")
}

/// Checks a SignedData's one signer over content whose SHA-256 is `digest`: the
/// message-digest attribute, then the signature over the signed attributes.
/// Returns the signer's certificate.
fn check_signer(signed: &SignedData, digest: &[u8]) -> Result<Certificate, &'static str> {
    let signer = signed.signer_infos.0.as_slice().first().ok_or("签名中没有签署人")?;
    let cert = signer_certificate(signed)?;
    let attrs = signer.signed_attrs.as_ref().ok_or("签名缺少签名属性")?;
    let claimed = attrs
        .iter()
        .find(|a| a.oid == MESSAGE_DIGEST)
        .and_then(|a| a.values.get(0))
        .and_then(|v| v.decode_as::<OctetString>().ok())
        .ok_or("签名缺少摘要")?;
    if claimed.as_bytes() != digest {
        return Err("文件内容已被修改");
    }
    let message = attrs.to_der().map_err(|_| "签名属性无法读取")?;
    if !verifies(&cert.tbs_certificate.subject_public_key_info, &message, signer.signature.as_bytes()) {
        return Err("签名值与证书不符");
    }
    Ok(cert)
}

/// The timestamp's time (Beijing, text) when its token is valid for this signature and trusted.
fn check_timestamp(signed: &SignedData, authorities: &[Certificate]) -> Result<Option<(String, i64)>, &'static str> {
    let signer = signed.signer_infos.0.as_slice().first().ok_or("签名中没有签署人")?;
    let Some(attr) = signer.unsigned_attrs.as_ref().and_then(|a| a.iter().find(|a| a.oid == SIGNATURE_TIMESTAMP).cloned()) else { return Ok(None) };
    let token: ContentInfo = attr.values.get(0).and_then(|v| v.decode_as().ok()).ok_or("时间戳无法读取")?;
    let info = timestamp::token_info(&token).ok_or("时间戳无法读取")?;
    if info.message_imprint.hashed_message.as_bytes() != Sha256::digest(signer.signature.as_bytes()).as_slice() {
        return Err("时间戳与签名不符");
    }
    let token_data: SignedData = token.content.decode_as().map_err(|_| "时间戳无法读取")?;
    let content = token_data.encap_content_info.econtent.as_ref().and_then(|c| c.decode_as::<OctetString>().ok()).ok_or("时间戳无法读取")?;
    let tsa = check_signer(&token_data, &Sha256::digest(content.as_bytes())).map_err(|_| "时间戳签名无效")?;
    if !issued_by(&tsa, authorities) {
        return Err("时间戳服务证书不受信任");
    }
    let ms = info.gen_time.to_unix_duration().as_millis() as i64;
    Ok(Some((kernel::time::format_ms(Some(ms)).unwrap_or_default(), ms)))
}

fn party(field: &str) -> String {
    match field {
        pades::FIELD_A => "甲方".into(),
        pades::FIELD_B => "乙方".into(),
        other => other.to_string(),
    }
}

/// Reads one signature of `pdf` against the platform's CA certificates.
fn report(pdf: &[u8], found: &Found, authorities: &[Certificate]) -> SignatureReport {
    let mut r = SignatureReport {
        party: party(&found.field),
        signer: found.signer_name.clone().unwrap_or_default(),
        credit_code: None,
        reason: found.reason.clone(),
        signed_time: None,
        timestamped: false,
        intact: false,
        trusted: false,
        certifies: found.certifies,
        covers_whole_document: found.covers_whole(pdf.len()),
        problem: None,
    };
    // Each fact is read on its own, so a changed file still shows who signed and when.
    let Some(signed) = ContentInfo::from_der(&found.cms).ok().and_then(|info| info.content.decode_as::<SignedData>().ok()) else {
        r.problem = Some("签名无法读取".into());
        return r;
    };
    let mut problems: Vec<&'static str> = Vec::new();
    match signer_certificate(&signed) {
        Ok(cert) => {
            if let Some(name) = attribute_text(&cert, COMMON_NAME) {
                r.signer = name;
            }
            r.credit_code = attribute_text(&cert, ORGANIZATION_IDENTIFIER).map(|c| c.trim_start_matches("NTRCN-").to_string());
            r.trusted = issued_by(&cert, authorities);
            match check_timestamp(&signed, authorities) {
                Ok(Some((time, ms))) => {
                    let validity = &cert.tbs_certificate.validity;
                    let (from, to) = (validity.not_before.to_unix_duration().as_millis() as i64, validity.not_after.to_unix_duration().as_millis() as i64);
                    if ms < from || ms > to {
                        problems.push("签署时证书不在有效期内");
                    }
                    r.signed_time = Some(time);
                    r.timestamped = true;
                }
                Ok(None) => problems.push("签名没有可信时间戳"),
                Err(e) => problems.push(e),
            }
        }
        Err(e) => problems.push(e),
    }
    let integrity = match found.covered(pdf) {
        None => Err("签名范围超出文件"),
        Some([first, second]) => {
            let mut hasher = Sha256::new();
            hasher.update(first);
            hasher.update(second);
            check_signer(&signed, &hasher.finalize()).map(|_| ())
        }
    };
    match integrity {
        Ok(()) => r.intact = true,
        Err(e) => problems.insert(0, e),
    }
    if !r.trusted {
        problems.push("签署证书并非本平台签发");
    }
    let result: Result<(), &'static str> = problems.first().map_or(Ok(()), |p| Err(*p));
    r.problem = result.err().map(String::from);
    r
}

/// Every signature of `pdf`, and the verdict. `authorities` are the platform's CA certificates (DER).
pub fn verify(pdf: &[u8], authorities: &[Vec<u8>]) -> Result<(VerificationReport, String), String> {
    if !pdf.starts_with(b"%PDF-") {
        return Err("请上传PDF格式的合同文件".into());
    }
    let found = pades::signatures(pdf).map_err(|_| "无法读取该PDF文件".to_string())?;
    let authorities: Vec<Certificate> = authorities.iter().filter_map(|d| Certificate::from_der(d).ok()).collect();
    let signatures: Vec<SignatureReport> = found.iter().map(|f| report(pdf, f, &authorities)).collect();
    let last_whole = signatures.last().is_some_and(|s| s.covers_whole_document);
    let valid = !signatures.is_empty() && last_whole && signatures.iter().all(|s| s.intact && s.trusted && s.timestamped && s.problem.is_none());
    let summary = if signatures.is_empty() {
        "该文件不包含电子签名".to_string()
    } else if valid {
        format!("{}个签名均有效，文件签署后未被修改", signatures.len())
    } else if !last_whole && signatures.iter().all(|s| s.intact) {
        "签名有效，但文件在最后一次签署后被追加修改".to_string()
    } else {
        "签名无效：文件已被修改或签名不可信".to_string()
    };
    let sha256 = hex::encode(Sha256::digest(pdf));
    Ok((VerificationReport { valid, signatures, platform_contract: false, contract_no: None, summary }, sha256))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_is_not_a_pdf_is_refused_with_the_reason() {
        assert_eq!(verify(b"hello", &[]).unwrap_err(), "请上传PDF格式的合同文件");
        assert_eq!(verify(b"%PDF-1.7 nothing else", &[]).unwrap_err(), "无法读取该PDF文件");
    }

    #[test]
    fn fields_name_their_party() {
        assert_eq!(party(pades::FIELD_A), "甲方");
        assert_eq!(party(pades::FIELD_B), "乙方");
        assert_eq!(party("Other"), "Other");
    }
}

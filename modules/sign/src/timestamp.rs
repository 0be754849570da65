//! Trusted time for signatures: an RFC 3161 client over HTTP. It asks the
//! configured timestamp authority (the sandbox's `/sandbox/tsa` of this
//! instance in the dev and test profiles) for a token over a signature's value
//! and checks the answer: granted, the same imprint and nonce. The token goes
//! into the signer's unsigned attributes (PAdES B-T).

use crate::error::{Result, SignError};
use cms::content_info::ContentInfo;
use cms::signed_data::SignedData;
use der::asn1::{Int, OctetString, SetOfVec};
use der::oid::ObjectIdentifier;
use der::{Any, Decode, Encode};
use kernel::AppState;
use rand::RngCore;
use sha2::{Digest, Sha256};
use std::time::Duration;
use x509_cert::attr::Attribute;
use x509_cert::spki::AlgorithmIdentifier;

const SHA256: ObjectIdentifier = ObjectIdentifier::new_unwrap("2.16.840.1.101.3.4.2.1");
/// id-aa-signatureTimeStampToken.
pub const SIGNATURE_TIMESTAMP: ObjectIdentifier = ObjectIdentifier::new_unwrap("1.2.840.113549.1.9.16.2.14");

/// Where tokens are asked: the configured authority, else (dev and test) this instance's sandbox.
pub fn authority_url(state: &AppState) -> Result<String> {
    let configured = state.config.esign.tsa_url.trim();
    if !configured.is_empty() {
        return Ok(configured.to_string());
    }
    if state.config.sandboxes() {
        return Ok(format!("{}/sandbox/tsa", state.config.public_url()));
    }
    Err(SignError::Timestamp("未配置时间戳服务".into()))
}

fn request(digest: &[u8; 32], nonce: &[u8]) -> Result<x509_tsp::TimeStampReq> {
    let der = |e: der::Error| SignError::from(anyhow::anyhow!("timestamp request: {e}"));
    Ok(x509_tsp::TimeStampReq {
        version: x509_tsp::TspVersion::V1,
        message_imprint: x509_tsp::MessageImprint {
            hash_algorithm: AlgorithmIdentifier::<Any> { oid: SHA256, parameters: None },
            hashed_message: OctetString::new(digest.to_vec()).map_err(der)?,
        },
        req_policy: None,
        nonce: Some(Int::new(nonce).map_err(der)?),
        cert_req: true,
        extensions: None,
    })
}

/// The TSTInfo a token carries.
pub fn token_info(token: &ContentInfo) -> Option<x509_tsp::TstInfo> {
    let signed: SignedData = token.content.decode_as().ok()?;
    let content = signed.encap_content_info.econtent?;
    let octets: OctetString = content.decode_as().ok()?;
    x509_tsp::TstInfo::from_der(octets.as_bytes()).ok()
}

/// Checks an authority's answer to our request and returns its token.
fn accept(reply: &[u8], digest: &[u8; 32], nonce: &[u8]) -> Result<ContentInfo> {
    let refused = |why: &str| SignError::Timestamp(format!("时间戳服务的应答无效（{why}）"));
    let resp = x509_tsp::TimeStampResp::from_der(reply).map_err(|_| refused("格式"))?;
    use cmpv2::status::PkiStatus;
    if !matches!(resp.status.status, PkiStatus::Accepted | PkiStatus::GrantedWithMods) {
        return Err(refused("拒绝"));
    }
    let token = resp.time_stamp_token.ok_or_else(|| refused("无令牌"))?;
    let info = token_info(&token).ok_or_else(|| refused("令牌"))?;
    if info.message_imprint.hashed_message.as_bytes() != digest || info.message_imprint.hash_algorithm.oid != SHA256 {
        return Err(refused("摘要不符"));
    }
    if info.nonce.as_ref().map(|n| n.as_bytes()) != Some(Int::new(nonce).map_err(|_| refused("随机数"))?.as_bytes()) {
        return Err(refused("随机数不符"));
    }
    Ok(token)
}

/// A random positive nonce whose first byte is neither zero nor high: a DER INTEGER is minimal,
/// so a leading zero byte would make a request (and its token) no reader decodes.
fn fresh_nonce() -> [u8; 12] {
    let mut nonce = [0u8; 12];
    rand::thread_rng().fill_bytes(&mut nonce);
    nonce[0] = (nonce[0] & 0x7f) | 0x01;
    nonce
}

/// A token over `signature` (the signer's signature value) from the authority.
pub async fn stamp(state: &AppState, signature: &[u8]) -> Result<ContentInfo> {
    let url = authority_url(state)?;
    let digest: [u8; 32] = Sha256::digest(signature).into();
    let nonce = fresh_nonce();
    let body = request(&digest, &nonce)?.to_der().map_err(|e| SignError::from(anyhow::anyhow!("timestamp request: {e}")))?;
    let unavailable = |e: reqwest::Error| SignError::Timestamp(format!("时间戳服务不可用，请稍后重试（{e}）"));
    let client = reqwest::Client::builder().timeout(Duration::from_secs(30)).redirect(reqwest::redirect::Policy::none()).build().map_err(unavailable)?;
    let reply = client.post(&url).header("content-type", "application/timestamp-query").body(body).send().await.map_err(unavailable)?;
    if !reply.status().is_success() {
        let status = reply.status().as_u16();
        let answer = reply.text().await.unwrap_or_default();
        tracing::warn!(status, answer = %answer, "the timestamp authority refused");
        return Err(SignError::Timestamp(format!("时间戳服务不可用，请稍后重试（HTTP {status}）")));
    }
    let bytes = reply.bytes().await.map_err(unavailable)?;
    accept(&bytes, &digest, &nonce)
}

/// Adds the token as the signer's signature-timestamp (an unsigned attribute) to a SignedData.
pub fn attach(cms: &[u8], token: &ContentInfo) -> Result<Vec<u8>> {
    let bad = |e: der::Error| SignError::from(anyhow::anyhow!("CMS: {e}"));
    let info = ContentInfo::from_der(cms).map_err(bad)?;
    let mut signed: SignedData = info.content.decode_as().map_err(bad)?;
    let mut signers = signed.signer_infos.0.into_vec();
    let signer = signers.first_mut().ok_or_else(|| SignError::from(anyhow::anyhow!("CMS without a signer")))?;
    let mut values = SetOfVec::new();
    values.insert(Any::encode_from(token).map_err(bad)?).map_err(bad)?;
    let mut attrs = signer.unsigned_attrs.take().map(|a| a.into_vec()).unwrap_or_default();
    attrs.push(Attribute { oid: SIGNATURE_TIMESTAMP, values });
    signer.unsigned_attrs = Some(SetOfVec::try_from(attrs).map_err(bad)?);
    signed.signer_infos = cms::signed_data::SignerInfos(SetOfVec::try_from(signers).map_err(bad)?);
    let out = ContentInfo { content_type: info.content_type, content: Any::encode_from(&signed).map_err(bad)? };
    out.to_der().map_err(bad)
}

/// The signature value a signer's timestamp covers.
pub fn signature_value(cms: &[u8]) -> Result<Vec<u8>> {
    let bad = |e: der::Error| SignError::from(anyhow::anyhow!("CMS: {e}"));
    let signed: SignedData = ContentInfo::from_der(cms).map_err(bad)?.content.decode_as().map_err(bad)?;
    let signer = signed.signer_infos.0.as_slice().first().ok_or_else(|| SignError::from(anyhow::anyhow!("CMS without a signer")))?;
    Ok(signer.signature.as_bytes().to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_asks_for_the_certificate_with_a_sha256_imprint_and_nonce() {
        let r = request(&[7; 32], &[1, 2, 3]).unwrap();
        assert!(r.cert_req);
        assert_eq!(r.message_imprint.hash_algorithm.oid, SHA256);
        assert_eq!(r.message_imprint.hashed_message.as_bytes(), &[7; 32]);
        let again = x509_tsp::TimeStampReq::from_der(&r.to_der().unwrap()).unwrap();
        assert_eq!(again, r);
    }

    #[test]
    fn every_nonce_is_a_minimal_positive_integer_that_round_trips() {
        // A leading zero byte is what the nonce must never start with: no reader decodes it.
        assert!(x509_tsp::TimeStampReq::from_der(&request(&[7; 32], &[0, 1, 2]).unwrap().to_der().unwrap()).is_err());
        for _ in 0..2000 {
            let nonce = fresh_nonce();
            assert!((0x01..=0x7f).contains(&nonce[0]), "{nonce:?}");
            let r = request(&[7; 32], &nonce).unwrap();
            assert_eq!(x509_tsp::TimeStampReq::from_der(&r.to_der().unwrap()).unwrap(), r);
        }
    }

    #[test]
    fn an_answer_that_is_not_a_reply_is_refused() {
        for junk in [&b""[..], b"\x30\x00", b"<html>"] {
            assert!(matches!(accept(junk, &[0; 32], &[1]), Err(SignError::Timestamp(_))));
        }
    }
}

//! The WeChat Pay API v3 Native adapter: places scan-to-pay orders, queries and
//! closes them, and verifies the gateway's signed answers and notifications.
//! It speaks the real wire protocol, so the same code talks to WeChat and to
//! the platform's sandbox (`sandbox/src/wechatpay.rs`).

use kernel::config::WechatPayConfig;
use crate::payments::gateway::{
    GatewayError, GatewayRefund, GatewayState, GatewayTransaction, NativeOrder, Notification as Notice, PaymentGateway, RefundOrder, RefundState,
};
use aes_gcm::aead::{Aead, Payload};
use aes_gcm::{Aes256Gcm, KeyInit, Nonce};
use anyhow::Context;
use async_trait::async_trait;
use axum::http::HeaderMap;
use base64::engine::general_purpose::STANDARD as BASE64;
use base64::Engine;
use chrono::{DateTime, FixedOffset, Utc};
use rand::distributions::Alphanumeric;
use rand::Rng;
use reqwest::{Method, StatusCode};
use rsa::pkcs8::DecodePublicKey;
use rsa::traits::PublicKeyParts;
use rsa::RsaPublicKey;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;

/// The signature scheme named in the Authorization header.
pub const SCHEME: &str = "WECHATPAY2-SHA256-RSA2048";
/// How far a signed timestamp may be from our clock, as WeChat allows.
pub const MAX_CLOCK_SKEW_SECS: i64 = 300;
/// The only resource cipher WeChat Pay v3 uses.
pub const RESOURCE_ALGORITHM: &str = "AEAD_AES_256_GCM";
const TIMEOUT: Duration = Duration::from_secs(10);
/// Answers are a few hundred bytes; a larger one is not the gateway's.
const MAX_ANSWER_BYTES: usize = 1 << 20;
const USER_AGENT: &str = concat!("industry-platform/", env!("CARGO_PKG_VERSION"), " wechatpay-v3");

/// A merchant's or the gateway's RSA private key, parsed once, that signs
/// RSA-SHA256 (PKCS#1 v1.5) with ring (several times faster than a pure-Rust RSA).
#[derive(Clone)]
pub struct PrivateKey(Arc<ring::signature::RsaKeyPair>);

/// An RSA public key, parsed once, that verifies RSA-SHA256 (PKCS#1 v1.5) signatures.
#[derive(Clone, Debug)]
pub struct PublicKey(ring::signature::RsaPublicKeyComponents<Vec<u8>>);

/// Parses a PEM PKCS#8 RSA private key (2048 bits or more).
pub fn parse_private_key(pem: &str) -> anyhow::Result<PrivateKey> {
    let der = rsa::pkcs8::SecretDocument::from_pem(pem.trim()).map_err(|e| anyhow::anyhow!("{e}")).context("not a PEM private key")?.1;
    let pair = ring::signature::RsaKeyPair::from_pkcs8(der.as_bytes()).map_err(|e| anyhow::anyhow!("{e}")).context("not a PKCS#8 RSA private key")?;
    Ok(PrivateKey(Arc::new(pair)))
}

/// Parses a PEM SPKI RSA public key.
pub fn parse_public_key(pem: &str) -> anyhow::Result<PublicKey> {
    let key = RsaPublicKey::from_public_key_pem(pem.trim()).context("not an SPKI PEM RSA public key")?;
    Ok(PublicKey(ring::signature::RsaPublicKeyComponents { n: key.n().to_bytes_be(), e: key.e().to_bytes_be() }))
}

/// base64 of the RSA-SHA256 (PKCS#1 v1.5) signature of `message`.
pub fn sign_message(key: &PrivateKey, message: &[u8]) -> String {
    // ring blinds the private-key operation against timing attacks; the signature is the same.
    let mut signature = vec![0; key.0.public().modulus_len()];
    key.0
        .sign(&ring::signature::RSA_PKCS1_SHA256, &ring::rand::SystemRandom::new(), message, &mut signature)
        .expect("a buffer of the modulus' length");
    BASE64.encode(signature)
}

/// True when `signature_b64` is a valid RSA-SHA256 (PKCS#1 v1.5) signature of `message`.
pub fn verify_message(key: &PublicKey, message: &[u8], signature_b64: &str) -> bool {
    let Ok(signature) = BASE64.decode(signature_b64.trim()) else { return false };
    key.0.verify(&ring::signature::RSA_PKCS1_2048_8192_SHA256, message, &signature).is_ok()
}

/// The text a request signature covers: `METHOD\nPATH_AND_QUERY\ntimestamp\nnonce\nbody\n`.
pub fn request_message(method: &str, path_and_query: &str, timestamp: &str, nonce: &str, body: &[u8]) -> Vec<u8> {
    let mut m = format!("{method}\n{path_and_query}\n{timestamp}\n{nonce}\n").into_bytes();
    m.extend_from_slice(body);
    m.push(b'\n');
    m
}

/// The text an answer or notification signature covers: `timestamp\nnonce\nbody\n`.
pub fn answer_message(timestamp: &str, nonce: &str, body: &[u8]) -> Vec<u8> {
    let mut m = format!("{timestamp}\n{nonce}\n").into_bytes();
    m.extend_from_slice(body);
    m.push(b'\n');
    m
}

fn cipher(api_v3_key: &str, nonce: &str) -> Option<Aes256Gcm> {
    (nonce.len() == 12).then_some(())?;
    Aes256Gcm::new_from_slice(api_v3_key.as_bytes()).ok()
}

/// AEAD_AES_256_GCM of a notification resource: base64 of ciphertext and tag.
/// The key is the API v3 key's 32 bytes, the nonce a 12-byte string.
pub fn encrypt_resource(api_v3_key: &str, plaintext: &str, associated_data: &str, nonce: &str) -> anyhow::Result<String> {
    let cipher = cipher(api_v3_key, nonce).context("the API v3 key must be 32 bytes and the nonce 12")?;
    let sealed = cipher
        .encrypt(Nonce::from_slice(nonce.as_bytes()), Payload { msg: plaintext.as_bytes(), aad: associated_data.as_bytes() })
        .map_err(|_| anyhow::anyhow!("encryption failed"))?;
    Ok(BASE64.encode(sealed))
}

/// Opens what `encrypt_resource` sealed; any mismatch (key, nonce, AAD, a changed byte) is `Forged`.
pub fn decrypt_resource(api_v3_key: &str, ciphertext_b64: &str, associated_data: &str, nonce: &str) -> Result<String, GatewayError> {
    let forged = |why: &str| GatewayError::Forged(format!("resource: {why}"));
    let cipher = cipher(api_v3_key, nonce).ok_or_else(|| forged("key or nonce of the wrong length"))?;
    let sealed = BASE64.decode(ciphertext_b64.trim()).map_err(|_| forged("ciphertext is not base64"))?;
    let plain = cipher
        .decrypt(Nonce::from_slice(nonce.as_bytes()), Payload { msg: &sealed, aad: associated_data.as_bytes() })
        .map_err(|_| forged("does not decrypt"))?;
    String::from_utf8(plain).map_err(|_| forged("plaintext is not UTF-8"))
}

/// A random string of ASCII letters and digits, for nonces.
pub fn nonce_str(len: usize) -> String {
    rand::thread_rng().sample_iter(&Alphanumeric).take(len).map(char::from).collect()
}

fn beijing() -> FixedOffset {
    FixedOffset::east_opt(8 * 3600).expect("valid offset")
}

/// RFC 3339 in Beijing time (`2026-01-01T08:00:00+08:00`), as WeChat writes times.
pub fn rfc3339_beijing(unix_secs: i64) -> String {
    DateTime::<Utc>::from_timestamp(unix_secs, 0).unwrap_or_default().with_timezone(&beijing()).format("%Y-%m-%dT%H:%M:%S%:z").to_string()
}

/// WeChat's rule for `out_trade_no`: 6 to 32 letters, digits, `_`, `-`, `|` or `*`.
/// Checked before it goes into a URL path, so no number can reach another resource.
pub fn valid_out_trade_no(no: &str) -> bool {
    (6..=32).contains(&no.len()) && no.bytes().all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'|' | b'*'))
}

/// `{code, message}`, the body of every error answer.
#[derive(Debug, Serialize, Deserialize)]
pub struct ErrorAnswer {
    pub code: String,
    pub message: String,
}

/// The transaction as the gateway writes it, in answers and decrypted notifications.
#[derive(Debug, Deserialize)]
struct Transaction {
    mchid: String,
    out_trade_no: String,
    transaction_id: Option<String>,
    trade_state: String,
    amount: TransactionAmount,
    success_time: Option<String>,
}

/// A refund as the gateway writes it: answers use `status`, notifications `refund_status`.
#[derive(Debug, Deserialize)]
struct Refund {
    #[serde(default)]
    mchid: Option<String>,
    out_trade_no: String,
    out_refund_no: String,
    refund_id: Option<String>,
    #[serde(alias = "refund_status")]
    status: String,
    success_time: Option<String>,
    amount: RefundAmount,
}

#[derive(Debug, Deserialize)]
struct RefundAmount {
    refund: i64,
}

#[derive(Debug, Serialize)]
struct RefundRequest<'a> {
    out_trade_no: &'a str,
    out_refund_no: &'a str,
    reason: &'a str,
    notify_url: &'a str,
    amount: RefundRequestAmount,
}

#[derive(Debug, Serialize)]
struct RefundRequestAmount {
    refund: i64,
    total: i64,
    currency: &'static str,
}

#[derive(Debug, Deserialize)]
struct BillAnswer {
    hash_type: String,
    hash_value: String,
    download_url: String,
}

/// RFC 3339 (`2026-01-01T08:00:00+08:00`) to epoch ms.
pub fn parse_rfc3339_ms(text: &str) -> Option<i64> {
    DateTime::parse_from_rfc3339(text).ok().map(|t| t.timestamp_millis())
}

#[derive(Debug, Deserialize)]
struct TransactionAmount {
    total: i64,
}

#[derive(Debug, Deserialize)]
struct Notification {
    event_type: String,
    resource: NotificationResource,
}

#[derive(Debug, Deserialize)]
struct NotificationResource {
    algorithm: String,
    ciphertext: String,
    #[serde(default)]
    associated_data: String,
    nonce: String,
}

#[derive(Debug, Serialize)]
struct NativeRequest<'a> {
    appid: &'a str,
    mchid: &'a str,
    description: &'a str,
    out_trade_no: &'a str,
    time_expire: String,
    notify_url: &'a str,
    amount: RequestAmount,
}

#[derive(Debug, Serialize)]
struct RequestAmount {
    total: i64,
    currency: &'static str,
}

#[derive(Debug, Deserialize)]
struct NativeAnswer {
    code_url: String,
}

/// Maps WeChat's `trade_state` to ours. A refunded payment was paid.
pub fn gateway_state(trade_state: &str) -> Option<GatewayState> {
    Some(match trade_state {
        "SUCCESS" | "REFUND" => GatewayState::Success,
        "NOTPAY" | "USERPAYING" => GatewayState::Pending,
        "CLOSED" | "REVOKED" => GatewayState::Closed,
        "PAYERROR" => GatewayState::Failed,
        _ => return None,
    })
}

fn transaction_from(raw: String) -> Result<(GatewayTransaction, Transaction), String> {
    let t: Transaction = serde_json::from_str(&raw).map_err(|e| format!("unreadable transaction: {e}"))?;
    let state = gateway_state(&t.trade_state).ok_or_else(|| format!("unknown trade_state {}", t.trade_state))?;
    let g = GatewayTransaction {
        pay_transaction_no: t.out_trade_no.clone(),
        transaction_id: t.transaction_id.clone().filter(|id| !id.is_empty()),
        state,
        amount: t.amount.total,
        mch_id: t.mchid.clone(),
        success_time: t.success_time.as_deref().and_then(parse_rfc3339_ms),
        raw,
    };
    Ok((g, t))
}

fn refund_from(raw: String, mch_id: &str) -> Result<GatewayRefund, String> {
    let r: Refund = serde_json::from_str(&raw).map_err(|e| format!("unreadable refund: {e}"))?;
    let state = RefundState::from_wechat(&r.status).ok_or_else(|| format!("unknown refund status {}", r.status))?;
    Ok(GatewayRefund {
        refund_no: r.out_refund_no,
        pay_transaction_no: r.out_trade_no,
        refund_id: r.refund_id.filter(|id| !id.is_empty()),
        state,
        amount: r.amount.refund,
        // Answers to our own requests leave mchid out; they are ours.
        mch_id: r.mchid.unwrap_or_else(|| mch_id.to_string()),
        success_time: r.success_time.as_deref().and_then(parse_rfc3339_ms),
        raw,
    })
}

/// WeChat Pay v3 with one merchant's keys, against one base URL.
pub struct WechatPay {
    client: reqwest::Client,
    base_url: String,
    notify_url: String,
    mch_id: String,
    app_id: String,
    api_v3_key: String,
    merchant_serial: String,
    /// The gateway keys trusted, by serial: the current one and any other
    /// during a rotation (a certificate serial, or `PUB_KEY_ID_…` in public-key mode).
    platform_keys: Vec<(String, PublicKey)>,
    merchant_key: PrivateKey,
}

impl WechatPay {
    /// Parses the keys once. `base_url` has no trailing slash (`https://api.mch.weixin.qq.com`,
    /// or the sandbox's `http://127.0.0.1:8080/sandbox/wechatpay`).
    pub fn new(config: &WechatPayConfig, base_url: &str, notify_url: &str) -> anyhow::Result<Self> {
        anyhow::ensure!(config.api_v3_key.len() == 32, "pay.wechat.api_v3_key must be 32 bytes");
        let base_url = base_url.trim_end_matches('/').to_string();
        reqwest::Url::parse(&base_url).context("pay.wechat.base_url is not a URL")?;
        let client = reqwest::Client::builder().timeout(TIMEOUT).user_agent(USER_AGENT).build()?;
        let mut platform_keys = vec![(config.platform_serial.clone(), parse_public_key(&config.platform_public_key).context("pay.wechat.platform_public_key")?)];
        for k in &config.other_platform_keys {
            platform_keys.push((k.serial.clone(), parse_public_key(&k.public_key).with_context(|| format!("pay.wechat.other_platform_keys {}", k.serial))?));
        }
        Ok(Self {
            client,
            base_url,
            notify_url: notify_url.to_string(),
            mch_id: config.mch_id.clone(),
            app_id: config.app_id.clone(),
            api_v3_key: config.api_v3_key.clone(),
            merchant_serial: config.merchant_serial.clone(),
            platform_keys,
            merchant_key: parse_private_key(&config.merchant_private_key).context("pay.wechat.merchant_private_key")?,
        })
    }

    /// The Authorization header for one request.
    fn authorization(&self, method: &str, path_and_query: &str, body: &[u8]) -> String {
        let timestamp = Utc::now().timestamp().to_string();
        let nonce = nonce_str(32);
        let signature = sign_message(&self.merchant_key, &request_message(method, path_and_query, &timestamp, &nonce, body));
        format!(
            r#"{SCHEME} mchid="{}",nonce_str="{nonce}",signature="{signature}",timestamp="{timestamp}",serial_no="{}""#,
            self.mch_id, self.merchant_serial
        )
    }

    /// Checks the `Wechatpay-*` headers of an answer or a notification against its body.
    fn verify_signed(&self, headers: &HeaderMap, body: &[u8]) -> Result<(), GatewayError> {
        let header = |name: &str| {
            headers.get(name).and_then(|v| v.to_str().ok()).map(str::trim).ok_or_else(|| GatewayError::Forged(format!("no {name} header")))
        };
        let (timestamp, nonce, signature, serial) =
            (header("Wechatpay-Timestamp")?, header("Wechatpay-Nonce")?, header("Wechatpay-Signature")?, header("Wechatpay-Serial")?);
        let Some((_, key)) = self.platform_keys.iter().find(|(s, _)| s == serial) else {
            return Err(GatewayError::Forged(format!("unknown platform serial {serial}")));
        };
        let ts: i64 = timestamp.parse().map_err(|_| GatewayError::Forged("timestamp is not a number".into()))?;
        if ts.abs_diff(Utc::now().timestamp()) > MAX_CLOCK_SKEW_SECS as u64 {
            return Err(GatewayError::Forged("timestamp outside the 5-minute window".into()));
        }
        if !verify_message(key, &answer_message(timestamp, nonce, body), signature) {
            return Err(GatewayError::Forged("signature does not verify".into()));
        }
        Ok(())
    }

    /// Sends one signed request and answers the verified 2xx body (empty for 204).
    async fn call(&self, method: Method, path_and_query: &str, body: Option<String>) -> Result<String, GatewayError> {
        let bytes = self.send(method, path_and_query, body, true).await?;
        String::from_utf8(bytes).map_err(|_| GatewayError::Unavailable("answer is not UTF-8".into()))
    }

    /// Sends one signed request; a 2xx body is checked against the gateway's
    /// signature when `signed_answer` (bill files carry a hash instead).
    async fn send(&self, method: Method, path_and_query: &str, body: Option<String>, signed_answer: bool) -> Result<Vec<u8>, GatewayError> {
        let url = reqwest::Url::parse(&format!("{}{path_and_query}", self.base_url))
            .map_err(|e| GatewayError::Unavailable(format!("bad gateway URL: {e}")))?;
        // The signature covers the path as WeChat sees it, from `/v3/...`: relative to the
        // configured base URL, so a gateway mounted under a prefix (the sandbox) and any
        // merchant library that signs `/v3/...` agree on the signed text.
        let signed_path = path_and_query;
        let body = body.unwrap_or_default();
        let authorization = self.authorization(method.as_str(), signed_path, body.as_bytes());
        let mut request = self
            .client
            .request(method, url)
            .header("Authorization", authorization)
            .header("Accept", "application/json")
            .header("Content-Type", "application/json");
        if !body.is_empty() {
            request = request.body(body);
        }
        let mut answer = request.send().await.map_err(|e| GatewayError::Unavailable(e.to_string()))?;
        let status = answer.status();
        let headers = answer.headers().clone();
        let mut bytes = Vec::new();
        while let Some(chunk) = answer.chunk().await.map_err(|e| GatewayError::Unavailable(e.to_string()))? {
            if bytes.len() + chunk.len() > MAX_ANSWER_BYTES {
                return Err(GatewayError::Unavailable("answer too large".into()));
            }
            bytes.extend_from_slice(&chunk);
        }
        if status.is_success() {
            if signed_answer && !bytes.is_empty() {
                self.verify_signed(&headers, &bytes)?;
            }
            return Ok(bytes);
        }
        let refused = serde_json::from_slice::<ErrorAnswer>(&bytes).ok();
        match refused {
            // Overload and server faults mean "try again later", not "no".
            Some(e) if !status.is_server_error() && status != StatusCode::TOO_MANY_REQUESTS => {
                Err(GatewayError::Refused { code: e.code, message: e.message })
            }
            Some(e) => Err(GatewayError::Unavailable(format!("HTTP {status}: {} {}", e.code, e.message))),
            None => Err(GatewayError::Unavailable(format!("HTTP {status}"))),
        }
    }

    fn checked_no(no: &str) -> Result<(), GatewayError> {
        if valid_out_trade_no(no) {
            Ok(())
        } else {
            Err(GatewayError::Refused { code: "PARAM_ERROR".into(), message: "out_trade_no must be 6-32 letters, digits, _-|*".into() })
        }
    }
}

#[async_trait]
impl PaymentGateway for WechatPay {
    async fn create_native(&self, order: &NativeOrder<'_>) -> Result<String, GatewayError> {
        Self::checked_no(order.pay_transaction_no)?;
        let body = NativeRequest {
            appid: &self.app_id,
            mchid: &self.mch_id,
            description: order.description,
            out_trade_no: order.pay_transaction_no,
            time_expire: rfc3339_beijing(order.expires_at),
            notify_url: &self.notify_url,
            amount: RequestAmount { total: order.amount, currency: "CNY" },
        };
        let body = serde_json::to_string(&body).map_err(|e| GatewayError::Unavailable(e.to_string()))?;
        let answer = self.call(Method::POST, "/v3/pay/transactions/native", Some(body)).await?;
        let answer: NativeAnswer = serde_json::from_str(&answer).map_err(|e| GatewayError::Unavailable(format!("unreadable answer: {e}")))?;
        Ok(answer.code_url)
    }

    async fn query(&self, pay_transaction_no: &str) -> Result<GatewayTransaction, GatewayError> {
        Self::checked_no(pay_transaction_no)?;
        let path = format!("/v3/pay/transactions/out-trade-no/{pay_transaction_no}?mchid={}", self.mch_id);
        let answer = self.call(Method::GET, &path, None).await?;
        let (transaction, _) = transaction_from(answer).map_err(GatewayError::Unavailable)?;
        if transaction.pay_transaction_no != pay_transaction_no || transaction.mch_id != self.mch_id {
            return Err(GatewayError::Forged("the answer is about another payment".into()));
        }
        Ok(transaction)
    }

    async fn close(&self, pay_transaction_no: &str) -> Result<(), GatewayError> {
        Self::checked_no(pay_transaction_no)?;
        let path = format!("/v3/pay/transactions/out-trade-no/{pay_transaction_no}/close");
        let body = serde_json::json!({ "mchid": self.mch_id }).to_string();
        self.call(Method::POST, &path, Some(body)).await.map(|_| ())
    }

    fn verify_notification(&self, headers: &HeaderMap, body: &[u8]) -> Result<Notice, GatewayError> {
        self.verify_signed(headers, body)?;
        let n: Notification = serde_json::from_slice(body).map_err(|e| GatewayError::Forged(format!("unreadable notification: {e}")))?;
        if n.resource.algorithm != RESOURCE_ALGORITHM {
            return Err(GatewayError::Forged(format!("unknown algorithm {}", n.resource.algorithm)));
        }
        let refund = match n.event_type.as_str() {
            "TRANSACTION.SUCCESS" => false,
            "REFUND.SUCCESS" | "REFUND.ABNORMAL" | "REFUND.CLOSED" => true,
            other => return Err(GatewayError::Refused { code: "UNKNOWN_EVENT".into(), message: format!("event_type {other} is not handled") }),
        };
        let plain = decrypt_resource(&self.api_v3_key, &n.resource.ciphertext, &n.resource.associated_data, &n.resource.nonce)?;
        // It decrypted with our key and carries the gateway's signature, so an unreadable one is the gateway's fault.
        let notice = if refund {
            let r = refund_from(plain, "").map_err(GatewayError::Unavailable)?;
            let expected = match r.state {
                RefundState::Success => "REFUND.SUCCESS",
                RefundState::Abnormal => "REFUND.ABNORMAL",
                RefundState::Closed => "REFUND.CLOSED",
                RefundState::Processing => "",
            };
            if expected != n.event_type {
                return Err(GatewayError::Forged(format!("{} says refund_status {:?}", n.event_type, r.state)));
            }
            if r.mch_id != self.mch_id {
                return Err(GatewayError::Forged(format!("refund of another merchant {}", r.mch_id)));
            }
            Notice::Refund(r)
        } else {
            let (transaction, _) = transaction_from(plain).map_err(GatewayError::Unavailable)?;
            if transaction.state != GatewayState::Success {
                return Err(GatewayError::Forged(format!("TRANSACTION.SUCCESS says {:?}", transaction.state)));
            }
            if transaction.mch_id != self.mch_id {
                return Err(GatewayError::Forged(format!("paid to another merchant {}", transaction.mch_id)));
            }
            Notice::Transaction(transaction)
        };
        Ok(notice)
    }

    async fn refund(&self, refund: &RefundOrder<'_>) -> Result<GatewayRefund, GatewayError> {
        Self::checked_no(refund.pay_transaction_no)?;
        Self::checked_no(refund.refund_no)?;
        let body = RefundRequest {
            out_trade_no: refund.pay_transaction_no,
            out_refund_no: refund.refund_no,
            reason: refund.reason,
            notify_url: &self.notify_url,
            amount: RefundRequestAmount { refund: refund.amount, total: refund.total, currency: "CNY" },
        };
        let body = serde_json::to_string(&body).map_err(|e| GatewayError::Unavailable(e.to_string()))?;
        let answer = self.call(Method::POST, "/v3/refund/domestic/refunds", Some(body)).await?;
        let r = refund_from(answer, &self.mch_id).map_err(GatewayError::Unavailable)?;
        if r.refund_no != refund.refund_no {
            return Err(GatewayError::Forged("the answer is about another refund".into()));
        }
        Ok(r)
    }

    async fn query_refund(&self, refund_no: &str) -> Result<GatewayRefund, GatewayError> {
        Self::checked_no(refund_no)?;
        let answer = self.call(Method::GET, &format!("/v3/refund/domestic/refunds/{refund_no}"), None).await?;
        let r = refund_from(answer, &self.mch_id).map_err(GatewayError::Unavailable)?;
        if r.refund_no != refund_no {
            return Err(GatewayError::Forged("the answer is about another refund".into()));
        }
        Ok(r)
    }

    async fn trade_bill(&self, bill_date: &str) -> Result<String, GatewayError> {
        let date_ok = bill_date.len() == 10 && chrono::NaiveDate::parse_from_str(bill_date, "%Y-%m-%d").is_ok();
        if !date_ok {
            return Err(GatewayError::Refused { code: "PARAM_ERROR".into(), message: "bill_date must be YYYY-MM-DD".into() });
        }
        let answer = self.call(Method::GET, &format!("/v3/bill/tradebill?bill_date={bill_date}&bill_type=ALL"), None).await?;
        let bill: BillAnswer = serde_json::from_str(&answer).map_err(|e| GatewayError::Unavailable(format!("unreadable answer: {e}")))?;
        if bill.hash_type != "SHA1" {
            return Err(GatewayError::Forged(format!("unknown hash_type {}", bill.hash_type)));
        }
        // Only a file of the gateway itself is fetched: the URL must be under the base URL.
        let relative = bill
            .download_url
            .strip_prefix(&self.base_url)
            .filter(|rest| rest.starts_with('/'))
            .ok_or_else(|| GatewayError::Forged(format!("download_url {} is not the gateway's", bill.download_url)))?
            .to_string();
        let bytes = self.send(Method::GET, &relative, None, false).await?;
        let digest = hex::encode(<sha1::Sha1 as sha1::Digest>::digest(&bytes));
        if !digest.eq_ignore_ascii_case(bill.hash_value.trim()) {
            return Err(GatewayError::Forged("the bill's SHA-1 does not match hash_value".into()));
        }
        String::from_utf8(bytes).map_err(|_| GatewayError::Unavailable("bill is not UTF-8".into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kernel::config::Config;

    fn config() -> WechatPayConfig {
        Config::figment("test").extract::<Config>().expect("defaults").pay.wechat
    }

    #[test]
    fn signatures_verify_with_the_matching_key_only() {
        let c = config();
        let merchant = parse_private_key(&c.merchant_private_key).unwrap();
        let merchant_pub = parse_public_key(&c.sandbox.merchant_public_key).unwrap();
        let platform_pub = parse_public_key(&c.platform_public_key).unwrap();
        let message = request_message("POST", "/v3/pay/transactions/native", "1767225600", "abc", b"{\"a\":1}");
        let sig = sign_message(&merchant, &message);
        assert!(verify_message(&merchant_pub, &message, &sig));
        // PKCS#1 v1.5 is deterministic: blinding does not change the signature.
        assert_eq!(sig, sign_message(&merchant, &message));
        let mut tampered = message.clone();
        tampered[0] = b'G';
        assert!(!verify_message(&merchant_pub, &tampered, &sig));
        assert!(!verify_message(&platform_pub, &message, &sig), "another key");
        let mut bad = BASE64.decode(&sig).unwrap();
        bad[10] ^= 1;
        assert!(!verify_message(&merchant_pub, &message, &BASE64.encode(bad)));
        assert!(!verify_message(&merchant_pub, &message, "not base64!"));
        assert!(!verify_message(&merchant_pub, &message, ""));
        // The sandbox's platform pair matches the platform public key the adapter trusts.
        let platform = parse_private_key(&c.sandbox.platform_private_key).unwrap();
        assert!(verify_message(&platform_pub, b"x", &sign_message(&platform, b"x")));
    }

    #[test]
    fn resources_decrypt_only_as_sealed() {
        let key = config().api_v3_key;
        let sealed = encrypt_resource(&key, "{\"paid\":true}", "transaction", "0123456789ab").unwrap();
        assert_eq!(decrypt_resource(&key, &sealed, "transaction", "0123456789ab").unwrap(), "{\"paid\":true}");
        let mut bytes = BASE64.decode(&sealed).unwrap();
        bytes[0] ^= 1;
        let forged = |r: Result<String, GatewayError>| matches!(r, Err(GatewayError::Forged(_)));
        assert!(forged(decrypt_resource(&key, &BASE64.encode(&bytes), "transaction", "0123456789ab")), "changed ciphertext");
        assert!(forged(decrypt_resource("another-32-byte-api-v3-key-00000", &sealed, "transaction", "0123456789ab")), "wrong key");
        assert!(forged(decrypt_resource(&key, &sealed, "certificate", "0123456789ab")), "wrong AAD");
        assert!(forged(decrypt_resource(&key, &sealed, "transaction", "0123456789ac")), "wrong nonce");
        assert!(forged(decrypt_resource(&key, &sealed, "transaction", "short")), "nonce length");
        assert!(forged(decrypt_resource("short", &sealed, "transaction", "0123456789ab")), "key length");
        assert!(forged(decrypt_resource(&key, "%%%", "transaction", "0123456789ab")), "not base64");
        assert!(encrypt_resource("short", "x", "", "0123456789ab").is_err());
    }

    #[test]
    fn times_are_beijing_rfc3339() {
        assert_eq!(rfc3339_beijing(1_767_225_600), "2026-01-01T08:00:00+08:00");
        assert!(valid_out_trade_no("P20260101000001") && !valid_out_trade_no("../../x") && !valid_out_trade_no("12345"));
    }
}

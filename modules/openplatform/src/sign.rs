//! The gateway's signatures: the string a caller signs (HMAC-SHA256 over the method, the path
//! as sent, the sorted query, the three X-Ptd headers and the body's SHA-256) and the one the
//! platform adds for the upstream, so it can tell a call came through the gateway.

use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};

type HmacSha256 = Hmac<Sha256>;

/// How far a request's timestamp may be from the server's clock, in seconds.
pub const SKEW_SECONDS: i64 = 300;
/// The shortest nonce accepted.
pub const MIN_NONCE: usize = 16;
/// The longest nonce accepted (it is kept until it expires).
pub const MAX_NONCE: usize = 64;

/// The parts of a request the caller signs.
pub struct Signed<'a> {
    pub method: &'a str,
    /// The request path as sent, from `/api/`.
    pub path: &'a str,
    /// The raw query string (without `?`), or "".
    pub query: &'a str,
    pub app_key: &'a str,
    pub nonce: &'a str,
    pub timestamp: &'a str,
    pub body: &'a [u8],
}

/// Characters kept as they are when a query's names and values are encoded (RFC 3986 unreserved).
fn unreserved(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~')
}

/// Percent-encodes everything but the unreserved characters, in upper-case hex.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if unreserved(b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The query's parameters decoded, sorted by name (then value) and encoded again: one form
/// whatever encoding the caller's library chose.
pub fn sorted_query(query: &str) -> String {
    let mut pairs: Vec<(String, String)> = url::form_urlencoded::parse(query.as_bytes()).map(|(k, v)| (k.into_owned(), v.into_owned())).collect();
    pairs.sort();
    pairs.iter().map(|(k, v)| format!("{}={}", encode(k), encode(v))).collect::<Vec<_>>().join("&")
}

/// The string to sign.
pub fn canonical(s: &Signed<'_>) -> String {
    format!(
        "{}\n{}\n{}\nx-ptd-appkey:{}\nx-ptd-nonce:{}\nx-ptd-timestamp:{}\n{}",
        s.method.to_ascii_uppercase(),
        s.path,
        sorted_query(s.query),
        s.app_key,
        s.nonce,
        s.timestamp,
        hex::encode(Sha256::digest(s.body))
    )
}

/// HMAC-SHA256 of `text` under `secret`, in lower-case hex.
pub fn hmac_hex(secret: &str, text: &str) -> String {
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(text.as_bytes());
    hex::encode(mac.finalize().into_bytes())
}

/// Whether `signature` (hex, either case) is the request's under `secret`, compared in constant time.
pub fn verify(secret: &str, s: &Signed<'_>, signature: &str) -> bool {
    let Ok(given) = hex::decode(signature.trim()) else { return false };
    let mut mac = HmacSha256::new_from_slice(secret.as_bytes()).expect("HMAC takes keys of any length");
    mac.update(canonical(s).as_bytes());
    // `verify_slice` compares in constant time.
    mac.verify_slice(&given).is_ok()
}

/// What the platform signs for the upstream, under the partner app's secret:
/// `callId\ncompanyId\ntimestamp\nMETHOD\nPATH?QUERY\nHEX(SHA256(body))`, PATH and QUERY as the upstream receives them.
pub fn platform_canonical(call_id: i64, company_id: i64, timestamp: i64, method: &str, path_and_query: &str, body: &[u8]) -> String {
    format!("{call_id}\n{company_id}\n{timestamp}\n{}\n{path_and_query}\n{}", method.to_ascii_uppercase(), hex::encode(Sha256::digest(body)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request<'a>(query: &'a str, body: &'a [u8]) -> Signed<'a> {
        Signed { method: "post", path: "/api/ptd-open-api/gateway/demo-echo", query, app_key: "ok_key", nonce: "0123456789abcdef", timestamp: "1700000000", body }
    }

    #[test]
    fn the_string_to_sign_names_every_part_in_order() {
        let c = canonical(&request("b=2&a=1", b"{}"));
        assert_eq!(
            c,
            "POST\n/api/ptd-open-api/gateway/demo-echo\na=1&b=2\nx-ptd-appkey:ok_key\nx-ptd-nonce:0123456789abcdef\nx-ptd-timestamp:1700000000\n44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a"
        );
    }

    #[test]
    fn a_query_is_sorted_and_encoded_one_way_whatever_the_caller_sent() {
        assert_eq!(sorted_query("name=%E4%B8%AD+x&a=b%20c&a=a"), "a=a&a=b%20c&name=%E4%B8%AD%20x");
        assert_eq!(sorted_query("z=1&k=~._-"), "k=~._-&z=1");
        assert_eq!(sorted_query(""), "");
    }

    #[test]
    fn a_signature_verifies_under_its_secret_only_and_over_its_body_only() {
        let r = request("a=1", b"{\"x\":1}");
        let sig = hmac_hex("secret-1", &canonical(&r));
        assert!(verify("secret-1", &r, &sig));
        assert!(verify("secret-1", &r, &sig.to_uppercase()));
        assert!(!verify("secret-2", &r, &sig));
        assert!(!verify("secret-1", &request("a=1", b"{\"x\":2}"), &sig));
        assert!(!verify("secret-1", &request("a=2", b"{\"x\":1}"), &sig));
        assert!(!verify("secret-1", &r, "not hex"));
        assert!(!verify("secret-1", &r, ""));
    }

    #[test]
    fn the_platforms_signature_covers_the_call_the_company_and_the_body() {
        let a = platform_canonical(7, 9, 1700000000, "get", "/echo?a=1", b"");
        assert!(a.starts_with("7\n9\n1700000000\nGET\n/echo?a=1\n"));
        assert_ne!(hmac_hex("s", &a), hmac_hex("s", &platform_canonical(7, 8, 1700000000, "get", "/echo?a=1", b"")));
    }
}

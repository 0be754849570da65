#!/usr/bin/env python3
"""A signed call to the platform's open API gateway, with nothing but Python's standard library.

Usage: scripts/open_api_call.py BASE APP_KEY APP_SECRET METHOD API_CODE[/more][?query] [BODY]
e.g.   scripts/open_api_call.py http://127.0.0.1:8080 ok1234... s3cr3t... POST demo-echo '{"hello":"world"}'

The string signed (HMAC-SHA256 with the app secret, hex) is
    METHOD \n PATH \n SORTED_QUERY \n x-ptd-appkey:KEY \n x-ptd-nonce:NONCE \n x-ptd-timestamp:SECONDS \n HEX(SHA256(BODY))
where PATH is the request path as sent (from /api/) and SORTED_QUERY the query's parameters
sorted by name, each name and value percent-encoded (RFC 3986 unreserved characters kept).
Prints the HTTP status, the call id and the answer.
"""
import hashlib
import hmac
import secrets
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

GATEWAY = "/api/ptd-open-api/gateway/"


def sorted_query(query: str) -> str:
    pairs = sorted(urllib.parse.parse_qsl(query, keep_blank_values=True))
    return "&".join(f"{urllib.parse.quote(k, safe='-_.~')}={urllib.parse.quote(v, safe='-_.~')}" for k, v in pairs)


def string_to_sign(method: str, path: str, query: str, app_key: str, nonce: str, timestamp: str, body: bytes) -> str:
    digest = hashlib.sha256(body).hexdigest()
    return f"{method.upper()}\n{path}\n{sorted_query(query)}\nx-ptd-appkey:{app_key}\nx-ptd-nonce:{nonce}\nx-ptd-timestamp:{timestamp}\n{digest}"


def call(base: str, app_key: str, secret: str, method: str, target: str, body: bytes = b"", headers: dict | None = None, nonce: str | None = None, timeout: float = 40):
    """Sends one signed call; answers (status, headers, body bytes)."""
    url = base.rstrip("/") + GATEWAY + target.lstrip("/")
    parts = urllib.parse.urlsplit(url)
    nonce = nonce or secrets.token_hex(16)
    timestamp = str(int(time.time()))
    signature = hmac.new(secret.encode(), string_to_sign(method, parts.path, parts.query, app_key, nonce, timestamp, body).encode(), hashlib.sha256).hexdigest()
    request = urllib.request.Request(url, data=body if method.upper() not in ("GET", "HEAD") else None, method=method.upper())
    for name, value in {
        "X-Ptd-AppKey": app_key,
        "X-Ptd-Timestamp": timestamp,
        "X-Ptd-Nonce": nonce,
        "X-Ptd-Signature-Method": "HMAC-SHA256",
        "X-Ptd-Signature": signature,
        "Content-Type": "application/json",
        **(headers or {}),
    }.items():
        request.add_header(name, value)
    try:
        with urllib.request.urlopen(request, timeout=timeout) as reply:
            return reply.status, dict(reply.headers), reply.read()
    except urllib.error.HTTPError as refused:
        return refused.code, dict(refused.headers), refused.read()


def main() -> int:
    if len(sys.argv) < 6:
        print(__doc__)
        return 2
    base, app_key, secret, method, target = sys.argv[1:6]
    body = sys.argv[6].encode() if len(sys.argv) > 6 else b""
    status, headers, answer = call(base, app_key, secret, method, target, body)
    print(status, headers.get("X-Ptd-Call-Id", ""))
    print(answer.decode("utf-8", "replace"))
    return 0 if 200 <= status < 300 else 1


if __name__ == "__main__":
    sys.exit(main())

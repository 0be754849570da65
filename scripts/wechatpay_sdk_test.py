# Proves the unmodified community SDK wechatpayv3 (public-key mode) drives the kernel's WeChat Pay v3 sandbox; run by scripts/wechatpay-sdk-test.sh.
"""Usage: wechatpay_sdk_test.py http://127.0.0.1:<port>

Every check is a named step counted as passed or failed; the last line is
`wechatpayv3: N passed, M failed` and the exit status is 1 on any failure.
A step whose prerequisite failed is counted failed, never skipped silently.
The SDK is used as its README shows; the only things set from outside are its
gateway (`_core._gate_way`, which has no constructor parameter) and, in this
test, spies around `Core._verify_signature` / `Core._update_certificates` that
call the originals unchanged and record what they did.
"""

import gzip
import hashlib
import http.client
import json
import os
import queue
import random
import sys
import threading
import time
import tomllib
import urllib.parse
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

# Loopback only: nothing this test sends may go through a proxy.
os.environ["NO_PROXY"] = os.environ["no_proxy"] = "127.0.0.1,localhost"

from wechatpayv3 import WeChatPay, WeChatPayType  # noqa: E402

from steps import failed, finish, need, step as counted_step  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
MOUNT = "/sandbox/wechatpay"
NOTIFY_WAIT_SECONDS = 15
SHANGHAI = timezone(timedelta(hours=8))  # China keeps no daylight saving time
# Any https request the SDK might make on its own (its default gateway is WeChat's https host)
# goes to a closed loopback port instead of leaving the machine.
NO_HTTPS_PROXY = {"https": "http://127.0.0.1:9"}


def step(name, fn):
    """A counted step; a failure shows where in the SDK or this test it was raised."""
    return counted_step(name, fn, frames=("wechatpayv3", __file__))

def answer_json(code, message, expected_code):
    """The SDK's (status, body) pair, checked for status, and the body as JSON."""
    assert code == expected_code, f"HTTP {code}, expected {expected_code}: {message!r}"
    if isinstance(message, bytes):
        raise AssertionError(f"answer is not application/json (the SDK returned bytes): {message[:200]!r}")
    return json.loads(message) if message else None


def error_answer(code, message, status, wx_code):
    """A WeChat-shaped error answer: the HTTP status and {code, message}."""
    body = answer_json(code, message, status)
    assert isinstance(body, dict) and isinstance(body.get("message"), str), f"not {{code, message}}: {body!r}"
    assert body.get("code") == wx_code, f"code {body.get('code')!r}, expected {wx_code!r}: {body!r}"
    return f"{status} {wx_code}: {body['message']}"


class Notifications:
    """A loopback merchant endpoint: every POST is handed, headers and body, to the SDK's callback()."""

    def __init__(self):
        self.sdk = None
        self.received = {"/notify/pay": queue.Queue(), "/notify/refund": queue.Queue()}
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):  # noqa: N802 - http.server's name
                path = urllib.parse.urlsplit(self.path).path
                body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
                record = {"path": path, "headers": dict(self.headers.items()), "body": body, "result": None, "error": None}
                try:
                    record["result"] = outer.sdk.callback(self.headers, body)
                except Exception as e:  # noqa: BLE001 - reported by the step that waits for it
                    record["error"] = f"{type(e).__name__}: {e}"
                ok = record["result"] is not None
                record["status"] = 204 if ok else 500
                if ok:
                    self.send_response(204)
                    self.end_headers()
                else:
                    # WeChat's documented failure answer; the sandbox retries.
                    payload = json.dumps({"code": "FAIL", "message": "失败"}).encode()
                    self.send_response(500)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(payload)))
                    self.end_headers()
                    self.wfile.write(payload)
                outer.received.setdefault(path, queue.Queue()).put(record)

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path):
        return self.base + path

    def wait(self, path, predicate, seconds=NOTIFY_WAIT_SECONDS):
        """The first delivery to `path` that the callback decrypted and `predicate` accepts; the refused ones explain a timeout."""
        deadline = time.monotonic() + seconds
        seen = []
        while (left := deadline - time.monotonic()) > 0:
            try:
                record = self.received[path].get(timeout=left)
            except queue.Empty:
                break
            seen.append(record)
            if record["result"] is not None and predicate(record["result"]):
                return record, seen
        raise AssertionError(
            f"no accepted notification at {path} within {seconds}s; deliveries: "
            + (json.dumps([{k: (v.decode(errors='replace') if isinstance(v, bytes) else v) for k, v in r.items()} for r in seen], ensure_ascii=False, default=str) if seen else "none")
        )


def spy(core):
    """Records each signature verification the SDK makes (serial, result) and each certificate download, calling the originals."""
    log = {"verifications": [], "certificate_downloads": 0}
    verify, update = core._verify_signature, core._update_certificates

    def verifying(headers, body):
        ok = verify(headers, body)
        serial = headers.get("Wechatpay-Serial") or headers.get("wechatpay-serial")
        log["verifications"].append((serial, ok))
        return ok

    def updating():
        log["certificate_downloads"] += 1
        return update()

    core._verify_signature, core._update_certificates = verifying, updating
    return log


def post_no_redirect(url):
    parts = urllib.parse.urlsplit(url)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        conn.request("POST", parts.path, body=b"", headers={"Content-Length": "0"})
        r = conn.getresponse()
        r.read()
        return r.status, r.getheader("Location")
    finally:
        conn.close()


def new_no(prefix):
    return f"{prefix}{datetime.now(SHANGHAI):%Y%m%d%H%M%S}{random.randrange(10**6):06d}"


def main():
    if len(sys.argv) != 2 or not sys.argv[1].startswith("http://127.0.0.1:"):
        print("usage: wechatpay_sdk_test.py http://127.0.0.1:<port>", file=sys.stderr)
        return 2
    base = sys.argv[1].rstrip("/")
    gateway = base + MOUNT
    s = {}  # what the steps learn, for the steps after them

    def read_config():
        with open(ROOT / "config" / "default.toml", "rb") as f:
            wechat = tomllib.load(f)["pay"]["wechat"]
        for key in ("mch_id", "app_id", "api_v3_key", "merchant_serial", "platform_serial", "merchant_private_key", "platform_public_key"):
            assert wechat.get(key), f"pay.wechat.{key} is empty"
        for key in ("platform_private_key", "merchant_public_key"):
            assert wechat.get("sandbox", {}).get(key), f"pay.wechat.sandbox.{key} is empty"
        s["wx"] = wechat
        return f"mchid {wechat['mch_id']}, platform serial {wechat['platform_serial']}"

    notifications = Notifications()

    def build(private_key=None, public_key=None):
        wx = need(s.get("wx"), "the configuration")
        sdk = WeChatPay(
            wechatpay_type=WeChatPayType.NATIVE,
            mchid=wx["mch_id"],
            private_key=private_key or wx["merchant_private_key"],
            cert_serial_no=wx["merchant_serial"],
            appid=wx["app_id"],
            apiv3_key=wx["api_v3_key"],
            notify_url=notifications.url("/notify/pay"),
            public_key=public_key or wx["platform_public_key"],
            public_key_id=wx["platform_serial"],
            proxy=NO_HTTPS_PROXY,
            timeout=(5, 20),
        )
        sdk._core._gate_way = gateway  # no constructor parameter for it (wechatpayv3/core.py:23)
        return sdk

    def build_sdk():
        sdk = build()
        core = sdk._core
        assert core._public_key is not None and core._public_key_id == s["wx"]["platform_serial"], "not in public-key mode"
        assert core._certificates == [], "platform certificates were loaded at construction"
        s["sdk"], s["log"] = sdk, spy(core)
        notifications.sdk = sdk
        return f"gateway {core._gate_way}, notify_url {sdk._notify_url}"

    step("config: the sandbox keys read from config/default.toml", read_config)
    step("sdk: WeChatPay built in public-key mode, no certificate download", build_sdk)

    total, refund_amount = 1234, 500

    def pay():
        sdk = need(s.get("sdk"), "the SDK")
        no = new_no("SDKPAY")
        code, message = sdk.pay(description="工业软件年费（SDK 测试）", out_trade_no=no, amount={"total": total})
        body = answer_json(code, message, 200)
        url = body.get("code_url")
        assert url == f"{gateway}/cashier/{no}", f"code_url {url!r}"
        s["no"], s["code_url"] = no, url
        return url

    def query_notpay():
        sdk, no = need(s.get("sdk"), "the SDK"), need(s.get("no"), "a placed order")
        t = answer_json(*sdk.query(out_trade_no=no), 200)
        assert t.get("trade_state") == "NOTPAY", f"trade_state {t.get('trade_state')!r}"
        assert (t.get("out_trade_no"), t.get("mchid"), t.get("appid")) == (no, s["wx"]["mch_id"], s["wx"]["app_id"]), t
        assert t.get("amount", {}).get("total") == total, t
        return "NOTPAY"

    def signatures_verified():
        log = need(s.get("log"), "the SDK")
        results = log["verifications"]
        assert results, "the SDK verified no answer"
        assert all(ok for _, ok in results), f"a verification failed: {results}"
        serials = {serial for serial, _ in results}
        assert serials == {s["wx"]["platform_serial"]}, f"answers signed under serials {serials}"
        assert log["certificate_downloads"] == 0, "the SDK asked /v3/certificates"
        # Verification is live: the same answers checked against another key are refused.
        wary = build(public_key=s["wx"]["sandbox"]["merchant_public_key"])
        try:
            wary.query(out_trade_no=need(s.get("no"), "a placed order"))
        except Exception as e:  # noqa: BLE001 - the SDK raises a bare Exception
            assert str(e) == "failed to verify the signature", f"unexpected {e!r}"
        else:
            raise AssertionError("an SDK holding the wrong platform key accepted the answer")
        return f"{len(results)} answers verified under {serials.pop()}; a wrong key is refused"

    step("pay: NATIVE order answers 200 with a code_url", pay)
    step("query: the unpaid order is NOTPAY", query_notpay)
    step("signatures: the SDK verified every answer with the platform public key", signatures_verified)

    def payer_pays():
        url = need(s.get("code_url"), "a code_url")
        status, location = post_no_redirect(url + "/pay")
        assert status == 303, f"HTTP {status}"
        assert location and location.endswith(f"/cashier/{s['no']}"), f"Location {location!r}"
        s["paid"] = True
        return f"303 to {location}"

    def paid_notification():
        need(s.get("paid"), "the payer to have paid")
        no = s["no"]
        record, seen = notifications.wait("/notify/pay", lambda r: r.get("resource", {}).get("out_trade_no") == no)
        n = record["result"]
        assert n.get("event_type") == "TRANSACTION.SUCCESS", n
        assert n.get("resource_type") == "encrypt-resource", n
        t = n["resource"]
        assert t.get("trade_state") == "SUCCESS", t
        assert t.get("amount", {}).get("total") == total, t
        assert (t.get("mchid"), t.get("appid")) == (s["wx"]["mch_id"], s["wx"]["app_id"]), t
        assert t.get("transaction_id"), t
        s["transaction_id"] = t["transaction_id"]
        return f"transaction {t['transaction_id']}, answered 204 after {len(seen)} delivery(ies)"

    def query_success():
        sdk, no = need(s.get("sdk"), "the SDK"), need(s.get("paid") and s.get("no"), "a paid order")
        t = answer_json(*sdk.query(out_trade_no=no), 200)
        assert t.get("trade_state") == "SUCCESS", f"trade_state {t.get('trade_state')!r}"
        if s.get("transaction_id"):
            assert t.get("transaction_id") == s["transaction_id"], t
        assert t.get("amount", {}).get("total") == total, t
        return "SUCCESS"

    def close_unpaid():
        sdk = need(s.get("sdk"), "the SDK")
        no = new_no("SDKCLS")
        answer_json(*sdk.pay(description="关单测试", out_trade_no=no, amount={"total": 100}), 200)
        code, message = sdk.close(out_trade_no=no)
        assert code == 204, f"HTTP {code}: {message!r}"
        assert not message, f"a 204 with a body: {message!r}"
        s["closed"] = no
        return f"{no} closed"

    def query_closed():
        sdk, no = need(s.get("sdk"), "the SDK"), need(s.get("closed"), "a closed order")
        t = answer_json(*sdk.query(out_trade_no=no), 200)
        assert t.get("trade_state") == "CLOSED", f"trade_state {t.get('trade_state')!r}"
        return "CLOSED"

    def close_paid():
        sdk, no = need(s.get("sdk"), "the SDK"), need(s.get("paid") and s.get("no"), "a paid order")
        return error_answer(*sdk.close(out_trade_no=no), 400, "ORDERPAID")

    step("cashier: the payer pays (303)", payer_pays)
    step("notify: TRANSACTION.SUCCESS verified and decrypted by callback()", paid_notification)
    step("query: the paid order is SUCCESS", query_success)
    step("close: an unpaid order answers 204", close_unpaid)
    step("query: the closed order is CLOSED", query_closed)
    step("close: the paid order is refused with ORDERPAID", close_paid)

    def refund():
        sdk, no = need(s.get("sdk"), "the SDK"), need(s.get("paid") and s.get("no"), "a paid order")
        out_refund_no = new_no("SDKREF")
        code, message = sdk.refund(
            out_refund_no=out_refund_no,
            amount={"refund": refund_amount, "total": total, "currency": "CNY"},
            out_trade_no=no,
            reason="SDK 测试退款",
            notify_url=notifications.url("/notify/refund"),
        )
        r = answer_json(code, message, 200)
        assert r.get("status") in ("PROCESSING", "SUCCESS"), f"status {r.get('status')!r}"
        assert (r.get("out_refund_no"), r.get("out_trade_no")) == (out_refund_no, no), r
        assert r.get("refund_id"), r
        if s.get("transaction_id"):
            assert r.get("transaction_id") == s["transaction_id"], r
        amount = r.get("amount", {})
        assert (amount.get("refund"), amount.get("total"), amount.get("currency")) == (refund_amount, total, "CNY"), r
        s["out_refund_no"], s["refund_id"] = out_refund_no, r["refund_id"]
        return f"{out_refund_no} {r['status']}"

    def refund_too_much():
        sdk = need(s.get("sdk"), "the SDK")
        need(s.get("out_refund_no"), "a first refund")
        left = total - refund_amount
        code, message = sdk.refund(
            out_refund_no=new_no("SDKREF"),
            amount={"refund": left + 1, "total": total, "currency": "CNY"},
            out_trade_no=s["no"],
            notify_url=notifications.url("/notify/refund"),
        )
        # WeChat: 400 INVALID_REQUEST 申请退款金额超过订单可退金额
        return error_answer(code, message, 400, "INVALID_REQUEST")

    def query_refund():
        sdk, out_refund_no = need(s.get("sdk"), "the SDK"), need(s.get("out_refund_no"), "a refund")
        r = answer_json(*sdk.query_refund(out_refund_no=out_refund_no), 200)
        assert r.get("out_refund_no") == out_refund_no and r.get("refund_id") == s["refund_id"], r
        assert r.get("out_trade_no") == s["no"], r
        assert r.get("status") in ("PROCESSING", "SUCCESS"), f"status {r.get('status')!r}"
        assert r.get("amount", {}).get("refund") == refund_amount, r
        return r["status"]

    def refund_notification():
        out_refund_no = need(s.get("out_refund_no"), "a refund")
        record, seen = notifications.wait("/notify/refund", lambda r: r.get("resource", {}).get("out_refund_no") == out_refund_no)
        n = record["result"]
        assert n.get("event_type") == "REFUND.SUCCESS", n
        assert n.get("resource_type") == "encrypt-resource", n
        r = n["resource"]
        assert r.get("refund_status") == "SUCCESS", r
        assert (r.get("out_trade_no"), r.get("refund_id"), r.get("mchid")) == (s["no"], s["refund_id"], s["wx"]["mch_id"]), r
        amount = r.get("amount", {})
        assert (amount.get("refund"), amount.get("total")) == (refund_amount, total), r
        s["refunded"] = True
        return f"{r['refund_id']}, answered 204 after {len(seen)} delivery(ies)"

    def query_refund_success():
        sdk, out_refund_no = need(s.get("sdk"), "the SDK"), need(s.get("refunded") and s.get("out_refund_no"), "a notified refund")
        r = answer_json(*sdk.query_refund(out_refund_no=out_refund_no), 200)
        assert r.get("status") == "SUCCESS", f"status {r.get('status')!r}"
        assert r.get("success_time"), r
        return "SUCCESS"

    step("refund: a partial refund answers 200 PROCESSING or SUCCESS", refund)
    step("refund: more than what is left is refused with INVALID_REQUEST", refund_too_much)
    step("query_refund: the refund found by out_refund_no", query_refund)
    step("notify: REFUND.SUCCESS verified and decrypted by callback()", refund_notification)
    step("query_refund: the notified refund is SUCCESS", query_refund_success)

    def trade_bill():
        sdk = need(s.get("sdk"), "the SDK")
        need(s.get("paid"), "a paid order")
        today = datetime.now(SHANGHAI).strftime("%Y-%m-%d")
        b = answer_json(*sdk.trade_bill(bill_date=today), 200)  # the SDK adds bill_type=ALL&tar_type=GZIP
        assert b.get("hash_type") == "SHA1", b
        assert isinstance(b.get("hash_value"), str) and len(b["hash_value"]) == 40, b
        url = b.get("download_url") or ""
        # download_bill() strips the gateway off the URL and signs the rest (wechatpayv3/transaction.py:301).
        assert url.startswith(gateway + "/v3/"), f"download_url {url!r} does not start with the gateway {gateway}/v3/"
        s["bill"] = b
        return f"{today}: {url}"

    def download_bill():
        sdk, b = need(s.get("sdk"), "the SDK"), need(s.get("bill"), "a bill address")
        code, content = sdk.download_bill(b["download_url"])
        assert code == 200, f"HTTP {code}: {content[:300]!r}"
        if isinstance(content, str):  # served as application/json, so the SDK decoded it
            content = content.encode()
        gzipped = content[:2] == b"\x1f\x8b"
        raw = gzip.decompress(content) if gzipped else content
        digest = hashlib.sha1(raw).hexdigest()
        # WeChat: hash_value is the SHA-1 of the bill itself (the gzip unpacked).
        assert digest == b["hash_value"].lower(), f"SHA-1 {digest}, hash_value {b['hash_value']}"
        s["bill_text"], s["bill_gzipped"] = raw.decode("utf-8-sig"), gzipped
        return f"{len(content)} bytes{' gzip' if gzipped else ''}, SHA-1 {digest}"

    def bill_gzip():
        need(s.get("bill_text") is not None, "a downloaded bill")
        # The SDK always sends tar_type (default GZIP, wechatpayv3/transaction.py:242,249); WeChat then sends a gzip stream.
        assert s["bill_gzipped"], "tar_type=GZIP was asked, but the bill came back uncompressed"
        return "gzip"

    def bill_rows():
        text = need(s.get("bill_text"), "a downloaded bill")
        lines = [line for line in text.replace("\r\n", "\n").split("\n") if line.strip()]
        assert len(lines) >= 4, f"{len(lines)} lines: {text[:500]!r}"
        header = lines[0].split(",")
        assert not lines[0].startswith("`") and "商户订单号" in header, f"header {lines[0]!r}"
        rows = []
        for line in lines[1:]:
            if not line.startswith("`"):
                break
            rows.append(line.split(","))
        summary = lines[1 + len(rows):]
        assert rows, "no rows"
        for row in rows:
            assert len(row) == len(header), f"{len(row)} fields under {len(header)} headers: {row}"
            assert all(f.startswith("`") for f in row), f"a field without its back-quote: {row}"
        assert len(summary) == 2 and not summary[0].startswith("`") and summary[1].startswith("`"), f"summary {summary!r}"
        assert all(f.startswith("`") for f in summary[1].split(",")), f"summary {summary[1]!r}"
        assert len(summary[0].split(",")) == len(summary[1].split(",")), f"summary {summary!r}"
        col = header.index("商户订单号")
        mine = [row for row in rows if row[col] == "`" + s["no"]]
        assert mine, f"{s['no']} is in no row's 商户订单号"
        yuan = f"`{total // 100}.{total % 100:02d}"
        assert any(yuan in row for row in mine), f"no field {yuan} in {mine}"
        return f"{len(rows)} rows, {len(mine)} for {s['no']}"

    step("trade_bill: today's bill address, SHA1 hash and a download_url under the gateway", trade_bill)
    step("download_bill: the SHA-1 of the bill equals hash_value", download_bill)
    step("download_bill: gzip, as tar_type=GZIP asks", bill_gzip)
    step("bill: header, back-quoted rows with the paid order, summary", bill_rows)

    def wrong_key():
        wx = need(s.get("wx"), "the configuration")
        stranger = build(private_key=wx["sandbox"]["platform_private_key"])
        return error_answer(*stranger.pay(description="错误私钥", out_trade_no=new_no("SDKBAD"), amount={"total": 100}), 401, "SIGN_ERROR")

    step("negative: a wrong merchant private key gets 401 SIGN_ERROR", wrong_key)

    notifications.server.shutdown()
    return 1 if failed else 0


if __name__ == "__main__":
    finish("wechatpayv3", main, "WECHATPAY_SDK_SERVER_LOG")

#!/usr/bin/env python3
"""Two instances of the platform on one PostgreSQL database and one S3 bucket, addressed in turn.

The bucket is moto's S3-compatible server (PyPI, pinned in
scripts/moto-requirements.txt, installed into target/moto-venv) on loopback.
Debian's nginx balances them with deploy/nginx.conf. Shows that an instance
keeps nothing of its own: a slider captcha drawn by one is passed on the
other, whose token then works once on either; a picture uploaded through
one is served by the other, and one PUT straight to the bucket at the
presigned address one handed out is registered by the other; a login on one is valid on
the other and a logout on the other revokes it; a code sent through one is
used once, on either; failed logins count across both; an operator's content
change on one shows (and is found by search) on the other at once; a partner app's one-time code issued
by one is exchanged on the other with the app's sealed secret; an hourly job
runs once in all; API calls through the open platform's gateway share their nonces, rate limits
and points holds across both, and a call in flight on an instance killed with SIGKILL is released
by the settling job, never charged; through nginx,
hashed assets are cached for good and a rolling restart (each instance stopped
with SIGTERM and started again in turn) under steady requests fails none.

Usage: scripts/cluster-test.py POSTGRES_ADMIN_URL   (make test-cluster runs it)
Needs psql, the built ./target/debug/platform and the package registry (once, for moto).
"""
import concurrent.futures
import hashlib
import hmac
import json
import os
import signal
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from open_api_call import call as open_call  # noqa: E402
from cluster import BINARY, BUCKET, MAIN, OPERATOR, ROOT, SUB, Balancer, Instance, Load, S3Server, database, drop_database, query  # noqa: E402


def check(condition: bool, what: str) -> None:
    if not condition:
        raise AssertionError(what)
    print(f"  ok  {what.split(':')[0]}")


def sms_code(instance: Instance, mobile: str) -> str:
    reply = instance.get(f"/api/dev/outbox?mobile={mobile}")
    content = reply["data"][0]["content"]
    digits = "".join(c for c in content if c.isdigit())
    return digits[:6]


def sign(secret: str, app_key: str, code: str, timestamp: int, nonce: str) -> str:
    message = f"{app_key}\n{code}\n{timestamp}\n{nonce}".encode()
    return hmac.new(secret.encode(), message, hashlib.sha256).hexdigest()


def solve_captcha(draw: Instance, check_on: Instance, database_url: str) -> str:
    """Draws a slider captcha on one instance and solves it on the other, as a person
    would; the test reads the gap from the database where a person would see it."""
    challenge = draw.get("/api/captcha/get")["data"]
    gap = int(query(database_url, f"SELECT gap_x FROM captcha_challenges WHERE id = '{challenge['captchaId']}'"))
    track = [[0, 0], [120, gap // 3], [260, 2 * gap // 3], [400, gap]]
    passed = check_on.post("/api/captcha/check", {"captchaId": challenge["captchaId"], "x": gap, "track": track})
    if passed.get("code") != 200:
        raise AssertionError(f"the captcha was not passed: {passed}")
    return passed["data"]["validate"]


def run(a: Instance, b: Instance, s3: S3Server, balancer: Balancer, database_url: str) -> None:
    print("objects")
    token = a.token(MAIN)
    picture = png()
    uploaded = upload(a, token, "/api/ptd-open-platform/partner/upload", {"kind": "logo"}, picture)
    check(uploaded.get("code") == 200, f"a picture uploaded through A: {uploaded}")
    address = uploaded["data"]
    check(address.rsplit("/", 1)[-1].split(".")[0] in s3.objects(), "it is in the shared bucket")
    check(b.raw(address) == picture, "B serves the same bytes")
    ticket = a.get("/api/ptd-open-platform/endpoint/oss/getsts", token)
    check(ticket.get("code") == 200 and ticket["data"]["uploadUrl"].startswith(s3.endpoint), f"A hands out a presigned address in the bucket: {ticket}")
    put = urllib.request.Request(ticket["data"]["uploadUrl"], data=picture, method="PUT")
    put.add_header("content-type", "image/png")
    with urllib.request.urlopen(put, timeout=10) as r:
        check(r.status == 200, "the browser PUTs the file straight to the bucket")
    registered = b.post("/api/ptd-open-platform/endpoint/oss/register", {"key": ticket["data"]["key"]}, token)
    check(registered.get("code") == 200, f"B checks and registers it: {registered}")
    check(a.raw(registered["data"]["url"]) == picture, "A serves it")

    print("sessions")
    token = a.token(MAIN)
    check(b.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") == 200, "a login on A is valid on B")
    # A keeps the caller in memory after this read; the logout on B must reach it within a second.
    check(a.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") == 200, "and on A")
    check(b.get("/api/ptd-industry/userlogOut/logOut", token).get("code") == 200, "logging out on B")
    ended = time.monotonic()
    while a.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") != 401 and time.monotonic() - ended < 3:
        time.sleep(0.02)
    took = time.monotonic() - ended
    check(took < 1, f"the logout on B ends the session kept on A within a second: {took:.3f} s")
    token = a.token(SUB)
    check(a.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") == 200, "a sub-account reads on A")
    query(database_url, "UPDATE users SET status = 0 WHERE user_name = '%s' OR mobile = '%s'" % (SUB, SUB))
    frozen = time.monotonic()
    while a.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") == 200 and time.monotonic() - frozen < 3:
        time.sleep(0.02)
    took = time.monotonic() - frozen
    check(took < 1, f"an account frozen in the database is refused by A within a second: {took:.3f} s")
    query(database_url, "UPDATE users SET status = 1 WHERE user_name = '%s' OR mobile = '%s'" % (SUB, SUB))

    print("captcha")
    validate = solve_captcha(a, b, database_url)
    check(len(validate) > 10, "a captcha drawn by A is solved on B")

    print("codes")
    sent = a.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", {"mobile": MAIN, "validate": validate})
    check(sent.get("code") == 200, f"a login code sent through A with B's captcha token: {sent}")
    reused = b.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", {"mobile": SUB, "validate": validate})
    check(reused.get("code") == 10008, f"the captcha token works once, whichever instance sees it again: {reused}")
    code = sms_code(b, MAIN)
    check(b.post("/api/ptd-user/smsLogin", {"mobile": MAIN, "smsCode": code}).get("code") == 200, "the code is accepted on B")
    again = a.post("/api/ptd-user/smsLogin", {"mobile": MAIN, "smsCode": code})
    check(again.get("code") == 10013, f"and used once, whichever instance sees it again: {again}")
    again = a.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", {"mobile": MAIN, "validate": solve_captcha(b, a, database_url)})
    check(again.get("code") != 200, f"one code a minute per number across instances: {again}")

    print("limits")
    for i in range(5):
        (a if i % 2 == 0 else b).login(SUB, "Wrong@2026")
    locked = a.login(SUB)
    check(locked.get("code") == 10004, f"five failures spread over A and B lock the account: {locked}")

    print("content")
    operator = b.token(OPERATOR)
    hotline = f"0571-{int(time.time()) % 100000000:08d}"
    form = {
        "hotline": hotline,
        "hotlineHours": "周一至周五 9:00-17:00",
        "supportMail": "help@example.cn",
        "openPlatformUrl": "https://open.example.cn",
        "developerDocsUrl": "https://open.example.cn/docs",
        "relatedLinks": [],
        "icp": "演示ICP备00000000号",
    }
    check(a.get("/api/ptd-industry/endpoint/siteSetting/get").get("code") == 200, "A reads (and caches) the site settings")
    saved = b.post("/api/ptd-industry/manage/siteSetting/save", form, operator)
    check(saved.get("code") == 200, f"an operator saves them on B: {saved}")
    # A reads the content revision again at most a quarter of a second after it last did.
    changed = time.monotonic()
    while hotline not in json.dumps(a.get("/api/ptd-industry/endpoint/siteSetting/get"), ensure_ascii=False) and time.monotonic() - changed < 3:
        time.sleep(0.02)
    took = time.monotonic() - changed
    check(took < 1, f"A shows the change within a second: {took:.3f} s")

    print("apps")
    partner = a.token(MAIN)
    uploaded = upload(a, partner, "/api/ptd-open-platform/partner/upload", {"kind": "logo"}, png())
    check(uploaded.get("code") == 200, f"a logo uploaded through A: {uploaded}")
    applied = a.post(
        "/api/ptd-open-platform/partner/apply",
        {"cooperationType": 1, "linkman": "李工", "mobile": "13912345678", "introduction": "工业软件", "logo": uploaded["data"], "publicityImgArr": []},
        partner,
    )
    check(applied.get("code") == 200, f"the company applies through A: {applied}")
    check(b.post("/api/ptd-open-platform/partner/application/review", {"id": applied["data"], "approve": True}, operator).get("code") == 200, "approved on B")
    category = b.get("/api/ptd-open-platform/partner/app/categories", partner)["data"][0]["id"]
    app = b.post(
        "/api/ptd-open-platform/partner/app",
        {"name": "zephyrq点检", "icon": uploaded["data"], "slogan": "两台实例", "description": "说明", "categoryId": category,
         "serverUrl": "https://app.example.cn/entry", "internal": 0, "isFree": True, "versions": []},
        partner,
    )
    check(app.get("code") == 200, f"an app registered on B: {app}")
    launched = a.post("/api/ptd-open-platform/partner/app/testLaunch", {"id": app["data"]["id"]}, partner)
    check(launched.get("code") == 200, f"a test launch on A: {launched}")
    code = urllib.parse.parse_qs(urllib.parse.urlparse(launched["data"]["url"]).query)["code"][0]
    key, secret = app["data"]["appKey"], app["data"]["appSecret"]
    timestamp, nonce = int(time.time()), f"n{time.time_ns()}"
    exchanged = b.post("/api/ptd-open-api/api/exchangeCode", {"appKey": key, "code": code, "timestamp": timestamp, "nonce": nonce, "sign": sign(secret, key, code, timestamp, nonce)})
    check(exchanged.get("code") == 200 and exchanged["data"]["companyName"] == "演示科技有限公司", f"A's code exchanged on B with the sealed secret: {exchanged}")

    print("search")
    word = "zephyrq"
    before = a.get(f"/api/ptd-industry/search?keyword={word}&pageNum=1&pageSize=10")
    check(before.get("code") == 200 and before["data"]["total"] == 0, f"A's index is built and does not know the app: {before}")
    check(a.post("/api/ptd-open-platform/partner/app/submit", {"id": app["data"]["id"]}, partner).get("code") == 200, "the app is submitted on A")
    check(b.post("/api/ptd-open-platform/partner/app/review", {"id": app["data"]["id"], "approve": True}, operator).get("code") == 200, "and published by an operator on B")
    published = time.monotonic()
    after = a.get(f"/api/ptd-industry/search?keyword={word}&pageNum=1&pageSize=10")
    while not (after.get("code") == 200 and after["data"]["total"] >= 1) and time.monotonic() - published < 3:
        time.sleep(0.02)
        after = a.get(f"/api/ptd-industry/search?keyword={word}&pageNum=1&pageSize=10")
    took = time.monotonic() - published
    check(after.get("code") == 200 and after["data"]["total"] >= 1 and took < 1, f"A's search finds it within a second ({took:.3f} s): {after}")

    print("jobs")
    for job in ("kernel.expired-sessions", "kernel.stale-counters"):
        runs = sum(open(i.log_path).read().count(f'"job":"{job}"') for i in (a, b))
        check(runs == 1, f"the hourly job {job} ran once in all, not once per instance: {runs}")

    print("through the balancer")
    static = nginx_get(balancer, "/")
    check(b"<div" in static[1] or b"<html" in static[1], "the balancer serves the front end")
    asset = next(name for name in os.listdir(os.path.join(ROOT, "dist", "assets")) if name.endswith(".js"))
    headers, _ = nginx_get(balancer, f"/assets/{asset}")
    check("immutable" in headers.get("Cache-Control", ""), f"hashed assets are cached for good: {headers.get('Cache-Control')}")
    headers, _ = nginx_get(balancer, "/remotes/site/remoteEntry.js")
    check(headers.get("Cache-Control") == "no-cache", f"entry files are not: {headers.get('Cache-Control')}")
    check(json.loads(nginx_get(balancer, "/api/ptd-industry/endpoint/siteSetting/get")[1])["code"] == 200, "the API answers through it")

    print("open platform")
    made = a.post("/api/ptd-open-platform/openApi/credential", {}, a.token(MAIN))
    check(made.get("code") == 200, f"the company makes API credentials on A: {made}")
    key, secret = made["data"]["appKey"], made["data"]["appSecret"]
    company = query(database_url, "SELECT current_company_id FROM users WHERE mobile = '13800000001'")
    query(database_url, f"UPDATE accounts SET balance = 10, held = 0 WHERE company_id = {company}")
    query(database_url, f"INSERT INTO accounts (id, company_id, account_no, status, balance, create_time, update_time) SELECT {company}, {company}, 'SA-CLUSTER', 'normal', 10, 0, 0 WHERE NOT EXISTS (SELECT 1 FROM accounts WHERE company_id = {company})")
    nonce = f"cluster-nonce-{time.time_ns()}"
    first = open_call(a.base, key, secret, "GET", "demo-slow?ms=0", nonce=nonce)
    again = open_call(b.base, key, secret, "GET", "demo-slow?ms=0", nonce=nonce)
    check(first[0] == 200 and again[0] == 409, f"a nonce taken on A is refused on B: {first[0]}, {again[0]} {again[2][:80]!r}")
    query(database_url, "UPDATE open_apis SET rate_limit = 10 WHERE api_code = 'demo-slow'")
    with concurrent.futures.ThreadPoolExecutor(16) as pool:
        statuses = list(pool.map(lambda i: open_call((a, b)[i % 2].base, key, secret, "GET", "demo-slow?ms=0")[0], range(30)))
    # One call of the minute was made above.
    check(statuses.count(200) == 9 and statuses.count(429) == 21, f"a limit of 10 a minute holds across both: {sorted(statuses)}")
    with concurrent.futures.ThreadPoolExecutor(16) as pool:
        statuses = list(pool.map(lambda i: open_call((a, b)[i % 2].base, key, secret, "POST", "demo-echo", b"{}")[0], range(40)))
    points = query(database_url, f"SELECT balance || ',' || held FROM accounts WHERE company_id = {company}")
    check(statuses.count(200) == 10 and statuses.count(402) == 30 and points == "0,0", f"10 points pay for exactly 10 calls across both: {sorted(statuses)}, balance,held {points}")
    query(database_url, f"UPDATE accounts SET balance = 5 WHERE company_id = {company}")
    slow = concurrent.futures.ThreadPoolExecutor(1).submit(open_call, a.base, key, secret, "POST", "demo-echo?ms=4000", b"{}")
    for _ in range(100):
        if query(database_url, "SELECT COUNT(*) FROM open_calls WHERE outcome = 'pending'") == "1":
            break
        time.sleep(0.05)
    a.process.kill()
    a.process.wait(timeout=10)
    check(slow.exception(timeout=10) is not None or slow.result()[0] >= 500, "A killed mid-call (SIGKILL) answers nothing")
    held = query(database_url, f"SELECT held FROM accounts WHERE company_id = {company}")
    check(held == "1", f"its point is still held: {held}")
    # As if long ago: the next run of the settling job, on either instance, releases it.
    query(database_url, "UPDATE open_calls SET create_time = create_time - 600000 WHERE outcome = 'pending'")
    a.start()
    a.wait_ready()
    killed_at = time.monotonic()

    print("stopping")
    a.process.send_signal(signal.SIGTERM)
    time.sleep(0.5)
    ready = a.status("/readyz")
    check(ready == 503, f"A asked to stop leaves readiness first: /readyz {ready}")
    check(a.get("/api/ptd-industry/endpoint/siteSetting/get").get("code") == 200, "while it still serves requests")
    check(a.process.wait(timeout=30) == 0, "then it exits cleanly")
    a.start()
    a.wait_ready()
    time.sleep(6)

    print("a rolling restart under load")
    load = Load(f"{balancer.base}/api/ptd-industry/endpoint/siteSetting/get")
    load.start()
    time.sleep(2)
    for instance in (a, b):
        exit_code = instance.stop()
        check(exit_code == 0, f"{instance.name} stops cleanly on SIGTERM: exit {exit_code}")
        time.sleep(1)
        instance.start()
        instance.wait_ready()
        # nginx skips an instance for fail_timeout (5 s) after a failure: an operator waits that long before the next.
        time.sleep(6)
    load.running = False
    load.join(timeout=15)
    check(load.ok > 100 and not load.failed, f"{load.ok} answers, no failure while each instance restarted in turn: {len(load.failed)} failed, {load.failed[:3]}")

    print("the call A left when killed")
    while time.monotonic() - killed_at < 75 and query(database_url, "SELECT COUNT(*) FROM open_calls WHERE outcome = 'pending'") != "0":
        time.sleep(1)
    points = query(database_url, f"SELECT balance || ',' || held FROM accounts WHERE company_id = {company}")
    charged = query(database_url, f"SELECT COUNT(*) FROM account_ledger WHERE company_id = {company} AND kind = 'api'")
    check(points == "5,0" and charged == "10", f"released by the job, never charged: balance,held {points}, {charged} charges")


def nginx_get(balancer, path: str) -> tuple:
    with urllib.request.urlopen(f"{balancer.base}{path}", timeout=10) as r:
        return dict(r.headers), r.read()


def png() -> bytes:
    """A 1x1 PNG."""
    import zlib

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")

    header = (1).to_bytes(4, "big") * 2 + bytes([8, 2, 0, 0, 0])
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\xc8\x3c\x28")) + chunk(b"IEND", b"")


def upload(instance: Instance, token: str, path: str, fields: dict, file: bytes) -> dict:
    boundary = "----clusterboundary"
    body = b""
    for name, value in fields.items():
        body += f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode()
    body += f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n'.encode()
    body += file + f"\r\n--{boundary}--\r\n".encode()
    request = urllib.request.Request(f"{instance.base}{path}", data=body, method="POST")
    request.add_header("content-type", f"multipart/form-data; boundary={boundary}")
    request.add_header("token", token)
    with urllib.request.urlopen(request, timeout=30) as r:
        return json.loads(r.read())


def main() -> int:
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    admin_url = sys.argv[1]
    if not os.access(BINARY, os.X_OK):
        print(f"cluster: {BINARY} is missing; run cargo build first", file=sys.stderr)
        return 1
    log_dir = os.path.join(ROOT, "target", "cluster")
    os.makedirs(log_dir, exist_ok=True)
    name, database_url = database(admin_url, "cluster")
    instances: list[Instance] = []
    s3 = None
    balancer = None
    try:
        s3 = S3Server(log_dir)
        # The first instance migrates and seeds; the second starts on what it made.
        a = Instance("a", database_url, 1, log_dir, s3.env())
        instances.append(a)
        a.wait_ready()
        b = Instance("b", database_url, 2, log_dir, s3.env())
        instances.append(b)
        b.wait_ready()
        balancer = Balancer([a, b], log_dir)
        print(f"cluster: two instances on {name} and bucket {BUCKET} at {s3.endpoint}: {a.base} and {b.base}, balanced at {balancer.base}")
        run(a, b, s3, balancer, database_url)
        print("cluster: every check passed")
        return 0
    except AssertionError as e:
        print(f"cluster: FAILED: {e} (logs in {log_dir})", file=sys.stderr)
        return 1
    finally:
        for instance in instances:
            instance.stop()
        if balancer is not None:
            balancer.stop()
        if s3 is not None:
            s3.stop()
        drop_database(admin_url, name)


if __name__ == "__main__":
    sys.exit(main())

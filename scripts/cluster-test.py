#!/usr/bin/env python3
"""Two instances of the platform on one PostgreSQL database and one S3 bucket, addressed in turn.

The bucket is moto's S3-compatible server (PyPI, pinned in
scripts/moto-requirements.txt, installed into target/moto-venv) on loopback.
Shows that an instance keeps nothing of its own: a picture uploaded through
one is served by the other; a login on one is valid on
the other and a logout on the other revokes it; a code sent through one is
used once, on either; failed logins count across both; an operator's content
change on one shows on the other at once; a partner app's one-time code issued
by one is exchanged on the other with the app's sealed secret; one instance
stopped mid-run leaves the other answering, and it exits cleanly.

Usage: scripts/cluster-test.py POSTGRES_ADMIN_URL   (make test-cluster runs it)
Needs psql, the built ./target/debug/platform and the package registry (once, for moto).
"""
import hashlib
import hmac
import json
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
BINARY = os.path.join(ROOT, "target", "debug", "platform")
PASSWORD = "Demo@2026"
MAIN, SUB, OPERATOR = "13800000001", "13800000002", "13800000009"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def psql(admin_url: str, sql: str) -> None:
    subprocess.run(["psql", admin_url, "-v", "ON_ERROR_STOP=1", "-q", "-c", sql], check=True, stdout=subprocess.DEVNULL)


MOTO_VENV = os.path.join(ROOT, "target", "moto-venv")
MOTO_REQUIREMENTS = os.path.join(ROOT, "scripts", "moto-requirements.txt")
BUCKET = "platform-objects"


def wait_http(url: str, what: str, process: subprocess.Popen, log_path: str) -> None:
    for _ in range(240):
        if process.poll() is not None:
            raise SystemExit(f"cluster: {what} exited; see {log_path}")
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.5)
    raise SystemExit(f"cluster: {what} not ready after 120 s; see {log_path}")


class S3Server:
    """moto's S3-compatible server on loopback with one empty bucket."""

    def __init__(self, log_dir: str):
        pinned = os.path.join(MOTO_VENV, "requirements.txt")
        if not os.path.exists(pinned) or open(pinned).read() != open(MOTO_REQUIREMENTS).read():
            subprocess.run([sys.executable, "-m", "venv", MOTO_VENV], check=True)
            subprocess.run([os.path.join(MOTO_VENV, "bin", "pip"), "install", "--quiet", "--disable-pip-version-check", "-r", MOTO_REQUIREMENTS], check=True)
            with open(pinned, "w") as f:
                f.write(open(MOTO_REQUIREMENTS).read())
        self.port = free_port()
        self.endpoint = f"http://127.0.0.1:{self.port}"
        self.log_path = os.path.join(log_dir, "cluster-s3.log")
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([os.path.join(MOTO_VENV, "bin", "moto_server"), "-H", "127.0.0.1", "-p", str(self.port)], stdout=self.log, stderr=subprocess.STDOUT)
        wait_http(f"{self.endpoint}/", "the S3 server", self.process, self.log_path)
        urllib.request.urlopen(urllib.request.Request(f"{self.endpoint}/{BUCKET}", method="PUT"), timeout=10).read()

    def env(self) -> dict:
        return {
            "PLATFORM_STORAGE__KIND": "s3",
            "PLATFORM_STORAGE__ENDPOINT": self.endpoint,
            "PLATFORM_STORAGE__BUCKET": BUCKET,
            "PLATFORM_STORAGE__REGION": "us-east-1",
            "PLATFORM_STORAGE__ACCESS_KEY_ID": "cluster-test",
            "PLATFORM_STORAGE__SECRET_ACCESS_KEY": "cluster-test-secret",
            "PLATFORM_STORAGE__PATH_STYLE": "true",
        }

    def objects(self) -> str:
        with urllib.request.urlopen(f"{self.endpoint}/{BUCKET}?list-type=2", timeout=10) as r:
            return r.read().decode()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


class Instance:
    def __init__(self, name: str, database_url: str, node_id: int, log_dir: str, storage: dict):
        self.name = name
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.data_dir = tempfile.mkdtemp(prefix=f"cluster-{name}-")
        env = dict(
            os.environ,
            PLATFORM_DATABASE_URL=database_url,
            PLATFORM_DATA_DIR=self.data_dir,
            PLATFORM_PORT=str(self.port),
            PLATFORM_HOST="127.0.0.1",
            PLATFORM_PROFILE="test",
            PLATFORM_CAPTCHA_ENABLED="false",
            PLATFORM_NODE_ID=str(node_id),
            PLATFORM_WEB_DIR="dist",
            PLATFORM_LOG_JSON="true",
            **storage,
        )
        self.log_path = os.path.join(log_dir, f"cluster-{name}.log")
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen([BINARY], cwd=ROOT, env=env, stdout=self.log, stderr=subprocess.STDOUT)

    def wait_ready(self) -> None:
        wait_http(f"{self.base}/readyz", f"instance {self.name}", self.process, self.log_path)

    def raw(self, path: str) -> bytes:
        with urllib.request.urlopen(f"{self.base}{path}", timeout=30) as r:
            return r.read()

    def call(self, method: str, path: str, token: str | None = None, body: dict | None = None) -> dict:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(f"{self.base}{path}", data=data, method=method)
        request.add_header("content-type", "application/json")
        if token:
            request.add_header("token", token)
        try:
            with urllib.request.urlopen(request, timeout=30) as r:
                return json.loads(r.read())
        except urllib.error.HTTPError as e:
            return json.loads(e.read() or b"{}")

    def get(self, path: str, token: str | None = None) -> dict:
        return self.call("GET", path, token)

    def post(self, path: str, body: dict, token: str | None = None) -> dict:
        return self.call("POST", path, token, body)

    def login(self, username: str, password: str = PASSWORD) -> dict:
        return self.post("/api/ptd-user/login", {"username": username, "password": password})

    def token(self, username: str) -> str:
        reply = self.login(username)
        check(reply.get("code") == 200, f"{username} logs in on {self.name}: {reply}")
        return reply["data"]["token"]

    def stop(self) -> int:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                return self.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                return self.process.wait()
        return self.process.returncode


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


def run(a: Instance, b: Instance, s3: S3Server) -> None:
    print("objects")
    token = a.token(MAIN)
    picture = png()
    uploaded = upload(a, token, "/api/ptd-open-platform/partner/upload", {"kind": "logo"}, picture)
    check(uploaded.get("code") == 200, f"a picture uploaded through A: {uploaded}")
    address = uploaded["data"]
    check(address.rsplit("/", 1)[-1].split(".")[0] in s3.objects(), "it is in the shared bucket")
    check(b.raw(address) == picture, "B serves the same bytes")

    print("sessions")
    token = a.token(MAIN)
    check(b.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") == 200, "a login on A is valid on B")
    check(b.get("/api/ptd-industry/userlogOut/logOut", token).get("code") == 200, "logging out on B")
    check(a.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") == 401, "the logout on B ends the session on A")

    print("codes")
    sent = a.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", {"mobile": MAIN, "validate": ""})
    check(sent.get("code") == 200, f"a login code sent through A: {sent}")
    code = sms_code(b, MAIN)
    check(b.post("/api/ptd-user/smsLogin", {"mobile": MAIN, "smsCode": code}).get("code") == 200, "the code is accepted on B")
    again = a.post("/api/ptd-user/smsLogin", {"mobile": MAIN, "smsCode": code})
    check(again.get("code") == 10013, f"and used once, whichever instance sees it again: {again}")
    again = a.post("/api/ptd-open-platform/endpoint/sendSms/sendLoginCode", {"mobile": MAIN, "validate": ""})
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
    shown = a.get("/api/ptd-industry/endpoint/siteSetting/get")
    check(hotline in json.dumps(shown, ensure_ascii=False), "A shows the change at once")

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
        {"name": "集群测试应用", "icon": uploaded["data"], "slogan": "两台实例", "description": "说明", "categoryId": category,
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

    print("an instance stops")
    token = b.token(OPERATOR)
    exit_code = a.stop()
    check(exit_code == 0, f"A stops cleanly on SIGTERM: exit {exit_code}")
    answers = [b.get("/api/ptd-user/resource/user/getUserDetails", token).get("code") for _ in range(20)]
    check(all(c == 200 for c in answers), f"B keeps answering: {answers}")


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
    database = f"cluster_{os.getpid()}_{int(time.time())}"
    parsed = urllib.parse.urlparse(admin_url)
    database_url = urllib.parse.urlunparse(parsed._replace(path=f"/{database}"))
    log_dir = os.path.join(ROOT, "target", "cluster")
    os.makedirs(log_dir, exist_ok=True)
    psql(admin_url, f"CREATE DATABASE {database}")
    instances: list[Instance] = []
    s3 = None
    try:
        s3 = S3Server(log_dir)
        # The first instance migrates and seeds; the second starts on what it made.
        a = Instance("a", database_url, 1, log_dir, s3.env())
        instances.append(a)
        a.wait_ready()
        b = Instance("b", database_url, 2, log_dir, s3.env())
        instances.append(b)
        b.wait_ready()
        print(f"cluster: two instances on {database} and bucket {BUCKET} at {s3.endpoint}: {a.base} and {b.base}")
        run(a, b, s3)
        print("cluster: every check passed")
        return 0
    except AssertionError as e:
        print(f"cluster: FAILED: {e} (logs in {log_dir})", file=sys.stderr)
        return 1
    finally:
        for instance in instances:
            instance.stop()
        if s3 is not None:
            s3.stop()
        psql(admin_url, f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")


if __name__ == "__main__":
    sys.exit(main())

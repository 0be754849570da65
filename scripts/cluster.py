"""Running the platform as a cluster on one machine: PostgreSQL databases made
and dropped with psql, moto's S3-compatible server on loopback, instances of
the built binary, and Debian's nginx with deploy/nginx.conf in front. Used by
scripts/cluster-test.py and bench/soak.py. Standard library only.
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
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


class Balancer:
    """Debian's nginx with deploy/nginx.conf, its ports and paths changed for loopback."""

    def __init__(self, instances: list, log_dir: str):
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.dir = tempfile.mkdtemp(prefix="cluster-nginx-")
        site = open(os.path.join(ROOT, "deploy", "nginx.conf")).read()
        upstreams = "".join(f"    server 127.0.0.1:{i.port} max_fails=1 fail_timeout=5s;\n" for i in instances)
        lines = [l for l in site.splitlines(keepends=True) if not l.strip().startswith("server 127.0.0.1:")]
        site = "".join(lines).replace("    least_conn;\n", "    least_conn;\n" + upstreams)
        site = site.replace("listen 80;", f"listen 127.0.0.1:{self.port};").replace("root /srv/platform/dist;", f"root {os.path.join(ROOT, 'dist')};")
        with open(os.path.join(self.dir, "site.conf"), "w") as f:
            f.write(site)
        mime = "/etc/nginx/mime.types"
        with open(os.path.join(self.dir, "nginx.conf"), "w") as f:
            f.write(
                f"daemon off;\nworker_processes 1;\npid {self.dir}/nginx.pid;\nerror_log {self.dir}/error.log warn;\n"
                "events { worker_connections 512; }\n"
                f"http {{\n  include {mime};\n  access_log off;\n"
                f"  client_body_temp_path {self.dir}/body;\n  proxy_temp_path {self.dir}/proxy;\n"
                f"  fastcgi_temp_path {self.dir}/fastcgi;\n  uwsgi_temp_path {self.dir}/uwsgi;\n  scgi_temp_path {self.dir}/scgi;\n"
                f"  include {self.dir}/site.conf;\n}}\n"
            )
        self.log_path = os.path.join(log_dir, "cluster-nginx.log")
        self.process = subprocess.Popen([nginx_binary(), "-p", self.dir, "-c", f"{self.dir}/nginx.conf"], stdout=open(self.log_path, "w"), stderr=subprocess.STDOUT)
        wait_http(f"{self.base}/readyz", "nginx", self.process, self.log_path)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)


def nginx_binary() -> str:
    for candidate in ("nginx", "/usr/sbin/nginx"):
        found = shutil.which(candidate) if "/" not in candidate else (candidate if os.access(candidate, os.X_OK) else None)
        if found:
            return found
    raise SystemExit("cluster: nginx is missing (scripts/install-system-deps.sh installs it)")


class Load(threading.Thread):
    """Steady GETs through the balancer until stopped; counts answers and failures."""

    def __init__(self, url: str):
        super().__init__(daemon=True)
        self.url = url
        self.running = True
        self.ok = 0
        self.failed: list = []

    def run(self) -> None:
        while self.running:
            try:
                with urllib.request.urlopen(self.url, timeout=10) as r:
                    body = json.loads(r.read())
                    if body.get("code") == 200:
                        self.ok += 1
                    else:
                        self.failed.append(body)
            except Exception as e:  # every kind of failure counts
                self.failed.append(repr(e))
            time.sleep(0.005)


class Instance:
    def __init__(self, name: str, database_url: str, node_id: int, log_dir: str, storage: dict, binary: str = BINARY, extra_env: dict | None = None):
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
            PLATFORM_NODE_ID=str(node_id),
            PLATFORM_WEB_DIR="dist",
            PLATFORM_LOG_JSON="true",
            PLATFORM_TRUSTED_PROXIES='["127.0.0.1/32"]',
            **storage,
        )
        env.update(extra_env or {})
        self.binary = binary
        self.env = env
        self.log_path = os.path.join(log_dir, f"cluster-{name}.log")
        self.log = open(self.log_path, "w")
        self.start()

    def start(self) -> None:
        self.process = subprocess.Popen([self.binary], cwd=ROOT, env=self.env, stdout=self.log, stderr=subprocess.STDOUT)

    def wait_ready(self) -> None:
        wait_http(f"{self.base}/readyz", f"instance {self.name}", self.process, self.log_path)

    def status(self, path: str) -> int:
        try:
            with urllib.request.urlopen(f"{self.base}{path}", timeout=10) as r:
                return r.status
        except urllib.error.HTTPError as e:
            return e.code

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
        if reply.get("code") != 200:
            raise AssertionError(f"{username} does not log in on {self.name}: {reply}")
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




def database(admin_url: str, prefix: str) -> tuple:
    """A fresh database: (its name, its URL)."""
    name = f"{prefix}_{os.getpid()}_{int(time.time())}"
    parsed = urllib.parse.urlparse(admin_url)
    psql(admin_url, f"CREATE DATABASE {name}")
    return name, urllib.parse.urlunparse(parsed._replace(path=f"/{name}"))


def query(database_url: str, sql: str) -> str:
    """One value read with psql (the test's own look at the database)."""
    return subprocess.run(["psql", database_url, "-Atc", sql], check=True, capture_output=True, text=True).stdout.strip()


def drop_database(admin_url: str, name: str) -> None:
    psql(admin_url, f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")


def rss_kib(pid: int) -> int:
    """A process's resident memory in KiB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0

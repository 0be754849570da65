#!/usr/bin/env python3
"""The scale bench: a large platform's year seeded in bulk (`target/release/scale seed`), then
every list and count the console, the user centre and the operators' pages load, timed cold
(the first call of a fresh server) and warm (the median of the next calls), search, the jobs'
run time and memory, and the database's size; on SQLite, then on PostgreSQL when it answers.
Results: bench/results/scale.md. SCALE_DIVISOR divides every count (1: the issue's sizes)."""

import http.client
import json
import os
import platform as host
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from cluster import MAIN as CUSTOMER, OPERATOR, PASSWORD, database, drop_database, query, rss_kib  # noqa: E402
PROFILE = os.environ.get("SCALE_PROFILE", "release")
BIN = os.path.join(ROOT, "target", PROFILE)
PORT = int(os.environ.get("SCALE_PORT", "18190"))
DIVISOR = int(os.environ.get("SCALE_DIVISOR", "1"))
WARM_CALLS = int(os.environ.get("SCALE_WARM_CALLS", "20"))
POSTGRES = os.environ.get("SCALE_POSTGRES_URL", "postgres://postgres@127.0.0.1:5432/postgres")
SEARCH = "设备管理"

# (who, title, path, paged): who signs in; a paged call is timed on its first page and on a deep one.
CALLS = [
    ("customer", "订单列表 order/list", "/api/ptd-industry/order/list", True),
    ("customer", "订单列表 待支付 order/list?payStatus=hold", "/api/ptd-industry/order/list?payStatus=hold", True),
    ("customer", "支付记录 order/payment/queryList", "/api/ptd-industry/order/payment/queryList", True),
    ("customer", "待办 taskAgent/page", "/api/ptd-open-platform/endpoint/workflow/taskAgent/page", True),
    ("customer", "我的申请 taskApply/list", "/api/ptd-component/workflow/taskApply/list", False),
    ("customer", "消息 batchQueryMessage", "/api/ptd-component/endpoint/message/batchQueryMessage?userId={user}", True),
    ("customer", "未读消息数 unreadCount", "/api/ptd-component/endpoint/message/unreadCount", False),
    ("customer", "合同 sign/contract/page", "/api/ptd-component/sign/contract/page", True),
    ("customer", "待签合同 sign/apply/page", "/api/ptd-component/sign/apply/page", True),
    ("customer", "积分账户 getAccountInfo", "/api/ptd-user/account/getAccountInfo", False),
    ("customer", "积分流水 accountFlow/queryList", "/api/ptd-user/account/accountFlow/queryList", True),
    ("customer", "交易记录 transaction/list", "/api/ptd-user/account/transaction/list", True),
    ("customer", "充值记录 recharge/list", "/api/ptd-user/account/recharge/list", True),
    ("customer", "我的应用 myApp", "/api/ptd-industry/application/myApp", False),
    ("customer", "发票 invoice/page", "/api/ptd-industry/invoice/page", True),
    ("customer", "用户详情 getUserDetails", "/api/ptd-user/resource/user/getUserDetails", False),
    ("operator", "订单管理 manage/order/page", "/api/ptd-industry/manage/order/page", True),
    ("operator", "企业管理 resource/company/page", "/api/ptd-user/resource/company/page", True),
    ("operator", "认证审核 certification/review/page", "/api/ptd-user/certification/review/page", True),
    ("operator", "积分账户管理 manage/account/page", "/api/ptd-user/manage/account/page", True),
    ("operator", "产品管理 manage/product/page", "/api/ptd-industry/manage/product/page", True),
    ("operator", "帮助文档管理 manage/helpDoc/page", "/api/ptd-industry/manage/helpDoc/page", True),
    ("operator", "发票管理 manage/invoice/page", "/api/ptd-industry/manage/invoice/page", True),
    ("operator", "申报管理 manage/productDeclare/page", "/api/ptd-industry/manage/productDeclare/page", True),
    ("operator", "对账 pay/reconciliation/page", "/api/ptd-industry/pay/reconciliation/page", True),
    ("operator", "运营待办 taskAgent/page", "/api/ptd-open-platform/endpoint/workflow/taskAgent/page", True),
    ("visitor", "搜索 search", "/api/ptd-industry/search?keyword=" + urllib.parse.quote(SEARCH), True),
    ("visitor", "帮助中心 helpDoc/page", "/api/ptd-industry/helpDoc/page", True),
]
PAGE_SIZE = 10
DEEP_PAGE_MAX = 5000


def log(*args):
    print(*args, file=sys.stderr, flush=True)


class Client:
    def __init__(self):
        self.conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=120)

    def call(self, method, path, token=None, body=None):
        headers = {"content-type": "application/json"}
        if token:
            headers["token"] = token
        began = time.perf_counter()
        self.conn.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
        response = self.conn.getresponse()
        data = response.read()
        elapsed = (time.perf_counter() - began) * 1000
        if response.status != 200:
            raise RuntimeError(f"{method} {path}: HTTP {response.status} {data[:200]!r}")
        envelope = json.loads(data)
        if envelope.get("code") != 200:
            raise RuntimeError(f"{method} {path}: {envelope.get('code')} {envelope.get('msg')}")
        return envelope.get("data"), elapsed


def with_page(path, page):
    joiner = "&" if "?" in path else "?"
    return f"{path}{joiner}pageNum={page}&pageSize={PAGE_SIZE}"


def run(cmd, env):
    began = time.perf_counter()
    out = subprocess.run(cmd, env=env, cwd=ROOT, check=True, capture_output=True, text=True)
    return out.stdout, time.perf_counter() - began


def steps(stdout):
    rows = []
    for line in stdout.splitlines():
        parts = line.split("\t")
        if len(parts) == 4:
            rows.append((parts[1], float(parts[2]), int(parts[3] or 0)))
    return rows


def measure(label, env, database_size):
    """Seeds, serves and times; returns the section of scale.md for this database."""
    stdout, seeded = run([os.path.join(BIN, "scale"), "seed", str(DIVISOR)], env)
    seeding = steps(stdout)
    log(f"{label}: seeded in {seeded:.0f} s")
    size = database_size()
    server = subprocess.Popen([os.path.join(BIN, "platform")], env={**env, "PLATFORM_JOBS__ENABLED": "false"}, cwd=ROOT,
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(300):
            try:
                conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=2)
                conn.request("GET", "/readyz")
                if conn.getresponse().status == 200:
                    break
            except OSError:
                pass
            time.sleep(0.2)
        client = Client()
        tokens = {"visitor": None}
        for who, login in (("customer", CUSTOMER), ("operator", OPERATOR)):
            data, _ = client.call("POST", "/api/ptd-user/login", body={"username": login, "password": PASSWORD})
            tokens[who] = data["token"]
        user, _ = client.call("GET", "/api/ptd-user/resource/user/getUserDetails", tokens["customer"])
        user_id = user.get("userId") or user.get("id")
        rows = []
        idle = rss_kib(server.pid)
        for who, title, path, paged in CALLS:
            path = path.replace("{user}", str(user_id))
            pages = [1]
            first = with_page(path, 1) if paged else path
            data, cold = client.call("GET", first, tokens[who])
            total = data.get("total") if isinstance(data, dict) else None
            if paged and total:
                deep = min(max(1, total // PAGE_SIZE // 2), DEEP_PAGE_MAX)
                if deep > 1:
                    pages.append(deep)
            for page in pages:
                target = with_page(path, page) if paged else path
                if page != 1:
                    _, cold = client.call("GET", target, tokens[who])
                warm = [client.call("GET", target, tokens[who])[1] for _ in range(WARM_CALLS)]
                rows.append((title if page == 1 else f"{title}, page {page}", total, cold, statistics.median(warm), max(warm)))
                log(f"{label}: {rows[-1][0]}: cold {cold:.1f} ms, warm {rows[-1][3]:.2f} ms")
        served = rss_kib(server.pid)
        export = export_peak(server.pid, tokens["customer"])
        log(f"{label}: ledger export of {export[0]:,} rows: {export[1]:.1f} s, peak {export[2] // 1024} MiB (before {export[3] // 1024} MiB)")
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=30)
    stdout, _ = run([os.path.join(BIN, "scale"), "jobs"], env)
    jobs = steps(stdout)
    return rows, seeding, seeded, size, jobs, idle, served, export


def export_peak(pid, token):
    """Downloads the customer's whole ledger as Excel while sampling the server's memory every 20 ms:
    (rows, seconds, peak KiB, KiB before)."""
    import threading
    import zipfile
    import io
    before = rss_kib(pid)
    peak = [before]
    done = threading.Event()

    def sample():
        while not done.is_set():
            peak[0] = max(peak[0], rss_kib(pid))
            time.sleep(0.02)

    sampler = threading.Thread(target=sample)
    sampler.start()
    started = time.monotonic()
    try:
        conn = http.client.HTTPConnection("127.0.0.1", PORT, timeout=600)
        conn.request("GET", "/api/ptd-user/account/accountFlow/export", headers={"token": token})
        body = conn.getresponse().read()
    finally:
        done.set()
        sampler.join()
    seconds = time.monotonic() - started
    with zipfile.ZipFile(io.BytesIO(body)) as book:
        rows = 0
        with book.open("xl/worksheets/sheet1.xml") as sheet:
            tail = b""
            while chunk := sheet.read(1 << 20):
                rows += (tail + chunk).count(b"<row ") - tail.count(b"<row ")
                tail = chunk[-8:]
    return rows - 1, seconds, peak[0], before


def section(label, result):
    rows, seeding, seeded, size, jobs, idle, served, export = result
    out = [f"## {label}", "", f"Seeded in {seeded:.0f} s (" + ", ".join(f"{n} {s:.1f} s" for n, s, _ in seeding) + f"); database {size / 1048576:.0f} MiB.", ""]
    out += ["| call | rows | cold (ms) | warm median (ms) | warm max (ms) | within goal |", "|---|---:|---:|---:|---:|---|"]
    for title, total, cold, warm, worst in rows:
        limit = 20 if title.startswith("搜索") else 5
        ok = "yes" if warm <= limit and cold <= 50 else "**no**"
        out.append(f"| {title} | {'' if total is None else f'{total:,}'} | {cold:.1f} | {warm:.2f} | {worst:.1f} | {ok} |")
    out += ["", f"Server memory: {idle // 1024} MiB after start, {served // 1024} MiB after the calls.", ""]
    count, seconds, peak, before = export
    goal = "within" if peak - before <= 64 * 1024 else "**over**"
    out += [f"The customer's points ledger exported to Excel ({count:,} rows, {seconds:.1f} s): peak {peak // 1024} MiB, "
            f"{(peak - before) // 1024} MiB above the {before // 1024} MiB before it ({goal} the goal of 64 MiB).", ""]
    out += ["| job (run once on the seeded year) | seconds | resident after (MiB) |", "|---|---:|---:|"]
    out += [f"| {n} | {s:.2f} | {r // 1024} |" for n, s, r in jobs]
    return out + [""]


def main():
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), host.machine())
    sections = []
    base_env = {**os.environ, "PLATFORM_PORT": str(PORT), "PLATFORM_LOG": "warn", "PLATFORM_AUTH__MAX_FAILURES_PER_ADDRESS": "1000000"}

    data = tempfile.mkdtemp(prefix="scale-")
    try:
        env = {**base_env, "PLATFORM_DATA_DIR": data, "PLATFORM_DATABASE_URL": ""}

        def sqlite_size():
            return sum(os.path.getsize(os.path.join(data, f)) for f in os.listdir(data) if f.endswith((".db", ".db-wal", ".sqlite", ".sqlite-wal")))

        sections += section("SQLite", measure("SQLite", env, sqlite_size))
    finally:
        shutil.rmtree(data, ignore_errors=True)

    if shutil.which("psql") and subprocess.run(["psql", POSTGRES, "-qAtc", "SELECT 1"], capture_output=True).returncode == 0:
        name, url = database(POSTGRES, "platform_scale")
        data = tempfile.mkdtemp(prefix="scale-pg-")
        try:
            env = {**base_env, "PLATFORM_DATA_DIR": data, "PLATFORM_DATABASE_URL": url}

            def pg_size():
                return int(query(url, "SELECT pg_database_size(current_database())") or 0)

            sections += section("PostgreSQL", measure("PostgreSQL", env, pg_size))
        finally:
            shutil.rmtree(data, ignore_errors=True)
            drop_database(POSTGRES, name)
    else:
        sections += ["PostgreSQL did not answer at the configured address: not measured.", ""]

    header = [
        f"# Scale bench {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}",
        "",
        f"Commit {commit}; {cpu}, {os.cpu_count()} cores; {PROFILE} build. Sizes divided by {DIVISOR}: "
        "10,000 companies, 50,000 users, 1,000,000 orders with their payments, 5,000,000 points ledger rows, 1,000,000 messages, "
        "200,000 to-dos, 100,000 contracts, 50,000 company apps, 2,000 products, 10,000 help documents; a tenth of the orders, "
        "ledger rows, messages, to-dos and contracts are the demo company's (the customer, 13800000001).",
        "",
        f"Cold: the first call of a freshly started server. Warm: the median and the worst of the next {WARM_CALLS}. "
        f"A deep page is the middle one (at most page {DEEP_PAGE_MAX}), {PAGE_SIZE} rows a page. Goal: warm at most 5 ms "
        "(search 20 ms) and cold at most 50 ms.",
        "",
    ]
    out = os.path.join(ROOT, "bench/results/scale.md")
    with open(out, "w") as f:
        f.write("\n".join(header + sections))
    log(f"wrote {out}")


if __name__ == "__main__":
    main()

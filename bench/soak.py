#!/usr/bin/env python3
"""A bounded soak through nginx to two instances on one PostgreSQL database and
one S3 bucket (the cluster of scripts/cluster.py): wrk holds a steady load of
mixed calls (the home page's public calls and a signed-in user's reads) for
BENCH_SOAK_SECONDS (default 60) with BENCH_CONNECTIONS connections (default 16),
then reports throughput, latency percentiles, errors, and each instance's
memory at start and end. Results: bench/results/soak.md.

Usage: bench/soak.py   (make soak; needs PostgreSQL, psql, nginx and wrk:
scripts/install-system-deps.sh --bench). BENCH_PROFILE=debug uses the debug build.
"""
import os
import subprocess
import sys
import time
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from cluster import MAIN, Balancer, Instance, S3Server, database, drop_database, rss_kib  # noqa: E402


def main() -> int:
    seconds = int(os.environ.get("BENCH_SOAK_SECONDS", "60"))
    connections = int(os.environ.get("BENCH_CONNECTIONS", "16"))
    profile = os.environ.get("BENCH_PROFILE", "release")
    admin_url = subprocess.run([os.path.join(ROOT, "scripts", "postgres-url.sh")], capture_output=True, text=True).stdout.strip()
    if not admin_url:
        print("soak: PostgreSQL is not reachable on 127.0.0.1:5432", file=sys.stderr)
        return 1
    if profile == "release":
        subprocess.run(["cargo", "build", "--release", "--locked", "--bin", "platform"], cwd=ROOT, check=True)
    binary = os.path.join(ROOT, "target", profile if profile == "release" else "debug", "platform")
    log_dir = os.path.join(ROOT, "target", "soak")
    os.makedirs(log_dir, exist_ok=True)
    name, url = database(admin_url, "soak")
    s3 = balancer = None
    instances = []
    quiet = {"PLATFORM_LOG": "warn", "PLATFORM_LOG_JSON": "false", "PLATFORM_AUTH__MAX_FAILURES_PER_ADDRESS": "1000000"}
    try:
        s3 = S3Server(log_dir)
        for i, label in enumerate(("a", "b"), start=1):
            instance = Instance(label, url, i, log_dir, s3.env(), binary=binary, extra_env=quiet)
            instances.append(instance)
            instance.wait_ready()
        balancer = Balancer(instances, log_dir)
        token = instances[0].token(MAIN)
        # Warm up: every call once through each instance.
        for path in MIXED_PATHS:
            for instance in instances:
                urllib.request.urlopen(urllib.request.Request(f"{instance.base}{path}", headers={"token": token}), timeout=30).read()
        start_rss = {i.name: rss_kib(i.process.pid) for i in instances}
        script = os.path.join(ROOT, "bench", "mixed.lua")
        run = subprocess.run(
            ["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "--latency", "-s", script, balancer.base],
            env=dict(os.environ, TOKEN=token),
            capture_output=True,
            text=True,
            check=True,
        )
        end_rss = {i.name: rss_kib(i.process.pid) for i in instances}
        report(run.stdout, seconds, connections, profile, start_rss, end_rss)
        print(run.stdout)
        return 0
    finally:
        if balancer is not None:
            balancer.stop()
        for instance in instances:
            instance.stop()
        if s3 is not None:
            s3.stop()
        drop_database(admin_url, name)


# The calls bench/mixed.lua rotates through (kept here for the warm-up).
MIXED_PATHS = [
    "/api/ptd-industry/front/getFrontChannel",
    "/api/ptd-industry/front/getRecommendApp",
    "/api/ptd-industry/endpoint/siteSetting/get",
    "/api/ptd-user/resource/user/getUserDetails",
    "/api/ptd-industry/menu/authRoleTree?appKey=industry",
    "/api/ptd-industry/application/myApp",
]


def errors_line(wrk: str) -> str:
    """wrk prints socket errors and non-2xx answers only when there are any."""
    found = [line.strip() for line in wrk.splitlines() if "Socket errors" in line or "Non-2xx" in line]
    return "Errors: " + ("; ".join(found) if found else "none (no socket errors, no non-2xx or 3xx answers).")


def report(wrk: str, seconds: int, connections: int, profile: str, start: dict, end: dict) -> None:
    lines = [
        f"# Soak {time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())}",
        "",
        f"Build: {profile}. nginx (deploy/nginx.conf) in front of two instances on one PostgreSQL database and one S3 bucket (moto),",
        f"all on loopback, {os.cpu_count()} cores. wrk, 2 threads, {connections} connections, {seconds} s, the calls of bench/mixed.lua in turn.",
        "",
        "```",
        wrk.strip(),
        "```",
        "",
        errors_line(wrk),
        "",
        "| instance | memory after warm-up (KiB) | memory at the end (KiB) | change |",
        "| --- | --- | --- | --- |",
    ]
    for name in start:
        change = (end[name] - start[name]) * 100 / max(start[name], 1)
        lines.append(f"| {name} | {start[name]} | {end[name]} | {change:+.1f}% |")
    with open(os.path.join(ROOT, "bench", "results", "soak.md"), "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    sys.exit(main())

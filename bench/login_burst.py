#!/usr/bin/env python3
"""A burst of concurrent logins, each for its own unknown account, so every one
is a full Argon2id verification (against the decoy hash) and no account lock
applies: how many were answered (账号或密码错误), how many got the quick
refusal 服务器繁忙，请稍后重试！, any other answer, how many timed out, how long
the slowest took, and the server's peak memory during the burst.

usage: login_burst.py BASE_URL SERVER_PID COUNT
"""
import json
import sys
import threading
import time
import urllib.request

BUSY = "服务器繁忙，请稍后重试！"


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def main():
    base, pid, count = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    results = []
    lock = threading.Lock()
    start_gate = threading.Barrier(count + 1)

    def attempt(i):
        body = json.dumps({"username": f"1390{i:07d}", "password": "Demo@2026"}).encode()
        req = urllib.request.Request(f"{base}/api/ptd-user/login", data=body, headers={"content-type": "application/json"})
        start_gate.wait()
        t0 = time.monotonic()
        try:
            with urllib.request.urlopen(req, timeout=30) as res:
                reply = json.load(res)
            msg = reply.get("msg", "")
            kind = "busy" if msg == BUSY else "answered"
        except urllib.error.HTTPError as e:
            msg = json.load(e).get("msg", "") if e.headers.get("content-type", "").startswith("application/json") else ""
            kind = "busy" if msg == BUSY else "answered"
        except Exception:
            kind, msg = "timeout", ""
        with lock:
            results.append((kind, time.monotonic() - t0, msg if kind == "answered" else ""))

    threads = [threading.Thread(target=attempt, args=(i,)) for i in range(count)]
    for t in threads:
        t.start()
    before = rss_kib(pid)
    peak = before
    start_gate.wait()
    t0 = time.monotonic()
    while any(t.is_alive() for t in threads):
        peak = max(peak, rss_kib(pid))
        time.sleep(0.02)
    took = time.monotonic() - t0
    kinds = {k: sum(1 for r in results if r[0] == k) for k in ("answered", "busy", "timeout")}
    slowest = max((r[1] for r in results), default=0)
    others = {}
    for r in results:
        if r[2]:
            others[r[2]] = others.get(r[2], 0) + 1
    print(f"{count} concurrent logins in {took:.1f} s: {kinds['answered']} answered, {kinds['busy']} refused at once ({BUSY}), {kinds['timeout']} timed out")
    for msg, n in sorted(others.items(), key=lambda kv: -kv[1]):
        print(f"  answered x{n}: {msg}")
    print(f"slowest answer {slowest * 1000:.0f} ms; server memory {before / 1024:.0f} MiB before, peak {peak / 1024:.0f} MiB during the burst")


if __name__ == "__main__":
    main()

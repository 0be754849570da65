#!/usr/bin/env python3
"""Sets up the open API gateway's benchmark and writes the signed calls wrk sends (bench/gateway.lua).

Usage: bench/gateway.py BASE TOKEN DATABASE UPSTREAM COUNT OUT
The company of TOKEN (the demo main account) makes credentials; the demo APIs are pointed at
UPSTREAM (bench/hello, so the gateway is measured against calling that upstream directly) with
no rate limit, and the company gets points enough; DATABASE is the SQLite file or a PostgreSQL
URL. OUT.free and OUT.priced get COUNT signed calls each (one nonce per call, as the gateway
takes each once): lines of `path nonce timestamp signature`; prints the app key.
"""
import hashlib
import hmac
import json
import secrets
import subprocess
import sys
import time
import urllib.request

base, token, database, upstream, count, out = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5]), sys.argv[6]

request = urllib.request.Request(f"{base}/api/ptd-open-platform/openApi/credential", data=b"{}", method="POST", headers={"token": token, "content-type": "application/json"})
made = json.load(urllib.request.urlopen(request))["data"]
key, secret = made["appKey"], made["appSecret"]

statements = [
    f"UPDATE open_apis SET reviewed_upstream = '{upstream}', reviewed_path = '/', reviewed_method = 'GET', rate_limit = 1000000000, daily_quota = 0 WHERE api_code IN ('demo-slow', 'demo-echo')",
    "UPDATE accounts SET balance = 1000000000, held = 0 WHERE company_id = (SELECT company_id FROM open_credentials WHERE app_key = '%s')" % key,
    "INSERT INTO accounts (id, company_id, account_no, status, balance, create_time, update_time) SELECT company_id, company_id, 'SA-BENCH', 'normal', 1000000000, 0, 0 FROM open_credentials WHERE app_key = '%s' AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = open_credentials.company_id)" % key,
]
if database.startswith("postgres"):
    for s in statements:
        subprocess.run(["psql", database, "-qc", s], check=True)
else:
    import sqlite3

    db = sqlite3.connect(database, timeout=30)
    for s in statements:
        db.execute(s)
    db.commit()
    db.close()

timestamp = str(int(time.time()))
empty = hashlib.sha256(b"").hexdigest()
for name, code in (("free", "demo-slow"), ("priced", "demo-echo")):
    path = f"/api/ptd-open-api/gateway/{code}"
    with open(f"{out}.{name}", "w") as f:
        for _ in range(count):
            nonce = secrets.token_hex(12)
            text = f"GET\n{path}\n\nx-ptd-appkey:{key}\nx-ptd-nonce:{nonce}\nx-ptd-timestamp:{timestamp}\n{empty}"
            f.write(f"{path} {nonce} {timestamp} {hmac.new(secret.encode(), text.encode(), hashlib.sha256).hexdigest()}\n")
print(key)

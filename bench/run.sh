#!/usr/bin/env bash
# Load benchmark with wrk on loopback: a hello-world axum endpoint (bench/hello,
# the same axum and tokio) as the baseline, then the platform's middleware
# (/healthz), the kernel's hot calls (login, getUserDetails, authRoleTree), the
# public home page's API calls, the full-text search, order creation, payment
# notifications and opening apps, signing in to an app with OpenID Connect
# (the code flow, userinfo), calls through the open API gateway (free and priced), a burst of 500 concurrent logins, memory
# under a 60 s mixed load, and Lighthouse on /front and /product. Each
# run is bounded: BENCH_SECONDS per call (default 10) with BENCH_CONNECTIONS
# connections (default 16). Results: bench/results/latest.md, whose summary
# table (each call's share of the baseline, p50, p99, memory) the README shows.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${BENCH_SECONDS:-10}"
connections="${BENCH_CONNECTIONS:-16}"
port="${BENCH_PORT:-18090}"
profile="${BENCH_PROFILE:-release}"

if [ "$profile" = "release" ]; then cargo build --release --locked --bin platform && cargo build --release --locked -p hello; bin=target/release/platform; hello=target/release/hello
else cargo build --locked --bin platform && cargo build --locked -p hello; bin=target/debug/platform; hello=target/debug/hello; fi

data="$(mktemp -d)"
# start_server PORT DIR [DATABASE_URL]: the platform on loopback with the demo data, jobs off; sets $server and $base.
start_server() {
  # The login run would otherwise trip the per-address lock (a cut-off request keeps its counted attempt).
  PLATFORM_AUTH__MAX_FAILURES_PER_ADDRESS=1000000 PLATFORM_PORT="$1" PLATFORM_DATA_DIR="$2" PLATFORM_DATABASE_URL="${3:-}" \
    PLATFORM_JOBS__ENABLED=false PLATFORM_LOG=warn "$bin" >"$2/server.log" 2>&1 &
  server=$!
  server_log="$2/server.log"
  servers+=("$server")
  base="http://127.0.0.1:$1"
  for _ in $(seq 1 150); do curl -sf "$base/readyz" >/dev/null && break; sleep 0.2; done
  # The search index is built in the background at start; a first search waits
  # for it, so the index's build does not share the cores with the first runs.
  curl -sf -o /dev/null "$base/api/ptd-industry/search?keyword=%E8%AE%BE%E5%A4%87"
}
servers=()
pg_database=""
pg_admin=""
"$hello" "$((port + 1))" &
baseline=$!
trap 'kill "${servers[@]}" "$baseline" 2>/dev/null; wait "${servers[@]}" "$baseline" 2>/dev/null || true; cp "$data/server.log" /tmp/bench-server.log; [ ! -f "$data/pg/server.log" ] || cp "$data/pg/server.log" /tmp/bench-server-pg.log; [ -z "$pg_database" ] || psql "$pg_admin" -qc "DROP DATABASE IF EXISTS $pg_database WITH (FORCE)" >/dev/null 2>&1; rm -rf "$data"' EXIT
for _ in $(seq 1 100); do curl -sf "http://127.0.0.1:$((port + 1))/" >/dev/null && break; sleep 0.2; done
start_server "$port" "$data"

token="$(curl -sf "$base/api/ptd-user/login" -H 'content-type: application/json' \
  -d '{"username":"13800000001","password":"Demo@2026"}' | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"]["token"])')"

# Each call first runs BENCH_WARMUP_SECONDS (default 1) unmeasured, so the figures are of a
# running server rather than of its first second (connections opened, the SQLite log grown to
# its working size, statements prepared); calls that cannot repeat (once=1) skip it.
warmup="${BENCH_WARMUP_SECONDS:-1}"
out="bench/results/latest.md"
{
  echo "# Benchmark $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo
  echo "Build: $profile. wrk, 2 threads, $connections connections, ${seconds}s per call after ${warmup}s unmeasured (none for the gateway's single-use calls), loopback, $(nproc) cores; SQLite (one writer, 8 readers), then PostgreSQL when it answers."
  echo
} >"$out"
runs="$data/runs"
mkdir -p "$runs"
run() {
  local name="$1" script="$2" path="$3" url="${4:-$base}" conns="${5:-$connections}"
  local n; n="$(printf '%02d' "$(ls "$runs" | wc -l)")"
  if [ "$warmup" != 0 ] && [ -z "${once:-}" ]; then
    TOKEN="$token" wrk -t2 -c"$conns" -d"${warmup}s" -s "bench/$script" "$url$path" >/dev/null
  fi
  echo "## $name" >>"$out"
  echo '```' >>"$out"
  TOKEN="$token" wrk -t2 -c"$conns" -d"${seconds}s" --latency -s "bench/$script" "$url$path" | tee -a "$out" | tee "$runs/$n.txt"
  echo '```' >>"$out"
  echo "Server memory after this run: $(rss) KiB resident." >>"$out"
  echo >>"$out"
  printf '%s\n%s\n' "$name" "$(rss)" >"$runs/$n.name"
  last_run="$runs/$n.txt"
}
rss() { ps -o rss= -p "$server" | tr -d ' '; }
before="$(rss)"
echo "Server memory before the runs: $before KiB resident." >>"$out"
echo >>"$out"
run "GET / of bench/hello (hello-world axum, the baseline)" with_token.lua / "http://127.0.0.1:$((port + 1))"
run "GET /healthz (the platform's middleware)" with_token.lua /healthz
# Eight at a time, four per account (login.lua): an account with a fifth attempt in flight meets its lock (attempts count before they are checked).
run "POST /api/ptd-user/login (Argon2id verify per request, 8 connections on 2 accounts)" login.lua /api/ptd-user/login "$base" 8
login_run="$last_run"
# The raw Argon2id rate at the same parameters, measured at once after the
# login run (the machine's speed drifts over a run), to read the login run against.
if [ "$profile" = "release" ]; then raw="$(cargo run -q --release --locked -p kernel --example argon2_rate -- "$seconds")"
else raw="$(cargo run -q --locked -p kernel --example argon2_rate -- "$seconds")"; fi
run "GET /api/ptd-user/resource/user/getUserDetails" with_token.lua /api/ptd-user/resource/user/getUserDetails
run "GET /api/ptd-industry/menu/authRoleTree" with_token.lua "/api/ptd-industry/menu/authRoleTree?appKey=industry"
run "GET /api/ptd-industry/application/myApp (the company's apps)" with_token.lua /api/ptd-industry/application/myApp
run "GET /api/ptd-industry/order/list (the company's orders, first page)" with_token.lua "/api/ptd-industry/order/list?pageNum=1&pageSize=10"
run "GET home page API calls (the 9 calls of /front in turn, visitor)" home.lua /
run "GET /api/ptd-industry/search (keyword 设备管理, ranked with highlights)" with_token.lua "/api/ptd-industry/search?keyword=%E8%AE%BE%E5%A4%87%E7%AE%A1%E7%90%86"
# The writes: order creation, payment notifications and opening apps (built-in rule, then a plugin).
writes() {
  # Order creation: a certified company buys a priced version for one year.
  api() { curl -sf -H "token: $token" -H 'content-type: application/json' "$@"; }
  read -r product version < <(api "$base/api/ptd-industry/front/getAppProduct" | python3 -c '
import sys, json, urllib.request
for p in json.load(sys.stdin)["data"]:
    d = json.load(urllib.request.urlopen("'"$base"'/api/ptd-industry/product/getById?id=%d" % p["id"]))["data"]
    for dom in d["productDomainList"]:
        for v in dom["productVersionVoList"]:
            if float(v["versionPrice"]) > 0:
                print(p["id"], v["id"]); sys.exit()')
  export BODY="{\"productId\":$product,\"versionId\":$version,\"term\":1}"
  run "POST /api/ptd-industry/order/saveBuyOrder (certified company, one order per request)" post_json.lua /api/ptd-industry/order/saveBuyOrder

  # Payment notifications: one order paid at the sandbox cashier, then its
  # signed notification replayed (verify the RSA signature, decrypt AES-GCM,
  # the conditional UPDATE that finds it already settled).
  order="$(api -X POST "$base/api/ptd-industry/order/saveBuyOrder" -d "{\"productId\":$product,\"versionId\":$version,\"term\":1}" | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"])')"
  no="$(api -X POST "$base/api/ptd-industry/order/payment/addOrderPayOrAccountPay" -d "{\"orderId\":$order,\"payMethod\":\"wechat\"}" | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"]["payTransactionNo"])')"
  curl -sf -o /dev/null -X POST "$base/sandbox/wechatpay/cashier/$no/pay"
  # The sandbox sends the notification after the cashier answers: wait for it.
  for _ in $(seq 1 50); do curl -sf -o /dev/null "$base/sandbox/wechatpay/notification/$no" && break; sleep 0.1; done
  curl -sf "$base/sandbox/wechatpay/notification/$no" | python3 -c '
import sys, json
n = json.load(sys.stdin)
open(sys.argv[1], "w").write("".join("%s: %s\n" % kv for kv in n["headers"].items()))
open(sys.argv[2], "w").write(n["body"])' "$data/notify.headers" "$data/notify.body"
  export NOTIFY_HEADERS="$data/notify.headers" NOTIFY_BODY="$data/notify.body"
  run "POST /api/pay/wechat/notify (a settled payment's signed notification replayed)" notify.lua /api/pay/wechat/notify
  paid="$(api "$base/api/ptd-industry/order/$order" | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"]["payStatus"])')"
  echo "After the replays the order is \`$paid\`, paid once." >>"$out"
  echo >>"$out"

  # Opening an app: the built-in rule (a one-time code), then the example
  # launch-rule plugin (wasm, instantiated per launch, signing through the host).
  domain="$(api "$base/api/ptd-industry/application/myApp" | python3 -c '
import sys, json
print(next(a["productDomainId"] for a in json.load(sys.stdin)["data"] if a.get("appKey") == "equipment-cloud-1"))')"
  export BODY="{\"productDomainId\":$domain}"
  run "POST /api/ptd-industry/application/open (built-in rule: a one-time code)" post_json.lua /api/ptd-industry/application/open
  operator="$(curl -sf "$base/api/ptd-user/login" -H 'content-type: application/json' \
    -d '{"username":"13800000009","password":"Demo@2026"}' | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"]["token"])')"
  plugin="$(curl -sf -H "token: $operator" -F appKey=equipment-cloud-1 -F permissions=sign \
    -F "file=@plugins/examples/company-url/build/rule.wasm;type=application/wasm" "$base/api/ptd-industry/manage/launchPlugin/upload" \
    | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"]["id"])')"
  curl -sf -o /dev/null -H "token: $operator" -H 'content-type: application/json' -d "{\"id\":$plugin}" "$base/api/ptd-industry/manage/launchPlugin/enable"
  run "POST /api/ptd-industry/application/open (the company-url plugin decides)" post_json.lua /api/ptd-industry/application/open

  # Signing in to an app with the platform account (OpenID Connect): the demo
  # app's secret as this server printed it; consent given once, then authorize and
  # the code exchange alternate (each pair is two requests), then userinfo.
  secret="$(grep -oP 'appSecret \K\S+' "$server_log")"
  export BODY='{"response_type":"code","client_id":"equipment-cloud-1","redirect_uri":"http://127.0.0.1:9/callback","scope":"openid profile company","consent":true}'
  code="$(api -X POST "$base/api/oidc/authorize" -d "$BODY" | python3 -c 'import sys,json,urllib.parse as u;print(u.parse_qs(u.urlsplit(json.load(sys.stdin)["data"]["redirect"]).query)["code"][0])')"
  # Assigned before it is exported, so a failed exchange stops the run (export would hide it).
  ACCESS="$(curl -sf -u "equipment-cloud-1:$secret" -d grant_type=authorization_code -d "code=$code" -d redirect_uri=http://127.0.0.1:9/callback "$base/api/oidc/token" | python3 -c 'import sys,json;print(json.load(sys.stdin)["access_token"])')"
  export ACCESS
  export BODY='{"response_type":"code","client_id":"equipment-cloud-1","redirect_uri":"http://127.0.0.1:9/callback","scope":"openid profile company"}'
  export BASIC="Basic $(printf 'equipment-cloud-1:%s' "$secret" | base64 -w0)" REDIRECT="http%3A%2F%2F127.0.0.1%3A9%2Fcallback"
  run "POST /api/oidc/authorize then /api/oidc/token (a code, then its exchange with an RS256 ID token; requests of both)" oidc_code_flow.lua /
  run "GET /api/oidc/userinfo (a Bearer access token)" bearer.lua /api/oidc/userinfo

  # The same flow for a partner's app that registered ES256: the demo company
  # becomes a partner and registers one; its own people sign in to test it, as before publication.
  logo="$(curl -sf -H "token: $token" -F kind=logo -F "file=@tests/api/fixtures/licence.png;type=image/png" "$base/api/ptd-open-platform/partner/upload" | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"])')"
  applied="$(api -X POST "$base/api/ptd-open-platform/partner/apply" -d "{\"cooperationType\":1,\"linkman\":\"李工\",\"mobile\":\"13912345678\",\"introduction\":\"工业软件服务商\",\"logo\":\"$logo\",\"publicityImgArr\":[]}" | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"])')"
  curl -sf -o /dev/null -H "token: $operator" -H 'content-type: application/json' -d "{\"id\":$applied,\"approve\":true}" "$base/api/ptd-open-platform/partner/application/review"
  category="$(api "$base/api/ptd-open-platform/partner/app/categories" | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"][0]["id"])')"
  read -r es_key es_secret < <(api -X POST "$base/api/ptd-open-platform/partner/app" -d "{\"name\":\"设备点检助手\",\"icon\":\"$logo\",\"slogan\":\"点检更轻松\",\"description\":\"设备点检\",\"categoryId\":$category,\"isAi\":false,\"serverUrl\":\"http://127.0.0.1:9/app\",\"internal\":0,\"isFree\":true,\"versions\":[],\"redirectUris\":[\"http://127.0.0.1:9/callback\"],\"idTokenAlg\":\"ES256\"}" \
    | python3 -c 'import sys,json;d=json.load(sys.stdin)["data"];print(d["appKey"], d["appSecret"])')
  api -o /dev/null -X POST "$base/api/oidc/authorize" -d "{\"response_type\":\"code\",\"client_id\":\"$es_key\",\"redirect_uri\":\"http://127.0.0.1:9/callback\",\"scope\":\"openid profile company\",\"consent\":true}"
  export BODY="{\"response_type\":\"code\",\"client_id\":\"$es_key\",\"redirect_uri\":\"http://127.0.0.1:9/callback\",\"scope\":\"openid profile company\"}"
  export BASIC="Basic $(printf '%s:%s' "$es_key" "$es_secret" | base64 -w0)"
  run "POST /api/oidc/authorize then /api/oidc/token (the same for an app that registered ES256)" oidc_code_flow.lua /

  # The open API gateway: signed calls forwarded to bench/hello (the baseline above is that
  # upstream called directly), one free API and one priced at a point per call.
  GATEWAY_KEY="$(python3 bench/gateway.py "$base" "$token" "${database:-$data/platform.db}" "http://127.0.0.1:$((port + 1))" "$((seconds * 40000))" "$data/gateway")"
  export GATEWAY_KEY GATEWAY_CALLS="$data/gateway.free"
  # Each signed call is taken once (a repeat is refused as a replay): no warm-up.
  once=1 run "GET /api/ptd-open-api/gateway/demo-slow (a free API: signature, nonce, rate count, forwarded to bench/hello, logged)" gateway.lua /
  export GATEWAY_CALLS="$data/gateway.priced"
  once=1 run "GET /api/ptd-open-api/gateway/demo-echo (priced: the same with a point held, then captured)" gateway.lua /
}
writes

echo "Server memory after the runs: $(rss) KiB resident." >>"$out"
echo >>"$out"

# 500 logins at once: each gets an answer or the quick refusal, and memory stays bounded.
echo "## Login burst (500 concurrent)" >>"$out"
echo '```' >>"$out"
python3 bench/login_burst.py "$base" "$server" 500 | tee -a "$out"
echo '```' >>"$out"
echo >>"$out"

# Memory under a steady mixed load (the console's and the home page's calls):
# a 10 s warm-up, then BENCH_MIXED_SECONDS (default 60) sampled every 5 s; it
# should end within 10% of where it stood after the warm-up.
mixed="${BENCH_MIXED_SECONDS:-60}"
TOKEN="$token" wrk -t2 -c"$connections" -d10s -s bench/mixed.lua "$base/" >/dev/null
warm="$(rss)"
TOKEN="$token" wrk -t2 -c"$connections" -d"${mixed}s" --latency -s bench/mixed.lua "$base/" >"$data/mixed.txt" &
load=$!
samples=()
while kill -0 "$load" 2>/dev/null; do sleep 5; samples+=("$(rss)"); done
wait "$load" || true
{
  echo "## Mixed load, ${mixed} s (memory sampled every 5 s)"
  echo '```'
  cat "$data/mixed.txt"
  echo '```'
  python3 - "$warm" "$(rss)" "${samples[@]}" <<'PY'
import sys
warm, end, *samples = (int(v) for v in sys.argv[1:] if v)
change = 100 * (end - warm) / warm
print(f"Mixed load memory: {warm / 1024:.0f} MiB after the warm-up, {end / 1024:.0f} MiB at the end ({change:+.1f}%; "
      f"highest {max(samples + [end]) / 1024:.0f} MiB); samples: {', '.join(f'{s / 1024:.0f}' for s in samples)} MiB.")
PY
  echo
} >"$runs/90-mixed.md"
cat "$runs/90-mixed.md" >>"$out"

# Lighthouse (mobile preset, performance only) on the public pages, empty cache.
bench/lighthouse.sh "$base" >"$runs/95-lighthouse.md" 2>"$data/lighthouse.log" || echo "Lighthouse did not run: $(tail -1 "$data/lighthouse.log")" >"$runs/95-lighthouse.md"
cat "$runs/95-lighthouse.md" >>"$out"

python3 - "$login_run" "$raw" >"$runs/80-argon2.md" <<'PY'
import re, sys
login = float(re.search(r"Requests/sec:\s+([\d.]+)", open(sys.argv[1]).read()).group(1))
raw = float(re.search(r"([\d.]+)/s", sys.argv[2]).group(1))
print(f"Login: {login:.0f}/s against a raw Argon2id rate of {raw:.0f}/s at the same parameters ({100 * login / raw:.0f}%).")
PY
cat "$runs/80-argon2.md" >>"$out"
echo >>"$out"

# The same hello-world, the session reads and the writes again on PostgreSQL when it
# answers (as `make test` does), on a database made for this run and dropped after it.
pg_admin="$(./scripts/postgres-url.sh)"
pg_runs=""
if [ -n "$pg_admin" ] && command -v psql >/dev/null 2>&1; then
  after_sqlite="$(rss)"
  kill "$server"; wait "$server" 2>/dev/null || true
  pg_database="bench_$$"
  psql "$pg_admin" -qc "CREATE DATABASE $pg_database" >/dev/null
  mkdir -p "$data/pg"
  start_server "$((port + 2))" "$data/pg" "${pg_admin%/*}/$pg_database"
  database="${pg_admin%/*}/$pg_database"
  token="$(curl -sf "$base/api/ptd-user/login" -H 'content-type: application/json' \
    -d '{"username":"13800000001","password":"Demo@2026"}' | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"]["token"])')"
  sqlite_runs="$runs"
  runs="$data/runs-pg"; pg_runs="$runs"
  mkdir -p "$runs"
  echo "# PostgreSQL ($(psql "$pg_admin" -tAc 'SHOW server_version'), 16 connections)" >>"$out"
  echo >>"$out"
  run "GET / of bench/hello (hello-world axum, the baseline)" with_token.lua / "http://127.0.0.1:$((port + 1))"
  run "GET /api/ptd-user/resource/user/getUserDetails" with_token.lua /api/ptd-user/resource/user/getUserDetails
  run "GET /api/ptd-industry/order/list (the company's orders, first page)" with_token.lua "/api/ptd-industry/order/list?pageNum=1&pageSize=10"
  writes
  runs="$sqlite_runs"
else
  after_sqlite="$(rss)"
  echo "PostgreSQL did not answer on 127.0.0.1:5432: this run measured SQLite only." >>"$out"
  echo >>"$out"
fi

python3 bench/summary.py "$runs" "$before" "$after_sqlite" "$out" README.md $pg_runs


# The launch rule alone, without HTTP: the wasm rule against the same rule in Rust.
echo "## Launch rule latency (services/examples/plugin_launch.rs)" >>"$out"
echo '```' >>"$out"
if [ "$profile" = "release" ]; then cargo run -q --release --locked -p services --example plugin_launch | tee -a "$out"
else cargo run -q --locked -p services --example plugin_launch | tee -a "$out"; fi
echo '```' >>"$out"
echo "results written to $out"

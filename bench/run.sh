#!/usr/bin/env bash
# Load benchmark of the kernel's hot calls (login, getUserDetails, authRoleTree),
# the public home page's API calls and the full-text search, with wrk on
# loopback. Each run is bounded: BENCH_SECONDS per call (default 10) with
# BENCH_CONNECTIONS connections (default 16). Results: bench/results/latest.md.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${BENCH_SECONDS:-10}"
connections="${BENCH_CONNECTIONS:-16}"
port="${BENCH_PORT:-18090}"
profile="${BENCH_PROFILE:-release}"

if [ "$profile" = "release" ]; then cargo build --release --locked --bin platform; bin=target/release/platform
else cargo build --locked --bin platform; bin=target/debug/platform; fi

data="$(mktemp -d)"
PLATFORM_PORT="$port" PLATFORM_DATA_DIR="$data" PLATFORM_JOBS__ENABLED=false PLATFORM_LOG=warn "$bin" >"$data/server.log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT
base="http://127.0.0.1:$port"
for _ in $(seq 1 100); do curl -sf "$base/readyz" >/dev/null && break; sleep 0.2; done

token="$(curl -sf "$base/api/ptd-user/login" -H 'content-type: application/json' \
  -d '{"username":"13800000001","password":"Demo@2026"}' | python3 -c 'import sys,json;print(json.load(sys.stdin)["data"]["token"])')"

out="bench/results/latest.md"
{
  echo "# Benchmark $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo
  echo "Build: $profile. wrk, 2 threads, $connections connections, ${seconds}s per call, loopback, SQLite, $(nproc) cores."
  echo
} >"$out"
run() {
  local name="$1" script="$2" path="$3"
  echo "## $name" >>"$out"
  echo '```' >>"$out"
  TOKEN="$token" wrk -t2 -c"$connections" -d"${seconds}s" --latency -s "bench/$script" "$base$path" | tee -a "$out"
  echo '```' >>"$out"
}
run "POST /api/ptd-user/login (Argon2id verify per request)" login.lua /api/ptd-user/login
run "GET /api/ptd-user/resource/user/getUserDetails" with_token.lua /api/ptd-user/resource/user/getUserDetails
run "GET /api/ptd-industry/menu/authRoleTree" with_token.lua "/api/ptd-industry/menu/authRoleTree?appKey=industry"
run "GET home page API calls (the 9 calls of /front in turn, visitor)" home.lua /
run "GET /api/ptd-industry/search (keyword 设备管理, ranked with highlights)" with_token.lua "/api/ptd-industry/search?keyword=%E8%AE%BE%E5%A4%87%E7%AE%A1%E7%90%86"
echo "results written to $out"

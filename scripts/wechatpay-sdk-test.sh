#!/usr/bin/env bash
# Runs the community WeChat Pay SDK (wechatpayv3, pinned) unchanged against the real binary's sandbox gateway (/sandbox/wechatpay).
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=target/wechatpay-sdk-venv
REQUIREMENTS=scripts/wechatpay-sdk-requirements.txt
OUT=target/wechatpay-sdk                 # the server log
BINARY=./target/debug/platform

# Setup failures still end with the closing line, so a reader of `make test` output finds it.
give_up() { echo "wechatpayv3: $1" >&2; echo "wechatpayv3: 0 passed, 1 failed"; exit 1; }

[ -x "$BINARY" ] || give_up "$BINARY is missing; run cargo build first"

# The pinned SDK in its own virtual environment, reinstalled when the pin changes.
if [ ! -x "$VENV/bin/python" ] || ! cmp -s "$REQUIREMENTS" "$VENV/requirements.txt"; then
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check -r "$REQUIREMENTS" || give_up "installing $REQUIREMENTS failed"
  cp "$REQUIREMENTS" "$VENV/requirements.txt"
fi

# 18182 unless taken (another run, another checkout): then any free loopback port.
PORT="${WECHATPAY_SDK_PORT:-18182}"
if (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; then
  PORT="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
fi
BASE="http://127.0.0.1:$PORT"

mkdir -p "$OUT"
DATA_DIR="$(mktemp -d)"
SERVER_LOG="$OUT/server.log"
SERVER_PID=""
cleanup() {
  if [ -n "$SERVER_PID" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "$DATA_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# Loopback only: the sandbox's notifications and the SDK's requests bypass any proxy.
export NO_PROXY=127.0.0.1,localhost no_proxy=127.0.0.1,localhost

# A fresh database; the `test` profile serves the sandbox and allows the captcha off.
PLATFORM_PROFILE=test PLATFORM_CAPTCHA_ENABLED=false PLATFORM_DATA_DIR="$DATA_DIR" \
  PLATFORM_PORT="$PORT" PLATFORM_HOST=127.0.0.1 PLATFORM_WEB_DIR=dist \
  "$BINARY" >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 120); do
  curl -sf "$BASE/readyz" >/dev/null 2>&1 && break
  kill -0 "$SERVER_PID" 2>/dev/null || { tail -n 20 "$SERVER_LOG" >&2; give_up "the server exited; see $SERVER_LOG"; }
  sleep 0.5
done
curl -sf "$BASE/readyz" >/dev/null || give_up "$BASE/readyz not ready after 60 s; see $SERVER_LOG"

# The test prints one line per step and the closing `wechatpayv3: N passed, M failed`; its status is ours.
rc=0
WECHATPAY_SDK_SERVER_LOG="$SERVER_LOG" "$VENV/bin/python" scripts/wechatpay_sdk_test.py "$BASE" | tee "$OUT/test.log" || rc=$?
grep -qE '^wechatpayv3: [0-9]+ passed, [0-9]+ failed$' "$OUT/test.log" || give_up "the test ended (status $rc) without its summary"
exit "$rc"

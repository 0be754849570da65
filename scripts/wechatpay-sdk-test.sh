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

. scripts/test-binary.sh
# The pinned SDK in its own virtual environment; the binary on 18182 unless taken.
pinned_venv "$VENV" "$REQUIREMENTS" || give_up "installing $REQUIREMENTS failed"
mkdir -p "$OUT"
SERVER_LOG="$OUT/server.log"
# Loopback only: the sandbox's notifications and the SDK's requests bypass any proxy.
export NO_PROXY=127.0.0.1,localhost no_proxy=127.0.0.1,localhost
serve_binary "${WECHATPAY_SDK_PORT:-18182}" "$SERVER_LOG" || give_up "the server did not start"

# The test prints one line per step and the closing `wechatpayv3: N passed, M failed`; its status is ours.
rc=0
WECHATPAY_SDK_SERVER_LOG="$SERVER_LOG" "$VENV/bin/python" scripts/wechatpay_sdk_test.py "$BASE" | tee "$OUT/test.log" || rc=$?
grep -qE '^wechatpayv3: [0-9]+ passed, [0-9]+ failed$' "$OUT/test.log" || give_up "the test ended (status $rc) without its summary"
exit "$rc"

#!/usr/bin/env bash
# Drives the platform's OpenID Connect provider with Authlib and joserfc (pinned) against the real binary.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=target/oidc-client-venv
REQUIREMENTS=scripts/oidc-client-requirements.txt
OUT=target/oidc-client                   # the server log
BINARY=./target/debug/platform

give_up() { echo "authlib: $1" >&2; echo "authlib: 0 passed, 1 failed"; exit 1; }

[ -x "$BINARY" ] || give_up "$BINARY is missing; run cargo build first"

. scripts/test-binary.sh
pinned_venv "$VENV" "$REQUIREMENTS" || give_up "installing $REQUIREMENTS failed"
mkdir -p "$OUT"
SERVER_LOG="$OUT/server.log"
export NO_PROXY=127.0.0.1,localhost no_proxy=127.0.0.1,localhost
serve_binary "${OIDC_CLIENT_PORT:-18183}" "$SERVER_LOG" || give_up "the server did not start"

# The test prints one line per step and the closing `authlib: N passed, M failed`; its status is ours.
rc=0
OIDC_SERVER_LOG="$SERVER_LOG" "$VENV/bin/python" scripts/oidc_client_test.py "$BASE" | tee "$OUT/test.log" || rc=$?
grep -qE '^authlib: [0-9]+ passed, [0-9]+ failed$' "$OUT/test.log" || give_up "the test ended (status $rc) without its summary"
exit "$rc"

#!/usr/bin/env bash
# Checks a contract made and signed through the API with verifiers nobody here wrote: poppler's pdfsig, pyHanko (pinned), openssl cms and openssl ts against the sandbox timestamp authority of the real binary.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/test-binary.sh
out=target/pades
mkdir -p "$out"
# The signed contract: made by the API test through the real router (two parties, timestamps over HTTP), kept in target/tmp/pades.
cargo test ${CARGO_FLAGS:---locked} -q --test api sign::a_paid_order_s_contract_is_signed_once >"$out/api-test.log" 2>&1 || { cat "$out/api-test.log" >&2; echo "pades: 0 passed, 1 failed"; exit 1; }
# The binary (for its /sandbox/tsa, asked by openssl ts) on 18184 unless taken; its log in target/pades/server.log.
client_test pades scripts/pades-requirements.txt "$out" "${PADES_PORT:-18184}" PADES_SERVER_LOG scripts/pades_test.py

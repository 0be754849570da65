#!/usr/bin/env bash
# Drives the platform's OpenID Connect provider with Authlib and joserfc (pinned) against the real binary.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/test-binary.sh
# The binary on 18183 unless taken; the server log in target/oidc-client/.
client_test authlib scripts/oidc-client-requirements.txt target/oidc-client "${OIDC_CLIENT_PORT:-18183}" OIDC_SERVER_LOG scripts/oidc_client_test.py

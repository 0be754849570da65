#!/usr/bin/env bash
# Runs the community WeChat Pay SDK (wechatpayv3, pinned) unchanged against the real binary's sandbox gateway (/sandbox/wechatpay).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/test-binary.sh
# The binary on 18182 unless taken; the server log in target/wechatpay-sdk/.
client_test wechatpayv3 scripts/wechatpay-sdk-requirements.txt target/wechatpay-sdk "${WECHATPAY_SDK_PORT:-18182}" WECHATPAY_SDK_SERVER_LOG scripts/wechatpay_sdk_test.py

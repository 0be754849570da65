#!/usr/bin/env bash
# Installs the Debian packages the browser journeys, the contract PDFs and the benchmarks need, once.
# Chromium comes from Debian (never a browser download); fonts-noto-cjk renders Chinese in pages and contracts.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
dpkg -s fonts-noto-cjk >/dev/null 2>&1 || need+=(fonts-noto-cjk)
# The contract test checks signatures with `openssl cms -verify`.
command -v openssl >/dev/null 2>&1 || need+=(openssl)
# Signed contracts are checked by poppler's pdfsig (PAdES signatures inside the PDF) and drawn by pdftoppm.
command -v pdfsig >/dev/null 2>&1 || need+=(poppler-utils)
# pdfsig trusts the sandbox CA through an NSS database made with certutil.
command -v certutil >/dev/null 2>&1 || need+=(libnss3-tools)
# The cluster test balances two instances with Debian's nginx (deploy/nginx.conf).
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx-light)
# The sandbox OCR reads licences and ID cards with Tesseract (Simplified Chinese).
command -v tesseract >/dev/null 2>&1 || need+=(tesseract-ocr)
[ -e /usr/share/tesseract-ocr/5/tessdata/chi_sim.traineddata ] || need+=(tesseract-ocr-chi-sim)
if [ "${1:-}" = "--bench" ]; then
  command -v wrk >/dev/null 2>&1 || need+=(wrk)
fi
[ ${#need[@]} -eq 0 ] && exit 0
echo "installing: ${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
# Packages must not start services (nginx's default site would listen on every interface): the tests start their own on loopback.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod +x "$policy"
  trap '$SUDO rm -f "$policy"' EXIT
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null

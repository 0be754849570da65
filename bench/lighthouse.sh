#!/usr/bin/env bash
# Lighthouse on the public site of a running server: the front page and the product market, mobile preset, performance only; prints a markdown section.
#
#   bench/lighthouse.sh http://127.0.0.1:8080
#
# Runs the lighthouse devDependency with Debian's Chromium (CHROME_PATH,
# /usr/bin/chromium by default), headless, with Lighthouse's default mobile
# settings (a mid-range phone on simulated slow 4G), so the numbers compare
# from run to run. Each page is one cold load (Lighthouse empties the cache),
# bounded to LIGHTHOUSE_TIMEOUT seconds (default 150). Only the given server
# is contacted. The section goes to standard output; the exit status is 0
# whatever the scores: this reports, it does not judge (a page that could not
# be measured says so in its row).
set -uo pipefail
base="${1:?usage: bench/lighthouse.sh BASE_URL (e.g. http://127.0.0.1:8080)}"
base="${base%/}"
cd "$(dirname "$0")/.."
export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
limit="${LIGHTHOUSE_TIMEOUT:-150}"
pages=(/front /product)

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for page in "${pages[@]}"; do
  name="${page//\//_}"
  # Root needs --no-sandbox; the other flags keep Chromium from calling home.
  timeout "$limit" node_modules/.bin/lighthouse "$base$page" \
    --only-categories=performance \
    --output=json --output-path="$work/$name.json" \
    --quiet --disable-full-page-screenshot \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-default-apps --disable-extensions" \
    >"$work/$name.log" 2>&1 || echo "exit $?" >>"$work/$name.log"
done

node - "$work" "$base" "${pages[@]}" <<'EOF'
// Reads Lighthouse's JSON reports and prints the table.
const fs = require('node:fs');
const path = require('node:path');
const [work, base, ...pages] = process.argv.slice(2);

const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
const rows = [];
let about = '';
for (const page of pages) {
  const name = page.replace(/\//g, '_');
  const file = path.join(work, `${name}.json`);
  if (!fs.existsSync(file)) {
    const log = fs.existsSync(path.join(work, `${name}.log`)) ? fs.readFileSync(path.join(work, `${name}.log`), 'utf8') : '';
    const reason = log.trim().split('\n').filter(Boolean).pop() ?? 'no report';
    rows.push(`| ${page} | not measured | | | | ${reason.replace(/\|/g, '/').slice(0, 120)} |`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const audits = report.audits;
  const numeric = (id) => audits[id]?.numericValue;
  const score = report.categories?.performance?.score;
  const scripts = (audits['resource-summary']?.details?.items ?? []).find((item) => item.resourceType === 'script');
  const failed = report.runtimeError?.message;
  about ||= `Lighthouse ${report.lighthouseVersion}, ${report.configSettings.formFactor} preset (${report.configSettings.throttlingMethod} throttling), ${report.environment?.hostUserAgent?.match(/Chrome\/[\d.]+/)?.[0] ?? 'Chromium'}, ${base}.`;
  rows.push(
    [
      page,
      score == null ? `not scored${failed ? `: ${failed}` : ''}` : Math.round(score * 100),
      numeric('largest-contentful-paint') == null ? '' : ms(numeric('largest-contentful-paint')),
      numeric('total-blocking-time') == null ? '' : ms(numeric('total-blocking-time')),
      numeric('cumulative-layout-shift') == null ? '' : numeric('cumulative-layout-shift').toFixed(3),
      scripts ? `${(scripts.transferSize / 1024).toFixed(1)} kB (${scripts.requestCount} files)` : '',
    ]
      .map(String)
      .join(' | ')
      .replace(/^/, '| ')
      .concat(' |'),
  );
}

console.log('## Lighthouse: public pages (mobile, performance)');
console.log();
if (about) console.log(about + ' One cold load per page; JS as the browser downloads it (compressed).');
console.log();
console.log('| page | performance | LCP | TBT | CLS | JS transferred |');
console.log('|---|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
EOF
exit 0

// First-load weight of a page: the JavaScript a visitor with an empty cache downloads, measured in headless Chromium.
//
//   node bench/first-load.mjs http://127.0.0.1:8080/front [more URLs...] [--settle 4000] [--top 10] [--br] [--json]
//   node bench/first-load.mjs http://127.0.0.1:8080/home/console --login 13800000001   (a workbench page, signed in)
//
// Each URL opens in a fresh browser context (nothing cached). The load counts
// every script fetched until the network is quiet and `--settle` milliseconds
// more have passed (so whatever the page fetches in the background once it is
// idle counts too). The browser asks for gzip only, so "transferred" is the
// gzipped size the first-page budget is stated in; `--br` lets it take brotli
// as a real browser would. `--login` signs in through the API first (password
// `--password`, the demo one by default) and hands the page the token as the
// login page would; the sign-in itself loads no script. Loopback only: the
// page's own server.
import { chromium } from 'playwright';

const args = process.argv.slice(2);
const urls = [];
const options = { settle: 4000, top: 10, br: false, json: false, width: 1440, height: 900, login: '', password: 'Demo@2026' };
for (let i = 0; i < args.length; i += 1) {
  const arg = args[i];
  if (arg === '--settle') options.settle = Number(args[++i]);
  else if (arg === '--top') options.top = Number(args[++i]);
  else if (arg === '--width') options.width = Number(args[++i]);
  else if (arg === '--height') options.height = Number(args[++i]);
  else if (arg === '--login') options.login = args[++i];
  else if (arg === '--password') options.password = args[++i];
  else if (arg === '--br') options.br = true;
  else if (arg === '--json') options.json = true;
  else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
  else urls.push(arg);
}
if (urls.length === 0) {
  console.error('usage: node bench/first-load.mjs URL [URL...] [--settle ms] [--top n] [--br] [--json] [--login user [--password p]]');
  process.exit(2);
}

const kB = (bytes) => (bytes / 1024).toFixed(1);

async function measure(browser, url) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    extraHTTPHeaders: options.br ? {} : { 'accept-encoding': 'gzip, deflate' },
  });
  if (options.login) {
    const response = await context.request.post(new URL('/api/ptd-user/login', url).href, {
      data: { username: options.login, password: options.password },
    });
    const body = await response.json();
    if (body.code !== 200) throw new Error(`login of ${options.login}: ${body.msg}`);
    // The app keeps its login in local storage under `token` (shell/sdk/src/auth/token.ts).
    await context.addInitScript((token) => window.localStorage.setItem('token', token), body.data.token);
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  // Bytes on the wire per request, from the browser's own accounting.
  const requests = new Map();
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    requests.set(requestId, {
      url: response.url,
      type,
      status: response.status,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '',
      transferred: 0,
      decoded: 0,
      done: false,
    });
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) {
      entry.transferred = encodedDataLength;
      entry.done = true;
    }
  });

  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForTimeout(options.settle);
  await page.waitForLoadState('networkidle');
  const elapsed = Date.now() - started;
  const title = await page.title();
  await context.close();

  const scripts = [...requests.values()].filter(
    (entry) => entry.type === 'Script' || /\.m?js(\?|$)/.test(new URL(entry.url).pathname),
  );
  const total = (key) => scripts.reduce((sum, entry) => sum + entry[key], 0);
  return {
    url,
    title,
    elapsedMs: elapsed,
    requests: requests.size,
    jsFiles: scripts.length,
    jsTransferred: total('transferred'),
    jsDecoded: total('decoded'),
    unfinished: scripts.filter((entry) => !entry.done).map((entry) => entry.url),
    largest: scripts
      .slice()
      .sort((a, b) => b.transferred - a.transferred)
      .slice(0, options.top)
      .map(({ url: address, transferred, decoded, encoding }) => ({
        path: new URL(address).pathname,
        transferred,
        decoded,
        encoding,
      })),
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const results = [];
try {
  for (const url of urls) results.push(await measure(browser, url));
} finally {
  await browser.close();
}

if (options.json) {
  console.log(JSON.stringify(results, null, 2));
} else {
  for (const result of results) {
    console.log(`${result.url}  (${result.title}, ${result.requests} requests, ${result.elapsedMs} ms with ${options.settle} ms settle)`);
    console.log(
      `  JS files: ${result.jsFiles}   transferred: ${kB(result.jsTransferred)} kB${options.br ? '' : ' (gzip)'}   decoded: ${kB(result.jsDecoded)} kB`,
    );
    if (result.unfinished.length > 0) console.log(`  still loading: ${result.unfinished.join(', ')}`);
    console.log('  largest:');
    for (const file of result.largest) {
      console.log(`    ${kB(file.transferred).padStart(7)} kB  ${kB(file.decoded).padStart(7)} kB  ${file.encoding.padEnd(4)}  ${file.path}`);
    }
  }
}

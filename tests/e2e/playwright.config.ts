/**
 * Browser journeys against the real server: the config starts the platform
 * binary on its own port with a fresh data folder, serving the built dist/.
 * Build first: `cargo build` and `npm run build`.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
// E2E_PORT lets a second run (another checkout) share the machine.
const PORT = Number(process.env.E2E_PORT ?? 18080);
// One server per worker, each on its own port with its own fresh database (demo data), so
// journeys running side by side never meet each other's changes; a worker's server is
// PORT + its parallel index (support.ts). One worker by default: on two cores the browser and
// the server keep both busy, and a second worker made no run shorter (measured).
const WORKERS = Number(process.env.E2E_WORKERS ?? 1);
const STARTED = Date.now();

export default defineConfig({
  testDir: '.',
  // The screenshot specs take pictures for people to look at: `make screenshots` runs them, `make test` does not.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/*screenshots.spec.ts'],
  outputDir: path.join(ROOT, 'test-results', 'e2e-artifacts'),
  fullyParallel: false,
  workers: WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // The list as it goes; each failure's error repeated last, where a log cut to its tail still shows it.
  reporter: [['list'], [path.join(__dirname, 'failures-last.ts')]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // As a person who asked for less motion: drawers and dialogs appear at once (antd's motion off),
    // carousels stay put; the journeys wait on what is shown, not on animations.
    reducedMotion: 'reduce',
    // A failure keeps its trace (actions, DOM snapshots, network) but no screencast: the screencast's
    // frames cost a sixth of the journeys' time on two cores (identity.spec.ts: 1.8 min with it, 1.5 without).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: './target/debug/platform',
    cwd: ROOT,
    env: {
      PLATFORM_PORT: String(PORT + index),
      // A fresh database per server and run, so every run starts from the demo data.
      PLATFORM_DATA_DIR: path.join(ROOT, 'test-results', `e2e-data-${STARTED}-${index}`),
      PLATFORM_WEB_DIR: 'dist',
      // Codes are sent without a captcha token; the slider itself is still checked.
      PLATFORM_CAPTCHA_ENABLED: 'false',
      // Every journey sends its codes from 127.0.0.1 into one database; the per-address cap is tested through the API.
      PLATFORM_CODES__PER_ADDRESS_HOURLY: '1000',
      // A journey proves a number and then uses it at once; the one-a-minute rule is tested through the API.
      PLATFORM_CODES__RESEND_SECONDS: '1',
      // Likewise every visitor's look-ups and messages come from one address; those limits are tested through the API.
      PLATFORM_LIMITS__LOOKUPS_PER_ADDRESS_HOURLY: '10000',
      PLATFORM_LIMITS__SUBMISSIONS_PER_ADDRESS_HOURLY: '10000',
      PLATFORM_PROFILE: 'test',
    },
    url: `http://127.0.0.1:${PORT + index}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
});

import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Debian's Chromium: its headless shell when installed (`npm test` installs it), which runs the same
 * Blink for a quarter less CPU than the full browser. Playwright never downloads a browser here.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

/** Flags that keep Chromium from calling out on a machine with no network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const e2eAdmin = {
  username: 'admin',
  password: 'E2e-admin-Passw0rd!',
  email: 'admin@example.com',
};

export const apiPort = 8000;

/** The e2e API's DATA_DIR, in a spec (see defineE2EConfig). */
export const e2eDataDir = () => {
  const dir = process.env.CABINET_E2E_DATA_DIR;
  if (!dir)
    throw new Error('CABINET_E2E_DATA_DIR is unset: run the spec through its Playwright config');
  return dir;
};
export const apiOrigin = `http://localhost:${apiPort}`;

/**
 * The reporters of every Playwright run: the list on the terminal and, when `npm test` collects the
 * results (`CABINET_TEST_REPORT_DIR`), a JSON report of its own name there, which the closing line
 * and the test guard count.
 *
 * @param {string} fileName the JSON report's name, one per suite
 * @returns {import('@playwright/test').ReporterDescription[]}
 */
export function reporters(fileName) {
  const reportDir = process.env.CABINET_TEST_REPORT_DIR;
  return reportDir ? [['list'], ['json', { outputFile: join(reportDir, fileName) }]] : [['list']];
}

/**
 * Playwright config for an app's e2e specs: the real API on a fresh embedded database, and the app's
 * production build served by its production server (`dist-server/server.js`, as `pnpm serve` runs it). Ports are the product's defaults, so the builds need no
 * special URLs; a port already in use fails the run instead of testing the wrong server.
 *
 * Options for a second build of the same app (e.g. with feature flags on), all optional: `testDir`
 * (default `./e2e`), `siteDir` (the folder holding that build's `dist-server/server.js`; default the
 * app's own), `apiEnv` (more environment for the API, e.g. a server-side switch) and `reportName`
 * (the JSON report's name; default `playwright-port-<port>.json`).
 *
 * @param {{ port: number, repoRoot: string, testDir?: string, siteDir?: string,
 *   apiEnv?: Record<string, string>, reportName?: string }} options
 */
export function defineE2EConfig({ port, repoRoot, testDir, siteDir, apiEnv, reportName }) {
  // Made once, by the runner: its workers load this file again but inherit the variable, so a spec
  // can run the API's own commands (`pnpm backup`) on the DATA_DIR the API holds.
  process.env.CABINET_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'cabinet-e2e-'));
  const dataDir = process.env.CABINET_E2E_DATA_DIR;
  return defineConfig({
    testDir: testDir ?? './e2e',
    fullyParallel: false,
    workers: 1,
    // A test that fails once fails the run: no retries, whose second try would hide a race.
    retries: 0,
    // A `test.only` left in a spec would silently run that test alone.
    forbidOnly: Boolean(process.env.CI),
    reporter: reporters(reportName ?? `playwright-port-${port}.json`),
    timeout: 60_000,
    // A screen's first visit loads its code on demand; with the other lanes' browsers on the same
    // two cores, a page has been seen to wait 7 s for the CPU, far beyond Playwright's default
    // 5 s. What a test waits for is the same; only how long it may take before the test fails.
    expect: { timeout: 20_000 },
    use: {
      baseURL: `http://localhost:${port}`,
      trace: 'retain-on-failure',
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
    projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
    webServer: [
      {
        command: 'node dist/server.js',
        cwd: join(repoRoot, 'apps/api'),
        url: `${apiOrigin}/api/v1/util/health`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          DATA_DIR: dataDir,
          PORT: String(apiPort),
          ADMIN_USERNAME: e2eAdmin.username,
          ADMIN_PASSWORD: e2eAdmin.password,
          ADMIN_EMAIL: e2eAdmin.email,
          LOG_LEVEL: 'warn',
          // The proxy a test may play: a test can then act as several visitors, each with its own
          // address and so its own rate limits, by setting X-Forwarded-For.
          TRUST_PROXY: 'loopback',
          ...apiEnv,
        },
      },
      {
        command: 'node dist-server/server.js',
        ...(siteDir && { cwd: siteDir }),
        env: { PORT: String(port), LOG_LEVEL: 'warn' },
        url: `http://localhost:${port}/healthz`,
        reuseExistingServer: false,
        timeout: 30_000,
      },
    ],
  });
}

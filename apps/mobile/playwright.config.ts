import { chromiumArgs, chromiumPath, reporters } from '@cabinet/e2e/playwright-config';
import { defineConfig, devices } from '@playwright/test';

/**
 * The app's build as the Android project holds it (`pnpm sync` or `test:e2e` copies it first),
 * served by a static server of the test's own on a free port (e2e/app-server.ts): no API, no fixed
 * port. A phone's viewport and touch, in French unless a test says otherwise.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  // A test that fails once fails the run, and a stray test.only cannot shrink it under CI.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: reporters('playwright-mobile.json'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 1,
    locale: 'fr-CH',
    colorScheme: 'light',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

import { chromiumArgs, chromiumPath, reporters } from '@cabinet/e2e/playwright-config';
import { defineConfig } from '@playwright/test';

// Opens every story of the built Storybook (run `pnpm build:storybook` first), served by the spec
// itself on a free port: no fixed port, so no lock with the apps' e2e suites.
export default defineConfig({
  testDir: './e2e',
  // Each story is its own test; two workers share the two cores with the static server.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: reporters('playwright-storybook.json'),
  timeout: 30_000,
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});

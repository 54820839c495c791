import { defineE2EConfig } from '@cabinet/e2e/playwright-config';
import { resolve } from 'node:path';

// The site as built with visitor tracking and anonymous users on (`pnpm build:flags-on`), against
// the real API with anonymous users switched on too; specs in e2e-flags-on/. The normal suite
// (playwright.config.ts) runs the normal build with both off.
export default defineE2EConfig({
  port: 5173,
  repoRoot: resolve(import.meta.dirname, '../..'),
  testDir: './e2e-flags-on',
  siteDir: resolve(import.meta.dirname, 'node_modules/.cache/cabinet-flags-on'),
  apiEnv: { ENABLE_ANON_USERS: 'true' },
  reportName: 'playwright-public-site-flags-on.json',
});

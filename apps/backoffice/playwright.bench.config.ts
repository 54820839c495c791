import { defineE2EConfig } from '@cabinet/e2e/playwright-config';
import { resolve } from 'node:path';

// `pnpm bench`: the benchmarks in bench/, against the real API and this app's production build
// (run `pnpm build` first), as the e2e suite runs them. They print figures and assert no timing.
export default {
  ...defineE2EConfig({
    port: 5174,
    repoRoot: resolve(import.meta.dirname, '../..'),
    testDir: './bench',
    reportName: 'playwright-backoffice-bench.json',
  }),
  testMatch: '**/*.bench.ts',
};

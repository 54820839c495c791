import { defineE2EConfig } from '@cabinet/e2e/playwright-config';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../..');
const base = defineE2EConfig({
  port: 5174,
  repoRoot,
  testDir: './e2e-appointments',
  reportName: 'playwright-appointments.json',
});

/**
 * The first appointment from end to end crosses both front ends: staff offer times in the
 * back-office, the visitor picks one on the public site. The real API, this app's build and the
 * public site's build (`pnpm build` in apps/public-site first), on their usual ports.
 */
export default {
  ...base,
  webServer: [
    ...(Array.isArray(base.webServer) ? base.webServer : []),
    {
      command: 'node dist-server/server.js',
      cwd: resolve(repoRoot, 'apps/public-site'),
      env: { PORT: '5173', LOG_LEVEL: 'warn' },
      url: 'http://localhost:5173/healthz',
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
};

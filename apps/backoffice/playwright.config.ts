import { defineE2EConfig } from '@cabinet/e2e/playwright-config';
import { resolve } from 'node:path';

// Runs the real API (apps/api/dist) and this app's production build (run `pnpm build` first).
export default defineE2EConfig({ port: 5174, repoRoot: resolve(import.meta.dirname, '../..') });

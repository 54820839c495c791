import { nodePreset } from '@cabinet/vitest-config/node';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...nodePreset,
  test: { ...nodePreset.test, include: ['test/**/*.test.js'] },
});

import { nodePreset } from '@cabinet/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Headless by default (the loader tests talk to a real local HTTP server); tests that need a DOM
 * opt in with a `// @vitest-environment jsdom` first line.
 */
export default mergeConfig(
  nodePreset,
  defineConfig({ test: { include: ['src/**/*.test.{ts,tsx}'] } }),
);

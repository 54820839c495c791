import { nodePreset } from '@cabinet/vitest-config/node';
import { mergeConfig } from 'vitest/config';

// Each file starts real servers (and Caddy): one file at a time, with room to start them.
export default mergeConfig(nodePreset, {
  test: { fileParallelism: false, hookTimeout: 120_000, testTimeout: 60_000 },
});

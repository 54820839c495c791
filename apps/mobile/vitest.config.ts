import { nodePreset } from '@cabinet/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(nodePreset, defineConfig({ test: { testTimeout: 300_000 } }));

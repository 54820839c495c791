import { nodePreset } from '@cabinet/vitest-config/node';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(defineConfig(nodePreset), defineConfig({}));

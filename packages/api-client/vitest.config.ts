import { nodePreset } from '@cabinet/vitest-config/node';
import { mergeConfig, type ViteUserConfig } from 'vitest/config';

export default mergeConfig(nodePreset, {} satisfies ViteUserConfig);

import { reactPreset } from '@cabinet/vitest-config/react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  reactPreset,
  defineConfig({
    // The preset's setup file imports Testing Library without depending on it: resolve it from here.
    resolve: { dedupe: ['@testing-library/react'] },
  }),
);

import { reactPreset } from '@cabinet/vitest-config/react';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  reactPreset,
  defineConfig({
    plugins: [react()],
    // The preset's setup file imports Testing Library without depending on it: resolve it from here.
    resolve: { dedupe: ['@testing-library/react', 'react', 'react-dom'] },
    test: {
      exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
      setupFiles: ['./src/testing/setup.ts'],
    },
  }),
);

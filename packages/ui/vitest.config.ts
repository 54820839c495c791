import { reactPreset } from '@cabinet/vitest-config/react';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  reactPreset,
  defineConfig({
    plugins: [react()],
    // The shared DOM setup imports Testing Library; resolve it (and React) from this package.
    resolve: { dedupe: ['@testing-library/react', 'react', 'react-dom'] },
    test: { setupFiles: ['./vitest.setup.ts'] },
  }),
);

import { reactAppPreset } from '@cabinet/vitest-config/react-app';
import react from '@vitejs/plugin-react';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(
  reactAppPreset,
  // The build and server scripts (prerender, page server) have unit tests of their own.
  defineConfig({
    plugins: [react()],
    test: {
      include: ['scripts/**/*.test.ts', 'server/**/*.test.ts'],
      // Its tests replace modules the app also loads (`vi.mock`): each file needs modules of its own.
      isolate: true,
    },
  }),
);

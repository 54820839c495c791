import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';

/** Only real problems on the console: no chunk listing, no build-time statistics. */
const quietBuild: UserConfig = {
  logLevel: 'warn',
  build: {
    chunkSizeWarningLimit: 2048,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // MUI ships 'use client' directives, meaningless in a client-only bundle.
      onwarn(warning, defaultHandler) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        defaultHandler(warning);
      },
    },
  },
};

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: {
    // Offline and quiet: no telemetry, no crash reports, no "what's new" fetches.
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, quietBuild),
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type UserConfig } from 'vite';

/** Only real problems on the console: no chunk listing, no build-time statistics. */
const quietBuild: UserConfig = {
  logLevel: 'warn',
  build: {
    chunkSizeWarningLimit: 4096,
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

/**
 * One Storybook over three workspaces: each keeps its stories beside its components, and the
 * sidebar groups them by where they live.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    { directory: '../../../packages/ui/src', files: '**/*.stories.tsx', titlePrefix: 'Shared' },
    {
      directory: '../../../apps/backoffice/src',
      files: '**/*.stories.tsx',
      titlePrefix: 'Back-office',
    },
    {
      directory: '../../../apps/public-site/src',
      files: '**/*.stories.tsx',
      titlePrefix: 'Public site',
    },
  ],
  addons: ['@storybook/addon-a11y'],
  // The mocked API's service worker (`msw init public`), and the public site's pictures and icon,
  // which its sections load from the site's root.
  staticDirs: ['../public', '../../../apps/public-site/public'],
  // The stories' frame names its icon, so the browser never asks for a missing /favicon.ico.
  previewHead: (head) => `${head}<link rel="icon" type="image/svg+xml" href="./favicon.svg" />`,
  core: {
    // Offline and quiet: no telemetry, no crash reports, no "what's new" fetches.
    disableTelemetry: true,
    enableCrashReports: false,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, quietBuild),
};

export default config;

// The shared test and e2e presets are plain JavaScript; these declarations type them here.
/// <reference types="@testing-library/jest-dom/vitest" />

declare module '@cabinet/vitest-config/react' {
  import type { UserConfig } from 'vitest/config';
  export const reactPreset: UserConfig;
}

declare module '@cabinet/e2e/playwright-config' {
  import type { PlaywrightTestConfig } from '@playwright/test';
  export function defineE2EConfig(options: {
    port: number;
    repoRoot: string;
  }): PlaywrightTestConfig;
  export const e2eAdmin: { username: string; password: string; email: string };
  export const apiOrigin: string;
}

declare module '@cabinet/e2e/axe' {
  import type { Page } from '@playwright/test';
  export function seriousAxeViolations(
    page: Page,
  ): Promise<{ id: string; impact: string | null | undefined; help: string; targets: string[] }[]>;
}

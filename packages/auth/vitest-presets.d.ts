// The shared Vitest presets are plain JavaScript; this gives them types for vitest.config.ts.
declare module '@cabinet/vitest-config/node' {
  import type { UserConfig } from 'vitest/config';
  export const nodePreset: UserConfig;
}
declare module '@cabinet/vitest-config/react' {
  import type { UserConfig } from 'vitest/config';
  export const reactPreset: UserConfig;
}

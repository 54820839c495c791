// The shared test presets are plain JavaScript; this declaration types them here.
declare module '@cabinet/vitest-config/node' {
  import type { UserConfig } from 'vitest/config';
  export const nodePreset: UserConfig;
}

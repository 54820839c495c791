import type { PlaywrightTestConfig, ReporterDescription } from '@playwright/test';

export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const e2eAdmin: { username: string; password: string; email: string };
export declare const apiPort: number;
export declare const apiOrigin: string;
/** The e2e API's DATA_DIR, in a spec run through `defineE2EConfig`'s config. */
export declare function e2eDataDir(): string;
export declare function defineE2EConfig(options: {
  port: number;
  repoRoot: string;
  /** The specs' folder; `./e2e` unless told. */
  testDir?: string;
  /** The folder holding the build's `dist-server/server.js`; the app's own unless told. */
  siteDir?: string;
  /** More environment for the API (e.g. `ENABLE_ANON_USERS`). */
  apiEnv?: Record<string, string>;
  /** The JSON report's name; `playwright-port-<port>.json` unless told. */
  reportName?: string;
}): PlaywrightTestConfig;
export declare function reporters(fileName: string): ReporterDescription[];

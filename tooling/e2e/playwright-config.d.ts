import type { PlaywrightTestConfig, ReporterDescription } from '@playwright/test';

export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare const e2eAdmin: { username: string; password: string; email: string };
export declare const apiPort: number;
export declare const apiOrigin: string;
export declare function defineE2EConfig(options: {
  port: number;
  repoRoot: string;
}): PlaywrightTestConfig;
export declare function reporters(fileName: string): ReporterDescription[];

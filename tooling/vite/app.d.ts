import type { UserConfigFnObject } from 'vite';

export interface AppConfigOptions {
  /** The port of `vite` and `vite preview` (strict: taken means fail). */
  port: number;
  /** The app's folder, where its `.env` files live (`import.meta.dirname`). */
  dirname: string;
  /** URLs the page calls besides the API, from the app's `VITE_*` variables. */
  connectUrls?: (env: Record<string, string>) => string[];
  /** Pages the app may embed in a frame (e.g. a map loaded on the visitor's click). */
  frameUrls?: string[];
  /**
   * Builds the browser code through React Compiler, which memoizes components and hooks so a
   * change redraws only what depends on it. A component breaking the rules of React is left as
   * written.
   */
  reactCompiler?: boolean;
}

export declare function defineAppConfig(options: AppConfigOptions): UserConfigFnObject;

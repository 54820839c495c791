import type { Plugin } from 'vite';

/** Rewrites a module's top-level `createTheme()` constants into stand-ins made on first use. */
export function deferDefaultThemes(code: string): string | null;

/** Vite plugin: MUI's fallback themes are made the first time anything reads them. */
export function muiFallbackThemesOnFirstUse(): Plugin;

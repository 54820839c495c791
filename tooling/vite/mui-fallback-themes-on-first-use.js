/**
 * Several of MUI's modules make a whole default theme as they load (`const defaultTheme =
 * createTheme();` in `@mui/material/styles`, `Box`, and in `@mui/system`'s `useTheme`, `styled`,
 * `Container`, `Stack`, `Grid`): the theme a component falls back to when it is rendered outside
 * any `ThemeProvider`. Our front ends render every component inside their own theme's provider,
 * so those themes are never read, yet making them took 20–35 ms of a phone's main thread as the
 * page started. This plugin makes each of them on first use instead: the constant becomes a
 * stand-in that makes the real theme the first time anything reads it, and then reads from it.
 */

import { join } from 'node:path';

const MUI_MODULE = /[\\/]@mui[\\/](?:material|system)[\\/].*\.m?js$/;
/** `const defaultTheme = createTheme();` at the top level of a module (optionally exported). */
const THEME_AT_LOAD = /^((?:export )?(?:const|let|var) \w+ = )(createTheme\(\));$/gm;
const STAND_IN_MODULE = join(import.meta.dirname, 'theme-on-first-use.js');

/**
 * Rewrites a module's top-level default themes into stand-ins (`themeOnFirstUse`); `null` when it
 * makes none.
 * @param {string} code
 * @returns {string | null}
 */
export function deferDefaultThemes(code) {
  const deferred = code.replace(
    THEME_AT_LOAD,
    (_, declaration, call) => `${declaration}/* @__PURE__ */ themeOnFirstUse(() => ${call});`,
  );
  if (deferred === code) return null;
  return `import { themeOnFirstUse } from ${JSON.stringify(STAND_IN_MODULE)};\n${deferred}`;
}

/** @returns {import('vite').Plugin} */
export function muiFallbackThemesOnFirstUse() {
  return {
    name: 'cabinet-mui-fallback-themes-on-first-use',
    enforce: 'pre',
    transform(code, id) {
      if (!MUI_MODULE.test(id)) return null;
      const deferred = deferDefaultThemes(code);
      return deferred === null ? null : { code: deferred, map: null };
    },
  };
}

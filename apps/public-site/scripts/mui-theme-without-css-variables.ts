import type { Plugin } from 'vite';

/**
 * MUI's `createTheme` and `ThemeProvider` pick, at run time, between the plain theme and the
 * CSS-variables one, so the bundler keeps both. The practice theme sets no `cssVariables` and no
 * `colorSchemes` (`@cabinet/ui/theme`), so the CSS-variables builder and provider are dead code:
 * about 8 KiB gzipped of the entry. This plugin gives those two imports, and only from those two
 * MUI files, a stand-in that fails loudly if the theme ever asks for CSS variables.
 */
const STAND_INS: Record<string, { importer: RegExp; code: string }> = {
  './createThemeWithVars.mjs': {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/,
    code: 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
  },
  './ThemeProviderWithVars.mjs': {
    importer: /[\\/]@mui[\\/]material[\\/]styles[\\/]ThemeProvider\.mjs$/,
    code: 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
  },
};
const MESSAGE =
  'The public site is built without MUI CSS variables; remove muiThemeWithoutCssVariables() from its Vite config to use them.';
const PREFIX = '\0mui-without-css-variables:';

export function muiThemeWithoutCssVariables(): Plugin {
  return {
    name: 'cabinet-mui-theme-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = STAND_INS[source];
      return standIn && importer && standIn.importer.test(importer) ? `${PREFIX}${source}` : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const standIn = STAND_INS[id.slice(PREFIX.length)];
      return standIn ? `const MESSAGE = ${JSON.stringify(MESSAGE)};\n${standIn.code}\n` : null;
    },
  };
}

/**
 * MUI's `createTheme` and `ThemeProvider` pick, at run time, between the plain theme and the
 * CSS-variables one, so the bundler keeps both. The practice theme sets no `cssVariables` and no
 * `colorSchemes` (`@cabinet/ui/theme`), so the CSS-variables builder and provider are dead code:
 * about 8 KiB gzipped of the entry. This plugin gives those two imports, and only from those two
 * MUI files, a stand-in that fails loudly if the theme ever asks for CSS variables.
 */

/** @type {Record<string, { importer: RegExp; code: string }>} */
const STAND_INS = {
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
  'The front ends are built without MUI CSS variables; remove muiThemeWithoutCssVariables() from @cabinet/vite-config/app to use them.';
const PREFIX = '\0mui-without-css-variables:';

/** @returns {import('vite').Plugin} */
export function muiThemeWithoutCssVariables() {
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

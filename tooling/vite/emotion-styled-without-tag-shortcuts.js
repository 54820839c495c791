/**
 * `@emotion/styled` makes a shortcut for each of about 130 HTML and SVG tags (`styled.div`,
 * `styled.a`…) as its module loads: a few milliseconds of a phone's main thread on every page
 * load, for shortcuts nothing calls. MUI's styling engine calls only `styled(tag, options)`, which
 * `@emotion/styled/base` is on its own. This plugin gives MUI's engine, and only it, the base: code
 * of our own that imports `@emotion/styled` still gets the shortcuts.
 */

const STYLED_ENGINE = /[\\/]@mui[\\/]styled-engine[\\/]/;

/** @returns {import('vite').Plugin} */
export function emotionStyledWithoutTagShortcuts() {
  return {
    name: 'cabinet-emotion-styled-without-tag-shortcuts',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (source !== '@emotion/styled' || !importer || !STYLED_ENGINE.test(importer)) return null;
      return this.resolve('@emotion/styled/base', importer, { ...options, skipSelf: true });
    },
  };
}

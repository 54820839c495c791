import { ColorSchemeProvider, type ColorMode } from '@cabinet/ui/color-scheme';
import { appTheme } from '@cabinet/ui/theme';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { createPageStyleCache } from './page-styles';

// The site's provider is taken from here, not from the UI kit, so that loading this module for
// `makeSiteTheme` also loads and sets up what the provider needs (MUI's theme provider, its
// baseline styles and Emotion's cache): that set-up is the first of the start-up's steps.
export { ColorSchemeProvider };

/** The site offers no colour choice: always light, as its prerendered HTML is. */
export const SITE_COLOR_MODE: ColorMode = 'light';

let styleCache: EmotionCache | undefined;
/** The browser's style cache, made once (`createPageStyleCache`). */
const pageStyleCache = () => (styleCache ??= createPageStyleCache());

/**
 * Makes the site's theme and style cache ahead of its first render. The start-up loads this
 * module, and with it MUI's theming and Emotion (both set themselves up as their modules load),
 * then makes the theme in the next task: on a phone each step takes 20–40 ms, and inside the
 * site's own start-up or its first render they made tasks of over 50 ms, in which the page cannot
 * answer a tap.
 */
export function makeSiteTheme(): void {
  appTheme(SITE_COLOR_MODE);
  pageStyleCache();
}

/** The site's tree with the browser's style cache, which holds the styles the page came with. */
export function withPageStyles(tree: ReactNode): ReactNode {
  return <CacheProvider value={pageStyleCache()}>{tree}</CacheProvider>;
}

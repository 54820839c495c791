import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The attribute of the `<style>` element holding a rendered page's component styles: the names of
 * the styles it holds, space-separated. Not Emotion's own `data-emotion`: Emotion takes every
 * element marked so into its style sheet as it starts in the browser, and moving a `<style>`
 * element (even to where it already is) makes the browser read its rules again and work out the
 * whole page's styles again — some 20 ms on a phone, in the middle of the page's start-up.
 */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

/** The styles Emotion collected while rendering a page, by cache key (`css`, `css-global`). */
export interface CollectedStyles {
  key: string;
  ids: string[];
  css: string;
}

/**
 * The `<style>` elements of a rendered page. Its component styles go under
 * `PAGE_STYLES_ATTRIBUTE`, where the browser's style cache reads their names and leaves them in
 * place. The global styles keep Emotion's marking, which its `Global` component looks for; they
 * are marked as already taken (`data-s`) so the cache does not move them when it starts.
 */
export function pageStyleTags(collected: readonly CollectedStyles[]): string {
  return collected
    .map(({ key, ids, css }) =>
      key === 'css'
        ? `<style ${PAGE_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>`
        : `<style data-emotion="${key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
}

/**
 * The browser's style cache, under Emotion's default key (the class names the page was rendered
 * with): the styles the page arrived with are marked as inserted, so none is inserted again, and
 * their element stays where it is. Styles the page comes to need go in new elements after it.
 */
export function createPageStyleCache(doc: Document = document): EmotionCache {
  const cache = createCache({ key: 'css' });
  for (const element of doc.querySelectorAll(`style[${PAGE_STYLES_ATTRIBUTE}]`)) {
    for (const name of element.getAttribute(PAGE_STYLES_ATTRIBUTE)?.split(' ') ?? []) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}

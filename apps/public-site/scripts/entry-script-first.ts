import type { Plugin } from 'vite';

const MODULE_SCRIPT_WITHOUT_PRIORITY = /<script type="module"(?![^>]*fetchpriority)/g;

/**
 * The page's one script in its HTML (`src/start.ts`, about 4 KiB compressed) is fetched at high
 * priority, beside the HTML. Until React has the page, it stops forms from being sent by the
 * browser itself (which would put every field, a visitor's message included, in the address) and
 * records the clicks to replay: the sooner it runs, the less a visitor does unseen by it. It is
 * small enough to take little of a slow connection from the page's first image, and the rest of
 * the site's code is imported by it after the page has painted.
 *
 * Lighthouse's simulated phone also counts Chromium's set-up of the document before the first
 * paint only when a script of high priority is requested from it; with this script at low priority
 * the set-up was counted as blocking time after the paint, where it never runs (decision 052).
 */
export function withEntryScriptFirst(html: string): string {
  return html.replace(MODULE_SCRIPT_WITHOUT_PRIORITY, '<script type="module" fetchpriority="high"');
}

export function entryScriptFirst(): Plugin {
  return {
    name: 'cabinet:entry-script-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withEntryScriptFirst },
  };
}

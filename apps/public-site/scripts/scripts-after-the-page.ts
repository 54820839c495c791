import type { Plugin } from 'vite';

/**
 * The built page's scripts are fetched at low priority. Each page arrives as HTML with its styles,
 * readable before any script runs; its scripts only bring it to life. Fetched at the default
 * (high) priority they would share a slow connection with the page's first image and hold its
 * paint up; at low priority the browser fetches the image first.
 */
export function scriptsAfterThePage(): Plugin {
  return {
    name: 'cabinet:scripts-after-the-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

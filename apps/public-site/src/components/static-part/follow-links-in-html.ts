import type { MouseEvent } from 'react';

/**
 * A click handler for HTML React did not render: a plain click on a link to a page of the site is
 * followed the way the router's links do (`navigate`), not by loading the page anew. Clicks with a
 * modifier key, on links to another site, another frame or a download are left to the browser.
 */
export function followLinksInHtml(navigate: (to: string) => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
    if (link.target && link.target !== '_self') return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Delay before scrolling to a URL hash, so the target has rendered (spec §2 and §9). */
export const HASH_SCROLL_DELAY_MS = 300;

/**
 * Scroll behaviour of spec §2: a URL hash scrolls smoothly to its element after 300 ms; any other
 * navigation starts at the top of the page.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const timer = window.setTimeout(() => {
      const id = decodeURIComponent(hash.slice(1));
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
  return null;
}

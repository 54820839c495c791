import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Delay before scrolling to a URL hash, so the target has rendered before the page moves. */
export const HASH_SCROLL_DELAY_MS = 300;
/** A page loaded on demand may render its target later: look again, this often, this many times. */
const RETRY_EVERY_MS = 100;
const RETRIES = 30;

/**
 * Scroll behaviour: a URL hash scrolls smoothly to its element after 300 ms; any other
 * navigation starts at the top of the page. The page as loaded keeps the scroll the browser and
 * the visitor gave it: its HTML is on screen before the scripts, and a visitor may have scrolled
 * it (and be pressing a button there) when it comes alive; moving it then would send their click
 * elsewhere.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();
  // The location the page was loaded at (its key stays the same across React's repeated effects).
  const loadedKey = useRef(key);
  useEffect(() => {
    if (!hash) {
      if (key !== loadedKey.current) window.scrollTo({ top: 0, left: 0 });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let retries = RETRIES;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (retries-- > 0) timer = window.setTimeout(scrollToTarget, RETRY_EVERY_MS);
    };
    let timer = window.setTimeout(scrollToTarget, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new key alone (same address again) keeps the scroll
  }, [pathname, hash]);
  return null;
}

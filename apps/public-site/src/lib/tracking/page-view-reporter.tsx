import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { env } from '../../config/env';

/**
 * Logs a page view on the first page and on every route change when visitor tracking is on
 * (VITE_ENABLE_XRAY=true). Renders nothing; with tracking off it does nothing and the tracker's
 * code is never downloaded (it is imported on first use).
 */
export function PageViewReporter() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!env.enableXray) return;
    // A visit belongs to a session's token (an anonymous one is made at session start): wait for it.
    void Promise.all([import('./start-visit-tracking'), import('../session-start')]).then(
      async ([{ visitTracker }, { sessionStarted }]) => {
        await sessionStarted();
        await visitTracker().pageView(pathname, document.title, document.referrer);
      },
    );
  }, [pathname]);
  return null;
}

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
    void import('./start-visit-tracking').then(({ visitTracker }) =>
      visitTracker().pageView(pathname, document.title, document.referrer),
    );
  }, [pathname]);
  return null;
}

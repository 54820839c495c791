import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { env } from '../../config/env';
// Only its type: the module itself is imported on first use.
import type * as StartVisitTracking from './start-visit-tracking';

type VisitTracking = typeof StartVisitTracking;

/** The tracker's module once loaded: from then on a page view is queued the moment it happens. */
let loaded: VisitTracking | null = null;

/**
 * Logs a page view on the first page and on every route change when visitor tracking is on
 * (VITE_ENABLE_XRAY=true). Renders nothing; with tracking off it does nothing and the tracker's
 * code is never downloaded (it is imported on first use).
 *
 * Once the tracker is loaded the view is queued synchronously as the new page is committed, so a
 * tab change once it is shown (also queued synchronously) can never be stored before it.
 */
export function PageViewReporter() {
  const { pathname } = useLocation();
  // Logged as the page is committed, before the browser shows it: whatever the visitor does once
  // they see the page (leave the tab) is logged after it.
  useLayoutEffect(() => {
    if (!env.enableXray) return;
    const logView = ({ visitTracker }: VisitTracking) =>
      void visitTracker().pageView(pathname, document.title, document.referrer);
    if (loaded) return logView(loaded);
    // Views logged before the module arrives are logged in the order their imports were asked.
    void import('./start-visit-tracking').then((module) => {
      loaded = module;
      logView(module);
    });
  }, [pathname]);
  return null;
}

import { apiClient } from '../api';
import { env } from '../../config/env';
import { sessionStarted } from '../session-start';
import { sessionStore } from '../session';
import { createVisitTracker, type VisitTracker } from './visit-tracker';

/**
 * The site's tracker, made once and listening to the tab's visibility. Loaded by
 * `page-view-reporter.tsx` only when visitor tracking is on, so with it off none of this downloads.
 */
let tracker: VisitTracker | null = null;

export function visitTracker(): VisitTracker {
  if (tracker) return tracker;
  const created = createVisitTracker({
    client: apiClient,
    apiUrl: env.apiUrl,
    getToken: () => sessionStore.getToken(),
    origin: window.location.origin,
    language: navigator.language,
    openSocket: (url) => new WebSocket(url),
    // A visit belongs to a session's token (an anonymous one is made at session start).
    sessionReady: sessionStarted,
  });
  document.addEventListener('visibilitychange', () => {
    void (document.visibilityState === 'hidden' ? created.tabHidden() : created.tabShown());
  });
  tracker = created;
  return created;
}

import { createApiClient } from '@cabinet/api-client/client';
import { env } from '../config/env';
import type { IslandModule } from '../islands/island-modules';
import { startSiteSession } from './session-start';
import { sessionStore } from './session';
import { createVisitTracker } from './tracking/visit-tracker';

/**
 * The visitor's session and visit, in a build with anonymous users or visitor tracking on (the
 * island is in no page otherwise, and none of this downloads): a stored token is checked, an
 * anonymous user is made where they are on, and the page view is logged, then each tab change.
 */
export const mount: IslandModule['mount'] = () => {
  const client = createApiClient({
    baseUrl: env.apiUrl,
    getToken: () => sessionStore.getToken(),
    onUnauthorized: () => sessionStore.clear(),
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  const started = startSiteSession({ store: sessionStore, client });
  if (!env.enableXray) return;
  const tracker = createVisitTracker({
    client,
    apiUrl: env.apiUrl,
    getToken: () => sessionStore.getToken(),
    origin: window.location.origin,
    language: navigator.language,
    openSocket: (url) => new WebSocket(url),
    // A visit belongs to a session's token (an anonymous one is made at session start).
    sessionReady: () => started,
  });
  document.addEventListener('visibilitychange', () => {
    void (document.visibilityState === 'hidden' ? tracker.tabHidden() : tracker.tabShown());
  });
  void tracker.pageView(window.location.pathname, document.title, document.referrer);
};

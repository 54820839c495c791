import { createApiClient } from '@cabinet/api-client/client';
import { env } from '../config/env';
import type { IslandModule } from '../islands/island-modules';
import { startSiteSession } from './session-start';
import { sessionStore } from './session';
import { createVisitTracker } from './tracking/visit-tracker';

/** Where the tab keeps its visit's tracking session from page to page. */
const VISIT_KEY = 'visitSession';

/**
 * The visitor's session and visit, in a build with anonymous users or visitor tracking on (the
 * island is in no page otherwise, and none of this downloads): a stored token is checked, an
 * anonymous user is made where they are on, and the page view is logged in the tab's visit, then
 * each tab change.
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
    resume: Number(sessionStorage.getItem(VISIT_KEY)) || null,
    remember: (id) =>
      id === null
        ? sessionStorage.removeItem(VISIT_KEY)
        : sessionStorage.setItem(VISIT_KEY, `${id}`),
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') return void tracker.tabShown();
    // Logged a moment later: a page left for the next one is gone by then, and the visit goes on.
    setTimeout(() => document.visibilityState === 'hidden' && void tracker.tabHidden(), 0);
  });
  // Only a site the visitor came from is a referrer, not this site's previous page.
  const from = document.referrer.startsWith(`${window.location.origin}/`) ? '' : document.referrer;
  void tracker.pageView(window.location.pathname, document.title, from);
};

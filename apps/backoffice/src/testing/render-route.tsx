import { createQueryClient } from '@cabinet/api-client/query';
import {
  createSessionStoreForTests,
  type StoredSession,
} from '@cabinet/auth/testing/stored-session';
import type { Language } from '@cabinet/i18n/languages';
import { createTestI18n } from '@cabinet/i18n/test-i18n';
import { renderRouter } from '@cabinet/vitest-config/render-router';
import type { RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { APP_NAMESPACES } from '../lib/i18n';

interface RenderRouteOptions {
  language?: Language;
  /** A signed-in user as the browser would have stored it; signed out when absent. */
  session?: StoredSession;
  /** Pages visited before `path`, oldest first. */
  history?: string[];
}

/**
 * The route table with every lazily loaded layout and screen already loaded: the app loads them on
 * first visit, which in a test would only add waits (slow on a busy machine) to every navigation.
 */
async function loadedRoutes(table: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    table.map(async ({ lazy, children, ...route }) => {
      const loaded = typeof lazy === 'function' ? await lazy() : {};
      const nested = children ? { children: await loadedRoutes(children) } : {};
      return { ...route, ...loaded, ...nested } as RouteObject;
    }),
  );
}

let eagerRoutes: Promise<RouteObject[]> | undefined;

/**
 * Renders the whole app at `path`: providers, layout and route, against the mocked API. Resolves once
 * the texts are in place (the app suspends until its i18n instance is ready).
 */
export async function renderRoute(
  path: string,
  { language = 'fr', session, history = [] }: RenderRouteOptions = {},
) {
  const i18n = createTestI18n(APP_NAMESPACES, language);
  eagerRoutes ??= loadedRoutes(routes);
  // The providers the app loads beside its texts: loaded here, so the first render finds them.
  await import('../app/deferred-providers');
  const view = await renderRouter(await eagerRoutes, [...history, path], (router) => (
    <AppProvider
      i18n={Promise.resolve(i18n)}
      queryClient={createQueryClient({ retry: false })}
      session={createSessionStoreForTests(session)}
    >
      {router}
    </AppProvider>
  ));
  return { ...view, i18n };
}

import { createQueryClient } from '@cabinet/api-client/query';
import {
  createSessionStoreForTests,
  type StoredSession,
} from '@cabinet/auth/testing/stored-session';
import type { Language } from '@cabinet/i18n/languages';
import { createTestI18n } from '@cabinet/i18n/test-i18n';
import { renderRouter } from '@cabinet/vitest-config/render-router';
import { AppProvider } from '../app/provider';
import { pageLoaders } from '../app/pages';
import { loadBackOfficeRedirect, routes } from '../app/router';
import { loadPageData } from '../components/layout/load-page-data';
import { APP_NAMESPACES } from '../lib/i18n';
import type { PublicOrganization } from '../lib/known-organization';
import { KnownOrganizationContext } from '../lib/known-organization-context';

interface RenderRouteOptions {
  language?: Language;
  /** A signed-in user as the browser would have stored it; signed out when absent. */
  session?: StoredSession;
  /** Pages visited before `path`, oldest first. */
  history?: string[];
  /** The practice's identity the page was made with (the site's server renders it in). */
  organization?: PublicOrganization;
}

/**
 * Every lazily loaded module of the site. A test waits for them before it renders, so what it finds
 * does not depend on how long the machine takes to load a module (a query's wait would time out
 * under load, and the test would fail for no fault of the page).
 */
function loadEveryModule(): Promise<unknown> {
  return Promise.all([
    ...Object.values(pageLoaders).map((load) => load()),
    loadBackOfficeRedirect(),
    loadPageData(),
  ]);
}

/**
 * Renders the whole app at `path`: providers, layout and route, against the mocked API. Resolves once
 * the texts are in place (the app suspends until its i18n instance is ready).
 */
export async function renderRoute(
  path: string,
  { language = 'fr', session, history = [], organization }: RenderRouteOptions = {},
) {
  await loadEveryModule();
  const i18n = createTestI18n(APP_NAMESPACES, language);
  const view = await renderRouter(routes, [...history, path], (router) => (
    <KnownOrganizationContext value={organization}>
      <AppProvider
        i18n={Promise.resolve(i18n)}
        data={{
          queryClient: createQueryClient({ retry: false }),
          session: createSessionStoreForTests(session),
        }}
      >
        {router}
      </AppProvider>
    </KnownOrganizationContext>
  ));
  return { ...view, i18n };
}

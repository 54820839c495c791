import { Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { SIGN_IN_PATHS } from '../features/sign-in/sign-in-paths';
import { paths } from '../config/paths';
import { lazyComponent } from '../lib/lazy-component';
import { PageViewReporter } from '../lib/tracking/page-view-reporter';
import { PageCommitted } from './page-committed';
import { once, pageLoaders } from './pages';

/**
 * A page loaded on its first visit; the layout stays in place meanwhile. Loaded already (the page
 * being hydrated), it renders at once.
 */
function page(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazyComponent(load);
  return (
    <Suspense fallback={null}>
      <Page />
      <PageCommitted />
    </Suspense>
  );
}

export const loadBackOfficeRedirect = once(
  async () => (await import('../features/sign-in/back-office-redirect')).BackOfficeRedirect,
);

/**
 * The entry holds the layout only; each page, the landing page too, loads on first visit. Plain route objects
 * (no loaders), so the entry needs only React Router's declarative part, not its data router.
 */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      {
        path: paths.home.path,
        element: page(pageLoaders.home),
      },
      {
        path: paths.services.path,
        element: page(pageLoaders.services),
      },
      {
        path: paths.team.path,
        element: page(pageLoaders.team),
      },
      {
        path: paths.contact.path,
        element: page(pageLoaders.contact),
      },
      {
        path: paths.privacy.path,
        element: page(pageLoaders.privacy),
      },
      {
        path: paths.terms.path,
        element: page(pageLoaders.terms),
      },
      ...SIGN_IN_PATHS.map((path) => ({
        path,
        element: page(loadBackOfficeRedirect),
      })),
      {
        path: '*',
        element: page(pageLoaders.notFound),
      },
    ],
  },
];

/**
 * The site's routes and its page-view reporter, under whichever router renders them (the
 * browser's, or a static one). Both routers hold this one element and nothing beside it: `useId`
 * numbers each element by its place among its siblings, so one more sibling in the browser than on
 * the server would give every id on the page (labels, descriptions) another value than the HTML.
 */
export function AppRoutes() {
  return (
    <>
      {useRoutes(routes)}
      <PageViewReporter />
    </>
  );
}

/** The site's router, on the browser's history. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { SIGN_IN_PATHS } from '../features/sign-in/sign-in-paths';
import { paths } from '../config/paths';
import { pageLoaders } from './pages';

/** A page loaded on its first visit; the layout stays in place meanwhile. */
function page(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

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
        element: page(
          async () => (await import('../features/sign-in/back-office-redirect')).BackOfficeRedirect,
        ),
      })),
      {
        path: '*',
        element: page(pageLoaders.notFound),
      },
    ],
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

/** The site's router, on the browser's history. */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

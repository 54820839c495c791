import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { BackOfficeRedirect, SIGN_IN_PATHS } from '../features/sign-in/back-office-redirect';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';

/** The landing page ships with the entry; every other page loads on first visit. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      {
        path: paths.services.path,
        lazy: async () => ({ Component: (await import('./routes/services')).ServicesRoute }),
      },
      {
        path: paths.team.path,
        lazy: async () => ({ Component: (await import('./routes/team')).TeamRoute }),
      },
      {
        path: paths.contact.path,
        lazy: async () => ({ Component: (await import('./routes/contact')).ContactRoute }),
      },
      {
        path: paths.privacy.path,
        lazy: async () => ({ Component: (await import('./routes/privacy')).PrivacyRoute }),
      },
      {
        path: paths.terms.path,
        lazy: async () => ({ Component: (await import('./routes/terms')).TermsRoute }),
      },
      ...SIGN_IN_PATHS.map((path) => ({ path, element: <BackOfficeRedirect /> })),
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

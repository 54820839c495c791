import { createBrowserRouter, type RouteObject } from 'react-router';
import { PublicLayout } from '../components/layout/public-layout';
import { BackOfficeRedirect, SIGN_IN_PATHS } from '../features/sign-in/back-office-redirect';
import { paths } from '../config/paths';
import { ContactRoute } from './routes/contact';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { ServicesRoute } from './routes/services';
import { TeamRoute } from './routes/team';

/** The public site's routes, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: paths.services.path, element: <ServicesRoute /> },
      { path: paths.team.path, element: <TeamRoute /> },
      { path: paths.contact.path, element: <ContactRoute /> },
      ...SIGN_IN_PATHS.map((path) => ({ path, element: <BackOfficeRedirect /> })),
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

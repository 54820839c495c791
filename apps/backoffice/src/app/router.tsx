import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from '../components/layout/admin-layout';
import { paths } from '../config/paths';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';

/** The back-office's routes, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <AdminLayout />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from '../components/layout/admin-layout';
import { PublicLayout } from '../components/layout/public-layout';
import { RequireAdmin } from '../components/layout/require-admin';
import { paths } from '../config/paths';
import { NotificationsMenu } from '../features/notifications/components/notifications-menu';
import { RequireAuth } from '../lib/session';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { PasswordlessLoginRoute } from './routes/passwordless-login';
import { ProfileEditRoute } from './routes/profile-edit';
import { ResetPasswordRoute } from './routes/reset-password';
import { ResetPasswordConfirmationRoute } from './routes/reset-password-confirmation';
import { SetPasswordRoute } from './routes/set-password';

/** The back-office's routes, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    // The sign-in screens wear the public website's look: signing in stays on the practice's site.
    element: <PublicLayout />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.passwordlessLogin.path, element: <PasswordlessLoginRoute /> },
      { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
      {
        path: paths.resetPasswordConfirmation.path,
        element: <ResetPasswordConfirmationRoute />,
      },
      { path: paths.setPassword.path, element: <SetPasswordRoute /> },
    ],
  },
  {
    element: <AdminLayout signedInActions={<NotificationsMenu />} />,
    children: [
      { path: paths.home.path, element: <HomeRoute /> },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.profileEdit.path, element: <ProfileEditRoute /> },
          // The organization's settings: administrators only, each screen loaded on first visit.
          {
            element: <RequireAdmin />,
            children: [
              {
                path: paths.organizationSettings.path,
                lazy: async () => ({
                  Component: (await import('./routes/settings/organization-settings'))
                    .OrganizationSettingsRoute,
                }),
              },
              {
                path: paths.smtpSettings.path,
                lazy: async () => ({
                  Component: (await import('./routes/settings/smtp-settings')).SmtpSettingsRoute,
                }),
              },
              {
                path: paths.googleSignInSettings.path,
                lazy: async () => ({
                  Component: (await import('./routes/settings/google-sign-in-settings'))
                    .GoogleSignInSettingsRoute,
                }),
              },
            ],
          },
          // The record screens, each its own chunk loaded on first visit.
          { path: paths.users.path, lazy: () => import('./routes/users/list') },
          { path: `${paths.users.path}/create`, lazy: () => import('./routes/users/create') },
          { path: `${paths.users.path}/:id`, lazy: () => import('./routes/users/show') },
          { path: `${paths.users.path}/:id/edit`, lazy: () => import('./routes/users/edit') },
          { path: paths.roles.path, lazy: () => import('./routes/roles/list') },
          { path: `${paths.roles.path}/create`, lazy: () => import('./routes/roles/create') },
          { path: `${paths.roles.path}/:id`, lazy: () => import('./routes/roles/show') },
          { path: `${paths.roles.path}/:id/edit`, lazy: () => import('./routes/roles/edit') },
          { path: paths.files.path, lazy: () => import('./routes/files/list') },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

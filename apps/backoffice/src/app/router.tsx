import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';

// Every screen and both layouts are loaded on first visit (each its own chunk), so the first
// download holds only React, the router, the texts, the data layer and the theme.

/** The back-office's routes, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    // The sign-in screens wear the public website's look: signing in stays on the practice's site.
    lazy: async () => ({
      Component: (await import('../components/layout/public-layout')).PublicLayout,
    }),
    children: [
      {
        path: paths.login.path,
        lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
      },
      {
        path: paths.passwordlessLogin.path,
        lazy: async () => ({
          Component: (await import('./routes/passwordless-login')).PasswordlessLoginRoute,
        }),
      },
      {
        path: paths.resetPassword.path,
        lazy: async () => ({
          Component: (await import('./routes/reset-password')).ResetPasswordRoute,
        }),
      },
      {
        path: paths.resetPasswordConfirmation.path,
        lazy: async () => ({
          Component: (await import('./routes/reset-password-confirmation'))
            .ResetPasswordConfirmationRoute,
        }),
      },
      {
        path: paths.setPassword.path,
        lazy: async () => ({
          Component: (await import('./routes/set-password')).SetPasswordRoute,
        }),
      },
      {
        path: paths.confirmEmail.path,
        lazy: async () => ({
          Component: (await import('./routes/confirm-email')).ConfirmEmailRoute,
        }),
      },
    ],
  },
  {
    lazy: () => import('./routes/admin-shell'),
    children: [
      {
        path: paths.home.path,
        lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
      },
      {
        lazy: async () => ({ Component: (await import('../lib/session')).RequireAuth }),
        children: [
          {
            path: paths.profileEdit.path,
            lazy: async () => ({
              Component: (await import('./routes/profile-edit')).ProfileEditRoute,
            }),
          },
          // The organization's settings and the server's status: administrators only, each screen
          // loaded on first visit.
          {
            lazy: async () => ({
              Component: (await import('../components/layout/require-admin')).RequireAdmin,
            }),
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
                path: paths.replyTemplates.path,
                lazy: async () => ({
                  Component: (await import('./routes/settings/reply-templates'))
                    .ReplyTemplatesRoute,
                }),
              },
              {
                path: paths.systemStatus.path,
                lazy: async () => ({
                  Component: (await import('./routes/system-status')).SystemStatusRoute,
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
          { path: paths.practitioners.path, lazy: () => import('./routes/practitioners/list') },
          {
            path: `${paths.practitioners.path}/create`,
            lazy: () => import('./routes/practitioners/create'),
          },
          {
            path: `${paths.practitioners.path}/:id`,
            lazy: () => import('./routes/practitioners/show'),
          },
          {
            path: `${paths.practitioners.path}/:id/edit`,
            lazy: () => import('./routes/practitioners/edit'),
          },
          {
            path: paths.themeTranslations.path,
            lazy: () => import('./routes/theme-translations/list'),
          },
          {
            path: `${paths.themeTranslations.path}/:id`,
            lazy: () => import('./routes/theme-translations/show'),
          },
          {
            path: `${paths.themeTranslations.path}/:id/edit`,
            lazy: () => import('./routes/theme-translations/edit'),
          },
          {
            path: paths.contactRequests.path,
            lazy: () => import('./routes/contact-requests/list'),
          },
          {
            path: `${paths.contactRequests.path}/:id`,
            lazy: () => import('./routes/contact-requests/show'),
          },
          { path: paths.activity.path, lazy: () => import('./routes/activity/list') },
          { path: `${paths.activity.path}/:id`, lazy: () => import('./routes/activity/show') },
          { path: paths.mailOutbox.path, lazy: () => import('./routes/mail-outbox/list') },
          {
            path: `${paths.mailOutbox.path}/:id`,
            lazy: () => import('./routes/mail-outbox/show'),
          },
          { path: paths.files.path, lazy: () => import('./routes/files/list') },
          { path: paths.myAvailability.path, lazy: () => import('./routes/my-availability') },
          { path: paths.tracking.path, lazy: () => import('./routes/tracking/list') },
          { path: `${paths.tracking.path}/:id`, lazy: () => import('./routes/tracking/show') },
        ],
      },
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

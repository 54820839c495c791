/** Every URL of the back-office. Screens not built yet are listed so menus can already link to them. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** The login screen, returning afterwards to `redirect` (a path with its query). */
    getHref: (redirect?: string) =>
      redirect && redirect !== '/' ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login',
  },
  themeTranslations: { path: '/theme_translations', getHref: () => '/theme_translations' },
  users: { path: '/users', getHref: () => '/users' },
  roles: { path: '/roles', getHref: () => '/roles' },
  organizationSettings: { path: '/organization-settings', getHref: () => '/organization-settings' },
  smtpSettings: { path: '/smtp-settings', getHref: () => '/smtp-settings' },
} as const;

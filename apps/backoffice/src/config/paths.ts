import { loginHref } from '@cabinet/auth/session-flows';

/** Every URL of the back-office. Screens not built yet are listed so menus can already link to them. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** The login screen, returning afterwards to `redirect` (a path with its query). */
    getHref: (redirect?: string) => loginHref(redirect),
  },
  passwordlessLogin: { path: '/passwordless-login' },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  resetPasswordConfirmation: {
    path: '/reset-password-confirmation/:token',
    getHref: (token: string) => `/reset-password-confirmation/${encodeURIComponent(token)}`,
  },
  setPassword: { path: '/set-password' },
  /** Where the confirmation of a new email address links to, its token in the fragment. */
  confirmEmail: { path: '/confirm-email' },
  profileEdit: {
    path: '/profile/:id/edit',
    getHref: (id: number) => `/profile/${id}/edit`,
  },
  themeTranslations: { path: '/theme_translations', getHref: () => '/theme_translations' },
  users: { path: '/users', getHref: () => '/users' },
  roles: { path: '/roles', getHref: () => '/roles' },
  practitioners: { path: '/practitioners', getHref: () => '/practitioners' },
  contactRequests: { path: '/contact-requests', getHref: () => '/contact-requests' },
  activity: { path: '/activity', getHref: () => '/activity' },
  mailOutbox: { path: '/mail-outbox', getHref: () => '/mail-outbox' },
  /** The server's state: backups, mail queue, disk, services (the alert mails link here). */
  systemStatus: { path: '/status', getHref: () => '/status' },
  files: { path: '/files', getHref: () => '/files' },
  /** A practitioner's own availability for first appointments. */
  myAvailability: { path: '/my-availability', getHref: () => '/my-availability' },
  tracking: { path: '/tracking', getHref: () => '/tracking' },
  organizationSettings: { path: '/organization-settings', getHref: () => '/organization-settings' },
  smtpSettings: { path: '/smtp-settings', getHref: () => '/smtp-settings' },
  replyTemplates: { path: '/reply-templates', getHref: () => '/reply-templates' },
  googleSignInSettings: {
    path: '/google-sign-in-settings',
    getHref: () => '/google-sign-in-settings',
  },
} as const;

/** The public website's pages, linked from the sign-in screens (absolute: another origin). */
export const publicSitePaths = {
  home: '/',
  services: '/services',
  team: '/team',
  contact: '/contact',
  terms: '/terms',
  privacy: '/privacy',
  legalNotice: '/legal-notice',
  accessibility: '/accessibility',
} as const;

/** Every URL of the public site. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  services: {
    path: '/services',
    getHref: (serviceId?: string) => (serviceId ? `/services#${serviceId}` : '/services'),
  },
  team: { path: '/team', getHref: () => '/team' },
  contact: { path: '/contact', getHref: () => '/contact' },
  fees: { getHref: () => '/services#fees' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  legalNotice: { path: '/legal-notice', getHref: () => '/legal-notice' },
  accessibility: { path: '/accessibility', getHref: () => '/accessibility' },
  /** A visitor's offer of times, from a mailed link (never linked from the site). */
  appointment: { path: '/appointment', getHref: () => '/appointment' },
  /** Cancelling a booked appointment, from the confirmation's link. */
  appointmentCancel: { path: '/appointment/cancel', getHref: () => '/appointment/cancel' },
} as const;

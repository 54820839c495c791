import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { trackSettled } from '../lib/settled-promise';

type PageLoader = () => Promise<ComponentType>;

/** The first call starts the download; later calls (the route's element) share it. */
export function once(load: PageLoader): PageLoader {
  let loading: Promise<ComponentType> | undefined;
  return () => (loading ??= trackSettled(load()));
}

/** Each page's module, loaded on demand. */
export const pageLoaders = {
  home: once(async () => (await import('./routes/home')).HomeRoute),
  services: once(async () => (await import('./routes/services')).ServicesRoute),
  team: once(async () => (await import('./routes/team')).TeamRoute),
  contact: once(async () => (await import('./routes/contact')).ContactRoute),
  privacy: once(async () => (await import('./routes/privacy')).PrivacyRoute),
  terms: once(async () => (await import('./routes/terms')).TermsRoute),
  notFound: once(async () => (await import('./routes/not-found')).NotFoundRoute),
} satisfies Record<string, PageLoader>;

const byPath: Record<string, PageLoader> = {
  [paths.home.path]: pageLoaders.home,
  [paths.services.path]: pageLoaders.services,
  [paths.team.path]: pageLoaders.team,
  [paths.contact.path]: pageLoaders.contact,
  [paths.privacy.path]: pageLoaders.privacy,
  [paths.terms.path]: pageLoaders.terms,
};

/**
 * Starts downloading the page of `pathname` at once, while the texts load, instead of after them
 * (the first paint then waits for one round trip less). Resolves when it is there; an unknown
 * path is the 404 page.
 */
export function preloadPage(pathname: string): Promise<ComponentType> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (byPath[path] ?? pageLoaders.notFound)();
}

import { paths } from './paths';

export interface PublicNavItem {
  to: string;
  /** Key in the `public` namespace. */
  labelKey: string;
}

/** The header's links, in the order they show. */
export const publicNav: readonly PublicNavItem[] = [
  { to: paths.home.path, labelKey: 'nav.home' },
  { to: paths.services.path, labelKey: 'nav.services' },
  { to: paths.team.path, labelKey: 'nav.team' },
  { to: paths.contact.path, labelKey: 'nav.contact' },
];

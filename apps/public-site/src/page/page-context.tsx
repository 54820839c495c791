import { createContext, use } from 'react';
import { practice } from '../config/practice';
import type { PublicOrganization } from '../lib/known-organization';
import type { PublicPractitioner } from '../lib/known-practitioners';

/** What the server knows of the page it renders: its address, the practice's identity and team. */
export interface PageInfo {
  /** The page's path, e.g. `/services`; null for the 404 page, which has no address of its own. */
  path: string | null;
  /** Whether the address names its language (`?lng=de`): it is then its own canonical address. */
  namedLanguage: boolean;
  /** The practice's identity as staff set it, when the API could be read. */
  organization?: PublicOrganization;
  /** The visible practitioners in their order, when the API could be read (else the browser asks). */
  practitioners?: PublicPractitioner[];
  /**
   * Whether the app renders the page, whole, in the browser: its islands then render their
   * component in place (and a script island mounts its module once rendered), instead of each
   * being a root of its own that the page's script starts.
   */
  inApp?: boolean;
}

export const PageContext = createContext<PageInfo>({ path: '/', namedLanguage: false });

export const usePage = () => use(PageContext);

export interface PracticeIdentity {
  name: string;
  street: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  website: string | null;
}

/** The practice's identity as staff set it, each missing field falling back to the demo's. */
export function usePracticeIdentity(): PracticeIdentity {
  const organization = usePage().organization;
  return {
    name: organization?.name || practice.name,
    street: organization?.street || practice.street,
    zip: organization?.zip || practice.zip,
    city: organization?.city || practice.city,
    country: organization?.country || practice.country,
    phone: organization?.phone || practice.phone,
    website: organization?.website || null,
  };
}

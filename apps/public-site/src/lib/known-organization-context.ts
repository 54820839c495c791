import { createContext } from 'react';
import type { PublicOrganization } from './known-organization';

/**
 * The organization the page was made with, for the header (which shows its name before the data
 * layer loads) and the data layer (whose query cache starts with it). Undefined: the bundled demo
 * identity until the API answers.
 */
export const KnownOrganizationContext = createContext<PublicOrganization | undefined>(undefined);

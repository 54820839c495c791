import type { components } from '@cabinet/api-client/schema';
import { readJsonDataBlock } from './json-data-block';

/** The practice's organization as the API answers anyone (`GET /organization/1`, no email). */
export type PublicOrganization = components['schemas']['Organization'];

/**
 * The id of the JSON data block in which a page the site's server rendered with the practice's
 * current identity (name, address, phone) carries it: the browser shows the same and asks the API
 * for none of it.
 */
export const KNOWN_ORGANIZATION_ID = 'practice-identity';

/** The organization the page's HTML was made with; undefined for a page made at build time. */
export function readKnownOrganization(): PublicOrganization | undefined {
  const known = readJsonDataBlock(KNOWN_ORGANIZATION_ID) as Partial<PublicOrganization> | undefined;
  return typeof known?.name === 'string' ? (known as PublicOrganization) : undefined;
}

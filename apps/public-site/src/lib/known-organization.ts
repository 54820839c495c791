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

/** Whether a value read from outside (an API answer, a page's data block) is an organization. */
export function isPublicOrganization(value: unknown): value is PublicOrganization {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Partial<Record<keyof PublicOrganization, unknown>>;
  return typeof id === 'number' && typeof name === 'string';
}

/** The organization the page's HTML was made with; undefined for a page made at build time. */
export function readKnownOrganization(): PublicOrganization | undefined {
  const known = readJsonDataBlock(KNOWN_ORGANIZATION_ID);
  return isPublicOrganization(known) ? known : undefined;
}

import type { components } from '@cabinet/api-client/schema';

/** The practice's organization as the API answers anyone (`GET /organization/1`, no email). */
export type PublicOrganization = components['schemas']['Organization'];

/** Whether a value read from outside (an API answer) is an organization. */
export function isPublicOrganization(value: unknown): value is PublicOrganization {
  if (typeof value !== 'object' || value === null) return false;
  const { id, name } = value as Partial<Record<keyof PublicOrganization, unknown>>;
  return typeof id === 'number' && typeof name === 'string';
}

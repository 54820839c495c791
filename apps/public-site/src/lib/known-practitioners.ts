import type { components } from '@cabinet/api-client/schema';

/** A visible practitioner as the API answers anyone (`GET /practitioner/public`). */
export type PublicPractitioner = components['schemas']['PublicPractitioner'];

/** Whether a value read from outside (an API answer) is the list of the visible practitioners. */
export function isPublicTeam(value: unknown): value is { items: PublicPractitioner[] } {
  if (typeof value !== 'object' || value === null) return false;
  const { items } = value as { items?: unknown };
  return (
    Array.isArray(items) &&
    items.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as { id?: unknown }).id === 'number' &&
        typeof (item as { display_name?: unknown }).display_name === 'string',
    )
  );
}

import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { organization } from '../../db/schema/organization.ts';

const DAY_MS = 86_400_000;

/**
 * When the hourly housekeeping deletes a request: its arrival plus its organization's retention
 * period (`contact_retention_days`), the same rule `deleteExpiredContactRequests` applies, so staff
 * see the date the purge will honour (at most an hour later, the purge's interval).
 */
export function purgeDate(createdAt: Date, retentionDays: number): Date {
  return new Date(createdAt.getTime() + retentionDays * DAY_MS);
}

/** The schema of what the view adds to each request. */
export const retentionViewSchema = {
  purge_at: Type.String({
    format: 'date-time',
    description: 'When the retention purge deletes this request (arrival + retention period).',
  }),
};

/** Adds `purge_at` to a page of requests, reading each organization's retention period once. */
export async function withPurgeDates(
  db: Database,
  records: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const orgIds = [...new Set(records.map((r) => r.organization_id as number))];
  const orgs = await db
    .select({ id: organization.id, days: organization.contact_retention_days })
    .from(organization)
    .where(inArray(organization.id, orgIds));
  const daysOf = new Map(orgs.map((org) => [org.id, org.days]));
  return records.map((record) => {
    const created = new Date(record.created_at as Date | string);
    // Every request belongs to an organization (a required reference), read just above.
    const days = daysOf.get(record.organization_id as number)!;
    return { ...record, purge_at: purgeDate(created, days).toISOString() };
  });
}

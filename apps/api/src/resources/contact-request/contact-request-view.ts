import { inArray } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Database } from '../../db/client.ts';
import { practitioner } from '../../db/schema/practitioner.ts';
import { purgeDate, retentionDaysOf } from './retention.ts';

/** What a request's answers carry beside its columns. */
export const contactRequestViewSchema = {
  purge_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description:
      'When the retention purge erases this request (its end + the retention period); null while it is open.',
  }),
  practitioner: Type.Union(
    [Type.Null(), Type.Object({ id: Type.Integer(), display_name: Type.String() })],
    { description: 'The practitioner it is assigned to, by id and name.' },
  ),
};

const asDate = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as Date | string);

/** Adds the purge date and the assigned practitioner's name to a page of requests. */
export async function viewContactRequests(
  db: Database,
  records: Record<string, unknown>[],
): Promise<Record<string, unknown>[]> {
  const practitionerIds = [
    ...new Set(
      records.map((r) => r.practitioner_id).filter((id): id is number => typeof id === 'number'),
    ),
  ];
  const [days, practitioners] = await Promise.all([
    retentionDaysOf(
      db,
      records.map((r) => r.organization_id as number),
    ),
    practitionerIds.length
      ? db
          .select({ id: practitioner.id, display_name: practitioner.display_name })
          .from(practitioner)
          .where(inArray(practitioner.id, practitionerIds))
      : [],
  ]);
  return records.map((record) => ({
    ...record,
    // Every request belongs to an organization (a required reference), read just above.
    purge_at:
      purgeDate(
        asDate(record.closed_at),
        days.get(record.organization_id as number)!,
      )?.toISOString() ?? null,
    practitioner: practitioners.find((p) => p.id === record.practitioner_id) ?? null,
  }));
}

import { and, asc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { auditEvent } from '../../db/schema/audit-event.ts';
import { user } from '../../db/schema/user.ts';

/**
 * Opening a request (its full text, through `GET /contact_request/{id}`) is a read of health data:
 * each one is written to the audit trail with who and from where, never with what was read.
 */
export async function recordRequestOpened(
  db: Database,
  record: Record<string, unknown>,
  reader: { userId: number | null; ip: string },
): Promise<void> {
  await recordAudit(db, {
    event: 'contact_request.opened',
    userId: reader.userId,
    ip: reader.ip,
    model: 'contact_request',
    recordId: record.id as number,
    detail: { model: 'contact_request', ids: String(record.id), count: 1 },
  });
}

export const RequestReadSchema = Type.Object(
  {
    user_id: Type.Union([Type.Integer(), Type.Null()]),
    /** The reader's username; null when their account has since been deleted. */
    username: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
    opened_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'ContactRequestRead' },
);
export type RequestRead = Static<typeof RequestReadSchema>;

/** Who opened a request and when, oldest first, from the audit trail. */
export async function readHistory(db: Database, requestId: number): Promise<RequestRead[]> {
  const rows = await db
    .select({
      user_id: auditEvent.user_id,
      username: user.username,
      name: user.name,
      opened_at: auditEvent.created_at,
    })
    .from(auditEvent)
    .leftJoin(user, eq(user.id, auditEvent.user_id))
    .where(
      and(
        eq(auditEvent.event, 'contact_request.opened'),
        eq(auditEvent.model, 'contact_request'),
        eq(auditEvent.record_id, requestId),
      ),
    )
    .orderBy(asc(auditEvent.id));
  return rows.map((row) => ({
    user_id: row.user_id,
    username: row.username ?? null,
    name: row.name ?? null,
    opened_at: row.opened_at.toISOString(),
  }));
}

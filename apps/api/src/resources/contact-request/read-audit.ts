import { and, asc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { auditEvent } from '../../db/schema/audit-event.ts';
import { user } from '../../db/schema/user.ts';
import type { RecordRead } from '../../engine/definition.ts';

/** How a reader got a request's full text: one of the answers that carry it, or a person's copy. */
export type RequestReadKind = RecordRead | 'person_copy';
const READ_KINDS: readonly RequestReadKind[] = [
  'opened',
  'updated',
  'archived',
  'restored',
  'person_copy',
];

/**
 * Every answer that carries a request's full text is a read of health data: an opening, an
 * update, an archive, a restore (each answers the record whole) and a person's copy. Each one is
 * written to the audit trail, request by request, with who, how and from where; never with what
 * was read.
 */
export async function recordRequestsRead(
  db: Database,
  requestIds: readonly number[],
  reader: { userId: number | null; ip: string },
  how: RequestReadKind,
): Promise<void> {
  for (const id of requestIds)
    await recordAudit(db, {
      event: 'contact_request.opened',
      userId: reader.userId,
      ip: reader.ip,
      model: 'contact_request',
      recordId: id,
      detail: { model: 'contact_request', ids: String(id), count: 1, how },
    });
}

/** `afterRead` of the contact request model: one record answered whole. */
export const recordRequestOpened = (
  db: Database,
  record: Record<string, unknown>,
  reader: { userId: number | null; ip: string },
  how: RecordRead,
) => recordRequestsRead(db, [record.id as number], reader, how);

export const RequestReadSchema = Type.Object(
  {
    user_id: Type.Union([Type.Integer(), Type.Null()]),
    /** The reader's username; null when their account has since been deleted. */
    username: Type.Union([Type.String(), Type.Null()]),
    name: Type.Union([Type.String(), Type.Null()]),
    opened_at: Type.String({ format: 'date-time' }),
    how: Type.Union(
      [
        Type.Literal('opened'),
        Type.Literal('updated'),
        Type.Literal('archived'),
        Type.Literal('restored'),
        Type.Literal('person_copy'),
      ],
      {
        description:
          'The answer that carried the text: an opening, an update, an archive, a restore, or a copy of the person’s requests.',
      },
    ),
  },
  { $id: 'ContactRequestRead' },
);
export type RequestRead = Static<typeof RequestReadSchema>;

function readKindOf(detail: unknown): RequestReadKind {
  const how = (detail as { how?: unknown } | null)?.how;
  return READ_KINDS.find((kind) => kind === how) ?? 'opened';
}

/** Who read a request, when and how, oldest first, from the audit trail. */
export async function readHistory(db: Database, requestId: number): Promise<RequestRead[]> {
  const rows = await db
    .select({
      user_id: auditEvent.user_id,
      username: user.username,
      name: user.name,
      opened_at: auditEvent.created_at,
      detail: auditEvent.detail,
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
    // Reads written before the kind was recorded were all openings.
    how: readKindOf(row.detail),
  }));
}

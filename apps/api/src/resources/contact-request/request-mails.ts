import { asc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { Database } from '../../db/client.ts';
import { contactRequestMail } from '../../db/schema/contact-request-mail.ts';
import { mailOutbox } from '../../db/schema/mail-outbox.ts';
import { user } from '../../db/schema/user.ts';
import type { Actor } from '../../engine/actor.ts';
import {
  ReplyKindSchema,
  ReplyLanguageSchema,
  type ReplyKind,
} from '../reply-template/reply-kinds.ts';
import { reachableRequest } from './request-access.ts';

export const ContactRequestMailSchema = Type.Object(
  {
    id: Type.Integer(),
    kind: ReplyKindSchema,
    language: ReplyLanguageSchema,
    subject: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    sent_by: Type.Union(
      [
        Type.Null(),
        Type.Object({ id: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]) }),
      ],
      { description: 'Who sent it; null once their account is deleted.' },
    ),
    delivery: Type.Union(
      [Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed'), Type.Null()],
      {
        description:
          'Where the mail stands in the outbox; null once the outbox’s retention removed its entry.',
      },
    ),
  },
  { $id: 'ContactRequestMail' },
);
export type ContactRequestMail = Static<typeof ContactRequestMailSchema>;

/** What a mail about a request is recorded with. */
export interface RequestMailEntry {
  requestId: number;
  kind: ReplyKind;
  language: string;
  subject: string;
  /** The user who sent it (null for a mail the system sends on its own). */
  sentBy: number | null;
  /** The outbox entry `queueMail` answered. */
  outboxId: number;
}

/**
 * Writes a mail sent to the visitor into the request's history: kind, language, subject, sender,
 * outbox entry; never the body. Call it in the transaction that queues the mail.
 */
export async function recordRequestMail(db: Database, entry: RequestMailEntry): Promise<number> {
  const [row] = await db
    .insert(contactRequestMail)
    .values({
      contact_request_id: entry.requestId,
      kind: entry.kind,
      language: entry.language,
      subject: entry.subject,
      sent_by: entry.sentBy,
      outbox_id: entry.outboxId,
    })
    .returning({ id: contactRequestMail.id });
  return row!.id;
}

/** A request's mails, oldest first, with their sender and delivery; no permission check. */
export async function requestMails(db: Database, requestId: number): Promise<ContactRequestMail[]> {
  const rows = await db
    .select({
      id: contactRequestMail.id,
      kind: contactRequestMail.kind,
      language: contactRequestMail.language,
      subject: contactRequestMail.subject,
      created_at: contactRequestMail.created_at,
      sent_by: contactRequestMail.sent_by,
      sender_name: user.name,
      sender_username: user.username,
      delivery: mailOutbox.status,
    })
    .from(contactRequestMail)
    .leftJoin(user, eq(user.id, contactRequestMail.sent_by))
    .leftJoin(mailOutbox, eq(mailOutbox.id, contactRequestMail.outbox_id))
    .where(eq(contactRequestMail.contact_request_id, requestId))
    .orderBy(asc(contactRequestMail.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as ReplyKind,
    language: row.language as ContactRequestMail['language'],
    subject: row.subject,
    created_at: row.created_at.toISOString(),
    // A user without a display name is shown by their username.
    sent_by:
      row.sent_by === null
        ? null
        : { id: row.sent_by, name: row.sender_name?.trim() || row.sender_username },
    delivery: row.delivery,
  }));
}

/** A request's mails, oldest first, for whoever may read the request. */
export async function mailsOf(
  db: Database,
  actor: Actor,
  requestId: number,
): Promise<ContactRequestMail[]> {
  await reachableRequest(db, actor, requestId, 'read');
  return requestMails(db, requestId);
}

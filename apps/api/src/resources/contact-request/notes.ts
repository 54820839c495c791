import { asc, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { contactRequestNote } from '../../db/schema/contact-request-note.ts';
import { user } from '../../db/schema/user.ts';
import type { Actor } from '../../engine/actor.ts';
import { reachableRequest } from './request-access.ts';

export const ContactRequestNoteSchema = Type.Object(
  {
    id: Type.Integer(),
    body: Type.String(),
    created_at: Type.String({ format: 'date-time' }),
    author: Type.Union(
      [
        Type.Null(),
        Type.Object({ id: Type.Integer(), name: Type.Union([Type.String(), Type.Null()]) }),
      ],
      { description: 'Who wrote it; null once their account is deleted.' },
    ),
  },
  { $id: 'ContactRequestNote' },
);
export type ContactRequestNote = Static<typeof ContactRequestNoteSchema>;

/** A note's text: one line or a few paragraphs, never empty. */
export const NoteBody = Type.Object(
  { body: Type.String({ minLength: 1, maxLength: 5000, pattern: '\\S' }) },
  { additionalProperties: false },
);

const noteColumns = {
  id: contactRequestNote.id,
  body: contactRequestNote.body,
  created_at: contactRequestNote.created_at,
  author_id: contactRequestNote.author_id,
  author_name: user.name,
};

function toNote(row: {
  id: number;
  body: string;
  created_at: Date;
  author_id: number | null;
  author_name: string | null;
}): ContactRequestNote {
  return {
    id: row.id,
    body: row.body,
    created_at: row.created_at.toISOString(),
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name },
  };
}

/** A request's notes, oldest first, for whoever may read the request. */
export async function notesOf(
  db: Database,
  actor: Actor,
  requestId: number,
): Promise<ContactRequestNote[]> {
  await reachableRequest(db, actor, requestId, 'read');
  return (await requestNotes(db, requestId)).map(toNote);
}

/** A request's notes, oldest first, without a permission check (a person's copy). */
export function requestNotes(db: Database, requestId: number) {
  return db
    .select(noteColumns)
    .from(contactRequestNote)
    .leftJoin(user, eq(user.id, contactRequestNote.author_id))
    .where(eq(contactRequestNote.contact_request_id, requestId))
    .orderBy(asc(contactRequestNote.id));
}

/**
 * Adds a note, for whoever may change the request. Audited with who, when and on which request;
 * the note's words stay out of the trail, as they may speak of the visitor's health.
 */
export async function addNote(
  db: Database,
  actor: Actor,
  reader: { userId: number | null; ip: string },
  requestId: number,
  body: string,
): Promise<ContactRequestNote> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await reachableRequest(tx, actor, requestId, 'write');
    const [stored] = await tx
      .insert(contactRequestNote)
      .values({ contact_request_id: requestId, author_id: actor.userId, body: body.trim() })
      .returning({ id: contactRequestNote.id });
    await recordAudit(tx, {
      event: 'contact_request.note_added',
      userId: reader.userId,
      ip: reader.ip,
      model: 'contact_request',
      recordId: requestId,
      detail: { model: 'contact_request', ids: String(requestId), count: 1 },
    });
    const [row] = await tx
      .select(noteColumns)
      .from(contactRequestNote)
      .leftJoin(user, eq(user.id, contactRequestNote.author_id))
      .where(eq(contactRequestNote.id, stored!.id));
    return toNote(row!);
  });
}

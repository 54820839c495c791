import { and, asc, sql, type SQL } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { contactRequest } from '../../db/schema/contact-request.ts';
import type { Actor } from '../../engine/actor.ts';
import { stringify } from 'csv-stringify/sync';
import { csvCell } from '../../engine/export.ts';
import { scopeCondition } from '../../engine/scope.ts';
import { contactRequestModel } from './contact-request-model.ts';
import { requestNotes } from './notes.ts';
import { recordRequestsRead } from './read-audit.ts';
import { eraseRequestMailsFromOutbox, requestMails } from './request-mails.ts';

/**
 * One person's requests, found by the email they gave (nLPD: the right to a copy and to erasure).
 * Matched whatever the case and surrounding spaces, as visitors type their address freely.
 */
function ofPerson(email: string): SQL {
  return sql`lower(trim(${contactRequest.email})) = ${email.trim().toLowerCase()}`;
}

/** What a person's copy holds: everything they sent, when, and how staff followed it up. */
const EXPORTED = [
  'id',
  'created_at',
  'name',
  'surname',
  'phone',
  'email',
  'message',
  'has_prescription',
  'consent_at',
  'service',
  'therapy_language',
  'free_periods',
  'free_days',
  'status',
  'notes',
  'mails',
] as const;

export const PersonRequestSchema = Type.Object(
  {
    id: Type.Integer(),
    created_at: Type.String({ format: 'date-time' }),
    name: Type.Union([Type.String(), Type.Null()]),
    surname: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    email: Type.Union([Type.String(), Type.Null()]),
    message: Type.Union([Type.String(), Type.Null()]),
    has_prescription: Type.Boolean(),
    consent_at: Type.String({ format: 'date-time' }),
    service: Type.Union([Type.String(), Type.Null()]),
    therapy_language: Type.Union([Type.String(), Type.Null()]),
    free_periods: Type.Array(Type.String()),
    free_days: Type.Array(Type.String()),
    status: Type.String(),
    /** Staff's notes on the request: what is written about the person is theirs to see. */
    notes: Type.Array(
      Type.Object({ created_at: Type.String({ format: 'date-time' }), body: Type.String() }),
    ),
    /** The mails the practice sent them about it: when, which kind, in which language, the subject. */
    mails: Type.Array(
      Type.Object({
        created_at: Type.String({ format: 'date-time' }),
        kind: Type.String(),
        language: Type.String(),
        subject: Type.String(),
      }),
    ),
  },
  { $id: 'PersonContactRequest' },
);

export const PersonContactRequestExportSchema = Type.Object(
  {
    email: Type.String(),
    exported_at: Type.String({ format: 'date-time' }),
    requests: Type.Array(Type.Ref('PersonContactRequest')),
  },
  { $id: 'PersonContactRequestExport' },
);
export interface PersonExport {
  email: string;
  exported_at: string;
  requests: Static<typeof PersonRequestSchema>[];
}

type Who = { userId: number | null; ip: string };

/** The person's requests the actor may read (401/403 without the right), oldest first. */
export async function personRequests(
  db: Database,
  actor: Actor,
  who: Who,
  email: string,
): Promise<PersonExport> {
  const scope = scopeCondition(contactRequestModel, actor, 'read');
  const rows = await db
    .select()
    .from(contactRequest)
    .where(and(scope, ofPerson(email)))
    .orderBy(asc(contactRequest.id));
  // The copy is a read of every request it holds: audited request by request, and as one copy
  // naming them; never the address or the content.
  const ids = rows.map((row) => row.id);
  await recordRequestsRead(db, ids, who, 'person_copy');
  await recordAudit(db, {
    event: 'contact_request.person_exported',
    userId: who.userId,
    ip: who.ip,
    model: 'contact_request',
    detail: { model: 'contact_request', ids: ids.join(','), count: rows.length },
  });
  const notes = await Promise.all(rows.map((row) => requestNotes(db, row.id)));
  const mails = await Promise.all(rows.map((row) => requestMails(db, row.id)));
  return {
    email: email.trim(),
    exported_at: new Date().toISOString(),
    requests: rows.map((row, index) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      email: row.email,
      message: row.message,
      has_prescription: row.has_prescription,
      consent_at: row.consent_at.toISOString(),
      service: row.service,
      therapy_language: row.therapy_language,
      free_periods: row.free_periods,
      free_days: row.free_days,
      status: row.status,
      notes: notes[index]!.map((note) => ({
        created_at: note.created_at.toISOString(),
        body: note.body,
      })),
      mails: mails[index]!.map(({ created_at, kind, language, subject }) => ({
        created_at,
        kind,
        language,
        subject,
      })),
    })),
  };
}

/** A note or a mail in a cell: its date, then its text (a mail: its kind, language and subject). */
function csvEntry(item: {
  created_at: string;
  body?: string;
  kind?: string;
  language?: string;
  subject?: string;
}): string {
  const text = item.body ?? `${item.kind} (${item.language}): ${item.subject}`;
  return `${item.created_at} ${text}`;
}

/** A list in one cell: codes side by side, notes and mails one a line with their date. */
function csvValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value
    .map((item: unknown) =>
      typeof item === 'object' && item !== null
        ? csvEntry(item as Parameters<typeof csvEntry>[0])
        : String(item),
    )
    .join(typeof value[0] === 'object' ? '\n' : ' ');
}

/** The same copy as an RFC 4180 CSV, one request a line; formula-like cells neutralised. */
export function personRequestsCsv(copy: PersonExport): string {
  return stringify(
    copy.requests.map((request) =>
      Object.fromEntries(EXPORTED.map((field) => [field, csvCell(csvValue(request[field]))])),
    ),
    { header: true, columns: [...EXPORTED], record_delimiter: 'windows' },
  );
}

/**
 * Deletes every request of one person the actor may delete, and writes the erasure to the audit
 * trail with who, when and how many, never the address or what the requests said.
 */
export async function erasePersonRequests(
  db: Database,
  actor: Actor,
  who: Who,
  email: string,
): Promise<number> {
  const scope = scopeCondition(contactRequestModel, actor, 'delete');
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const found = await tx
      .select({ id: contactRequest.id })
      .from(contactRequest)
      .where(and(scope, ofPerson(email)));
    // The mails sent about them leave the outbox too: they hold the address and the text.
    await eraseRequestMailsFromOutbox(
      tx,
      found.map((row) => row.id),
    );
    const gone = await tx
      .delete(contactRequest)
      .where(and(scope, ofPerson(email)))
      .returning({ id: contactRequest.id });
    await recordAudit(tx, {
      event: 'contact_request.person_erased',
      userId: who.userId,
      ip: who.ip,
      model: 'contact_request',
      detail: { model: 'contact_request', count: gone.length },
    });
    return gone.length;
  });
}

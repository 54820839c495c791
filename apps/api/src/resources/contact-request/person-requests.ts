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
import { personAppointments } from './person-appointments.ts';
import { recordRequestsRead } from './read-audit.ts';
import { requestMails } from './request-mails.ts';

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
  'offers',
  'appointments',
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
    /** The times offered them for a first appointment, and what became of each offer. */
    offers: Type.Array(
      Type.Object({
        created_at: Type.String({ format: 'date-time' }),
        times: Type.Array(Type.String({ format: 'date-time' })),
        outcome: Type.String(),
      }),
    ),
    /** The appointments booked from those offers, cancelled ones included. */
    appointments: Type.Array(
      Type.Object({
        starts_at: Type.String({ format: 'date-time' }),
        ends_at: Type.String({ format: 'date-time' }),
        practitioner: Type.String(),
        status: Type.String(),
        cancelled_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
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
  const firstAppointments = await Promise.all(rows.map((row) => personAppointments(db, row.id)));
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
      ...firstAppointments[index]!,
    })),
  };
}

type PersonRequest = Static<typeof PersonRequestSchema>;

/** A list in a cell, one entry a line: each with its date first. */
const lines = <T>(items: T[], line: (item: T) => string) => items.map(line).join('\n');

/** How each field reads in a CSV cell; the others are written as they are. */
const CSV_CELLS: Partial<Record<(typeof EXPORTED)[number], (request: PersonRequest) => string>> = {
  free_periods: (request) => request.free_periods.join(' '),
  free_days: (request) => request.free_days.join(' '),
  notes: (request) => lines(request.notes, (note) => `${note.created_at} ${note.body}`),
  mails: (request) =>
    lines(
      request.mails,
      (mail) => `${mail.created_at} ${mail.kind} (${mail.language}): ${mail.subject}`,
    ),
  offers: (request) =>
    lines(
      request.offers,
      (offer) => `${offer.created_at} ${offer.times.join(', ')}: ${offer.outcome}`,
    ),
  appointments: (request) =>
    lines(
      request.appointments,
      (booked) =>
        `${booked.starts_at} ${booked.status}, ${booked.practitioner}` +
        (booked.cancelled_at ? ` (cancelled ${booked.cancelled_at})` : ''),
    ),
};

/** The same copy as an RFC 4180 CSV, one request a line; formula-like cells neutralised. */
export function personRequestsCsv(copy: PersonExport): string {
  return stringify(
    copy.requests.map((request) =>
      Object.fromEntries(
        EXPORTED.map((field) => [field, csvCell(CSV_CELLS[field]?.(request) ?? request[field])]),
      ),
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
    // Notes, offers, appointments, the mail history and the person's mails in the outbox (their
    // address and the text) go with the requests, by cascade.
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

import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { openQueuedMessage, type MailKind } from '../../src/mail/outbox.ts';
import { practitioner } from '../../src/db/schema/practitioner.ts';
import { addDays, practiceLocal } from '../../src/resources/appointment/practice-time.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

/** A practitioner of a practice, linked to a user or not. */
export async function addPractitioner(
  app: FastifyInstance,
  display_name: string,
  userId: number | null,
  organizationId = 1,
): Promise<number> {
  const [row] = await app.db
    .insert(practitioner)
    .values({ display_name, user_id: userId, organization_id: organizationId })
    .returning({ id: practitioner.id });
  return row!.id;
}

/** The local date of the first given weekday (1 Monday … 7 Sunday) at least `days` from today. */
export function weekdayAhead(weekday: number, days = 14): string {
  const start = practiceLocal(new Date(Date.now() + days * 86_400_000));
  return addDays(start.date, (weekday - start.weekday + 7) % 7);
}

/** Mondays 09:00–12:00 in appointments of 50 minutes: 09:00, 09:50 and 10:40. */
export const MONDAY_MORNINGS = {
  weekday: 1,
  start_time: '09:00',
  end_time: '12:00',
  slot_minutes: 50,
};

/**
 * A practitioner free on Mondays 09:00–12:00 and 14:00–17:00 (six times of 50 minutes), set by
 * `adminToken` through the API.
 */
export async function freeOnMondays(app: FastifyInstance, adminToken: string, id: number) {
  const saved = await apiCall(app, adminToken, 'PUT', `/practitioner/${id}/availability`, {
    weekly: [MONDAY_MORNINGS, { ...MONDAY_MORNINGS, start_time: '14:00', end_time: '17:00' }],
    exceptions: [],
  });
  if (saved.statusCode !== 200) throw new Error(`The availability was refused: ${saved.body}`);
}

/**
 * The API on a fresh database, an administrator's token, and one practitioner, Claire Demo (no
 * account of her own), free on Mondays: what the booking's tests start from.
 */
export async function practiceWithClaire() {
  const { app } = await appWithAdminAndStaff();
  const { token: adminToken } = await orgAdmin(app);
  const claire = await addPractitioner(app, 'Claire Demo', null);
  await freeOnMondays(app, adminToken, claire);
  return { app, adminToken, claire };
}

/** The mails of a kind in the outbox, oldest first, opened. */
export async function queuedMails(app: FastifyInstance, kind: MailKind) {
  const rows = await app.db
    .select({ sealed: mailOutbox.message_sealed })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => openQueuedMessage(app.secretBox, row.sealed));
}

/** The token of a link in a mail: in the fragment, `#token=…`. */
export function tokenIn(text: string): string {
  const match = /#token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error('No link with a token in this mail.');
  return match[1]!;
}

/**
 * A visitor's request assigned to a practitioner, offered one time by `staffToken` and booked by
 * the visitor through the mailed link, as a browser would. Answers the request's id and the
 * confirmation mail the visitor received.
 */
export async function bookedRequest(
  app: FastifyInstance,
  staffToken: string,
  practitionerId: number,
  {
    email,
    startsAt,
    therapyLanguage,
  }: { email: string; startsAt: string; therapyLanguage?: 'en' | 'de' },
) {
  const id = await submitContact(app, { name: 'Léa', email, message: 'Bonjour', therapyLanguage });
  await app.db
    .update(contactRequest)
    .set({ practitioner_id: practitionerId })
    .where(eq(contactRequest.id, id));
  const offered = await apiCall(
    app,
    staffToken,
    'POST',
    `/contact_request/${id}/appointment-offer`,
    { times: [startsAt] },
  );
  if (offered.statusCode !== 201) throw new Error(`The offer failed: ${offered.body}`);
  const offer = (await queuedMails(app, 'appointment-offer')).find((mail) => mail.to === email)!;
  const picked = await app.inject({
    method: 'POST',
    url: '/api/v1/appointment-offer/pick',
    payload: { token: tokenIn(offer.text), starts_at: startsAt },
  });
  if (picked.statusCode !== 200) throw new Error(`The pick failed: ${picked.body}`);
  const confirmation = (await queuedMails(app, 'appointment-confirmation')).find(
    (mail) => mail.to === email,
  )!;
  return { id, confirmation };
}

import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment } from '../../src/db/schema/appointment.ts';
import { appointmentOffer } from '../../src/db/schema/appointment-offer.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { practiceInstant } from '../../src/resources/appointment/practice-time.ts';
import { sendReminders } from '../../src/resources/appointment/reminders.ts';
import { eraseExpiredContactRequests } from '../../src/resources/contact-request/retention.ts';
import { apiCall } from '../helpers/auth.ts';
import { bookedRequest, practiceWithClaire, weekdayAhead } from './helpers.ts';

/** First appointments are the person's data: in their copy, and erased with their requests. */
let app: FastifyInstance;
let adminToken: string;
let claire = 0;
const monday = weekdayAhead(1);
const at = (time: string) => practiceInstant(monday, time).toISOString();

/**
 * A request whose visitor was offered a time, booked it, was reminded, then had it cancelled by
 * the practice: four mails to them in the outbox. Answers the request's id.
 */
async function requestWithEveryMail(email: string, time: string): Promise<number> {
  const { id } = await bookedRequest(app, adminToken, claire, { email, startsAt: at(time) });
  // The reminder goes the day before: the appointment moved to tomorrow, as the clock would.
  await app.db
    .update(appointment)
    .set({
      starts_at: new Date(Date.now() + 30 * 3_600_000),
      ends_at: new Date(Date.now() + 31 * 3_600_000),
    })
    .where(eq(appointment.contact_request_id, id));
  await sendReminders(app);
  const cancelled = await apiCall(
    app,
    adminToken,
    'POST',
    `/contact_request/${id}/appointment/cancel`,
  );
  expect(cancelled.statusCode).toBe(200);
  return id;
}

const outboxKindsOf = async (requestId: number) =>
  (
    await app.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(eq(mailOutbox.contact_request_id, requestId))
  )
    .map((row) => row.kind)
    .sort();

const EVERY_MAIL = [
  'appointment-cancellation',
  'appointment-confirmation',
  'appointment-offer',
  'appointment-reminder',
];

beforeAll(async () => {
  ({ app, adminToken, claire } = await practiceWithClaire());
});
afterAll(() => app.close());

describe("a person's first appointments", () => {
  it('are in their copy, as JSON and CSV: the times offered and what became of them, and the appointment', async () => {
    const id = await requestWithEveryMail('copy.appointments@example.ch', '09:00');
    const json = await apiCall(app, adminToken, 'POST', '/contact_request/person/export', {
      email: 'copy.appointments@example.ch',
    });
    const [copy] = json.json<{ requests: Record<string, unknown>[] }>().requests;
    const [stored] = await app.db
      .select()
      .from(appointment)
      .where(eq(appointment.contact_request_id, id));
    expect(copy).toMatchObject({
      id,
      status: 'in_progress',
      offers: [{ times: [at('09:00')], outcome: 'booked' }],
      appointments: [
        {
          starts_at: stored!.starts_at.toISOString(),
          practitioner: 'Claire Demo',
          status: 'cancelled',
          cancelled_at: stored!.cancelled_at!.toISOString(),
        },
      ],
    });

    const csv = await apiCall(app, adminToken, 'POST', '/contact_request/person/export', {
      email: 'copy.appointments@example.ch',
      format: 'csv',
    });
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header).toMatch(/,offers,appointments$/);
    expect(row).toContain(`Z ${at('09:00')}: booked`);
    expect(row).toContain(
      `${stored!.starts_at.toISOString()} cancelled, Claire Demo (cancelled ${stored!.cancelled_at!.toISOString()})`,
    );
  });

  it('are erased with the person: offers, appointments and every mail to them in the outbox', async () => {
    const id = await requestWithEveryMail('erase.appointments@example.ch', '09:50');
    expect(await outboxKindsOf(id)).toEqual(EVERY_MAIL);
    const outboxIds = (
      await app.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.contact_request_id, id))
    ).map((row) => row.id);

    const erased = await apiCall(app, adminToken, 'POST', '/contact_request/person/erase', {
      email: 'erase.appointments@example.ch',
    });
    expect(erased.json()).toEqual({ erased: 1 });
    expect(await app.db.select().from(mailOutbox).where(inArray(mailOutbox.id, outboxIds))).toEqual(
      [],
    );
    expect(
      await app.db.select().from(appointment).where(eq(appointment.contact_request_id, id)),
    ).toEqual([]);
    expect(
      await app.db
        .select()
        .from(appointmentOffer)
        .where(eq(appointmentOffer.contact_request_id, id)),
    ).toEqual([]);
  });

  it('are erased with a request whose retention period is over, and kept with one still kept', async () => {
    const kept = await requestWithEveryMail('retention.kept.appointments@example.ch', '10:40');
    const expired = await requestWithEveryMail('retention.gone.appointments@example.ch', '14:00');
    await app.db
      .update(contactRequest)
      .set({ status: 'closed', closed_at: new Date(Date.now() - 800 * 86_400_000) })
      .where(eq(contactRequest.id, expired));

    await eraseExpiredContactRequests(app);
    expect(await outboxKindsOf(expired)).toEqual([]);
    expect(
      await app.db.select().from(appointment).where(eq(appointment.contact_request_id, expired)),
    ).toEqual([]);
    expect(await outboxKindsOf(kept)).toEqual(EVERY_MAIL);
  });
});

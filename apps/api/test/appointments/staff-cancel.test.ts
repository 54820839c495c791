import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment } from '../../src/db/schema/appointment.ts';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { practiceInstant } from '../../src/resources/appointment/practice-time.ts';
import { ALREADY_BEGUN, NOTHING_BOOKED } from '../../src/resources/appointment/staff-cancel.ts';
import { addMember, apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import {
  addPractitioner,
  bookedRequest,
  freeOnMondays,
  queuedMails,
  tokenIn,
  weekdayAhead,
} from './helpers.ts';

/** Staff cancelling a booked first appointment from the request, at any time before it begins. */
let app: FastifyInstance;
let adminToken: string;
let claire: { id: number; token: string };
let other: { id: number; token: string };
let claireAt = 0;
const monday = weekdayAhead(1);
const at = (time: string) => practiceInstant(monday, time).toISOString();
const cancel = (token: string, id: number) =>
  apiCall(app, token, 'POST', `/contact_request/${id}/appointment/cancel`);

beforeAll(async () => {
  ({ app } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  claire = await addMember(app, 1, 'claire.cancels', 'practitioner_role');
  other = await addMember(app, 1, 'marc.elsewhere', 'practitioner_role');
  claireAt = await addPractitioner(app, 'Claire Demo', claire.id);
  await freeOnMondays(app, adminToken, claireAt);
});
afterAll(() => app.close());

describe('staff cancelling a booked appointment', () => {
  it('frees the time, sets the request back to in progress, mails the visitor and is audited', async () => {
    const { id, confirmation } = await bookedRequest(app, claire.token, claireAt, {
      email: 'staff.cancel@example.ch',
      startsAt: at('09:00'),
      therapyLanguage: 'en',
    });
    const cancelled = await cancel(claire.token, id);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      appointments: [{ status: 'cancelled', starts_at: at('09:00') }],
      offers: [{ outcome: 'booked' }],
    });

    const [request] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
    expect(request!.status).toBe('in_progress');
    const free = await apiCall(
      app,
      adminToken,
      'GET',
      `/practitioner/${claireAt}/free-times?from=${monday}&to=${monday}`,
    );
    expect(
      free.json<{ items: { starts_at: string }[] }>().items.map((item) => item.starts_at),
    ).toContain(at('09:00'));

    const [mail] = (await queuedMails(app, 'appointment-cancellation')).filter(
      (queued) => queued.to === 'staff.cancel@example.ch',
    );
    expect(mail!.subject).toMatch(
      /^Your appointment at Cabinet Lac & Parole on Monday, .* is cancelled$/,
    );
    expect(mail!.text).toMatch(
      /^Hello Léa,\n\nYour first appointment on Monday, .* with Claire Demo is cancelled\./,
    );
    expect(mail!.text).toContain('please phone the practice: ');
    const [ics] = mail!.attachments!;
    // The confirmation's event again, so a calendar that holds it drops it.
    const uid = /UID:(\S+)\r\n/.exec(confirmation.attachments![0]!.content)![1];
    expect(ics!.content).toContain(`UID:${uid}\r\n`);
    expect(ics!.content).toContain('STATUS:CANCELLED\r\n');

    const [event] = await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1);
    expect(event).toMatchObject({
      event: 'appointment.cancelled',
      user_id: claire.id,
      model: 'contact_request',
      record_id: id,
    });
    expect(event!.detail).toMatchObject({ by: 'staff' });

    // The visitor's cancel link now shows it cancelled.
    const view = await app.inject({
      method: 'POST',
      url: '/api/v1/appointment/cancel/view',
      payload: { token: tokenIn(confirmation.text) },
    });
    expect(view.json()).toMatchObject({ status: 'cancelled', cancellable: false });
  });

  it('writes the mail in the visitor’s language, and works within the 24 working hours', async () => {
    const { id } = await bookedRequest(app, adminToken, claireAt, {
      email: 'absage@example.ch',
      startsAt: at('09:50'),
      therapyLanguage: 'de',
    });
    // Three hours from now: too late for the visitor's link, not for the practice.
    await app.db
      .update(appointment)
      .set({
        starts_at: new Date(Date.now() + 3 * 3_600_000),
        ends_at: new Date(Date.now() + 4 * 3_600_000),
      })
      .where(eq(appointment.contact_request_id, id));
    expect((await cancel(adminToken, id)).statusCode).toBe(200);
    const [mail] = (await queuedMails(app, 'appointment-cancellation')).filter(
      (queued) => queued.to === 'absage@example.ch',
    );
    expect(mail!.subject).toMatch(/^Ihr Termin bei Cabinet Lac & Parole am .* ist abgesagt$/);
    expect(mail!.text).toMatch(
      /^Guten Tag Léa\n\nIhr Erstgespräch am .* bei Claire Demo ist abgesagt\./,
    );
  });

  it('is refused with a clear 409 when nothing is booked, twice, or once the appointment has begun', async () => {
    const { id } = await bookedRequest(app, adminToken, claireAt, {
      email: 'begun@example.ch',
      startsAt: at('10:40'),
    });
    await app.db
      .update(appointment)
      .set({ starts_at: new Date(Date.now() - 600_000), ends_at: new Date(Date.now() + 2_400_000) })
      .where(eq(appointment.contact_request_id, id));
    const begun = await cancel(adminToken, id);
    expect(begun.statusCode).toBe(409);
    expect(begun.json()).toEqual({ detail: ALREADY_BEGUN });
    const [still] = await app.db
      .select()
      .from(appointment)
      .where(eq(appointment.contact_request_id, id));
    expect(still!.status).toBe('booked');

    const fresh = await submitContact(app, { name: 'Noé', email: 'none@example.ch', message: 'x' });
    const nothing = await cancel(adminToken, fresh);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toEqual({ detail: NOTHING_BOOKED });
  });

  it('answers 401 without a sign-in and 404 to a practitioner the request is not assigned to', async () => {
    const { id } = await bookedRequest(app, adminToken, claireAt, {
      email: 'not.yours@example.ch',
      startsAt: at('14:00'),
    });
    const anonymous = await apiCall(
      app,
      undefined,
      'POST',
      `/contact_request/${id}/appointment/cancel`,
    );
    expect(anonymous.statusCode).toBe(401);
    const refused = await cancel(other.token, id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ detail: `contact_request ${id} was not found.` });
    expect((await cancel(adminToken, id)).statusCode).toBe(200);
    const again = await cancel(adminToken, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: NOTHING_BOOKED });
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment } from '../../src/db/schema/appointment.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { notification } from '../../src/db/schema/notification.ts';
import { newSecretToken } from '../../src/lib/secret-token.ts';
import { CANCEL_LINK_INVALID, TOO_LATE } from '../../src/resources/appointment/cancel.ts';
import {
  addDays,
  practiceInstant,
  practiceLocal,
} from '../../src/resources/appointment/practice-time.ts';
import { sendReminders } from '../../src/resources/appointment/reminders.ts';
import { apiCall } from '../helpers/auth.ts';
import {
  bookedRequest,
  practiceWithClaire,
  queuedMails,
  tokenIn,
  weekdayAhead,
} from './helpers.ts';

/** After the booking: the confirmation with its calendar file, cancelling, and the reminder. */
let app: FastifyInstance;
let adminToken: string;
let claire = 0;
const monday = weekdayAhead(1);
const at = (time: string) => practiceInstant(monday, time).toISOString();
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

/** A request offered one time and booked by its visitor; answers the confirmation's cancel token. */
async function booked(email: string, time: string, therapyLanguage?: 'en' | 'de') {
  const { id, confirmation } = await bookedRequest(app, adminToken, claire, {
    email,
    startsAt: at(time),
    therapyLanguage,
  });
  return { id, confirmation, cancelToken: tokenIn(confirmation.text) };
}

beforeAll(async () => {
  ({ app, adminToken, claire } = await practiceWithClaire());
});
afterAll(() => app.close());

describe('the confirmation mail', () => {
  it('tells when, where and how to come, until when to cancel, with the link and a calendar file', async () => {
    const { confirmation } = await booked('confirm@example.ch', '09:00', 'en');
    expect(confirmation.subject).toMatch(
      /^Your first appointment at Cabinet Lac & Parole: Monday, /,
    );
    expect(confirmation.text).toContain('with Claire Demo');
    expect(confirmation.text).toContain('Cabinet Lac & Parole, Rue du Seyon 10, 2000 Neuchâtel');
    expect(confirmation.text).toContain('Place Pury');
    expect(confirmation.text).toMatch(/until Friday, .* at 09:00, with this link/);
    expect(confirmation.text).toContain('http://localhost:5173/appointment/cancel?lng=en#token=');
    const [ics] = confirmation.attachments!;
    expect(ics!.filename).toBe('appointment.ics');
    expect(ics!.contentType).toContain('text/calendar');
    expect(ics!.content).toContain(
      `DTSTART:${at('09:00').replace(/[-:]/g, '').replace('.000', '')}\r\n`,
    );
    expect(ics!.content).toContain('SUMMARY:First appointment with Claire Demo\r\n');
    expect(ics!.content.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('is written in German for a German-speaking visitor', async () => {
    const { confirmation } = await booked('bestaetigung@example.ch', '09:50', 'de');
    expect(confirmation.subject).toMatch(/^Ihr Erstgespräch bei Cabinet Lac & Parole: Montag, /);
    expect(confirmation.attachments![0]!.content).toContain('SUMMARY:Erstgespräch bei Claire Demo');
  });
});

describe('cancelling from the confirmation', () => {
  it('frees the time, sets the request back to in progress, tells the practice, and answers the same twice', async () => {
    const { id, cancelToken } = await booked('cancel@example.ch', '10:40');
    const shown = await post('/appointment/cancel/view', { token: cancelToken });
    expect(shown.json()).toMatchObject({
      status: 'booked',
      cancellable: true,
      starts_at: at('10:40'),
    });
    const cancelled = await post('/appointment/cancel', { token: cancelToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellable: false });
    expect((await post('/appointment/cancel', { token: cancelToken })).json()).toEqual(
      cancelled.json(),
    );
    const [request] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
    expect(request!.status).toBe('in_progress');
    const notices = await app.db
      .select()
      .from(notification)
      .where(eq(notification.link, `/contact-requests/${id}`));
    expect(notices.map(({ kind, title }) => ({ kind, title }))).toContainEqual({
      kind: 'appointment.cancelled',
      title: 'First appointment cancelled by the visitor',
    });
    const free = await apiCall(
      app,
      adminToken,
      'GET',
      `/practitioner/${claire}/free-times?from=${monday}&to=${monday}`,
    );
    expect(
      free.json<{ items: { starts_at: string }[] }>().items.map((item) => item.starts_at),
    ).toContain(at('10:40'));
  });

  it('is refused less than 24 working hours before (409: phone), and for a forged link (404)', async () => {
    const { id, cancelToken } = await booked('late@example.ch', '14:00');
    // The appointment moved to three hours from now, as if the visitor came back too late.
    await app.db
      .update(appointment)
      .set({
        starts_at: new Date(Date.now() + 3 * 3_600_000),
        ends_at: new Date(Date.now() + 4 * 3_600_000),
      })
      .where(eq(appointment.contact_request_id, id));
    expect((await post('/appointment/cancel/view', { token: cancelToken })).json()).toMatchObject({
      cancellable: false,
    });
    const late = await post('/appointment/cancel', { token: cancelToken });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: TOO_LATE });
    const forged = await post('/appointment/cancel', { token: newSecretToken() });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ detail: CANCEL_LINK_INVALID });
  });
});

describe('the reminder', () => {
  it('is mailed the day before, once, however often housekeeping runs', async () => {
    const { id } = await booked('remind@example.ch', '14:50');
    const tomorrow = addDays(practiceLocal(new Date()).date, 1);
    await app.db
      .update(appointment)
      .set({
        starts_at: practiceInstant(tomorrow, '23:00'),
        ends_at: practiceInstant(tomorrow, '23:50'),
      })
      .where(eq(appointment.contact_request_id, id));
    const before = (await queuedMails(app, 'appointment-reminder')).length;
    await Promise.all([sendReminders(app), sendReminders(app)]);
    await sendReminders(app);
    const reminders = (await queuedMails(app, 'appointment-reminder')).slice(before);
    // The appointment moved to a few hours from now in the test above is reminded too; each once.
    const to = reminders.map((mail) => mail.to).sort();
    expect(to).toEqual(['late@example.ch', 'remind@example.ch']);
    expect(reminders.find((mail) => mail.to === 'remind@example.ch')!.subject).toBe(
      'Rappel : votre rendez-vous de demain au Cabinet Lac & Parole'.replace(' :', '\u00a0:'),
    );
  });

  it('is not mailed for an appointment further away, nor for a cancelled one', async () => {
    const before = (await queuedMails(app, 'appointment-reminder')).length;
    await sendReminders(app);
    expect((await queuedMails(app, 'appointment-reminder')).length).toBe(before);
  });
});

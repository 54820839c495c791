import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { redactUrl } from '../../src/lib/logger.ts';
import { practiceInstant } from '../../src/resources/appointment/practice-time.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { addMember, apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import { addPractitioner, MONDAY_MORNINGS, queuedMails, tokenIn, weekdayAhead } from './helpers.ts';

/** A practitioner's calendar feed: made, read by a calendar app, free of health data, revoked. */
let app: FastifyInstance;
let adminToken: string;
let claire: { id: number; token: string };
let claireAt = 0;
let marc = 0;
const monday = weekdayAhead(1);
const at = (time: string) => practiceInstant(monday, time).toISOString();
const feed = (token: string) => app.inject({ method: 'GET', url: `/api/v1/calendar/${token}.ics` });

beforeAll(async () => {
  ({ app } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  claire = await addMember(app, 1, 'claire.feed', 'practitioner_role');
  claireAt = await addPractitioner(app, 'Claire Demo', claire.id);
  marc = await addPractitioner(app, 'Marc Exemple', null);
  await apiCall(app, adminToken, 'PUT', `/practitioner/${claireAt}/availability`, {
    weekly: [MONDAY_MORNINGS],
    exceptions: [],
  });
  // Léa Baume books Monday 09:00 with Claire.
  const id = await submitContact(app, {
    name: 'Léa',
    surname: 'Baume',
    email: 'lea.feed@example.ch',
    phone: '+41 79 000 00 00',
    message: 'Crises de panique depuis des mois.',
  });
  await app.db
    .update(contactRequest)
    .set({ practitioner_id: claireAt })
    .where(eq(contactRequest.id, id));
  await apiCall(app, adminToken, 'POST', `/contact_request/${id}/appointment-offer`, {
    times: [at('09:00')],
  });
  const [offer] = await queuedMails(app, 'appointment-offer');
  await app.inject({
    method: 'POST',
    url: '/api/v1/appointment-offer/pick',
    payload: { token: tokenIn(offer!.text), starts_at: at('09:00') },
  });
});
afterAll(() => app.close());

describe('a practitioner’s calendar feed', () => {
  it('is made by the practitioner, lists their booked appointments by initials only, and stops once revoked', async () => {
    expect(
      (await apiCall(app, claire.token, 'GET', `/practitioner/${claireAt}/calendar-feed`)).json(),
    ).toEqual({ active: false, created_at: null });
    const made = await apiCall(
      app,
      claire.token,
      'POST',
      `/practitioner/${claireAt}/calendar-feed`,
    );
    expect(made.statusCode).toBe(201);
    const { token } = made.json<{ token: string }>();

    const read = await feed(token);
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toContain('text/calendar');
    expect(read.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(read.body).toContain('SUMMARY:First appointment L. B.\r\n');
    expect(read.body).toContain(`DTSTART:${at('09:00').replace(/[-:]/g, '').replace('.000', '')}`);
    for (const secret of ['Léa', 'Baume', 'panique', 'lea.feed', '+41 79'])
      expect(read.body).not.toContain(secret);

    // A new address replaces the old one.
    const again = await apiCall(
      app,
      claire.token,
      'POST',
      `/practitioner/${claireAt}/calendar-feed`,
    );
    expect((await feed(token)).statusCode).toBe(404);
    const second = again.json<{ token: string }>().token;
    expect((await feed(second)).statusCode).toBe(200);

    const revoked = await apiCall(
      app,
      adminToken,
      'DELETE',
      `/practitioner/${claireAt}/calendar-feed`,
    );
    expect(revoked.json()).toEqual({ active: false, created_at: null });
    const gone = await feed(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: 'This calendar address is not valid.' });
  });

  it('is kept only by the practitioner or an administrator', async () => {
    expect(
      (await apiCall(app, claire.token, 'POST', `/practitioner/${marc}/calendar-feed`)).statusCode,
    ).toBe(404);
    expect(
      (await apiCall(app, undefined, 'POST', `/practitioner/${marc}/calendar-feed`)).statusCode,
    ).toBe(401);
    expect(
      (await apiCall(app, adminToken, 'POST', `/practitioner/${marc}/calendar-feed`)).statusCode,
    ).toBe(201);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/calendar/not-a-feed.txt' })).statusCode,
    ).toBe(422);
  });

  it('never has its token written to the API’s log', () => {
    expect(redactUrl('/api/v1/calendar/abcDEF123_-abcDEF123_-.ics')).toBe(
      '/api/v1/calendar/[redacted].ics',
    );
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointment } from '../../src/db/schema/appointment.ts';
import { appointmentOffer } from '../../src/db/schema/appointment-offer.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { notification } from '../../src/db/schema/notification.ts';
import { newSecretToken, tokenDigest } from '../../src/lib/secret-token.ts';
import {
  ALREADY_BOOKED,
  ALREADY_DECLINED,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_REPLACED,
  NOT_OFFERED,
  TIME_TAKEN,
} from '../../src/resources/appointment/booking.ts';
import { practiceInstant } from '../../src/resources/appointment/practice-time.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import { addPractitioner, MONDAY_MORNINGS, queuedMails, tokenIn, weekdayAhead } from './helpers.ts';

/** The visitor's link: what it shows, booking a time (once, and only once per time), none fitting. */
let app: FastifyInstance;
let adminToken: string;
let claire = 0;
const monday = weekdayAhead(1);
const at = (time: string) => practiceInstant(monday, time).toISOString();

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

/** A request assigned to Claire, offered the given times through the API; answers the link's token. */
async function offered(email: string, times: string[]) {
  const id = await submitContact(app, { name: 'Léa', email, message: 'Bonjour' });
  await app.db
    .update(contactRequest)
    .set({ practitioner_id: claire })
    .where(eq(contactRequest.id, id));
  const sent = await apiCall(app, adminToken, 'POST', `/contact_request/${id}/appointment-offer`, {
    times: times.map((time) => at(time)),
  });
  expect(sent.statusCode).toBe(201);
  const mail = (await queuedMails(app, 'appointment-offer')).find((found) => found.to === email)!;
  return { id, token: tokenIn(mail.text) };
}

/**
 * An offer written straight to the database, as if the same time had been promised twice (by
 * phone, say): only the booking's unique index then keeps two visitors from getting it.
 */
async function offeredBehindTheRules(email: string, time: string) {
  const id = await submitContact(app, { name: 'Noé', email, message: 'Bonjour' });
  await app.db
    .update(contactRequest)
    .set({ practitioner_id: claire, status: 'times_offered' })
    .where(eq(contactRequest.id, id));
  const token = newSecretToken();
  await app.db.insert(appointmentOffer).values({
    organization_id: 1,
    contact_request_id: id,
    practitioner_id: claire,
    times: [{ starts_at: at(time), ends_at: practiceInstant(monday, '11:30').toISOString() }],
    token_hash: tokenDigest(token),
    language: 'fr',
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return { id, token };
}

beforeAll(async () => {
  ({ app } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  claire = await addPractitioner(app, 'Claire Demo', null);
  await apiCall(app, adminToken, 'PUT', `/practitioner/${claire}/availability`, {
    weekly: [MONDAY_MORNINGS, { ...MONDAY_MORNINGS, start_time: '14:00', end_time: '20:00' }],
    exceptions: [],
  });
});
afterAll(() => app.close());

describe('the visitor’s link', () => {
  it('shows the times offered, the practitioner and the practice', async () => {
    const { token } = await offered('view@example.ch', ['09:00', '09:50']);
    const viewed = await post('/appointment-offer/view', { token });
    expect(viewed.statusCode).toBe(200);
    expect(viewed.json()).toMatchObject({
      status: 'open',
      language: 'fr',
      practitioner: { display_name: 'Claire Demo' },
      practice: { name: 'Cabinet Lac & Parole', city: 'Neuchâtel' },
      times: [
        { starts_at: at('09:00'), ends_at: at('09:50'), available: true },
        { starts_at: at('09:50'), ends_at: at('10:40'), available: true },
      ],
      appointment: null,
    });
  });

  it('refuses a forged token (404), an expired offer and a replaced one (410), never a 500', async () => {
    const forged = await post('/appointment-offer/view', { token: newSecretToken() });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ detail: LINK_INVALID });
    expect((await post('/appointment-offer/view', { token: 'short' })).statusCode).toBe(422);

    const expired = await offered('expired@example.ch', ['10:40']);
    await app.db
      .update(appointmentOffer)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(appointmentOffer.contact_request_id, expired.id));
    for (const url of ['/appointment-offer/view', '/appointment-offer/decline']) {
      const answer = await post(url, { token: expired.token });
      expect(answer.statusCode).toBe(410);
      expect(answer.json()).toEqual({ detail: LINK_EXPIRED });
    }
    const pick = await post('/appointment-offer/pick', {
      token: expired.token,
      starts_at: at('10:40'),
    });
    expect(pick.json()).toEqual({ detail: LINK_EXPIRED });
    // Expired, its time is free again.
    const free = await apiCall(
      app,
      adminToken,
      'GET',
      `/practitioner/${claire}/free-times?from=${monday}&to=${monday}`,
    );
    expect(
      free.json<{ items: { starts_at: string }[] }>().items.map((item) => item.starts_at),
    ).toContain(at('10:40'));

    const replaced = await offered('replaced@example.ch', ['14:00']);
    await apiCall(app, adminToken, 'POST', `/contact_request/${replaced.id}/appointment-offer`, {
      times: [at('14:50')],
    });
    const old = await post('/appointment-offer/view', { token: replaced.token });
    expect(old.statusCode).toBe(410);
    expect(old.json()).toEqual({ detail: LINK_REPLACED });
  });
});

describe('picking a time', () => {
  it('books it at once: the request is booked, the practice told, the time taken', async () => {
    const { id, token } = await offered('pick@example.ch', ['15:40', '16:30']);
    const picked = await post('/appointment-offer/pick', { token, starts_at: at('16:30') });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({
      status: 'booked',
      appointment: { starts_at: at('16:30'), ends_at: at('17:20'), status: 'booked' },
    });
    const [request] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
    expect(request!.status).toBe('booked');
    const [booked] = await app.db
      .select()
      .from(appointment)
      .where(eq(appointment.contact_request_id, id));
    expect(booked).toMatchObject({ practitioner_id: claire, status: 'booked', language: 'fr' });
    const notices = await app.db
      .select()
      .from(notification)
      .where(eq(notification.link, `/contact-requests/${id}`));
    expect(notices.map(({ kind, title }) => ({ kind, title }))).toContainEqual({
      kind: 'appointment.booked',
      title: 'First appointment booked',
    });
    // The practice's address is told in the practice's language.
    const notice = (await queuedMails(app, 'appointment-notice')).at(-1)!;
    expect(notice.subject).toBe(
      `Cabinet Lac & Parole\u00a0: Premier rendez-vous réservé (demande n°\u00a0${id})`,
    );
    expect(notice.text).toContain(`/contact-requests/${id}`);
    // The other time offered is free again; the booked one is not.
    const free = await apiCall(
      app,
      adminToken,
      'GET',
      `/practitioner/${claire}/free-times?from=${monday}&to=${monday}`,
    );
    const starts = free
      .json<{ items: { starts_at: string }[] }>()
      .items.map((item) => item.starts_at);
    expect(starts).toContain(at('15:40'));
    expect(starts).not.toContain(at('16:30'));
    const listed = await apiCall(app, adminToken, 'GET', `/contact_request/${id}/appointments`);
    expect(listed.json()).toMatchObject({
      offers: [{ outcome: 'booked' }],
      appointments: [{ status: 'booked', starts_at: at('16:30') }],
    });
  });

  it('is idempotent: the same pick again, even at once, answers the same booking', async () => {
    const { id, token } = await offered('twice@example.ch', ['14:00']);
    const [first, second] = await Promise.all([
      post('/appointment-offer/pick', { token, starts_at: at('14:00') }),
      post('/appointment-offer/pick', { token, starts_at: at('14:00') }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    const again = await post('/appointment-offer/pick', { token, starts_at: at('14:00') });
    expect(again.json()).toEqual(first.json());
    expect(
      await app.db.select().from(appointment).where(eq(appointment.contact_request_id, id)),
    ).toHaveLength(1);
  });

  it('refuses another time once one is booked (409), a time not offered (400), and after “none fits” (410)', async () => {
    const { token } = await offered('other@example.ch', ['18:10', '19:00']);
    await post('/appointment-offer/pick', { token, starts_at: at('18:10') });
    const other = await post('/appointment-offer/pick', { token, starts_at: at('19:00') });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toEqual({ detail: ALREADY_BOOKED });

    const second = await offered('not.offered@example.ch', ['19:00']);
    const notOffered = await post('/appointment-offer/pick', {
      token: second.token,
      starts_at: at('18:10'),
    });
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toEqual({ detail: NOT_OFFERED });

    expect((await post('/appointment-offer/decline', { token: second.token })).statusCode).toBe(
      200,
    );
    const afterDecline = await post('/appointment-offer/pick', {
      token: second.token,
      starts_at: at('19:00'),
    });
    expect(afterDecline.statusCode).toBe(410);
    expect(afterDecline.json()).toEqual({ detail: ALREADY_DECLINED });
  });

  it('gives a time to one of two visitors picking it at once; the other gets a 409 and may pick another', async () => {
    const first = await offeredBehindTheRules('race.one@example.ch', '10:40');
    const second = await offeredBehindTheRules('race.two@example.ch', '10:40');
    const answers = await Promise.all([
      post('/appointment-offer/pick', { token: first.token, starts_at: at('10:40') }),
      post('/appointment-offer/pick', { token: second.token, starts_at: at('10:40') }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json()).toEqual({ detail: TIME_TAKEN });
    const booked = await app.db
      .select()
      .from(appointment)
      .where(eq(appointment.starts_at, new Date(at('10:40'))));
    expect(booked.filter((row) => row.status === 'booked')).toHaveLength(1);
    // The loser's offer stays open; the page shows the time as no longer available.
    const loserToken = answers[0].statusCode === 409 ? first.token : second.token;
    const view = await post('/appointment-offer/view', { token: loserToken });
    expect(view.json()).toMatchObject({ status: 'open', times: [{ available: false }] });
  });
});

describe('none of the times suits', () => {
  it('frees the times, sets the request back to in progress, tells the practice, and answers the same twice', async () => {
    const { id, token } = await offered('none@example.ch', ['17:20']);
    const declined = await post('/appointment-offer/decline', { token });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', appointment: null });
    expect((await post('/appointment-offer/decline', { token })).json()).toEqual(declined.json());
    const [request] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
    expect(request!.status).toBe('in_progress');
    const notices = await app.db
      .select()
      .from(notification)
      .where(eq(notification.link, `/contact-requests/${id}`));
    expect(notices.map(({ kind, title }) => ({ kind, title }))).toContainEqual({
      kind: 'appointment.declined',
      title: 'None of the offered times suited',
    });
    const free = await apiCall(
      app,
      adminToken,
      'GET',
      `/practitioner/${claire}/free-times?from=${monday}&to=${monday}`,
    );
    expect(
      free.json<{ items: { starts_at: string }[] }>().items.map((item) => item.starts_at),
    ).toContain(at('17:20'));
  });
});

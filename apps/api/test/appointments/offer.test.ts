import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentOffer } from '../../src/db/schema/appointment-offer.ts';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { tokenDigest } from '../../src/lib/secret-token.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { practiceInstant } from '../../src/resources/appointment/practice-time.ts';
import { addMember, apiCall, appWithAdminAndStaff, type ApiMethod } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';
import { addPractitioner, freeOnMondays, queuedMails, tokenIn, weekdayAhead } from './helpers.ts';

/** Offering a visitor times: the rules, the mail, and the times held while the offer is open. */
let app: FastifyInstance;
let adminToken: string;
let claire: { id: number; token: string };
let claireAt = 0;
let marc = 0;
const monday = weekdayAhead(1);
const at = (time: string, date = monday) => practiceInstant(date, time).toISOString();

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);
const visitorRequest = async (
  email: string | undefined,
  practitionerId: number | null,
  therapyLanguage?: 'en' | 'de',
) => {
  const id = await submitContact(app, {
    name: 'Léa',
    email,
    message: 'Un premier rendez-vous, svp.',
    therapyLanguage,
  });
  await app.db
    .update(contactRequest)
    .set({ practitioner_id: practitionerId })
    .where(eq(contactRequest.id, id));
  return id;
};
const freeTimes = async (practitionerId: number) =>
  (
    await call(
      adminToken,
      'GET',
      `/practitioner/${practitionerId}/free-times?from=${monday}&to=${monday}`,
    )
  )
    .json<{ items: { starts_at: string }[] }>()
    .items.map((item) => item.starts_at);

beforeAll(async () => {
  ({ app } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  claire = await addMember(app, 1, 'claire.offers', 'practitioner_role');
  claireAt = await addPractitioner(app, 'Claire Demo', claire.id);
  marc = await addPractitioner(app, 'Marc Exemple', null);
  for (const id of [claireAt, marc]) await freeOnMondays(app, adminToken, id);
});
afterAll(() => app.close());

describe('offering times', () => {
  it('stores the offer, mails the visitor a link with the token in the fragment, and holds the times', async () => {
    const id = await visitorRequest('lea.offer@example.ch', claireAt, 'en');
    const times = [at('14:00'), at('09:00'), at('09:50')];
    const offered = await call(claire.token, 'POST', `/contact_request/${id}/appointment-offer`, {
      times,
    });
    expect(offered.statusCode).toBe(201);
    expect(offered.json()).toMatchObject({
      practitioner: { id: claireAt, display_name: 'Claire Demo' },
      times: [
        { starts_at: at('09:00'), ends_at: at('09:50') },
        { starts_at: at('09:50'), ends_at: at('10:40') },
        { starts_at: at('14:00'), ends_at: at('14:50') },
      ],
      language: 'en',
      outcome: 'open',
    });
    const expires = new Date(offered.json<{ expires_at: string }>().expires_at).getTime();
    expect(Math.abs(expires - (Date.now() + 14 * 86_400_000))).toBeLessThan(60_000);

    const [request] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
    expect(request!.status).toBe('times_offered');

    // The practice's first-appointment template, its times followed by the personal link.
    const mail = (await queuedMails(app, 'appointment-offer')).at(-1)!;
    expect(mail.to).toBe('lea.offer@example.ch');
    expect(mail.subject).toBe('Your request: a first appointment');
    expect(mail.text).toMatch(
      /^Hello Léa,\n\nThank you for your message\. I would be glad to meet you for a first appointment and can offer you the following times:\n\n– Monday, \d+ \w+ \d{4} at 09:00\n– Monday, \d+ \w+ \d{4} at 09:50\n– Monday, \d+ \w+ \d{4} at 14:00\n\nTo choose one, open this personal link \(valid until \w+, \d+ \w+ \d{4}\)\. The time you choose is booked at once, and you will receive a confirmation:\nhttp:\/\/localhost:5173\/appointment\?lng=en#token=\S+\n\nIf none of them works for you, tell me when you are usually available and we will find another one\.\n\nKind regards\nClaire Demo$/,
    );
    // In the request's history, as sent by the person who offered the times.
    const history = await call(adminToken, 'GET', `/contact_request/${id}/mails`);
    expect(history.json()).toMatchObject({
      data: [
        {
          kind: 'first_appointment',
          language: 'en',
          subject: 'Your request: a first appointment',
          sent_by: { id: claire.id },
          delivery: 'pending',
        },
      ],
    });
    // Only the token's hash is stored.
    const token = tokenIn(mail.text);
    const [stored] = await app.db
      .select()
      .from(appointmentOffer)
      .where(eq(appointmentOffer.contact_request_id, id));
    expect(stored!.token_hash).toBe(tokenDigest(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    // Held: nobody else is offered these times while the offer is open.
    expect(await freeTimes(claireAt)).toEqual([at('10:40'), at('14:50'), at('15:40')]);

    const [event] = await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1);
    expect(event).toMatchObject({
      event: 'appointment.offered',
      user_id: claire.id,
      model: 'contact_request',
      record_id: id,
    });
    const listed = await call(adminToken, 'GET', `/contact_request/${id}/appointments`);
    expect(listed.json()).toMatchObject({
      offers: [{ outcome: 'open', times: [{}, {}, {}] }],
      appointments: [],
    });
  });

  it('writes the mail in the visitor’s language', async () => {
    const id = await visitorRequest('lea.de@example.ch', marc, 'de');
    expect(
      (
        await call(adminToken, 'POST', `/contact_request/${id}/appointment-offer`, {
          times: [at('15:40')],
        })
      ).statusCode,
    ).toBe(201);
    const mail = (await queuedMails(app, 'appointment-offer')).at(-1)!;
    expect(mail.subject).toBe('Ihre Anfrage: ein Erstgespräch');
    expect(mail.text).toMatch(/– Montag, \d+\. \w+ \d{4} um 15:40\n\nUm einen davon zu wählen/);
    expect(mail.text).toContain('/appointment?lng=de#token=');

    const french = await visitorRequest('lea.fr@example.ch', marc);
    await call(adminToken, 'POST', `/contact_request/${french}/appointment-offer`, {
      times: [at('14:50')],
      language: 'fr',
    });
    expect((await queuedMails(app, 'appointment-offer')).at(-1)!.text).toMatch(
      /– lundi \d+ \S+ \d{4} à 14:50\n\nPour en choisir un, ouvrez ce lien personnel/,
    );
  });

  it('replaces an open offer of the same request: its times are free again', async () => {
    const id = await visitorRequest('lea.again@example.ch', marc);
    await call(adminToken, 'POST', `/contact_request/${id}/appointment-offer`, {
      times: [at('09:00')],
    });
    expect(await freeTimes(marc)).not.toContain(at('09:00'));
    const again = await call(adminToken, 'POST', `/contact_request/${id}/appointment-offer`, {
      times: [at('09:00'), at('09:50')],
    });
    expect(again.statusCode).toBe(201);
    const { offers } = (await call(adminToken, 'GET', `/contact_request/${id}/appointments`)).json<{
      offers: { outcome: string }[];
    }>();
    expect(offers.map((offer) => offer.outcome)).toEqual(['open', 'withdrawn']);
  });

  it('is written in the practice’s own wording, the times always in it', async () => {
    const saved = await call(adminToken, 'PUT', '/reply_template/first_appointment/en', {
      subject: 'A first meeting with {{practitioner}}',
      body: 'Dear {{visitor_name}},\n\nWe can meet:\n{{offered_times}}\n\nBest,\n{{practitioner}}',
    });
    expect(saved.statusCode).toBe(200);
    const id = await visitorRequest('lea.own@example.ch', marc, 'en');
    await call(adminToken, 'POST', `/contact_request/${id}/appointment-offer`, {
      times: [at('10:40')],
    });
    const own = (await queuedMails(app, 'appointment-offer')).at(-1)!;
    expect(own.subject).toBe('A first meeting with Marc Exemple');
    expect(own.text).toMatch(
      /^Dear Léa,\n\nWe can meet:\n– Monday, \d+ \w+ \d{4} at 10:40\n\nTo choose one, open this personal link .*\n\S+#token=\S+\n\nBest,\nMarc Exemple$/,
    );

    // A template naming no times still mails them, and the link, at its end.
    await call(adminToken, 'PUT', '/reply_template/first_appointment/en', {
      subject: 'Your first appointment',
      body: 'Dear {{visitor_name}}, here are our times.',
    });
    const other = await visitorRequest('lea.short@example.ch', marc, 'en');
    await call(adminToken, 'POST', `/contact_request/${other}/appointment-offer`, {
      times: [at('14:00')],
    });
    expect((await queuedMails(app, 'appointment-offer')).at(-1)!.text).toMatch(
      /^Dear Léa, here are our times\.\n\n– Monday, \d+ \w+ \d{4} at 14:00\n\nTo choose one, open this personal link .*\n\S+#token=\S+$/,
    );
    await call(adminToken, 'DELETE', '/reply_template/first_appointment/en');
  });
});

describe('an offer refused', () => {
  it.each([
    [
      'more than three times',
      { times: ['09:00', '09:50', '10:40', '14:00'] },
      'Offer at most 3 times.',
    ],
    ['the same time twice', { times: ['10:40', '10:40'] }, 'Each time may be offered once.'],
    ['a time outside the hours', { times: ['12:00'] }, `The time ${monday} 12:00 is not free.`],
    [
      'a time that is not a slot’s start',
      { times: ['10:45'] },
      `The time ${monday} 10:45 is not free.`,
    ],
  ])('for %s, with a 400 saying why', async (_case, body, detail) => {
    const id = await visitorRequest('refused@example.ch', claireAt);
    const refused = await call(adminToken, 'POST', `/contact_request/${id}/appointment-offer`, {
      times: body.times.map((time) => at(time)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail });
  });

  it('for a time already offered to someone else, or in the past', async () => {
    const first = await visitorRequest('first@example.ch', claireAt);
    const second = await visitorRequest('second@example.ch', claireAt);
    expect(
      (
        await call(adminToken, 'POST', `/contact_request/${first}/appointment-offer`, {
          times: [at('10:40')],
        })
      ).statusCode,
    ).toBe(201);
    const taken = await call(adminToken, 'POST', `/contact_request/${second}/appointment-offer`, {
      times: [at('10:40')],
    });
    expect(taken.json()).toEqual({ detail: `The time ${monday} 10:40 is not free.` });
    const lastMonday = weekdayAhead(1, -7);
    const past = await call(adminToken, 'POST', `/contact_request/${second}/appointment-offer`, {
      times: [at('09:00', lastMonday)],
    });
    expect(past.json()).toEqual({ detail: `The time ${lastMonday} 09:00 is not free.` });
  });

  it('for a request not assigned, or without an email address', async () => {
    const unassigned = await visitorRequest('unassigned@example.ch', null);
    const refused = await call(
      adminToken,
      'POST',
      `/contact_request/${unassigned}/appointment-offer`,
      { times: [at('09:00')] },
    );
    expect(refused.json()).toEqual({
      detail: 'Assign the request to a practitioner before offering times.',
    });
    const phoneOnly = await visitorRequest(undefined, marc);
    const noEmail = await call(
      adminToken,
      'POST',
      `/contact_request/${phoneOnly}/appointment-offer`,
      { times: [at('09:00')] },
    );
    expect(noEmail.json()).toEqual({
      detail: 'The request has no email address to send the times to.',
    });
    expect(
      (await app.db.select().from(contactRequest).where(eq(contactRequest.id, phoneOnly)))[0]!
        .status,
    ).toBe('new');
  });

  it('for a request assigned to another practitioner (404), a malformed time (422), and a visitor (401)', async () => {
    const marcs = await visitorRequest('marcs@example.ch', marc);
    expect(
      (
        await call(claire.token, 'POST', `/contact_request/${marcs}/appointment-offer`, {
          times: [at('09:00')],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(claire.token, 'GET', `/contact_request/${marcs}/appointments`)).statusCode,
    ).toBe(404);
    const malformed = await call(
      adminToken,
      'POST',
      `/contact_request/${marcs}/appointment-offer`,
      { times: ['Monday 9am'] },
    );
    expect(malformed.statusCode).toBe(422);
    expect(
      (
        await call(undefined, 'POST', `/contact_request/${marcs}/appointment-offer`, {
          times: [at('09:00')],
        })
      ).statusCode,
    ).toBe(401);
  });
});

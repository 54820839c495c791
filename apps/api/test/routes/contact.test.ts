import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { Challenge } from 'altcha-lib/types';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { notification } from '../../src/db/schema/notification.ts';
import { eraseExpiredContactRequests } from '../../src/resources/contact-request/retention.ts';
import { contactRequestNote } from '../../src/db/schema/contact-request-note.ts';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { solvedChallenge } from '../helpers/human-check.ts';
import { mailText, sendMailTo, startMailCatcher, waitForMails } from '../helpers/mail-catcher.ts';

let app: FastifyInstance;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let adminToken: string;
let visitor = 0;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await buildTestApp({ BACKOFFICE_URL: 'https://admin.cabinet.example' });
  await sendMailTo(app, catcher);
  adminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const message = 'Je traverse une période difficile depuis le décès de mon père.';
/** Each call comes from another address unless told, so the per-address limit stays out of the way. */
const submit = async (payload: object, ip = `10.0.0.${(visitor += 1)}`) =>
  app.inject({ method: 'POST', url: '/api/submit', payload, remoteAddress: ip });

describe('human verification', () => {
  it('reveals the practice email for a solved challenge, once', async () => {
    const payload = await solvedChallenge(app);
    const revealed = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/email',
      payload: { altcha: payload },
    });
    expect(revealed.json()).toEqual({ email: 'contact@cabinet-lac-parole.example' });
    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/email',
      payload: { altcha: payload },
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: 'The human verification failed. Please try again.' });
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/email',
      payload: { altcha: Buffer.from('{"number":1}').toString('base64') },
    });
    expect(forged.statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/contact/email',
          payload: { altcha: 'not base64 json' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('accepts a solution found as the widget finds it (Web Crypto, altcha-lib’s solver)', async () => {
    const challenge = (await app.inject({ url: '/api/v1/altcha/challenge' })).json<Challenge>();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const revealed = await app.inject({
      method: 'POST',
      url: '/api/v1/contact/email',
      payload: { altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') },
    });
    expect(revealed.statusCode).toBe(200);
  });

  it('refuses the widget’s test-mode payload, and a solved challenge given a longer life', async () => {
    const reveal = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/contact/email',
        payload: { altcha: Buffer.from(JSON.stringify(payload)).toString('base64') },
      });
    expect((await reveal({ challenge: null, solution: null, test: true })).statusCode).toBe(400);
    const solved = JSON.parse(Buffer.from(await solvedChallenge(app), 'base64').toString()) as {
      challenge: Challenge;
    };
    solved.challenge.parameters.expiresAt = (solved.challenge.parameters.expiresAt ?? 0) + 3600;
    expect((await reveal(solved)).statusCode).toBe(400);
  });
});

describe('POST /api/submit', () => {
  it('stores the request, notifies staff and mails the practice a link, never the message', async () => {
    const response = await submit({
      name: 'Léa',
      surname: 'Favre',
      email: 'lea@example.ch',
      phone: '',
      message,
      hasPrescription: true,
      consent: true,
      altcha: await solvedChallenge(app),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Thank you for your submission' });
    const [stored] = await app.db.select().from(contactRequest);
    expect(stored).toMatchObject({
      name: 'Léa',
      surname: 'Favre',
      email: 'lea@example.ch',
      phone: null,
      message,
      has_prescription: true,
      status: 'new',
    });
    const notes = await app.db.select().from(notification);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      title: 'New contact request',
      kind: 'contact_request.new',
      link: `/contact-requests/${stored!.id}`,
    });
    expect(JSON.stringify(notes)).not.toContain('décès');
    // The mail leaves the outbox after the answer.
    await waitForMails(catcher, 1);
    const mail = mailText(catcher.mails.at(-1)!.raw);
    expect(catcher.mails.at(-1)!.to).toEqual(['contact@cabinet-lac-parole.example']);
    expect(mail).toContain(`https://admin.cabinet.example/contact-requests/${stored!.id}`);
    // In the practice's language: the shared address has no reader of its own.
    expect(mail).toContain('Nouvelle demande de contact. Ouvrez la demande dans le back-office');
    expect(mail).not.toContain('décès');
    expect(mail).not.toContain('lea@example.ch');
  });

  // A rule of the route answers 400 with its sentence; a schema failure 422 naming the field.
  const field = (loc: string[], type: string): unknown =>
    expect.arrayContaining([expect.objectContaining({ loc: ['body', ...loc], type })]);
  it.each([
    [
      { consent: false, email: 'a@example.ch' },
      400,
      'Your consent is needed to send this request.',
    ],
    [{ consent: true }, 400, 'Give an email address or a phone number so that we can answer you.'],
    [{ consent: true, email: '  ', phone: ' ' }, 422, field(['email'], 'format')],
    [{ consent: true, email: 'not-an-email' }, 422, field(['email'], 'format')],
    [{ consent: true, phone: 'call me maybe' }, 422, field(['phone'], 'pattern')],
    [
      { consent: true, email: 'a@example.ch', message: 'x'.repeat(5001) },
      422,
      field(['message'], 'maxLength'),
    ],
    [
      { consent: true, email: 'a@example.ch', name: 'n'.repeat(101) },
      422,
      field(['name'], 'maxLength'),
    ],
    [
      { consent: true, email: 'a@example.ch', website: 'spam' },
      422,
      field([], 'additionalProperties'),
    ],
    [{ consent: 'yes', email: 'a@example.ch' }, 422, field(['consent'], 'type')],
  ])('refuses %j with %i', async (fields, status, detail) => {
    const before = (await app.db.select().from(contactRequest)).length;
    const response = await submit({ ...fields, altcha: await solvedChallenge(app) });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ detail });
    expect(await app.db.select().from(contactRequest)).toHaveLength(before);
  });

  it('stores the request, its notification and its mail together, or none of them', async () => {
    const before = {
      requests: (await app.db.select().from(contactRequest)).length,
      notifications: (await app.db.select().from(notification)).length,
    };
    // The outbox refuses every row: the mail cannot be queued.
    await app.db.execute(
      sql`alter table mail_outbox add constraint outbox_closed check (false) not valid`,
    );
    try {
      const refused = await submit({
        email: 'lost@example.ch',
        message: 'Un message qui ne doit pas rester à moitié enregistré.',
        consent: true,
        altcha: await solvedChallenge(app),
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await app.db.execute(sql`alter table mail_outbox drop constraint outbox_closed`);
    }
    expect((await app.db.select().from(contactRequest)).length).toBe(before.requests);
    expect((await app.db.select().from(notification)).length).toBe(before.notifications);
  });

  it('refuses a missing, forged or reused challenge', async () => {
    expect((await submit({ consent: true, email: 'a@example.ch' })).statusCode).toBe(422);
    const forged = await submit({ consent: true, email: 'a@example.ch', altcha: 'Zm9yZ2Vk' });
    expect(forged.json()).toEqual({ detail: 'The human verification failed. Please try again.' });
    const payload = await solvedChallenge(app);
    expect(
      (await submit({ consent: true, email: 'a@example.ch', altcha: payload })).statusCode,
    ).toBe(200);
    expect(
      (await submit({ consent: true, email: 'a@example.ch', altcha: payload })).statusCode,
    ).toBe(400);
  });

  it('limits submissions per address, and leaves other addresses alone', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (
          await submit(
            { consent: true, phone: '+41 32 000 00 01', altcha: await solvedChallenge(app) },
            '10.9.9.9',
          )
        ).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      (
        await submit(
          { consent: true, phone: '+41 32 000 00 01', altcha: await solvedChallenge(app) },
          '10.9.9.10',
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('contact requests in the back-office', () => {
  it('lets staff read and follow up requests, but change only their status', async () => {
    const [first] = await app.db.select().from(contactRequest).limit(1);
    const list = await app.inject({
      method: 'POST',
      url: '/api/v1/contact_request/search',
      payload: {},
      headers: bearer(adminToken),
    });
    expect(list.json<{ total: number }>().total).toBeGreaterThan(1);
    const answered = await app.inject({
      method: 'PUT',
      url: `/api/v1/contact_request/${first!.id}`,
      payload: { status: 'in_progress' },
      headers: bearer(adminToken),
    });
    expect(answered.json()).toMatchObject({ status: 'in_progress' });
    const rewrite = await app.inject({
      method: 'PUT',
      url: `/api/v1/contact_request/${first!.id}`,
      payload: { message: 'changed' },
      headers: bearer(adminToken),
    });
    expect(rewrite.json()).toEqual({
      detail: 'Only the status and the practitioner of a contact request can be changed.',
    });
    const badStatus = await app.inject({
      method: 'PUT',
      url: `/api/v1/contact_request/${first!.id}`,
      payload: { status: 'lost' },
      headers: bearer(adminToken),
    });
    expect(badStatus.statusCode).toBe(422);
    expect(JSON.stringify(badStatus.json())).toContain('status');
    // Only the form creates requests; visitors cannot read them.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/contact_request',
          payload: { email: 'x@example.ch' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/contact_request/search', payload: {} }))
        .statusCode,
    ).toBe(401);
  });

  it('erases requests that ended longer ago than the retention period, with their notes, and audits each', async () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - 731 * 86_400_000);
    const insert = (values: Partial<typeof contactRequest.$inferInsert>) =>
      app.db
        .insert(contactRequest)
        .values({ organization_id: 1, consent_at: longAgo, created_at: longAgo, ...values })
        .returning({ id: contactRequest.id })
        .then((rows) => rows[0]!.id);
    const openForLong = await insert({ status: 'in_progress' });
    const endedLongAgo = await insert({ status: 'declined', closed_at: longAgo });
    const endedRecently = await insert({
      status: 'closed',
      closed_at: new Date(now.getTime() - 10 * 86_400_000),
    });
    await app.db
      .insert(contactRequestNote)
      .values({ contact_request_id: endedLongAgo, body: 'Called back.' });

    expect(await eraseExpiredContactRequests(app, now)).toBe(1);
    const left = (await app.db.select({ id: contactRequest.id }).from(contactRequest)).map(
      (row) => row.id,
    );
    expect(left).toContain(openForLong);
    expect(left).toContain(endedRecently);
    expect(left).not.toContain(endedLongAgo);
    const notes = await app.db
      .select()
      .from(contactRequestNote)
      .where(eq(contactRequestNote.contact_request_id, endedLongAgo));
    expect(notes).toHaveLength(0);
    const [audited] = await app.db
      .select()
      .from(auditEvent)
      .where(
        and(
          eq(auditEvent.event, 'contact_request.retention_erased'),
          eq(auditEvent.record_id, endedLongAgo),
        ),
      );
    expect(audited?.detail).toMatchObject({ model: 'contact_request', days: 730 });
  });

  it('documents /api/submit at the host root in the OpenAPI contract', async () => {
    const document = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, { servers?: unknown }>;
    }>();
    expect(document.paths['/api/submit']?.servers).toEqual([{ url: '/' }]);
    expect(document.paths['/altcha/challenge']).toBeDefined();
  });
});

import { desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { contactRequestMail } from '../../src/db/schema/contact-request-mail.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { practitioner } from '../../src/db/schema/practitioner.ts';
import { user } from '../../src/db/schema/user.ts';
import { openQueuedMessage } from '../../src/mail/outbox.ts';
import { eraseExpiredContactRequests } from '../../src/resources/contact-request/retention.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { addMember, apiCall, appWithAdminAndStaff, type ApiMethod } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

/**
 * Replying to a visitor from their request: a draft from the practice's templates in the visitor's
 * language, sent through the outbox to the address they gave, kept in the request's history
 * (never its text), erased with the request and part of the person's copy.
 */
let app: FastifyInstance;
let adminToken: string;
let adminId: number;
let userToken: string;
let claire: { id: number; token: string };
let claireAt = 0;

type Draft = { kind: string; language: string; to: string | null; subject: string; body: string };
type Mail = {
  kind: string;
  language: string;
  subject: string;
  sent_by: { id: number; name: string | null } | null;
  delivery: string | null;
};
const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);
const request = (email: string, more: { therapyLanguage?: 'fr' | 'en' | 'de' | 'other' } = {}) =>
  submitContact(app, { name: 'Nora', surname: 'Baume', email, message: 'Besoin d’aide.', ...more });
const reply = (kind = 'more_information', language = 'fr') => ({
  kind,
  language,
  subject: 'Votre demande',
  body: 'Bonjour Nora,\n\nPourriez-vous nous en dire plus\u00a0?\n\nClaire Demo',
});
const outboxOf = async (requestId: number) => {
  const rows = await app.db
    .select({ outbox: mailOutbox })
    .from(contactRequestMail)
    .innerJoin(mailOutbox, eq(mailOutbox.id, contactRequestMail.outbox_id))
    .where(eq(contactRequestMail.contact_request_id, requestId));
  return rows.map(({ outbox }) => ({
    ...outbox,
    message: openQueuedMessage(app.secretBox, outbox.message_sealed),
  }));
};

beforeAll(async () => {
  ({ app, userToken } = await appWithAdminAndStaff());
  ({ id: adminId, token: adminToken } = await orgAdmin(app));
  await app.db.update(user).set({ name: 'Anne Martin' }).where(eq(user.id, adminId));
  claire = await addMember(app, 1, 'claire.replies', 'practitioner_role');
  [{ id: claireAt }] = (await app.db
    .insert(practitioner)
    .values({ display_name: 'Claire Demo', user_id: claire.id, organization_id: 1 })
    .returning({ id: practitioner.id })) as [{ id: number }];
});
afterAll(() => app.close());

describe('a reply’s draft', () => {
  it('is written in the therapy language the visitor chose, with their name and the assigned practitioner', async () => {
    const id = await request('draft.de@example.ch', { therapyLanguage: 'de' });
    await call(adminToken, 'PUT', `/contact_request/${id}`, { practitioner_id: claireAt });
    const draft = await call(
      adminToken,
      'GET',
      `/contact_request/${id}/reply-draft?kind=waiting_list`,
    );
    expect(draft.statusCode).toBe(200);
    const body = draft.json<Draft>();
    expect(body).toMatchObject({
      kind: 'waiting_list',
      language: 'de',
      to: 'draft.de@example.ch',
      subject: 'Ihre Anfrage: unsere Warteliste',
    });
    expect(body.body.startsWith('Guten Tag Nora Baume\n')).toBe(true);
    expect(body.body.trimEnd().endsWith('Claire Demo')).toBe(true);
  });

  it('falls back to French for another language or none, follows the language asked, and signs with the sender when nobody is assigned', async () => {
    const other = await request('draft.other@example.ch', { therapyLanguage: 'other' });
    const none = await request('draft.none@example.ch');
    for (const id of [other, none]) {
      const draft = await call(
        adminToken,
        'GET',
        `/contact_request/${id}/reply-draft?kind=referral`,
      );
      expect(draft.json<Draft>()).toMatchObject({ language: 'fr' });
      expect(draft.json<Draft>().body.trimEnd().endsWith('Anne Martin')).toBe(true);
    }
    const english = await call(
      adminToken,
      'GET',
      `/contact_request/${none}/reply-draft?kind=referral&language=en`,
    );
    expect(english.json<Draft>()).toMatchObject({ language: 'en' });
    expect(english.json<Draft>().body.startsWith('Hello Nora Baume,')).toBe(true);
  });

  it('leaves the times of a first-appointment offer to be written', async () => {
    const id = await request('draft.offer@example.ch', { therapyLanguage: 'en' });
    const draft = await call(
      adminToken,
      'GET',
      `/contact_request/${id}/reply-draft?kind=first_appointment`,
    );
    expect(draft.json<Draft>().body).toContain('{{offered_times}}');
  });

  it.each([
    ['?kind=holiday', 'kind'],
    ['', 'kind'],
    ['?kind=referral&language=it', 'language'],
  ])('refuses %s with a 422 naming %s', async (query, field) => {
    const id = await request('draft.bad@example.ch');
    const refused = await call(adminToken, 'GET', `/contact_request/${id}/reply-draft${query}`);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(field);
  });
});

describe('sending a reply', () => {
  it('queues the mail to the visitor as written, records it in the history and moves a new request in progress', async () => {
    const id = await request('send@example.ch', { therapyLanguage: 'de' });
    const sent = await call(adminToken, 'POST', `/contact_request/${id}/replies`, {
      kind: 'waiting_list',
      language: 'de',
      subject: 'Ihre Anfrage: unsere Warteliste',
      body: 'Guten Tag Nora Baume\n\nSie stehen auf unserer Warteliste.\n\nAnne Martin',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'in_progress',
      mail: {
        kind: 'waiting_list',
        language: 'de',
        subject: 'Ihre Anfrage: unsere Warteliste',
        sent_by: { id: adminId, name: 'Anne Martin' },
      },
    });

    const [queued] = await outboxOf(id);
    expect(queued).toMatchObject({ kind: 'contact-reply', organization_id: 1 });
    expect(queued!.message).toEqual({
      to: 'send@example.ch',
      subject: 'Ihre Anfrage: unsere Warteliste',
      text: 'Guten Tag Nora Baume\n\nSie stehen auf unserer Warteliste.\n\nAnne Martin',
    });
    const [stored] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
    expect(stored?.status).toBe('in_progress');

    const history = await call(adminToken, 'GET', `/contact_request/${id}/mails`);
    expect(history.statusCode).toBe(200);
    const mails = history.json<{ data: Mail[] }>().data;
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'waiting_list',
        language: 'de',
        subject: 'Ihre Anfrage: unsere Warteliste',
        sent_by: { id: adminId, name: 'Anne Martin' },
        delivery: expect.stringMatching(/^(pending|sent|failed)$/) as unknown,
      }),
    ]);
    expect(JSON.stringify(mails)).not.toContain('Warteliste.\n');

    const [event] = await app.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.event, 'contact_request.reply_sent'))
      .orderBy(desc(auditEvent.id))
      .limit(1);
    expect(event).toMatchObject({
      user_id: adminId,
      model: 'contact_request',
      record_id: id,
      detail: { kind: 'waiting_list', language: 'de', status: 'in_progress' },
    });
    expect(JSON.stringify(event)).not.toContain('Sie stehen');
    expect(JSON.stringify(event)).not.toContain('send@example.ch');
  });

  it('leaves any other status as it is: a referral does not end the request by itself', async () => {
    const id = await request('referral@example.ch');
    await call(adminToken, 'PUT', `/contact_request/${id}`, { status: 'times_offered' });
    const sent = await call(
      adminToken,
      'POST',
      `/contact_request/${id}/replies`,
      reply('referral'),
    );
    expect(sent.json()).toMatchObject({ status: 'times_offered' });
  });

  it.each([
    [{ body: 'Voici les moments\u00a0:\n\n{{offered_times}}' }, 'body: replace {{offered_times}}'],
    [{ subject: 'Pour {{visitor_name}}' }, 'subject: replace {{visitor_name}}'],
  ])(
    'refuses a text still holding a placeholder (%j) with a 400, and sends nothing',
    async (change, detail) => {
      const id = await request('unfilled@example.ch');
      const refused = await call(adminToken, 'POST', `/contact_request/${id}/replies`, {
        ...reply(),
        ...change,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ detail: string }>().detail).toContain(detail);
      expect(await outboxOf(id)).toEqual([]);
      const [stored] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
      expect(stored?.status).toBe('new');
    },
  );

  it('refuses a request without an email address (400) and an empty or unknown reply (422)', async () => {
    const phoneOnly = await submitContact(app, { name: 'Léo', phone: '+41 32 555 00 00' });
    const refused = await call(
      adminToken,
      'POST',
      `/contact_request/${phoneOnly}/replies`,
      reply(),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toBe(
      'This request gives no email address to reply to.',
    );
    const id = await request('bad.reply@example.ch');
    for (const [body, field] of [
      [{ ...reply(), body: '  ' }, 'body'],
      [{ ...reply(), kind: 'holiday' }, 'kind'],
      [{ ...reply(), language: 'it' }, 'language'],
      // The recipient is the request's address: a body cannot name another.
      [{ ...reply(), to: 'someone@else.example' }, 'additionalProperties'],
    ] as const) {
      const invalid = await call(adminToken, 'POST', `/contact_request/${id}/replies`, body);
      expect(invalid.statusCode).toBe(422);
      expect(JSON.stringify(invalid.json())).toContain(field);
    }
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe('who may reply', () => {
  it('lets a practitioner draft, send and read the history of the requests assigned to them only', async () => {
    const theirs = await request('theirs@example.ch');
    const notTheirs = await request('not.theirs@example.ch');
    await call(adminToken, 'PUT', `/contact_request/${theirs}`, { practitioner_id: claireAt });

    const draft = await call(
      claire.token,
      'GET',
      `/contact_request/${theirs}/reply-draft?kind=more_information`,
    );
    expect(draft.statusCode).toBe(200);
    const sent = await call(claire.token, 'POST', `/contact_request/${theirs}/replies`, reply());
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ mail: { sent_by: { id: claire.id } } });
    expect((await call(claire.token, 'GET', `/contact_request/${theirs}/mails`)).statusCode).toBe(
      200,
    );

    for (const [method, url, body] of [
      ['GET', `/contact_request/${notTheirs}/reply-draft?kind=referral`, undefined],
      ['POST', `/contact_request/${notTheirs}/replies`, reply()],
      ['GET', `/contact_request/${notTheirs}/mails`, undefined],
    ] as const)
      expect((await call(claire.token, method, url, body)).statusCode, url).toBe(404);
    expect(await outboxOf(notTheirs)).toEqual([]);
  });

  it('refuses staff without access to requests (403) and visitors (401)', async () => {
    const id = await request('nobody@example.ch');
    for (const [token, status] of [
      [userToken, 403],
      [undefined, 401],
    ] as const) {
      expect(
        (await call(token, 'POST', `/contact_request/${id}/replies`, reply())).statusCode,
      ).toBe(status);
      expect((await call(token, 'GET', `/contact_request/${id}/mails`)).statusCode).toBe(status);
      expect(
        (await call(token, 'GET', `/contact_request/${id}/reply-draft?kind=referral`)).statusCode,
      ).toBe(status);
    }
    expect(await outboxOf(id)).toEqual([]);
  });
});

describe('the person’s rights', () => {
  it('puts the mails sent about each request in the person’s copy, as JSON and CSV', async () => {
    const id = await request('copy@example.ch');
    await call(
      adminToken,
      'POST',
      `/contact_request/${id}/replies`,
      reply('more_information', 'fr'),
    );
    const json = await call(adminToken, 'POST', '/contact_request/person/export', {
      email: 'copy@example.ch',
    });
    expect(json.json<{ requests: { mails: unknown[] }[] }>().requests[0]?.mails).toEqual([
      {
        created_at: expect.any(String) as unknown,
        kind: 'more_information',
        language: 'fr',
        subject: 'Votre demande',
      },
    ]);
    const csv = await call(adminToken, 'POST', '/contact_request/person/export', {
      email: 'copy@example.ch',
      format: 'csv',
    });
    expect(csv.body.split('\r\n')[0]).toMatch(/,notes,mails,offers,appointments$/);
    expect(csv.body).toContain('more_information (fr): Votre demande');
  });

  it('erases the mail history and the mails’ outbox entries with the person’s requests', async () => {
    const id = await request('erase.mails@example.ch');
    await call(adminToken, 'POST', `/contact_request/${id}/replies`, reply());
    const [queued] = await outboxOf(id);
    expect(queued).toBeDefined();

    const erased = await call(adminToken, 'POST', '/contact_request/person/erase', {
      email: 'erase.mails@example.ch',
    });
    expect(erased.json()).toEqual({ erased: 1 });
    const history = await app.db
      .select()
      .from(contactRequestMail)
      .where(eq(contactRequestMail.contact_request_id, id));
    expect(history).toEqual([]);
    const outbox = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, queued!.id));
    expect(outbox).toEqual([]);
  });

  it('erases them too when the retention period of an ended request is over', async () => {
    const kept = await request('retention.kept@example.ch');
    const expired = await request('retention.gone@example.ch');
    for (const id of [kept, expired])
      await call(adminToken, 'POST', `/contact_request/${id}/replies`, reply());
    const outboxIds = [...(await outboxOf(kept)), ...(await outboxOf(expired))].map((m) => m.id);
    await app.db
      .update(contactRequest)
      .set({ status: 'closed', closed_at: new Date(Date.now() - 800 * 86_400_000) })
      .where(eq(contactRequest.id, expired));

    await eraseExpiredContactRequests(app);
    const left = await app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, outboxIds));
    expect(left.map((row) => row.id)).toEqual([outboxIds[0]]);
    expect(await outboxOf(kept)).toHaveLength(1);
    const history = await app.db
      .select()
      .from(contactRequestMail)
      .where(eq(contactRequestMail.contact_request_id, expired));
    expect(history).toEqual([]);
  });
});

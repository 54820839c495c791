import { desc, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { renderReplyTemplate } from '../../src/resources/reply-template/render.ts';
import { addMember, apiCall, appWithAdminAndStaff, type ApiMethod } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

/**
 * The practice's reply templates: bundled defaults in each language, the practice's own wording
 * over them, "reset to default", placeholders filled, and only administrators changing them.
 */
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let practitionerToken: string;

type Template = {
  kind: string;
  language: string;
  subject: string;
  body: string;
  customized: boolean;
};
const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);
const values = { visitor_name: 'Nora Baume', practitioner: 'Claire Demo' };

beforeAll(async () => {
  ({ app, userToken } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  ({ token: practitionerToken } = await addMember(app, 1, 'claire.templates', 'practitioner_role'));
});
afterAll(() => app.close());

describe('the bundled templates', () => {
  it('list every kind in French, English and German, with the placeholders they may name', async () => {
    const listed = await call(adminToken, 'GET', '/reply_template');
    expect(listed.statusCode).toBe(200);
    const { data, placeholders } = listed.json<{ data: Template[]; placeholders: string[] }>();
    expect(placeholders).toEqual(['visitor_name', 'practitioner', 'offered_times']);
    expect(data.map((t) => `${t.kind}/${t.language}`)).toEqual([
      'first_appointment/fr',
      'first_appointment/en',
      'first_appointment/de',
      'waiting_list/fr',
      'waiting_list/en',
      'waiting_list/de',
      'referral/fr',
      'referral/en',
      'referral/de',
      'more_information/fr',
      'more_information/en',
      'more_information/de',
    ]);
    expect(data.every((t) => !t.customized && t.subject && t.body)).toBe(true);
  });

  it.each([
    ['fr', 'Bonjour Nora Baume,', 'Votre demande'],
    ['en', 'Hello Nora Baume,', 'Your request'],
    ['de', 'Guten Tag Nora Baume', 'Ihre Anfrage'],
  ] as const)(
    'render in %s with the name, the signature and the times offered',
    async (lng, greeting, subject) => {
      const reply = await renderReplyTemplate(app.db, 1, 'first_appointment', lng, {
        ...values,
        offered_times: ['Tuesday 3 March, 14:00', 'Thursday 5 March, 9:30'],
      });
      expect(reply.subject).toContain(subject);
      expect(reply.body.startsWith(greeting)).toBe(true);
      expect(reply.body).toContain('– Tuesday 3 March, 14:00\n– Thursday 5 March, 9:30');
      expect(reply.body.trimEnd().endsWith('Claire Demo')).toBe(true);
      expect(reply.body).not.toMatch(/\{\{/);
    },
  );

  it('leave {{offered_times}} to be written when no times are given, and greet a visitor without a name', async () => {
    const reply = await renderReplyTemplate(app.db, 1, 'first_appointment', 'en', {
      visitor_name: '  ',
      practitioner: 'Claire Demo',
    });
    expect(reply.body).toContain('{{offered_times}}');
    expect(reply.body.startsWith('Hello,\n')).toBe(true);
  });
});

describe('a practice’s own wording', () => {
  it('overrides the default for its kind and language only, and is reset to the default', async () => {
    const saved = await call(adminToken, 'PUT', '/reply_template/waiting_list/de', {
      subject: 'Warteliste für {{visitor_name}}',
      body: 'Liebe/r {{ visitor_name }}\n\nSie stehen auf unserer Warteliste.\n\n{{practitioner}}',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'waiting_list', language: 'de', customized: true });

    const rendered = await renderReplyTemplate(app.db, 1, 'waiting_list', 'de', values);
    expect(rendered).toEqual({
      subject: 'Warteliste für Nora Baume',
      body: 'Liebe/r Nora Baume\n\nSie stehen auf unserer Warteliste.\n\nClaire Demo',
    });
    // The same kind in French, and another practice, keep the bundled text.
    const french = await renderReplyTemplate(app.db, 1, 'waiting_list', 'fr', values);
    expect(french.subject).toBe('Votre demande\u00a0: notre liste d’attente');
    const [other] = await app.db
      .insert(organization)
      .values({ name: 'Autre cabinet' })
      .returning({ id: organization.id });
    const elsewhere = await renderReplyTemplate(app.db, other!.id, 'waiting_list', 'de', values);
    expect(elsewhere.subject).toBe('Ihre Anfrage: unsere Warteliste');

    const listed = await call(adminToken, 'GET', '/reply_template');
    const customized = listed.json<{ data: Template[] }>().data.filter((t) => t.customized);
    expect(customized.map((t) => `${t.kind}/${t.language}`)).toEqual(['waiting_list/de']);

    const reset = await call(adminToken, 'DELETE', '/reply_template/waiting_list/de');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      customized: false,
      subject: 'Ihre Anfrage: unsere Warteliste',
    });
    const again = await renderReplyTemplate(app.db, 1, 'waiting_list', 'de', values);
    expect(again.subject).toBe('Ihre Anfrage: unsere Warteliste');
  });

  it('saves again over its own wording, and audits each change by kind and language without the text', async () => {
    await call(adminToken, 'PUT', '/reply_template/referral/en', { subject: 'One', body: 'First' });
    const second = await call(adminToken, 'PUT', '/reply_template/referral/en', {
      subject: 'Two',
      body: 'Second text, {{visitor_name}}',
    });
    expect(second.json()).toMatchObject({ subject: 'Two', body: 'Second text, {{visitor_name}}' });
    const [event] = await app.db
      .select()
      .from(auditEvent)
      .where(like(auditEvent.event, 'reply_template.%'))
      .orderBy(desc(auditEvent.id))
      .limit(1);
    expect(event).toMatchObject({
      event: 'reply_template.saved',
      detail: { kind: 'referral', language: 'en' },
    });
    expect(JSON.stringify(event)).not.toContain('Second text');
  });

  it.each([
    [{ subject: 'Hello {{patient}}', body: 'Fine' }, 'subject: unknown placeholder {{patient}}'],
    [
      { subject: 'Fine', body: 'Dear {{visitor_name}}, {{date}} or {{ time }}' },
      'body: unknown placeholders {{date}}, {{time}}',
    ],
  ])('refuses an unknown placeholder with a 400 naming it (%j)', async (text, detail) => {
    const refused = await call(adminToken, 'PUT', '/reply_template/more_information/fr', text);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ detail: string }>().detail).toContain(detail);
    expect(refused.json<{ detail: string }>().detail).toContain(
      '{{visitor_name}}, {{practitioner}}, {{offered_times}}',
    );
    const listed = await call(adminToken, 'GET', '/reply_template');
    const kept = listed
      .json<{ data: Template[] }>()
      .data.find((t) => t.kind === 'more_information' && t.language === 'fr');
    expect(kept?.customized).toBe(false);
  });

  it.each([
    ['/reply_template/holiday/fr', { subject: 'a', body: 'b' }, 'kind'],
    ['/reply_template/referral/it', { subject: 'a', body: 'b' }, 'language'],
    ['/reply_template/referral/fr', { subject: 'a', body: '   ' }, 'body'],
    ['/reply_template/referral/fr', { subject: 'a' }, 'body'],
    ['/reply_template/referral/fr', { subject: 'x'.repeat(201), body: 'b' }, 'subject'],
  ])('refuses %s %j with a 422 naming %s', async (url, body, field) => {
    const refused = await call(adminToken, 'PUT', url, body);
    expect(refused.statusCode).toBe(422);
    expect(JSON.stringify(refused.json())).toContain(field);
  });
});

describe('who manages the templates', () => {
  it.each([
    ['a practitioner', (): string | undefined => practitionerToken, 403],
    ['a staff member', (): string | undefined => userToken, 403],
    ['a visitor', (): string | undefined => undefined, 401],
  ] as const)('refuses %s (%s) to list, save or reset them', async (_who, token, status) => {
    expect((await call(token(), 'GET', '/reply_template')).statusCode).toBe(status);
    const text = { subject: 'Taken over', body: 'Taken over' };
    expect((await call(token(), 'PUT', '/reply_template/referral/fr', text)).statusCode).toBe(
      status,
    );
    expect((await call(token(), 'DELETE', '/reply_template/referral/fr')).statusCode).toBe(status);
    const rendered = await renderReplyTemplate(app.db, 1, 'referral', 'fr', values);
    expect(rendered.subject).not.toBe('Taken over');
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';
import { startMailCatcher } from '../helpers/mail-catcher.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  catcher = await startMailCatcher();
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const put = (payload: object, token: string | null = adminToken) =>
  app.inject({
    method: 'PUT',
    url: '/api/v1/organization/1',
    payload,
    headers: token ? bearer(token) : {},
  });

describe('organization settings', () => {
  it('shows anyone the practice identity only, and admins every setting', async () => {
    const visitor = await app.inject({ url: '/api/v1/organization/1' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({
      id: 1,
      name: 'Cabinet Lac & Parole',
      street: 'Rue du Seyon 10',
      zip: '2000',
      city: 'Neuchâtel',
      country: 'CH',
      phone: '+41 32 000 00 00',
      website: null,
      allow_public_signup: true,
      require_2fa_all_users: false,
    });
    const staff = await app.inject({ url: '/api/v1/organization/1', headers: bearer(userToken) });
    expect(staff.json()).not.toHaveProperty('mail_server');
    const admin = await app.inject({ url: '/api/v1/organization/1', headers: bearer(adminToken) });
    expect(visitor.body).not.toContain('@');
    expect(admin.json()).toMatchObject({
      email: 'contact@cabinet-lac-parole.example',
      access_token_expire_minutes: 1440,
      contact_retention_days: 730,
      mail_password_set: false,
    });
    expect((await app.inject({ url: '/api/v1/organization/9' })).statusCode).toBe(404);
  });

  it('saves SMTP settings with the port as text and the password sealed, never shown again', async () => {
    const response = await put({
      mail_server: '127.0.0.1',
      mail_port: String(catcher.port),
      mail_from: 'noreply@cabinet.example',
      mail_password: 'smtp-s3cret',
      mail_starttls: false,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<Record<string, unknown>>();
    expect(body).toMatchObject({ mail_port: catcher.port, mail_password_set: true });
    expect(JSON.stringify(body)).not.toContain('smtp-s3cret');
    const [stored] = await app.db.select().from(organization).where(eq(organization.id, 1));
    expect(stored!.mail_password_sealed).toMatch(/^v1\./);
    expect(app.secretBox.open(stored!.mail_password_sealed!)).toBe('smtp-s3cret');
    const kept = await put({ name: 'Cabinet du Lac' });
    expect(kept.json()).toMatchObject({ name: 'Cabinet du Lac', mail_password_set: true });
  });

  it('refuses staff, visitors, bad values and unknown fields', async () => {
    expect((await put({ name: 'Mine' }, userToken)).statusCode).toBe(403);
    expect((await put({ name: 'Mine' }, null)).statusCode).toBe(401);
    expect((await put({ mail_from: 'not-an-email' })).statusCode).toBe(422);
    expect((await put({ mail_port: 'twenty-five' })).statusCode).toBe(422);
    expect((await put({ access_token_expire_minutes: 0 })).statusCode).toBe(422);
    expect((await put({ name: '' })).statusCode).toBe(422);
    expect((await put({ favourite_colour: 'teal' })).json()).toEqual({
      detail: 'Unknown field for organization: favourite_colour.',
    });
  });

  it('sends a test email and tells the outcome in a few words', async () => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/v1/organization/1/test-email',
      payload: { to: 'me@example.com' },
      headers: bearer(adminToken),
    });
    expect(sent.statusCode).toBe(200);
    const accepted = sent.json<{ sent: boolean; detail: string }>();
    expect(accepted).toEqual({ sent: true, detail: 'The test message was sent.' });
    expect(catcher.mails.at(-1)?.to).toEqual(['me@example.com']);

    await put({ mail_port: 1 });
    const failed = await app.inject({
      method: 'POST',
      url: '/api/v1/organization/1/test-email',
      payload: { to: 'me@example.com' },
      headers: bearer(adminToken),
    });
    const refused = failed.json<{ sent: boolean; detail: string }>();
    expect(refused).toEqual({ sent: false, detail: 'Could not connect to the mail server.' });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/organization/1/test-email',
          payload: { to: 'me@example.com' },
          headers: bearer(userToken),
        })
      ).statusCode,
    ).toBe(403);
  });
});

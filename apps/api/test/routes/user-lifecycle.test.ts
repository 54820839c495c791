import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification } from '../../src/db/schema/notification.ts';
import { user } from '../../src/db/schema/user.ts';
import { adminAndStaffTokens, loginRequest, apiCall, type ApiMethod } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { mailText, sendMailTo, startMailCatcher } from '../helpers/mail-catcher.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let superToken: string;
let superId = 0;
let adminToken: string;
let adminId = 0;
let userToken: string;

beforeAll(async () => {
  catcher = await startMailCatcher();
  app = await buildTestApp({ BACKOFFICE_URL: 'https://admin.cabinet.example' });
  await sendMailTo(app, catcher);
  ({ adminToken: superToken, userToken } = await adminAndStaffTokens(app, testAdmin));
  ({ id: adminId, token: adminToken } = await orgAdmin(app));
  const [row] = await app.db.select().from(user).where(eq(user.username, testAdmin.username));
  superId = row!.id;
});
afterAll(async () => {
  await app.close();
  await catcher.close();
});

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);

const SPEC_FIELDS = {
  username: 'c.favre',
  email: 'camille.favre@example.ch',
  internal: true,
  street: 'Rue du Seyon 12',
  street2: '2e étage',
  city: 'Neuchâtel',
  state: 'NE',
  zip: '2000',
  country: 'CH',
  name: 'Camille Favre',
  first_name: 'Camille',
  middle_name: 'Anne',
  last_name: 'Favre',
  title: 'Dr',
  phone: '+41 32 000 00 01',
  mobile: '+41 79 000 00 01',
  website: 'https://favre.example.ch',
  company_name: 'Cabinet Favre',
  string_id: 'camille_favre',
};

describe('a user created by an administrator', () => {
  it('keeps every profile field it was given and is mailed a link to choose a password', async () => {
    const response = await call(adminToken, 'POST', '/user', SPEC_FIELDS);
    expect(response.statusCode).toBe(200);
    const created = response.json<Record<string, unknown>>();
    expect(created).toMatchObject({ ...SPEC_FIELDS, signed_up: false, organization_id: 1 });
    expect(created).toMatchObject({ organization: { id: 1 } });
    expect((created.all_roles as { string_id: string }[]).map((r) => r.string_id)).toContain(
      'user_role',
    );
    expect(created).toHaveProperty('image_id', null);
    expect(created).toHaveProperty('cv_attachment_id', null);
    const fetched = await call(adminToken, 'GET', `/user/${String(created.id)}`);
    expect(fetched.json()).toMatchObject(SPEC_FIELDS);

    await expect.poll(() => catcher.mails.length).toBe(1);
    const mail = catcher.mails[0]!;
    expect(mail.to).toEqual(['camille.favre@example.ch']);
    const text = mailText(mail.raw);
    const link = /https:\/\/admin\.cabinet\.example\/set-password\?t=([\w-]+)/.exec(text);
    expect(link).not.toBeNull();

    // No password works until the link is used; then the new one does.
    expect((await loginRequest(app, 'c.favre', '')).statusCode).not.toBe(200);
    const confirm = await app.inject({
      method: 'POST',
      url: '/api/v1/reset-password-confirmation',
      payload: { token: link![1], newPassword: 'Camille-new-passw0rd' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await loginRequest(app, 'c.favre', 'Camille-new-passw0rd')).statusCode).toBe(200);
  });
});

describe('deleting users', () => {
  const newUser = async (username: string) =>
    (await call(superToken, 'POST', '/user', { username, email: `${username}@example.ch` })).json<{
      id: number;
    }>().id;

  it('lists the dependants, needs force for them, then removes the user and them', async () => {
    const id = await newUser('l.rossier');
    await app.db
      .insert(notification)
      .values({ owner_id: id, organization_id: 1, title: 'Nouvelle demande de contact' });
    const check = await call(adminToken, 'GET', `/util/delete_check/user/${id}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      to_delete: { notification: [expect.stringContaining('Nouvelle demande de contact')] },
      to_set_null: {},
    });
    const refused = await call(adminToken, 'DELETE', `/user/${id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'This record has dependencies.' });
    expect((await call(adminToken, 'DELETE', `/user/${id}?force=true`)).statusCode).toBe(200);
    expect((await call(adminToken, 'GET', `/user/${id}`)).statusCode).toBe(404);
    expect(await app.db.select().from(notification).where(eq(notification.owner_id, id))).toEqual(
      [],
    );
  });

  it('refuses deleting oneself, a super admin (unless a super admin), and non-administrators', async () => {
    const self = await call(adminToken, 'DELETE', `/user/${adminId}`);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: 'You cannot delete your own account.' });
    const selfCheck = await call(adminToken, 'GET', `/util/delete_check/user/${adminId}`);
    expect(selfCheck.statusCode).toBe(400);
    const superAdmin = await call(adminToken, 'DELETE', `/user/${superId}`);
    expect(superAdmin.statusCode).toBe(403);
    expect(superAdmin.json()).toEqual({ detail: 'Only a super admin can delete a super admin.' });
    const target = await newUser('n.perret');
    expect((await call(userToken, 'DELETE', `/user/${target}`)).statusCode).toBe(403);
    expect((await call(undefined, 'DELETE', `/user/${target}`)).statusCode).toBe(401);
    const bulk = await call(adminToken, 'POST', '/user/bulk_delete', {
      OR: [
        { field: 'id', operator: '=', value: target },
        { field: 'id', operator: '=', value: adminId },
      ],
    });
    expect(bulk.statusCode).toBe(400);
    expect((await call(adminToken, 'GET', `/user/${target}`)).statusCode).toBe(200);
    expect((await call(superToken, 'DELETE', `/user/${adminId}`)).statusCode).toBe(200);
  });
});

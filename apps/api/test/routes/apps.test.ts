import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { notification } from '../../src/db/schema/notification.ts';
import { user } from '../../src/db/schema/user.ts';
import { createOneTimeToken } from '../../src/auth/one-time-token.ts';
import { appWithAdminAndStaff, bearer, loginRequest, apiCall, tokenFor } from '../helpers/auth.ts';
import { buildProductionTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
let superToken: string;
let adminToken: string;
let adminId = 0;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken: superToken, userToken } = await appWithAdminAndStaff());
  ({ id: adminId, token: adminToken } = await orgAdmin(app));
});
afterAll(() => app.close());

const isAdmin = (person: { all_roles: { string_id: string }[] }) =>
  person.all_roles.some((r) => r.string_id === 'admin_role');
const call = (token: string | undefined, url: string, payload?: object) =>
  apiCall(app, token, 'POST', url, payload);
const rows = async (table: typeof user | typeof notification | typeof contactRequest) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

describe('the apps', () => {
  it('lists the installed apps to administrators through the generic search', async () => {
    const response = await call(adminToken, '/apps/search', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: [{ name: 'cabinet', system: true, demo_data_loaded_at: null }],
      total: 1,
    });
    expect((await call(userToken, '/apps/search', {})).statusCode).toBe(403);
    expect((await call(superToken, '/apps', { name: 'other' })).statusCode).toBe(404);
  });

  it('refuses demo data to users and visitors, and names an unknown app', async () => {
    expect((await call(userToken, '/apps/load_demo_data/cabinet')).statusCode).toBe(403);
    expect((await call(undefined, '/apps/load_demo_data/cabinet')).statusCode).toBe(403);
    const unknown = await call(adminToken, '/apps/load_demo_data/agenda');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No app is named "agenda".' });
    expect(await rows(contactRequest)).toBe(0);
  });

  it('writes nothing when a demo username is taken, and says which', async () => {
    const taken = await call(adminToken, '/user', {
      username: 'luca.rossier',
      email: 'luca@example.org',
    });
    expect(taken.statusCode).toBe(200);
    const refused = await call(adminToken, '/apps/load_demo_data/cabinet');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'The demo data cannot be loaded: the user "luca.rossier" already exists.',
    });
    expect(await rows(contactRequest)).toBe(0);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/user/${taken.json<{ id: number }>().id}`,
      headers: bearer(adminToken),
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('loads users with roles, notifications and contact requests once, in one go', async () => {
    const usersBefore = await rows(user);
    const response = await call(adminToken, '/apps/load_demo_data/cabinet');
    expect(response.statusCode).toBe(200);
    const counts = response.json<{
      users: number;
      notifications: number;
      contact_requests: number;
      practitioners: number;
    }>();
    expect(counts.users).toBeGreaterThanOrEqual(5);
    expect(counts.contact_requests).toBeGreaterThanOrEqual(3);
    expect(await rows(user)).toBe(usersBefore + counts.users);
    expect(await rows(notification)).toBe(counts.notifications);
    expect(await rows(contactRequest)).toBe(counts.contact_requests);
    // The team page's fictional psychologist, visible, in three languages.
    expect(counts.practitioners).toBe(1);
    const team = await app.inject({ url: '/api/v1/practitioner/public' });
    const [claire, ...others] = team.json<{
      items: { display_name: string; bio_de: string | null }[];
    }>().items;
    expect(others).toEqual([]);
    expect(claire?.display_name).toBe('Claire Demo');
    expect(claire?.bio_de).toMatch(/^Claire Demo \(eine fiktive Person/);

    // Demo administrators are inactive, so they list among the archived users.
    const people = [];
    for (const archived of [false, true]) {
      const demo = await call(adminToken, `/user/search?archived=${archived}`, {
        search: { AND: [{ field: 'string_id', operator: 'like', value: 'demo_' }] },
        limit: 50,
      });
      people.push(
        ...demo.json<{
          data: { username: string; email: string; all_roles: { string_id: string }[] }[];
        }>().data,
      );
    }
    expect(people).toHaveLength(counts.users);
    // Reserved addresses: no mail to a demo account reaches anyone.
    expect(people.every((p) => p.email.endsWith('@example.com'))).toBe(true);
    const roles = new Set(people.flatMap((p) => p.all_roles.map((r) => r.string_id)));
    expect(roles).toContain('admin_role');
    expect(roles).toContain('user_role');
    // Demo users have no password: nobody signs in as them until a reset.
    const hashes = await app.db
      .select({ hash: user.password_hash })
      .from(user)
      .where(
        inArray(
          user.username,
          people.map((p) => p.username),
        ),
      );
    expect(hashes.every((h) => h.hash === null)).toBe(true);
    expect((await loginRequest(app, people[0]!.username, 'password')).statusCode).toBe(401);
    // A demo administrator stays shut until a real administrator turns the account on: not even
    // a sign-in link opens it.
    const demoAdmins = await app.db
      .select()
      .from(user)
      .where(
        inArray(
          user.username,
          people.filter(isAdmin).map((p) => p.username),
        ),
      );
    expect(demoAdmins.length).toBeGreaterThan(0);
    expect(demoAdmins.every((row) => !row.active)).toBe(true);
    const link = await createOneTimeToken(app.db, demoAdmins[0]!.id, 'passwordless');
    const linkSignIn = await app.inject({
      url: `/api/v1/passwordless-login?token=${encodeURIComponent(link)}`,
    });
    expect(linkSignIn.statusCode).toBe(400);
    const mine = await app.db.select().from(notification).where(eq(notification.owner_id, adminId));
    expect(mine.length).toBeGreaterThan(0);

    const again = await call(superToken, '/apps/load_demo_data/cabinet');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'The demo data of "cabinet" is already loaded.' });
    expect(await rows(contactRequest)).toBe(counts.contact_requests);
    const [event] = await app.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.event, 'apps.demo_data_loaded'));
    expect(event).toMatchObject({ user_id: adminId, detail: { model: 'apps', app: 'cabinet' } });
  });
});

describe('demo data in production', () => {
  it('is refused at the endpoint too, not only at start', async () => {
    const production = await buildProductionTestApp();
    try {
      const token = await tokenFor(production, testAdmin.username, testAdmin.password);
      const refused = await apiCall(production, token, 'POST', '/apps/load_demo_data/cabinet');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        detail: 'Demo data is never loaded on a production server.',
      });
      expect((await production.db.select({ n: count() }).from(contactRequest))[0]!.n).toBe(0);
    } finally {
      await production.close();
    }
  });
});

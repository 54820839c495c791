import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { apiCall, bearer, tokenFor, type ApiMethod } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
let admin: { id: number; token: string };
let superToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  admin = await orgAdmin(app);
  superToken = await tokenFor(app, testAdmin.username, testAdmin.password);
});
afterAll(() => app.close());

const call = (token: string, method: ApiMethod, url: string, payload: object) =>
  apiCall(app, token, method, url, payload);

const rolesOf = async (userId: number) =>
  (await app.db.select().from(userRole).where(eq(userRole.user_id, userId))).map((r) => r.role_id);

describe('nobody grants more than they hold', () => {
  it('refuses an organization admin a role wider than their own, by permission or by implication', async () => {
    const wide = await call(admin.token, 'POST', '/role', {
      name: 'Everything',
      permissions: '["*:*:*"]',
    });
    expect(wide.statusCode).toBe(403);
    expect(wide.json()).toEqual({
      detail: 'You cannot grant "*:*:*": it goes beyond your own permissions.',
    });
    expect(await app.db.select().from(role).where(eq(role.name, 'Everything'))).toHaveLength(0);

    const implied = await call(admin.token, 'POST', '/role', {
      name: 'Backdoor',
      permissions: '[]',
      implied_roles: [{ id: await roleIdByStringId(app.db, 'super_admin_role') }],
    });
    expect(implied.statusCode).toBe(403);
    expect(await app.db.select().from(role).where(eq(role.name, 'Backdoor'))).toHaveLength(0);

    const within = await call(admin.token, 'POST', '/role', {
      name: 'Reception',
      permissions: '["contact_request:read:org", "user:read:own"]',
    });
    expect(within.statusCode).toBe(200);
  });

  it('refuses an organization admin giving themselves a role a super admin wrote wider than theirs', async () => {
    const made = await call(superToken, 'POST', '/role', {
      name: 'Auditor of all',
      permissions: '["audit_event:read:*"]',
    });
    expect(made.statusCode).toBe(200);
    const before = await rolesOf(admin.id);
    const taken = await call(admin.token, 'PUT', `/user/${admin.id}`, {
      roles: [...before, made.json<{ id: number }>().id].map((id) => ({ id })),
    });
    expect(taken.statusCode).toBe(403);
    expect(taken.json<{ detail: string }>().detail).toBe(
      'You cannot grant "audit_event:read:*": it goes beyond your own permissions.',
    );
    expect(await rolesOf(admin.id)).toEqual(before);

    // A super admin may, and the admin can still save their profile with the roles they were given.
    const given = await call(superToken, 'PUT', `/user/${admin.id}`, {
      roles: [...before, made.json<{ id: number }>().id].map((id) => ({ id })),
    });
    expect(given.statusCode).toBe(200);
    const resent = await call(admin.token, 'PUT', `/user/${admin.id}`, {
      phone: '+41 32 000 00 00',
      roles: (await rolesOf(admin.id)).map((id) => ({ id })),
    });
    expect(resent.statusCode).toBe(200);
  });

  it('refuses an organization admin taking the super admin role away from a super admin', async () => {
    const superAdmin = await app.inject({
      method: 'GET',
      url: '/api/v1/user/util/me',
      headers: bearer(superToken),
    });
    const superId = superAdmin.json<{ id: number }>().id;
    const before = await rolesOf(superId);
    const demoted = await call(admin.token, 'PUT', `/user/${superId}`, {
      roles: [{ id: await roleIdByStringId(app.db, 'user_role') }],
    });
    expect(demoted.statusCode).toBe(403);
    expect(await rolesOf(superId)).toEqual(before);
  });
});

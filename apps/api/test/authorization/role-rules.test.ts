import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impliedRole } from '../../src/db/schema/implied-role.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { role } from '../../src/db/schema/role.ts';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { addMember, apiCall, tokenFor, type ApiMethod } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let superToken: string;
let admin: { id: number; token: string };
let otherOrganization: number;
let otherAdmin: { id: number; token: string };

beforeAll(async () => {
  app = await buildTestApp();
  superToken = await tokenFor(app, testAdmin.username, testAdmin.password);
  admin = await addMember(app, 1, 'roles.admin', 'admin_role');
  const [other] = await app.db
    .insert(organization)
    .values({ name: 'Cabinet du Lac' })
    .returning({ id: organization.id });
  otherOrganization = other!.id;
  otherAdmin = await addMember(app, otherOrganization, 'lake.admin', 'admin_role');
});
afterAll(() => app.close());

const call = (token: string, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);

/** A role the super admin writes (in organization 1), given to a new member of organization 1. */
async function roleHeldBy(name: string, permissions: string[], implied: number[] = []) {
  const made = await call(superToken, 'POST', '/role', {
    name,
    permissions: JSON.stringify(permissions),
    implied_roles: implied.map((id) => ({ id })),
  });
  expect(made.statusCode).toBe(200);
  const roleId = made.json<{ id: number }>().id;
  const holder = await addMember(
    app,
    1,
    `${name.toLowerCase().replaceAll(' ', '.')}.holder`,
    'user_role',
  );
  await app.db.insert(userRole).values({ user_id: holder.id, role_id: roleId });
  return { roleId, holderId: holder.id };
}

const storedRole = async (id: number) =>
  (await app.db.select().from(role).where(eq(role.id, id)))[0];
const impliedOf = async (id: number) =>
  (await app.db.select().from(impliedRole).where(eq(impliedRole.role_id, id))).map(
    (link) => link.implied_role_id,
  );

describe('an admin may change, archive or delete a role only when its current and new grants lie within their own', () => {
  it('refuses the escalation path: weaken a wider role, then take over the person who holds it', async () => {
    const { roleId, holderId } = await roleHeldBy('Head of practice', ['audit_event:read:*']);
    const emptied = await call(admin.token, 'PUT', `/role/${roleId}`, { permissions: '[]' });
    expect(emptied.statusCode).toBe(403);
    expect(emptied.json()).toEqual({
      detail:
        'You cannot change this role: it grants "audit_event:read:*", beyond your own permissions.',
    });
    expect((await storedRole(roleId))?.permissions).toEqual(['audit_event:read:*']);
    // The holder still holds more than the admin, so their email stays out of the admin's reach.
    const takeover = await call(admin.token, 'PUT', `/user/${holderId}`, {
      email: 'attacker@example.net',
    });
    expect(takeover.statusCode).toBe(403);
    const [holder] = await app.db.select().from(user).where(eq(user.id, holderId));
    expect(holder?.email).not.toBe('attacker@example.net');
  });

  it('refuses replacing, archiving or deleting a role whose grants, implied roles included, exceed the admin’s', async () => {
    const { roleId: wide } = await roleHeldBy('Wide auditor', ['audit_event:read:*']);
    const { roleId: lead } = await roleHeldBy('Team lead', ['contact_request:read:org'], [wide]);

    const unlinked = await call(admin.token, 'PUT', `/role/${lead}`, { implied_roles: [] });
    expect(unlinked.statusCode).toBe(403);
    expect(await impliedOf(lead)).toEqual([wide]);

    const archived = await call(admin.token, 'POST', `/role/${lead}/archive`);
    expect(archived.statusCode).toBe(403);
    expect((await storedRole(lead))?.active).toBe(true);

    const deleted = await call(admin.token, 'DELETE', `/role/${lead}?force=true`);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json<{ detail: string }>().detail).toBe(
      'You cannot delete this role: it grants "audit_event:read:*", beyond your own permissions.',
    );
    expect(await storedRole(lead)).toBeDefined();

    const bulk = await call(admin.token, 'POST', '/role/bulk_delete?force=true', {
      OR: [{ field: 'id', operator: '=', value: lead }],
    });
    expect(bulk.statusCode).toBe(403);
    expect(await storedRole(lead)).toBeDefined();

    // The super admin, who holds every grant, may.
    expect((await call(superToken, 'POST', `/role/${lead}/archive`)).statusCode).toBe(200);
  });

  it('refuses restoring an archived role that would grant beyond the admin’s rights again', async () => {
    const { roleId } = await roleHeldBy('Dormant auditor', ['audit_event:read:*']);
    expect((await call(superToken, 'POST', `/role/${roleId}/archive`)).statusCode).toBe(200);
    const restored = await call(admin.token, 'POST', `/role/${roleId}/restore`);
    expect(restored.statusCode).toBe(403);
    expect((await storedRole(roleId))?.active).toBe(false);
  });

  it('lets an admin change, archive and delete a role that stays within their own rights', async () => {
    const made = await call(admin.token, 'POST', '/role', {
      name: 'Front desk',
      permissions: '["contact_request:read:org"]',
    });
    expect(made.statusCode).toBe(200);
    const id = made.json<{ id: number }>().id;
    const changed = await call(admin.token, 'PUT', `/role/${id}`, {
      permissions: '["contact_request:read:org", "contact_request:write:org"]',
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(admin.token, 'POST', `/role/${id}/archive`)).statusCode).toBe(200);
    expect((await call(admin.token, 'POST', `/role/${id}/restore`)).statusCode).toBe(200);
    expect((await call(admin.token, 'DELETE', `/role/${id}?force=true`)).statusCode).toBe(200);
  });

  it('refuses anyone changing a system role, the super admin included', async () => {
    const userRoleId = await roleIdByStringId(app.db, 'user_role');
    for (const token of [admin.token, superToken]) {
      const changed = await call(token, 'PUT', `/role/${userRoleId}`, { permissions: '[]' });
      expect(changed.statusCode).toBe(403);
    }
    expect((await storedRole(userRoleId))?.permissions).toContain('user:read:own');
  });
});

describe('a role belongs to an organization: an admin reaches only their own organization’s roles', () => {
  it('keeps one organization’s roles out of another organization admin’s reach', async () => {
    const made = await call(admin.token, 'POST', '/role', {
      name: 'Reception du Jura',
      permissions: '["contact_request:read:org"]',
    });
    expect(made.statusCode).toBe(200);
    const id = made.json<{ id: number }>().id;
    expect((await storedRole(id))?.organization_id).toBe(1);

    const lake = (method: ApiMethod, url: string, payload?: object) =>
      call(otherAdmin.token, method, url, payload);
    expect((await lake('GET', `/role/${id}`)).statusCode).toBe(404);
    expect((await lake('PUT', `/role/${id}`, { permissions: '[]' })).statusCode).toBe(404);
    expect((await lake('POST', `/role/${id}/archive`)).statusCode).toBe(404);
    expect((await lake('DELETE', `/role/${id}?force=true`)).statusCode).toBe(404);
    const listed = await lake('POST', '/role/search?limit=100', {});
    const names = listed.json<{ data: { name: string }[] }>().data.map((r) => r.name);
    expect(names).not.toContain('Reception du Jura');
    // The system roles are everyone's: an admin gives them to their own staff.
    expect(names).toEqual(expect.arrayContaining(['Admin', 'User']));
    expect((await storedRole(id))?.permissions).toEqual(['contact_request:read:org']);

    // Nor can the other admin give that role to one of their own staff.
    const staff = await addMember(app, otherOrganization, 'lake.staff', 'user_role');
    const given = await lake('PUT', `/user/${staff.id}`, {
      roles: [{ id: await roleIdByStringId(app.db, 'user_role') }, { id }],
    });
    expect(given.statusCode).toBe(400);
    expect(given.json<{ detail: string }>().detail).toBe(
      "roles names a role that does not exist in this user's organization.",
    );
  });

  it('files a role an admin writes under the admin’s own organization', async () => {
    const made = await call(otherAdmin.token, 'POST', '/role', {
      name: 'Accueil du Lac',
      permissions: '["contact_request:read:org"]',
    });
    expect(made.statusCode).toBe(200);
    const id = made.json<{ id: number }>().id;
    expect((await storedRole(id))?.organization_id).toBe(otherOrganization);
    expect((await call(admin.token, 'GET', `/role/${id}`)).statusCode).toBe(404);
  });
});

describe('an archived role grants nothing, not even what it implies', () => {
  /** Active `Outer` → archived `Middle` → active `Inner` granting `permission`. */
  async function chainThroughArchived(prefix: string, permission: string, innerStringId?: string) {
    const values = [
      { name: `${prefix} outer`, permissions: [], organization_id: 1 },
      { name: `${prefix} middle`, permissions: [], organization_id: 1, active: false },
    ];
    const [outer, middle] = await app.db.insert(role).values(values).returning({ id: role.id });
    const inner = innerStringId
      ? await roleIdByStringId(app.db, innerStringId)
      : (
          await app.db
            .insert(role)
            .values({ name: `${prefix} inner`, permissions: [permission], organization_id: 1 })
            .returning({ id: role.id })
        )[0]!.id;
    await app.db.insert(impliedRole).values([
      { role_id: outer!.id, implied_role_id: middle!.id },
      { role_id: middle!.id, implied_role_id: inner },
    ]);
    return { outer: outer!.id, middle: middle!.id };
  }

  it('for the signed-in user', async () => {
    const { outer } = await chainThroughArchived('Signed-in', 'audit_event:read:*');
    const member = await addMember(app, 1, 'chain.member', 'user_role');
    await app.db.insert(userRole).values({ user_id: member.id, role_id: outer });
    const me = await call(member.token, 'GET', '/user/util/me');
    expect(me.json<{ permissions: string[] }>().permissions).not.toContain('audit_event:read:*');
    expect((await call(member.token, 'POST', '/audit_event/search', {})).statusCode).toBe(403);
  });

  it('for the administrator check', async () => {
    const { outer } = await chainThroughArchived('Administrator', '', 'admin_role');
    // A role editor who is not an administrator, but for the archived link to the admin role.
    const [editor] = await app.db
      .insert(role)
      .values({ name: 'Role editor', permissions: ['role:*:org'], organization_id: 1 })
      .returning({ id: role.id });
    const member = await addMember(app, 1, 'chain.admin', 'user_role');
    await app.db.insert(userRole).values([
      { user_id: member.id, role_id: outer },
      { user_id: member.id, role_id: editor!.id },
    ]);
    // Marking a role technical is an administrator's call.
    const marked = await call(member.token, 'POST', '/role', {
      name: 'Hidden helper',
      permissions: '[]',
      is_technical: true,
    });
    expect(marked.statusCode).toBe(403);
    expect(marked.json()).toEqual({
      detail: 'Only administrators can mark a role as technical.',
    });
  });

  it("for the visitor's public role", async () => {
    const { outer } = await chainThroughArchived('Public', 'contact_request:read:*');
    const publicRole = await roleIdByStringId(app.db, 'public_role');
    await app.db.insert(impliedRole).values({ role_id: publicRole, implied_role_id: outer });
    try {
      const search = await app.inject({
        method: 'POST',
        url: '/api/v1/contact_request/search',
        payload: {},
      });
      expect(search.statusCode).toBe(401);
    } finally {
      await app.db.delete(impliedRole).where(eq(impliedRole.implied_role_id, outer));
    }
  });
});

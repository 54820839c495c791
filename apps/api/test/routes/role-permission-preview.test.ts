import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { role } from '../../src/db/schema/role.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { roleIdByStringId } from '../../src/db/seed/roles.ts';
import { addMember, apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';

let app: FastifyInstance;
let superToken: string;
let staffToken: string;
let adminRoleId: number;
let userRoleId: number;
let publicRoleId: number;

beforeAll(async () => {
  ({ app, adminToken: superToken, userToken: staffToken } = await appWithAdminAndStaff());
  adminRoleId = await roleIdByStringId(app.db, 'admin_role');
  userRoleId = await roleIdByStringId(app.db, 'user_role');
  publicRoleId = await roleIdByStringId(app.db, 'public_role');
});
afterAll(() => app.close());

async function createRole(name: string, permissions: string[], implied: number[] = []) {
  const made = await apiCall(app, superToken, 'POST', '/role', {
    name,
    permissions,
    implied_roles: implied.map((id) => ({ id })),
  });
  expect(made.statusCode, made.body).toBe(200);
  return made.json<{ id: number }>().id;
}

const preview = (token: string | undefined, body: object) =>
  apiCall(app, token, 'POST', '/role/permission_preview', body);

describe('the permission catalog', () => {
  it('lists every resource a permission names, the actions and the scopes', async () => {
    const answer = await apiCall(app, superToken, 'GET', '/role/permission_catalog');
    expect(answer.statusCode).toBe(200);
    const catalog = answer.json<{ resources: string[]; actions: string[]; scopes: string[] }>();
    expect(catalog.resources).toEqual(
      expect.arrayContaining(['user', 'role', 'contact_request', 'organization', 'saved_view']),
    );
    expect(catalog.actions).toEqual(['read', 'write', 'create', 'delete']);
    expect(catalog.scopes).toEqual(['own', 'org', '*']);
  });

  it('is for those who may read roles', async () => {
    expect((await apiCall(app, undefined, 'GET', '/role/permission_catalog')).statusCode).toBe(401);
    const staff = await apiCall(app, staffToken, 'GET', '/role/permission_catalog');
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ detail: 'You may not read role records.' });
  });
});

describe('a role preview', () => {
  it('lists the roles a role would include, transitively, with what each grants', async () => {
    const desk = await createRole('Desk', ['contact_request:read:org']);
    const answer = await preview(superToken, {
      role_id: desk,
      permissions: ['contact_request:read:org'],
      implied_roles: [userRoleId],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { implied, caller_loses } = answer.json<{
      implied: { id: number; name: string; permissions: string[] }[];
      caller_loses: unknown[];
    }>();
    expect(implied.map((r) => r.id)).toEqual([userRoleId, publicRoleId]);
    expect(implied[1]).toEqual({
      id: publicRoleId,
      name: 'Public',
      permissions: ['site_content:read:*', 'locale:read:*', 'contact_request:create:*'],
    });
    // The super admin holds every right through super_admin_role, whatever Desk becomes.
    expect(caller_loses).toEqual([]);
  });

  it('tells a holder of the role what they would lose, through the roles it implies too', async () => {
    const lead = await createRole('Practice lead', [], [adminRoleId]);
    const holder = await addMember(app, 1, 'lead.holder', 'user_role');
    await app.db.insert(userRole).values({ user_id: holder.id, role_id: lead });

    const unchanged = await preview(holder.token, {
      role_id: lead,
      permissions: ['notification:read:own'],
      implied_roles: [adminRoleId],
    });
    expect(unchanged.json()).toMatchObject({ caller_loses: [] });

    const answer = await preview(holder.token, {
      role_id: lead,
      permissions: ['role:read:org'],
      implied_roles: [],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const lost = answer.json<{ caller_loses: Record<string, string>[] }>().caller_loses;
    expect(lost).toContainEqual({
      resource: 'role',
      action: 'write',
      scope: 'org',
      scope_after: 'none',
    });
    // Reading their own profile stays through user_role, given to them directly.
    expect(lost).toContainEqual({
      resource: 'user',
      action: 'read',
      scope: 'org',
      scope_after: 'own',
    });
    expect(lost).not.toContainEqual(expect.objectContaining({ resource: 'role', action: 'read' }));
    // Nothing was stored.
    const stored = await apiCall(app, holder.token, 'GET', `/role/${lead}`);
    expect(stored.json()).toMatchObject({ permissions: [], implied_roles: [{ id: adminRoleId }] });
  });

  it('loses nothing for a role not created yet', async () => {
    const answer = await preview(superToken, {
      role_id: null,
      permissions: ['user:read:own'],
      implied_roles: [publicRoleId],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ implied: [{ id: publicRoleId }], caller_loses: [] });
  });

  it('refuses what is not a permission, a role the caller cannot see, and callers without role read', async () => {
    const invalid = await preview(superToken, {
      role_id: null,
      permissions: ['user:read:everyone'],
      implied_roles: [],
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json<{ detail: { loc: unknown[] }[] }>().detail[0]!.loc).toContain(
      'permissions',
    );

    expect(
      (await preview(superToken, { role_id: 999_999, permissions: [], implied_roles: [] })).json(),
    ).toEqual({ detail: 'role 999999 was not found.' });

    // A role of another organization, for an admin of organization 1.
    const [other] = await app.db
      .insert(organization)
      .values({ name: 'Cabinet du Lac' })
      .returning({ id: organization.id });
    const [elsewhere] = await app.db
      .insert(role)
      .values({ name: 'Lake desk', organization_id: other!.id, permissions: [] })
      .returning({ id: role.id });
    const admin = await addMember(app, 1, 'preview.admin', 'admin_role');
    const hidden = await preview(admin.token, {
      role_id: elsewhere!.id,
      permissions: [],
      implied_roles: [],
    });
    expect(hidden.statusCode).toBe(404);
    const impliedHidden = await preview(admin.token, {
      role_id: null,
      permissions: [],
      implied_roles: [elsewhere!.id],
    });
    expect(impliedHidden.statusCode).toBe(400);
    expect(impliedHidden.json()).toEqual({
      detail: 'implied_roles names a role that does not exist.',
    });

    const staff = await preview(staffToken, { role_id: null, permissions: [], implied_roles: [] });
    expect(staff.statusCode).toBe(403);
    expect(
      (await preview(undefined, { role_id: null, permissions: [], implied_roles: [] })).statusCode,
    ).toBe(401);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { user } from '../../src/db/schema/user.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { apiCall, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
let superAdminToken: string;
let orgAdminToken: string;
/** Holds a custom role that may write roles, but neither super_admin_role nor admin_role. */
let roleEditorToken: string;

interface RoleAnswer {
  id: number;
  name: string;
  is_technical: boolean;
  implied_roles: { id: number; name: string }[];
}

async function roleEditor(): Promise<string> {
  const [editorRole] = await app.db
    .insert(role)
    .values({ name: 'Role editor', permissions: ['role:*:org'] })
    .returning({ id: role.id });
  const password = 'Role-editor-passw0rd';
  const [row] = await app.db
    .insert(user)
    .values({
      username: 'role.editor',
      email: 'role.editor@example.ch',
      password_hash: await hashPassword(password),
      organization_id: 1,
    })
    .returning({ id: user.id });
  await app.db.insert(userRole).values({ user_id: row!.id, role_id: editorRole!.id });
  return tokenFor(app, 'role.editor', password);
}

beforeAll(async () => {
  app = await buildTestApp();
  superAdminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
  orgAdminToken = (await orgAdmin(app)).token;
  roleEditorToken = await roleEditor();
});
afterAll(() => app.close());

const read = async (id: number, token = superAdminToken) =>
  (await apiCall(app, token, 'GET', `/role/${id}`)).json<RoleAnswer>();

describe('technical roles', () => {
  it('an administrator creates a technical role and reads it back as technical', async () => {
    for (const [token, name] of [
      [superAdminToken, 'Mail robot'],
      [orgAdminToken, 'Import robot'],
    ] as const) {
      const created = await apiCall(app, token, 'POST', '/role', {
        name,
        permissions: [],
        is_technical: true,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json<RoleAnswer>().is_technical).toBe(true);
      expect((await read(created.json<RoleAnswer>().id)).is_technical).toBe(true);
    }
  });

  it('an administrator turns the flag on and off on an existing role', async () => {
    const created = await apiCall(app, orgAdminToken, 'POST', '/role', {
      name: 'Sometimes technical',
      permissions: [],
    });
    const id = created.json<RoleAnswer>().id;
    expect(created.json<RoleAnswer>().is_technical).toBe(false);
    const on = await apiCall(app, orgAdminToken, 'PUT', `/role/${id}`, { is_technical: true });
    expect(on.json<RoleAnswer>().is_technical).toBe(true);
    expect((await read(id)).is_technical).toBe(true);
    const off = await apiCall(app, orgAdminToken, 'PUT', `/role/${id}`, { is_technical: false });
    expect(off.json<RoleAnswer>().is_technical).toBe(false);
    expect((await read(id)).is_technical).toBe(false);
  });

  it('refuses the flag from a caller who may write roles but is not an administrator (403)', async () => {
    const refused = await apiCall(app, roleEditorToken, 'POST', '/role', {
      name: 'Sneaky robot',
      permissions: [],
      is_technical: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'Only administrators can mark a role as technical.' });

    // The same caller may still create and edit ordinary roles, sending the flag back unchanged.
    const plain = await apiCall(app, roleEditorToken, 'POST', '/role', {
      name: 'Front desk',
      permissions: [],
      is_technical: false,
    });
    expect(plain.statusCode).toBe(200);
    const id = plain.json<RoleAnswer>().id;
    const renamed = await apiCall(app, roleEditorToken, 'PUT', `/role/${id}`, {
      name: 'Reception desk',
      is_technical: false,
    });
    expect(renamed.statusCode).toBe(200);
    const flagged = await apiCall(app, roleEditorToken, 'PUT', `/role/${id}`, {
      is_technical: true,
    });
    expect(flagged.statusCode).toBe(403);
    expect((await read(id)).is_technical).toBe(false);
  });
});

describe('implied roles', () => {
  it('are read back by id and name, and replaced on update', async () => {
    const roles = (
      await apiCall(app, superAdminToken, 'POST', '/role/search?skip=0&limit=50', {})
    ).json<{ data: RoleAnswer[] }>().data;
    const userRoleId = roles.find((r) => r.name === 'User')!.id;
    const publicRoleId = roles.find((r) => r.name === 'Public')!.id;

    const created = await apiCall(app, superAdminToken, 'POST', '/role', {
      name: 'Therapist',
      permissions: [],
      implied_roles: [{ id: userRoleId }],
    });
    const id = created.json<RoleAnswer>().id;
    expect(created.json<RoleAnswer>().implied_roles).toEqual([{ id: userRoleId, name: 'User' }]);
    expect((await read(id)).implied_roles).toEqual([{ id: userRoleId, name: 'User' }]);

    const updated = await apiCall(app, superAdminToken, 'PUT', `/role/${id}`, {
      implied_roles: [publicRoleId, userRoleId],
    });
    expect(updated.statusCode).toBe(200);
    expect((await read(id)).implied_roles).toEqual([
      { id: userRoleId, name: 'User' },
      { id: publicRoleId, name: 'Public' },
    ]);

    // The list answers them too, so a table or a picker needs no second call.
    const listed = (
      await apiCall(app, superAdminToken, 'POST', '/role/search?skip=0&limit=50', {})
    ).json<{ data: RoleAnswer[] }>().data;
    expect(listed.find((r) => r.id === id)!.implied_roles.map((r) => r.name)).toEqual([
      'User',
      'Public',
    ]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

const search = (model: string, payload: object, token?: string, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/v1/${model}/search${query}`,
    payload,
    headers: token ? bearer(token) : {},
  });

describe('generic search and get', () => {
  it('lets anyone read locales and site texts, and nobody without permission read roles or the audit trail', async () => {
    const locales = await search('locale', {});
    expect(locales.statusCode).toBe(200);
    expect(locales.json<{ total: number }>().total).toBe(3);
    expect((await search('site_content', {})).statusCode).toBe(200);
    const roles = await search('role', {});
    expect(roles.statusCode).toBe(401);
    expect(roles.json()).toEqual({ detail: 'Not authenticated' });
    const staffRoles = await search('role', {}, userToken);
    expect(staffRoles.statusCode).toBe(403);
    expect(staffRoles.json()).toEqual({ detail: 'You may not read role records.' });
    expect((await search('audit_event', {}, userToken)).statusCode).toBe(403);
    expect((await search('audit_event', {}, adminToken)).statusCode).toBe(200);
  });

  it('pages and orders, newest first by default, with the exact total', async () => {
    const firstPage = await search('role', {}, adminToken, '?skip=0&limit=3');
    const body = firstPage.json<{ data: { id: number; name: string }[]; total: number }>();
    expect(body.total).toBe(5);
    expect(body.data.map((r) => r.id)).toEqual([5, 4, 3]);
    const secondPage = await search('role', {}, adminToken, '?skip=3&limit=3');
    expect(secondPage.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual([2, 1]);
    const byName = await search(
      'role',
      { order_by: { field: 'name', direction: 'asc' } },
      adminToken,
    );
    expect(byName.json<{ data: { name: string }[] }>().data.map((r) => r.name)).toEqual([
      'Admin',
      'Practitioner',
      'Public',
      'Super admin',
      'User',
    ]);
  });

  it('searches with ilike anywhere, and follows relation fields', async () => {
    const found = await search(
      'role',
      { search: { OR: [{ field: 'name', operator: 'ilike', value: 'ADMIN' }] } },
      adminToken,
    );
    expect(
      found
        .json<{ data: { name: string }[] }>()
        .data.map((r) => r.name)
        .sort(),
    ).toEqual(['Admin', 'Super admin']);
    const german = await search('site_content', {
      search: { AND: [{ field: 'locale.iso_code', operator: '=', value: 'de' }] },
    });
    expect(german.json<{ total: number }>().total).toBe(5);
  });

  it('hides archived records unless the filter asks for them', async () => {
    const [created] = await app.db
      .insert(role)
      .values({ name: 'Former team', active: false })
      .returning({ id: role.id });
    const visible = await search(
      'role',
      { search: { AND: [{ field: 'name', operator: '=', value: 'Former team' }] } },
      adminToken,
    );
    expect(visible.json<{ total: number }>().total).toBe(0);
    const archived = await search(
      'role',
      { search: { AND: [{ field: 'active', operator: '=', value: false }] } },
      adminToken,
    );
    expect(archived.json<{ data: { id: number }[] }>().data.map((r) => r.id)).toEqual([
      created!.id,
    ]);
  });

  it('answers bad searches with a 400 or 422 that names the problem', async () => {
    const unknown = await search(
      'role',
      { search: { AND: [{ field: 'colour', operator: '=', value: 'red' }] } },
      adminToken,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Unknown field "colour" for role.' });
    const order = await search('role', { order_by: { field: 'nope' } }, adminToken);
    expect(order.json()).toEqual({ detail: 'Cannot order role by "nope".' });
    expect((await search('role', {}, adminToken, '?limit=0')).statusCode).toBe(422);
    expect((await search('role', {}, adminToken, '?skip=-1')).statusCode).toBe(422);
    expect((await search('role', { search: { AND: 'x' } }, adminToken)).statusCode).toBe(422);
  });

  it('gets one record in scope, 404 otherwise', async () => {
    const found = await app.inject({ url: '/api/v1/role/1', headers: bearer(adminToken) });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: 1,
      string_id: 'super_admin_role',
      permissions: ['*:*:*'],
      system: true,
    });
    const missing = await app.inject({ url: '/api/v1/role/999', headers: bearer(adminToken) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'role 999 was not found.' });
    expect(
      (await app.inject({ url: '/api/v1/role/1', headers: bearer(userToken) })).statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: '/api/v1/role/abc', headers: bearer(adminToken) })).statusCode,
    ).toBe(422);
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { impliedRole } from '../../src/db/schema/implied-role.ts';
import { role } from '../../src/db/schema/role.ts';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

const create = (payload: object, token = adminToken) =>
  app.inject({ method: 'POST', url: '/api/v1/role', payload, headers: bearer(token) });
const update = (id: number, payload: object, token = adminToken) =>
  app.inject({ method: 'PUT', url: `/api/v1/role/${id}`, payload, headers: bearer(token) });

describe('role create and update', () => {
  let receptionId = 0;

  it('creates a role from JSON text permissions and implied roles; server-set fields are ignored', async () => {
    const response = await create({
      name: '  Reception ',
      description: 'Answers contact requests',
      permissions: '["contact_request:read:org", "contact_request:write:org"]',
      implied_roles: [{ id: 3 }],
      system: true,
      id: 999,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      id: number;
      name: string;
      permissions: string[];
      system: boolean;
    }>();
    expect(body).toMatchObject({
      name: 'Reception',
      permissions: ['contact_request:read:org', 'contact_request:write:org'],
      system: false,
    });
    expect(body.id).not.toBe(999);
    receptionId = body.id;
    const links = await app.db
      .select()
      .from(impliedRole)
      .where(eq(impliedRole.role_id, receptionId));
    expect(links.map((l) => l.implied_role_id)).toEqual([3]);
  });

  it('refuses bad permissions with the message "Invalid JSON" or one naming the entry, and writes nothing', async () => {
    const notJson = await create({ name: 'Broken', permissions: '[not json' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toEqual({ detail: 'Invalid JSON' });
    const badEntry = await create({ name: 'Broken', permissions: ['user:peek:own'] });
    expect(badEntry.statusCode).toBe(422);
    expect(badEntry.json()).toEqual({
      detail:
        'Permission "user:peek:own" is not of the form "<model>:<read|write|create|delete|*>:<own|org|*>".',
    });
    const badLink = await create({
      name: 'Half made',
      permissions: [],
      implied_roles: [{ id: 9999 }],
    });
    expect(badLink.statusCode).toBe(400);
    expect(await app.db.select().from(role).where(eq(role.name, 'Half made'))).toEqual([]);
  });

  it('needs a unique name, and names unknown fields', async () => {
    const noName = await create({ permissions: [] });
    expect(noName.statusCode).toBe(422);
    expect(noName.json()).toMatchObject({ detail: [{ loc: ['body', 'name'], type: 'required' }] });
    const duplicate = await create({ name: 'Reception', permissions: [] });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ detail: 'A role with name "Reception" already exists.' });
    const unknown = await create({ name: 'Other', permissions: [], colour: 'blue' });
    expect(unknown.json()).toEqual({ detail: 'Unknown field for role: colour.' });
  });

  it('updates, replacing implied roles, and refuses system roles and callers without permission', async () => {
    const renamed = await update(receptionId, { name: 'Front desk', implied_roles: [] });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Front desk',
      permissions: ['contact_request:read:org', 'contact_request:write:org'],
    });
    expect(
      await app.db.select().from(impliedRole).where(eq(impliedRole.role_id, receptionId)),
    ).toEqual([]);

    const system = await update(1, { description: 'changed' });
    expect(system.statusCode).toBe(403);
    expect(system.json()).toEqual({ detail: 'System records cannot be changed.' });
    expect((await update(receptionId, { name: 'Mine now' }, userToken)).statusCode).toBe(403);
    expect((await create({ name: 'Mine', permissions: [] }, userToken)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/role',
          payload: { name: 'Anon', permissions: [] },
        })
      ).statusCode,
    ).toBe(401);
    expect((await update(9999, { name: 'Ghost' })).statusCode).toBe(404);
  });
});

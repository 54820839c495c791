import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locale } from '../../src/db/schema/locale.ts';
import { role } from '../../src/db/schema/role.ts';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let token: string;
let italianId = 0;

beforeAll(async () => {
  app = await buildTestApp();
  token = await tokenFor(app, testAdmin.username, testAdmin.password);
  const [italian] = await app.db
    .insert(locale)
    .values({ code: 'it_CH', iso_code: 'it', name: 'Italiano' })
    .returning({ id: locale.id });
  italianId = italian!.id;
  await app.db.insert(siteContent).values([
    { locale_id: italianId, name: 'common', content: { 'app.name': 'Cabinet' } },
    { locale_id: italianId, name: 'public', content: {} },
  ]);
});
afterAll(() => app.close());

const headers = () => bearer(token);

describe('delete with cascade awareness', () => {
  it('lists what a delete would take along, in words staff can read', async () => {
    const response = await app.inject({
      url: `/api/v1/util/delete_check/locale/${italianId}`,
      headers: headers(),
    });
    expect(response.statusCode).toBe(200);
    const ids = (
      await app.db
        .select({ id: siteContent.id })
        .from(siteContent)
        .where(eq(siteContent.locale_id, italianId))
    ).map((r) => r.id);
    expect(response.json()).toEqual({
      to_delete: {
        site_content: ids.map(
          (id, i) => `Theme translation: ${i === 0 ? 'common' : 'public'} (id ${id})`,
        ),
      },
      to_set_null: {},
    });
  });

  it('refuses a delete with dependants unless forced, then removes them in one go', async () => {
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/v1/locale/${italianId}`,
      headers: headers(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: 'This record has dependencies.' });
    expect(await app.db.select().from(locale).where(eq(locale.id, italianId))).toHaveLength(1);

    const forced = await app.inject({
      method: 'DELETE',
      url: `/api/v1/locale/${italianId}?force=true`,
      headers: headers(),
    });
    expect(forced.statusCode).toBe(200);
    expect(await app.db.select().from(locale).where(eq(locale.id, italianId))).toEqual([]);
    expect(
      await app.db.select().from(siteContent).where(eq(siteContent.locale_id, italianId)),
    ).toEqual([]);
  });

  it('deletes roles in bulk by an OR list of ids; their user links go with them; an empty selection does nothing', async () => {
    const created = await app.db
      .insert(role)
      .values([{ name: 'Temp A' }, { name: 'Temp B' }])
      .returning({ id: role.id });
    const [a, b] = created.map((r) => r.id);
    await app.db.insert(userRole).values({ user_id: 1, role_id: a! });
    const check = await app.inject({
      url: `/api/v1/util/delete_check/role/${a},${b}`,
      headers: headers(),
    });
    expect(check.json()).toEqual({ to_delete: {}, to_set_null: {} });
    const bulk = await app.inject({
      method: 'POST',
      url: '/api/v1/role/bulk_delete',
      headers: headers(),
      payload: {
        OR: [
          { field: 'id', operator: '=', value: a },
          { field: 'id', operator: '=', value: b },
        ],
      },
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect(await app.db.select().from(userRole).where(eq(userRole.role_id, a!))).toEqual([]);
    const nothing = await app.inject({
      method: 'POST',
      url: '/api/v1/role/bulk_delete',
      headers: headers(),
      payload: { OR: [] },
    });
    expect(nothing.json()).toEqual({ deleted: 0 });
  });

  it('refuses system records, unknown ids and callers without permission', async () => {
    const system = await app.inject({
      method: 'DELETE',
      url: '/api/v1/role/1?force=true',
      headers: headers(),
    });
    expect(system.statusCode).toBe(403);
    expect(system.json()).toEqual({ detail: 'System records cannot be deleted.' });
    const bulkSystem = await app.inject({
      method: 'POST',
      url: '/api/v1/role/bulk_delete',
      headers: headers(),
      payload: { OR: [{ field: 'id', operator: '=', value: 1 }] },
    });
    expect(bulkSystem.statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/v1/role/9999', headers: headers() }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/role/2' })).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/api/v1/util/delete_check/role/1,2', headers: headers() }))
        .statusCode,
    ).toBe(403);
    expect(
      (await app.inject({ url: '/api/v1/util/delete_check/spaceship/1', headers: headers() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/v1/util/delete_check/role/1;drop', headers: headers() }))
        .statusCode,
    ).toBe(422);
  });
});

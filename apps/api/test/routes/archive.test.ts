import { parse } from 'csv-parse/sync';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { appWithAdminAndStaff, apiCall } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let roleId = 0;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
  const created = await apiCall(app, adminToken, 'POST', '/role', {
    name: 'Archivable',
    permissions: [],
  });
  roleId = created.json<{ id: number }>().id;
});
afterAll(() => app.close());

const namesIn = async (url: string) =>
  (await apiCall(app, adminToken, 'POST', url, {}))
    .json<{ data: { name: string }[] }>()
    .data.map((record) => record.name);
const lastAudit = async () =>
  (await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1))[0]!;

describe('archive and restore', () => {
  it('hides an archived record from the list, search and export, and shows it in the archived view', async () => {
    const archived = await apiCall(app, adminToken, 'POST', `/role/${roleId}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ id: roleId, active: false });
    expect(await lastAudit()).toMatchObject({ event: 'record.archived', user_id: 1 });

    expect(await namesIn('/role/search?limit=100')).not.toContain('Archivable');
    expect(await namesIn('/role/search?limit=100&archived=true')).toEqual(['Archivable']);
    const exported = await apiCall(app, adminToken, 'POST', '/role/export', {});
    expect(exported.body).not.toContain('Archivable');
    const exportedArchived = await apiCall(
      app,
      adminToken,
      'POST',
      '/role/export?archived=true',
      {},
    );
    const rows = parse<{ name: string }>(exportedArchived.body, { columns: true });
    expect(rows.map((row) => row.name)).toEqual(['Archivable']);
    // The record itself stays readable, so its detail page can offer Restore.
    expect((await apiCall(app, adminToken, 'GET', `/role/${roleId}`)).statusCode).toBe(200);
  });

  it('restores an archived record to the list', async () => {
    const again = await apiCall(app, adminToken, 'POST', `/role/${roleId}/archive`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: `role ${roleId} is already archived.` });
    const restored = await apiCall(app, adminToken, 'POST', `/role/${roleId}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: roleId, active: true });
    expect(await lastAudit()).toMatchObject({ event: 'record.restored' });
    expect(await namesIn('/role/search?limit=100')).toContain('Archivable');
    expect(await namesIn('/role/search?limit=100&archived=true')).toEqual([]);
    const notArchived = await apiCall(app, adminToken, 'POST', `/role/${roleId}/restore`);
    expect(notArchived.json()).toEqual({ detail: `role ${roleId} is not archived.` });
  });

  it('asks the permission to edit: visitors 401, others 403 or 404, system records 403', async () => {
    expect((await apiCall(app, undefined, 'POST', `/role/${roleId}/archive`)).statusCode).toBe(401);
    expect((await apiCall(app, userToken, 'POST', `/role/${roleId}/archive`)).statusCode).toBe(403);
    expect((await apiCall(app, adminToken, 'POST', '/role/999999/archive')).statusCode).toBe(404);
    const system = await apiCall(app, adminToken, 'POST', '/role/1/archive');
    expect(system.statusCode).toBe(403);
    expect(system.json()).toEqual({ detail: 'System records cannot be archived.' });
    // A user may edit their own profile but not archive (deactivate) their own account.
    const me = await apiCall(app, userToken, 'GET', '/user/util/me');
    const ownId = me.json<{ id: number }>().id;
    const own = await apiCall(app, userToken, 'POST', `/user/${ownId}/archive`);
    expect(own.statusCode).toBe(403);
    expect((await apiCall(app, adminToken, 'GET', `/user/${ownId}`)).json()).toMatchObject({
      active: true,
    });
  });

  it('lists an archived user in the archived view only, until restored', async () => {
    const created = await apiCall(app, adminToken, 'POST', '/user', {
      username: 'leaving',
      email: 'leaving@example.com',
    });
    const id = created.json<{ id: number }>().id;
    expect((await apiCall(app, adminToken, 'POST', `/user/${id}/archive`)).statusCode).toBe(200);
    const users = await apiCall(app, adminToken, 'POST', '/user/search?archived=true', {});
    expect(users.json<{ data: { username: string }[] }>().data.map((u) => u.username)).toEqual([
      'leaving',
    ]);
    expect((await apiCall(app, adminToken, 'POST', `/user/${id}/restore`)).statusCode).toBe(200);
    const active = await apiCall(app, adminToken, 'POST', '/user/search?limit=100', {});
    expect(active.json<{ data: { username: string }[] }>().data.map((u) => u.username)).toContain(
      'leaving',
    );
  });
});

describe('bulk archive and restore', () => {
  const createRoles = async (...names: string[]) => {
    const ids: number[] = [];
    for (const name of names) {
      const created = await apiCall(app, adminToken, 'POST', '/role', { name, permissions: [] });
      ids.push(created.json<{ id: number }>().id);
    }
    return ids;
  };

  it('archives the selected records in one call, then restores them, each audited once', async () => {
    const ids = await createRoles('Bulk A', 'Bulk B', 'Bulk C');
    const archived = await apiCall(app, adminToken, 'POST', '/role/bulk_archive', { ids });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ archived: 3 });
    expect(await lastAudit()).toMatchObject({
      event: 'record.bulk_archived',
      user_id: 1,
      model: 'role',
      detail: { model: 'role', ids: ids.join(','), count: 3 },
    });
    expect(await namesIn('/role/search?limit=100&archived=true')).toEqual(
      expect.arrayContaining(['Bulk A', 'Bulk B', 'Bulk C']),
    );
    expect(await namesIn('/role/search?limit=100')).not.toContain('Bulk B');

    const restored = await apiCall(app, adminToken, 'POST', '/role/bulk_restore', { ids });
    expect(restored.json()).toEqual({ restored: 3 });
    expect(await lastAudit()).toMatchObject({ event: 'record.bulk_restored', model: 'role' });
    expect(await namesIn('/role/search?limit=100')).toEqual(
      expect.arrayContaining(['Bulk A', 'Bulk B', 'Bulk C']),
    );
  });

  it('changes nothing when one of the records cannot be archived (all or nothing)', async () => {
    const ids = await createRoles('Kept D', 'Kept E');
    const refused = await apiCall(app, adminToken, 'POST', '/role/bulk_archive', {
      ids: [...ids, 1],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'System records cannot be archived.' });
    expect(await namesIn('/role/search?limit=100')).toEqual(
      expect.arrayContaining(['Kept D', 'Kept E']),
    );
    const missing = await apiCall(app, adminToken, 'POST', '/role/bulk_archive', {
      ids: [ids[0], 999999],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'role 999999 was not found.' });
    expect(await namesIn('/role/search?limit=100')).toContain('Kept D');
  });

  it('refuses an empty selection, visitors and staff without the right to edit', async () => {
    const [id] = await createRoles('Guarded F');
    const empty = await apiCall(app, adminToken, 'POST', '/role/bulk_archive', { ids: [] });
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain('ids');
    expect(
      (await apiCall(app, undefined, 'POST', '/role/bulk_archive', { ids: [id] })).statusCode,
    ).toBe(401);
    expect(
      (await apiCall(app, userToken, 'POST', '/role/bulk_restore', { ids: [id] })).statusCode,
    ).toBe(403);
    expect(await namesIn('/role/search?limit=100')).toContain('Guarded F');
  });
});

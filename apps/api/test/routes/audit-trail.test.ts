import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { appWithAdminAndStaff, apiCall, bearer, type ApiMethod } from '../helpers/auth.ts';
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

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);
const lastEvent = async () =>
  (await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1))[0]!;

describe('the audit trail of writes', () => {
  it('records who created, updated, deleted and bulk deleted which records, never their values', async () => {
    const created = await call(adminToken, 'POST', '/role', {
      name: 'Réception',
      permissions: ['user:read:org'],
    });
    expect(created.statusCode).toBe(200);
    const roleId = created.json<{ id: number }>().id;
    expect(await lastEvent()).toMatchObject({
      event: 'record.created',
      user_id: adminId,
      detail: { model: 'role', ids: String(roleId), count: 1 },
    });

    expect(
      (await call(adminToken, 'PUT', `/role/${roleId}`, { description: 'Accueil' })).statusCode,
    ).toBe(200);
    const updated = await lastEvent();
    expect(updated).toMatchObject({
      event: 'record.updated',
      detail: { model: 'role', ids: String(roleId) },
    });
    expect(JSON.stringify(updated)).not.toContain('Accueil');

    expect((await call(adminToken, 'DELETE', `/role/${roleId}`)).statusCode).toBe(200);
    expect(await lastEvent()).toMatchObject({
      event: 'record.deleted',
      user_id: adminId,
      detail: { model: 'role', ids: String(roleId), force: false },
    });

    const ids = [];
    for (const name of ['Stagiaire', 'Comptabilité']) {
      ids.push(
        (await call(adminToken, 'POST', '/role', { name, permissions: [] })).json<{ id: number }>()
          .id,
      );
    }
    const bulk = await call(adminToken, 'POST', '/role/bulk_delete', {
      OR: ids.map((id) => ({ field: 'id', operator: '=', value: id })),
    });
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect(await lastEvent()).toMatchObject({
      event: 'record.bulk_deleted',
      detail: { model: 'role', ids: [...ids].sort((a, b) => a - b).join(','), count: 2 },
    });
  });

  it('records organization changes by field name, never the values', async () => {
    expect(
      (
        await call(superToken, 'PUT', '/organization/1', {
          mail_password: 'smtp-secret',
          name: 'Cabinet du Lac',
        })
      ).statusCode,
    ).toBe(200);
    const event = await lastEvent();
    expect(event).toMatchObject({
      event: 'organization.updated',
      detail: { model: 'organization', ids: '1', count: 1 },
    });
    expect(String(event.detail?.fields).split(',').sort()).toEqual([
      'mail_password_sealed',
      'name',
    ]);
    expect(JSON.stringify(event)).not.toMatch(/smtp-secret|Cabinet du Lac/);
  });

  it('records a contact request follow-up by id only: a visitor’s words never reach the trail', async () => {
    const [request] = await app.db
      .insert(contactRequest)
      .values({
        organization_id: 1,
        name: 'Julien',
        message: 'Je traverse une période difficile.',
        consent_at: new Date(),
      })
      .returning({ id: contactRequest.id });
    const answered = await call(adminToken, 'PUT', `/contact_request/${request!.id}`, {
      status: 'in_progress',
    });
    expect(answered.statusCode).toBe(200);
    // The change, then the read its answer made (it carried the message).
    const [read, event] = await app.db
      .select()
      .from(auditEvent)
      .orderBy(desc(auditEvent.id))
      .limit(2);
    expect(event).toMatchObject({
      event: 'record.updated',
      detail: { model: 'contact_request', ids: String(request!.id), count: 1 },
    });
    expect(read).toMatchObject({ event: 'contact_request.opened', record_id: request!.id });
    expect(JSON.stringify([event, read])).not.toMatch(/Julien|difficile|in_progress/);
  });

  it('records exports and imports in the same shape', async () => {
    expect((await call(superToken, 'POST', '/role/export', {})).statusCode).toBe(200);
    const exported = await lastEvent();
    expect(exported.event).toBe('record.exported');
    expect(exported.user_id).toBeTypeOf('number');
    expect(exported.detail).toEqual({ model: 'role' });

    const form = new FormData();
    const csv =
      'name,description,permissions\r\nImportée,Par fichier,[]\r\nAussi importée,Par fichier,[]\r\n';
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'role.csv');
    const imported = await app.inject({
      method: 'POST',
      url: '/api/v1/role/import',
      payload: form,
      headers: bearer(superToken),
    });
    expect(imported.json()).toEqual({ created: 2, updated: 0 });
    const event = await lastEvent();
    expect(event).toMatchObject({ event: 'record.imported', user_id: exported.user_id });
    // The counts, never the imported values.
    expect(event.detail).toEqual({ model: 'role', created: 2, updated: 0 });
    expect(JSON.stringify(event)).not.toMatch(/Importée|Par fichier/);
  });

  it('is searchable and exportable by super admins and organization admins, not staff', async () => {
    const search = await call(superToken, 'POST', '/audit_event/search', {
      search: { AND: [{ field: 'event', operator: '=', value: 'record.created' }] },
    });
    expect(search.statusCode).toBe(200);
    expect(search.json<{ total: number }>().total).toBe(3);
    const exported = await call(superToken, 'POST', '/audit_event/export', {});
    expect(exported.statusCode).toBe(200);
    expect(exported.body.split('\r\n')[0]).toContain('event');
    const ownOrganization = await call(adminToken, 'POST', '/audit_event/search', {});
    expect(ownOrganization.statusCode).toBe(200);
    for (const [token, status] of [
      [userToken, 403],
      [undefined, 401],
    ] as const) {
      expect((await call(token, 'POST', '/audit_event/search', {})).statusCode).toBe(status);
      expect((await call(token, 'POST', '/audit_event/export', {})).statusCode).toBe(status);
      expect((await call(token, 'GET', '/audit_event/1')).statusCode).toBe(status);
    }
    expect((await call(superToken, 'POST', '/audit_event', { event: 'forged' })).statusCode).toBe(
      404,
    );
    expect((await call(superToken, 'DELETE', '/audit_event/1')).statusCode).toBe(404);
  });
});

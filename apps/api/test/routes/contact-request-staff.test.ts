import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { contactRequest } from '../../src/db/schema/contact-request.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { submitContact } from '../../src/resources/contact-request/submit-contact.ts';
import { appWithAdminAndStaff, apiCall, type ApiMethod } from '../helpers/auth.ts';
import { testAdmin } from '../helpers/build-test-app.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
const logLines: string[] = [];
let superToken: string;
let adminToken: string;
let adminId = 0;
let userToken: string;

const MESSAGE = 'Depuis la séparation, je ne dors plus et les crises reviennent.';

beforeAll(async () => {
  ({
    app,
    adminToken: superToken,
    userToken,
  } = await appWithAdminAndStaff({ LOG_LEVEL: 'trace' }, { logLines }));
  ({ id: adminId, token: adminToken } = await orgAdmin(app));
});
afterAll(() => app.close());

const call = (token: string | undefined, method: ApiMethod, url: string, payload?: object) =>
  apiCall(app, token, method, url, payload);
const lastEvent = async () =>
  (await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1))[0]!;
const submitFrom = (email: string, message = MESSAGE) =>
  submitContact(app, { name: 'Nora', surname: 'Baume', email, message, hasPrescription: true });

describe('opening a contact request', () => {
  it('writes who opened it to the audit trail and lists the reads on the request', async () => {
    const id = await submitFrom('nora@example.ch');
    expect((await call(adminToken, 'GET', `/contact_request/${id}`)).json()).toMatchObject({
      id,
      message: MESSAGE,
    });
    const opened = await lastEvent();
    expect(opened).toMatchObject({
      event: 'contact_request.opened',
      user_id: adminId,
      model: 'contact_request',
      record_id: id,
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(opened)).not.toContain('séparation');
    await call(superToken, 'GET', `/contact_request/${id}`);

    const reads = await call(adminToken, 'GET', `/contact_request/${id}/reads`);
    expect(reads.statusCode).toBe(200);
    expect(reads.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ user_id: adminId, username: 'office.admin', how: 'opened' }),
      expect.objectContaining({ username: testAdmin.username, how: 'opened' }),
    ]);
  });

  it('every answer that carries a message writes a read naming the request, shown in its reads', async () => {
    const id = await submitFrom('every.read@example.ch');
    const other = await submitFrom('every.read@example.ch', 'A second request.');
    const answers = [
      await call(adminToken, 'PUT', `/contact_request/${id}`, { status: 'in_progress' }),
      await call(adminToken, 'POST', `/contact_request/${id}/archive`),
      await call(adminToken, 'POST', `/contact_request/${id}/restore`),
      await call(adminToken, 'POST', '/contact_request/person/export', {
        email: 'every.read@example.ch',
      }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('les crises reviennent');
    }
    const reads = await call(adminToken, 'GET', `/contact_request/${id}/reads`);
    const seen = reads.json<{ data: { user_id: number; how: string }[] }>().data;
    expect(seen.map(({ user_id, how }) => ({ user_id, how }))).toEqual(
      ['updated', 'archived', 'restored', 'person_copy'].map((how) => ({ user_id: adminId, how })),
    );
    const otherReads = await call(adminToken, 'GET', `/contact_request/${other}/reads`);
    expect(otherReads.json()).toEqual({
      data: [expect.objectContaining({ user_id: adminId, how: 'person_copy' })],
    });
    // The copy's own entry names the requests it returned.
    expect(await lastEvent()).toMatchObject({
      event: 'contact_request.person_exported',
      detail: { model: 'contact_request', ids: `${id},${other}`, count: 2 },
    });
  });

  it('does not count a search of the inbox as an opening', async () => {
    const id = await submitFrom('search@example.ch');
    await call(adminToken, 'POST', '/contact_request/search', {});
    const reads = await call(adminToken, 'GET', `/contact_request/${id}/reads`);
    expect(reads.json()).toEqual({ data: [] });
  });

  it('refuses the read history to staff without access to contact requests, and 404s a missing one', async () => {
    const id = await submitFrom('refused@example.ch');
    const refused = await call(userToken, 'GET', `/contact_request/${id}/reads`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You may not read contact_request records.' });
    expect((await call(undefined, 'GET', `/contact_request/${id}/reads`)).statusCode).toBe(401);
    const missing = await call(adminToken, 'GET', '/contact_request/999999/reads');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'contact_request 999999 was not found.' });
    expect((await call(adminToken, 'GET', '/contact_request/abc/reads')).statusCode).toBe(422);
  });
});

describe('the inbox list', () => {
  it('answers searches with the message masked, and only the opening (GET) with its text', async () => {
    const id = await submitFrom('masked@example.ch');
    const listed = await call(adminToken, 'POST', '/contact_request/search', {
      search: { AND: [{ field: 'id', operator: '=', value: id }] },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain('séparation');
    expect(listed.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id, email: 'masked@example.ch', message: '••••••••' }),
    ]);
    const opened = await call(adminToken, 'GET', `/contact_request/${id}`);
    expect(opened.json()).toMatchObject({ id, message: MESSAGE });
  });

  it('refuses to search or sort by the message, which would reveal it a word at a time', async () => {
    const searched = await call(adminToken, 'POST', '/contact_request/search', {
      search: { AND: [{ field: 'message', operator: 'ilike', value: 'séparation' }] },
    });
    expect(searched.statusCode).toBe(400);
    expect(searched.json()).toEqual({
      detail: 'The field "message" of contact_request cannot be searched.',
    });
    const sorted = await call(adminToken, 'POST', '/contact_request/search', {
      order_by: { field: 'message' },
    });
    expect(sorted.statusCode).toBe(400);
  });

  it('leaves the message out of the list export (the person copy holds it whole)', async () => {
    const id = await submitFrom('exported@example.ch');
    const csv = await call(adminToken, 'POST', '/contact_request/export', { ids: [id] });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.trim().split('\r\n');
    expect(header!.split(',')).not.toContain('message');
    expect(header!.split(',')).toContain('email');
    expect(row).toContain('exported@example.ch');
    expect(csv.body).not.toContain('séparation');
  });
});

describe('the retention date', () => {
  it("answers none while a request is open, and its end plus the organization's retention period once it ended", async () => {
    await app.db
      .update(organization)
      .set({ contact_retention_days: 30 })
      .where(eq(organization.id, 1));
    const id = await submitFrom('retention@example.ch');
    expect((await call(adminToken, 'GET', `/contact_request/${id}`)).json()).toMatchObject({
      purge_at: null,
    });
    const declined = await call(adminToken, 'PUT', `/contact_request/${id}`, {
      status: 'declined',
    });
    expect(declined.statusCode).toBe(200);
    const [row] = await app.db.select().from(contactRequest).where(eq(contactRequest.id, id));
    expect(row!.closed_at).not.toBeNull();
    const expected = new Date(row!.closed_at!.getTime() + 30 * 86_400_000).toISOString();
    expect(declined.json()).toMatchObject({ purge_at: expected });
    const listed = await call(adminToken, 'POST', '/contact_request/search', {
      search: { AND: [{ field: 'id', operator: '=', value: id }] },
    });
    expect(listed.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ id, purge_at: expected }),
    ]);
    // Reopened, it is kept again for as long as it is followed.
    const reopened = await call(adminToken, 'PUT', `/contact_request/${id}`, {
      status: 'in_progress',
    });
    expect(reopened.json()).toMatchObject({ purge_at: null, closed_at: null });
    await app.db
      .update(organization)
      .set({ contact_retention_days: 730 })
      .where(eq(organization.id, 1));
  });
});

describe("one person's requests (nLPD)", () => {
  it('exports them as JSON and CSV, whatever the case of the address, and audits the copy by count', async () => {
    const first = await submitContact(app, {
      name: 'Camille',
      email: 'Camille.Roy@example.ch',
      message: MESSAGE,
      service: 'couple-psychotherapy',
      therapyLanguage: 'de',
      freePeriods: ['evening'],
      freeDays: ['mon', 'thu'],
    });
    await submitFrom('camille.roy@example.ch', '=HYPERLINK("x") deuxième demande');
    await submitFrom('someone.else@example.ch');
    // What staff wrote about the person is part of their copy.
    await call(adminToken, 'POST', `/contact_request/${first}/notes`, {
      body: 'Rappelée le 3 : préfère le jeudi.',
    });

    const json = await call(adminToken, 'POST', '/contact_request/person/export', {
      email: 'CAMILLE.roy@example.ch',
      format: 'json',
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe(
      'attachment; filename="contact-requests.json"',
    );
    const copy = json.json<{ requests: Record<string, unknown>[] }>();
    expect(copy.requests.map((r) => r.email)).toEqual([
      'Camille.Roy@example.ch',
      'camille.roy@example.ch',
    ]);
    expect(copy.requests[0]).toMatchObject({
      message: MESSAGE,
      service: 'couple-psychotherapy',
      therapy_language: 'de',
      free_periods: ['evening'],
      free_days: ['mon', 'thu'],
      notes: [{ body: 'Rappelée le 3 : préfère le jeudi.' }],
    });
    expect(copy.requests[1]).toMatchObject({ service: null, notes: [] });
    expect(await lastEvent()).toMatchObject({
      event: 'contact_request.person_exported',
      user_id: adminId,
      detail: { model: 'contact_request', count: 2 },
    });
    expect(JSON.stringify(await lastEvent())).not.toContain('camille');

    const csv = await call(adminToken, 'POST', '/contact_request/person/export', {
      email: 'camille.roy@example.ch',
      format: 'csv',
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,created_at,name,surname,phone,email,message,has_prescription,consent_at,service,therapy_language,free_periods,free_days,status,notes,mails,offers,appointments',
    );
    expect(lines[1]).toContain(',couple-psychotherapy,de,evening,mon thu,new,');
    expect(lines[1]).toContain('Z Rappelée le 3 : préfère le jeudi.');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"") deuxième demande"`);
  });

  it('erases them all and audits the erasure with who and how many, never the content or address', async () => {
    await submitFrom('erase.me@example.ch');
    await submitFrom('ERASE.ME@example.ch');
    const kept = await submitFrom('keep.me@example.ch');
    const erased = await call(adminToken, 'POST', '/contact_request/person/erase', {
      email: 'erase.me@example.ch',
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 2 });
    const left = await app.db.select({ email: contactRequest.email }).from(contactRequest);
    expect(left.map((r) => r.email?.toLowerCase())).not.toContain('erase.me@example.ch');
    expect(
      (await app.db.select().from(contactRequest).where(eq(contactRequest.id, kept))).length,
    ).toBe(1);
    const event = await lastEvent();
    expect(event).toMatchObject({
      event: 'contact_request.person_erased',
      user_id: adminId,
      ip: '127.0.0.1',
      model: 'contact_request',
      detail: { model: 'contact_request', count: 2 },
    });
    expect(JSON.stringify(event)).not.toMatch(/erase\.me|séparation/i);
    // The audit trail shows it to super admins through the generic search.
    const trail = await call(superToken, 'POST', '/audit_event/search', {
      search: { AND: [{ field: 'event', operator: '=', value: 'contact_request.person_erased' }] },
    });
    expect(trail.json<{ data: unknown[] }>().data[0]).toMatchObject({
      user_name: 'office.admin',
      detail: { count: 2 },
    });
  });

  it('refuses staff without the right (403) and visitors (401)', async () => {
    await submitFrom('guarded@example.ch');
    for (const path of ['/contact_request/person/export', '/contact_request/person/erase']) {
      const refused = await call(userToken, 'POST', path, { email: 'guarded@example.ch' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ detail: string }>().detail).toMatch(
        /^You may not (read|delete) contact_request records\.$/,
      );
      expect(
        (await call(undefined, 'POST', path, { email: 'guarded@example.ch' })).statusCode,
      ).toBe(401);
    }
    const still = await app.db
      .select()
      .from(contactRequest)
      .where(eq(contactRequest.email, 'guarded@example.ch'));
    expect(still).toHaveLength(1);
  });

  it.each([
    ['/contact_request/person/erase', {}, 'email'],
    ['/contact_request/person/erase', { email: 'not an address' }, 'email'],
    ['/contact_request/person/export', { email: 'a@example.ch', format: 'xml' }, 'format'],
  ])('answers 422 naming the field for %s %j', async (path, body, fieldName) => {
    const response = await call(adminToken, 'POST', path, body);
    expect(response.statusCode).toBe(422);
    const detail = response.json<{ detail: { loc: string[] }[] }>().detail;
    expect(detail.some((d) => d.loc.includes(fieldName))).toBe(true);
  });
});

describe('the logs', () => {
  it('never hold what a visitor wrote, nor their address, through opening, export and erasure', () => {
    const text = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(text).not.toContain('séparation');
    expect(text).not.toMatch(/camille\.roy|erase\.me/i);
  });
});

describe('the audit trail by record', () => {
  it('filters by model and record id, and by the person who acted', async () => {
    const id = await submitFrom('history@example.ch');
    await call(adminToken, 'GET', `/contact_request/${id}`);
    const history = await call(superToken, 'POST', '/audit_event/search', {
      search: {
        AND: [
          { field: 'model', operator: '=', value: 'contact_request' },
          { field: 'record_id', operator: '=', value: id },
          { field: 'user.username', operator: 'ilike', value: 'office' },
        ],
      },
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      total: 1,
      data: [{ event: 'contact_request.opened', record_id: id, user_name: 'office.admin' }],
    });
  });
});

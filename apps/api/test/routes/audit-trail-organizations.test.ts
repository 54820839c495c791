import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { addMember, apiCall, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let superToken: string;
let first: { adminId: number; adminToken: string; staffId: number; staffToken: string };
let second: { adminId: number; adminToken: string };
let otherEventId = 0;
let anonymousEventId = 0;

const member = (organizationId: number, name: string, role: string) =>
  addMember(app, organizationId, name, role);

type Events = { data: { id: number; user_id: number | null; event: string }[]; total: number };
const searchAs = async (token: string) =>
  (await apiCall(app, token, 'POST', '/audit_event/search?limit=1000', {})).json<Events>();

beforeAll(async () => {
  app = await buildTestApp();
  superToken = await tokenFor(app, testAdmin.username, testAdmin.password);
  const [other] = await app.db
    .insert(organization)
    .values({ name: 'Cabinet du Lac' })
    .returning({ id: organization.id });
  const admin1 = await member(1, 'first.admin', 'admin_role');
  const staff1 = await member(1, 'first.staff', 'user_role');
  const admin2 = await member(other!.id, 'second.admin', 'admin_role');
  first = {
    adminId: admin1.id,
    adminToken: admin1.token,
    staffId: staff1.id,
    staffToken: staff1.token,
  };
  second = { adminId: admin2.id, adminToken: admin2.token };
  // Each admin acts once in their own organization; a stranger fails to sign in.
  await apiCall(app, admin1.token, 'POST', '/role', { name: 'First desk', permissions: [] });
  const created = await apiCall(app, admin2.token, 'POST', '/role', {
    name: 'Second desk',
    permissions: [],
  });
  expect(created.statusCode).toBe(200);
  const [otherEvent] = await app.db
    .insert(auditEvent)
    .values({ event: 'record.created', user_id: admin2.id, model: 'role', ip: '198.51.100.2' })
    .returning({ id: auditEvent.id });
  otherEventId = otherEvent!.id;
  const [anonymous] = await app.db
    .insert(auditEvent)
    .values({ event: 'login.failure', username: 'nobody', ip: '203.0.113.9' })
    .returning({ id: auditEvent.id });
  anonymousEventId = anonymous!.id;
});
afterAll(() => app.close());

describe("the audit trail for an organization's admins", () => {
  it("shows an organization admin their organization's events only", async () => {
    const seen = await searchAs(first.adminToken);
    const actors = new Set(seen.data.map((event) => event.user_id));
    expect(actors.has(first.adminId)).toBe(true);
    expect(actors.has(first.staffId)).toBe(true);
    expect(actors.has(second.adminId)).toBe(false);
    expect(actors.has(null)).toBe(false);
    expect(seen.total).toBe(seen.data.length);

    const theirs = await searchAs(second.adminToken);
    expect(new Set(theirs.data.map((event) => event.user_id))).toEqual(new Set([second.adminId]));
  });

  it("answers another organization's event as missing, and exports only one's own", async () => {
    for (const id of [otherEventId, anonymousEventId]) {
      const read = await apiCall(app, first.adminToken, 'GET', `/audit_event/${id}`);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ detail: `audit_event ${id} was not found.` });
    }
    const exported = await apiCall(app, first.adminToken, 'POST', '/audit_event/export', {});
    expect(exported.statusCode).toBe(200);
    const rows = parse<{ user_id: string }>(exported.body, { columns: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((row) => Number(row.user_id))).toContain(first.adminId);
    expect(rows.map((row) => Number(row.user_id))).not.toContain(second.adminId);
    expect(exported.body).not.toContain('198.51.100.2');
    expect(exported.body).not.toContain('nobody');
  });

  it('keeps staff out (403) and lets super admins read every event', async () => {
    for (const path of ['/audit_event/search', '/audit_event/export']) {
      const refused = await apiCall(app, first.staffToken, 'POST', path, {});
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: 'You may not read audit_event records.' });
    }
    const all = await apiCall(app, superToken, 'POST', '/audit_event/search?limit=1000', {});
    const ids = all.json<Events>().data.map((event) => event.id);
    expect(ids).toEqual(expect.arrayContaining([otherEventId, anonymousEventId]));
  });
});

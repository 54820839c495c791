import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { role } from '../../src/db/schema/role.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { recordJob } from '../../src/ops/job-status.ts';
import { runHousekeeping } from '../../src/resources/housekeeping.ts';
import { addMember, apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

let app: FastifyInstance;
let superToken: string;
let adminToken: string;
let userToken: string;

const status = async (token = adminToken) => {
  const response = await apiCall(app, token, 'GET', '/util/status');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    backup: Record<string, unknown> & { state: string };
    mail: Record<string, unknown>;
    disk: { state: string; free_bytes: number; total_bytes: number } | null;
    services: { api: string; database: string; housekeeping: Record<string, unknown> };
  }>();
};

const backedUp = (at: string, copies: object[]) =>
  recordJob(app.db, 'backup', {
    ok: true,
    at,
    detail: { file: 'cabinet-2026-12-01T02-30-00-000Z.backup', size_bytes: 123_456, copies },
  });

beforeAll(async () => {
  ({ app, adminToken: superToken, userToken } = await appWithAdminAndStaff());
  ({ token: adminToken } = await orgAdmin(app));
  // The queue must not send the mails this test counts.
  await app.mailQueue.stop();
});
afterAll(() => app.close());

describe('GET /util/status: who may see it', () => {
  it('asks a visitor to sign in and refuses a user who is no administrator', async () => {
    expect((await apiCall(app, undefined, 'GET', '/util/status')).statusCode).toBe(401);
    const refused = await apiCall(app, userToken, 'GET', '/util/status');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "Only administrators can see the server's status." });
    expect((await apiCall(app, superToken, 'GET', '/util/status')).statusCode).toBe(200);
  });

  it('answers a role granted system_status:read at organization scope, not at own scope', async () => {
    const [it, own] = await app.db
      .insert(role)
      .values([
        { name: 'IT helper', permissions: ['system_status:read:org'], organization_id: 1 },
        { name: 'Self only', permissions: ['system_status:read:own'], organization_id: 1 },
      ])
      .returning({ id: role.id });
    const helper = await addMember(app, 1, 'it.helper', 'user_role');
    await app.db.insert(userRole).values({ user_id: helper.id, role_id: it!.id });
    const self = await addMember(app, 1, 'self.only', 'user_role');
    await app.db.insert(userRole).values({ user_id: self.id, role_id: own!.id });
    expect((await apiCall(app, helper.token, 'GET', '/util/status')).statusCode).toBe(200);
    expect((await apiCall(app, self.token, 'GET', '/util/status')).statusCode).toBe(403);
  });
});

describe('GET /util/status: what it tells', () => {
  it('says a server never backed up so, with the disk, the services and an empty mail queue', async () => {
    const answer = await status();
    expect(answer.backup).toEqual({
      state: 'never',
      stale_after_hours: 26,
      last_success: null,
      last_failure: null,
    });
    expect(answer.mail).toEqual({
      state: 'ok',
      delayed_after_minutes: 30,
      queued: 0,
      failed: 0,
      oldest_queued_at: null,
    });
    expect(answer.disk!.free_bytes).toBeGreaterThan(0);
    expect(answer.disk!.total_bytes).toBeGreaterThanOrEqual(answer.disk!.free_bytes);
    expect(answer.services).toEqual({
      api: 'ok',
      database: 'ok',
      housekeeping: { state: 'never', late_after_hours: 3, last_run_at: null },
    });
  });

  it('tells a recent backup with its copy, then its copy failing, then its age', async () => {
    const twoHoursAgo = ago(2);
    const copy = { target: 'backup@vault.example:cabinet', ok: true, at: twoHoursAgo };
    await backedUp(twoHoursAgo, [copy]);
    expect((await status()).backup).toMatchObject({
      state: 'ok',
      last_success: {
        at: twoHoursAgo,
        file: 'cabinet-2026-12-01T02-30-00-000Z.backup',
        size_bytes: 123_456,
        copies: [copy],
      },
    });
    const failedCopy = { ...copy, ok: false, reason: 'the backup host cannot be reached' };
    await backedUp(ago(1), [failedCopy]);
    expect((await status()).backup).toMatchObject({
      state: 'copy_failed',
      last_success: { copies: [failedCopy] },
    });
    await backedUp(ago(27), [copy]);
    expect((await status()).backup.state).toBe('stale');
  });

  it('tells a failed backup after the last good one, with its one line', async () => {
    await backedUp(ago(20), []);
    await recordJob(app.db, 'backup', {
      ok: false,
      at: ago(1),
      reason: 'BACKUP_KEY: must be 64 hexadecimal characters',
    });
    expect((await status()).backup).toMatchObject({
      state: 'failed',
      last_success: { copies: [] },
      last_failure: { reason: 'BACKUP_KEY: must be 64 hexadecimal characters' },
    });
  });

  it("counts the caller's organization's mails waiting and failed; a super admin's, all", async () => {
    const [other] = await app.db
      .insert(organization)
      .values({ name: 'Cabinet du Lac' })
      .returning({ id: organization.id });
    const oldest = new Date(Date.now() - 2 * HOUR);
    const mail = (organizationId: number, status: 'pending' | 'failed', created: Date) => ({
      organization_id: organizationId,
      kind: 'contact-notice',
      message_sealed: 'sealed',
      status,
      created_at: created,
    });
    await app.db
      .insert(mailOutbox)
      .values([
        mail(1, 'pending', oldest),
        mail(1, 'pending', new Date()),
        mail(1, 'failed', new Date()),
        mail(other!.id, 'pending', new Date(Date.now() - 5 * HOUR)),
      ]);
    expect((await status()).mail).toEqual({
      state: 'failing',
      delayed_after_minutes: 30,
      queued: 2,
      failed: 1,
      oldest_queued_at: oldest.toISOString(),
    });
    expect((await status(superToken)).mail).toMatchObject({ queued: 3, failed: 1 });
  });

  it('tells when housekeeping last ran', async () => {
    await runHousekeeping(app);
    const { housekeeping } = (await status()).services;
    expect(housekeeping.state).toBe('ok');
    expect(Date.now() - Date.parse(String(housekeeping.last_run_at))).toBeLessThan(60_000);
  });
});

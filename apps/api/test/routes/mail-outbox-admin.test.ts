import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { organization } from '../../src/db/schema/organization.ts';
import { appWithAdminAndStaff, apiCall } from '../helpers/auth.ts';
import { orgAdmin } from '../helpers/org-admin.ts';

let app: FastifyInstance;
let adminToken: string;
let adminId = 0;
let userToken: string;
let failedId = 0;
let sentId = 0;
let otherFailedId = 0;

/** A sealed message that must never come back: it holds the recipient and a token link. */
const SEALED = 'sealed:recipient=lea@example.ch;link=https://x/reset?token=secret';

const VISIBLE_FIELDS = [
  'attempts',
  'created_at',
  'id',
  'kind',
  'last_reason',
  'next_attempt_at',
  'sent_at',
  'status',
];

beforeAll(async () => {
  ({ app, userToken } = await appWithAdminAndStaff());
  ({ id: adminId, token: adminToken } = await orgAdmin(app));
  // The queue must not touch the rows this test sets up.
  await app.mailQueue.stop();
  const [other] = await app.db
    .insert(organization)
    .values({ name: 'Cabinet du Lac' })
    .returning({ id: organization.id });
  const rows = await app.db
    .insert(mailOutbox)
    .values([
      {
        organization_id: 1,
        kind: 'contact-notice',
        message_sealed: SEALED,
        status: 'failed',
        attempts: 12,
        last_reason: 'connection refused',
      },
      {
        organization_id: 1,
        kind: 'account-link',
        message_sealed: SEALED,
        status: 'sent',
        attempts: 1,
        sent_at: new Date(),
      },
      {
        organization_id: other!.id,
        kind: 'contact-notice',
        message_sealed: SEALED,
        status: 'failed',
        attempts: 12,
        last_reason: 'timeout',
      },
    ])
    .returning({ id: mailOutbox.id });
  [failedId, sentId, otherFailedId] = rows.map((row) => row.id) as [number, number, number];
});
afterAll(() => app.close());

const call = (token: string | undefined, method: 'GET' | 'POST', url: string, body?: object) =>
  apiCall(app, token, method, url, body);

describe('the mail outbox, for admins', () => {
  it("lists their organization's mails with their state only, never the message", async () => {
    const listed = await call(adminToken, 'POST', '/mail_outbox/search', {});
    expect(listed.statusCode).toBe(200);
    const { data } = listed.json<{ data: Record<string, unknown>[] }>();
    expect(data.map((mail) => mail.id)).toEqual([sentId, failedId]);
    for (const mail of data) expect(Object.keys(mail).sort()).toEqual(VISIBLE_FIELDS);
    expect(data[1]).toMatchObject({
      kind: 'contact-notice',
      status: 'failed',
      attempts: 12,
      last_reason: 'connection refused',
    });
    expect(listed.body).not.toMatch(/sealed|lea@example|token/);

    const failed = await call(adminToken, 'POST', '/mail_outbox/search', {
      search: { AND: [{ field: 'status', operator: '=', value: 'failed' }] },
    });
    expect(failed.json<{ total: number }>().total).toBe(1);
    const exported = await call(adminToken, 'POST', '/mail_outbox/export', {});
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toMatch(/sealed|lea@example|message/);
    const bySecret = await call(adminToken, 'POST', '/mail_outbox/search', {
      search: { AND: [{ field: 'message_sealed', operator: 'ilike', value: 'lea' }] },
    });
    expect(bySecret.statusCode).toBe(400);
    expect((await call(adminToken, 'GET', `/mail_outbox/${otherFailedId}`)).statusCode).toBe(404);
  });

  it('keeps staff (403) and visitors (401) out', async () => {
    const refused = await call(userToken, 'POST', '/mail_outbox/search', {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: 'You may not read mail_outbox records.' });
    expect((await call(undefined, 'POST', '/mail_outbox/search', {})).statusCode).toBe(401);
    const resend = await call(userToken, 'POST', `/mail_outbox/${failedId}/resend`);
    expect(resend.statusCode).toBe(403);
  });

  it('sends a failed mail again: back to pending, due now, and audited', async () => {
    const resent = await call(adminToken, 'POST', `/mail_outbox/${failedId}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: failedId, status: 'pending', attempts: 0 });
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, failedId));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, message_sealed: SEALED });
    expect(row!.next_attempt_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [event] = await app.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1);
    expect(event).toMatchObject({
      event: 'mail.resent',
      user_id: adminId,
      model: 'mail_outbox',
      record_id: failedId,
    });
  });

  it('refuses to send again a mail that has not failed, or one of another organization', async () => {
    const sent = await call(adminToken, 'POST', `/mail_outbox/${sentId}/resend`);
    expect(sent.statusCode).toBe(400);
    expect(sent.json()).toEqual({ detail: 'Only a mail that failed can be sent again.' });
    const other = await call(adminToken, 'POST', `/mail_outbox/${otherFailedId}/resend`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ detail: `mail_outbox ${otherFailedId} was not found.` });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema/mail-outbox.ts';
import { purgeOldMail } from '../../src/mail/mail-retention.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.mailQueue.stop();
});
afterAll(() => app.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('the mail outbox is purged', () => {
  it('of sent mails after 30 days and failed ones after 90, never of pending ones', async () => {
    const mail = (kind: string, status: 'pending' | 'sent' | 'failed', age: number) => ({
      organization_id: 1,
      kind,
      message_sealed: app.secretBox.seal('{"to":"someone@example.com"}'),
      status,
      created_at: daysAgo(age),
      sent_at: status === 'sent' ? daysAgo(age) : null,
    });
    await app.db
      .insert(mailOutbox)
      .values([
        mail('old-sent', 'sent', 31),
        mail('recent-sent', 'sent', 29),
        mail('old-failed', 'failed', 91),
        mail('recent-failed', 'failed', 60),
        mail('old-pending', 'pending', 200),
      ]);
    expect(await purgeOldMail(app.db)).toBe(2);
    const kept = (await app.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map(
      (m) => m.kind,
    );
    expect(kept.sort()).toEqual(['old-pending', 'recent-failed', 'recent-sent']);
  });
});

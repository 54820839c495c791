import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../src/db/schema/login-throttle.ts';
import { oneTimeToken } from '../../src/db/schema/one-time-token.ts';
import { rateCounter } from '../../src/db/schema/rate-counter.ts';
import { usedTotpStep } from '../../src/db/schema/used-totp-step.ts';
import { purgeExpiredAuthRows } from '../../src/auth/purge-expired.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.ready();
});
afterAll(() => app.close());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('housekeeping of sign-in records', () => {
  it('purges expired counters, links and used TOTP steps, and keeps those still in force', async () => {
    await app.db.insert(rateCounter).values([
      { key: 'submit:old', window_start: hoursAgo(25), count: 3 },
      { key: 'submit:fresh', window_start: hoursAgo(0), count: 3 },
    ]);
    await app.db.insert(loginThrottle).values([
      { key: 'name:quiet', failures: 4, last_failure_at: hoursAgo(25) },
      { key: 'name:recent', failures: 4, last_failure_at: hoursAgo(1) },
      // Quiet for long, but still locked: kept until the lock runs out.
      {
        key: 'name:locked',
        failures: 10,
        last_failure_at: hoursAgo(25),
        locked_until: new Date(Date.now() + 60_000),
      },
    ]);
    const link = (hash: string, expires: Date, used: Date | null) => ({
      user_id: 1,
      purpose: 'reset' as const,
      token_hash: hash,
      expires_at: expires,
      used_at: used,
    });
    await app.db
      .insert(oneTimeToken)
      .values([
        link('expired', hoursAgo(1), null),
        link('used', new Date(Date.now() + 60_000), hoursAgo(0)),
        link('live', new Date(Date.now() + 60_000), null),
      ]);
    const step = Math.floor(Date.now() / 30_000);
    await app.db.insert(usedTotpStep).values([
      { user_id: 1, step: step - 10 },
      { user_id: 1, step },
    ]);

    await purgeExpiredAuthRows(app.db);

    const keys = (rows: { key: string }[]) => rows.map((row) => row.key).sort();
    expect(keys(await app.db.select().from(rateCounter))).toEqual(['submit:fresh']);
    expect(keys(await app.db.select().from(loginThrottle))).toEqual(['name:locked', 'name:recent']);
    expect((await app.db.select().from(oneTimeToken)).map((row) => row.token_hash)).toEqual([
      'live',
    ]);
    expect((await app.db.select().from(usedTotpStep)).map((row) => row.step)).toEqual([step]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../src/db/schema/user.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { MAX_ACCOUNT_FAILURES } from '../../src/auth/login-throttle.ts';
import { loginRequest } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { testDatabaseKind } from '../helpers/test-database.ts';

let app: FastifyInstance;
const password = 'Colleague-passw0rd';

beforeAll(async () => {
  app = await buildTestApp();
  for (const name of ['colleague', 'neighbour'])
    await app.db.insert(user).values({
      username: name,
      email: `${name}@example.com`,
      password_hash: await hashPassword(password),
      signed_up: true,
      organization_id: 1,
    });
});
afterAll(() => app.close());

/** Sends all the attempts at once; answers how many got each status. */
async function flood(attempts: { username: string; password: string }[]) {
  const answers = await Promise.all(
    attempts.map((attempt) => loginRequest(app, attempt.username, attempt.password)),
  );
  const statuses: Record<number, number> = {};
  for (const answer of answers)
    statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
  return { statuses, answers };
}

describe('the account lock holds under parallel requests', () => {
  it('verifies at most ten of 200 parallel wrong passwords, by username and by email alike; the rest get 429', async () => {
    const { statuses } = await flood(
      Array.from({ length: 200 }, (_, i) => ({
        // Username and email name the same account: one counter for both.
        username: i % 2 === 0 ? 'colleague' : 'COLLEAGUE@example.com',
        password: `wrong-${i}`,
      })),
    );
    // Each 401 is one password verification; a 429 is answered before any hash is computed.
    console.info(
      `[${testDatabaseKind}] 200 parallel wrong passwords: ${statuses[401] ?? 0} verified`,
    );
    expect(statuses[401] ?? 0).toBeGreaterThan(0);
    expect(statuses[401] ?? 0).toBeLessThanOrEqual(MAX_ACCOUNT_FAILURES);
    expect((statuses[401] ?? 0) + (statuses[429] ?? 0)).toBe(200);

    // The right password is refused too while the lock lasts.
    expect((await loginRequest(app, 'colleague@example.com', password)).statusCode).toBe(429);
    // Another account, from the same address, is untouched.
    expect((await loginRequest(app, 'neighbour', password)).statusCode).toBe(200);
  });

  it('answers an unknown name as it answers an existing account: ten refusals, then the lock', async () => {
    const unknown = await flood(
      Array.from({ length: 30 }, (_, i) => ({ username: 'nobody-here', password: `wrong-${i}` })),
    );
    const known = await flood(
      Array.from({ length: 30 }, (_, i) => ({ username: 'neighbour', password: `wrong-${i}` })),
    );
    expect(unknown.statuses).toEqual(known.statuses);
    const details = (answers: typeof unknown.answers) =>
      [...new Set(answers.map((answer) => answer.body))].sort();
    expect(details(unknown.answers)).toEqual(details(known.answers));
  });
});

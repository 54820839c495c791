import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../src/db/schema/login-throttle.ts';
import { user } from '../../src/db/schema/user.ts';
import { hashPassword } from '../../src/lib/password.ts';
import {
  ADDRESS_SLOW_SECONDS,
  MAX_ACCOUNT_FAILURES,
  MAX_IP_FAILURES,
  accountKey,
  ipKey,
} from '../../src/auth/login-throttle.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
const password = 'Colleague-passw0rd';

beforeAll(async () => {
  app = await buildTestApp();
  for (const name of ['receptionist', 'therapist'])
    await app.db.insert(user).values({
      username: name,
      email: `${name}@example.ch`,
      password_hash: await hashPassword(password),
      organization_id: 1,
      signed_up: true,
    });
});
afterAll(() => app.close());

/** A sign-in from a given address (the office's shared one, say). */
const signIn = (username: string, secret: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/token',
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: secret }).toString(),
  });

describe('the per-address sign-in limit', () => {
  it('slows an address that fails on many accounts, without shutting its other users out', async () => {
    const office = '203.0.113.7';
    // Password spraying: a few guesses on each of many names, all from one address.
    const statuses: number[] = [];
    for (let name = 0; statuses.length < MAX_IP_FAILURES + 5; name += 1)
      for (let guess = 0; guess < 3; guess += 1)
        statuses.push((await signIn(`sprayed${name}`, `guess-${guess}`, office)).statusCode);
    expect(statuses.slice(0, MAX_IP_FAILURES)).toEqual(Array(MAX_IP_FAILURES).fill(401));
    expect(statuses.slice(MAX_IP_FAILURES)).toContain(429);

    // Right after, the address waits its turn, even with the right password...
    const slowed = await signIn('receptionist', password, office);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json<{ detail: string }>().detail).toMatch(
      /^Too many failed sign-in attempts from your network\. Try again in \d+ seconds?\.$/,
    );
    // ...while the same account from elsewhere is untouched,
    expect((await signIn('receptionist', password, '198.51.100.1')).statusCode).toBe(200);
    // and once the pause has passed, a colleague at the office signs in: slowed, not locked.
    await app.db
      .update(loginThrottle)
      .set({ next_attempt_at: new Date(Date.now() - ADDRESS_SLOW_SECONDS * 1000) })
      .where(eq(loginThrottle.key, ipKey(office)));
    expect((await signIn('therapist', password, office)).statusCode).toBe(200);
  });

  it('does not let one device mistyping its own account slow its colleagues down', async () => {
    const office = '203.0.113.8';
    const [receptionist] = await app.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.username, 'receptionist'));
    // Six lock periods' worth of typos on one account: more failures than the address's limit.
    for (let period = 0; period < 6; period += 1) {
      for (let attempt = 0; attempt < MAX_ACCOUNT_FAILURES; attempt += 1)
        expect((await signIn('receptionist', `typo-${attempt}`, office)).statusCode).toBe(401);
      // That account is locked, as it should be...
      expect((await signIn('receptionist', password, office)).statusCode).toBe(429);
      await app.db
        .update(loginThrottle)
        .set({ locked_until: new Date(Date.now() - 1000) })
        .where(eq(loginThrottle.key, accountKey(receptionist!.id)));
    }
    // ...but its colleague at the same desk signs in at once.
    expect((await signIn('therapist', password, office)).statusCode).toBe(200);
  });
});

describe('per-address limits key IPv6 by its /64', () => {
  it('counts every address of one /64 as one network, and another /64 apart', async () => {
    // Each guess from a fresh address of the same /64, as one IPv6 host can.
    const statuses: number[] = [];
    for (let n = 1; statuses.length < MAX_IP_FAILURES + 3; n += 1)
      statuses.push(
        (await signIn(`v6sprayed${n}`, 'guess', `2001:db8:7:1::${n.toString(16)}`)).statusCode,
      );
    expect(statuses.slice(0, MAX_IP_FAILURES)).toEqual(Array(MAX_IP_FAILURES).fill(401));
    expect(statuses.slice(MAX_IP_FAILURES)).toContain(429);
    const [counted] = await app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, ipKey('2001:db8:7:1:ffff::1')));
    expect(counted).toBeDefined();
    // The neighbouring /64 is another household.
    expect((await signIn('therapist', password, '2001:db8:7:2::1')).statusCode).toBe(200);
  });
});

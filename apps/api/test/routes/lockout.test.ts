import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { loginThrottle } from '../../src/db/schema/login-throttle.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { user } from '../../src/db/schema/user.ts';
import { loginRequest } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.db.insert(user).values({
    username: 'colleague',
    email: 'colleague@example.com',
    password_hash: await hashPassword('Colleague-passw0rd'),
    signed_up: true,
    organization_id: 1,
  });
});
afterAll(() => app.close());

describe('sign-in throttling', () => {
  it('locks an account after ten failures, leaves other accounts alone, and lifts the lock after its period', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await loginRequest(app, testAdmin.username, `wrong-${attempt}`)).statusCode).toBe(
        401,
      );
    }
    const locked = await loginRequest(app, testAdmin.username, testAdmin.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      detail: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });

    expect((await loginRequest(app, 'colleague', 'Colleague-passw0rd')).statusCode).toBe(200);

    await app.db
      .update(loginThrottle)
      .set({ locked_until: new Date(Date.now() - 1000) })
      .where(eq(loginThrottle.key, 'account:1'));
    expect((await loginRequest(app, testAdmin.username, testAdmin.password)).statusCode).toBe(200);
    const [counter] = await app.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, 'account:1'));
    expect(counter).toBeUndefined();
  });

  it('stores the typed name of a failed sign-in only when it is an account’s', async () => {
    await app.db.insert(user).values({
      username: 'namesake',
      email: 'namesake@example.com',
      password_hash: await hashPassword('Namesake-passw0rd'),
      signed_up: true,
      organization_id: 1,
    });
    // A password typed into the username field must not land in the audit trail.
    await loginRequest(app, 'Namesake-passw0rd-typed-here', 'anything');
    await loginRequest(app, 'NAMESAKE', 'wrong-password');
    const failures = (await app.db.select().from(auditEvent)).filter(
      (e) => e.event === 'login.failure',
    );
    expect(JSON.stringify(failures)).not.toContain('typed-here');
    expect(failures.at(-2)).toMatchObject({ user_id: null, username: null });
    expect(failures.at(-1)).toMatchObject({ username: 'namesake' });
  });

  it('records failures, the lock and successes with user and IP, never the password', async () => {
    const events = await app.db.select().from(auditEvent);
    const names = events.map((e) => e.event);
    expect(names.filter((n) => n === 'login.failure').length).toBeGreaterThanOrEqual(9);
    expect(names).toContain('login.locked');
    expect(names).toContain('login.success');
    expect(events.every((e) => e.ip)).toBe(true);
    expect(JSON.stringify(events)).not.toMatch(/wrong-\d|passw0rd/i);
  });

  it('a success resets the count, so failures must again be consecutive to lock', async () => {
    for (let attempt = 0; attempt < 9; attempt += 1) await loginRequest(app, 'colleague', 'nope');
    expect((await loginRequest(app, 'colleague', 'Colleague-passw0rd')).statusCode).toBe(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await loginRequest(app, 'colleague', 'nope');
    expect((await loginRequest(app, 'colleague', 'Colleague-passw0rd')).statusCode).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { user } from '../../src/db/schema/user.ts';
import { hashPassword } from '../../src/lib/password.ts';
import { loginRequest } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
const password = 'Former-staff-passw0rd';

beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('sign-in rules', () => {
  it('refuses a deactivated account with its right password: no token, no login.success', async () => {
    const [former] = await app.db
      .insert(user)
      .values({
        username: 'former.staff',
        email: 'former.staff@example.ch',
        password_hash: await hashPassword(password),
        organization_id: 1,
        signed_up: true,
        active: false,
      })
      .returning({ id: user.id });
    const refused = await loginRequest(app, 'former.staff', password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: 'Incorrect username or password' });
    expect(refused.body).not.toContain('access_token');
    const successes = await app.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.user_id, former!.id), eq(auditEvent.event, 'login.success')));
    expect(successes).toEqual([]);
  });
});

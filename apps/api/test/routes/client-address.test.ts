import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { auditEvent } from '../../src/db/schema/audit-event.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

/**
 * The client's address drives the contact form's rate limit, the sign-in limits and the audit
 * trail, so only a trusted proxy (TRUST_PROXY) may name it in X-Forwarded-For.
 */
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A schema-valid contact request whose challenge is not solved: it counts against the limit. */
const submitFrom = (server: FastifyInstance, forwardedFor: string, remoteAddress: string) =>
  server.inject({
    method: 'POST',
    url: '/api/submit',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: 'visitor@example.com', consent: true, altcha: 'unsolved' },
  });

async function lastLoginAddress(server: FastifyInstance): Promise<string | null> {
  const [row] = await server.db
    .select({ ip: auditEvent.ip })
    .from(auditEvent)
    .where(eq(auditEvent.event, 'login.success'))
    .orderBy(desc(auditEvent.id))
    .limit(1);
  return row?.ip ?? null;
}

function signInFrom(server: FastifyInstance, remoteAddress: string, forwardedFor: string) {
  return server.inject({
    method: 'POST',
    url: '/api/v1/token',
    remoteAddress,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': forwardedFor,
    },
    payload: new URLSearchParams({
      username: testAdmin.username,
      password: testAdmin.password,
    }).toString(),
  });
}

describe('the client address', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: six submits are still limited', async () => {
    app = await buildTestApp();
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      statuses.push((await submitFrom(app, `198.51.100.${i}`, '203.0.113.7')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses[5]).toBe(429);

    const login = await signInFrom(app, '203.0.113.7', '198.51.100.99');
    expect(login.statusCode).toBe(200);
    expect(await lastLoginAddress(app)).toBe('203.0.113.7');
  });

  it('takes the address the trusted proxy saw with TRUST_PROXY=1, not one the client wrote', async () => {
    app = await buildTestApp({ TRUST_PROXY: '1' });
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      statuses.push((await submitFrom(app, `198.51.100.${i}`, '127.0.0.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400]);

    // One hop trusted: the right-most forwarded address is the client, whatever it wrote before.
    const answers: number[] = [];
    for (let i = 1; i <= 6; i += 1)
      answers.push((await submitFrom(app, `10.9.9.${i}, 192.0.2.44`, '127.0.0.1')).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 400, 429]);

    const login = await signInFrom(app, '127.0.0.1', '192.0.2.80');
    expect(login.statusCode).toBe(200);
    expect(await lastLoginAddress(app)).toBe('192.0.2.80');
  });

  it('trusts only the listed proxies with TRUST_PROXY as an address list', async () => {
    app = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
    const viaProxy = await signInFrom(app, '10.1.2.3', '192.0.2.81');
    expect(viaProxy.statusCode).toBe(200);
    expect(await lastLoginAddress(app)).toBe('192.0.2.81');
    const direct = await signInFrom(app, '203.0.113.9', '192.0.2.82');
    expect(direct.statusCode).toBe(200);
    expect(await lastLoginAddress(app)).toBe('203.0.113.9');
  });
});

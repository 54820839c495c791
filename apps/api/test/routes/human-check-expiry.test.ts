import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { solvedChallenge } from '../helpers/human-check.ts';

/**
 * A contact-form challenge lives ten minutes: a solution kept longer (solved in advance by a
 * script, to send requests in a burst later) is refused even though it was never used.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

const revealWith = (altcha: string) =>
  app.inject({ method: 'POST', url: '/api/v1/contact/email', payload: { altcha } });

const submitWith = (altcha: string) =>
  app.inject({
    method: 'POST',
    url: '/api/submit',
    remoteAddress: '192.0.2.10',
    payload: { email: 'late@example.com', message: 'Bonjour', consent: true, altcha },
  });

describe('an expired challenge', () => {
  it('is refused by the contact form and the email reveal after ten minutes', async () => {
    const solved = [await solvedChallenge(app), await solvedChallenge(app)];
    // Only the clock moves: the server's timers keep running.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 });
    const submitted = await submitWith(solved[0]!);
    expect(submitted.statusCode).toBe(400);
    expect(submitted.json()).toEqual({
      detail: 'The human verification failed. Please try again.',
    });
    expect((await revealWith(solved[1]!)).statusCode).toBe(400);
  });

  it('is accepted just before it expires', async () => {
    const solved = await solvedChallenge(app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 9 * 60_000 });
    expect((await revealWith(solved)).statusCode).toBe(200);
  });
});

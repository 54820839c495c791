import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/util/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await app.inject({ url: '/api/v1/util/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends the security headers of the baseline', async () => {
    const response = await app.inject({ url: '/api/v1/util/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    // HTTPS only, for a year at least, subdomains included.
    const hsts = String(response.headers['strict-transport-security']);
    expect(hsts).toMatch(/^max-age=\d+; includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  });

  it('lets the two sites call it across origins, and nobody else', async () => {
    const allowed = await app.inject({
      url: '/api/v1/util/health',
      headers: { origin: 'http://localhost:5174' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5174');
    const refused = await app.inject({
      url: '/api/v1/util/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

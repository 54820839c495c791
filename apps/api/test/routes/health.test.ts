import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/v1/util/health and /util/ready', () => {
  it('both answer ok when the database answers', async () => {
    for (const url of ['/api/v1/util/health', '/api/v1/util/ready']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual({ status: 'ok' });
    }
  });

  it('liveness asks the database nothing; readiness says 503 when the database does not answer', async () => {
    const execute = vi.spyOn(app.db, 'execute').mockRejectedValue(new Error('connection lost'));
    const live = await app.inject({ url: '/api/v1/util/health' });
    expect(live.statusCode).toBe(200);
    expect(execute).not.toHaveBeenCalled();
    const ready = await app.inject({ url: '/api/v1/util/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ detail: 'The database does not answer.' });
    execute.mockRestore();
  });

  it('sends the security headers of the baseline', async () => {
    const response = await app.inject({ url: '/api/v1/util/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Nothing may load, frame or post from a JSON answer: no source list loosens 'none'.
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    // HTTPS only, for a year at least, subdomains included.
    const hsts = String(response.headers['strict-transport-security']);
    expect(hsts).toMatch(/^max-age=\d+; includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    expect(response.headers['x-frame-options']).toBe('DENY');
    // Headers that act only on an HTML page, or only in browsers no longer made, are left off.
    for (const pageOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ])
      expect(response.headers[pageOnly], pageOnly).toBeUndefined();
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
    expect(refused.headers['access-control-expose-headers']).toBeUndefined();
    expect(refused.headers.vary).toBe('Origin');
  });

  it('tells a page of an allowed origin which headers it may read, and nobody else', async () => {
    const allowed = await app.inject({
      url: '/api/v1/util/health',
      headers: { origin: 'http://localhost:5174' },
    });
    expect(allowed.headers['access-control-expose-headers']).toBe('Content-Disposition');
    const sameOrigin = await app.inject({ url: '/api/v1/util/health' });
    expect(sameOrigin.headers['access-control-expose-headers']).toBeUndefined();
  });
});

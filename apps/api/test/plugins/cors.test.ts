import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProductionTestApp, buildTestApp } from '../helpers/build-test-app.ts';

/** Browsers let only the two sites (and the native app's web view) call the API with a page's origin. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({
    PUBLIC_SITE_URL: 'https://cabinet.example',
    BACKOFFICE_URL: 'https://equipe.cabinet.example',
  });
});
afterAll(() => app.close());

const preflight = (origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/api/v1/user/search',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS', () => {
  it.each(['https://cabinet.example', 'https://equipe.cabinet.example', 'capacitor://localhost'])(
    'allows %s, by name',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      const read = await app.inject({ url: '/api/v1/util/health', headers: { origin } });
      expect(read.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it.each([
    'https://evil.example',
    'http://localhost:5173',
    'https://cabinet.example.evil.example',
    'https://equipe.cabinet.example:8443',
    'null',
  ])('gives %s no access', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const read = await app.inject({ url: '/api/v1/util/health', headers: { origin } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('CORS in production', () => {
  it('lets the native app in, and no plain-HTTP localhost page', async () => {
    const production = await buildProductionTestApp({
      PUBLIC_SITE_URL: 'https://cabinet.example',
      BACKOFFICE_URL: 'https://equipe.cabinet.example',
    });
    try {
      const allowed = async (origin: string) =>
        (await production.inject({ url: '/api/v1/util/health', headers: { origin } })).headers[
          'access-control-allow-origin'
        ];
      expect(await allowed('capacitor://localhost')).toBe('capacitor://localhost');
      expect(await allowed('https://localhost')).toBe('https://localhost');
      expect(await allowed('http://localhost')).toBeUndefined();
      // Outside production a development build of the app may still call it.
      expect(
        (await app.inject({ url: '/api/v1/util/health', headers: { origin: 'http://localhost' } }))
          .headers['access-control-allow-origin'],
      ).toBe('http://localhost');
    } finally {
      await production.close();
    }
  });
});

import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { corsHeaders, createApiHandlers } from './handlers.ts';

const { apiUrl, healthHandlers, defaultHandlers } = createApiHandlers('http://api.test/api/v1');
const server = setupServer(...defaultHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createApiHandlers', () => {
  it('builds absolute URLs from OpenAPI paths', () => {
    expect(apiUrl('/util/health')).toBe('http://api.test/api/v1/util/health');
  });

  it('answers a healthy API and missing site texts by default', async () => {
    const health = await fetch(apiUrl('/util/health'));
    expect(await health.json()).toEqual({ status: 'ok' });
    const texts = await fetch('http://api.test/api/v1/site_content/public/fr.json');
    expect(texts.status).toBe(404);
  });

  it('can make the API fail or vanish', async () => {
    server.use(healthHandlers.failing(503));
    const failing = await fetch(apiUrl('/util/health'));
    expect(failing.status).toBe(503);
    expect(await failing.json()).toEqual({ detail: 'Database unavailable' });

    server.use(healthHandlers.unreachable());
    await expect(fetch(apiUrl('/util/health'))).rejects.toThrow();
  });

  it('answers a browser’s CORS question as the API does', async () => {
    const origin = 'http://localhost:5174';
    const answer = await fetch(apiUrl('/util/health'), {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
  });
});

describe('corsHeaders', () => {
  it('names the page’s origin back, and says the answer depends on it', () => {
    const request = new Request('http://api.test/api/v1/user/import', {
      headers: { Origin: 'http://localhost:5174' },
    });
    expect(corsHeaders(request)).toMatchObject({
      'Access-Control-Allow-Origin': 'http://localhost:5174',
      Vary: 'Origin',
    });
    expect(corsHeaders(new Request('http://api.test/'))).toEqual({ Vary: 'Origin' });
  });
});

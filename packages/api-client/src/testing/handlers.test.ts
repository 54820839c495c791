import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandlers } from './handlers.ts';

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
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';

interface OpenApiDocument {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('the OpenAPI contract', () => {
  it('is served as OpenAPI 3.1 with paths relative to /api/v1', async () => {
    const response = await app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
    expect(Object.keys(document.paths)).toContain('/util/health');
  });

  it('gives every operation an operationId and a tag, so the generated client stays readable', async () => {
    const document = (await app.inject({ url: '/api/v1/openapi.json' })).json<OpenApiDocument>();
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
        .map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(0);
    const incomplete = operations.filter((op) => !op.operationId || !op.tags?.length);
    expect(incomplete).toEqual([]);
  });

  it('serves a browsable reference', async () => {
    const response = await app.inject({ url: '/api/v1/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    // A page a browser opens as a window: it keeps other windows' scripts away from it.
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['origin-agent-cluster']).toBe('?1');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { adminAndStaffTokens, bearer } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

// Liveness and the in-memory site texts are answered before the framework's routing. These tests
// hold each such answer beside the framework's answer to the same request: a query string sends a
// request the framework's way, and only that way writes a request log line.

const SITE = 'https://cabinet.example';
const FOREIGN = 'https://elsewhere.example';

let app: FastifyInstance;
let origin: string;
const logLines: string[] = [];

beforeAll(async () => {
  app = await buildTestApp({ PUBLIC_SITE_URL: SITE }, { logLines });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** Status, headers (without the per-answer date and connection ones) and body of a real answer. */
async function answer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}/api/v1${path}`, { headers });
  const kept = [...response.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
  );
  return {
    status: response.status,
    headers: Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b))),
    body: await response.text(),
  };
}

/** The request lines the API logged for `path` while `work` ran. */
async function loggedDuring(path: string, work: () => Promise<unknown>) {
  const from = logLines.length;
  await work();
  return logLines
    .slice(from)
    .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } })
    .filter((line) => line.msg === 'incoming request' && line.req?.url.startsWith(path));
}

describe('answers before the framework', () => {
  it.each([
    ['no origin', {}],
    ['an allowed origin', { Origin: SITE }],
    ['a foreign origin', { Origin: FOREIGN }],
  ])('liveness, with %s: the same answer as the route, and no log line', async (_case, headers) => {
    const logged = await loggedDuring('/api/v1/util/health', async () => {
      const hot = await answer('/util/health', headers);
      expect(hot).toEqual(await answer('/util/health?by=route', headers));
      expect(hot.status).toBe(200);
      expect(JSON.parse(hot.body)).toEqual({ status: 'ok' });
      expect(hot.headers['x-content-type-options']).toBe('nosniff');
      expect(hot.headers['access-control-allow-origin']).toBe(
        'Origin' in headers && headers.Origin === SITE ? SITE : undefined,
      );
    });
    expect(logged.map((line) => line.req?.url)).toEqual(['/api/v1/util/health?by=route']);
  });

  it('site texts: once read, the same 200 and 304 as the route, with the same ETag', async () => {
    const path = '/site_content/public/fr.json';
    const first = await answer(path, { Origin: SITE });
    const logged = await loggedDuring('/api/v1/site_content', async () => {
      const hot = await answer(path, { Origin: SITE });
      expect(hot).toEqual(first);
      expect(hot).toEqual(await answer(`${path}?by=route`, { Origin: SITE }));
      expect(hot.status).toBe(200);
      expect(JSON.parse(hot.body)).toHaveProperty(['nav.home']);
      expect(hot.headers.etag).toMatch(/^"[\w-]+"$/);

      const notModified = { Origin: SITE, 'If-None-Match': hot.headers.etag! };
      const hot304 = await answer(path, notModified);
      expect(hot304).toEqual(await answer(`${path}?by=route`, notModified));
      expect(hot304).toMatchObject({ status: 304, body: '' });
    });
    expect(logged.map((line) => line.req?.url)).toEqual([
      `/api/v1${path}?by=route`,
      `/api/v1${path}?by=route`,
    ]);
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['identity', undefined],
  ])(
    'site texts asked with Accept-Encoding %j: sent as %s, as the route sends them',
    async (accepted, coding) => {
      const path = '/site_content/public/de.json';
      await answer(path);
      const headers = { 'Accept-Encoding': accepted };
      const hot = await answer(path, headers);
      expect(hot).toEqual(await answer(`${path}?by=route`, headers));
      expect(hot.headers['content-encoding']).toBe(coding);
      expect(hot.headers.vary).toBe('Origin, Accept-Encoding');
      // The body arrives decoded, the same texts whatever the coding.
      expect(JSON.parse(hot.body)).toHaveProperty(['nav.home']);
    },
  );

  it('site texts: each origin gets its own CORS headers, in whatever order they ask', async () => {
    const path = '/site_content/public/en.json';
    await answer(path);
    const asked: Record<string, string>[] = [
      { Origin: SITE },
      { Origin: FOREIGN },
      {},
      { Origin: SITE },
    ];
    for (const headers of asked) {
      const hot = await answer(path, headers);
      expect(hot).toEqual(await answer(`${path}?by=route`, headers));
      expect(hot.headers['access-control-allow-origin']).toBe(
        headers.Origin === SITE ? SITE : undefined,
      );
    }
  });

  it('site texts: a text saved by staff is in the very next answer', async () => {
    const path = '/site_content/public/en.json';
    await answer(path);
    const before = await answer(path);
    const [row] = await app.db
      .select({ id: siteContent.id })
      .from(siteContent)
      .where(eq(siteContent.string_id, 'site_content_public_en'));
    const { adminToken } = await adminAndStaffTokens(app, testAdmin);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/site_content/${row!.id}`,
      payload: { content: { 'nav.home': 'Start here' } },
      headers: bearer(adminToken),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await answer(path);
    expect(JSON.parse(after.body)).toMatchObject({ 'nav.home': 'Start here' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('unknown texts and other methods take the route: 404 and 400 with a detail', async () => {
    expect(await answer('/site_content/public/xx.json')).toMatchObject({ status: 404 });
    expect(JSON.parse((await answer('/site_content/Bad/fr.json')).body)).toHaveProperty('detail');
    const head = await fetch(`${origin}/api/v1/util/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});

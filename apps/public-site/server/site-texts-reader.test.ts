import { describe, expect, it, vi } from 'vitest';
import { createSiteTextsReader } from './site-texts-reader.ts';

const API = 'http://api.test/api/v1';

/** A fetch answering like the API: each namespace's texts with an ETag, 304 when unchanged. */
function fakeApi(texts: Record<string, Record<string, string>>) {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const url = input instanceof Request ? input.url : input.toString();
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    calls.push({ url, ifNoneMatch });
    const ns = /site_content\/(\w+)\/fr\.json$/.exec(url)?.[1] ?? '';
    const body = texts[ns];
    if (!body) return new Response('{"detail":"Not found"}', { status: 404 });
    const etag = `"${ns}-${JSON.stringify(body).length}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304 });
    return new Response(JSON.stringify(body), { status: 200, headers: { etag } });
  });
  return { fetch, calls };
}

describe('the site texts reader', () => {
  it('reads every namespace, then asks again with the ETags and keeps the same version', async () => {
    const api = fakeApi({ public: { 'home.title': 'Titre' }, common: { a: 'b' } });
    const read = createSiteTextsReader({
      apiUrl: API,
      namespaces: ['public', 'common', 'ui'],
      fetch: api.fetch,
    });

    const first = await read('fr');
    expect(first?.texts).toEqual({ public: { 'home.title': 'Titre' }, common: { a: 'b' }, ui: {} });
    const second = await read('fr');
    expect(second?.version).toBe(first?.version);
    expect(api.calls.slice(3).map((call) => call.ifNoneMatch)).toEqual([
      first?.version.split(':')[1]?.split(',')[0],
      expect.stringContaining('common'),
      null,
    ]);
  });

  it('gives a new version once a text changed', async () => {
    const texts = { public: { 'home.title': 'Titre' } };
    const api = fakeApi(texts);
    const read = createSiteTextsReader({ apiUrl: API, namespaces: ['public'], fetch: api.fetch });
    const before = await read('fr');
    texts.public = { 'home.title': 'Un autre titre' };
    const after = await read('fr');
    expect(after?.version).not.toBe(before?.version);
    expect(after?.texts.public).toEqual({ 'home.title': 'Un autre titre' });
  });

  it('shares one read between calls made at the same time', async () => {
    const api = fakeApi({ public: { x: 'y' } });
    const read = createSiteTextsReader({ apiUrl: API, namespaces: ['public'], fetch: api.fetch });
    await Promise.all([read('fr'), read('fr'), read('fr')]);
    expect(api.fetch).toHaveBeenCalledTimes(1);
  });

  it('answers null when the API is down, fails or is too slow, so the built page is sent', async () => {
    const down = createSiteTextsReader({
      apiUrl: API,
      namespaces: ['public'],
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await down('fr')).toBeNull();
    const failing = createSiteTextsReader({
      apiUrl: API,
      namespaces: ['public'],
      fetch: async () => new Response('{"detail":"Internal error"}', { status: 500 }),
    });
    expect(await failing('fr')).toBeNull();
    const slow = createSiteTextsReader({
      apiUrl: API,
      namespaces: ['public'],
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    expect(await slow('fr')).toBeNull();
  });
});

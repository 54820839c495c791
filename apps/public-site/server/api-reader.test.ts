import { describe, expect, it, vi } from 'vitest';
import { organization as identity, practitioners as team } from '../src/testing/handlers';
import { createApiReader, readPractice, readTexts } from './api-reader';

const API = 'http://api.test/api/v1';

/**
 * A fetch answering by path like the API (an ETag on the texts, 304 when unchanged), with the
 * calls it got and a clock the test moves.
 */
function fakeApi(answer: (path: string) => Response | Promise<Response>) {
  const calls: { path: string; ifNoneMatch: string | null }[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const path = (input instanceof Request ? input.url : input.toString()).slice(API.length);
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    calls.push({ path, ifNoneMatch });
    const response = await answer(path);
    const etag = response.headers.get('etag');
    return etag && etag === ifNoneMatch ? new Response(null, { status: 304 }) : response;
  });
  let time = 0;
  const clock = { now: () => time, pass: (ms: number) => void (time += ms) };
  const read = createApiReader({ apiUrl: API, fetch, now: clock.now });
  return { read, fetch, calls, clock };
}

const json = (body: unknown, status = 200, etag?: string) =>
  Response.json(body, { status, headers: etag ? { etag } : {} });

/** The texts as the API holds them: `public` and `common` in French, `ui` never edited. */
function textsApi(texts: Record<string, Record<string, string>>) {
  return fakeApi((path) => {
    const ns = /site_content\/(\w+)\/fr\.json$/.exec(path)?.[1] ?? '';
    const body = texts[ns];
    if (!body) return json({ detail: 'Not found' }, 404);
    return json(body, 200, `"${ns}-${JSON.stringify(body).length}"`);
  });
}

describe('the texts the site’s server reads', () => {
  it('reads every namespace, then asks again with the ETags and keeps the same version', async () => {
    const api = textsApi({ public: { 'home.title': 'Titre' }, common: { a: 'b' } });

    const first = await readTexts(api.read, 'fr');
    expect(first.texts).toEqual({ public: { 'home.title': 'Titre' }, common: { a: 'b' }, ui: {} });
    const second = await readTexts(api.read, 'fr');
    expect(second.version).toBe(first.version);
    expect(api.calls.slice(3).map((call) => call.ifNoneMatch)).toEqual([
      expect.stringContaining('public'),
      expect.stringContaining('common'),
      null,
    ]);
  });

  it('gives a new version once a text changed', async () => {
    const texts = { public: { 'home.title': 'Titre' } };
    const api = textsApi(texts);
    const before = await readTexts(api.read, 'fr');
    texts.public = { 'home.title': 'Un autre titre' };
    const after = await readTexts(api.read, 'fr');
    expect(after.version).not.toBe(before.version);
    expect(after.texts.public).toEqual({ 'home.title': 'Un autre titre' });
  });

  it('shares one read between calls made at the same time', async () => {
    const api = textsApi({ public: { x: 'y' } });
    await Promise.all([readTexts(api.read, 'fr'), readTexts(api.read, 'fr')]);
    expect(api.fetch).toHaveBeenCalledTimes(3);
  });

  it('rejects when the API is down, fails or is too slow, so the bundled texts are used', async () => {
    const down = fakeApi(() => Promise.reject(new TypeError('fetch failed')));
    await expect(readTexts(down.read, 'fr')).rejects.toThrow('fetch failed');
    const failing = fakeApi(() => json({ detail: 'Internal error' }, 500));
    await expect(readTexts(failing.read, 'fr')).rejects.toThrow('The API answered 500');
    const slow = createApiReader({
      apiUrl: API,
      timeoutMs: 20,
      fetch: (_input, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    });
    await expect(readTexts(slow, 'fr')).rejects.toThrow('aborted');
  });
});

const practice = (path: string) =>
  path === '/organization/1' ? json(identity) : json({ items: team });

describe('the practice the site’s server reads', () => {
  it('reads the practice’s organization (1) and its visible team', async () => {
    const api = fakeApi(practice);
    expect(await readPractice(api.read)).toEqual({ organization: identity, practitioners: team });
    expect(api.calls.map((call) => call.path)).toEqual(['/organization/1', '/practitioner/public']);
  });

  it('shares a read between calls and reuses the answer for a second, then asks again', async () => {
    let name = 'Cabinet Lac & Parole';
    const api = fakeApi((path) =>
      path === '/organization/1' ? json({ ...identity, name }) : json({ items: [] }),
    );

    await Promise.all([readPractice(api.read), readPractice(api.read), readPractice(api.read)]);
    name = 'Cabinet des Rives';
    api.clock.pass(999);
    expect((await readPractice(api.read)).organization?.name).toBe('Cabinet Lac & Parole');
    expect(api.fetch).toHaveBeenCalledTimes(2);

    api.clock.pass(1);
    expect((await readPractice(api.read)).organization?.name).toBe('Cabinet des Rives');
    expect(api.fetch).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['an error status', () => json({ detail: 'Not found' }, 404)],
    ['a body of another shape', () => json({ detail: 'ok', items: [{ id: 'x' }] })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['no answer at all', () => Promise.reject(new TypeError('fetch failed'))],
  ])('gives null for %s (the page shows what it bundles)', async (_, answer) => {
    const api = fakeApi(answer);
    expect(await readPractice(api.read)).toEqual({ organization: null, practitioners: null });
  });

  it('gives each part on its own: the team without the identity', async () => {
    const api = fakeApi((path) =>
      path === '/organization/1' ? json({}, 500) : json({ items: team }),
    );
    expect(await readPractice(api.read)).toEqual({ organization: null, practitioners: team });
  });
});

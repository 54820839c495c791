import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../src/config/env';
import { organization as identity, practitioners as team } from '../src/testing/handlers';
import { server } from '../src/testing/server';
import { createApiReader } from './api-reader';

const TEXTS = `${env.apiUrl}/site_content/:ns/:lng`;

/** The API's texts in French, with an ETag, 304 when unchanged; the requests it got. */
function textsApi(texts: Record<string, Record<string, string>>) {
  const asked: { ns: string; ifNoneMatch: string | null }[] = [];
  server.use(
    http.get(TEXTS, ({ request, params }) => {
      const ns = String(params.ns);
      const ifNoneMatch = request.headers.get('if-none-match');
      asked.push({ ns, ifNoneMatch });
      const body = texts[ns];
      if (!body) return HttpResponse.json({ detail: 'Not found' }, { status: 404 });
      const etag = `"${ns}-${JSON.stringify(body).length}"`;
      if (ifNoneMatch === etag) return new HttpResponse(null, { status: 304 });
      return HttpResponse.json(body, { headers: { etag } });
    }),
  );
  return asked;
}

afterEach(() => void vi.useRealTimers());

describe('what the site’s server reads for a page', () => {
  it('is each namespace’s texts, asked again with their ETags, the version kept while unchanged', async () => {
    const asked = textsApi({ public: { 'home.title': 'Titre' }, common: { a: 'b' } });
    const read = createApiReader(env.apiUrl);

    const first = await read('fr');
    expect(first.texts).toEqual({ public: { 'home.title': 'Titre' }, common: { a: 'b' }, ui: {} });
    const second = await read('fr');
    expect(second.version).toBe(first.version);
    expect(asked.slice(3)).toEqual([
      { ns: 'public', ifNoneMatch: '"public-22"' },
      { ns: 'common', ifNoneMatch: '"common-9"' },
      { ns: 'ui', ifNoneMatch: null },
    ]);
  });

  it('gives a new version once a text changed', async () => {
    const texts = { public: { 'home.title': 'Titre' } };
    textsApi(texts);
    const read = createApiReader(env.apiUrl);
    const before = await read('fr');
    texts.public = { 'home.title': 'Un autre titre' };
    const after = await read('fr');
    expect(after.version).not.toBe(before.version);
    expect(after.texts.public).toEqual({ 'home.title': 'Un autre titre' });
  });

  it('shares one read between calls made at the same time', async () => {
    const asked = textsApi({ public: { x: 'y' } });
    const read = createApiReader(env.apiUrl);
    await Promise.all([read('fr'), read('fr'), read('fr')]);
    expect(asked).toHaveLength(3);
  });

  it.each([
    ['is down', () => HttpResponse.error()],
    ['fails', () => HttpResponse.json({ detail: 'Internal error' }, { status: 500 })],
    ['is too slow', () => new Promise<never>(() => undefined)],
  ])('leaves the texts to the bundled ones when the API %s', async (_, answer) => {
    server.use(http.get(TEXTS, answer));
    const read = createApiReader(env.apiUrl, 50);
    const data = await read('fr');
    expect(data.texts).toEqual({ public: {}, common: {}, ui: {} });
    expect(data.version).toMatch(/^bundled /);
    expect(data.practice).toEqual({ organization: identity, practitioners: team });
  });

  it('is the practice’s organization (1) and its visible team, read again after a second', async () => {
    let name = 'Cabinet Lac & Parole';
    const asked: string[] = [];
    server.use(
      http.get(`${env.apiUrl}/organization/1`, () => {
        asked.push('organization');
        return HttpResponse.json({ ...identity, name });
      }),
    );
    vi.useFakeTimers({ toFake: ['Date'] });
    const read = createApiReader(env.apiUrl);

    await Promise.all([read('fr'), read('de'), read('fr')]);
    const before = await read('fr');
    expect(before.practice).toEqual({ organization: { ...identity, name }, practitioners: team });
    name = 'Cabinet des Rives';
    vi.advanceTimersByTime(999);
    expect((await read('fr')).practice.organization?.name).toBe('Cabinet Lac & Parole');
    expect(asked).toHaveLength(1);

    vi.advanceTimersByTime(1);
    const changed = await read('fr');
    expect(changed.practice.organization?.name).toBe('Cabinet des Rives');
    expect(changed.version).not.toBe(before.version);
    expect(asked).toHaveLength(2);
  });

  it.each([
    ['an error status', () => HttpResponse.json({ detail: 'Not found' }, { status: 404 })],
    ['a body of another shape', () => HttpResponse.json({ detail: 'ok', items: [{ id: 'x' }] })],
    ['a body that is not JSON', () => new HttpResponse('<html>', { status: 200 })],
    ['no answer at all', () => HttpResponse.error()],
  ])('gives no identity or team for %s (the page shows what it bundles)', async (_, answer) => {
    server.use(
      http.get(`${env.apiUrl}/organization/1`, answer),
      http.get(`${env.apiUrl}/practitioner/public`, answer),
    );
    const { practice } = await createApiReader(env.apiUrl)('fr');
    expect(practice).toEqual({ organization: null, practitioners: null });
  });

  it('gives each part on its own: the team without the identity', async () => {
    server.use(
      http.get(`${env.apiUrl}/organization/1`, () => HttpResponse.json({}, { status: 500 })),
    );
    const { practice } = await createApiReader(env.apiUrl)('fr');
    expect(practice).toEqual({ organization: null, practitioners: team });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { organization as identity, practitioners as team } from '../src/testing/handlers';
import { createPracticeReader } from './practice-reader.ts';

const API = 'http://api.test/api/v1';

/** A fetch answering by path with `answer(path)`, and a clock the test moves. */
function fakeApi(answer: (path: string) => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return answer(url.slice(API.length));
  });
  let time = 0;
  const clock = { now: () => time, pass: (ms: number) => void (time += ms) };
  return { fetch, clock };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });
const practice = (path: string) =>
  path === '/organization/1'
    ? json({ ...identity, email: 'x@example.ch', mail_password_set: true })
    : json({ items: team });

describe('the practice reader', () => {
  it('reads organization 1, keeping only what the API shows anyone, and the visible team', async () => {
    const api = fakeApi(practice);
    const read = createPracticeReader({ apiUrl: API, fetch: api.fetch, now: api.clock.now });

    expect(await read()).toEqual({ organization: identity, practitioners: team });
    expect(api.fetch).toHaveBeenCalledWith(`${API}/organization/1`, expect.anything());
    expect(api.fetch).toHaveBeenCalledWith(`${API}/practitioner/public`, expect.anything());
  });

  it('shares a read between calls and reuses the answer while fresh, then asks again', async () => {
    let name = 'Cabinet Lac & Parole';
    const api = fakeApi((path) =>
      path === '/organization/1' ? json({ ...identity, name }) : json({ items: [] }),
    );
    const read = createPracticeReader({
      apiUrl: API,
      freshForMs: 1000,
      fetch: api.fetch,
      now: api.clock.now,
    });

    await Promise.all([read(), read(), read()]);
    name = 'Cabinet des Rives';
    api.clock.pass(999);
    expect((await read()).organization?.name).toBe('Cabinet Lac & Parole');
    expect(api.fetch).toHaveBeenCalledTimes(2);

    api.clock.pass(1);
    expect((await read()).organization?.name).toBe('Cabinet des Rives');
    expect(api.fetch).toHaveBeenCalledTimes(4);
  });

  it.each([
    ['an error status', () => json({ detail: 'Not found' }, 404)],
    ['a body of another shape', () => json({ detail: 'ok', items: [{ id: 'x' }] })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['no answer at all', () => Promise.reject(new TypeError('fetch failed'))],
  ])('gives null for %s (the page shows what it bundles)', async (_, answer) => {
    const api = fakeApi(answer);
    const read = createPracticeReader({ apiUrl: API, fetch: api.fetch, now: api.clock.now });
    expect(await read()).toEqual({ organization: null, practitioners: null });
  });

  it('gives each part on its own: the team without the identity', async () => {
    const api = fakeApi((path) =>
      path === '/organization/1' ? json({}, 500) : json({ items: team }),
    );
    const read = createPracticeReader({ apiUrl: API, fetch: api.fetch, now: api.clock.now });
    expect(await read()).toEqual({ organization: null, practitioners: team });
  });
});

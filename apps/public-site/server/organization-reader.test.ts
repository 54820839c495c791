import { describe, expect, it, vi } from 'vitest';
import { organization as identity } from '../src/testing/handlers';
import { createOrganizationReader } from './organization-reader.ts';

const API = 'http://api.test/api/v1';

/** A fetch answering `GET /organization/1` with `answer()`, and a clock the test moves. */
function fakeApi(answer: () => Response | Promise<Response>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
  let time = 0;
  const clock = { now: () => time, pass: (ms: number) => void (time += ms) };
  return { fetch, clock };
}

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('the practice identity reader', () => {
  it('reads organization 1 and keeps only what the API shows anyone', async () => {
    const api = fakeApi(() =>
      json({ ...identity, email: 'x@example.ch', mail_password_set: true }),
    );
    const read = createOrganizationReader({ apiUrl: API, fetch: api.fetch, now: api.clock.now });

    expect(await read()).toEqual(identity);
    expect(api.fetch).toHaveBeenCalledWith(`${API}/organization/1`, expect.anything());
  });

  it('shares a read between calls and reuses the answer while fresh, then asks again', async () => {
    let name = 'Cabinet Lac & Parole';
    const api = fakeApi(() => json({ ...identity, name }));
    const read = createOrganizationReader({
      apiUrl: API,
      freshForMs: 1000,
      fetch: api.fetch,
      now: api.clock.now,
    });

    await Promise.all([read(), read(), read()]);
    name = 'Cabinet des Rives';
    api.clock.pass(999);
    expect((await read())?.name).toBe('Cabinet Lac & Parole');
    expect(api.fetch).toHaveBeenCalledTimes(1);

    api.clock.pass(1);
    expect((await read())?.name).toBe('Cabinet des Rives');
    expect(api.fetch).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['an error status', () => json({ detail: 'Not found' }, 404)],
    ['a body that is not an organization', () => json({ detail: 'ok' })],
    ['a body that is not JSON', () => new Response('<html>', { status: 200 })],
    ['no answer at all', () => Promise.reject(new TypeError('fetch failed'))],
  ])('gives null for %s (the page shows the bundled identity)', async (_, answer) => {
    const api = fakeApi(answer);
    const read = createOrganizationReader({ apiUrl: API, fetch: api.fetch, now: api.clock.now });
    expect(await read()).toBeNull();
  });
});

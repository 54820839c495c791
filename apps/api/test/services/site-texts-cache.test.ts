import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createSiteTextsCache } from '../../src/resources/site-content/site-texts-cache.ts';

function sources() {
  const db = {
    texts: { 'common/fr': { a: 'A' } } as Record<string, Record<string, string>>,
    version: 'v1',
  };
  const readTexts = vi.fn(async (ns: string, lng: string) => db.texts[`${ns}/${lng}`]);
  const readVersion = vi.fn(async () => db.version);
  let time = 0;
  const clock = { now: () => time, advance: (ms: number) => (time += ms) };
  return { db, readTexts, readVersion, clock };
}

describe('the site texts cache', () => {
  it('keeps the texts compressed with brotli and gzip beside the plain JSON, under one ETag', async () => {
    const { db, readTexts, readVersion, clock } = sources();
    db.texts['public/de'] = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [
        `page.text${i}`,
        `Ein Satz über die Praxis, Nummer ${i}.`,
      ]),
    );
    const cache = createSiteTextsCache({ readTexts, readVersion, now: clock.now });
    const texts = await cache.get('public', 'de');
    const { identity, br, gzip } = texts!.bodies;
    expect(JSON.parse(identity.toString())).toEqual(db.texts['public/de']);
    expect(brotliDecompressSync(br)).toEqual(identity);
    expect(gunzipSync(gzip)).toEqual(identity);
    expect(br.length).toBeLessThan(identity.length / 3);
  });

  it('reads a namespace once, then answers from memory with the same ETag', async () => {
    const { readTexts, readVersion, clock } = sources();
    const cache = createSiteTextsCache({ readTexts, readVersion, now: clock.now });
    const first = await cache.get('common', 'fr');
    expect(first?.bodies.identity.toString()).toBe('{"a":"A"}');
    expect(first?.etag).toMatch(/^"[\w-]+"$/);
    clock.advance(500);
    expect(await cache.get('common', 'fr')).toEqual(first);
    expect(readTexts).toHaveBeenCalledTimes(1);
    expect(readVersion).toHaveBeenCalledTimes(1);
    expect(await cache.get('nope', 'fr')).toBeNull();
  });

  it('reads again at once after invalidate, and after the recheck interval only when the version moved', async () => {
    const { db, readTexts, readVersion, clock } = sources();
    const cache = createSiteTextsCache({ readTexts, readVersion, now: clock.now, recheckMs: 1000 });
    await cache.get('common', 'fr');

    db.texts['common/fr'] = { a: 'B' };
    clock.advance(1000);
    expect((await cache.get('common', 'fr'))?.bodies.identity.toString()).toBe('{"a":"A"}');
    expect(readVersion).toHaveBeenCalledTimes(2);

    db.version = 'v2';
    clock.advance(999);
    expect((await cache.get('common', 'fr'))?.bodies.identity.toString()).toBe('{"a":"A"}');
    clock.advance(1);
    expect((await cache.get('common', 'fr'))?.bodies.identity.toString()).toBe('{"a":"B"}');

    db.texts['common/fr'] = { a: 'C' };
    cache.invalidate();
    expect((await cache.get('common', 'fr'))?.bodies.identity.toString()).toBe('{"a":"C"}');
  });

  it('keeps no failed read: the next request tries again', async () => {
    const { readVersion, clock } = sources();
    const readTexts = vi
      .fn<(ns: string, lng: string) => Promise<Record<string, string> | undefined>>()
      .mockRejectedValueOnce(new Error('database busy'))
      .mockResolvedValue({ a: 'A' });
    const cache = createSiteTextsCache({ readTexts, readVersion, now: clock.now });
    await expect(cache.get('common', 'fr')).rejects.toThrow('database busy');
    expect((await cache.get('common', 'fr'))?.bodies.identity.toString()).toBe('{"a":"A"}');
  });

  it('answers at once (peek) only texts already read whose version is current', async () => {
    const { db, readTexts, readVersion, clock } = sources();
    const cache = createSiteTextsCache({ readTexts, readVersion, now: clock.now, recheckMs: 1000 });
    expect(cache.peek('common', 'fr')).toBeUndefined();

    const read = await cache.get('common', 'fr');
    expect(cache.peek('common', 'fr')).toBe(read);
    expect(cache.peek('public', 'fr')).toBeUndefined();
    // Due a version check: it starts, and the texts are answered while it runs...
    let answerVersion = () => {};
    readVersion.mockImplementationOnce(
      () => new Promise<string>((resolve) => (answerVersion = () => resolve('v1'))),
    );
    clock.advance(1000);
    expect(cache.peek('common', 'fr')).toBe(read);
    expect(readVersion).toHaveBeenCalledTimes(2);
    clock.advance(999);
    expect(cache.peek('common', 'fr')).toBe(read);
    expect(readVersion).toHaveBeenCalledTimes(2);
    // ...but not once it has taken another interval: then the caller takes the way through get.
    clock.advance(1);
    expect(cache.peek('common', 'fr')).toBeUndefined();
    answerVersion();
    await vi.waitFor(() => expect(cache.peek('common', 'fr')).toBe(read));
    // A check that finds the version moved (another process wrote) forgets the texts.
    db.version = 'v2';
    clock.advance(1000);
    expect(cache.peek('common', 'fr')).toBe(read);
    await vi.waitFor(() => expect(cache.peek('common', 'fr')).toBeUndefined());
    await cache.get('common', 'fr');

    // Namespaces without texts are never answered at once (the route answers them 404).
    expect(await cache.get('nope', 'fr')).toBeNull();
    expect(cache.peek('nope', 'fr')).toBeUndefined();

    // A write forgets them at once, and a read started before it is not kept.
    db.texts['common/fr'] = { a: 'B' };
    db.texts['public/fr'] = { p: 'P' };
    const before = cache.get('public', 'fr');
    cache.invalidate();
    expect(cache.peek('common', 'fr')).toBeUndefined();
    expect((await before)?.bodies.identity.toString()).toBe('{"p":"P"}');
    await cache.get('common', 'fr');
    expect(cache.peek('common', 'fr')?.bodies.identity.toString()).toBe('{"a":"B"}');
    expect(cache.peek('public', 'fr')).toBeUndefined();
  });
});

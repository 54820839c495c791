import { defaultTexts } from '@cabinet/i18n/defaults';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /site_content/{namespace}/{language}.json', () => {
  it('serves the seeded texts to anyone, with caching headers', async () => {
    const response = await app.inject({ url: '/api/v1/site_content/common/de.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(defaultTexts.de.common);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=600',
    );
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
  });

  it('answers 304 to a matching ETag, and a new ETag once staff change a text', async () => {
    const first = await app.inject({ url: '/api/v1/site_content/common/fr.json' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: '/api/v1/site_content/common/fr.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const [row] = await app.db
      .select()
      .from(siteContent)
      .where(eq(siteContent.string_id, 'site_content_common_fr'));
    await app.db
      .update(siteContent)
      .set({ content: { ...row!.content, 'app.name': 'Cabinet du Lac' } })
      .where(eq(siteContent.id, row!.id));
    const changed = await app.inject({
      url: '/api/v1/site_content/common/fr.json',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ 'app.name': 'Cabinet du Lac' });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers 404 for an unknown namespace or language, and 422 for a malformed one', async () => {
    const unknown = await app.inject({ url: '/api/v1/site_content/nope/fr.json' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'No texts for "nope" in "fr".' });
    expect((await app.inject({ url: '/api/v1/site_content/common/it.json' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/v1/site_content/common/fr.txt' })).statusCode).toBe(422);
    expect((await app.inject({ url: '/api/v1/site_content/..%2Fetc/fr.json' })).statusCode).toBe(
      422,
    );
  });

  it('hides archived texts', async () => {
    await app.db
      .update(siteContent)
      .set({ active: false })
      .where(eq(siteContent.string_id, 'site_content_ui_en'));
    expect((await app.inject({ url: '/api/v1/site_content/ui/en.json' })).statusCode).toBe(404);
  });
});

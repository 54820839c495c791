import { defaultTexts } from '@cabinet/i18n/defaults';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { adminAndStaffTokens, bearer } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const rowId = async (stringId: string) =>
  (await app.db.select().from(siteContent).where(eq(siteContent.string_id, stringId)))[0]!.id;

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

  it('answers 304 to a matching ETag, and a new ETag at once when staff change a text', async () => {
    const first = await app.inject({ url: '/api/v1/site_content/common/fr.json' });
    const etag = String(first.headers.etag);
    const again = await app.inject({
      url: '/api/v1/site_content/common/fr.json',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const { adminToken } = await adminAndStaffTokens(app, testAdmin);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v1/site_content/${await rowId('site_content_common_fr')}`,
      payload: { content: { 'app.name': 'Cabinet du Lac' } },
      headers: bearer(adminToken),
    });
    expect(put.statusCode).toBe(200);
    const changed = await app.inject({
      url: '/api/v1/site_content/common/fr.json',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ 'app.name': 'Cabinet du Lac' });
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers from memory, and shows a change made by another API process within a second', async () => {
    const url = '/api/v1/site_content/common/en.json';
    await app.inject({ url });
    const reads = vi.spyOn(app.db, 'select');
    for (let i = 0; i < 20; i++) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(reads).not.toHaveBeenCalled();
    reads.mockRestore();

    // Another process writes straight to the shared database: no request of this one sees it.
    const id = await rowId('site_content_common_en');
    const [row] = await app.db.select().from(siteContent).where(eq(siteContent.id, id));
    await app.db
      .update(siteContent)
      .set({ content: { ...row!.content, 'app.name': 'Lakeside practice' } })
      .where(eq(siteContent.id, id));
    await vi.waitFor(
      async () =>
        expect((await app.inject({ url })).json()).toMatchObject({
          'app.name': 'Lakeside practice',
        }),
      { timeout: 3000, interval: 100 },
    );
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

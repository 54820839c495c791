import { defaultTexts } from '@cabinet/i18n/defaults';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteContent } from '../../src/db/schema/site-content.ts';
import { seedSiteContent } from '../../src/db/seed/site-content.ts';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;
let commonFr = 0;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
  const [row] = await app.db
    .select()
    .from(siteContent)
    .where(eq(siteContent.string_id, 'site_content_common_fr'));
  commonFr = row!.id;
});
afterAll(() => app.close());

const put = (token: string | undefined, payload: object, id = commonFr) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/site_content/${id}`,
    payload,
    headers: token ? bearer(token) : {},
  });
const publicTexts = () => app.inject({ url: '/api/v1/site_content/common/fr.json' });
const stored = async () =>
  (await app.db.select().from(siteContent).where(eq(siteContent.id, commonFr)))[0]!;

describe('PUT /site_content/{id}', () => {
  it('lets staff change a text: the public answer and its ETag change, and the key is marked edited', async () => {
    const before = await publicTexts();
    const response = await put(adminToken, { content: { 'app.name': 'Cabinet du Lac' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content: { ...defaultTexts.fr.common, 'app.name': 'Cabinet du Lac' },
      edited_keys: ['app.name'],
    });
    const after = await publicTexts();
    expect(after.json()).toEqual({ ...defaultTexts.fr.common, 'app.name': 'Cabinet du Lac' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('keeps the keys it is not sent, and marks only the changed ones', async () => {
    const [first, second] = Object.keys(defaultTexts.fr.common).filter((k) => k !== 'app.name');
    const response = await put(adminToken, {
      content: { [first!]: 'Texte modifié', [second!]: defaultTexts.fr.common[second!] },
    });
    expect(response.statusCode).toBe(200);
    expect((await stored()).edited_keys.sort()).toEqual(['app.name', first!].sort());
    expect((await stored()).content['app.name']).toBe('Cabinet du Lac');
  });

  it('refuses content that is not an object of texts, naming the bad key', async () => {
    const notText = await put(adminToken, { content: { 'app.name': 12 } });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toEqual({ detail: 'content.app.name must be a text (a JSON string).' });
    const list = await put(adminToken, { content: ['a'] });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ detail: 'content must be a JSON object of texts.' });
    const unknown = await put(adminToken, { content: { 'nope.key': 'x' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      detail: 'content has a key the site does not use: nope.key.',
    });
    expect((await stored()).content).not.toHaveProperty('nope.key');
  });

  it('ignores the server-set fields and refuses users and visitors', async () => {
    const moved = await put(adminToken, { name: 'ui', locale_id: 2, edited_keys: [] });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ name: 'common', locale_id: (await stored()).locale_id });
    expect((await stored()).edited_keys).toContain('app.name');
    expect((await put(userToken, { content: { 'app.name': 'x' } })).statusCode).toBe(403);
    expect((await put(undefined, { content: { 'app.name': 'x' } })).statusCode).toBe(401);
    const create = await app.inject({
      method: 'POST',
      url: '/api/v1/site_content',
      payload: { name: 'extra', content: {} },
      headers: bearer(adminToken),
    });
    expect(create.statusCode).toBe(404);
  });

  it('survives the seed: the edit is kept, new default keys are added, removed keys dropped', async () => {
    const row = await stored();
    const missingDefault = Object.keys(defaultTexts.fr.common).find(
      (key) => !row.edited_keys.includes(key),
    )!;
    const { [missingDefault]: _dropped, ...withoutDefault } = row.content;
    // As if the bundled defaults had gained `missingDefault` and lost `retired.key` since the last seed.
    await app.db
      .update(siteContent)
      .set({ content: { ...withoutDefault, 'retired.key': 'Ancien texte' } })
      .where(eq(siteContent.id, commonFr));
    await seedSiteContent(app.db);
    const after = await stored();
    expect(after.content['app.name']).toBe('Cabinet du Lac');
    expect(after.content[missingDefault]).toBe(defaultTexts.fr.common[missingDefault]);
    expect(after.content).not.toHaveProperty('retired.key');
    expect((await publicTexts()).json()).toMatchObject({ 'app.name': 'Cabinet du Lac' });
  });
});

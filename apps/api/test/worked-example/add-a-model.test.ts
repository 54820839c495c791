/**
 * The README's "Add a model in 5 steps", done for real on a throw-away model: if a step stops being
 * enough (the engine needs another registration, the generator misses the table), this fails.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Registry from '../../src/resources/index.ts';
import { apiCall, appWithAdminAndStaff } from '../helpers/auth.ts';
import { migrationFor } from './generate-migration.ts';

// Step 3: register the definition in `models` (src/resources/index.ts).
vi.mock('../../src/resources/index.ts', async (importOriginal) => {
  const registry = await importOriginal<typeof Registry>();
  const { bookmarkModel } = await import('./bookmark-model.ts');
  return { ...registry, models: [...registry.models, bookmarkModel] };
});

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
  // Step 5, the migration half: what `pnpm generate` writes to drizzle/ for the new table.
  const statements = await migrationFor(new URL('./bookmark-model.ts', import.meta.url).pathname);
  expect(statements.join('\n')).toContain('CREATE TABLE "bookmark"');
  for (const statement of statements) await app.db.execute(sql.raw(statement));
});
afterAll(() => app.close());

describe('a model added in five steps', () => {
  it('is in the contract with typed create and update bodies (step 5, the OpenAPI half)', async () => {
    const document = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/bookmark', '/bookmark/{id}', '/bookmark/search']),
    );
    expect(Object.keys(document.components.schemas.BookmarkCreate?.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'url']),
    );
  });

  it('is created, searched, updated and deleted through the generic routes, and audited', async () => {
    const created = await apiCall(app, adminToken, 'POST', '/bookmark', {
      title: 'Office LAMal tariffs',
      url: 'https://example.ch/tarifs',
    });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: number }>();

    const found = await apiCall(app, adminToken, 'POST', '/bookmark/search', { q: 'LAMal' });
    expect(found.json()).toMatchObject({ total: 1, data: [{ id, title: 'Office LAMal tariffs' }] });

    const renamed = await apiCall(app, adminToken, 'PUT', `/bookmark/${id}`, { title: 'Tariffs' });
    expect(renamed.json()).toMatchObject({ id, title: 'Tariffs' });

    const history = await apiCall(app, adminToken, 'POST', '/audit_event/search', {
      search: { AND: [{ field: 'model', operator: '=', value: 'bookmark' }] },
    });
    expect(history.json<{ data: { event: string }[] }>().data.map((e) => e.event)).toEqual(
      expect.arrayContaining(['record.created', 'record.updated']),
    );

    expect((await apiCall(app, adminToken, 'DELETE', `/bookmark/${id}`)).statusCode).toBe(200);
    expect((await apiCall(app, adminToken, 'GET', `/bookmark/${id}`)).statusCode).toBe(404);
  });

  it("keeps its own rule (prepare) and the body's types", async () => {
    const plainHttp = await apiCall(app, adminToken, 'POST', '/bookmark', {
      title: 'Old site',
      url: 'http://example.ch',
    });
    expect(plainHttp.statusCode).toBe(400);
    expect(plainHttp.json()).toEqual({ detail: 'A bookmark must point to an https:// address.' });

    const wrongType = await apiCall(app, adminToken, 'POST', '/bookmark', {
      title: { fr: 'Tarifs' },
      url: 'https://example.ch',
    });
    expect(wrongType.statusCode).toBe(422);
    expect(JSON.stringify(wrongType.json())).toContain('title');
  });

  it('is refused to staff until a role grants it (step 4)', async () => {
    const before = await apiCall(app, userToken, 'POST', '/bookmark/search', {});
    expect(before.statusCode).toBe(403);

    const role = await apiCall(app, adminToken, 'POST', '/role', {
      name: 'Bookmark keeper',
      permissions: ['bookmark:*:org'],
    });
    const me = await apiCall(app, userToken, 'GET', '/user/util/me');
    const { id: staffId } = me.json<{ id: number }>();
    const granted = await apiCall(app, adminToken, 'PUT', `/user/${staffId}`, {
      roles: [{ id: role.json<{ id: number }>().id }],
    });
    expect(granted.statusCode).toBe(200);

    const created = await apiCall(app, userToken, 'POST', '/bookmark', {
      title: 'Emergency numbers',
      url: 'https://example.ch/urgences',
    });
    expect(created.statusCode).toBe(200);
    const after = await apiCall(app, userToken, 'POST', '/bookmark/search', { q: 'Emergency' });
    expect(after.json()).toMatchObject({ total: 1, data: [{ title: 'Emergency numbers' }] });
  });
});

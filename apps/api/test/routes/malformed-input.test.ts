import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

/** Bad input gets a clear 4xx `{detail}`, never a 500: the database is never asked to choke on it. */
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

const BEYOND_INT4 = 2_147_483_648;

/** A 4xx whose `detail` says something (a sentence, or the list of a schema failure). */
function expectClearRefusal(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  const { detail } = response.json() as { detail: unknown };
  expect(JSON.stringify(detail)).toMatch(/[a-z]{3}/);
}

describe('ids beyond the database integer range', () => {
  it.each([
    ['GET', '/user'],
    ['PUT', '/user'],
    ['DELETE', '/user'],
    ['GET', '/locale'],
    ['DELETE', '/locale'],
    ['GET', '/apps'],
    ['GET', '/attachment'],
    ['DELETE', '/attachment'],
    ['GET', '/notification'],
    ['PUT', '/notification'],
    ['DELETE', '/notification'],
    ['GET', '/site_content'],
    ['GET', '/role'],
    ['GET', '/contact_request'],
    ['GET', '/audit_event'],
    ['GET', '/organization'],
    ['PUT', '/organization'],
  ] as const)('%s %s/{id} answers 422 naming the id', async (method, path) => {
    for (const id of [BEYOND_INT4, 99_999_999_999, '1e308']) {
      const response = await app.inject({
        method,
        url: `/api/v1${path}/${id}`,
        headers: bearer(adminToken),
        ...(method === 'PUT' ? { payload: {} } : {}),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ detail: [{ loc: ['params', 'id'] }] });
    }
  });

  it('refuses an id list beyond the range on delete_check', async () => {
    const response = await app.inject({
      url: `/api/v1/util/delete_check/user/1,${BEYOND_INT4}`,
      headers: bearer(adminToken),
    });
    expectClearRefusal(response);
  });

  it('refuses a huge organization on sign-up', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/signup',
      payload: { email: 'huge@example.com', password: 'Huge-passw0rd', organization_id: 1e15 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ detail: [{ loc: ['body', 'organization_id'] }] });
  });

  it('refuses a page offset beyond the range', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/user/search?skip=1e300',
      headers: bearer(adminToken),
      payload: {},
    });
    expectClearRefusal(response);
  });
});

describe('filter values', () => {
  const search = (criterion: object, token = adminToken) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/user/search',
      headers: bearer(token),
      payload: { search: { AND: [criterion] } },
    });

  it.each([
    { field: 'id', operator: '=', value: BEYOND_INT4 },
    { field: 'id', operator: '>', value: '99999999999' },
    { field: 'organization_id', operator: 'in', value: [1, -BEYOND_INT4 - 1] },
    { field: 'id', operator: 'between', value: [1, 1e300] },
    { field: 'id', operator: '=', value: 1.5 },
  ])('refuses %o with 400 naming the field', async (criterion) => {
    const response = await search(criterion);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain(`"${criterion.field}"`);
  });

  it('refuses an in list longer than 1,000 values', async () => {
    const values = Array.from({ length: 1001 }, (_, i) => i + 1);
    for (const operator of ['in', 'not_in']) {
      const response = await search({ field: 'id', operator, value: values });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBe(
        `The operator "${operator}" on "id" takes at most 1000 values.`,
      );
    }
    const fits = await search({ field: 'id', operator: 'in', value: values.slice(0, 1000) });
    expect(fits.statusCode).toBe(200);
  });
});

describe('written values of the wrong type', () => {
  it.each([
    { title: 'Hello', read: 'maybe' },
    { title: { nested: true } },
    { title: 'Hello', read: 12 },
  ])('POST /notification with %o answers 422 naming the field', async (payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/notification',
      headers: bearer(userToken),
      payload,
    });
    expect(response.statusCode).toBe(422);
    const field = Object.keys(payload).find((key) => key !== 'title') ?? 'title';
    const { detail } = response.json<{ detail: { loc: string[] }[] }>();
    expect(detail.map((issue) => issue.loc)).toContainEqual(['body', field]);
  });

  it('refuses a reference beyond the integer range on update', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/user/1',
      headers: bearer(adminToken),
      payload: { image_id: 99_999_999_999 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toContain('"image_id"');
  });
});

describe('multipart bodies', () => {
  it.each(['/api/v1/attachment/', '/api/v1/user/import'])(
    'refuses a multipart body without a boundary on %s',
    async (url) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(adminToken), 'content-type': 'multipart/form-data' },
        payload: 'no boundary here',
      });
      expectClearRefusal(response);
    },
  );

  it('refuses a truncated multipart body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/attachment/',
      headers: { ...bearer(adminToken), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc',
    });
    expectClearRefusal(response);
  });
});

describe('destructive calls without a token', () => {
  it.each(['user', 'notification', 'contact_request', 'attachment', 'locale', 'role'])(
    'POST /%s/bulk_delete?force=true asks a visitor to sign in, even with an empty filter',
    async (model) => {
      for (const payload of [{}, { OR: [{ field: 'id', operator: '=', value: 1 }] }]) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/v1/${model}/bulk_delete?force=true`,
          payload,
        });
        expect(response.statusCode).toBe(401);
      }
    },
  );
});

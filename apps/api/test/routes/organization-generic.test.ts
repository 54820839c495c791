import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let adminToken: string;

beforeAll(async () => {
  app = await buildTestApp();
  adminToken = await tokenFor(app, testAdmin.username, testAdmin.password);
});
afterAll(() => app.close());

describe('GET and PUT /organization/{id}, as the generic edit form uses them', () => {
  it('takes back the whole record it answered, unchanged, then a changed field', async () => {
    const got = await app.inject({ url: '/api/v1/organization/1', headers: bearer(adminToken) });
    expect(got.statusCode).toBe(200);
    const record = got.json<Record<string, unknown>>();
    expect(record).toMatchObject({ id: 1, mail_password_set: false });
    const same = await app.inject({
      method: 'PUT',
      url: '/api/v1/organization/1',
      payload: record,
      headers: bearer(adminToken),
    });
    expect(same.statusCode).toBe(200);
    const { updated_at: _before, ...unchanged } = record;
    const { updated_at: _after, ...answered } = same.json<Record<string, unknown>>();
    expect(answered).toEqual(unchanged);
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/v1/organization/1',
      payload: { ...record, require_2fa_all_users: true },
      headers: bearer(adminToken),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: 1, require_2fa_all_users: true });
    expect((await app.inject({ url: '/api/v1/organization/2' })).statusCode).toBe(404);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAdminAndStaff, apiCall } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

describe('column preferences per user and list', () => {
  it('answers no columns before any choice, then the saved choice', async () => {
    const before = await apiCall(app, adminToken, 'GET', '/preference/columns/role');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ columns: {} });

    const saved = await apiCall(app, adminToken, 'PUT', '/preference/columns/role', {
      columns: { description: false, is_technical: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ columns: { description: false, is_technical: true } });
    expect((await apiCall(app, adminToken, 'GET', '/preference/columns/role')).json()).toEqual({
      columns: { description: false, is_technical: true },
    });

    // A second save replaces the first; other lists keep their own.
    await apiCall(app, adminToken, 'PUT', '/preference/columns/role', {
      columns: { system: false },
    });
    expect((await apiCall(app, adminToken, 'GET', '/preference/columns/role')).json()).toEqual({
      columns: { system: false },
    });
    expect((await apiCall(app, adminToken, 'GET', '/preference/columns/user')).json()).toEqual({
      columns: {},
    });
  });

  it("keeps each user's choice to themselves", async () => {
    await apiCall(app, adminToken, 'PUT', '/preference/columns/user', {
      columns: { email: false },
    });
    await apiCall(app, userToken, 'PUT', '/preference/columns/user', {
      columns: { phone: true },
    });
    expect((await apiCall(app, userToken, 'GET', '/preference/columns/user')).json()).toEqual({
      columns: { phone: true },
    });
    expect((await apiCall(app, adminToken, 'GET', '/preference/columns/user')).json()).toEqual({
      columns: { email: false },
    });
  });

  it('needs a token, a known list and a map of column to true or false', async () => {
    expect((await apiCall(app, undefined, 'GET', '/preference/columns/role')).statusCode).toBe(401);
    expect(
      (await apiCall(app, undefined, 'PUT', '/preference/columns/role', { columns: {} }))
        .statusCode,
    ).toBe(401);

    const unknownList = await apiCall(app, adminToken, 'GET', '/preference/columns/spaceship');
    expect(unknownList.statusCode).toBe(404);
    expect(unknownList.json()).toEqual({ detail: 'There is no list of spaceship.' });

    for (const payload of [
      { columns: { email: 'yes' } },
      { columns: ['email'] },
      {},
      { columns: { 'bad key!': true } },
      { columns: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`c${i}`, true])) },
    ]) {
      const refused = await apiCall(app, adminToken, 'PUT', '/preference/columns/role', payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(refused.json()).toHaveProperty('detail');
    }
    expect((await apiCall(app, adminToken, 'GET', '/preference/columns/role')).json()).toEqual({
      columns: { system: false },
    });
  });
});

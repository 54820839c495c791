import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organization } from '../../src/db/schema/organization.ts';
import { user } from '../../src/db/schema/user.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const init = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/init', payload });

describe('POST /init', () => {
  it('tells a visitor what the sign-in screens need, without a token', async () => {
    const [before] = await app.db.select({ n: count() }).from(user);
    const response = await init({
      organization_id: 1,
      anonymous_id: '3f0c5a52-9a0e-4b8e-9d7e-2b8f7f3f1a11',
      device_info: { os_version: 'Android 15' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organization: {
        id: 1,
        name: 'Cabinet Lac & Parole',
        allow_public_signup: false,
        require_2fa_all_users: false,
      },
    });
    // Anonymous users are off by default: an anonymous id creates nobody.
    const [after] = await app.db.select({ n: count() }).from(user);
    expect(after).toEqual(before);
  });

  it('follows the organization settings', async () => {
    await app.db
      .update(organization)
      .set({ allow_public_signup: true })
      .where(eq(organization.id, 1));
    expect((await init({})).json()).toMatchObject({ organization: { allow_public_signup: true } });
  });

  it('answers an unknown organization with 404 and bad input with 422', async () => {
    const missing = await init({ organization_id: 99 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Organization 99 does not exist.' });
    expect((await init({ anonymous_id: 'not-a-uuid' })).statusCode).toBe(422);
    expect((await init({ organization_id: 'one' })).statusCode).toBe(422);
  });
});

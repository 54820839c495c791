import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachment } from '../../src/db/schema/attachment.ts';
import { notification } from '../../src/db/schema/notification.ts';
import { user } from '../../src/db/schema/user.ts';
import { bearer, openPublicSignup } from '../helpers/auth.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/files.ts';
import { targets, type Owner } from './matrix-targets.ts';

let app: FastifyInstance;
let owner: Owner;
let callerToken: string;

const tables = { user, notification, attachment } as const;

beforeAll(async () => {
  app = await buildTestApp();
  await openPublicSignup(app);
  const ownerToken = await signUp(app, 'owner@example.com');
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/user/util/me',
    headers: bearer(ownerToken),
  });
  owner = { id: me.json<{ id: number }>().id, token: ownerToken };
  callerToken = await signUp(app, 'caller@example.com');
});
afterAll(() => app.close());

/** The owner's record of a model: the owner's own user row, or a notification or file of theirs. */
async function ownersRecord(model: keyof typeof tables): Promise<number> {
  if (model === 'user') return owner.id;
  return (await targets[model]!(app, owner)).id;
}

const call = (method: 'POST' | 'GET', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v1${url}`, headers: bearer(callerToken), payload });

describe("a user's own scope never reaches another user's records", () => {
  for (const model of Object.keys(tables) as (keyof typeof tables)[]) {
    it(`${model}: search, export and bulk delete leave the other user's record out`, async () => {
      const id = await ownersRecord(model);
      const byId = { OR: [{ field: 'id', operator: '=', value: id }] };

      const found = await call('POST', `/${model}/search`, { search: byId });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toMatchObject({ data: [], total: 0 });

      const exported = await call('POST', `/${model}/export`, { search: byId });
      expect(exported.statusCode).toBe(200);
      expect(exported.body.trim().split('\r\n')).toHaveLength(1); // the header only

      const deleted = await call('POST', `/${model}/bulk_delete?force=true`, byId);
      // Bulk deleting users needs more than one's own scope: refused outright. Elsewhere: none found.
      const refusal: unknown = { status: 403, body: { detail: expect.any(String) as unknown } };
      expect({ status: deleted.statusCode, body: deleted.json<unknown>() }).toEqual(
        model === 'user' ? refusal : { status: 200, body: { deleted: 0 } },
      );
      const table = tables[model];
      const still = await app.db
        .select({ id: table.id })
        .from(table)
        .where(inArray(table.id, [id]));
      expect(still).toHaveLength(1);
    });
  }
});

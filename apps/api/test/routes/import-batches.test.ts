import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { userRole } from '../../src/db/schema/user-role.ts';
import { user } from '../../src/db/schema/user.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  token = await tokenFor(app, testAdmin.username, testAdmin.password);
});
afterAll(() => app.close());

function importUsers(csv: string) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'user.csv');
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/import',
    payload: form,
    headers: bearer(token),
  });
}

/** `count` users named `{prefix}{i}`: more rows than one insert batch holds. */
const usersCsv = (prefix: string, count: number) =>
  [
    'username,email,first_name',
    ...Array.from({ length: count }, (_, i) => `${prefix}${i},${prefix}${i}@example.ch,Name ${i}`),
  ].join('\r\n');

const usersLike = (prefix: string) =>
  app.db
    .select({ id: user.id, first_name: user.first_name })
    .from(user)
    .where(like(user.username, `${prefix}%`));

describe('POST /user/import with many rows', () => {
  it('creates every row across several batches, each new user with the user role', async () => {
    const response = await importUsers(usersCsv('batch', 1201));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ created: 1201, updated: 0 });
    const created = await usersLike('batch');
    expect(created).toHaveLength(1201);
    const links = await app.db
      .select({ user_id: userRole.user_id })
      .from(userRole)
      .innerJoin(role, eq(role.id, userRole.role_id))
      .where(
        and(
          eq(role.string_id, 'user_role'),
          inArray(
            userRole.user_id,
            created.map((u) => u.id),
          ),
        ),
      );
    expect(links).toHaveLength(1201);
  });

  it('names the line of a username repeated deep in the file, and writes none of the rows', async () => {
    const rows = usersCsv('dup', 1100).split('\r\n');
    rows.push('dup7,other7@example.ch,Repeated');
    const response = await importUsers(rows.join('\r\n'));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ detail: string }>().detail).toBe(
      'Line 1102: A user with username "dup7" already exists.',
    );
    expect(await usersLike('dup')).toHaveLength(0);
  });

  it('updates by id and creates in the same file, and refuses a record named twice', async () => {
    const [first] = await usersLike('batch1');
    const mixed = await importUsers(
      `id,username,email,first_name\r\n${first!.id},batch1,batch1@example.ch,Renamed\r\n,mixed1,mixed1@example.ch,New\r\n`,
    );
    expect(mixed.json()).toEqual({ created: 1, updated: 1 });
    const [renamed] = await app.db.select().from(user).where(eq(user.id, first!.id));
    expect(renamed?.first_name).toBe('Renamed');

    const twice = await importUsers(`id,first_name\r\n${first!.id},Once\r\n${first!.id},Twice\r\n`);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ detail: string }>().detail).toBe(
      `Line 3: user ${first!.id} appears twice in the file.`,
    );
    const [unchanged] = await app.db.select().from(user).where(eq(user.id, first!.id));
    expect(unchanged?.first_name).toBe('Renamed');
  });
});

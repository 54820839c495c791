import { parse } from 'csv-parse/sync';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

let app: FastifyInstance;
let adminToken: string;
let userToken: string;

beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff({ UPLOAD_MAX_MB: '0.05' }));
});
afterAll(() => app.close());

function upload(csv: string, { name = 'role.csv', field = 'file', token = adminToken } = {}) {
  const form = new FormData();
  form.append(field, new Blob([csv], { type: 'text/csv' }), name);
  return app.inject({
    method: 'POST',
    url: '/api/v1/role/import',
    payload: form,
    headers: bearer(token),
  });
}

const namesLike = async (prefix: string) =>
  (
    await app.db
      .select({ name: role.name })
      .from(role)
      .where(like(role.name, `${prefix}%`))
  )
    .map((r) => r.name)
    .sort();

describe('POST /{model}/import', () => {
  it('creates, updates by id and updates by string_id, with typed values', async () => {
    const created = await upload(
      'name,string_id,description,permissions\r\nImport A,import_a,First,"[""user:read:own""]"\r\nImport B,,Second,[]\r\n',
    );
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ created: 2, updated: 0 });
    const [a] = await app.db.select().from(role).where(eq(role.name, 'Import A'));
    expect(a).toMatchObject({
      string_id: 'import_a',
      permissions: ['user:read:own'],
      active: true,
    });

    const updated = await upload(`id,description\r\n${a!.id},Changed by id\r\n`);
    expect(updated.json()).toEqual({ created: 0, updated: 1 });
    const byStringId = await upload(
      'string_id,description,active\r\nimport_a,Changed by key,false\r\n',
    );
    expect(byStringId.json()).toEqual({ created: 0, updated: 1 });
    const [after] = await app.db.select().from(role).where(eq(role.id, a!.id));
    expect(after).toMatchObject({ description: 'Changed by key', active: false });
  });

  it('writes nothing when the last row is bad, and names its line and column', async () => {
    const response = await upload(
      'name,permissions,active\r\nBatch 1,[],true\r\nBatch 2,[],true\r\nBatch 3,[],perhaps\r\n',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Line 4, column "active": must be true or false.' });
    expect(await namesLike('Batch')).toEqual([]);

    const rule = await upload('name,permissions\r\nBatch 1,[]\r\nBatch 2,"[""user:fly:own""]"\r\n');
    expect(rule.statusCode).toBe(400);
    expect(rule.json<{ detail: string }>().detail).toBe(
      'Line 3: Permission "user:fly:own" is not of the form "<model>:<read|write|create|delete|*>:<own|org|*>".',
    );
    const duplicate = await upload('name,permissions\r\nBatch 1,[]\r\nAdmin,[]\r\n');
    expect(duplicate.json()).toEqual({
      detail: 'Line 3: A role with name "Admin" already exists.',
    });
    expect(await namesLike('Batch')).toEqual([]);
  });

  it('refuses unknown and secret columns, wrong files and empty files', async () => {
    expect((await upload('name,colour\r\nX,red\r\n')).json()).toEqual({
      detail: 'Unknown column for role: colour.',
    });
    expect((await upload('name\r\nX\r\n', { name: 'roles.xlsx' })).json()).toEqual({
      detail: 'Only .csv files can be imported.',
    });
    expect((await upload('name\r\nX\r\n', { field: 'document' })).json()).toEqual({
      detail: 'Send the CSV file in the field "file".',
    });
    expect((await upload('name\r\n')).json()).toEqual({
      detail: 'The file has no rows to import.',
    });
    expect((await upload('name,"unclosed\r\nX\r\n')).statusCode).toBe(400);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/v1/role/import',
      payload: { name: 'X' },
      headers: bearer(adminToken),
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('refuses a file over the size limit with 413, and callers without permission with 403', async () => {
    const big = `name,description\r\n${Array.from({ length: 2000 }, (_, i) => `Big ${i},${'x'.repeat(40)}`).join('\r\n')}\r\n`;
    expect((await upload(big)).statusCode).toBe(413);
    expect(await namesLike('Big ')).toEqual([]);
    expect(
      (await upload('name,permissions\r\nSneaky,[]\r\n', { token: userToken })).statusCode,
    ).toBe(403);
  });

  it('imports its own export back unchanged: export → import → export is stable', async () => {
    const exportAll = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/v1/role/export',
          payload: { order_by: { field: 'id', direction: 'asc' } },
          headers: bearer(adminToken),
        })
      ).body;
    await app.db
      .update(role)
      .set({ description: '=1+2 @risky -start' })
      .where(eq(role.name, 'Import B'));
    const first = await exportAll();
    const imported = await upload(first);
    expect(imported.statusCode).toBe(200);
    const second = await exportAll();
    expect(second).toBe(first);
    const rows: string[][] = parse(second);
    expect(rows.find((r) => r[7] === 'Import B')?.[8]).toBe("'=1+2 @risky -start");
  });
});

import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let token: string;
const COUNT = 2100; // more than one export batch

beforeAll(async () => {
  app = await buildTestApp();
  token = await tokenFor(app, testAdmin.username, testAdmin.password);
  const csv = [
    'username,email,last_name',
    ...Array.from(
      { length: COUNT },
      (_, i) => `many${i},many${i}@example.ch,"Name, ${String(COUNT - i).padStart(5, '0')}"`,
    ),
  ].join('\r\n');
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'user.csv');
  const imported = await app.inject({
    method: 'POST',
    url: '/api/v1/user/import',
    payload: form,
    headers: bearer(token),
  });
  expect(imported.statusCode).toBe(200);
});
afterAll(() => app.close());

async function exportUsers(order_by?: { field: string; direction: 'asc' | 'desc' }) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/user/export',
    headers: bearer(token),
    payload: {
      search: { AND: [{ field: 'username', operator: 'like', value: 'many' }] },
      ...(order_by ? { order_by } : {}),
    },
  });
  expect(response.statusCode).toBe(200);
  const [header, ...rows] = parse(response.body);
  const column = (name: string) => rows.map((row) => row[header!.indexOf(name)]!);
  return { column };
}

describe('POST /user/export beyond one batch', () => {
  it('sends every row once, newest first by default and oldest first when asked', async () => {
    const newestFirst = (await exportUsers()).column('id').map(Number);
    expect(newestFirst).toHaveLength(COUNT);
    expect(new Set(newestFirst).size).toBe(COUNT);
    expect(newestFirst).toEqual([...newestFirst].sort((a, b) => b - a));

    const oldestFirst = (await exportUsers({ field: 'id', direction: 'asc' })).column('id');
    expect(oldestFirst.map(Number)).toEqual([...newestFirst].reverse());
  });

  it('orders by another column across batches, quoting cells that hold a comma', async () => {
    const names = (await exportUsers({ field: 'last_name', direction: 'asc' })).column('last_name');
    expect(names).toHaveLength(COUNT);
    expect(names[0]).toBe('Name, 00001');
    expect(names.at(-1)).toBe(`Name, ${String(COUNT).padStart(5, '0')}`);
    expect(names).toEqual([...names].sort());
  });
});

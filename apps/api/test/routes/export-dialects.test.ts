import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';
import { role } from '../../src/db/schema/role.ts';

let app: FastifyInstance;
let token: string;
const ids: number[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  token = await tokenFor(app, testAdmin.username, testAdmin.password);
  const rows = Array.from({ length: 1500 }, (_, i) => ({
    name: `Zürich, Genève ${i}`,
    description: 'Thérapie; « suivi »',
    permissions: [],
  }));
  const inserted = await app.db.insert(role).values(rows).returning({ id: role.id });
  ids.push(...inserted.map((row) => row.id));
});
afterAll(() => app.close());

const exportRoles = (query: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/role/export${query}`,
    payload,
    headers: bearer(token),
  });

describe('export dialects', () => {
  it('writes standard CSV by default: commas, CRLF, no BOM', async () => {
    const response = await exportRoles('', { ids: ids.slice(0, 2) });
    expect(response.statusCode).toBe(200);
    expect(response.body.charCodeAt(0)).not.toBe(0xfeff);
    const [header] = response.body.split('\r\n');
    expect(header).toMatch(/^id,string_id,active,/);
    const rows = parse<{ name: string }>(response.body, { columns: true });
    expect(rows.map((row) => row.name).sort()).toEqual(['Zürich, Genève 0', 'Zürich, Genève 1']);
  });

  it('writes Excel-for-Switzerland CSV: semicolons, CRLF and a UTF-8 BOM', async () => {
    const response = await exportRoles('?dialect=excel-ch', { ids: [ids[0]!] });
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = response.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toMatch(/^id;string_id;active;/);
    expect(lines).toHaveLength(3);
    const rows = parse<Record<string, string>>(text, { columns: true, delimiter: ';' });
    expect(rows).toEqual([
      expect.objectContaining({ name: 'Zürich, Genève 0', description: 'Thérapie; « suivi »' }),
    ]);
  });

  it('exports more than 1,000 selected rows, exactly those', async () => {
    const selected = ids.slice(0, 1200);
    const response = await exportRoles('?dialect=excel-ch', { ids: selected });
    const rows = parse<{ id: string }>(response.body, { columns: true, delimiter: ';', bom: true });
    expect(rows.map((row) => Number(row.id)).sort((a, b) => a - b)).toEqual(selected);
  });

  it('exports all results of a search, past any page size', async () => {
    const response = await exportRoles('', {
      search: { AND: [{ field: 'name', operator: 'ilike', value: 'Genève' }] },
    });
    expect(parse(response.body, { columns: true })).toHaveLength(1500);
  });

  it('refuses an unknown dialect', async () => {
    const response = await exportRoles('?dialect=excel-us', {});
    expect(response.statusCode).toBe(422);
    expect(response.json<{ detail: { loc: string[] }[] }>().detail[0]!.loc).toEqual([
      'querystring',
      'dialect',
    ]);
  });
});

import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { csvCell } from '../../src/engine/export.ts';
import { bearer, tokenFor } from '../helpers/auth.ts';
import { buildTestApp, testAdmin } from '../helpers/build-test-app.ts';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp();
  token = await tokenFor(app, testAdmin.username, testAdmin.password);
});
afterAll(() => app.close());

const exportRoles = (payload: object, auth = true) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/role/export',
    payload,
    headers: auth ? bearer(token) : {},
  });

/** A small seeded generator, so a failure can be replayed. */
function randomStrings(count: number, seed = 20261121): string[] {
  const alphabet = [
    '=',
    '+',
    '-',
    '@',
    '\t',
    '\r',
    '\n',
    ',',
    '"',
    ';',
    ' ',
    'a',
    'Z',
    '1',
    'é',
    '€',
    "'",
    'SUM(A1)',
  ];
  let state = seed;
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, i) => {
    const length = 1 + Math.floor(next() * 12);
    return `${Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')}#${i}`;
  });
}

describe('POST /{model}/export', () => {
  it('streams a CSV file named after the model, with a header row of columns', async () => {
    const response = await exportRoles({});
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="role.csv"');
    const rows: string[][] = parse(response.body);
    expect(rows[0]).toEqual([
      'id',
      'string_id',
      'active',
      'system',
      'is_technical',
      'created_at',
      'updated_at',
      'name',
      'description',
      'permissions',
      'organization_id',
    ]);
    expect(rows.slice(1).map((r) => r[7])).toEqual([
      'Public',
      'Practitioner',
      'User',
      'Admin',
      'Super admin',
    ]);
    expect(rows[1]![9]).toBe('["site_content:read:*","locale:read:*","contact_request:create:*"]');
  });

  it('exports only the selected rows when given an id filter', async () => {
    const response = await exportRoles({
      search: { AND: [{ field: 'id', operator: 'in', value: [1, 3] }] },
      order_by: { field: 'id', direction: 'asc' },
    });
    const rows: string[][] = parse(response.body);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['1', '3']);
  });

  it('neutralises every cell a spreadsheet would run as a formula, and keeps all other text as it was', async () => {
    const texts = randomStrings(300);
    await app.db
      .insert(role)
      .values(texts.map((text, i) => ({ name: `Generated ${i}`, description: text })));
    const response = await exportRoles({
      search: { AND: [{ field: 'name', operator: 'like', value: 'Generated ' }] },
      order_by: { field: 'id', direction: 'asc' },
    });
    const parsed: string[][] = parse(response.body, { relax_quotes: false });
    const rows = parsed.slice(1);
    expect(rows).toHaveLength(300);
    rows.forEach((row, i) => {
      const original = texts[i]!;
      const dangerous = /^[=+\-@\t\r]/.test(original);
      expect(row[8]).toBe(dangerous ? `'${original}` : original);
      expect(row[8]).not.toMatch(/^[=+\-@\t\r]/);
    });
    expect(texts.filter((t) => /^[=+\-@\t\r]/.test(t)).length).toBeGreaterThan(50);
  });

  it('refuses callers who may not read the model, and bad filters', async () => {
    expect((await exportRoles({}, false)).statusCode).toBe(401);
    const bad = await exportRoles({
      search: { AND: [{ field: 'nope', operator: '=', value: 1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: 'Unknown field "nope" for role.' });
  });

  it('writes cells as text the same way everywhere', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-11-21T10:00:00Z'))).toBe('2026-11-21T10:00:00.000Z');
    expect(csvCell(['a'])).toBe('["a"]');
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
  });
});

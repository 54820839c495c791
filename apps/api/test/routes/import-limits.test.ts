import { Readable } from 'node:stream';
import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '../../src/db/schema/role.ts';
import { appWithAdminAndStaff, bearer } from '../helpers/auth.ts';

/**
 * An import is authorized before its body is read (a visitor's 9.6 MB upload costs what a one-row
 * file costs), then parsed as it streams in, within a row limit and a size limit (413).
 */
let app: FastifyInstance;
let adminToken: string;
let userToken: string;
beforeAll(async () => {
  ({ app, adminToken, userToken } = await appWithAdminAndStaff());
});
afterAll(() => app.close());

const BOUNDARY = 'cabinet-import-test';
const CHUNK = 64 * 1024;

/** A multipart upload of about `size` bytes of CSV, made as it is read; `pulled` counts what was read. */
function lazyUpload(size: number) {
  const row = `Someone,${'x'.repeat(50)}\r\n`;
  const block = Buffer.from(row.repeat(Math.ceil(CHUNK / row.length)));
  const counter = { pulled: 0 };
  function* parts() {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\nname,description\r\n',
    );
    for (let sent = 0; sent < size; sent += block.length) yield block;
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  const stream = Readable.from(
    (function* counted() {
      for (const part of parts()) {
        counter.pulled += part.length;
        yield part;
      }
    })(),
    { objectMode: false },
  );
  return { stream, counter };
}

const importInto = (model: string, payload: string | Readable, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/${model}/import`,
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(token ? bearer(token) : {}),
    },
    payload,
  });
const importRoles = (payload: string | Readable, token?: string) =>
  importInto('role', payload, token);

function csvUpload(csv: string) {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="roles.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${BOUNDARY}--\r\n`
  );
}

describe('authorization before the body', () => {
  it.each([
    ['a visitor', undefined, 401],
    ['a staff member without the permission', 'user', 403],
  ] as const)('refuses %s without reading the 9.6 MB body', async (_who, tokenKind, status) => {
    const { stream, counter } = lazyUpload(9.6 * 1024 * 1024);
    const response = await importRoles(stream, tokenKind ? userToken : undefined);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ detail: string }>().detail).toMatch(/\w+/);
    // At most what the transport buffers ahead; the multipart parser never ran over the file.
    expect(counter.pulled).toBeLessThan(2 * CHUNK);
  });

  // The public role may create contact requests (the form), which must not open their import.
  it('refuses a visitor importing contact requests without reading the 9.6 MB body', async () => {
    const { stream, counter } = lazyUpload(9.6 * 1024 * 1024);
    const response = await importInto('contact_request', stream);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Not authenticated' });
    expect(counter.pulled).toBeLessThan(2 * CHUNK);
  });

  it('refuses creating contact requests by import: only the public form creates them', async () => {
    const response = await importInto(
      'contact_request',
      csvUpload('name,email,message\r\nImported visitor,visitor@example.ch,Hello'),
      adminToken,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail:
        'Line 2: contact_request records cannot be created by an import, only updated: give each row the id of an existing record.',
    });
    const staff = await importInto('contact_request', csvUpload('status\r\nclosed'), userToken);
    expect(staff.statusCode).toBe(403);
  });
});

describe('limits', () => {
  it('refuses more than 200,000 rows with 413, and imports nothing', async () => {
    const rows = Array.from({ length: 200_001 }, (_, i) => `Limit ${i}`).join('\r\n');
    const response = await importRoles(csvUpload(`name\r\n${rows}`), adminToken);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'At most 200000 rows can be imported at once: split the file.',
    });
    expect(await app.db.select().from(role).where(like(role.name, 'Limit %'))).toEqual([]);
  });

  it('refuses a file over the upload size with 413 and a clear detail', async () => {
    const { stream } = lazyUpload(11 * 1024 * 1024);
    const response = await importRoles(stream, adminToken);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'The file is larger than the 10 MB import limit: split it.',
    });
    expect(await app.db.select().from(role).where(like(role.name, 'Someone%'))).toEqual([]);
  });

  it('still imports a file within the limits, all rows or none', async () => {
    const ok = await importRoles(
      csvUpload('name,permissions\r\nWithin A,[]\r\nWithin B,[]'),
      adminToken,
    );
    expect(ok.json()).toEqual({ created: 2, updated: 0 });
    const bad = await importRoles(
      csvUpload('name,permissions,active\r\nWithin C,[],true\r\nWithin D,[],perhaps'),
      adminToken,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (await app.db.select().from(role).where(like(role.name, 'Within %'))).map((r) => r.name),
    ).toEqual(['Within A', 'Within B']);
  });
});

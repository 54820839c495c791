import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_PART_BYTES } from '../../src/files/file-blobs.ts';
import type { FileStore } from '../../src/files/file-store.ts';
import { appWithAdminAndStaff } from '../helpers/auth.ts';
import { PNG, serve, uploadFiles, type AttachmentAnswer } from '../helpers/files.ts';

let app: FastifyInstance;
let token: string;
let legacyDir: string;
let store: FileStore;

const drain = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

const partsOf = async (name: string) => {
  const result: unknown = await app.db.execute(
    sql`select part, octet_length(content)::int as bytes from file_blob where name = ${name} order by part`,
  );
  return (result as { rows: { part: number; bytes: number }[] }).rows;
};

beforeAll(async () => {
  legacyDir = mkdtempSync(join(tmpdir(), 'cabinet-legacy-uploads-'));
  ({ app, adminToken: token } = await appWithAdminAndStaff({ UPLOAD_DIR: legacyDir }));
  store = app.fileStore;
});
afterAll(() => app.close());

describe('uploaded files in the database', () => {
  it('keeps a file larger than a part in parts and serves it whole, with its length', async () => {
    // A PNG's signature followed by two and a half parts of noise: typed PNG by its first bytes.
    const big = Buffer.concat([PNG, randomBytes(2 * FILE_PART_BYTES + 1000)]);
    const upload = await uploadFiles(app, [{ name: 'scan.png', content: big }], { token });
    expect(upload.statusCode).toBe(200);
    const [file] = upload.json<AttachmentAnswer[]>();
    expect((await partsOf(file!.name)).map((row) => row.bytes)).toEqual([
      FILE_PART_BYTES,
      FILE_PART_BYTES,
      big.length - 2 * FILE_PART_BYTES,
    ]);
    const served = await serve(app, file!.name, token);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-length']).toBe(String(big.length));
    expect(served.rawPayload.equals(big)).toBe(true);
    // Nothing is written to a folder any more.
    expect(readdirSync(legacyDir)).toEqual([]);
  });

  it('writes a name once, and lets no other name reach the database', async () => {
    const name = store.newName('png');
    await store.write(name, PNG);
    await expect(store.write(name, PNG)).rejects.toThrow();
    expect((await store.read(name))?.equals(PNG)).toBe(true);
    await expect(store.write('../../etc/passwd', PNG)).rejects.toThrow(
      'Refusing to write an invalid stored name.',
    );
    expect(await store.open('../../etc/passwd')).toBeNull();
    expect(await store.open(store.newName('png'))).toBeNull();
  });

  it('serves a file an earlier release left in the folder until it is moved, and deletes it there too', async () => {
    const upload = await uploadFiles(app, [{ name: 'old.png', content: PNG }], { token });
    const [file] = upload.json<AttachmentAnswer[]>();
    // As the release before this one stored it: in the folder, not in the database.
    const older = Buffer.concat([PNG, Buffer.from('folder copy')]);
    await app.db.execute(sql`delete from file_blob where name = ${file!.name}`);
    writeFileSync(join(legacyDir, file!.name), older, { mode: 0o600 });
    const served = await serve(app, file!.name, token);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(older)).toBe(true);
    const opened = await store.open(file!.name);
    expect(opened?.size).toBe(older.length);
    expect((await drain(opened!.stream)).equals(older)).toBe(true);

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/v1/attachment/${file!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(existsSync(join(legacyDir, file!.name))).toBe(false);
  });

  it('answers 404 for a row whose file is in neither place', async () => {
    const upload = await uploadFiles(app, [{ name: 'lost.png', content: PNG }], { token });
    const [file] = upload.json<AttachmentAnswer[]>();
    await app.db.execute(sql`delete from file_blob where name = ${file!.name}`);
    const served = await serve(app, file!.name, token);
    expect(served.statusCode).toBe(404);
    expect(served.json()).toEqual({ detail: 'File not found.' });
  });
});

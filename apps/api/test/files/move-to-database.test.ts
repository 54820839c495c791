import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { FILE_PART_BYTES, insertBlob, readBlob } from '../../src/files/file-blobs.ts';
import { LegacyFolder } from '../../src/files/legacy-folder.ts';
import { moveFolderIntoDatabase } from '../../src/files/move-to-database.ts';
import { newStoredName } from '../../src/files/stored-name.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('moving the folder of an earlier release into the database', () => {
  it('moves each file whole, keeps one whose copy differs, and does nothing the second time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-old-uploads-'));
    const big = Buffer.alloc(FILE_PART_BYTES + 7, 0x42);
    const [photo, scan, copied, clash] = ['png', 'pdf', 'png', 'gif'].map(newStoredName) as [
      string,
      string,
      string,
      string,
    ];
    writeFileSync(join(dir, photo), 'photo bytes');
    writeFileSync(join(dir, scan), big);
    // Moved by a run that stopped before deleting it from the folder.
    writeFileSync(join(dir, copied), 'copied bytes');
    await insertBlob(database.db, copied, Buffer.from('copied bytes'));
    writeFileSync(join(dir, clash), 'folder bytes');
    await insertBlob(database.db, clash, Buffer.from('database bytes'));
    writeFileSync(join(dir, 'notes.txt'), 'not a stored file');

    const first = await moveFolderIntoDatabase(database.db, new LegacyFolder(dir));
    expect(first).toEqual({
      moved: 2,
      bytes: 'photo bytes'.length + big.length,
      alreadyThere: 1,
      differing: [clash],
    });
    expect((await readBlob(database.db, photo))?.toString()).toBe('photo bytes');
    expect((await readBlob(database.db, scan))?.equals(big)).toBe(true);
    expect((await readBlob(database.db, clash))?.toString()).toBe('database bytes');
    expect(readdirSync(dir).sort()).toEqual([clash, 'notes.txt'].sort());

    const second = await moveFolderIntoDatabase(database.db, new LegacyFolder(dir));
    expect(second).toEqual({ moved: 0, bytes: 0, alreadyThere: 0, differing: [clash] });
    expect(existsSync(join(dir, clash))).toBe(true);
  });
});

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { readBlob } from '../../src/files/file-blobs.ts';
import { newStoredName } from '../../src/files/stored-name.ts';
import { builtUploadsCli } from '../helpers/built-api.ts';

/** `pnpm uploads:to-database` as an operator runs it, on the embedded database. */
function run(env: Record<string, string>) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [builtUploadsCli()], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the uploads move command', () => {
  it(
    'moves the folder of an earlier release into the database and says how many files went',
    { timeout: 180_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'cabinet-move-'));
      const uploads = join(dataDir, 'uploads');
      mkdirSync(uploads);
      const [photo, cv] = [newStoredName('png'), newStoredName('pdf')];
      writeFileSync(join(uploads, photo), 'photo bytes');
      writeFileSync(join(uploads, cv), 'cv bytes');

      const first = run({ DATA_DIR: dataDir });
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(
        new RegExp(
          `^moved 2 files \\(0\\.0 MB\\) from ${uploads} into the database in \\d+ ms; 0 were there already\\n$`,
        ),
      );
      expect(readdirSync(uploads)).toEqual([]);
      // Running it again moves nothing: move-to-database.test.ts; here, what an operator sees.

      const database = await openDatabase({ kind: 'pglite', dataDir, log: () => undefined });
      try {
        expect((await readBlob(database.db, photo))?.toString()).toBe('photo bytes');
        expect((await readBlob(database.db, cv))?.toString()).toBe('cv bytes');
      } finally {
        await database.close();
      }
    },
  );
});

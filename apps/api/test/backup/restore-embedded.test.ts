import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { decryptArchive, readFrames, writeArchive, type Frame } from '../../src/backup/archive.ts';
import { createBackup } from '../../src/backup/backup.ts';
import { parseBackupKey } from '../../src/backup/backup-key.ts';
import { restoreEmbedded } from '../../src/backup/restore.ts';
import {
  clearRestoreWork,
  RESTORE_REPLACED_DIR,
  RESTORE_WORK_DIR,
  SWAP_MARK,
} from '../../src/backup/restore-swap.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { applyMigrations } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/db/seed/index.ts';
import { insertBlob, readBlob } from '../../src/files/file-blobs.ts';
import { testAdmin } from '../helpers/test-admin.ts';

// The embedded database in its folder, as a practice's server holds it: a restore must replace it
// whole or leave it exactly as it was, never an empty database in its place.
const key = parseBackupKey('ab'.repeat(32));
const otherKey = parseBackupKey('cd'.repeat(32));
const temp = (name: string) => mkdtempSync(join(tmpdir(), `cabinet-${name}-`));
const FILE_NAME = `${'0'.repeat(32)}.pdf`;
const FILE_BYTES = Buffer.from("%PDF-1.4 the backup's file");

let dataDir: string;
let backupFile: string;

/** Every file under a folder with its bytes' hash: equal means byte for byte as it was. */
function treeOf(dir: string): Record<string, string> {
  const tree: Record<string, string> = {};
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(dir, name);
    tree[name] = statSync(path).isDirectory()
      ? 'folder'
      : createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return tree;
}

async function seeded(database: DatabaseHandle, roleName: string): Promise<void> {
  await applyMigrations(database);
  await seedDatabase(database.db, testAdmin);
  await database.db.execute(
    sql`insert into role (organization_id, name, permissions) values (1, ${roleName}, '[]')`,
  );
}

async function withDataDir<T>(work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  const database = await openDatabase({ kind: 'pglite', dataDir, log: () => undefined });
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

/** The backup written once more with one change to its frames, under the right key. */
async function rewritten(change: (frame: Frame) => Frame): Promise<string> {
  const dir = temp('rewritten');
  await decryptArchive(backupFile, key, join(dir, 'plain'));
  const frames: Frame[] = [];
  for await (const frame of readFrames(join(dir, 'plain'))) frames.push(change(frame));
  const path = join(dir, 'rewritten.backup');
  await writeArchive(
    path,
    key,
    (async function* () {
      yield* frames;
    })(),
  );
  return path;
}

beforeAll(async () => {
  // The practice's embedded database in DATA_DIR, backed up with a file and the app secret of
  // then; since the backup, one more role and a new app secret.
  dataDir = temp('practice');
  writeFileSync(join(dataDir, 'app-secret'), 'secret-of-the-backup\n', { mode: 0o600 });
  await withDataDir(async (database) => {
    await seeded(database, 'Backed-up desk');
    await insertBlob(database.db, FILE_NAME, FILE_BYTES);
    const place = { database, dataDir, uploadDir: join(dataDir, 'uploads') };
    backupFile = (await createBackup(place, { backupDir: temp('backups'), key })).path;
    await database.db.execute(
      sql`insert into role (organization_id, name, permissions) values (1, 'Later desk', '[]')`,
    );
  });
  writeFileSync(join(dataDir, 'app-secret'), 'secret-of-today\n', { mode: 0o600 });
});

describe('a restore into the embedded database', () => {
  it('refused, leaves DATA_DIR byte for byte as it was, and the practice is served as before', async () => {
    const before = treeOf(dataDir);
    const tampered = Buffer.from(readFileSync(backupFile));
    tampered[tampered.length >> 1] = tampered[tampered.length >> 1]! ^ 0x01;
    const tamperedFile = join(temp('tampered'), 'tampered.backup');
    writeFileSync(tamperedFile, tampered);
    const otherRelease = await rewritten((frame) =>
      frame.header.type === 'manifest'
        ? {
            ...frame,
            body: Buffer.from(
              JSON.stringify({
                ...(JSON.parse(Buffer.from(frame.body).toString()) as object),
                migrations: 3,
              }),
            ),
          }
        : frame,
    );
    const target = { dataDir, uploadDir: join(dataDir, 'uploads') };
    for (const [options, refusal] of [
      [{ file: backupFile, key: otherKey, force: true }, 'wrong BACKUP_KEY'],
      [{ file: tamperedFile, key, force: true }, 'the backup file is damaged or was changed'],
      [{ file: otherRelease, key, force: true }, 'this backup is of another version of Cabinet'],
      // Read from a copy of the database's folder: opening the folder itself would write to it.
      [{ file: backupFile, key }, /^the target is not empty \(\d+ rows, 1 files\)/],
    ] as const) {
      await expect(restoreEmbedded(target, options)).rejects.toThrow(refusal);
      expect(treeOf(dataDir)).toEqual(before);
    }

    const database = await openDatabase({ kind: 'pglite', dataDir, log: () => undefined });
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: testAdmin.password }),
      database,
      appSecret: 'secret-of-today',
      logger: false,
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/token',
        payload: { username: testAdmin.username, password: testAdmin.password },
      });
      expect(signIn.statusCode).toBe(200);
      const roles = await app.inject({
        method: 'POST',
        url: '/api/v1/role/search',
        payload: {},
        headers: {
          authorization: `Bearer ${signIn.json<{ access_token: string }>().access_token}`,
        },
      });
      expect(roles.body).toContain('Later desk');
    } finally {
      await app.close();
    }
  });

  it('forced, puts the backup back whole, its app secret with it, and leaves no work behind', async () => {
    const manifest = await restoreEmbedded(
      { dataDir, uploadDir: join(dataDir, 'uploads') },
      { file: backupFile, key, force: true },
    );
    expect(manifest.files).toHaveLength(1);
    const left = readdirSync(dataDir);
    expect(left).not.toContain(RESTORE_WORK_DIR);
    expect(left).not.toContain(RESTORE_REPLACED_DIR);
    expect(readFileSync(join(dataDir, 'app-secret'), 'utf8')).toBe('secret-of-the-backup\n');
    await withDataDir(async ({ db }) => {
      const result: unknown = await db.execute(sql`select name from role where name like '% desk'`);
      expect((result as { rows: { name: string }[] }).rows).toEqual([{ name: 'Backed-up desk' }]);
      expect((await readBlob(db, FILE_NAME))?.equals(FILE_BYTES)).toBe(true);
    });
  });
});

describe('a swap stopped part-way', () => {
  /** DATA_DIR as a restore stopped right after setting the old database aside leaves it. */
  function stoppedSwap(withMark: boolean): string {
    const dir = temp('stopped-swap');
    mkdirSync(join(dir, RESTORE_WORK_DIR, 'pglite'), { recursive: true });
    writeFileSync(join(dir, RESTORE_WORK_DIR, 'pglite', 'PG_VERSION'), 'restored\n');
    writeFileSync(join(dir, RESTORE_WORK_DIR, 'app-secret'), 'restored-secret\n');
    mkdirSync(join(dir, 'pglite'));
    writeFileSync(join(dir, 'pglite', 'PG_VERSION'), 'practice\n');
    writeFileSync(join(dir, 'app-secret'), 'practice-secret\n');
    if (withMark) {
      writeFileSync(
        join(dir, RESTORE_WORK_DIR, SWAP_MARK),
        JSON.stringify(['pglite', 'app-secret']),
      );
      mkdirSync(join(dir, RESTORE_REPLACED_DIR));
      renameSync(join(dir, 'pglite'), join(dir, RESTORE_REPLACED_DIR, 'pglite'));
    }
    return dir;
  }

  it('is finished by the next start: the checked result takes the place, nothing else is left', async () => {
    const dir = stoppedSwap(true);
    await clearRestoreWork(dir);
    expect(readFileSync(join(dir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('restored\n');
    expect(readFileSync(join(dir, 'app-secret'), 'utf8')).toBe('restored-secret\n');
    expect(readdirSync(dir).sort()).toEqual(['app-secret', 'pglite']);
  });

  it('is finished before anything opens the database, so none opens an empty one in its place', async () => {
    const dir = stoppedSwap(true);
    // Not a database: opening it fails, once the swap has put the restored folder in place.
    await expect(
      openDatabase({ kind: 'pglite', dataDir: dir, log: () => undefined }),
    ).rejects.toThrow();
    expect(readFileSync(join(dir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('restored\n');
    expect(readdirSync(dir)).not.toContain(RESTORE_REPLACED_DIR);
  });

  it('without its mark is only leftovers: they go, and DATA_DIR keeps its own', async () => {
    const dir = stoppedSwap(false);
    await clearRestoreWork(dir);
    expect(readFileSync(join(dir, 'pglite', 'PG_VERSION'), 'utf8')).toBe('practice\n');
    expect(readFileSync(join(dir, 'app-secret'), 'utf8')).toBe('practice-secret\n');
    expect(existsSync(join(dir, RESTORE_WORK_DIR))).toBe(false);
  });
});

import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { ensureDataDir } from '../../src/lib/data-dir.ts';

/** The data folder holds the database (health data), the app secret and uploaded files. */
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data folder', () => {
  it('is created readable by its owner only, parents included', () => {
    const base = mkdtempSync(join(tmpdir(), 'cabinet-data-'));
    const dataDir = ensureDataDir(join(base, 'nested', 'data'));
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(join(base, 'nested'))).toBe(0o700);
  });

  it('keeps the embedded database in an owner-only folder', async () => {
    const dataDir = ensureDataDir(join(mkdtempSync(join(tmpdir(), 'cabinet-data-')), 'data'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(modeOf(join(dataDir, 'pglite'))).toBe(0o700);
    } finally {
      await database.close();
    }
  });
});

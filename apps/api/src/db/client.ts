import { chmodSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { finishInterruptedSwap } from '../backup/restore-swap.ts';
import { PGLITE_FOLDER, upgradePgliteFolder } from './pglite-upgrade.ts';
import * as schema from './schema/index.ts';

/** The query builder, the same type on PGlite and PostgreSQL so no code path differs. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs `work` while holding a cluster-wide lock, so replicas migrate and seed one at a time. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite in memory: its files as they are now, to open copies of it from (`from` below). */
  dumpFiles?(): Promise<Blob>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /**
   * DATA_DIR/pglite; a folder an older PGlite wrote is converted first, `log` told one line then
   * (standard output when not given).
   */
  | { kind: 'pglite'; dataDir: string; log?: (line: string) => void }
  /** In memory; `from` is another database's dumped files to start from instead of an empty one. */
  | { kind: 'pglite-memory'; from?: Blob };

const STARTUP_LOCK_KEY = 4_242_001;
/** Trigram indexes make `ilike` searches anywhere in the text fast (PostgreSQL ships it in contrib). */
const extensions = { pg_trgm };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (target.kind === 'pglite') {
    const log = target.log ?? ((line: string) => process.stdout.write(`${line}\n`));
    // A restore stopped while swapping its database in: finished first (restore-swap.ts).
    await finishInterruptedSwap(target.dataDir);
    await upgradePgliteFolder(target.dataDir, { openCurrent: openPgliteFolder, log });
    return openPgliteFolder(join(target.dataDir, PGLITE_FOLDER));
  }
  const client = await PGlite.create({ extensions, loadDataDir: target.from });
  return { ...pgliteHandle(client), dumpFiles: () => client.dumpDataDir('none') };
}

/** A PGlite database in `dir`, made there if the folder holds none yet. */
async function openPgliteFolder(dir: string): Promise<DatabaseHandle> {
  // Health data: the database folder is its owner's only (PostgreSQL's own default lets the group read).
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(dir, { extensions });
  chmodSync(dir, 0o700);
  return pgliteHandle(client);
}

function pgliteHandle(client: PGlite): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    // PGlite serves one process, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    // Our queries are short: compiling them (JIT) costs more than it saves, up to 150 ms when
    // estimates are off after a large import.
    options: '-c jit=off',
  });
  // An idle connection the server ends (restart, failover, a test database dropped) must not crash
  // the process: the pool discards it and opens a fresh one for the next query.
  pool.on('error', () => undefined);
  // Fail at start, with the driver's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzlePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    async withStartupLock(work) {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await lockClient
          .query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
          .catch(() => undefined);
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

import { availableParallelism } from 'node:os';
import { nodePreset } from '@cabinet/vitest-config/node';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { testFilesByDatabase } from './test/database-kind-files.ts';

/**
 * Each test file runs once per kind of database it can tell apart, no more:
 * - `no-database`: files that never ask which database this is (helpers, parsing, config) run once;
 * - `pglite`: every other file, on the embedded database;
 * - `postgres`: the same files on PostgreSQL, when TEST_DATABASE_URL names a server (`npm test`
 *   starts one). Its databases are copies of one template migrated at the start of the run.
 *
 * The files share their worker's modules: the API's modules are loaded once per worker instead of
 * once per file (about four seconds each on two cores), PGlite's WebAssembly is compiled once, and
 * so are the response serializers. A test file therefore keeps no state in a module: each builds
 * its own app on its own database. Files that replace a module of the API (`vi.mock`) get a module
 * graph of their own, in a project of their own (`…-own-modules`).
 */
const OWN_MODULES = ['test/worked-example/**/*.test.ts'];

/** Several API processes on one database: PostgreSQL only (PGlite is one process's). */
const POSTGRES_ONLY = ['test/multi-process/**'];

// Each file starts its own database (PGlite compiles WebAssembly); on two busy cores that is slow.
const timeouts = { hookTimeout: 120_000, testTimeout: 60_000 };

const { perDatabase, once } = testFilesByDatabase();

/**
 * What every project shares: the node preset, without its list of files. An inline project extends
 * the config that declares it (and shares its Vite server, so the API's modules are transformed
 * once for all projects); a list such as `include` would add up with the project's own, so only the
 * projects name their files.
 */
const shared: ViteUserConfig['test'] = { ...nodePreset.test, ...timeouts };
delete shared.include;

/** The files of one kind of database: shared modules, then the files that need their own. */
function projectsOn(kind: 'pglite' | 'postgres') {
  const env = { TEST_DB_KIND: kind };
  const exclude = kind === 'pglite' ? [...OWN_MODULES, ...POSTGRES_ONLY] : OWN_MODULES;
  const globalSetup = kind === 'postgres' ? ['test/helpers/postgres-template.ts'] : [];
  return [
    {
      test: {
        name: kind,
        env,
        globalSetup,
        isolate: false,
        include: perDatabase,
        exclude,
      },
    },
    {
      test: {
        name: `${kind}-own-modules`,
        env,
        globalSetup,
        include: OWN_MODULES,
      },
    },
  ];
}

export default defineConfig({
  test: {
    ...shared,
    // Vitest's default is a worker less than the cores: one on two cores. These files spend much of
    // their time waiting on the API processes, databases and sockets they start, so one worker more
    // than the cores keeps both busy (a quarter off the PGlite run on two cores).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: 'no-database',
          isolate: false,
          include: once,
        },
      },
      ...projectsOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? projectsOn('postgres') : []),
    ],
  },
});

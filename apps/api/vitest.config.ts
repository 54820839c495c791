import { nodePreset } from '@cabinet/vitest-config/node';
import { configDefaults, mergeConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it): same tests, same code path, a fresh database per test file.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * On PGlite, the files share their worker's modules: the API's modules are loaded once per worker
 * instead of once per file (about four seconds each on two cores), and PGlite's WebAssembly is
 * compiled once; the project takes half the time. A test file therefore keeps no state in a
 * module: each builds its own app on its own database. Files that replace a module of the API
 * (`vi.mock`) need a module graph of their own, as every file has on PostgreSQL.
 */
const OWN_MODULES = ['test/worked-example/**/*.test.ts'];

const pglite = { TEST_DB_KIND: 'pglite' };

// Each file starts its own database (PGlite compiles WebAssembly); on two busy cores that is slow.
const timeouts = { hookTimeout: 120_000, testTimeout: 60_000 };

export default mergeConfig(nodePreset, {
  test: {
    ...timeouts,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          env: pglite,
          isolate: false,
          // Several API processes on one database: PostgreSQL only (PGlite is one process's).
          exclude: [...configDefaults.exclude, 'test/multi-process/**', ...OWN_MODULES],
        },
      },
      {
        // Not extended from the root: its `include` would be added to the root's, not replace it.
        test: {
          ...nodePreset.test,
          ...timeouts,
          name: 'pglite-own-modules',
          env: pglite,
          include: OWN_MODULES,
        },
      },
      ...(onPostgres
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', env: { TEST_DB_KIND: 'postgres' } },
            },
          ]
        : []),
    ],
  },
} satisfies ViteUserConfig);

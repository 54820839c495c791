import { nodePreset } from '@cabinet/vitest-config/node';
import { configDefaults, mergeConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it): same tests, same code path, a fresh database per test file.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default mergeConfig(nodePreset, {
  test: {
    // Each file starts its own database (PGlite compiles WebAssembly); on two busy cores that is slow.
    hookTimeout: 120_000,
    testTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'pglite',
          env: { TEST_DB_KIND: 'pglite' },
          // Several API processes on one database: PostgreSQL only (PGlite is one process's).
          exclude: [...configDefaults.exclude, 'test/multi-process/**'],
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

import { nodePreset } from '@cabinet/vitest-config/node';
import { configDefaults, mergeConfig, type ViteUserConfig } from 'vitest/config';

/**
 * The suite runs on PGlite always, and a second time on PostgreSQL when TEST_DATABASE_URL is set
 * (CI sets it): same tests, same code path, a fresh database per test file.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The files share their worker's modules: the API's modules are loaded once per worker instead of
 * once per file (about four seconds each on two cores), PGlite's WebAssembly is compiled once, and
 * so are the response serializers; a project takes half the time or less. A test file therefore
 * keeps no state in a module: each builds its own app on its own database. Files that replace a
 * module of the API (`vi.mock`) get a module graph of their own, in a project of their own.
 */
const OWN_MODULES = ['test/worked-example/**/*.test.ts'];

// Each file starts its own database (PGlite compiles WebAssembly); on two busy cores that is slow.
const timeouts = { hookTimeout: 120_000, testTimeout: 60_000 };

/** The suite on one kind of database: shared modules, then the files that need their own. */
function projectsOn(kind: 'pglite' | 'postgres', exclude: string[] = []) {
  const env = { TEST_DB_KIND: kind };
  return [
    {
      extends: true as const,
      test: {
        name: kind,
        env,
        isolate: false,
        exclude: [...configDefaults.exclude, ...exclude, ...OWN_MODULES],
      },
    },
    {
      // Not extended from the root: its `include` would be added to the root's, not replace it.
      test: {
        ...nodePreset.test,
        ...timeouts,
        name: `${kind}-own-modules`,
        env,
        include: OWN_MODULES,
      },
    },
  ];
}

export default mergeConfig(nodePreset, {
  test: {
    ...timeouts,
    projects: [
      // Several API processes on one database: PostgreSQL only (PGlite is one process's).
      ...projectsOn('pglite', ['test/multi-process/**']),
      ...(onPostgres ? projectsOn('postgres') : []),
    ],
  },
} satisfies ViteUserConfig);

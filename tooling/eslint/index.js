import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries: apps never import each other, packages never import apps, and each package
 * only depends on the internal packages it is allowed to, so the dependency graph points one way
 * (apps → packages) and a package can be tested and reused without any app.
 */
const allowedInternal = {
  app: ['api-client', 'ui', 'i18n', 'auth'],
  api: ['i18n'],
  'api-client': [],
  i18n: [],
  auth: ['api-client'],
  ui: ['i18n'],
  // The repository's own tooling (test guard, static server): none of the product's packages.
  tooling: [],
};
const allInternal = ['api-client', 'ui', 'i18n', 'auth'];

/**
 * The `no-restricted-imports` setting of a workspace, with more patterns for some of its folders (the
 * API's lint zones). ESLint replaces a rule's options per file rather than merging them, so a zone
 * repeats the workspace's own patterns through this.
 * @param {keyof typeof allowedInternal} kind
 * @param {object[]} [extraPatterns]
 */
export function restrictedImports(kind, extraPatterns = []) {
  const rule = boundaryRule(kind)['no-restricted-imports'];
  return {
    'no-restricted-imports': [
      rule[0],
      { ...rule[1], patterns: [...rule[1].patterns, ...extraPatterns] },
    ],
  };
}

function boundaryRule(kind) {
  const allowed = allowedInternal[kind] ?? [];
  const forbidden = allInternal.filter((name) => !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbidden.map((name) => ({
            group: [`@cabinet/${name}`, `@cabinet/${name}/*`],
            message: `This workspace may not depend on @cabinet/${name}: the graph points from apps to packages, and a package uses only those listed for it.`,
          })),
          {
            group: [
              '@cabinet/api',
              '@cabinet/api/*',
              '@cabinet/public-site*',
              '@cabinet/backoffice*',
              '@cabinet/mobile*',
            ],
            message: 'Apps are deployables: never import one from another workspace.',
          },
          {
            // Climbing out of the workspace into an app's folder (a folder of its own named apps,
            // such as the API's apps resource, is not another workspace).
            regex: '^(\\.\\./)+apps/(api|backoffice|public-site|mobile)(/|$)',
            message: 'Never reach into another workspace by path.',
          },
        ],
      },
    ],
  };
}

/**
 * Zones checked on resolved paths, so a relative import cannot slip through: in an app,
 * `src/features/<a>` never imports `src/features/<b>` (what two features share moves to
 * `src/components`, `src/lib` or a package, so a feature can be changed or removed alone); an app
 * never imports a file of another app, nor a package one of an app.
 *
 * @param {string} workspaceDir
 * @param {boolean} isApp
 */
function zones(workspaceDir, isApp) {
  if (!isApp) {
    return [
      {
        target: workspaceDir,
        from: resolve(workspaceDir, '../../apps'),
        message: 'A package never imports an app: apps depend on packages, not the other way.',
      },
    ];
  }
  const parent = resolve(workspaceDir, '..');
  if (basename(parent) !== 'apps') {
    // A deployable outside apps/ (the deploy recipe's tests) drives the apps over HTTP only.
    return [
      {
        target: workspaceDir,
        from: join(parent, 'apps'),
        message: 'The deploy recipe reaches the apps over HTTP, never through their files.',
      },
    ];
  }
  const otherApps = {
    target: workspaceDir,
    from: resolve(workspaceDir, '..'),
    except: [`./${basename(workspaceDir)}`],
    message: 'An app never imports another app: each is deployed on its own.',
  };
  const featuresDir = join(workspaceDir, 'src/features');
  if (!existsSync(featuresDir)) return [otherApps];
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const featureZones = features.map((feature) => ({
    target: join(featuresDir, feature),
    from: featuresDir,
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: move what both need to src/components, src/lib or a package.',
  }));
  return [otherApps, ...featureZones];
}

/**
 * @param {{ kind: keyof typeof allowedInternal, react?: boolean, tsconfigRootDir: string }} options
 */
export function defineConfig({ kind, react = false, tsconfigRootDir }) {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-ssr/**',
        'dist-server/**',
        // Copies of builds kept to compare them (the public site's `lighthouse --build`).
        '.compare/**',
        'storybook-static/**',
        'coverage/**',
        'src/generated/**',
        'android/**',
        'drizzle/**',
        '**/*.d.ts',
      ],
    },
    js.configs.recommended,
    ...tseslint.configs.strictTypeChecked,
    {
      languageOptions: {
        globals: react ? { ...globals.browser } : { ...globals.node },
        parserOptions: { projectService: true, tsconfigRootDir },
      },
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
        ],
      },
      rules: {
        ...boundaryRule(kind),
        'import-x/no-restricted-paths': [
          'error',
          { zones: zones(tsconfigRootDir, kind === 'app' || kind === 'api') },
        ],
        '@typescript-eslint/consistent-type-imports': 'error',
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
        '@typescript-eslint/no-confusing-void-expression': 'off',
        '@typescript-eslint/no-unnecessary-condition': 'off',
        '@typescript-eslint/no-non-null-assertion': 'off',
        // Fastify plugins and route registrars are async by contract, awaiting or not.
        '@typescript-eslint/require-await': 'off',
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
        ],
      },
    },
    {
      files: ['**/*.js', '**/*.mjs'],
      ...tseslint.configs.disableTypeChecked,
    },
    ...(react
      ? [
          {
            plugins: { 'react-hooks': reactHooks },
            rules: {
              'react-hooks/rules-of-hooks': 'error',
              'react-hooks/exhaustive-deps': 'warn',
            },
          },
        ]
      : []),
    {
      files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'e2e*/**', '**/*.stories.tsx'],
      rules: {
        '@typescript-eslint/no-floating-promises': 'off',
        '@typescript-eslint/unbound-method': 'off',
      },
    },
    // Every test runs and every assertion in it runs: a focused test would silently leave the others
    // out, a skipped one is a check nobody makes, and an assertion behind a condition may never run.
    {
      files: ['**/*.test.{ts,tsx,js,mjs}'],
      plugins: { vitest },
      rules: {
        'vitest/no-focused-tests': 'error',
        'vitest/no-disabled-tests': 'error',
        'vitest/no-conditional-expect': 'error',
      },
    },
    {
      // e2e/ and e2e-flags-on/ (the site built with its feature flags on).
      files: ['e2e*/**/*.ts'],
      plugins: { playwright },
      rules: {
        'playwright/no-focused-test': 'error',
        'playwright/no-skipped-test': 'error',
        'playwright/no-conditional-expect': 'error',
      },
    },
    prettier,
  );
}

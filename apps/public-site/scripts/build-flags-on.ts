import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/**
 * `pnpm build:flags-on`: a second production build of the site with visitor tracking and anonymous
 * users switched on (VITE_ENABLE_XRAY, VITE_ENABLE_ANON_USERS), made the same way as `pnpm build`
 * (client, server render, prerendered pages, precompressed files, page server) but into
 * FLAGS_ON_BUILD_ROOT, so the normal build in dist/ stays as it is. The flag-on end-to-end tests
 * (playwright.flags-on.config.ts) serve it. The folder is under node_modules/.cache: out of git,
 * lint and formatting, and the page server there still finds the app's packages.
 */
const appDir = resolve(import.meta.dirname, '..');
const FLAGS_ON_BUILD_ROOT = join(appDir, 'node_modules/.cache/cabinet-flags-on');

function run(command: string, args: string[]) {
  execFileSync(command, args, {
    cwd: appDir,
    stdio: 'inherit',
    env: {
      ...process.env,
      VITE_ENABLE_XRAY: 'true',
      VITE_ENABLE_ANON_USERS: 'true',
      SITE_BUILD_ROOT: FLAGS_ON_BUILD_ROOT,
    },
  });
}

const out = (name: string) => join(FLAGS_ON_BUILD_ROOT, name);
run('vite', ['build', '--outDir', out('dist'), '--emptyOutDir', '--logLevel', 'warn']);
run('vite', [
  'build',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  out('dist-ssr'),
  '--emptyOutDir',
  '--logLevel',
  'warn',
]);
run('tsx', ['scripts/prerender.ts']);
run('cabinet-precompress', [out('dist')]);
run('esbuild', [
  'server/main.ts',
  '--bundle',
  '--platform=node',
  '--format=esm',
  '--target=node24',
  '--packages=external',
  `--outfile=${out('dist-server/server.js')}`,
  '--log-level=warning',
]);

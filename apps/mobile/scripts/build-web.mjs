#!/usr/bin/env node
/**
 * Builds the public site for the app, from the site's own source, into dist/ (Capacitor's webDir):
 * `vite build --mode native`, with relative asset addresses (the app serves its files from
 * https://localhost on Android and capacitor://localhost on iOS), the app's own start
 * (`src/app-shell/start-app.tsx`, which renders the pages on the device), the native code (back
 * button, system links, status bar, splash, network) and the API's absolute URLs from the build's
 * configuration (VITE_API_URL, VITE_FORM_BACKEND_URL, ... from the environment or
 * apps/public-site/.env.native).
 *
 * Needs no Android SDK or Xcode; `scripts/sync.mjs` then copies dist/ into the native projects.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mobileDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(mobileDir, '..', 'public-site');
export const appBuildDir = join(mobileDir, 'dist');

/** Runs a command in the public site's folder, echoing its output; stops the script on failure. */
function run(args) {
  console.log(`$ pnpm ${args.join(' ')}`);
  const result = spawnSync('pnpm', args, { cwd: siteDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `pnpm ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}).`,
    );
    process.exit(result.status || 1);
  }
}

run(['exec', 'vite', 'build', '--mode', 'native', '--outDir', appBuildDir, '--emptyOutDir']);

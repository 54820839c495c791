#!/usr/bin/env node
/**
 * Puts the site's native build into the Android and iOS projects.
 *
 *   node scripts/sync.mjs              build the site for native (scripts/build-web.mjs), then
 *                                      `cap sync`: copy it and update the native plugin lists
 *   node scripts/sync.mjs --copy-only  copy the build in dist/ (built first if missing): `cap copy`
 *
 * Neither needs the Android SDK or Xcode; on Linux `cap sync` skips CocoaPods (a Mac runs
 * `pod install`, see the README).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mobileDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const copyOnly = process.argv.includes('--copy-only');

/** Runs a command in the mobile workspace, echoing its output; stops the script when it fails. */
function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: mobileDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}).`,
    );
    process.exit(result.status || 1);
  }
}

if (!copyOnly || !existsSync(join(mobileDir, 'dist', 'index.html'))) {
  run(process.execPath, [join(mobileDir, 'scripts', 'build-web.mjs')]);
}
run(join(mobileDir, 'node_modules', '.bin', 'cap'), [copyOnly ? 'copy' : 'sync']);
console.log('The Android and iOS projects now hold the site built for native.');

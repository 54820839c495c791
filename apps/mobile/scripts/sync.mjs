#!/usr/bin/env node
/**
 * Puts the public site's production build into the native project.
 *
 *   node scripts/sync.mjs              build the site if its dist is missing, then `cap sync android`
 *   node scripts/sync.mjs --copy-only  the same, but only copies the web assets (`cap copy android`)
 *   node scripts/sync.mjs --rebuild    always rebuild the site first
 *
 * Neither step needs the Android SDK: `cap sync` copies the assets and rewrites the Gradle plugin
 * lists. Building an APK (`./gradlew assembleDebug` in android/) does need the SDK and a JDK.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const mobileDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = join(mobileDir, '..', 'public-site', 'dist', 'index.html');
const args = new Set(process.argv.slice(2));

/** Runs a command in the mobile workspace, echoing its output; stops the script when it fails. */
function run(command, commandArgs) {
  console.log(`$ ${command} ${commandArgs.join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: mobileDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      `${command} ${commandArgs.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}).`,
    );
    process.exit(result.status || 1);
  }
}

if (args.has('--rebuild') || !existsSync(webIndex)) {
  console.log(
    args.has('--rebuild')
      ? 'Rebuilding the public site.'
      : 'The public site has no build yet: building it.',
  );
  run('pnpm', ['--filter', '@cabinet/public-site', 'build']);
}
if (!existsSync(webIndex)) {
  console.error(`No ${webIndex} after the build; nothing to copy.`);
  process.exit(1);
}

const capacitorCli = join(mobileDir, 'node_modules', '.bin', 'cap');
run(capacitorCli, [args.has('--copy-only') ? 'copy' : 'sync', 'android']);
console.log(
  'The Android project now holds the public site build (android/app/src/main/assets/public).',
);

#!/usr/bin/env node
// The two quick-start commands (README): `npm start` and `npm test`. Needs only a Node.js that can
// run npm: on an older line than Cabinet's it installs Node 26 first (node-runtime.mjs), then brings
// pnpm, installs the workspace, and orchestrates Turborepo tasks and the servers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRuntime } from './node-runtime.mjs';
import { runServers, serverPorts } from './servers.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const command = process.argv[2];
const startedAt = Date.now();

function say(message) {
  process.stdout.write(`\n\x1b[1m▸ ${message}\x1b[0m\n`);
}

function fail(message) {
  process.stderr.write(`\n✖ ${message}\n`);
  process.exit(1);
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
    ...options,
  });
  return result.status === 0;
}

/** The pnpm version the workspace pins (`packageManager` in package.json). */
function pinnedPnpm() {
  const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return packageManager.replace(/^pnpm@/, '').split('+')[0];
}

/**
 * The pinned pnpm, installed into .tools/pnpm inside the repository when it is missing there: the
 * commands never depend on a global pnpm of another major.
 */
function ensurePnpm() {
  const version = pinnedPnpm();
  const tools = join(root, '.tools', 'pnpm');
  const bin = join(tools, 'node_modules', '.bin');
  process.env.PATH = `${bin}${delimiter}${process.env.PATH}`;
  const found = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env: process.env });
  if (found.status === 0 && found.stdout.trim() === version) return;
  say(`Installing pnpm ${version} into .tools/pnpm`);
  const args = [
    'install',
    '--prefix',
    tools,
    '--no-save',
    '--no-fund',
    '--no-audit',
    '--loglevel=error',
  ];
  if (!run('npm', [...args, `pnpm@${version}`]))
    fail('Could not install pnpm from the npm registry.');
}

function install() {
  say('Installing dependencies');
  if (!run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']))
    fail('pnpm install failed.');
}

// ---------------------------------------------------------------------------------------------
// start: production builds of the API and both sites on the embedded database, with demo content.

/**
 * The generated password of the first admin, which the API keeps in DATA_DIR on the start that
 * creates the database (or a file an earlier version left): shown in the summary, then deleted, so
 * no admin password stays on disk in clear.
 */
function takeLeftoverPassword(dataDir) {
  // `first-admin-password` is where the API keeps a generated password; `demo-admin-password` the
  // name an earlier version used.
  for (const name of ['first-admin-password', 'demo-admin-password']) {
    const file = join(dataDir, name);
    if (!existsSync(file)) continue;
    const password = readFileSync(file, 'utf8').trim();
    rmSync(file);
    return password;
  }
  return null;
}

async function start() {
  let ports;
  try {
    ports = serverPorts(process.env);
  } catch (error) {
    fail(error.message);
  }
  say('Building the API, the public site and the back-office');
  const filters = ['@cabinet/api', '@cabinet/public-site', '@cabinet/backoffice'].flatMap((f) => [
    '--filter',
    f,
  ]);
  if (!run('pnpm', ['exec', 'turbo', 'run', 'build', ...filters, '--output-logs=errors-only']))
    fail('The build failed.');

  const dataDir = resolve(process.env.DATA_DIR ?? join(root, 'data'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const adminUsername = process.env.ADMIN_USERNAME ?? 'admin';
  // Known only when set by the user, left by an earlier version, or printed by the API below.
  const configuredPassword = Boolean(process.env.ADMIN_PASSWORD);
  let adminPassword = configuredPassword ? null : takeLeftoverPassword(dataDir);

  say('Starting the API (migrations and seed run at start), then the sites');
  try {
    await runServers({
      root,
      apiEnv: {
        DATA_DIR: dataDir,
        ADMIN_USERNAME: adminUsername,
        // Demo staff, notifications and contact requests, on the first start of a fresh database only.
        LOAD_DEMO_DATA: 'true',
      },
    });
    // A fresh database: the API generated the admin password into the data folder.
    adminPassword ??= configuredPassword ? null : takeLeftoverPassword(dataDir);
  } catch (error) {
    process.stderr.write(`✖ ${error.message}\n`);
    return;
  }
  process.stdout.write(
    [
      '',
      '\x1b[1mCabinet is running\x1b[0m',
      `  Public site   http://localhost:${ports.publicSite}`,
      `  Back-office   http://localhost:${ports.backoffice}`,
      `  API           http://localhost:${ports.api}/api/v1   (reference: /api/v1/docs)`,
      configuredPassword
        ? `  Admin login   ${adminUsername}, with your ADMIN_PASSWORD`
        : adminPassword
          ? `  Admin login   ${adminUsername} / ${adminPassword}   (shown this once: keep it now, it is stored nowhere in clear)`
          : `  Admin login   ${adminUsername}, with the password shown at the first start (lost: stop, delete ${dataDir} and start again)`,
      `  Data          ${dataDir}`,
      'Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}

if (command !== 'start' && command !== 'test') fail('usage: node scripts/bootstrap.mjs start|test');
await ensureRuntime(root, say);
ensurePnpm();
install();
const installSeconds = (Date.now() - startedAt) / 1000;
if (command === 'start') {
  await start();
} else {
  // Loaded here: it needs the runtime and the workspace installed above.
  const { runTests } = await import('./run-tests.mjs');
  await runTests({
    root,
    say,
    // The headless shell: a quarter less CPU per end-to-end suite than the full browser.
    chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    installSeconds,
    startedAt,
  });
}

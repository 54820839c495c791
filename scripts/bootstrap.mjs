#!/usr/bin/env node
// The two quick-start commands (README): `npm start` and `npm test`. Needs only Node >= 20.19:
// it brings pnpm, installs the workspace, then orchestrates Turborepo tasks and the servers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const PNPM_VERSION = '10.34.9';
const command = process.argv[2];

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

function works(cmd, args) {
  return spawnSync(cmd, args, { stdio: 'ignore', env: process.env }).status === 0;
}

/** pnpm from PATH, else installed globally, else into .tools/ inside the repository. */
function ensurePnpm() {
  if (works('pnpm', ['--version'])) return;
  say(`Installing pnpm ${PNPM_VERSION}`);
  if (
    run('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`]) &&
    works('pnpm', ['--version'])
  )
    return;
  const tools = join(root, '.tools');
  if (
    !run('npm', ['install', '--prefix', tools, '--no-fund', '--no-audit', `pnpm@${PNPM_VERSION}`])
  ) {
    fail('Could not install pnpm from the npm registry.');
  }
  process.env.PATH = `${join(tools, 'node_modules', '.bin')}:${process.env.PATH}`;
}

function install() {
  say('Installing dependencies');
  if (!run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline']))
    fail('pnpm install failed.');
}

// ---------------------------------------------------------------------------------------------
// start: production builds of the API and both sites on the embedded database, with demo content.

const ports = { api: 8000, publicSite: 5173, backoffice: 5174 };

/**
 * A password file left in DATA_DIR by an earlier version: shown one last time, then deleted, so no
 * admin password stays on disk in clear. Today the API generates the first admin's password itself
 * and prints it once, on the start that creates the database.
 */
function takeLeftoverPassword(dataDir) {
  const file = join(dataDir, 'demo-admin-password');
  if (!existsSync(file)) return null;
  const password = readFileSync(file, 'utf8').trim();
  rmSync(file);
  return password;
}

/** The line the API prints once when it creates the first super admin with a generated password. */
const FIRST_ADMIN_LINE = /First super admin created: (\S+) \/ (\S+)/;

async function waitFor(url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return false;
}

/** Whether nothing listens on the port yet (a leftover server would answer in our place). */
function portIsFree(port) {
  return new Promise((resolvePort) => {
    const probe = createServer()
      .once('error', () => resolvePort(false))
      .listen(port, () => probe.close(() => resolvePort(true)));
  });
}

async function start() {
  for (const port of Object.values(ports)) {
    if (!(await portIsFree(port)))
      fail(`Port ${port} is already in use: stop the program using it, then start again.`);
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
  const children = [];
  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      if (child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          child.kill('SIGTERM');
        }
      }
    }
    setTimeout(() => process.exit(code), 3000).unref();
    Promise.all(
      children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    ).then(() => process.exit(code));
  };
  const launch = (name, cmd, args, { env = {}, cwd = root, onOutput } = {}) => {
    // Its own process group, so stopping it stops whatever it started too.
    const child = spawn(cmd, args, {
      cwd,
      detached: true,
      stdio: ['ignore', onOutput ? 'pipe' : 'inherit', 'inherit'],
      env: { ...process.env, ...env },
    });
    if (onOutput)
      child.stdout.on('data', (chunk) => {
        process.stdout.write(chunk);
        onOutput(chunk.toString());
      });
    child.on('exit', (code) => {
      if (!stopping) {
        process.stderr.write(`\n✖ ${name} stopped (exit ${code}); stopping the others.\n`);
        stopAll(1);
      }
    });
    children.push(child);
  };
  /** `vite preview` of a built site, run directly so signals reach it. */
  const launchSite = (name, app, port) =>
    launch(
      name,
      process.execPath,
      [
        join(root, 'apps', app, 'node_modules', 'vite', 'bin', 'vite.js'),
        'preview',
        '--port',
        String(port),
        '--strictPort',
      ],
      {
        cwd: join(root, 'apps', app),
      },
    );
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));

  say('Starting the API (migrations and seed run at start)');
  launch('API', process.execPath, ['apps/api/dist/server.js'], {
    env: {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: adminUsername,
      // Demo staff, notifications and contact requests, on the first start of a fresh database only.
      LOAD_DEMO_DATA: 'true',
    },
    // A fresh database: the API generates the admin password and prints it this once.
    onOutput: (text) => {
      const created = FIRST_ADMIN_LINE.exec(text);
      if (created) adminPassword = created[2];
    },
  });
  if (!(await waitFor(`http://localhost:${ports.api}/api/v1/util/health`, 90))) {
    process.stderr.write('✖ The API did not become healthy.\n');
    return stopAll(1);
  }
  launchSite('public site', 'public-site', ports.publicSite);
  launchSite('back-office', 'backoffice', ports.backoffice);
  const sitesUp = await Promise.all([
    waitFor(`http://localhost:${ports.publicSite}/`, 60),
    waitFor(`http://localhost:${ports.backoffice}/`, 60),
  ]);
  if (sitesUp.includes(false)) {
    process.stderr.write('✖ A site did not start.\n');
    return stopAll(1);
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

// ---------------------------------------------------------------------------------------------
// test: format, lint, typecheck, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), contract drift, then e2e in headless Chromium; one summary at the end.

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && works('apt-get', ['--version'])) {
    say('Installing Chromium from Debian for the end-to-end tests');
    if (
      run('apt-get', ['update', '-qq']) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], {
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    )
      return;
  }
  fail(
    `Chromium is needed for the end-to-end tests: install Debian's "chromium" package or set CHROMIUM_PATH (looked for ${path}).`,
  );
}

function summarize(reportDir) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const file of existsSync(reportDir) ? readdirSync(reportDir) : []) {
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    if (report.stats) {
      // A test that passed only on a retry failed once: it counts as a failure, never as a pass.
      passed += report.stats.expected;
      failed += report.stats.unexpected + report.stats.flaky;
      skipped += report.stats.skipped;
    } else {
      passed += report.numPassedTests ?? 0;
      // A suite whose set-up failed skips its tests: count it as a failure, never as a pass.
      const brokenSuites = (report.testResults ?? []).filter(
        (suite) =>
          suite.status === 'failed' && suite.assertionResults.every((t) => t.status !== 'failed'),
      ).length;
      failed += (report.numFailedTests ?? 0) + brokenSuites;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    }
  }
  return { passed, failed, skipped };
}

async function test() {
  ensureChromium();
  const reportDir = join(root, 'test-results', 'reports');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  process.env.CABINET_TEST_REPORT_DIR = reportDir;
  if (process.env.TEST_DATABASE_URL)
    say('The API suite also runs on PostgreSQL (TEST_DATABASE_URL is set)');

  const turbo = (...tasks) => [
    'exec',
    'turbo',
    'run',
    ...tasks,
    '--output-logs=errors-only',
    '--continue',
    // Two cores: more tasks at once only starve each other.
    '--concurrency=2',
  ];
  // Each step on its own, so a failed lint or typecheck is a failed step of its own. A test step's
  // failures are counted by test; a step that failed without a failed test (a crash, a broken
  // config) counts as one failure.
  const steps = [
    {
      title: 'Formatting (Prettier)',
      args: ['exec', 'prettier', '--check', '.', '--log-level', 'warn'],
    },
    { title: 'Lint', args: turbo('lint') },
    { title: 'Typecheck', args: turbo('typecheck') },
    { title: 'Unit and API tests', args: turbo('test'), tests: true },
    {
      title: 'Contract drift (OpenAPI document, client, migrations)',
      args: ['run', 'check:drift'],
    },
    {
      title: 'Contract lint (Redocly, recommended rules; exceptions in redocly.yaml)',
      args: ['run', 'lint:contract'],
    },
    { title: 'Production builds', args: turbo('build') },
    {
      title: 'End-to-end tests in headless Chromium',
      args: ['exec', 'turbo', 'run', 'test:e2e', '--concurrency=1', '--continue'],
      tests: true,
    },
    {
      title: 'Test guard (no retried passes, no focused or skipped tests, no shrunken run)',
      args: ['exec', 'node', 'tooling/test-guard/check.mjs', reportDir],
    },
  ];
  const failedSteps = [];
  for (const step of steps) {
    say(step.title);
    if (!run('pnpm', step.args)) failedSteps.push(step);
  }
  const counts = summarize(reportDir);
  const failedTestSteps = failedSteps.filter((step) => step.tests);
  const failed =
    counts.failed +
    failedSteps.length -
    failedTestSteps.length +
    (counts.failed === 0 ? failedTestSteps.length : 0);
  process.stdout.write('\n');
  for (const { title } of failedSteps) process.stdout.write(`✖ failed: ${title}\n`);
  process.stdout.write(
    process.env.TEST_DATABASE_URL
      ? 'The API suite ran on PGlite and on PostgreSQL.\n'
      : 'PostgreSQL run skipped: TEST_DATABASE_URL is not set, the API suite ran on PGlite only.\n',
  );
  // The very last line is read by CI: keep its form.
  process.stdout.write(`${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped\n`);
  process.exit(failed > 0 ? 1 : 0);
}

if (command !== 'start' && command !== 'test') fail('usage: node scripts/bootstrap.mjs start|test');
ensurePnpm();
install();
await (command === 'start' ? start() : test());

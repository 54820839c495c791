#!/usr/bin/env node
// The two quick-start commands (README): `npm start` and `npm test`. Needs only Node >= 20.19:
// it brings pnpm, installs the workspace, then orchestrates Turborepo tasks and the servers.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runServers, serverPorts } from './servers.mjs';

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
      // A fresh database: the API generates the admin password and prints it this once.
      onApiOutput: (text) => {
        const created = FIRST_ADMIN_LINE.exec(text);
        if (created) adminPassword = created[2];
      },
    });
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

/** Where `npm install --prefix .tools/node24 node@24` (as .ci/run does) puts Node 24. */
const NODE24_DEFAULT = '.tools/node24/node_modules/.bin/node';

/** Node 24 (the production line) for a second run of the suites, when this machine has it. */
function node24Path() {
  // Already on Node 24: the first run was that run.
  if (process.version.startsWith('v24.')) return null;
  const path = resolve(root, process.env.NODE24_PATH ?? NODE24_DEFAULT);
  if (!existsSync(path)) return null;
  const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? '';
  return version.startsWith('v24.') ? path : null;
}

/** The first lines of a test's error, without colours: enough to see the cause at a log's end. */
function firstLines(message = '') {
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '');
  return lines.slice(0, 12).map((line) => (line.length > 160 ? `${line.slice(0, 157)}...` : line));
}

/** Roles in a page snapshot that say where a user was and what the page told them. */
const TELLING_ROLES = /^\s*- (heading|alert|alertdialog|dialog|status|progressbar)\b/;

/**
 * What the page showed when a Playwright test failed, from the accessibility snapshot Playwright
 * keeps beside it (`error-context`): its headings, dialogs, alerts and status lines. A missing
 * message then reads as "an error showed instead" or "the page had moved on", from the log alone.
 */
function pageAtFailure(attachments = []) {
  const context = attachments.find((a) => a.name === 'error-context' && a.path);
  if (!context || !existsSync(context.path)) return [];
  const snapshot = readFileSync(context.path, 'utf8').split('```yaml')[1] ?? '';
  const telling = snapshot
    .split('\n')
    .filter((line) => TELLING_ROLES.test(line))
    .slice(0, 10)
    .map((line) => {
      const trimmed = line.trim();
      return trimmed.length > 150 ? `${trimmed.slice(0, 147)}...` : trimmed;
    });
  return telling.length ? ['The page showed:', ...telling.map((line) => `  ${line}`)] : [];
}

/** The failed tests of a Playwright JSON report, with their errors (a pass on a retry included). */
function playwrightFailures(suites, file = '') {
  return (suites ?? []).flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'unexpected' || t.status === 'flaky')
        .slice(0, 1)
        .map((t) => {
          const result = t.results.find((r) => r.error);
          return {
            name: `${spec.file ?? file} › ${spec.title}`,
            error: [...firstLines(result?.error?.message), ...pageAtFailure(result?.attachments)],
          };
        }),
    ),
    ...playwrightFailures(suite.suites, suite.file ?? file),
  ]);
}

/** The failed tests and broken files of a Vitest JSON report, with their errors. */
function vitestFailures(report) {
  return (report.testResults ?? []).flatMap((suite) => {
    const file = relative(root, suite.name);
    const failedTests = suite.assertionResults.filter((t) => t.status === 'failed');
    if (suite.status === 'failed' && failedTests.length === 0)
      return [
        {
          name: `${file} › (the file failed before its tests ran)`,
          error: firstLines(suite.message),
        },
      ];
    return failedTests.map((t) => ({
      name: `${file} › ${t.fullName}`,
      error: firstLines(t.failureMessages?.[0]),
    }));
  });
}

function summarize(reportDir, label = '') {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const file of existsSync(reportDir) ? readdirSync(reportDir) : []) {
    if (!file.endsWith('.json')) continue;
    const report = JSON.parse(readFileSync(join(reportDir, file), 'utf8'));
    if (report.stats) {
      // A test that passed only on a retry failed once: it counts as a failure, never as a pass.
      passed += report.stats.expected;
      failed += report.stats.unexpected + report.stats.flaky;
      skipped += report.stats.skipped;
      failures.push(...playwrightFailures(report.suites));
    } else {
      passed += report.numPassedTests ?? 0;
      // A suite whose set-up failed skips its tests: count it as a failure, never as a pass.
      const brokenSuites = (report.testResults ?? []).filter(
        (suite) =>
          suite.status === 'failed' && suite.assertionResults.every((t) => t.status !== 'failed'),
      ).length;
      failed += (report.numFailedTests ?? 0) + brokenSuites;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
      failures.push(...vitestFailures(report));
    }
  }
  return {
    passed,
    failed,
    skipped,
    failures: failures.map((failure) => ({ ...failure, name: label + failure.name })),
  };
}

async function test() {
  ensureChromium();
  const reportDir = join(root, 'test-results', 'reports');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  process.env.CABINET_TEST_REPORT_DIR = reportDir;
  if (process.env.TEST_DATABASE_URL)
    say('The API suite also runs on PostgreSQL (TEST_DATABASE_URL is set)');
  const node24 = node24Path();
  if (node24) mkdirSync(join(reportDir, 'node24'), { recursive: true });

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
    ...(node24
      ? [
          {
            title: `Unit and API tests on Node 24 (${node24})`,
            // The suites of what runs on Node in production again on its line: the API, the public
            // site's server and rendering, the static server, the packages they use. The back-office
            // and the shared components run in browsers: their suites on Node 24 would only test
            // the test tooling, for a quarter of the step's time.
            args: turbo('test', '--filter=!@cabinet/backoffice', '--filter=!@cabinet/ui'),
            tests: true,
            env: {
              ...process.env,
              // Every `node` the suites start is Node 24's; PostgreSQL was covered above.
              PATH: `${dirname(node24)}:${process.env.PATH}`,
              TEST_DATABASE_URL: '',
              CABINET_TEST_REPORT_DIR: join(reportDir, 'node24'),
            },
          },
        ]
      : []),
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
    if (!run('pnpm', step.args, step.env ? { env: step.env } : {})) failedSteps.push(step);
  }
  const counts = [
    summarize(reportDir),
    summarize(join(reportDir, 'node24'), 'on Node 24: '),
  ].reduce((a, b) => ({
    passed: a.passed + b.passed,
    failed: a.failed + b.failed,
    skipped: a.skipped + b.skipped,
    failures: [...a.failures, ...b.failures],
  }));
  const failedTestSteps = failedSteps.filter((step) => step.tests);
  const failed =
    counts.failed +
    failedSteps.length -
    failedTestSteps.length +
    (counts.failed === 0 ? failedTestSteps.length : 0);
  process.stdout.write('\n');
  for (const { title } of failedSteps) process.stdout.write(`✖ failed: ${title}\n`);
  // The failed tests by name and the start of their error, so the end of a long log says what to
  // look at (the runner's own output is far above, or cut off).
  for (const { name, error } of counts.failures) {
    process.stdout.write(`  ✖ ${name}\n`);
    for (const line of error) process.stdout.write(`      ${line}\n`);
  }
  process.stdout.write(
    process.env.TEST_DATABASE_URL
      ? 'The API suite ran on PGlite and on PostgreSQL.\n'
      : 'PostgreSQL run skipped: TEST_DATABASE_URL is not set, the API suite ran on PGlite only.\n',
  );
  process.stdout.write(
    node24
      ? 'Every suite of what runs on Node in production ran on Node 24 as well.\n'
      : process.version.startsWith('v24.')
        ? 'Every suite ran on Node 24.\n'
        : `Node 24 run skipped: no Node 24 at ${NODE24_DEFAULT} (\`npm install --prefix .tools/node24 node@24\`) nor in NODE24_PATH.\n`,
  );
  // The very last line is read by CI: keep its form.
  process.stdout.write(`${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped\n`);
  process.exit(failed > 0 ? 1 : 0);
}

if (command !== 'start' && command !== 'test') fail('usage: node scripts/bootstrap.mjs start|test');
ensurePnpm();
install();
await (command === 'start' ? start() : test());

// `npm test` after the install (scripts/bootstrap.mjs): every check and suite in order, lint beside
// the typecheck and the last ones (end-to-end suites, the API on PostgreSQL) in two lanes side by
// side, then the test guard, a table of each step's time and one closing line:
// `N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  closingLine,
  failureCount,
  summarize,
  timingTable,
} from '../tooling/test-guard/summary.mjs';
import {
  installPackages,
  missingPackages,
  postgresBinaries,
  startPostgres,
} from './test-services.mjs';

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

/** The step that proves the API on PostgreSQL; the closing lines say whether it ran. */
const POSTGRES_STEP = 'API on PostgreSQL';

/** A workspace's command, run by pnpm in that workspace. */
const inWorkspace = (name, ...args) => ['--filter', name, ...args];

/** The API suite's projects on one database (apps/api/vitest.config.ts). */
const apiSuite = (...projects) =>
  inWorkspace(
    '@cabinet/api',
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
  );

/**
 * Runs one step; resolves whether it passed. Output goes to the terminal as it comes, each line
 * behind the step's name when steps run side by side.
 */
function runStep(root, step, prefix) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', step.args, {
      cwd: root,
      env: { ...process.env, ...step.env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        createInterface({ input: stream }).on('line', (line) =>
          process.stdout.write(`${prefix} ${line}\n`),
        );
      }
    }
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/**
 * @param {{ root: string, say: (message: string) => void, chromiumPath: string,
 *   installSeconds: number, startedAt: number }} options
 */
export async function runTests({ root, say, chromiumPath, installSeconds, startedAt }) {
  const reportDir = join(root, 'test-results', 'reports');
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  process.env.CABINET_TEST_REPORT_DIR = reportDir;
  process.env.CHROMIUM_PATH = chromiumPath;

  // The machine's part: Chromium, Caddy and PostgreSQL from Debian, and a private cluster.
  const providedDatabase = process.env.TEST_DATABASE_URL;
  const stillMissing = installPackages(
    missingPackages({ chromiumPath, needPostgres: !providedDatabase }),
    say,
  );
  const missingNotes = [];
  // Without PostgreSQL the suite still runs (the guard fails it in CI); without the others it cannot.
  const needed = stillMissing.filter((name) => name !== 'postgresql');
  if (needed.length > 0) {
    process.stderr.write(
      `\n✖ The tests need Debian's ${needed.join(' and ')}: install them (apt-get install) or run this command as root, which installs them.\n`,
    );
    process.exit(1);
  }
  let postgres = null;
  if (providedDatabase) {
    postgres = { url: providedDatabase, stop: () => undefined };
  } else if (postgresBinaries()) {
    try {
      postgres = await startPostgres(postgresBinaries());
    } catch (error) {
      missingNotes.push(`PostgreSQL could not start (${error.message}).`);
    }
  } else {
    missingNotes.push("PostgreSQL is not installed (Debian's postgresql package).");
  }
  // Stopped once, however the run ends.
  const cluster = postgres;
  let clusterStopped = false;
  const stopCluster = () => {
    if (cluster && !clusterStopped) cluster.stop();
    clusterStopped = true;
  };
  process.on('exit', stopCluster);

  const steps = [
    {
      // Lint's longest file set (the back-office's, type-aware) keeps one core busy on its own for
      // its last minute: the typecheck and Prettier fill the other core meanwhile. The contract
      // check rewrites generated files, so it waits for both to have read them.
      lanes: [
        [{ title: 'Lint', args: turbo('lint') }],
        [
          { title: 'Typecheck', args: turbo('typecheck') },
          {
            title: 'Formatting (Prettier)',
            args: ['exec', 'prettier', '--check', '.', '--log-level', 'warn'],
          },
        ],
      ],
    },
    {
      title: 'Contract drift (OpenAPI document, client, migrations)',
      args: ['run', 'check:drift'],
    },
    { title: 'Contract lint (Redocly)', args: ['run', 'lint:contract'] },
    // Every build the suites use: the apps, the Storybook, the site with its flags on.
    { title: 'Builds', args: turbo('build', 'build:storybook', 'build:flags-on') },
    {
      title: 'API on PGlite (and the files that open no database)',
      args: apiSuite('no-database', 'pglite', 'pglite-own-modules'),
      env: { CABINET_TEST_REPORT_TAG: 'pglite' },
      tests: true,
    },
    {
      // The back-office suite, the longest, starts in the first lane with the others that share
      // the API's port 8000; one Chromium with one worker leaves about a third of two cores idle,
      // which the API suite on PostgreSQL and the suites on free ports use in the second lane.
      // (The PGlite run too would make the second lane the longer: its workers then get half the
      // CPU they get alone.)
      lanes: [
        [
          {
            title: 'E2E back-office',
            args: inWorkspace('@cabinet/backoffice', 'exec', 'playwright', 'test'),
            tests: true,
          },
          {
            title: 'E2E public site',
            args: inWorkspace('@cabinet/public-site', 'exec', 'playwright', 'test'),
            tests: true,
          },
          {
            title: 'E2E public site, flags on',
            args: inWorkspace(
              '@cabinet/public-site',
              'exec',
              'playwright',
              'test',
              '--config',
              'playwright.flags-on.config.ts',
            ),
            tests: true,
          },
        ],
        [
          // The front ends' unit tests open no port: they fill the core the back-office's one
          // browser leaves idle while it starts.
          { title: 'Unit tests', args: turbo('test', '--filter=!@cabinet/api'), tests: true },
          ...(postgres
            ? [
                {
                  title: POSTGRES_STEP,
                  args: apiSuite('postgres', 'postgres-own-modules'),
                  env: { TEST_DATABASE_URL: postgres.url, CABINET_TEST_REPORT_TAG: 'postgres' },
                  tests: true,
                },
              ]
            : []),
          {
            title: 'E2E Storybook',
            args: inWorkspace('@cabinet/storybook', 'exec', 'playwright', 'test'),
            tests: true,
          },
          {
            title: 'E2E deploy recipe',
            args: inWorkspace('@cabinet/deploy', 'run', 'test:e2e'),
            tests: true,
          },
          {
            title: 'E2E mobile app',
            args: inWorkspace('@cabinet/mobile', 'run', 'test:e2e'),
            tests: true,
          },
        ],
      ],
    },
    {
      title: 'Test guard (no retried passes, no focused or skipped tests, no shrunken run)',
      args: ['exec', 'node', 'tooling/test-guard/check.mjs', reportDir],
      env: { CABINET_TEST_POSTGRES_RAN: postgres ? 'true' : '' },
    },
  ];

  const timings = [{ title: 'Install', seconds: installSeconds, ok: true }];
  const failedSteps = [];
  const timed = async (step, prefix) => {
    const began = Date.now();
    const ok = await runStep(root, step, prefix);
    timings.push({ title: step.title, seconds: (Date.now() - began) / 1000, ok });
    if (!ok) failedSteps.push(step);
  };
  for (const step of steps) {
    if (step.lanes) {
      say(step.lanes.map((lane) => lane.map((s) => s.title).join(' → ')).join('  ‖  '));
      await Promise.all(
        step.lanes.map(async (lane, index) => {
          for (const laneStep of lane) await timed(laneStep, `[${index + 1}]`);
        }),
      );
    } else {
      say(step.title);
      await timed(step);
    }
  }
  stopCluster();

  const counts = summarize(reportDir, root);
  const failed = failureCount(counts.failed, failedSteps);
  process.stdout.write('\n');
  process.stdout.write(`${timingTable(timings, (Date.now() - startedAt) / 1000)}\n\n`);
  for (const { title } of failedSteps) process.stdout.write(`✖ failed: ${title}\n`);
  for (const { name, error } of counts.failures) {
    process.stdout.write(`  ✖ ${name}\n`);
    for (const line of error) process.stdout.write(`      ${line}\n`);
  }
  const postgresLine = timings.some((timing) => timing.title === POSTGRES_STEP)
    ? 'The API suite ran on PGlite and on PostgreSQL.'
    : `The API suite ran on PGlite only: ${missingNotes.join(' ')}`;
  process.stdout.write(`${postgresLine} Node ${process.version}.\n`);
  // The very last line is read by CI: keep its form.
  process.stdout.write(`${closingLine(counts, failed)}\n`);
  process.exit(failed > 0 ? 1 : 0);
}

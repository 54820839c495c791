// The closing summary of `npm test` (scripts/run-tests.mjs): adds up the JSON reports that every
// Vitest and Playwright run writes into one folder, and names each failed test with the start of its
// error, so the end of a long log says what to look at.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The first lines of a test's error, without colours: enough to see the cause at a log's end. */
export function firstLines(message = '') {
  // Colour codes (ESC [ … m) out.
  const plain = message.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');
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
export function playwrightFailures(suites, file = '') {
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
export function vitestFailures(report, root) {
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

export function summarize(reportDir, root) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  for (const file of existsSync(reportDir) ? readdirSync(reportDir).sort() : []) {
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
      failures.push(...vitestFailures(report, root));
    }
  }
  return {
    passed,
    failed,
    skipped,
    failures,
  };
}

/**
 * How many failures the closing line counts: every failed test, and every failed step that is not
 * a test step (format, lint, typecheck, drift, build). A test step that failed with no failed test
 * (a crash, a broken config) counts once, unless failed tests already show that the run failed.
 *
 * @param {number} failedTests
 * @param {{ tests?: boolean }[]} failedSteps
 */
export function failureCount(failedTests, failedSteps) {
  const testSteps = failedSteps.filter((step) => step.tests).length;
  const otherSteps = failedSteps.length - testSteps;
  return failedTests + otherSteps + (failedTests === 0 ? testSteps : 0);
}

/** The run's last line, which CI reads: keep its form. */
export function closingLine({ passed, skipped }, failed) {
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/**
 * Each step's time as a table, in the order the steps started: where the run's time goes, for the
 * next person who wants it shorter.
 *
 * @param {{ title: string, seconds: number, ok: boolean }[]} timings
 * @param {number} totalSeconds the run from start to end (parallel steps overlap)
 */
export function timingTable(timings, totalSeconds) {
  const clock = (seconds) => {
    const whole = Math.round(seconds);
    return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
  };
  const width = Math.max(...timings.map((t) => t.title.length), 'whole run'.length);
  const rows = timings.map(
    ({ title, seconds, ok }) =>
      `  ${title.padEnd(width)}  ${clock(seconds).padStart(6)}${ok ? '' : '  ✖'}`,
  );
  return [
    'Time per step (m:ss; lint beside the typecheck and Prettier, and the steps after the API on PGlite, run in two lanes side by side):',
    ...rows,
    `  ${'whole run'.padEnd(width)}  ${clock(totalSeconds).padStart(6)}`,
  ].join('\n');
}

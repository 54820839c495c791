#!/usr/bin/env node
// The test suite's own guard, run by `npm test` after every test (scripts/bootstrap.mjs):
// `node tooling/test-guard/check.mjs [report folder]`. It fails when the suite could pass by accident.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = resolve(here, '../..');
/** A drop of more than this share of the executed tests below the floor fails the run. */
export const ALLOWED_DROP = 0.05;

/** `test.only(`, `it.skip(`, `describe.fixme(`… in a test file: a test focused or left out. */
const FOCUSED_OR_SKIPPED =
  /\b(?:it|test|describe|suite|bench)(?:\.\w+)*\.(?:only|skip|skipIf|runIf|todo|fixme)\s*\(|\bx(?:it|test|describe)\s*\(|\bf(?:it|describe)\s*\(/;
const TEST_FILE = /\.(?:test|spec)\.[cm]?[jt]sx?$/;
const NOT_SOURCE = new Set(['node_modules', 'dist', 'dist-ssr', 'storybook-static', 'android']);

function* testFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || NOT_SOURCE.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (TEST_FILE.test(entry.name)) yield path;
  }
}

/** The folders holding every workspace's tests, e2e-flags-on/ and tooling's test/ included. */
export const TEST_TOPS = ['apps', 'packages', 'tooling', 'deploy'];

/** Lines of the workspaces' test files that focus or skip a test. */
export function focusedOrSkipped(base = root) {
  const found = [];
  for (const top of TEST_TOPS) {
    if (!existsSync(join(base, top))) continue;
    for (const file of testFiles(join(base, top))) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (FOCUSED_OR_SKIPPED.test(line)) found.push(`${relative(base, file)}:${index + 1}`);
        });
    }
  }
  return found;
}

/** The problems one JSON report (Playwright's or Vitest's) shows, and the tests it executed. */
export function readReport(name, report) {
  const problems = [];
  if (report.stats) {
    const { config = {}, stats } = report;
    const retried = (config.projects ?? []).filter((project) => (project.retries ?? 0) > 0);
    if (retried.length > 0 && !config.failOnFlakyTests) {
      problems.push(
        `${name}: retries without failOnFlakyTests (a test that fails once would pass)`,
      );
    }
    if (!config.forbidOnly && process.env.CI) problems.push(`${name}: forbidOnly is off under CI`);
    if (stats.flaky > 0) problems.push(`${name}: ${stats.flaky} test(s) passed only on a retry`);
    if (stats.skipped > 0) problems.push(`${name}: ${stats.skipped} test(s) skipped`);
    return { problems, executed: stats.expected + stats.unexpected + stats.flaky };
  }
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  if (skipped > 0) problems.push(`${name}: ${skipped} test(s) skipped or todo`);
  return { problems, executed: (report.numPassedTests ?? 0) + (report.numFailedTests ?? 0) };
}

export function readFloor(file = join(here, 'floor.json')) {
  return JSON.parse(readFileSync(file, 'utf8')).executedTests;
}

/** The line of Node.js the product runs on; CI must test on it unless told another supported one. */
export const RUNTIME_LINE = 26;
const SUPPORTED_LINES = [24, 26];

/**
 * Under CI nothing the run needs may be missing: the suites run on the product's Node line, and the
 * API suite on PostgreSQL as well as PGlite (its report is there). Elsewhere a missing PostgreSQL is
 * said in the closing lines, and not counted as a failure.
 */
export function missingInCi(reportFiles, { ci, nodeVersion, postgresRan, line = RUNTIME_LINE }) {
  if (!ci) return [];
  const problems = [];
  const wanted = SUPPORTED_LINES.includes(line) ? line : RUNTIME_LINE;
  if (Number(nodeVersion.replace(/^v/, '').split('.')[0]) !== wanted) {
    problems.push(`the suites ran on Node ${nodeVersion}, not on Node ${wanted} as CI must`);
  }
  if (!postgresRan || !reportFiles.some((file) => /api.*postgres.*\.json$/.test(file))) {
    problems.push('the API suite did not run on PostgreSQL, which CI requires');
  }
  return problems;
}

/** Every problem of the run whose JSON reports are in `reportDir`. */
export function check(reportDir, floor = readFloor(), environment = process.env) {
  const problems = focusedOrSkipped().map((at) => `${at}: a focused or skipped test`);
  const reportFiles = existsSync(reportDir) ? readdirSync(reportDir).sort() : [];
  problems.push(
    ...missingInCi(reportFiles, {
      ci: Boolean(environment.CI),
      nodeVersion: process.version,
      postgresRan: Boolean(environment.CABINET_TEST_POSTGRES_RAN),
      // The GitHub workflow's Node 24 job names its line; everywhere else it is the product's.
      line: Number(environment.CABINET_RUNTIME_LINE) || RUNTIME_LINE,
    }),
  );
  let executed = 0;
  for (const file of reportFiles) {
    if (!file.endsWith('.json')) continue;
    const result = readReport(file, JSON.parse(readFileSync(join(reportDir, file), 'utf8')));
    problems.push(...result.problems);
    executed += result.executed;
  }
  const least = Math.ceil(floor * (1 - ALLOWED_DROP));
  if (executed < least) {
    problems.push(
      `${executed} tests executed, fewer than ${least} (the floor of ${floor} in tooling/test-guard/floor.json, less 5 %)`,
    );
  }
  return { problems, executed };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const reportDir = resolve(process.argv[2] ?? join(root, 'test-results', 'reports'));
  const { problems, executed } = check(reportDir);
  for (const problem of problems) process.stderr.write(`✖ ${problem}\n`);
  process.stdout.write(`${executed} tests executed (floor ${readFloor()})\n`);
  process.exit(problems.length > 0 ? 1 : 0);
}

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check, focusedOrSkipped, missingInCi, readReport } from '../check.mjs';

/** A Playwright JSON report's parts the guard reads. */
function playwrightReport(stats, config = { forbidOnly: true, projects: [{ retries: 0 }] }) {
  return { config, stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0, ...stats } };
}

function reportFolder(reports) {
  const dir = mkdtempSync(join(tmpdir(), 'guard-reports-'));
  for (const [name, report] of Object.entries(reports)) {
    writeFileSync(join(dir, name), JSON.stringify(report));
  }
  return dir;
}

/** A run outside CI: only the counts and the reports' own problems matter. */
const outsideCi = {};

describe('one report', () => {
  it('counts a Playwright run and refuses a pass on a retry, a skipped test and forbidOnly off under CI', () => {
    const clean = readReport('e2e.json', playwrightReport({ expected: 5, unexpected: 1 }));
    expect(clean).toEqual({ problems: [], executed: 6 });

    const flaky = readReport(
      'e2e.json',
      playwrightReport(
        { expected: 3, flaky: 1, skipped: 2 },
        { forbidOnly: true, projects: [{ retries: 1 }] },
      ),
    );
    expect(flaky.executed).toBe(4);
    expect(flaky.problems).toEqual([
      'e2e.json: retries without failOnFlakyTests (a test that fails once would pass)',
      'e2e.json: 1 test(s) passed only on a retry',
      'e2e.json: 2 test(s) skipped',
    ]);
  });

  it('counts a Vitest run and refuses skipped and todo tests', () => {
    const report = { numPassedTests: 7, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 };
    expect(readReport('unit.json', report)).toEqual({
      problems: ['unit.json: 2 test(s) skipped or todo'],
      executed: 9,
    });
  });
});

describe('the whole run', () => {
  it('passes at the floor less 5 % and fails one test below it', () => {
    const at = reportFolder({ 'a.json': { numPassedTests: 95, numFailedTests: 0 } });
    expect(check(at, 100, outsideCi).problems).toEqual([]);
    const below = reportFolder({ 'a.json': { numPassedTests: 94, numFailedTests: 0 } });
    expect(check(below, 100, outsideCi).problems).toEqual([
      '94 tests executed, fewer than 95 (the floor of 100 in tooling/test-guard/floor.json, less 5 %)',
    ]);
  });

  it('adds up every report of the folder', () => {
    const dir = reportFolder({
      'vitest-api-pglite.json': { numPassedTests: 10, numFailedTests: 1 },
      'vitest-api-postgres.json': { numPassedTests: 11, numFailedTests: 0 },
      'playwright-port-5173.json': playwrightReport({ expected: 4 }),
      'notes.txt': 'not a report',
    });
    expect(check(dir, 20, outsideCi)).toEqual({ problems: [], executed: 26 });
  });
});

describe('under CI nothing may be missing', () => {
  const withPostgres = ['vitest-_cabinet_api-pglite.json', 'vitest-_cabinet_api-postgres.json'];

  it('accepts a run on the product’s Node line with the PostgreSQL report', () => {
    expect(
      missingInCi(withPostgres, { ci: true, nodeVersion: 'v26.10.0', postgresRan: true }),
    ).toEqual([]);
  });

  it('fails a run on another Node line, or one where PostgreSQL did not run', () => {
    expect(
      missingInCi(withPostgres, { ci: true, nodeVersion: 'v20.20.2', postgresRan: true }),
    ).toEqual(['the suites ran on Node v20.20.2, not on Node 26 as CI must']);
    expect(
      missingInCi(withPostgres.slice(0, 1), {
        ci: true,
        nodeVersion: 'v26.1.0',
        postgresRan: false,
      }),
    ).toEqual(['the API suite did not run on PostgreSQL, which CI requires']);
  });

  it('takes Node 24 when the workflow names that supported line, never an unsupported one', () => {
    expect(
      missingInCi(withPostgres, { ci: true, nodeVersion: 'v24.3.0', postgresRan: true, line: 24 }),
    ).toEqual([]);
    expect(
      missingInCi(withPostgres, { ci: true, nodeVersion: 'v20.1.0', postgresRan: true, line: 20 }),
    ).toEqual(['the suites ran on Node v20.1.0, not on Node 26 as CI must']);
  });

  it('asks nothing outside CI', () => {
    expect(missingInCi([], { ci: false, nodeVersion: 'v20.20.2', postgresRan: false })).toEqual([]);
  });
});

describe('the focus and skip scan', () => {
  it('reads every test folder: deploy/, e2e-flags-on/ and tooling’s test/', () => {
    const base = mkdtempSync(join(tmpdir(), 'guard-tree-'));
    const write = (path, text) => {
      mkdirSync(join(base, path, '..'), { recursive: true });
      writeFileSync(join(base, path), text);
    };
    // Written in pieces, so this file's own lines never match the scan.
    const dot = (call, modifier) => `${call}.${modifier}`;
    write('deploy/test/caddy.test.ts', `${dot('it', 'only')}('serves', () => {});\n`);
    write(
      'apps/public-site/e2e-flags-on/tracking.spec.ts',
      `\n${dot('test', 'skip')}('tracks', () => {});\n`,
    );
    write(
      'tooling/static-server/test/server.test.js',
      `${dot('describe', 'skipIf')}(true)('x', () => {});\n`,
    );
    write('packages/ui/src/button.test.tsx', "it('clicks', () => {});\n");
    write('apps/api/node_modules/dep/x.test.js', `${dot('it', 'only')}('not ours', () => {});\n`);
    expect(focusedOrSkipped(base).sort()).toEqual([
      'apps/public-site/e2e-flags-on/tracking.spec.ts:2',
      'deploy/test/caddy.test.ts:1',
      'tooling/static-server/test/server.test.js:1',
    ]);
  });
});

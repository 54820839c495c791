import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { closingLine, failureCount, summarize, timingTable } from '../summary.mjs';

/** The line CI reads at the end of a run (the plain form any runner may print). */
const CI_LINE = /^\d+ passed, \d+ failed, \d+ skipped$/;

describe('the closing summary', () => {
  it('adds up Vitest and Playwright reports, a pass on a retry and a broken file counting as failures', () => {
    const root = mkdtempSync(join(tmpdir(), 'summary-root-'));
    const dir = join(root, 'reports');
    const vitest = {
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 1,
      numTodoTests: 0,
      testResults: [
        {
          name: join(root, 'apps/api/test/a.test.ts'),
          status: 'failed',
          message: '',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'refuses a bad id',
              failureMessages: ['\u001b[31mexpected 400\u001b[0m, got 500'],
            },
          ],
        },
        {
          name: join(root, 'apps/api/test/b.test.ts'),
          status: 'failed',
          message: 'Cannot find module x',
          assertionResults: [],
        },
      ],
    };
    const playwright = {
      stats: { expected: 2, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          file: 'auth.spec.ts',
          specs: [
            {
              title: 'signs in',
              file: 'auth.spec.ts',
              tests: [{ status: 'flaky', results: [{ error: { message: 'Timed out' } }] }],
            },
          ],
        },
      ],
    };
    mkdirSync(dir);
    writeFileSync(join(dir, 'vitest-api.json'), JSON.stringify(vitest));
    writeFileSync(join(dir, 'playwright.json'), JSON.stringify(playwright));

    const counts = summarize(dir, root);
    expect({ passed: counts.passed, failed: counts.failed, skipped: counts.skipped }).toEqual({
      passed: 5,
      failed: 3,
      skipped: 1,
    });
    expect(counts.failures).toEqual([
      { name: 'auth.spec.ts › signs in', error: ['Timed out'] },
      { name: 'apps/api/test/a.test.ts › refuses a bad id', error: ['expected 400, got 500'] },
      {
        name: 'apps/api/test/b.test.ts › (the file failed before its tests ran)',
        error: ['Cannot find module x'],
      },
    ]);
  });

  it('counts a failed check step once, and a crashed test step only when no test failed', () => {
    expect(failureCount(0, [])).toBe(0);
    expect(failureCount(2, [{ tests: true }])).toBe(2);
    expect(failureCount(0, [{ tests: true }])).toBe(1);
    expect(failureCount(1, [{ title: 'Lint' }, { tests: true }])).toBe(2);
  });

  it('ends with the line CI reads', () => {
    const line = closingLine({ passed: 1432, skipped: 0 }, 1);
    expect(line).toBe('1432 passed, 1 failed, 0 skipped');
    expect(line).toMatch(CI_LINE);
  });

  it('prints each step’s time in minutes and seconds, a failed step marked', () => {
    const table = timingTable(
      [
        { title: 'Install', seconds: 34.2, ok: true },
        { title: 'API on PostgreSQL', seconds: 301, ok: false },
      ],
      1250,
    );
    expect(table.split('\n')).toEqual([
      'Time per step (m:ss; lint beside the typecheck and Prettier, and the steps after the API on PGlite, run in two lanes side by side):',
      '  Install              0:34',
      '  API on PostgreSQL    5:01  ✖',
      '  whole run           20:50',
    ]);
  });
});

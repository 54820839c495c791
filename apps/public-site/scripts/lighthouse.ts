import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadavg, tmpdir } from 'node:os';
import { parseArgs } from 'node:util';
import { pageSetUpShare } from './lighthouse-set-up-share.ts';
import {
  API_HEALTH,
  SITE,
  ensureServer,
  requireFreeSitePort,
  roundOrder,
  startSite,
  stopSite,
} from './measure-site-servers.ts';

/**
 * Mobile Lighthouse on the built site as the deploy serves it (its production server,
 * `dist-server/server.js`) and the real API: performance, accessibility, best practices and SEO of
 * every page in French, English and German, the median of three runs each. Uses the servers
 * already listening on 5173 and 8000, or starts them (build both first). Targets: every category
 * ≥ 98, total blocking time ≤ 100 ms, largest contentful paint ≤ 1.5 s, no layout shift.
 *
 * `--language fr` and `--path /team` (both repeatable) and `--runs 5` narrow or widen a run;
 * `--build <dir>` (repeatable) compares builds instead: each round serves each build in turn
 * (port 5173 must be free) and prints the medians per page and build, with each run's TBT;
 * `--details` prints each run's long tasks and where the main thread's time went. Each run's TBT
 * is printed with the part of it that is Chromium setting up the page's document
 * (`lighthouse-set-up-share.ts`). Not part of `npm test`: the simulated mobile figures vary with
 * the load of the machine, which is printed beside them.
 */
// Not the 404 page: Lighthouse refuses to audit a page whose status is 404 (its e2e tests cover it).
const PATHS = [
  '/',
  '/services',
  '/team',
  '/contact',
  '/privacy',
  '/terms',
  '/legal-notice',
  '/accessibility',
];
const LANGUAGES = ['fr', 'en', 'de'] as const;
const { values: options } = parseArgs({
  options: {
    language: { type: 'string', multiple: true, default: [...LANGUAGES] },
    path: { type: 'string', multiple: true, default: [...PATHS] },
    runs: { type: 'string', default: '3' },
    details: { type: 'boolean', default: false },
    build: { type: 'string', multiple: true, default: [] },
  },
});
const RUNS = Number(options.runs);
/** Runs of one page that may fail (and be run again) before the whole measure gives up. */
const MAX_FAILED_RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 98,
  'best-practices': 98,
  seo: 98,
};
/** The timings behind the performance score, printed so a change can be judged by what it moved. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;
/** Upper bounds of the timings (ms; CLS unitless) a page must stay within. */
const TIMING_TARGETS: Partial<Record<(typeof METRICS)[number], number>> = {
  'total-blocking-time': 100,
  'largest-contentful-paint': 1500,
  'cumulative-layout-shift': 0,
};
const METRIC_LABELS: Record<(typeof METRICS)[number], string> = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'speed-index': 'SI',
  'cumulative-layout-shift': 'CLS',
};
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const appDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(appDir, '../..');

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

interface DetailsTable {
  items?: Record<string, unknown>[];
}

/** The long tasks (≥ 50 ms, simulated mobile CPU) and the main thread's time by kind of work. */
function printDetails(url: string, audits: Record<string, { details?: unknown }>) {
  const rows = (id: string) => (audits[id]?.details as DetailsTable | undefined)?.items ?? [];
  const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
  console.log(`  ${url}`);
  for (const task of rows('long-tasks'))
    console.log(
      `    long task at ${ms(task.startTime)}: ${ms(task.duration)} (${String(task.url)})`,
    );
  const work = rows('mainthread-work-breakdown').map(
    (row) => `${String(row.groupLabel)} ${ms(row.duration)}`,
  );
  console.log(`    main thread: ${work.join(' · ')}`);
  // What the unthrottled load showed: the simulation counts every task before the observed first
  // paint as holding that paint up, so a paint observed after the scripts ran costs their time.
  const [observed] = rows('metrics');
  if (observed)
    console.log(
      `    observed (unthrottled): first paint ${ms(observed.observedFirstContentfulPaint)} · DOM ready ${ms(observed.observedDomContentLoaded)} · LCP ${ms(observed.observedLargestContentfulPaint)} · load ${ms(observed.observedLoad)}`,
    );
  for (const script of rows('bootup-time'))
    console.log(
      `    script ${String(script.url)}: total ${ms(script.total)}, evaluation ${ms(script.scripting)}, parse ${ms(script.scriptParseCompile)}`,
    );
}

type Run = Record<string, number>;
/** A run's blocking time that Chromium's set-up of the page's document accounts for. */
const SET_UP_SHARE = 'page-set-up-blocking-time';
const eachRun = (values: number[]) => values.map((value) => Math.round(value)).join(' ');

async function audit(port: number, url: string): Promise<Run | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse could not finish (its trace lost the navigation's start, a page too slow to
  // paint on a loaded machine) measured nothing: it is run again, not counted as zeros, which
  // would pull the medians of the timings down.
  if (runtimeError) {
    console.log(`  ${url}: run failed, ${runtimeError.code}: ${runtimeError.message}`);
    return null;
  }
  const failing = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  if (failing.length > 0) console.log(`  ${url}: failing audits ${failing.join(', ')}`);
  const scores = CATEGORIES.map((id): [string, number] => [
    id,
    Math.round((categories[id]?.score ?? 0) * 100),
  ]);
  const metrics = METRICS.map((id): [string, number] => [id, audits[id]?.numericValue ?? 0]);
  const setUp = await pageSetUpShare({
    artifacts: result.artifacts,
    settings: result.lhr.configSettings,
  });
  if (options.details) printDetails(url, audits);
  return Object.fromEntries([...scores, ...metrics, [SET_UP_SHARE, setUp]]);
}

/** One page's result, rerunning a run Lighthouse could not finish, a few times at most. */
async function auditOnce(port: number, url: string): Promise<Run> {
  for (let attempt = 0; attempt <= MAX_FAILED_RUNS; attempt++) {
    const result = await audit(port, url);
    if (result) return result;
  }
  throw new Error(`${url}: too many runs failed to finish.`);
}

/** Prints the medians of one page's runs; false when one misses its target. */
function report(label: string, runs: Run[]): boolean {
  let met = true;
  const line = CATEGORIES.map((id) => {
    const score = median(runs.map((scores) => scores[id] ?? 0));
    if (score < TARGETS[id]) met = false;
    return `${id} ${score}${score < TARGETS[id] ? ` (target ${TARGETS[id]})` : ''}`;
  });
  const timings = METRICS.map((id) => {
    const values = runs.map((run) => run[id] ?? 0);
    const value = median(values);
    const limit = TIMING_TARGETS[id];
    const over =
      limit !== undefined && value > limit + (id === 'cumulative-layout-shift' ? 0.0005 : 0);
    if (over) met = false;
    const shown = id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
    // Each run's blocking time too: its spread says whether two medians differ. Beside it, the
    // part of each run that is Chromium setting up the page's document, not the page's own work.
    const spread =
      id === 'total-blocking-time'
        ? ` [${eachRun(values)}] (page set-up [${eachRun(runs.map((run) => run[SET_UP_SHARE] ?? 0))}])`
        : '';
    return `${METRIC_LABELS[id]} ${shown}${spread}${over ? ` (target ≤ ${limit})` : ''}`;
  });
  console.log(`${label.padEnd(17)} ${line.join(' · ')}`);
  console.log(`${''.padEnd(17)} ${timings.join(' · ')}`);
  return met;
}

const pages = () =>
  options.language.flatMap((language) =>
    options.path.map((path) => ({
      label: `${language} ${path}`,
      url: `${SITE}${path}?lng=${language}`,
    })),
  );

/** Every page, `RUNS` times, on the site already served (or started from this app's build). */
async function measureServedSite(port: number): Promise<boolean> {
  let met = true;
  for (const { label, url } of pages()) {
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await auditOnce(port, url));
    if (!report(label, runs)) met = false;
  }
  return met;
}

/**
 * Builds compared: in each of `RUNS` rounds every build is served in turn and each page audited
 * once, so a quieter or busier moment of the machine falls on all of them alike.
 */
async function compareBuilds(port: number, builds: string[]): Promise<boolean> {
  const runs = new Map<string, Run[]>();
  for (let round = 0; round < RUNS; round++) {
    for (const build of roundOrder(builds, round)) {
      const site = await startSite(build);
      try {
        for (const { label, url } of pages()) {
          const key = `${label}\n${build}`;
          runs.set(key, [...(runs.get(key) ?? []), await auditOnce(port, url)]);
        }
      } finally {
        await stopSite(site);
      }
    }
    console.log(`round ${round + 1} of ${RUNS} done`);
  }
  let met = true;
  for (const { label } of pages()) {
    console.log(label);
    for (const build of builds)
      if (!report(`  ${basename(build)}`, runs.get(`${label}\n${build}`) ?? [])) met = false;
  }
  return met;
}

async function main() {
  const builds = options.build.map((dir) => resolve(dir));
  if (builds.length > 0) await requireFreeSitePort();
  const started: (ChildProcess | null)[] = [];
  started.push(
    await ensureServer(API_HEALTH, ['node', 'dist/server.js'], join(repoRoot, 'apps/api'), {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cabinet-lighthouse-')),
      LOG_LEVEL: 'warn',
    }),
  );
  if (builds.length === 0)
    started.push(
      await ensureServer(SITE, ['node', 'dist-server/server.js'], appDir, { LOG_LEVEL: 'warn' }),
    );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()}`);
  try {
    const met =
      builds.length > 0
        ? await compareBuilds(chrome.port, builds)
        : await measureServedSite(chrome.port);
    if (!met) process.exitCode = 1;
  } finally {
    console.log(`load average at end: ${load()}`);
    chrome.kill();
    started.forEach((child) => child?.kill());
  }
}

await main();

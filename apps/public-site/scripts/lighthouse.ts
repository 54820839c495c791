import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Mobile Lighthouse on the built site and the real API: performance, accessibility, best practices
 * and SEO of /, /services and /contact, the median of three runs each. Uses the servers already
 * listening on 5173 and 8000, or starts `vite preview` and `apps/api/dist` (build both first).
 * Targets: performance ≥ 90, the others 100. Not part of `npm test`: the figures vary with the load
 * of the machine.
 */
const SITE = process.env.LIGHTHOUSE_SITE_URL ?? 'http://localhost:5173';
const API_HEALTH = 'http://localhost:8000/api/v1/util/health';
const PAGES = ['/', '/services', '/contact'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** The timings behind the performance score, printed so a change can be judged by what it moved. */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'cumulative-layout-shift',
] as const;
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

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** Starts a server unless one already answers at `url`; returns the process it started. */
async function ensureServer(url: string, command: string[], cwd: string, env = {}) {
  if (await answers(url)) return null;
  const [bin = '', ...args] = command;
  const child = spawn(bin, args, { cwd, env: { ...process.env, ...env }, stdio: 'ignore' });
  await waitFor(url);
  return child;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function audit(port: number, url: string): Promise<Record<string, number>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}.`);
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits)
    .filter((item) => item.score !== null && item.score < 1 && item.scoreDisplayMode === 'binary')
    .map((item) => item.id);
  if (failing.length > 0) console.log(`  ${url}: failing audits ${failing.join(', ')}`);
  const scores = CATEGORIES.map((id): [string, number] => [
    id,
    Math.round((categories[id]?.score ?? 0) * 100),
  ]);
  const metrics = METRICS.map((id): [string, number] => [id, audits[id]?.numericValue ?? 0]);
  return Object.fromEntries([...scores, ...metrics]);
}

async function main() {
  const started: (ChildProcess | null)[] = [];
  started.push(
    await ensureServer(API_HEALTH, ['node', 'dist/server.js'], join(repoRoot, 'apps/api'), {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cabinet-lighthouse-')),
      LOG_LEVEL: 'warn',
    }),
  );
  started.push(
    await ensureServer(SITE, ['pnpm', 'exec', 'vite', 'preview', '--port', '5173'], appDir),
  );
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  let missed = false;
  try {
    for (const path of PAGES) {
      const runs: Record<string, number>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(chrome.port, `${SITE}${path}`));
      const line = CATEGORIES.map((id) => {
        const score = median(runs.map((scores) => scores[id] ?? 0));
        if (score < TARGETS[id]) missed = true;
        return `${id} ${score}${score < TARGETS[id] ? ` (target ${TARGETS[id]})` : ''}`;
      });
      const timings = METRICS.map((id) => {
        const value = median(runs.map((values) => values[id] ?? 0));
        return `${METRIC_LABELS[id]} ${id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`}`;
      });
      console.log(`${path.padEnd(10)} ${line.join(' · ')}`);
      console.log(`${''.padEnd(10)} ${timings.join(' · ')}`);
    }
  } finally {
    chrome.kill();
    started.forEach((child) => child?.kill());
  }
  if (missed) process.exitCode = 1;
}

await main();

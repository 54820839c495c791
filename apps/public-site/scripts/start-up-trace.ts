import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import {
  API_HEALTH,
  SITE,
  answers,
  requireFreeSitePort,
  roundOrder,
  startSite,
  stopSite,
} from './measure-site-servers.ts';
import { PAGE_SET_UP_EVENT } from './lighthouse-set-up-share.ts';

/**
 * Compares builds of the public site by what their start-up costs the browser's main thread,
 * read from Chromium traces: the tasks after the first paint, their longest, the style
 * recalculations, and a Total Blocking Time estimate (each task counted four times as long, as
 * Lighthouse's simulated phone does, less 50 ms); and before the first paint, the page's first
 * layout with the time it spent finding system fonts, and Chromium's commit of the navigation
 * (the page's set-up, which Lighthouse may count after its first paint: `docs/decisions/050`).
 * On a shared machine Lighthouse's TBT of the same build ranges from 0 to 450 ms; these figures,
 * taken from the same kind of load side by side, show a change of a few milliseconds.
 *
 *   pnpm --filter @cabinet/public-site start-up-trace --build /tmp/before --build . --rounds 8
 *
 * Each `--build` is a directory holding a built site (`dist/`, `dist-server/`), e.g. a copy of
 * this app's made before a change (default: this app). In each round every build is served in
 * turn by its own production server on port 5173 (which must be free), in alternating order, and
 * each `--path` is loaded once in a fresh browser context (mobile viewport, unthrottled). The API
 * must answer on port 8000 (`node dist/server.js` in apps/api). Not part of `npm test`.
 */
const DEFAULT_PATHS = ['/?lng=fr', '/services?lng=de', '/contact?lng=en', '/terms?lng=en'];
/** How long a load is followed after the `load` event: the start-up ends within it. */
const FOLLOW_MS = 2500;
const appDir = resolve(import.meta.dirname, '..');

const { values: options } = parseArgs({
  options: {
    build: { type: 'string', multiple: true, default: [appDir] },
    path: { type: 'string', multiple: true, default: DEFAULT_PATHS },
    rounds: { type: 'string', default: '5' },
  },
});

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

interface LoadFigures {
  path: string;
  tbtEstimate: number;
  longestTask: number;
  busy: number;
  styleRecalc: number;
  /** The page's longest layout (its whole first layout, done before the first paint). */
  firstLayout: number;
  /** The part of that layout spent finding system fonts (one look-up per weight and size). */
  fontLookups: number;
  /** Chromium's commit of the navigation: the window's contexts made, before the page's work. */
  pageSetUp: number;
}

const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000;

/** Time (ms) of the outermost `name` events within `outer` (Chromium nests some in pairs). */
function outermostTime(events: TraceEvent[], name: string, outer: TraceEvent): number {
  let total = 0;
  let coveredUntil = 0;
  const inside = events
    .filter((e) => e.name === name && e.ts >= outer.ts && e.ts <= outer.ts + (outer.dur ?? 0))
    .sort((a, b) => a.ts - b.ts);
  for (const event of inside) {
    if (event.ts < coveredUntil) continue;
    total += ms(event);
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return total;
}

/** The longest complete event called `name`, if any. */
const longest = (events: TraceEvent[], name: string) =>
  events
    .filter((e) => e.ph === 'X' && e.name === name)
    .reduce<TraceEvent | undefined>((max, e) => (!max || ms(e) > ms(max) ? e : max), undefined);

/**
 * The page's main thread: the renderer thread that parsed the page's HTML. Not the busiest
 * `CrRendererMain`: Chromium may run other renderers meanwhile (its new tab page, with more tasks
 * than ours), whose work would be counted as the page's.
 */
function mainThreadEvents(events: TraceEvent[]): TraceEvent[] {
  const key = (e: { pid: number; tid: number }) => `${e.pid}:${e.tid}`;
  const parse = events.find(
    (e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(SITE) === true,
  );
  return parse ? events.filter((e) => key(e) === key(parse)) : [];
}

async function measureLoad(browser: Browser, path: string): Promise<LoadFigures> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', {
      categories:
        '__metadata,devtools.timeline,disabled-by-default-devtools.timeline,loading,fonts',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${SITE}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(FOLLOW_MS);
    await cdp.send('Tracing.end');
    await complete;

    const main = mainThreadEvents(events);
    const firstPaint = main.find((e) => e.name === 'firstContentfulPaint');
    if (!firstPaint) throw new Error(`${path}: no first contentful paint in the trace.`);
    const afterPaint = (name: string) =>
      main.filter((e) => e.ph === 'X' && e.name === name && e.ts >= firstPaint.ts);
    const tasks = afterPaint('RunTask').map(ms);
    const layout = longest(main, 'Layout');
    const setUp = longest(main, PAGE_SET_UP_EVENT);
    return {
      path,
      tbtEstimate: tasks.reduce((sum, task) => sum + Math.max(0, task * 4 - 50), 0),
      longestTask: Math.max(0, ...tasks),
      busy: tasks.reduce((sum, task) => sum + task, 0),
      styleRecalc: afterPaint('UpdateLayoutTree').reduce((sum, e) => sum + ms(e), 0),
      firstLayout: layout ? ms(layout) : 0,
      fontLookups: layout ? outermostTime(main, 'FontCache::GetFontPlatformData', layout) : 0,
      pageSetUp: setUp ? ms(setUp) : 0,
    };
  } finally {
    await context.close();
  }
}

/** The value below which `fraction` of `values` lie (linear between neighbours). */
const quantile = (values: number[], fraction: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * fraction;
  const below = sorted[Math.floor(at)] ?? 0;
  return below + ((sorted[Math.ceil(at)] ?? 0) - below) * (at - Math.floor(at));
};
const median = (values: number[]) => quantile(values, 0.5);

function summary(loads: LoadFigures[]): string {
  const of = (pick: (load: LoadFigures) => number) => median(loads.map(pick)).toFixed(1);
  // A busy machine only ever adds time: the lower quartile of the busy time shows the work a
  // build asks for with the least of that noise.
  const busyLow = quantile(
    loads.map((l) => l.busy),
    0.25,
  ).toFixed(1);
  return (
    `TBT estimate ${of((l) => l.tbtEstimate)} ms · longest task ${of((l) => l.longestTask)} ms · ` +
    `busy ${of((l) => l.busy)} ms (lower quartile ${busyLow}) · ` +
    `style recalculation ${of((l) => l.styleRecalc)} ms · ` +
    `first layout ${of((l) => l.firstLayout)} ms (font look-ups ${of((l) => l.fontLookups)} ms) · ` +
    `page set-up ${of((l) => l.pageSetUp)} ms`
  );
}

async function main() {
  if (!(await answers(API_HEALTH))) throw new Error(`Start the API first: ${API_HEALTH}`);
  await requireFreeSitePort();
  const builds = options.build.map((dir) => resolve(dir));
  const rounds = Number(options.rounds);
  const results = new Map<string, LoadFigures[]>(builds.map((build) => [build, []]));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (let round = 0; round < rounds; round++) {
      for (const build of roundOrder(builds, round)) {
        const site = await startSite(build);
        try {
          for (const path of options.path)
            results.get(build)!.push(await measureLoad(browser, path));
        } finally {
          await stopSite(site);
        }
      }
      console.log(`round ${round + 1} of ${rounds} done`);
    }
  } finally {
    await browser.close();
  }
  console.log(
    `medians per load, ${rounds} rounds (unthrottled): tasks after the first paint, then the first layout and Chromium's set-up of the page before it:`,
  );
  for (const [build, loads] of results) {
    console.log(`${build} (${loads.length} loads): ${summary(loads)}`);
    for (const path of options.path)
      console.log(`  ${path}: ${summary(loads.filter((load) => load.path === path))}`);
  }
}

await main();

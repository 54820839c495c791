import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/**
 * How much of a Lighthouse run's total blocking time is Chromium setting up the page's document
 * rather than the page's own work.
 *
 * The trace event that marks it is `DocumentLoader::CommitNavigation`: in a fresh renderer (the
 * site's `Cross-Origin-Opener-Policy` puts each visit in a renderer of its own) it creates the
 * window's V8 context and the contexts DevTools and Lighthouse add, 20–80 ms on a loaded 2-core
 * machine. Lighthouse's simulation (Lantern) makes that task depend on the document only, so it
 * does not enter the estimate of the first paint, yet it runs, four times as long, on the
 * simulated main thread of the whole load: whenever it ends after the estimated first paint, it
 * counts as blocking time. The share computed here is that task's own blocking time, the way
 * Lantern counts it; the later tasks it pushes back are not included, so it is a lower bound.
 */
export const PAGE_SET_UP_EVENT = 'DocumentLoader::CommitNavigation';

/** A task of the simulated load: its simulated start and end (ms); whether it set up the page. */
export interface SimulatedTask {
  start: number;
  end: number;
  setsUpPage: boolean;
}

/** Blocking time (ms) of the set-up tasks among `tasks`, between first paint and interactive. */
export function setUpBlockingTime(
  tasks: SimulatedTask[],
  firstPaintMs: number,
  interactiveMs: number,
): number {
  // Lantern's own sum: it leaves out tasks shorter than its blocking threshold.
  const setUp = tasks
    .filter((task) => task.setsUpPage)
    .map((task) => ({ start: task.start, end: task.end, duration: task.end - task.start }));
  return Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(setUp, firstPaintMs, interactiveMs);
}

/** What this module reads of a Lantern estimate: each simulated node and its timing. */
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<
    { type: string; childEvents?: { name: string }[] },
    { startTime: number; endTime: number }
  >;
}
interface LanternResult {
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

/**
 * Lighthouse's computed metrics, as this module calls them: their own declarations need
 * Lighthouse's global types, which the project does not load.
 */
interface ComputedMetric {
  request(data: object, context: object): Promise<LanternResult>;
}
const asComputedMetric = (metric: unknown) => metric as ComputedMetric;

function simulatedTasks(estimate: Estimate): SimulatedTask[] {
  return [...estimate.nodeTimings]
    .filter(([node]) => node.type === 'cpu')
    .map(([node, timing]) => ({
      start: timing.startTime,
      end: timing.endTime,
      setsUpPage: (node.childEvents ?? []).some((event) => event.name === PAGE_SET_UP_EVENT),
    }));
}

/** The parts of a Lighthouse run the simulation is computed again from. */
export interface RunArtifacts {
  artifacts: {
    Trace: unknown;
    DevtoolsLog: unknown;
    GatherContext: unknown;
    URL: unknown;
    SourceMaps: unknown;
    /** The device pixel ratio of the page's host: Lighthouse 13 parses the trace with it. */
    HostDPR: unknown;
  };
  settings: unknown;
}

/**
 * The page set-up's share (ms) of a run's total blocking time, from the run's own trace, computed
 * as Lighthouse does: the mean of the optimistic and pessimistic estimates, each with its own first
 * paint (the opposite estimate's, as Lantern's blocking time takes it) and time to interactive.
 */
export async function pageSetUpShare({ artifacts, settings }: RunArtifacts): Promise<number> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  // One cache for the three, as in Lighthouse's own run: the blocking time reuses the other two.
  const context = { computedCache: new Map(), settings };
  const estimate = (metric: unknown) => asComputedMetric(metric).request(data, context);
  const [firstPaint, interactive, blocking] = await Promise.all([
    estimate(LanternFirstContentfulPaint),
    estimate(LanternInteractive),
    estimate(LanternTotalBlockingTime),
  ]);
  const optimistic = setUpBlockingTime(
    simulatedTasks(blocking.optimisticEstimate),
    firstPaint.pessimisticEstimate.timeInMs,
    interactive.optimisticEstimate.timeInMs,
  );
  const pessimistic = setUpBlockingTime(
    simulatedTasks(blocking.pessimisticEstimate),
    firstPaint.optimisticEstimate.timeInMs,
    interactive.pessimisticEstimate.timeInMs,
  );
  const { optimistic: a, pessimistic: b } = Lantern.Metrics.TotalBlockingTime.coefficients;
  return a * optimistic + b * pessimistic;
}

import autocannon from 'autocannon';
import { watchCpu } from './process-cpu.ts';
import type { BenchContext, Scenario } from './scenario.ts';
import { runWrk, wrkAvailable } from './wrk.ts';

export interface Measurement {
  scenario: string;
  database: string;
  requests: number;
  errors: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  /** Share of one core the server used meanwhile (1 = a whole core); null when not known. */
  serverBusy: number | null;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/**
 * Runs one scenario against the server of process `serverPid`: with wrk when it is installed and
 * the scenario has no load beside it (see `wrkAvailable`), else with autocannon, whose percentiles
 * come from every response time, not buckets.
 */
export async function measure(
  scenario: Scenario,
  context: BenchContext,
  database: string,
  durationSeconds: number,
  serverPid?: number,
): Promise<Measurement> {
  const prepared = (await scenario.setup?.(context)) ?? {};
  const request = scenario.request(context, prepared);
  if (wrkAvailable && !scenario.background) {
    const cpu = watchCpu(serverPid);
    const result = await runWrk(
      `${context.origin}${request.path}`,
      request,
      scenario.connections ?? 10,
      durationSeconds,
    );
    return { scenario: scenario.name, database, ...result, serverBusy: cpu.busy() };
  }
  const cpu = watchCpu(serverPid);
  const background = scenario.background?.(context);
  const times: number[] = [];
  let errors = 0;
  let finished: (result: autocannon.Result) => void = () => undefined;
  let failed: (error: unknown) => void = () => undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: `${context.origin}${request.path}`,
      method: request.method,
      ...(request.headers ? { headers: request.headers } : {}),
      ...(request.body ? { body: request.body } : {}),
      connections: scenario.connections ?? 10,
      duration: durationSeconds,
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on(
    'response',
    (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      if (statusCode >= 400) errors += 1;
    },
  );
  const result = await done;
  const serverBusy = cpu.busy();
  const side = await background?.stop();
  if (side)
    process.stdout.write(
      `${scenario.name}: background load ${side.requests} requests, ${side.errors} errors\n`,
    );
  times.sort((a, b) => a - b);
  return {
    scenario: scenario.name,
    database,
    requests: times.length,
    errors: errors + result.errors + result.timeouts,
    reqPerSec: times.length / durationSeconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    serverBusy,
  };
}

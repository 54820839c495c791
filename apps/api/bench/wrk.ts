import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BenchRequest } from './scenario.ts';

const run = promisify(execFile);

/**
 * Whether the short GET scenarios are loaded with wrk (a C load generator; Debian's `wrk`
 * package) rather than autocannon. On a machine of two cores the load generator has one core, and
 * autocannon, which reads every answer in JavaScript, runs out of it before the server does once
 * an answer is more than a few hundred bytes: at 5.5 KB the server's core was 71% busy, at 17 KB
 * 51%, so the rate measured was the client's. wrk leaves the server's core the limit (100% busy,
 * client 35–75%). BENCH_CLIENT=autocannon keeps autocannon for everything.
 */
export const wrkAvailable = (() => {
  if (process.env.BENCH_CLIENT === 'autocannon') return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its version and exits with 1; only a missing command throws ENOENT.
    return (error as NodeJS.ErrnoException).code !== 'ENOENT';
  }
})();

export interface WrkResult {
  requests: number;
  /** Connection errors, timeouts and answers of status 400 or more. */
  errors: number;
  reqPerSec: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
}

/** A Lua string literal for `text` (JSON's escapes of ASCII text are Lua's too). */
const luaString = (text: string) => JSON.stringify(text);

/** wrk's script: the request to send, and a summary printed as one line of JSON at the end. */
function script(request: BenchRequest): string {
  const headers = Object.entries(request.headers ?? {})
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`)
    .join('\n');
  return `wrk.method = ${luaString(request.method)}
${request.body === undefined ? '' : `wrk.body = ${luaString(request.body)}`}
${headers}
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"micros":%d,"errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;
}

/** Loads `url` with `request` from one thread and `connections` connections for `seconds`. */
export async function runWrk(
  url: string,
  request: BenchRequest,
  connections: number,
  seconds: number,
): Promise<WrkResult> {
  const folder = mkdtempSync(join(tmpdir(), 'cabinet-wrk-'));
  const scriptPath = join(folder, 'request.lua');
  writeFileSync(scriptPath, script(request));
  try {
    const { stdout } = await run('wrk', [
      '--threads',
      '1',
      '--connections',
      String(connections),
      '--duration',
      `${seconds}s`,
      '--timeout',
      '10s',
      '--script',
      scriptPath,
      url,
    ]);
    const summary = stdout.trim().split('\n').pop()!;
    const figures = JSON.parse(summary) as {
      requests: number;
      micros: number;
      errors: number;
      p50: number;
      p95: number;
      p99: number;
    };
    return {
      requests: figures.requests,
      errors: figures.errors,
      reqPerSec: figures.requests / (figures.micros / 1e6),
      p50: figures.p50 / 1000,
      p95: figures.p95 / 1000,
      p99: figures.p99 / 1000,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

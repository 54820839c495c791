import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';

/**
 * Requests per second of the site's production server (`dist-server/server.js`), side by side in
 * one run: a page as visitors get it (the texts' version checked against the API, the page made
 * once and kept) versus a hashed asset (precompressed, immutable), both asked for with brotli, and
 * the server's memory (RSS) after each. Starts its own API and server on ports of their own (not
 * the e2e ports), so it needs no lock; build the site and the API first. `--connections` and
 * `--seconds` change the load (default 50 connections for 8 s each).
 */
const SITE_PORT = 5196;
const API_PORT = 8096;
const appDir = resolve(import.meta.dirname, '..');
const repoRoot = resolve(appDir, '../..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const CONNECTIONS = option('connections', 50);
const SECONDS = option('seconds', 8);

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
    await new Promise((done) => setTimeout(done, 300));
  }
}

/** Resident memory of a process, in MiB, read from Linux's /proc. */
async function rssMiB(child: ChildProcess): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

async function measure(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br, gzip', 'accept-language': 'fr-CH' },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

async function main() {
  const api = spawn('node', ['dist/server.js'], {
    cwd: join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(API_PORT),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'cabinet-serve-bench-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const site = spawn('node', ['dist-server/server.js'], {
    cwd: appDir,
    env: {
      ...process.env,
      PORT: String(SITE_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}/api/v1`,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  try {
    const origin = `http://127.0.0.1:${SITE_PORT}`;
    await waitFor(`http://127.0.0.1:${API_PORT}/api/v1/util/health`);
    await waitFor(`${origin}/healthz`);
    const asset = readdirSync(join(appDir, 'dist/assets')).find((file) =>
      /^react-.*\.js$/.test(file),
    );
    if (!asset) throw new Error('No React chunk in dist/assets: build the site first.');
    console.log(
      `${CONNECTIONS} connections, ${SECONDS} s each; load average ${loadavg()[0]?.toFixed(2)}`,
    );
    console.log(`server RSS at rest: ${(await rssMiB(site)).toFixed(0)} MiB`);
    for (const [label, path] of [
      ['page /services (fr)', '/services'],
      [`asset ${asset}`, `/assets/${asset}`],
    ] as const) {
      const { rps, p99, failed } = await measure(`${origin}${path}`);
      const rss = await rssMiB(site);
      console.log(
        `${label.padEnd(34)} ${Math.round(rps).toString().padStart(6)} req/s · p99 ${p99} ms · ` +
          `${failed} failed · RSS ${rss.toFixed(0)} MiB`,
      );
    }
  } finally {
    site.kill();
    api.kill();
  }
}

await main();

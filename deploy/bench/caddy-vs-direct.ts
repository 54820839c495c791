import { readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { admin, hosts, HTTPS_PORT, ports, startBehindCaddy } from '../test/behind-caddy.ts';
import { repoRoot } from '../test/processes.ts';

/**
 * Requests per second through Caddy (HTTPS, deploy/Caddyfile) and straight to the production
 * servers (HTTP on their own ports), side by side in one run: a page of the public site (from its
 * server's cache), a hashed asset, and `GET /user/util/me` signed in. Build first (`pnpm build`).
 * Not part of `npm test`: the figures follow the machine's load, printed beside them.
 */
const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

interface Target {
  name: string;
  host: string;
  directPort: number;
  path: string;
  headers?: Record<string, string>;
}

async function measure(
  url: string,
  headers: Record<string, string>,
  tls?: { ca: Buffer; servername: string },
) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    ...(tls ? { servername: tls.servername, tlsOptions: { ca: tls.ca } } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} answers other than 2xx, ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const deployment = await startBehindCaddy();
try {
  const signIn = await deployment.viaCaddy(hosts.api, '/api/v1/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(admin).toString(),
  });
  const token = (JSON.parse(signIn.body) as { access_token: string }).access_token;
  const asset = readdirSync(join(repoRoot, 'apps/public-site/dist/assets')).find((name) =>
    name.endsWith('.js'),
  );
  const compressed = { 'accept-encoding': 'br, gzip' };
  const targets: Target[] = [
    {
      name: 'public page (cached)',
      host: hosts.publicSite,
      directPort: ports.publicSite,
      path: '/services?lng=fr',
      headers: compressed,
    },
    {
      name: 'hashed asset',
      host: hosts.publicSite,
      directPort: ports.publicSite,
      path: `/assets/${asset}`,
      headers: compressed,
    },
    {
      name: 'GET /user/util/me',
      host: hosts.api,
      directPort: ports.api,
      path: '/api/v1/user/util/me',
      headers: { authorization: `Bearer ${token}` },
    },
  ];
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(`${CONNECTIONS} connections, ${SECONDS} s each\n`);
  console.log(
    '| request | direct req/s (p50 / p99 ms) | through Caddy req/s (p50 / p99 ms) | Caddy ÷ direct |',
  );
  console.log('|---|---|---|---|');
  for (const target of targets) {
    const headers = target.headers ?? {};
    const direct = await measure(`http://127.0.0.1:${target.directPort}${target.path}`, headers);
    const caddy = await measure(
      `https://127.0.0.1:${HTTPS_PORT}${target.path}`,
      { ...headers, host: `${target.host}:${HTTPS_PORT}` },
      { ca: deployment.ca, servername: target.host },
    );
    console.log(
      `| ${target.name} | ${direct.rps} (${direct.p50} / ${direct.p99}) | ${caddy.rps} (${caddy.p50} / ${caddy.p99}) | ${(caddy.rps / direct.rps).toFixed(2)} |`,
    );
  }
  console.log(
    `\nload average at end: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await deployment.stop();
}

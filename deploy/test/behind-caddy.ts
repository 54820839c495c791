import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { answers, repoRoot, start, stop, waitUntil, type Started } from './processes.ts';

/**
 * deploy/Caddyfile on this machine, with Debian's Caddy and its internal certificate authority, in
 * front of the production servers (NODE_ENV=production), all on ports of their own: what a
 * practice's server does. Used by the deploy test and the Caddy-versus-direct bench.
 */
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
export const HTTPS_PORT = 18643;
export const ports = { api: 18600, publicSite: 18601, backoffice: 18602, http: 18680 };
export const hosts = {
  publicSite: 'www.cabinet.localhost',
  backoffice: 'office.cabinet.localhost',
  api: 'api.cabinet.localhost',
};
export const admin = { username: 'admin', password: 'Caddy-Test-Lake-Passw0rd!' };
/** The visitor's own address: another loopback address than Caddy's, which is 127.0.0.1. */
export const VISITOR_ADDRESS = '127.0.0.2';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface BehindCaddy {
  /** Caddy's root certificate: what a client trusts to reach the sites over HTTPS. */
  ca: Buffer;
  /** An HTTPS request to Caddy for `host`, from the visitor's address, trusting Caddy's CA only. */
  viaCaddy: (host: string, path: string, options?: RequestOptions) => Promise<Answer>;
  /** The file Caddy writes its access log to (one JSON line a request). */
  accessLog: string;
  /** Stops Caddy and the servers, and removes their data. */
  stop: () => Promise<void>;
}

function requestVia(ca: Buffer, host: string, path: string, options: RequestOptions = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: HTTPS_PORT,
        servername: host,
        localAddress: VISITOR_ADDRESS,
        method: options.method ?? 'GET',
        path,
        ca,
        headers: { host: `${host}:${HTTPS_PORT}`, ...options.headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Starts the API, both sites' production servers and Caddy in front of them; waits until all answer. */
export async function startBehindCaddy(): Promise<BehindCaddy> {
  const workDir = mkdtempSync(join(tmpdir(), 'cabinet-caddy-'));
  const servers: Started[] = [];
  const stopAll = async () => {
    for (const server of servers.reverse()) await stop(server);
    rmSync(workDir, { recursive: true, force: true });
  };
  try {
    if (!existsSync(CADDY))
      throw new Error(
        `Caddy is needed for the deploy test: install Debian's "caddy" package (looked for ${CADDY}).`,
      );
    const api = start(process.execPath, ['apps/api/dist/server.js'], {
      env: {
        NODE_ENV: 'production',
        PORT: String(ports.api),
        HOST: '127.0.0.1',
        DATA_DIR: join(workDir, 'data'),
        APP_SECRET: 'c'.repeat(64),
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        PUBLIC_SITE_URL: `https://${hosts.publicSite}:${HTTPS_PORT}`,
        BACKOFFICE_URL: `https://${hosts.backoffice}:${HTTPS_PORT}`,
        TRUST_PROXY: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
    });
    servers.push(api);
    for (const [app, port] of [
      ['public-site', ports.publicSite],
      ['backoffice', ports.backoffice],
    ] as const) {
      servers.push(
        start(process.execPath, ['dist-server/server.js'], {
          cwd: join(repoRoot, 'apps', app),
          env: { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
        }),
      );
    }
    // Caddy's global options for this machine: its own ports and storage, the internal CA, and no
    // attempt to install that CA into the system's trust store. The site blocks are the repo's.
    const caddyfile = join(workDir, 'Caddyfile');
    writeFileSync(
      caddyfile,
      [
        '{',
        '\tadmin off',
        '\tlocal_certs',
        '\tskip_install_trust',
        `\thttp_port ${ports.http}`,
        `\thttps_port ${HTTPS_PORT}`,
        `\tstorage file_system ${join(workDir, 'caddy')}`,
        '}',
        `import ${join(repoRoot, 'deploy', 'Caddyfile')}`,
        '',
      ].join('\n'),
    );
    const caddy = start(CADDY, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: {
        HOME: workDir,
        XDG_CONFIG_HOME: join(workDir, 'config'),
        XDG_DATA_HOME: join(workDir, 'share'),
        PUBLIC_SITE_HOST: hosts.publicSite,
        BACKOFFICE_HOST: hosts.backoffice,
        API_HOST: hosts.api,
        PUBLIC_SITE_UPSTREAM: `127.0.0.1:${ports.publicSite}`,
        BACKOFFICE_UPSTREAM: `127.0.0.1:${ports.backoffice}`,
        API_UPSTREAM: `127.0.0.1:${ports.api}`,
        CABINET_ACCESS_LOG: join(workDir, 'access.log'),
      },
    });
    servers.push(caddy);

    await waitUntil(answers(`http://127.0.0.1:${ports.api}/api/v1/util/health`), 90, 'API', api);
    await waitUntil(answers(`http://127.0.0.1:${ports.publicSite}/healthz`), 30, 'public site');
    await waitUntil(answers(`http://127.0.0.1:${ports.backoffice}/healthz`), 30, 'back-office');
    const rootCert = join(workDir, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await waitUntil(async () => existsSync(rootCert), 30, 'Caddy’s certificate authority', caddy);
    const ca = readFileSync(rootCert);
    await waitUntil(
      async () => (await requestVia(ca, hosts.publicSite, '/healthz')).status === 200,
      30,
      'Caddy serving HTTPS',
      caddy,
    );
    return {
      ca,
      viaCaddy: (...args) => requestVia(ca, ...args),
      accessLog: join(workDir, 'access.log'),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

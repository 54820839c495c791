import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, repoRoot, start, stop, waitUntil, type Started } from './processes.ts';

/**
 * deploy/Caddyfile on this machine, with Debian's Caddy and its internal certificate authority, in
 * front of the production servers (NODE_ENV=production), all on ports of their own: what a
 * practice's server does, checked over HTTPS.
 */
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';
const HTTPS_PORT = 18643;
const ports = { api: 18600, publicSite: 18601, backoffice: 18602, http: 18680 };
const hosts = {
  publicSite: 'www.cabinet.localhost',
  backoffice: 'office.cabinet.localhost',
  api: 'api.cabinet.localhost',
};
const admin = { username: 'admin', password: 'Caddy-Test-Lake-Passw0rd!' };
/** The visitor's own address: another loopback address than Caddy's, which is 127.0.0.1. */
const VISITOR_ADDRESS = '127.0.0.2';

let workDir = '';
let ca: Buffer;
const servers: Started[] = [];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTPS request to Caddy for `host`, from the visitor's address, trusting Caddy's CA only. */
function viaCaddy(
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
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

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

beforeAll(async () => {
  if (!existsSync(CADDY))
    throw new Error(
      `Caddy is needed for the deploy test: install Debian's "caddy" package (looked for ${CADDY}).`,
    );
  workDir = mkdtempSync(join(tmpdir(), 'cabinet-caddy-'));
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
  ca = readFileSync(rootCert);
  await waitUntil(
    async () => (await viaCaddy(hosts.publicSite, '/healthz')).status === 200,
    30,
    'Caddy serving HTTPS',
    caddy,
  );
});

afterAll(async () => {
  for (const server of servers.reverse()) await stop(server);
  rmSync(workDir, { recursive: true, force: true });
});

describe('the deploy recipe behind Caddy, over HTTPS', () => {
  it('serves the public site’s pages in the visitor’s language, with HSTS', async () => {
    const home = await viaCaddy(hosts.publicSite, '/services', {
      headers: { 'accept-language': 'de-CH,de;q=0.9', 'accept-encoding': 'identity' },
    });
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html lang="de"');
    expect(home.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await viaCaddy(hosts.publicSite, '/no-such-page')).status).toBe(404);
  });

  it('serves the back-office’s single-page app on its own host, with HSTS', async () => {
    const route = await viaCaddy(hosts.backoffice, '/users');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<div id="root">');
    expect(route.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('answers the API under its host, with HSTS', async () => {
    const health = await viaCaddy(hosts.api, '/api/v1/util/health');
    expect(health.status).toBe(200);
    expect(health.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('takes a contact request, and the API records the visitor’s own address, not one it wrote', async () => {
    const challenge = (await viaCaddy(hosts.api, '/api/v1/altcha/challenge')).body;
    const altcha = await solveHumanCheck(JSON.parse(challenge) as HumanCheckChallenge);
    // A visitor's forged X-Forwarded-For: Caddy drops it and writes the address it saw.
    const forged = { 'x-forwarded-for': '198.51.100.7' };
    const sent = await viaCaddy(hosts.api, '/api/submit', {
      ...json({
        name: 'Léa',
        email: 'lea@example.com',
        message: 'Behind Caddy',
        consent: true,
        altcha,
      }),
      headers: { 'content-type': 'application/json', ...forged },
    });
    expect(sent.status, sent.body).toBe(200);

    const signIn = await viaCaddy(hosts.api, '/api/v1/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...forged },
      body: new URLSearchParams(admin).toString(),
    });
    expect(signIn.status, signIn.body).toBe(200);
    const token = (JSON.parse(signIn.body) as { access_token: string }).access_token;
    const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const requests = await viaCaddy(hosts.api, '/api/v1/contact_request/search?skip=0&limit=10', {
      ...json({}),
      headers: bearer,
    });
    expect(requests.status, requests.body).toBe(200);
    expect(requests.body).toContain('lea@example.com');

    const audit = await viaCaddy(hosts.api, '/api/v1/audit_event/search?skip=0&limit=10', {
      ...json({ search: { AND: [{ field: 'event', operator: '=', value: 'login.success' }] } }),
      headers: bearer,
    });
    expect(audit.status, audit.body).toBe(200);
    const addresses = [...audit.body.matchAll(/"ip":"([^"]*)"/g)].map((match) => match[1]);
    expect(addresses).toEqual([VISITOR_ADDRESS]);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { solveHumanCheck, type HumanCheckChallenge } from '@cabinet/e2e/human-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  hosts,
  startBehindCaddy,
  VISITOR_ADDRESS,
  type BehindCaddy,
} from './behind-caddy.ts';

let deployment: BehindCaddy;
const viaCaddy: BehindCaddy['viaCaddy'] = (...args) => deployment.viaCaddy(...args);

const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The access log once it names every one of `paths`: Caddy writes a line as its answer goes out. */
async function logNaming(file: string, paths: string[]): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const log = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (paths.every((path) => log.includes(path))) return log;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the access log never named ${paths.join(', ')}`);
}

beforeAll(async () => {
  deployment = await startBehindCaddy();
});

afterAll(async () => {
  await deployment?.stop();
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

  it('keeps tokens out of its access log: neither the query, the calendar feed path nor the Referer', async () => {
    const resetToken = 'reset-token-that-must-stay-out-of-logs';
    const linkToken = 'sign-in-token-that-must-stay-out-of-logs';
    const feedToken = 'calendar-feed-token-that-must-stay-out-of-logs';
    await viaCaddy(hosts.backoffice, `/set-password?t=${resetToken}`);
    await viaCaddy(hosts.backoffice, '/assets/missing.js', {
      headers: { referer: `https://${hosts.backoffice}/set-password?t=${resetToken}` },
    });
    await viaCaddy(hosts.api, `/api/v1/passwordless-login?token=${linkToken}`);
    await viaCaddy(hosts.api, `/api/v1/calendar/${feedToken}.ics`);
    const log = await logNaming(deployment.accessLog, [
      '/set-password?t=',
      '/assets/missing.js',
      '/api/v1/passwordless-login?token=',
      '/api/v1/calendar/REDACTED',
    ]);
    expect(log).not.toContain(resetToken);
    expect(log).not.toContain(linkToken);
    expect(log).not.toContain(feedToken);
    expect(log).toContain('t=REDACTED');
    expect(log).toContain('token=REDACTED');
  });
});

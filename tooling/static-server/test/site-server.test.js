import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer, IMMUTABLE, precompressDirectory, REVALIDATE } from '../index.js';

const script = `console.log(${JSON.stringify('a'.repeat(4000))});\n`;
let root = '';

/** A small build: a hashed script, a page shell, an unhashed file and the build’s headers. */
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cabinet-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index-BqL9u1ZC.js'), script);
  writeFileSync(join(root, 'index.html'), `<!doctype html><title>shell</title>${' '.repeat(2000)}`);
  writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(
    join(root, '.security-headers.json'),
    JSON.stringify({ 'Content-Security-Policy': "default-src 'self'", 'X-Frame-Options': 'DENY' }),
  );
  precompressDirectory(root);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const spa = () => createSiteServer({ root, logLevel: 'silent', spaFallback: true });

describe('a built site’s server', () => {
  it('sends the brotli copy, then the gzip copy, then the file, as the browser accepts', async () => {
    const app = await spa();
    const url = '/assets/index-BqL9u1ZC.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const response of [br, gz, plain]) expect(response.headers.vary).toBe('Accept-Encoding');
    await app.close();
  });

  it('lets browsers keep hashed files for a year and revalidate everything else', async () => {
    const app = await spa();
    const hashed = await app.inject({ url: '/assets/index-BqL9u1ZC.js' });
    expect(hashed.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    for (const url of ['/robots.txt', '/', '/some/route']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(REVALIDATE);
    }
    await app.close();
  });

  it('answers every address with the build’s security headers, and HSTS only over HTTPS', async () => {
    const app = await spa();
    for (const url of ['/', '/robots.txt', '/missing.js', '/healthz']) {
      const response = await app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    const proxied = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    await app.close();
  });

  it('answers the single-page shell for page addresses, 404 for missing files and private files', async () => {
    const app = await spa();
    const route = await app.inject({ url: '/users/42?tab=roles' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('<title>shell</title>');
    for (const url of [
      '/missing.js',
      '/.security-headers.json',
      '/assets/index-BqL9u1ZC.js.br',
      '/../package.json',
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: '/' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/%E0%A4%A' })).statusCode).toBe(400);
    await app.close();
  });

  it('without the fallback, an unknown page address is a 404', async () => {
    const app = await createSiteServer({ root, logLevel: 'silent' });
    expect((await app.inject({ url: '/users/42' })).statusCode).toBe(404);
    await app.close();
  });

  it('sends the page a site makes, with its status, language, Vary and cookie', async () => {
    const app = await createSiteServer({
      root,
      logLevel: 'silent',
      page: async (url, headers) =>
        url.startsWith('/about')
          ? { html: '<title>about</title>', status: 200, language: String(headers['x-lang']) }
          : { html: '<title>gone</title>', status: 404, language: 'fr', cookie: 'lng=fr; Path=/' },
    });
    const about = await app.inject({ url: '/about', headers: { 'x-lang': 'de' } });
    expect(about.statusCode).toBe(200);
    expect(about.headers['set-cookie']).toBeUndefined();
    expect(about.body).toBe('<title>about</title>');
    expect(about.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(about.headers['content-language']).toBe('de');
    expect(about.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');
    expect(about.headers['cache-control']).toBe(REVALIDATE);
    const elsewhere = await app.inject({ url: '/elsewhere' });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['set-cookie']).toBe('lng=fr; Path=/');
    // A file name is never a page: a missing file is a 404 of its own.
    expect((await app.inject({ url: '/missing.js' })).body).toBe('Not found');
    await app.close();
  });

  it('sends a page with an ETag, compressed, and lets the next rule answer when it makes none', async () => {
    const made = '<!doctype html><title>about, with today’s texts</title>' + ' '.repeat(3000);
    const app = await createSiteServer({
      root,
      logLevel: 'silent',
      spaFallback: true,
      page: async (url) =>
        url === '/other'
          ? null
          : { html: made, status: url === '/gone' ? 404 : 200, language: 'fr' },
    });
    const fresh = await app.inject({ url: '/about', headers: { 'accept-encoding': 'br, gzip' } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fresh.rawPayload).toString()).toBe(made);
    expect(fresh.headers['content-security-policy']).toBe("default-src 'self'");
    const etag = String(fresh.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/about', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gone = await app.inject({ url: '/gone', headers: { 'if-none-match': etag } });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(made);
    expect((await app.inject({ url: '/other' })).body).toContain('<title>shell</title>');
    await app.close();
  });

  it('sends an address it redirects elsewhere with a 302, uncached, before any page', async () => {
    const app = await createSiteServer({
      root,
      logLevel: 'silent',
      spaFallback: true,
      redirect: (url) => (url.startsWith('/login') ? `https://office.example.ch${url}` : null),
    });
    const moved = await app.inject({ url: '/login?next=%2Fusers' });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('https://office.example.ch/login?next=%2Fusers');
    expect(moved.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/some/route' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers /healthz, never cached', async () => {
    const app = await spa();
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('refuses a folder that is no site build, naming what is missing', async () => {
    await expect(createSiteServer({ root: join(root, 'assets') })).rejects.toThrow(
      /\.security-headers\.json.*build it first/,
    );
  });
});

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { androidWebDir, appBuildDir, bakedApiUrl, bakedFormBackendUrl, iosWebDir } from './paths';

const indexHtml = () => readFileSync(join(androidWebDir, 'index.html'), 'utf8');
/** The addresses of the scripts, style sheets, preloads and icon `index.html` loads. */
const referencedFiles = (html: string) =>
  [
    ...html.matchAll(
      /<(?:script\b[^>]*\bsrc|link\b[^>]*\brel="(?:stylesheet|modulepreload|icon)"[^>]*\bhref)="([^"]+)"/g,
    ),
  ].map((m) => m[1] ?? '');
const allScripts = () =>
  readdirSync(join(androidWebDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(androidWebDir, 'assets', file), 'utf8'))
    .join('\n');

test.describe('the site as copied into the native projects', () => {
  test('Android and iOS hold the native build unchanged', () => {
    for (const webDir of [androidWebDir, iosWebDir]) {
      expect(readFileSync(join(webDir, 'index.html'), 'utf8')).toBe(
        readFileSync(join(appBuildDir, 'index.html'), 'utf8'),
      );
    }
    const config = JSON.parse(
      readFileSync(join(androidWebDir, '..', 'capacitor.config.json'), 'utf8'),
    ) as { appId: string; webDir: string };
    expect(config.appId).toBe('ch.cabinetlacparole.app');
  });

  test('index.html loads its files by relative addresses, and each of them exists', () => {
    const files = referencedFiles(indexHtml());
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file, `${file} is relative`).toMatch(/^\.\//);
      expect(existsSync(join(androidWebDir, file)), `${file} exists`).toBe(true);
    }
  });

  test('index.html holds the built start of the app, which renders the pages on the device', () => {
    const html = indexHtml();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(
      /<script type="module" crossorigin src="\.\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(html).not.toContain('/src/');
  });

  test("the API's absolute addresses from the build's configuration are baked in", () => {
    expect(bakedApiUrl).toMatch(/^https?:\/\//);
    const scripts = allScripts();
    expect(scripts).toContain(bakedApiUrl);
    expect(scripts).toContain(bakedFormBackendUrl);
  });
});

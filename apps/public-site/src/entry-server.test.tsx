import { SUPPORTED_LANGUAGES } from '@cabinet/i18n/languages';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../server/pages';
import { renderPage } from './entry-server';
import { PAGES } from './pages/pages';

const pages = [...Object.keys(PAGES), '/404'];

describe('the pages as the site’s server renders them', () => {
  it.each(SUPPORTED_LANGUAGES)(
    'carry no inline script in %s, which the Content-Security-Policy would refuse',
    async (language) => {
      for (const path of pages) {
        const { head, body } = await renderPage(path, language);
        // Only data may sit in the page: the JSON-LD for search engines.
        expect(`${head}${body}`, path).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
        expect(head, path).toMatch(/^<title>[^<]+<\/title><meta name="description"/);
      }
    },
  );

  it('fill the client build’s index.html: its language, title and root', async () => {
    const template = readFileSync(join(import.meta.dirname, '../index.html'), 'utf8');
    const page = await renderPage('/team', 'de');
    const html = fillTemplate(template, page, 'de');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain(page.head);
    expect(html).toContain(page.body);
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).not.toContain('<title>Cabinet Lac &amp; Parole · Psychothérapie à Neuchâtel');
  });
});
